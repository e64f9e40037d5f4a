#pragma once

#include "data/Dataset.h"
#include "shm/MappedSegment.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::engine {

/// One dataset in a file of its own, as persisted outputs (OutputArchive) and the result cache
/// (ResultCache) keep them: a 24-byte header (magic, kind, format version, an XXH3 checksum of
/// the rest) and the dataset in the encoding worker processes use, so every kind that can travel
/// to a worker can be kept. A file whose header or checksum does not match is never read.
class DatasetFile
{
    Q_DECLARE_TR_FUNCTIONS(DatasetFile)

public:
    /// Writes `dataset` to `path` under a temporary name (`path.part`) renamed once whole, so a
    /// process killed while writing leaves nothing that looks whole. "" or the error.
    static QString write(const QString &path, const Dataset &dataset);
    /// Reads `path` back once its header and checksum are checked; reads every byte once. An
    /// array stays in the mapping (no copy). std::nullopt with `error` naming the file.
    static DatasetPtr read(const QString &path, QString *error);
    /// Why `path` cannot be read back (not such a file, another version, corrupted), naming
    /// it; "" when it can. Reads every byte once.
    static QString verify(const QString &path);
    /// Whether the file `name` in the folder open as `folder` is one write() made, by its name
    /// (`<port>.wds`, or `<port>.wds.part` while written) and its header's magic, so that only
    /// what Weft wrote is ever removed. Never follows a link.
    static bool isPortFile(int folder, const char *name);

private:
    static std::optional<MappedSegment> openChecked(const QString &path, QString *error);
};

} // namespace weft::engine
