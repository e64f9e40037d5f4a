import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Progress panel: tasks done of total with a bar, elapsed time, time left,
// throughput, the tasks running and (on a cluster) the tasks whose job waits in its queue,
// then each node with its state and its tasks done of total.
Item {
    id: root

    required property RunProgressModel model

    // What the dashboard keeps of this panel (see DashboardDock): whether the node list shows.
    property bool showNodes: true
    readonly property var dashboardState: ({
            showNodes: root.showNodes
        })

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
        if (typeof state.showNodes === "boolean")
            root.showNodes = state.showNodes;
    }

    objectName: "progressPanel"

    // One figure with its label under it. The tiles are fixed items, not a Repeater over a
    // model rebuilt on every update: the figures change up to 30 times a second. The gap before
    // a tile is its own, so that a tile folded to no width leaves no gap behind.
    component ProgressTile: Item {
        id: tile

        required property string label
        required property string value
        property real gap: Theme.spacing

        Layout.fillWidth: true
        // All tiles as tall as the tallest: a long label ("Aufgaben pro Sekunde") wraps in a
        // narrow dock rather than running over the next tile. A tile folded to no width asks
        // for no height.
        Layout.fillHeight: true
        implicitHeight: tile.width > 0 ? Math.max(50, figures.implicitHeight + Theme.spacing) : 0

        Rectangle {
            anchors.fill: parent
            anchors.leftMargin: tile.gap
            radius: Theme.smallRadius
            color: Theme.panelAlternate
            border.color: Theme.border
        }

        Column {
            id: figures

            // A tile folded to no width shows nothing (its label would wrap into no room).
            visible: tile.width > 0
            anchors.verticalCenter: parent.verticalCenter
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.leftMargin: tile.gap + 4
            anchors.rightMargin: 4
            spacing: 2

            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: tile.value
                color: Theme.text
                font.pixelSize: Theme.headingFontSize - 1
                font.weight: Font.DemiBold
            }
            Label {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: tile.label
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing * 2

            // The figures that change with every update are chained by anchors, which follow
            // a text's new width at once (a layout may wait for its next polish).
            Item {
                Layout.fillWidth: true
                implicitHeight: doneLabel.implicitHeight

                Label {
                    id: doneLabel

                    objectName: "progressDone"
                    // A map node's items are what its time goes into: they lead when known.
                    text: root.model.hasItems
                          //: Items of map nodes processed of their items, then tasks, e.g.
                          //: "120 of 2,000 items · 4 of 9 tasks".
                          ? qsTr("%1 of %2 items · %3 of %4 tasks")
                            .arg(root.model.itemsDone.toLocaleString(Qt.locale(), "f", 0))
                            .arg(root.model.itemsTotal.toLocaleString(Qt.locale(), "f", 0))
                            .arg(root.model.tasksDone).arg(root.model.tasksTotal)
                          //: Tasks finished of the tasks known so far, e.g. "12 of 19 tasks".
                          : qsTr("%1 of %2 tasks").arg(root.model.tasksDone).arg(
                              root.model.tasksTotal)
                    color: Theme.text
                    font.pixelSize: Theme.headingFontSize
                    font.weight: Font.DemiBold
                    // A narrow panel (side by side with another) elides it, whole on hover.
                    width: Math.min(implicitWidth, parent.width - percentLabel.implicitWidth
                                    - failedLabel.implicitWidth - Theme.spacing * 4)
                    elide: Text.ElideRight

                    HoverHandler {
                        id: doneHover
                    }

                    HintToolTip {
                        visible: doneHover.hovered && parent.truncated
                        text: parent.text
                    }
                }
                Label {
                    id: percentLabel

                    anchors.left: doneLabel.right
                    anchors.leftMargin: Theme.spacing * 2
                    anchors.baseline: doneLabel.baseline
                    text: qsTr("%1 %").arg(Math.floor(root.model.fraction * 100))
                    color: Theme.textMuted
                    font.pixelSize: Theme.headingFontSize
                }
                Label {
                    id: failedLabel

                    anchors.left: percentLabel.right
                    anchors.leftMargin: Theme.spacing * 2
                    anchors.baseline: doneLabel.baseline
                    text: root.model.tasksFailed > 0 ? qsTr("%n failed", "", root.model.tasksFailed)
                                                     : ""
                    color: Theme.danger
                    font.weight: Font.DemiBold
                }
            }
            CheckBox {
                objectName: "progressShowNodes"
                text: qsTr("Nodes")
                checked: root.showNodes
                onToggled: {
                    root.showNodes = checked;
                    root.stateEdited();
                }

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("List every node with its tasks")
                }
            }
        }

        ProgressBar {
            objectName: "progressBar"
            Layout.fillWidth: true
            from: 0
            to: 1
            value: root.model.fraction
        }

        RowLayout {
            Layout.fillWidth: true
            // Set, so that the tiles' fillHeight (all as tall as the tallest) does not pass up
            // and stretch the row over the panel.
            Layout.fillHeight: false
            spacing: 0

            ProgressTile {
                objectName: "progressTile:elapsed"
                gap: 0
                label: qsTr("Elapsed")
                value: TextFormat.duration(root.model.elapsedSeconds)
            }
            ProgressTile {
                objectName: "progressTile:remaining"
                label: qsTr("Time left")
                value: root.model.status === "running"
                       ? TextFormat.duration(root.model.remainingSeconds) : "–"
            }
            ProgressTile {
                objectName: "progressTile:throughput"
                label: qsTr("Tasks per second")
                value: MonitorFormat.rate(root.model.tasksPerSecond)
            }
            ProgressTile {
                objectName: "progressTile:running"
                label: qsTr("Running")
                value: String(root.model.tasksRunning)
            }
            ProgressTile {
                objectName: "progressTile:queued"
                // Only for runs with cluster jobs: on threads and processes it would read 0.
                // Folded to no width rather than hidden: Qt 6.4's RowLayout left a tile out
                // when it was shown before the window (a replay opened with the project).
                readonly property bool shown: root.model.hasJobs
                opacity: shown ? 1 : 0
                Layout.fillWidth: shown
                Layout.preferredWidth: shown ? -1 : 0

                //: Tasks whose Slurm job waits in the cluster's queue.
                label: qsTr("Queued")
                value: String(root.model.tasksQueued)

                HintToolTip {
                    visible: queuedHover.hovered
                    text: qsTr("Tasks whose job waits in the cluster's queue")
                }

                HoverHandler {
                    id: queuedHover
                }
            }
        }

        ListView {
            id: nodeList

            objectName: "progressNodes"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.showNodes
            clip: true
            model: root.model
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            delegate: ItemDelegate {
                id: nodeRow

                required property int index
                required property string nodeId
                required property string title
                required property string nodeState
                required property int tasksDone
                required property int tasksTotal
                required property real items
                required property real itemsTotal
                required property real fraction
                required property bool map

                width: ListView.view.width
                height: 26
                padding: 0
                onClicked: root.nodeActivated(nodeRow.nodeId)

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Select %1 on the canvas").arg(nodeRow.title)
                }

                background: Rectangle {
                    color: nodeRow.hovered ? Theme.accentSoft
                                           : nodeRow.index % 2 ? Theme.panelAlternate : "transparent"
                }

                contentItem: RowLayout {
                    spacing: Theme.spacing

                    StateMark {
                        Layout.leftMargin: Theme.spacing / 2
                        kind: nodeRow.nodeState
                    }
                    Label {
                        // Narrower in a narrow panel (side by side), so its bar keeps some width.
                        Layout.preferredWidth: Math.min(220, nodeRow.width * 0.28)
                        text: nodeRow.title
                        elide: Text.ElideRight
                        color: Theme.text
                    }
                    // The node's work done (a map node's items, once known), in its state's
                    // colour.
                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: 6
                        radius: 3
                        color: Theme.border

                        Rectangle {
                            width: parent.width * nodeRow.fraction
                            height: parent.height
                            radius: parent.radius
                            color: Theme.stateColor(nodeRow.nodeState === "waiting"
                                                    ? "running" : nodeRow.nodeState)
                        }
                    }
                    Label {
                        Layout.preferredWidth: 150
                        horizontalAlignment: Text.AlignRight
                        text: nodeRow.map && nodeRow.itemsTotal > 0
                              //: A map node's items processed of its items, e.g. "120 / 2000 items".
                              ? qsTr("%1 / %2 items").arg(nodeRow.items).arg(nodeRow.itemsTotal)
                              : nodeRow.map
                                //: A map node's batches done of spawned, and the items they held.
                                ? qsTr("%1 / %2 · %3 items").arg(nodeRow.tasksDone)
                                  .arg(nodeRow.tasksTotal).arg(nodeRow.items)
                                : "%1 / %2".arg(nodeRow.tasksDone).arg(nodeRow.tasksTotal)
                        color: Theme.textMuted
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    Label {
                        // Wider where a state's name needs it ("fehlgeschlagen").
                        Layout.preferredWidth: Math.max(80, implicitWidth)
                        Layout.rightMargin: Theme.spacing
                        text: MonitorFormat.stateText(nodeRow.nodeState)
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize
                    }
                }
            }
        }

        Item {
            Layout.fillHeight: true
            visible: !root.showNodes
        }
    }
}
