import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The side panel beside the canvas: the project's name, description and file, and how much its
// graph holds. (The inspector of the selected node will share this place.)
Rectangle {
    id: root

    required property ProjectController controller

    objectName: "projectPanel"
    implicitWidth: Theme.panelWidth
    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.border
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        anchors.leftMargin: Theme.spacing * 2 + 1
        spacing: Theme.spacing

        SectionHeading {
            text: qsTr("Project")
        }

        Label {
            objectName: "projectName"
            Layout.fillWidth: true
            text: root.controller.displayName
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: Theme.headingFontSize
            font.weight: Font.DemiBold
        }

        Label {
            objectName: "projectDescription"
            Layout.fillWidth: true
            // The start of a long description: laying all of it out would keep the window
            // from opening. The rest is in the project file, which the tooltip says.
            text: root.controller.descriptionPreview !== "" ? root.controller.descriptionPreview
                                                            : qsTr("No description")
            wrapMode: Text.Wrap
            maximumLineCount: 12
            elide: Text.ElideRight
            color: root.controller.descriptionPreview !== "" ? Theme.textMuted : Theme.textFaint
            font.pixelSize: Theme.fontSize
            font.italic: root.controller.descriptionPreview === ""
            lineHeight: 1.15

            HoverHandler {
                id: descriptionHover
            }

            HintToolTip {
                visible: descriptionHover.hovered
                         && (parent.truncated || root.controller.descriptionRest > 0)
                //: Tooltip of a project description cut short in the project panel.
                text: qsTr("The description goes on in the project file (%n more characters).",
                           "", root.controller.descriptionRest)
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing * 2
            spacing: Theme.spacing

            StatTile {
                objectName: "nodeCountTile"
                Layout.fillWidth: true
                label: qsTr("Nodes")
                value: root.controller.nodes.count
            }
            StatTile {
                objectName: "edgeCountTile"
                Layout.fillWidth: true
                label: qsTr("Edges")
                value: root.controller.edges.count
            }
            StatTile {
                Layout.fillWidth: true
                label: qsTr("Datasets")
                value: root.controller.datasetCount
            }
        }

        SectionHeading {
            Layout.topMargin: Theme.spacing * 2
            text: qsTr("File")
        }

        Label {
            id: fileLabel

            objectName: "projectFile"
            Layout.fillWidth: true
            text: root.controller.hasFile ? root.controller.filePath : qsTr("Not saved yet")
            elide: Text.ElideMiddle
            color: root.controller.hasFile ? Theme.textMuted : Theme.textFaint
            font.pixelSize: Theme.smallFontSize

            HoverHandler {
                id: fileHover
            }

            HintToolTip {
                visible: fileHover.hovered && fileLabel.truncated
                text: fileLabel.text
            }
        }

        Label {
            Layout.fillWidth: true
            visible: root.controller.modified
            text: qsTr("Unsaved changes")
            color: Theme.accent
            font.pixelSize: Theme.smallFontSize
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
