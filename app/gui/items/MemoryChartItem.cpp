#include "MemoryChartItem.h"

#include "ModelLink.h"
#include "exec/TextFormat.h"

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
    setExtent(m_model ? qreal(m_model->endNs()) : 0);
}

qreal MemoryChartItem::topWithin(qreal startNs, qreal endNs) const
{
    if (!m_model)
        return 0;
    if (m_kind == Kind::Datasets) {
        const std::vector<qint64> &ns = m_model->steps().ns;
        const std::vector<qint64> &total = m_model->steps().total;
        const auto from = std::lower_bound(ns.begin(), ns.end(), qint64(std::ceil(startNs)));
        const auto to = std::upper_bound(from, ns.end(), qint64(std::floor(endNs)));
        if (from == ns.begin() && to == ns.end())
            return qreal(m_model->peakBytes()); // the whole run, as while following it
        // What was held as the window opens, then every step inside it.
        qint64 top = from == ns.begin() ? 0 : total[std::size_t(from - ns.begin()) - 1];
        for (auto i = std::size_t(from - ns.begin()); i < std::size_t(to - ns.begin()); ++i)
            top = std::max(top, total[i]);
        return qreal(top);
    }
    const std::vector<MetricSample> &metrics = m_model->metrics();
    const auto before = [](const MetricSample &sample, qreal ns) { return qreal(sample.ns) < ns; };
    auto from = std::lower_bound(metrics.begin(), metrics.end(), startNs, before);
    auto to = std::lower_bound(from, metrics.end(), endNs, before);
    if (from == metrics.begin() && to == metrics.end())
        return qreal(m_model->maxRssBytes());
    // A neighbour outside counts only when a line joins it to a sample across the window's edge.
    if (from != metrics.begin() && from != metrics.end())
        --from;
    if (to != metrics.begin() && to != metrics.end())
        ++to;
    qint64 top = 0;
    for (auto it = from; it != to; ++it)
        top = std::max({top, it->rssBytes, it->workersRssBytes});
    return qreal(top);
}

QString MemoryChartItem::valueLabel(qreal value) const
{
    return engine::TextFormat::bytes(qint64(value));
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

int MemoryChartItem::nodeAt(qreal x, qreal y) const
{
    if (!m_model || m_kind != Kind::Datasets || m_model->nodeCount() <= 0)
        return -1;
    const QRectF area = plotArea();
    if (!area.contains(QPointF(x, y)))
        return -1;
    // The stack as the column under x paints it: every step before the column's end.
    const MemoryTimelineModel::Steps &steps = m_model->steps();
    const MemoryTimelineModel::Datasets &datasets = m_model->datasets();
    const qreal columnEnd = nsAt(std::floor(x) + 1);
    std::vector<qint64> perNode(std::size_t(m_model->nodeCount()), 0);
    for (std::size_t step = 0; step < steps.ns.size() && qreal(steps.ns[step]) < columnEnd;
         ++step) {
        const int dataset = steps.dataset[step];
        const std::size_t node =
            std::min<std::size_t>(datasets.node[std::size_t(dataset)], perNode.size() - 1);
        perNode[node] += (steps.release[step] ? -1 : 1) * datasets.bytes[std::size_t(dataset)];
    }
    const qreal scale = area.height() / maxValue();
    qreal bottom = area.bottom();
    for (std::size_t node = 0; node < perNode.size(); ++node) {
        if (perNode[node] <= 0)
            continue;
        const qreal top = bottom - qreal(perNode[node]) * scale;
        if (y >= top && y <= bottom)
            return int(node);
        bottom = top;
    }
    return -1;
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
