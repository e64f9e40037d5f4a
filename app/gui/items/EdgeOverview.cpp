#include "EdgeOverview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

/// Points sampled along a curve to measure a click's distance to it: enough to tell which edge
/// a click meant, cheap for a few thousand edges.
constexpr int kSamples = 24;

QPointF bezierPoint(QPointF start, QPointF c1, QPointF c2, QPointF end, qreal t)
{
    const qreal u = 1 - t;
    return u * u * u * start + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * end;
}

} // namespace

EdgeOverview::EdgeOverview(QQuickItem *parent)
    : GraphOverview(parent)
{}

template<typename T>
void EdgeOverview::set(T &member, const T &value)
{
    // Sizes and pens move the curves' hull too: assign() refreshes, which measures again.
    if (assign(member, value))
        Q_EMIT styleChanged();
}

void EdgeOverview::setCardWidth(qreal width)
{
    set(m_cardWidth, width);
}

void EdgeOverview::setPortTop(qreal top)
{
    set(m_portTop, top);
}

void EdgeOverview::setRowHeight(qreal height)
{
    set(m_rowHeight, height);
}

void EdgeOverview::setMinHandle(qreal handle)
{
    set(m_minHandle, handle);
}

void EdgeOverview::setLineWidth(qreal width)
{
    set(m_lineWidth, width);
}

void EdgeOverview::setColor(const QColor &color)
{
    set(m_color, color);
}

void EdgeOverview::setSelectedColor(const QColor &color)
{
    set(m_selectedColor, color);
}

void EdgeOverview::setCriticalColor(const QColor &color)
{
    set(m_criticalColor, color);
}

void EdgeOverview::setSelectedKey(const QString &key)
{
    set(m_selectedKey, key);
}

void EdgeOverview::forEachCurve(
    const std::function<void(const QModelIndex &, QPointF, QPointF, QPointF, QPointF)> &visit) const
{
    // One plain pointer for the whole pass: the model cannot go away while it runs.
    const QAbstractItemModel *model = this->model();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int fromIndex = roles.key("fromPortIndex", -1);
    const int toIndex = roles.key("toPortIndex", -1);
    const int fromPosition = roles.key("fromPosition", -1);
    const int toPosition = roles.key("toPosition", -1);
    if (fromPosition < 0 || toPosition < 0)
        return;
    const auto portY = [this](int index) {
        return m_portTop + m_rowHeight * (std::max(0, index) + 0.5);
    };
    const int rows = model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model->index(row, 0);
        const QPointF from = index.data(fromPosition).toPointF();
        const QPointF to = index.data(toPosition).toPointF();
        const QPointF start(from.x() + m_cardWidth,
                            from.y() + portY(index.data(fromIndex).toInt()));
        const QPointF end(to.x(), to.y() + portY(index.data(toIndex).toInt()));
        const qreal handle = std::max(m_minHandle, std::abs(end.x() - start.x()) / 2);
        visit(index, start, start + QPointF(handle, 0), end - QPointF(handle, 0), end);
    }
}

void EdgeOverview::refresh()
{
    QRectF hull;
    forEachCurve([&hull](const QModelIndex &, QPointF start, QPointF c1, QPointF c2, QPointF end) {
        const QRectF curve = QRectF(start, c1).normalized().united(QRectF(c2, end).normalized());
        hull = hull.isNull() ? curve : hull.united(curve);
    });
    // A curve lies within the hull of its control points; the pen reaches a little beyond.
    const qreal pen = m_lineWidth + 2;
    hull.adjust(-pen, -pen, pen, pen);
    setPosition(hull.topLeft());
    setSize(hull.size());
    update();
}

