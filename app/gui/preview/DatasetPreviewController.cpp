#include "DatasetPreviewController.h"

#include "document/ProjectController.h"
#include "edit/CanvasSelection.h"
#include "edit/NodeInspector.h"
#include "exec/TextFormat.h"
#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QPromise>
#include <QThreadPool>

#include <algorithm>
#include <memory>

namespace weft::app {

namespace {

QString number(double value)
{
    return QLocale().toString(value, 'g', 6);
}

/// Runs `work` on the pool and hands its result to `watcher`. The job holds copies only: it may
/// outlive the controller (the pool finishes it), and the controller drops a result that is not
/// for its current request.
template<typename Result, typename Work>
void startOnPool(QFutureWatcher<Result> &watcher, Work work)
{
    auto promise = std::make_shared<QPromise<Result>>();
    watcher.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, work = std::move(work)] {
        promise->addResult(work());
        promise->finish();
    });
}

} // namespace

DatasetPreviewController::DatasetPreviewController(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &DatasetPreviewController::finished);
    connect(&m_statisticsWatcher, &QFutureWatcherBase::finished, this,
            &DatasetPreviewController::statisticsFinished);
    // Batches end many times a second in a fast run: twice a second is enough to watch rows come.
    m_liveTimer.setInterval(500);
    connect(&m_liveTimer, &QTimer::timeout, this, &DatasetPreviewController::follow);
}

DatasetPreviewController::~DatasetPreviewController()
{
    m_stop.request_stop();
}

void DatasetPreviewController::setProject(ProjectController *project)
{
    if (m_project == project)
        return;
    if (m_project) {
        disconnect(m_project, nullptr, this, nullptr);
        disconnect(m_project->selection(), nullptr, this, nullptr);
        disconnect(m_project->inspector(), nullptr, this, nullptr);
        disconnect(m_project->nodes(), nullptr, this, nullptr);
    }
    m_project = project;
    if (m_project) {
        connect(m_project->selection(), &CanvasSelection::changed, this,
                &DatasetPreviewController::follow);
        connect(m_project->inspector(), &NodeInspector::nodeChanged, this,
                &DatasetPreviewController::follow);
        connect(m_project, &ProjectController::projectReplaced, this,
                &DatasetPreviewController::follow);
        connect(m_project, &ProjectController::filePathChanged, this,
                &DatasetPreviewController::follow);
        // A new mark on the node: a run made it up to date, an edit above it stale.
        connect(m_project->nodes(), &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
                    if (!m_nodeId.isEmpty() &&
                        (roles.isEmpty() || roles.contains(NodeListModel::FreshnessRole)))
                        follow();
                });
    }
    Q_EMIT projectChanged();
    follow();
}

void DatasetPreviewController::setRuns(RunController *runs)
{
    if (m_runs == runs)
        return;
    if (m_runs)
        disconnect(m_runs, nullptr, this, nullptr);
    m_runs = runs;
    if (m_runs)
        connect(m_runs, &RunController::runningChanged, this, &DatasetPreviewController::follow);
    Q_EMIT runsChanged();
    follow();
}

QString DatasetPreviewController::projectFolder() const
{
    // One read of the guarded pointer: it may be cleared between two reads.
    const ProjectController *project = m_project.data();
    return project && project->hasFile() ? QFileInfo(project->filePath()).absolutePath()
                                         : QDir::currentPath();
}

const engine::Node *DatasetPreviewController::findNode(const QString &id) const
{
    const ProjectController *project = m_project.data();
    return project && !id.isEmpty() ? project->project().graph.findNode(engine::NodeId(id))
                                    : nullptr;
}

QString DatasetPreviewController::markOf(const QString &nodeId) const
{
    ProjectController *project = m_project.data();
    const NodeFreshness *mark =
        project ? project->nodes()->freshness(engine::NodeId(nodeId)) : nullptr;
    return mark ? NodeFreshness::name(mark->state) : QString();
}

