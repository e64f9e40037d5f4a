import QtQuick
import QtQuick.Controls
import Weft

// The one call to action of a view: filled with the accent colour, with a visible focus ring.
Button {
    id: root

    implicitHeight: 34
    leftPadding: 18
    rightPadding: 18
    font.pixelSize: Theme.fontSize
    font.weight: Font.DemiBold

    contentItem: Label {
        text: root.text
        font: root.font
        color: Theme.textOnAccent
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }

    background: Rectangle {
        radius: Theme.smallRadius + 1
        color: root.down ? Qt.darker(Theme.accent, 1.2)
                         : root.hovered ? Qt.darker(Theme.accent, 1.08) : Theme.accent
        border.width: root.visualFocus ? 2 : 0
        border.color: Theme.accentSoft

        Behavior on color {
            ColorAnimation {
                duration: Theme.duration
            }
        }
    }
}
