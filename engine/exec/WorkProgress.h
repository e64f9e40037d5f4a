#pragma once

#include "Event.h"
#include "TaskPhases.h"

#include <algorithm>
#include <vector>

namespace weft::engine {

/// How much of a run's work is done, in units a user can read off the plan: a plain node is
/// one unit, a map node is its items once its task has said how many (EventType::MapItems),
/// one unit before that. Counting a map node's spawned batches instead called a run 97 % done
/// with 5 % of its items processed: batches are created as the run goes, a few ahead of the
/// workers, so the total of batches seen so far always looked nearly reached.
///
/// A map node's items done are those its finished batches report (BatchFinished); once its
/// own task has ended the node counts as wholly done, whatever became of its items (skipped,
/// failed, cancelled). A node that streams from another map node learns its items piece by
/// piece, so its total grows until the upstream node has ended.
///
/// The one rule the Progress panel, the status bar and the terminal's progress share. Fed with
/// each event and what it did to its task's phase (one TaskPhases the caller keeps). Plain
/// data; not thread-safe.
///
///     WorkProgress work(planNodes);
///     for (const Event &event : events)
///         recent.add(event.ns, work.apply(event, phases.apply(event)));
///     bar.show(work.fraction());
class WorkProgress
{
public:
    /// A run of `planNodes` nodes (Event::node below it), none done.
    explicit WorkProgress(qsizetype planNodes = 0);

    /// Takes `event` (with `change`, what it did to its task) into account; returns the units
    /// it completed, for a throughput measured in units.
    qint64 apply(const Event &event, PhaseChange change);

    qint64 doneUnits() const { return m_done; }
    qint64 totalUnits() const { return m_total; }
    /// Done of total, 0 to 1.
    double fraction() const;
    /// Whether a map node has said how many items it has: only then are items counted.
    bool hasItems() const { return m_hasItems; }
    /// Items every map node has said it has, and those their batches finished.
    qint64 itemsTotal() const { return m_itemsTotal; }
    qint64 itemsDone() const { return m_itemsDone; }
    /// Of one node: the items it said it has (0 before it said), and those processed.
    qint64 itemsTotal(quint32 node) const;
    qint64 itemsDone(quint32 node) const;
    /// Of one node: its units done of its units, 0 to 1.
    double fraction(quint32 node) const;

private:
    struct Node
    {
        qint64 items = 0;     ///< MapItems so far
        qint64 itemsDone = 0; ///< BatchFinished items so far
        bool ended = false;   ///< its own task reached a final state
        qint64 units() const { return items > 0 ? items : 1; }
        qint64 doneUnits() const { return ended ? units() : std::min(itemsDone, items); }
    };

    /// Moves the totals from what `node` counted to what it counts after `change`; returns the
    /// units it completed.
    template<typename Change>
    qint64 update(Node &node, Change change);

    std::vector<Node> m_nodes;
    qint64 m_done = 0;
    qint64 m_total = 0;
    qint64 m_itemsTotal = 0;
    qint64 m_itemsDone = 0;
    bool m_hasItems = false;
};

} // namespace weft::engine
