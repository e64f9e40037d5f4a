import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Weft
import Weft.Models

// The selected node: its title, what stops it from running, its parameters (fields generated
// from the operator's parameter schema) and its run settings. Every change is one undo step.
Rectangle {
    id: root

    required property ProjectController controller
    readonly property EditController edit: root.controller.edit
    readonly property string nodeId: root.edit.currentNodeId
    // Why the operator can or cannot run as a map node, for the check box's tool tip.
    readonly property string mapHelp: qsTr("Applies the operation to each row, element or file of the first input, in batches")
    readonly property string noMapHelp: qsTr("Cannot run as a map node: needs a table, array or file list as first input and every output")

    objectName: "inspectorPanel"
    implicitWidth: Theme.panelWidth
    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.border
    }

    ScrollView {
        id: scroller

        anchors.fill: parent
        anchors.leftMargin: 1
        contentWidth: availableWidth

        ColumnLayout {
            width: scroller.availableWidth - 2 * Theme.spacing * 2
            x: Theme.spacing * 2
            spacing: Theme.spacing

            Item {
                implicitHeight: Theme.spacing
            }

            SectionHeading {
                text: qsTr("Node")
            }

            TextField {
                id: titleField

                objectName: "titleField"
                Layout.fillWidth: true
                text: root.edit.currentTitle
                placeholderText: root.edit.currentOperatorTitle
                selectByMouse: true
                font.pixelSize: Theme.headingFontSize - 2
                font.weight: Font.DemiBold
                onEditingFinished: {
                    if (text !== root.edit.currentTitle)
                        root.edit.renameNode(root.nodeId, text);
                }
            }

            Label {
                Layout.fillWidth: true
                text: root.nodeId + "  ·  " + root.edit.currentOperatorId
                elide: Text.ElideRight
                color: Theme.textFaint
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }

            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: root.edit.currentDescription
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize + 1
            }

            Rectangle {
                objectName: "nodeProblems"
                Layout.fillWidth: true
                visible: root.edit.currentProblems !== ""
                implicitHeight: problemText.implicitHeight + Theme.spacing * 1.5
                radius: Theme.smallRadius
                color: Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.1)
                border.color: Theme.danger

                Label {
                    id: problemText

                    anchors.fill: parent
                    anchors.margins: Theme.spacing * 0.75
                    text: root.edit.currentProblems
                    wrapMode: Text.Wrap
                    color: Theme.danger
                    font.pixelSize: Theme.smallFontSize
                }
            }

            SectionHeading {
                Layout.topMargin: Theme.spacing
                visible: root.edit.parameters.count > 0
                text: qsTr("Parameters")
            }

            Repeater {
                model: root.edit.parameters
                delegate: ParameterField {
                    Layout.fillWidth: true
                    onApplyRequested: input => {
                        inputError = root.edit.setParameter(root.nodeId, name, input);
                    }
                    onResetRequested: {
                        inputError = "";
                        root.edit.resetParameter(root.nodeId, name);
                    }
                    onBrowseRequested: save => fileDialog.browse(name, save)
                    onFolderBrowseRequested: folderDialog.browse(name)
                }
            }

            SectionHeading {
                Layout.topMargin: Theme.spacing
                text: qsTr("Run settings")
            }

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing / 2

                Label {
                    text: qsTr("Backend")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                ComboBox {
                    objectName: "backendBox"
                    Layout.fillWidth: true
                    model: [qsTr("Project default")].concat(root.edit.backendNames.filter(
                                                                 name => name !== ""))
                    currentIndex: Math.max(0, root.edit.backendNames.filter(name => name !== "")
                                           .indexOf(root.edit.currentBackend) + 1)
                    onActivated: index => root.edit.setRunBackend(
                                     root.nodeId, index === 0 ? "" : currentText)
                }

                Label {
                    text: qsTr("Retries")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "retriesBox"
                    Layout.fillWidth: true
                    from: 0
                    to: 100
                    editable: true
                    value: root.edit.currentRetries
                    onValueModified: root.edit.setRunRetries(root.nodeId, value)
                }

                Label {
                    text: qsTr("Timeout (s)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "timeoutBox"
                    Layout.fillWidth: true
                    from: 0
                    to: 7 * 24 * 3600
                    stepSize: 10
                    editable: true
                    value: root.edit.currentTimeout
                    textFromValue: (value, locale) => value === 0 ? qsTr("none")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("none")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.edit.setRunTimeout(root.nodeId, value)
                }

                // A disabled check box takes no hover: the wrapper tells why it cannot be checked.
                Item {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    implicitHeight: mapBox.implicitHeight
                    ToolTip.visible: mapHover.hovered
                    ToolTip.delay: 500
                    ToolTip.text: root.edit.currentCanMap ? root.mapHelp : root.noMapHelp

                    HoverHandler {
                        id: mapHover
                    }

                    CheckBox {
                        id: mapBox

                        objectName: "mapBox"
                        text: qsTr("Run as map node")
                        enabled: root.edit.currentCanMap || root.edit.currentMap
                        checked: root.edit.currentMap
                        onToggled: root.edit.setRunMap(root.nodeId, checked)
                    }
                }

                Label {
                    visible: root.edit.currentMap
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Batch size")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchSizeBox"
                    visible: root.edit.currentMap
                    Layout.fillWidth: true
                    from: 0
                    to: 1000000
                    editable: true
                    value: root.edit.currentBatchSize
                    textFromValue: (value, locale) => value === 0 ? qsTr("auto")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("auto")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.edit.setRunBatchSize(root.nodeId, value)
                }

                Label {
                    visible: root.edit.currentMap
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Wait (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchWaitBox"
                    visible: root.edit.currentMap
                    Layout.fillWidth: true
                    // How long a fixed-size batch waits for items; a tuned size does not wait.
                    enabled: root.edit.currentBatchSize > 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: root.edit.currentBatchWaitMs
                    onValueModified: root.edit.setRunBatchWait(root.nodeId, value)
                }

                Label {
                    visible: root.edit.currentMap
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Target min (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchLowerBox"
                    visible: root.edit.currentMap
                    Layout.fillWidth: true
                    // The duration a tuned batch size aims for; a fixed size has no target.
                    enabled: root.edit.currentBatchSize === 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: Math.round(root.edit.currentBatchLowerMs)
                    textFromValue: (value, locale) => value === 0 ? qsTr("default")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("default")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.edit.setRunBatchLower(root.nodeId, value)
                }

                Label {
                    visible: root.edit.currentMap
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Target max (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchUpperBox"
                    visible: root.edit.currentMap
                    Layout.fillWidth: true
                    enabled: root.edit.currentBatchSize === 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: Math.round(root.edit.currentBatchUpperMs)
                    textFromValue: (value, locale) => value === 0 ? qsTr("default")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("default")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.edit.setRunBatchUpper(root.nodeId, value)
                }

                Label {
                    visible: root.edit.currentMap
                    leftPadding: Theme.spacing * 2
                    text: qsTr("On item error")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                ComboBox {
                    readonly property var policies: ["fail", "skip", "record"]

                    objectName: "onItemErrorBox"
                    visible: root.edit.currentMap
                    Layout.fillWidth: true
                    model: [qsTr("Fail the node"), qsTr("Skip the item"),
                        qsTr("Keep an error record")]
                    currentIndex: Math.max(0, policies.indexOf(root.edit.currentOnItemError))
                    onActivated: index => root.edit.setRunOnItemError(root.nodeId, policies[index])
                }
            }

            CheckBox {
                objectName: "persistBox"
                text: qsTr("Keep outputs on disk for resumed runs")
                checked: root.edit.currentPersistOutputs
                onToggled: root.edit.setRunPersistOutputs(root.nodeId, checked)
            }


            Item {
                implicitHeight: Theme.spacing
            }
        }
    }

    FileDialog {
        id: fileDialog

        property string parameter

        function browse(name: string, save: bool): void {
            fileDialog.parameter = name;
            fileDialog.fileMode = save ? FileDialog.SaveFile : FileDialog.OpenFile;
            if (root.controller.hasFile)
                fileDialog.currentFolder = root.controller.folderUrl;
            fileDialog.open();
        }

        title: qsTr("Choose a File")
        onAccepted: root.edit.setParameter(root.nodeId, fileDialog.parameter,
                                           root.controller.projectPath(fileDialog.selectedFile))
    }

    FolderDialog {
        id: folderDialog

        property string parameter

        function browse(name: string): void {
            folderDialog.parameter = name;
            if (root.controller.hasFile)
                folderDialog.currentFolder = root.controller.folderUrl;
            folderDialog.open();
        }

        title: qsTr("Choose a Folder")
        onAccepted: root.edit.setParameter(root.nodeId, folderDialog.parameter,
                                           root.controller.projectPath(folderDialog.selectedFolder))
    }
}
