import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// The graph of the open project: node cards at their saved positions and edges between their
// ports, on a grid. Drag empty space (or with the middle button, or anywhere with Space held)
// to pan, turn the wheel to zoom
// around the pointer, Shift+drag to select with a rubber band, double-click empty space to add
// a node, drop files from the file manager to read them. Drag cards to move the selection (snapped to the grid) and drag from a port to
// connect (WireGesture); a connection that cannot be made says why beside the pointer, and one
// let go on empty canvas offers the nodes that fit. Fits the graph into view whenever a project
// is loaded, and keeps it fitted while the window is resized until the user pans or zooms; a
// panel docking beside it (the inspector, a preview) never moves the graph. Every change goes to the EditController (frames and notes to the
// AnnotationController), every click that selects to the CanvasSelection; this only handles
// gestures.
Item {
    id: root

    required property NodeListModel nodes
    required property EdgeListModel edges
    required property EditController edit
    required property CanvasSelection selection
    // Frames and comments (optional: a canvas without them shows only the graph).
    property AnnotationController annotations: null
    // Run to Here (the menu bar's action), offered on a node's context menu; null: no menu.
    property Action runToHereAction: null
    // Run Selected and Freeze (the menu bar's), on the same menu when given.
    property Action runSelectedAction: null
    property Action freezeAction: null

    // An output port was clicked: its node is selected, and the output inspector shows the port.
    signal outputInspected(string nodeId, string port)

    readonly property real zoom: scene.scale
    // The part of the graph in view, in graph coordinates.
    readonly property rect viewRect: Qt.rect(-scene.x / scene.scale, -scene.y / scene.scale,
                                             root.width / scene.scale, root.height / scene.scale)
    // Cards show their text and ports from this zoom up; below it, text would be a few pixels
    // high and a compact card is drawn instead.
    readonly property real detailZoom: 0.3
    readonly property bool detailed: scene.scale >= root.detailZoom
    // From this zoom up a card's smallest text reads at its own size; between the two, cards
    // show their titles alone, larger (NodeCard.compact).
    readonly property real fullDetailZoom: Theme.minimumTextSize / Theme.smallFontSize
    readonly property bool compact: root.detailed && scene.scale < root.fullDetailZoom - 1e-6
    property bool fitted: true
    property bool showMinimap: true
    // While Space is held, a drag anywhere (on cards too) pans.
    property bool spaceHeld: false

    // The window's size when the view was last fitted, and whether the selection changed
    // since: see refitAfterResize().
    property size fittedWindowSize: Qt.size(-1, -1)
    property bool selectedSinceFit: false

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

    // The extent of the nodes, frames and comments, in graph coordinates.
    function contentBounds(): rect {
        let left = Infinity;
        let top = Infinity;
        let right = -Infinity;
        let bottom = -Infinity;
        const add = (x, y, width, height) => {
            left = Math.min(left, x);
            top = Math.min(top, y);
            right = Math.max(right, x + width);
            bottom = Math.max(bottom, y + height);
        };
        const nodes = nodeView.bounds;
        if (root.nodes.count > 0 && nodes.width > 0 && nodes.height > 0)
            add(nodes.x, nodes.y, nodes.width, nodes.height);
        for (const layer of [annotationLayer, commentLayer]) {
            for (let i = 0; i < layer.children.length; ++i) {
                const item = layer.children[i];
                if (item.objectName.startsWith("frame:") || item.objectName.startsWith("comment:"))
                    add(item.x, item.y, item.width, item.height);
            }
        }
        return left < right ? Qt.rect(left, top, right - left, bottom - top) : Qt.rect(0, 0, 0, 0);
    }

    // Scales and centres the graph (nodes, frames and comments) so that it fills the view,
    // never beyond 100 %.
    function fitToView(): void {
        const bounds = root.contentBounds();
        if (bounds.width <= 0 || bounds.height <= 0) {
            scene.scale = 1;
            scene.x = 0;
            scene.y = 0;
        } else {
            // The margin shrinks with the canvas: between panels, a fixed 64 pixels a side took a
            // sixth of its width from a wide graph.
            const margin = Math.max(16, Math.min(Theme.fitMargin,
                                                 0.04 * Math.min(root.width, root.height)));
            const fit = Math.min((root.width - 2 * margin) / bounds.width,
                                 (root.height - 2 * margin) / bounds.height);
            scene.scale = root.clampZoom(Math.min(1, fit));
            scene.x = (root.width - bounds.width * scene.scale) / 2 - bounds.x * scene.scale;
            scene.y = (root.height - bounds.height * scene.scale) / 2 - bounds.y * scene.scale;
        }
        root.fitted = true;
        root.selectedSinceFit = false;
        Qt.callLater(root.placeMinimap);
        const window = root.Window.window;
        root.fittedWindowSize = window ? Qt.size(window.width, window.height) : Qt.size(-1, -1);
    }

    // The canvas changed size. A fitted graph stays fitted while the window opens and lays
    // itself out, and whenever the window is resized; but once something was selected, a panel
    // docking beside the canvas for it (the inspector, a reader's preview under it) leaves the
    // view alone: re-fitting then moved the graph under the pointer at every selection.
    function refitAfterResize(): void {
        const window = root.Window.window;
        if (!root.fitted || !window)
            return;
        if (root.selectedSinceFit && window.width === root.fittedWindowSize.width
                && window.height === root.fittedWindowSize.height)
            return;
        root.fitToView();
    }

    Connections {
        target: root.selection

        function onChanged() {
            root.selectedSinceFit = true;
        }
    }

    // Moves the view so that the graph point is in its middle, at the same zoom.
    function centerOn(graphPoint: point): void {
        scene.x = root.width / 2 - graphPoint.x * scene.scale;
        scene.y = root.height / 2 - graphPoint.y * scene.scale;
        root.fitted = false;
    }

    function snap(value: real): real {
        return Math.round(value / Theme.gridSpacing) * Theme.gridSpacing;
    }

    // A window point in the coordinates of the graph (where node positions live).
    function graphPoint(windowPoint: point): point {
        return nodeLayer.mapFromItem(null, windowPoint.x, windowPoint.y);
    }

    // Adds a node of the operator centred on the window point, if the point is on the canvas.
    function addOperatorAt(operatorId: string, windowPoint: point): bool {
        const local = root.mapFromItem(null, windowPoint.x, windowPoint.y);
        if (!root.contains(local))
            return false;
        const p = root.graphPoint(windowPoint);
        root.edit.addNode(operatorId, Qt.point(root.snap(p.x - Theme.nodeWidth / 2),
                                               root.snap(p.y - Theme.nodeHeaderHeight / 2)));
        root.forceActiveFocus();
        return true;
    }

    // Adds a node of the operator in the middle of the view.
    function addOperatorInView(operatorId: string): void {
        root.addOperatorAt(operatorId, root.mapToItem(null, root.width / 2, root.height / 3));
    }

    // Adds source nodes for the files in the middle of the view (File › Attach Data Files).
    function addFilesInView(urls): void {
        const p = nodeLayer.mapFromItem(root, root.width / 2, root.height / 3);
        root.edit.addFileNodes(urls, Qt.point(root.snap(p.x - Theme.nodeWidth / 2),
                                              root.snap(p.y)));
        root.forceActiveFocus();
    }

    // The edge under a window point as [fromNode, fromPort, toNode, toPort], or []: from the
    // edge delegates, or zoomed far out (no delegates) from the painted overview.
    function edgeKeyAt(windowPoint: point): list<string> {
        if (!root.detailed) {
            const p = edgeLayer.mapFromItem(null, windowPoint.x, windowPoint.y);
            return edgeOverview.edgeAt(p, 6 / scene.scale);
        }
        const edge = root.edgeAt(windowPoint);
        return edge ? [edge.fromNode, edge.fromPort, edge.toNode, edge.toPort] : [];
    }

    // The edge whose curve passes within a few pixels of a window point, or null.
    function edgeAt(windowPoint: point): Item {
        const p = edgeLayer.mapFromItem(null, windowPoint.x, windowPoint.y);
        const reach = 6 / scene.scale;
        let best = null;
        let bestDistance = reach;
        for (let i = 0; i < edgeLayer.children.length; ++i) {
            const edge = edgeLayer.children[i];
            if (!edge.objectName.startsWith("edge:") || p.x < edge.x - reach
                    || p.x > edge.x + edge.width + reach || p.y < edge.y - reach
                    || p.y > edge.y + edge.height + reach)
                continue;
            const distance = edge.distanceTo(p.x, p.y);
            if (distance < bestDistance) {
                best = edge;
                bestDistance = distance;
            }
        }
        return best;
    }

    // The node card under a window point, or null.
    function cardAt(windowPoint: point): Item {
        const p = root.graphPoint(windowPoint);
        const card = nodeLayer.childAt(p.x, p.y);
        return card && card.objectName.startsWith("node:") ? card : null;
    }

    function cardNamed(nodeId: string): Item {
        for (let i = 0; i < nodeLayer.children.length; ++i) {
            const child = nodeLayer.children[i];
            if (child.objectName === "node:" + nodeId)
                return child;
        }
        return null;
    }

    // Selects the cards that meet the rectangle (in this item's coordinates).
    function selectInRect(rect: rect, extend: bool): void {
        const a = nodeLayer.mapFromItem(root, rect.x, rect.y);
        const b = nodeLayer.mapFromItem(root, rect.x + rect.width, rect.y + rect.height);
        const ids = [];
        for (let i = 0; i < nodeLayer.children.length; ++i) {
            const card = nodeLayer.children[i];
            if (!card.objectName.startsWith("node:"))
                continue;
            if (card.x < b.x && card.x + card.width > a.x && card.y < b.y
                    && card.y + card.height > a.y)
                ids.push(card.nodeId);
        }
        root.selection.selectInRect(Qt.rect(a.x, a.y, b.x - a.x, b.y - a.y), ids, extend);
    }

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            root.spaceHeld = true;
            event.accepted = true;
        }
    }
    Keys.onReleased: event => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            root.spaceHeld = false;
            event.accepted = true;
        }
    }
    onActiveFocusChanged: if (!root.activeFocus) root.spaceHeld = false

    // A panel docked or undocked: the minimap's corner is chosen again at once (after a refit),
    // not after the pause a pan waits for.
    onWidthChanged: {
        if (root.fitted)
            Qt.callLater(root.refitAfterResize);
        Qt.callLater(root.placeMinimap);
    }
    onHeightChanged: {
        if (root.fitted)
            Qt.callLater(root.refitAfterResize);
        Qt.callLater(root.placeMinimap);
    }

    Connections {
        target: root.nodes

        function onModelReset() {
            Qt.callLater(root.fitToView);
        }
    }

    // Only the cards and edges near the view get delegates: a large graph opens and pans with
    // the few dozen in sight, not all of them.
    ViewportFilterModel {
        id: nodeView

        sourceModel: root.nodes
        viewport: root.viewRect
        cardWidth: Theme.nodeWidth
        cardBaseHeight: Theme.nodeHeaderHeight + 2 * Theme.nodePadding
        rowHeight: Theme.portRowHeight
    }
    ViewportFilterModel {
        id: edgeView

        sourceModel: root.edges
        viewport: root.viewRect
        cardWidth: Theme.nodeWidth
        cardBaseHeight: Theme.nodeHeaderHeight + 2 * Theme.nodePadding
        rowHeight: Theme.portRowHeight
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
        acceptedButtons: Qt.LeftButton | Qt.MiddleButton
        acceptedModifiers: Qt.NoModifier
        cursorShape: panHandler.active ? Qt.ClosedHandCursor
                                       : root.spaceHeld ? Qt.OpenHandCursor : Qt.ArrowCursor
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

    DragHandler {
        id: bandHandler

        target: null
        acceptedButtons: Qt.LeftButton
        acceptedModifiers: Qt.ShiftModifier
        onActiveChanged: {
            if (!bandHandler.active)
                root.selectInRect(Qt.rect(band.x, band.y, band.width, band.height), true);
        }
    }

    TapHandler {
        objectName: "canvasTap"
        acceptedButtons: Qt.LeftButton
        onTapped: (eventPoint, button) => {
            root.forceActiveFocus();
            if (root.cardAt(eventPoint.scenePosition) !== null)
                return;
            const edge = root.edgeKeyAt(eventPoint.scenePosition);
            if (edge.length === 4)
                root.selection.selectEdge(edge[0], edge[1], edge[2], edge[3]);
            else if ((eventPoint.modifiers & Qt.ControlModifier) === 0)
                root.selection.clear();
        }
        onDoubleTapped: (eventPoint, button) => {
            if (root.cardAt(eventPoint.scenePosition) !== null)
                return;
            const local = root.mapFromItem(null, eventPoint.scenePosition.x,
                                           eventPoint.scenePosition.y);
            quickAdd.openAt(local, eventPoint.scenePosition);
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

    PinchHandler {
        target: null
        property real startScale: 1
        onActiveChanged: if (active) startScale = scene.scale
        onActiveScaleChanged: {
            if (active)
                root.zoomAt(centroid.position.x, centroid.position.y,
                            root.clampZoom(startScale * activeScale) / scene.scale);
        }
    }

    Item {
        id: scene

        objectName: "canvasScene"
        transformOrigin: Item.TopLeft

        // Frames, under the edges and the nodes: a frame groups what lies on it. Their gestures
        // go to the AnnotationController.
        Item {
            id: annotationLayer

            objectName: "annotationLayer"

            function windowDelta(translation: point): point {
                return Qt.point(translation.x / scene.scale, translation.y / scene.scale);
            }

            Repeater {
                model: root.annotations ? root.annotations.frames : null
                delegate: FrameItem {
                    interactive: !root.spaceHeld
                    zoom: scene.scale
                    colours: root.annotations.colours
                    onClicked: toggle => {
                        root.forceActiveFocus();
                        if (toggle || !selected)
                            root.selection.selectFrame(frameId, toggle);
                    }
                    onMoveStarted: root.annotations.beginFrameMove(frameId)
                    onMoveUpdated: translation => root.annotations.dragFrameMove(
                                       annotationLayer.windowDelta(translation), Theme.gridSpacing)
                    onMoveFinished: root.annotations.endFrameMove()
                    onResizeStarted: root.annotations.beginFrameResize(frameId)
                    onResizeUpdated: translation => root.annotations.dragFrameResize(
                                         annotationLayer.windowDelta(translation),
                                         Theme.gridSpacing)
                    onResizeFinished: root.annotations.endFrameResize()
                    onRenamed: title => {
                        root.annotations.setFrameTitle(frameId, title);
                        root.forceActiveFocus();
                    }
                    onRecoloured: colour => root.annotations.setFrameColour(frameId, colour)
                    onDeleteRequested: {
                        root.selection.selectFrame(frameId, false);
                        root.edit.removeSelection();
                    }
                }
            }
        }

        Item {
            id: edgeLayer

            // Zoomed far out, hundreds of edges are in view: they are painted together in one
            // picture instead of a curve item each (edgeKeyAt() asks it which edge a click hit).
            EdgeOverview {
                id: edgeOverview

                objectName: "edgeOverview"
                visible: !root.detailed
                model: root.edges
                zoom: scene.scale
                cardWidth: Theme.nodeWidth
                portTop: Theme.nodeHeaderHeight + Theme.nodePadding
                rowHeight: Theme.portRowHeight
                minHandle: Theme.edgeMinHandle
                lineWidth: Theme.edgeWidth
                color: Theme.edge
                selectedColor: Theme.accent
                criticalColor: Theme.critical
                selectedKey: root.selection.edgeKey
            }

            Repeater {
                model: root.detailed ? edgeView : null
                delegate: EdgeCurve {
                    selected: root.selection.edgeKey
                              === fromNode + "." + fromPort + "->" + toNode + "." + toPort
                }
            }
        }

        // Zoomed far out, every card is painted in one picture that a pan only moves; the card
        // delegates stay on it, transparent, for clicks, drags and the rubber band.
        NodeOverview {
            id: nodeOverview

            objectName: "nodeOverview"
            visible: !root.detailed && root.nodes.count > 0
            x: nodeView.bounds.x
            y: nodeView.bounds.y
            width: nodeView.bounds.width
            height: nodeView.bounds.height
            origin: Qt.point(nodeView.bounds.x, nodeView.bounds.y)
            model: root.nodes
            zoom: scene.scale
            cards: true
            cardWidth: Theme.nodeWidth
            cardBaseHeight: Theme.nodeHeaderHeight + 2 * Theme.nodePadding
            rowHeight: Theme.portRowHeight
            headerHeight: Theme.nodeHeaderHeight
            badgeSize: Theme.badgeSize
            radius: Theme.radius
            backgroundColor: Theme.nodeBackground
            borderColor: Theme.nodeBorder
            tint: Theme.dark ? 0.14 : 0.07
            colorFor: category => Theme.categoryColor(category)
            selectedColor: Theme.accent
            stateColorFor: state => Theme.stateColor(state)
            criticalColor: Theme.critical
            // Titles at the least readable size on screen, whatever the zoom: a far-out card is
            // some 60 pixels wide, and each pixel less gives a title a letter or two more.
            // (A whole font: a grouped `titleFont.pixelSize` never reaches the C++ property.)
            titleFont: Qt.font({
                pixelSize: Theme.minimumTextSize,
                weight: Font.DemiBold
            })
            titleColor: Theme.text
        }

        Item {
            id: nodeLayer

            objectName: "nodeLayer"

            Repeater {
                model: nodeView
                delegate: NodeCard {
                    interactive: !root.spaceHeld
                    detailed: root.detailed
                    compact: root.compact
                    zoom: scene.scale
                    onClicked: toggle => {
                        // Focus first: a field being edited in the inspector commits to the
                        // node it belongs to before the selection changes.
                        root.forceActiveFocus();
                        if (toggle)
                            root.selection.select(nodeId, true);
                        else if (!selected)
                            root.selection.select(nodeId, false);
                    }
                    onMoveStarted: {
                        root.forceActiveFocus();
                        if (!selected)
                            root.selection.select(nodeId, false);
                        root.edit.beginMove();
                    }
                    onMoveUpdated: translation => {
                        root.edit.dragMove(Qt.point(translation.x / scene.scale,
                                                    translation.y / scene.scale),
                                           Theme.gridSpacing);
                    }
                    onMoveFinished: root.edit.endMove()
                    onContextMenuRequested: {
                        root.forceActiveFocus();
                        if (!selected)
                            root.selection.select(nodeId, false);
                        if (root.runToHereAction)
                            nodeMenu.popup();
                    }
                    onOutputTapped: port => {
                        root.forceActiveFocus();
                        if (!selected || root.selection.nodeCount !== 1)
                            root.selection.select(nodeId, false);
                        root.outputInspected(nodeId, port);
                    }
                    onWireStarted: (port, output, point) => wire.begin(nodeId, port, output,
                                                                       point)
                    onWireMoved: point => wire.move(point)
                    onWireFinished: point => wire.finish(point)
                }
            }
        }

        // Comments, above the nodes: a note explains what it lies on and must stay readable.
        Item {
            id: commentLayer

            objectName: "commentLayer"

            Repeater {
                model: root.annotations ? root.annotations.comments : null
                delegate: CommentItem {
                    interactive: !root.spaceHeld
                    onClicked: toggle => {
                        root.forceActiveFocus();
                        if (toggle || !selected)
                            root.selection.selectComment(commentId, toggle);
                    }
                    onMoveStarted: root.annotations.beginCommentMove(commentId)
                    onMoveUpdated: translation => root.annotations.dragCommentMove(
                                       annotationLayer.windowDelta(translation), Theme.gridSpacing)
                    onMoveFinished: root.annotations.endCommentMove()
                    onEdited: text => {
                        root.annotations.setCommentText(commentId, text);
                        root.forceActiveFocus();
                    }
                    onDeleteRequested: {
                        root.selection.selectComment(commentId, false);
                        root.edit.removeSelection();
                    }
                }
            }
        }

        WireCurve {
            objectName: "wire"
            visible: wire.active
            start: wire.fromOutput ? wire.start : wire.end
            end: wire.fromOutput ? wire.end : wire.start
            color: wire.problem !== "" ? Theme.danger : wire.overPort ? Theme.accent : Theme.edge
        }
    }

    Rectangle {
        id: band

        objectName: "rubberBand"
        visible: bandHandler.active
        x: Math.min(bandHandler.centroid.pressPosition.x, bandHandler.centroid.position.x)
        y: Math.min(bandHandler.centroid.pressPosition.y, bandHandler.centroid.position.y)
        width: Math.abs(bandHandler.centroid.position.x - bandHandler.centroid.pressPosition.x)
        height: Math.abs(bandHandler.centroid.position.y - bandHandler.centroid.pressPosition.y)
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
        border.color: Theme.accent
        border.width: 1
    }

    Minimap {
        id: minimap

        readonly property real margin: Theme.spacing * 1.5

        // Smaller on a small canvas (a 1280 × 800 window with the dashboard docked), so that
        // it covers less of the graph.
        width: root.width < 1000 || root.height < 480 ? 150 : 200
        height: width * 0.65
        x: root.minimapCorner % 2 === 0 ? root.width - width - margin : margin
        y: root.minimapCorner < 2 ? root.height - height - margin : margin
        visible: root.nodes.count > 0 && root.showMinimap
        nodes: root.nodes
        frames: root.annotations ? root.annotations.frames : null
        // Frames and comments count too: a frame beside the nodes is still on the map.
        graphBounds: root.contentBounds()
        viewBounds: root.viewRect
        onCenterRequested: graphPoint => root.centerOn(graphPoint)
    }

    // The corner the minimap sits in: 0 bottom right, 1 bottom left, 2 top right, 3 top left.
    // It moves to the first corner where it covers no card (else the one where it covers the
    // fewest) once the view rests: never while the view pans or the map is dragged, so that it
    // does not jump away under the pointer.
    property int minimapCorner: 0

    // How many cards meet the rectangle `area` (in this item's coordinates).
    function cardsUnder(area: rect): int {
        const a = nodeLayer.mapFromItem(root, area.x, area.y);
        const b = nodeLayer.mapFromItem(root, area.x + area.width, area.y + area.height);
        let count = 0;
        for (let i = 0; i < nodeLayer.children.length; ++i) {
            const card = nodeLayer.children[i];
            if (card.objectName.startsWith("node:") && card.visible && card.x < b.x
                    && card.x + card.width > a.x && card.y < b.y && card.y + card.height > a.y)
                ++count;
        }
        return count;
    }

    function placeMinimap(): void {
        if (minimap.dragging || !minimap.visible)
            return;
        const m = minimap.margin;
        let best = root.minimapCorner;
        let fewest = Infinity;
        // The current corner first: among corners that cover as few cards, it stays.
        const order = [root.minimapCorner, 0, 1, 2, 3];
        for (const corner of order) {
            const x = corner % 2 === 0 ? root.width - minimap.width - m : m;
            const y = corner < 2 ? root.height - minimap.height - m : m;
            const covered = root.cardsUnder(Qt.rect(x, y, minimap.width, minimap.height));
            if (covered < fewest) {
                fewest = covered;
                best = corner;
            }
        }
        root.minimapCorner = best;
    }

    Timer {
        id: minimapPlacement

        interval: 300
        onTriggered: root.placeMinimap()
    }
    onViewRectChanged: minimapPlacement.restart()
    Connections {
        target: root.nodes

        function onRowsInserted() {
            minimapPlacement.restart();
        }
    }

    // Files and folders dragged in from the file manager become source nodes where dropped.
    DropArea {
        id: fileDrop

        objectName: "fileDropArea"
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: drop => {
            const p = nodeLayer.mapFromItem(fileDrop, drop.x, drop.y);
            const added = root.edit.addFileNodes(drop.urls,
                                                 Qt.point(root.snap(p.x - Theme.nodeWidth / 2),
                                                          root.snap(p.y - Theme.nodeHeaderHeight / 2)));
            if (added > 0)
                drop.acceptProposedAction();
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: fileDrop.containsDrag
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.06)
        border.color: Theme.accent
        border.width: 2
    }

    // Frames and comments from the menus: a comment in the middle of the view, and a right-click
    // on the canvas that adds either where the pointer is.
    function addCommentInView(): void {
        if (!root.annotations)
            return;
        const p = root.graphPoint(root.mapToItem(null, root.width / 2, root.height / 3));
        root.addCommentAt(Qt.point(root.snap(p.x), root.snap(p.y)));
    }

    // Adds a note at the graph point and opens it for typing.
    function addCommentAt(graphPoint: point): void {
        const id = root.annotations.addComment(graphPoint);
        for (let i = 0; i < commentLayer.children.length; ++i) {
            const note = commentLayer.children[i];
            if (note.objectName === "comment:" + id) {
                note.startEditing();
                return;
            }
        }
        root.forceActiveFocus();
    }

    TapHandler {
        objectName: "canvasContextTap"
        acceptedButtons: Qt.RightButton
        enabled: root.annotations !== null
        onTapped: eventPoint => {
            root.forceActiveFocus();
            const p = root.graphPoint(eventPoint.scenePosition);
            canvasMenu.graphPosition = Qt.point(root.snap(p.x), root.snap(p.y));
            canvasMenu.popup();
        }
    }

    AppMenu {
        id: canvasMenu

        property point graphPosition

        objectName: "canvasMenu"

        MenuItem {
            text: qsTr("Add Frame Around Selection")
            enabled: root.selection.nodeCount > 0
            onTriggered: root.annotations.addFrameAroundSelection()
        }
        MenuItem {
            text: qsTr("Add Frame Here")
            onTriggered: root.annotations.addFrame(canvasMenu.graphPosition)
        }
        MenuItem {
            text: qsTr("Add Comment Here")
            onTriggered: root.addCommentAt(canvasMenu.graphPosition)
        }
    }

    // A node's menu (right-click on its card): what to do with the node clicked on.
    AppMenu {
        id: nodeMenu

        objectName: "nodeMenu"

        MenuActionItem {
            objectName: "runToHereItem"
            action: root.runToHereAction
        }
        MenuActionItem {
            objectName: "runSelectedItem"
            action: root.runSelectedAction
            visible: root.runSelectedAction !== null
            height: visible ? implicitHeight : 0
        }
        MenuActionItem {
            objectName: "freezeItem"
            action: root.freezeAction
            visible: root.freezeAction !== null
            height: visible ? implicitHeight : 0
        }
    }

    PointerMessage {
        id: message

        objectName: "wireMessage"
    }

    WireGesture {
        id: wire

        canvas: root
        edit: root.edit
        message: message
        onQuickAddRequested: (windowPoint, kind, fromOutput) => {
            const local = root.mapFromItem(null, windowPoint.x, windowPoint.y);
            quickAdd.openForWire(local, windowPoint, wire.node, wire.port, kind, fromOutput);
        }
    }

    QuickAddPopup {
        id: quickAdd

        onChosen: (operatorId, windowPoint) => root.addOperatorAt(operatorId, windowPoint)
        onChosenForWire: (operatorId, windowPoint, nodeId, port, fromOutput) => {
            // The new card's first port sits where the wire was let go: its input for a wire
            // from an output (the card to the right), its output for one from an input.
            const p = root.graphPoint(windowPoint);
            const x = fromOutput ? p.x + Theme.portDotSize : p.x - Theme.nodeWidth
                                                               - Theme.portDotSize;
            const y = p.y - Theme.portY(0);
            root.edit.addConnectedNode(operatorId, Qt.point(root.snap(x), root.snap(y)), nodeId,
                                       port, fromOutput);
            root.forceActiveFocus();
        }
    }
}
