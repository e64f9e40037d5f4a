import QtQuick
import QtQuick.Controls
import Weft

// A comment on the canvas: a sticky note whose text wraps at the note's width. Delegate of the
// CommentListModel. Clicking selects it (Ctrl+click toggles), dragging moves it, double-clicking
// edits the text (Ctrl+Return or a click elsewhere keeps it, Escape drops the change) and a
// right-click offers edit and delete. Like FrameItem it only reports gestures; the canvas
// decides.
Item {
    id: root

    required property string commentId
    required property string text
    required property point position
    required property real noteWidth
    required property bool selected
    // False while the canvas pans (Space held): the note lets every gesture through.
    property bool interactive: true

    readonly property color paper: Theme.commentPaper
    readonly property color edge: Theme.dark ? "#6b6140" : "#e9d77c"

    signal clicked(bool toggle)
    signal moveStarted
    signal moveUpdated(point translation)
    signal moveFinished
    signal edited(string text)
    signal deleteRequested

    function startEditing(): void {
        editor.active = true;
    }

    objectName: "comment:" + root.commentId
    x: root.position.x
    y: root.position.y
    width: root.noteWidth
    height: Math.max(40, (editor.active ? editor.implicitHeight : label.implicitHeight)
                     + 2 * Theme.spacing + 6)

    Rectangle {
        x: 0
        y: 2
        width: parent.width
        height: parent.height
        radius: Theme.smallRadius
        color: Theme.nodeShadow
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.smallRadius
        color: root.paper
        border.color: root.selected ? Theme.accent : root.edge
        border.width: root.selected ? 2 : 1
    }

    // The folded strip along the top that marks it as a note.
    Rectangle {
        x: 1
        y: 1
        width: parent.width - 2
        height: 6
        radius: Theme.smallRadius
        color: root.edge
    }

    Text {
        id: label

        objectName: "commentText"
        x: Theme.spacing
        y: Theme.spacing + 4
        width: parent.width - 2 * Theme.spacing
        visible: !editor.active
        text: root.text !== "" ? root.text : qsTr("Empty comment")
        wrapMode: Text.Wrap
        color: root.text !== "" ? Theme.commentText : Theme.textFaint
        font.pixelSize: Theme.fontSize
    }

    MouseArea {
        id: noteArea

        property point pressPoint
        property bool moving: false

        anchors.fill: parent
        enabled: root.interactive && !editor.active
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        cursorShape: noteArea.moving ? Qt.ClosedHandCursor : Qt.OpenHandCursor
        onPressed: mouse => {
            if (mouse.button === Qt.RightButton) {
                root.clicked(false);
                noteMenu.popup();
                return;
            }
            noteArea.pressPoint = noteArea.mapToItem(null, mouse.x, mouse.y);
            noteArea.moving = false;
            root.clicked((mouse.modifiers & Qt.ControlModifier) !== 0);
        }
        onPositionChanged: mouse => {
            if (!(mouse.buttons & Qt.LeftButton))
                return;
            const p = noteArea.mapToItem(null, mouse.x, mouse.y);
            const translation = Qt.point(p.x - noteArea.pressPoint.x,
                                         p.y - noteArea.pressPoint.y);
            if (!noteArea.moving && Math.abs(translation.x) + Math.abs(translation.y) < 4)
                return;
            if (!noteArea.moving) {
                noteArea.moving = true;
                root.moveStarted();
            }
            root.moveUpdated(translation);
        }
        onReleased: {
            if (noteArea.moving) {
                noteArea.moving = false;
                root.moveFinished();
            }
        }
        onCanceled: {
            if (noteArea.moving) {
                noteArea.moving = false;
                root.moveFinished();
            }
        }
        onDoubleClicked: root.startEditing()
    }

    Loader {
        id: editor

        x: Theme.spacing - 4
        y: Theme.spacing
        width: parent.width - 2 * Theme.spacing + 8
        active: false
        sourceComponent: TextArea {
            objectName: "commentField"
            text: root.text
            wrapMode: TextEdit.Wrap
            font.pixelSize: Theme.fontSize
            selectByMouse: true
            background: null
            color: Theme.commentText
            Component.onCompleted: {
                forceActiveFocus();
                selectAll();
            }
            onActiveFocusChanged: {
                if (!activeFocus && editor.active) {
                    root.edited(text);
                    editor.active = false;
                }
            }
            // Escape belongs to this field while it is open, not to the window's "clear the
            // selection" shortcut.
            Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Escape
            Keys.onPressed: event => {
                if (event.key === Qt.Key_Escape) {
                    editor.active = false;
                    event.accepted = true;
                } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                           && (event.modifiers & Qt.ControlModifier)) {
                    root.edited(text);
                    editor.active = false;
                    event.accepted = true;
                }
            }
        }
    }

    AppMenu {
        id: noteMenu

        MenuItem {
            text: qsTr("Edit Comment")
            onTriggered: root.startEditing()
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Delete Comment")
            onTriggered: root.deleteRequested()
        }
    }
}
