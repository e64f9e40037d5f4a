import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// Two recorded runs side by side: each node's time in run A and run B and the difference.
AppDialog {
    id: root

    required property RunCompareModel comparison

    objectName: "compareDialog"
    title: qsTr("Run %1 and run %2").arg(root.comparison.runA).arg(root.comparison.runB)
    width: Math.min(640, (parent ? parent.width : 640) - 2 * Theme.spacing)
    height: Math.min(520, (parent ? parent.height : 520) - 2 * Theme.spacing)
    standardButtons: Dialog.Close

    component Cell: Label {
        Layout.preferredWidth: 110
        horizontalAlignment: Text.AlignRight
        color: Theme.text
        font.pixelSize: Theme.fontSize
        font.family: Theme.monoFamily
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            SectionHeading {
                Layout.fillWidth: true
                text: qsTr("Node")
            }
            SectionHeading {
                Layout.preferredWidth: 110
                horizontalAlignment: Text.AlignRight
                text: qsTr("Run %1").arg(root.comparison.runA)
            }
            SectionHeading {
                Layout.preferredWidth: 110
                horizontalAlignment: Text.AlignRight
                text: qsTr("Run %1").arg(root.comparison.runB)
            }
            SectionHeading {
                Layout.preferredWidth: 150
                horizontalAlignment: Text.AlignRight
                text: qsTr("Difference")
            }
        }

        ListView {
            id: rows

            objectName: "compareList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.comparison
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            delegate: RowLayout {
                id: row

                required property string title
                required property string timeA
                required property string timeB
                required property string difference
                required property double differenceMs

                width: ListView.view.width
                height: 28
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: row.title
                    elide: Text.ElideRight
                    color: Theme.text
                    font.pixelSize: Theme.fontSize
                }
                Cell {
                    text: row.timeA
                }
                Cell {
                    text: row.timeB
                }
                Cell {
                    Layout.preferredWidth: 150
                    text: row.difference
                    // Slower in run B in the danger colour, faster in green.
                    color: row.differenceMs > 0 ? Theme.danger
                                                : row.differenceMs < 0 ? Theme.green : Theme.textMuted
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.border
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: qsTr("Whole run")
                color: Theme.text
                font.pixelSize: Theme.fontSize
                font.weight: Font.DemiBold
            }
            Cell {
                text: root.comparison.totalA
            }
            Cell {
                text: root.comparison.totalB
            }
            Cell {
                objectName: "compareTotalDifference"
                Layout.preferredWidth: 150
                text: root.comparison.totalDifference
            }
        }
    }
}
