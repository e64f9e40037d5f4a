import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// One parameter in the inspector, with the editor its type calls for: a text field for numbers,
// text and expressions, a switch for booleans, a list for choices, a path with a file picker
// for files (a folder picker for folders), and a code area for SQL and other multi-line text. A value that does not convert
// (a word in a number field) is not applied; the reason shows under the field, as does what
// the validator says about the value applied.
ColumnLayout {
    id: root

    required property string name
    required property string type
    required property string description
    required property var value
    required property string valueText
    required property bool isSet
    required property bool isRequired
    required property list<string> choices
    required property string problem

    // Applies what the user entered; returns "" or why it was not applied.
    signal applyRequested(var value)
    signal resetRequested
    signal browseRequested(bool save)
    signal folderBrowseRequested

    // The editor's own complaint about the last value it tried (cleared once one applies).
    property string inputError
    // While the user types: what the check says about the text not yet applied (set by whoever
    // answers checkRequested), shown in place of the applied value's problem.
    property string draftProblem
    property bool drafting: false
    property string draftText
    // The input's columns this parameter may name, known once the check answered: offered
    // below the field as the user types (a drop-down for a column, a completion in an
    // expression).
    property list<string> columnChoices

    // Asks for draftProblem about `text`; sent once typing pauses.
    signal checkRequested(string text)

    function edited(text: string): void {
        root.drafting = text !== root.valueText;
        root.draftText = text;
        if (root.drafting)
            draftTimer.restart();
        else
            root.draftProblem = "";
    }

    onValueTextChanged: {
        root.drafting = false;
        root.draftProblem = "";
    }

    function apply(input: var): void {
        root.applyRequested(input);
    }

    objectName: "param:" + root.name
    spacing: 3

    // Short enough that a mark follows the typing, long enough that a fast typist's every
    // keystroke does not start a check.
    Timer {
        id: draftTimer

        interval: 80
        onTriggered: root.checkRequested(root.draftText)
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2

        Label {
            Layout.fillWidth: true
            text: root.name + (root.isRequired ? " *" : "")
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: Theme.smallFontSize + 1
            font.weight: Font.DemiBold
        }
        ToolButton {
            objectName: "resetButton"
            visible: root.isSet && !root.isRequired
            text: qsTr("Default")
            font.pixelSize: Theme.smallFontSize
            implicitHeight: 22

            HintToolTip {
                visible: parent.hovered
                text: qsTr("Use the operator's default value")
            }

            onClicked: root.resetRequested()
        }
    }

    Loader {
        id: editor

        Layout.fillWidth: true
        sourceComponent: {
            switch (root.type) {
            case "boolean":
                return switchEditor;
            case "choice":
                return choiceEditor;
            case "input-file":
            case "output-file":
                return fileEditor;
            case "code":
                return codeEditor;
            case "folder":
                return folderEditor;
            default:
                return textEditor;
            }
        }
    }

    Label {
        Layout.fillWidth: true
        visible: text !== ""
        objectName: "problemLabel"
        text: root.inputError !== "" ? qsTr("Must be %1.").arg(root.inputError)
                                     : root.drafting ? root.draftProblem : root.problem
        wrapMode: Text.Wrap
        color: Theme.danger
        font.pixelSize: Theme.smallFontSize
    }

    Label {
        Layout.fillWidth: true
        visible: root.description !== ""
        text: root.description
        wrapMode: Text.Wrap
        color: Theme.textFaint
        font.pixelSize: Theme.smallFontSize
    }

    Component {
        id: textEditor

        TextField {
            id: field

            // The word at the cursor that a column name would complete: in an expression the
            // identifier before the cursor, in a column list the comma-separated part.
            readonly property var word: {
                const before = field.text.substring(0, field.cursorPosition);
                const start = root.type === "expression" ? before.search(/[A-Za-z0-9_]*$/)
                                                         : before.lastIndexOf(",") + 1;
                const piece = field.text.substring(start, field.cursorPosition);
                const trimmed = piece.replace(/^\s+/, "");
                return {start: start + piece.length - trimmed.length, text: trimmed};
            }
            readonly property list<string> matches: {
                if (!root.drafting || !field.activeFocus)
                    return [];
                const prefix = field.word.text.toLowerCase();
                return root.columnChoices.filter(name => name !== field.word.text
                                                 && name.toLowerCase().startsWith(prefix));
            }

            // Puts `name` in place of the word at the cursor; a name that is no identifier
            // goes in double quotes in an expression (SQL's quoting of a column).
            function complete(name: string): void {
                const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
                const inserted = root.type === "expression" && !plain ? "\"" + name + "\"" : name;
                const start = field.word.start;
                field.remove(start, field.cursorPosition);
                field.insert(start, inserted);
                root.edited(field.text);
            }

            objectName: "editor"
            text: root.valueText
            selectByMouse: true
            placeholderText: root.isRequired && !root.isSet ? qsTr("required") : ""
            font.family: root.type === "expression" ? Theme.monoFamily : font.family
            inputMethodHints: root.type === "integer" || root.type === "number"
                              ? Qt.ImhFormattedNumbersOnly : Qt.ImhNone
            onTextEdited: root.edited(text)
            onEditingFinished: {
                if (text !== root.valueText || (!root.isSet && text !== ""))
                    root.apply(text);
            }
            // Tab, or Return on a highlighted name, takes it; Up and Down move in the list.
            Keys.onPressed: event => {
                if (field.matches.length === 0)
                    return;
                if (event.key === Qt.Key_Down || event.key === Qt.Key_Up) {
                    const step = event.key === Qt.Key_Down ? 1 : -1;
                    choices.currentIndex = (choices.currentIndex + step + field.matches.length)
                                           % field.matches.length;
                    event.accepted = true;
                } else if (event.key === Qt.Key_Tab
                           || ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                               && choices.currentIndex >= 0)) {
                    field.complete(field.matches[Math.max(choices.currentIndex, 0)]);
                    event.accepted = true;
                }
            }
            onMatchesChanged: choices.currentIndex = -1

            Popup {
                objectName: "columnChoices"
                y: field.height
                width: field.width
                height: Math.min(choices.contentHeight, 6 * 24) + 2 * padding
                padding: 2
                visible: field.matches.length > 0
                focus: false
                closePolicy: Popup.NoAutoClose

                ListView {
                    id: choices

                    anchors.fill: parent
                    clip: true
                    currentIndex: -1
                    model: field.matches
                    delegate: ItemDelegate {
                        required property string modelData
                        required property int index

                        objectName: "choice:" + modelData
                        width: ListView.view.width
                        height: 24
                        text: modelData
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize + 1
                        highlighted: ListView.isCurrentItem
                        focusPolicy: Qt.NoFocus
                        onClicked: field.complete(modelData)
                    }
                }
            }
        }
    }

    Component {
        id: switchEditor

        Switch {
            objectName: "editor"
            checked: root.value === true
            text: checked ? qsTr("Yes") : qsTr("No")
            onToggled: root.apply(checked)
        }
    }

    Component {
        id: choiceEditor

        ComboBox {
            objectName: "editor"
            model: root.choices
            currentIndex: root.choices.indexOf(root.valueText)
            onActivated: index => root.apply(root.choices[index])
        }
    }

    Component {
        id: fileEditor

        RowLayout {
            spacing: Theme.spacing / 2

            TextField {
                objectName: "editor"
                Layout.fillWidth: true
                text: root.valueText
                selectByMouse: true
                placeholderText: qsTr("File path")
                onEditingFinished: {
                    if (text !== root.valueText)
                        root.apply(text);
                }
            }
            Button {
                objectName: "browseFileButton"
                text: qsTr("Browse…")
                onClicked: root.browseRequested(root.type === "output-file")
            }
        }
    }

    Component {
        id: folderEditor

        RowLayout {
            spacing: Theme.spacing / 2

            TextField {
                objectName: "editor"
                Layout.fillWidth: true
                text: root.valueText
                selectByMouse: true
                placeholderText: qsTr("Folder path")
                onEditingFinished: {
                    if (text !== root.valueText)
                        root.apply(text);
                }
            }
            Button {
                objectName: "browseFolderButton"
                text: qsTr("Browse…")
                onClicked: root.folderBrowseRequested()
            }
        }
    }

    Component {
        id: codeEditor

        ScrollView {
            implicitHeight: 110

            TextArea {
                objectName: "editor"
                text: root.valueText
                selectByMouse: true
                wrapMode: TextEdit.NoWrap
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize + 1
                background: Rectangle {
                    color: Theme.panelAlternate
                    border.color: Theme.border
                    radius: Theme.smallRadius
                }
                // Typed text only: the value shown when the node changes is no draft.
                onTextChanged: {
                    if (activeFocus)
                        root.edited(text);
                }
                onEditingFinished: {
                    if (text !== root.valueText)
                        root.apply(text);
                }
            }
        }
    }
}
