#include "CsvReader.h"

#include "CsvColumnBuilder.h"
#include "CsvError.h"
#include "CsvRecordReader.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace weft::engine {

namespace {

constexpr int kRecordsBetweenStopChecks = 4096;
/// After this many records the columns reserve room for the rest of the file, guessed from
/// the bytes per record so far (plus a little), so that they do not grow by doubling.
constexpr qint64 kRecordsBeforeReserving = 16384;

void reserveForTheRest(std::vector<CsvColumnBuilder> &columns, const CsvRecordReader &records,
                       qint64 dataStart, qint64 fileSize, qint64 rowsRead)
{
    const qint64 bytesRead = records.position() - dataStart;
    if (bytesRead <= 0 || fileSize <= records.position())
        return;
    const double rest = double(fileSize - records.position()) / double(bytesRead) * 1.02;
    for (CsvColumnBuilder &column : columns)
        column.reserve(qsizetype(double(rowsRead) * rest) + 1,
                       qint64(double(column.textBytes()) * rest) + 1);
}

/// What the user calls a column type in `column_types`.
QString typeWord(ColumnType type)
{
    switch (type) {
    case ColumnType::Int:
        return CsvReader::tr("an integer");
    case ColumnType::Float:
        return CsvReader::tr("a number");
    case ColumnType::Bool:
        return CsvReader::tr("a true or false value");
    case ColumnType::String:
        break;
    }
    return CsvReader::tr("text");
}

/// Fails for a column the options give a type that the header does not name.
void checkTypedColumnsExist(const CsvRecordReader &records, const CsvOptions &options,
                            const std::vector<CsvColumnBuilder> &columns)
{
    for (auto it = options.columnTypes.cbegin(); it != options.columnTypes.cend(); ++it) {
        if (std::none_of(columns.begin(), columns.end(),
                         [&](const CsvColumnBuilder &c) { return c.name() == it.key(); })) {
            QStringList names;
            for (const CsvColumnBuilder &column : columns)
                names << column.name();
            records.fail(records.line(), CsvReader::tr("a type is set for column '%1', which the "
                                                       "header does not name (its columns: %2)")
                                             .arg(it.key(), names.join(QStringLiteral(", "))));
        }
    }
}

} // namespace

std::vector<CsvColumnBuilder> CsvReader::readHeader(CsvRecordReader &records,
                                                    const CsvOptions &options)
{
    if (!records.next())
        throw CsvError(CsvReader::tr("%1: the file is empty; a CSV file starts with a header "
                                     "row naming its columns")
                           .arg(records.fileName()));
    std::vector<CsvColumnBuilder> columns;
    columns.reserve(size_t(records.fieldCount()));
    QSet<QString> names; // a list searched per name made a wide header quadratic
    names.reserve(records.fieldCount());
    for (int i = 0; i < records.fieldCount(); ++i) {
        const std::string_view field = records.field(i);
        QString name = QString::fromUtf8(field.data(), qsizetype(field.size())).trimmed();
        if (name.isEmpty())
            name = QStringLiteral("column%1").arg(i + 1); // data, not UI: never translated
        if (names.contains(name))
            records.fail(records.line(),
                         CsvReader::tr("the header names column '%1' twice").arg(name));
        names.insert(name);
        columns.emplace_back(std::move(name), options);
    }
    checkTypedColumnsExist(records, options, columns);
    return columns;
}

Table CsvReader::read(const QString &path, const CsvOptions &options, std::stop_token stop,
                      QStringList *warnings)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CsvError(tr("%1: cannot open the file: %2")
                           .arg(QDir::toNativeSeparators(path), file.errorString()));
    return read(file, QDir::toNativeSeparators(path), options, std::move(stop), warnings);
}

Table CsvReader::read(QIODevice &device, const QString &fileName, const CsvOptions &options,
                      std::stop_token stop, QStringList *warnings)
{
    CsvRecordReader records(device, fileName, options.delimiter);
    std::vector<CsvColumnBuilder> columns = readHeader(records, options);
    const int width = int(columns.size());
    const qint64 dataStart = records.position();
    const qint64 fileSize = device.isSequential() ? 0 : device.size();

    int sinceCheck = 0;
    qint64 rows = 0;
    while (records.next()) {
        if (records.isBlank())
            continue; // in a one-column file too, as pandas skips it; a null there is "NA"
        const int count = records.fieldCount();
        if (count != width)
            records.fail(records.line(),
                         tr("expected %1 fields as in the header, found %2").arg(width).arg(count));
        const qint64 line = records.line();
        for (int i = 0; i < width; ++i) {
            if (!columns[size_t(i)].append(records.field(i), records.isQuoted(i), line))
                refuseValue(records, columns[size_t(i)], i);
        }
        if (++rows == kRecordsBeforeReserving)
            reserveForTheRest(columns, records, dataStart, fileSize, rows);
        if (++sinceCheck == kRecordsBetweenStopChecks) {
            sinceCheck = 0;
            if (stop.stop_requested())
                throw CsvError(tr("%1: reading was cancelled").arg(fileName));
        }
    }

    Table table;
    for (CsvColumnBuilder &column : columns) {
        if (stop.stop_requested())
            throw CsvError(tr("%1: reading was cancelled").arg(fileName));
        if (const auto stray = column.stray(); stray && warnings)
            warnings->append(tr("%1:%2: column '%3' is read as text because of the value '%4'; "
                                "every other value in it is a number")
                                 .arg(fileName)
                                 .arg(stray->line)
                                 .arg(column.name(), QString::fromStdString(stray->value)));
        table.addColumn(column.finish());
    }
    return table;
}

void CsvReader::refuseValue(const CsvRecordReader &records, const CsvColumnBuilder &column,
                            int field)
{
    const std::string_view text = records.field(field);
    records.fail(records.line(), tr("column '%1' is set to be %2, but '%3' is not")
                                     .arg(column.name(), typeWord(*column.forcedType()),
                                          QString::fromUtf8(text.data(), qsizetype(text.size()))));
}

} // namespace weft::engine
