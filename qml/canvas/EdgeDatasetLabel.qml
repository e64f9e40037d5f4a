import QtQuick
import Weft
import Weft.Models

// The dataset on an edge in the run shown, on the edge: its count ("14 rows", "1,000×3",
// "3 files") and the bytes it holds; once the dataset is released the bytes are struck through
// and marked "released", faint.
Rectangle {
    id: root

    required property real bytes
    required property bool released
    required property string figures
    readonly property bool showsBytes: root.bytes > 0 || root.released

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
            objectName: "datasetFigures"
            visible: root.figures !== ""
            text: root.figures
            color: Theme.text
            font.pixelSize: Theme.smallFontSize
        }
        Text {
            visible: root.figures !== "" && root.showsBytes
            text: "·"
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
        }
        Text {
            objectName: "datasetBytes"
            visible: root.showsBytes
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
