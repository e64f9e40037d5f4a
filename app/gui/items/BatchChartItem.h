#pragma once

#include "TimeChartItem.h"
#include "monitor/BatchTuningModel.h"

#include <QColor>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// One of the batch tuning panel's two charts for the model's chosen map node, painted in one
/// item: batch sizes over time (a step line), or batch durations over time (a dot per batch,
/// filled inside the target band and hollow outside it) over the band as it was at each time.
/// The time axis runs from the run's start to its latest event. With more batches than pixel
/// columns, each column draws the range of its batches instead of every dot, so a long replay
/// paints in time proportional to the item's width.
///
/// `yOf()` and `valueAt()` map values (items, or seconds) to the item's y and back, for the
/// band's drag handles. Lives on the GUI thread.
///
/// The base is named with its namespace: the QML type registrar looks it up as written, and
/// without it the chart loses its base's properties in the module's qmltypes (qmllint and
/// qmlcachegen then see no `timeWindow`, `gridColor`, ...).
class BatchChartItem : public weft::app::TimeChartItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(weft::app::BatchTuningModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(Kind kind MEMBER m_kind WRITE setKind NOTIFY kindChanged)
    Q_PROPERTY(QColor color MEMBER m_color WRITE setColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor bandColor MEMBER m_bandColor WRITE setBandColor NOTIFY colorsChanged)

public:
    enum class Kind {
        Sizes,     ///< items per batch over time
        Durations, ///< seconds per batch over time, with the target band
    };
    Q_ENUM(Kind)

    explicit BatchChartItem(QQuickItem *parent = nullptr);

    BatchTuningModel *model() const { return m_model; }
    void setModel(BatchTuningModel *model);
    void setKind(Kind kind);
    void setColor(const QColor &color);
    void setBandColor(const QColor &color);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void modelChanged();
    void kindChanged();

protected:
    QString valueLabel(qreal value) const override;
    /// Sizes: the batches ending inside the window and the one before it, whose step reaches
    /// into it. Durations: the batches ending inside it and the upper edge of each band in
    /// force there, so that the band and its handles stay in sight.
    qreal topWithin(qreal startNs, qreal endNs) const override;

private:
    void refresh();
    qreal valueOf(const BatchTuningModel::Series &series, std::size_t i) const;
    void paintBand(QPainter *painter, const BatchTuningModel::Series &series) const;
    void paintSeries(QPainter *painter, const BatchTuningModel::Series &series) const;

    /// Not owned; reset when the model is destroyed. A plain pointer rather than a QPointer, which
    /// GCC's -Wnull-dereference flags at every second read.
    BatchTuningModel *m_model = nullptr;
    Kind m_kind = Kind::Sizes;
    QColor m_color{0x2f80ed};
    QColor m_bandColor{0x12a37f};
};

} // namespace weft::app
