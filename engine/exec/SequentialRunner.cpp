#include "SequentialRunner.h"

#include "MemoryLedger.h"
#include "ResumeSet.h"
#include "RunObserver.h"
#include "ops/OperatorRegistry.h"

#include <QElapsedTimer>
#include <QHash>

#include <algorithm>

namespace weft::engine {

namespace {

/// The intermediate datasets of a run: who still needs each one, and the memory they hold.
class DatasetLedger
{
public:
    explicit DatasetLedger(int nodes)
        : m_outputs(size_t(nodes))
        , m_uses(size_t(nodes))
    {}

    void produce(int node, std::vector<DatasetPtr> outputs, std::vector<int> consumers)
    {
        for (const DatasetPtr &dataset : outputs)
            m_memory.hold(*dataset);
        m_outputs[size_t(node)] = std::move(outputs);
        m_uses[size_t(node)] = std::move(consumers);
    }

    const DatasetPtr &dataset(int node, int port) const
    {
        return m_outputs.at(size_t(node)).at(size_t(port));
    }

    /// One consumer of (node, port) has finished; releases the dataset after its last one.
    void consumed(int node, int port)
    {
        if (--m_uses[size_t(node)][size_t(port)] > 0)
            return;
        DatasetPtr &slot = m_outputs[size_t(node)][size_t(port)];
        m_memory.release(*slot);
        slot.reset();
    }

    const MemoryLedger &memory() const { return m_memory; }

private:
    std::vector<std::vector<DatasetPtr>> m_outputs; ///< by node, then output port
    std::vector<std::vector<int>> m_uses;           ///< consumers still to run, same layout
    MemoryLedger m_memory;
};

/// An edge resolved to node and port indices.
struct Link
{
    int fromNode;
    int fromPort;
    int toNode;
    int toPort;
};

int portIndex(const std::vector<PortSpec> &ports, const QString &name)
{
    for (int i = 0; i < int(ports.size()); ++i)
        if (ports[i].name == name)
            return i;
    return -1;
}

/// Runs one node: gathers its inputs, calls the operator, records outputs and releases inputs
/// whose last consumer this was.
void runNode(const Node &node, const Operator *op, const std::vector<Link> &links, int self,
             DatasetLedger &ledger, NodeResult &result, const QDir &projectDir,
             std::stop_token stop)
{
    if (!op) {
        result.state = TaskState::Failed;
        result.error = SequentialRunner::tr("unknown operator '%1'").arg(node.operatorId);
        return;
    }
    const OperatorSpec &spec = op->spec();
    std::vector<std::vector<DatasetPtr>> inputs(spec.inputs.size());
    std::vector<int> consumers(spec.outputs.size(), 0);
    for (const Link &link : links) {
        if (link.toNode == self && link.toPort >= 0)
            inputs[size_t(link.toPort)].push_back(ledger.dataset(link.fromNode, link.fromPort));
        if (link.fromNode == self && link.fromPort >= 0)
            ++consumers[size_t(link.fromPort)];
    }

    result.state = TaskState::Running;
    QElapsedTimer timer;
    timer.start();
    try {
        const OperatorCall call(spec, node.params, std::move(inputs), projectDir, stop);
        std::vector<DatasetPtr> outputs = op->run(call);
        if (outputs.size() != spec.outputs.size() ||
            std::any_of(outputs.begin(), outputs.end(), [](const auto &d) { return !d; }))
            throw OperatorError(SequentialRunner::tr("operator '%1' returned %2 of %3 outputs")
                                    .arg(spec.id)
                                    .arg(outputs.size())
                                    .arg(spec.outputs.size()));
        ledger.produce(self, std::move(outputs), std::move(consumers));
        result.state = stop.stop_requested() ? TaskState::Cancelled : TaskState::Succeeded;
    } catch (const OperatorError &e) {
        result.state = stop.stop_requested() ? TaskState::Cancelled : TaskState::Failed;
        result.error = e.message();
    } catch (const std::exception &e) {
        result.state = TaskState::Failed;
        result.error = QString::fromUtf8(e.what());
    }
    result.wallNs = timer.nsecsElapsed();

    for (const Link &link : links)
        if (link.toNode == self && link.toPort >= 0)
            ledger.consumed(link.fromNode, link.fromPort);
}

} // namespace

SequentialRunner::SequentialRunner(const OperatorRegistry &registry, QDir projectDir)
    : m_registry(registry)
    , m_projectDir(std::move(projectDir))
{}

RunResult SequentialRunner::run(const Graph &graph, std::stop_token stop) const
{
    QElapsedTimer wall;
    wall.start();
    RunResult result;
    const int total = int(graph.nodes.size());
    std::vector<const Operator *> ops(size_t(total), nullptr);
    QHash<NodeId, int> index;
    for (int i = 0; i < total; ++i) {
        const Node &node = graph.nodes[size_t(i)];
        index.insert(node.id, i);
        ops[size_t(i)] = m_registry.find(node.operatorId);
        result.nodes.push_back(NodeResult{node.id, node.operatorId, TaskState::Waiting, 0, {}});
    }

    std::vector<Link> links;
    for (const Edge &edge : graph.edges) {
        const int from = index.value(edge.fromNode, -1);
        const int to = index.value(edge.toNode, -1);
        if (from < 0 || to < 0 || !ops[size_t(from)] || !ops[size_t(to)])
            continue;
        links.push_back(Link{from, portIndex(ops[size_t(from)]->spec().outputs, edge.fromPort), to,
                             portIndex(ops[size_t(to)]->spec().inputs, edge.toPort)});
    }

    const auto order = graph.topologicalOrder();
    DatasetLedger ledger(total);
    std::vector<bool> blocked(size_t(total), false); // downstream of a failure
    bool stopping = false;
    int position = 0;
    for (const int i : order.value_or(std::vector<int>{})) {
        NodeResult &nodeResult = result.nodes[size_t(i)];
        const Node &node = graph.nodes[size_t(i)];
        if (stop.stop_requested() && result.status != RunStatus::Failed)
            result.status = RunStatus::Cancelled;
        stopping = stopping || stop.stop_requested();
        if (blocked[size_t(i)] || stopping) {
            nodeResult.state = blocked[size_t(i)] ? TaskState::Skipped : TaskState::Cancelled;
        } else {
            if (m_observer)
                m_observer->nodeStarted(node, position, total);
            runNode(node, ops[size_t(i)], links, i, ledger, nodeResult, m_projectDir, stop);
        }
        ++position;
        if (nodeResult.state == TaskState::Failed) {
            result.status = RunStatus::Failed;
            stopping = true;
        }
        if (nodeResult.state == TaskState::Failed || nodeResult.state == TaskState::Skipped)
            for (const Link &link : links)
                if (link.fromNode == i)
                    blocked[size_t(link.toNode)] = true;
        if (m_observer)
            m_observer->nodeFinished(nodeResult, ledger.memory().held());
    }
    if (!order) {
        result.status = RunStatus::Failed;
        for (NodeResult &n : result.nodes) {
            n.state = TaskState::Failed;
            n.error = tr("the graph has a cycle");
        }
    }

    result.wallNs = wall.nsecsElapsed();
    result.peakBytesHeld = ledger.memory().peak();
    result.bytesReleased = ledger.memory().released();
    result.resumeFrom = computeResumeSet(graph, result.nodes);
    return result;
}

} // namespace weft::engine
