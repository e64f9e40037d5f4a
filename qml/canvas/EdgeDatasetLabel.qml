import QtQuick
import Weft
import Weft.Models

// The bytes an edge's dataset holds in the run shown, on the edge; once the dataset is
// released the figure is struck through and marked "released", faint.
Rectangle {
    id: root

    required property real bytes
    required property bool released

    objectName: "datasetLabel"
    width: row.implicitWidth + 2 * Theme.spacing - 2
    height: row.implicitHeight + 4
    radius: height / 2
    color: Theme.panel
    border.color: root.released ? Theme.border : Theme.edge
    opacity: root.released ? 0.8 : 1

    Row {
        id: row

        anchors.centerIn: parent
        spacing: 4

        Text {
            text: TextFormat.bytes(root.bytes)
            color: root.released ? Theme.textFaint : Theme.text
            font.pixelSize: Theme.smallFontSize
            font.strikeout: root.released
        }
        Text {
            objectName: "releasedMark"
            visible: root.released
            text: qsTr("released")
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
            font.italic: true
        }
    }
}
