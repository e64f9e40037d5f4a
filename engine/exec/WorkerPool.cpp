#include "WorkerPool.h"

#include "ops/Operator.h"
#include "shm/DatasetCodec.h"
#include "shm/SegmentStore.h"

#include <csignal>

namespace weft::engine {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

/// How long a worker asked to stop (SIGTERM) gets before SIGKILL.
constexpr auto kGrace = 500ms;

} // namespace

WorkerPool::WorkerPool(int slots)
{
    m_slots.reserve(size_t(std::max(1, slots)));
    for (int i = 0; i < std::max(1, slots); ++i)
        m_slots.push_back(std::make_unique<Slot>());
}

WorkerPool::~WorkerPool() = default; // each WorkerProcess shuts its worker down and reaps it

void WorkerPool::releaseSegments(const QStringList &names)
{
    if (names.isEmpty())
        return;
    for (const auto &slot : m_slots) {
        std::lock_guard lock(slot->mutex);
        if (slot->process.isRunning())
            slot->pendingReleases += names;
    }
}

QByteArray WorkerPool::takeReleases(Slot &slot)
{
    if (slot.pendingReleases.isEmpty() || !slot.process.isRunning())
        return {};
    const QByteArray frame =
        protocol::encodeMessage(protocol::ReleaseSegments{slot.pendingReleases});
    slot.pendingReleases.clear();
    return frame;
}

void WorkerPool::flushReleases()
{
    for (const auto &slot : m_slots) {
        std::lock_guard lock(slot->mutex);
        if (const QByteArray frame = takeReleases(*slot); !frame.isEmpty())
            slot->process.send(frame); // no task in flight: the worker reads it at once
    }
}

std::vector<qint64> WorkerPool::pids() const
{
    std::vector<qint64> pids;
    for (const auto &slot : m_slots)
        pids.push_back(slot->process.pid());
    return pids;
}

std::vector<int> WorkerPool::restarts() const
{
    std::vector<int> restarts;
    for (const auto &slot : m_slots)
        restarts.push_back(std::max(0, slot->starts.load(std::memory_order_relaxed) - 1));
    return restarts;
}

bool WorkerPool::isOldest(const Slot &slot, qint64 task)
{
    const quint64 sent = slot.inFlight.value(task).sent;
    return std::none_of(slot.inFlight.cbegin(), slot.inFlight.cend(),
                        [&](const Outcome &other) { return !other.ready && other.sent < sent; });
}

void WorkerPool::readAsLeader(Slot &slot, std::unique_lock<std::mutex> &lock)
{
    slot.reading = true;
    std::vector<protocol::Frame> frames;
    lock.unlock();
    // Only the reader touches the socket's read side and the decoder, so this needs no lock;
    // senders write under the lock meanwhile, and nobody closes the socket but the reader.
    const WorkerProcess::ReadEnd end = slot.process.readSome(frames, 50);
    lock.lock();
    // The socket closes below: not while a request is still being written into it.
    if (end == WorkerProcess::ReadEnd::Closed)
        slot.wake.wait(lock, [&] { return !slot.sending; });
    slot.reading = false;
    for (const protocol::Frame &frame : frames) {
        QString error;
        std::optional<protocol::TaskReply> reply = protocol::decodeReply(frame, &error);
        const auto found =
            reply ? slot.inFlight.find(protocol::taskOf(*reply)) : slot.inFlight.end();
        if (reply && found == slot.inFlight.end())
            error =
                tr("a reply for task %1, which it was not running").arg(protocol::taskOf(*reply));
        if (!error.isEmpty()) {
            slot.process.markBroken(error);
            continue;
        }
        found->ready = true;
        found->reply = std::move(*reply);
    }
    if (end == WorkerProcess::ReadEnd::Closed) {
        slot.process.collectDeath(slot.terminating ? kGrace : 1000ms);
        slot.terminating.reset();
        // A worker runs its requests in the order they came: the oldest unanswered one is
        // the task it died on; the ones queued behind it never started and go to its
        // replacement, so a crash fails only its own task.
        Outcome *running = nullptr;
        for (Outcome &outcome : slot.inFlight) {
            if (!outcome.ready && (!running || outcome.sent < running->sent))
                running = &outcome;
        }
        for (Outcome &outcome : slot.inFlight) {
            if (outcome.ready)
                continue;
            outcome.ready = true;
            outcome.died = &outcome == running;
            outcome.resend = !outcome.died;
            outcome.deathReason = slot.process.deathReason();
        }
    } else if (slot.terminating && Clock::now() - *slot.terminating > kGrace) {
        slot.process.signal(SIGKILL); // it ignored SIGTERM
    }
    slot.wake.notify_all();
}

