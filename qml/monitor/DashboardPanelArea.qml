import QtQuick
import QtQuick.Controls
import Weft
import Weft.Models

// The dashboard dock's body: the panel of the chosen tab, or two panels side by side (the
// tab's on the left, `secondKey` on the right, `splitShare` of the width to the left, set by
// dragging the divider), so that the task stream and the memory chart, say, can be watched
// together. Each open panel is loaded once and kept while it is open, whichever side shows it.
Item {
    id: root

    required property DashboardController dashboard
    required property MonitorHub monitor
    // {key, title} of every panel the dock knows, in tab order.
    required property var panels
    required property list<string> openKeys
    required property string currentKey
    // Each panel's saved state by key (free-form JSON, see DashboardDock).
    required property var panelStates
    // Where the Batch tuning panel keeps a band (EditController.keepBatchBand).
    property EditController editor: null
    property bool split: false
    property string secondKey: ""
    property real splitShare: 0.5

    // Whether a second panel is shown beside the tab's.
    readonly property bool splitShown: root.split && root.secondKey !== ""
                                       && root.secondKey !== root.currentKey
                                       && root.openKeys.indexOf(root.secondKey) >= 0
    readonly property real leftWidth: root.splitShown
                                      ? Math.round((root.width - divider.width) * root.splitShare)
                                      : root.width

    // The divider is being dragged to `share` of the width.
    signal splitShareDragged(real share)
    // The user let go of the divider, or a panel changed what it keeps (stateEdited).
    signal edited
    signal nodeActivated(string nodeId)

    // The loaded panel for `key`, or null while it is closed.
    function panelItem(key: string): Item {
        for (let i = 0; i < panelRepeater.count; ++i) {
            const loader = panelRepeater.itemAt(i);
            if (root.panels[i].key === key && loader)
                return loader.item;
        }
        return null;
    }

    function componentOf(key: string): Component {
        switch (key) {
        case "progress":
            return progressComponent;
        case "taskStream":
            return taskStreamComponent;
        case "batchTuning":
            return batchTuningComponent;
        case "memory":
            return memoryComponent;
        case "workers":
            return workersComponent;
        case "log":
            return logComponent;
        }
        return null;
    }

    objectName: "dashboardPanelArea"

    Repeater {
        id: panelRepeater

        model: root.panels

        delegate: Loader {
            id: loader

            required property var modelData
            readonly property bool onLeft: root.currentKey === loader.modelData.key
            readonly property bool onRight: root.splitShown
                                            && root.secondKey === loader.modelData.key

            objectName: "dashboardPanel:" + loader.modelData.key
            x: loader.onRight ? root.leftWidth + divider.width : 0
            width: loader.onRight ? root.width - root.leftWidth - divider.width : root.leftWidth
            height: root.height
            active: root.openKeys.indexOf(loader.modelData.key) >= 0
            visible: (loader.onLeft || loader.onRight) && root.monitor.hasRun
            sourceComponent: root.componentOf(loader.modelData.key)
            onLoaded: {
                item.restoreState(root.panelStates[loader.modelData.key] ?? {});
                item.stateEdited.connect(root.edited);
                item.nodeActivated.connect(root.nodeActivated);
            }
        }
    }

    // Between the two panels: drag it to share the width differently.
    MouseArea {
        id: divider

        objectName: "dashboardSplitHandle"
        visible: root.splitShown && root.monitor.hasRun
        x: root.leftWidth
        width: 7
        height: root.height
        cursorShape: Qt.SplitHCursor
        onPositionChanged: mouse => {
            const x = divider.x + mouse.x;
            root.splitShareDragged(Math.max(0.2, Math.min(0.8, x / Math.max(1, root.width))));
        }
        onReleased: root.edited()

        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 1
            height: parent.height
            color: Theme.border
        }
    }

    Label {
        objectName: "dashboardEmpty"
        anchors.centerIn: parent
        width: Math.min(parent.width - 4 * Theme.spacing, 520)
        visible: root.openKeys.length === 0 || !root.monitor.hasRun
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        text: root.openKeys.length === 0 ? qsTr("No panel is open: choose one with ⋯")
                                         : qsTr("No run is shown. Run the project (F5), or open a past run from the history (View › Show History).")
        color: Theme.textFaint
    }

    Component {
        id: progressComponent

        ProgressPanel {
            model: root.dashboard.progress
        }
    }
    Component {
        id: taskStreamComponent

        TaskStreamPanel {
            model: root.dashboard.taskStream
            timeWindow: root.dashboard.timeWindow
        }
    }
    Component {
        id: batchTuningComponent

        BatchTuningPanel {
            model: root.dashboard.batchTuning
            timeWindow: root.dashboard.timeWindow
            editor: root.editor
        }
    }
    Component {
        id: memoryComponent

        MemoryPanel {
            model: root.dashboard.memory
            timeWindow: root.dashboard.timeWindow
        }
    }
    Component {
        id: workersComponent

        WorkersPanel {
            model: root.dashboard.workers
        }
    }
    Component {
        id: logComponent

        LogPanel {
            model: root.dashboard.log
        }
    }
}
