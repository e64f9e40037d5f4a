import QtQuick
import QtQuick.Controls
import Weft

// One port row of a node card: the dot sits on the card's edge (left for inputs, right for
// outputs), coloured by the data kind, with the port's name inside the card.
Item {
    id: root

    required property string name
    required property string kind
    property bool output: false

    implicitHeight: Theme.portRowHeight

    Rectangle {
        id: dot

        width: Theme.portDotSize
        height: Theme.portDotSize
        radius: width / 2
        x: root.output ? root.width - width / 2 : -width / 2
        anchors.verticalCenter: parent.verticalCenter
        color: Theme.kindColor(root.kind)
        border.color: Theme.nodeBackground
        border.width: 2
    }

    Label {
        anchors.verticalCenter: parent.verticalCenter
        anchors.left: root.output ? undefined : dot.right
        anchors.right: root.output ? dot.left : undefined
        anchors.leftMargin: root.output ? 0 : 6
        anchors.rightMargin: root.output ? 6 : 0
        width: root.width / 2 - Theme.portDotSize
        horizontalAlignment: root.output ? Text.AlignRight : Text.AlignLeft
        elide: Text.ElideRight
        text: root.name
        color: Theme.textMuted
        font.pixelSize: Theme.smallFontSize
    }
}
