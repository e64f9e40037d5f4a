#pragma once

#include <QHash>
#include <QString>

#include <algorithm>
#include <vector>

namespace weft::app {

/// The rows of a list model of items that carry a QString `id` (frames, comments): the items in
/// the project's order and an id → row hash kept in step, so that a row is never found by a
/// scan. Plain storage; the model around it announces the changes.
template<typename Item>
class AnnotationRows
{
public:
    void reset(const std::vector<Item> &items)
    {
        m_items = items;
        reindexFrom(0);
    }

    int count() const { return int(m_items.size()); }
    int rowOf(const QString &id) const { return m_rowById.value(id, -1); }
    const Item &at(int row) const { return m_items[size_t(row)]; }
    const std::vector<Item> &items() const { return m_items; }

    void insert(int row, const Item &item)
    {
        m_items.insert(m_items.begin() + row, item);
        reindexFrom(row);
    }

    void erase(int row)
    {
        m_rowById.remove(m_items[size_t(row)].id);
        m_items.erase(m_items.begin() + row);
        reindexFrom(row);
    }

    void replace(int row, const Item &item) { m_items[size_t(row)] = item; }

private:
    void reindexFrom(int row)
    {
        if (row == 0)
            m_rowById.clear();
        for (int i = row; i < count(); ++i)
            m_rowById.insert(m_items[size_t(i)].id, i);
    }

    std::vector<Item> m_items;
    QHash<QString, int> m_rowById;
};

} // namespace weft::app
