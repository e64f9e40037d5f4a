#include "MapNodeRun.h"

#include "ItemManifest.h"
#include "ItemRowSource.h"
#include "MapItems.h"
#include "NodePlacement.h"
#include "data/Table.h"
#include "ops/Operator.h"
#include "shm/SharedMemoryFolder.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace weft::engine {

namespace {

/// The dataset on input port 0, or null when the port does not hold exactly one.
DatasetPtr mappedInput(const std::vector<std::vector<DatasetPtr>> &inputs)
{
    if (inputs.empty() || inputs.front().size() != 1)
        return nullptr;
    return inputs.front().front();
}

} // namespace

MapNodeRun::MapNodeRun(const Operator &op, const Node &node,
                       std::vector<std::vector<DatasetPtr>> inputs, QDir projectDir, int inFlight,
                       Call call, BatchTargets targets, ItemCache itemCache)
    : m_op(op)
    , m_node(node)
    , m_inputs(std::move(inputs))
    , m_projectDir(std::move(projectDir))
    , m_call(std::move(call))
    , m_onError(node.run.itemErrorPolicy())
    , m_rows([this] {
        QString error;
        const DatasetPtr input = mappedInput(m_inputs);
        return input ? MapItems::count(input, &error).value_or(0) : 0;
    }())
    , m_itemCache(std::move(itemCache))
    , m_lookup(lookUpItems())
    , m_batches(m_lookup.toRun, batchSettings(node.run, targets), inFlight,
                [this](const MapBatches::Batch &batch, int worker, std::stop_token stop) {
                    return runBatch(batch, worker, stop);
                })
{
    if (!m_lookup.used)
        return;
    m_lookup.chunkLeft.assign(m_lookup.missing.size(), 0);
    for (const Segment &segment : m_lookup.segments)
        m_lookup.chunkLeft[segment.chunk] += segment.count;
    m_lookup.chunkNs.assign(m_lookup.missing.size(), 0);
    for (auto &[first, outputs] : m_lookup.hits)
        m_pieces.emplace(PieceKey{first, 0}, Piece{std::move(outputs), {}});
    m_lookup.hits.clear();
    // A missing chunk whose every item had its row elsewhere (an item deleted beside it moved
    // its edges) runs nothing: stored now, so that the next run finds it whole.
    for (size_t k = 0; k < m_lookup.missing.size(); ++k)
        if (m_lookup.chunkLeft[k] == 0)
            storeChunk(k, 0);
}

MapNodeRun::ItemLookup MapNodeRun::lookUpItems() const
{
    ItemLookup lookup;
    lookup.toRun = m_rows;
    const DatasetPtr input = mappedInput(m_inputs);
    const ResultCache *cache = m_itemCache.cache;
    if (!cache || m_itemCache.key.isEmpty() || !input || m_rows == 0)
        return lookup;
    lookup.used = true;
    lookup.toRun = 0;
    const auto started = std::chrono::steady_clock::now();
    const QByteArray salt = QByteArray::fromHex(m_itemCache.key);
    std::vector<quint64> hashes = ItemChunks::itemHashes(input, m_projectDir);
    std::vector<ItemChunks::Chunk> chunks = ItemChunks::cut(input, hashes, salt);
    const size_t outputCount = m_op.outputsFor(m_node.params).size();
    lookup.rowwise = m_op.spec().rowwise;
    std::optional<ItemRowSource> rows;
    if (lookup.rowwise) {
        lookup.manifestKey = ItemChunks::manifestKey(input, salt);
        lookup.kept.assign(chunks.size(), false);
        rows.emplace(*cache, lookup.manifestKey, outputCount);
    }
    const auto addToRun = [&lookup](qsizetype first, qsizetype count) {
        lookup.segments.push_back({first, count, lookup.missing.size() - 1});
        lookup.toRun += count;
        lookup.ends.push_back(lookup.toRun);
    };
    lookup.stats.items = m_rows;
    lookup.stats.chunks = qsizetype(chunks.size());
    for (size_t k = 0; k < chunks.size(); ++k) {
        const ItemChunks::Chunk &chunk = chunks[k];
        const QByteArray key = chunk.key.toHex();
        if (const std::optional<ResultCache::Entry> entry = cache->find(key)) {
            try {
                std::vector<DatasetPtr> outputs = cache->read(*entry);
                if (outputs.size() != outputCount ||
                    std::any_of(outputs.begin(), outputs.end(), [](const DatasetPtr &d) {
                        return !d || !MapItems::isMappable(d->kind());
                    }))
                    throw OperatorError(tr("it holds %1 outputs where the operator has %2")
                                            .arg(outputs.size())
                                            .arg(outputCount));
                cache->markUsed(*entry);
                lookup.hits.emplace_back(chunk.first, std::move(outputs));
                lookup.stats.itemsCached += chunk.count;
                ++lookup.stats.chunksCached;
                if (lookup.rowwise)
                    lookup.kept[k] = true;
                continue;
            } catch (const std::exception &e) {
                // Removed, so that this run's result takes its place.
                cache->remove(key, false);
                lookup.stats.warnings
                    << tr("the cached result of items %1 to %2 is damaged (%3); they are "
                          "computed again")
                           .arg(chunk.first)
                           .arg(chunk.first + chunk.count - 1)
                           .arg(exceptionMessage(e));
            }
        }
        lookup.missing.push_back(chunk);
        lookup.missingAt.push_back(k);
        if (!rows) {
            addToRun(chunk.first, chunk.count);
            continue;
        }
        ItemRowSource::Split split = rows->split(chunk, hashes);
        for (auto &taken : split.taken)
            lookup.hits.push_back(std::move(taken));
        lookup.stats.itemsCached += split.itemsTaken;
        for (const auto &[first, count] : split.toRun)
            addToRun(first, count);
    }
    lookup.stats.itemsRun = lookup.toRun;
    if (rows) {
        lookup.stats.warnings << rows->warnings();
        lookup.manifestWas = rows->digest();
        lookup.chunks = std::move(chunks);
        lookup.hashes = std::move(hashes);
    }
    lookup.stats.lookupNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                std::chrono::steady_clock::now() - started)
                                .count();
    return lookup;
}

