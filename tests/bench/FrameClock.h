#pragma once

// What the window benchmarks (EditorBench, InspectBench) share: a clock of the window's
// swapped frames, and a look-up of an item by its objectName.

#include <QElapsedTimer>
#include <QEventLoop>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>

namespace weft::bench {

/// Counts the window's swapped frames and waits for the next one.
class FrameClock
{
public:
    static constexpr int kFrameTimeoutMs = 5000;
    static constexpr int kQuietMs = 300;
    static constexpr int kSettleLimitMs = 30000;

    explicit FrameClock(QQuickWindow *window)
        : m_connection(QObject::connect(window, &QQuickWindow::frameSwapped, [this] {
            ++m_swaps;
            m_lastSwapNs = m_timer.nsecsElapsed();
            if (m_loop)
                m_loop->quit();
        }))
    {
        m_timer.start();
    }
    ~FrameClock() { QObject::disconnect(m_connection); }
    FrameClock(const FrameClock &) = delete;
    FrameClock &operator=(const FrameClock &) = delete;

    qint64 nowNs() const { return m_timer.nsecsElapsed(); }
    qint64 lastSwapNs() const { return m_lastSwapNs; }
    qint64 swaps() const { return m_swaps; }

    /// Runs the event loop until a frame is swapped after this call; false on timeout.
    bool waitForSwap(int timeoutMs) { return waitForSwapAfter(m_swaps, timeoutMs); }

    /// Runs the event loop until more than `before` frames have been swapped (at once when
    /// they have); false on timeout.
    bool waitForSwapAfter(qint64 before, int timeoutMs)
    {
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        timeout.start(timeoutMs);
        m_loop = &loop;
        while (m_swaps == before && timeout.isActive())
            loop.exec();
        m_loop = nullptr;
        return m_swaps != before;
    }

    /// Lets pending work (deferred fits, late frames) run until no frame comes for `quietMs`.
    void settle(int quietMs)
    {
        // Bounded, in case something animates for ever.
        const qint64 deadline = nowNs() + qint64(kSettleLimitMs) * 1000000;
        while (nowNs() < deadline && waitForSwap(quietMs)) {
        }
    }

private:
    QElapsedTimer m_timer;
    qint64 m_swaps = 0;
    qint64 m_lastSwapNs = 0;
    QEventLoop *m_loop = nullptr;
    QMetaObject::Connection m_connection;
};

inline double toMs(qint64 ns)
{
    return double(ns) / 1e6;
}

/// Searched in the visual tree: items declared in QML need not be QObject children.
inline QQuickItem *findItem(QQuickItem *item, const QString &name)
{
    if (item->objectName() == name)
        return item;
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

} // namespace weft::bench
