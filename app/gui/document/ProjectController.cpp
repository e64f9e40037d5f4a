#include "ProjectController.h"

#include "EditorProjectLoader.h"
#include "ProjectPathRebaser.h"
#include "RecentFilesModel.h"
#include "RecoveryStore.h"
#include "edit/commands/ChangeMetadataCommand.h"
#include "project/ProjectReader.h"
#include "project/ProjectValidator.h"
#include "project/ProjectWriter.h"

#include <QDir>
#include <QFileInfo>

namespace weft::app {

namespace {

constexpr int kValidationDelayMs = 150;

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
    , m_editor(m_project.graph, m_nodes, m_edges)
    , m_annotationEditor(m_project.frames, m_project.comments, m_frames, m_comments)
    , m_selection(m_project, m_nodes, m_edges, m_frames, m_comments)
    , m_edit(registry, m_editor, m_annotationEditor, m_selection, m_undoStack)
    , m_annotations(registry, m_annotationEditor, m_editor, m_frames, m_comments, m_selection,
                    m_undoStack)
    , m_inspector(registry, m_editor, m_nodes, m_selection, m_undoStack)
{
    // Restarted by every change: a drag revalidates once, after the pointer rests, instead of
    // on every mouse move (validation checks files on disk).
    m_validation.setSingleShot(true);
    m_validation.setInterval(kValidationDelayMs);
    connect(&m_validation, &QTimer::timeout, this, &ProjectController::revalidate);
    m_edit.setPathMapper(
        [this](const QString &path) { return projectPath(QUrl::fromLocalFile(path)); });
    m_edit.setDatasetList(&m_project.datasets, [this] { Q_EMIT datasetsChanged(); });
    connect(this, &ProjectController::projectReplaced, this, &ProjectController::datasetsChanged);
    m_autosave.setSingleShot(true);
    connect(&m_autosave, &QTimer::timeout, this, &ProjectController::autosave);
    m_editor.setChangedCallback([this] {
        m_inspector.refresh();
        m_validation.start();
        // Not restarted by later changes: a long editing session still gets its copies.
        if (m_recovery && !m_autosave.isActive())
            m_autosave.start();
        Q_EMIT graphChanged();
    });
    // Frames and comments take no part in validation: only the autosave follows them.
    m_annotationEditor.setChangedCallback([this] {
        if (m_recovery && !m_autosave.isActive())
            m_autosave.start();
    });
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setModified(!clean); });
    for (auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged}) {
        connect(&m_undoStack, signal, this, &ProjectController::undoStateChanged);
    }
    connect(&m_undoStack, &QUndoStack::undoTextChanged, this, &ProjectController::undoStateChanged);
    connect(&m_undoStack, &QUndoStack::redoTextChanged, this, &ProjectController::undoStateChanged);
    connect(this, &ProjectController::projectReplaced, this, &ProjectController::metadataChanged);
    connect(this, &ProjectController::metadataChanged, this,
            &ProjectController::displayNameChanged);
    connect(this, &ProjectController::filePathChanged, this,
            &ProjectController::displayNameChanged);
    connect(this, &ProjectController::displayNameChanged, this,
            &ProjectController::windowTitleChanged);
    connect(this, &ProjectController::modifiedChanged, this,
            &ProjectController::windowTitleChanged);
}

void ProjectController::setProject(engine::Project project, const QString &filePath,
                                   std::optional<std::vector<engine::ProjectProblem>> problems)
{
    // The commands on the stack refer to the old document's nodes: they go with it.
    m_undoStack.clear();
    m_project = std::move(project);
    m_nodes.setGraph(m_project.graph);
    m_edges.setGraph(m_project.graph);
    m_frames.setFrames(m_project.frames);
    m_comments.setComments(m_project.comments);
    setFilePath(filePath.isEmpty() ? QString() : absoluteClean(filePath));
    markSaved();
    if (problems)
        showProblems(*problems);
    else
        revalidate();
    Q_EMIT projectReplaced();
}

