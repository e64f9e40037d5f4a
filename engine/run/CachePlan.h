#pragma once

#include "NodeSignatures.h"
#include "exec/ResultCache.h"
#include "exec/RunResult.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace weft::run {

/// What an incremental run takes from the result cache and what it computes, and why, for every
/// node: `weft --run --dry-run` prints it, a real run follows it and its report and record carry
/// it. A node is taken from the cache when an entry holds its signature (engine::NodeSignature)
/// and every file that entry wrote is unchanged. Otherwise it runs, for one reason:
///
///     no_entry          never computed with these inputs and parameters
///     params_changed    a parameter changed since the last recorded run (detail: which)
///     input_changed     an input port is connected to something else (detail: the port)
///     upstream_changed  a node above changed (detail: the nearest such node)
///     file_changed      a file it reads or wrote changed (detail: the file)
///     operator_changed  another operator, or a new version of it
///     not_cacheable     it or a node above is marked `cache: false`, or has an unknown operator
///     forced            --from names it or a node above, or --no-cache
///     evicted           its entry was evicted to keep the cache within its bound
///
/// A node frozen by the user (`run.frozen`) is taken from the entry it was frozen with, and
/// the nodes below it are signed with that entry's signature: edits above it make neither it
/// nor them run. When that entry is gone it runs as if it were not frozen, with a warning.
///
/// A hit is read back only when a node that runs needs it; one whose entry is corrupted is
/// computed (with a warning) and the nodes it reads from are read back in its place. A plan
/// with Options::verify false reads no entry's outputs and writes nothing: cheap enough to
/// make after every edit.
class CachePlan
{
    Q_DECLARE_TR_FUNCTIONS(CachePlan)

public:
    struct Options
    {
        bool noCache = false; ///< --no-cache: run every node, keep nothing
        QStringList from;     ///< --from: these nodes and everything below them run
        /// False for a plan that only shows what a run would do (the window's marks while the
        /// user edits): entries are found as a run finds them (entry.json read, the files they
        /// name stat'ed), but their outputs are not read back to check them, nothing is removed
        /// and the files' fingerprints are not kept. A damaged entry is then seen by the run.
        bool verify = true;
    };

    struct Node
    {
        engine::NodeId id;
        QString operatorId;
        QString reason; ///< "" when taken from the cache
        QString detail;
        engine::NodeSignature signature;
        engine::CacheUse use;
        bool frozen = false;     ///< taken from the entry it was frozen with
        bool frozenLost = false; ///< frozen, but that entry is gone: it runs unfrozen
        /// file_changed because this node that writes the same file runs (runWritersTogether).
        engine::NodeId sharesFileWith;

        bool cached() const { return use.hit.has_value(); }
    };

    /// The plan for `graph` (a project's, or the part --to asks for) against `cache`.
    /// `previous`: each node's signature as the newest recorded run of the project kept it
    /// (RunStore::latestSignatures), for the reasons. `warnings` gains a line per corrupted
    /// entry.
    static CachePlan make(const engine::Graph &graph, const QDir &projectFolder,
                          const engine::ResultCache &cache,
                          const QHash<QString, QByteArray> &previous, const Options &options,
                          QStringList *warnings);

    const std::vector<Node> &nodes() const { return m_nodes; }
    /// Each node's use of the cache, in graph order, for GraphRunner::useCache().
    std::vector<engine::CacheUse> uses() const;
    int cachedCount() const;
    /// One object per node: id, operator, "action" ("run" or "cached"), reason and detail.
    QJsonArray toJson() const;
    /// Sets each node result's cache, reason and signature (same order as the plan's graph).
    void annotate(engine::RunResult &result) const;

    /// The nodes of `graph` that `targets` need: the targets and everything above them, in
    /// the graph's order (--to). Unknown ids are left out; the caller names them. With a
    /// `cache`, a frozen node whose result it holds needs nothing above it.
    static engine::Graph upTo(const engine::Graph &graph, const QStringList &targets,
                              const engine::ResultCache *cache = nullptr);
    /// Whether `node` is frozen and `cache` still holds the result it was frozen with.
    static bool isFrozenHit(const engine::Node &node, const engine::ResultCache &cache);

private:
    /// Each file that two or more nodes write (by its absolute path), with their indexes.
    using SharedFiles = std::vector<std::pair<QString, std::vector<size_t>>>;
    static SharedFiles filesWrittenByMany(const engine::Graph &graph, const QDir &projectFolder);
    /// Nodes that write one file (several tables into one SQLite database) run together: when
    /// one of them runs, the others run too (file_changed), and each stores its entry when the
    /// run has ended (CacheUse::storeAtEnd), so that every entry holds the file as all of them
    /// left it. Else each writer would find the file changed by the others, and they would run
    /// again in every run. True when it turned a hit into a run.
    bool runWritersTogether(const SharedFiles &sharedFiles, const engine::Graph &graph,
                            const QDir &projectFolder);
    /// For a map node that looks up its items and whose items come from a hit: how many of
    /// them the cache holds, in its reason and detail as the run will give them.
    void countCachedItems(const engine::Graph &graph, const QDir &projectFolder,
                          const engine::ResultCache &cache);
    /// "3 of 100000 items (1 of 312 chunks cached)": `run` items run.
    static QString itemsDetail(qsizetype run, qsizetype items, qsizetype cachedChunks,
                               qsizetype chunks);

    std::vector<Node> m_nodes;
};

} // namespace weft::run
