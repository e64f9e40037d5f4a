#include "StoreWriterThread.h"

#include "ProcessProbe.h"
#include "RecordedOutline.h"
#include "StoreWriter.h"
#include "exec/RunResult.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <limits>
#include <pthread.h>
#include <sched.h>

namespace weft::store {

using engine::Event;
using engine::EventType;

namespace {

constexpr quint32 kNoTask = ~quint32(0);
constexpr qsizetype kAll = std::numeric_limits<qsizetype>::max();
/// Events one periodic commit takes at most (8 MiB): when the writer has fallen behind, a
/// transaction stays short, so stop() never waits long for one at the lowest priority.
constexpr qsizetype kMaxEventsPerCommit = qsizetype(1) << 18;

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

/// The task state a final event ends in, as the store spells it (UTF-8, kept for the process's
/// lifetime so that statements can bind it without a copy).
const QByteArray &stateName(EventType type)
{
    static const QByteArray succeeded =
        engine::taskStateName(engine::TaskState::Succeeded).toUtf8();
    static const QByteArray failed = engine::taskStateName(engine::TaskState::Failed).toUtf8();
    static const QByteArray cancelled =
        engine::taskStateName(engine::TaskState::Cancelled).toUtf8();
    static const QByteArray skipped = engine::taskStateName(engine::TaskState::Skipped).toUtf8();
    switch (type) {
    case EventType::TaskFailed:
        return failed;
    case EventType::TaskCancelled:
        return cancelled;
    case EventType::TaskSkipped:
        return skipped;
    default:
        return succeeded;
    }
}

void bindOptional(SqliteStatement &statement, int index, qint64 value)
{
    if (value < 0)
        statement.bindNull(index);
    else
        statement.bind(index, value);
}

} // namespace

StoreWriterThread::StoreWriterThread(StoreWriter &owner)
    : m_owner(owner)
{}

StoreWriterThread::~StoreWriterThread()
{
    stop();
}

bool StoreWriterThread::open(const QString &path, const RunStart &run, QString *error)
{
    if (!m_store.open(path, SqliteDatabase::OpenMode::Create, error))
        return false;
    SqliteDatabase &db = m_store.database();
    m_originNs = Event::now();
    // The run's row and its outline in one transaction: a replay never finds the one alone.
    SqliteTransaction transaction(db);
    SqliteStatement insertRun = db.prepare(
        "INSERT INTO runs (project_path, project_hash, started_at, status, backend, workers, "
        "settings, pid, pid_started, clock_origin_ns, lanes) VALUES (?, ?, ?, 'running', ?, ?, ?, "
        "?, ?, ?, ?)");
    const qint64 pid = ProcessProbe::currentPid();
    insertRun.bind(1, run.projectPath);
    insertRun.bind(2, run.projectHash);
    insertRun.bind(3, nowUtc());
    insertRun.bind(4, run.backend);
    insertRun.bind(5, qint64(run.workers));
    insertRun.bind(6,
                   QString::fromUtf8(QJsonDocument(run.settings).toJson(QJsonDocument::Compact)));
    insertRun.bind(7, pid);
    insertRun.bind(8, ProcessProbe::startTicks(pid));
    insertRun.bind(9, m_originNs);
    insertRun.bind(10, qint64(run.lanes > 0 ? run.lanes : run.workers));
    if (!transaction.isActive() || !insertRun.isValid() || !insertRun.run()) {
        *error = db.lastError();
        return false;
    }
    m_runId = db.lastInsertRowId();
    if (!RecordedOutline::write(db, m_runId, run.outline, error) || !transaction.commit(error)) {
        m_runId = 0;
        return false;
    }

    m_insertBlock = db.prepare("INSERT INTO event_blocks (run_id, first_ns, last_ns, count, "
                               "events) VALUES (?, ?, ?, ?, ?)");
    m_insertTask = db.prepare(
        "INSERT INTO tasks (run_id, task, node, batch, items, worker, queued_ns, started_ns, "
        "finished_ns, state, slurm_job_id) VALUES (?1, ?2, ?3, NULL, ?9, ?4, ?5, ?6, ?7, ?8, "
        "?10)");
    m_updateQueued = db.prepare("UPDATE tasks SET queued_ns = ? WHERE rowid = ?");
    m_updateError = db.prepare("UPDATE tasks SET error = ? WHERE rowid = ?");
    m_insertDataset = db.prepare("INSERT INTO datasets (run_id, task, node, produced_ns, bytes, "
                                 "released_ns, released_bytes) VALUES (?, ?, ?, ?, ?, ?, ?)");
    m_insertMetric = db.prepare(
        "INSERT INTO metrics (run_id, ns, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, "
        "cpu_ns, running, ready) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    m_insertWorker = db.prepare("INSERT INTO workers (run_id, ns, worker, pid, rss_bytes, "
                                "cpu_ns, restarts) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (SqliteStatement *statement :
         {&m_insertBlock, &m_insertTask, &m_insertDataset, &m_insertMetric, &m_insertWorker}) {
        if (!statement->isValid()) {
            *error = db.lastError();
            return false;
        }
        statement->bind(1, m_runId); // bindings stay across resets: the run id is bound once
    }
    if (!m_updateQueued.isValid() || !m_updateError.isValid()) {
        *error = db.lastError();
        return false;
    }
    return true;
}

void StoreWriterThread::start()
{
    m_thread = std::jthread([this](std::stop_token stop) { loop(stop); });
}

void StoreWriterThread::loop(std::stop_token stop)
{
    if (m_owner.m_options.lowPriority) {
        // SCHED_IDLE: this thread runs on the CPU time the workers leave and gives way the
        // moment one of them wakes up (a nice value only lowers its share), yet still gets a
        // small share under full load, so short commits keep going.
        sched_param param{};
        pthread_setschedparam(pthread_self(), SCHED_IDLE, &param);
    }
    for (;;) {
        quint64 requested = 0;
        {
            std::unique_lock lock(m_mutex);
            // Behind (the last commit left events queued): go on at once.
            if (!m_backlog)
                m_wake.wait_for(lock, stop, m_owner.m_options.commitInterval,
                                [this] { return m_flushRequested > m_flushDone; });
            requested = m_flushRequested;
        }
        // The rest is committed by stop() on the controlling thread, at its normal priority:
        // an unprivileged thread cannot raise its priority back, and the catch-up after a run
        // must not crawl.
        if (stop.stop_requested())
            return;
        const bool flushing = requested > m_flushDone;
        const bool ok = commitPending(flushing ? kAll : kMaxEventsPerCommit);
        {
            std::lock_guard lock(m_mutex);
            m_flushDone = requested;
            m_failed = m_failed || !ok;
        }
        m_flushed.notify_all();
    }
}

bool StoreWriterThread::flush()
{
    if (!m_thread.joinable())
        return commitPending(kAll);
    std::unique_lock lock(m_mutex);
    const quint64 ticket = ++m_flushRequested;
    m_wake.notify_all();
    m_flushed.wait(lock, [&] { return m_flushDone >= ticket; });
    return !m_failed;
}

void StoreWriterThread::stop()
{
    if (!m_thread.joinable())
        return;
    m_thread.request_stop();
    m_thread.join();
    commitPending(kAll);
}

bool StoreWriterThread::commitPending(qsizetype maxEvents)
{
    std::vector<std::vector<Event>> batches;
    std::vector<engine::NodeFailure> failures;
    std::vector<engine::MetricSample> metrics;
    std::vector<engine::WorkerSample> workers;
    qsizetype bytes = 0;
    {
        std::lock_guard lock(m_owner.m_queueMutex);
        std::vector<std::vector<Event>> &queue = m_owner.m_queue;
        qsizetype events = 0;
        auto end = queue.begin();
        for (; end != queue.end() && (events == 0 || events < maxEvents); ++end)
            events += qsizetype(end->size());
        batches.assign(std::make_move_iterator(queue.begin()), std::make_move_iterator(end));
        queue.erase(queue.begin(), end);
        m_backlog = !queue.empty();
        bytes = events * qsizetype(sizeof(Event));
        failures.swap(m_owner.m_failures);
        metrics.swap(m_owner.m_metrics);
        workers.swap(m_owner.m_workers);
    }
    if (batches.empty() && failures.empty() && metrics.empty() && workers.empty())
        return true;

    SqliteTransaction transaction(m_store.database());
    if (!transaction.isActive())
        return false;
    qint64 count = 0;
    for (const auto &batch : batches) {
        writeBlock(batch);
        count += qint64(batch.size());
    }
    for (const engine::MetricSample &sample : metrics)
        writeMetrics(sample);
    writeWorkers(workers);
    for (const engine::NodeFailure &failure : failures)
        writeFailure(failure);
    const bool committed = transaction.commit();
    {
        std::lock_guard lock(m_owner.m_queueMutex);
        m_owner.m_queuedBytes -= bytes;
    }
    if (!committed)
        return false;
    m_committedEvents.fetch_add(count, std::memory_order_relaxed);
    m_transactions.fetch_add(1, std::memory_order_relaxed);
    return true;
}

StoreWriterThread::Track &StoreWriterThread::track(quint32 task)
{
    if (task >= m_tracks.size())
        m_tracks.resize(std::max<std::size_t>(task + 1, m_tracks.size() * 2));
    return m_tracks[task];
}

void StoreWriterThread::writeBlock(const std::vector<Event> &batch)
{
    if (batch.empty())
        return;
    qint64 first = batch.front().ns;
    qint64 last = first;
    for (const Event &event : batch) {
        first = std::min(first, event.ns);
        last = std::max(last, event.ns);
        writeEvent(event);
    }
    SqliteStatement &insert = m_insertBlock;
    insert.bind(2, relative(first));
    insert.bind(3, relative(last));
    insert.bind(4, qint64(batch.size()));
    // Event is trivially copyable and 32 bytes: the block is the batch's memory as it is.
    insert.bindStaticBlob(5, batch.data(), qsizetype(batch.size() * sizeof(Event)));
    insert.run();
}

void StoreWriterThread::writeEvent(const Event &event)
{
    if (event.task == kNoTask)
        return;
    Track &t = track(event.task);
    t.node = event.node;
    switch (event.type) {
    case EventType::TaskQueued:
        if (!t.written) {
            t.queuedNs = relative(event.ns);
        } else {
            // Queued and started come from different threads: the queueing may arrive after
            // the task's row was written.
            m_updateQueued.bind(1, relative(event.ns));
            m_updateQueued.bind(2, t.rowid);
            m_updateQueued.run();
        }
        break;
    case EventType::TaskStarted:
        t.startedNs = relative(event.ns);
        t.worker = event.worker;
        break;
    case EventType::TaskSucceeded:
    case EventType::TaskFailed:
    case EventType::TaskCancelled:
    case EventType::TaskSkipped:
        writeTask(event.task, t, event.type, relative(event.ns));
        break;
    case EventType::DatasetHeld:
        if (!t.held)
            t.heldNs = relative(event.ns);
        t.held = true;
        t.heldBytes += event.value;
        break;
    case EventType::DatasetReleased:
        writeDataset(event.task, t, relative(event.ns), event.value, true);
        t.held = false;
        break;
    case EventType::BatchFinished:
        t.items = event.value; // before the batch's own final event, from the same worker
        break;
    case EventType::JobSubmitted:
        t.slurmJob = event.value; // every task on Slurm, a map node's batches too
        break;
    case EventType::JobStarted:
    case EventType::MapItems: // kept with the events; the tasks table needs no total
        break;
    case EventType::RunStarted:
    case EventType::RunFinished:
        break;
    }
}

void StoreWriterThread::writeTask(quint32 task, Track &t, EventType final, qint64 ns)
{
    SqliteStatement &insert = m_insertTask;
    insert.bind(2, qint64(task));
    insert.bind(3, qint64(t.node));
    if (t.startedNs < 0)
        insert.bindNull(4);
    else
        insert.bind(4, qint64(t.worker));
    bindOptional(insert, 5, t.queuedNs);
    bindOptional(insert, 6, t.startedNs);
    insert.bind(7, ns);
    const QByteArray &state = stateName(final);
    insert.bindStatic(8, state.constData(), int(state.size()));
    if (t.items > 0)
        insert.bind(9, t.items);
    else
        insert.bindNull(9);
    if (t.slurmJob > 0)
        insert.bind(10, QString::number(t.slurmJob));
    else
        insert.bindNull(10);
    insert.run();
    t.rowid = m_store.database().lastInsertRowId();
    t.written = true;
    // A plain node fails through its task, a map node through its first failed batch: that
    // row carries the node's error.
    if (final == EventType::TaskFailed) {
        FailedNode &failed = m_failedNodes[t.node];
        if (failed.rowid == 0) {
            failed.rowid = t.rowid;
            if (!failed.error.isEmpty())
                storeError(failed);
        }
    }
}

void StoreWriterThread::writeDataset(quint32 task, const Track &t, qint64 releasedNs,
                                     qint64 releasedBytes, bool released)
{
    SqliteStatement &insert = m_insertDataset;
    insert.bind(2, qint64(task));
    insert.bind(3, qint64(t.node));
    bindOptional(insert, 4, t.heldNs);
    insert.bind(5, t.heldBytes);
    if (released) {
        insert.bind(6, releasedNs);
        insert.bind(7, releasedBytes);
    } else {
        insert.bindNull(6);
        insert.bindNull(7);
    }
    insert.run();
}

void StoreWriterThread::writeMetrics(const engine::MetricSample &sample)
{
    SqliteStatement &insert = m_insertMetric;
    insert.bind(2, relative(sample.ns));
    insert.bind(3, sample.bytesHeld);
    insert.bind(4, sample.shmBytes);
    insert.bind(5, sample.rssBytes);
    insert.bind(6, sample.workersRssBytes);
    insert.bind(7, sample.cpuNs);
    insert.bind(8, qint64(sample.running));
    insert.bind(9, qint64(sample.ready));
    insert.run();
    m_samples.fetch_add(1, std::memory_order_relaxed);
}

void StoreWriterThread::writeWorkers(const std::vector<engine::WorkerSample> &samples)
{
    SqliteStatement &insert = m_insertWorker;
    for (const engine::WorkerSample &worker : samples) {
        insert.bind(2, relative(worker.ns));
        insert.bind(3, qint64(worker.worker));
        insert.bind(4, worker.pid);
        insert.bind(5, worker.rssBytes);
        insert.bind(6, worker.cpuNs);
        insert.bind(7, qint64(worker.restarts));
        insert.run();
    }
    m_workerSamples.fetch_add(qint64(samples.size()), std::memory_order_relaxed);
}

void StoreWriterThread::writeFailure(const engine::NodeFailure &failure)
{
    if (failure.error.isEmpty())
        return;
    // A node that did not fail (a task that gave up on a cancelled run) keeps its error here
    // and never gets a failed row; the first error known of a node is the one stored while the
    // run goes (finish() writes the result's if it says otherwise).
    FailedNode &failed = m_failedNodes[failure.node];
    if (!failed.error.isEmpty())
        return;
    failed.error = failure.error;
    if (failed.rowid != 0)
        storeError(failed);
}

void StoreWriterThread::storeError(FailedNode &node)
{
    m_updateError.bind(1, node.error);
    m_updateError.bind(2, node.rowid);
    node.stored = m_updateError.run();
}

bool StoreWriterThread::finish(const engine::RunResult &result, QString *error)
{
    SqliteDatabase &db = m_store.database();
    SqliteTransaction transaction(db);
    if (!transaction.isActive()) {
        *error = db.lastError();
        return false;
    }
    // Outputs still held at the end (a run that stopped early) have no release time.
    qint64 tasks = 0;
    for (std::size_t task = 0; task < m_tracks.size(); ++task) {
        const Track &t = m_tracks[task];
        tasks += t.written ? 1 : 0;
        if (t.held)
            writeDataset(quint32(task), t, 0, 0, false);
    }
    SqliteStatement insertNode =
        db.prepare("INSERT INTO run_nodes (run_id, node_index, node_id, operator, state, wall_ns, "
                   "error) VALUES (?, ?, ?, ?, ?, ?, ?)");
    SqliteStatement nodeJob =
        db.prepare("UPDATE run_nodes SET slurm_job_id = ?, queue_ms = ?, job_run_ms = ? "
                   "WHERE run_id = ? AND node_index = ?");
    SqliteStatement taskJob = db.prepare("UPDATE tasks SET slurm_job_id = ? WHERE rowid = ?");
    SqliteStatement nodeCache =
        db.prepare("UPDATE run_nodes SET cache = ?, cache_reason = ?, cache_detail = ?, "
                   "signature = ? WHERE run_id = ? AND node_index = ?");
    SqliteStatement nodeOutputs =
        db.prepare("UPDATE run_nodes SET outputs = ? WHERE run_id = ? AND node_index = ?");
    for (std::size_t i = 0; i < result.nodes.size(); ++i) {
        const engine::NodeResult &node = result.nodes[i];
        insertNode.bind(1, m_runId);
        insertNode.bind(2, qint64(i));
        insertNode.bind(3, node.id.toString());
        insertNode.bind(4, node.operatorId);
        insertNode.bind(5, engine::taskStateName(node.state));
        insertNode.bind(6, node.wallNs);
        if (node.error.isEmpty())
            insertNode.bindNull(7);
        else
            insertNode.bind(7, node.error);
        insertNode.run();
        if (!node.error.isEmpty()) {
            // The row of the node's first failed task, else its own task (a plain node is one
            // task with the node's index in GraphRunner's plan); an error already stored there
            // while the run went is written again only if the result says otherwise.
            const auto failed = m_failedNodes.constFind(quint32(i));
            qint64 rowid = 0;
            if (failed != m_failedNodes.constEnd() && failed->rowid != 0)
                rowid = failed->stored && failed->error == node.error ? 0 : failed->rowid;
            else if (i < m_tracks.size() && m_tracks[i].written)
                rowid = m_tracks[i].rowid;
            if (rowid != 0) {
                m_updateError.bind(1, node.error);
                m_updateError.bind(2, rowid);
                m_updateError.run();
            }
        }
        if (!node.cache.isEmpty()) {
            nodeCache.bind(1, node.cache);
            nodeCache.bind(2, node.cacheReason);
            nodeCache.bind(3, node.cacheDetail);
            nodeCache.bind(4, QString::fromUtf8(node.signature));
            nodeCache.bind(5, m_runId);
            nodeCache.bind(6, qint64(i));
            nodeCache.run();
        }
        if (!node.outputs.empty()) {
            nodeOutputs.bind(
                1, QString::fromUtf8(QJsonDocument(engine::OutputFigures::toJson(node.outputs))
                                         .toJson(QJsonDocument::Compact)));
            nodeOutputs.bind(2, m_runId);
            nodeOutputs.bind(3, qint64(i));
            nodeOutputs.run();
        }
        if (!node.jobId.isEmpty()) {
            nodeJob.bind(1, node.jobId);
            nodeJob.bind(2, node.queueMs);
            nodeJob.bind(3, node.jobRunMs);
            nodeJob.bind(4, m_runId);
            nodeJob.bind(5, qint64(i));
            nodeJob.run();
            if (i < m_tracks.size() && m_tracks[i].written) {
                taskJob.bind(1, node.jobId);
                taskJob.bind(2, m_tracks[i].rowid);
                taskJob.run();
            }
        }
    }
    QJsonArray resume;
    for (const engine::NodeId &id : result.resumeFrom)
        resume.append(id.toString());
    SqliteStatement update = db.prepare(
        "UPDATE runs SET finished_at = ?, status = ?, wall_ns = ?, peak_bytes = ?, "
        "bytes_released = ?, nodes_total = ?, nodes_succeeded = ?, nodes_failed = ?, "
        "nodes_cancelled = ?, nodes_skipped = ?, tasks_total = ?, events = ?, events_dropped = ?, "
        "resume_from = ? WHERE id = ?");
    update.bind(1, nowUtc());
    update.bind(2, engine::runStatusName(result.status));
    update.bind(3, result.wallNs);
    update.bind(4, result.peakBytesHeld);
    update.bind(5, result.bytesReleased);
    update.bind(6, qint64(result.nodes.size()));
    update.bind(7, qint64(result.count(engine::TaskState::Succeeded)));
    update.bind(8, qint64(result.count(engine::TaskState::Failed)));
    update.bind(9, qint64(result.count(engine::TaskState::Cancelled)));
    update.bind(10, qint64(result.count(engine::TaskState::Skipped)));
    update.bind(11, tasks);
    update.bind(12, committedEvents());
    update.bind(13, m_owner.m_dropped.load());
    update.bind(14, QString::fromUtf8(QJsonDocument(resume).toJson(QJsonDocument::Compact)));
    update.bind(15, m_runId);
    if (!update.run() || insertNode.hasError() || !transaction.commit(error)) {
        if (error->isEmpty())
            *error = db.lastError();
        return false;
    }
    return true;
}

void StoreWriterThread::markInterrupted()
{
    SqliteStatement update = m_store.database().prepare(
        "UPDATE runs SET status = 'interrupted', events = ?, events_dropped = ? WHERE id = ?");
    update.bind(1, committedEvents());
    update.bind(2, m_owner.m_dropped.load());
    update.bind(3, m_runId);
    update.run();
}

} // namespace weft::store
