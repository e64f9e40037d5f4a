import QtQuick
import Weft
import Weft.Models

// The graph of the open project: node cards at their saved positions and edges between their
// ports, on a grid. Drag empty space to pan, turn the wheel to zoom around the pointer. Fits the
// graph into view whenever a project is loaded, and keeps it fitted while the window is resized
// until the user pans or zooms.
Item {
    id: root

    required property NodeListModel nodes
    required property EdgeListModel edges

    readonly property real zoom: scene.scale
    property bool fitted: true

    objectName: "graphCanvas"
    clip: true

    function clampZoom(value: real): real {
        return Math.min(Theme.maxZoom, Math.max(Theme.minZoom, value));
    }

    // Zooms by `factor`, keeping the canvas point under (px, py) where it is.
    function zoomAt(px: real, py: real, factor: real): void {
        const next = root.clampZoom(scene.scale * factor);
        const applied = next / scene.scale;
        scene.x = px - (px - scene.x) * applied;
        scene.y = py - (py - scene.y) * applied;
        scene.scale = next;
        root.fitted = false;
    }

    function zoomIn(): void {
        root.zoomAt(root.width / 2, root.height / 2, Theme.zoomStep);
    }

    function zoomOut(): void {
        root.zoomAt(root.width / 2, root.height / 2, 1 / Theme.zoomStep);
    }

    function resetZoom(): void {
        root.zoomAt(root.width / 2, root.height / 2, 1 / scene.scale);
    }

    // Scales and centres the graph so that it fills the view, never beyond 100 %.
    function fitToView(): void {
        const bounds = nodeLayer.childrenRect;
        if (root.nodes.count === 0 || bounds.width <= 0 || bounds.height <= 0) {
            scene.scale = 1;
            scene.x = 0;
            scene.y = 0;
        } else {
            const fit = Math.min((root.width - 2 * Theme.fitMargin) / bounds.width,
                                 (root.height - 2 * Theme.fitMargin) / bounds.height);
            scene.scale = root.clampZoom(Math.min(1, fit));
            scene.x = (root.width - bounds.width * scene.scale) / 2 - bounds.x * scene.scale;
            scene.y = (root.height - bounds.height * scene.scale) / 2 - bounds.y * scene.scale;
        }
        root.fitted = true;
    }

    onWidthChanged: if (root.fitted) Qt.callLater(root.fitToView)
    onHeightChanged: if (root.fitted) Qt.callLater(root.fitToView)

    Connections {
        target: root.nodes

        function onModelReset() {
            Qt.callLater(root.fitToView);
        }
    }

    GridBackground {
        anchors.fill: parent
        zoom: scene.scale
        offsetX: scene.x
        offsetY: scene.y
    }

    DragHandler {
        id: panHandler

        property point startPosition

        target: null
        cursorShape: panHandler.active ? Qt.ClosedHandCursor : Qt.ArrowCursor
        onActiveChanged: {
            if (panHandler.active)
                panHandler.startPosition = Qt.point(scene.x, scene.y);
        }
        onTranslationChanged: {
            if (!panHandler.active)
                return;
            scene.x = panHandler.startPosition.x + panHandler.translation.x;
            scene.y = panHandler.startPosition.y + panHandler.translation.y;
            root.fitted = false;
        }
    }

    WheelHandler {
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad
        onWheel: event => {
            const steps = event.angleDelta.y / 120;
            if (steps !== 0)
                root.zoomAt(event.x, event.y, Math.pow(Theme.zoomStep, steps));
        }
    }

    Item {
        id: scene

        objectName: "canvasScene"
        transformOrigin: Item.TopLeft

        Item {
            id: edgeLayer

            Repeater {
                model: root.edges
                delegate: EdgeCurve {}
            }
        }

        Item {
            id: nodeLayer

            objectName: "nodeLayer"

            Repeater {
                model: root.nodes
                delegate: NodeCard {}
            }
        }
    }
}
