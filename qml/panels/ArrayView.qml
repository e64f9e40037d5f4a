import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// An array output in the inspector: its statistics, a histogram of its finite elements (NaN and
// infinities counted beside it), and its elements a 2-d slice at a time: a spin box per leading
// axis picks the index it is held at, and the last two axes scroll as a table (a 1-d array is
// one column). The slice model formats only the cells on screen.
RowLayout {
    id: root

    required property DatasetPreviewController preview
    // Null-safe views of the controller: the self-test creates this view without one.
    readonly property ArraySliceModel slice: root.preview?.slice ?? null
    readonly property int leadingAxes: root.slice?.leadingAxes ?? 0
    readonly property string sliceText: root.slice?.sliceText ?? ""
    // The row header's width: room for the largest row index.
    readonly property real indexWidth: Math.max(32, 12 + 8 * String(Math.max(0, (root.slice?.rows
                                                                                  ?? 0) - 1)).length)

    spacing: Theme.spacing * 2

    // Beside the dashboard the panel is narrow: one statistic a row, and the slice keeps at
    // least half the width.
    readonly property bool narrow: root.width < 640
    readonly property int pairs: root.narrow ? 1 : 2

    ColumnLayout {
        Layout.fillHeight: true
        Layout.preferredWidth: Math.min(Math.max(statistics.implicitWidth, root.narrow ? 120 : 240),
                                        root.width / 2)
        Layout.maximumWidth: 360
        spacing: Theme.spacing / 2

        // Label and value pairs, two to a row (one when narrow).
        GridLayout {
            id: statistics

            objectName: "arrayStatistics"
            Layout.fillWidth: true
            columns: root.pairs * 2
            rowSpacing: 2
            columnSpacing: Theme.spacing

            Repeater {
                model: root.preview?.statisticNames ?? []

                Label {
                    id: statistic

                    required property int index
                    required property string modelData

                    Layout.row: Math.floor(statistic.index / root.pairs)
                    Layout.column: (statistic.index % root.pairs) * 2
                    text: statistic.modelData
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize
                }
            }
            Repeater {
                model: root.preview?.statisticValues ?? []

                Label {
                    id: value

                    required property int index
                    required property string modelData

                    Layout.row: Math.floor(value.index / root.pairs)
                    Layout.column: (value.index % root.pairs) * 2 + 1
                    Layout.fillWidth: true
                    text: value.modelData
                    color: Theme.text
                    font.family: Theme.monoFamily
                    font.pixelSize: Theme.smallFontSize + 1
                }
            }
        }

        HistogramItem {
            objectName: "previewHistogram"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 24
            bins: root.preview?.histogram ?? []
            color: Theme.accent
            baseColor: Theme.border
            gap: 2
        }
        RowLayout {
            Layout.fillWidth: true

            Label {
                text: root.preview?.histogramMin ?? ""
                color: Theme.textMuted
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                //: Under an array's histogram: NaN and infinite elements are not in its bins.
                text: qsTr("finite elements")
                elide: Text.ElideRight
                color: Theme.textFaint
                font.pixelSize: Theme.smallFontSize
            }
            Label {
                text: root.preview?.histogramMax ?? ""
                color: Theme.textMuted
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }
        }
    }

    ColumnLayout {
        Layout.fillWidth: true
        Layout.fillHeight: true
        spacing: Theme.spacing / 2

        // One spin box per leading axis: which slice of the last two axes is shown.
        Row {
            Layout.fillWidth: true
            visible: root.leadingAxes > 0
            spacing: Theme.spacing
            clip: true

            Label {
                height: 28
                verticalAlignment: Text.AlignVCenter
                //: The array's slice shown, in NumPy's notation: "Slice [2, 0, :, :]".
                text: qsTr("Slice %1").arg(root.sliceText)
                color: Theme.textMuted
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize + 1
            }
            Repeater {
                model: root.leadingAxes

                Row {
                    id: axis

                    required property int index

                    spacing: Theme.spacing / 2

                    Label {
                        height: 28
                        verticalAlignment: Text.AlignVCenter
                        //: A leading axis of an array, numbered from 0 as in NumPy.
                        text: qsTr("Axis %1").arg(axis.index)
                        color: Theme.textMuted
                        font.pixelSize: Theme.smallFontSize + 1
                    }
                    SpinBox {
                        objectName: "sliceIndex" + axis.index
                        height: 28
                        from: 0
                        // sliceText changes with every new array and index: the bindings follow.
                        to: {
                            root.sliceText;
                            return Math.max(0, root.slice.axisSize(axis.index) - 1);
                        }
                        editable: true
                        value: {
                            root.sliceText;
                            return root.slice.axisIndex(axis.index);
                        }
                        font.pixelSize: Theme.smallFontSize + 1
                        onValueModified: root.slice.setAxisIndex(axis.index, value)

                        HintToolTip {
                            visible: parent.hovered
                            text: qsTr("Index of axis %1 (0 to %2)").arg(axis.index)
                                  .arg(root.slice.axisSize(axis.index) - 1)
                        }
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: (root.slice?.rows ?? 0) === 0
            text: qsTr("No elements to show.")
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.smallFontSize + 1
        }

        // Anchored, not laid out: header views sized by the cells they load kept a layout
        // polishing (as the table's own panel does).
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: (root.slice?.rows ?? 0) > 0

            HorizontalHeaderView {
                id: columnHeader

                anchors.left: sliceTable.left
                anchors.right: parent.right
                height: 22
                syncView: sliceTable
                clip: true
                delegate: indexCell
            }
            VerticalHeaderView {
                id: rowHeader

                anchors.top: sliceTable.top
                anchors.bottom: parent.bottom
                width: root.indexWidth
                syncView: sliceTable
                clip: true
                delegate: indexCell
            }
            TableView {
                id: sliceTable

                objectName: "arraySliceTable"
                anchors.fill: parent
                anchors.leftMargin: root.indexWidth
                anchors.topMargin: 22
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                model: root.slice
                // No wider than the view: in a narrow panel (beside the dashboard, beside the
                // statistics) a 96-pixel column put its right-aligned values out of sight.
                columnWidthProvider: () => Math.max(56, Math.min(96, sliceTable.width))
                onWidthChanged: Qt.callLater(sliceTable.forceLayout)
                ScrollBar.horizontal: ScrollBar {}
                ScrollBar.vertical: ScrollBar {}

                delegate: Rectangle {
                    id: cell

                    required property string display
                    required property int row

                    implicitHeight: 22
                    color: cell.row % 2 === 1 ? Theme.panelAlternate : Theme.panel

                    Label {
                        anchors.fill: parent
                        anchors.leftMargin: 6
                        anchors.rightMargin: 6
                        verticalAlignment: Text.AlignVCenter
                        horizontalAlignment: Text.AlignRight
                        text: cell.display
                        elide: Text.ElideRight
                        color: Theme.text
                        font.family: Theme.monoFamily
                        font.pixelSize: Theme.smallFontSize + 1
                    }
                }
            }
        }
    }

    // A header cell: the index along its axis, from 0 as NumPy counts.
    Component {
        id: indexCell

        Rectangle {
            id: header

            required property string display

            implicitWidth: Math.max(root.indexWidth, indexLabel.implicitWidth + 12)
            implicitHeight: 22
            color: Theme.panelAlternate
            border.color: Theme.border

            Label {
                id: indexLabel

                anchors.centerIn: parent
                text: header.display
                color: Theme.textMuted
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }
        }
    }
}
