#include "Scheduler.h"

#include "Backend.h"
#include "Event.h"
#include "EventStream.h"
#include "ReadyTasks.h"
#include "SequentialMemoryBound.h"
#include "TaskRunner.h"

#include <algorithm>
#include <deque>
#include <utility>

namespace weft::engine {

namespace {

/// Marks a spawned task's number where a graph task's index could be.
constexpr TaskIndex kDynamicBit = TaskIndex(1) << 31;

} // namespace

/// The ready tasks the workers share, and what idle workers wait on.
struct Scheduler::Shared
{
    Shared(const TaskGraph &graph, int workers)
        : ready(graph, workers, graph.expectedSeconds())
    {}

    std::mutex mutex;
    std::condition_variable wake;
    ReadyTasks ready; ///< the graph's ready tasks: which one runs next
    /// ready.smallestPriority(), readable without the lock: a worker keeps the task it made
    /// ready when that comes before every shared one (when priority alone decides). A stale
    /// value only costs a moment's priority order on several workers; on one worker it is
    /// always exact.
    std::atomic<quint32> best{ReadySet::kNone};
    std::vector<TaskIndex> spawned; ///< kDynamicBit | index; top = back, run before `ready`
    int idle = 0;                   ///< workers waiting on `wake`
    int busy = 0;                   ///< workers holding a task (running or about to)

    /// A task spawned while the run goes; on the ready stack as kDynamicBit | its index.
    struct Dynamic
    {
        TaskIndex parent;
        DynamicWork work;
        quint32 node; ///< what its events name: the parent's node, or another (spawnFor)
    };
    std::deque<Dynamic> dynamic; ///< guarded by `mutex`; a deque keeps elements in place

