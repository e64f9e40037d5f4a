import QtQuick
import QtQuick.Controls
import Weft

// A number with its label under it, for the project panel's statistics.
Rectangle {
    id: root

    required property string label
    required property int value

    implicitWidth: 72
    implicitHeight: 58
    radius: Theme.smallRadius
    color: Theme.panelAlternate
    border.color: Theme.border

    Column {
        anchors.centerIn: parent
        spacing: 2

        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.value
            color: Theme.text
            font.pixelSize: Theme.headingFontSize + 1
            font.weight: Font.DemiBold
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.label
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
    }
}