std::optional<MapNodeRun::ItemCacheStats> MapNodeRun::itemCacheStats() const
{
    if (!m_lookup.used)
        return std::nullopt;
    std::lock_guard lock(m_mutex);
    return m_lookup.stats;
}

BatchSettings MapNodeRun::batchSettings(const NodeRunSettings &run, BatchTargets targets)
{
    BatchSettings settings;
    settings.targets = mapBatchTargets(run, targets);
    if (run.batchSize > 0) {
        settings.mode = BatchSettings::Mode::Fixed;
        settings.fixedSize = run.batchSize;
        settings.waitSeconds = run.batchWaitMs / 1000.0;
    }
    return settings;
}

bool MapNodeRun::start(TaskContext &context)
{
    const DatasetPtr input = mappedInput(m_inputs);
    QString error;
    if (!input || !MapItems::count(input, &error)) {
        const QString port =
            m_op.spec().inputs.empty() ? QString() : m_op.spec().inputs.front().name;
        fail(-1, input ? tr("first input '%1': %2").arg(port, error)
                       : tr("a map node needs one table, array or file list on its first "
                            "input '%1'")
                             .arg(port));
        return false;
    }
    context.recordEvent(EventType::MapItems, m_lookup.toRun);
    m_batches.start(context);
    return true;
}

QString MapNodeRun::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void MapNodeRun::fail(qsizetype item, const QString &message)
{
    // Batches that started before a failure still finish: of the items they find failing,
    // report the first in input order, whichever batch found it first.
    bool first = false;
    {
        std::lock_guard lock(m_mutex);
        first = m_error.isEmpty();
        if (first || item < m_errorItem) {
            m_error = message;
            m_errorItem = item;
        }
    }
    if (first && m_failed)
        m_failed(message);
}

std::vector<DatasetPtr> MapNodeRun::runOn(const DatasetPtr &items, int worker,
                                          std::stop_token stop) const
{
    std::vector<std::vector<DatasetPtr>> inputs = m_inputs;
    if (inputs.empty())
        inputs.resize(1);
    inputs.front() = {items};
    const OperatorSpec &spec = m_op.spec();
    std::vector<DatasetPtr> outputs;
    if (m_call) {
        outputs = m_call(std::move(inputs), worker, stop);
    } else {
        OperatorCall call(spec, m_node.params, std::move(inputs), m_projectDir, stop);
        call.setScratchBase(SharedMemoryFolder::baseDir());
        outputs = m_op.run(call);
    }
    if (outputs.size() != m_op.outputsFor(m_node.params).size() ||
        std::any_of(outputs.begin(), outputs.end(),
                    [](const DatasetPtr &d) { return !d || !MapItems::isMappable(d->kind()); }))
        throw OperatorError(tr("operator '%1' did not return one table, array or file list per "
                               "output in a batch")
                                .arg(spec.id));
    return outputs;
}

