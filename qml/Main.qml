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
    required property MonitorHub monitor
    required property DashboardController dashboard
    required property RunController runs
    required property HistoryController history

    width: 1280
    height: 800
    minimumWidth: 720
    minimumHeight: 480
    visible: true
    title: root.controller.windowTitle
    color: Theme.window

    // Set when the window was asked to close while a run went: it closes once the run has
    // stopped, so no worker process or half-written output is left behind.
    property bool closeAfterRun: false

    onClosing: close => {
        if (root.runs.running) {
            close.accepted = false;
            root.closeAfterRun = true;
            root.runs.cancel();
            return;
        }
        close.accepted = commands.canClose();
    }

    Connections {
        target: root.runs

        function onTrustNeeded() {
            trustDialog.items = root.runs.trustItems;
            trustDialog.open();
        }

        function onRunFinished() {
            if (root.closeAfterRun) {
                root.closeAfterRun = false;
                root.close();
            }
        }
    }

    // Why an edit did nothing (nothing to freeze, no nodes to paste, no nodes for a frame): a
    // line in the status bar.
    Connections {
        target: root.controller.edit

        function onMessageRaised(message: string) {
            statusBar.showMessage(message);
        }
    }
    Connections {
        target: root.controller.edit.freezer

        function onMessageRaised(message: string) {
            statusBar.showMessage(message);
        }
    }
    Connections {
        target: root.controller.annotations

        function onMessageRaised(message: string) {
            statusBar.showMessage(message);
        }
    }

    header: RunToolBar {
        runs: root.runs
        // A run from the history on the monitor is what the toolbar speaks of meanwhile.
        shownRunText: root.history.replay.active
                      //: The toolbar while the monitor shows a past run: "Showing run 12 from
                      //: the history: succeeded".
                      ? qsTr("Showing run %1 from the history: %2").arg(root.history.replay.runId)
                        .arg(MonitorFormat.stateText(root.history.replay.status))
                      : ""
        onRunRequested: commands.run()
        onCancelRequested: root.runs.cancel()
        onResumeRequested: root.runs.resume()
    }

    menuBar: AppMenuBar {
        id: appMenuBar

        recentFiles: root.recentFiles
        controller: root.controller
        runs: root.runs
        onRunRequested: commands.run()
        onCancelRunRequested: root.runs.cancel()
        onResumeRunRequested: root.runs.resume()
        onRunToHereRequested: nodeId => root.runs.runTo(nodeId)
        onRunSelectedRequested: root.runs.runNodes(root.controller.selection.nodeIds())
        onRunFreshRequested: root.runs.runFresh()
        onFreezeRequested: root.controller.edit.freezer.toggle()
        onNewRequested: commands.newProject()
        onOpenRequested: commands.open()
        onOpenRecentRequested: filePath => commands.openRecent(filePath)
        onSaveRequested: commands.save()
        onAttachRequested: {
            if (root.controller.hasFile)
                attachDialog.enterFolder(root.controller.folderUrl);
            attachDialog.open();
        }
        onSaveAsRequested: commands.saveAs()
        onQuitRequested: commands.quit()
        onZoomInRequested: canvas.zoomIn()
        onZoomOutRequested: canvas.zoomOut()
        onActualSizeRequested: canvas.resetZoom()
        onFitRequested: canvas.fitToView()
        onMinimapToggled: shown => canvas.showMinimap = shown
        dashboardShown: dashboardDock.shown
        onDashboardToggled: dashboardDock.toggle()
        onHistoryToggled: shown => historyPanel.visible = shown
        onAboutRequested: aboutDialog.open()
        onUndoRequested: root.controller.undo()
        onRedoRequested: root.controller.redo()
        onCutRequested: root.controller.edit.cutSelection()
        onCopyRequested: root.controller.edit.copySelection()
        onPasteRequested: root.controller.edit.paste()
        onDuplicateRequested: root.controller.edit.duplicateSelection()
        onDeleteRequested: root.controller.edit.removeSelection()
        onSelectAllRequested: root.controller.selection.selectAll()
        onFrameRequested: root.controller.annotations.addFrameAroundSelection()
        onCommentRequested: canvas.addCommentInView()
        onArrangeRequested: {
            if (root.controller.edit.arrange())
                Qt.callLater(canvas.fitToView);
        }
    }

    // Keys without a menu entry of their own; text fields keep them while they have focus.
    Shortcut {
        sequence: "F"
        onActivated: canvas.fitToView()
    }
    Shortcut {
        sequence: "Backspace"
        enabled: !root.controller.selection.empty
        onActivated: root.controller.edit.removeSelection()
    }
    Shortcut {
        sequence: "Escape"
        onActivated: root.controller.selection.clear()
    }

    footer: StatusBar {
        id: statusBar

        nodeCount: root.controller.nodes.count
        edgeCount: root.controller.edges.count
        selectionCount: root.controller.selection.nodeCount
        zoom: canvas.zoom
        // What the monitor shows, live or replayed: the project in front's run.
        runState: root.dashboard.progress.status
        runElapsedMs: root.dashboard.progress.elapsedSeconds * 1000
        runDone: root.dashboard.progress.tasksDone
        runTotal: root.dashboard.progress.tasksTotal
        runFraction: root.dashboard.progress.fraction
        runReplayed: root.dashboard.progress.replayed
        runId: root.dashboard.progress.runId
        onZoomInRequested: canvas.zoomIn()
        onZoomOutRequested: canvas.zoomOut()
        onActualSizeRequested: canvas.resetZoom()
        onFitRequested: canvas.fitToView()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // The panels sit above the canvas: the software renderer does not clip Shapes (edges),
        // and an edge panned off the canvas must not draw over them.
        PalettePanel {
            z: 1
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.paletteWidth
            onAddRequested: operatorId => canvas.addOperatorInView(operatorId)
            onDragStarted: (operatorId, title, category, point) => {
                ghost.operatorId = operatorId;
                ghost.title = title;
                ghost.category = category;
                ghost.moveTo(point);
                ghost.visible = true;
            }
            onDragMoved: point => ghost.moveTo(point)
            onDragFinished: (operatorId, point) => {
                ghost.visible = false;
                canvas.addOperatorAt(operatorId, point);
            }
        }

        Item {
            id: canvasArea

            // The heights the preview panel and the dashboard ask for under the canvas. Side by
            // side they make one band, as tall as the taller asks: the shorter one (often the
            // preview's one sentence) must not leave a strip of empty canvas above it.
            readonly property real previewWanted: Math.min(previewPanel.implicitHeight,
                                                           height * 0.7)
            readonly property real dashboardWanted: Math.min(dashboardDock.implicitHeight,
                                                             height * 0.8)
            readonly property bool sideBySide: previewPanel.visible && dashboardDock.visible
            readonly property real band: Math.max(previewWanted, dashboardWanted)

            Layout.fillWidth: true
            Layout.fillHeight: true

            // One band has one height: side by side, the top edge dragged on either panel sets
            // both (the preview's only while it shows more than a sentence, as alone).
            Connections {
                target: previewPanel

                function onPreferredHeightChanged() {
                    const height = Math.max(dashboardDock.minimumHeight,
                                            previewPanel.preferredHeight);
                    // Not when the dashboard's own change came back here (its layout restored).
                    if (!canvasArea.sideBySide || height === dashboardDock.preferredHeight)
                        return;
                    dashboardDock.preferredHeight = height;
                    dashboardDock.edited(); // the dashboard's height is kept with its layout
                }
            }

            Connections {
                target: dashboardDock

                function onPreferredHeightChanged() {
                    if (canvasArea.sideBySide)
                        previewPanel.preferredHeight = dashboardDock.preferredHeight;
                }
            }

            GraphCanvas {
                id: canvas

                anchors.fill: parent
                anchors.topMargin: replayBar.visible ? replayBar.height : 0
                // The preview panel docks under the canvas rather than over its minimap.
                anchors.bottomMargin: Math.max(previewPanel.visible ? previewPanel.height : 0,
                                               dashboardDock.visible ? dashboardDock.height : 0)
                focus: true
                nodes: root.controller.nodes
                edges: root.controller.edges
                edit: root.controller.edit
                selection: root.controller.selection
                annotations: root.controller.annotations
                runToHereAction: appMenuBar.runToHereAction
                runSelectedAction: appMenuBar.runSelectedAction
                freezeAction: appMenuBar.freezeAction
                onOutputInspected: (nodeId, port) => previewPanel.preview.inspect(nodeId, port)
            }

            EmptyCanvasHint {
                anchors.fill: parent
                visible: root.controller.nodes.count === 0
                recentFiles: root.recentFiles
                hasFile: root.controller.hasFile
                onOpenRequested: commands.open()
                onRecentRequested: filePath => commands.openRecent(filePath)
            }

            // The output inspector: the selected node's, port's or edge's output (a source's
            // file before a run), docked under the canvas.
            DatasetPreviewPanel {
                id: previewPanel

                z: 1
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                // Beside the dashboard when both are docked.
                anchors.leftMargin: dashboardDock.visible ? dashboardDock.width : 0
                height: canvasArea.sideBySide ? canvasArea.band : canvasArea.previewWanted
                controller: root.controller
                runs: root.runs
            }

            // The monitor's dashboard (progress, workers, log), docked under the canvas.
            DashboardDock {
                id: dashboardDock

                z: 1
                anchors.left: parent.left
                anchors.bottom: parent.bottom
                width: previewPanel.visible ? parent.width * dashboardDock.share : parent.width
                height: canvasArea.sideBySide ? canvasArea.band : canvasArea.dashboardWanted
                besidePreview: previewPanel.visible
                dashboard: root.dashboard
                monitor: root.monitor
                editor: root.controller.edit
                onNodeActivated: nodeId => root.controller.selection.select(nodeId)
            }

            // The time slider of a replayed run, docked above the canvas: over it, it hid the
            // top row of nodes.
            ReplayBar {
                id: replayBar

                z: 2
                anchors.top: parent.top
                anchors.left: parent.left
                anchors.right: parent.right
                replay: root.history.replay
            }
        }

        ProjectPanel {
            z: 1
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.panelWidth
            visible: root.controller.selection.currentNodeId === ""
            controller: root.controller
        }

        InspectorPanel {
            z: 1
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.panelWidth
            visible: root.controller.selection.currentNodeId !== ""
            controller: root.controller
        }

        // Recorded runs (View › Show History): replay one, compare two.
        HistoryPanel {
            id: historyPanel

            z: 1
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.panelWidth
            visible: false
            history: root.history
        }
    }

    DragGhost {
        id: ghost

        parent: Overlay.overlay
    }

    DocumentCommands {
        id: commands

        objectName: "documentCommands"
        controller: root.controller
        onQuitConfirmed: root.close()
        onRunConfirmed: root.runs.run()
    }

    // Several files at once, of every format a reader reads (from the operators): a reader
    // each, with its path made relative to the project's folder (on its first save, when it
    // has none yet).
    ProjectFileDialog {
        id: attachDialog

        objectName: "attachDialog"
        parent: Overlay.overlay
        title: qsTr("Attach Data Files")
        projects: false
        multiple: true
        nameFilters: root.controller.edit.dataFileFilters()
        onAccepted: canvas.addFilesInView(attachDialog.selectedFiles)
    }

    RecoveryDialog {
        id: recoveryDialog

        parent: Overlay.overlay
        projectName: root.controller.recoverableName
        savedAt: root.controller.recoverableTime
        copyPath: root.controller.recoverableCopy
        sourceFile: root.controller.recoverableFile
        onAccepted: root.controller.recover()
        onDiscarded: {
            recoveryDialog.close();
            root.controller.declineRecovery();
        }
    }

    Component.onCompleted: {
        if (root.controller.recoverableName !== "")
            recoveryDialog.open();
    }

    TrustDialog {
        id: trustDialog

        parent: Overlay.overlay
        projectName: root.controller.displayName
        onAccepted: root.runs.trustAndRun()
    }

    AboutDialog {
        id: aboutDialog

        applicationInfo: root.applicationInfo
    }
}
