#pragma once

#include <QHash>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The span of a run's time the monitor's time panels show, [start, end] in ns from the run's
/// origin: one object that the task stream, the batch charts and the memory charts bind to, so
/// that zooming or panning one shows the same span in the others.
///
/// Until the user zooms or pans, the window follows the whole run: [0, extent × 1.02], where
/// the extent is the latest time any of its views reported for its model (reportExtent), so
/// that a live run keeps its end in sight. fitAll() returns to that.
///
/// The views call zoomAt() and panBy() for the user; those, fitAll() and setView() emit
/// `edited` as well as `changed`, which is what the dashboard saves. A new run does not reset
/// the window by itself: its owner decides (the dashboard does at each new run it shows).
///
/// GUI thread.
class TimeWindow : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qreal start READ start NOTIFY changed)
    Q_PROPERTY(qreal end READ end NOTIFY changed)
    Q_PROPERTY(bool following READ isFollowing NOTIFY changed)

public:
    /// The shortest window a zoom reaches: a microsecond across the view.
    static constexpr qreal kMinimumSpanNs = 1000;
    /// The window shown before the first event.
    static constexpr qreal kEmptySpanNs = 1e9;
    /// The room right of the run's latest time while following.
    static constexpr qreal kFollowMargin = 1.02;

    explicit TimeWindow(QObject *parent = nullptr);

    qreal start() const { return m_start; }
    qreal end() const { return m_end; }
    qreal span() const { return m_end - m_start; }
    bool isFollowing() const { return m_following; }

    /// Shows [startNs, endNs] (at least kMinimumSpanNs) and stops following the run.
    Q_INVOKABLE void setView(qreal startNs, qreal endNs);
    /// Shows the whole run and follows it as it grows.
    Q_INVOKABLE void fitAll();
    /// Zooms by `factor` (> 1 zooms in) keeping `anchorNs` at the same `fraction` (0 left, 1
    /// right) of the view.
    Q_INVOKABLE void zoomAt(qreal anchorNs, qreal fraction, qreal factor);
    /// Moves the window later by `ns` (earlier when negative).
    Q_INVOKABLE void panBy(qreal ns);

    /// `view`'s model now reaches `endNs` (0 for an empty model); the extent is the latest of
    /// all views' reports.
    void reportExtent(const QObject *view, qreal endNs);
    /// Forgets `view`'s report (it shows another window or is going away).
    void dropExtent(const QObject *view);
    qreal extent() const { return m_extent; }

Q_SIGNALS:
    /// The span or the following flag changed, for whatever reason.
    void changed();
    /// The user (or a restore) set the window: worth saving.
    void edited();

private:
    void updateExtent();
    void apply(qreal start, qreal end);

    qreal m_start = 0;
    qreal m_end = kEmptySpanNs;
    bool m_following = true;
    qreal m_extent = 0;
    QHash<const QObject *, qreal> m_extents;
};

} // namespace weft::app
