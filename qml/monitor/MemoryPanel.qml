import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Memory panel: the bytes held by intermediate datasets over the run, stacked
// by the node that produced them, with releases ticked under the axis and the peak marked;
// beside it what was held at the peak, or at the time clicked on the chart. Under it the
// resident memory of the app and of its worker processes. Both charts show one time window:
// `timeWindow` when set (the dashboard's, shared with the task stream and the batch charts),
// else the panel's own; the wheel zooms, a drag pans, Show All (or a double-click) returns to
// the whole run, and a click picks a time. A chart with the keyboard's focus (Tab, or a click)
// zooms and pans with +/−, ←/→ and Home too. Each chart's value axis fits what is held inside
// the window.
Item {
    id: root

    required property MemoryTimelineModel model
    // The model shown: an empty one until `model` is set, so that no binding reads null.
    readonly property MemoryTimelineModel source: root.model ? root.model : placeholder
    // The time window shown; null for the panel's own.
    property TimeWindow timeWindow: null
    readonly property TimeWindow shownWindow: root.timeWindow ? root.timeWindow : ownWindow

    // The time the user (or a restored layout) picked, -1 for the peak. The model starts every
    // run at its peak, so the panel picks this time again when a run starts (the layout is
    // restored before a run is shown, and a replay seeking back starts its run over), and once
    // more when the run reaches it, for what was held then to be complete.
    property real chosenNs: -1
    property bool chosenReached: true

    // What the dashboard keeps of this panel (see DashboardDock): a clicked time, or the peak.
    readonly property var dashboardState: ({
            selected: root.chosenNs < 0 ? "peak" : Math.round(root.chosenNs)
        })
    readonly property MemoryChartItem datasetChart: chart

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
        root.chosenNs = typeof state.selected === "number" ? Math.max(0, state.selected) : -1;
        root.chosenReached = false;
        root.pickChosen();
    }

    function choose(ns: real): void {
        root.chosenNs = ns;
        root.chosenReached = false;
        root.pickChosen();
        root.stateEdited();
    }

    function pickChosen(): void {
        if (root.chosenNs < 0 || root.source.endNs <= 0
                || (root.chosenReached && !root.source.peakSelected))
            return;
        root.source.selectTime(root.chosenNs);
        root.chosenReached = root.source.endNs >= root.chosenNs;
    }

    // Chart positions read through the chart's properties, so that bindings follow its scale
    // and its time window.
    function xAt(ns: real): real {
        return chart.plotArea.x + (ns - chart.viewStart) / (chart.viewEnd - chart.viewStart)
                * chart.plotArea.width;
    }

    function inWindow(ns: real): bool {
        return ns >= chart.viewStart && ns <= chart.viewEnd;
    }

    function yAt(bytes: real): real {
        return chart.plotArea.bottom - bytes / chart.maxValue * chart.plotArea.height;
    }

    function colorOf(node: int): color {
        return NodePalette.color(node, Theme.dark);
    }

    MemoryTimelineModel {
        id: placeholder
    }
    TimeWindow {
        id: ownWindow
    }
    Connections {
        target: root.source

        function onChanged() {
            root.pickChosen();
        }
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
                              TextFormat.bytes(root.source.peakBytes)).arg(
                              TextFormat.duration(root.source.peakNs / 1e9)) + " · "
                          + qsTr("%n release(s)", "", root.source.releaseCount)
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
                Button {
                    objectName: "memoryShowAll"
                    text: qsTr("Show All")
                    enabled: !chart.following

                    HintToolTip {
                        visible: parent.hovered
                        text: qsTr("Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run")
                    }

                    onClicked: chart.fitAll()
                }
                Button {
                    objectName: "memoryShowPeak"
                    text: qsTr("At Peak")
                    enabled: !root.source.peakSelected
                    onClicked: {
                        root.chosenNs = -1;
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
                timeWindow: root.shownWindow
                kind: MemoryChartItem.Datasets
                colors: NodePalette.colors(root.source.nodeTitles.length, Theme.dark)
                // Room above the highest value for the peak's label: over the area it hid
                // the data it names.
                topMargin: peakLabel.implicitHeight + 4
                peakColor: Theme.danger
                gridColor: Theme.border
                textColor: Theme.textMuted
                onClicked: (x, y) => root.choose(chart.nsAt(x))

                Label {
                    id: peakLabel

                    objectName: "memoryPeakLabel"
                    visible: root.source.peakBytes > 0 && root.inWindow(root.source.peakNs)
                    x: Math.min(root.xAt(root.source.peakNs) + 6, chart.width - width)
                    // Above the peak, the highest the stack ever reaches: never over the area.
                    y: Math.max(0, root.yAt(root.source.peakBytes) - height - 2)
                    text: qsTr("peak %1").arg(TextFormat.bytes(root.source.peakBytes))
                    color: Theme.danger
                    font.pixelSize: Theme.smallFontSize
                }
                // The cursor only: the chart itself takes the clicks, the wheel and drags.
                MouseArea {
                    anchors.fill: parent
                    acceptedButtons: Qt.NoButton
                    cursorShape: Qt.CrossCursor
                }
                // The node whose band is under the pointer, by name: colours of many nodes
                // come close, names do not.
                HoverHandler {
                    id: chartHover
                }
                Rectangle {
                    id: bandTip

                    objectName: "memoryBandTip"
                    readonly property int node: chartHover.hovered
                                                ? chart.nodeAt(chartHover.point.position.x,
                                                               chartHover.point.position.y)
                                                : -1

                    visible: bandTip.node >= 0
                    x: Math.min(chartHover.point.position.x + 12, chart.width - width - 4)
                    y: Math.max(0, chartHover.point.position.y - height - 6)
                    width: bandTipText.implicitWidth + 2 * Theme.spacing
                    height: bandTipText.implicitHeight + Theme.spacing
                    radius: Theme.smallRadius
                    color: Theme.panel
                    border.color: root.colorOf(Math.max(0, bandTip.node))

                    Label {
                        id: bandTipText

                        objectName: "memoryBandTipText"
                        anchors.centerIn: parent
                        text: bandTip.node >= 0 ? root.source.nodeTitles[bandTip.node] : ""
                        color: Theme.text
                        font.pixelSize: Theme.smallFontSize
                    }
                }
                ChartFocusRing {
                    anchors.fill: parent
                    shown: chart.activeFocus
                }
                Rectangle {
                    objectName: "memorySelection"
                    visible: !root.source.peakSelected && root.inWindow(root.source.selectedNs)
                    x: root.xAt(root.source.selectedNs)
                    y: chart.plotArea.y
                    width: 1
                    height: chart.plotArea.height
                    color: Theme.text
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
                id: rssChart

                objectName: "rssChart"
                Layout.fillWidth: true
                Layout.preferredHeight: 90
                model: root.source
                timeWindow: root.shownWindow
                kind: MemoryChartItem.Rss
                lineColor: Theme.accent
                secondLineColor: Theme.orange
                gridColor: Theme.border
                textColor: Theme.textMuted

                ChartFocusRing {
                    anchors.fill: parent
                    shown: rssChart.activeFocus
                }
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
                      ? qsTr("Held at the peak: %1").arg(TextFormat.bytes(root.source.selectedBytes))
                      : qsTr("Held at %1: %2").arg(TextFormat.duration(root.source.selectedNs / 1e9))
                        .arg(TextFormat.bytes(root.source.selectedBytes))
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
                            text: TextFormat.bytes(row.bytes)
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
