import QtQuick
import Weft

// The canvas's quiet grid: faint minor lines and slightly stronger major ones, following the
// pan offset and zoom. When zoomed far out the minor lines give way to the major ones, so the
// grid never turns into a grey wash.
Canvas {
    id: root

    property real zoom: 1
    property real offsetX: 0
    property real offsetY: 0

    onZoomChanged: root.requestPaint()
    onOffsetXChanged: root.requestPaint()
    onOffsetYChanged: root.requestPaint()
    onWidthChanged: root.requestPaint()
    onHeightChanged: root.requestPaint()

    function drawLines(ctx: var, spacing: real, color: color): void {
        ctx.beginPath();
        const startX = root.offsetX % spacing;
        for (let x = startX; x <= root.width; x += spacing) {
            ctx.moveTo(Math.round(x) + 0.5, 0);
            ctx.lineTo(Math.round(x) + 0.5, root.height);
        }
        const startY = root.offsetY % spacing;
        for (let y = startY; y <= root.height; y += spacing) {
            ctx.moveTo(0, Math.round(y) + 0.5);
            ctx.lineTo(root.width, Math.round(y) + 0.5);
        }
        ctx.strokeStyle = color;
        ctx.lineWidth = 1;
        ctx.stroke();
    }

    onPaint: {
        const ctx = root.getContext("2d");
        ctx.fillStyle = Theme.canvas;
        ctx.fillRect(0, 0, root.width, root.height);
        const minor = Theme.gridSpacing * root.zoom;
        const major = minor * Theme.gridMajorEvery;
        if (minor >= 8)
            root.drawLines(ctx, minor, Theme.gridMinor);
        root.drawLines(ctx, major, Theme.gridMajor);
    }
}