DatasetPreviewController::Source DatasetPreviewController::sourceOf(const engine::Node &node) const
{
    const ProjectController *project = m_project.data();
    if (!project)
        return {node.params, {}};
    const engine::Graph &graph = project->project().graph;
    const auto edge = std::find_if(graph.edges.begin(), graph.edges.end(), [&](const auto &e) {
        return e.toNode == node.id && e.toPort == u"files";
    });
    if (edge == graph.edges.end())
        return {node.params, {}};
    const engine::Node *writer = graph.findNode(edge->fromNode);
    const engine::Operator *op =
        writer ? engine::OperatorRegistry::builtin().find(writer->operatorId) : nullptr;
    const engine::ParamSpec *path = op ? op->spec().findParam(u"path") : nullptr;
    if (!path || path->type != engine::ParamType::OutputFile)
        return {node.params, edge->fromNode.toString()};
    QJsonObject params = node.params;
    params.insert(QStringLiteral("path"), writer->params.value(QStringLiteral("path")));
    return {params, {}};
}

DatasetPreviewController::Target DatasetPreviewController::target() const
{
    ProjectController *project = m_project.data();
    if (!project)
        return {};
    const CanvasSelection *selection = project->selection();
    Target target;
    if (selection->edge()) {
        target.node = findNode(selection->edge()->fromNode.toString());
        target.port = selection->edge()->fromPort;
    } else {
        const QString id = selection->currentNodeId();
        target.node = findNode(id);
        if (id == m_pinnedNode)
            target.port = m_pinnedPort;
    }
    if (!target.node)
        return {};
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(target.node->operatorId);
    const auto spec = op ? op->specFor(target.node->params) : nullptr;
    if (!spec)
        return target;
    const auto &outputs = spec->outputs;
    const auto port = std::find_if(outputs.begin(), outputs.end(), [&](const auto &p) {
        return target.port.isEmpty() || p.name == target.port;
    });
    if (port != outputs.end()) {
        target.port = port->name;
        target.portIndex = int(port - outputs.begin());
    } else {
        target.port.clear();
    }
    return target;
}

void DatasetPreviewController::inspect(const QString &nodeId, const QString &port)
{
    m_pinnedNode = nodeId;
    m_pinnedPort = port;
    follow();
}

void DatasetPreviewController::follow()
{
    const Target target = this->target();
    const bool source = target.node && engine::DatasetPreview::canPreview(target.node->operatorId);
    if (!target.node || (target.portIndex < 0 && !source)) {
        m_stop.request_stop();
        m_requestKey.clear();
        showNothing();
        return;
    }
    if (m_project && m_project->selection()->currentNodeId() != m_pinnedNode)
        m_pinnedNode.clear(); // another node or an edge: a port clicked before is forgotten
    if (followLive(target))
        return;
    const Source from = sourceOf(*target.node);
    const QString id = target.node->id.toString();
    const QString key =
        id + u'\n' + target.port + u'\n' + target.node->operatorId + u'\n' +
        QString::fromUtf8(QJsonDocument(from.params).toJson(QJsonDocument::Compact)) + u'\n' +
        from.fedBy + u'\n' + markOf(id) + u'\n' + projectFolder();
    if (key != m_requestKey)
        start(key);
}

bool DatasetPreviewController::followLive(const Target &target)
{
    RunController *runs = m_runs.data();
    const bool mapping = runs && runs->isRunning() && target.node->run.map && target.portIndex >= 0;
    if (!mapping) {
        m_liveTimer.stop();
        return false;
    }
    // Polled while the run goes: the node may start mapping at any moment.
    if (!m_liveTimer.isActive())
        m_liveTimer.start();
    std::optional<engine::MapNodeRun::SoFar> soFar =
        runs->outputSoFar(target.node->id, size_t(target.portIndex));
    if (!soFar || soFar->done)
        return false; // not started (or already joined): what the cache holds, or why not
    const QString key = QStringLiteral("live\n") + target.node->id.toString() + u'\n' +
                        target.port + u'\n' + QString::number(soFar->parts.size()) + u'\n' +
                        QString::number(soFar->itemsDone);
    // One read at a time: a tick while one goes takes the batches that ended meanwhile next.
    if (key != m_requestKey && !(m_live && m_reading))
        startLive(key, std::move(*soFar));
    return true;
}

void DatasetPreviewController::beginRequest(const QString &key, const Target &target)
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    m_requestKey = key;
    m_nodeId = target.node->id.toString();
    m_port = target.port;
    m_title = engine::nodeTitle(*target.node, engine::OperatorRegistry::builtin());
    m_reading = true;
}

void DatasetPreviewController::startLive(const QString &key, engine::MapNodeRun::SoFar soFar)
{
    beginRequest(key, target());
    startOnPool(m_watcher, [soFar = std::move(soFar)] { return OutputReader::readSoFar(soFar); });
    if (m_live)
        return; // the rows so far stay on screen until the longer ones replace them
    m_status = Status::Loading;
    m_errorText.clear();
    m_notice.clear();
    Q_EMIT changed();
}

