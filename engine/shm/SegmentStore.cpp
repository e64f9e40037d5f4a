#include "SegmentStore.h"

#include "DatasetCodec.h"
#include "DatasetTransfer.h"

#include <QFile>

namespace weft::engine {

SegmentStore::SegmentStore(qint64 threshold)
    : m_threshold(threshold)
{}

SegmentStore::~SegmentStore() = default; // m_folder removes the folder and what is left in it

QString SegmentStore::folder()
{
    std::lock_guard lock(m_mutex);
    return folderLocked();
}

QString SegmentStore::folderLocked()
{
    if (!m_folder) {
        QString error;
        m_folder = SharedMemoryFolder::create(&error);
        if (!m_folder)
            throw CodecError(error);
    }
    return m_folder->path();
}

DatasetEnvelope SegmentStore::pack(const DatasetPtr &dataset)
{
    std::lock_guard lock(m_mutex);
    const auto found = m_segments.constFind(dataset.get());
    if (found != m_segments.cend() && found->dataset.lock() == dataset) {
        DatasetEnvelope envelope;
        envelope.kind = dataset->kind();
        envelope.segment = found->name;
        envelope.size = found->size;
        return envelope;
    }
    const QString folder = m_threshold > 0 && dataset->sizeBytes() < m_threshold
                               ? QString() // surely inline: no folder needed
                               : folderLocked();
    DatasetEnvelope envelope =
        DatasetTransfer::pack(*dataset, m_threshold, folder, [this]() -> QString {
            return QStringLiteral("p-") + QString::number(m_nextName++);
        });
    if (!envelope.isInline())
        m_segments.insert(dataset.get(), Entry{dataset, envelope.segment, envelope.size});
    return envelope;
}

DatasetPtr SegmentStore::unpack(const DatasetEnvelope &envelope)
{
    if (envelope.isInline())
        return DatasetTransfer::unpack(envelope, QString());
    const QString &name = envelope.segment;
    const QString folder = this->folder();
    DatasetPtr dataset;
    try {
        dataset = DatasetTransfer::unpack(envelope, folder);
    } catch (...) {
        QFile::remove(folder + u'/' + name);
        throw;
    }
    std::lock_guard lock(m_mutex);
    m_segments.insert(dataset.get(), Entry{dataset, name, envelope.size});
    return dataset;
}

QString SegmentStore::release(const Dataset *dataset)
{
    std::lock_guard lock(m_mutex);
    const auto found = m_segments.find(dataset);
    if (found == m_segments.end())
        return {};
    const QString name = found->name;
    m_segments.erase(found);
    QFile::remove(m_folder->path() + u'/' + name);
    return name;
}

QStringList SegmentStore::releaseAll()
{
    std::lock_guard lock(m_mutex);
    QStringList names;
    for (const Entry &entry : std::as_const(m_segments)) {
        QFile::remove(m_folder->path() + u'/' + entry.name);
        names.append(entry.name);
    }
    m_segments.clear();
    return names;
}

int SegmentStore::segmentCount() const
{
    std::lock_guard lock(m_mutex);
    return int(m_segments.size());
}

} // namespace weft::engine
