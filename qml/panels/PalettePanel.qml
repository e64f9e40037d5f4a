import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The operators, grouped by category, with a search field. Drag one onto the canvas to add it
// there, or double-click it (or press Enter in the search field) to add it in the middle of the
// view. The operators come from the registry at run time.
Rectangle {
    id: root

    // A row asks to be added in view, or reports its drag (window coordinates).
    signal addRequested(string operatorId)
    signal dragStarted(string operatorId, string title, string category, point point)
    signal dragMoved(point point)
    signal dragFinished(string operatorId, point point)

    // A category's name as the palette shows it: the engine's categories are keys, translated
    // here; an unknown one shows as it is.
    function categoryTitle(category: string): string {
        switch (category) {
        case "Sources":
            return qsTr("Sources");
        case "Sinks":
            return qsTr("Sinks");
        case "Tables":
            return qsTr("Tables");
        case "Arrays":
            return qsTr("Arrays");
        case "Files":
            return qsTr("Files");
        case "Utilities":
            return qsTr("Utilities");
        }
        return category;
    }

    objectName: "palettePanel"
    implicitWidth: Theme.paletteWidth
    color: Theme.panel

    Rectangle {
        anchors.right: parent.right
        width: 1
        height: parent.height
        color: Theme.border
    }

    OperatorListModel {
        id: operators

        filter: search.text
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        anchors.rightMargin: Theme.spacing * 1.5 + 1
        spacing: Theme.spacing

        SectionHeading {
            text: qsTr("Operators")
        }

        TextField {
            id: search

            objectName: "paletteSearch"
            Layout.fillWidth: true
            placeholderText: qsTr("Search operators")
            selectByMouse: true
            Keys.onReturnPressed: root.addRequested(operators.operatorIdAt(0))
            Keys.onEnterPressed: root.addRequested(operators.operatorIdAt(0))
            Keys.onEscapePressed: search.text = ""
        }

        ListView {
            id: list

            objectName: "paletteList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: operators
            boundsBehavior: Flickable.StopAtBounds
            // Rows are dragged out, so the list itself must not take the drag to flick.
            interactive: false
            ScrollBar.vertical: ScrollBar {}
            // The operators' categories are English keys (OperatorSpec::category).
            section.property: "category"
            section.delegate: Label {
                required property string section

                width: ListView.view.width
                topPadding: Theme.spacing
                bottomPadding: Theme.spacing / 2
                text: root.categoryTitle(section)
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
                font.weight: Font.DemiBold
                font.capitalization: Font.AllUppercase
            }
            delegate: OperatorRow {
                width: ListView.view.width
                draggable: true
                activateOnClick: false
                onActivated: root.addRequested(operatorId)
                onDragStarted: point => root.dragStarted(operatorId, title, category, point)
                onDragMoved: point => root.dragMoved(point)
                onDragFinished: point => root.dragFinished(operatorId, point)
            }

            WheelHandler {
                onWheel: event => {
                    list.contentY = Math.max(0, Math.min(list.contentHeight - list.height,
                                                         list.contentY - event.angleDelta.y / 2));
                }
            }
        }

        Label {
            visible: list.count === 0
            Layout.fillWidth: true
            text: qsTr("No operator matches “%1”.").arg(search.text)
            wrapMode: Text.Wrap
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize
        }
    }
}
