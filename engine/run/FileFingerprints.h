#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <cstdint>

namespace weft::engine {

/// The content of files outside the graph, as a signature sees them: a 16-byte XXH3-128 digest
/// of each file's bytes. Hashing a large file costs a read of it, so each digest is kept with
/// the file's size, modification time (ns) and inode, and given again without reading while
/// those three still match: the fast check. When one of them changed the file is hashed again,
/// so a file touched but unchanged keeps its digest (and a node reading it stays a cache hit).
///
/// A digest taken within a second of the file's modification time is not kept for the fast
/// check (the file may still be written in the same clock tick, as git's "racily clean"
/// entries): the next call hashes it again.
///
/// A missing or unreadable file has a fixed digest of its own, never equal to a file's. Kept
/// between runs by the cache (toJson/fromJson). Not thread-safe.
///
///     FileFingerprints known = FileFingerprints::fromJson(saved);
///     const QByteArray digest = known.of(u"/project/data/co2.csv"_s);
///     save(known.toJson());
class FileFingerprints
{
public:
    /// The digest of the file at `absolutePath` (a folder: of its sorted names and their
    /// files' digests, recursively, so a file added, removed or changed below it changes it).
    QByteArray of(const QString &absolutePath);

    /// How many files were read to hash them since construction: a test's view of the fast
    /// check.
    qint64 filesHashed() const { return m_filesHashed; }

    QJsonObject toJson() const;
    /// Entries from toJson(); malformed entries are dropped (they are only a shortcut).
    static FileFingerprints fromJson(const QJsonObject &json);

    /// The digest a missing or unreadable file has.
    static QByteArray missing();

private:
    struct Known
    {
        qint64 size = 0;
        qint64 mtimeNs = 0;
        quint64 inode = 0;
        QByteArray digest;
    };

    QByteArray ofFile(const QString &path, const Known &now);
    QByteArray ofFolder(const QString &path);

    QHash<QString, Known> m_known;
    qint64 m_filesHashed = 0;
};

} // namespace weft::engine
