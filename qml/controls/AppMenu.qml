import QtQuick
import QtQuick.Controls
import Weft

// A menu as wide as its widest entry. Qt Quick's Menu keeps its style's fixed width and elides
// what does not fit ("Attach Dat…", "Undo Add Gener…", and most German entries); here the width
// follows the entries' own, also when one changes (the Undo entry names the change).
Menu {
    id: root

    // Re-read whenever an entry is added or an entry's width changes: the loop reads each
    // entry's implicitWidth, so the binding follows them all.
    readonly property real widestItem: {
        let widest = 0;
        for (let i = 0; i < root.count; ++i) {
            const entry = root.itemAt(i);
            if (entry && entry.visible)
                widest = Math.max(widest, entry.implicitWidth);
        }
        return widest;
    }

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            root.widestItem + leftPadding + rightPadding)
    delegate: MenuActionItem {}
}
