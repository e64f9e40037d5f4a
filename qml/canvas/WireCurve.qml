import QtQuick
import QtQuick.Shapes
import Weft

// The connection being drawn from a port to the pointer: the same bezier as an edge, dashed,
// in the colour that tells whether letting go here would connect.
Shape {
    id: root

    property point start
    property point end
    property color color: Theme.edge

    readonly property real handle: Math.max(Theme.edgeMinHandle,
                                            Math.abs(root.end.x - root.start.x) / 2)

    antialiasing: true

    ShapePath {
        strokeColor: root.color
        strokeWidth: Theme.edgeWidth
        strokeStyle: ShapePath.DashLine
        dashPattern: [4, 3]
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        startX: root.start.x
        startY: root.start.y

        PathCubic {
            x: root.end.x
            y: root.end.y
            control1X: root.start.x + root.handle
            control1Y: root.start.y
            control2X: root.end.x - root.handle
            control2Y: root.end.y
        }
    }
}
