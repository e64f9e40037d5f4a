import QtQuick
import QtQuick.Controls
import Weft

// A command of the run toolbar: its text in the command's colour while it can be used, in the
// faint text colour on a flat background while it cannot, so that a disabled Run, Cancel or
// Resume never looks clickable. Its `hint` shows as a tooltip on hover.
ToolButton {
    id: root

    // The colour of the text while enabled.
    property color tint: Theme.text
    // What the command does, and its key.
    property string hint

    font.pixelSize: Theme.fontSize

    HintToolTip {
        visible: root.hovered && root.hint !== ""
        text: root.hint
    }

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
