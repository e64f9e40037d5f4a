import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// What an empty canvas shows: a friendly hint with the way forward (add an operator, open a
// project, or pick one of the recent ones). It lets clicks through to the canvas. A project that is open but has no nodes says so instead.
Item {
    id: root

    required property RecentFilesModel recentFiles
    required property bool hasFile

    signal openRequested
    signal recentRequested(string filePath)

    objectName: "emptyCanvasHint"

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 4 * Theme.spacing, 420)
        spacing: Theme.spacing

        GraphIllustration {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.spacing
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: root.hasFile ? qsTr("This project has no nodes yet")
                               : qsTr("Build a workflow, or open one")
            color: Theme.text
            font.pixelSize: Theme.headingFontSize
            font.weight: Font.DemiBold
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            // One literal, so that lupdate finds it.
            text: qsTr("Drag an operator from the list on the left, or double-click the canvas to search for one. Open a project with Ctrl+O, or pick one you worked on recently.")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
        }

        PrimaryButton {
            objectName: "hintOpenButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacing
            text: qsTr("Open Project…")
            onClicked: root.openRequested()
        }

        Label {
            Layout.fillWidth: true
            Layout.topMargin: 2 * Theme.spacing
            visible: root.recentFiles.count > 0
            text: qsTr("Recent projects")
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.6
        }

        Repeater {
            model: root.recentFiles
            delegate: ItemDelegate {
                id: entry

                required property int index
                required property string filePath
                required property string fileName
                required property string folder

                Layout.fillWidth: true
                visible: entry.index < 5
                onClicked: root.recentRequested(entry.filePath)
                background: Rectangle {
                    radius: Theme.smallRadius
                    color: entry.down ? Theme.accentSoft
                                      : entry.hovered ? Theme.panel : "transparent"
                    border.width: entry.visualFocus ? 1 : 0
                    border.color: Theme.accent
                }
                contentItem: Column {
                    spacing: 1

                    Label {
                        width: parent.width
                        text: entry.fileName
                        elide: Text.ElideRight
                        color: Theme.accent
                        font.pixelSize: Theme.fontSize
                    }
                    Label {
                        width: parent.width
                        text: entry.folder
                        elide: Text.ElideMiddle
                        color: Theme.textFaint
                        font.pixelSize: Theme.smallFontSize
                    }
                }
            }
        }
    }
}
