#pragma once

#include "NodePalette.h"
#include "TimeWindowLink.h"
#include "monitor/TaskStreamModel.h"

#include <QColor>
#include <QList>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The task stream drawn as scene-graph nodes: a lane per worker, a bar per task coloured by
/// its node (`colors[node % colors.size()]`), failed and cancelled bars marked with a strip in
/// `failedColor`, a Slurm job's wait in the queue a thin strip in `queuedColor`. Only the time
/// window [viewStart, viewEnd] (ns from the run's origin) is built, and bars thinner than a pixel
/// are merged: all those starting in one pixel column become one rectangle in the colour of the
/// first, and neighbouring columns of one colour join, so a frame costs at most a few rectangles
/// per pixel column and lane however many tasks the run has (and a binary search per column to skip
/// the merged ones).
///
/// The wheel zooms around the pointer, a drag pans, a double-click shows the whole run again,
/// and hovering sets `hoveredBar` (a bar of the model, or -1) by a hit test on the model, with a
/// pixel of slack around thin bars. The window is `timeWindow` when set (the dashboard's,
/// shared with the batch and memory charts), else the item's own; until the user zooms or
/// pans, it follows the whole run (`fitAll()` returns to that). Tab reaches the item and a
/// click gives it focus; then the keys of applyTimeWindowKey zoom around the window's centre,
/// pan and show the whole run, as in the batch and memory charts.
///
/// With an OpenGL, Vulkan or other hardware scene graph, each colour is one QSGGeometryNode
/// of triangles. The software renderer draws no custom geometry (measured: nothing shows), so
/// there each rectangle is a QSGRectangleNode, kept from frame to frame: with 1,600 of them a
/// frame took 1.4 ms against 9.7 ms for painting them into one QSGImageNode's texture, whose
/// upload dominates (`renderMode` forces a path, for tests and benchmarks).
///
/// Lives on the GUI thread: bars are laid out there before each frame (updatePolish) and the
/// render thread only turns the laid-out rectangles into nodes.
class TaskStreamItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(weft::app::TaskStreamModel *model READ model WRITE setModel NOTIFY modelChanged)
    /// The shared time window; null for the item's own.
    Q_PROPERTY(weft::app::TimeWindow *timeWindow READ timeWindow WRITE setTimeWindow NOTIFY
                   timeWindowChanged)
    Q_PROPERTY(qreal viewStart READ viewStart NOTIFY viewChanged)
    Q_PROPERTY(qreal viewEnd READ viewEnd NOTIFY viewChanged)
    Q_PROPERTY(bool following READ isFollowing NOTIFY viewChanged)
    Q_PROPERTY(qreal laneHeight MEMBER m_laneHeight WRITE setLaneHeight NOTIFY layoutChanged)
    Q_PROPERTY(qreal laneSpacing MEMBER m_laneSpacing WRITE setLaneSpacing NOTIFY layoutChanged)
    Q_PROPERTY(QList<QColor> colors MEMBER m_colors WRITE setColors NOTIFY layoutChanged)
    Q_PROPERTY(QColor failedColor MEMBER m_failedColor WRITE setFailedColor NOTIFY layoutChanged)
    Q_PROPERTY(QColor queuedColor MEMBER m_queuedColor WRITE setQueuedColor NOTIFY layoutChanged)
    Q_PROPERTY(RenderMode renderMode MEMBER m_renderMode WRITE setRenderMode NOTIFY layoutChanged)
    Q_PROPERTY(int hoveredBar READ hoveredBar NOTIFY hoveredBarChanged)
    Q_PROPERTY(QPointF hoverPosition READ hoverPosition NOTIFY hoveredBarChanged)
    /// Rectangles in the last frame built (after merging): what a frame costs.
    Q_PROPERTY(int rectangleCount READ rectangleCount NOTIFY frameBuilt)