bool MapNodeRun::runBatch(const MapBatches::Batch &batch, int worker, std::stop_token stop)
{
    if (m_lookup.used)
        return runChunks(batch, worker, stop);
    return runItems(batch.first, MapItems::slice(mappedInput(m_inputs), batch.first, batch.count),
                    worker, stop, batch.context);
}

bool MapNodeRun::runChunks(const MapBatches::Batch &batch, int worker, std::stop_token stop)
{
    const DatasetPtr input = mappedInput(m_inputs);
    const std::vector<qsizetype> &ends = m_lookup.ends;
    const qsizetype batchEnd = batch.first + batch.count;
    // The batch's items to run, cut where segments end: each part runs as a call of its own,
    // so that a chunk's outputs are the join of its parts' (a batch's outputs cannot be split
    // among its items), whatever size the tuning gave the batch.
    for (auto s = size_t(std::upper_bound(ends.begin(), ends.end(), batch.first) - ends.begin());
         s < ends.size() && ends[s] - m_lookup.segments[s].count < batchEnd; ++s) {
        const Segment &segment = m_lookup.segments[s];
        const qsizetype segmentStart = ends[s] - segment.count; // among the items to run
        const qsizetype from = std::max(batch.first, segmentStart);
        const qsizetype count = std::min(batchEnd, ends[s]) - from;
        const qsizetype first = segment.first + (from - segmentStart); // in the first input
        const auto started = std::chrono::steady_clock::now();
        if (!runItems(first, MapItems::slice(input, first, count), worker, stop, batch.context))
            return false;
        const qint64 ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                              std::chrono::steady_clock::now() - started)
                              .count();
        const size_t k = segment.chunk;
        qint64 computeNs = 0;
        {
            std::lock_guard lock(m_mutex);
            m_lookup.chunkNs[k] += ns;
            if ((m_lookup.chunkLeft[k] -= count) > 0)
                continue;
            computeNs = m_lookup.chunkNs[k];
        }
        storeChunk(k, computeNs);
    }
    return true;
}

void MapNodeRun::storeChunk(size_t k, qint64 computeNs)
{
    const ItemChunks::Chunk &chunk = m_lookup.missing[k];
    // Stored when every part ran whole: a part run item by item (an item failed) holds what
    // succeeded, not the chunk's result.
    std::vector<std::vector<DatasetPtr>> parts;
    {
        std::lock_guard lock(m_mutex);
        for (auto piece = m_pieces.lower_bound(PieceKey{chunk.first, 0});
             piece != m_pieces.end() && piece->first.first < chunk.first + chunk.count; ++piece) {
            if (piece->first.second != 0 || !piece->second.error.isEmpty()) {
                parts.clear();
                break;
            }
            parts.push_back(piece->second.outputs);
        }
    }
    if (parts.empty())
        return;
    QString problem;
    try {
        std::vector<DatasetPtr> outputs = parts.front();
        if (parts.size() > 1) {
            for (size_t port = 0; port < outputs.size(); ++port) {
                std::vector<DatasetPtr> ofPort;
                for (const std::vector<DatasetPtr> &part : parts)
                    ofPort.push_back(part[port]);
                outputs[port] = MapItems::join(ofPort);
            }
        }
        // The manifest names row i of the entry as item i's output: an operator that broke
        // its row-wise promise must not leave an entry that says otherwise.
        QString error;
        if (m_lookup.rowwise)
            for (const DatasetPtr &output : outputs)
                if (MapItems::count(output, &error) != chunk.count)
                    throw OperatorError(tr("operator '%1' is row-wise but returned %2 items "
                                           "for %3")
                                            .arg(m_node.operatorId)
                                            .arg(MapItems::count(output, &error).value_or(0))
                                            .arg(chunk.count));
        problem = m_itemCache.cache->store(chunk.key.toHex(), m_node.id, m_node.operatorId, outputs,
                                           computeNs / 1'000'000);
    } catch (const OperatorError &e) {
        problem = e.message(); // parts that do not join: assemble() says so for the node
    }
    std::lock_guard lock(m_mutex);
    if (problem.isEmpty()) {
        if (m_lookup.rowwise)
            m_lookup.kept[m_lookup.missingAt[k]] = true;
        return;
    }
    // One line for a run: a full disk would say the same for every chunk.
    if (!std::exchange(m_lookup.storeFailed, true))
        m_lookup.stats.warnings << tr("items %1 to %2 not kept in the cache: %3")
                                       .arg(chunk.first)
                                       .arg(chunk.first + chunk.count - 1)
                                       .arg(problem);
}

