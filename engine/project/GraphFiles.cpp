#include "GraphFiles.h"

#include "ops/OperatorRegistry.h"

#include <deque>

namespace weft::engine {

GraphFiles::GraphFiles(const Graph &graph, const EdgeRule &rule, const OperatorRegistry &registry,
                       const QDir &projectDir)
    : m_graph(graph)
    , m_rule(rule)
    , m_projectDir(projectDir)
{
    for (const Edge &edge : graph.edges)
        m_fedInputs.insert({edge.toNode, edge.toPort});
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const Node &node = graph.nodes[i];
        // A duplicate id's edges all belong to its first node; it was reported already.
        const OperatorSpec *spec = rule.spec(int(i));
        const Operator *op = spec ? registry.find(node.operatorId) : nullptr;
        if (!op || rule.nodeIndex(node.id) != int(i))
            continue;
        for (NamedFile &named : op->namedFiles(node.params)) {
            const ParamSpec *param = spec->findParam(named.param);
            if (param && !param->replacedByInput.isEmpty() &&
                isFed(node.id, param->replacedByInput))
                continue;
            // Qt warns about a NUL in a file name; such a path names no file anyway.
            if (named.path.contains(QChar(0)))
                continue;
            Use use{int(i), std::move(named), {}};
            use.absolute = absolute(use.named.path);
            if (isWrite(use.named.use))
                m_writes.emplace(use.absolute, std::move(use));
            else
                m_reads.push_back(std::move(use));
        }
    }
}

bool GraphFiles::isFed(const NodeId &node, const QString &port) const
{
    return m_fedInputs.contains({node, port});
}

bool GraphFiles::isWritten(const QString &path, bool below) const
{
    return !writesAt(absolute(path), below).empty();
}

std::vector<GraphFiles::Race> GraphFiles::races()
{
    std::vector<Race> found;
    for (const Use &read : m_reads) {
        for (const Use *write : writesAt(read.absolute, read.named.use == FileUse::Lists)) {
            if (write->node != read.node && !leadsTo(write->node, read.node))
                found.push_back({read, *write});
        }
    }
    return found;
}

std::vector<GraphFiles::Clash> GraphFiles::clashes() const
{
    std::vector<Clash> found;
    for (auto first = m_writes.begin(); first != m_writes.end();) {
        const auto last = m_writes.upper_bound(first->first);
        for (auto other = std::next(first); other != last; ++other) {
            const bool intoOneFile = first->second.named.use == FileUse::WritesInto &&
                                     other->second.named.use == FileUse::WritesInto;
            if (other->second.node != first->second.node && !intoOneFile)
                found.push_back({first->second, other->second});
        }
        first = last;
    }
    return found;
}

QString GraphFiles::absolute(const QString &path) const
{
    return QDir::cleanPath(m_projectDir.absoluteFilePath(path));
}

std::vector<const GraphFiles::Use *> GraphFiles::writesAt(const QString &absolute, bool below) const
{
    std::vector<const Use *> found;
    if (!below) {
        const auto [first, last] = m_writes.equal_range(absolute);
        for (auto it = first; it != last; ++it)
            found.push_back(&it->second);
        return found;
    }
    const QString prefix = absolute.endsWith(u'/') ? absolute : absolute + u'/';
    for (auto it = m_writes.lower_bound(prefix); it != m_writes.end(); ++it) {
        if (!it->first.startsWith(prefix))
            break;
        found.push_back(&it->second);
    }
    return found;
}

bool GraphFiles::leadsTo(int from, int to)
{
    if (m_predecessors.empty()) {
        m_predecessors.resize(m_graph.nodes.size());
        for (const Edge &edge : m_graph.edges) {
            const int source = m_rule.nodeIndex(edge.fromNode);
            const int target = m_rule.nodeIndex(edge.toNode);
            if (source >= 0 && target >= 0)
                m_predecessors[std::size_t(target)].push_back(source);
        }
    }
    auto [it, added] = m_upstream.try_emplace(to);
    std::vector<char> &upstream = it->second;
    if (added) {
        // Every node with a path of edges to `to`, walking the edges backwards once; a cycle
        // (reported on its own) ends where a node was seen.
        upstream.assign(m_graph.nodes.size(), 0);
        std::deque<int> pending{to};
        while (!pending.empty()) {
            const int node = pending.front();
            pending.pop_front();
            for (const int source : m_predecessors[std::size_t(node)]) {
                if (!upstream[std::size_t(source)]) {
                    upstream[std::size_t(source)] = 1;
                    pending.push_back(source);
                }
            }
        }
    }
    return upstream[std::size_t(from)] != 0;
}

} // namespace weft::engine
