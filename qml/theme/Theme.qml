pragma Singleton

import QtQuick

// The one place for colours, sizes, fonts and durations: every component reads them from here,
// so that the light and dark palettes and the canvas geometry stay consistent. The dark palette
// follows the system (the platform palette's window colour) unless `scheme` fixes one.
QtObject {
    id: root

    readonly property SystemPalette systemPalette: SystemPalette {
        colorGroup: SystemPalette.Active
    }
    // "system", "light" or "dark": a settings switch, and the contrast test, pick a palette.
    property string scheme: "system"
    readonly property bool dark: root.scheme === "dark"
                                 || (root.scheme === "system"
                                     && root.systemPalette.window.hslLightness < 0.5)

    // Surfaces and text
    readonly property color window: root.dark ? "#1d1f23" : "#f3f4f6"
    readonly property color canvas: root.dark ? "#1a1c1f" : "#f7f8fa"
    readonly property color gridMinor: root.dark ? "#202327" : "#f0f1f4"
    readonly property color gridMajor: root.dark ? "#262a2f" : "#e7e9ed"
    readonly property color panel: root.dark ? "#22252a" : "#ffffff"
    readonly property color panelAlternate: root.dark ? "#272a30" : "#f6f7f9"
    readonly property color border: root.dark ? "#33373d" : "#e1e4e9"
    // Three steps of text, each at least 4.5:1 on every surface (textPairs): ids, hints and
    // disabled entries are fainter than labels, never unreadable.
    readonly property color text: root.dark ? "#e4e6ea" : "#1d2127"
    readonly property color textMuted: root.dark ? "#b4bac3" : "#4f5763"
    readonly property color textFaint: root.dark ? "#9aa1ac" : "#646c78"
    readonly property color accent: root.dark ? "#7eaaff" : "#1f5fd6"
    readonly property color accentSoft: root.dark ? "#243657" : "#e8f0fe"
    readonly property color danger: root.dark ? "#ff8a80" : "#c03a30"
    // Text that reports success ("Run succeeded", the Run command): the category green is too
    // light for text.
    readonly property color success: root.dark ? "#5fd3a8" : "#0b7a60"
    // Text on a filled accent or danger surface (a default button, an error's badge): light on
    // the light palette's deep colours, dark on the dark palette's bright ones.
    readonly property color textOnAccent: root.dark ? "#0d1626" : "#ffffff"
    readonly property color textOnDanger: root.dark ? "#2a0d0a" : "#ffffff"
    // Tooltips: the inverse of the panels, so that they stand out from what they explain.
    readonly property color toolTip: root.dark ? "#e4e6ea" : "#2a2f37"
    readonly property color toolTipText: root.dark ? "#1d2127" : "#f3f4f6"
    // Comments on the canvas: a paper note.
    readonly property color commentPaper: root.dark ? "#3a3524" : "#fff6c7"
    readonly property color commentText: root.dark ? "#f1ead0" : "#3d3823"

    // Node cards and edges
    readonly property color nodeBackground: root.dark ? "#2a2d33" : "#ffffff"
    readonly property color nodeHeader: root.dark ? "#2f3239" : "#fbfbfc"
    readonly property color nodeBorder: root.dark ? "#3b3f46" : "#d9dde3"
    readonly property color nodeShadow: root.dark ? "#59000000" : "#141b2433"
    readonly property color edge: root.dark ? "#7c8591" : "#a4acb8"

    // Sizes (canvas units, scaled by the zoom)
    readonly property int nodeWidth: 216
    readonly property int nodeHeaderHeight: 52
    readonly property int nodePadding: 8
    readonly property int portRowHeight: 22
    readonly property int portDotSize: 10
    readonly property int badgeSize: 30
    readonly property int problemMarkSize: 20
    readonly property int edgeWidth: 2
    readonly property int edgeMinHandle: 60
    readonly property int gridSpacing: 24
    readonly property int gridMajorEvery: 5
    readonly property int radius: 8
    readonly property int smallRadius: 5

    // Sizes (screen pixels)
    readonly property int spacing: 8
    readonly property int panelWidth: 288
    readonly property int paletteWidth: 232
    readonly property int statusBarHeight: 30
    readonly property int fitMargin: 64
    readonly property real minZoom: 0.2
    readonly property real maxZoom: 3.0
    readonly property real zoomStep: 1.2

    // Fonts
    readonly property int fontSize: 13
    readonly property int smallFontSize: 11
    readonly property int titleFontSize: 13
    readonly property int headingFontSize: 17
    readonly property string monoFamily: "DejaVu Sans Mono"

    // Motion: quiet and short
    readonly property int duration: 120

    // Tooltips wait so that a pointer passing by shows nothing, and wrap at a readable measure
    // (HintToolTip).
    readonly property int toolTipDelay: 700
    readonly property int toolTipColumns: 40

    // Palette of operator categories and data kinds: distinct in hue and lightness, readable on
    // both palettes, and deep enough that a white glyph on them (a badge's icon, a state's
    // mark) keeps 3:1 (markPairs).
    readonly property color blue: "#2f80ed"
    readonly property color green: "#0f9a7a"
    readonly property color orange: "#d06a24"
    readonly property color purple: "#8e5cd9"
    readonly property color yellow: "#ad8300"
    readonly property color pink: "#d9487f"
    readonly property color cyan: "#0d8fa8"
    readonly property color slate: "#6b7685"
    readonly property color markGlyph: "#ffffff"
    readonly property list<color> fallbackColors: [root.blue, root.green, root.orange,
        root.purple, root.yellow, root.pink, root.cyan, root.slate]

    // The colour of an operator category: fixed for the names Weft uses, stable for others.
    function categoryColor(category: string): color {
        switch (category.toLowerCase()) {
        case "sources":
        case "inputs":
            return root.blue;
        case "tables":
        case "transforms":
            return root.green;
        case "sinks":
        case "outputs":
            return root.orange;
        case "arrays":
            return root.purple;
        case "files":
            return root.yellow;
        case "scripts":
        case "commands":
            return root.pink;
        case "":
            return root.slate;
        }
        let hash = 0;
        for (let i = 0; i < category.length; ++i)
            hash = (hash * 31 + category.charCodeAt(i)) % 997;
        return root.fallbackColors[hash % root.fallbackColors.length];
    }

    // The colour of a data kind ("table", "array", …) on ports and edges.
    function kindColor(kind: string): color {
        switch (kind) {
        case "table":
            return root.green;
        case "array":
            return root.purple;
        case "filelist":
        case "files":
            return root.yellow;
        case "scalar":
            return root.blue;
        }
        return root.edge;
    }

    // The highlight of a finished run's critical path on the canvas.
    readonly property color critical: root.dark ? "#f2c14e" : "#e0a100"

    // The colour of a task state (engine::taskStateName), the same on the canvas and in the
    // monitor; always paired with a glyph (stateGlyph), so that it reads without colour too.
    function stateColor(state: string): color {
        switch (state) {
        case "ready":
            return root.cyan;
        case "running":
            return root.accent;
        case "succeeded":
            return root.green;
        case "failed":
            return root.danger;
        case "cancelled":
            return root.orange;
        case "skipped":
            return root.yellow;
        case "cached":
            return root.purple;
        case "stale":
            return root.pink;
        }
        return root.slate;
    }

    function stateGlyph(state: string): string {
        switch (state) {
        case "ready":
            return "•";
        case "running":
            return "▸";
        case "succeeded":
            return "✓";
        case "failed":
            return "✗";
        case "cancelled":
            return "■";
        case "skipped":
            return "↷";
        case "cached":
            return "↺";
        case "stale":
            return "!";
        case "new":
            return "○";
        case "uncached":
            return "∅";
        }
        return "";
    }

    // The vertical centre of port row `index`, from the top of a node card. Cards and edges
    // both use it, so that edges meet the port dots.
    function portY(index: int): real {
        return root.nodeHeaderHeight + root.nodePadding + root.portRowHeight * (index + 0.5);
    }

    function nodeHeight(inputCount: int, outputCount: int): real {
        const rows = Math.max(1, inputCount, outputCount);
        return root.nodeHeaderHeight + 2 * root.nodePadding + rows * root.portRowHeight;
    }

    // Every text colour on every surface it is drawn on, as "foreground/background" names of the
    // colours above. The contrast test (tst_themecontrast) reads this list and checks each pair
    // in both palettes against WCAG AA for text: 4.5:1.
    readonly property list<string> textPairs: {
        const pairs = [];
        const surfaces = ["window", "canvas", "panel", "panelAlternate", "nodeBackground",
                          "nodeHeader", "accentSoft"];
        for (const foreground of ["text", "textMuted", "textFaint", "accent", "danger",
                                  "success"]) {
            for (const surface of surfaces)
                pairs.push(foreground + "/" + surface);
        }
        return pairs.concat(["textOnAccent/accent", "textOnDanger/danger", "toolTipText/toolTip",
                             "commentText/commentPaper", "textFaint/commentPaper"]);
    }
    // White glyphs on the category colours (operator icons on node badges): graphics, so WCAG's
    // 3:1 for non-text contrast.
    readonly property list<string> markPairs: ["markGlyph/blue", "markGlyph/green",
        "markGlyph/orange", "markGlyph/purple", "markGlyph/yellow", "markGlyph/pink",
        "markGlyph/cyan", "markGlyph/slate"]

    // --- Text on the zoomed canvas. Nothing on screen is smaller than minimumTextSize pixels:
    // below the zoom at which a card's smallest text would be, the card shows its title alone,
    // drawn at readableTextSize on screen (a pixel to spare).
    readonly property int minimumTextSize: 11
    readonly property int readableTextSize: 12
}