void MapNodeRun::keepManifest()
{
    if (!m_lookup.used || !m_lookup.rowwise)
        return;
    std::lock_guard lock(m_mutex);
    // Unchanged items of a run that took every chunk whole: the manifest says so already.
    if (ItemManifest::digestOf(m_lookup.chunks, m_lookup.kept) == m_lookup.manifestWas)
        return;
    const QString problem = ItemManifest::write(*m_itemCache.cache, m_lookup.manifestKey,
                                                m_lookup.hashes, m_lookup.chunks, m_lookup.kept);
    // Without it the next run re-runs its changed chunks whole: worth a line, not a failure.
    if (!problem.isEmpty())
        m_lookup.stats.warnings << tr("the list of cached items not kept: %1").arg(problem);
}

bool MapNodeRun::runPiece(qsizetype key, const DatasetPtr &items, int worker, std::stop_token stop)
{
    {
        std::lock_guard lock(m_mutex);
        // The node failed already: only a piece of earlier items may change which item the
        // message names (pieces come in any order).
        if (!m_error.isEmpty() && key > m_errorItem)
            return false;
    }
    QString error;
    const qsizetype count = MapItems::count(items, &error).value_or(0);
    // This node's items are known piece by piece: the piece's context names this node.
    if (TaskContext *context = TaskContext::current())
        context->recordEvent(EventType::MapItems, count);
    const bool ok = runItems(key, items, worker, stop, nullptr);
    std::lock_guard lock(m_mutex);
    if (ok) {
        MapBatches::Stats &stats = m_streamStats;
        ++stats.batches;
        stats.items += count;
        stats.minSize = stats.batches == 1 ? count : std::min(stats.minSize, count);
        stats.maxSize = std::max(stats.maxSize, count);
        stats.finalSize = count;
    }
    return ok;
}

void MapNodeRun::setMappedInput(DatasetPtr input)
{
    if (m_inputs.empty())
        m_inputs.resize(1);
    m_inputs.front() = {std::move(input)};
}

MapNodeRun::SoFar MapNodeRun::outputSoFar(size_t port) const
{
    SoFar soFar;
    const MapBatches::Stats batches = stats();
    const std::optional<ItemCacheStats> cached = itemCacheStats();
    soFar.items = m_streamed ? 0 : m_rows;
    soFar.itemsDone = batches.items + (cached ? cached->itemsCached : 0);
    std::lock_guard lock(m_mutex);
    soFar.done = m_assembled;
    soFar.parts.reserve(m_pieces.size());
    for (const auto &[key, piece] : m_pieces)
        if (piece.error.isEmpty() && port < piece.outputs.size())
            soFar.parts.push_back(piece.outputs[port]);
    return soFar;
}

MapBatches::Stats MapNodeRun::stats() const
{
    if (!m_streamed)
        return m_batches.stats();
    std::lock_guard lock(m_mutex);
    return m_streamStats;
}

bool MapNodeRun::runItems(qsizetype key, const DatasetPtr &items, int worker, std::stop_token stop,
                          TaskContext *context)
{
    try {
        Piece piece{runOn(items, worker, stop), {}};
        if (m_downstream && context)
            m_downstream(key, piece.outputs.front(), *context);
        std::lock_guard lock(m_mutex);
        m_pieces.emplace(PieceKey{key, 0}, std::move(piece));
        return true;
    } catch (const OperatorError &) {
        if (stop.stop_requested())
            return false;
        // Some item of the batch failed: run them one by one so that only the culprits fail.
    } catch (const std::exception &e) {
        fail(key, exceptionMessage(e));
        return false;
    }
    QString error;
    const qsizetype count = MapItems::count(items, &error).value_or(0);
    std::vector<std::pair<PieceKey, Piece>> pieces;
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype item = key + i;
        try {
            pieces.emplace_back(PieceKey{key, i},
                                Piece{runOn(MapItems::slice(items, i, 1), worker, stop), {}});
        } catch (const OperatorError &e) {
            if (m_onError == ItemErrorPolicy::Fail || stop.stop_requested()) {
                fail(item, tr("item %1: %2").arg(item).arg(e.message()));
                return false;
            }
            pieces.emplace_back(PieceKey{key, i}, Piece{{}, e.message()});
        } catch (const std::exception &e) {
            fail(item, tr("item %1: %2").arg(item).arg(exceptionMessage(e)));
            return false;
        }
    }
    if (m_downstream && context) {
        // The items that succeeded go on as one piece, as the joined output will hold them.
        std::vector<DatasetPtr> parts;
        for (const auto &[place, piece] : pieces)
            if (piece.error.isEmpty())
                parts.push_back(piece.outputs.front());
        try {
            if (!parts.empty())
                m_downstream(key, MapItems::join(parts), *context);
        } catch (const OperatorError &e) {
            fail(key, e.message());
            return false;
        }
    }
    std::lock_guard lock(m_mutex);
    for (auto &[first, piece] : pieces)
        m_pieces.emplace(first, std::move(piece));
    return true;
}

