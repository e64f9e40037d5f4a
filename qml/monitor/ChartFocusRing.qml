import QtQuick
import Weft

// The ring around a time chart (or the task stream) that has the keyboard's focus: Tab or a
// click puts it there, and then +/−, ←/→ and Home move the time window (applyTimeWindowKey).
// Drawn over the chart, without taking its clicks.
Rectangle {
    id: root

    // Whether the chart has the focus.
    property bool shown: false

    objectName: "chartFocusRing"
    visible: root.shown
    color: "transparent"
    radius: Theme.smallRadius
    border.width: 2
    border.color: Theme.accent
}
