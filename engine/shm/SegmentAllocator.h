#pragma once

#include "data/ArrayAllocator.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace weft::engine {

/// The worker process's ArrayAllocator: an array of at least `threshold` bytes of elements is
/// born in a new segment of the run's folder, laid out as an encoded array (ArrayEncoding)
/// and mapped read-write while the operator fills it. When the array goes back as an output,
/// DatasetTransfer::pack() sends the segment's name (handOver()) instead of copying it, and
/// the scheduler maps the very same pages read-only: the array exists once, in every process.
///
/// Ownership follows the segment rules: until a message names the segment, the worker owns
/// it, and the array's last reference unlinks it (an operator that fails after allocating
/// leaves nothing); once named, the scheduler's release unlinks it. A worker killed while it
/// fills one leaves the file in the run folder, which the scheduler removes with the folder
/// at the end of the run (a stale folder of a killed scheduler is swept at the next start).
///
/// One allocator serves one task on one thread; handOver() is thread-safe.
class SegmentAllocator final : public ArrayAllocator
{
    Q_DECLARE_TR_FUNCTIONS(SegmentAllocator)

public:
    /// Segments go in `folder`, named by `newName()` (a bare name, unique in the folder);
    /// smaller arrays, and every array when `folder` is empty, are ordinary memory.
    SegmentAllocator(QString folder, qint64 threshold, std::function<QString()> newName);

    Array allocate(ElementType type, std::vector<qint64> shape) override;

    /// Called with each new segment's path once it is mapped, before the operator fills it;
    /// the worker's fault injection uses it to die at that moment in tests.
    void setOnCreated(std::function<void(const QString &)> onCreated)
    {
        m_onCreated = std::move(onCreated);
    }
    /// How many segments this allocator made.
    int segmentsCreated() const { return m_created; }

    struct Handover
    {
        QString name;
        qint64 size = 0;
    };
    /// When `dataset` is an array born in a segment of `folder` that no message has named
    /// yet: the segment's name and size, and from now on the segment belongs to the reader
    /// of the message. Otherwise nothing (the caller copies the array as for any dataset).
    static std::optional<Handover> handOver(const Dataset &dataset, const QString &folder);

private:
    QString m_folder;
    qint64 m_threshold;
    std::function<QString()> m_newName;
    std::function<void(const QString &)> m_onCreated;
    int m_created = 0;
};

} // namespace weft::engine
