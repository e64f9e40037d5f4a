import QtQuick
import QtQuick.Controls
import Weft

// A command of the run toolbar: its text in the command's colour while it can be used, in the
// faint text colour on a flat background while it cannot, so that a disabled Run, Cancel or
// Resume never looks clickable. The tooltip (set by the user of it) shows on hover.
ToolButton {
    id: root

    // The colour of the text while enabled.
    property color tint: Theme.text

    font.pixelSize: Theme.fontSize
    ToolTip.visible: root.hovered
    ToolTip.delay: 600

    contentItem: Label {
        text: root.text
        font: root.font
        color: root.enabled ? root.tint : Theme.textFaint
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        implicitWidth: 32
        implicitHeight: 30
        radius: Theme.smallRadius
        color: !root.enabled ? "transparent"
                             : root.down ? Theme.border
                                         : root.hovered ? Theme.panelAlternate : "transparent"
        border.width: root.visualFocus ? 1 : 0
        border.color: Theme.accent
    }
}
