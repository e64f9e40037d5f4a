import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Workers panel: a table with one row per worker — its pid, whether it is busy
// and with which node's task, CPU use, memory, tasks done and restarts. A busy row's node is a
// link that selects it on the canvas.
Item {
    id: root

    required property WorkerTableModel model

    // The column widths, shared by the header and the rows.
    readonly property var columns: [
        {
            title: qsTr("Worker"),
            width: 64
        },
        {
            title: qsTr("PID"),
            width: 80
        },
        {
            title: qsTr("State"),
            width: 80
        },
        {
            title: qsTr("Current task"),
            width: -1
        },
        {
            title: qsTr("CPU"),
            right: true,
            width: 70
        },
        {
            title: qsTr("RSS"),
            right: true,
            width: 80
        },
        {
            title: qsTr("Tasks"),
            right: true,
            width: 60
        },
        {
            title: qsTr("Busy"),
            right: true,
            width: 80
        },
        {
            title: qsTr("Restarts"),
            right: true,
            width: 70
        }
    ]
    // Nothing of its own to keep yet; the key is there for the dashboard to collect.
    readonly property var dashboardState: ({})

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
    }

    objectName: "workersPanel"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: 0

        Label {
            Layout.bottomMargin: Theme.spacing
            //: e.g. "2 of 4 workers busy"
            text: qsTr("%1 of %2 workers busy").arg(root.model.busyCount).arg(root.model.count)
            color: Theme.textMuted
        }

        // The header row.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 24
            color: Theme.panelAlternate
            border.color: Theme.border

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                spacing: Theme.spacing

                Repeater {
                    model: root.columns

                    delegate: Label {
                        required property var modelData

                        Layout.preferredWidth: modelData.width > 0 ? modelData.width : -1
                        Layout.fillWidth: modelData.width < 0
                        text: modelData.title
                        horizontalAlignment: modelData.right ? Text.AlignRight : Text.AlignLeft
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize
                        font.weight: Font.DemiBold
                        elide: Text.ElideRight
                    }
                }
            }
        }

        ListView {
            objectName: "workerRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.model
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            delegate: Rectangle {
                id: row

                required property int index
                required property int worker
                required property real pid
                required property bool busy
                required property int task
                required property string nodeId
                required property string nodeTitle
                required property bool batch
                required property real cpuPercent
                required property real rssBytes
                required property int restarts
                required property int tasksDone
                required property real busySeconds

                objectName: "workerRow:" + row.worker
                width: ListView.view.width
                height: 26
                color: row.index % 2 ? Theme.panelAlternate : "transparent"

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.spacing
                    anchors.rightMargin: Theme.spacing
                    spacing: Theme.spacing

                    Label {
                        Layout.preferredWidth: root.columns[0].width
                        text: "#" + (row.worker + 1)
                        color: Theme.text
                    }
                    Label {
                        Layout.preferredWidth: root.columns[1].width
                        text: row.pid > 0 ? row.pid : "–"
                        color: Theme.textMuted
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    RowLayout {
                        Layout.preferredWidth: root.columns[2].width
                        spacing: 4

                        StateMark {
                            kind: row.busy ? "running" : "waiting"
                        }
                        Label {
                            objectName: "workerState"
                            text: row.busy ? qsTr("busy") : qsTr("idle")
                            color: row.busy ? Theme.text : Theme.textMuted
                        }
                    }
                    Label {
                        objectName: "workerTask"
                        Layout.fillWidth: true
                        text: !row.busy ? ""
                              : row.batch ? qsTr("<a href=\"%1\">%2</a> · batch task %3")
                                            .arg(row.nodeId).arg(MonitorFormat.escaped(row.nodeTitle)).arg(row.task)
                              : qsTr("<a href=\"%1\">%2</a> · task %3").arg(row.nodeId)
                                .arg(MonitorFormat.escaped(row.nodeTitle)).arg(row.task)
                        textFormat: Text.StyledText
                        linkColor: Theme.accent
                        color: Theme.text
                        elide: Text.ElideRight
                        onLinkActivated: link => root.nodeActivated(link)

                        HoverHandler {
                            cursorShape: parent.hoveredLink !== "" ? Qt.PointingHandCursor
                                                                   : Qt.ArrowCursor
                        }
                    }
                    Label {
                        Layout.preferredWidth: root.columns[4].width
                        horizontalAlignment: Text.AlignRight
                        text: row.cpuPercent < 0 ? "–" : qsTr("%1 %").arg(row.cpuPercent.toFixed(0))
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    Label {
                        Layout.preferredWidth: root.columns[5].width
                        horizontalAlignment: Text.AlignRight
                        text: row.rssBytes > 0 ? TextFormat.bytes(row.rssBytes) : "–"
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    Label {
                        Layout.preferredWidth: root.columns[6].width
                        horizontalAlignment: Text.AlignRight
                        text: row.tasksDone
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    Label {
                        Layout.preferredWidth: root.columns[7].width
                        horizontalAlignment: Text.AlignRight
                        text: TextFormat.duration(row.busySeconds)
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                    Label {
                        Layout.preferredWidth: root.columns[8].width
                        horizontalAlignment: Text.AlignRight
                        text: row.restarts
                        color: row.restarts > 0 ? Theme.danger : Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                    }
                }
            }
        }
    }
}
