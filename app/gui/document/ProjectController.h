#pragma once

#include "document/RecoveryStore.h"
#include "edit/AnnotationController.h"
#include "edit/AnnotationEditor.h"
#include "edit/CanvasSelection.h"
#include "edit/EditController.h"
#include "edit/GraphEditor.h"
#include "edit/NodeInspector.h"
#include "models/CommentListModel.h"
#include "models/EdgeListModel.h"
#include "models/FrameListModel.h"
#include "models/NodeListModel.h"
#include "project/Project.h"
#include "project/ProjectValidator.h"

#include <QDateTime>
#include <QDir>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

class RecentFilesModel;

/// The project open in the window: the document, its file, its "modified" state, and the
/// commands that replace or store it (New, Open, Save, Save As). QML calls the commands and
/// binds to the properties; the canvas reads the node and edge models this object owns, and
/// the selection, the editing controllers and the inspector it hands the same document to.
///
/// A failed Open or Save never changes the document: the reader returns a complete project or
/// an error, and Save As rebases paths on a copy that is committed only once written. Failures
/// are reported through errorOccurred() with one line that names the file.
///
/// Edits go through an undo stack (EditController, AnnotationController and NodeInspector build
/// the commands); the document is modified exactly while the stack is away from its clean
/// state, so undoing back to the saved state clears the mark. A burst of edits revalidates the
/// project once, shortly after it ends, and the node model shows each node's problems.
///
/// Lives on the GUI thread; signals are emitted synchronously from the commands.
class ProjectController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ProjectController is created in C++ and passed to the window")
    Q_PROPERTY(QString filePath READ filePath NOTIFY filePathChanged)
    Q_PROPERTY(bool hasFile READ hasFile NOTIFY filePathChanged)
    Q_PROPERTY(QUrl folderUrl READ folderUrl NOTIFY filePathChanged)
    Q_PROPERTY(QString name READ name NOTIFY metadataChanged)
    Q_PROPERTY(QString description READ description NOTIFY metadataChanged)
    Q_PROPERTY(QString descriptionPreview READ descriptionPreview NOTIFY metadataChanged)
    Q_PROPERTY(int descriptionRest READ descriptionRest NOTIFY metadataChanged)
    Q_PROPERTY(int datasetCount READ datasetCount NOTIFY datasetsChanged)
    Q_PROPERTY(QString displayName READ displayName NOTIFY displayNameChanged)
    Q_PROPERTY(QString windowTitle READ windowTitle NOTIFY windowTitleChanged)
    Q_PROPERTY(bool modified READ isModified WRITE setModified NOTIFY modifiedChanged)
    Q_PROPERTY(weft::app::NodeListModel *nodes READ nodes CONSTANT)
    Q_PROPERTY(weft::app::EdgeListModel *edges READ edges CONSTANT)
    Q_PROPERTY(weft::app::CanvasSelection *selection READ selection CONSTANT)
    Q_PROPERTY(weft::app::EditController *edit READ edit CONSTANT)
    Q_PROPERTY(weft::app::AnnotationController *annotations READ annotations CONSTANT)
    Q_PROPERTY(weft::app::NodeInspector *inspector READ inspector CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged)
    Q_PROPERTY(bool descriptionEditable READ isDescriptionEditable NOTIFY metadataChanged)
    Q_PROPERTY(QString recoverableName READ recoverableName NOTIFY recoveryChanged)
    Q_PROPERTY(QString recoverableFile READ recoverableFile NOTIFY recoveryChanged)
    Q_PROPERTY(QString recoverableCopy READ recoverableCopy NOTIFY recoveryChanged)
    Q_PROPERTY(QDateTime recoverableTime READ recoverableTime NOTIFY recoveryChanged)

