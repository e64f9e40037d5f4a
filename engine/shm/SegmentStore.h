#pragma once

#include "DatasetEnvelope.h"
#include "SharedMemoryFolder.h"
#include "data/Dataset.h"

#include <QHash>
#include <QStringList>

#include <memory>
#include <mutex>

namespace weft::engine {

/// The shared-memory segments of one run, on the scheduler's side. A dataset sent to workers
/// (or received from one) above the threshold lives in one segment file, shared by every task
/// that reads it; the scheduler's release of the dataset unlinks the file (workers still
/// mapping it keep their pages until they unmap, as the kernel counts mappings). Destroying
/// the store removes the run folder and everything left in it.
///
/// Thread-safe: scheduler workers pack and release concurrently.
class SegmentStore
{
public:
    explicit SegmentStore(qint64 threshold);
    ~SegmentStore();
    SegmentStore(const SegmentStore &) = delete;
    SegmentStore &operator=(const SegmentStore &) = delete;

    qint64 threshold() const { return m_threshold; }
    /// The run folder, created on first use; throws CodecError when it cannot be created.
    QString folder();
    /// The envelope for a task input; a large dataset already in a segment reuses it.
    DatasetEnvelope pack(const DatasetPtr &dataset);
    /// The dataset in a worker's output envelope; its segment, if any, now belongs to this
    /// store and serves the dataset's next trip to a worker.
    DatasetPtr unpack(const DatasetEnvelope &envelope);
    /// Unlinks the segment holding `dataset`; returns its name (empty when there was none).
    QString release(const Dataset *dataset);
    /// Unlinks every segment; returns their names.
    QStringList releaseAll();
    /// Segments currently linked.
    int segmentCount() const;

private:
    struct Entry
    {
        std::weak_ptr<const Dataset> dataset;
        QString name;
        qint64 size = 0;
    };
    QString folderLocked();

    const qint64 m_threshold;
    mutable std::mutex m_mutex;
    std::unique_ptr<SharedMemoryFolder> m_folder;
    QHash<const Dataset *, Entry> m_segments;
    int m_nextName = 0;
};

} // namespace weft::engine
