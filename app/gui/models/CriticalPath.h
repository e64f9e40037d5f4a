#pragma once

#include <QList>
#include <QPair>

#include <vector>

namespace weft::app {

/// The critical path of a finished run: the chain of nodes, along the run's dependencies, that
/// decided when it ended. It ends at the node that finished last; each node before it is the
/// predecessor that finished last, the one the next node waited for. Shortening any other node
/// would not have ended the run sooner.
///
/// `finishNs[i]` is when node i ended (any clock), negative when it never did (cancelled,
/// skipped, or not reached); such nodes are not on the path. Ties go to the lower index, so the
/// answer is deterministic. Returns node indices, first to last; empty when no node finished.
class CriticalPath
{
public:
    static QList<int> compute(const std::vector<qint64> &finishNs,
                              const QList<QPair<int, int>> &dependencies);
};

} // namespace weft::app
