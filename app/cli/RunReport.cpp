#include "RunReport.h"

#include "exec/TextFormat.h"
#include "ops/OperatorRegistry.h"

#include <QJsonArray>

#include <algorithm>

namespace weft::app {

using engine::TaskState;

QJsonObject RunReport::toJson() const
{
    QJsonArray nodes;
    for (const engine::NodeResult &node : m_result.nodes) {
        QJsonObject object{{QStringLiteral("id"), node.id.toString()},
                           {QStringLiteral("state"), engine::taskStateName(node.state)},
                           {QStringLiteral("tasks"), 1},
                           {QStringLiteral("wall_ms"), double(node.wallNs) / 1e6}};
        object.insert(QStringLiteral("error"),
                      node.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(node.error));
        if (!node.warnings.isEmpty())
            object.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(node.warnings));
        object.insert(QStringLiteral("persisted"), node.persisted);
        object.insert(QStringLiteral("reused"), node.reused);
        if (!node.cache.isEmpty())
            object.insert(QStringLiteral("cache"), node.cache);
        if (!node.cacheReason.isEmpty())
            object.insert(QStringLiteral("reason"), node.cacheReason);
        if (!node.cacheDetail.isEmpty())
            object.insert(QStringLiteral("detail"), node.cacheDetail);
        if (!node.outputs.empty())
            object.insert(QStringLiteral("outputs"), engine::OutputFigures::toJson(node.outputs));
        if (node.attempts > 1)
            object.insert(QStringLiteral("attempts"), node.attempts);
        if (!node.jobId.isEmpty())
            object.insert(QStringLiteral("slurm"),
                          QJsonObject{{QStringLiteral("job"), node.jobId},
                                      {QStringLiteral("queue_ms"), node.queueMs},
                                      {QStringLiteral("run_ms"), node.jobRunMs}});
        else if (!node.batchJobs.isEmpty()) // a map node: the jobs of its batches
            object.insert(
                QStringLiteral("slurm"),
                QJsonObject{{QStringLiteral("jobs"), QJsonArray::fromStringList(node.batchJobs)}});
        if (const auto &batching = node.batching) {
            object.insert(QStringLiteral("tasks"), qint64(batching->batches));
            object.insert(QStringLiteral("batches"), qint64(batching->batches));
            object.insert(QStringLiteral("items"), qint64(batching->items));
            object.insert(QStringLiteral("batch_size"),
                          QJsonObject{{QStringLiteral("min"), qint64(batching->minSize)},
                                      {QStringLiteral("max"), qint64(batching->maxSize)},
                                      {QStringLiteral("mean"), batching->meanSize},
                                      {QStringLiteral("final"), qint64(batching->finalSize)}});
        }
        if (const auto &items = node.itemCache)
            object.insert(
                QStringLiteral("item_cache"),
                QJsonObject{{QStringLiteral("items"), qint64(items->items)},
                            {QStringLiteral("items_cached"), qint64(items->itemsCached)},
                            {QStringLiteral("items_run"), qint64(items->itemsRun)},
                            {QStringLiteral("chunks"), qint64(items->chunks)},
                            {QStringLiteral("chunks_cached"), qint64(items->chunksCached)},
                            {QStringLiteral("lookup_ms"), double(items->lookupNs) / 1e6}});
        nodes.append(object);
    }
    QJsonArray resume;
    for (const engine::NodeId &id : m_result.resumeFrom)
        resume.append(id.toString());
    const QJsonObject tasks{{QStringLiteral("total"), int(m_result.nodes.size())},
                            {QStringLiteral("succeeded"), m_result.count(TaskState::Succeeded)},
                            {QStringLiteral("failed"), m_result.count(TaskState::Failed)},
                            {QStringLiteral("cancelled"), m_result.count(TaskState::Cancelled)},
                            {QStringLiteral("skipped"), m_result.count(TaskState::Skipped)}};
    QJsonObject report{{QStringLiteral("status"), engine::runStatusName(m_result.status)},
                       {QStringLiteral("wall_ms"), double(m_result.wallNs) / 1e6},
                       {QStringLiteral("tasks"), tasks},
                       {QStringLiteral("peak_bytes_held"), m_result.peakBytesHeld},
                       {QStringLiteral("bytes_released"), m_result.bytesReleased},
                       {QStringLiteral("backend"), m_result.backend},
                       {QStringLiteral("workers"), m_result.workers},
                       {QStringLiteral("resume_from"), resume},
                       {QStringLiteral("outputs"), QJsonArray::fromStringList(writtenFiles())},
                       {QStringLiteral("cached"), cachedCount()},
                       {QStringLiteral("nodes"), nodes}};
    if (m_runId > 0) {
        report.insert(QStringLiteral("run_id"), m_runId);
        report.insert(QStringLiteral("store"), m_storePath);
    }
    return report;
}

