import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Memory panel: the bytes held by intermediate datasets over the run, stacked
// by the node that produced them, with releases ticked under the axis and the peak marked;
// beside it what was held at the peak, or at the time clicked on the chart. Under it the
// resident memory of the app and of its worker processes.
Item {
    id: root

    required property MemoryTimelineModel model
    // The model shown: an empty one until `model` is set, so that no binding reads null.
    readonly property MemoryTimelineModel source: root.model ?? placeholder

    // What the dashboard keeps of this panel (see DashboardDock): a clicked time, or the peak.
    readonly property var dashboardState: ({
            selected: root.source.peakSelected ? "peak" : Math.round(root.source.selectedNs)
        })
    readonly property MemoryChartItem datasetChart: chart

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
        if (typeof state.selected === "number")
            root.source.selectTime(state.selected);
    }

    // Chart positions read through the chart's properties, so that bindings follow its scale.
    function xAt(ns: real): real {
        return chart.plotArea.x + ns / Math.max(1, root.source.endNs) * chart.plotArea.width;
    }

    function yAt(bytes: real): real {
        return chart.plotArea.bottom - bytes / chart.maxValue * chart.plotArea.height;
    }

    function colorOf(node: int): color {
        return Theme.fallbackColors[node % Theme.fallbackColors.length];
    }

    MemoryTimelineModel {
        id: placeholder
    }

    objectName: "memoryPanel"

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing * 2

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing / 2

            RowLayout {
                Layout.fillWidth: true

                Label {
                    objectName: "memorySummary"
                    Layout.fillWidth: true
                    text: qsTr("Intermediate data: peak %1 at %2").arg(
                              MonitorFormat.bytes(root.source.peakBytes)).arg(
                              MonitorFormat.duration(root.source.peakNs / 1e9)) + " · "
                          + qsTr("%n release(s)", "", root.source.releaseCount)
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
                Button {
                    objectName: "memoryShowPeak"
                    text: qsTr("At Peak")
                    enabled: !root.source.peakSelected
                    onClicked: {
                        root.source.selectPeak();
                        root.stateEdited();
                    }
                }
            }

            MemoryChartItem {
                id: chart

                objectName: "memoryChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 80
                model: root.source
                kind: MemoryChartItem.Datasets
                colors: Theme.fallbackColors
                peakColor: Theme.danger
                gridColor: Theme.border
                textColor: Theme.textMuted

                Label {
                    objectName: "memoryPeakLabel"
                    visible: root.source.peakBytes > 0
                    x: Math.min(root.xAt(root.source.peakNs) + 6, chart.width - width)
                    y: Math.max(0, root.yAt(root.source.peakBytes) - height / 2)
                    text: qsTr("peak %1").arg(MonitorFormat.bytes(root.source.peakBytes))
                    color: Theme.danger
                    font.pixelSize: Theme.smallFontSize
                }
                Rectangle {
                    objectName: "memorySelection"
                    visible: !root.source.peakSelected
                    x: root.xAt(root.source.selectedNs)
                    y: chart.plotArea.y
                    width: 1
                    height: chart.plotArea.height
                    color: Theme.text
                }
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.CrossCursor
                    onClicked: mouse => {
                        root.source.selectTime(chart.nsAt(mouse.x));
                        root.stateEdited();
                    }
                }
            }

            RowLayout {
                spacing: Theme.spacing

                Label {
                    text: qsTr("Resident memory")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                }
                Rectangle {
                    width: 12
                    height: 3
                    color: Theme.accent
                }
                Label {
                    text: qsTr("app")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                }
                Rectangle {
                    width: 12
                    height: 3
                    color: Theme.orange
                }
                Label {
                    text: qsTr("workers")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                }
            }
            MemoryChartItem {
                objectName: "rssChart"
                Layout.fillWidth: true
                Layout.preferredHeight: 90
                model: root.source
                kind: MemoryChartItem.Rss
                lineColor: Theme.accent
                secondLineColor: Theme.orange
                gridColor: Theme.border
                textColor: Theme.textMuted
            }
        }

        ColumnLayout {
            Layout.preferredWidth: 260
            Layout.fillHeight: true
            spacing: Theme.spacing / 2

            Label {
                objectName: "heldHeading"
                Layout.fillWidth: true
                text: root.source.peakSelected
                      ? qsTr("Held at the peak: %1").arg(MonitorFormat.bytes(root.source.selectedBytes))
                      : qsTr("Held at %1: %2").arg(MonitorFormat.duration(root.source.selectedNs / 1e9))
                        .arg(MonitorFormat.bytes(root.source.selectedBytes))
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            ListView {
                objectName: "heldList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: root.source.held
                ScrollBar.vertical: ScrollBar {}

                delegate: ItemDelegate {
                    id: row

                    required property string nodeId
                    required property string title
                    required property int nodeIndex
                    required property real bytes

                    width: ListView.view.width
                    height: 24
                    padding: 2
                    onClicked: root.nodeActivated(row.nodeId)

                    contentItem: RowLayout {
                        spacing: Theme.spacing

                        Rectangle {
                            width: 10
                            height: 10
                            radius: 2
                            color: root.colorOf(row.nodeIndex)
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.title
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                        Label {
                            text: MonitorFormat.bytes(row.bytes)
                            color: Theme.textMuted
                            font.family: Theme.monoFamily
                        }
                    }
                }
            }
            Label {
                visible: root.source.held.count === 0
                text: qsTr("Nothing held.")
                color: Theme.textFaint
            }
        }
    }
}
