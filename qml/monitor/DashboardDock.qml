import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft
import Weft.Models

// The monitor's dashboard, docked under the canvas: one tab per open panel (progress, task
// stream, batch tuning, memory, workers, log), and on demand a second panel beside the tab's
// ("Side by side", with the panel chosen in the box next to it). It opens by itself when a run
// is shown; View › Dashboard and its close button toggle it, its top edge sets its height
// and, beside the dataset preview, its right edge the share of the width it takes.
//
// Its layout is kept with the project's run history (DashboardController): collectState()
// gathers the dock's own keys and each panel's `dashboardState` under `panels.<key>`, written
// after every change the user makes; applyState() puts a saved layout back when a project
// opens. A panel's state is free-form: a panel adds keys of its own without the dock knowing.
Rectangle {
    id: root

    required property DashboardController dashboard
    required property MonitorHub monitor
    // Where the Batch tuning panel keeps a band tuned live ("Keep for this node").
    property EditController editor: null
    // Set while the dataset preview panel is docked beside this dock (to its right).
    property bool besidePreview: false

    property bool shown: false
    property real preferredHeight: 280
    // The share of the width the dock takes beside the preview panel.
    property real share: 0.6
    property string currentKey: "progress"
    property list<string> openKeys: ["progress", "taskStream", "batchTuning", "memory", "workers",
        "log"]
    // Each panel's saved state by key, including panels not open now. Free-form JSON (see
    // above), hence a var.
    property var panelStates: ({})
    // Two panels side by side: the tab's and `secondKey`, `splitShare` of the width left.
    property bool split: false
    property string secondKey: "memory"
    property real splitShare: 0.5

    // The panels the dock can show, in tab order.
    readonly property var panels: [{
            key: "progress",
            title: qsTr("Progress")
        }, {
            key: "taskStream",
            title: qsTr("Task Stream")
        }, {
            key: "batchTuning",
            title: qsTr("Batch Tuning")
        }, {
            key: "memory",
            title: qsTr("Memory")
        }, {
            key: "workers",
            title: qsTr("Workers")
        }, {
            key: "log",
            title: qsTr("Log")
        }]
    readonly property real minimumHeight: 140

    property int lastRunId: -1

    // A run's node was chosen in a panel (a log link, a worker's task, a progress row).
    signal nodeActivated(string nodeId)

    function titleOf(key: string): string {
        for (const panel of root.panels) {
            if (panel.key === key)
                return panel.title;
        }
        return key;
    }

    function isOpen(key: string): bool {
        return root.openKeys.indexOf(key) >= 0;
    }

    function collectState(): var {
        const states = Object.assign({}, root.panelStates);
        for (const panel of root.panels) {
            const item = panelArea.panelItem(panel.key);
            if (item)
                states[panel.key] = item.dashboardState;
        }
        return {
            "version": 1,
            "shown": root.shown,
            "height": Math.round(root.preferredHeight),
            "share": Math.round(root.share * 1000) / 1000,
            "current": root.currentKey,
            "open": Array.from(root.openKeys),
            "split": root.split,
            "second": root.secondKey,
            "splitShare": Math.round(root.splitShare * 1000) / 1000,
            "panels": states
        };
    }

    function applyState(state: var): void {
        if (!state || Object.keys(state).length === 0)
            return;
        if (typeof state.height === "number")
            root.preferredHeight = Math.max(root.minimumHeight, Math.min(1200, state.height));
        if (typeof state.share === "number")
            root.share = Math.max(0.2, Math.min(0.8, state.share));
        if (Array.isArray(state.open)) {
            const known = root.panels.map(panel => panel.key);
            root.openKeys = state.open.filter(key => known.indexOf(key) >= 0);
        }
        if (typeof state.current === "string" && root.isOpen(state.current))
            root.currentKey = state.current;
        else if (root.openKeys.length > 0 && !root.isOpen(root.currentKey))
            root.currentKey = root.openKeys[0];
        if (typeof state.split === "boolean")
            root.split = state.split;
        if (typeof state.second === "string" && root.titleOf(state.second) !== state.second)
            root.secondKey = state.second;
        if (typeof state.splitShare === "number")
            root.splitShare = Math.max(0.2, Math.min(0.8, state.splitShare));
        root.panelStates = typeof state.panels === "object" && state.panels ? state.panels : {};
        for (const panel of root.panels) {
            const item = panelArea.panelItem(panel.key);
            if (item)
                item.restoreState(root.panelStates[panel.key] ?? {});
        }
        if (typeof state.shown === "boolean")
            root.shown = state.shown || root.monitor.hasRun;
    }

    // The user changed the layout: the controller writes it shortly after.
    function edited(): void {
        root.dashboard.saveState(root.collectState());
    }

    function toggle(): void {
        root.shown = !root.shown;
        root.edited();
    }

    function showPanel(key: string): void {
        if (!root.isOpen(key)) {
            const order = root.panels.map(panel => panel.key);
            root.openKeys = Array.from(root.openKeys).concat([key]).sort(
                        (a, b) => order.indexOf(a) - order.indexOf(b));
        }
        root.currentKey = key;
        root.shown = true;
        root.edited();
    }

    // Shows `key` beside the tab's panel (opening it), or only the tab's panel.
    function setSplit(on: bool, key: string): void {
        if (on && key !== "" && !root.isOpen(key)) {
            const order = root.panels.map(panel => panel.key);
            root.openKeys = Array.from(root.openKeys).concat([key]).sort(
                        (a, b) => order.indexOf(a) - order.indexOf(b));
        }
        if (key !== "")
            root.secondKey = key;
        root.split = on;
        root.edited();
    }

    function setPanelOpen(key: string, open: bool): void {
        if (open) {
            root.showPanel(key);
            return;
        }
        root.openKeys = root.openKeys.filter(other => other !== key);
        if (root.currentKey === key && root.openKeys.length > 0)
            root.currentKey = root.openKeys[0];
        root.edited();
    }

    objectName: "dashboardDock"
    visible: root.shown
    implicitHeight: root.preferredHeight
    color: Theme.panel

    Connections {
        target: root.monitor

        // A new run (live or replayed) opens the dock; closing it stays respected for the
        // rest of that run.
        function onRunChanged() {
            if (!root.monitor.hasRun)
                return;
            const runId = root.monitor.runId;
            if (runId !== root.lastRunId || (root.monitor.live && !root.monitor.finished
                                             && runId === 0)) {
                root.lastRunId = runId;
                root.shown = true;
            }
        }
    }

    Connections {
        target: root.dashboard

        function onSavedStateChanged() {
            root.applyState(root.dashboard.savedState);
        }
    }

    Component.onCompleted: root.applyState(root.dashboard.savedState)

    // Takes the clicks and the wheel, so that the canvas under the dock does not pan.
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

    // The top edge: drag it to make the dock taller or shorter.
    MouseArea {
        id: heightHandle

        property real pressY: 0

        objectName: "dashboardResizeHandle"
        z: 2
        width: parent.width
        height: 6
        cursorShape: Qt.SizeVerCursor
        onPressed: mouse => heightHandle.pressY = mouse.y
        onPositionChanged: mouse => {
            root.preferredHeight = Math.max(root.minimumHeight, Math.min(
                                                1200, root.height - (mouse.y - heightHandle.pressY)));
        }
        onReleased: root.edited()
    }

    // The right edge beside the preview panel: drag it to share the width differently.
    MouseArea {
        id: shareHandle

        objectName: "dashboardShareHandle"
        z: 2
        visible: root.besidePreview
        anchors.right: parent.right
        width: 6
        height: parent.height
        cursorShape: Qt.SizeHorCursor
        onPositionChanged: mouse => {
            const full = root.parent ? root.parent.width : root.width;
            const x = root.mapToItem(root.parent, shareHandle.x + mouse.x, 0).x;
            root.share = Math.max(0.2, Math.min(0.8, x / Math.max(1, full)));
        }
        onReleased: root.edited()

        Rectangle {
            anchors.right: parent.right
            width: 1
            height: parent.height
            color: Theme.border
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.topMargin: 2
        spacing: 0

        RowLayout {
            id: tabStrip

            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            spacing: Theme.spacing

            TabBar {
                id: tabs

                objectName: "dashboardTabs"
                Layout.fillWidth: true
                currentIndex: root.openKeys.indexOf(root.currentKey)
                background: Item {}
                // What the tabs take at their full titles, for `fit`.
                readonly property real naturalWidth: {
                    let sum = 0;
                    for (let i = 0; i < tabs.count; ++i) {
                        const tab = tabs.itemAt(i);
                        if (tab)
                            sum += tab.naturalWidth;
                    }
                    return sum + tabs.spacing * Math.max(0, tabs.count - 1);
                }
                // Below 1 the tabs share the width they have, each title elided: in a narrow
                // dock (beside the preview at 1280 × 800) the list scrolled, and the first tab
                // was cut to "ress" at the left edge.
                // From the strip's width less the buttons beside the tabs, not from the tab
                // bar's own width: that follows the tabs' widths, which follow this.
                readonly property real available: tabStrip.width - stripButtons.width
                                                  - tabStrip.spacing
                readonly property real fit: Math.min(1, tabs.available
                                                        / Math.max(1, tabs.naturalWidth))
                // When they do not fit, the current tab keeps its whole title (six tabs in a
                // narrow dock read "Me…", "Ta…" otherwise) and the others share what is left
                // evenly: a short title (Log) stays whole, the longer ones are cut to one width.
                readonly property real othersWidth: {
                    const widths = [];
                    for (let i = 0; i < tabs.count; ++i) {
                        const tab = tabs.itemAt(i);
                        if (tab && i !== tabs.currentIndex)
                            widths.push(tab.naturalWidth);
                    }
                    widths.sort((a, b) => a - b);
                    const current = tabs.currentItem ? tabs.currentItem.naturalWidth : 0;
                    let left = tabs.available - current - tabs.spacing * (tabs.count - 1);
                    let sharing = widths.length;
                    for (const width of widths) {
                        if (width * sharing > left)
                            break;
                        left -= width;
                        --sharing;
                    }
                    return sharing > 0 ? Math.floor(left / sharing) : Number.MAX_VALUE;
                }

                // The style's list of tabs, clipped: in a narrow dock (beside the preview, or
                // with the inspector and the history open) the last tabs ran under the buttons
                // beside them. Clipped, they scroll with a drag when even the shortened tabs do
                // not fit, and the current one stays in view.
                contentItem: ListView {
                    id: tabList

                    model: tabs.contentModel
                    currentIndex: tabs.currentIndex
                    spacing: tabs.spacing
                    orientation: ListView.Horizontal
                    boundsBehavior: Flickable.StopAtBounds
                    flickableDirection: Flickable.AutoFlickIfNeeded
                    snapMode: ListView.SnapToItem
                    clip: true
                    // The current tab whole in view, and no more scrolling than that: a
                    // highlight range kept 40 pixels before the first tab and so cut its title.
                    function showCurrent(): void {
                        if (tabList.currentIndex >= 0)
                            tabList.positionViewAtIndex(tabList.currentIndex, ListView.Contain);
                    }
                    onCurrentIndexChanged: Qt.callLater(tabList.showCurrent)
                    onWidthChanged: Qt.callLater(tabList.showCurrent)
                }

                Repeater {
                    model: root.openKeys

                    delegate: TabButton {
                        id: tab

                        required property string modelData

                        // The full title's width with the full padding, in the checked tab's
                        // heavier weight so that checking a tab moves none (not the padding in
                        // use: that follows `fit`, which follows this).
                        readonly property real naturalWidth: Math.ceil(fullTitle.advanceWidth)
                                                             + Theme.spacing * 3 + 2

                        objectName: "dashboardTab:" + modelData
                        text: root.titleOf(modelData)
                        width: tabs.fit >= 1 || tab.checked
                               ? Math.min(tab.naturalWidth, Math.max(40, tabs.available / 2))
                               : Math.max(Math.min(tab.naturalWidth, 40),
                                          Math.min(tab.naturalWidth, tabs.othersWidth))
                        leftPadding: tabs.fit < 1 ? Theme.spacing : Theme.spacing * 1.5
                        rightPadding: tabs.fit < 1 ? Theme.spacing : Theme.spacing * 1.5
                        contentItem: Label {
                            id: tabLabel

                            text: tab.text
                            elide: Text.ElideRight
                            color: tab.checked ? Theme.text : Theme.textMuted
                            font.weight: tab.checked ? Font.DemiBold : Font.Normal
                            horizontalAlignment: Text.AlignHCenter
                        }
                        TextMetrics {
                            id: fullTitle

                            text: tab.text
                            font.family: tabLabel.font.family
                            font.pixelSize: tabLabel.font.pixelSize
                            font.weight: Font.DemiBold
                        }
                        HintToolTip {
                            visible: tab.hovered && tabLabel.truncated
                            text: tab.text
                        }
                        background: Rectangle {
                            color: tab.hovered ? Theme.panelAlternate : "transparent"

                            Rectangle {
                                anchors.bottom: parent.bottom
                                width: parent.width
                                height: 2
                                color: tab.checked ? Theme.accent : "transparent"
                            }
                        }
                        onClicked: {
                            root.currentKey = modelData;
                            root.edited();
                        }
                    }
                }
            }
            // A positioner rather than more of the RowLayout: Qt 6.4's RowLayout kept stale
            // places here when a split layout came back with the project (the box at the
            // corner, the ⋯ button over the run's label).
            Row {
                id: stripButtons

                spacing: Theme.spacing / 2

                ToolButton {
                    id: splitButton

                    objectName: "dashboardSplitButton"
                    text: "◫"
                    checkable: true
                    checked: root.split
                    onToggled: root.setSplit(splitButton.checked, root.secondKey === root.currentKey
                                             ? root.openKeys.find(key => key !== root.currentKey)
                                               ?? "" : root.secondKey)

                    HintToolTip {
                        visible: parent.hovered
                        text: qsTr("Show a second panel beside this one")
                    }
                }
                ComboBox {
                    id: secondBox

                    anchors.verticalCenter: parent.verticalCenter
                    objectName: "dashboardSecondPanel"
                    visible: root.split
                    // Every panel but the tab's, by title; choosing one shows it on the right.
                    readonly property var keys: root.panels.map(panel => panel.key).filter(
                                                    key => key !== root.currentKey)
                    model: secondBox.keys.map(key => root.titleOf(key))
                    currentIndex: secondBox.keys.indexOf(root.secondKey)
                    implicitContentWidthPolicy: ComboBox.WidestText
                    font.pixelSize: Theme.smallFontSize
                    onActivated: index => root.setSplit(true, secondBox.keys[index])

                    HintToolTip {
                        visible: parent.hovered
                        text: qsTr("The panel shown on the right")
                    }
                }
                Label {
                    objectName: "dashboardRunLabel"
                    anchors.verticalCenter: parent.verticalCenter
                    // Empty rather than hidden: see ProgressPanel's failed count.
                    text: !root.monitor.hasRun ? ""
                          : root.monitor.live && !root.monitor.finished ? qsTr("Live run")
                          : root.monitor.runId > 0 ? qsTr("Run %1").arg(root.monitor.runId)
                                                   : qsTr("Last run")
                    color: Theme.textMuted
                    font.pixelSize: Theme.smallFontSize + 1
                }
                ToolButton {
                    id: panelsButton

                    objectName: "dashboardPanelsButton"
                    text: "⋯"
                    onClicked: panelsMenu.open()

                    HintToolTip {
                        visible: parent.hovered
                        text: qsTr("Choose the panels")
                    }

                    AppMenu {
                        id: panelsMenu

                        y: panelsButton.height

                        Repeater {
                            model: root.panels

                            delegate: MenuItem {
                                required property var modelData

                                objectName: "dashboardPanelItem:" + modelData.key
                                text: modelData.title
                                checkable: true
                                checked: root.isOpen(modelData.key)
                                onTriggered: root.setPanelOpen(modelData.key, checked)
                            }
                        }
                    }
                }
                ToolButton {
                    objectName: "dashboardCloseButton"
                    text: "✕"
                    onClicked: root.toggle()

                    HintToolTip {
                        visible: parent.hovered
                        text: qsTr("Hide the dashboard (Ctrl+Shift+D)")
                    }
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 1
            color: Theme.border
        }

        DashboardPanelArea {
            id: panelArea

            Layout.fillWidth: true
            Layout.fillHeight: true
            dashboard: root.dashboard
            monitor: root.monitor
            editor: root.editor
            panels: root.panels
            openKeys: root.openKeys
            currentKey: root.currentKey
            panelStates: root.panelStates
            split: root.split
            secondKey: root.secondKey
            splitShare: root.splitShare
            onSplitShareDragged: share => root.splitShare = share
            onEdited: root.edited()
            onNodeActivated: nodeId => root.nodeActivated(nodeId)
        }
    }
}
