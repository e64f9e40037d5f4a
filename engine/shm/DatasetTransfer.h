#pragma once

#include "DatasetEnvelope.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace weft::engine {

/// How a dataset travels in a worker message: a DatasetEnvelope holding either the encoded
/// bytes inline, or the name of a segment file in the run's shared-memory folder.
///
/// Datasets whose encoding is smaller than the threshold go inline (a file and two mappings
/// would cost more than copying them); larger ones go through a segment, so big data is
/// written once and never copied through the socket. Stateless; thread-safe.
class DatasetTransfer
{
    Q_DECLARE_TR_FUNCTIONS(DatasetTransfer)

public:
    /// The default threshold: 1 MB. `WEFT_SHM_THRESHOLD` (bytes) overrides it.
    static constexpr qint64 kDefaultThreshold = 1024 * 1024;
    static qint64 defaultThreshold();

    /// The envelope for `dataset`: inline when it encodes to fewer than `threshold` bytes or
    /// `folder` is empty, else a new segment `folder/<newName()>`. An array born in a segment
    /// of `folder` (SegmentAllocator) that no envelope named yet is sent as that segment, with
    /// no copy, and the segment now belongs to the envelope's reader. Throws CodecError.
    static DatasetEnvelope pack(const Dataset &dataset, qint64 threshold, const QString &folder,
                                const std::function<QString()> &newName);
    /// The dataset in an envelope; a segment is mapped read-only from `folder`. An array
    /// comes back as a view of the mapping (no copy), which stays mapped while the array
    /// lives, even after the file is unlinked; other kinds are copied out and the mapping
    /// goes at once. Throws CodecError naming what is wrong.
    static DatasetPtr unpack(const DatasetEnvelope &envelope, const QString &folder);
};

} // namespace weft::engine
