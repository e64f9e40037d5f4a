#pragma once

#include <QRectF>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The rows of a NodeListModel or an EdgeListModel whose item lies near the visible part of
/// the canvas, so that the canvas creates delegates only for what can be seen: a 2,000-node
/// project opens and pans with the few dozen cards in view instead of all of them.
///
/// A node's item is its card (from its position, `cardWidth` wide and as high as its port
/// rows make it); an edge's item spans the cards it joins. Rows are kept within the viewport
/// grown by `margin` (a fraction of its size) on each side, and the rows are filtered again
/// only when the viewport leaves that region or shrinks to a small part of it: a pan adds
/// cards in strips now and then, not on every frame. Moved, added and removed rows follow the
/// source at once. `bounds` is the extent of every row's item, visible or not (for fitting the
/// view and for the minimap).
///
/// Lives on the GUI thread.
class ViewportFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QRectF viewport READ viewport WRITE setViewport NOTIFY viewportChanged)
    Q_PROPERTY(qreal margin READ margin WRITE setMargin NOTIFY geometryChanged)
    Q_PROPERTY(qreal cardWidth READ cardWidth WRITE setCardWidth NOTIFY geometryChanged)
    Q_PROPERTY(
        qreal cardBaseHeight READ cardBaseHeight WRITE setCardBaseHeight NOTIFY geometryChanged)
    Q_PROPERTY(qreal rowHeight READ rowHeight WRITE setRowHeight NOTIFY geometryChanged)
    Q_PROPERTY(QRectF bounds READ bounds NOTIFY boundsChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    explicit ViewportFilterModel(QObject *parent = nullptr);

    QRectF viewport() const { return m_viewport; }
    /// An empty viewport keeps every row (before the canvas knows its size).
    void setViewport(const QRectF &viewport);
    qreal margin() const { return m_margin; }
    void setMargin(qreal margin);
    qreal cardWidth() const { return m_cardWidth; }
    void setCardWidth(qreal width);
    qreal cardBaseHeight() const { return m_cardBaseHeight; }
    void setCardBaseHeight(qreal height);
    qreal rowHeight() const { return m_rowHeight; }
    void setRowHeight(qreal height);

    QRectF bounds() const;
    /// The rows kept.
    int count() const { return rowCount(); }

    void setSourceModel(QAbstractItemModel *model) override;

Q_SIGNALS:
    void viewportChanged();
    void geometryChanged();
    void boundsChanged();
    void countChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    /// The item of a source row in graph coordinates; empty when the row has no position.
    QRectF extent(int sourceRow) const;
    /// Filters the rows again for the viewport grown by the margin (`always`: even when the
    /// viewport is empty).
    void refilter(bool always = false);
    void sourceChanged();

    QRectF m_viewport;
    QRectF m_region; ///< rows inside it are kept; empty keeps all
    qreal m_margin = 0.25;
    qreal m_cardWidth = 216;
    qreal m_cardBaseHeight = 68;
    qreal m_rowHeight = 22;
    int m_positionRole = -1;
    int m_fromPositionRole = -1;
    int m_toPositionRole = -1;
    int m_inputPortsRole = -1;
    int m_outputPortsRole = -1;
    int m_fromPortIndexRole = -1;
    int m_toPortIndexRole = -1;
    QTimer m_refilterTimer;
    bool m_waitingForView = false; ///< the source was reset and the view has not settled
    mutable QRectF m_bounds;
    mutable bool m_boundsValid = false;
};

} // namespace weft::app
