#include "TableColumn.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

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
    pointAtVectors();
}

TableColumn::TableColumn(const TableColumn &other)
    : m_name(other.m_name)
    , m_type(other.m_type)
    , m_size(other.m_size)
    , m_ints(other.m_ints)
    , m_floats(other.m_floats)
    , m_bools(other.m_bools)
    , m_bytes(other.m_bytes)
    , m_offsets(other.m_offsets)
    , m_valid(other.m_valid)
    , m_owner(other.m_owner)
{
    if (m_owner) {
        // The mapping is read-only: both columns read it in place.
        m_intData = other.m_intData;
        m_floatData = other.m_floatData;
        m_boolData = other.m_boolData;
        m_byteData = other.m_byteData;
        m_offsetData = other.m_offsetData;
        m_validData = other.m_validData;
    } else {
        pointAtVectors();
    }
}

TableColumn &TableColumn::operator=(const TableColumn &other)
{
    if (this != &other)
        *this = TableColumn(other);
    return *this;
}

TableColumn::TableColumn(TableColumn &&other) noexcept
    : m_type(other.m_type)
{
    *this = std::move(other);
}

TableColumn &TableColumn::operator=(TableColumn &&other) noexcept
{
    if (this == &other)
        return *this;
    m_name = std::move(other.m_name);
    m_type = other.m_type;
    m_size = std::exchange(other.m_size, 0);
    m_ints = std::move(other.m_ints);
    m_floats = std::move(other.m_floats);
    m_bools = std::move(other.m_bools);
    m_bytes = std::move(other.m_bytes);
    m_offsets = std::move(other.m_offsets);
    m_valid = std::move(other.m_valid);
    m_owner = std::move(other.m_owner);
    // A moved vector keeps its buffer, so the pointers still hold; the source is left empty.
    m_intData = other.m_intData;
    m_floatData = other.m_floatData;
    m_boolData = other.m_boolData;
    m_byteData = other.m_byteData;
    m_offsetData = other.m_offsetData;
    m_validData = other.m_validData;
    other.pointAtVectors();
    return *this;
}

TableColumn TableColumn::fromMapped(QString name, ColumnType type, qsizetype rows,
                                    MappedValues values, std::shared_ptr<const void> owner)
{
    Q_ASSERT(owner);
    TableColumn column(std::move(name), type);
    column.m_offsets.clear();
    column.m_size = rows;
    column.m_owner = std::move(owner);
    column.m_intData = static_cast<const qint64 *>(values.values);
    column.m_floatData = static_cast<const double *>(values.values);
    column.m_boolData = static_cast<const std::uint8_t *>(values.values);
    column.m_offsetData = values.offsets;
    column.m_byteData = values.bytes;
    column.m_validData = values.valid;
    return column;
}

void TableColumn::pointAtVectors()
{
    m_intData = m_ints.data();
    m_floatData = m_floats.data();
    m_boolData = m_bools.data();
    m_byteData = m_bytes.data();
    m_offsetData = m_offsets.data();
    m_validData = m_valid.empty() ? nullptr : m_valid.data();
}

void TableColumn::ownValues()
{
    const auto n = size_t(m_size);
    switch (m_type) {
    case ColumnType::Int:
        m_ints.assign(m_intData, m_intData + n);
        break;
    case ColumnType::Float:
        m_floats.assign(m_floatData, m_floatData + n);
        break;
    case ColumnType::Bool:
        m_bools.assign(m_boolData, m_boolData + n);
        break;
    case ColumnType::String:
        m_offsets.assign(m_offsetData, m_offsetData + n + 1);
        m_bytes.assign(m_byteData, m_byteData + m_offsetData[n]);
        break;
    }
    if (m_validData)
        m_valid.assign(m_validData, m_validData + n);
    m_owner.reset();
    pointAtVectors();
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
    column.pointAtVectors();
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
    column.pointAtVectors();
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
    column.pointAtVectors();
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
        return double(m_intData[row]);
    case ColumnType::Float:
        return m_floatData[row];
    case ColumnType::Bool:
        return m_boolData[row] ? 1.0 : 0.0;
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
        return QVariant::fromValue(m_intData[row]);
    case ColumnType::Float:
        return m_floatData[row];
    case ColumnType::Bool:
        return m_boolData[row] != 0;
    case ColumnType::String:
        return stringAt(row);
    }
    return {};
}

void TableColumn::reserve(qsizetype rows)
{
    if (m_owner)
        ownValues();
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
    pointAtVectors();
}

void TableColumn::reserveText(qsizetype rows, qint64 bytes)
{
    Q_ASSERT(m_type == ColumnType::String);
    if (m_owner)
        ownValues();
    m_offsets.reserve(size_t(rows) + 1);
    m_bytes.reserve(size_t(bytes));
    if (!m_valid.empty())
        m_valid.reserve(size_t(rows));
    pointAtVectors();
}

