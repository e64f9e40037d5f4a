import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// Two recorded runs side by side: each node's time in the baseline (the older run) and the
// candidate (the newer), and the difference. Slower is the danger colour, faster green, always
// from the candidate's side.
AppDialog {
    id: root

    required property RunCompareModel comparison

    objectName: "compareDialog"
    //: The comparison's title: "Run 5 compared with run 3".
    title: qsTr("Run %1 compared with run %2").arg(root.comparison.runB).arg(root.comparison.runA)

    // The colour of a difference: 1 the candidate is slower, -1 faster.
    function slowerColor(slower: int): color {
        return slower > 0 ? Theme.danger : slower < 0 ? Theme.green : Theme.textMuted;
    }
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

        // Which run is which: the baseline is what the candidate is measured against.
        Label {
            objectName: "compareRuns"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            //: "Baseline: run 3, started 2026-11-22 09:14:03. Candidate: run 5, started …".
            text: qsTr("Baseline: run %1, started %2. Candidate: run %3, started %4. Differences are the candidate less the baseline.")
                  .arg(root.comparison.runA).arg(root.comparison.startedA)
                  .arg(root.comparison.runB).arg(root.comparison.startedB)
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            SectionHeading {
                Layout.fillWidth: true
                text: qsTr("Node")
            }
            SectionHeading {
                objectName: "compareBaselineHeading"
                Layout.preferredWidth: 110
                horizontalAlignment: Text.AlignRight
                //: Column heading: the older run of a comparison, "Baseline 3".
                text: qsTr("Baseline %1").arg(root.comparison.runA)
            }
            SectionHeading {
                objectName: "compareCandidateHeading"
                Layout.preferredWidth: 110
                horizontalAlignment: Text.AlignRight
                //: Column heading: the newer run of a comparison, "Candidate 5".
                text: qsTr("Candidate %1").arg(root.comparison.runB)
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
                required property int slower

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
                    // Slower in the candidate in the danger colour, faster in green.
                    color: root.slowerColor(row.slower)
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
                color: root.slowerColor(root.comparison.totalSlower)
            }
        }
    }
}
