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
// With `multiple` it opens several files at once (Ctrl+click, Shift+click, Shift+arrows and
// Ctrl+A in the list; `selectedFiles` names them), with `folders` it chooses a folder: the list
// shows folders only, and Choose takes the subfolder selected or typed, else the folder shown.
AppDialog {
    id: root

    // Save to a new or existing file (a replace is confirmed), or open an existing one.
    property bool saving: false
    // The folder shown; kept between openings, so the dialog comes back where the user was.
    property url currentFolder: target.homeFolder
    // The name field's text when the dialog opens for saving.
    property string suggestedName
    // Opens several files at once (not with `saving` or `folders`).
    property bool multiple: false
    // Chooses a folder instead of a file.
    property bool folders: false
    // The chosen file (or folder), set just before accepted().
    property url selectedFile
    // Every file chosen, set just before accepted(): several with `multiple`, else selectedFile.
    property list<url> selectedFiles
    // The rows chosen in the list with `multiple`, and the row a Shift+click ranges from.
    property list<int> chosenRows
    property int anchorRow: -1
    // Set while a click or Shift+arrow moves the list's current row itself.
    property bool movingToChoice: false
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
        root.chosenRows = [];
        // A folder's name typed to enter it would name a subfolder of itself now.
        if (root.folders)
            nameField.text = "";
    }

    // The rows of files (not folders) from `first` to `last`, either way round.
    function fileRows(first: int, last: int): list<int> {
        const rows = [];
        for (let row = Math.min(first, last); row <= Math.max(first, last); ++row) {
            if (row >= 0 && !folderModel.get(row, "fileIsDir"))
                rows.push(row);
        }
        return rows;
    }

    // With `multiple`: chooses the files of `rows` and shows their names in the name field,
    // quoted when there are several.
    function chooseRows(rows: list<int>): void {
        root.chosenRows = rows;
        const names = rows.map(row => folderModel.get(row, "fileName"));
        nameField.text = names.length === 1 ? names[0]
                                            : names.map(name => "\"" + name + "\"").join(" ");
        root.problem = "";
    }

    // A click on a row with the keys held: Ctrl adds or removes the file, Shift ranges from
    // the last row clicked; alone, it chooses that row.
    function clickRow(row: int, modifiers: int): void {
        root.moveTo(row);
        if (folderModel.get(row, "fileIsDir"))
            return;
        if ((modifiers & Qt.ShiftModifier) && root.anchorRow >= 0) {
            root.chooseRows(root.fileRows(root.anchorRow, row));
            return;
        }
        if (modifiers & Qt.ControlModifier) {
            const rows = root.chosenRows.filter(chosen => chosen !== row);
            if (rows.length === root.chosenRows.length)
                rows.push(row);
            rows.sort((a, b) => a - b);
            root.chooseRows(rows);
        } else {
            root.chooseRows([row]);
        }
        root.anchorRow = row;
    }

    // Makes `row` the list's current row without choosing it alone.
    function moveTo(row: int): void {
        root.movingToChoice = true;
        list.currentIndex = row;
        root.movingToChoice = false;
    }

    // The files chosen in the list, while the name field still shows them.
    function chosenFiles(): list<url> {
        if (!root.multiple || root.chosenRows.length === 0)
            return [];
        return root.chosenRows.map(row => folderModel.get(row, "fileUrl"));
    }

    function goUp(): void {
        if (target.parentFolder.toString() !== "")
            root.enterFolder(target.parentFolder);
    }

    // Save or Open as the user asked: enters a folder the name names, asks before a replace,
    // or chooses the file (or folder).
    function tryAccept(): void {
        target.refresh();
        if (root.folders) {
            root.chooseFolder();
            return;
        }
        const chosen = root.chosenFiles();
        if (chosen.length > 0) {
            root.selectedFile = chosen[0];
            root.selectedFiles = chosen;
            root.accept();
            return;
        }
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
        root.selectedFiles = [target.fileUrl];
        root.accept();
    }

    // The folder typed or selected, else the one shown.
    function chooseFolder(): void {
        if (nameField.text.trim() === "") {
            root.selectedFile = root.currentFolder;
        } else if (target.namesFolder) {
            root.selectedFile = target.fileUrl;
        } else {
            root.problem = qsTr("There is no folder “%1” in this folder.")
                           .arg(nameField.text.trim());
            return;
        }
        root.selectedFiles = [root.selectedFile];
        root.accept();
    }

    // A row double-clicked or entered with Return: a folder is entered, a file chosen (with
    // the others chosen, when it is one of them).
    function activate(row: int, fileUrl: url, fileName: string, isFolder: bool): void {
        if (isFolder) {
            root.enterFolder(fileUrl);
            return;
        }
        if (!root.chosenRows.includes(row)) {
            root.chosenRows = [];
            nameField.text = fileName;
        }
        root.tryAccept();
    }

    title: root.saving ? qsTr("Save Project As") : qsTr("Open Project")
    width: Math.min(680, parent ? parent.width - 4 * Theme.spacing : 680)
    height: Math.min(540, parent ? parent.height - 4 * Theme.spacing : 540)

    onAboutToShow: {
        nameField.text = root.saving ? root.suggestedName : "";
        root.problem = "";
        root.chosenRows = [];
        root.anchorRow = -1;
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
        suffix: root.projects && !root.folders ? ".weft" : ""
    }

    FolderListModel {
        id: folderModel

        folder: root.currentFolder
        showDirsFirst: true
        showFiles: !root.folders
        showDotAndDotDot: false
        caseSensitive: false
        nameFilters: root.shownPatterns
    }

    Shortcut {
        sequence: "Alt+Up"
        enabled: root.opened
        onActivated: root.goUp()
    }
    // As in other file dialogs: the field to type a path in.
    Shortcut {
        sequence: "Ctrl+L"
        enabled: root.opened
        onActivated: {
            nameField.forceActiveFocus();
            nameField.selectAll();
        }
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

                // Return on a row activates it; with none (just after entering a folder), it
                // accepts what the dialog holds: in folder mode the folder shown.
                Keys.onReturnPressed: {
                    if (list.currentItem)
                        list.currentItem.activate();
                    else
                        root.tryAccept();
                }
                Keys.onEnterPressed: {
                    if (list.currentItem)
                        list.currentItem.activate();
                    else
                        root.tryAccept();
                }
                Keys.onPressed: event => {
                    if (event.key === Qt.Key_Backspace) {
                        root.goUp();
                        event.accepted = true;
                    } else if (root.multiple && (event.modifiers & Qt.ShiftModifier)
                               && (event.key === Qt.Key_Up || event.key === Qt.Key_Down)) {
                        // Shift+arrows stretch the choice from the row it started at.
                        const next = Math.max(0, Math.min(list.count - 1, list.currentIndex
                                                          + (event.key === Qt.Key_Up ? -1 : 1)));
                        if (root.anchorRow < 0)
                            root.anchorRow = Math.max(0, list.currentIndex);
                        root.moveTo(next);
                        root.chooseRows(root.fileRows(root.anchorRow, next));
                        event.accepted = true;
                    } else if (root.multiple && event.matches(StandardKey.SelectAll)) {
                        root.chooseRows(root.fileRows(0, list.count - 1));
                        event.accepted = true;
                    }
                }
                onCurrentItemChanged: {
                    if (!list.currentItem)
                        return;
                    if (root.folders) {
                        nameField.text = list.currentItem.fileName;
                    } else if (!list.currentItem.fileIsDir && !root.multiple) {
                        nameField.text = list.currentItem.fileName;
                    } else if (!list.currentItem.fileIsDir && !root.movingToChoice) {
                        // An arrow key moved here: the row alone is chosen.
                        root.chooseRows([list.currentIndex]);
                        root.anchorRow = list.currentIndex;
                    }
                }

                delegate: ItemDelegate {
                    id: row

                    required property int index
                    required property string fileName
                    required property url fileUrl
                    required property bool fileIsDir

                    function activate(): void {
                        root.activate(row.index, row.fileUrl, row.fileName, row.fileIsDir);
                    }

                    objectName: "fileRow:" + row.fileName
                    width: ListView.view.width
                    highlighted: root.multiple && !row.fileIsDir
                                 ? root.chosenRows.includes(row.index)
                                 : ListView.isCurrentItem
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

                    // With `multiple` the TapHandler, which knows the keys held, chooses.
                    onClicked: {
                        if (!root.multiple)
                            list.currentIndex = row.index;
                    }
                    onDoubleClicked: row.activate()

                    TapHandler {
                        enabled: root.multiple
                        onTapped: root.clickRow(row.index, point.modifiers)
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 4 * Theme.spacing
                visible: list.count === 0 && folderModel.status === FolderListModel.Ready
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: root.folders ? qsTr("No folders here.")
                      : root.shownPatterns.length === 0 ? qsTr("This folder is empty.")
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
                text: root.folders ? qsTr("Folder") : qsTr("File name")
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            TextField {
                id: nameField

                objectName: "fileNameField"
                Layout.fillWidth: true
                selectByMouse: true
                font.pixelSize: Theme.fontSize
                placeholderText: root.folders ? qsTr("Empty for the folder shown, or a subfolder")
                                 : root.multiple ? qsTr("Choose files above or type a name")
                                 : !root.projects
                                 ? (root.saving ? qsTr("Name of the new file")
                                                : qsTr("Choose a file above or type its name"))
                                 : root.saving ? qsTr("Name of the new project")
                                               : qsTr("Choose a project above or type its name")
                onTextEdited: {
                    root.problem = "";
                    // Typed over, the names chosen in the list no longer count.
                    root.chosenRows = [];
                }
                onAccepted: root.tryAccept()
                Keys.onDownPressed: {
                    list.forceActiveFocus();
                    if (list.currentIndex < 0 && list.count > 0)
                        list.currentIndex = 0;
                }
            }

            Label {
                visible: !root.folders
                text: qsTr("Show")
                color: Theme.text
                font.pixelSize: Theme.fontSize
            }
            ComboBox {
                id: filterBox

                objectName: "fileFilterBox"
                visible: !root.folders
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
                text: root.folders ? qsTr("Choose") : root.saving ? qsTr("Save") : qsTr("Open")
                enabled: root.folders ? nameField.text.trim() === "" || target.namesFolder
                                      : root.chosenRows.length > 0 || target.acceptable
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
