import QtQuick
import QtQuick.Controls
import Weft

// A run's status as a round mark: a colour and a glyph, so that it reads without colour too.
Rectangle {
    id: root

    required property string status

    readonly property color statusColor: {
        switch (root.status) {
        case "succeeded":
            return Theme.green;
        case "failed":
            return Theme.danger;
        case "running":
            return Theme.accent;
        case "interrupted":
            return Theme.orange;
        }
        return Theme.slate;
    }

    implicitWidth: 18
    implicitHeight: 18
    radius: width / 2
    color: root.statusColor

    Label {
        anchors.centerIn: parent
        text: {
            switch (root.status) {
            case "succeeded":
                return "✓";
            case "failed":
                return "✗";
            case "running":
                return "▸";
            case "interrupted":
                return "!";
            }
            return "–";
        }
        color: "white"
        font.pixelSize: Theme.smallFontSize
        font.weight: Font.Bold
    }
}
