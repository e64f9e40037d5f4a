import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// Asked before the first run of a project that runs programs or reaches outside its folder,
// and again whenever those parts change: it lists each command line and each outside path, so
// that the user decides knowing what will run. Trust and Run (accepted) or Cancel (rejected).
AppDialog {
    id: root

    property string projectName
    property list<string> items

    objectName: "trustDialog"
    title: qsTr("Trust this project?")
    width: Math.min(640, parent ? parent.width - 4 * Theme.spacing : 640)
    standardButtons: Dialog.Ok | Dialog.Cancel

    Component.onCompleted: root.standardButton(Dialog.Ok).text = qsTr("Trust and Run")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("“%1” runs programs or reaches outside its folder.").arg(root.projectName)
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSize + 1
            font.weight: Font.DemiBold
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Run it only if you trust where it came from. Weft remembers your answer until these parts of the project change.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(itemList.contentHeight + 2 * Theme.spacing, 240)
            clip: true

            ListView {
                id: itemList

                objectName: "trustItems"
                model: root.items
                spacing: Theme.spacing / 2
                delegate: Label {
                    required property string modelData

                    width: itemList.width
                    text: "• " + modelData
                    wrapMode: Text.WrapAnywhere
                    color: Theme.text
                    font.family: Theme.monoFamily
                    font.pixelSize: Theme.smallFontSize
                }
            }
        }
    }
}
