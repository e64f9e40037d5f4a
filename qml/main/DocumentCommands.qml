import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// The document commands of the window (New, Open, Open Recent, Save, Save As, Quit, and Run,
// which needs a saved project) with the dialogs they need: file dialogs, the question before
// unsaved changes are lost, and the error message. The work itself is done by the
// ProjectController (and the RunController, on runConfirmed); this only sequences the dialogs.
Item {
    id: root

    required property ProjectController controller

    // What to do once the unsaved changes are dealt with.
    enum Pending {
        None,
        New,
        Open,
        OpenRecent,
        Quit,
        Run
    }

    property int pending: DocumentCommands.None
    property string pendingPath
    // Set once the user agreed to close, so that the window's closing handler lets it go.
    property bool closeConfirmed: false

    signal quitConfirmed
    // The project has a file now: the run it waited for can start.
    signal runConfirmed

    function newProject(): void {
        root.guarded(DocumentCommands.New, "");
    }

    function open(): void {
        root.guarded(DocumentCommands.Open, "");
    }

    function openRecent(filePath: string): void {
        root.guarded(DocumentCommands.OpenRecent, filePath);
    }

    // Saves to the project's file, or asks for one.
    function save(): void {
        if (root.controller.hasFile)
            root.afterSave(root.controller.save());
        else
            root.saveAs();
    }

    function saveAs(): void {
        if (root.controller.hasFile) {
            saveDialog.currentFolder = root.controller.folderUrl;
            saveDialog.suggestedName = root.controller.filePath.replace(/^.*[\/\\]/, "");
        } else {
            // A name cannot hold a folder separator: "A/B" would be read as a path.
            saveDialog.suggestedName = root.controller.displayName.replace(/[\/\\]/g, "-")
                                       + ".weft";
        }
        saveDialog.open();
    }

    // Runs the project; one that was never saved is saved first (its runs are recorded beside
    // its file), and nothing runs when that save is cancelled.
    function run(): void {
        if (root.controller.hasFile) {
            root.runConfirmed();
            return;
        }
        root.pending = DocumentCommands.Run;
        root.pendingPath = "";
        root.saveAs();
    }

    function quit(): void {
        root.guarded(DocumentCommands.Quit, "");
    }

    // Whether the window may close now; if not, asks first and closes later.
    function canClose(): bool {
        if (root.closeConfirmed || !root.controller.modified)
            return true;
        root.guarded(DocumentCommands.Quit, "");
        return false;
    }

    function guarded(action: int, filePath: string): void {
        if (!root.controller.modified) {
            root.perform(action, filePath);
            return;
        }
        root.pending = action;
        root.pendingPath = filePath;
        unsavedDialog.open();
    }

    function perform(action: int, filePath: string): void {
        switch (action) {
        case DocumentCommands.New:
            root.controller.newProject();
            break;
        case DocumentCommands.Open:
            if (root.controller.hasFile)
                openDialog.currentFolder = root.controller.folderUrl;
            openDialog.open();
            break;
        case DocumentCommands.OpenRecent:
            root.controller.open(filePath);
            break;
        case DocumentCommands.Quit:
            root.closeConfirmed = true;
            root.quitConfirmed();
            break;
        case DocumentCommands.Run:
            root.runConfirmed();
            break;
        }
    }

    // Continues what waited for a save, or drops it when the save failed.
    function afterSave(succeeded: bool): void {
        const action = root.pending;
        root.pending = DocumentCommands.None;
        if (succeeded && action !== DocumentCommands.None)
            root.perform(action, root.pendingPath);
    }

    Connections {
        target: root.controller

        function onErrorOccurred(message: string) {
            errorDialog.show(message);
        }
    }

    ProjectFileDialog {
        id: openDialog

        objectName: "openProjectDialog"
        parent: Overlay.overlay
        saving: false
        onAccepted: root.controller.openUrl(openDialog.selectedFile)
    }

    ProjectFileDialog {
        id: saveDialog

        objectName: "saveProjectDialog"
        parent: Overlay.overlay
        saving: true
        onAccepted: root.afterSave(root.controller.saveAsUrl(saveDialog.selectedFile))
        onRejected: root.pending = DocumentCommands.None
    }

    UnsavedChangesDialog {
        id: unsavedDialog

        parent: Overlay.overlay
        projectName: root.controller.displayName
        onAccepted: root.save()
        onDiscarded: {
            unsavedDialog.close();
            const action = root.pending;
            root.pending = DocumentCommands.None;
            root.perform(action, root.pendingPath);
        }
        onRejected: root.pending = DocumentCommands.None
    }

    ErrorDialog {
        id: errorDialog

        parent: Overlay.overlay
    }
}
