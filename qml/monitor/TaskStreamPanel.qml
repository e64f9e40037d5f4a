import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Task stream: a lane per worker, a bar per task coloured by its node, drawn
// by one scene-graph item (TaskStreamItem) however many tasks the run has. The wheel zooms in
// time around the pointer, a drag pans, hovering a bar tells its task, node, worker and
// duration; Show All (or a double-click) returns to the whole run and follows it while it
// grows. With the keyboard's focus (Tab, or a click) +/− zoom, ←/→ pan and Home shows the
// whole run. The time window is `timeWindow` when set (the dashboard's, shared with the batch
// and memory charts), else the item's own.
Item {
    id: root

    required property TaskStreamModel model
    // The model shown: an empty one until `model` is set, so that no binding reads null.
    readonly property TaskStreamModel source: root.model ? root.model : placeholder

    // The time window shown; null for the item's own.
    property TimeWindow timeWindow: null

    // What the dashboard keeps of this panel (see DashboardDock): nothing of its own, the time
    // window is kept by the dashboard's controller with the layout.
    readonly property var dashboardState: ({})
    readonly property TaskStreamItem streamItem: stream
    // The lowest a lane gets when many workers share the panel's height; they scroll then.
    readonly property int minimumLaneHeight: 18
    readonly property int laneGap: 4

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
    }

    // Round times for the axis under the lanes: about six of them across the window.
    function ticks(start: real, end: real): var {
        const span = Math.max(1, end - start);
        const raw = span / 6;
        const power = Math.pow(10, Math.floor(Math.log10(raw)));
        const step = [1, 2, 5, 10].map(f => f * power).find(s => s >= raw);
        const result = [];
        for (let t = Math.ceil(start / step) * step; t <= end; t += step)
            result.push(t);
        return result;
    }

    TaskStreamModel {
        id: placeholder
    }

    objectName: "taskStreamPanel"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                objectName: "taskStreamSummary"
                text: qsTr("%n task(s)", "", root.source.barCount) + " · "
                      + qsTr("%n worker(s)", "", root.source.laneCount)
                color: Theme.textMuted
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("%1 – %2").arg(TextFormat.duration(Math.max(0, stream.viewStart) / 1e9))
                                       .arg(TextFormat.duration(stream.viewEnd / 1e9))
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
            Button {
                objectName: "taskStreamShowAll"
                text: qsTr("Show All")
                enabled: !stream.following

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run")
                }

                onClicked: stream.fitAll()
            }
        }

        Label {
            Layout.fillWidth: true
            visible: root.source.barCount === 0
            text: qsTr("Tasks appear here, one lane per worker, as the run goes.")
            color: Theme.textFaint
        }

        Flickable {
            id: lanes

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            interactive: false
            contentHeight: Math.max(height, stream.implicitHeight)
            ScrollBar.vertical: ScrollBar {}

            Column {
                id: laneLabels

                width: 72
                spacing: stream.laneSpacing
                Repeater {
                    model: root.source.laneLabels

                    Label {
                        required property string modelData

                        width: laneLabels.width
                        height: stream.laneHeight
                        text: modelData
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize
                        verticalAlignment: Text.AlignVCenter
                        elide: Text.ElideRight
                    }
                }
            }

            TaskStreamItem {
                id: stream

                objectName: "taskStream"
                model: root.source
                timeWindow: root.timeWindow
                x: laneLabels.width
                width: lanes.width - laneLabels.width
                height: lanes.contentHeight
                // The lanes share the panel's height (a few workers had 80 % of it empty);
                // many lanes keep a readable height and scroll.
                // (The gap is the panel's own: the item's laneSpacing notifies with laneHeight.)
                laneSpacing: root.laneGap
                laneHeight: Math.max(root.minimumLaneHeight,
                                     Math.floor((lanes.height - root.laneGap
                                                 * Math.max(0, root.source.laneCount - 1))
                                                / Math.max(1, root.source.laneCount)))
                colors: NodePalette.colors(root.source.nodeTitles.length, Theme.dark)
                failedColor: Theme.danger
                // A Slurm job waiting in the queue: the canvas's colour for a queued node.
                queuedColor: Theme.stateColor("ready")

                // Around the lanes in sight, not the whole (scrolled) item.
                ChartFocusRing {
                    y: lanes.contentY
                    width: stream.width
                    height: lanes.height
                    shown: stream.activeFocus
                }
            }

            Rectangle {
                id: tip

                objectName: "taskStreamTip"
                readonly property int bar: stream.hoveredBar

                visible: tip.bar >= 0
                x: Math.min(stream.x + stream.hoverPosition.x + 12, lanes.width - width - 4)
                y: Math.max(0, stream.hoverPosition.y - height - 6)
                width: tipText.implicitWidth + 2 * Theme.spacing
                height: tipText.implicitHeight + Theme.spacing
                radius: Theme.smallRadius
                color: Theme.panel
                border.color: Theme.border

                Label {
                    id: tipText

                    objectName: "taskStreamTipText"
                    anchors.centerIn: parent
                    text: tip.bar < 0 ? "" : qsTr("%1 · task %2\nworker %3 · %4 · %5")
                                              .arg(root.source.barNodeTitle(tip.bar))
                                              .arg(root.source.barTask(tip.bar))
                                              .arg(root.source.barWorker(tip.bar))
                                              .arg(TextFormat.duration(root.source.barSeconds(tip.bar)))
                                              .arg(root.source.barStateName(tip.bar))
                                          + tipText.queueLine
                    readonly property string queueLine: {
                        const waited = tip.bar < 0 ? 0 : root.source.barQueuedSeconds(tip.bar);
                        return waited > 0 ? "\n" + qsTr("waited %1 in Slurm's queue")
                                                   .arg(TextFormat.duration(waited))
                                          : "";
                    }
                    font.pixelSize: Theme.smallFontSize
                    color: Theme.text
                }
            }
        }

        // The time axis under the lanes.
        Item {
            Layout.fillWidth: true
            implicitHeight: 16

            Repeater {
                model: root.ticks(stream.viewStart, stream.viewEnd)

                Label {
                    required property real modelData

                    x: laneLabels.width + (modelData - stream.viewStart) * stream.width
                       / (stream.viewEnd - stream.viewStart) - width / 2
                    visible: x >= laneLabels.width - width / 2
                    text: TextFormat.duration(modelData / 1e9)
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallFontSize
                }
            }
        }

        // Which colour is which node.
        Flow {
            Layout.fillWidth: true
            Layout.maximumHeight: 36
            clip: true
            spacing: Theme.spacing

            Repeater {
                model: root.source.nodeTitles

                Row {
                    id: legendEntry

                    required property string modelData
                    required property int index

                    spacing: 4
                    Rectangle {
                        width: 10
                        height: 10
                        radius: 2
                        anchors.verticalCenter: parent.verticalCenter
                        color: NodePalette.color(legendEntry.index, Theme.dark)
                    }
                    Label {
                        text: legendEntry.modelData
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize
                    }
                }
            }
        }
    }
}
