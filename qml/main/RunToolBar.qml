import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The strip above the canvas that runs the project: Run, Cancel and Resume, the backend and
// the worker count for the next run, and how the last run went. The Run menu offers the same
// commands with their keys.
ToolBar {
    id: root

    required property RunController runs
    // What the monitor shows when it is not the run controller's run (a run from the history):
    // said instead of the last run's message, so the toolbar speaks of the run shown.
    property string shownRunText: ""

    signal runRequested
    signal cancelRequested
    signal resumeRequested

    objectName: "runToolBar"

    background: Rectangle {
        implicitHeight: 40
        color: Theme.panel

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing * 1.5
        spacing: Theme.spacing / 2

        RunToolButton {
            objectName: "runButton"
            text: qsTr("▶  Run")
            // A project without a file is saved first (Main.qml), so only a run blocks it.
            enabled: !root.runs.running
            tint: Theme.success
            hint: qsTr("Run the project (F5)")
            onClicked: root.runRequested()
        }
        RunToolButton {
            objectName: "cancelButton"
            text: qsTr("■  Cancel")
            enabled: root.runs.running
            tint: Theme.danger
            hint: qsTr("Stop the run: running tasks are stopped, nothing new starts (Shift+F5)")
            onClicked: root.cancelRequested()
        }
        RunToolButton {
            objectName: "resumeButton"
            text: qsTr("↻  Resume")
            enabled: root.runs.canResume && root.runs.canRun
            tint: Theme.accent
            hint: qsTr("Run again what the last unfinished run left (Ctrl+F5)")
            onClicked: root.resumeRequested()
        }

        ToolSeparator {}

        Label {
            text: qsTr("Backend")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
        ComboBox {
            objectName: "backendBox"
            model: root.runs.backends
            currentIndex: Math.max(0, root.runs.backends.indexOf(root.runs.backend))
            enabled: !root.runs.running
            font.pixelSize: Theme.smallFontSize
            implicitWidth: 128
            onActivated: index => root.runs.backend = root.runs.backends[index]

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Where tasks run: one at a time, on threads, or in worker processes")
            }
        }
        Label {
            text: qsTr("Workers")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
        SpinBox {
            objectName: "workersBox"
            from: 1
            to: root.runs.maxWorkers
            value: root.runs.workers
            editable: true
            enabled: !root.runs.running
            font.pixelSize: Theme.smallFontSize
            implicitWidth: 104
            onValueModified: root.runs.workers = value
        }

        Item {
            Layout.fillWidth: true
        }

        Label {
            objectName: "runMessage"
            Layout.maximumWidth: root.width * 0.45
            text: root.shownRunText !== "" && !root.runs.running ? root.shownRunText
                                                                  : root.runs.message
            elide: Text.ElideRight
            font.pixelSize: Theme.smallFontSize
            color: root.shownRunText !== "" && !root.runs.running
                   ? Theme.textMuted
                   : root.runs.status === "failed" || root.runs.status === "refused"
                     ? Theme.danger
                     : root.runs.status === "succeeded" ? Theme.success : Theme.textMuted

            HintToolTip {
                visible: runMessageArea.containsMouse && parent.truncated
                text: parent.text
            }

            MouseArea {
                id: runMessageArea

                anchors.fill: parent
                hoverEnabled: true
                acceptedButtons: Qt.NoButton
            }
        }
    }
}
