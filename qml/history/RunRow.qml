import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// One recorded run in the history panel: status, when, how long, peak memory, backend. A click
// replays it; the check box chooses it for a comparison.
ItemDelegate {
    id: root

    required property int index
    required property double runId
    required property string status
    required property string started
    required property string duration
    required property string peak
    required property string backend
    required property string nodes
    required property bool selected
    required property bool replayed

    signal openRequested(double runId)
    signal selectToggled(double runId)

    objectName: "runRow" + root.runId
    padding: Theme.spacing
    leftPadding: Theme.spacing * 2
    rightPadding: Theme.spacing
    highlighted: root.replayed
    onClicked: root.openRequested(root.runId)

    HintToolTip {
        visible: root.hovered
        text: qsTr("Run %1: %2, %3. Click to replay it.").arg(root.runId)
              .arg(MonitorFormat.stateText(root.status)).arg(root.nodes)
    }

    background: Rectangle {
        color: root.replayed ? Theme.accentSoft
                             : root.hovered ? Theme.panelAlternate : "transparent"
        border.width: root.visualFocus ? 1 : 0
        border.color: Theme.accent

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    contentItem: RowLayout {
        spacing: Theme.spacing

        RunStatusMark {
            status: root.status
            Layout.alignment: Qt.AlignTop
            Layout.topMargin: 2
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Label {
                    text: qsTr("Run %1").arg(root.runId)
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    font.weight: Font.DemiBold
                }
                Label {
                    Layout.fillWidth: true
                    text: root.duration
                    horizontalAlignment: Text.AlignRight
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                    font.family: Theme.monoFamily
                }
            }
            Label {
                Layout.fillWidth: true
                text: root.started
                elide: Text.ElideRight
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
            Label {
                Layout.fillWidth: true
                //: History row: backend and workers, then the peak memory held: "threads × 2 · peak 1.2 MB".
                text: qsTr("%1 · peak %2").arg(root.backend).arg(root.peak)
                elide: Text.ElideRight
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
        }

        CheckBox {
            objectName: "compareCheck" + root.runId
            Layout.alignment: Qt.AlignVCenter
            checked: root.selected
            onToggled: root.selectToggled(root.runId)

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Choose for a comparison (two runs)")
            }
        }
    }
}
