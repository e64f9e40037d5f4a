#include "WorkerPool.h"

#include "ops/Operator.h"
#include "shm/DatasetCodec.h"
#include "shm/SegmentStore.h"

#include <QCborArray>

namespace weft::engine {

using Clock = std::chrono::steady_clock;

WorkerPool::WorkerPool(int slots)
{
    m_slots.reserve(size_t(std::max(1, slots)));
    for (int i = 0; i < std::max(1, slots); ++i)
        m_slots.push_back(std::make_unique<Slot>());
}

WorkerPool::~WorkerPool() = default; // each WorkerProcess shuts its worker down and reaps it

QStringList WorkerPool::takeReleases(Slot &slot)
{
    std::lock_guard lock(m_releaseMutex);
    return std::exchange(slot.pendingReleases, {});
}

void WorkerPool::releaseSegments(const QStringList &names)
{
    if (names.isEmpty())
        return;
    std::lock_guard lock(m_releaseMutex);
    for (const auto &slot : m_slots) {
        if (slot->process.isRunning())
            slot->pendingReleases += names;
    }
}

void WorkerPool::flushReleases()
{
    for (const auto &slot : m_slots) {
        const QStringList names = takeReleases(*slot);
        if (names.isEmpty() || !slot->process.isRunning())
            continue;
        QCborMap message;
        message.insert(QStringLiteral("names"), QCborArray::fromStringList(names));
        slot->process.send(protocol::encodeFrame(protocol::MessageType::ReleaseSegments, message));
    }
}

std::vector<qint64> WorkerPool::pids() const
{
    std::vector<qint64> pids;
    for (const auto &slot : m_slots)
        pids.push_back(slot->process.pid());
    return pids;
}

std::vector<DatasetPtr> WorkerPool::run(int slotIndex, const RemoteCall &call,
                                        SegmentStore &segments, std::stop_token stop)
{
    Slot &slot = *m_slots[size_t(slotIndex) % m_slots.size()];
    WorkerProcess &process = slot.process;
    QString error;
    if (!process.isRunning() && !process.start(&error))
        throw OperatorError(error);

    QCborMap request;
    const qint64 task = qint64(m_nextTask.fetch_add(1));
    QCborArray inputs;
    try {
        for (const std::vector<DatasetPtr> &port : call.inputs) {
            QCborArray datasets;
            for (const DatasetPtr &dataset : port)
                datasets.append(segments.pack(dataset));
            inputs.append(datasets);
        }
        request.insert(QStringLiteral("shm"), segments.folder());
    } catch (const CodecError &e) {
        throw OperatorError(QString::fromUtf8(e.what()));
    }
    request.insert(QStringLiteral("task"), task);
    request.insert(QStringLiteral("node"), call.nodeId);
    request.insert(QStringLiteral("op"), call.operatorId);
    request.insert(QStringLiteral("params"), QCborMap::fromJsonObject(call.params));
    request.insert(QStringLiteral("dir"), call.projectDir.absolutePath());
    request.insert(QStringLiteral("threshold"), segments.threshold());
    request.insert(QStringLiteral("inputs"), inputs);
    const QStringList releases = takeReleases(slot);
    if (!releases.isEmpty())
        request.insert(QStringLiteral("release"), QCborArray::fromStringList(releases));

    const qint64 pid = process.pid();
    std::optional<Clock::time_point> deadline;
    if (call.timeoutSeconds > 0)
        deadline = Clock::now() + std::chrono::seconds(call.timeoutSeconds);
    protocol::Frame reply;
    // A failed send means the worker died; wait() then reads its end and says how.
    process.send(protocol::encodeFrame(protocol::MessageType::RunTask, request));
    switch (process.wait(&reply, stop, deadline)) {
    case WorkerProcess::WaitEnd::Reply:
        break;
    case WorkerProcess::WaitEnd::Died:
        throw OperatorError(tr("worker process %1 running node '%2' %3")
                                .arg(pid)
                                .arg(call.nodeId, process.deathReason()));
    case WorkerProcess::WaitEnd::Cancelled:
        throw OperatorError(tr("cancelled; worker process %1 running node '%2' was stopped")
                                .arg(pid)
                                .arg(call.nodeId));
    case WorkerProcess::WaitEnd::TimedOut:
        throw OperatorError(tr("node '%1' timed out after %2 s; worker process %3 was stopped")
                                .arg(call.nodeId)
                                .arg(call.timeoutSeconds)
                                .arg(pid));
    }

    const QCborMap payload = protocol::decodePayload(reply, &error);
    if (error.isEmpty() && payload.value(QStringLiteral("task")).toInteger(-1) != task)
        error = tr("it answered task %1 for task %2")
                    .arg(payload.value(QStringLiteral("task")).toInteger(-1))
                    .arg(task);
    if (error.isEmpty() && reply.type == protocol::MessageType::TaskError)
        throw OperatorError(payload.value(QStringLiteral("message")).toString());
    if (error.isEmpty() && reply.type != protocol::MessageType::TaskResult)
        error =
            tr("it answered RunTask with %1").arg(protocol::messageTypeName(quint8(reply.type)));
    if (!error.isEmpty()) {
        process.terminate();
        throw OperatorError(tr("worker process %1 broke the protocol while running node '%2': %3")
                                .arg(pid)
                                .arg(call.nodeId, error));
    }
    std::vector<DatasetPtr> outputs;
    try {
        for (const QCborValue &envelope : payload.value(QStringLiteral("outputs")).toArray())
            outputs.push_back(segments.unpack(envelope.toMap()));
    } catch (const CodecError &e) {
        throw OperatorError(tr("output of node '%1' from worker process %2 is unreadable: %3")
                                .arg(call.nodeId)
                                .arg(pid)
                                .arg(QString::fromUtf8(e.what())));
    }
    return outputs;
}

} // namespace weft::engine
