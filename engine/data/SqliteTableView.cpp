#include "SqliteTableView.h"

#include <sqlite3.h>

namespace weft::engine {

/// The virtual table's callbacks (SQLite's xConnect, xBestIndex, …); an eponymous-only module,
/// so `weft_rows` exists as soon as the module is registered and CREATE VIRTUAL TABLE is not
/// needed.
struct SqliteTableViewModule
{
    struct VirtualTable : sqlite3_vtab
    {
        SqliteTableView *view = nullptr;
    };
    struct Cursor : sqlite3_vtab_cursor
    {
        qsizetype row = 0;
    };

    static const char *declaredType(ColumnType type)
    {
        switch (type) {
        case ColumnType::Int:
            return "INTEGER";
        case ColumnType::Float:
            return "REAL";
        case ColumnType::Bool:
            return "BOOLEAN";
        case ColumnType::String:
            break;
        }
        return "TEXT";
    }

    static const Table &table(sqlite3_vtab_cursor *cursor)
    {
        return static_cast<VirtualTable *>(cursor->pVtab)->view->m_table;
    }

    static int connect(sqlite3 *db, void *aux, int, const char *const *, sqlite3_vtab **out,
                       char **)
    {
        auto *view = static_cast<SqliteTableView *>(aux);
        QStringList columns;
        for (int c = 0; c < view->m_table.columnCount(); ++c) {
            const TableColumn &column = view->m_table.column(c);
            columns.append(SqliteConnection::quoted(column.name()) + u' ' +
                           QLatin1StringView(declaredType(column.type())));
        }
        const QByteArray schema =
            QStringLiteral("CREATE TABLE x(%1)").arg(columns.join(u", ")).toUtf8();
        const int rc = sqlite3_declare_vtab(db, schema.constData());
        if (rc != SQLITE_OK)
            return rc;
        auto *table = new VirtualTable{};
        table->view = view;
        *out = table;
        return SQLITE_OK;
    }

    static int bestIndex(sqlite3_vtab *vtab, sqlite3_index_info *info)
    {
        // Every statement scans the whole table in row order.
        const auto rows = static_cast<VirtualTable *>(vtab)->view->m_table.rowCount();
        info->estimatedCost = double(rows);
        info->estimatedRows = rows;
        return SQLITE_OK;
    }

    static int disconnect(sqlite3_vtab *vtab)
    {
        delete static_cast<VirtualTable *>(vtab);
        return SQLITE_OK;
    }

    static int open(sqlite3_vtab *, sqlite3_vtab_cursor **out)
    {
        *out = new Cursor{};
        return SQLITE_OK;
    }

    static int close(sqlite3_vtab_cursor *cursor)
    {
        delete static_cast<Cursor *>(cursor);
        return SQLITE_OK;
    }

    static int filter(sqlite3_vtab_cursor *cursor, int, const char *, int, sqlite3_value **)
    {
        static_cast<Cursor *>(cursor)->row = 0;
        return SQLITE_OK;
    }

    static int next(sqlite3_vtab_cursor *cursor)
    {
        ++static_cast<Cursor *>(cursor)->row;
        return SQLITE_OK;
    }

    static int eof(sqlite3_vtab_cursor *cursor)
    {
        return static_cast<Cursor *>(cursor)->row >= table(cursor).rowCount();
    }

    static int column(sqlite3_vtab_cursor *cursor, sqlite3_context *context, int index)
    {
        const qsizetype row = static_cast<Cursor *>(cursor)->row;
        static_cast<VirtualTable *>(cursor->pVtab)->view->m_lastRow = row;
        const TableColumn &column = table(cursor).column(index);
        if (column.isNull(row)) {
            sqlite3_result_null(context);
            return SQLITE_OK;
        }
        switch (column.type()) {
        case ColumnType::Int:
            sqlite3_result_int64(context, column.intAt(row));
            break;
        case ColumnType::Float:
            sqlite3_result_double(context, column.floatAt(row));
            break;
        case ColumnType::Bool:
            sqlite3_result_int(context, column.boolAt(row) ? 1 : 0);
            break;
        case ColumnType::String: {
            // The table outlives the statement, so SQLite may keep the bytes without a copy.
            // An empty value may have no bytes at all, and a null pointer would read as NULL.
            const std::string_view text = column.utf8At(row);
            sqlite3_result_text(context, text.empty() ? "" : text.data(), int(text.size()),
                                SQLITE_STATIC);
            break;
        }
        }
        return SQLITE_OK;
    }

    static int rowid(sqlite3_vtab_cursor *cursor, sqlite3_int64 *out)
    {
        *out = static_cast<Cursor *>(cursor)->row;
        return SQLITE_OK;
    }

    static const sqlite3_module &module()
    {
        static const sqlite3_module m = {
            0,          // iVersion
            nullptr,    // xCreate: eponymous only
            connect,    // xConnect
            bestIndex,  // xBestIndex
            disconnect, // xDisconnect
            nullptr,    // xDestroy
            open,       // xOpen
            close,      // xClose
            filter,     // xFilter
            next,       // xNext
            eof,        // xEof
            column,     // xColumn
            rowid,      // xRowid
            nullptr,    // xUpdate: read-only
            nullptr,    // xBegin
            nullptr,    // xSync
            nullptr,    // xCommit
            nullptr,    // xRollback
            nullptr,    // xFindFunction
            nullptr,    // xRename
            nullptr,    // xSavepoint
            nullptr,    // xRelease
            nullptr,    // xRollbackTo
            nullptr,    // xShadowName
        };
        return m;
    }
};

SqliteTableView::SqliteTableView(SqliteConnection &db, const Table &table)
    : m_table(table)
{
    if (sqlite3_create_module_v2(db.handle(), kName, &SqliteTableViewModule::module(), this,
                                 nullptr) != SQLITE_OK)
        throw db.error(tr("cannot make the table readable to SQL"));
}

} // namespace weft::engine
