import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// An overview of the whole graph in a corner of the canvas: every node as a small block and
// the part of the graph in view as a frame. Click or drag on it to move the view there.
Rectangle {
    id: root

    required property NodeListModel nodes
    // The project's frames, drawn as outlines under the nodes (optional).
    property FrameListModel frames: null
    // The graph's extent and the visible part of it, both in graph coordinates.
    required property rect graphBounds
    required property rect viewBounds

    // The union of both, with a margin: what the map shows.
    readonly property rect shown: {
        const left = Math.min(root.graphBounds.x, root.viewBounds.x) - 40;
        const top = Math.min(root.graphBounds.y, root.viewBounds.y) - 40;
        const right = Math.max(root.graphBounds.x + root.graphBounds.width,
                               root.viewBounds.x + root.viewBounds.width) + 40;
        const bottom = Math.max(root.graphBounds.y + root.graphBounds.height,
                                root.viewBounds.y + root.viewBounds.height) + 40;
        return Qt.rect(left, top, right - left, bottom - top);
    }
    readonly property real factor: Math.min((root.width - 8) / Math.max(1, root.shown.width),
                                            (root.height - 8) / Math.max(1, root.shown.height))
    readonly property real offsetX: (root.width - root.shown.width * root.factor) / 2
    readonly property real offsetY: (root.height - root.shown.height * root.factor) / 2

    // Asks the canvas to centre the view on a graph point.
    signal centerRequested(point graphPoint)

    function toGraph(x: real, y: real): point {
        return Qt.point(root.shown.x + (x - root.offsetX) / root.factor,
                        root.shown.y + (y - root.offsetY) / root.factor);
    }

    // The map is being dragged: the canvas keeps it where it is meanwhile.
    readonly property bool dragging: mapDrag.active

    objectName: "minimap"
    width: 200
    height: 130
    radius: Theme.radius
    color: Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 0.92)
    border.color: Theme.border
    clip: true

    Repeater {
        model: root.frames
        delegate: Rectangle {
            required property rect frameRect
            required property string colour
            required property bool selected

            readonly property color tint: colour !== "" ? colour : Theme.slate

            x: root.offsetX + (frameRect.x - root.shown.x) * root.factor
            y: root.offsetY + (frameRect.y - root.shown.y) * root.factor
            width: Math.max(3, frameRect.width * root.factor)
            height: Math.max(3, frameRect.height * root.factor)
            radius: 2
            color: Qt.rgba(tint.r, tint.g, tint.b, 0.12)
            border.color: selected ? Theme.accent : Qt.rgba(tint.r, tint.g, tint.b, 0.6)
            border.width: 1
        }
    }

    // All the blocks in one painted item: a delegate per node would cost thousands of items.
    NodeOverview {
        objectName: "minimapNodes"
        anchors.fill: parent
        model: root.nodes
        origin: Qt.point(root.shown.x, root.shown.y)
        offset: Qt.point(root.offsetX, root.offsetY)
        factor: root.factor
        cardWidth: Theme.nodeWidth
        cardBaseHeight: Theme.nodeHeaderHeight + 2 * Theme.nodePadding
        rowHeight: Theme.portRowHeight
        colorFor: category => Theme.categoryColor(category)
        selectedColor: Theme.accent
    }

    Rectangle {
        objectName: "minimapView"
        x: root.offsetX + (root.viewBounds.x - root.shown.x) * root.factor
        y: root.offsetY + (root.viewBounds.y - root.shown.y) * root.factor
        width: root.viewBounds.width * root.factor
        height: root.viewBounds.height * root.factor
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.08)
        border.color: Theme.accent
        border.width: 1
    }

    DragHandler {
        id: mapDrag

        target: null
        dragThreshold: 0
        grabPermissions: PointerHandler.CanTakeOverFromAnything
        onCentroidChanged: {
            if (mapDrag.active)
                root.centerRequested(root.toGraph(mapDrag.centroid.position.x,
                                                  mapDrag.centroid.position.y));
        }
    }

    TapHandler {
        onTapped: eventPoint => root.centerRequested(root.toGraph(eventPoint.position.x,
                                                                  eventPoint.position.y))
    }
}
