#pragma once

#include "DatasetFile.h"
#include "OutputFigures.h"
#include "data/Dataset.h"
#include "graph/NodeId.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace weft::engine {

class Graph;

/// Results of earlier runs under their node's signature (NodeSignature's digest), so that a
/// run computes only what an edit changed. One folder per entry beside the project:
///
///     .weft/cache/<key>/0.wds, 1.wds, …   one DatasetFile per output port (checksummed)
///     .weft/cache/<key>/entry.json        the node, its operator, size, compute time, the
///                                         files its file-list outputs name, as written, and
///                                         each output's figures (OutputFigures)
///     .weft/cache/evicted/<key>           left by eviction, so a plan can say "evicted"
///     .weft/cache/items/<key>.wim         a row-wise map node's item → entry and row
///                                         (ItemManifest; not an entry: removed by prune()
///                                         once none of its entries is left)
///
/// An entry is written in a private folder renamed into place once whole, and never changed
/// after: two runs of one project share the cache safely (the second writer's copy is dropped),
/// and a run killed while writing leaves no entry. An entry whose files a later run finds
/// corrupted is removed and computed again. An entry whose outputs name files (a sink's file,
/// a command's outputs) holds only while each file has the content it had when the entry was
/// written (size, time and inode first; the content's hash when those differ, as after another
/// run wrote the same bytes): a sink whose file is unchanged is not written again, one whose file
/// was edited or deleted is. Last use is the time of entry.json, touched on every hit.
///
/// Nothing here follows a symbolic link in the cache's folders, and eviction deletes only the
/// files an entry is made of. Thread-safe: no state beyond the folder's name.
class ResultCache
{
    Q_DECLARE_TR_FUNCTIONS(ResultCache)

public:
    /// A file a file-list output named, as it was when the entry was written.
    struct FileStamp
    {
        QString path;
        qint64 size = 0;
        qint64 modifiedNs = 0;
        quint64 inode = 0;
        QByteArray contentHash; ///< XXH3-64 in hex; empty for a folder
        /// Same size, time and inode (the fast check).
        bool sameFile(const FileStamp &other) const
        {
            return size == other.size && modifiedNs == other.modifiedNs && inode == other.inode;
        }
    };

    struct Entry
    {
        QByteArray key; ///< hex
        QString node;
        QString operatorId;
        int outputs = 0;
        qint64 bytes = 0; ///< on disk
        qint64 computeMs = 0;
        QDateTime created;
        QDateTime lastUsed;
        std::vector<FileStamp> files;
        /// What the operator warned of when it computed the outputs (a stray value in a
        /// column): still true of them, so a hit says it again.
        QStringList warnings;
        /// Its outputs' rows, shapes, files and bytes, as they were computed; empty for an
        /// entry written before Weft kept them.
        NodeFigures figures = {};
    };

    explicit ResultCache(QString folder);

    /// `.weft/cache` in the folder of `projectFile`.
    static QString folderFor(const QString &projectFile);
    const QString &folder() const { return m_folder; }

    /// The entry under `key` when it is whole and every file it names is as it was written;
    /// else std::nullopt, with `changedFile` set to a named file that changed or is gone.
    /// Cheap: reads entry.json and stats the named files, not the outputs (verify() and read()
    /// check their checksums).
    std::optional<Entry> find(const QByteArray &key, QString *changedFile = nullptr) const;
    /// Why `entry`'s outputs cannot be read back (a file missing or corrupted), naming the
    /// file; "" when they can. Reads every byte once.
    QString verify(const Entry &entry) const;
    /// The outputs of `entry`; arrays and tables stay mapped from their files. `check`: their
    /// checksums, or only their headers when verify() passed them moments ago (a plan's hit),
    /// so that a hit reads its bytes once. Throws OperatorError naming the file when one is
    /// missing or corrupted (the caller removes the entry and computes).
    std::vector<DatasetPtr> read(const Entry &entry,
                                 DatasetFile::Check check = DatasetFile::Check::Checksum) const;
    /// Keeps `outputs` under `key` unless an entry is there already. "" or why not (the run
    /// goes on without the entry: a full disk, a link in the cache's place).
    QString store(const QByteArray &key, const NodeId &node, const QString &operatorId,
                  const std::vector<DatasetPtr> &outputs, qint64 computeMs,
                  const QStringList &warnings = {}) const;
    /// Marks `entry` used now (its last use decides eviction).
    void markUsed(const Entry &entry) const;
    /// Removes the entry under `key`; `evicted` leaves the mark a plan reads as "evicted".
    bool remove(const QByteArray &key, bool evicted) const;
    /// Whether an entry under `key` was evicted (and not stored again since).
    bool wasEvicted(const QByteArray &key) const;
    /// What the last plan learnt of the files nodes read (FileFingerprints as JSON), kept in
    /// the cache's folder so that an unchanged file is not hashed again; {} when none.
    QJsonObject fingerprints() const;
    void keepFingerprints(const QJsonObject &fingerprints) const;

    /// Every whole entry, newest use first.
    std::vector<Entry> entries() const;
    /// Evicts entries until the cache holds at most `maxBytes` (item manifests included), the
    /// cheapest to lose first (keepValue()); returns those evicted. An entry under a key in `keep`
    /// is never evicted, even when the cache stays above `maxBytes`: a frozen node's result
    /// (frozenKeys()) is what the user asked to keep, and it cannot be computed again as it was.
    std::vector<Entry> prune(qint64 maxBytes, const QSet<QByteArray> &keep = {}) const;
    /// The keys of the entries the nodes of `graph` are frozen with (`run.frozen`), for prune().
    static QSet<QByteArray> frozenKeys(const Graph &graph);
    /// How much an entry is worth keeping: compute time saved per byte held, halved for each
    /// week since its last use. A 200 MB output that took a minute outlives an 800 MB one that
    /// took a second.
    static double keepValue(const Entry &entry, const QDateTime &now);

    /// The default bound of `settings.cache.max_bytes`.
    static constexpr qint64 kDefaultMaxBytes = 4LL << 30;

private:
    QString entryFolder(const QByteArray &key) const;
    std::optional<Entry> readEntry(const QByteArray &key) const;

    QString m_folder;
};

/// How one node of a run uses the result cache (the run's plan decides).
struct CacheUse
{
    QByteArray key;                        ///< its signature in hex; empty: never stored
    std::optional<ResultCache::Entry> hit; ///< taken from the cache instead of running
    bool load = false; ///< a hit that a node which runs reads: its outputs are read back
    /// A map node that runs: the hex of its signature without its first input, under which
    /// it looks up its items chunk by chunk (ItemChunks); empty: it runs every item.
    QByteArray itemKey;
    /// It writes a file that another node of the run writes too (tables into one SQLite
    /// database): its entry is stored once the run has ended, so that the file's stamp in it is
    /// what all of them left (CachePlan runs such writers together).
    bool storeAtEnd = false;
};

} // namespace weft::engine
