#include "CachePlan.h"

#include "FileFingerprints.h"
#include "exec/ItemChunks.h"
#include "exec/ItemManifest.h"
#include "ops/OperatorRegistry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace weft::run {

namespace {

using namespace Qt::StringLiterals;

/// The nodes reachable from `seeds` along the edges (downwards), or against them (upwards),
/// the seeds included, as flags by node index.
std::vector<bool> closure(const engine::Graph &graph, const QHash<engine::NodeId, int> &index,
                          const QStringList &seeds, bool upwards,
                          const QSet<engine::NodeId> &stops = {})
{
    std::vector<std::vector<int>> next(graph.nodes.size());
    for (const engine::Edge &edge : graph.edges) {
        const int from = index.value(edge.fromNode, -1);
        const int to = index.value(edge.toNode, -1);
        if (from >= 0 && to >= 0)
            next[size_t(upwards ? to : from)].push_back(upwards ? from : to);
    }
    std::vector<bool> reached(graph.nodes.size(), false);
    std::vector<int> todo;
    for (const QString &seed : seeds)
        todo.push_back(index.value(engine::NodeId(seed), -1));
    while (!todo.empty()) {
        const int at = todo.back();
        todo.pop_back();
        if (at < 0 || reached[size_t(at)])
            continue;
        reached[size_t(at)] = true;
        if (stops.contains(graph.nodes[size_t(at)].id))
            continue;
        todo.insert(todo.end(), next[size_t(at)].begin(), next[size_t(at)].end());
    }
    return reached;
}

} // namespace

