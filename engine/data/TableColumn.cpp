#include "TableColumn.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace weft::engine {

namespace {

/// Keeps the invariant that a column with a validity mask has at least one null, so that
/// hasNulls() is exact and null-free columns skip the mask in every loop.
void dropMaskWithoutNulls(std::vector<std::uint8_t> &valid)
{
    if (std::find(valid.begin(), valid.end(), std::uint8_t(0)) == valid.end())
        valid = {};
}

template<typename T>
qint64 capacityBytes(const std::vector<T> &v)
{
    return qint64(v.capacity() * sizeof(T));
}

} // namespace

QString columnTypeName(ColumnType type)
{
    switch (type) {
    case ColumnType::Int:
        return QStringLiteral("int");
    case ColumnType::Float:
        return QStringLiteral("float");
    case ColumnType::String:
        return QStringLiteral("string");
    case ColumnType::Bool:
        return QStringLiteral("bool");
    }
    return QStringLiteral("unknown");
}

TableColumn::TableColumn(QString name, ColumnType type)
    : m_name(std::move(name))
    , m_type(type)
{
    if (m_type == ColumnType::String)
        m_offsets.push_back(0);
}

TableColumn TableColumn::fromInts(QString name, std::vector<qint64> values,
                                  std::vector<std::uint8_t> valid)
{
    Q_ASSERT(valid.empty() || valid.size() == values.size());
    TableColumn column(std::move(name), ColumnType::Int);
    column.m_size = qsizetype(values.size());
    column.m_ints = std::move(values);
    column.m_valid = std::move(valid);
    dropMaskWithoutNulls(column.m_valid);
    return column;
}

TableColumn TableColumn::fromFloats(QString name, std::vector<double> values,
                                    std::vector<std::uint8_t> valid)
{
    Q_ASSERT(valid.empty() || valid.size() == values.size());
    TableColumn column(std::move(name), ColumnType::Float);
    column.m_size = qsizetype(values.size());
    column.m_floats = std::move(values);
    column.m_valid = std::move(valid);
    dropMaskWithoutNulls(column.m_valid);
    return column;
}

TableColumn TableColumn::fromBools(QString name, std::vector<std::uint8_t> values,
                                   std::vector<std::uint8_t> valid)
{
    Q_ASSERT(valid.empty() || valid.size() == values.size());
    TableColumn column(std::move(name), ColumnType::Bool);
    column.m_size = qsizetype(values.size());
    column.m_bools = std::move(values);
    column.m_valid = std::move(valid);
    dropMaskWithoutNulls(column.m_valid);
    return column;
}

