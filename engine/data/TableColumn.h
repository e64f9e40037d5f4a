#pragma once

#include <QByteArrayView>
#include <QString>
#include <QVariant>

#include <cstdint>
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
class TableColumn
{
public:
    TableColumn(QString name, ColumnType type);

    static TableColumn fromInts(QString name, std::vector<qint64> values,
                                std::vector<std::uint8_t> valid = {});
    static TableColumn fromFloats(QString name, std::vector<double> values,
                                  std::vector<std::uint8_t> valid = {});
    /// `values` holds 0 or 1 per row.
    static TableColumn fromBools(QString name, std::vector<std::uint8_t> values,
                                 std::vector<std::uint8_t> valid = {});

    const QString &name() const { return m_name; }
    void setName(QString name) { m_name = std::move(name); }
    ColumnType type() const { return m_type; }
    qsizetype size() const { return m_size; }
    /// Int, Float and Bool columns; these are the variables of table expressions.
    bool isNumeric() const { return m_type != ColumnType::String; }

    bool hasNulls() const { return !m_valid.empty(); }
    bool isNull(qsizetype row) const { return !m_valid.empty() && !m_valid[size_t(row)]; }
    /// One byte per row, 1 where the value is present; empty when no value is null.
    std::span<const std::uint8_t> validity() const { return m_valid; }

    qint64 intAt(qsizetype row) const { return m_ints[size_t(row)]; }
    double floatAt(qsizetype row) const { return m_floats[size_t(row)]; }
    bool boolAt(qsizetype row) const { return m_bools[size_t(row)] != 0; }
    std::string_view utf8At(qsizetype row) const
    {
        const auto begin = m_offsets[size_t(row)];
        return {m_bytes.data() + begin, size_t(m_offsets[size_t(row) + 1] - begin)};
    }
    QString stringAt(qsizetype row) const;
    /// The value as a number (Bool as 0/1); NaN for a null or a String column.
    double toDouble(qsizetype row) const;
    /// The value for display and models; an invalid QVariant for a null.
    QVariant value(qsizetype row) const;

    std::span<const qint64> ints() const { return m_ints; }
    std::span<const double> floats() const { return m_floats; }
    /// Bool values (0/1) of a Bool column.
    std::span<const std::uint8_t> bools() const { return m_bools; }

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

    /// Bytes held: vector capacities, string payload and the name.
    qint64 sizeBytes() const;

    /// Same name, type and values; NaN equals NaN so that round trips can be compared.
    bool operator==(const TableColumn &other) const;

private:
    void markValid();
    template<typename Pick>
    TableColumn copyRows(qsizetype count, Pick pick) const;

    QString m_name;
    ColumnType m_type;
    qsizetype m_size = 0;
    std::vector<qint64> m_ints;        ///< Int values
    std::vector<double> m_floats;      ///< Float values
    std::vector<std::uint8_t> m_bools; ///< Bool values, 0 or 1
    std::vector<char> m_bytes;         ///< String payload, UTF-8
    std::vector<qint64> m_offsets;     ///< String: row i spans [m_offsets[i], m_offsets[i+1])
    std::vector<std::uint8_t> m_valid; ///< empty, or 1 per present row and 0 per null
};

} // namespace weft::engine
