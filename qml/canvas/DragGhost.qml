import QtQuick
import QtQuick.Controls
import Weft

// What follows the pointer while an operator is dragged from the palette: a small card with
// the operator's badge and title.
Rectangle {
    id: root

    property string operatorId
    property string title
    property string category

    function moveTo(windowPoint: point): void {
        root.x = windowPoint.x - root.width / 2;
        root.y = windowPoint.y - root.height / 2;
    }

    objectName: "dragGhost"
    visible: false
    width: Theme.nodeWidth * 0.8
    height: 40
    radius: Theme.radius
    color: Theme.nodeBackground
    border.color: Theme.accent
    border.width: 2
    opacity: 0.9

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

    Label {
        anchors.left: badge.right
        anchors.leftMargin: Theme.spacing
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        text: root.title
        elide: Text.ElideRight
        color: Theme.text
        font.pixelSize: Theme.fontSize
    }
}
