#include "StoreWriter.h"

#include "StoreWriterThread.h"

#include <QCryptographicHash>
#include <QFile>

namespace weft::store {

using engine::Event;

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

void StoreWriter::onEvents(std::span<const Event> events)
{
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

void StoreWriter::onFailures(std::span<const engine::NodeFailure> failures)
{
    std::lock_guard lock(m_queueMutex);
    m_failures.insert(m_failures.end(), failures.begin(), failures.end());
}

void StoreWriter::onMetrics(const engine::MetricSample &sample)
{
    std::lock_guard lock(m_queueMutex);
    m_metrics.push_back(sample);
}

void StoreWriter::onWorkers(std::span<const engine::WorkerSample> samples)
{
    std::lock_guard lock(m_queueMutex);
    m_workers.insert(m_workers.end(), samples.begin(), samples.end());
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