void ProjectController::markSaved()
{
    setModified(false);
    m_autosave.stop();
    if (m_recovery)
        m_recovery->discard();
}

void ProjectController::setRecoveryStore(RecoveryStore *store, int intervalMs)
{
    m_recovery = store;
    m_autosave.setInterval(intervalMs);
    Q_EMIT recoveryChanged();
}

void ProjectController::autosave()
{
    m_autosave.stop();
    if (!m_recovery)
        return;
    if (m_modified)
        m_recovery->save(m_project, m_filePath);
    else
        m_recovery->discard();
}

std::optional<RecoveryStore::Entry> ProjectController::newestOrphan() const
{
    if (!m_recovery)
        return std::nullopt;
    std::vector<RecoveryStore::Entry> orphans = m_recovery->orphans();
    if (orphans.empty())
        return std::nullopt;
    return std::move(orphans.front());
}

QString ProjectController::recoverableName() const
{
    const std::optional<RecoveryStore::Entry> newest = newestOrphan();
    if (!newest)
        return {};
    return newest->sourceFile.isEmpty() ? tr("Untitled") : QFileInfo(newest->sourceFile).fileName();
}

QString ProjectController::recoverableFile() const
{
    const std::optional<RecoveryStore::Entry> newest = newestOrphan();
    return newest ? newest->sourceFile : QString();
}

QString ProjectController::recoverableCopy() const
{
    const std::optional<RecoveryStore::Entry> newest = newestOrphan();
    return newest ? m_recovery->copyPath(newest->session) : QString();
}

QDateTime ProjectController::recoverableTime() const
{
    const std::optional<RecoveryStore::Entry> newest = newestOrphan();
    return newest ? newest->savedAt : QDateTime();
}

bool ProjectController::recover()
{
    if (!m_recovery)
        return false;
    const std::vector<RecoveryStore::Entry> orphans = m_recovery->orphans();
    if (orphans.empty())
        return false;
    const RecoveryStore::Entry &newest = orphans.front();
    engine::ProjectLoadResult result =
        EditorProjectLoader::load(m_registry, m_recovery->copyPath(newest.session));
    m_recovery->removeOrphan(newest.session);
    Q_EMIT recoveryChanged();
    if (!result.ok()) {
        Q_EMIT errorOccurred(result.error);
        return false;
    }
    setProject(std::move(*result.project), newest.sourceFile);
    // Unsaved until the user saves: no state on the stack is the file's.
    m_undoStack.resetClean();
    setModified(true);
    // The orphan is gone: this session keeps the copy from now on.
    autosave();
    return true;
}

void ProjectController::declineRecovery()
{
    if (!m_recovery)
        return;
    for (const RecoveryStore::Entry &entry : m_recovery->orphans())
        m_recovery->removeOrphan(entry.session);
    Q_EMIT recoveryChanged();
}

QString ProjectController::projectPath(const QUrl &url) const
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    if (!hasFile())
        return QDir::cleanPath(path);
    return QFileInfo(m_filePath).absoluteDir().relativeFilePath(path);
}

QUrl ProjectController::browseFolder(const QString &path) const
{
    // Before the first save a relative path has no folder to be read against: the folder Weft
    // was started from is an accident of how it was launched, not a place the user chose.
    const QString trimmed = path.trimmed();
    if (!trimmed.isEmpty() && (hasFile() || QDir::isAbsolutePath(trimmed))) {
        const QDir base = hasFile() ? QFileInfo(m_filePath).absoluteDir() : QDir::root();
        const QFileInfo info(base.absoluteFilePath(trimmed));
        if (info.absoluteDir().exists())
            return QUrl::fromLocalFile(QDir::cleanPath(info.absolutePath()));
    }
    return folderUrl();
}

void ProjectController::revalidate()
{
    m_validation.stop();
    showProblems(engine::ProjectValidator(m_registry).validate(m_project, projectDir()));
}

