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
    /// What read() checks before it trusts a file.
    enum class Check {
        Checksum, ///< the header and the checksum of every byte
        Header,   ///< the header only: for a file verify() passed moments ago
    };
    /// Reads `path` back once it is checked. An array or a table stays in the mapping (no copy,
    /// no parse: only what is used is read from the file). nullptr with `error` naming the file.
    static DatasetPtr read(const QString &path, QString *error, Check check = Check::Checksum);
    /// Why `path` cannot be read back (not such a file, another version, corrupted), naming
    /// it; "" when it can. Reads every byte once, streaming, without mapping the file.
    static QString verify(const QString &path);
    /// Whether the file `name` in the folder open as `folder` is one write() made, by its name
    /// (`<port>.wds`, or `<port>.wds.part` while written) and its header's magic, so that only
    /// what Weft wrote is ever removed. Never follows a link.
    static bool isPortFile(int folder, const char *name);

private:
    static std::optional<MappedSegment> openChecked(const QString &path, Check check,
                                                    QString *error);
};

} // namespace weft::engine
