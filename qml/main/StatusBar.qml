import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// The strip under the canvas: what the graph holds on the left, the zoom on the right (its
// buttons do what the View menu does). showMessage() puts a line there for a while: why an
// edit (Freeze, Paste, a frame) did nothing.
Rectangle {
    id: root

    // Shows `text` in place of the counts until it times out or the next message comes.
    function showMessage(text: string): void {
        message.text = text;
        messageTimer.restart();
    }

    required property int nodeCount
    required property int edgeCount
    required property real zoom
    property int selectionCount: 0
    // The run the monitor shows (live, replayed, or the project's newest when it was opened):
    // "" when it shows none (RunProgressModel.status).
    property string runState: ""
    property real runElapsedMs: 0
    property real runDone: 0
    property real runTotal: 0
    // Its work done of total, 0 to 1 (map nodes counted by their items).
    property real runFraction: 0
    // A run from the history, with its id there: said so, so it is not taken for a live one.
    property bool runReplayed: false
    property real runId: 0

    signal zoomInRequested
    signal zoomOutRequested
    signal actualSizeRequested
    signal fitRequested

    objectName: "statusBar"
    implicitHeight: Theme.statusBarHeight
    color: Theme.panel

    Rectangle {
        width: parent.width
        height: 1
        color: Theme.border
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing * 1.5
        anchors.rightMargin: Theme.spacing / 2
        spacing: Theme.spacing

        Label {
            id: message

            objectName: "statusMessage"
            Layout.fillWidth: true
            Layout.maximumWidth: implicitWidth
            visible: messageTimer.running
            elide: Text.ElideRight
            color: Theme.danger
            font.pixelSize: Theme.smallFontSize + 1
            font.weight: Font.DemiBold

            HoverHandler {
                id: messageHover
            }
            HintToolTip {
                visible: messageHover.hovered && message.truncated
                text: message.text
            }
            Timer {
                id: messageTimer

                // Long enough to read a sentence; hovering keeps it.
                interval: 6000
                onTriggered: {
                    if (messageHover.hovered)
                        messageTimer.restart();
                }
            }
        }

        Label {
            objectName: "statusCounts"
            visible: !messageTimer.running
            text: root.selectionCount > 0
                  ? qsTr("Nodes: %1   ·   Edges: %2   ·   Selected: %3").arg(root.nodeCount)
                    .arg(root.edgeCount).arg(root.selectionCount)
                  : qsTr("Nodes: %1   ·   Edges: %2").arg(root.nodeCount).arg(root.edgeCount)
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }

        Label {
            objectName: "statusRun"
            visible: root.runState !== "" && root.runState !== "refused"
                     && root.runState !== "untrusted"
            readonly property string stateText: root.runState === "running"
                                                ? (root.runReplayed ? qsTr("replayed")
                                                                    : qsTr("going"))
                                                : MonitorFormat.stateText(root.runState)
            // "3,2" for a German reader: the locale's separator, not JavaScript's.
            readonly property string seconds: (root.runElapsedMs / 1000).toLocaleString(
                                                  Qt.locale(), "f", 1)
            text: root.runReplayed
                  //: A run from the history in the status bar: "Run 12 (history) succeeded
                  //: · 3.2 s · 5 of 5 tasks · 100 %".
                  ? qsTr("Run %1 (history) %2   ·   %3 s   ·   %4 of %5 tasks   ·   %6 %")
                    .arg(root.runId).arg(stateText).arg(seconds)
                    .arg(root.runDone).arg(root.runTotal).arg(Math.floor(root.runFraction * 100))
                  : qsTr("Run %1   ·   %2 s   ·   %3 of %4 tasks   ·   %5 %")
                    .arg(stateText).arg(seconds)
                    .arg(root.runDone).arg(root.runTotal).arg(Math.floor(root.runFraction * 100))
            color: root.runState === "failed" ? Theme.danger : Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }

        Item {
            Layout.fillWidth: true
        }

        ToolButton {
            text: qsTr("−")
            flat: true
            font.pixelSize: Theme.fontSize
            implicitWidth: implicitHeight

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Zoom out (Ctrl+-)")
            }

            onClicked: root.zoomOutRequested()
        }
        ToolButton {
            objectName: "zoomLabel"
            text: qsTr("%1 %").arg(Math.round(root.zoom * 100))
            flat: true
            font.pixelSize: Theme.smallFontSize
            implicitWidth: 56

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Actual size (Ctrl+1)")
            }

            onClicked: root.actualSizeRequested()
        }
        ToolButton {
            text: qsTr("+")
            flat: true
            font.pixelSize: Theme.fontSize
            implicitWidth: implicitHeight

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Zoom in (Ctrl++)")
            }

            onClicked: root.zoomInRequested()
        }
        ToolButton {
            text: qsTr("Fit")
            flat: true
            font.pixelSize: Theme.smallFontSize

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Fit to view (Ctrl+0)")
            }

            onClicked: root.fitRequested()
        }
    }
}
