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
            section.property: "category"
            section.delegate: Label {
                required property string section

                width: ListView.view.width
                topPadding: Theme.spacing
                bottomPadding: Theme.spacing / 2
                text: section
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
