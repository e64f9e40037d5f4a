import QtQuick
import QtQuick.Controls
import Weft

// Shows one error message (which names the file and the culprit) and waits for OK.
AppDialog {
    id: root

    property string message

    function show(text: string): void {
        root.message = text;
        root.open();
    }

    objectName: "errorDialog"
    title: qsTr("Weft")
    standardButtons: Dialog.Ok
    width: Math.min(560, parent ? parent.width - 4 * Theme.spacing : 560)

    Row {
        id: row

        width: root.availableWidth
        spacing: Theme.spacing * 1.5

        Rectangle {
            id: badge

            width: 28
            height: 28
            radius: 14
            color: Theme.danger

            Label {
                anchors.centerIn: parent
                text: qsTr("!")
                color: Theme.textOnDanger
                font.bold: true
                font.pixelSize: Theme.headingFontSize
            }
        }
        Label {
            objectName: "errorMessage"
            width: row.width - badge.width - row.spacing
            anchors.verticalCenter: lineCount === 1 ? badge.verticalCenter : undefined
            text: root.message
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSize
        }
    }
}
