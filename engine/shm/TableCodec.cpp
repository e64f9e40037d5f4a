#include "DatasetCodec.h"
#include "data/Table.h"

#include <cstdint>
#include <cstring>

namespace weft::engine {

namespace {

/// "WTB1": the first bytes of every encoded table, so that a foreign file fails loudly.
constexpr quint32 kTableMagic = 0x31425457;

qint64 padded(qint64 bytes)
{
    return (bytes + 7) & ~qint64(7);
}

/// Appends to a span, 8-byte aligned per block; the size was computed beforehand.
class Writer
{
public:
    explicit Writer(std::span<char> out)
        : m_out(out)
    {}
    void put(const void *data, qint64 bytes)
    {
        if (bytes > 0)
            std::memcpy(m_out.data() + m_pos, data, size_t(bytes));
        m_pos += bytes;
    }
    template<typename T>
    void value(T v)
    {
        put(&v, sizeof v);
    }
    void align()
    {
        const qint64 next = padded(m_pos);
        std::memset(m_out.data() + m_pos, 0, size_t(next - m_pos));
        m_pos = next;
    }

private:
    std::span<char> m_out;
    qint64 m_pos = 0;
};

/// Reads what Writer wrote, checking every length against the bytes there are.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(TableCodec)

public:
    explicit Reader(std::span<const char> in)
        : m_in(in)
    {}
    const char *take(qint64 bytes)
    {
        if (bytes < 0 || bytes > qint64(m_in.size()) - m_pos)
            throw CodecError(tr("encoded table is truncated: %1 bytes needed at offset %2 of %3")
                                 .arg(bytes)
                                 .arg(m_pos)
                                 .arg(m_in.size()));
        const char *data = m_in.data() + m_pos;
        m_pos += bytes;
        return data;
    }
    template<typename T>
    T value()
    {
        T v;
        std::memcpy(&v, take(sizeof v), sizeof v);
        return v;
    }
    void align() { take(padded(m_pos) - m_pos); }
    bool atEnd() const { return m_pos == qint64(m_in.size()); }

private:
    std::span<const char> m_in;
    qint64 m_pos = 0;
};

qint64 stringBytes(const TableColumn &column)
{
    qint64 bytes = 0;
    for (qsizetype row = 0; row < column.size(); ++row)
        bytes += qint64(column.utf8At(row).size());
    return bytes;
}

qint64 columnSize(const TableColumn &column)
{
    const qint64 rows = column.size();
    qint64 bytes = 8 + padded(column.name().toUtf8().size());
    switch (column.type()) {
    case ColumnType::Int:
    case ColumnType::Float:
        bytes += rows * 8;
        break;
    case ColumnType::Bool:
        bytes += padded(rows);
        break;
    case ColumnType::String:
        bytes += (rows + 1) * 8 + padded(stringBytes(column));
        break;
    }
    if (column.hasNulls())
        bytes += padded(rows);
    return bytes;
}

void writeColumn(Writer &out, const TableColumn &column)
{
    const QByteArray name = column.name().toUtf8();
    out.value(quint8(column.type()));
    out.value(quint8(column.hasNulls() ? 1 : 0));
    out.value(quint16(0));
    out.value(quint32(name.size()));
    out.put(name.constData(), name.size());
    out.align();
    switch (column.type()) {
    case ColumnType::Int:
        out.put(column.ints().data(), column.size() * 8);
        break;
    case ColumnType::Float:
        out.put(column.floats().data(), column.size() * 8);
        break;
    case ColumnType::Bool:
        out.put(column.bools().data(), column.size());
        out.align();
        break;
    case ColumnType::String: {
        qint64 offset = 0;
        out.value(offset);
        for (qsizetype row = 0; row < column.size(); ++row) {
            offset += qint64(column.utf8At(row).size());
            out.value(offset);
        }
        for (qsizetype row = 0; row < column.size(); ++row) {
            const std::string_view text = column.utf8At(row);
            out.put(text.data(), qint64(text.size()));
        }
        out.align();
        break;
    }
    }
    if (column.hasNulls()) {
        out.put(column.validity().data(), column.size());
        out.align();
    }
}

/// The blocks of one encoded column, in place in the encoded bytes.
struct ColumnBlocks
{
    QString name;
    ColumnType type = ColumnType::Int;
    TableColumn::MappedValues values;
};

/// Reads one column's header and finds its blocks, checking every length and, for text, that
/// every offset lies within the column's bytes (utf8At() trusts them).
ColumnBlocks readBlocks(Reader &in, qint64 rows)
{
    ColumnBlocks column;
    const auto type = in.value<quint8>();
    const bool hasNulls = in.value<quint8>() != 0;
    in.value<quint16>();
    const auto nameBytes = in.value<quint32>();
    column.name = QString::fromUtf8(in.take(nameBytes), nameBytes);
    in.align();
    const auto block = [&in](qint64 bytes) {
        const char *data = in.take(bytes);
        in.align();
        return data;
    };
    column.type = ColumnType(type);
    switch (column.type) {
    case ColumnType::Int:
    case ColumnType::Float:
        column.values.values = block(rows * 8);
        break;
    case ColumnType::Bool:
        column.values.values = block(rows);
        break;
    case ColumnType::String: {
        const char *offsetBytes = in.take((rows + 1) * 8);
        qint64 total = 0;
        std::memcpy(&total, offsetBytes + rows * 8, sizeof total);
        column.values.bytes = block(total);
        qint64 previous = 0;
        for (qint64 row = 0; row <= rows; ++row) {
            qint64 offset = 0;
            std::memcpy(&offset, offsetBytes + row * 8, sizeof offset);
            if (offset < previous || (row == 0 && offset != 0))
                throw CodecError(Reader::tr("encoded table has a bad string offset in column "
                                            "'%1', row %2")
                                     .arg(column.name)
                                     .arg(row));
            previous = offset;
        }
        column.values.offsets = reinterpret_cast<const qint64 *>(offsetBytes);
        break;
    }
    default:
        throw CodecError(Reader::tr("encoded table has an unknown column type %1").arg(type));
    }
    if (hasNulls)
        column.values.valid = reinterpret_cast<const std::uint8_t *>(block(rows));
    return column;
}

/// A copy of `count` values at `data`, which may be unaligned in bytes that are not a mapping.
template<typename T>
std::vector<T> copied(const void *data, qint64 count)
{
    std::vector<T> values(static_cast<size_t>(count));
    if (count > 0)
        std::memcpy(values.data(), data, size_t(count) * sizeof(T));
    return values;
}

/// A column holding its own copy of the blocks, for bytes that go away after decoding.
TableColumn copyColumn(ColumnBlocks blocks, qint64 rows)
{
    const TableColumn::MappedValues &in = blocks.values;
    std::vector<std::uint8_t> valid =
        in.valid ? copied<std::uint8_t>(in.valid, rows) : std::vector<std::uint8_t>();
    switch (blocks.type) {
    case ColumnType::Int:
        return TableColumn::fromInts(std::move(blocks.name), copied<qint64>(in.values, rows),
                                     std::move(valid));
    case ColumnType::Float:
        return TableColumn::fromFloats(std::move(blocks.name), copied<double>(in.values, rows),
                                       std::move(valid));
    case ColumnType::Bool:
        return TableColumn::fromBools(std::move(blocks.name), copied<std::uint8_t>(in.values, rows),
                                      std::move(valid));
    case ColumnType::String:
        break;
    }
    TableColumn column(std::move(blocks.name), ColumnType::String);
    qint64 total = 0;
    std::memcpy(&total, in.offsets + rows, sizeof total);
    column.reserveText(rows, total);
    for (qint64 row = 0; row < rows; ++row) {
        qint64 range[2];
        std::memcpy(range, in.offsets + row, sizeof range);
        if (in.valid && !in.valid[row])
            column.appendNull();
        else
            column.appendUtf8(std::string_view(in.bytes + range[0], size_t(range[1] - range[0])));
    }
    return column;
}

class TableCodec final : public DatasetKindCodec
{
public:
    DataKind kind() const override { return DataKind::Table; }

