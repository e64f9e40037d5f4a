#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// A node's progress in the run shown, as a ring on its card: a faint full circle and, over it,
/// an arc from twelve o'clock clockwise for the part done. One painted item, made only for the
/// cards in view while a run is shown: a Shape per card would cost the software renderer a
/// path each frame.
///
/// Lives on the GUI thread.
class NodeRunStateRing : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qreal progress MEMBER m_progress WRITE setProgress NOTIFY styleChanged)
    Q_PROPERTY(QColor color MEMBER m_color WRITE setColor NOTIFY styleChanged)
    Q_PROPERTY(QColor trackColor MEMBER m_trackColor WRITE setTrackColor NOTIFY styleChanged)
    Q_PROPERTY(qreal lineWidth MEMBER m_lineWidth WRITE setLineWidth NOTIFY styleChanged)

public:
    explicit NodeRunStateRing(QQuickItem *parent = nullptr);

    void setProgress(qreal progress);
    void setColor(const QColor &color);
    void setTrackColor(const QColor &color);
    void setLineWidth(qreal width);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void styleChanged();

private:
    template<typename T>
    void set(T &member, const T &value);

    qreal m_progress = 0;
    QColor m_color{Qt::blue};
    QColor m_trackColor{Qt::lightGray};
    qreal m_lineWidth = 3;
};

} // namespace weft::app
