#include "ProjectController.h"

#include "ProjectPathRebaser.h"
#include "RecentFilesModel.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"

#include <QDir>
#include <QFileInfo>

namespace weft::app {

namespace {

QString absoluteClean(const QString &filePath)
{
    return QDir::cleanPath(QFileInfo(filePath).absoluteFilePath());
}

} // namespace

ProjectController::ProjectController(const engine::OperatorRegistry &registry,
                                     RecentFilesModel *recentFiles, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_recentFiles(recentFiles)
    , m_nodes(registry)
    , m_edges(registry)
{
    connect(this, &ProjectController::projectReplaced, this,
            &ProjectController::displayNameChanged);
    connect(this, &ProjectController::filePathChanged, this,
            &ProjectController::displayNameChanged);
    connect(this, &ProjectController::displayNameChanged, this,
            &ProjectController::windowTitleChanged);
    connect(this, &ProjectController::modifiedChanged, this,
            &ProjectController::windowTitleChanged);
}

void ProjectController::setProject(engine::Project project, const QString &filePath)
{
    m_project = std::move(project);
    m_nodes.setGraph(m_project.graph);
    m_edges.setGraph(m_project.graph);
    setFilePath(filePath.isEmpty() ? QString() : absoluteClean(filePath));
    setModified(false);
    Q_EMIT projectReplaced();
}

QUrl ProjectController::folderUrl() const
{
    return hasFile() ? QUrl::fromLocalFile(QFileInfo(m_filePath).absolutePath()) : QUrl();
}

QString ProjectController::displayName() const
{
    if (!m_project.metadata.name.isEmpty())
        return m_project.metadata.name;
    if (hasFile())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled");
}

QString ProjectController::windowTitle() const
{
    //: Window title: %1 is the project's name.
    const QString title = tr("%1 — Weft").arg(displayName());
    return m_modified ? QStringView(u"• ") + title : title;
}

void ProjectController::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged();
}

void ProjectController::newProject()
{
    setProject(engine::Project{}, QString());
}

bool ProjectController::open(const QString &filePath)
{
    if (filePath.isEmpty())
        return false;
    const engine::ProjectReader reader(m_registry);
    engine::ProjectLoadResult result = reader.readFile(filePath);
    if (!result.ok()) {
        // A recent entry whose file vanished must not stay in the menu; one that is merely
        // broken stays, so that the user can reopen it once it is fixed.
        if (m_recentFiles && !QFileInfo::exists(filePath))
            m_recentFiles->remove(filePath);
        Q_EMIT errorOccurred(result.error);
        return false;
    }
    setProject(std::move(*result.project), filePath);
    if (m_recentFiles)
        m_recentFiles->add(m_filePath);
    return true;
}

bool ProjectController::save()
{
    if (!hasFile()) {
        Q_EMIT errorOccurred(tr("The project has no file yet: choose one with Save As."));
        return false;
    }
    if (!write(m_project, m_filePath))
        return false;
    setModified(false);
    Q_EMIT saved(m_filePath);
    return true;
}

bool ProjectController::saveAs(const QString &filePath)
{
    if (filePath.isEmpty())
        return false;
    const QString target = absoluteClean(filePath);
    // An untitled project has no folder its relative paths could be relative to: keep them.
    const bool rebase = hasFile();
    engine::Project project =
        rebase ? ProjectPathRebaser::rebased(m_project, QFileInfo(m_filePath).absoluteDir(),
                                             QFileInfo(target).absoluteDir(), m_registry)
               : m_project;
    if (!write(project, target))
        return false;
    // Only parameters changed, so the rows are updated in place: a model reset would make
    // the canvas lose its viewport.
    for (size_t i = 0; i < project.graph.nodes.size(); ++i) {
        if (project.graph.nodes[i] != m_project.graph.nodes[i])
            m_nodes.updateNode(project.graph.nodes[i]);
    }
    m_project = std::move(project);
    setFilePath(target);
    setModified(false);
    Q_EMIT saved(m_filePath);
    return true;
}

void ProjectController::setFilePath(const QString &filePath)
{
    if (m_filePath == filePath)
        return;
    m_filePath = filePath;
    Q_EMIT filePathChanged();
}

bool ProjectController::write(const engine::Project &project, const QString &filePath)
{
    QString error;
    if (!engine::ProjectWriter::writeFile(project, filePath, &error)) {
        Q_EMIT errorOccurred(error);
        return false;
    }
    if (m_recentFiles)
        m_recentFiles->add(filePath);
    return true;
}

} // namespace weft::app
