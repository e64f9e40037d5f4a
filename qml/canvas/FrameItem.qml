import QtQuick
import QtQuick.Controls
import Weft

// A frame on the canvas: a tinted, rounded rectangle with a title bar, drawn under the edges and
// the nodes it groups. Delegate of the FrameListModel. Clicking the title selects the frame
// (Ctrl+click toggles), dragging the title moves it with the nodes inside, double-clicking it
// renames it, the corner handle resizes it and a right-click offers rename, colour and delete.
// The body lets every gesture through to the canvas, so panning and rubber bands work inside a
// frame. The item only reports gestures (signals, translations in window pixels); the canvas
// decides.
Item {
    id: root

    required property string frameId
    required property string title
    required property rect frameRect
    required property string colour
    required property bool selected
    // The tints the context menu offers ("#rrggbb").
    property list<string> colours
    // False while the canvas pans (Space held): the frame lets every gesture through.
    property bool interactive: true
    // The canvas's zoom. Zoomed out, the title keeps a readable size on screen, and its bar
    // grows upwards, out of the frame, rather than over the nodes the frame holds.
    property real zoom: 1

    // The title bar's height where the title is at its own size.
    readonly property int fullTitleHeight: 36
    readonly property real titleSize: Math.max(Theme.headingFontSize,
                                               Theme.readableTextSize / root.zoom)
    readonly property real titleHeight: Math.max(root.fullTitleHeight, root.titleSize * 1.6)
    readonly property color tint: root.colour !== "" ? root.colour : Theme.slate
    readonly property bool editing: titleEditor.active

    signal clicked(bool toggle)
    signal moveStarted
    signal moveUpdated(point translation)
    signal moveFinished
    signal resizeStarted
    signal resizeUpdated(point translation)
    signal resizeFinished
    signal renamed(string title)
    signal recoloured(string colour)
    signal deleteRequested

    function startRename(): void {
        titleEditor.active = true;
    }

    objectName: "frame:" + root.frameId
    x: root.frameRect.x
    y: root.frameRect.y
    width: root.frameRect.width
    height: root.frameRect.height

    Rectangle {
        anchors.fill: parent
        radius: Theme.radius + 2
        color: Qt.rgba(root.tint.r, root.tint.g, root.tint.b, Theme.dark ? 0.10 : 0.07)
        border.color: root.selected ? Theme.accent
                                    : Qt.rgba(root.tint.r, root.tint.g, root.tint.b, 0.45)
        border.width: root.selected ? 2 : 1
    }

    // The title bar: the frame's handle. A MouseArea rather than pointer handlers so that a press
    // here stays with the frame and never reaches the canvas's pan, band or tap.
    Rectangle {
        id: titleBar

        objectName: "frameTitle"
        x: 1
        y: 1 + root.fullTitleHeight - root.titleHeight
        width: parent.width - 2
        height: root.titleHeight
        radius: Theme.radius + 1
        // Opaque, so that the square strip that hides its lower rounded corners blends in.
        color: Qt.tint(Theme.canvas, Qt.rgba(root.tint.r, root.tint.g, root.tint.b,
                                             Theme.dark ? 0.26 : 0.18))

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: parent.radius
            color: parent.color
        }

        Text {
            anchors.left: parent.left
            anchors.leftMargin: Theme.spacing * 1.5
            anchors.right: parent.right
            anchors.rightMargin: Theme.spacing * 1.5
            anchors.verticalCenter: parent.verticalCenter
            visible: !titleEditor.active
            text: root.title !== "" ? root.title : qsTr("Untitled frame")
            elide: Text.ElideRight
            color: root.title !== "" ? Theme.text : Theme.textFaint
            font.pixelSize: root.titleSize
            font.weight: Font.DemiBold
        }

        MouseArea {
            id: titleArea

            property point pressPoint
            property bool moving: false

            anchors.fill: parent
            enabled: root.interactive && !titleEditor.active
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            preventStealing: true
            cursorShape: titleArea.moving ? Qt.ClosedHandCursor : Qt.OpenHandCursor
            onPressed: mouse => {
                if (mouse.button === Qt.RightButton) {
                    root.clicked(false);
                    frameMenu.popup();
                    return;
                }
                titleArea.pressPoint = titleArea.mapToItem(null, mouse.x, mouse.y);
                titleArea.moving = false;
                root.clicked((mouse.modifiers & Qt.ControlModifier) !== 0);
            }
            onPositionChanged: mouse => {
                if (!(mouse.buttons & Qt.LeftButton))
                    return;
                const p = titleArea.mapToItem(null, mouse.x, mouse.y);
                const translation = Qt.point(p.x - titleArea.pressPoint.x,
                                             p.y - titleArea.pressPoint.y);
                if (!titleArea.moving && Math.abs(translation.x) + Math.abs(translation.y) < 4)
                    return;
                if (!titleArea.moving) {
                    titleArea.moving = true;
                    root.moveStarted();
                }
                root.moveUpdated(translation);
            }
            onReleased: {
                if (titleArea.moving) {
                    titleArea.moving = false;
                    root.moveFinished();
                }
            }
            onCanceled: {
                if (titleArea.moving) {
                    titleArea.moving = false;
                    root.moveFinished();
                }
            }
            onDoubleClicked: root.startRename()
        }

        Loader {
            id: titleEditor

            anchors.fill: parent
            anchors.margins: 3
            active: false
            sourceComponent: TextField {
                objectName: "frameTitleField"
                text: root.title
                font.pixelSize: Theme.fontSize + 1
                selectByMouse: true
                Component.onCompleted: {
                    forceActiveFocus();
                    selectAll();
                }
                onAccepted: {
                    root.renamed(text);
                    titleEditor.active = false;
                }
                onActiveFocusChanged: {
                    if (!activeFocus && titleEditor.active) {
                        root.renamed(text);
                        titleEditor.active = false;
                    }
                }
                // Escape belongs to this field while it is open, not to the window's
                // "clear the selection" shortcut.
                Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Escape
                Keys.onEscapePressed: titleEditor.active = false
            }
        }
    }

    // The resize grip in the bottom-right corner.
    Item {
        objectName: "frameResize"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        width: 18
        height: 18

        // Two diagonal strokes, as desktop windows draw a size grip.
        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index

                x: 18 - width / 2 - 6 - index * 4
                y: 18 - 6 - index * 4
                width: 8 + index * 8
                height: 1.5
                rotation: -45
                color: Qt.rgba(root.tint.r, root.tint.g, root.tint.b, 0.8)
            }
        }

        MouseArea {
            id: resizeArea

            property point pressPoint

            anchors.fill: parent
            enabled: root.interactive
            preventStealing: true
            cursorShape: Qt.SizeFDiagCursor
            onPressed: mouse => {
                resizeArea.pressPoint = resizeArea.mapToItem(null, mouse.x, mouse.y);
                root.resizeStarted();
            }
            onPositionChanged: mouse => {
                const p = resizeArea.mapToItem(null, mouse.x, mouse.y);
                root.resizeUpdated(Qt.point(p.x - resizeArea.pressPoint.x,
                                            p.y - resizeArea.pressPoint.y));
            }
            onReleased: root.resizeFinished()
            onCanceled: root.resizeFinished()
        }
    }

    AppMenu {
        id: frameMenu

        MenuItem {
            text: qsTr("Rename Frame")
            onTriggered: root.startRename()
        }
        AppMenu {
            id: colourMenu

            title: qsTr("Colour")

            MenuItem {
                text: qsTr("Default")
                checkable: true
                checked: root.colour === ""
                onTriggered: root.recoloured("")
            }
            Instantiator {
                model: root.colours
                delegate: MenuItem {
                    required property string modelData

                    checkable: true
                    checked: root.colour === modelData
                    onTriggered: root.recoloured(modelData)
                    contentItem: Rectangle {
                        implicitWidth: 96
                        implicitHeight: 16
                        radius: Theme.smallRadius
                        color: modelData
                    }
                }
                onObjectAdded: (index, object) => colourMenu.insertItem(index + 1, object)
                onObjectRemoved: (index, object) => colourMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Delete Frame")
            onTriggered: root.deleteRequested()
        }
    }
}
