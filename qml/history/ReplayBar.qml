import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The time slider of a replayed run, docked above the canvas while a replay is open: the
// monitor shows the run as it was at the slider's time. Play advances it.
Rectangle {
    id: root

    required property ReplayController replay

    objectName: "replayBar"
    visible: root.replay.active
    implicitHeight: 44
    height: visible ? implicitHeight : 0
    color: Theme.panel

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.border
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing * 1.5
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing

        RunStatusMark {
            status: root.replay.status
        }
        Label {
            objectName: "replayTitle"
            //: The replayed run: "Replay of run 12".
            text: qsTr("Replay of run %1").arg(root.replay.runId)
            color: Theme.text
            font.pixelSize: Theme.fontSize
            font.weight: Font.DemiBold
        }
        ToolButton {
            objectName: "replayPlayButton"
            text: root.replay.playing ? "❚❚" : "▶"
            font.pixelSize: Theme.fontSize
            onClicked: root.replay.togglePlaying()

            HintToolTip {
                visible: parent.hovered
                text: root.replay.playing
                              ? qsTr("Pause")
                              //: %1 is how much faster than the run the replay plays, e.g. 0.5 or 20.
                              : qsTr("Play the run (%1× its speed)").arg(root.replay.speed.toLocaleString(Qt.locale(), "f", 1))
            }
        }
        Slider {
            id: slider

            objectName: "replaySlider"
            Layout.fillWidth: true
            from: 0
            to: Math.max(root.replay.durationMs, 0.001)
            value: root.replay.positionMs
            stepSize: 0
            onMoved: root.replay.seek(slider.value)
            Keys.onLeftPressed: root.replay.seek(root.replay.positionMs - root.replay.durationMs / 50)
            Keys.onRightPressed: root.replay.seek(root.replay.positionMs + root.replay.durationMs / 50)
        }
        Label {
            objectName: "replayPosition"
            text: root.replay.positionText
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
            font.family: Theme.monoFamily
        }
        ToolButton {
            objectName: "replayEndButton"
            text: "⇥"
            font.pixelSize: Theme.fontSize
            onClicked: root.replay.toEnd()

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Show the run's end")
            }
        }
        ToolButton {
            objectName: "replayCloseButton"
            text: "✕"
            font.pixelSize: Theme.fontSize
            onClicked: root.replay.close()

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Close the replay")
            }
        }
    }
}
