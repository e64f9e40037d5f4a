import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// Asked before unsaved changes would be lost: Save (accepted), Discard (discarded) or Cancel
// (rejected).
AppDialog {
    id: root

    property string projectName

    objectName: "unsavedChangesDialog"
    title: qsTr("Unsaved changes")
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
    width: 460

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("Save the changes to “%1”?").arg(root.projectName)
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSize + 1
            font.weight: Font.DemiBold
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Your changes will be lost if you don't save them.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
        }
    }
}