    /// Makes a task ready to any worker; with the lock held.
    void push(TaskIndex task)
    {
        if (task & kDynamicBit) {
            spawned.push_back(task);
            return;
        }
        ready.insert(task);
        best.store(ready.smallestPriority(), std::memory_order_relaxed);
    }
    /// The ready task to run next; with the lock held, `ready` not empty.
    TaskIndex take()
    {
        const TaskIndex task = ready.take();
        best.store(ready.smallestPriority(), std::memory_order_relaxed);
        return task;
    }
};

namespace {

/// When non-zero, the time every event this thread records gets: what happens together (a
/// task's end, its successors becoming ready, its inputs' release) shares one clock reading,
/// the largest cost of recording an event.
thread_local qint64 t_stamp = 0;

/// Starts a shared reading when events are recorded; the worker loop clears it with
/// clearStamp() once the task's end has been recorded.
void stampNow(bool recording)
{
    t_stamp = recording ? Event::now() : 0;
}

void clearStamp()
{
    t_stamp = 0;
}

/// The context of the task or part this thread runs (TaskContext::current()).
thread_local TaskContext *t_context = nullptr;

} // namespace

TaskContext *TaskContext::current()
{
    return t_context;
}

/// The TaskContext a static task (or spawned part) sees while its body runs; the thread's
/// current() context for as long as it lives.
class Scheduler::Context final : public TaskContext
{
public:
    /// `alreadyOpen`: for spawned work, whose own open count keeps its parent from finishing.
    /// `eventTask` and `eventNode`: what recordEvent() names (a spawned part's own number).
    Context(Scheduler &scheduler, TaskIndex task, int worker, TaskIndex eventTask,
            quint32 eventNode, bool alreadyOpen = false)
        : m_scheduler(scheduler)
        , m_task(task)
        , m_worker(worker)
        , m_spawned(alreadyOpen)
        , m_eventTask(eventTask)
        , m_eventNode(eventNode)
        , m_previous(std::exchange(t_context, this))
    {}
    ~Context() { t_context = m_previous; }
    Context(const Context &) = delete;
    Context &operator=(const Context &) = delete;
    void spawn(DynamicWork work) override
    {
        spawnFor(m_scheduler.m_graph.node(m_task), std::move(work));
    }
    void spawnFor(quint32 node, DynamicWork work) override
    {
        m_scheduler.spawn(m_task, m_worker, std::move(work), !m_spawned, node);
        m_spawned = true;
    }
    void recordEvent(EventType type, qint64 value) override
    {
        m_scheduler.recordFor(m_worker, int(type), m_eventTask, m_eventNode, value);
    }
    bool hasSpawned() const { return m_spawned; }

private:
    Scheduler &m_scheduler;
    TaskIndex m_task;
    int m_worker; ///< spawn() runs on the body's thread, so it records as this worker
    bool m_spawned;
    TaskIndex m_eventTask;
    quint32 m_eventNode;
    TaskContext *m_previous;
};

Scheduler::Scheduler(const TaskGraph &graph, Backend &backend, EventStream *events,
                     SchedulerOptions options)
    : m_graph(graph)
    , m_backend(backend)
    , m_events(events)
    , m_options(std::move(options))
    , m_waitingFor(size_t(graph.size()))
    , m_consumers(size_t(graph.size()))
    , m_state(size_t(graph.size()))
    , m_open(size_t(graph.size()))
    , m_partFailed(size_t(graph.size()))
    // Tasks compute side by side in as many processes as the backend has (its workers may
    // keep more in flight).
    , m_shared(std::make_unique<Shared>(graph, backend.processes()))
{
    // The bound is the weights' only reader: it keeps them.
    if (m_options.boundMemory)
        m_bound =
            std::make_unique<SequentialMemoryBound>(graph, std::move(m_options.outputWeights));
    // Under the bound, admission counts as one more input every task waits for. The arrays
    // start at zero, so m_open and m_partFailed need nothing more.
    const quint32 admission = m_bound ? 1 : 0;
    for (TaskIndex t = 0; t < TaskIndex(graph.size()); ++t) {
        m_waitingFor[t].store(quint32(graph.predecessors(t).size()) + admission,
                              std::memory_order_relaxed);
        m_consumers[t].store(quint32(graph.successors(t).size()), std::memory_order_relaxed);
        m_state[t].store(quint8(TaskState::Waiting), std::memory_order_relaxed);
    }
}

Scheduler::~Scheduler() = default;

void Scheduler::setOwnState(TaskIndex task, TaskState from, TaskState to)
{
    // Only the worker running a task moves it out of Ready and Running, so a plain store does;
    // the compare-and-swap in transition() is for states other threads may race on.
    Q_ASSERT(state(task) == from && isAllowedTransition(from, to));
    Q_UNUSED(from);
    m_state[task].store(quint8(to), std::memory_order_release);
}

TaskState Scheduler::state(TaskIndex task) const
{
    return TaskState(m_state[task].load(std::memory_order_acquire));
}

bool Scheduler::transition(TaskIndex task, TaskState from, TaskState to)
{
    Q_ASSERT(isAllowedTransition(from, to));
    auto expected = quint8(from);
    return m_state[task].compare_exchange_strong(expected, quint8(to), std::memory_order_acq_rel);
}

qsizetype Scheduler::dynamicTaskCount() const
{
    std::lock_guard lock(m_shared->mutex);
    return qsizetype(m_shared->dynamic.size());
}

void Scheduler::record(int worker, int type, TaskIndex task, qint64 value)
{
    recordFor(worker, type, task, task == kNoTask ? kNoTask : m_graph.node(task), value);
}

void Scheduler::recordFor(int worker, int type, TaskIndex task, quint32 node, qint64 value)
{
    if (!m_events)
        return;
    Event event;
    event.ns = t_stamp ? t_stamp : Event::now();
    event.task = task;
    event.node = node;
    event.value = value;
    event.type = EventType(type);
    event.worker = quint16(worker);
    m_events->record(worker, event);
}

RunStatus Scheduler::run(TaskRunner &runner, std::stop_token stop)
{
    const int control = m_backend.workers();
    record(control, int(EventType::RunStarted), kNoTask, m_graph.size());
    if (m_bound) {
        std::lock_guard lock(m_shared->mutex);
        admitLocked(control);
    } else {
        std::lock_guard lock(m_shared->mutex);
        for (const TaskIndex root : m_graph.roots()) {
            transition(root, TaskState::Waiting, TaskState::Ready);
            record(control, int(EventType::TaskQueued), root);
            m_shared->push(root);
        }
    }
    std::stop_callback onStop(stop, [this] { requestStop(); });
    m_backend.runWorkers([&](int worker) { workerLoop(worker, runner, stop); });
    settleUnfinished(runner);

    RunStatus status = RunStatus::Succeeded;
    bool cancelled = false;
    for (TaskIndex t = 0; t < TaskIndex(m_graph.size()); ++t) {
        const TaskState s = state(t);
        if (s == TaskState::Failed)
            status = RunStatus::Failed;
        cancelled = cancelled || s == TaskState::Cancelled;
    }
    if (m_stuck)
        status = RunStatus::Failed;
    else if (status == RunStatus::Succeeded && (cancelled || stop.stop_requested()))
        status = RunStatus::Cancelled;
    record(control, int(EventType::RunFinished), kNoTask, qint64(status));
    return status;
}

void Scheduler::workerLoop(int worker, TaskRunner &runner, std::stop_token stop)
{
    m_backend.noteWorkerThread(worker); // once per run, for the Workers panel's CPU figure
    std::vector<TaskIndex> newlyReady;
    TaskIndex next = kNoTask;
    bool busy = false;
    while (true) {
        if (next == kNoTask || m_stopping.load(std::memory_order_relaxed)) {
            if (next != kNoTask) {
                // Stopping: hand the continuation back so settleUnfinished() cancels it.
                std::lock_guard lock(m_shared->mutex);
                m_shared->push(next);
            }
            next = takeShared(busy, stop);
            busy = next != kNoTask;
            if (!busy)
                return;
        }
        const TaskIndex entry = next;
        next = kNoTask;
        const TaskIndex completed = (entry & kDynamicBit) ? runDynamic(worker, entry, runner, stop)
                                    : runStatic(worker, entry, runner, stop) ? entry
                                                                             : kNoTask;
        if (completed != kNoTask)
            finishTask(worker, completed, runner, newlyReady, stop);
        clearStamp();
        if (completed == kNoTask)
            continue;
        shareReady(newlyReady, next);
    }
}

bool Scheduler::runStatic(int worker, TaskIndex task, TaskRunner &runner, std::stop_token stop)
{
    setOwnState(task, TaskState::Ready, TaskState::Running);
    record(worker, int(EventType::TaskStarted), task);
    Context context(*this, task, worker, task, m_graph.node(task));
    const TaskOutcome result = runner.runTask(task, worker, stop, context);
    stampNow(m_events != nullptr);
    if (!result.ok)
        m_partFailed[task].store(true, std::memory_order_relaxed);
    // m_open is only touched by tasks that spawned: the common case costs no atomic.
    if (!context.hasSpawned()) {
        if (result.ok)
            record(worker, int(EventType::DatasetHeld), task, result.outputBytes);
        return true;
    }
    if (m_open[task].fetch_sub(1, std::memory_order_acq_rel) != 1)
        return false;
    completeSpawned(worker, task, runner);
    return true;
}

void Scheduler::completeSpawned(int worker, TaskIndex task, TaskRunner &runner)
{
    if (m_partFailed[task].load(std::memory_order_acquire))
        return;
    const TaskOutcome result = runner.completeSpawned(task);
    if (!result.ok)
        m_partFailed[task].store(true, std::memory_order_relaxed);
    else
        record(worker, int(EventType::DatasetHeld), task, result.outputBytes);
}

void Scheduler::spawn(TaskIndex parent, int worker, DynamicWork work, bool first, quint32 node)
{
    // The body counts as one open part until it returns, so children that finish early never
    // complete the parent.
    if (first)
        m_open[parent].store(2, std::memory_order_relaxed);
    else
        m_open[parent].fetch_add(1, std::memory_order_relaxed);
    TaskIndex index;
    {
        std::lock_guard lock(m_shared->mutex);
        index = TaskIndex(m_shared->dynamic.size());
        m_shared->dynamic.push_back(Shared::Dynamic{parent, std::move(work), node});
        m_shared->spawned.push_back(kDynamicBit | index);
        if (m_shared->idle > 0)
            m_shared->wake.notify_one();
    }
    // Spawned tasks are numbered after the graph's, and belong to their parent's node (or the
    // node they were spawned for).
    recordFor(worker, int(EventType::TaskQueued), TaskIndex(m_graph.size()) + index, node, 0);
}

TaskIndex Scheduler::runDynamic(int worker, TaskIndex entry, TaskRunner &runner,
                                std::stop_token stop)
{
    const TaskIndex index = entry & ~kDynamicBit;
    DynamicWork work;
    TaskIndex parent;
    quint32 node;
    {
        std::lock_guard lock(m_shared->mutex);
        Shared::Dynamic &dynamic = m_shared->dynamic[index];
        parent = dynamic.parent;
        node = dynamic.node;
        work = std::move(dynamic.work); // frees what it captured once it has run
    }
    const TaskIndex id = TaskIndex(m_graph.size()) + index;
    recordFor(worker, int(EventType::TaskStarted), id, node, 0);
    Context context(*this, parent, worker, id, node, true);
    const TaskOutcome result = work(worker, stop, context);
    stampNow(m_events != nullptr);
    if (result.items > 0)
        recordFor(worker, int(EventType::BatchFinished), id, node, result.items);
    recordFor(worker,
              int(result.ok               ? EventType::TaskSucceeded
                  : stop.stop_requested() ? EventType::TaskCancelled
                                          : EventType::TaskFailed),
              id, node, 0);
    if (!result.ok)
        m_partFailed[parent].store(true, std::memory_order_relaxed);
    if (m_open[parent].fetch_sub(1, std::memory_order_acq_rel) != 1)
        return kNoTask;
    completeSpawned(worker, parent, runner);
    return parent;
}

void Scheduler::finishTask(int worker, TaskIndex task, TaskRunner &runner,
                           std::vector<TaskIndex> &newlyReady, std::stop_token stop)
{
    // A task that gave up because the run was cancelled did not fail.
    const TaskState outcome = !m_partFailed[task].load(std::memory_order_acquire)
                                  ? TaskState::Succeeded
                              : stop.stop_requested() ? TaskState::Cancelled
                                                      : TaskState::Failed;
    newlyReady.clear();
    if (outcome == TaskState::Succeeded) {
        setOwnState(task, TaskState::Running, TaskState::Succeeded);
        record(worker, int(EventType::TaskSucceeded), task);
        // An output nobody reads has done its work once its task ends (a sink has written it;
        // it is cached or persisted): holding it to the end of the run only costs memory.
        if (m_graph.successors(task).empty())
            record(worker, int(EventType::DatasetReleased), task, runner.releaseOutput(task));
        for (const TaskIndex s : m_graph.successors(task)) {
            if (m_waitingFor[s].fetch_sub(1, std::memory_order_acq_rel) == 1 &&
                transition(s, TaskState::Waiting, TaskState::Ready)) {
                record(worker, int(EventType::TaskQueued), s);
                newlyReady.push_back(s);
            }
        }
    } else if (outcome == TaskState::Cancelled) {
        setOwnState(task, TaskState::Running, TaskState::Cancelled);
        record(worker, int(EventType::TaskCancelled), task);
    } else {
        setOwnState(task, TaskState::Running, TaskState::Failed);
        record(worker, int(EventType::TaskFailed), task);
        if (m_options.keepGoing)
            skipDownstream(worker, task, runner);
        else
            requestStop();
    }
    consumeInputs(worker, task, runner);
    countFinal(1);
}

void Scheduler::consumeInputs(int worker, TaskIndex task, TaskRunner &runner)
{
    for (const TaskIndex p : m_graph.predecessors(task)) {
        if (m_consumers[p].fetch_sub(1, std::memory_order_acq_rel) != 1)
            continue;
        record(worker, int(EventType::DatasetReleased), p, runner.releaseOutput(p));
        if (m_bound) {
            std::lock_guard lock(m_shared->mutex);
            m_bound->release(p);
            admitLocked(worker);
        }
    }
}

void Scheduler::admitLocked(int worker)
{
    int made = 0;
    m_bound->admit([this](TaskIndex t) { return state(t) == TaskState::Waiting; },
                   [&](TaskIndex t) {
                       if (m_waitingFor[t].fetch_sub(1, std::memory_order_acq_rel) == 1 &&
                           transition(t, TaskState::Waiting, TaskState::Ready)) {
                           record(worker, int(EventType::TaskQueued), t);
                           m_shared->push(t);
                           ++made;
                       }
                   });
    if (made > 0 && m_shared->idle > 0)
        m_shared->wake.notify_all();
}

void Scheduler::skipDownstream(int worker, TaskIndex failed, TaskRunner &runner)
{
    std::vector<TaskIndex> pending(m_graph.successors(failed).begin(),
                                   m_graph.successors(failed).end());
    qsizetype skipped = 0;
    while (!pending.empty()) {
        const TaskIndex t = pending.back();
        pending.pop_back();
        if (!transition(t, TaskState::Waiting, TaskState::Skipped))
            continue; // already skipped through another path
        record(worker, int(EventType::TaskSkipped), t);
        consumeInputs(worker, t, runner);
        ++skipped;
        for (const TaskIndex s : m_graph.successors(t))
            pending.push_back(s);
    }
    countFinal(skipped);
}

void Scheduler::shareReady(std::vector<TaskIndex> &ready, TaskIndex &keep)
{
    if (ready.empty())
        return;
    // The task this worker made ready continues on it without the lock when it comes before
    // every shared ready task (a branch going on); otherwise all go to the shared set and the
    // worker takes the one ReadyTasks gives, so that one worker runs exactly the static order.
    if (ready.size() == 1 && m_shared->ready.byPriorityAlone() &&
        m_graph.priority(ready.front()) < m_shared->best.load(std::memory_order_relaxed)) {
        keep = ready.front();
        return;
    }
    std::lock_guard lock(m_shared->mutex);
    for (const TaskIndex t : ready)
        m_shared->ready.insert(t);
    keep = m_shared->take();
    if (!m_shared->ready.isEmpty() && m_shared->idle > 0)
        m_shared->wake.notify_all();
}

TaskIndex Scheduler::takeShared(bool wasBusy, std::stop_token stop)
{
    std::unique_lock lock(m_shared->mutex);
    if (wasBusy)
        --m_shared->busy;
    while (true) {
        if (m_stopping.load() || stop.stop_requested())
            return kNoTask;
        if (!m_shared->spawned.empty()) {
            const TaskIndex task = m_shared->spawned.back();
            m_shared->spawned.pop_back();
            ++m_shared->busy;
            return task;
        }
        if (!m_shared->ready.isEmpty()) {
            const TaskIndex task = m_shared->take();
            ++m_shared->busy;
            return task;
        }
        if (m_final.load() == m_graph.size()) {
            m_shared->wake.notify_all();
            return kNoTask;
        }
        if (m_shared->busy == 0) {
            // Nothing ready, nothing running, tasks left: none of them can ever start.
            m_stuck = true;
            m_stopping = true;
            m_shared->wake.notify_all();
            return kNoTask;
        }
        ++m_shared->idle;
        m_shared->wake.wait(lock);
        --m_shared->idle;
    }
}

void Scheduler::countFinal(qsizetype n)
{
    if (n > 0 && m_final.fetch_add(n) + n == m_graph.size()) {
        std::lock_guard lock(m_shared->mutex);
        m_shared->wake.notify_all();
    }
}

void Scheduler::requestStop()
{
    m_stopping = true;
    std::lock_guard lock(m_shared->mutex);
    m_shared->wake.notify_all();
}

void Scheduler::settleUnfinished(TaskRunner &runner)
{
    // Workers have all returned: what never ran is skipped when it depends on a failed or
    // skipped task, and cancelled otherwise. Graph order is not topological, so walk forward
    // from the failures first.
    const int control = m_backend.workers();
    std::vector<TaskIndex> pending;
    for (TaskIndex t = 0; t < TaskIndex(m_graph.size()); ++t)
        if (state(t) == TaskState::Failed)
            pending.push_back(t);
    while (!pending.empty()) {
        const TaskIndex t = pending.back();
        pending.pop_back();
        for (const TaskIndex s : m_graph.successors(t)) {
            const TaskState from = state(s);
            if ((from == TaskState::Waiting || from == TaskState::Ready) &&
                transition(s, from, TaskState::Skipped)) {
                record(control, int(EventType::TaskSkipped), s);
                pending.push_back(s);
            }
        }
    }
    for (TaskIndex t = 0; t < TaskIndex(m_graph.size()); ++t) {
        const TaskState from = state(t);
        // A task still running had spawned work that never ran.
        if ((from == TaskState::Waiting || from == TaskState::Ready ||
             from == TaskState::Running) &&
            transition(t, from, TaskState::Cancelled))
            record(control, int(EventType::TaskCancelled), t);
    }
    // Outputs still held by tasks whose consumers never ran are released now.
    for (TaskIndex t = 0; t < TaskIndex(m_graph.size()); ++t)
        if (m_consumers[t].load() > 0 && state(t) == TaskState::Succeeded)
            record(control, int(EventType::DatasetReleased), t, runner.releaseOutput(t));
}

} // namespace weft::engine
