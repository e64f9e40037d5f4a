import QtQuick
import QtQuick.Shapes
import Weft

// A small drawing of a workflow (a source feeding a transform and a sink) for empty states.
Item {
    id: root

    readonly property int cardWidth: 44
    readonly property int cardHeight: 28

    implicitWidth: 160
    implicitHeight: 76

    Shape {
        anchors.fill: parent

        ShapePath {
            strokeColor: Theme.edge
            strokeWidth: 2
            fillColor: "transparent"
            startX: root.cardWidth
            startY: 38 + root.cardHeight / 2

            PathCubic {
                x: 58
                y: 4 + root.cardHeight / 2
                control1X: 52
                control1Y: 38 + root.cardHeight / 2
                control2X: 50
                control2Y: 4 + root.cardHeight / 2
            }
        }
        ShapePath {
            strokeColor: Theme.edge
            strokeWidth: 2
            fillColor: "transparent"
            startX: 58 + root.cardWidth
            startY: 4 + root.cardHeight / 2

            PathCubic {
                x: 116
                y: 44 + root.cardHeight / 2
                control1X: 112
                control1Y: 4 + root.cardHeight / 2
                control2X: 106
                control2Y: 44 + root.cardHeight / 2
            }
        }
    }

    Repeater {
        model: [Qt.point(0, 38), Qt.point(58, 4), Qt.point(116, 44)]
        delegate: Rectangle {
            id: card

            required property point modelData
            required property int index

            x: card.modelData.x
            y: card.modelData.y
            width: root.cardWidth
            height: root.cardHeight
            radius: Theme.smallRadius
            color: Theme.nodeBackground
            border.color: Theme.nodeBorder

            Rectangle {
                x: 6
                anchors.verticalCenter: parent.verticalCenter
                width: 12
                height: 12
                radius: 3
                color: [Theme.blue, Theme.green, Theme.orange][card.index]
            }
            Rectangle {
                x: 22
                y: 10
                width: 16
                height: 3
                radius: 1.5
                color: Theme.border
            }
            Rectangle {
                x: 22
                y: 16
                width: 11
                height: 3
                radius: 1.5
                color: Theme.border
            }
        }
    }
}
