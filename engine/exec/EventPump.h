#pragma once

#include "Event.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace weft::engine {

class EventObserver;
class EventStream;

/// Moves events from an EventStream to its observers on a thread of its own: every `interval`
/// it drains the stream into a reusable buffer and hands each batch to every observer, in the
/// order they were added. stop() drains one last time, so an observer sees every event
/// recorded before stop() was called.
///
///     EventStream events(workers + 1);
///     EventPump pump(events);
///     pump.addObserver(&progress);
///     pump.start();
///     scheduler.run(runner);   // records into `events`
///     pump.stop();             // progress has seen the whole run
///
/// Observers are called on the pump's thread. start(), stop() and addObserver() belong to
/// one controlling thread; observers are added before start(). The pump is the stream's one
/// consumer: nothing else may drain the stream while it runs.
class EventPump
{
public:
    static constexpr std::chrono::milliseconds kDefaultInterval{50};
    /// The largest batch handed to observers (2 MiB of events): a backlog is delivered in
    /// several batches rather than copied whole next to itself.
    static constexpr qsizetype kMaxBatchEvents = 65536;

    explicit EventPump(EventStream &stream, std::chrono::milliseconds interval = kDefaultInterval);
    /// Stops the pump (with its final drain) if it still runs.
    ~EventPump();
    EventPump(const EventPump &) = delete;
    EventPump &operator=(const EventPump &) = delete;

    void addObserver(EventObserver *observer);
    void start();
    /// Wakes the pump, delivers everything recorded so far and joins the thread. Returns once
    /// every observer has had the last batch. Does nothing when the pump is not running.
    void stop();
    bool isRunning() const { return m_thread.joinable(); }

private:
    void loop(std::stop_token stop);
    void deliverPending();

    EventStream &m_stream;
    std::chrono::milliseconds m_interval;
    std::vector<EventObserver *> m_observers;
    std::vector<Event> m_batch; ///< reused by every drain; used on the pump's thread only
    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::jthread m_thread;
};

} // namespace weft::engine