QString RunReport::unfinished() const
{
    QStringList parts;
    if (const int failed = m_result.count(TaskState::Failed))
        parts << tr("%n failed", nullptr, failed);
    if (const int skipped = m_result.count(TaskState::Skipped))
        parts << tr("%n skipped after a failure upstream", nullptr, skipped);
    if (const int cancelled = m_result.count(TaskState::Cancelled))
        parts << tr("%n cancelled before they finished", nullptr, cancelled);
    return parts.isEmpty() ? tr("none left unfinished") : parts.join(QStringLiteral(", "));
}

QString RunReport::toText() const
{
    QString text;
    const int total = int(m_result.nodes.size());
    const QString wall = engine::TextFormat::duration(m_result.wallNs);
    switch (m_result.status) {
    case engine::RunStatus::Succeeded:
        text += tr("Run succeeded: %1 of %2 nodes in %3.").arg(total).arg(total).arg(wall);
        break;
    case engine::RunStatus::Failed:
        text += tr("Run failed: %1 of %2 nodes succeeded, %3, in %4.")
                    .arg(m_result.count(TaskState::Succeeded))
                    .arg(total)
                    .arg(unfinished())
                    .arg(wall);
        break;
    case engine::RunStatus::Cancelled:
        text += tr("Run cancelled: %1 of %2 nodes succeeded, %3, in %4.")
                    .arg(m_result.count(TaskState::Succeeded))
                    .arg(total)
                    .arg(unfinished())
                    .arg(wall);
        break;
    }
    text += u'\n';
    for (const engine::NodeResult &node : m_result.nodes)
        if (!node.error.isEmpty())
            text += tr("  node '%1' (%2) %3: %4\n")
                        .arg(node.id.toString(), node.operatorId, engine::taskStateName(node.state),
                             node.error);
    for (const engine::NodeResult &node : m_result.nodes)
        for (const QString &warning : node.warnings)
            text += tr("  node '%1' (%2) warning: %3\n")
                        .arg(node.id.toString(), node.operatorId, warning);
    for (const engine::NodeResult &node : m_result.nodes)
        if (node.attempts > 1 && node.state == TaskState::Succeeded)
            text += tr("  node '%1' (%2) succeeded on attempt %3\n")
                        .arg(node.id.toString(), node.operatorId)
                        .arg(node.attempts);
    text += tr("Memory: peak %1 held by intermediate data, %2 released after use.\n")
                .arg(engine::TextFormat::bytes(m_result.peakBytesHeld),
                     engine::TextFormat::bytes(m_result.bytesReleased));
    for (const QString &file : writtenFiles())
        text += tr("Wrote %1\n").arg(file);
    if (const int cached = cachedCount())
        text += tr("Taken from the result cache: %1 of %2 nodes.\n").arg(cached).arg(total);
    QStringList reused, persisted;
    for (const engine::NodeResult &node : m_result.nodes) {
        if (node.reused)
            reused << node.id.toString();
        else if (node.persisted)
            persisted << node.id.toString();
    }
    if (!reused.isEmpty())
        text += tr("Reused the persisted outputs of: %1\n").arg(reused.join(QStringLiteral(", ")));
    if (!persisted.isEmpty())
        text += tr("Persisted for a resume: %1\n").arg(persisted.join(QStringLiteral(", ")));
    if (!m_result.resumeFrom.empty()) {
        QStringList ids;
        for (const engine::NodeId &id : m_result.resumeFrom)
            ids << id.toString();
        text += tr("To finish the work, run again: %1\n").arg(ids.join(QStringLiteral(", ")));
    }
    if (m_runId > 0)
        text += tr("Recorded as run %1 in %2\n").arg(m_runId).arg(m_storePath);
    return text;
}

int RunReport::cachedCount() const
{
    return int(std::count_if(m_result.nodes.begin(), m_result.nodes.end(),
                             [](const engine::NodeResult &node) { return node.cache == u"hit"; }));
}

QStringList RunReport::writtenFiles() const
{
    QStringList files;
    for (size_t i = 0; i < m_graph.nodes.size(); ++i) {
        const engine::Node &node = m_graph.nodes[i];
        const engine::Operator *op = m_registry.find(node.operatorId);
        const engine::NodeResult &result = m_result.nodes.at(i);
        if (!op || result.state != TaskState::Succeeded || result.reused || result.cache == u"hit")
            continue;
        for (const engine::ParamSpec &param : op->spec().params)
            if (param.type == engine::ParamType::OutputFile)
                files << node.params.value(param.name).toString();
    }
    files.removeDuplicates();   // several nodes may write into one file (tables of a database)
    files.removeAll(QString()); // an optional output left unset
    return files;
}

} // namespace weft::app
