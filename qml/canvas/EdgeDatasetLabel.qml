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
    width: lines.implicitWidth + 2 * Theme.spacing - 2
    height: lines.implicitHeight + 4
    radius: Math.min(height / 2, 8)
    color: Theme.panel
    border.color: root.released ? Theme.border : Theme.edge
    opacity: root.released ? 0.8 : 1

    // The count over the bytes, not beside them: the label stays as narrow as the bytes alone
    // were, so that it fits between two cards in a row.
    Column {
        id: lines

        anchors.centerIn: parent
        spacing: 0

        Text {
            objectName: "datasetFigures"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.figures !== ""
            text: root.figures
            color: Theme.text
            font.pixelSize: Theme.smallFontSize
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.showsBytes
            spacing: 4

            Text {
                objectName: "datasetBytes"
                text: TextFormat.bytes(root.bytes)
                color: root.released || root.figures !== "" ? Theme.textFaint : Theme.text
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
}
