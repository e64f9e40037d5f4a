#pragma once

#include <QColor>
#include <QList>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// A histogram as bars: one per bin, its height the bin's share of the fullest (each of `bins`
/// in 0..1, as DatasetPreviewModel::scaledBins() gives them), on a base line. The output
/// inspector draws one under each number column's statistics and one for an array: a single
/// painted item, so that a header of thirty columns costs thirty small images rather than a
/// Canvas context or a Repeater of bars each.
///
/// Lives on the GUI thread.
class HistogramItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QList<qreal> bins READ bins WRITE setBins NOTIFY binsChanged)
    Q_PROPERTY(QColor color MEMBER m_color WRITE setColor NOTIFY styleChanged)
    Q_PROPERTY(QColor baseColor MEMBER m_baseColor WRITE setBaseColor NOTIFY styleChanged)
    /// Pixels between two bars; none when the bars would be thinner than two pixels.
    Q_PROPERTY(qreal gap MEMBER m_gap WRITE setGap NOTIFY styleChanged)

public:
    explicit HistogramItem(QQuickItem *parent = nullptr);

    const QList<qreal> &bins() const { return m_bins; }
    void setBins(const QList<qreal> &bins);
    void setColor(const QColor &color);
    void setBaseColor(const QColor &color);
    void setGap(qreal gap);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void binsChanged();
    void styleChanged();

private:
    template<typename T>
    void set(T &member, const T &value);

    QList<qreal> m_bins;
    QColor m_color{Qt::blue};
    QColor m_baseColor{Qt::lightGray};
    qreal m_gap = 1;
};

} // namespace weft::app