public:
    /// `recentFiles` (optional, not owned) learns every file opened or saved.
    explicit ProjectController(const engine::OperatorRegistry &registry,
                               RecentFilesModel *recentFiles = nullptr, QObject *parent = nullptr);

    const engine::Project &project() const { return m_project; }
    /// Replaces the document as a whole (models reset, not modified). `filePath` may be empty
    /// for a project that has no file yet. `problems`: the project was just validated against
    /// the file's folder and these are its problems (a large project is not validated twice).
    void setProject(engine::Project project, const QString &filePath,
                    std::optional<std::vector<engine::ProjectProblem>> problems = std::nullopt);

    QString filePath() const { return m_filePath; }
    bool hasFile() const { return !m_filePath.isEmpty(); }
    /// The folder of the file, for file dialogs; empty when there is no file.
    QUrl folderUrl() const;
    QString name() const { return m_project.metadata.name; }
    QString description() const { return m_project.metadata.description; }
    /// The start of the description that the project panel shows: at most
    /// kDescriptionPreviewLength characters. Laying out all of a 1 MB description (one word
    /// without a break takes time quadratic in its length) kept the window from opening.
    QString descriptionPreview() const;
    /// The characters of the description beyond descriptionPreview(); 0 when it shows all.
    int descriptionRest() const;
    static constexpr qsizetype kDescriptionPreviewLength = 2000;
    /// Whether the Project panel edits the whole description: one longer than the preview is
    /// shown cut and edited in the project file (laying it all out would stall the window).
    bool isDescriptionEditable() const
    {
        return m_project.metadata.description.size() <= kDescriptionPreviewLength;
    }
    /// Renames the project (one undo step; "" falls back to the file's name); no step when
    /// the name is unchanged.
    Q_INVOKABLE void setName(const QString &name);
    /// Replaces the description (one undo step); no step when it is unchanged.
    Q_INVOKABLE void setDescription(const QString &description);
    int datasetCount() const { return int(m_project.datasets.size()); }
    /// The project's name, else the file's base name, else "Untitled".
    QString displayName() const;
    /// "<name> — Weft", with a leading "• " while there are unsaved changes.
    QString windowTitle() const;

    bool isModified() const { return m_modified; }
    /// Set by New/Open/Save; follows the undo stack's clean state as the user edits.
    void setModified(bool modified);

    NodeListModel *nodes() { return &m_nodes; }
    EdgeListModel *edges() { return &m_edges; }
    CanvasSelection *selection() { return &m_selection; }
    EditController *edit() { return &m_edit; }
    AnnotationController *annotations() { return &m_annotations; }
    NodeInspector *inspector() { return &m_inspector; }
    QUndoStack *undoStack() { return &m_undoStack; }

    bool canUndo() const { return m_undoStack.canUndo(); }
    bool canRedo() const { return m_undoStack.canRedo(); }
    QString undoText() const { return m_undoStack.undoText(); }
    QString redoText() const { return m_undoStack.redoText(); }
    Q_INVOKABLE void undo() { m_undoStack.undo(); }
    Q_INVOKABLE void redo() { m_undoStack.redo(); }

    /// A file the user picked, as a project stores it: relative to the project's folder when
    /// the project has a file, else absolute.
    Q_INVOKABLE QString projectPath(const QUrl &url) const;
    /// Where a Browse for a path parameter starts: the folder of `path` (read as the project
    /// stores it) when that folder exists, else the project's folder; empty without either.
    Q_INVOKABLE QUrl browseFolder(const QString &path) const;

    /// Turns autosave on: while there are unsaved changes, a copy goes to the store (not
    /// owned) `intervalMs` after the first change since the last copy.
    void setRecoveryStore(RecoveryStore *store, int intervalMs = kAutosaveIntervalMs);
    /// Writes the autosave copy now (what the timer does).
    Q_INVOKABLE void autosave();
    /// The name of the newest project a crashed session left unsaved, or "" when none.
    QString recoverableName() const;
    /// That project's own file (where Recover's Save writes), or "" for an untitled one.
    QString recoverableFile() const;
    /// The autosaved copy that Recover opens, and when it was written (invalid when none).
    QString recoverableCopy() const;
    QDateTime recoverableTime() const;
    /// Opens the newest crashed session's copy as an unsaved document that belongs to its
    /// original file (so that Save writes there), and forgets that copy.
    Q_INVOKABLE bool recover();
    /// Forgets every crashed session's copy.
    Q_INVOKABLE void declineRecovery();

    /// Validates the project now (normally done shortly after a burst of edits)
    /// and hands each node its problems.
    Q_INVOKABLE void revalidate();

    /// Starts an empty, untitled project.
    Q_INVOKABLE void newProject();
    /// Reads the file (see EditorProjectLoader: work in progress opens, with its problems on
    /// the nodes); on failure emits errorOccurred() and keeps the document.
    Q_INVOKABLE bool open(const QString &filePath);
    Q_INVOKABLE bool openUrl(const QUrl &url) { return open(url.toLocalFile()); }
    /// Writes the document to its file (atomically). Needs a file: use saveAs() first.
    Q_INVOKABLE bool save();
    /// Writes the document to a new file, rebasing its relative paths onto the new folder (on
    /// the first save, making its absolute paths relative to it), and makes that file the
    /// document's.
    Q_INVOKABLE bool saveAs(const QString &filePath);
    Q_INVOKABLE bool saveAsUrl(const QUrl &url) { return saveAs(url.toLocalFile()); }

Q_SIGNALS:
    void filePathChanged();
    void displayNameChanged();
    void windowTitleChanged();
    void modifiedChanged();
    /// The whole document was replaced (New, Open).
    void projectReplaced();
    /// The graph was changed: an edit, its undo or redo, a drag's step.
    void graphChanged();
    /// The project's name or description changed (an edit, its undo, or a new document).
    void metadataChanged();
    /// Files were attached to or detached from the project's `datasets`.
    void datasetsChanged();
    /// Saved to `filePath`.
    void saved(const QString &filePath);
    /// One line for the user that names the file and what went wrong.
    void errorOccurred(const QString &message);
    void undoStateChanged();
    void recoveryChanged();

private:
    static constexpr int kAutosaveIntervalMs = 10'000;

    void setFilePath(const QString &filePath);
    /// The folder relative paths are checked against: the file's, or the working folder.
    QDir projectDir() const;
    /// Marks each node with its problems and points the inspector at the project's folder.
    void showProblems(const std::vector<engine::ProjectProblem> &problems);
    /// The name or description was changed by an undo command.
    void metadataEdited();
    /// The newest copy a crashed session left, if any.
    std::optional<RecoveryStore::Entry> newestOrphan() const;
    /// The document is now as saved (New, Open, Save): no copy is needed any more.
    void markSaved();
    bool write(const engine::Project &project, const QString &filePath);

    const engine::OperatorRegistry &m_registry;
    RecentFilesModel *m_recentFiles = nullptr;
    engine::Project m_project;
    QString m_filePath;
    bool m_modified = false;
    NodeListModel m_nodes;
    EdgeListModel m_edges;
    FrameListModel m_frames;
    CommentListModel m_comments;
    QUndoStack m_undoStack;
    GraphEditor m_editor;
    AnnotationEditor m_annotationEditor;
    CanvasSelection m_selection;
    EditController m_edit;
    AnnotationController m_annotations;
    NodeInspector m_inspector;
    QTimer m_validation; ///< coalesces a burst of edits into one validation
    RecoveryStore *m_recovery = nullptr;
    QTimer m_autosave;
};

} // namespace weft::app
