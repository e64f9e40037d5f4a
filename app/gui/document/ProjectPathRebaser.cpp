#include "ProjectPathRebaser.h"

#include "ops/OperatorRegistry.h"

#include <QJsonValue>

namespace weft::app {

namespace {

bool isPathParam(const engine::ParamSpec *param)
{
    return param && (param->type == engine::ParamType::InputFile ||
                     param->type == engine::ParamType::OutputFile ||
                     param->type == engine::ParamType::Folder);
}

void rebaseNodeParams(engine::Node &node, const QDir &from, const QDir &to,
                      const engine::OperatorRegistry &registry)
{
    const engine::Operator *op = registry.find(node.operatorId);
    if (!op)
        return;
    for (auto it = node.params.begin(); it != node.params.end(); ++it) {
        if (!isPathParam(op->spec().findParam(it.key())) || !it.value().isString())
            continue;
        it.value() = ProjectPathRebaser::rebasedPath(it.value().toString(), from, to);
    }
}

} // namespace

QString ProjectPathRebaser::rebasedPath(const QString &path, const QDir &from, const QDir &to)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    const QString absolute = QDir::cleanPath(from.absoluteFilePath(path));
    return QDir::fromNativeSeparators(to.relativeFilePath(absolute));
}

engine::Project ProjectPathRebaser::rebased(engine::Project project, const QDir &from,
                                            const QDir &to,
                                            const engine::OperatorRegistry &registry)
{
    if (QDir::cleanPath(from.absolutePath()) == QDir::cleanPath(to.absolutePath()))
        return project;
    for (engine::AttachedDataset &dataset : project.datasets)
        dataset.path = rebasedPath(dataset.path, from, to);
    for (engine::Node &node : project.graph.nodes)
        rebaseNodeParams(node, from, to, registry);
    return project;
}

} // namespace weft::app
