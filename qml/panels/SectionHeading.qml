import QtQuick
import QtQuick.Controls
import Weft

// The small upper-case heading over a group of fields in a side panel.
Label {
    id: root

    color: Theme.textFaint
    font.pixelSize: Theme.smallFontSize
    font.weight: Font.DemiBold
    font.capitalization: Font.AllUppercase
    font.letterSpacing: 0.6
}