CachePlan CachePlan::make(const engine::Graph &graph, const QDir &projectFolder,
                          const engine::ResultCache &cache,
                          const QHash<QString, QByteArray> &previous, const Options &options,
                          QStringList *warnings)
{
    engine::FileFingerprints files = engine::FileFingerprints::fromJson(cache.fingerprints());
    const QHash<engine::NodeId, int> index = graph.indexById();
    const std::vector<bool> forced = closure(graph, index, options.from, false);
    // A frozen node stands for the entry it was frozen with, while the cache holds it; one whose
    // entry is gone runs as if it were not frozen, and the nodes below it with it.
    QHash<engine::NodeId, QByteArray> pinned;
    QSet<engine::NodeId> lost;
    for (const engine::Node &node : graph.nodes) {
        // --from and --no-cache compute it: what it was frozen with is left as it is.
        if (node.run.frozen.isEmpty() || options.noCache || forced[size_t(index.value(node.id))])
            continue;
        if (isFrozenHit(node, cache)) {
            pinned.insert(node.id, QByteArray::fromHex(node.run.frozen.toLatin1()));
            continue;
        }
        lost.insert(node.id);
        if (warnings)
            *warnings << tr("node '%1' is frozen, but the result it was frozen with is no longer "
                            "in the cache; it runs as if it were not frozen")
                             .arg(node.id.toString());
    }
    const std::vector<engine::NodeSignature> signatures = engine::computeNodeSignatures(
        graph, engine::OperatorRegistry::builtin(), projectFolder, files, pinned);
    if (!options.noCache && options.verify)
        cache.keepFingerprints(files.toJson());

    CachePlan plan;
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const engine::Node &graphNode = graph.nodes[i];
        Node node{graphNode.id, graphNode.operatorId, {}, {}, {}, {}, false, false, {}};
        node.frozen = pinned.contains(graphNode.id);
        node.frozenLost = lost.contains(graphNode.id);
        if (i < signatures.size())
            node.signature = signatures[i];
        if (options.noCache) {
            node.reason = u"forced"_s;
            node.detail = u"--no-cache"_s;
        } else if (i >= signatures.size() || !node.signature.cacheable) {
            node.reason = u"not_cacheable"_s;
        } else {
            node.use.key = node.signature.digest.toHex();
            QString changedFile;
            if (forced[i]) {
                node.reason = u"forced"_s;
            } else if (auto entry = cache.find(node.use.key, &changedFile)) {
                node.use.hit = std::move(entry);
            } else if (!changedFile.isEmpty()) {
                node.reason = u"file_changed"_s;
                node.detail = projectFolder.relativeFilePath(changedFile);
            } else if (cache.wasEvicted(node.use.key)) {
                node.reason = u"evicted"_s;
            } else {
                const std::optional<engine::NodeSignature> before = engine::NodeSignature::fromJson(
                    QJsonDocument::fromJson(previous.value(graphNode.id.toString())).object());
                const engine::SignatureChange change =
                    before ? engine::explainChange(*before, node.signature)
                           : engine::SignatureChange{};
                node.reason = change.reason == engine::ChangeReason::None
                                  ? u"no_entry"_s
                                  : engine::changeReasonName(change.reason);
                node.detail = change.detail;
            }
        }
        // A map node that runs takes what it can of its items from the cache, unless the run
        // is to compute it (--from).
        if (!node.cached() && !node.use.key.isEmpty() && !forced[i] &&
            !node.signature.itemDigest.isEmpty())
            node.use.itemKey = node.signature.itemDigest.toHex();
        plan.m_nodes.push_back(std::move(node));
    }

    const SharedFiles sharedFiles = filesWrittenByMany(graph, projectFolder);
    plan.runWritersTogether(sharedFiles, graph, projectFolder);

    // A hit is read back when a node that runs reads it. Its files are checked first: a
    // damaged entry is computed instead, and then what it reads must be read back in turn.
    // A plan that only shows what a run would do reads no outputs: the run checks them.
    for (bool changed = options.verify; changed;) {
        changed = false;
        for (const engine::Edge &edge : graph.edges) {
            const int from = index.value(edge.fromNode, -1);
            const int to = index.value(edge.toNode, -1);
            if (from < 0 || to < 0)
                continue;
            Node &source = plan.m_nodes[size_t(from)];
            if (!source.cached() || source.use.load || plan.m_nodes[size_t(to)].cached())
                continue;
            const QString damage = cache.verify(*source.use.hit);
            if (damage.isEmpty()) {
                source.use.load = true;
                continue;
            }
            if (warnings)
                *warnings << tr("the cached result of node '%1' is damaged (%2); it is computed "
                                "again")
                                 .arg(source.id.toString(), damage);
            cache.remove(source.use.key, false);
            source.use.hit.reset();
            source.reason = u"no_entry"_s;
            if (!source.signature.itemDigest.isEmpty())
                source.use.itemKey = source.signature.itemDigest.toHex();
            changed = true;
        }
        if (changed)
            plan.runWritersTogether(sharedFiles, graph, projectFolder);
    }
    if (options.verify)
        plan.countCachedItems(graph, projectFolder, cache);
    return plan;
}

CachePlan::SharedFiles CachePlan::filesWrittenByMany(const engine::Graph &graph,
                                                     const QDir &projectFolder)
{
    const engine::OperatorRegistry &registry = engine::OperatorRegistry::builtin();
    QHash<QString, std::vector<size_t>> writers; // by the file's absolute path
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const engine::Operator *op = registry.find(graph.nodes[i].operatorId);
        if (!op)
            continue;
        for (const engine::ParamSpec &param : op->spec().params) {
            const QString path = graph.nodes[i].params.value(param.name).toString();
            if (param.type != engine::ParamType::OutputFile || path.isEmpty())
                continue;
            std::vector<size_t> &nodes =
                writers[QDir::cleanPath(projectFolder.absoluteFilePath(path))];
            if (nodes.empty() || nodes.back() != i)
                nodes.push_back(i);
        }
    }
    SharedFiles shared;
    for (auto it = writers.cbegin(); it != writers.cend(); ++it)
        if (it.value().size() > 1)
            shared.emplace_back(it.key(), it.value());
    return shared;
}

