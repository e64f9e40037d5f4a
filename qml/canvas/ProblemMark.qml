import QtQuick
import QtQuick.Controls
import Weft

// The mark on a node that cannot run as it is: a red disc with an exclamation mark (shape and
// colour, so that it does not depend on telling colours apart); hovering it shows the problems.
Rectangle {
    id: root

    required property string problems

    width: Theme.problemMarkSize
    height: Theme.problemMarkSize
    radius: Theme.problemMarkSize / 2
    color: Theme.danger
    border.color: Theme.nodeBackground
    border.width: 2

    HintToolTip {
        visible: markHover.hovered
        text: root.problems
    }

    HoverHandler {
        id: markHover
    }

    Label {
        anchors.centerIn: parent
        text: "!"
        color: Theme.textOnDanger
        font.pixelSize: 12
        font.bold: true
    }
}
