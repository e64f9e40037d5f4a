#include "ProjectTrust.h"

#include "ProjectJson.h"
#include "ProjectPaths.h"
#include "ops/OperatorRegistry.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace weft::engine {

namespace {

/// The program and its arguments as one line, as a user would type it.
QString commandLine(const Node &node)
{
    QStringList words{node.params.value(u"program").toString().trimmed()};
    for (const QString &line : node.params.value(u"arguments").toString().split(u'\n')) {
        if (!line.trimmed().isEmpty())
            words << line;
    }
    return words.join(u' ');
}

} // namespace

ProjectTrust ProjectTrust::review(const Project &project, const QDir &projectDir,
                                  const OperatorRegistry &registry)
{
    ProjectTrust trust;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto add = [&](const QString &item, const QByteArray &what) {
        trust.m_items << item;
        hash.addData(what);
        hash.addData(QByteArrayView("\0", 1));
    };
    for (const Node &node : project.graph.nodes) {
        const Operator *op = registry.find(node.operatorId);
        if (!op || !op->spec().runsPrograms)
            continue;
        const QString name = quoted(node.id.toString());
        const QString item = node.params.value(u"shell").toBool()
                                 ? tr("node %1 runs in a shell: %2").arg(name, commandLine(node))
                                 : tr("node %1 runs: %2").arg(name, commandLine(node));
        add(item, node.id.toString().toUtf8() + '\0' + node.operatorId.toUtf8() + '\0' +
                      QJsonDocument(node.params).toJson(QJsonDocument::Compact));
    }
    for (const ProjectPath &path : projectPaths(project, registry)) {
        // Where the path really leads: a link in the folder may take it elsewhere.
        if (path.path.isEmpty() || leadsInsideFolder(projectDir, path.path))
            continue;
        // A path inside by its text is outside through a link: the review names where to.
        const QString real =
            isInsideFolder(projectDir, path.path) ? realPath(projectDir, path.path) : QString();
        const QString where =
            real.isEmpty() ? QDir::cleanPath(projectDir.absoluteFilePath(path.path)) : real;
        QString item;
        switch (path.use) {
        case PathUse::Reads:
            item = tr("%1 reads outside the project's folder: %2").arg(path.where, where);
            break;
        case PathUse::Writes:
            item = tr("%1 writes outside the project's folder: %2").arg(path.where, where);
            break;
        case PathUse::Allows:
            item = tr("%1 lets the run write in %2").arg(path.where, where);
            break;
        }
        add(item, path.where.toUtf8() + '\0' + where.toUtf8());
    }
    if (trust.isNeeded())
        trust.m_fingerprint = hash.result().toHex();
    return trust;
}

} // namespace weft::engine
