#pragma once

#include "data/Dataset.h"

#include <QByteArray>
#include <QDir>

#include <vector>

namespace weft::engine {

/// A map node's items cut into content-defined chunks, the unit its per-item cache keeps: each
/// chunk's outputs are one ResultCache entry under a key made of the node's signature without
/// its first input (NodeSignature::itemDigest) and the content of the chunk's items.
///
/// Each item is hashed (XXH3-64): a table's row over its cells, an array's element block along
/// the first axis, a file list's path with the file's size, time and inode. A chunk ends after
/// an item whose hash meets a mask, once it holds at least kMinItems items, and at kMaxItems at
/// the latest. Because the cut points depend only on the items around them, an edit, insertion
/// or deletion of one item moves only the edges of its own chunk: every other chunk keeps its
/// items and so its key, whatever the batch sizes of the run that stored it. A per-batch key
/// would never hit twice, since auto-tuning changes the batch sizes as a run goes.
///
///     const auto chunks = ItemChunks::cut(input, signature.itemDigest, projectDir);
///     for (const ItemChunks::Chunk &chunk : chunks)
///         cache.find(chunk.key.toHex()); // items [chunk.first, chunk.first + chunk.count)
///
/// Thread-safe (datasets are immutable); costs one pass over the items' bytes.
class ItemChunks
{
public:
    struct Chunk
    {
        qsizetype first = 0;
        qsizetype count = 0;
        QByteArray key; ///< XXH3-128 of the salt, the items' shape and their hashes (16 bytes)
    };

    /// The chunks of `items` (a table, array or file list; none for anything else), keyed
    /// with `salt`. Relative paths of a file list resolve against `folder`.
    static std::vector<Chunk> cut(const DatasetPtr &items, const QByteArray &salt,
                                  const QDir &folder);
    /// The same, from the items' hashes as itemHashes() gave them (a caller that needs both).
    static std::vector<Chunk> cut(const DatasetPtr &items, const std::vector<quint64> &hashes,
                                  const QByteArray &salt);
    /// The key (hex) of the ItemManifest of items shaped as `items` are, salted with `salt`:
    /// an item's hash covers its values, not the columns' names and types it is read under.
    static QByteArray manifestKey(const DatasetPtr &items, const QByteArray &salt);
    /// Each item's hash, in item order; empty when `items` has none to map over.
    static std::vector<quint64> itemHashes(const DatasetPtr &items, const QDir &folder);

    /// Fewer items than this make no chunk of their own (unless the items run out), so that
    /// a chunk's cache entry is worth its files.
    static constexpr qsizetype kMinItems = 64;
    /// A chunk ends here whatever the hashes: one edit never re-runs more than this many.
    static constexpr qsizetype kMaxItems = 4096;
    /// An item whose hash has these bits all zero ends its chunk: about one in 256 does.
    static constexpr quint64 kCutMask = 0xff;
};

} // namespace weft::engine