QDir ProjectController::projectDir() const
{
    return hasFile() ? QFileInfo(m_filePath).absoluteDir() : QDir::current();
}

void ProjectController::showProblems(const std::vector<engine::ProjectProblem> &problems)
{
    QHash<engine::NodeId, QStringList> byNode;
    for (const engine::ProjectProblem &problem : problems) {
        if (!problem.node.isEmpty())
            byNode[problem.node].append(problem.message);
    }
    m_nodes.setProblems(byNode);
    m_inspector.setProjectDir(projectDir());
    m_inspector.refresh();
}

void ProjectController::setName(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed == m_project.metadata.name)
        return;
    engine::ProjectMetadata after = m_project.metadata;
    after.name = trimmed;
    m_undoStack.push(new ChangeMetadataCommand(
        m_project.metadata, std::move(after), [this] { metadataEdited(); }, tr("Rename Project")));
}

void ProjectController::setDescription(const QString &description)
{
    if (description == m_project.metadata.description)
        return;
    engine::ProjectMetadata after = m_project.metadata;
    after.description = description;
    m_undoStack.push(new ChangeMetadataCommand(
        m_project.metadata, std::move(after), [this] { metadataEdited(); },
        tr("Change Project Description")));
}

void ProjectController::metadataEdited()
{
    Q_EMIT metadataChanged();
    // Unsaved work like any edit of the graph: the autosave keeps a copy.
    if (m_recovery && !m_autosave.isActive())
        m_autosave.start();
}

QString ProjectController::descriptionPreview() const
{
    const QString &text = m_project.metadata.description;
    if (text.size() <= kDescriptionPreviewLength)
        return text;
    qsizetype cut = kDescriptionPreviewLength;
    if (text.at(cut - 1).isHighSurrogate())
        --cut; // never half a character
    return text.left(cut) + u'…';
}

int ProjectController::descriptionRest() const
{
    const qsizetype shown = descriptionPreview().size();
    const qsizetype total = m_project.metadata.description.size();
    return shown >= total ? 0 : int(total - (shown - 1));
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
    std::vector<engine::ProjectProblem> problems;
    engine::ProjectLoadResult result = EditorProjectLoader::load(m_registry, filePath, &problems);
    if (!result.ok()) {
        // A recent entry whose file vanished must not stay in the menu; one that is merely
        // broken stays, so that the user can reopen it once it is fixed.
        if (m_recentFiles && !QFileInfo::exists(filePath))
            m_recentFiles->remove(filePath);
        Q_EMIT errorOccurred(result.error);
        return false;
    }
    setProject(std::move(*result.project), filePath, std::move(problems));
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
    m_undoStack.setClean();
    markSaved();
    Q_EMIT saved(m_filePath);
    return true;
}

bool ProjectController::saveAs(const QString &filePath)
{
    if (filePath.isEmpty())
        return false;
    const QString target = absoluteClean(filePath);
    const QDir folder = QFileInfo(target).absoluteDir();
    // An untitled project holds the files Browse chose as absolute paths (it had no folder to
    // be relative to): now it has one. Its relative paths were never relative to anything
    // else, so they stay.
    engine::Project project =
        hasFile() ? ProjectPathRebaser::rebased(m_project, QFileInfo(m_filePath).absoluteDir(),
                                                folder, m_registry)
                  : ProjectPathRebaser::anchored(m_project, folder, m_registry);
    if (!write(project, target))
        return false;
    // Only parameters changed, so the rows are updated in place: a model reset would make
    // the canvas lose its viewport.
    for (size_t i = 0; i < project.graph.nodes.size(); ++i) {
        if (project.graph.nodes[i] != m_project.graph.nodes[i])
            m_nodes.updateNode(project.graph.nodes[i]);
    }
    const bool datasetsMoved = project.datasets != m_project.datasets;
    m_project = std::move(project);
    setFilePath(target);
    if (datasetsMoved)
        Q_EMIT datasetsChanged();
    m_undoStack.setClean();
    markSaved();
    revalidate();
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