void DatasetPreviewController::reload()
{
    if (m_requestKey.isEmpty())
        return;
    start(m_requestKey);
}

void DatasetPreviewController::start(const QString &key)
{
    const Target target = this->target();
    ProjectController *project = m_project.data();
    if (!target.node || !project)
        return;
    beginRequest(key, target);
    const Source source = sourceOf(*target.node);

    OutputReader::Request request;
    request.project = project->project();
    request.projectFile =
        project->hasFile() ? QFileInfo(project->filePath()).absoluteFilePath() : QString();
    request.node = target.node->id;
    request.portIndex = target.portIndex;
    request.source =
        engine::DatasetPreview::canPreview(target.node->operatorId) && source.fedBy.isEmpty();
    request.sourceParams = source.params;
    request.folder = QDir(projectFolder());
    if (!source.fedBy.isEmpty())
        request.sourceParams = {};
    startOnPool(
        m_watcher, [request = std::move(request), stop = m_stop.get_token(), fedBy = source.fedBy] {
            Outcome outcome = OutputReader::read(request, stop);
            if (outcome.noResult && !fedBy.isEmpty())
                outcome.reason = tr("This node reads the files that node '%1' gives: run the graph "
                                    "to see them.")
                                     .arg(fedBy);
            return outcome;
        });
    m_status = Status::Loading;
    m_errorText.clear();
    m_notice.clear();
    Q_EMIT changed();
}

void DatasetPreviewController::finished()
{
    const QFuture<Outcome> future = m_watcher.future();
    if (future.resultCount() == 0 || !m_reading)
        return;
    m_reading = false;
    const Outcome outcome = future.result();
    if (!outcome.error.isEmpty()) {
        m_rows.clear();
        m_kind.clear();
        m_summary.clear();
        m_fromCache = false;
        m_live = false;
        m_status = Status::Failed;
        m_errorText = outcome.error;
        Q_EMIT changed();
        return;
    }
    if (outcome.noResult) {
        showNoResult(outcome);
        return;
    }
    show(outcome);
}

void DatasetPreviewController::statisticsFinished()
{
    const QFuture<Statistics> future = m_statisticsWatcher.future();
    if (future.resultCount() == 0)
        return;
    const Statistics statistics = future.result();
    // Only for the table still shown: another may have replaced it meanwhile.
    if (m_status == Status::Ready && statistics.table && m_rows.table() == statistics.table) {
        m_rows.setStatistics(statistics.columns);
        Q_EMIT statisticsReady();
    }
}

void DatasetPreviewController::showNoResult(const Outcome &outcome)
{
    m_rows.clear();
    m_kind.clear();
    m_summary.clear();
    m_fromCache = false;
    m_live = outcome.live;
    m_status = Status::NoResult;
    QStringList lines;
    if (!outcome.reason.isEmpty())
        lines << outcome.reason;
    // A node that is running needs nothing done but waiting.
    if (!outcome.live && outcome.cacheable)
        lines << tr("Run the node to see its output: Run to Here (F6) runs it and what it needs.");
    else if (!outcome.live)
        lines << tr("Its output is not kept after a run, so there is none to show here.");
    m_notice = lines.join(u'\n');
    Q_EMIT changed();
}

