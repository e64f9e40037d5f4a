#include "DatasetCodec.h"
#include "data/Table.h"

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
    template<typename T>
    std::vector<T> vector(qint64 count)
    {
        // Bounds first: a corrupt count must fail, not allocate.
        const char *data = take(count * qint64(sizeof(T)));
        std::vector<T> values(static_cast<size_t>(count));
        if (count > 0)
            std::memcpy(values.data(), data, size_t(count) * sizeof(T));
        align();
        return values;
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

TableColumn readColumn(Reader &in, qint64 rows)
{
    const auto type = in.value<quint8>();
    const bool hasNulls = in.value<quint8>() != 0;
    in.value<quint16>();
    const auto nameBytes = in.value<quint32>();
    QString name = QString::fromUtf8(in.take(nameBytes), nameBytes);
    in.align();
    switch (ColumnType(type)) {
    case ColumnType::Int: {
        std::vector<qint64> values = in.vector<qint64>(rows);
        return TableColumn::fromInts(std::move(name), std::move(values),
                                     hasNulls ? in.vector<std::uint8_t>(rows)
                                              : std::vector<std::uint8_t>());
    }
    case ColumnType::Float: {
        std::vector<double> values = in.vector<double>(rows);
        return TableColumn::fromFloats(std::move(name), std::move(values),
                                       hasNulls ? in.vector<std::uint8_t>(rows)
                                                : std::vector<std::uint8_t>());
    }
    case ColumnType::Bool: {
        std::vector<std::uint8_t> values = in.vector<std::uint8_t>(rows);
        return TableColumn::fromBools(std::move(name), std::move(values),
                                      hasNulls ? in.vector<std::uint8_t>(rows)
                                               : std::vector<std::uint8_t>());
    }
    case ColumnType::String: {
        const std::vector<qint64> offsets = in.vector<qint64>(rows + 1);
        const qint64 total = offsets.back();
        const char *bytes = in.take(total);
        in.align();
        const std::vector<std::uint8_t> valid =
            hasNulls ? in.vector<std::uint8_t>(rows) : std::vector<std::uint8_t>();
        TableColumn column(std::move(name), ColumnType::String);
        column.reserve(rows);
        for (qint64 row = 0; row < rows; ++row) {
            const qint64 begin = offsets[size_t(row)], end = offsets[size_t(row) + 1];
            if (begin < 0 || end < begin || end > total)
                throw CodecError(Reader::tr("encoded table has a bad string offset in column "
                                            "'%1', row %2")
                                     .arg(column.name())
                                     .arg(row));
            if (hasNulls && !valid[size_t(row)])
                column.appendNull();
            else
                column.appendUtf8(std::string_view(bytes + begin, size_t(end - begin)));
        }
        return column;
    }
    }
    throw CodecError(Reader::tr("encoded table has an unknown column type %1").arg(type));
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

    DatasetPtr decode(std::span<const char> in) const override
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
            TableColumn column = readColumn(reader, rows);
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
