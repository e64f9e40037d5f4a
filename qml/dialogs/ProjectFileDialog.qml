import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Weft
import Weft.Models

// Chooses the project file to save to or to open, in the look of Weft's other dialogs: the
// folder with its subfolders and projects, a file-name field, and the answer. Qt 6.4's own
// Quick file dialog (what a desktop without a platform dialog gets) ignores save mode, so this
// one keeps the rules itself: Save is available as soon as a name is typed, ".weft" is added
// when missing, replacing a file is asked first, and a typed folder name enters that folder.
// Accepted once a file is chosen; `selectedFile` names it. With `projects` false it picks any
// file for a node's path parameter instead: the caller's name filters, names kept as typed.
AppDialog {
    id: root

    // Save to a new or existing file (a replace is confirmed), or open an existing one.
    property bool saving: false
    // The folder shown; kept between openings, so the dialog comes back where the user was.
    property url currentFolder: target.homeFolder
    // The name field's text when the dialog opens for saving.
    property string suggestedName
    // The chosen file, set just before accepted().
    property url selectedFile
    // Why the last Open found nothing to open; cleared as the name changes.
    property string problem
    // Chooses a Weft project (".weft" added when saving); false for any other file.
    property bool projects: true
    // What "Show" offers, as "Label (*.a *.b)"; a label without patterns shows every file.
    property list<string> nameFilters: [qsTr("Weft projects (*.weft)"), qsTr("All files")]
    // The patterns of the filter chosen under "Show"; none shows every file.
    readonly property list<string> shownPatterns: root.patternsOf(filterBox.currentText)

    // The patterns of a filter "Data files (*.csv *.tsv)"; none (every file) for "(*)".
    function patternsOf(filter: string): list<string> {
        const match = /\(([^)]*)\)\s*$/.exec(filter);
        if (!match)
            return [];
        return match[1].split(" ").filter(pattern => pattern !== "" && pattern !== "*");
    }

    function enterFolder(folder: url): void {
        root.currentFolder = folder;
        list.currentIndex = -1;
    }

    function goUp(): void {
        if (target.parentFolder.toString() !== "")
            root.enterFolder(target.parentFolder);
    }

    // Save or Open as the user asked: enters a folder the name names, asks before a replace,
    // or chooses the file.
    function tryAccept(): void {
        target.refresh();
        if (target.namesFolder) {
            root.enterFolder(target.fileUrl);
            nameField.text = "";
            nameField.forceActiveFocus();
            return;
        }
        if (!target.acceptable) {
            if (nameField.text.trim() !== "")
                root.problem = (root.projects
                                ? qsTr("There is no project “%1” in this folder.")
                                : qsTr("There is no file “%1” in this folder."))
                               .arg(nameField.text.trim());
            return;
        }
        if (root.saving && target.exists) {
            replaceLoader.item.open();
            return;
        }
        root.finish();
    }

    function finish(): void {
        root.selectedFile = target.fileUrl;
        root.accept();
    }

    // A row double-clicked or entered with Return: a folder is entered, a file chosen.
    function activate(fileUrl: url, fileName: string, isFolder: bool): void {
        if (isFolder) {
            root.enterFolder(fileUrl);
            return;
        }
        nameField.text = fileName;
        root.tryAccept();
    }

    title: root.saving ? qsTr("Save Project As") : qsTr("Open Project")
    width: Math.min(680, parent ? parent.width - 4 * Theme.spacing : 680)
    height: Math.min(540, parent ? parent.height - 4 * Theme.spacing : 540)

    onAboutToShow: {
        nameField.text = root.saving ? root.suggestedName : "";
        root.problem = "";
        list.currentIndex = -1;
    }
    onOpened: {
        nameField.forceActiveFocus();
        // The name without its suffix is selected, ready to be typed over.
        const dot = nameField.text.toLowerCase().lastIndexOf(".weft");
        nameField.select(0, dot > 0 ? dot : nameField.text.length);
    }

    ProjectFileName {
        id: target

        folder: root.currentFolder
        text: nameField.text
        saving: root.saving
        suffix: root.projects ? ".weft" : ""
    }

    FolderListModel {
        id: folderModel

        folder: root.currentFolder
        showDirsFirst: true
        showDotAndDotDot: false
        caseSensitive: false
        nameFilters: root.shownPatterns
    }

    Shortcut {
        sequence: "Alt+Up"
        enabled: root.opened
        onActivated: root.goUp()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        // Where the dialog is: up, home, and the folder's path.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2

            ToolButton {
                objectName: "folderUpButton"
                text: qsTr("↑ Up")
                enabled: target.parentFolder.toString() !== ""
                font.pixelSize: Theme.fontSize

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("The folder that holds this one (Alt+Up)")
                }

                onClicked: root.goUp()
            }
            ToolButton {
                objectName: "folderHomeButton"
                text: qsTr("Home")
                font.pixelSize: Theme.fontSize

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Your home folder")
                }

                onClicked: root.enterFolder(target.homeFolder)
            }
            Label {
                id: folderLabel

                objectName: "folderPath"
                Layout.fillWidth: true
                text: target.folderPath
                elide: Text.ElideMiddle
                color: Theme.textMuted
                font.pixelSize: Theme.fontSize

                HintToolTip {
                    visible: folderArea.containsMouse && folderLabel.truncated
                    text: target.folderPath
                }

                MouseArea {
                    id: folderArea

                    anchors.fill: parent
                    hoverEnabled: true
                    acceptedButtons: Qt.NoButton
                }
            }
        }

        // The folder's subfolders and projects.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.smallRadius
            color: Theme.panelAlternate
            border.color: Theme.border

            ListView {
                id: list

                objectName: "folderList"
                anchors.fill: parent
                anchors.margins: 1
                clip: true
                model: folderModel
                currentIndex: -1
                keyNavigationEnabled: true
                activeFocusOnTab: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}

                Keys.onReturnPressed: {
                    if (list.currentItem)
                        list.currentItem.activate();
                }
                Keys.onEnterPressed: {
                    if (list.currentItem)
                        list.currentItem.activate();
                }
                Keys.onPressed: event => {
                    if (event.key === Qt.Key_Backspace) {
                        root.goUp();
                        event.accepted = true;
                    }
                }
                onCurrentItemChanged: {
                    if (list.currentItem && !list.currentItem.fileIsDir)
                        nameField.text = list.currentItem.fileName;
                }

                delegate: ItemDelegate {
                    id: row

                    required property int index
                    required property string fileName
                    required property url fileUrl
                    required property bool fileIsDir

                    function activate(): void {
                        root.activate(row.fileUrl, row.fileName, row.fileIsDir);
                    }

                    objectName: "fileRow:" + row.fileName
                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    padding: Theme.spacing
                    topPadding: Theme.spacing / 2
                    bottomPadding: Theme.spacing / 2
                    focusPolicy: Qt.NoFocus

                    contentItem: RowLayout {
                        spacing: Theme.spacing

                        // A folder's tab or a page: which rows lead further in.
                        Item {
                            implicitWidth: 16
                            implicitHeight: 14

                            Rectangle {
                                visible: row.fileIsDir
                                x: 1
                                width: 7
                                height: 4
                                radius: 1
                                color: Theme.yellow
                            }
                            Rectangle {
                                visible: row.fileIsDir
                                y: 2
                                width: 16
                                height: 12
                                radius: 2
                                color: Theme.yellow
                            }
                            Rectangle {
                                visible: !row.fileIsDir
                                x: 2
                                width: 12
                                height: 14
                                radius: 2
                                color: Theme.panel
                                border.color: Theme.accent
                                border.width: 1.5
                            }
                        }
                        Label {
                            id: nameLabel

                            Layout.fillWidth: true
                            text: row.fileName
                            elide: Text.ElideMiddle
                            color: Theme.text
                            font.pixelSize: Theme.fontSize
                        }
                    }
                    background: Rectangle {
                        color: row.highlighted ? Theme.accentSoft
                                               : row.hovered ? Theme.panel : "transparent"
                    }

                    HintToolTip {
                        visible: row.hovered && nameLabel.truncated
                        text: row.fileName
                    }

                    onClicked: list.currentIndex = row.index
                    onDoubleClicked: row.activate()
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 4 * Theme.spacing
                visible: list.count === 0 && folderModel.status === FolderListModel.Ready
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: root.shownPatterns.length === 0 ? qsTr("This folder is empty.")
                      : root.projects ? qsTr("No projects or folders here.")
                                      : qsTr("No matching files or folders here.")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSize
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            Label {
                text: qsTr("File name")
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            TextField {
                id: nameField

                objectName: "fileNameField"
                Layout.fillWidth: true
                selectByMouse: true
                font.pixelSize: Theme.fontSize
                placeholderText: !root.projects
                                 ? (root.saving ? qsTr("Name of the new file")
                                                : qsTr("Choose a file above or type its name"))
                                 : root.saving ? qsTr("Name of the new project")
                                               : qsTr("Choose a project above or type its name")
                onTextEdited: root.problem = ""
                onAccepted: root.tryAccept()
                Keys.onDownPressed: {
                    list.forceActiveFocus();
                    if (list.currentIndex < 0 && list.count > 0)
                        list.currentIndex = 0;
                }
            }

            Label {
                text: qsTr("Show")
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            ComboBox {
                id: filterBox

                objectName: "fileFilterBox"
                Layout.fillWidth: true
                font.pixelSize: Theme.fontSize
                model: root.nameFilters
            }

            Label {
                objectName: "fileProblem"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: root.problem !== ""
                text: root.problem
                wrapMode: Text.Wrap
                color: Theme.danger
                font.pixelSize: Theme.fontSize
            }
        }
    }

    // Not a DialogButtonBox itself: as a dialog's footer that one accepts the dialog on Save at
    // once, before a typed folder is entered or a replace is confirmed.
    footer: Item {
        implicitWidth: buttonBox.implicitWidth
        implicitHeight: buttonBox.implicitHeight

        DialogButtonBox {
            id: buttonBox

            anchors.fill: parent
            alignment: Qt.AlignRight
            spacing: Theme.spacing
            padding: Theme.spacing * 2.5
            topPadding: 0
            background: null

            DialogButton {
                objectName: "fileAcceptButton"
                primary: true
                text: root.saving ? qsTr("Save") : qsTr("Open")
                enabled: target.acceptable
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            DialogButton {
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }

            onAccepted: root.tryAccept()
            onRejected: root.reject()
        }
    }

    // Asked before Save writes over an existing file; Cancel goes back to the name. Made for
    // the save dialog only, so that the window holds one dialog of this name.
    Loader {
        id: replaceLoader

        active: root.saving
        sourceComponent: AppDialog {
            id: replaceDialog

            objectName: "replaceFileDialog"
            parent: root.parent
            title: qsTr("Replace the file?")
            width: Math.min(480, parent ? parent.width - 4 * Theme.spacing : 480)
            standardButtons: Dialog.Ok | Dialog.Cancel

            Component.onCompleted: {
                replaceDialog.standardButton(Dialog.Ok).text = qsTr("Replace");
                replaceDialog.standardButton(Dialog.Cancel).text = qsTr("Cancel");
            }
            onAccepted: root.finish()
            onRejected: nameField.forceActiveFocus()

            ColumnLayout {
                anchors.fill: parent
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: qsTr("“%1” already exists.").arg(target.fileName)
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: Theme.fontSize + 1
                    font.weight: Font.DemiBold
                }
                Label {
                    Layout.fillWidth: true
                    text: root.projects
                          ? qsTr("Replacing it overwrites what it holds with this project.")
                          : qsTr("The node writes over what it holds when it runs.")
                    wrapMode: Text.Wrap
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSize
                }
            }
        }
    }
}
