import QtQuick
import QtQuick.Controls
import Weft

// The one tooltip of the window: waits before it appears (a pointer passing by shows nothing),
// wraps at about 40 characters, and opens below what it explains, so that a tooltip of the
// palette or the toolbar never covers the toolbar. Declared inside the item it explains:
//
//     Button {
//         HintToolTip {
//             visible: parent.hovered
//             text: qsTr("Read the file again")
//         }
//     }
ToolTip {
    id: root

    FontMetrics {
        id: metrics

        font: root.font
    }

    // The measure of a readable line: Theme.toolTipColumns average characters.
    readonly property real maximumTextWidth: metrics.averageCharacterWidth * Theme.toolTipColumns

    objectName: "hintToolTip"
    delay: Theme.toolTipDelay
    font.pixelSize: Theme.smallFontSize + 1
    x: parent ? Math.round((parent.width - root.width) / 2) : 0
    y: parent ? parent.height + Theme.spacing / 2 : 0
    // Inside the window: a tooltip at an edge moves in rather than out of sight.
    margins: Theme.spacing / 2
    implicitWidth: Math.min(textItem.implicitWidth, root.maximumTextWidth) + root.leftPadding
                   + root.rightPadding
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing
    topPadding: Theme.spacing / 2 + 1
    bottomPadding: Theme.spacing / 2 + 1

    contentItem: Text {
        id: textItem

        text: root.text
        font: root.font
        wrapMode: Text.Wrap
        color: Theme.toolTipText
    }

    background: Rectangle {
        color: Theme.toolTip
        radius: Theme.smallRadius
    }
}
