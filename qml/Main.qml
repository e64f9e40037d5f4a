import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The main window: menu bar, the canvas with the open project's graph, the project panel and
// the status bar. Every object it shows comes in as a required property from C++.
ApplicationWindow {
    id: root

    required property ProjectController controller
    required property RecentFilesModel recentFiles
    required property ApplicationInfo applicationInfo

    width: 1280
    height: 800
    minimumWidth: 720
    minimumHeight: 480
    visible: true
    title: root.controller.windowTitle
    color: Theme.window

    onClosing: close => {
        close.accepted = commands.canClose();
    }

    menuBar: AppMenuBar {
        recentFiles: root.recentFiles
        onNewRequested: commands.newProject()
        onOpenRequested: commands.open()
        onOpenRecentRequested: filePath => commands.openRecent(filePath)
        onSaveRequested: commands.save()
        onSaveAsRequested: commands.saveAs()
        onQuitRequested: commands.quit()
        onZoomInRequested: canvas.zoomIn()
        onZoomOutRequested: canvas.zoomOut()
        onActualSizeRequested: canvas.resetZoom()
        onFitRequested: canvas.fitToView()
        onAboutRequested: aboutDialog.open()
    }

    footer: StatusBar {
        nodeCount: root.controller.nodes.count
        edgeCount: root.controller.edges.count
        zoom: canvas.zoom
        onZoomInRequested: canvas.zoomIn()
        onZoomOutRequested: canvas.zoomOut()
        onActualSizeRequested: canvas.resetZoom()
        onFitRequested: canvas.fitToView()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            GraphCanvas {
                id: canvas

                anchors.fill: parent
                nodes: root.controller.nodes
                edges: root.controller.edges
            }

            EmptyCanvasHint {
                anchors.fill: parent
                visible: root.controller.nodes.count === 0
                recentFiles: root.recentFiles
                hasFile: root.controller.hasFile
                onOpenRequested: commands.open()
                onRecentRequested: filePath => commands.openRecent(filePath)
            }
        }

        ProjectPanel {
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.panelWidth
            controller: root.controller
        }
    }

    DocumentCommands {
        id: commands

        objectName: "documentCommands"
        controller: root.controller
        onQuitConfirmed: root.close()
    }

    AboutDialog {
        id: aboutDialog

        applicationInfo: root.applicationInfo
    }
}