public:
    /// How bars become scene-graph nodes.
    enum class RenderMode {
        Auto,       ///< geometry nodes, rectangle nodes under the software renderer
        Geometry,   ///< one QSGGeometryNode per colour
        Rectangles, ///< one QSGRectangleNode per (merged) bar
        Image,      ///< the bars painted into one QSGImageNode
    };
    Q_ENUM(RenderMode)

    /// A rectangle to draw and the colour slot it takes (colors index, colors.size() for the
    /// failed mark, colors.size() + 1 for a wait in Slurm's queue).
    struct BarRect
    {
        QRectF rect;
        int slot = 0;
    };

    explicit TaskStreamItem(QQuickItem *parent = nullptr);

    TaskStreamModel *model() const { return m_model; }
    void setModel(TaskStreamModel *model);
    TimeWindow *timeWindow() const { return m_window.shared(); }
    void setTimeWindow(TimeWindow *window);
    qreal viewStart() const { return m_window.window()->start(); }
    qreal viewEnd() const { return m_window.window()->end(); }
    bool isFollowing() const { return m_window.window()->isFollowing(); }
    void setLaneHeight(qreal height);
    void setLaneSpacing(qreal spacing);
    void setColors(const QList<QColor> &colors);
    void setFailedColor(const QColor &color);
    void setQueuedColor(const QColor &color);
    void setRenderMode(RenderMode mode);
    int hoveredBar() const { return m_hoveredBar; }
    QPointF hoverPosition() const { return m_hoverPosition; }
    int rectangleCount() const { return m_rectangleCount; }

    /// Shows [startNs, endNs] and stops following the run.
    Q_INVOKABLE void setView(qreal startNs, qreal endNs);
    /// Shows the whole run and follows it as it grows.
    Q_INVOKABLE void fitAll();
    /// Zooms by `factor` (> 1 zooms in) keeping the time under x where it is.
    Q_INVOKABLE void zoomAt(qreal x, qreal factor);
    Q_INVOKABLE qreal xOf(qreal ns) const;
    Q_INVOKABLE qreal nsAt(qreal x) const;
    Q_INVOKABLE int laneAt(qreal y) const;
    Q_INVOKABLE qreal laneTop(int lane) const;
    /// The bar under a point of the item, or -1 (what hovering uses).
    Q_INVOKABLE int barAtPoint(qreal x, qreal y) const;

    /// The rectangles a frame of the current window draws (also for tests and benchmarks).
    std::vector<BarRect> layoutBars() const;

Q_SIGNALS:
    void modelChanged();
    void timeWindowChanged();
    void viewChanged();
    void layoutChanged();
    void hoveredBarChanged();
    void frameBuilt();

protected:
    void updatePolish() override;
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void hoverEnterEvent(QHoverEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;

private:
    void onModelChanged();
    void relayout();
    void setHover(int bar, QPointF position);
    RenderMode effectiveMode() const;
    QSGNode *buildGeometryNodes(QSGNode *old, const std::vector<BarRect> &rects);
    QSGNode *buildRectangleNodes(QSGNode *old, const std::vector<BarRect> &rects);
    QSGNode *buildImageNode(QSGNode *old, const std::vector<BarRect> &rects);
    QColor colorOfSlot(int slot) const;

    /// Not owned; reset when the model is destroyed. A plain pointer rather than a QPointer, which
    /// GCC's -Wnull-dereference flags at every second read.
    TaskStreamModel *m_model = nullptr;
    TimeWindowLink m_window;
    qreal m_laneHeight = 22;
    qreal m_laneSpacing = 4;
    QList<QColor> m_colors = NodePalette::colorsOf(8, false);
    QColor m_failedColor{0xd1453b};
    QColor m_queuedColor{0x1aa7c4};
    RenderMode m_renderMode = RenderMode::Auto;
    int m_hoveredBar = -1;
    QPointF m_hoverPosition;
    int m_rectangleCount = 0;
    /// Laid out on the GUI thread (updatePolish), turned into nodes on the render thread.
    std::vector<BarRect> m_rects;
    bool m_dragging = false;
    qreal m_dragX = 0;
    /// The node type the current paint node tree was built with, to rebuild on a switch.
    RenderMode m_builtMode = RenderMode::Auto;
};

} // namespace weft::app
