#include "ProjectPathRebaser.h"

#include "ops/OperatorRegistry.h"

#include <QJsonValue>

namespace weft::app {

namespace {

/// Which paths a mapping applies to: what the project reads (datasets, input files, folders),
/// or also what it writes (output files).
enum class Paths { Read, All };

bool isPathParam(const engine::ParamSpec *param, Paths paths)
{
    return param && (param->type == engine::ParamType::InputFile ||
                     param->type == engine::ParamType::Folder ||
                     (paths == Paths::All && param->type == engine::ParamType::OutputFile));
}

/// `project` with `map` applied to the paths it holds (datasets, path parameters) that
/// `paths` names.
template<typename Map>
engine::Project mapPaths(engine::Project project, const engine::OperatorRegistry &registry,
                         Paths paths, const Map &map)
{
    for (engine::AttachedDataset &dataset : project.datasets)
        dataset.path = map(dataset.path);
    for (engine::Node &node : project.graph.nodes) {
        const engine::Operator *op = registry.find(node.operatorId);
        if (!op)
            continue;
        for (auto it = node.params.begin(); it != node.params.end(); ++it) {
            if (isPathParam(op->spec().findParam(it.key()), paths) && it.value().isString())
                it.value() = map(it.value().toString());
        }
    }
    return project;
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
    return mapPaths(std::move(project), registry, Paths::Read,
                    [&](const QString &path) { return rebasedPath(path, from, to); });
}

QString ProjectPathRebaser::anchoredPath(const QString &path, const QDir &to)
{
    if (path.isEmpty() || QDir::isRelativePath(path))
        return path;
    return QDir::fromNativeSeparators(to.relativeFilePath(QDir::cleanPath(path)));
}

engine::Project ProjectPathRebaser::anchored(engine::Project project, const QDir &to,
                                             const engine::OperatorRegistry &registry)
{
    return mapPaths(std::move(project), registry, Paths::All,
                    [&](const QString &path) { return anchoredPath(path, to); });
}

} // namespace weft::app
