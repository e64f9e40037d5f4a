import QtQuick
import QtQuick.Shapes
import Weft

// An edge on the canvas: a horizontal bezier from the source node's output port to the target
// node's input port. The data kind shows on the port dots, so the curves stay quiet. Delegate of the EdgeListModel. The
// shape covers only the curve's bounding box (the hull of its control points).
Shape {
    id: root

    required property string fromNode
    required property string fromPort
    required property string toNode
    required property string toPort
    required property int fromPortIndex
    required property int toPortIndex
    required property point fromPosition
    required property point toPosition
    // The dataset on the edge in the run shown (0 bytes and not released without one), and
    // whether the edge lies on the finished run's critical path.
    required property real datasetBytes
    required property bool datasetReleased
    // The count of the dataset in the run shown: "14 rows", "1,000×3", "3 files"; "" unknown.
    required property string datasetFigures
    required property bool critical
    property bool selected: false

    readonly property real startX: root.fromPosition.x + Theme.nodeWidth
    readonly property real startY: root.fromPosition.y + Theme.portY(Math.max(0, root.fromPortIndex))
    readonly property real endX: root.toPosition.x
    readonly property real endY: root.toPosition.y + Theme.portY(Math.max(0, root.toPortIndex))
    readonly property real handle: Math.max(Theme.edgeMinHandle, Math.abs(root.endX - root.startX) / 2)
    readonly property real margin: Theme.edgeWidth * 2

    // The distance from a point (in the parent's coordinates) to the curve, sampled: enough to
    // tell which edge a click meant.
    function distanceTo(px: real, py: real): real {
        let best = Infinity;
        const steps = 24;
        for (let i = 0; i <= steps; ++i) {
            const t = i / steps;
            const u = 1 - t;
            const x = u * u * u * root.startX + 3 * u * u * t * (root.startX + root.handle)
                    + 3 * u * t * t * (root.endX - root.handle) + t * t * t * root.endX;
            const y = u * u * u * root.startY + 3 * u * u * t * root.startY
                    + 3 * u * t * t * root.endY + t * t * t * root.endY;
            best = Math.min(best, Math.hypot(x - px, y - py));
        }
        return best;
    }

    objectName: "edge:" + root.fromNode + "." + root.fromPort + "->" + root.toNode + "." + root.toPort
    x: Math.min(root.startX, root.endX - root.handle) - root.margin
    y: Math.min(root.startY, root.endY) - root.margin
    width: Math.max(root.startX + root.handle, root.endX) + root.margin - root.x
    height: Math.max(root.startY, root.endY) + root.margin - root.y
    antialiasing: true

    ShapePath {
        strokeColor: root.selected ? Theme.accent : root.critical ? Theme.critical : Theme.edge
        strokeWidth: root.selected ? Theme.edgeWidth + 1
                                   : root.critical ? Theme.edgeWidth + 2 : Theme.edgeWidth
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        startX: root.startX - root.x
        startY: root.startY - root.y

        PathCubic {
            x: root.endX - root.x
            y: root.endY - root.y
            control1X: root.startX + root.handle - root.x
            control1Y: root.startY - root.y
            control2X: root.endX - root.handle - root.x
            control2Y: root.endY - root.y
        }
    }

    // What the dataset holds, at the curve's middle; made only while it holds something, once
    // it was released, or once its count is known.
    Loader {
        active: root.datasetBytes > 0 || root.datasetReleased || root.datasetFigures !== ""
        x: (root.startX + root.endX) / 2 - root.x - width / 2
        y: (root.startY + root.endY) / 2 - root.y - height / 2
        sourceComponent: EdgeDatasetLabel {
            bytes: root.datasetBytes
            released: root.datasetReleased
            figures: root.datasetFigures
        }
    }
}