void TableColumn::markValid()
{
    if (!m_valid.empty()) {
        m_valid.push_back(1);
        m_validData = m_valid.data();
    }
    ++m_size;
}

void TableColumn::appendNull()
{
    if (m_owner)
        ownValues();
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
    pointAtVectors();
}

void TableColumn::appendRows(const TableColumn &source, qsizetype first, qsizetype count)
{
    Q_ASSERT(source.m_type == m_type && first >= 0 && count >= 0 && first + count <= source.m_size);
    if (m_owner)
        ownValues();
    const auto append = [first, count](auto &values, const auto *from) {
        values.insert(values.end(), from + first, from + first + count);
    };
    switch (m_type) {
    case ColumnType::Int:
        append(m_ints, source.m_intData);
        break;
    case ColumnType::Float:
        append(m_floats, source.m_floatData);
        break;
    case ColumnType::Bool:
        append(m_bools, source.m_boolData);
        break;
    case ColumnType::String: {
        const qint64 from = source.m_offsetData[first];
        const qint64 to = source.m_offsetData[first + count];
        const qint64 shift = qint64(m_bytes.size()) - from;
        m_bytes.insert(m_bytes.end(), source.m_byteData + from, source.m_byteData + to);
        for (qsizetype row = first + 1; row <= first + count; ++row)
            m_offsets.push_back(source.m_offsetData[row] + shift);
        break;
    }
    }
    if (source.hasNulls()) {
        if (m_valid.empty())
            m_valid.assign(size_t(m_size), 1);
        append(m_valid, source.m_validData);
    } else if (!m_valid.empty()) {
        m_valid.insert(m_valid.end(), size_t(count), 1);
    }
    m_size += count;
    pointAtVectors();
}

void TableColumn::appendInt(qint64 value)
{
    Q_ASSERT(m_type == ColumnType::Int);
    if (m_owner) [[unlikely]]
        ownValues();
    m_ints.push_back(value);
    m_intData = m_ints.data();
    markValid();
}

void TableColumn::appendFloat(double value)
{
    Q_ASSERT(m_type == ColumnType::Float);
    if (m_owner) [[unlikely]]
        ownValues();
    m_floats.push_back(value);
    m_floatData = m_floats.data();
    markValid();
}

void TableColumn::appendBool(bool value)
{
    Q_ASSERT(m_type == ColumnType::Bool);
    if (m_owner) [[unlikely]]
        ownValues();
    m_bools.push_back(value ? 1 : 0);
    m_boolData = m_bools.data();
    markValid();
}

void TableColumn::appendUtf8(std::string_view text)
{
    Q_ASSERT(m_type == ColumnType::String);
    if (m_owner) [[unlikely]]
        ownValues();
    m_bytes.insert(m_bytes.end(), text.begin(), text.end());
    m_offsets.push_back(qint64(m_bytes.size()));
    m_byteData = m_bytes.data();
    m_offsetData = m_offsets.data();
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
            out.m_ints[i] = m_intData[pick(i)];
        break;
    case ColumnType::Float:
        out.m_floats.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_floats[i] = m_floatData[pick(i)];
        break;
    case ColumnType::Bool:
        out.m_bools.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_bools[i] = m_boolData[pick(i)];
        break;
    case ColumnType::String: {
        qint64 bytes = 0;
        for (size_t i = 0; i < n; ++i)
            bytes += m_offsetData[pick(i) + 1] - m_offsetData[pick(i)];
        out.m_bytes.reserve(size_t(bytes));
        out.m_offsets.reserve(n + 1);
        for (size_t i = 0; i < n; ++i) {
            const size_t row = pick(i);
            out.m_bytes.insert(out.m_bytes.end(), m_byteData + m_offsetData[row],
                               m_byteData + m_offsetData[row + 1]);
            out.m_offsets.push_back(qint64(out.m_bytes.size()));
        }
        break;
    }
    }
    if (m_validData) {
        out.m_valid.resize(n);
        for (size_t i = 0; i < n; ++i)
            out.m_valid[i] = m_validData[pick(i)];
        dropMaskWithoutNulls(out.m_valid);
    }
    out.pointAtVectors();
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
    const qint64 fixed = qint64(sizeof(TableColumn)) + m_name.capacity() * qint64(sizeof(QChar));
    if (!m_owner)
        return fixed + capacityBytes(m_ints) + capacityBytes(m_floats) + capacityBytes(m_bools) +
               capacityBytes(m_bytes) + capacityBytes(m_offsets) + capacityBytes(m_valid);
    // Mapped: the blocks it reads, which count as memory once touched.
    qint64 values = 0;
    switch (m_type) {
    case ColumnType::Int:
    case ColumnType::Float:
        values = m_size * 8;
        break;
    case ColumnType::Bool:
        values = m_size;
        break;
    case ColumnType::String:
        values = (m_size + 1) * 8 + m_offsetData[m_size];
        break;
    }
    return fixed + values + (m_validData ? m_size : 0);
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
