#pragma once

#include "ItemChunks.h"
#include "ItemManifest.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QStringList>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace weft::engine {

class ResultCache;

/// Where a row-wise map node (OperatorSpec::rowwise) finds the outputs of the items of a chunk
/// the cache does not hold: its ItemManifest names, for each item seen before, the entry and
/// row of its output. split() takes those rows from their entries (read mapped, checksums
/// checked, as ResultCache::read does) and leaves only the unknown items to run. An entry that
/// is gone (evicted) or damaged (removed, with a warning) gives no row: its items run.
///
/// Used on one thread (the node's, before its batches): it keeps the entries it opened.
class ItemRowSource
{
    Q_DECLARE_TR_FUNCTIONS(ItemRowSource)

public:
    /// Loads the manifest under `manifestKey` (ItemChunks::manifestKey); `outputCount`: the
    /// operator's outputs, which each entry must hold.
    ItemRowSource(const ResultCache &cache, const QByteArray &manifestKey, size_t outputCount);

    /// A chunk's items, as taken rows and items to run, both by first item in input order.
    struct Split
    {
        /// Consecutive items whose rows one entry holds in order, with those rows' outputs.
        std::vector<std::pair<qsizetype, std::vector<DatasetPtr>>> taken;
        std::vector<std::pair<qsizetype, qsizetype>> toRun; ///< first item and count
        qsizetype itemsTaken = 0;
    };
    /// Splits `chunk` of the items whose hashes are `hashes` (ItemChunks::itemHashes).
    Split split(const ItemChunks::Chunk &chunk, const std::vector<quint64> &hashes);

    /// The manifest's digest (ItemManifest::digestOf); empty when there was none to read.
    QByteArray digest() const { return m_manifest ? m_manifest->digest() : QByteArray(); }
    /// A damaged manifest or entry, once each.
    const QStringList &warnings() const { return m_warnings; }

private:
    /// The outputs of the manifest's entry `entry`; null when it is gone or damaged.
    const std::vector<DatasetPtr> *outputsOf(qsizetype entry);

    const ResultCache &m_cache;
    size_t m_outputCount;
    std::optional<ItemManifest> m_manifest;
    std::map<qsizetype, std::optional<std::vector<DatasetPtr>>> m_opened; ///< by entry index
    QStringList m_warnings;
};

} // namespace weft::engine
