import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// Help › About Weft: the application's name, version, what it is for and the Qt it runs on.
AppDialog {
    id: root

    required property ApplicationInfo applicationInfo

    objectName: "aboutDialog"
    title: qsTr("About Weft")
    standardButtons: Dialog.Ok
    width: 420

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: root.applicationInfo.name
            color: Theme.text
            font.pixelSize: Theme.headingFontSize + 5
            font.weight: Font.DemiBold
        }
        Label {
            objectName: "aboutVersion"
            text: qsTr("Version %1").arg(root.applicationInfo.version)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
        }
        Label {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            text: root.applicationInfo.description
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontSize
        }
        Label {
            Layout.topMargin: Theme.spacing
            text: qsTr("Built with Qt %1").arg(root.applicationInfo.qtVersion)
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
        }
    }
}
