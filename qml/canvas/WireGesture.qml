import QtQuick
import Weft
import Weft.Models

// The connection being drawn on the canvas, from the press on a port to the release: where it
// starts and ends, whether the port under the pointer takes it and why not. A release on a port
// connects or says why it cannot (on the card's edge too, where half of each dot lies outside
// the card); a release on a card that has no fitting port says so; a new connection let go on
// empty canvas asks which node to add there (`quickAddRequested`), and the canvas connects the
// node chosen. Knows the canvas only through `canvas`'s lookups (cardAt, cardNamed,
// graphPoint); every change goes to the EditController.
QtObject {
    id: root

    required property Item canvas
    required property EditController edit
    // Where refusals are shown: a PointerMessage.
    required property Item message

    // From (node, port), an output unless fromOutput is false (a drag that started on a free
    // input); `kind` is that port's data kind. A connection picked up from an input
    // (`pickedUp`) is dropped when let go on empty canvas.
    property string node
    property string port
    property string kind
    property bool fromOutput: true
    property bool pickedUp: false
    property point start
    property point end
    property bool active: false
    property bool overPort: false
    property string problem

    // A new connection let go on empty canvas: the canvas offers the operators that fit.
    signal quickAddRequested(point windowPoint, string kind, bool fromOutput)

    // The card under a window point, or the one whose port dots reach it from beside the
    // card (`input`: a card to the right of the point).
    function cardNear(windowPoint: point, input: bool): Item {
        const direct = root.canvas.cardAt(windowPoint);
        if (direct)
            return direct;
        const reach = Theme.portDotSize * root.canvas.zoom;
        return root.canvas.cardAt(Qt.point(windowPoint.x + (input ? reach : -reach),
                                           windowPoint.y));
    }

    // The port of the wanted side under a window point: the row under the pointer, or the
    // card's only port of that side anywhere on the card. Returns [node, port] or [].
    function portAt(windowPoint: point, input: bool) {
        const card = root.cardNear(windowPoint, input);
        if (!card)
            return [];
        const p = root.canvas.graphPoint(windowPoint);
        const ports = input ? card.inputPorts : card.outputPorts;
        const row = Math.floor((p.y - card.y - Theme.nodeHeaderHeight - Theme.nodePadding)
                               / Theme.portRowHeight);
        if (row >= 0 && row < ports.length)
            return [card.nodeId, ports[row]];
        return ports.length === 1 ? [card.nodeId, ports[0]] : [];
    }

    function problemFor(target): string {
        if (target.length === 0)
            return "";
        return root.fromOutput
                ? root.edit.connectionProblem(root.node, root.port, target[0], target[1])
                : root.edit.connectionProblem(target[0], target[1], root.node, root.port);
    }

    // Why a release on `card` but off its ports connects nothing ("" on the wire's own card).
    function missedPortText(card: Item): string {
        if (card.nodeId === root.node)
            return "";
        const ports = root.fromOutput ? card.inputPorts : card.outputPorts;
        if (ports.length === 0)
            return root.fromOutput ? qsTr("This node has no inputs.")
                                   : qsTr("This node has no outputs.");
        return root.fromOutput ? qsTr("Drop the connection on one of the node’s inputs.")
                               : qsTr("Drop the connection on one of the node’s outputs.");
    }

    function kindOf(card: Item, name: string, output: bool): string {
        if (!card)
            return "";
        const ports = output ? card.outputPorts : card.inputPorts;
        const kinds = output ? card.outputKinds : card.inputKinds;
        const index = ports.indexOf(name);
        return index >= 0 ? kinds[index] : "";
    }

    function begin(nodeId: string, portName: string, output: bool, windowPoint: point): void {
        let fromOutput = output;
        let node = nodeId;
        let name = portName;
        let pickedUp = false;
        if (!output) {
            // Dragging a connected input picks its connection up, to move or drop it.
            const sources = root.edit.inputSources(nodeId, portName);
            if (sources.length >= 2) {
                root.edit.disconnectPorts(sources[0], sources[1], nodeId, portName);
                node = sources[0];
                name = sources[1];
                fromOutput = true;
                pickedUp = true;
            }
        }
        root.node = node;
        root.port = name;
        root.fromOutput = fromOutput;
        root.pickedUp = pickedUp;
        const card = root.canvas.cardNamed(node);
        root.kind = root.kindOf(card, name, fromOutput);
        root.start = root.canvas.graphPoint(windowPoint);
        if (node !== nodeId && card) {
            const index = Math.max(0, card.outputPorts.indexOf(name));
            root.start = Qt.point(card.x + card.width, card.y + Theme.portY(index));
        }
        root.end = root.canvas.graphPoint(windowPoint);
        root.problem = "";
        root.overPort = false;
        root.active = true;
    }

    function move(windowPoint: point): void {
        if (!root.active)
            return;
        root.end = root.canvas.graphPoint(windowPoint);
        const target = root.portAt(windowPoint, root.fromOutput);
        root.overPort = target.length > 0;
        root.problem = root.problemFor(target);
        root.message.show(root.problem, root.canvas.mapFromItem(null, windowPoint.x,
                                                                windowPoint.y));
    }

    function finish(windowPoint: point): void {
        if (!root.active)
            return;
        root.active = false;
        const local = root.canvas.mapFromItem(null, windowPoint.x, windowPoint.y);
        const target = root.portAt(windowPoint, root.fromOutput);
        if (target.length === 0) {
            const card = root.cardNear(windowPoint, root.fromOutput);
            const missed = card ? root.missedPortText(card) : "";
            if (missed !== "") {
                root.message.flash(missed, local);
                return;
            }
            root.message.hide();
            if (!card && !root.pickedUp && root.kind !== "")
                root.quickAddRequested(windowPoint, root.kind, root.fromOutput);
            return;
        }
        const problem = root.problemFor(target);
        if (problem !== "") {
            // Refused: the reason stays beside the pointer for a moment.
            root.message.flash(problem, local);
            return;
        }
        root.message.hide();
        if (root.fromOutput)
            root.edit.connectPorts(root.node, root.port, target[0], target[1]);
        else
            root.edit.connectPorts(target[0], target[1], root.node, root.port);
    }
}
