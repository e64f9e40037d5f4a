import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The dashboard's Log panel: errors and warnings of the run shown, oldest first, each with a
// link to its node (a click selects it on the canvas) and, for a failed node, its full error —
// a failed command's stderr — under a disclosure arrow.
Item {
    id: root

    required property RunLogModel model

    readonly property var severityNames: ["error", "warning", "info"]
    // What the dashboard keeps of this panel (see DashboardDock): the least severe entry shown.
    readonly property var dashboardState: ({
            show: root.severityNames[root.model.minimumSeverity]
        })

    signal stateEdited
    signal nodeActivated(string nodeId)

    function restoreState(state: var): void {
        const severity = root.severityNames.indexOf(state.show);
        if (severity >= 0)
            root.model.minimumSeverity = severity;
    }

    objectName: "logPanel"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                objectName: "logCounts"
                text: qsTr("%n error(s)", "", root.model.errorCount) + " · "
                      + qsTr("%n warning(s)", "", root.model.warningCount)
                color: root.model.errorCount > 0 ? Theme.danger : Theme.textMuted
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Show")
                color: Theme.textMuted
            }
            ComboBox {
                objectName: "logFilter"
                model: [qsTr("Errors"), qsTr("Errors and warnings"), qsTr("Everything")]
                currentIndex: root.model.minimumSeverity
                onActivated: index => {
                    root.model.minimumSeverity = index;
                    root.stateEdited();
                }
            }
        }

        ListView {
            id: list

            objectName: "logEntries"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: root.model
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            delegate: Rectangle {
                id: entry

                required property int index
                required property int severity
                required property real seconds
                required property string nodeId
                required property string nodeTitle
                required property string message
                required property string detail
                property bool expanded: false

                width: ListView.view.width
                height: entryColumn.implicitHeight + Theme.spacing
                radius: Theme.smallRadius
                color: entry.severity === RunLogModel.Error ? Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.08)
                                                            : entry.index % 2 ? Theme.panelAlternate
                                                                              : "transparent"

                ColumnLayout {
                    id: entryColumn

                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: Theme.spacing / 2
                    anchors.rightMargin: Theme.spacing / 2
                    spacing: 2

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        StateMark {
                            kind: root.severityNames[entry.severity] ?? "info"
                        }
                        Label {
                            Layout.preferredWidth: 64
                            text: "+" + TextFormat.duration(entry.seconds)
                            color: Theme.textMuted
                            font.family: Theme.monoFamily
                            font.pixelSize: Theme.smallFontSize
                        }
                        // The node, as a link that selects it on the canvas.
                        Label {
                            objectName: "logLink:" + entry.nodeId
                            visible: entry.nodeId !== ""
                            Layout.maximumWidth: 220
                            text: entry.nodeTitle
                            elide: Text.ElideRight
                            color: Theme.accent
                            font.underline: linkHover.hovered
                            font.weight: Font.DemiBold

                            HoverHandler {
                                id: linkHover

                                cursorShape: Qt.PointingHandCursor
                            }
                            TapHandler {
                                onTapped: root.nodeActivated(entry.nodeId)
                            }

                            HintToolTip {
                                visible: linkHover.hovered
                                text: qsTr("Select %1 on the canvas").arg(entry.nodeTitle)
                            }
                        }
                        Label {
                            objectName: "logMessage"
                            Layout.fillWidth: true
                            text: entry.message
                            elide: Text.ElideRight
                            color: Theme.text
                        }
                        ToolButton {
                            objectName: "logExpand"
                            visible: entry.detail !== ""
                            implicitWidth: 28
                            implicitHeight: 22
                            text: entry.expanded ? "▾" : "▸"
                            onClicked: entry.expanded = !entry.expanded

                            HintToolTip {
                                visible: parent.hovered
                                text: entry.expanded ? qsTr("Hide the full message")
                                                             : qsTr("Show the full message")
                            }
                        }
                    }
                    TextArea {
                        objectName: "logDetail"
                        Layout.fillWidth: true
                        Layout.leftMargin: 24
                        visible: entry.expanded
                        text: entry.detail
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.Wrap
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize
                        background: Rectangle {
                            color: Theme.panelAlternate
                            border.color: Theme.border
                            radius: Theme.smallRadius
                        }
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: list.count === 0
                text: root.model.minimumSeverity === RunLogModel.Info
                      ? qsTr("Nothing logged yet") : qsTr("No errors or warnings")
                color: Theme.textFaint
            }
        }
    }
}