QStringList EdgeOverview::edgeAt(QPointF graphPoint, qreal reach) const
{
    const QAbstractItemModel *model = this->model();
    if (!model)
        return {};
    const QHash<int, QByteArray> roles = model->roleNames();
    const int keyRoles[] = {roles.key("fromNode", -1), roles.key("fromPort", -1),
                            roles.key("toNode", -1), roles.key("toPort", -1)};
    QModelIndex best;
    qreal bestDistance = reach;
    forEachCurve([&](const QModelIndex &index, QPointF start, QPointF c1, QPointF c2, QPointF end) {
        QRectF hull = QRectF(start, c1).normalized().united(QRectF(c2, end).normalized());
        if (!hull.adjusted(-reach, -reach, reach, reach).contains(graphPoint))
            return;
        for (int i = 0; i <= kSamples; ++i) {
            const QPointF p = bezierPoint(start, c1, c2, end, qreal(i) / kSamples);
            const qreal distance = std::hypot(p.x() - graphPoint.x(), p.y() - graphPoint.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = index;
            }
        }
    });
    if (!best.isValid())
        return {};
    QStringList key;
    for (const int role : keyRoles)
        key.append(best.data(role).toString());
    return key;
}

void EdgeOverview::paint(QPainter *painter)
{
    // One plain pointer for the whole pass: the model cannot go away while it runs.
    const QAbstractItemModel *model = this->model();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int fromNode = roles.key("fromNode", -1);
    const int fromPort = roles.key("fromPort", -1);
    const int toNode = roles.key("toNode", -1);
    const int toPort = roles.key("toPort", -1);
    const int critical = roles.key("critical", -1);

    // The curves go into paths of at most kCurvesPerPath: the raster engine fills a stroked
    // path in time that grows faster than its length (100,000 edges in one path took seconds
    // to paint, and a project that large long to open); many small paths paint in linear time.
    constexpr int kCurvesPerPath = 256;
    struct Batch
    {
        std::vector<QPainterPath> paths;
        int inLast = kCurvesPerPath;
    };
    Batch plain;
    Batch onPath;
    Batch selected;
    forEachCurve([&](const QModelIndex &index, QPointF start, QPointF c1, QPointF c2, QPointF end) {
        const bool isSelected = !m_selectedKey.isEmpty() &&
                                m_selectedKey == index.data(fromNode).toString() + u'.' +
                                                     index.data(fromPort).toString() + u"->"_s +
                                                     index.data(toNode).toString() + u'.' +
                                                     index.data(toPort).toString();
        const bool isCritical = critical >= 0 && index.data(critical).toBool();
        Batch &batch = isSelected ? selected : isCritical ? onPath : plain;
        if (batch.inLast == kCurvesPerPath) {
            batch.paths.emplace_back();
            batch.inLast = 0;
        }
        ++batch.inLast;
        batch.paths.back().moveTo(start);
        batch.paths.back().cubicTo(c1, c2, end);
    });
    const auto draw = [painter](const Batch &batch) {
        for (const QPainterPath &path : batch.paths)
            painter->drawPath(path);
    };
    // Graph coordinates: the item sits at its graph position.
    painter->translate(-x(), -y());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // Thinner than a pixel in the texture (a huge graph zoomed out), a line is drawn one pixel
    // wide by the cosmetic stroker, which is many times faster than stroking a hairline outline
    // and filling it: 145,000 edges took a second.
    QPen plainPen(m_color, m_lineWidth, Qt::SolidLine, Qt::RoundCap);
    if (m_lineWidth * texturePixelScale() < 1)
        plainPen.setWidth(0);
    painter->setPen(plainPen);
    draw(plain);
    // Zoomed out a critical path must still read as one: drawn at least two pixels wide.
    const qreal wide = std::max(m_lineWidth + 2, 2 / std::max<qreal>(0.01, zoom()));
    painter->setPen(QPen(m_criticalColor, wide, Qt::SolidLine, Qt::RoundCap));
    draw(onPath);
    painter->setPen(
        QPen(m_selectedColor, std::max(m_lineWidth + 1, wide), Qt::SolidLine, Qt::RoundCap));
    draw(selected);
}

} // namespace weft::app
