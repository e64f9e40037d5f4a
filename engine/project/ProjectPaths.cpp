#include "ProjectPaths.h"

#include "ProjectJson.h"
#include "ops/OperatorRegistry.h"

#include <QFile>

#include <climits>
#include <deque>
#include <sys/stat.h>
#include <unistd.h>

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

QString realPath(const QDir &root, const QString &path)
{
    // Symbolic links a path may pass before the walk gives up, as the kernel's ELOOP does.
    constexpr int kMaxLinks = 40;
    std::deque<QString> rest;
    const auto pushFront = [&](const QString &text) {
        const QStringList parts = text.split(u'/', Qt::SkipEmptyParts);
        rest.insert(rest.begin(), parts.begin(), parts.end());
    };
    // Cleaned first, as Weft opens its files (OperatorCall::path): `a/../b` is `b` whatever `a`
    // is. The `..` of a link's target is taken after the link, as the system takes it.
    pushFront(QDir::cleanPath(root.absoluteFilePath(path)));
    QString current = u"/"_s;
    const auto join = [&](const QString &name) -> QString {
        return current.endsWith(u'/') ? QString(current + name) : QString(current + u'/' + name);
    };
    bool exists = true; // once a part is missing, the rest is taken as written
    int links = 0;
    while (!rest.empty()) {
        const QString part = rest.front();
        rest.pop_front();
        if (part == u"."_s)
            continue;
        if (part == u".."_s) {
            const qsizetype slash = current.lastIndexOf(u'/');
            current = slash <= 0 ? u"/"_s : current.left(slash);
            continue;
        }
        const QString next = join(part);
        struct stat info = {};
        if (!exists || ::lstat(QFile::encodeName(next).constData(), &info) != 0) {
            exists = false;
            current = next;
            continue;
        }
        if (!S_ISLNK(info.st_mode)) {
            current = next;
            continue;
        }
        if (++links > kMaxLinks)
            return {};
        QByteArray target(PATH_MAX, '\0');
        const ssize_t length = ::readlink(QFile::encodeName(next).constData(), target.data(),
                                          std::size_t(target.size()));
        if (length <= 0 || length >= target.size())
            return {};
        const QString text = QFile::decodeName(target.left(length));
        if (text.startsWith(u'/'))
            current = u"/"_s;
        pushFront(text);
    }
    return current;
}

bool leadsInsideFolder(const QDir &root, const QString &path)
{
    if (!isInsideFolder(root, path))
        return false;
    const QString real = realPath(root, path);
    const QString folder = realPath(root, u"."_s);
    return !real.isEmpty() && !folder.isEmpty() && isInsideFolder(QDir(folder), real);
}

bool hasControlCharacter(QStringView path)
{
    return std::any_of(path.begin(), path.end(),
                       [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}

} // namespace weft::engine
