#include "BatchChartItem.h"

#include "ModelLink.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

constexpr qreal kLeftMargin = 52; ///< room for "999 ms"
constexpr qreal kDot = 3;

} // namespace

BatchChartItem::BatchChartItem(QQuickItem *parent)
    : TimeChartItem(kLeftMargin, parent)
{}

void BatchChartItem::setModel(BatchTuningModel *model)
{
    if (!relinkModel(this, m_model, model))
        return;
    if (m_model) {
        connect(m_model, &BatchTuningModel::changed, this, &BatchChartItem::refresh);
        connect(m_model, &BatchTuningModel::bandChanged, this, &BatchChartItem::refresh);
    }
    Q_EMIT modelChanged();
    refresh();
}

void BatchChartItem::setKind(Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    Q_EMIT kindChanged();
    refresh();
}

void BatchChartItem::setColor(const QColor &color)
{
    m_color = color;
    recolor();
}

void BatchChartItem::setBandColor(const QColor &color)
{
    m_bandColor = color;
    recolor();
}

void BatchChartItem::refresh()
{
    setExtent(m_model ? qreal(m_model->endNs()) : 0);
}

qreal BatchChartItem::topWithin(qreal startNs, qreal endNs) const
{
    const BatchTuningModel::Series *series = m_model ? m_model->current() : nullptr;
    if (!series)
        return 0;
    const auto from = std::lower_bound(series->ns.begin(), series->ns.end(), qint64(startNs));
    const auto to = std::upper_bound(from, series->ns.end(), qint64(std::ceil(endNs)));
    // A size holds from its batch's end to the next one's: the batch before the window shows.
    const auto first = m_kind == Kind::Sizes && from != series->ns.begin() ? from - 1 : from;
    std::size_t i = std::size_t(first - series->ns.begin());
    const std::size_t last = std::size_t(to - series->ns.begin());
    qreal top = 0;
    if (i == 0 && last == series->ns.size()) {
        // The whole series, as while the window follows a live run: its maximum is known.
        top = m_kind == Kind::Sizes ? qreal(series->maxItems) : qreal(series->maxDuration) / 1e9;
    } else {
        for (; i < last; ++i)
            top = std::max(top, valueOf(*series, i));
    }
    if (m_kind == Kind::Durations) {
        for (std::size_t band = 0; band < series->bandNs.size(); ++band) {
            const bool endedBefore =
                band + 1 < series->bandNs.size() && qreal(series->bandNs[band + 1]) <= startNs;
            if (!endedBefore && qreal(series->bandNs[band]) <= endNs)
                top = std::max(top, series->upper[band]);
        }
    }
    return top;
}

QString BatchChartItem::valueLabel(qreal value) const
{
    const QLocale locale;
    if (m_kind == Kind::Sizes)
        return locale.toString(qint64(std::llround(value)));
    // Fixed decimals: "1e+03 ms" is what three significant digits make of a second.
    const qreal ms = value * 1000;
    const int decimals = ms >= 10 || qFuzzyIsNull(ms) ? 0 : ms >= 1 ? 1 : 2;
    return tr("%1 ms").arg(locale.toString(ms, 'f', decimals));
}

qreal BatchChartItem::valueOf(const BatchTuningModel::Series &series, std::size_t i) const
{
    return m_kind == Kind::Sizes ? qreal(series.items[i]) : qreal(series.duration[i]) / 1e9;
}

void BatchChartItem::paint(QPainter *painter)
{
    paintAxes(painter);
    const BatchTuningModel::Series *series = m_model ? m_model->current() : nullptr;
    if (!series)
        return;
    painter->save();
    // Exact at the window's two ends: what is outside it is not shown.
    painter->setClipRect(plotArea().adjusted(0, -kDot, 0, kDot));
    if (m_kind == Kind::Durations)
        paintBand(painter, *series);
    paintSeries(painter, *series);
    painter->restore();
}

