#pragma once

#include <QByteArrayView>
#include <QString>
#include <QVariant>

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace weft::engine {

/// The type of every value in one table column.
enum class ColumnType {
    Int,    ///< 64-bit signed integer
    Float,  ///< IEEE double
    String, ///< UTF-8 text
    Bool,   ///< true or false
};

/// The name used for a column type in messages and the inspector.
QString columnTypeName(ColumnType type);

/// One named, typed column of a Table, stored contiguously for speed: a std::vector of int64,
/// double or bytes, strings as one UTF-8 buffer plus offsets (no allocation per cell). Any
/// value may be null; the validity mask is empty while the column has no null, so the common
/// case costs nothing.
///
/// Build it with the append functions (or a from... factory), then share it read-only: a
/// finished column is never modified, which is what lets Tables share columns across threads.
/// Appending a value of another type than the column's is a programming error (asserted).
///
/// A column may also read its values in place from a read-only mapping (fromMapped(): a cached
/// result's file, a worker's shared-memory segment), so that a table handed over that way is
/// not copied or parsed; the column keeps the mapping alive. Appending to such a column first
/// copies its values into memory of its own.
class TableColumn
{
public:
    /// Where a mapped column's values are, each block laid out as the vectors below hold them.
    struct MappedValues
    {
        const void *values = nullptr;        ///< Int (int64), Float (double), Bool (1 byte) values
        const qint64 *offsets = nullptr;     ///< String: size() + 1 offsets into `bytes`
        const char *bytes = nullptr;         ///< String payload
        const std::uint8_t *valid = nullptr; ///< null when no value is null
    };

    TableColumn(QString name, ColumnType type);
    TableColumn(const TableColumn &other);
    TableColumn &operator=(const TableColumn &other);
    TableColumn(TableColumn &&other) noexcept;
    TableColumn &operator=(TableColumn &&other) noexcept;
    ~TableColumn() = default;

    static TableColumn fromInts(QString name, std::vector<qint64> values,
                                std::vector<std::uint8_t> valid = {});
    static TableColumn fromFloats(QString name, std::vector<double> values,
                                  std::vector<std::uint8_t> valid = {});
    /// `values` holds 0 or 1 per row.
    static TableColumn fromBools(QString name, std::vector<std::uint8_t> values,
                                 std::vector<std::uint8_t> valid = {});
    /// A column of `rows` values read in place from a mapping that `owner` keeps alive; the
    /// pointers must be 8-byte aligned (1 for bytes) and, for a String column, the offsets
    /// ascending from 0 (the caller checks them: utf8At() trusts them).
    static TableColumn fromMapped(QString name, ColumnType type, qsizetype rows,
                                  MappedValues values, std::shared_ptr<const void> owner);

    const QString &name() const { return m_name; }
    void setName(QString name) { m_name = std::move(name); }
    ColumnType type() const { return m_type; }
    qsizetype size() const { return m_size; }
    /// Int, Float and Bool columns; these are the variables of table expressions.
    bool isNumeric() const { return m_type != ColumnType::String; }

    bool hasNulls() const { return m_validData != nullptr; }
    bool isNull(qsizetype row) const { return m_validData && !m_validData[row]; }
    /// One byte per row, 1 where the value is present; empty when no value is null.
    std::span<const std::uint8_t> validity() const
    {
        return {m_validData, m_validData ? size_t(m_size) : 0};
    }
    /// Whether the values are read in place from a mapping (fromMapped()).
    bool isMapped() const { return m_owner != nullptr; }

    qint64 intAt(qsizetype row) const { return m_intData[row]; }
    double floatAt(qsizetype row) const { return m_floatData[row]; }
    bool boolAt(qsizetype row) const { return m_boolData[row] != 0; }
    std::string_view utf8At(qsizetype row) const
    {
        const auto begin = m_offsetData[row];
        return {m_byteData + begin, size_t(m_offsetData[row + 1] - begin)};
    }
    QString stringAt(qsizetype row) const;
    /// The value as a number (Bool as 0/1); NaN for a null or a String column.
    double toDouble(qsizetype row) const;
    /// The value for display and models; an invalid QVariant for a null.
    QVariant value(qsizetype row) const;

    std::span<const qint64> ints() const { return valuesOf<ColumnType::Int>(m_intData); }
    std::span<const double> floats() const { return valuesOf<ColumnType::Float>(m_floatData); }
    /// Bool values (0/1) of a Bool column.
    std::span<const std::uint8_t> bools() const { return valuesOf<ColumnType::Bool>(m_boolData); }

    void reserve(qsizetype rows);
    /// String columns: room for `rows` rows holding `bytes` bytes of text in all.
    void reserveText(qsizetype rows, qint64 bytes);
    void appendNull();
    void appendInt(qint64 value);
    void appendFloat(double value);
    void appendBool(bool value);
    /// Appends UTF-8 text to a String column; the caller guarantees valid UTF-8.
    void appendUtf8(std::string_view text);
    void appendString(QStringView text);

    /// Appends `count` rows of `source` starting at `first`, nulls included; `source` must have
    /// this column's type. Copies whole ranges, for joining pieces of one table.
    void appendRows(const TableColumn &source, qsizetype first, qsizetype count);

    /// A new column holding rows `rows` (each < size()) in that order.
    TableColumn gather(std::span<const qsizetype> rows) const;
    /// A new column holding `count` rows starting at `first`.
    TableColumn slice(qsizetype first, qsizetype count) const;

    /// Bytes held: vector capacities (or the mapped blocks), string payload and the name.
    qint64 sizeBytes() const;

    /// Same name, type and values; NaN equals NaN so that round trips can be compared.
    bool operator==(const TableColumn &other) const;

private:
    template<ColumnType Type, typename T>
    std::span<const T> valuesOf(const T *data) const
    {
        return {data, m_type == Type ? size_t(m_size) : 0};
    }
    void markValid();
    template<typename Pick>
    TableColumn copyRows(qsizetype count, Pick pick) const;
    /// Points the data pointers at the vectors, after every change to them.
    void pointAtVectors();
    /// Before a change: copies a mapped column's values into the vectors.
    void ownValues();

    QString m_name;
    ColumnType m_type;
    qsizetype m_size = 0;
    std::vector<qint64> m_ints;        ///< Int values
    std::vector<double> m_floats;      ///< Float values
    std::vector<std::uint8_t> m_bools; ///< Bool values, 0 or 1
    std::vector<char> m_bytes;         ///< String payload, UTF-8
    std::vector<qint64> m_offsets;     ///< String: row i spans [m_offsets[i], m_offsets[i+1])
    std::vector<std::uint8_t> m_valid; ///< empty, or 1 per present row and 0 per null

    // What the accessors read: the vectors' data, or a mapping that m_owner keeps alive.
    std::shared_ptr<const void> m_owner;
    const qint64 *m_intData = nullptr;
    const double *m_floatData = nullptr;
    const std::uint8_t *m_boolData = nullptr;
    const char *m_byteData = nullptr;
    const qint64 *m_offsetData = nullptr;
    const std::uint8_t *m_validData = nullptr; ///< null while no value is null
};

} // namespace weft::engine
