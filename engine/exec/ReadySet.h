#pragma once

#include <QtGlobal>

#include <vector>

namespace weft::engine {

/// The ready tasks of a run, keyed by their static priority (0 .. size - 1, each used once):
/// insert and take the smallest in a few word operations, whatever the number of ready tasks.
///
/// A tree of 64-bit words, one bit per priority at the bottom and one bit per non-empty word in
/// each level above, so that finding the smallest walks one word per level (count trailing
/// zeros) instead of comparing keys: a million ready tasks cost four words to search, where a
/// binary heap would compare twenty keys and move as many entries. The memory is fixed at
/// construction (about one bit per task), so the scheduler allocates nothing while it runs.
///
/// Not thread-safe: the scheduler guards it with its ready-stack lock.
class ReadySet
{
public:
    static constexpr quint32 kNone = ~quint32(0);

    explicit ReadySet(qsizetype size = 0);

    bool isEmpty() const { return !m_levels.empty() && m_levels.back()[0] == 0; }
    void insert(quint32 key);
    /// The smallest key, or kNone when the set is empty.
    quint32 smallest() const;
    /// Removes and returns the smallest key, or kNone when the set is empty.
    quint32 takeSmallest();
    /// Removes `key`, which must be in the set.
    void erase(quint32 key);

private:
    std::vector<std::vector<quint64>> m_levels; ///< [0]: one bit per key; back(): one word
};

} // namespace weft::engine