QString TableColumn::stringAt(qsizetype row) const
{
    const std::string_view text = utf8At(row);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

double TableColumn::toDouble(qsizetype row) const
{
    if (isNull(row))
        return std::numeric_limits<double>::quiet_NaN();
    switch (m_type) {
    case ColumnType::Int:
        return double(m_ints[size_t(row)]);
    case ColumnType::Float:
        return m_floats[size_t(row)];
    case ColumnType::Bool:
        return m_bools[size_t(row)] ? 1.0 : 0.0;
    case ColumnType::String:
        break;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

QVariant TableColumn::value(qsizetype row) const
{
    if (isNull(row))
        return {};
    switch (m_type) {
    case ColumnType::Int:
        return QVariant::fromValue(m_ints[size_t(row)]);
    case ColumnType::Float:
        return m_floats[size_t(row)];
    case ColumnType::Bool:
        return m_bools[size_t(row)] != 0;
    case ColumnType::String:
        return stringAt(row);
    }
    return {};
}

void TableColumn::reserve(qsizetype rows)
{
    switch (m_type) {
    case ColumnType::Int:
        m_ints.reserve(size_t(rows));
        break;
    case ColumnType::Float:
        m_floats.reserve(size_t(rows));
        break;
    case ColumnType::Bool:
        m_bools.reserve(size_t(rows));
        break;
    case ColumnType::String:
        m_offsets.reserve(size_t(rows) + 1);
        break;
    }
}

void TableColumn::reserveText(qsizetype rows, qint64 bytes)
{
    Q_ASSERT(m_type == ColumnType::String);
    m_offsets.reserve(size_t(rows) + 1);
    m_bytes.reserve(size_t(bytes));
    if (!m_valid.empty())
        m_valid.reserve(size_t(rows));
}

void TableColumn::markValid()
{
    if (!m_valid.empty())
        m_valid.push_back(1);
    ++m_size;
}

void TableColumn::appendNull()
{
    if (m_valid.empty())
        m_valid.assign(size_t(m_size), 1);
    m_valid.push_back(0);
    ++m_size;
    switch (m_type) {
    case ColumnType::Int:
        m_ints.push_back(0);
        break;
    case ColumnType::Float:
        m_floats.push_back(std::numeric_limits<double>::quiet_NaN());
        break;
    case ColumnType::Bool:
        m_bools.push_back(0);
        break;
    case ColumnType::String:
        m_offsets.push_back(m_offsets.back());
        break;
    }
}

void TableColumn::appendRows(const TableColumn &source, qsizetype first, qsizetype count)
{
    Q_ASSERT(source.m_type == m_type && first >= 0 && count >= 0 && first + count <= source.m_size);
    const auto range = [first, count](const auto &values) {
        return std::pair(values.begin() + first, values.begin() + first + count);
    };
    switch (m_type) {
    case ColumnType::Int: {
        const auto [begin, end] = range(source.m_ints);
        m_ints.insert(m_ints.end(), begin, end);
        break;
    }
    case ColumnType::Float: {
        const auto [begin, end] = range(source.m_floats);
        m_floats.insert(m_floats.end(), begin, end);
        break;
    }
    case ColumnType::Bool: {
        const auto [begin, end] = range(source.m_bools);
        m_bools.insert(m_bools.end(), begin, end);
        break;
    }
    case ColumnType::String: {
        const qint64 from = source.m_offsets[size_t(first)];
        const qint64 to = source.m_offsets[size_t(first + count)];
        const qint64 shift = qint64(m_bytes.size()) - from;
        m_bytes.insert(m_bytes.end(), source.m_bytes.begin() + from, source.m_bytes.begin() + to);
        for (qsizetype row = first + 1; row <= first + count; ++row)
            m_offsets.push_back(source.m_offsets[size_t(row)] + shift);
        break;
    }
    }
    if (source.hasNulls()) {
        if (m_valid.empty())
            m_valid.assign(size_t(m_size), 1);
        const auto [begin, end] = range(source.m_valid);
        m_valid.insert(m_valid.end(), begin, end);
    } else if (!m_valid.empty()) {
        m_valid.insert(m_valid.end(), size_t(count), 1);
    }
    m_size += count;
}

void TableColumn::appendInt(qint64 value)
{
    Q_ASSERT(m_type == ColumnType::Int);
    m_ints.push_back(value);
    markValid();
}

void TableColumn::appendFloat(double value)
{
    Q_ASSERT(m_type == ColumnType::Float);
    m_floats.push_back(value);
    markValid();
}

void TableColumn::appendBool(bool value)
{
    Q_ASSERT(m_type == ColumnType::Bool);
    m_bools.push_back(value ? 1 : 0);
    markValid();
}

void TableColumn::appendUtf8(std::string_view text)
{
    Q_ASSERT(m_type == ColumnType::String);
    m_bytes.insert(m_bytes.end(), text.begin(), text.end());
    m_offsets.push_back(qint64(m_bytes.size()));
    markValid();
}

void TableColumn::appendString(QStringView text)
{
    const QByteArray utf8 = text.toUtf8();
    appendUtf8(std::string_view(utf8.constData(), size_t(utf8.size())));
}

template<typename Pick>
TableColumn TableColumn::copyRows(qsizetype count, Pick pick) const
{
    TableColumn out(m_name, m_type);
    out.m_size = count;
    const auto n = size_t(count);
    switch (m_type) {
    case ColumnType::Int:
        out.m_ints.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_ints[i] = m_ints[pick(i)];
        break;
    case ColumnType::Float:
        out.m_floats.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_floats[i] = m_floats[pick(i)];
        break;
    case ColumnType::Bool:
        out.m_bools.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_bools[i] = m_bools[pick(i)];
        break;
    case ColumnType::String: {
        qint64 bytes = 0;
        for (size_t i = 0; i < n; ++i)
            bytes += m_offsets[pick(i) + 1] - m_offsets[pick(i)];
        out.m_bytes.reserve(size_t(bytes));
        out.m_offsets.reserve(n + 1);
        for (size_t i = 0; i < n; ++i) {
            const size_t row = pick(i);
            out.m_bytes.insert(out.m_bytes.end(), m_bytes.begin() + m_offsets[row],
                               m_bytes.begin() + m_offsets[row + 1]);
            out.m_offsets.push_back(qint64(out.m_bytes.size()));
        }
        break;
    }
    }
    if (!m_valid.empty()) {
        out.m_valid.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_valid[i] = m_valid[pick(i)];
        dropMaskWithoutNulls(out.m_valid);
    }
    return out;
}

TableColumn TableColumn::gather(std::span<const qsizetype> rows) const
{
    return copyRows(qsizetype(rows.size()), [rows](size_t i) { return size_t(rows[i]); });
}

TableColumn TableColumn::slice(qsizetype first, qsizetype count) const
{
    Q_ASSERT(first >= 0 && count >= 0 && first + count <= m_size);
    return copyRows(count, [first](size_t i) { return size_t(first) + i; });
}

qint64 TableColumn::sizeBytes() const
{
    return qint64(sizeof(TableColumn)) + m_name.capacity() * qint64(sizeof(QChar)) +
           capacityBytes(m_ints) + capacityBytes(m_floats) + capacityBytes(m_bools) +
           capacityBytes(m_bytes) + capacityBytes(m_offsets) + capacityBytes(m_valid);
}

bool TableColumn::operator==(const TableColumn &other) const
{
    if (m_name != other.m_name || m_type != other.m_type || m_size != other.m_size)
        return false;
    for (qsizetype row = 0; row < m_size; ++row) {
        if (isNull(row) != other.isNull(row))
            return false;
        if (isNull(row))
            continue;
        switch (m_type) {
        case ColumnType::Int:
            if (intAt(row) != other.intAt(row))
                return false;
            break;
        case ColumnType::Bool:
            if (boolAt(row) != other.boolAt(row))
                return false;
            break;
        case ColumnType::Float: {
            const double a = floatAt(row);
            const double b = other.floatAt(row);
            if (a != b && !(std::isnan(a) && std::isnan(b)))
                return false;
            break;
        }
        case ColumnType::String:
            if (utf8At(row) != other.utf8At(row))
                return false;
            break;
        }
    }
    return true;
}

} // namespace weft::engine
