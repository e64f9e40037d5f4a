import QtQuick
import QtQuick.Controls
import Weft

// A task state, or a log entry's severity, as a small round mark: the canvas's state colour
// (Theme.stateColor) paired with its glyph, so that it reads without colour too.
Rectangle {
    id: root

    // A task state (engine::taskStateName: waiting, ready, running, succeeded, failed,
    // cancelled, skipped) or a severity (error, warning, info).
    required property string kind

    implicitWidth: 16
    implicitHeight: 16
    radius: width / 2
    color: {
        switch (root.kind) {
        case "error":
            return Theme.stateColor("failed");
        case "warning":
            return Theme.orange;
        case "info":
            return Theme.accent;
        }
        return Theme.stateColor(root.kind);
    }
    opacity: root.kind === "waiting" ? 0.55 : 1

    Label {
        anchors.centerIn: parent
        text: {
            switch (root.kind) {
            case "error":
                return Theme.stateGlyph("failed");
            case "warning":
                return "!";
            case "info":
                return "i";
            }
            return Theme.stateGlyph(root.kind);
        }
        color: "white"
        font.pixelSize: Theme.smallFontSize - 1
        font.weight: Font.Bold
    }
}
