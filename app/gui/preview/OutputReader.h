#pragma once

#include "data/DatasetPreview.h"
#include "exec/MapNodeRun.h"
#include "project/Project.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QString>

#include <stop_token>

namespace weft::app {

/// Reads what the output inspector shows of one output of one node: the node's result from the
/// result cache when an entry holds it for the node as it is now (the plan a run would make,
/// run::Setup::planCache, for the node and what it needs, without reading any other entry), else
/// a source node's file (engine::DatasetPreview::fromSource), else why there is no result.
///
/// A cached table stays mapped from its file (engine::ResultCache::read): the outcome holds it
/// whole, and nothing of it is copied but the preview's first rows. Stateless and thread-safe:
/// the inspector calls read() on a pool thread with a copy of the project.
///
///     OutputReader::Outcome out = OutputReader::read({project, file, NodeId(u"sort"_s), 0});
///     if (out.fromCache) qDebug() << out.preview.rowCount;
class OutputReader
{
    Q_DECLARE_TR_FUNCTIONS(OutputReader)

public:
    struct Request
    {
        engine::Project project;
        QString projectFile; ///< absolute; "" for a project never saved (no cache)
        engine::NodeId node;
        int portIndex = 0; ///< the output port, in the node's order
        /// A source node's parameters as its preview reads them (DatasetPreviewController's
        /// Source); empty for a node that is no source.
        QJsonObject sourceParams;
        bool source = false; ///< fromSource() can preview the node
        QDir folder;         ///< resolves a source's relative paths
    };

    struct Outcome
    {
        engine::DatasetPreview preview;
        /// The whole output, when read from the cache or from a source read whole (.npy).
        engine::DatasetPtr dataset;
        bool fromCache = false;
        qint64 computeMs = 0; ///< what computing the cached output took
        bool noResult = false;
        bool cacheable = true; ///< false: the node's results are never kept in the cache
        QString reason;        ///< noResult: the node's freshness, in words ("" when unknown)
        QString error;         ///< one line, when the output or the file cannot be read
        /// What a map node running now produced so far (readSoFar()), not a finished output.
        bool live = false;
        qsizetype items = 0;     ///< live: the items it maps over (0 when not known yet)
        qsizetype itemsDone = 0; ///< live: of them, done
    };

    /// Never throws: a failure is the outcome's `error`.
    static Outcome read(const Request &request, std::stop_token stop = {});
    /// What a running map node's batches produced so far, joined in item order
    /// (engine::MapItems::join); noResult (with the reason) before its first batch ended.
    /// Never throws.
    static Outcome readSoFar(const engine::MapNodeRun::SoFar &soFar);

private:
    /// The cached output; false when the cache holds none for the node as it is now (then
    /// `outcome` says why).
    static bool readCached(const Request &request, Outcome &outcome);
};

} // namespace weft::app
