#include "ItemRowSource.h"

#include "MapItems.h"
#include "ResultCache.h"
#include "ops/Operator.h"

#include <algorithm>

namespace weft::engine {

ItemRowSource::ItemRowSource(const ResultCache &cache, const QByteArray &manifestKey,
                             size_t outputCount)
    : m_cache(cache)
    , m_outputCount(outputCount)
{
    QString problem;
    m_manifest = ItemManifest::load(cache, manifestKey, &problem);
    if (!problem.isEmpty())
        m_warnings << tr("the list of this node's cached items is damaged (%1); its changed "
                         "chunks are computed whole")
                          .arg(problem);
}

const std::vector<DatasetPtr> *ItemRowSource::outputsOf(qsizetype entry)
{
    auto [it, added] = m_opened.try_emplace(entry);
    if (!added)
        return it->second ? &*it->second : nullptr;
    const QByteArray key = m_manifest->entryKey(entry);
    const std::optional<ResultCache::Entry> found = m_cache.find(key);
    if (!found)
        return nullptr; // evicted since: its items run
    try {
        std::vector<DatasetPtr> outputs = m_cache.read(*found);
        QString error;
        const std::optional<qsizetype> rows = outputs.empty() || !outputs.front()
                                                  ? std::nullopt
                                                  : MapItems::count(outputs.front(), &error);
        // Every output must hold one row per item of the chunk it was stored for: otherwise
        // the manifest's rows do not name this entry's items.
        if (outputs.size() != m_outputCount || !rows ||
            std::any_of(outputs.begin(), outputs.end(), [&](const DatasetPtr &d) {
                QString countError;
                return !d || !MapItems::isMappable(d->kind()) ||
                       MapItems::count(d, &countError) != rows;
            }))
            throw OperatorError(tr("its outputs do not hold one row per item"));
        m_cache.markUsed(*found);
        it->second = std::move(outputs);
        return &*it->second;
    } catch (const std::exception &e) {
        // Removed, so that no later run reads it again; its chunk is stored anew when it runs.
        m_cache.remove(key, false);
        m_warnings << tr("a cached result that items of this node reuse is damaged (%1); "
                         "those items are computed again")
                          .arg(exceptionMessage(e));
        return nullptr;
    }
}

ItemRowSource::Split ItemRowSource::split(const ItemChunks::Chunk &chunk,
                                          const std::vector<quint64> &hashes)
{
    Split split;
    // The run being gathered: taken rows [row, row + count) of `entry`, or items to run.
    qsizetype first = chunk.first, count = 0, entry = -1, row = 0;
    bool taking = false;
    const auto flush = [&] {
        if (count == 0)
            return;
        if (!taking) {
            split.toRun.emplace_back(first, count);
        } else {
            std::vector<DatasetPtr> rows;
            for (const DatasetPtr &output : *outputsOf(entry))
                rows.push_back(MapItems::slice(output, row, count));
            split.taken.emplace_back(first, std::move(rows));
            split.itemsTaken += count;
        }
    };
    for (qsizetype i = chunk.first; i < chunk.first + chunk.count; ++i) {
        std::optional<ItemManifest::Place> place =
            m_manifest ? m_manifest->find(hashes[size_t(i)]) : std::nullopt;
        if (place) {
            const std::vector<DatasetPtr> *outputs = outputsOf(place->entry);
            QString error;
            if (!outputs || MapItems::count(outputs->front(), &error).value_or(0) <= place->row)
                place.reset();
        }
        const bool takes = place.has_value();
        const bool extends = count > 0 && takes == taking &&
                             (!takes || (place->entry == entry && place->row == row + count));
        if (!extends) {
            flush();
            first = i;
            count = 0;
            taking = takes;
            if (takes) {
                entry = place->entry;
                row = place->row;
            }
        }
        ++count;
    }
    flush();
    return split;
}

} // namespace weft::engine
