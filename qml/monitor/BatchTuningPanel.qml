import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Batch tuning panel: for the chosen map node, batch sizes over time and batch
// durations against the target band (filled dots fell inside the band, hollow ones outside).
// While the run is live the band can be changed, by dragging its edges on the duration chart
// or in the two fields; the run uses it from then on (BatchTuningModel.requestBand). Both charts
// show one time window: `timeWindow` when set (the dashboard's, shared with the task stream and
// the memory charts), else the panel's own; the wheel zooms, a drag pans, Show All (or a
// double-click) returns to the whole run. A chart with the keyboard's focus (Tab, or a click)
// does the same with +/−, ←/→ and Home. Each chart's value axis fits the batches inside the
// window.
Item {
    id: root

    required property BatchTuningModel model
    // Where "Keep for this node" writes the band (the node's run settings); null hides it.
    property EditController editor: null
    // The model shown: an empty one until `model` is set, so that no binding reads null.
    readonly property BatchTuningModel source: root.model ? root.model : placeholder
    // The time window shown; null for the panel's own.
    property TimeWindow timeWindow: null
    readonly property TimeWindow shownWindow: root.timeWindow ? root.timeWindow : ownWindow

    // The map node the user (or a restored layout) chose, by id. The model starts every run at
    // its first node, so the panel chooses this one again when a run starts: the layout is
    // restored before a run is shown, and a replay seeking back starts its run over.
    property string chosenNode: ""

    // What the dashboard keeps of this panel (see DashboardDock): the chosen node.
    readonly property var dashboardState: ({
            node: root.chosenNode !== "" ? root.chosenNode : root.source.currentNodeId
        })
    readonly property BatchChartItem sizeChart: sizes
    readonly property BatchChartItem durationChart: durations

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
        root.chosenNode = state.node ?? "";
        root.chooseNode();
    }

    function chooseNode(): void {
        const index = root.source.nodeIds.indexOf(root.chosenNode);
        if (index >= 0 && index !== root.source.currentIndex)
            root.source.currentIndex = index;
    }

    // Sends a band in milliseconds; says why when it is refused.
    function applyBand(lowerMs: real, upperMs: real): void {
        bandMessage.kept = false;
        if (root.source.requestBand(lowerMs / 1000, upperMs / 1000))
            bandMessage.text = "";
        else if (!root.source.tunable)
            bandMessage.text = qsTr("The band can be changed while the run goes.");
        else
            bandMessage.text = qsTr("The lower target must be above 0 and not above the upper.");
    }

    BatchTuningModel {
        id: placeholder
    }
    TimeWindow {
        id: ownWindow
    }
    Connections {
        target: root.source

        function onOutlineChanged() {
            root.chooseNode();
        }
    }

    objectName: "batchTuningPanel"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                text: qsTr("Map node")
                color: Theme.textMuted
            }
            ComboBox {
                objectName: "batchNodeChooser"
                Layout.preferredWidth: 200
                model: root.source.nodeTitles
                currentIndex: root.source.currentIndex
                enabled: count > 1
                onActivated: index => {
                    root.source.currentIndex = index;
                    root.chosenNode = root.source.currentNodeId;
                    root.stateEdited();
                }
            }
            Label {
                objectName: "batchSummary"
                Layout.fillWidth: true
                visible: root.source.batchCount > 0
                text: qsTr("%n batch(es)", "", root.source.batchCount) + " · "
                      + qsTr("last: %1 items in %2").arg(root.source.lastSize).arg(
                          TextFormat.duration(root.source.lastSeconds))
                color: Theme.textMuted
                elide: Text.ElideRight
            }
            Button {
                objectName: "batchShowAll"
                text: qsTr("Show All")
                enabled: !sizes.following

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Show the whole run and follow it. On a chart (Tab or a click gives it the keys): wheel or +/− zoom, drag or ←/→ pan, double-click, Home or 0 show the whole run")
                }

                onClicked: sizes.fitAll()
            }
        }

        Label {
            Layout.fillWidth: true
            visible: root.source.nodeIds.length === 0
            text: qsTr("This run has no map node: batch sizes are tuned on map nodes only.")
            color: Theme.textFaint
            wrapMode: Text.Wrap
        }

        Label {
            text: qsTr("Batch size (items)")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
        BatchChartItem {
            id: sizes

            objectName: "batchSizeChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 60
            model: root.source
            timeWindow: root.shownWindow
            kind: BatchChartItem.Sizes
            color: Theme.accent
            gridColor: Theme.border
            textColor: Theme.textMuted

            ChartFocusRing {
                anchors.fill: parent
                shown: sizes.activeFocus
            }
        }

        Label {
            text: qsTr("Batch duration and target band")
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize
        }
        BatchChartItem {
            id: durations

            objectName: "batchDurationChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 60
            model: root.source
            timeWindow: root.shownWindow
            kind: BatchChartItem.Durations
            color: Theme.accent
            bandColor: Theme.green
            gridColor: Theme.border
            textColor: Theme.textMuted

            ChartFocusRing {
                anchors.fill: parent
                shown: durations.activeFocus
            }

            // The band's edges, draggable while the run is live.
            Repeater {
                model: root.source.nodeIds.length > 0 ? 2 : 0

                Item {
                    id: handle

                    required property int index
                    readonly property bool isUpper: index === 1
                    readonly property real value: isUpper ? root.source.upperSeconds
                                                          : root.source.lowerSeconds
                    property real dragValue: value

                    objectName: isUpper ? "bandUpperHandle" : "bandLowerHandle"
                    x: durations.plotArea.x
                    width: durations.plotArea.width
                    height: 10
                    // Read through the chart's properties, so that the handle follows its scale.
                    y: durations.plotArea.bottom - (handleArea.pressed ? dragValue : value)
                       / durations.maxValue * durations.plotArea.height - height / 2
                    visible: root.source.tunable

                    Rectangle {
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        width: 14
                        height: 8
                        radius: 2
                        color: Theme.green
                    }
                    MouseArea {
                        id: handleArea

                        anchors.fill: parent
                        cursorShape: Qt.SizeVerCursor
                        onPositionChanged: mouse => {
                            const y = handle.mapToItem(durations, 0, mouse.y).y;
                            handle.dragValue = Math.max(0.0001, durations.valueAt(y));
                        }
                        onReleased: {
                            const lower = handle.isUpper ? root.source.lowerSeconds : handle.dragValue;
                            const upper = handle.isUpper ? handle.dragValue : root.source.upperSeconds;
                            root.applyBand(lower * 1000, upper * 1000);
                        }
                    }

                    HintToolTip {
                        visible: handleArea.pressed
                        text: TextFormat.duration(handle.dragValue)
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            visible: root.source.nodeIds.length > 0

            Label {
                text: qsTr("Target band (ms)")
                color: Theme.textMuted
            }
            TextField {
                id: lowerField

                objectName: "bandLowerField"
                Layout.preferredWidth: 80
                text: (root.source.lowerSeconds * 1000).toLocaleString(Qt.locale(), "f", 1)
                enabled: root.source.tunable
                validator: DoubleValidator {
                    bottom: 0
                }
                onAccepted: applyButton.clicked()
            }
            Label {
                text: "–"
                color: Theme.textMuted
            }
            TextField {
                id: upperField

                objectName: "bandUpperField"
                Layout.preferredWidth: 80
                text: (root.source.upperSeconds * 1000).toLocaleString(Qt.locale(), "f", 1)
                enabled: root.source.tunable
                validator: DoubleValidator {
                    bottom: 0
                }
                onAccepted: applyButton.clicked()
            }
            Button {
                id: applyButton

                objectName: "bandApply"
                text: qsTr("Apply")
                enabled: root.source.tunable
                onClicked: root.applyBand(Number.fromLocaleString(Qt.locale(), lowerField.text),
                                          Number.fromLocaleString(Qt.locale(), upperField.text))
            }
            Button {
                objectName: "bandKeep"
                visible: root.editor !== null
                text: qsTr("Keep for this node")
                enabled: root.source.adjusted

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Write this band into the node's run settings, so that its next runs start with it (undoable)")
                }

                onClicked: {
                    // A refusal's reason arrives as the editor's message, during the call.
                    bandMessage.refusal = "";
                    bandMessage.keeping = true;
                    root.editor.keepBatchBand(root.source.currentNodeId,
                                              root.source.lowerSeconds * 1000,
                                              root.source.upperSeconds * 1000);
                    bandMessage.keeping = false;
                    // No reason: kept now, or the node had this band already.
                    bandMessage.kept = bandMessage.refusal === "";
                    bandMessage.text = bandMessage.kept
                                       //: The band was written into the node: "Kept in derive".
                                       ? qsTr("Kept in %1").arg(root.source.currentNodeId)
                                       : bandMessage.refusal;
                }
            }
            Connections {
                target: root.editor

                function onMessageRaised(message: string): void {
                    if (bandMessage.keeping)
                        bandMessage.refusal = message;
                }
            }
            Label {
                id: bandMessage

                // The last word is that the band was kept, not a refusal.
                property bool kept: false
                // Keep for this node is being handled, and why it was refused.
                property bool keeping: false
                property string refusal: ""

                objectName: "bandMessage"
                Layout.fillWidth: true
                color: bandMessage.kept ? Theme.textMuted : Theme.danger
                elide: Text.ElideRight
            }
        }
    }
}
