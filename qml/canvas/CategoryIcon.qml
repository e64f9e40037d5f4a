import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Weft

// The glyph on a node's badge: a line icon for the categories Weft ships (drawn on a 16×16
// grid), the category's initial for any other.
Item {
    id: root

    required property string category
    property color color: "white"

    readonly property string path: {
        switch (root.category.toLowerCase()) {
        case "sources":
        case "inputs":
            // an arrow entering a bracket
            return "M9.5 2.5 H13.5 V13.5 H9.5 M2.5 8 H10 M7 4.5 L10.5 8 L7 11.5";
        case "sinks":
        case "outputs":
            // an arrow down into a tray
            return "M2.5 10 V13.5 H13.5 V10 M8 2.5 V10 M4.5 6.5 L8 10 L11.5 6.5";
        case "tables":
        case "transforms":
            // a table with a header row and a column
            return "M2.5 2.5 H13.5 V13.5 H2.5 Z M2.5 6.5 H13.5 M7 6.5 V13.5";
        case "arrays":
            // square brackets
            return "M5.5 2.5 H2.5 V13.5 H5.5 M10.5 2.5 H13.5 V13.5 H10.5";
        case "files":
            // a folder
            return "M2.5 4 H6.5 L8 5.5 H13.5 V13 H2.5 Z";
        }
        return "";
    }

    implicitWidth: 16
    implicitHeight: 16

    Shape {
        anchors.fill: parent
        visible: root.path !== ""

        ShapePath {
            strokeColor: root.color
            strokeWidth: 1.6
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin

            PathSvg {
                path: root.path
            }
        }
    }

    Label {
        anchors.centerIn: parent
        visible: root.path === ""
        text: root.category.charAt(0).toUpperCase()
        color: root.color
        font.pixelSize: Theme.titleFontSize + 1
        font.bold: true
    }
}
