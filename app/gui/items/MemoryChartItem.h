#pragma once

#include "NodePalette.h"
#include "TimeChartItem.h"
#include "monitor/MemoryTimelineModel.h"

#include <QColor>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// One of the memory panel's charts over the whole run, painted in one item.
///
/// Datasets: the bytes held by intermediate datasets, stacked by producing node (in plan
/// order, `colors[node % colors.size()]`: NodePalette's), one pixel column at a time: each column
/// shows the stack as it stands at the column's end, and a line over the stack traces the highest
/// total reached inside the column, so a dataset held for less than a pixel still shows in the
/// outline. Releases are ticks under the axis; the peak is a dot with a dashed line.
///
/// Rss: the resident memory of the app and of its worker processes from the metric samples.
///
/// Painting sweeps the model's steps once, so it costs the number of holds and releases plus
/// the item's width. GUI thread. (The base is named with its namespace: see BatchChartItem.)
class MemoryChartItem : public weft::app::TimeChartItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(weft::app::MemoryTimelineModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(Kind kind MEMBER m_kind WRITE setKind NOTIFY kindChanged)
    Q_PROPERTY(QList<QColor> colors MEMBER m_colors WRITE setColors NOTIFY colorsChanged)
    Q_PROPERTY(QColor lineColor MEMBER m_lineColor WRITE setLineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor secondLineColor MEMBER m_secondLineColor WRITE setSecondLineColor NOTIFY
                   colorsChanged)
    Q_PROPERTY(QColor peakColor MEMBER m_peakColor WRITE setPeakColor NOTIFY colorsChanged)

public:
    enum class Kind {
        Datasets, ///< bytes held, stacked by producing node
        Rss,      ///< resident memory of the app and the workers
    };
    Q_ENUM(Kind)

    explicit MemoryChartItem(QQuickItem *parent = nullptr);

    MemoryTimelineModel *model() const { return m_model; }
    void setModel(MemoryTimelineModel *model);
    void setKind(Kind kind);
    void setColors(const QList<QColor> &colors);
    void setLineColor(const QColor &color);
    void setSecondLineColor(const QColor &color);
    void setPeakColor(const QColor &color);

    void paint(QPainter *painter) override;

    /// Datasets: the node whose band of the stack is under (`x`, `y`) in item coordinates, as
    /// it stands at that time; -1 over no band (or for Rss). For the node's name on hover,
    /// which tells apart nodes whose colours are close.
    Q_INVOKABLE int nodeAt(qreal x, qreal y) const;

Q_SIGNALS:
    void modelChanged();
    void kindChanged();

protected:
    QString valueLabel(qreal value) const override;
    /// Datasets: the total held when the window opens and at each step inside it. Rss: the
    /// samples inside the window and the one on each side, whose lines cross its edges.
    qreal topWithin(qreal startNs, qreal endNs) const override;

private:
    void refresh();
    void paintDatasets(QPainter *painter) const;
    void paintRss(QPainter *painter) const;

    /// Not owned; reset when the model is destroyed. A plain pointer rather than a QPointer, which
    /// GCC's -Wnull-dereference flags at every second read.
    MemoryTimelineModel *m_model = nullptr;
    Kind m_kind = Kind::Datasets;
    QList<QColor> m_colors = NodePalette::colorsOf(8, false);
    QColor m_lineColor{0x2f80ed};
    QColor m_secondLineColor{0xe8833a};
    QColor m_peakColor{0xd1453b};
};

} // namespace weft::app
