import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The quick-add search that a double-click on empty canvas opens where it was clicked: type to
// filter the operators, Up/Down to pick, Enter (or a click) adds the node there. Opened for a
// connection let go on empty canvas (openForWire()), it lists only the operators with a port
// that fits the one the wire came from, and the canvas connects the node chosen.
Popup {
    id: root

    // Where the node goes, in window coordinates.
    property point windowPoint
    // The wire's end while opened for one: its node and port, an output unless !fromOutput.
    property string wireNode
    property string wirePort
    property bool wireFromOutput: true

    signal chosen(string operatorId, point windowPoint)
    signal chosenForWire(string operatorId, point windowPoint, string nodeId, string port,
                         bool fromOutput)

    function place(local: point, windowPoint: point): void {
        root.windowPoint = windowPoint;
        root.x = Math.max(0, Math.min(local.x, root.parent.width - root.width - 8));
        root.y = Math.max(0, Math.min(local.y, root.parent.height - root.height - 8));
        search.text = "";
        list.currentIndex = 0;
        root.open();
        search.forceActiveFocus();
    }

    function openAt(local: point, windowPoint: point): void {
        root.wireNode = "";
        operators.takesKind = "";
        operators.givesKind = "";
        root.place(local, windowPoint);
    }

    // For a wire from (nodeId, port), of data `kind`, let go at the point.
    function openForWire(local: point, windowPoint: point, nodeId: string, port: string,
                         kind: string, fromOutput: bool): void {
        root.wireNode = nodeId;
        root.wirePort = port;
        root.wireFromOutput = fromOutput;
        operators.takesKind = fromOutput ? kind : "";
        operators.givesKind = fromOutput ? "" : kind;
        root.place(local, windowPoint);
    }

    function choose(row: int): void {
        const id = operators.operatorIdAt(row);
        if (id === "")
            return;
        root.close();
        if (root.wireNode !== "")
            root.chosenForWire(id, root.windowPoint, root.wireNode, root.wirePort,
                               root.wireFromOutput);
        else
            root.chosen(id, root.windowPoint);
    }

    objectName: "quickAddPopup"
    width: 300
    // As tall as the matches need, up to a screenful of them.
    height: Math.min(320, search.implicitHeight + Math.max(40, list.contentHeight)
                     + 3 * Theme.spacing + 2 * root.padding)
    padding: Theme.spacing
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.panel
        border.color: Theme.border
        radius: Theme.radius
    }

    OperatorListModel {
        id: operators

        filter: search.text
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        TextField {
            id: search

            objectName: "quickAddSearch"
            Layout.fillWidth: true
            placeholderText: root.wireNode === "" ? qsTr("Add a node…")
                                                  : root.wireFromOutput
                                                    ? qsTr("Add a node for this output…")
                                                    : qsTr("Add a node for this input…")
            onTextChanged: list.currentIndex = 0
            Keys.onDownPressed: list.currentIndex = Math.min(list.count - 1, list.currentIndex + 1)
            Keys.onUpPressed: list.currentIndex = Math.max(0, list.currentIndex - 1)
            Keys.onReturnPressed: root.choose(list.currentIndex)
            Keys.onEnterPressed: root.choose(list.currentIndex)
        }

        ListView {
            id: list

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: operators
            highlightMoveDuration: 0
            highlight: Rectangle {
                color: Theme.accentSoft
                radius: Theme.smallRadius
            }
            delegate: OperatorRow {
                width: ListView.view.width
                onActivated: root.choose(index)
            }
        }

        Label {
            objectName: "quickAddNoMatch"
            visible: list.count === 0
            text: qsTr("No operator matches.")
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
        }
    }
}
