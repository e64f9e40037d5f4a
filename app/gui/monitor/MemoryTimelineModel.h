#pragma once

#include "HeldDatasetListModel.h"
#include "models/MonitorSink.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <limits>
#include <vector>

namespace weft::app {

/// The memory held by a run's intermediate datasets over time, from DatasetHeld and
/// DatasetReleased events: each held output is a dataset (its producing task and node, its
/// bytes, the steps at which it was held and released), and every hold or release is a step
/// of the running total. The peak is the first step at which the total is highest; a dataset
/// was held at step s when it was held at or before s and released after it, so "what was
/// held at the peak" counts an output made and its input released in the same instant the
/// way the run saw them, one after the other. Also keeps the run's metric samples (RSS of the
/// app and of its worker processes).
///
/// `held` lists the datasets held at the selected step: the peak until selectTime() picks a
/// time, and again after selectPeak().
///
/// A MonitorSink: register it on the MonitorHub. GUI thread; `changed` is emitted once per
/// appendEvents() or appendMetrics() call.
class MemoryTimelineModel : public QObject, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qint64 peakBytes READ peakBytes NOTIFY changed)
    Q_PROPERTY(qreal peakNs READ peakNs NOTIFY changed)
    Q_PROPERTY(qint64 currentBytes READ currentBytes NOTIFY changed)
    Q_PROPERTY(int releaseCount READ releaseCount NOTIFY changed)
    Q_PROPERTY(qreal endNs READ endNsReal NOTIFY changed)
    Q_PROPERTY(qint64 maxRssBytes READ maxRssBytes NOTIFY changed)
    Q_PROPERTY(int metricCount READ metricCount NOTIFY changed)
    Q_PROPERTY(QStringList nodeTitles READ nodeTitles NOTIFY outlineChanged)
    Q_PROPERTY(weft::app::HeldDatasetListModel *held READ held CONSTANT)
    Q_PROPERTY(qreal selectedNs READ selectedNs NOTIFY selectionChanged)
    Q_PROPERTY(qint64 selectedBytes READ selectedBytes NOTIFY selectionChanged)
    Q_PROPERTY(bool peakSelected READ isPeakSelected NOTIFY selectionChanged)

public:
    static constexpr int kNotReleased = std::numeric_limits<int>::max();

    /// The intermediate datasets, one entry per DatasetHeld event.
    struct Datasets
    {
        std::vector<qint64> task;
        std::vector<quint32> node;
        std::vector<qint64> bytes;
        std::vector<int> heldStep;
        std::vector<int> releasedStep; ///< kNotReleased while held
    };
    /// Every hold and release in order, with the total held after it.
    struct Steps
    {
        std::vector<qint64> ns;
        std::vector<qint64> total;
        std::vector<int> dataset;
        std::vector<bool> release;
    };

    explicit MemoryTimelineModel(QObject *parent = nullptr);

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void appendMetrics(std::span<const MetricSample> samples) override;

    qint64 peakBytes() const { return m_peakBytes; }
    qreal peakNs() const;
    int peakStep() const { return m_peakStep; }
    qint64 currentBytes() const { return m_steps.total.empty() ? 0 : m_steps.total.back(); }
    int releaseCount() const { return m_releases; }
    qint64 endNs() const { return m_endNs; }
    qreal endNsReal() const { return qreal(m_endNs); }
    qint64 maxRssBytes() const { return m_maxRss; }
    int metricCount() const { return int(m_metrics.size()); }
    const QStringList &nodeTitles() const { return m_nodeTitles; }
    int nodeCount() const { return int(m_nodeTitles.size()); }
    HeldDatasetListModel *held() const { return m_held; }
    qreal selectedNs() const { return qreal(m_selectedNs); }
    qint64 selectedBytes() const;
    bool isPeakSelected() const { return m_followPeak; }

    const Datasets &datasets() const { return m_datasets; }
    const Steps &steps() const { return m_steps; }
    /// Metric samples, their ns relative to the run's origin.
    const std::vector<MetricSample> &metrics() const { return m_metrics; }

    /// The last step at or before `ns` (-1 before the first).
    int stepAt(qint64 ns) const;
    /// The datasets held right after step `step`.
    std::vector<HeldDatasetListModel::Row> heldAt(int step) const;

    /// Lists what was held at the peak, and keeps doing so as the peak moves.
    Q_INVOKABLE void selectPeak();
    /// Lists what was held at `ns` (after every hold and release up to it).
    Q_INVOKABLE void selectTime(qreal ns);

Q_SIGNALS:
    void changed();
    void outlineChanged();
    void selectionChanged();

private:
    void release(quint32 task, qint64 ns);
    void addStep(qint64 ns, int dataset, bool isRelease);
    void refreshHeld();

    HeldDatasetListModel *m_held;
    QStringList m_nodeIds;
    QStringList m_nodeTitles;
    Datasets m_datasets;
    Steps m_steps;
    QMultiHash<quint32, int> m_open; ///< task -> its datasets still held
    std::vector<MetricSample> m_metrics;
    qint64 m_originNs = 0;
    qint64 m_endNs = 0;
    qint64 m_peakBytes = 0;
    int m_peakStep = -1;
    int m_releases = 0;
    qint64 m_maxRss = 0;
    bool m_followPeak = true;
    int m_selectedStep = -1;
    qint64 m_selectedNs = 0;
};

} // namespace weft::app
