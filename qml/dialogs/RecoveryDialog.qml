import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// Offered at start when an earlier session ended without saving its changes (a crash): Recover
// (accepted) opens the autosaved copy, Discard (discarded) forgets it.
AppDialog {
    id: root

    property string projectName

    objectName: "recoveryDialog"
    title: qsTr("Recover unsaved changes")
    width: 480
    closePolicy: Popup.NoAutoClose

    standardButtons: Dialog.Discard | Dialog.Ok

    Component.onCompleted: root.standardButton(Dialog.Ok).text = qsTr("Recover")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("Weft found unsaved changes to “%1”.").arg(root.projectName)
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Theme.fontSize + 1
            font.weight: Font.DemiBold
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("The last session ended before they were saved. Recover them to continue where you left off.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
        }
    }
}
