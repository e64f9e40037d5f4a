#include "CriticalPath.h"

#include <algorithm>

namespace weft::app {

QList<int> CriticalPath::compute(const std::vector<qint64> &finishNs,
                                 const QList<QPair<int, int>> &dependencies)
{
    const int count = int(finishNs.size());
    std::vector<std::vector<int>> predecessors(size_t(std::max(0, count)));
    for (const auto &[from, to] : dependencies) {
        if (from >= 0 && from < count && to >= 0 && to < count && from != to)
            predecessors[size_t(to)].push_back(from);
    }
    const auto later = [&finishNs](int candidate, int best) {
        return best < 0 || finishNs[size_t(candidate)] > finishNs[size_t(best)] ||
               (finishNs[size_t(candidate)] == finishNs[size_t(best)] && candidate < best);
    };
    int last = -1;
    for (int i = 0; i < count; ++i) {
        if (finishNs[size_t(i)] >= 0 && later(i, last))
            last = i;
    }
    QList<int> path;
    // A predecessor always finished before its successor started, so each step goes back in
    // time; the visited set only guards against a malformed outline with a cycle.
    std::vector<bool> visited(size_t(std::max(0, count)), false);
    for (int node = last; node >= 0 && !visited[size_t(node)];) {
        visited[size_t(node)] = true;
        path.prepend(node);
        int gate = -1;
        for (const int p : predecessors[size_t(node)]) {
            if (finishNs[size_t(p)] >= 0 && later(p, gate))
                gate = p;
        }
        node = gate;
    }
    return path;
}

} // namespace weft::app
