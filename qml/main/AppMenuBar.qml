import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// The window's menu bar. It only states intents (signals); Main.qml wires them to the commands,
// so every item does something and the menu knows nothing about documents.
MenuBar {
    id: root

    required property RecentFilesModel recentFiles
    required property ProjectController controller
    required property RunController runs

    signal newRequested
    signal openRequested
    signal openRecentRequested(string filePath)
    signal saveRequested
    signal attachRequested
    signal saveAsRequested
    signal quitRequested
    signal zoomInRequested
    signal zoomOutRequested
    signal actualSizeRequested
    signal fitRequested
    signal minimapToggled(bool shown)
    // View › Dashboard: the window shows or hides the dock; `dashboardShown` mirrors it.
    signal dashboardToggled
    property bool dashboardShown: false
    signal historyToggled(bool shown)
    signal aboutRequested
    signal undoRequested
    signal redoRequested
    signal cutRequested
    signal copyRequested
    signal pasteRequested
    signal duplicateRequested
    signal deleteRequested
    signal selectAllRequested
    signal arrangeRequested
    signal frameRequested
    signal commentRequested
    signal runRequested
    signal cancelRunRequested
    signal resumeRunRequested
    signal runToHereRequested(string nodeId)
    signal runSelectedRequested
    signal runFreshRequested
    signal freezeRequested
    // Run to Here, Run Selected and Freeze, for the canvas's node menu too: one action, one
    // shortcut each.
    readonly property Action runToHereAction: runToHere
    readonly property Action runSelectedAction: runSelected
    readonly property Action freezeAction: freeze

    background: Rectangle {
        implicitHeight: 30
        color: Theme.panel

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    AppMenu {
        objectName: "fileMenu"
        title: qsTr("&File")

        Action {
            objectName: "newAction"
            text: qsTr("&New")
            shortcut: StandardKey.New
            onTriggered: root.newRequested()
        }
        Action {
            objectName: "openAction"
            text: qsTr("&Open…")
            shortcut: StandardKey.Open
            onTriggered: root.openRequested()
        }
        AppMenu {
            id: recentMenu

            objectName: "recentMenu"
            title: qsTr("Open &Recent")
            // Files deleted since the list was read leave before the user sees them.
            onAboutToShow: root.recentFiles.prune()

            Instantiator {
                model: root.recentFiles
                delegate: MenuActionItem {
                    required property int index
                    required property string filePath
                    required property string fileName

                    text: (index < 9 ? "&%1  ".arg(index + 1) : "") + fileName.replace(/&/g, "&&")
                    onTriggered: root.openRecentRequested(filePath)
                }
                onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => recentMenu.removeItem(object)
            }
            MenuActionItem {
                text: qsTr("No recent projects")
                enabled: false
                visible: root.recentFiles.count === 0
                height: visible ? implicitHeight : 0
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Clear Menu")
                enabled: root.recentFiles.count > 0
                onTriggered: root.recentFiles.clear()
            }
        }
        MenuSeparator {}
        Action {
            objectName: "attachAction"
            text: qsTr("A&ttach Data Files…")
            shortcut: "Ctrl+Shift+A"
            onTriggered: root.attachRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Save")
            shortcut: StandardKey.Save
            onTriggered: root.saveRequested()
        }
        Action {
            objectName: "saveAsAction"
            text: qsTr("Save &As…")
            // Spelt out: StandardKey.SaveAs and .Quit are empty on some platforms (Windows).
            shortcut: "Ctrl+Shift+S"
            onTriggered: root.saveAsRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Quit")
            shortcut: "Ctrl+Q"
            onTriggered: root.quitRequested()
        }
    }

    AppMenu {
        objectName: "editMenu"
        title: qsTr("&Edit")

        Action {
            objectName: "undoAction"
            //: %1 names the change, e.g. "Add Read CSV".
            text: root.controller.canUndo ? qsTr("&Undo %1").arg(root.controller.undoText)
                                          : qsTr("&Undo")
            enabled: root.controller.canUndo
            shortcut: "Ctrl+Z"
            onTriggered: root.undoRequested()
        }
        Action {
            objectName: "redoAction"
            text: root.controller.canRedo ? qsTr("&Redo %1").arg(root.controller.redoText)
                                          : qsTr("&Redo")
            enabled: root.controller.canRedo
            // Spelt out: StandardKey.Redo is Ctrl+Y on some platforms.
            shortcut: "Ctrl+Shift+Z"
            onTriggered: root.redoRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("Cu&t")
            enabled: root.controller.selection.nodeCount > 0
                     || root.controller.selection.hasAnnotations
            shortcut: "Ctrl+X"
            onTriggered: root.cutRequested()
        }
        Action {
            text: qsTr("&Copy")
            enabled: root.controller.selection.nodeCount > 0
                     || root.controller.selection.hasAnnotations
            shortcut: "Ctrl+C"
            onTriggered: root.copyRequested()
        }
        Action {
            text: qsTr("&Paste")
            shortcut: "Ctrl+V"
            onTriggered: root.pasteRequested()
        }
        Action {
            text: qsTr("&Duplicate")
            enabled: root.controller.selection.nodeCount > 0
                     || root.controller.selection.hasAnnotations
            shortcut: "Ctrl+D"
            onTriggered: root.duplicateRequested()
        }
        Action {
            text: qsTr("De&lete")
            enabled: !root.controller.selection.empty
            shortcut: "Del"
            onTriggered: root.deleteRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("Select &All")
            shortcut: "Ctrl+A"
            onTriggered: root.selectAllRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "arrangeAction"
            text: qsTr("A&rrange Nodes")
            enabled: root.controller.nodes.count > 0
            // Not Ctrl+L: the file dialogs take that key to type a path, and a key two shortcuts
            // share does neither.
            shortcut: "Ctrl+Shift+L"
            onTriggered: root.arrangeRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "addFrameAction"
            text: qsTr("Add &Frame Around Selection")
            enabled: root.controller.selection.nodeCount > 0
            shortcut: "Ctrl+G"
            onTriggered: root.frameRequested()
        }
        Action {
            objectName: "addCommentAction"
            text: qsTr("Add Co&mment")
            shortcut: "Ctrl+Shift+M"
            onTriggered: root.commentRequested()
        }
    }

    AppMenu {
        objectName: "viewMenu"
        title: qsTr("&View")

        Action {
            text: qsTr("Zoom &In")
            shortcut: StandardKey.ZoomIn
            onTriggered: root.zoomInRequested()
        }
        Action {
            text: qsTr("Zoom &Out")
            shortcut: StandardKey.ZoomOut
            onTriggered: root.zoomOutRequested()
        }
        Action {
            text: qsTr("&Actual Size")
            shortcut: "Ctrl+1"
            onTriggered: root.actualSizeRequested()
        }
        Action {
            text: qsTr("&Fit to View")
            shortcut: "Ctrl+0"
            onTriggered: root.fitRequested()
        }
        MenuSeparator {}
        Action {
            text: qsTr("Show &Minimap")
            checkable: true
            checked: true
            shortcut: "Ctrl+M"
            onToggled: root.minimapToggled(checked)
        }
        Action {
            objectName: "showHistoryAction"
            text: qsTr("Show &History")
            checkable: true
            checked: false
            shortcut: "Ctrl+H"
            onToggled: root.historyToggled(checked)
        }
        Action {
            objectName: "showDashboardAction"
            text: qsTr("Show &Dashboard")
            checkable: true
            checked: root.dashboardShown
            shortcut: "Ctrl+Shift+D"
            onTriggered: root.dashboardToggled()
        }
    }

    AppMenu {
        objectName: "runMenu"
        title: qsTr("&Run")

        Action {
            objectName: "runAction"
            text: qsTr("&Run")
            // A project without a file is saved first (Main.qml), so only a run blocks it.
            enabled: !root.runs.running
            shortcut: "F5"
            onTriggered: root.runRequested()
        }
        Action {
            id: runToHere

            objectName: "runToHereAction"
            text: qsTr("Run to &Here")
            // The selected node and what it needs; the nodes below it do not run.
            enabled: !root.runs.running && root.controller.selection.currentNodeId !== ""
            shortcut: "F6"
            onTriggered: root.runToHereRequested(root.controller.selection.currentNodeId)
        }
        Action {
            id: runSelected

            objectName: "runSelectedAction"
            text: qsTr("Run &Selected")
            // The selected nodes and what they need; nothing else runs.
            enabled: !root.runs.running && root.controller.selection.nodeCount > 0
            shortcut: "Shift+F6"
            onTriggered: root.runSelectedRequested()
        }
        Action {
            objectName: "runFreshAction"
            //: Runs every node again, taking no result from the cache.
            text: qsTr("Run Everything &Again")
            // Fresh results and durations for every node, none taken from the cache.
            enabled: !root.runs.running
            shortcut: "Ctrl+Shift+F5"
            onTriggered: root.runFreshRequested()
        }
        MenuSeparator {}
        Action {
            id: freeze

            objectName: "freezeAction"
            // The selected nodes keep their results: edits above them run nothing below them.
            // Offered for any selection: a node without a result to keep says so when tried
            // (NodeFreezer's message, in the status bar).
            text: root.controller.edit.freezer.frozen ? qsTr("Un&freeze") : qsTr("&Freeze")
            enabled: !root.runs.running && root.controller.selection.nodeCount > 0
            shortcut: "Ctrl+Shift+F"
            onTriggered: root.freezeRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "cancelRunAction"
            text: qsTr("&Cancel Run")
            enabled: root.runs.running
            shortcut: "Shift+F5"
            onTriggered: root.cancelRunRequested()
        }
        Action {
            objectName: "resumeRunAction"
            text: qsTr("R&esume")
            enabled: root.runs.canResume && root.runs.canRun
            shortcut: "Ctrl+F5"
            onTriggered: root.resumeRunRequested()
        }
    }

    AppMenu {
        objectName: "helpMenu"
        title: qsTr("&Help")

        Action {
            text: qsTr("&About Weft")
            onTriggered: root.aboutRequested()
        }
    }
}
