#include "ReadySet.h"

#include <bit>

namespace weft::engine {

ReadySet::ReadySet(qsizetype size)
{
    // At least one level of one word, so that isEmpty() and smallest() need no special case.
    auto words = size_t(std::max<qsizetype>(size, 1) + 63) / 64;
    while (true) {
        m_levels.emplace_back(words, 0);
        if (words == 1)
            break;
        words = (words + 63) / 64;
    }
}

void ReadySet::insert(quint32 key)
{
    size_t index = key;
    for (std::vector<quint64> &level : m_levels) {
        const quint64 bit = quint64(1) << (index % 64);
        const bool wasEmpty = level[index / 64] == 0;
        level[index / 64] |= bit;
        if (!wasEmpty)
            return; // the levels above already mark this word
        index /= 64;
    }
}

quint32 ReadySet::smallest() const
{
    if (isEmpty())
        return kNone;
    size_t index = 0;
    for (auto level = m_levels.rbegin(); level != m_levels.rend(); ++level)
        index = index * 64 + size_t(std::countr_zero((*level)[index]));
    return quint32(index);
}

quint32 ReadySet::takeSmallest()
{
    const quint32 key = smallest();
    if (key != kNone)
        erase(key);
    return key;
}

void ReadySet::erase(quint32 key)
{
    size_t index = key;
    Q_ASSERT(m_levels[0][index / 64] & (quint64(1) << (index % 64)));
    for (std::vector<quint64> &level : m_levels) {
        level[index / 64] &= ~(quint64(1) << (index % 64));
        if (level[index / 64] != 0)
            break; // the word still holds keys: the levels above stay marked
        index /= 64;
    }
}

} // namespace weft::engine
