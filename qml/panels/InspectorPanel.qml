import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The selected node: its title, what stops it from running, its parameters (fields generated
// from the operator's parameter schema) and its run settings. Every change is one undo step.
Rectangle {
    id: root

    required property ProjectController controller
    readonly property NodeInspector inspector: root.controller.inspector
    readonly property string nodeId: root.inspector.node.id
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
                text: root.inspector.node.title
                placeholderText: root.inspector.node.operatorTitle
                selectByMouse: true
                font.pixelSize: Theme.headingFontSize - 2
                font.weight: Font.DemiBold
                onEditingFinished: {
                    if (text !== root.inspector.node.title)
                        root.inspector.set("title", text);
                }
            }

            Label {
                Layout.fillWidth: true
                text: root.nodeId + "  ·  " + root.inspector.node.operatorId
                elide: Text.ElideRight
                color: Theme.textFaint
                font.family: Theme.monoFamily
                font.pixelSize: Theme.smallFontSize
            }

            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: root.inspector.node.description
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: Theme.smallFontSize + 1
            }

            Rectangle {
                objectName: "nodeProblems"
                Layout.fillWidth: true
                visible: root.inspector.node.problems !== ""
                implicitHeight: problemText.implicitHeight + Theme.spacing * 1.5
                radius: Theme.smallRadius
                color: Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.1)
                border.color: Theme.danger

                Label {
                    id: problemText

                    anchors.fill: parent
                    anchors.margins: Theme.spacing * 0.75
                    text: root.inspector.node.problems
                    wrapMode: Text.Wrap
                    color: Theme.danger
                    font.pixelSize: Theme.smallFontSize
                }
            }

            SectionHeading {
                Layout.topMargin: Theme.spacing
                visible: root.inspector.parameters.count > 0
                text: qsTr("Parameters")
            }

            Repeater {
                model: root.inspector.parameters
                delegate: ParameterField {
                    Layout.fillWidth: true
                    onApplyRequested: input => {
                        inputError = root.inspector.setParameter(name, input);
                    }
                    onCheckRequested: text => {
                        const check = root.inspector.checkParameter(name, text);
                        draftProblem = check.problem ?? "";
                        columnChoices = check.columns ?? [];
                    }
                    onResetRequested: {
                        inputError = "";
                        root.inspector.resetParameter(name);
                    }
                    onBrowseRequested: save => fileDialog.browse(name, save, valueText)
                    onFolderBrowseRequested: folderDialog.browse(name, valueText)
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
                    model: [qsTr("Project default")].concat(root.inspector.backendNames.filter(
                                                                 name => name !== ""))
                    currentIndex: Math.max(0, root.inspector.backendNames.filter(name => name !== "")
                                           .indexOf(root.inspector.node.backend) + 1)
                    onActivated: index => root.inspector.set("backend",
                                                             index === 0 ? "" : currentText)
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
                    value: root.inspector.node.retries
                    onValueModified: root.inspector.set("retries", value)
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
                    value: root.inspector.node.timeout
                    textFromValue: (value, locale) => value === 0 ? qsTr("none")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("none")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.inspector.set("timeout", value)
                }

                // A disabled check box takes no hover: the wrapper tells why it cannot be checked.
                Item {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    implicitHeight: mapBox.implicitHeight

                    HintToolTip {
                        visible: mapHover.hovered
                        text: root.inspector.node.canMap ? root.mapHelp : root.noMapHelp
                    }

                    HoverHandler {
                        id: mapHover
                    }

                    TextCheckBox {
                        id: mapBox

                        objectName: "mapBox"
                        width: parent.width
                        text: qsTr("Run as map node")
                        enabled: root.inspector.node.canMap || root.inspector.node.map
                        checked: root.inspector.node.map
                        onToggled: root.inspector.set("map", checked)
                    }
                }

                Label {
                    visible: root.inspector.node.map
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Batch size")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchSizeBox"
                    visible: root.inspector.node.map
                    Layout.fillWidth: true
                    from: 0
                    to: 1000000
                    editable: true
                    value: root.inspector.node.batchSize
                    textFromValue: (value, locale) => value === 0 ? qsTr("auto")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("auto")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.inspector.set("batchSize", value)
                }

                Label {
                    visible: root.inspector.node.map
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Wait (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchWaitBox"
                    visible: root.inspector.node.map
                    Layout.fillWidth: true
                    // How long a fixed-size batch waits for items; a tuned size does not wait.
                    enabled: root.inspector.node.batchSize > 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: root.inspector.node.batchWaitMs
                    onValueModified: root.inspector.set("batchWaitMs", value)
                }

                Label {
                    visible: root.inspector.node.map
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Target min (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchLowerBox"
                    visible: root.inspector.node.map
                    Layout.fillWidth: true
                    // The duration a tuned batch size aims for; a fixed size has no target.
                    enabled: root.inspector.node.batchSize === 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: Math.round(root.inspector.node.batchLowerMs)
                    textFromValue: (value, locale) => value === 0 ? qsTr("default")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("default")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.inspector.set("batchLowerMs", value)
                }

                Label {
                    visible: root.inspector.node.map
                    leftPadding: Theme.spacing * 2
                    text: qsTr("Target max (ms)")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                SpinBox {
                    objectName: "batchUpperBox"
                    visible: root.inspector.node.map
                    Layout.fillWidth: true
                    enabled: root.inspector.node.batchSize === 0
                    from: 0
                    to: 3600 * 1000
                    stepSize: 10
                    editable: true
                    value: Math.round(root.inspector.node.batchUpperMs)
                    textFromValue: (value, locale) => value === 0 ? qsTr("default")
                                                                  : Number(value).toLocaleString(locale, "f", 0)
                    valueFromText: (text, locale) => text === qsTr("default")
                                   ? 0 : Number.fromLocaleString(locale, text)
                    onValueModified: root.inspector.set("batchUpperMs", value)
                }

                Label {
                    visible: root.inspector.node.map
                    leftPadding: Theme.spacing * 2
                    text: qsTr("On item error")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                ComboBox {
                    readonly property var policies: ["fail", "skip", "record"]

                    objectName: "onItemErrorBox"
                    visible: root.inspector.node.map
                    Layout.fillWidth: true
                    model: [qsTr("Fail the node"), qsTr("Skip the item"),
                        qsTr("Keep an error record")]
                    currentIndex: Math.max(0, policies.indexOf(root.inspector.node.onItemError))
                    onActivated: index => root.inspector.set("onItemError", policies[index])
                }
            }

            TextCheckBox {
                objectName: "persistBox"
                Layout.fillWidth: true
                text: qsTr("Keep outputs on disk for resumed runs")
                checked: root.inspector.node.persistOutputs
                onToggled: root.inspector.set("persistOutputs", checked)
            }


            Item {
                implicitHeight: Theme.spacing
            }
        }
    }

    // A node's input or output file: the files of the node's format, in the folder of the
    // path it has (else the project's), saved as typed with a replace confirmed.
    ProjectFileDialog {
        id: fileDialog

        property string parameter

        function browse(name: string, save: bool, path: string): void {
            fileDialog.parameter = name;
            fileDialog.saving = save;
            fileDialog.nameFilters = root.controller.edit.fileParameterFilters(
                        root.inspector.node.operatorId);
            fileDialog.suggestedName = path.split("/").pop();
            const folder = root.controller.browseFolder(path);
            if (folder.toString() !== "")
                fileDialog.enterFolder(folder);
            fileDialog.open();
        }

        objectName: "parameterFileDialog"
        parent: Overlay.overlay
        projects: false
        title: fileDialog.saving ? qsTr("Save To") : qsTr("Choose a File")
        onAccepted: root.inspector.setParameter(fileDialog.parameter,
                                                root.controller.projectPath(fileDialog.selectedFile))
    }

    // A node's folder parameter: opens in the folder the parameter names (else the project's);
    // Choose takes it, or a subfolder selected or typed.
    ProjectFileDialog {
        id: folderDialog

        property string parameter

        function browse(name: string, path: string): void {
            folderDialog.parameter = name;
            // The trailing "/" makes the folder itself, not the one holding it, the place.
            const folder = root.controller.browseFolder(path.trim() !== "" ? path + "/" : "");
            if (folder.toString() !== "")
                folderDialog.enterFolder(folder);
            folderDialog.open();
        }

        objectName: "parameterFolderDialog"
        parent: Overlay.overlay
        projects: false
        folders: true
        title: qsTr("Choose a Folder")
        onAccepted: root.inspector.setParameter(
                        folderDialog.parameter,
                        root.controller.projectPath(folderDialog.selectedFile))
    }
}
