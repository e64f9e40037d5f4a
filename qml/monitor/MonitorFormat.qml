pragma Singleton

import QtQuick

// How the monitor's panels write sizes, durations and rates: one place, so that every panel
// (and the charts) shows "1.4 MB", "2.5 s" and "38 tasks/s" the same way.
QtObject {
    // Bytes in decimal units, as the run summary prints them.
    function bytes(value: real): string {
        if (value < 0)
            return "–";
        const units = ["B", "kB", "MB", "GB", "TB"];
        let unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            ++unit;
        }
        return (unit === 0 ? value.toFixed(0) : value.toFixed(value < 10 ? 1 : 0)) + " "
                + units[unit];
    }

    // A duration: milliseconds below a second, seconds below a minute, then m:ss and h:mm:ss.
    function duration(seconds: real): string {
        if (seconds < 0)
            return "–";
        if (seconds < 1)
            return qsTr("%1 ms").arg((seconds * 1000).toFixed(seconds < 0.01 ? 2 : 0));
        if (seconds < 60)
            return qsTr("%1 s").arg(seconds.toFixed(seconds < 10 ? 2 : 1));
        const whole = Math.round(seconds);
        const s = whole % 60;
        const m = Math.floor(whole / 60) % 60;
        const h = Math.floor(whole / 3600);
        const pad = n => (n < 10 ? "0" : "") + n;
        return h > 0 ? "%1:%2:%3".arg(h).arg(pad(m)).arg(pad(s)) : "%1:%2".arg(m).arg(pad(s));
    }

    // Tasks (or items) per second, with a precision that suits the size.
    function rate(perSecond: real): string {
        if (perSecond <= 0)
            return "–";
        return perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond).toLocaleString(
                                    Qt.locale(), "f", 0);
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
        }
        return state;
    }

    // `text` made safe inside rich text (a node's title in a link).
    function escaped(text: string): string {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    }
}
