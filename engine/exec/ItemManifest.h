#pragma once

#include "ItemChunks.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace weft::engine {

class ResultCache;

/// Where the output of each item of a row-wise map node (OperatorSpec::rowwise) is kept: for
/// each item's hash (ItemChunks::itemHashes), the ResultCache entry of the chunk that held it
/// and its row there. A run whose input changed takes every known item's row from there and
/// runs only the unknown items; without it one changed item re-runs its whole chunk (up to
/// ItemChunks::kMaxItems). One file per node key and input shape (ItemChunks::manifestKey):
///
///     .weft/cache/items/<key>.wim
///
///     bytes    what (integers little-endian)
///     8        "WEFTIMF1"
///     16       XXH3-128 of the chunk keys it was made from (digestOf())
///     8        E, the entries; 8: N, the items
///     16 × E   each entry's key (the chunk key's raw bytes)
///     16 × N   item hash (u64), entry index (u32), row (u32); sorted by hash
///     8        XXH3-64 of every byte before
///
/// Written whole to a temporary file and renamed into place: two runs writing at once leave
/// one whole manifest. A manifest may name entries evicted or found damaged since: their items
/// simply run; once it names none the cache holds, ResultCache::prune() removes it. Read mapped, as
/// entries are: a lookup touches a few pages, and a run copies no 1.6 MB (100,000 items) into
/// memory of its own. Not synced to disk, as entries are not: one lost in a crash is found damaged
/// or missing, and its items run. Move-only; thread-safe: a loaded manifest is immutable.
///
///     const auto manifest = ItemManifest::load(cache, key, &problem);
///     if (const auto place = manifest ? manifest->find(hash) : std::nullopt)
///         cache.find(manifest->entryKey(place->entry)); // then row place->row of its outputs
class ItemManifest
{
    Q_DECLARE_TR_FUNCTIONS(ItemManifest)

public:
    /// An item's output: row `row` of the outputs of entry `entry` (an index for entryKey()).
    struct Place
    {
        qsizetype entry = 0;
        qsizetype row = 0;
    };

    /// The manifest under `key`; std::nullopt when there is none, or with `problem` set when
    /// its file is damaged (truncated, checksum wrong).
    static std::optional<ItemManifest> load(const ResultCache &cache, const QByteArray &key,
                                            QString *problem);
    /// Replaces the manifest under `key` by one of the items of `chunks` whose entry the cache
    /// holds (`kept`, by chunk): item i of a chunk is row i of its entry. "" or why not.
    static QString write(const ResultCache &cache, const QByteArray &key,
                         const std::vector<quint64> &hashes,
                         const std::vector<ItemChunks::Chunk> &chunks,
                         const std::vector<bool> &kept);
    /// Tidies the manifests of `cache`: removes those none of whose entries it holds any more
    /// (evicted, removed), the damaged ones and the half-written files of writers that died.
    /// Returns the bytes the manifests left take, which count toward the cache's bound.
    static qint64 prune(const ResultCache &cache);
    /// What a manifest of `chunks` records as its source, to tell whether it needs writing.
    static QByteArray digestOf(const std::vector<ItemChunks::Chunk> &chunks,
                               const std::vector<bool> &kept);

    /// Where the item with `hash` is; std::nullopt when the manifest does not know it.
    std::optional<Place> find(quint64 hash) const;
    /// The hex key of entry `entry`, as ResultCache::find() takes it.
    QByteArray entryKey(qsizetype entry) const;
    qsizetype entryCount() const { return m_entryCount; }
    const QByteArray &digest() const { return m_digest; }

private:
    struct Item
    {
        quint64 hash = 0;
        quint32 entry = 0;
        quint32 row = 0;
    };
    static_assert(sizeof(Item) == 16, "the file's item record");

    static QString pathOf(const ResultCache &cache, const QByteArray &key);

    std::unique_ptr<QFile> m_file; ///< open while its bytes are mapped
    QByteArray m_digest;
    const uchar *m_entries = nullptr; ///< raw keys, 16 bytes each, in the mapping
    qsizetype m_entryCount = 0;
    const Item *m_items = nullptr; ///< sorted by hash, in the mapping
    qsizetype m_itemCount = 0;
};

} // namespace weft::engine
