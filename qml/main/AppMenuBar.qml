import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// The window's menu bar. It only states intents (signals); Main.qml wires them to the commands,
// so every item does something and the menu knows nothing about documents.
MenuBar {
    id: root

    required property RecentFilesModel recentFiles

    signal newRequested
    signal openRequested
    signal openRecentRequested(string filePath)
    signal saveRequested
    signal saveAsRequested
    signal quitRequested
    signal zoomInRequested
    signal zoomOutRequested
    signal actualSizeRequested
    signal fitRequested
    signal aboutRequested

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

    Menu {
        objectName: "fileMenu"
        title: qsTr("&File")
        delegate: MenuActionItem {}

        Action {
            text: qsTr("&New")
            shortcut: StandardKey.New
            onTriggered: root.newRequested()
        }
        Action {
            text: qsTr("&Open…")
            shortcut: StandardKey.Open
            onTriggered: root.openRequested()
        }
        Menu {
            id: recentMenu

            objectName: "recentMenu"
            title: qsTr("Open &Recent")
            delegate: MenuActionItem {}
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
            text: qsTr("&Save")
            shortcut: StandardKey.Save
            onTriggered: root.saveRequested()
        }
        Action {
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

    Menu {
        title: qsTr("&View")
        delegate: MenuActionItem {}

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
    }

    Menu {
        title: qsTr("&Help")
        delegate: MenuActionItem {}

        Action {
            text: qsTr("&About Weft")
            onTriggered: root.aboutRequested()
        }
    }
}
