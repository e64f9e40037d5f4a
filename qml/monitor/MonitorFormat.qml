pragma Singleton

import QtQuick

// How the monitor's panels write rates, task states and rich text: one place, so that every
// panel shows "38 tasks/s" the same way. Sizes and durations are TextFormat's (C++), which the
// command line and the history share.
QtObject {
    // Tasks (or items) per second, with a precision that suits the size.
    function rate(perSecond: real): string {
        if (perSecond <= 0)
            return "–";
        return perSecond.toLocaleString(Qt.locale(), "f", perSecond < 10 ? 1 : 0);
    }

    // A task state's name for people (engine::taskStateName gives the key).
    function stateText(state: string): string {
        switch (state) {
        case "waiting":
            return qsTr("waiting");
        case "ready":
            return qsTr("ready");
        case "running":
            return qsTr("running");
        case "succeeded":
            return qsTr("succeeded");
        case "failed":
            return qsTr("failed");
        case "cancelled":
            return qsTr("cancelled");
        case "skipped":
            return qsTr("skipped");
        case "interrupted":
            return qsTr("interrupted");
        // A node taken from the result cache, and the marks a card shows between runs.
        case "cached":
            return qsTr("cached");
        case "current":
            return qsTr("up to date");
        case "stale":
            return qsTr("stale");
        case "new":
            return qsTr("never run");
        case "uncached":
            return qsTr("not cached");
        }
        return state;
    }

    // `text` made safe inside rich text (a node's title in a link).
    function escaped(text: string): string {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    }
}
