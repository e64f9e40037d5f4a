#include "SqliteQueryReader.h"

#include "SqliteColumnAccumulator.h"
#include "SqliteError.h"

#include <algorithm>
#include <memory>
#include <sqlite3.h>
#include <string>

namespace weft::engine {

namespace {

/// How often (rows) a long query checks for cancellation.
constexpr qsizetype kStopCheckRows = 4096;

struct StatementDeleter
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};

} // namespace

Table SqliteQueryReader::read(SqliteConnection &db, const QString &sql, std::stop_token stop)
{
    const QByteArray text = sql.toUtf8();
    sqlite3_stmt *raw = nullptr;
    const char *tail = nullptr;
    if (sqlite3_prepare_v2(db.handle(), text.constData(), int(text.size()), &raw, &tail) !=
        SQLITE_OK)
        throw db.error(tr("in the query"));
    const std::unique_ptr<sqlite3_stmt, StatementDeleter> statement(raw);
    if (!statement)
        throw SqliteError(tr("%1: the query is empty").arg(db.name()));
    if (!QByteArray(tail).trimmed().isEmpty() && QByteArray(tail).trimmed() != ";")
        throw SqliteError(
            tr("%1: the query holds more than one statement; give a single SELECT").arg(db.name()));

    const int columns = sqlite3_column_count(statement.get());
    if (columns == 0)
        throw SqliteError(tr("%1: the query returns no columns; give a SELECT").arg(db.name()));
    std::vector<SqliteColumnAccumulator> accumulators;
    QStringList names;
    for (int c = 0; c < columns; ++c) {
        const QString name = QString::fromUtf8(sqlite3_column_name(statement.get(), c));
        if (names.contains(name))
            throw SqliteError(tr("%1: the query returns two columns named '%2'; rename one "
                                 "with AS")
                                  .arg(db.name(), name));
        names.append(name);
        const char *declared = sqlite3_column_decltype(statement.get(), c);
        accumulators.emplace_back(name, QString::fromUtf8(declared ? declared : ""));
    }

    qsizetype rows = 0;
    for (;;) {
        const int rc = sqlite3_step(statement.get());
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW)
            throw db.error(tr("in the query"));
        for (int c = 0; c < columns; ++c)
            accumulators[size_t(c)].append(statement.get(), c);
        if (++rows % kStopCheckRows == 0 && stop.stop_requested())
            throw SqliteError(tr("%1: the query was cancelled").arg(db.name()));
    }

    Table table;
    for (const SqliteColumnAccumulator &accumulator : accumulators)
        table.addColumn(accumulator.finish());
    return table;
}

} // namespace weft::engine