bool CachePlan::runWritersTogether(const SharedFiles &sharedFiles, const engine::Graph &graph,
                                   const QDir &projectFolder)
{
    bool changed = false;
    for (const auto &[file, nodes] : sharedFiles) {
        const auto runs = [this](size_t i) { return !m_nodes[i].cached(); };
        const auto running = std::find_if(nodes.begin(), nodes.end(), runs);
        if (running == nodes.end())
            continue;
        for (const size_t i : nodes) {
            Node &node = m_nodes[i];
            node.use.storeAtEnd = true;
            if (!node.cached() || node.frozen)
                continue;
            node.use.hit.reset();
            node.use.load = false;
            node.reason = u"file_changed"_s;
            node.detail = projectFolder.relativeFilePath(file);
            node.sharesFileWith = graph.nodes[*running].id;
            if (!node.signature.itemDigest.isEmpty())
                node.use.itemKey = node.signature.itemDigest.toHex();
            changed = true;
        }
    }
    return changed;
}

void CachePlan::countCachedItems(const engine::Graph &graph, const QDir &projectFolder,
                                 const engine::ResultCache &cache)
{
    const engine::OperatorRegistry &registry = engine::OperatorRegistry::builtin();
    const QHash<engine::NodeId, int> index = graph.indexById();
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        Node &node = m_nodes[i];
        const engine::Operator *op = registry.find(graph.nodes[i].operatorId);
        if (node.use.itemKey.isEmpty() || !op || op->spec().inputs.empty())
            continue;
        // The items are known before the run only when the node they come from is a hit (the
        // loop above has verified its entry, since this node reads it).
        const QString &mapped = op->spec().inputs.front().name;
        const auto edge = std::find_if(graph.edges.begin(), graph.edges.end(), [&](const auto &e) {
            return e.toNode == node.id && e.toPort == mapped;
        });
        const int from = edge == graph.edges.end() ? -1 : index.value(edge->fromNode, -1);
        if (from < 0 || !m_nodes[size_t(from)].use.load)
            continue;
        const engine::Node &producer = graph.nodes[size_t(from)];
        const engine::Operator *producerOp = registry.find(producer.operatorId);
        const int port =
            producerOp ? engine::portIndex(producerOp->outputsFor(producer.params), edge->fromPort)
                       : -1;
        std::vector<engine::DatasetPtr> outputs;
        try {
            outputs =
                cache.read(*m_nodes[size_t(from)].use.hit, engine::DatasetFile::Check::Header);
        } catch (const std::exception &) {
            continue; // the run finds it damaged and computes it
        }
        if (port < 0 || size_t(port) >= outputs.size())
            continue;
        qsizetype items = 0, cachedItems = 0, cachedChunks = 0;
        const engine::DatasetPtr &mappedItems = outputs[size_t(port)];
        const QByteArray salt = QByteArray::fromHex(node.use.itemKey);
        const std::vector<quint64> hashes =
            engine::ItemChunks::itemHashes(mappedItems, projectFolder);
        const std::vector<engine::ItemChunks::Chunk> chunks =
            engine::ItemChunks::cut(mappedItems, hashes, salt);
        // A row-wise operator's missing chunks run only the items no entry holds a row of, as
        // the run will find them (ItemRowSource; a damaged entry shows only when read).
        QString problem;
        const std::optional<engine::ItemManifest> manifest =
            op->spec().rowwise
                ? engine::ItemManifest::load(
                      cache, engine::ItemChunks::manifestKey(mappedItems, salt), &problem)
                : std::nullopt;
        QHash<qsizetype, bool> present; // by manifest entry
        for (const engine::ItemChunks::Chunk &chunk : chunks) {
            items += chunk.count;
            if (cache.find(chunk.key.toHex())) {
                cachedItems += chunk.count;
                ++cachedChunks;
                continue;
            }
            for (qsizetype item = chunk.first; manifest && item < chunk.first + chunk.count;
                 ++item) {
                const auto place = manifest->find(hashes[size_t(item)]);
                if (!place)
                    continue;
                auto known = present.find(place->entry);
                if (known == present.end())
                    known = present.insert(
                        place->entry, cache.find(manifest->entryKey(place->entry)).has_value());
                cachedItems += known.value() ? 1 : 0;
            }
        }
        if (cachedItems == 0)
            continue;
        // As the run's report will say it (annotate()).
        if (cachedItems < items)
            node.reason = u"input_changed"_s;
        node.detail =
            itemsDetail(items - cachedItems, items, cachedChunks, qsizetype(chunks.size()));
    }
}