protocol::RunTask WorkerPool::makeRequest(qint64 task, const RemoteCall &call,
                                          SegmentStore &segments)
{
    protocol::RunTask request;
    try {
        for (const std::vector<DatasetPtr> &port : call.inputs) {
            std::vector<DatasetEnvelope> &datasets = request.inputs.emplace_back();
            datasets.reserve(port.size());
            for (const DatasetPtr &dataset : port)
                datasets.push_back(segments.pack(dataset));
        }
        request.shm = segments.folder();
    } catch (const CodecError &e) {
        throw OperatorError(QString::fromUtf8(e.what()));
    }
    request.task = task;
    request.node = call.nodeId;
    request.op = call.operatorId;
    request.params = call.params;
    request.dir = call.projectDir.absolutePath();
    request.threshold = segments.threshold();
    return request;
}

WorkerPool::Outcome WorkerPool::awaitOutcome(Slot &slot, qint64 task, const QByteArray &request,
                                             int timeoutSeconds, std::stop_token stop,
                                             Attempt &attempt)
{
    // The clock starts when the worker starts the task, not while it waits behind another.
    std::optional<Clock::time_point> deadline;
    std::unique_lock lock(slot.mutex);
    Outcome outcome;
    do {
        // One request at a time is written, and without the slot's lock: a worker that is
        // blocked writing the reply to an earlier task reads no further request until that
        // reply is read, and reading it takes the lock (to become the reader and hand it out).
        slot.wake.wait(lock, [&] { return !slot.sending; });
        QString error;
        if (!slot.process.isRunning()) {
            if (!slot.process.start(&error))
                throw OperatorError(error);
            slot.starts.fetch_add(1, std::memory_order_relaxed);
        }
        attempt.pid = slot.process.pid();
        const QByteArray frames = takeReleases(slot) + request;
        Outcome pending;
        pending.sent = ++slot.sent; // the order the worker will run them in
        slot.inFlight.insert(task, pending);
        slot.sending = true;
        lock.unlock();
        // A failed send means the worker died: the reader sees its end and says how.
        slot.process.send(frames);
        lock.lock();
        slot.sending = false;
        slot.wake.notify_all();

        while (!slot.inFlight.value(task).ready) {
            if (timeoutSeconds > 0 && !deadline && isOldest(slot, task))
                deadline = Clock::now() + std::chrono::seconds(timeoutSeconds);
            if (attempt.stopped == Stopped::No &&
                (stop.stop_requested() || (deadline && Clock::now() >= *deadline))) {
                attempt.stopped = stop.stop_requested() ? Stopped::Cancelled : Stopped::TimedOut;
                if (slot.process.pid() == attempt.pid && !slot.terminating) {
                    slot.process.signal(SIGTERM);
                    slot.terminating = Clock::now();
                }
            }
            if (!slot.reading)
                readAsLeader(slot, lock);
            else
                slot.wake.wait_for(lock, 50ms); // wakes early when the reader hands out replies
        }
        outcome = slot.inFlight.take(task);
        // The next reader may be among the waiters: make sure one of them takes over.
        slot.wake.notify_all();
    } while (outcome.resend && attempt.stopped == Stopped::No);
    if (outcome.resend)
        outcome.died = true; // stopped before it could start again
    return outcome;
}

std::vector<DatasetPtr> WorkerPool::run(int worker, const RemoteCall &call, SegmentStore &segments,
                                        std::stop_token stop, QStringList *warnings)
{
    Slot &slot = *m_slots[size_t(worker) % m_slots.size()];
    const qint64 task = qint64(m_nextTask.fetch_add(1));
    const QByteArray request = protocol::encodeMessage(makeRequest(task, call, segments));
    Attempt attempt;
    const Outcome outcome = awaitOutcome(slot, task, request, call.timeoutSeconds, stop, attempt);

    if (outcome.died && attempt.stopped == Stopped::Cancelled)
        throw OperatorError(tr("cancelled; worker process %1 running node '%2' was stopped")
                                .arg(attempt.pid)
                                .arg(call.nodeId));
    if (outcome.died && attempt.stopped == Stopped::TimedOut)
        throw OperatorError(tr("node '%1' timed out after %2 s; worker process %3 was stopped")
                                .arg(call.nodeId)
                                .arg(call.timeoutSeconds)
                                .arg(attempt.pid));
    if (outcome.died)
        throw OperatorError(tr("worker process %1 running node '%2' %3")
                                .arg(attempt.pid)
                                .arg(call.nodeId, outcome.deathReason));
    if (const auto *failure = std::get_if<protocol::TaskError>(&outcome.reply))
        throw OperatorError(failure->message);
    const auto &result = std::get<protocol::TaskResult>(outcome.reply);
    if (warnings)
        *warnings = result.warnings;
    std::vector<DatasetPtr> outputs;
    try {
        for (const DatasetEnvelope &envelope : result.outputs)
            outputs.push_back(segments.unpack(envelope));
    } catch (const CodecError &e) {
        throw OperatorError(tr("output of node '%1' from worker process %2 is unreadable: %3")
                                .arg(call.nodeId)
                                .arg(attempt.pid)
                                .arg(QString::fromUtf8(e.what())));
    }
    return outputs;
}

} // namespace weft::engine
