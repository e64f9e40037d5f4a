#include "OutputReader.h"

#include "data/DataError.h"
#include "exec/MapItems.h"
#include "monitor/FreshnessPlanner.h"
#include "ops/Operator.h"
#include "run/Setup.h"

#include <algorithm>

namespace weft::app {

bool OutputReader::readCached(const Request &request, Outcome &outcome)
{
    if (request.projectFile.isEmpty())
        return false;
    run::Setup::Options options;
    options.incremental = true;
    options.verifyCache = false; // the entry's outputs are checked below, as they are read
    options.to = QStringList{request.node.toString()};
    engine::Graph graph;
    QString error;
    const std::optional<run::CachePlan> plan = run::Setup::planCache(
        request.project, request.projectFile, options, &graph, nullptr, &error);
    if (!plan)
        return false;
    const auto &nodes = plan->nodes();
    const auto it = std::find_if(nodes.begin(), nodes.end(),
                                 [&](const auto &node) { return node.id == request.node; });
    if (it == nodes.end())
        return false;
    if (!it->cached()) {
        const NodeFreshness mark =
            FreshnessPlanner::markOf(request.project, *plan, size_t(it - nodes.begin()));
        outcome.reason = mark.reason;
        outcome.cacheable = mark.state != NodeFreshness::State::Uncached;
        return false;
    }
    const engine::ResultCache cache(engine::ResultCache::folderFor(request.projectFile));
    const std::vector<engine::DatasetPtr> outputs = cache.read(*it->use.hit);
    if (request.portIndex < 0 || size_t(request.portIndex) >= outputs.size())
        throw engine::OperatorError(
            tr("the cached result has no output %1").arg(request.portIndex + 1));
    outcome.dataset = outputs[size_t(request.portIndex)];
    outcome.preview = engine::DatasetPreview::fromDataset(*outcome.dataset);
    outcome.fromCache = true;
    outcome.computeMs = it->use.hit->computeMs;
    return true;
}

OutputReader::Outcome OutputReader::read(const Request &request, std::stop_token stop)
{
    Outcome outcome;
    try {
        if (readCached(request, outcome))
            return outcome;
        if (request.source) {
            const engine::Node *node = request.project.graph.findNode(request.node);
            if (node) {
                outcome.preview = engine::DatasetPreview::fromSource(
                    node->operatorId, request.sourceParams, request.folder, stop, &outcome.dataset);
                return outcome;
            }
        }
        outcome.noResult = true;
    } catch (const engine::DataError &e) {
        outcome.error = e.message();
    } catch (const std::exception &e) {
        outcome.error = engine::exceptionMessage(e);
    }
    return outcome;
}

OutputReader::Outcome OutputReader::readSoFar(const engine::MapNodeRun::SoFar &soFar)
{
    Outcome outcome;
    outcome.live = true;
    outcome.items = soFar.items;
    outcome.itemsDone = soFar.itemsDone;
    if (soFar.parts.empty()) {
        outcome.noResult = true;
        outcome.reason = tr("The node is running; its output shows here as its first batch ends.");
        return outcome;
    }
    try {
        outcome.dataset = engine::MapItems::join(soFar.parts);
        outcome.preview = engine::DatasetPreview::fromDataset(*outcome.dataset);
    } catch (const engine::DataError &e) {
        outcome.error = e.message();
    } catch (const std::exception &e) {
        outcome.error = engine::exceptionMessage(e);
    }
    return outcome;
}

} // namespace weft::app
