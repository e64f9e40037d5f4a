#include "Graph.h"

#include <QHash>
#include <queue>

#include <algorithm>

namespace weft::engine {

namespace {

/// Adjacency by node index; edges naming unknown nodes are ignored (validation reports them).
std::vector<std::vector<int>> successors(const Graph &graph, const QHash<NodeId, int> &index)
{
    std::vector<std::vector<int>> next(graph.nodes.size());
    for (const Edge &edge : graph.edges) {
        const auto from = index.constFind(edge.fromNode);
        const auto to = index.constFind(edge.toNode);
        if (from != index.constEnd() && to != index.constEnd())
            next[*from].push_back(*to);
    }
    return next;
}

} // namespace

QHash<NodeId, int> Graph::indexById() const
{
    QHash<NodeId, int> index;
    index.reserve(qsizetype(nodes.size()));
    for (int i = 0; i < int(nodes.size()); ++i)
        index.insert(nodes[i].id, i);
    return index;
}

const Node *Graph::findNode(const NodeId &id) const
{
    const auto it =
        std::find_if(nodes.begin(), nodes.end(), [&](const Node &n) { return n.id == id; });
    return it == nodes.end() ? nullptr : &*it;
}

Node *Graph::findNode(const NodeId &id)
{
    return const_cast<Node *>(std::as_const(*this).findNode(id));
}

std::optional<std::vector<int>> Graph::topologicalOrder() const
{
    const auto next = successors(*this, indexById());
    std::vector<int> indegree(nodes.size(), 0);
    for (const auto &targets : next)
        for (int t : targets)
            ++indegree[t];

    // Kahn's algorithm with a min-heap on the index keeps the order stable and deterministic.
    std::priority_queue<int, std::vector<int>, std::greater<>> ready;
    for (int i = 0; i < int(nodes.size()); ++i)
        if (indegree[i] == 0)
            ready.push(i);
    std::vector<int> order;
    order.reserve(nodes.size());
    while (!ready.empty()) {
        const int i = ready.top();
        ready.pop();
        order.push_back(i);
        for (int t : next[i])
            if (--indegree[t] == 0)
                ready.push(t);
    }
    if (order.size() != nodes.size())
        return std::nullopt;
    return order;
}

std::vector<NodeId> Graph::findCycle() const
{
    const auto next = successors(*this, indexById());
    enum class Mark { Unseen, OnPath, Done };
    std::vector<Mark> mark(nodes.size(), Mark::Unseen);
    std::vector<int> path;

    // Iterative depth-first search: a recursive one overflows the stack on long chains.
    for (int root = 0; root < int(nodes.size()); ++root) {
        if (mark[root] != Mark::Unseen)
            continue;
        std::vector<std::pair<int, size_t>> stack{{root, 0}};
        mark[root] = Mark::OnPath;
        path.assign(1, root);
        while (!stack.empty()) {
            auto &[node, child] = stack.back();
            if (child == next[node].size()) {
                mark[node] = Mark::Done;
                stack.pop_back();
                path.pop_back();
                continue;
            }
            const int t = next[node][child++];
            if (mark[t] == Mark::OnPath) {
                const auto start = std::find(path.begin(), path.end(), t);
                std::vector<NodeId> cycle;
                for (auto it = start; it != path.end(); ++it)
                    cycle.push_back(nodes[*it].id);
                return cycle;
            }
            if (mark[t] == Mark::Unseen) {
                mark[t] = Mark::OnPath;
                path.push_back(t);
                stack.emplace_back(t, 0);
            }
        }
    }
    return {};
}

std::vector<NodeId> Graph::cycleClosedBy(const NodeId &from, const NodeId &to) const
{
    if (from == to)
        return {from};
    const QHash<NodeId, int> index = indexById();
    const auto start = index.constFind(to);
    const auto goal = index.constFind(from);
    if (start == index.constEnd() || goal == index.constEnd())
        return {};
    const auto next = successors(*this, index);
    // Breadth-first from `to`, remembering each node's predecessor, so that the path shown to
    // the user is a shortest one.
    std::vector<int> parent(nodes.size(), -2);
    std::queue<int> pending;
    parent[*start] = -1;
    pending.push(*start);
    while (!pending.empty()) {
        const int node = pending.front();
        pending.pop();
        if (node == *goal) {
            std::vector<NodeId> path;
            for (int at = node; at >= 0; at = parent[at])
                path.push_back(nodes[at].id);
            std::reverse(path.begin(), path.end());
            return path;
        }
        for (int t : next[node]) {
            if (parent[t] == -2) {
                parent[t] = node;
                pending.push(t);
            }
        }
    }
    return {};
}

} // namespace weft::engine
