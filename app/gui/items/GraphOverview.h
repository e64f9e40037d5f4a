#pragma once

#include <QAbstractItemModel>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// What the canvas's painted overviews (NodeOverview, EdgeOverview) share: every row of a model
/// painted into one picture instead of a delegate each, so that a 2,000-node graph costs one
/// paint when it changes and nothing but a moved texture while the view pans.
///
/// Follows the model: any change of its rows or data, and any style property a subclass
/// assigns, calls refresh() (by default a repaint). While the item is hidden nothing is painted
/// or measured; shown again it catches up once. The texture holds the item at `zoom` (the scale
/// it is shown at), capped at kMaxTextureSide a side: zoomed out it is small and cheap, zoomed
/// in it stays sharp.
///
/// Lives on the GUI thread.
class GraphOverview : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)

public:
    /// The largest texture side painted; a larger graph is drawn less sharply, not bigger.
    static constexpr int kMaxTextureSide = 4096;

    explicit GraphOverview(QQuickItem *parent = nullptr);

    QAbstractItemModel *model() const { return m_model; }
    void setModel(QAbstractItemModel *model);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    /// Texture pixels per unit of the item: `zoom`, or less where the texture is capped (a
    /// huge graph zoomed in part way). What is sized in pixels is sized in these.
    qreal texturePixelScale() const;

Q_SIGNALS:
    void modelChanged();
    void zoomChanged();

protected:
    /// Something the picture shows changed: refreshes now when shown, else once shown again.
    void contentChanged();
    /// Brings the picture up to date (a subclass that places itself measures here first).
    virtual void refresh() { update(); }

    /// Sets a style member; a change refreshes the picture. True when it changed.
    template<typename T>
    bool assign(T &member, const T &value)
    {
        if (member == value)
            return false;
        member = value;
        contentChanged();
        return true;
    }

    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void itemChange(ItemChange change, const ItemChangeData &value) override;

private:
    void updateTextureSize();

    QPointer<QAbstractItemModel> m_model;
    qreal m_zoom = 1;
    bool m_stale = true; ///< changed while hidden
};

} // namespace weft::app