std::vector<DatasetPtr> MapNodeRun::assemble()
{
    keepManifest(); // every batch has finished: each chunk is stored or never will be
    std::lock_guard lock(m_mutex);
    // The kinds and columns come from the first batch that succeeded, or from the operator run
    // on no item at all (every item failed, or there was none).
    const auto firstOk = std::find_if(m_pieces.begin(), m_pieces.end(), [](const auto &entry) {
        return entry.second.error.isEmpty();
    });
    const std::vector<DatasetPtr> shape =
        firstOk != m_pieces.end() ? firstOk->second.outputs
                                  : runOn(MapItems::slice(mappedInput(m_inputs), 0, 0), 0, {});

    std::vector<DatasetPtr> outputs;
    for (size_t port = 0; port < shape.size(); ++port) {
        if (const auto prototype = Table::fromDataset(shape[port])) {
            outputs.push_back(joinTables(port, *prototype));
            continue;
        }
        if (m_onError == ItemErrorPolicy::Record)
            throw OperatorError(tr("on_item_error \"record\" keeps failed items as table rows; "
                                   "output %1 is %2")
                                    .arg(port)
                                    .arg(MapItems::kindPhrase(shape[port]->kind())));
        std::vector<DatasetPtr> parts;
        for (const auto &[first, piece] : m_pieces)
            if (piece.error.isEmpty())
                parts.push_back(piece.outputs[port]);
        outputs.push_back(MapItems::join(parts.empty() ? std::vector{shape[port]} : parts));
    }
    m_pieces.clear();
    m_assembled = true;
    return outputs;
}

DatasetPtr MapNodeRun::joinTables(size_t port, const Table &prototype) const
{
    const bool record = m_onError == ItemErrorPolicy::Record;
    std::vector<ColumnType> types;
    for (int c = 0; c < prototype.columnCount(); ++c)
        types.push_back(prototype.column(c).type());
    qsizetype rows = 0;
    for (const auto &[first, piece] : m_pieces) {
        if (!piece.error.isEmpty()) {
            rows += record ? 1 : 0;
            continue;
        }
        const auto table = Table::fromDataset(piece.outputs[port]);
        if (!table)
            throw OperatorError(tr("the batches from item %1 returned %2 where earlier ones "
                                   "returned a table")
                                    .arg(first.first + first.second)
                                    .arg(MapItems::kindPhrase(piece.outputs[port]->kind())));
        if (table->columnNames() != prototype.columnNames())
            throw OperatorError(
                tr("the batches from item %1 returned the columns %2 "
                   "where earlier ones returned %3")
                    .arg(first.first + first.second)
                    .arg(table->columnNames().join(u", "), prototype.columnNames().join(u", ")));
        for (int c = 0; c < prototype.columnCount(); ++c) {
            const auto type = MapItems::joinedType(types[size_t(c)], table->column(c).type());
            if (!type)
                throw OperatorError(tr("the batches from item %1 returned column '%2' as %3 "
                                       "where earlier ones returned %4")
                                        .arg(first.first + first.second)
                                        .arg(prototype.column(c).name(),
                                             columnTypeName(table->column(c).type()),
                                             columnTypeName(types[size_t(c)])));
            types[size_t(c)] = *type;
        }
        rows += table->rowCount();
    }

    auto joined = std::make_shared<Table>();
    for (int c = 0; c < prototype.columnCount(); ++c) {
        TableColumn column(prototype.column(c).name(), types[size_t(c)]);
        column.reserve(rows);
        for (const auto &[first, piece] : m_pieces) {
            if (piece.error.isEmpty()) {
                MapItems::appendJoined(column, Table::fromDataset(piece.outputs[port])->column(c));
            } else if (record) {
                column.appendNull();
            }
        }
        joined->addColumn(std::move(column));
    }
    if (record) {
        TableColumn errors(prototype.column(u"error") ? u"map_error"_qs : u"error"_qs,
                           ColumnType::String);
        errors.reserve(rows);
        for (const auto &[first, piece] : m_pieces) {
            if (!piece.error.isEmpty()) {
                errors.appendString(piece.error);
                continue;
            }
            const qsizetype produced = Table::fromDataset(piece.outputs[port])->rowCount();
            for (qsizetype i = 0; i < produced; ++i)
                errors.appendNull();
        }
        joined->addColumn(std::move(errors));
    }
    return joined;
}

} // namespace weft::engine
