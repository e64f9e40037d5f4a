import QtQuick
import QtQuick.Controls
import Weft

// A button of a dialog's footer: the default answer filled with the accent colour, the others
// plain; a disabled one fades so that it reads as unavailable.
Button {
    id: root

    property bool primary: false

    implicitHeight: 32
    implicitWidth: Math.max(88, contentItem.implicitWidth + leftPadding + rightPadding)
    leftPadding: 14
    rightPadding: 14
    font.pixelSize: Theme.fontSize
    opacity: root.enabled ? 1 : 0.45

    contentItem: Label {
        text: root.text
        font: root.font
        color: root.primary ? Theme.textOnAccent : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: Theme.smallRadius + 1
        color: root.primary
               ? (root.down ? Qt.darker(Theme.accent, 1.2)
                            : root.hovered ? Qt.darker(Theme.accent, 1.08) : Theme.accent)
               : (root.down ? Theme.border : root.hovered ? Theme.panelAlternate : Theme.panel)
        border.width: root.primary && !root.visualFocus ? 0 : 1
        border.color: root.visualFocus ? Theme.accent : Theme.border
    }
}
