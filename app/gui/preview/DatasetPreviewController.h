#pragma once

#include "ArraySliceModel.h"
#include "DatasetPreviewModel.h"
#include "OutputReader.h"
#include "data/DatasetPreview.h"
#include "document/ProjectController.h"
#include "monitor/RunController.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <stop_token>

namespace weft::app {

/// The output inspector's state: follows the project's selection and shows one output of one
/// node. A selected node shows its first output, an output port clicked on a card that port
/// (inspect()), a selected edge the output it carries.
///
/// The output is a node's result as the cache holds it for the node as it is now (the entry of
/// its current signature, what a run would take instead of computing it): read in place, so a
/// million-row table is shown whole without a copy, and its columns' statistics are computed
/// after its first rows are on screen. Without such an entry, a source node (csv.read,
/// npy.read, sqlite.read, files.list, json.read) previews the file it reads
/// (engine::DatasetPreview::fromSource()); any other node says in plain words that it has no
/// result yet and why (never run, stale and what changed), status NoResult.
///
/// While a run of the project goes (`runs`), a selected map node shows what its batches have
/// produced so far (live), read again as batches end (checked twice a second) with new rows
/// added below those shown; when the run ends, the node's output as the cache holds it.
///
/// Planning and reading run on QThreadPool::globalInstance(), never on the GUI thread. A new
/// selection, a changed parameter or a new freshness mark of the node (a run made it up to date,
/// an edit above it stale) starts a new read and asks the one in flight to stop; a result that
/// arrives for anything but the current request is dropped, so the panel never shows a stale
/// output. Errors are shown as one line (errorText) instead of a preview.
///
/// Created by QML (`DatasetPreviewController { project: root.controller }`); lives on the GUI
/// thread and emits its signals there.
class DatasetPreviewController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        weft::app::ProjectController *project READ project WRITE setProject NOTIFY projectChanged)
    Q_PROPERTY(weft::app::RunController *runs READ runs WRITE setRuns NOTIFY runsChanged)
    Q_PROPERTY(Status status READ status NOTIFY changed)
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString nodeId READ nodeId NOTIFY changed)
    Q_PROPERTY(QString port READ port NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(bool fromCache READ isFromCache NOTIFY changed)
    Q_PROPERTY(bool live READ isLive NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    Q_PROPERTY(QString errorText READ errorText NOTIFY changed)
    Q_PROPERTY(QString notice READ notice NOTIFY changed)
    Q_PROPERTY(weft::app::DatasetPreviewModel *rows READ rows CONSTANT)
    Q_PROPERTY(weft::app::ArraySliceModel *slice READ slice CONSTANT)
    Q_PROPERTY(QString shapeText READ shapeText NOTIFY changed)
    Q_PROPERTY(QString elementType READ elementType NOTIFY changed)
    Q_PROPERTY(QStringList statisticNames READ statisticNames NOTIFY changed)
    Q_PROPERTY(QStringList statisticValues READ statisticValues NOTIFY changed)
    Q_PROPERTY(QList<qreal> histogram READ histogram NOTIFY changed)
    Q_PROPERTY(QString histogramMin READ histogramMin NOTIFY changed)
    Q_PROPERTY(QString histogramMax READ histogramMax NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)

public:
    enum class Status {
        None,     ///< nothing with an output is selected: nothing to show
        Loading,  ///< a read is under way
        Ready,    ///< the output (or a source's file) is shown
        Failed,   ///< the read failed; errorText says why
        NoResult, ///< the node has no result for what it is now; notice says why and what to do
    };
    Q_ENUM(Status)

    explicit DatasetPreviewController(QObject *parent = nullptr);
    ~DatasetPreviewController() override;

    ProjectController *project() const { return m_project; }
    void setProject(ProjectController *project);
    /// The window's runs: a running map node's output so far comes from there. May be null.
    RunController *runs() const { return m_runs; }
    void setRuns(RunController *runs);

    Status status() const { return m_status; }
    /// "table", "array", "files", "json" or "bytes": which view the panel shows.
    QString kind() const { return m_kind; }
    QString nodeId() const { return m_nodeId; }
    /// The output port shown; "" for a node without outputs (a source's file is shown).
    QString port() const { return m_port; }
    /// The node's title as its card shows it.
    QString title() const { return m_title; }
    /// The output shown is the node's result from the cache (not a source's file).
    bool isFromCache() const { return m_fromCache; }
    /// The output shown is what a running map node produced so far.
    bool isLive() const { return m_live; }
    /// One line: "1,234 rows · 5 columns", "(100, 3) float64 · 2.4 MB", "12 files · 1.1 MB".
    QString summary() const { return m_summary; }
    QString errorText() const { return m_errorText; }
    /// NoResult: why there is no output to show, and how to get one.
    QString notice() const { return m_notice; }
    DatasetPreviewModel *rows() { return &m_rows; }
    /// An array's elements, a 2-d slice at a time (empty when only its statistics were read).
    ArraySliceModel *slice() { return &m_slice; }
    QString shapeText() const { return m_shapeText; }
    QString elementType() const { return m_elementType; }
    /// An array's statistics as parallel lists of labels and formatted values.
    QStringList statisticNames() const { return m_statisticNames; }
    QStringList statisticValues() const { return m_statisticValues; }
    /// Bin counts of an array's histogram over its finite elements, scaled so that the fullest
    /// bin is 1; histogramMin and histogramMax are the range they span.
    QList<qreal> histogram() const { return m_histogram; }
    QString histogramMin() const { return m_histogramMin; }
    QString histogramMax() const { return m_histogramMax; }
    /// A scalar's value as JSON text.
    QString text() const { return m_text; }

    /// Shows the output `port` of `nodeId` (an output port clicked on its card) for as long as
    /// that node stays selected.
    Q_INVOKABLE void inspect(const QString &nodeId, const QString &port);
    /// Reads the output (or the source's file) again.
    Q_INVOKABLE void reload();

Q_SIGNALS:
    void projectChanged();
    void runsChanged();
    void changed();
    /// A table's column statistics reached the rows' headers.
    void statisticsReady();

private:
    using Outcome = OutputReader::Outcome;
    struct Statistics
    {
        std::shared_ptr<const engine::Table> table;
        std::vector<engine::ColumnStatistics> columns;
    };

    /// What the preview of a node reads: its own parameters or, for a reader whose `files`
    /// input an edge feeds, the path of the writer at the edge's other end. `fedBy` names the
    /// feeding node when it names no file (a command): nothing to read before a run.
    struct Source
    {
        QJsonObject params;
        QString fedBy;
    };
    Source sourceOf(const engine::Node &node) const;

    /// The node and output port the selection asks to inspect; node null for none.
    struct Target
    {
        const engine::Node *node = nullptr;
        QString port;
        int portIndex = -1;
    };
    Target target() const;

    /// Starts a read when the inspected output, its node's parameters or its mark changed.
    void follow();
    void start(const QString &key);
    /// A new read of `target` for the request `key`: the one in flight is asked to stop.
    void beginRequest(const QString &key, const Target &target);
    /// Follows a map node of the run going on: reads what it produced so far when its
    /// batches changed. False when the target is no map node running now.
    bool followLive(const Target &target);
    void startLive(const QString &key, engine::MapNodeRun::SoFar soFar);
    void finished();
    void statisticsFinished();
    void show(const Outcome &outcome);
    void showNoResult(const Outcome &outcome);
    void showNothing();
    QString projectFolder() const;
    /// The node with id `id` in the project, or null.
    const engine::Node *findNode(const QString &id) const;
    /// The node's freshness mark ("current", "stale", …) as its card shows it.
    QString markOf(const QString &nodeId) const;

    QPointer<ProjectController> m_project;
    QPointer<RunController> m_runs;
    QTimer m_liveTimer;     ///< while a run goes and a map node is inspected
    bool m_reading = false; ///< a read for m_requestKey is under way
    DatasetPreviewModel m_rows;
    ArraySliceModel m_slice;
    QFutureWatcher<Outcome> m_watcher;
    QFutureWatcher<Statistics> m_statisticsWatcher;
    std::stop_source m_stop;
    QString m_requestKey; ///< node, port, operator, parameters, mark and folder of the request
    QString m_pinnedNode; ///< inspect(): the node whose `m_pinnedPort` was clicked
    QString m_pinnedPort;
    Status m_status = Status::None;
    QString m_kind;
    QString m_nodeId;
    QString m_port;
    QString m_title;
    bool m_fromCache = false;
    bool m_live = false;
    QString m_summary;
    QString m_errorText;
    QString m_notice;
    QString m_shapeText;
    QString m_elementType;
    QStringList m_statisticNames;
    QStringList m_statisticValues;
    QList<qreal> m_histogram;
    QString m_histogramMin;
    QString m_histogramMax;
    QString m_text;
};

} // namespace weft::app
