#pragma once

#include "Event.h"
#include "NodeFailure.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace weft::engine {

class EventObserver;
class EventStream;
class RunSampler;

/// Moves a run from an EventStream to its observers on a thread of its own: every `interval`
/// it drains the stream into a reusable buffer and hands each batch to every observer, in the
/// order they were added; then the failures the stream noted (EventObserver::onFailures), and,
/// with a sampler, the samples that are due (onMetrics about every 100 ms, onWorkers about
/// every 500 ms). stop() drains one last time, so an observer sees every event recorded before
/// stop() was called.
///
///     EventStream events(workers + 1);
///     EventPump pump(events);
///     pump.addObserver(&progress);
///     pump.setSampler(&sampler);   // optional
///     pump.start();
///     scheduler.run(runner);   // records into `events`
///     pump.stop();             // progress has seen the whole run
///
/// Order: a node's failure is held back until the pump has delivered a failed or cancelled
/// event of that node (the runner notes a failure before its event is recorded), and goes to
/// the observers once. A RunFinished event is set aside and delivered last, in a batch of its
/// own, once everything recorded before it (every worker had ended) has been delivered, with
/// the last failures and a last sample before it; nothing is sampled after it.
///
/// Observers are called on the pump's thread. start(), stop(), addObserver() and setSampler()
/// belong to one controlling thread; observers and the sampler are set before start(). The
/// pump is the stream's one consumer: nothing else may drain the stream while it runs.
class EventPump
{
public:
    static constexpr std::chrono::milliseconds kDefaultInterval{50};
    /// The largest batch handed to observers (2 MiB of events): a backlog is delivered in
    /// several batches rather than copied whole next to itself.
    static constexpr qsizetype kMaxBatchEvents = 65536;

    /// How often a sampler is asked.
    struct SampleIntervals
    {
        std::chrono::milliseconds metrics{100};
        std::chrono::milliseconds workers{500};
    };

    explicit EventPump(EventStream &stream, std::chrono::milliseconds interval = kDefaultInterval);
    /// Stops the pump (with its final drain) if it still runs.
    ~EventPump();
    EventPump(const EventPump &) = delete;
    EventPump &operator=(const EventPump &) = delete;

    void addObserver(EventObserver *observer);
    /// Samples the run with `sampler` (not owned) while the pump runs; null for none.
    void setSampler(RunSampler *sampler, SampleIntervals intervals);
    void setSampler(RunSampler *sampler);
    void start();
    /// Wakes the pump, delivers everything recorded so far and joins the thread. Returns once
    /// every observer has had the last batch. Does nothing when the pump is not running.
    void stop();
    bool isRunning() const { return m_thread.joinable(); }

private:
    void loop(std::stop_token stop);
    void deliverPending(bool last);
    /// Hands m_batch on, once it has noted the nodes that failed and set RunFinished aside.
    void deliverBatch();
    /// The failures taken whose node's failed event was delivered; all of them when `all`.
    void deliverFailures(bool all);
    /// The samples that are due; both at the run's `end`.
    void deliverSamples(bool end);

    EventStream &m_stream;
    std::chrono::milliseconds m_interval;
    std::vector<EventObserver *> m_observers;
    RunSampler *m_sampler = nullptr;
    SampleIntervals m_intervals;

    // Used on the pump's thread only; start() resets them for a new run.
    std::vector<Event> m_batch;          ///< reused by every drain
    std::vector<Event> m_ending;         ///< RunFinished, set aside until the rest is out
    std::vector<NodeFailure> m_failures; ///< taken, their node's failed event not delivered
    std::vector<NodeFailure> m_ripe;     ///< the failures handed on by one delivery; reused
    /// By node: bit 0 a failed or cancelled event was delivered, bit 1 its failure was.
    std::vector<quint8> m_nodes;
    qint64 m_lastMetricsNs = 0;
    qint64 m_lastWorkersNs = 0;
    bool m_ended = false; ///< RunFinished was delivered: no more samples

    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::jthread m_thread;
};

} // namespace weft::engine
