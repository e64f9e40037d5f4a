import QtQuick
import QtQuick.Controls
import Weft

// One line beside the pointer: why the connection under it cannot be made. show() follows the
// pointer while a connection is drawn; flash() keeps a refusal readable for a moment after the
// button is released.
Rectangle {
    id: root

    property alias text: label.text

    function show(message: string, at: point): void {
        hideTimer.stop();
        label.text = message;
        root.x = Math.min(at.x + 16, root.parent.width - root.width - 4);
        root.y = Math.min(at.y + 16, root.parent.height - root.height - 4);
        root.visible = message !== "";
    }

    function flash(message: string, at: point): void {
        root.show(message, at);
        hideTimer.restart();
    }

    function hide(): void {
        hideTimer.stop();
        root.visible = false;
    }

    visible: false
    width: label.implicitWidth + 2 * Theme.spacing
    height: label.implicitHeight + Theme.spacing
    radius: Theme.smallRadius
    color: Theme.danger

    Label {
        id: label

        anchors.centerIn: parent
        color: Theme.textOnDanger
        font.pixelSize: Theme.smallFontSize + 1
    }

    Timer {
        id: hideTimer

        interval: 2500
        onTriggered: root.visible = false
    }
}