void BatchChartItem::paintBand(QPainter *painter, const BatchTuningModel::Series &series) const
{
    QColor fill = m_bandColor;
    fill.setAlphaF(0.18);
    for (std::size_t i = 0; i < series.bandNs.size(); ++i) {
        const qreal from = xOf(qreal(series.bandNs[i]));
        const qreal to =
            i + 1 < series.bandNs.size() ? xOf(qreal(series.bandNs[i + 1])) : plotArea().right();
        const qreal top = yOf(series.upper[i]);
        const qreal bottom = yOf(series.lower[i]);
        painter->fillRect(QRectF(from, top, to - from, bottom - top), fill);
        painter->setPen(QPen(m_bandColor, 1, Qt::DashLine));
        painter->drawLine(QPointF(from, top), QPointF(to, top));
        painter->drawLine(QPointF(from, bottom), QPointF(to, bottom));
    }
}

void BatchChartItem::paintSeries(QPainter *painter, const BatchTuningModel::Series &series) const
{
    // The batches inside the window, with one on each side for the step line's ends.
    const auto from = std::lower_bound(series.ns.begin(), series.ns.end(), qint64(viewStart()));
    const auto to = std::upper_bound(from, series.ns.end(), qint64(std::ceil(viewEnd())));
    const std::size_t first = std::size_t(std::max<qsizetype>(0, from - series.ns.begin() - 1));
    const std::size_t count = std::min(series.ns.size(), std::size_t(to - series.ns.begin()) + 1);
    if (count <= first)
        return;
    const QRectF area = plotArea();
    if (count - first > std::size_t(area.width())) {
        // More batches than columns: each column shows the range of its batches' values.
        const int columns = int(area.width());
        std::vector<qreal> low(std::size_t(columns), -1), high(std::size_t(columns), -1);
        for (std::size_t i = first; i < count; ++i) {
            const int column = int(std::floor(xOf(qreal(series.ns[i])) - area.left()));
            if (column < 0 || column >= columns)
                continue;
            const qreal y = yOf(valueOf(series, i));
            qreal &lo = low[std::size_t(column)];
            qreal &hi = high[std::size_t(column)];
            lo = lo < 0 ? y : std::max(lo, y);
            hi = hi < 0 ? y : std::min(hi, y);
        }
        painter->setPen(QPen(m_color, 1.5));
        for (int column = 0; column < columns; ++column) {
            if (low[std::size_t(column)] < 0)
                continue;
            const qreal x = area.left() + column + 0.5;
            painter->drawLine(QPointF(x, low[std::size_t(column)] + 1),
                              QPointF(x, high[std::size_t(column)] - 1));
        }
        return;
    }
    if (m_kind == Kind::Sizes) {
        QPainterPath path;
        path.moveTo(xOf(qreal(series.ns[first])), yOf(valueOf(series, first)));
        for (std::size_t i = first + 1; i < count; ++i) {
            const qreal x = xOf(qreal(series.ns[i]));
            path.lineTo(x, path.currentPosition().y());
            path.lineTo(x, yOf(valueOf(series, i)));
        }
        painter->setPen(QPen(m_color, 1.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path);
        painter->setBrush(m_color);
        painter->setPen(Qt::NoPen);
        for (std::size_t i = first; i < count; ++i)
            painter->drawEllipse(QPointF(xOf(qreal(series.ns[i])), yOf(valueOf(series, i))),
                                 kDot / 2 + 0.5, kDot / 2 + 0.5);
        return;
    }
    // Durations: filled inside the band in force when the batch ended, hollow outside it.
    std::size_t band = 0;
    for (std::size_t i = first; i < count; ++i) {
        while (band + 1 < series.bandNs.size() && series.bandNs[band + 1] <= series.ns[i])
            ++band;
        const qreal value = valueOf(series, i);
        const bool inside = value >= series.lower[band] && value <= series.upper[band];
        painter->setPen(QPen(m_color, 1.2));
        painter->setBrush(inside ? QBrush(m_color) : QBrush(Qt::NoBrush));
        painter->drawEllipse(QPointF(xOf(qreal(series.ns[i])), yOf(value)), kDot, kDot);
    }
}

} // namespace weft::app
