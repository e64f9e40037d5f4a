#include "MemoryChartItem.h"

#include "ModelLink.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

constexpr qreal kLeftMargin = 60; ///< room for "999.9 MB"
constexpr qreal kReleaseTick = 5;

} // namespace

MemoryChartItem::MemoryChartItem(QQuickItem *parent)
    : TimeChartItem(kLeftMargin, parent)
{}

void MemoryChartItem::setModel(MemoryTimelineModel *model)
{
    if (!relinkModel(this, m_model, model))
        return;
    if (m_model) {
        connect(m_model, &MemoryTimelineModel::changed, this, &MemoryChartItem::refresh);
    }
    Q_EMIT modelChanged();
    refresh();
}

void MemoryChartItem::setKind(Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    Q_EMIT kindChanged();
    refresh();
}

void MemoryChartItem::setColors(const QList<QColor> &colors)
{
    m_colors = colors;
    recolor();
}

void MemoryChartItem::setLineColor(const QColor &color)
{
    m_lineColor = color;
    recolor();
}

void MemoryChartItem::setSecondLineColor(const QColor &color)
{
    m_secondLineColor = color;
    recolor();
}

void MemoryChartItem::setPeakColor(const QColor &color)
{
    m_peakColor = color;
    recolor();
}

void MemoryChartItem::refresh()
{
    qreal top = 0;
    if (m_model)
        top = qreal(m_kind == Kind::Datasets ? m_model->peakBytes() : m_model->maxRssBytes());
    setScale(top, m_model ? qreal(m_model->endNs()) : 0);
}

QString MemoryChartItem::valueLabel(qreal value) const
{
    return QLocale().formattedDataSize(qint64(value), 1, QLocale::DataSizeSIFormat);
}

void MemoryChartItem::paint(QPainter *painter)
{
    paintAxes(painter);
    if (!m_model)
        return;
    if (m_kind == Kind::Datasets)
        paintDatasets(painter);
    else
        paintRss(painter);
}

void MemoryChartItem::paintDatasets(QPainter *painter) const
{
    const MemoryTimelineModel::Steps &steps = m_model->steps();
    const MemoryTimelineModel::Datasets &datasets = m_model->datasets();
    if (steps.ns.empty() || m_colors.isEmpty())
        return;
    const QRectF area = plotArea();
    const int columns = int(area.width());
    const qreal scale = area.height() / maxValue();
    std::vector<qint64> perNode(std::size_t(std::max(1, m_model->nodeCount())), 0);
    QPolygonF outline;
    std::vector<qreal> releases;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    std::size_t step = 0;
    qint64 total = 0;
    // What was held when the window opens: the steps before it, neither outlined nor ticked.
    for (; step < steps.ns.size() && qreal(steps.ns[step]) < viewStart(); ++step) {
        const int dataset = steps.dataset[step];
        const std::size_t node =
            std::min<std::size_t>(datasets.node[std::size_t(dataset)], perNode.size() - 1);
        perNode[node] += (steps.release[step] ? -1 : 1) * datasets.bytes[std::size_t(dataset)];
        total = steps.total[step];
    }
    for (int column = 0; column < columns; ++column) {
        const qreal columnEnd = nsAt(area.left() + column + 1);
        qint64 highest = total;
        bool released = false;
        // The last column takes the step at the window's very end too.
        for (; step < steps.ns.size() &&
               (qreal(steps.ns[step]) < columnEnd ||
                (column == columns - 1 && qreal(steps.ns[step]) <= columnEnd));
             ++step) {
            const int dataset = steps.dataset[step];
            const std::size_t node =
                std::min<std::size_t>(datasets.node[std::size_t(dataset)], perNode.size() - 1);
            const qint64 bytes = datasets.bytes[std::size_t(dataset)];
            perNode[node] += steps.release[step] ? -bytes : bytes;
            total = steps.total[step];
            highest = std::max(highest, total);
            released = released || steps.release[step];
        }
        const qreal x = area.left() + column;
        qreal y = area.bottom();
        for (std::size_t node = 0; node < perNode.size(); ++node) {
            if (perNode[node] <= 0)
                continue;
            const qreal h = qreal(perNode[node]) * scale;
            painter->setBrush(m_colors[qsizetype(node) % m_colors.size()]);
            painter->drawRect(QRectF(x, y - h, 1, h));
            y -= h;
        }
        outline.append(QPointF(x + 0.5, area.bottom() - qreal(highest) * scale));
        if (released)
            releases.push_back(x + 0.5);
    }
    painter->restore();

    painter->setPen(QPen(textColor(), 1));
    for (const qreal x : releases)
        painter->drawLine(QPointF(x, area.bottom() + 1), QPointF(x, area.bottom() + kReleaseTick));
    painter->setPen(QPen(textColor(), 1.2));
    painter->drawPolyline(outline);

    if (m_model->peakStep() >= 0 && m_model->peakNs() >= viewStart() &&
        m_model->peakNs() <= viewEnd()) {
        const QPointF peak(xOf(m_model->peakNs()), yOf(qreal(m_model->peakBytes())));
        painter->setPen(QPen(m_peakColor, 1, Qt::DashLine));
        painter->drawLine(QPointF(peak.x(), area.bottom()), peak);
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_peakColor);
        painter->drawEllipse(peak, 4, 4);
    }
}

void MemoryChartItem::paintRss(QPainter *painter) const
{
    const std::vector<MetricSample> &metrics = m_model->metrics();
    if (metrics.empty())
        return;
    // Exact at the window's two ends, with room for the lines and dots above and below.
    painter->save();
    painter->setClipRect(plotArea().adjusted(0, -3, 0, 3));
    QPolygonF app;
    QPolygonF workers;
    bool anyWorker = false;
    for (const MetricSample &sample : metrics) {
        const qreal x = xOf(qreal(sample.ns));
        app.append(QPointF(x, yOf(qreal(sample.rssBytes))));
        workers.append(QPointF(x, yOf(qreal(sample.workersRssBytes))));
        anyWorker = anyWorker || sample.workersRssBytes > 0;
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(m_lineColor, 2));
    painter->drawPolyline(app);
    if (anyWorker) {
        painter->setPen(QPen(m_secondLineColor, 2));
        painter->drawPolyline(workers);
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_lineColor);
    for (const QPointF &point : std::as_const(app))
        painter->drawEllipse(point, 2.5, 2.5);
    painter->restore();
}

} // namespace weft::app
