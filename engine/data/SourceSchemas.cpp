#include "SourceSchemas.h"

#include "CsvColumnBuilder.h"
#include "CsvReader.h"
#include "CsvRecordReader.h"
#include "DataError.h"
#include "NpyFile.h"
#include "NpyHeader.h"
#include "SqliteConnection.h"

#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

namespace weft::engine {

namespace {

std::optional<DatasetSchema> readCsv(const QString &path, const CsvOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    CsvRecordReader records(file, path, options.delimiter);
    std::vector<CsvColumnBuilder> columns = CsvReader::readHeader(records, options);
    const auto width = int(columns.size());
    bool ended = true;
    for (int rows = 0; records.next();) {
        if (records.isBlank())
            continue; // as CsvReader skips it
        // A malformed row or a value of the wrong set type fails the run, which says where;
        // the rows before it still tell the types.
        if (records.fieldCount() != width || rows == SourceSchemas::kSampleRows) {
            ended = false;
            break;
        }
        for (int i = 0; i < width; ++i) {
            if (!columns[size_t(i)].append(records.field(i), records.isQuoted(i), records.line()))
                return std::nullopt;
        }
        ++rows;
    }
    std::vector<ColumnSchema> schema;
    schema.reserve(columns.size());
    for (CsvColumnBuilder &builder : columns) {
        const std::optional<ColumnType> forced = builder.forcedType();
        const QString name = builder.name();
        const TableColumn column = builder.finish();
        bool hasValue = false;
        for (qsizetype row = 0; row < column.size() && !hasValue; ++row)
            hasValue = !column.isNull(row);
        // A column of nulls so far is text only until a number shows up further down.
        std::optional<ColumnType> type;
        if (forced)
            type = forced;
        else if (ended || hasValue)
            type = column.type();
        schema.push_back({name, type});
    }
    return DatasetSchema::table(std::move(schema));
}

std::optional<DatasetSchema> readNpy(const QString &path)
{
    const NpyHeader header = NpyFile::readHeader(path);
    DatasetSchema schema = DatasetSchema::unknown(DataKind::Array);
    schema.element = header.type;
    schema.shape = header.shape;
    return schema;
}

std::optional<DatasetSchema> readSqliteQuery(const QString &path, const QString &query)
{
    SqliteConnection db(path, SqliteConnection::Mode::ReadOnly);
    const QByteArray text = query.toUtf8();
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(db.handle(), text.constData(), int(text.size()), &statement, nullptr) !=
            SQLITE_OK ||
        !statement)
        return std::nullopt;
    std::vector<ColumnSchema> columns;
    for (int c = 0; c < sqlite3_column_count(statement); ++c)
        columns.push_back({QString::fromUtf8(sqlite3_column_name(statement, c)), std::nullopt});
    sqlite3_finalize(statement);
    return DatasetSchema::table(std::move(columns));
}

} // namespace

SourceSchemas &SourceSchemas::shared()
{
    static SourceSchemas schemas;
    return schemas;
}

template<typename Read>
std::optional<DatasetSchema> SourceSchemas::remembered(const QString &path, const QString &what,
                                                       Read read)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return std::nullopt; // not there yet: a node of the graph may write it
    const QString key = QStringLiteral("%1\n%2\n%3\n%4")
                            .arg(path)
                            .arg(info.size())
                            .arg(info.lastModified().toMSecsSinceEpoch())
                            .arg(what);
    {
        const std::lock_guard lock(m_mutex);
        const auto it = m_entries.constFind(key);
        if (it != m_entries.constEnd())
            return *it;
    }
    std::optional<DatasetSchema> schema;
    try {
        schema = read();
    } catch (const DataError &) {
        // The run reports what is wrong with the file; its schema is unknown.
    }
    const std::lock_guard lock(m_mutex);
    if (m_entries.size() >= kMaxEntries)
        m_entries.clear();
    m_entries.insert(key, schema);
    return schema;
}

std::optional<DatasetSchema> SourceSchemas::csv(const QString &path, const CsvOptions &options,
                                                const QString &optionsKey)
{
    return remembered(path, QStringLiteral("csv\n") + optionsKey,
                      [&] { return readCsv(path, options); });
}

std::optional<DatasetSchema> SourceSchemas::npy(const QString &path)
{
    return remembered(path, QStringLiteral("npy"), [&] { return readNpy(path); });
}

std::optional<DatasetSchema> SourceSchemas::sqliteQuery(const QString &path, const QString &query)
{
    return remembered(path, QStringLiteral("sqlite\n") + query,
                      [&] { return readSqliteQuery(path, query); });
}

void SourceSchemas::clear()
{
    const std::lock_guard lock(m_mutex);
    m_entries.clear();
}

} // namespace weft::engine
