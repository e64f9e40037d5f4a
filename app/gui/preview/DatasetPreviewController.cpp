#include "DatasetPreviewController.h"

#include "data/DataError.h"
#include "document/ProjectController.h"
#include "edit/CanvasSelection.h"
#include "edit/NodeInspector.h"
#include "ops/OperatorRegistry.h"

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

} // namespace

DatasetPreviewController::DatasetPreviewController(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &DatasetPreviewController::finished);
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
    }
    Q_EMIT projectChanged();
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

void DatasetPreviewController::follow()
{
    ProjectController *project = m_project.data();
    const QString id = project ? project->selection()->currentNodeId() : QString();
    const engine::Node *node = findNode(id);
    if (!node || !engine::DatasetPreview::canPreview(node->operatorId)) {
        m_stop.request_stop();
        m_requestKey.clear();
        showNothing();
        return;
    }
    const Source source = sourceOf(*node);
    const QString key =
        id + u'\n' + node->operatorId + u'\n' +
        QString::fromUtf8(QJsonDocument(source.params).toJson(QJsonDocument::Compact)) + u'\n' +
        source.fedBy + u'\n' + projectFolder();
    if (key != m_requestKey)
        start(key);
}

void DatasetPreviewController::reload()
{
    if (m_requestKey.isEmpty())
        return;
    start(m_requestKey);
}

void DatasetPreviewController::start(const QString &key)
{
    ProjectController *project = m_project.data();
    const QString id = project ? project->selection()->currentNodeId() : QString();
    const engine::Node *node = findNode(id);
    if (!node)
        return;
    m_stop.request_stop();
    m_stop = std::stop_source();
    m_requestKey = key;
    const Source source = sourceOf(*node);
    if (!source.fedBy.isEmpty()) {
        m_nodeId = id;
        m_rows.clear();
        m_kind.clear();
        m_summary.clear();
        m_status = Status::Failed;
        m_errorText = tr("This node reads the files that node '%1' gives: run the graph to "
                         "see them.")
                          .arg(source.fedBy);
        Q_EMIT changed();
        return;
    }

    // The job holds copies only: it may outlive this object (the pool finishes it), and a
    // result for an older request is dropped in finished() by its key.
    auto promise = std::make_shared<QPromise<Outcome>>();
    m_watcher.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, operatorId = node->operatorId,
                                          params = source.params, folder = QDir(projectFolder()),
                                          stop = m_stop.get_token()] {
        Outcome outcome;
        try {
            outcome.preview = engine::DatasetPreview::fromSource(operatorId, params, folder, stop);
        } catch (const engine::DataError &e) {
            outcome.error = e.message();
        } catch (const std::exception &e) {
            outcome.error = QString::fromLocal8Bit(e.what());
        }
        promise->addResult(std::move(outcome));
        promise->finish();
    });

    m_nodeId = id;
    m_status = Status::Loading;
    m_errorText.clear();
    Q_EMIT changed();
}

void DatasetPreviewController::finished()
{
    const QFuture<Outcome> future = m_watcher.future();
    if (future.resultCount() == 0 || m_status != Status::Loading)
        return;
    const Outcome outcome = future.result();
    if (!outcome.error.isEmpty()) {
        m_rows.clear();
        m_kind.clear();
        m_summary.clear();
        m_status = Status::Failed;
        m_errorText = outcome.error;
        Q_EMIT changed();
        return;
    }
    show(outcome.preview);
}

void DatasetPreviewController::show(const engine::DatasetPreview &preview)
{
    const QLocale locale;
    m_statisticNames.clear();
    m_statisticValues.clear();
    m_histogram.clear();
    m_shapeText.clear();
    m_elementType.clear();
    m_text.clear();
    switch (preview.kind) {
    case engine::DataKind::Table: {
        m_kind = QStringLiteral("table");
        m_rows.setTable(preview.table);
        const QString rows = locale.toString(preview.rowCount);
        m_summary =
            (preview.rowCountExact ? tr("%1 rows · %2 columns") : tr("about %1 rows · %2 columns"))
                .arg(rows)
                .arg(preview.table.columnCount());
        if (preview.rowCount > preview.table.rowCount())
            m_summary += tr(" · first %1 shown").arg(preview.table.rowCount());
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
        m_statisticNames = {tr("Elements"), tr("Minimum"), tr("Maximum"),
                            tr("Mean"),     tr("Std"),     tr("NaN")};
        m_statisticValues = {locale.toString(s.count + s.nanCount),
                             number(s.min),
                             number(s.max),
                             number(s.mean),
                             number(s.std),
                             locale.toString(s.nanCount)};
        const qint64 fullest =
            s.histogram.empty() ? 0 : *std::max_element(s.histogram.begin(), s.histogram.end());
        for (const qint64 n : s.histogram)
            m_histogram.append(fullest > 0 ? qreal(n) / qreal(fullest) : 0.0);
        m_histogramMin = number(s.min);
        m_histogramMax = number(s.max);
        break;
    }
    case engine::DataKind::FileList: {
        m_kind = QStringLiteral("files");
        const engine::Node *node = findNode(m_nodeId);
        const QString folder =
            node ? QDir(projectFolder()).absoluteFilePath(node->params.value(u"folder").toString())
                 : QString();
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
    m_status = Status::Ready;
    m_errorText.clear();
    Q_EMIT changed();
}

void DatasetPreviewController::showNothing()
{
    if (m_status == Status::None)
        return;
    m_status = Status::None;
    m_nodeId.clear();
    m_kind.clear();
    m_summary.clear();
    m_errorText.clear();
    m_rows.clear();
    Q_EMIT changed();
}

} // namespace weft::app
