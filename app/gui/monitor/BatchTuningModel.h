#pragma once

#include "MonitorHub.h"
#include "models/MonitorSink.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// Auto-batching of a run's map nodes as it happens: for each map node, every finished batch
/// (when, how many items, how long it took) and the target band over time, so that a chart can
/// show batch sizes growing and shrinking as durations cross the band. The band of the chosen
/// node can be changed while the run is live (requestBand): the change is drawn from that
/// moment and sent to the run through the MonitorHub.
///
/// A MonitorSink: register it on the hub and set `hub`. Lives on the GUI thread; `changed` is
/// emitted once per appendEvents() call.
class BatchTuningModel : public QObject, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(weft::app::MonitorHub *hub READ hub WRITE setHub NOTIFY hubChanged)
    Q_PROPERTY(QStringList nodeIds READ nodeIds NOTIFY outlineChanged)
    Q_PROPERTY(QStringList nodeTitles READ nodeTitles NOTIFY outlineChanged)
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY currentChanged)
    Q_PROPERTY(QString currentNodeId READ currentNodeId NOTIFY currentChanged)
    Q_PROPERTY(qreal lowerSeconds READ lowerSeconds NOTIFY bandChanged)
    Q_PROPERTY(qreal upperSeconds READ upperSeconds NOTIFY bandChanged)
    Q_PROPERTY(int batchCount READ batchCount NOTIFY changed)
    Q_PROPERTY(qint64 lastSize READ lastSize NOTIFY changed)
    Q_PROPERTY(qreal lastSeconds READ lastSeconds NOTIFY changed)
    Q_PROPERTY(qreal endNs READ endNsReal NOTIFY changed)
    /// The band can be changed: the run is live and not finished.
    Q_PROPERTY(bool tunable READ isTunable NOTIFY outlineChanged)
    /// The chosen node's band was changed in this run (requestBand): it can be kept in the
    /// node (EditController::keepBatchBand), during the run or after it.
    Q_PROPERTY(bool adjusted READ isAdjusted NOTIFY bandChanged)

public:
    /// One map node's batches and its band over time. Times in ns from the run's origin.
    struct Series
    {
        QString id;
        QString title;
        int planIndex = 0;
        std::vector<qint64> ns;       ///< when each batch finished
        std::vector<qint64> items;    ///< its size
        std::vector<qint64> duration; ///< how long it ran
        /// The band from each change on (the first from 0): ns, lower and upper seconds.
        std::vector<qint64> bandNs;
        std::vector<double> lower;
        std::vector<double> upper;
        qint64 maxItems = 0;
        qint64 maxDuration = 0;
    };

    explicit BatchTuningModel(QObject *parent = nullptr);

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void endRun(const RunEnding &ending) override;

    MonitorHub *hub() const { return m_hub; }
    void setHub(MonitorHub *hub);
    QStringList nodeIds() const;
    QStringList nodeTitles() const;
    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    QString currentNodeId() const;
    qreal lowerSeconds() const;
    qreal upperSeconds() const;
    int batchCount() const;
    qint64 lastSize() const;
    qreal lastSeconds() const;
    qint64 endNs() const { return m_endNs; }
    qreal endNsReal() const { return qreal(m_endNs); }
    bool isTunable() const { return m_live; }
    bool isAdjusted() const { return current() && current()->bandNs.size() > 1; }

    int seriesCount() const { return int(m_series.size()); }
    const Series &series(int index) const { return m_series[std::size_t(index)]; }
    /// The chosen node's series, or nullptr when the run has no map node.
    const Series *current() const;

    /// Sets the chosen node's band (seconds, 0 < lower <= upper) from now on and asks the
    /// live run to use it. Returns false, changing nothing, when the band is not valid or the
    /// run is not live.
    Q_INVOKABLE bool requestBand(qreal lowerSeconds, qreal upperSeconds);

Q_SIGNALS:
    void hubChanged();
    void outlineChanged();
    void currentChanged();
    void bandChanged();
    void changed();

private:
    QPointer<MonitorHub> m_hub;
    std::vector<Series> m_series;
    std::vector<int> m_seriesOfNode;  ///< plan index -> series, -1 for a plain node
    QHash<quint32, qint64> m_started; ///< a map node's running task -> its TaskStarted time
    qint64 m_originNs = 0;
    qint64 m_endNs = 0;
    int m_current = -1;
    bool m_live = false;
};

} // namespace weft::app
