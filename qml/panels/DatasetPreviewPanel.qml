import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The output inspector, docked under the canvas: the output of the selected node (its first),
// of a clicked output port or of a selected edge, as the last run left it in the cache; before a
// run, the data a source node reads. A table's rows (all of them, scrolled in place) with each
// column's type, statistics and histogram, an array's statistics, histogram and slices
// (ArrayView), a list of files and sizes, a JSON value; a map node that is running, its batches'
// output so far. Read off the GUI thread by the
// DatasetPreviewController; a node without a result says so in plain words, and errors show here.
Rectangle {
    id: root

    required property ProjectController controller
    // The window's runs: a running map node shows its batches' output as they end.
    property RunController runs: null
    readonly property DatasetPreviewController preview: previewController

    // The body text's family, for cells that are not numbers (those use the mono family).
    readonly property string textFamily: summaryLabel.font.family

    objectName: "datasetPreviewPanel"
    visible: previewController.status !== DatasetPreviewController.None
    // The height the user gave the panel by dragging its top edge.
    property real preferredHeight: 260

    // A sentence (no result yet, or only a size) takes only its own height: selecting a node
    // just added must not cover the canvas around it. While a read goes the panel keeps the
    // height it had, so that it does not grow and shrink again in a moment.
    property int settledStatus: DatasetPreviewController.None
    readonly property bool compact: {
        const status = previewController.status === DatasetPreviewController.Loading
                     ? root.settledStatus : previewController.status;
        return status === DatasetPreviewController.None
                || status === DatasetPreviewController.NoResult
                || (status === DatasetPreviewController.Ready && previewController.kind === "bytes");
    }

    implicitHeight: root.compact ? content.implicitHeight + Theme.spacing * 2.5
                                 : root.preferredHeight
    color: Theme.panel

    DatasetPreviewController {
        id: previewController

        project: root.controller
        runs: root.runs
    }

    // Takes the clicks and the wheel, so that the canvas under the panel does not pan.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        width: parent.width
        height: 1
        color: Theme.border
    }

    // The top edge: drag it to make the panel taller or shorter.
    MouseArea {
        id: resizeHandle

        property real pressY: 0

        objectName: "previewResizeHandle"
        enabled: !root.compact
        width: parent.width
        height: 6
        cursorShape: Qt.SizeVerCursor
        onPressed: mouse => resizeHandle.pressY = mouse.y
        onPositionChanged: mouse => {
            root.preferredHeight = Math.max(120, Math.min(900, root.height
                                                          - (mouse.y - resizeHandle.pressY)));
        }
    }

    Connections {
        target: previewController

        function onChanged() {
            if (previewController.status !== DatasetPreviewController.Loading)
                root.settledStatus = previewController.status;
        }
    }

    ColumnLayout {
        id: content

        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        anchors.topMargin: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            SectionHeading {
                // Whole in a narrow panel: the title and the summary give way instead.
                Layout.minimumWidth: implicitWidth
                text: previewController.live ? qsTr("Output so far")
                      : previewController.fromCache ? qsTr("Output") : qsTr("Preview")
            }
            Label {
                objectName: "previewTitle"
                //: The inspected output: %1 the node's title, %2 its output port.
                text: previewController.port !== ""
                      ? qsTr("%1 · %2").arg(previewController.title).arg(previewController.port)
                      : previewController.title
                // A narrow panel (beside the dashboard) shortens the title before the summary.
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                elide: Text.ElideRight
                color: Theme.text
                font.weight: Font.DemiBold

                HoverHandler {
                    id: titleHover
                }
                HintToolTip {
                    visible: titleHover.hovered && parent.truncated
                    text: parent.text
                }
            }
            Label {
                id: summaryLabel

                objectName: "previewSummary"
                Layout.fillWidth: true
                text: previewController.status === DatasetPreviewController.Loading
                      ? qsTr("Reading…") : previewController.summary
                elide: Text.ElideRight
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize + 1

                HoverHandler {
                    id: summaryHover
                }
                HintToolTip {
                    visible: summaryHover.hovered && summaryLabel.truncated
                    text: summaryLabel.text
                }
            }
            ToolButton {
                text: qsTr("Reload")
                font.pixelSize: Theme.smallFontSize + 1
                onClicked: previewController.reload()

                HintToolTip {
                    visible: parent.hovered
                    text: qsTr("Read the output again")
                }
            }
        }

        // No result for the node as it is now: why, and how to get one.
        Label {
            objectName: "previewNotice"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.NoResult
            text: previewController.notice
            verticalAlignment: Text.AlignTop
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize + 1
        }

        Label {
            objectName: "previewError"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.Failed
            text: previewController.errorText
            verticalAlignment: Text.AlignTop
            wrapMode: Text.Wrap
            color: Theme.danger
            font.family: Theme.monoFamily
            font.pixelSize: Theme.smallFontSize + 1
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.Ready
                     && (previewController.kind === "table" || previewController.kind === "files")

            HorizontalHeaderView {
                id: header

                anchors.left: parent.left
                anchors.right: parent.right
                syncView: table
                clip: true
                delegate: Rectangle {
                    id: headerCell

                    required property string display
                    required property int column

                    implicitWidth: 120
                    implicitHeight: headerColumn.implicitHeight + 6
                    color: Theme.panelAlternate
                    border.color: Theme.border

                    Column {
                        id: headerColumn

                        anchors.fill: parent
                        anchors.leftMargin: 6
                        anchors.rightMargin: 6
                        anchors.topMargin: 3

                        Label {
                            width: parent.width
                            text: headerCell.display
                            elide: Text.ElideRight
                            color: Theme.text
                            font.weight: Font.DemiBold
                            font.pixelSize: Theme.smallFontSize + 1
                        }
                        Label {
                            width: parent.width
                            text: root.preview.rows.columnType(headerCell.column)
                            elide: Text.ElideRight
                            color: Theme.accent
                            font.family: Theme.monoFamily
                            font.pixelSize: Theme.smallFontSize
                        }
                        // Missing values, range and mean, or distinct texts: over every row,
                        // once computed off the GUI thread.
                        Label {
                            objectName: "columnStatistics"
                            width: parent.width
                            visible: previewController.kind === "table"
                            text: {
                                root.preview.rows.statisticsRevision;
                                return root.preview.rows.columnStatistics(headerCell.column);
                            }
                            elide: Text.ElideRight
                            color: Theme.textMuted
                            font.pixelSize: Theme.smallFontSize

                            HoverHandler {
                                id: statisticsHover
                            }
                            HintToolTip {
                                visible: statisticsHover.hovered && parent.truncated
                                text: parent.text
                            }
                        }
                        // The distribution of a number column's values, over the same rows.
                        // Its room is kept in every table header from the start: the header's
                        // height is taken when its cells load, before the bins arrive.
                        HistogramItem {
                            objectName: "columnHistogram"
                            width: parent.width
                            height: 16
                            visible: previewController.kind === "table"
                            bins: {
                                root.preview.rows.statisticsRevision;
                                return root.preview.rows.columnHistogram(headerCell.column);
                            }
                            color: Theme.accent
                            baseColor: Theme.border
                        }
                    }
                }
            }

            TableView {
                id: table

                anchors.fill: parent
                anchors.topMargin: header.height
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                model: previewController.rows
                objectName: "previewTable"
                // A column as wide as its name and statistics ask.
                function naturalWidth(column: int): real {
                    const rows = previewController.rows;
                    const chars = Math.max(rows.columnName(column).length,
                                           0.8 * rows.columnStatistics(column).length);
                    return Math.max(90, Math.min(260, 24 + 8 * chars));
                }
                columnWidthProvider: column => {
                    if (previewController.kind === "files")
                        return column === 0 ? Math.max(200, table.width - 110) : 100;
                    // A few columns that could all be in view share its width: at their natural
                    // widths, in a narrow panel, the last one ran past the edge and its numbers,
                    // aligned right, were out of sight.
                    const count = previewController.rows.columns;
                    const natural = table.naturalWidth(column);
                    if (count > 20 || count * 90 > table.width)
                        return natural;
                    let total = 0;
                    for (let c = 0; c < count; ++c)
                        total += table.naturalWidth(c);
                    return total <= table.width ? natural
                                                : Math.max(90, Math.floor(natural * table.width
                                                                          / total));
                }
                onWidthChanged: Qt.callLater(table.forceLayout)
                // The statistics arrive after the rows: the columns take their width again.
                Connections {
                    target: previewController

                    function onStatisticsReady() {
                        table.forceLayout();
                    }
                }
                ScrollBar.horizontal: ScrollBar {}
                ScrollBar.vertical: ScrollBar {}

                delegate: Rectangle {
                    id: cell

                    required property string display
                    required property bool isNull
                    required property bool numeric
                    required property int row

                    implicitHeight: 22
                    color: row % 2 === 1 ? Theme.panelAlternate : Theme.panel

                    Label {
                        anchors.fill: parent
                        anchors.leftMargin: 6
                        anchors.rightMargin: 6
                        verticalAlignment: Text.AlignVCenter
                        horizontalAlignment: cell.numeric ? Text.AlignRight : Text.AlignLeft
                        text: cell.isNull ? qsTr("null") : cell.display
                        elide: Text.ElideRight
                        color: cell.isNull ? Theme.textFaint : Theme.text
                        font.italic: cell.isNull
                        font.family: cell.numeric ? Theme.monoFamily : root.textFamily
                        font.pixelSize: Theme.smallFontSize + 1
                    }
                }
            }
        }

        ArrayView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.Ready
                     && previewController.kind === "array"
            preview: previewController
        }

        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.Ready
                     && previewController.kind === "json"

            TextArea {
                readOnly: true
                selectByMouse: true
                text: previewController.text
                color: Theme.text
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize + 1
            }
        }

        Item {
            Layout.fillHeight: true
            visible: previewController.status === DatasetPreviewController.Loading
                     || (previewController.status === DatasetPreviewController.Ready
                         && previewController.kind === "bytes")
        }
    }
}
