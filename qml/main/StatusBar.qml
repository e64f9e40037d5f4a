import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// The strip under the canvas: what the graph holds on the left, the zoom on the right (its
// buttons do what the View menu does).
Rectangle {
    id: root

    required property int nodeCount
    required property int edgeCount
    required property real zoom
    property int selectionCount: 0
    // The run going or last run: "" before the first one (RunController.status).
    property string runState: ""
    property real runElapsedMs: 0
    property real runDone: 0
    property real runTotal: 0

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
            objectName: "statusCounts"
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
            text: qsTr("Run %1   ·   %2 s   ·   %3 of %4 tasks")
                  .arg(root.runState === "running" ? qsTr("going")
                                                    : MonitorFormat.stateText(root.runState))
                  .arg((root.runElapsedMs / 1000).toFixed(1)).arg(root.runDone).arg(root.runTotal)
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
