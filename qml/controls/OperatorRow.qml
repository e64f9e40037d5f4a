import QtQuick
import QtQuick.Controls
import Weft

// One operator in a list (the palette, the quick-add popup): its category badge, title and
// id, its description as a tooltip. A click (or double-click in the palette) activates it;
// where `draggable`, it can be dragged out, and reports the drag in window coordinates.
Item {
    id: root

    required property int index
    required property string operatorId
    required property string title
    required property string category
    required property string operatorDescription
    property bool draggable: false
    property bool activateOnClick: true

    signal activated
    signal dragStarted(point point)
    signal dragMoved(point point)
    signal dragFinished(point point)

    objectName: "operator:" + root.operatorId
    implicitHeight: 40

    // Set by a press and cleared when the pointer leaves: the description has been read by
    // then, and must not cover the node just added or the canvas it lands on.
    property bool hintDismissed: false

    HintToolTip {
        visible: rowHover.hovered && root.operatorDescription !== "" && !dragHandler.active
                 && !root.hintDismissed
        text: root.operatorDescription
    }

    HoverHandler {
        id: rowHover

        onHoveredChanged: {
            if (!rowHover.hovered)
                root.hintDismissed = false;
        }
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.smallRadius
        color: rowHover.hovered ? Theme.panelAlternate : "transparent"
    }

    TapHandler {
        onPressedChanged: {
            if (pressed)
                root.hintDismissed = true;
        }
        onTapped: {
            if (root.activateOnClick)
                root.activated();
        }
        onDoubleTapped: {
            if (!root.activateOnClick)
                root.activated();
        }
    }

    DragHandler {
        id: dragHandler

        enabled: root.draggable
        target: null
        cursorShape: dragHandler.active ? Qt.DragCopyCursor : Qt.OpenHandCursor
        onActiveChanged: {
            if (dragHandler.active)
                root.dragStarted(dragHandler.centroid.scenePosition);
            else
                root.dragFinished(dragHandler.centroid.scenePosition);
        }
        onCentroidChanged: {
            if (dragHandler.active)
                root.dragMoved(dragHandler.centroid.scenePosition);
        }
    }

    Rectangle {
        id: badge

        x: Theme.spacing
        anchors.verticalCenter: parent.verticalCenter
        width: 24
        height: 24
        radius: Theme.smallRadius
        color: Theme.categoryColor(root.category)

        OperatorIcon {
            anchors.centerIn: parent
            width: 15
            height: 15
            operatorId: root.operatorId
        }
    }

    Column {
        anchors.left: badge.right
        anchors.leftMargin: Theme.spacing
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacing
        anchors.verticalCenter: parent.verticalCenter

        Label {
            width: parent.width
            text: root.title
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: Theme.fontSize
        }
        Label {
            width: parent.width
            text: root.operatorId
            elide: Text.ElideRight
            color: Theme.textFaint
            font.family: Theme.monoFamily
            font.pixelSize: Theme.smallFontSize - 1
        }
    }
}
