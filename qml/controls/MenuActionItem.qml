import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Weft

// A menu entry that also shows its action's shortcut, right-aligned (Qt Quick's MenuItem does
// not), so that every shortcut can be learnt from the menus. It never elides: its implicit
// width is its whole text, and AppMenu makes the menu as wide as its widest entry.
MenuItem {
    id: root

    // "&Open…" → "<u>O</u>pen…", with the rest escaped: the menu shows mnemonics as desktop
    // menus do, and file names cannot inject markup.
    function styledText(text: string): string {
        let out = "";
        for (let i = 0; i < text.length; ++i) {
            const c = text[i];
            if (c === "&" && i + 1 < text.length) {
                const next = text[++i];
                out += next === "&" ? "&amp;" : "<u>" + root.escaped(next) + "</u>";
            } else {
                out += root.escaped(c);
            }
        }
        return out;
    }

    function escaped(c: string): string {
        return c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : c;
    }

    Shortcut {
        id: shortcutText

        // Only for its nativeText: the action itself owns the shortcut.
        enabled: false
        sequence: root.action && root.action.shortcut !== undefined ? root.action.shortcut : ""
    }

    // The entry's whole width, spelt out: a RowLayout reports its implicit width only once it
    // has been laid out, after the menu has taken its width from it.
    readonly property real entryWidth: entryText.implicitWidth
                                       + (shortcutLabel.visible ? Theme.spacing * 3
                                                                  + shortcutLabel.implicitWidth
                                                                : 0)
                                       + (root.subMenu !== null ? Theme.spacing * 4 : 0)

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            root.entryWidth + leftPadding + rightPadding)

    contentItem: RowLayout {
        spacing: Theme.spacing * 3

        Label {
            id: entryText

            Layout.fillWidth: true
            text: root.styledText(root.text)
            textFormat: Text.StyledText
            color: root.enabled ? Theme.text : Theme.textFaint
            font.pixelSize: Theme.fontSize
        }
        Label {
            id: shortcutLabel

            visible: text !== ""
            text: shortcutText.nativeText
            color: Theme.textFaint
            font.pixelSize: Theme.smallFontSize + 1
        }
        // Room for the submenu arrow the style draws.
        Item {
            visible: root.subMenu !== null
            implicitWidth: Theme.spacing
        }
    }
}
