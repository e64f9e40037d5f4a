#include "ProjectPaths.h"

#include "ProjectJson.h"
#include "ops/OperatorRegistry.h"

using namespace Qt::StringLiterals;

namespace weft::engine {

std::vector<ProjectPath> projectPaths(const Project &project, const OperatorRegistry &registry)
{
    std::vector<ProjectPath> paths;
    for (const AttachedDataset &dataset : project.datasets)
        paths.push_back({{}, u"dataset "_s + quoted(dataset.id), dataset.path, PathUse::Reads});
    const ProjectSettings &settings = project.settings;
    if (!settings.store.isEmpty())
        paths.push_back({{}, u"settings.store"_s, settings.store, PathUse::Writes});
    if (!settings.slurmWorkDir.isEmpty())
        paths.push_back({{}, u"settings.slurm.work_dir"_s, settings.slurmWorkDir, PathUse::Writes});
    for (qsizetype i = 0; i < settings.outsideFolders.size(); ++i)
        paths.push_back({{},
                         u"settings.outside_folders["_s + QString::number(i) + u']',
                         settings.outsideFolders[i],
                         PathUse::Allows});
    for (const Node &node : project.graph.nodes) {
        const Operator *op = registry.find(node.operatorId);
        if (!op)
            continue;
        for (const ParamSpec &param : op->spec().params) {
            const QJsonValue value = node.params.value(param.name);
            if (!value.isString())
                continue;
            const QString where =
                u"node "_s + quoted(node.id.toString()) + u": parameter "_s + quoted(param.name);
            switch (param.type) {
            case ParamType::InputFile:
            case ParamType::Folder:
                paths.push_back({node.id, where, value.toString(), PathUse::Reads});
                break;
            case ParamType::OutputFile:
                paths.push_back({node.id, where, value.toString(), PathUse::Writes});
                break;
            default:
                break;
            }
        }
    }
    return paths;
}

bool isInsideFolder(const QDir &root, const QString &path)
{
    const QString folder = QDir::cleanPath(root.absolutePath());
    const QString target = QDir::cleanPath(root.absoluteFilePath(path));
    if (target == folder)
        return true;
    const QString prefix = folder.endsWith(u'/') ? folder : folder + u'/';
    return target.startsWith(prefix);
}

bool hasControlCharacter(QStringView path)
{
    return std::any_of(path.begin(), path.end(),
                       [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}

} // namespace weft::engine