void DatasetPreviewController::show(const Outcome &outcome)
{
    const engine::DatasetPreview &preview = outcome.preview;
    const QLocale locale;
    m_statisticNames.clear();
    m_statisticValues.clear();
    m_histogram.clear();
    m_shapeText.clear();
    m_elementType.clear();
    m_text.clear();
    if (preview.kind != engine::DataKind::Array)
        m_slice.setArray(nullptr);
    m_fromCache = outcome.fromCache;
    const bool grows = m_live && outcome.live && m_kind == u"table";
    m_live = outcome.live;
    switch (preview.kind) {
    case engine::DataKind::Table: {
        m_kind = QStringLiteral("table");
        // The whole table when the cache holds it (mapped, no copy), else the first rows read.
        std::shared_ptr<const engine::Table> table = engine::Table::fromDataset(outcome.dataset);
        if (!table)
            table = std::make_shared<const engine::Table>(preview.table);
        if (grows)
            m_rows.growTable(table);
        else
            m_rows.setTable(table);
        const QString rows = locale.toString(preview.rowCount);
        m_summary =
            (preview.rowCountExact ? tr("%1 rows · %2 columns") : tr("about %1 rows · %2 columns"))
                .arg(rows)
                .arg(preview.table.columnCount());
        if (preview.rowCount > table->rowCount())
            m_summary += tr(" · first %1 shown").arg(table->rowCount());
        // Statistics over every row, on the pool: the first rows show before they are done.
        startOnPool(m_statisticsWatcher, [table, stop = m_stop.get_token()] {
            Statistics statistics{table, {}};
            for (int c = 0; c < table->columnCount() && !stop.stop_requested(); ++c)
                statistics.columns.push_back(
                    engine::DatasetPreview::statisticsOf(table->column(c), stop));
            return statistics;
        });
        break;
    }
    case engine::DataKind::Array: {
        m_kind = QStringLiteral("array");
        m_rows.clear();
        m_shapeText = preview.shapeText;
        m_elementType = engine::elementTypeName(preview.elementType);
        m_summary = tr("%1 %2 · %3")
                        .arg(m_shapeText, m_elementType,
                             DatasetPreviewModel::formatBytes(preview.sizeBytes));
        const engine::ArrayStatistics &s = preview.statistics;
        m_statisticNames = {tr("Elements"), tr("Minimum"), tr("Maximum"), tr("Mean"),
                            tr("Std"),      tr("NaN"),     tr("±inf")};
        m_statisticValues = {locale.toString(s.count + s.nanCount),
                             number(s.min),
                             number(s.max),
                             number(s.mean),
                             number(s.std),
                             locale.toString(s.nanCount),
                             locale.toString(s.infCount)};
        m_histogram = DatasetPreviewModel::scaledBins(s.histogram);
        m_histogramMin = number(s.histogramMin);
        m_histogramMax = number(s.histogramMax);
        // The elements themselves when the whole array was read (a cached output stays mapped).
        m_slice.setArray(engine::Array::fromDataset(outcome.dataset));
        break;
    }
    case engine::DataKind::FileList: {
        m_kind = QStringLiteral("files");
        const engine::Node *node = findNode(m_nodeId);
        const QString folder =
            node && !outcome.fromCache
                ? QDir(projectFolder()).absoluteFilePath(node->params.value(u"folder").toString())
                : projectFolder();
        m_rows.setFiles(preview.fileNames, preview.fileSizes, QDir::cleanPath(folder));
        m_summary = tr("%1 files · %2")
                        .arg(locale.toString(preview.fileCount),
                             DatasetPreviewModel::formatBytes(preview.totalFileBytes));
        if (preview.fileCount > preview.fileNames.size())
            m_summary += tr(" · first %1 shown").arg(preview.fileNames.size());
        break;
    }
    case engine::DataKind::Scalar:
        m_kind = QStringLiteral("json");
        m_rows.clear();
        m_text = preview.text;
        m_summary = tr("JSON value · %1").arg(DatasetPreviewModel::formatBytes(preview.sizeBytes));
        break;
    case engine::DataKind::Any:
        m_kind = QStringLiteral("bytes");
        m_rows.clear();
        m_summary = DatasetPreviewModel::formatBytes(preview.sizeBytes);
        break;
    }
    if (outcome.live) {
        m_summary += outcome.items > 0 ? tr(" · running: %1 of %2 items done")
                                             .arg(locale.toString(outcome.itemsDone),
                                                  locale.toString(outcome.items))
                                       : tr(" · running");
    }
    if (outcome.fromCache) {
        m_summary += outcome.computeMs > 0
                         ? tr(" · last run's result (computing it took %1)")
                               .arg(engine::TextFormat::duration(outcome.computeMs * 1'000'000))
                         : tr(" · last run's result");
    }
    m_status = Status::Ready;
    m_errorText.clear();
    m_notice.clear();
    Q_EMIT changed();
}

void DatasetPreviewController::showNothing()
{
    if (m_status == Status::None)
        return;
    m_status = Status::None;
    m_reading = false;
    m_live = false;
    m_nodeId.clear();
    m_port.clear();
    m_title.clear();
    m_fromCache = false;
    m_kind.clear();
    m_summary.clear();
    m_errorText.clear();
    m_notice.clear();
    m_rows.clear();
    m_slice.setArray(nullptr);
    Q_EMIT changed();
}

} // namespace weft::app
