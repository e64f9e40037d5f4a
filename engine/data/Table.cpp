#include "Table.h"

#include <algorithm>
#include <stdexcept>

namespace weft::engine {

qint64 Table::sizeBytes() const
{
    qint64 bytes = 0;
    for (const MemoryBlock &block : memoryBlocks())
        bytes += block.bytes;
    return bytes;
}

std::vector<MemoryBlock> Table::memoryBlocks() const
{
    std::vector<MemoryBlock> blocks;
    blocks.reserve(m_columns.size() + 1);
    blocks.push_back(
        {this, qint64(sizeof(Table) +
                      m_columns.capacity() * sizeof(std::shared_ptr<const TableColumn>))});
    for (const auto &column : m_columns)
        blocks.push_back({column.get(), column->sizeBytes()});
    return blocks;
}

std::shared_ptr<const Table> Table::fromDataset(const DatasetPtr &dataset)
{
    if (!dataset || dataset->kind() != DataKind::Table)
        return nullptr;
    return std::dynamic_pointer_cast<const Table>(dataset);
}

const TableColumn *Table::column(QStringView name) const
{
    const int index = columnIndex(name);
    return index < 0 ? nullptr : m_columns[size_t(index)].get();
}

int Table::columnIndex(QStringView name) const
{
    const auto found = m_indexByName.constFind(name.toString());
    return found == m_indexByName.cend() ? -1 : found.value();
}

QStringList Table::columnNames() const
{
    QStringList names;
    names.reserve(qsizetype(m_columns.size()));
    for (const auto &column : m_columns)
        names.append(column->name());
    return names;
}

void Table::addColumn(TableColumn column)
{
    addColumn(std::make_shared<const TableColumn>(std::move(column)));
}

void Table::addColumn(std::shared_ptr<const TableColumn> column)
{
    if (!m_columns.empty() && column->size() != m_rowCount)
        throw std::invalid_argument(tr("column '%1' has %2 rows, the table has %3")
                                        .arg(column->name())
                                        .arg(column->size())
                                        .arg(m_rowCount)
                                        .toStdString());
    if (columnIndex(column->name()) >= 0)
        throw std::invalid_argument(
            tr("the table already has a column named '%1'").arg(column->name()).toStdString());
    m_rowCount = column->size();
    m_indexByName.insert(column->name(), int(m_columns.size()));
    m_columns.push_back(std::move(column));
}

void Table::setColumn(TableColumn column)
{
    const int index = columnIndex(column.name());
    if (index < 0) {
        addColumn(std::move(column));
        return;
    }
    if (column.size() != m_rowCount)
        throw std::invalid_argument(tr("column '%1' has %2 rows, the table has %3")
                                        .arg(column.name())
                                        .arg(column.size())
                                        .arg(m_rowCount)
                                        .toStdString());
    m_columns[size_t(index)] = std::make_shared<const TableColumn>(std::move(column));
}

Table Table::selectRows(std::span<const qsizetype> rows) const
{
    Table out;
    for (const auto &column : m_columns)
        out.addColumn(column->gather(rows));
    out.m_rowCount = qsizetype(rows.size());
    return out;
}

Table Table::slice(qsizetype first, qsizetype count) const
{
    first = std::clamp<qsizetype>(first, 0, m_rowCount);
    count = std::clamp<qsizetype>(count, 0, m_rowCount - first);
    Table out;
    for (const auto &column : m_columns)
        out.addColumn(column->slice(first, count));
    out.m_rowCount = count;
    return out;
}

bool Table::operator==(const Table &other) const
{
    if (m_rowCount != other.m_rowCount || m_columns.size() != other.m_columns.size())
        return false;
    for (size_t i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i] != other.m_columns[i] && !(*m_columns[i] == *other.m_columns[i]))
            return false;
    }
    return true;
}

} // namespace weft::engine