QString CachePlan::itemsDetail(qsizetype run, qsizetype items, qsizetype cachedChunks,
                               qsizetype chunks)
{
    return tr("%1 of %2 items (%3 of %4 chunks cached)")
        .arg(run)
        .arg(items)
        .arg(cachedChunks)
        .arg(chunks);
}

std::vector<engine::CacheUse> CachePlan::uses() const
{
    std::vector<engine::CacheUse> uses;
    uses.reserve(m_nodes.size());
    for (const Node &node : m_nodes)
        uses.push_back(node.use);
    return uses;
}

int CachePlan::cachedCount() const
{
    return int(std::count_if(m_nodes.begin(), m_nodes.end(),
                             [](const Node &node) { return node.cached(); }));
}

QJsonArray CachePlan::toJson() const
{
    QJsonArray nodes;
    for (const Node &node : m_nodes) {
        QJsonObject json{{u"id"_s, node.id.toString()},
                         {u"operator"_s, node.operatorId},
                         {u"action"_s, node.cached() ? u"cached"_s : u"run"_s}};
        if (!node.reason.isEmpty())
            json.insert(u"reason"_s, node.reason);
        if (!node.detail.isEmpty())
            json.insert(u"detail"_s, node.detail);
        if (!node.sharesFileWith.isEmpty())
            json.insert(u"shares_file_with"_s, node.sharesFileWith.toString());
        if (!node.use.itemKey.isEmpty())
            json.insert(u"per_item"_s, true);
        nodes.append(json);
    }
    return nodes;
}

void CachePlan::annotate(engine::RunResult &result) const
{
    for (size_t i = 0; i < result.nodes.size() && i < m_nodes.size(); ++i) {
        const Node &node = m_nodes[i];
        engine::NodeResult &out = result.nodes[i];
        out.cache = node.cached() ? u"hit"_s : node.use.key.isEmpty() ? u"off"_s : u"miss"_s;
        out.cacheReason = node.reason;
        out.cacheDetail = node.detail;
        // A map node that took some of its items from the cache ran for the others: what
        // changed is its first input's content, and the detail says how much of it ran.
        if (const auto &items = out.itemCache; items && items->itemsCached > 0) {
            if (items->itemsCached < items->items)
                out.cacheReason = u"input_changed"_s;
            out.cacheDetail = itemsDetail(items->items - items->itemsCached, items->items,
                                          items->chunksCached, items->chunks);
        }
        out.signature = QJsonDocument(node.signature.toJson()).toJson(QJsonDocument::Compact);
    }
}

bool CachePlan::isFrozenHit(const engine::Node &node, const engine::ResultCache &cache)
{
    return !node.run.frozen.isEmpty() && cache.find(node.run.frozen.toLatin1()).has_value();
}

engine::Graph CachePlan::upTo(const engine::Graph &graph, const QStringList &targets,
                              const engine::ResultCache *cache)
{
    // A frozen node whose result the cache holds needs nothing above it.
    QSet<engine::NodeId> stops;
    if (cache)
        for (const engine::Node &node : graph.nodes)
            if (isFrozenHit(node, *cache))
                stops.insert(node.id);
    const std::vector<bool> needed = closure(graph, graph.indexById(), targets, true, stops);
    engine::Graph part;
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        if (needed[i])
            part.nodes.push_back(graph.nodes[i]);
    const QHash<engine::NodeId, int> kept = part.indexById();
    for (const engine::Edge &edge : graph.edges)
        if (kept.contains(edge.fromNode) && kept.contains(edge.toNode))
            part.edges.push_back(edge);
    return part;
}

} // namespace weft::run
