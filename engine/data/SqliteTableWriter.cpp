#include "SqliteTableWriter.h"

#include "SqliteError.h"

#include <QStringList>

#include <memory>
#include <sqlite3.h>

namespace weft::engine {

namespace {

constexpr qsizetype kStopCheckRows = 4096;

QString sqlType(ColumnType type)
{
    switch (type) {
    case ColumnType::Int:
        return QStringLiteral("INTEGER");
    case ColumnType::Float:
        return QStringLiteral("REAL");
    case ColumnType::Bool:
        return QStringLiteral("BOOLEAN");
    case ColumnType::String:
        break;
    }
    return QStringLiteral("TEXT");
}

struct StatementDeleter
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementDeleter>;

Statement prepare(SqliteConnection &db, const QString &sql, const QString &context)
{
    sqlite3_stmt *raw = nullptr;
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(db.handle(), text.constData(), int(text.size()), &raw, nullptr) !=
        SQLITE_OK)
        throw db.error(context);
    return Statement(raw);
}

/// The column names of table `name`, empty when there is no such table.
QStringList existingColumns(SqliteConnection &db, const QString &name, const QString &context)
{
    const Statement info = prepare(
        db, QStringLiteral("PRAGMA table_info(%1)").arg(SqliteConnection::quoted(name)), context);
    QStringList columns;
    while (sqlite3_step(info.get()) == SQLITE_ROW)
        columns.append(
            QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(info.get(), 1))));
    return columns;
}

void bindCell(sqlite3_stmt *insert, int index, const TableColumn &column, qsizetype row)
{
    if (column.isNull(row)) {
        sqlite3_bind_null(insert, index);
        return;
    }
    switch (column.type()) {
    case ColumnType::Int:
        sqlite3_bind_int64(insert, index, column.intAt(row));
        break;
    case ColumnType::Float:
        sqlite3_bind_double(insert, index, column.floatAt(row));
        break;
    case ColumnType::Bool:
        sqlite3_bind_int(insert, index, column.boolAt(row) ? 1 : 0);
        break;
    case ColumnType::String: {
        const std::string_view text = column.utf8At(row);
        sqlite3_bind_text(insert, index, text.data(), int(text.size()), SQLITE_STATIC);
        break;
    }
    }
}

} // namespace

void SqliteTableWriter::write(SqliteConnection &db, const Table &table, const QString &name,
                              Mode mode, std::stop_token stop)
{
    const QString context = tr("table '%1'").arg(name);
    const QString quotedName = SqliteConnection::quoted(name);
    if (table.columnCount() == 0)
        throw SqliteError(tr("%1: %2: the input has no columns").arg(db.name(), context));

    db.exec(QStringLiteral("BEGIN IMMEDIATE"));
    try {
        QStringList declarations, columns, placeholders;
        for (int c = 0; c < table.columnCount(); ++c) {
            const TableColumn &column = table.column(c);
            columns.append(SqliteConnection::quoted(column.name()));
            declarations.append(columns.back() + u' ' + sqlType(column.type()));
            placeholders.append(QStringLiteral("?"));
        }
        if (mode == Mode::Replace)
            db.exec(QStringLiteral("DROP TABLE IF EXISTS %1").arg(quotedName));
        const QStringList existing = existingColumns(db, name, context);
        if (existing.isEmpty()) {
            db.exec(QStringLiteral("CREATE TABLE %1 (%2)")
                        .arg(quotedName, declarations.join(QStringLiteral(", "))));
        } else {
            for (const QString &column : table.columnNames()) {
                if (!existing.contains(column))
                    throw SqliteError(tr("%1: %2 has no column '%3' to append to (its "
                                         "columns: %4)")
                                          .arg(db.name(), context, column, existing.join(u", ")));
            }
        }
        const Statement insert = prepare(db,
                                         QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                             .arg(quotedName, columns.join(QStringLiteral(", ")),
                                                  placeholders.join(QStringLiteral(", "))),
                                         context);
        for (qsizetype row = 0; row < table.rowCount(); ++row) {
            for (int c = 0; c < table.columnCount(); ++c)
                bindCell(insert.get(), c + 1, table.column(c), row);
            if (sqlite3_step(insert.get()) != SQLITE_DONE)
                throw db.error(context);
            sqlite3_reset(insert.get());
            if ((row + 1) % kStopCheckRows == 0 && stop.stop_requested())
                throw SqliteError(tr("%1: writing %2 was cancelled").arg(db.name(), context));
        }
        db.exec(QStringLiteral("COMMIT"));
    } catch (...) {
        sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

} // namespace weft::engine
