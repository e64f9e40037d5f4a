import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// A node's part in the run shown, drawn over its card (made only while a run is shown and the
// card is detailed): a progress ring in the header, in the state's colour with its glyph, the
// current batch size of a map node on a label across the card's lower edge (once the node has
// its outputs, its time, rows and bytes there instead), and the error of a failed node on hover.
Item {
    id: root

    required property string runState
    required property real progress
    required property bool map
    required property real items
    required property real batchSize
    required property string error
    // "0.4 s · 14 rows · 1.2 kB": NodeListModel's runFigures.
    required property string figures
    // Zoomed out, the card's text grows by this factor to stay readable on screen.
    property real textScale: 1
    // A compact card's title needs the card's whole width: the ring sits on its top-left
    // corner instead, smaller, on a disc of the card's colour (as the freshness mark does).
    property bool compact: false

    readonly property color tone: Theme.stateColor(root.runState)

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

        objectName: "runRing"
        x: root.compact ? -width / 2 + 4 : parent.width - Theme.nodePadding - width
        y: root.compact ? -height / 2 + 4 : (Theme.nodeHeaderHeight - height) / 2
        width: root.compact ? Theme.problemMarkSize * root.textScale : Theme.badgeSize
        height: width
        progress: root.progress
        color: root.tone
        trackColor: Qt.rgba(root.tone.r, root.tone.g, root.tone.b, 0.22)
        lineWidth: root.compact ? 2 * root.textScale : 3

        Text {
            objectName: "runGlyph"
            anchors.centerIn: parent
            text: Theme.stateGlyph(root.runState)
            color: root.tone
            // Grows with the text, up to what the ring holds.
            font.pixelSize: root.compact ? Theme.smallFontSize * root.textScale
                                         : Math.min(Theme.titleFontSize * root.textScale,
                                                    Theme.badgeSize - 8)
            font.weight: Font.Bold
        }
    }

    Rectangle {
        objectName: "batchLabel"
        visible: root.map && root.batchSize > 0 && root.figures === ""
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height / 2
        width: batchText.implicitWidth + 2 * Theme.spacing
        height: batchText.implicitHeight + 4
        radius: height / 2
        color: Theme.panel
        border.color: root.tone

        Text {
            id: batchText

            anchors.centerIn: parent
            text: qsTr("batch %1 · %2 items").arg(root.batchSize.toLocaleString(Qt.locale(), "f", 0))
                                               .arg(root.items.toLocaleString(Qt.locale(), "f", 0))
            color: Theme.text
            font.pixelSize: Theme.smallFontSize * root.textScale
        }
    }

    // After the run: its time, rows and bytes out, on the same edge as the batch label. No
    // wider than the card, so that it never covers a neighbour's: zoomed out, where the text
    // grows, the last figures give way first (bytes, then rows), and hovering the label shows
    // them all.
    Rectangle {
        id: figuresLabel

        readonly property var parts: root.figures.split(" · ")
        readonly property real room: root.width - 2 * Theme.spacing
        readonly property string shown: {
            // Measured again when the text grows: a call to advanceWidth() is no dependency.
            void figuresMetrics.height
            for (let count = parts.length; count > 1; --count) {
                const text = parts.slice(0, count).join(" · ")
                if (figuresMetrics.advanceWidth(text) <= room)
                    return text
            }
            return parts[0]
        }
        readonly property bool shortened: shown !== root.figures

        objectName: "figuresLabel"
        visible: root.figures !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height / 2
        width: figuresText.width + 2 * Theme.spacing
        height: figuresText.implicitHeight + 4
        radius: height / 2
        color: Theme.panel
        border.color: root.tone

        FontMetrics {
            id: figuresMetrics

            font: figuresText.font
        }

        Text {
            id: figuresText

            objectName: "figuresText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, figuresLabel.room)
            text: figuresLabel.shown
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: Theme.smallFontSize * root.textScale
        }

        HoverHandler {
            id: figuresHover

            enabled: figuresLabel.shortened
        }

        HintToolTip {
            objectName: "figuresToolTip"
            visible: figuresHover.hovered && figuresLabel.shortened
            text: root.figures
        }
    }

    HoverHandler {
        id: hover

        enabled: root.error !== ""
    }

    HintToolTip {
        visible: hover.hovered && root.error !== ""
        text: root.error
    }
}