    qint64 encodedSize(const Dataset &dataset) const override
    {
        const auto &table = static_cast<const Table &>(dataset);
        qint64 bytes = 16;
        for (int c = 0; c < table.columnCount(); ++c)
            bytes += columnSize(table.column(c));
        return bytes;
    }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const auto &table = static_cast<const Table &>(dataset);
        Writer writer(out);
        writer.value(kTableMagic);
        writer.value(quint32(table.columnCount()));
        writer.value(qint64(table.rowCount()));
        for (int c = 0; c < table.columnCount(); ++c)
            writeColumn(writer, table.column(c));
    }

    DatasetPtr decode(std::span<const char> in) const override { return decodeTable(in, nullptr); }

    /// The columns read the mapping in place (no copy, no parse) when it is 8-byte aligned, as
    /// a cached result's file and a shared-memory segment are.
    DatasetPtr decodeMapped(std::span<const char> in,
                            std::shared_ptr<const void> owner) const override
    {
        const bool aligned = reinterpret_cast<std::uintptr_t>(in.data()) % 8 == 0;
        return decodeTable(in, aligned ? &owner : nullptr);
    }

private:
    /// `owner`: the mapping's owner when the columns may read `in` in place; null to copy.
    static DatasetPtr decodeTable(std::span<const char> in,
                                  const std::shared_ptr<const void> *owner)
    {
        Reader reader(in);
        if (in.size() < 16 || reader.value<quint32>() != kTableMagic)
            throw CodecError(Reader::tr("not an encoded table (bad magic)"));
        const auto columns = reader.value<quint32>();
        const auto rows = reader.value<qint64>();
        if (rows < 0 || rows > qint64(in.size()))
            throw CodecError(Reader::tr("encoded table claims %1 rows").arg(rows));
        auto table = std::make_shared<Table>();
        for (quint32 c = 0; c < columns; ++c) {
            ColumnBlocks blocks = readBlocks(reader, rows);
            TableColumn column = owner
                                     ? TableColumn::fromMapped(std::move(blocks.name), blocks.type,
                                                               rows, blocks.values, *owner)
                                     : copyColumn(std::move(blocks), rows);
            if (table->columnIndex(column.name()) >= 0)
                throw CodecError(
                    Reader::tr("encoded table repeats column '%1'").arg(column.name()));
            table->addColumn(std::move(column));
        }
        if (!reader.atEnd())
            throw CodecError(Reader::tr("encoded table has %1 bytes after its last column")
                                 .arg(qint64(in.size()) - 16));
        return table;
    }
};

} // namespace

const DatasetKindCodec &tableCodec()
{
    static const TableCodec codec;
    return codec;
}

} // namespace weft::engine
