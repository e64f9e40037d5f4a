import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The side panel of recorded runs (View › Show History): newest first; a click replays a run in
// the monitor with a time slider, two checked runs can be compared node by node.
Rectangle {
    id: root

    required property HistoryController history

    objectName: "historyPanel"
    implicitWidth: Theme.panelWidth
    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.topMargin: Theme.spacing * 2
        anchors.leftMargin: 1
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing

            SectionHeading {
                Layout.fillWidth: true
                text: qsTr("History")
            }
            ToolButton {
                objectName: "historyRefreshButton"
                text: "⟳"
                font.pixelSize: Theme.fontSize
                onClicked: root.history.refresh()

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Read the recorded runs again")
                }
            }
        }

        Label {
            objectName: "historyError"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing * 2
            visible: root.history.errorText !== ""
            text: root.history.errorText
            wrapMode: Text.Wrap
            color: Theme.danger
            font.pixelSize: Theme.smallFontSize
        }

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing * 2
            visible: root.history.loading
            text: qsTr("Reading the run…")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }

        Label {
            objectName: "historyEmpty"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing * 2
            visible: root.history.emptyText !== ""
            text: root.history.emptyText
            wrapMode: Text.Wrap
            color: Theme.textFaint
            font.pixelSize: Theme.fontSize
        }

        ListView {
            id: list

            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.history.runs
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            delegate: RunRow {
                width: ListView.view.width
                onOpenRequested: runId => root.history.openRun(runId)
                onSelectToggled: runId => root.history.runs.toggleSelected(runId)
            }
        }

        // Side by side when both fit (English), one above the other when not (German).
        GridLayout {
            id: runButtons

            Layout.fillWidth: true
            Layout.margins: Theme.spacing * 2
            Layout.topMargin: 0
            columns: compareButton.implicitWidth + closeReplayButton.implicitWidth
                     + runButtons.columnSpacing <= runButtons.width ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing / 2

            Button {
                id: compareButton

                objectName: "compareButton"
                Layout.fillWidth: true
                //: %1 is how many runs are checked, 0 to 2.
                text: qsTr("Compare (%1 of 2)").arg(root.history.runs.selectedCount)
                enabled: root.history.runs.selectedCount === 2
                onClicked: root.history.compareSelected()
            }
            Button {
                id: closeReplayButton

                objectName: "closeReplayButton"
                Layout.fillWidth: true
                text: qsTr("Close Replay")
                enabled: root.history.replay.active
                onClicked: root.history.closeReplay()
            }
        }
    }

    CompareDialog {
        id: compareDialog

        parent: Overlay.overlay
        comparison: root.history.comparison
    }

    Connections {
        target: root.history

        function onCompareReady() {
            compareDialog.open();
        }
    }
}
