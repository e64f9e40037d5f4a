import QtQuick
import QtQuick.Controls
import Weft

// One port row of a node card: the dot sits on the card's edge (left for inputs, right for
// outputs), coloured by the data kind, with the port's name inside the card. Dragging from the
// dot (or the name) draws a connection once the pointer has gone the platform's drag distance;
// the port reports the drag in window coordinates. While the button is down on the port,
// `pressed` tells the card not to move: a quick drag from a port draws a wire, never moves the
// node. Zoomed out (`showName` false) the name is left out: it would be too small to read, and
// the tooltip names the port instead. A click on the port (no drag) is reported as `tapped`: an
// output's shows what the port holds in the output inspector.
Item {
    id: root

    required property string name
    required property string kind
    property bool output: false
    property bool showName: true
    readonly property bool pressed: press.active

    signal wireStarted(point point)
    signal wireMoved(point point)
    signal wireFinished(point point)
    signal tapped

    objectName: (root.output ? "output:" : "input:") + root.name
    implicitHeight: Theme.portRowHeight

    // The grab area: the dot and the half of the row on its side, so that ports are easy to hit.
    Item {
        id: grip

        x: root.output ? root.width - grip.width + Theme.portDotSize : -Theme.portDotSize
        width: Math.min(root.width / 2, 72) + Theme.portDotSize
        height: root.height

        HoverHandler {
            id: hover

            cursorShape: Qt.CrossCursor
        }

        // A click that does not move: only a passive grab, so the drag above still draws a
        // wire and the card's own click still selects it.
        TapHandler {
            objectName: "portTap"
            acceptedButtons: Qt.LeftButton
            onTapped: root.tapped()
        }

        // Only watches: active from the press on the port to the release, for `pressed`.
        PointHandler {
            id: press

            acceptedButtons: Qt.LeftButton
        }

        DragHandler {
            id: wireHandler

            target: null
            acceptedButtons: Qt.LeftButton
            // The platform's drag distance (the default): a click on a port stays a click.
            // Once drawing, the card's move and the canvas's pan must not take the drag over.
            grabPermissions: PointerHandler.CanTakeOverFromAnything
            onActiveChanged: {
                // Where the press was: the translation is measured from it, in window pixels.
                if (wireHandler.active)
                    root.wireStarted(Qt.point(
                                         wireHandler.centroid.scenePosition.x
                                         - wireHandler.translation.x,
                                         wireHandler.centroid.scenePosition.y
                                         - wireHandler.translation.y));
                else
                    root.wireFinished(wireHandler.centroid.scenePosition);
            }
            onCentroidChanged: {
                if (wireHandler.active)
                    root.wireMoved(wireHandler.centroid.scenePosition);
            }
        }
    }

    Rectangle {
        id: dot

        width: Theme.portDotSize
        height: Theme.portDotSize
        radius: width / 2
        x: root.output ? root.width - width / 2 : -width / 2
        anchors.verticalCenter: parent.verticalCenter
        color: Theme.kindColor(root.kind)
        border.color: Theme.nodeBackground
        border.width: 2
    }

    ToolTip.visible: !root.showName && hover.hovered && !wireHandler.active
    ToolTip.delay: 500
    //: Tooltip of a port on a zoomed-out card: %1 the port's name, %2 its kind of data.
    ToolTip.text: qsTr("%1 (%2)").arg(root.name).arg(root.kind)

    // Text, not Label: a canvas holds thousands of these, and Text is the lighter item.
    Text {
        visible: root.showName
        anchors.verticalCenter: parent.verticalCenter
        anchors.left: root.output ? undefined : dot.right
        anchors.right: root.output ? dot.left : undefined
        anchors.leftMargin: root.output ? 0 : 6
        anchors.rightMargin: root.output ? 6 : 0
        width: root.width / 2 - Theme.portDotSize
        horizontalAlignment: root.output ? Text.AlignRight : Text.AlignLeft
        elide: Text.ElideRight
        text: root.name
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
    }
}
