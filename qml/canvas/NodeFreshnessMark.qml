import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// A node's freshness when no run says more (NodeListModel's freshness roles): a ring in the
// header where a run's progress ring goes, in the mark's colour with its glyph (up to date from
// the cache, stale, never run, never cached), and why on hover.
Item {
    id: root

    // "current", "stale", "new" or "uncached".
    required property string freshness
    required property string reason
    property real textScale: 1
    // The pointer is on the mark: the card shows the mark's tooltip, not its own.
    readonly property bool hovered: hover.hovered

    readonly property string look: root.freshness === "current" ? "cached" : root.freshness
    readonly property color tone: Theme.stateColor(root.look)

    // A compact card's title needs the card's whole width: the mark sits on its top-left
    // corner instead, smaller, on a disc of the card's colour.
    property bool compact: false

    Rectangle {
        visible: root.compact
        x: ring.x - 2
        y: ring.y - 2
        width: ring.width + 4
        height: ring.height + 4
        radius: width / 2
        color: Theme.nodeBackground
    }

    NodeRunStateRing {
        id: ring

        objectName: "freshnessRing"
        x: root.compact ? -width / 2 + 4 : parent.width - Theme.nodePadding - width
        y: root.compact ? -height / 2 + 4 : (Theme.nodeHeaderHeight - height) / 2
        width: root.compact ? Theme.problemMarkSize * root.textScale : Theme.badgeSize
        height: width
        // Full for a result at hand, an empty track for one a run must compute.
        progress: root.freshness === "current" ? 1 : 0
        color: root.tone
        trackColor: Qt.rgba(root.tone.r, root.tone.g, root.tone.b, 0.35)
        lineWidth: root.compact ? 2 * root.textScale : 3

        Text {
            objectName: "freshnessGlyph"
            anchors.centerIn: parent
            text: Theme.stateGlyph(root.look)
            color: root.tone
            font.pixelSize: root.compact ? Theme.smallFontSize * root.textScale : Math.min(Theme.titleFontSize * root.textScale,
                                                         Theme.badgeSize - 8)
            font.weight: Font.Bold
        }

        HoverHandler {
            id: hover
        }

        HintToolTip {
            objectName: "freshnessTip"
            visible: hover.hovered && root.reason !== ""
            text: root.reason
        }
    }
}
