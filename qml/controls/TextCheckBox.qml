import QtQuick
import QtQuick.Controls
import Weft

// A check box whose text wraps to the width it is given instead of being cut: in a panel of
// fixed width a German label ("Ausgaben für fortgesetzte Läufe auf der Festplatte behalten")
// takes two lines. Give it a width (Layout.fillWidth or width).
CheckBox {
    id: root

    contentItem: Label {
        leftPadding: root.indicator && !root.mirrored ? root.indicator.width + root.spacing : 0
        rightPadding: root.indicator && root.mirrored ? root.indicator.width + root.spacing : 0
        text: root.text
        font: root.font
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignVCenter
        color: root.enabled ? Theme.text : Theme.textFaint
    }
}
