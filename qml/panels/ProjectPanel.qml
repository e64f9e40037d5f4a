import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The side panel beside the canvas while no node is selected: the project's name and description
// (edited here), its file, and how much its graph holds.
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

        // The name and description are edited in place: Enter or leaving the field commits
        // (one undo step each), Escape puts the saved text back.
        TextField {
            id: nameField

            objectName: "projectName"
            Layout.fillWidth: true
            text: root.controller.name
            placeholderText: root.controller.displayName
            selectByMouse: true
            color: Theme.text
            font.pixelSize: Theme.headingFontSize
            font.weight: Font.DemiBold
            Accessible.name: qsTr("Project name")
            onEditingFinished: root.controller.setName(nameField.text)
            // A field scrolls to its cursor, which typing or a new text leaves at the end: out
            // of editing, a long name reads from its beginning.
            onActiveFocusChanged: if (!activeFocus) nameField.cursorPosition = 0
            onTextChanged: if (!activeFocus) nameField.cursorPosition = 0
            // Escape is the field's while it has the focus (the window's Escape clears the
            // selection); the text follows the project again.
            Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Escape
            Keys.onEscapePressed: {
                nameField.text = Qt.binding(() => root.controller.name);
                root.forceActiveFocus();
            }

            HintToolTip {
                visible: nameField.hovered && !nameField.activeFocus
                text: qsTr("The project's name; empty shows the file's name.")
            }
        }

        TextArea {
            id: descriptionField

            objectName: "projectDescriptionField"
            Layout.fillWidth: true
            Layout.maximumHeight: root.height / 3
            visible: root.controller.descriptionEditable
            // Empty while hidden: a text field lays out its text even unseen, and a long
            // description (shown cut short below instead) would keep the window from opening.
            text: root.controller.descriptionEditable ? root.controller.description : ""
            placeholderText: qsTr("Add a description…")
            wrapMode: TextEdit.Wrap
            selectByMouse: true
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
            Accessible.name: qsTr("Project description")
            onEditingFinished: root.controller.setDescription(descriptionField.text)
            // Enter starts a new line; Ctrl+Enter commits, as in a chat or a commit message.
            Keys.onReturnPressed: event => {
                if (event.modifiers & Qt.ControlModifier)
                    root.forceActiveFocus();
                else
                    event.accepted = false;
            }
            Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Escape
            Keys.onEscapePressed: {
                descriptionField.text = Qt.binding(() => root.controller.descriptionEditable
                                                         ? root.controller.description : "");
                root.forceActiveFocus();
            }
        }

        Label {
            objectName: "projectDescription"
            Layout.fillWidth: true
            visible: !root.controller.descriptionEditable
            // The start of a long description: laying all of it out would keep the window
            // from opening. The rest is in the project file, which the tooltip says.
            text: root.controller.descriptionPreview
            wrapMode: Text.Wrap
            maximumLineCount: 12
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.fontSize
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
