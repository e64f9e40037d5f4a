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

    NodeRunStateRing {
        objectName: "freshnessRing"
        x: parent.width - Theme.nodePadding - width
        y: (Theme.nodeHeaderHeight - height) / 2
        width: Theme.badgeSize
        height: Theme.badgeSize
        // Full for a result at hand, an empty track for one a run must compute.
        progress: root.freshness === "current" ? 1 : 0
        color: root.tone
        trackColor: Qt.rgba(root.tone.r, root.tone.g, root.tone.b, 0.35)
        lineWidth: 3

        Text {
            objectName: "freshnessGlyph"
            anchors.centerIn: parent
            text: Theme.stateGlyph(root.look)
            color: root.tone
            font.pixelSize: Math.min(Theme.titleFontSize * root.textScale, Theme.badgeSize - 8)
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
