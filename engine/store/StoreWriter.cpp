#include "StoreWriter.h"

#include "StoreWriterThread.h"

#include <QCryptographicHash>
#include <QFile>

namespace weft::store {

using engine::Event;
using engine::EventType;

std::unique_ptr<StoreWriter> StoreWriter::start(const QString &path, const RunStart &run,
                                                QString *error, const Options &options)
{
    std::unique_ptr<StoreWriter> writer(new StoreWriter);
    writer->m_path = path;
    writer->m_options = options;
    writer->m_thread = std::make_unique<StoreWriterThread>(*writer);
    if (!writer->m_thread->open(path, run, error))
        return nullptr;
    writer->m_runId = writer->m_thread->runId();
    writer->m_thread->start();
    return writer;
}

StoreWriter::~StoreWriter()
{
    if (!m_thread)
        return;
    m_thread->stop();
    if (!m_finished && m_runId != 0)
        m_thread->markInterrupted();
}

void StoreWriter::track(const Event &event)
{
    switch (event.type) {
    case EventType::DatasetHeld:
        m_bytesHeld.store(m_bytesHeld.load(std::memory_order_relaxed) + event.value,
                          std::memory_order_relaxed);
        return;
    case EventType::DatasetReleased:
        m_bytesHeld.store(m_bytesHeld.load(std::memory_order_relaxed) - event.value,
                          std::memory_order_relaxed);
        return;
    default:
        break;
    }
    // Events of one task may come from different threads in either order (a start before its
    // queueing): TaskPhases counts each phase once and never moves a task backwards.
    if (!m_phases.apply(event).changed())
        return;
    m_ready.store(m_phases.ready(), std::memory_order_relaxed);
    m_running.store(m_phases.running(), std::memory_order_relaxed);
}

void StoreWriter::onEvents(std::span<const Event> events)
{
    for (const Event &event : events)
        track(event);
    const auto bytes = qsizetype(events.size() * sizeof(Event));
    {
        std::lock_guard lock(m_queueMutex);
        if (m_queuedBytes + bytes <= m_options.maxQueuedBytes) {
            m_queuedBytes += bytes;
            m_queue.emplace_back(events.begin(), events.end());
            return;
        }
    }
    m_dropped.fetch_add(qint64(events.size()), std::memory_order_relaxed);
}

bool StoreWriter::flush()
{
    return m_thread->flush();
}

bool StoreWriter::finish(const engine::RunResult &result, QString *error)
{
    m_thread->stop();
    m_finished = true;
    return m_thread->finish(result, error);
}

StoreWriter::Stats StoreWriter::stats() const
{
    Stats stats;
    stats.committedEvents = m_thread->committedEvents();
    stats.transactions = m_thread->transactions();
    stats.samples = m_thread->samples();
    stats.workerSamples = m_thread->workerSamples();
    stats.droppedEvents = m_dropped.load(std::memory_order_relaxed);
    std::lock_guard lock(m_queueMutex);
    stats.queuedBytes = m_queuedBytes;
    return stats;
}

QString StoreWriter::projectHash(const QString &file)
{
    QFile in(file);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!in.open(QIODevice::ReadOnly) || !hash.addData(&in))
        return {};
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace weft::store
