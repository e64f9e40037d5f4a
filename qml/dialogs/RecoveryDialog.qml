import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// Offered at start when an earlier session ended without saving its changes (a crash): Recover
// (accepted) opens the autosaved copy, Discard (discarded) forgets it. Says when the copy was
// written and where it lies, and which file it belongs to, so that the user can judge it (and
// find it) before choosing.
AppDialog {
    id: root

    property string projectName
    // When the copy was written; where it lies; the project's own file ("" when it had none).
    property date savedAt
    property string copyPath
    property string sourceFile

    objectName: "recoveryDialog"
    title: qsTr("Recover unsaved changes")
    width: 520
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

        // Label and value in two columns: the labels take the width their text needs.
        GridLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            columns: 2
            columnSpacing: Theme.spacing * 1.5
            rowSpacing: Theme.spacing * 0.75

            Label {
                Layout.alignment: Qt.AlignTop
                //: Recovery dialog: when the autosaved copy was written.
                text: qsTr("Autosaved")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSize
            }
            Label {
                objectName: "recoverySavedAt"
                Layout.fillWidth: true
                text: isNaN(root.savedAt.getTime())
                      ? qsTr("unknown")
                      : root.savedAt.toLocaleString(Qt.locale(), Locale.ShortFormat)
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }

            Label {
                Layout.alignment: Qt.AlignTop
                //: Recovery dialog: the file that holds the autosaved copy.
                text: qsTr("Copy")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSize
            }
            Label {
                objectName: "recoveryCopyPath"
                Layout.fillWidth: true
                text: root.copyPath
                // A path has few spaces: it breaks anywhere rather than running off the dialog.
                wrapMode: Text.WrapAnywhere
                color: Theme.text
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }

            Label {
                Layout.alignment: Qt.AlignTop
                //: Recovery dialog: the project file the recovered changes belong to.
                text: qsTr("Project file")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSize
            }
            Label {
                objectName: "recoverySourceFile"
                Layout.fillWidth: true
                text: root.sourceFile !== "" ? root.sourceFile
                                             : qsTr("none yet (the project was never saved)")
                wrapMode: root.sourceFile !== "" ? Text.WrapAnywhere : Text.Wrap
                color: Theme.text
                font.family: root.sourceFile !== "" ? Theme.monoFamily : Qt.application.font.family
                font.pixelSize: root.sourceFile !== "" ? Theme.smallFontSize : Theme.fontSize
            }
        }
    }
}
