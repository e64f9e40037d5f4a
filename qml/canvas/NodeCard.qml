import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// A node on the canvas: a card at the node's saved position with a badge in its operator
// category's colour, its title and operator id, input ports on the left and output ports on
// the right. Delegate of the NodeListModel. Clicking selects it (Ctrl+click toggles), dragging
// moves the selection, dragging from a port draws a connection; the card only reports these
// gestures (signals, in window coordinates) and the canvas decides. A warning mark in the corner
// shows the node's problems on hover. Zoomed out until its smaller text would be hard to read
// (`compact`), the card shows its title alone, larger, and its ports without names. Zoomed far
// out (`detailed` false) the card draws nothing
// but its problem mark: text and ports would be a few pixels high, and the canvas paints the
// hundreds of cards in view in one picture instead (with titles where they fit); the card still
// takes clicks and drags and names its node on hover.
Item {
    id: root

    required property string nodeId
    required property string operatorId
    required property string displayTitle
    required property string category
    required property string operatorDescription
    required property point position
    required property list<string> inputPorts
    required property list<string> inputKinds
    required property list<string> outputPorts
    required property list<string> outputKinds
    required property bool knownOperator
    required property bool selected
    required property string problems
    // The node in the run shown (NodeListModel's run roles); runState is empty without a run.
    required property string runState
    required property real runProgress
    required property int runTasksDone
    required property int runTasksTotal
    required property real runItems
    required property real runBatchSize
    required property bool runMap
    required property string runError
    required property bool critical
    // The run took the node from the result cache, and what computing it took (ms; -1 unknown).
    required property bool runCached
    required property real runSavedMs
    // Its time and outputs once known: "0.4 s · 14 rows · 1.2 kB" (a cached node's without
    // the time, which its subtitle says it saved); "" before.
    required property string runFigures
    // Between runs: the node's freshness (NodeFreshness: "current", "stale", "new", "uncached";
    // empty without a plan, as for a project never saved), why, and a current node's time.
    required property string freshness
    required property string freshnessReason
    required property real freshnessSavedMs
    // It keeps the result it was frozen with (NodeFreezer): a snowflake on its corner.
    required property bool frozen
    // False while the canvas pans (Space held): the card lets every gesture through.
    property bool interactive: true
    // False when zoomed out so far that the card's text and ports could not be read.
    property bool detailed: true
    // True between that and the zoom at which all of the card's text reads at its own size: the
    // card shows its title alone, in a font that stays readable on screen (`zoom` says how
    // large), and ports without names.
    property bool compact: false
    property real zoom: 1
    // A port of the card is held down: the card must not move under a drag that draws a wire.
    property bool portHeld: false

    // The pointer pressed on the card (to select it), a move of the card in progress, and a
    // connection dragged from one of its ports; points are in window coordinates.
    signal clicked(bool toggle)
    signal moveStarted
    signal moveUpdated(point translation)
    signal moveFinished
    signal wireStarted(string port, bool output, point point)
    signal wireMoved(point point)
    signal wireFinished(point point)
    // A click on one of its output ports: the canvas shows what the port holds.
    signal outputTapped(string port)
    // Right-click on the card: the canvas offers what can be done with the node.
    signal contextMenuRequested

    readonly property bool inRun: root.runState !== ""
    // The state the card shows for the run: a node taken from the cache reads "cached".
    readonly property string shownState: root.runCached && root.runState === "succeeded"
                                         ? "cached" : root.runState
    // No run says anything of the node, but the cache plan does.
    readonly property bool showsFreshness: !root.inRun && root.freshness !== ""
    // How much larger the compact card draws its small text (the run's batch label), and its
    // title's size: enough for the canvas's readable size on screen, never smaller than the
    // full card's.
    readonly property real textScale: root.compact
                                      ? Math.max(1, Theme.readableTextSize
                                                 / (Theme.smallFontSize * root.zoom))
                                      : 1
    readonly property real titleSize: root.compact
                                      ? Math.max(Theme.titleFontSize,
                                                 Theme.readableTextSize / root.zoom)
                                      : Theme.titleFontSize
    // The subtitle while a run is shown: the state, and a map node's batches done of known.
    readonly property string runSummary: root.runMap && root.runTasksTotal > 1
                                         ? qsTr("%1 · %2 of %3 batches")
                                           .arg(MonitorFormat.stateText(root.runState))
                                           .arg(root.runTasksDone).arg(root.runTasksTotal - 1)
                                         : root.shownState === "cached" && root.runSavedMs > 0
                                           //: A node the run took from the cache: "cached ·
                                           //: saved 1.2 s" (what computing it took).
                                           ? qsTr("cached · saved %1")
                                             .arg(TextFormat.duration(root.runSavedMs / 1000))
                                           : MonitorFormat.stateText(root.shownState)
    // The subtitle between runs: the freshness in a word or two.
    readonly property string freshnessSummary: root.freshness === "current"
                                               && root.freshnessSavedMs > 0
                                               //: An up-to-date node: "up to date · 1.2 s"
                                               //: (what a run saves by taking it from the cache).
                                               ? qsTr("up to date · %1")
                                                 .arg(TextFormat.duration(
                                                          root.freshnessSavedMs / 1000))
                                               : MonitorFormat.stateText(root.freshness)

    readonly property color categoryColor: root.knownOperator
                                            ? Theme.categoryColor(root.category)
                                            : Theme.danger

    objectName: "node:" + root.nodeId
    x: root.position.x
    y: root.position.y
    width: Theme.nodeWidth
    height: Theme.nodeHeight(root.inputPorts.length, root.outputPorts.length)

    TapHandler {
        objectName: "nodeTap"
        enabled: root.interactive
        gesturePolicy: TapHandler.WithinBounds
        onPressedChanged: {
            if (pressed)
                root.clicked((point.modifiers & Qt.ControlModifier) !== 0);
        }
    }

    // Takes the right button from the canvas under it (WithinBounds grabs): the node's menu,
    // not the canvas's.
    TapHandler {
        objectName: "nodeContextTap"
        enabled: root.interactive
        acceptedButtons: Qt.RightButton
        gesturePolicy: TapHandler.WithinBounds
        onTapped: root.contextMenuRequested()
    }

    DragHandler {
        id: moveHandler

        enabled: root.interactive && !root.portHeld
        target: null
        acceptedButtons: Qt.LeftButton
        // A moving card keeps the drag: the canvas must not start panning under it.
        grabPermissions: PointerHandler.CanTakeOverFromItems
                         | PointerHandler.CanTakeOverFromHandlersOfDifferentType
        cursorShape: moveHandler.active ? Qt.ClosedHandCursor : Qt.ArrowCursor
        onActiveChanged: {
            if (moveHandler.active)
                root.moveStarted();
            else
                root.moveFinished();
        }
        // The translation is in window pixels, measured from the press.
        onTranslationChanged: {
            if (moveHandler.active)
                root.moveUpdated(Qt.point(moveHandler.translation.x, moveHandler.translation.y));
        }
    }

    // A finished run's critical path: a halo around the card.
    Rectangle {
        objectName: "criticalHalo"
        visible: root.critical && root.detailed
        anchors.fill: parent
        anchors.margins: -4
        radius: Theme.radius + 4
        color: Theme.critical
    }

    // A soft shadow from two offset layers: cheap on every scene graph backend. A compact card
    // has none: it would be less than a pixel.
    Rectangle {
        visible: root.detailed
        x: 0
        y: 3
        width: parent.width
        height: parent.height
        radius: Theme.radius + 1
        color: Theme.nodeShadow
        opacity: 0.5
    }
    Rectangle {
        visible: root.detailed
        x: 0
        y: 1
        width: parent.width
        height: parent.height
        radius: Theme.radius
        color: Theme.nodeShadow
    }

    // Zoomed far out the canvas paints every card in one picture (NodeOverview): this card
    // then draws nothing and only takes the pointer.
    Rectangle {
        id: card

        visible: root.detailed
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.nodeBackground
        border.color: root.selected ? Theme.accent
                                    : root.inRun ? Theme.stateColor(root.shownState)
                                                 : root.freshness === "stale"
                                                   ? Theme.stateColor("stale")
                                                   : Theme.nodeBorder
        border.width: root.selected || root.inRun || root.freshness === "stale" ? 2 : 1

        // The header, tinted with the category's colour; opaque, so that the square strip that
        // hides its lower rounded corners blends in.
        Rectangle {
            id: header

            readonly property color tint: Qt.tint(Theme.nodeBackground,
                                                  Qt.rgba(root.categoryColor.r,
                                                          root.categoryColor.g,
                                                          root.categoryColor.b,
                                                          Theme.dark ? 0.14 : 0.07))

            x: 1
            y: 1
            width: parent.width - 2
            height: Theme.nodeHeaderHeight - 1
            radius: Theme.radius - 1
            color: header.tint

            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: parent.radius
                color: header.tint
            }
        }

        // The category's colour, also in the compact card; its icon comes with the detail.
        // Compact, the title needs the card's whole width: the header's tint keeps the colour.
        Rectangle {
            id: badge

            visible: !root.compact
            x: Theme.nodePadding + 2
            y: (Theme.nodeHeaderHeight - height) / 2
            width: Theme.badgeSize
            height: Theme.badgeSize
            radius: Theme.smallRadius + 2
            color: root.categoryColor
        }
    }

    // The card's content: made only when the card is shown in detail.
    Loader {
        anchors.fill: parent
        active: root.detailed
        sourceComponent: Item {
            HintToolTip {
                // The freshness mark explains itself on hover instead.
                visible: hover.hovered && root.operatorDescription !== ""
                                 && root.runError === ""
                                 && !(freshnessLoader.item && freshnessLoader.item.hovered)
                text: root.operatorDescription
            }

            HoverHandler {
                id: hover
            }

            OperatorIcon {
                visible: !root.compact
                x: badge.x + (badge.width - width) / 2
                y: badge.y + (badge.height - height) / 2
                width: 18
                height: 18
                operatorId: root.operatorId
            }

            Column {
                x: root.compact ? Theme.nodePadding + 2 : badge.x + badge.width + Theme.spacing + 2
                // Compact, the title has the whole card to wrap in, beside the badge.
                y: root.compact ? Math.max(0, (root.height - height) / 2)
                                : badge.y + (badge.height - height) / 2
                // Room for the run's ring or the freshness mark; compact, they sit on a corner.
                width: parent.width - x - Theme.nodePadding - 2
                       - ((root.inRun || root.showsFreshness) && !root.compact
                          ? Theme.badgeSize + Theme.spacing : 0)
                spacing: 2

                // Text, not Label, here and below: a canvas holds thousands of cards.
                Text {
                    objectName: "nodeTitle"
                    width: parent.width
                    text: root.displayTitle
                    elide: Text.ElideRight
                    // Whole words where they fit; a word longer than the card breaks.
                    wrapMode: root.compact ? Text.WrapAtWordBoundaryOrAnywhere : Text.NoWrap
                    maximumLineCount: root.compact
                                      ? Math.max(1, Math.floor(root.height
                                                               / (font.pixelSize * 1.25)))
                                      : 1
                    color: Theme.text
                    font.pixelSize: root.titleSize
                    font.weight: Font.DemiBold
                }
                Text {
                    objectName: "nodeSubtitle"
                    visible: !root.compact
                    width: parent.width
                    text: root.inRun ? root.runSummary
                                     : root.showsFreshness ? root.freshnessSummary
                                                           : root.operatorId
                    elide: Text.ElideRight
                    color: Theme.textFaint
                    font.family: Theme.monoFamily
                    font.pixelSize: Theme.smallFontSize
                }
            }

            Rectangle {
                visible: !root.compact
                y: Theme.nodeHeaderHeight
                x: 1
                width: parent.width - 2
                height: 1
                color: Theme.nodeBorder
            }

            Column {
                y: Theme.nodeHeaderHeight + Theme.nodePadding
                width: parent.width

                Repeater {
                    model: root.inputPorts.length
                    delegate: NodePort {
                        required property int index
                        width: root.width
                        enabled: root.interactive
                        name: root.inputPorts[index]
                        kind: root.inputKinds[index]
                        showName: !root.compact
                        onPressedChanged: root.portHeld = pressed
                        onWireStarted: point => root.wireStarted(name, false, point)
                        onWireMoved: point => root.wireMoved(point)
                        onWireFinished: point => root.wireFinished(point)
                    }
                }
            }

            Column {
                y: Theme.nodeHeaderHeight + Theme.nodePadding
                width: parent.width

                Repeater {
                    model: root.outputPorts.length
                    delegate: NodePort {
                        required property int index
                        width: root.width
                        enabled: root.interactive
                        name: root.outputPorts[index]
                        // A command's outputs follow its parameters: the names may change a
                        // moment before the kinds do.
                        kind: root.outputKinds[index] ?? ""
                        showName: !root.compact
                        onPressedChanged: root.portHeld = pressed
                        output: true
                        onTapped: root.outputTapped(name)
                        onWireStarted: point => root.wireStarted(name, true, point)
                        onWireMoved: point => root.wireMoved(point)
                        onWireFinished: point => root.wireFinished(point)
                    }
                }
            }
        }
    }

    // Zoomed far out the painted card may be too small for its title: the pointer names it.
    HoverHandler {
        id: farHover

        enabled: !root.detailed
    }
    Loader {
        anchors.fill: parent
        active: farHover.hovered && !root.detailed
        sourceComponent: Item {
            HintToolTip {
                objectName: "nodeTitleTip"
                visible: true
                text: root.displayTitle
            }
        }
    }

    // Made only while a run is shown, for the cards shown in detail.
    Loader {
        objectName: "runStatusLoader"
        anchors.fill: parent
        active: root.inRun && root.detailed
        sourceComponent: NodeRunStatus {
            objectName: "runStatus"
            runState: root.shownState
            progress: root.runProgress
            map: root.runMap
            items: root.runItems
            batchSize: root.runBatchSize
            error: root.runError
            figures: root.runFigures
            compact: root.compact
            textScale: root.textScale
        }
    }

    // Made only between runs, for the cards shown in detail.
    Loader {
        id: freshnessLoader

        objectName: "freshnessLoader"
        anchors.fill: parent
        active: root.showsFreshness && root.detailed
        sourceComponent: NodeFreshnessMark {
            objectName: "freshnessMark"
            freshness: root.freshness
            reason: root.freshnessReason
            compact: root.compact
            textScale: root.textScale
        }
    }

    // Made only for frozen nodes: a snowflake on a disc (a shape as well as a colour) in the
    // middle of the card's bottom edge, clear of its ports and its other marks; why on hover.
    Loader {
        x: (root.width - Theme.problemMarkSize) / 2
        y: root.height - Theme.problemMarkSize / 2
        active: root.frozen
        sourceComponent: Rectangle {
            objectName: "frozenMark"
            width: Theme.problemMarkSize
            height: Theme.problemMarkSize
            radius: Theme.problemMarkSize / 2
            color: Theme.accent
            border.color: Theme.nodeBackground
            border.width: 2

            HintToolTip {
                visible: frozenHover.hovered
                //: The frozen mark's tooltip; Ctrl+Shift+F unfreezes the selected node.
                text: qsTr("Frozen (Ctrl+Shift+F): edits above it run neither it nor what "
                           + "is below it.")
            }

            HoverHandler {
                id: frozenHover
            }

            Text {
                anchors.centerIn: parent
                text: "❄"
                color: Theme.textOnAccent
                font.pixelSize: 12
                font.bold: true
            }
        }
    }

    // Made only for nodes that have problems: most have none, and a canvas holds thousands.
    Loader {
        x: root.width - Theme.problemMarkSize / 2 - 4
        y: -Theme.problemMarkSize / 2 + 4
        active: root.problems !== ""
        sourceComponent: ProblemMark {
            objectName: "problemMark"
            problems: root.problems
        }
    }
}
