#include "TableSqlExpression.h"

#include "Operator.h"
#include "data/SqliteColumnAccumulator.h"
#include "data/SqliteConnection.h"
#include "data/SqliteError.h"
#include "data/SqliteTableView.h"
#include "data/SqliteTextFunctions.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <sqlite3.h>

namespace weft::engine {

namespace {

/// How often (rows) a long evaluation checks for cancellation.
constexpr qsizetype kStopCheckRows = 4096;
/// SQLite virtual-machine steps between two looks at the stop token, so that a filter that
/// keeps no row (one long step) can still be cancelled.
constexpr int kProgressSteps = 100000;

struct StatementDeleter
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementDeleter>;

int stopRequested(void *stop)
{
    return static_cast<const std::stop_token *>(stop)->stop_requested() ? 1 : 0;
}

/// The words of `expression` that could be names (columns, functions, SQL's words).
QStringList identifiers(const QString &expression)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
    QStringList found;
    for (auto it = word.globalMatch(expression); it.hasNext();)
        found.append(it.next().captured());
    return found;
}

/// Text in quotes, a single `=` or `<>`, one of SQL's words or a text function.
bool hasSqlSyntax(const QString &expression)
{
    static const QRegularExpression marks(QStringLiteral("['\"]|<>|(?<![=!<>])=(?!=)"));
    if (marks.match(expression).hasMatch())
        return true;
    static const QSet<QString> sqlWords = {
        QStringLiteral("and"),      QStringLiteral("or"),          QStringLiteral("not"),
        QStringLiteral("like"),     QStringLiteral("glob"),        QStringLiteral("is"),
        QStringLiteral("in"),       QStringLiteral("between"),     QStringLiteral("case"),
        QStringLiteral("cast"),     QStringLiteral("null"),        QStringLiteral("to_number"),
        QStringLiteral("contains"), QStringLiteral("starts_with"), QStringLiteral("ends_with"),
        QStringLiteral("strip"),    QStringLiteral("lower"),       QStringLiteral("upper"),
        QStringLiteral("replace"),  QStringLiteral("trim"),        QStringLiteral("ltrim"),
        QStringLiteral("rtrim"),    QStringLiteral("substr"),      QStringLiteral("substring"),
        QStringLiteral("instr"),    QStringLiteral("length"),      QStringLiteral("coalesce"),
        QStringLiteral("ifnull"),   QStringLiteral("iif"),         QStringLiteral("nullif"),
    };
    const QStringList tokens = identifiers(expression);
    return std::any_of(tokens.begin(), tokens.end(),
                       [](const QString &token) { return sqlWords.contains(token.toLower()); });
}

bool namesTextColumn(const Table &table, const QString &expression)
{
    const QStringList tokens = identifiers(expression);
    return std::any_of(tokens.begin(), tokens.end(), [&table](const QString &token) {
        const TableColumn *column = table.column(token);
        return column && column->type() == ColumnType::String;
    });
}

/// A numeric formula that computes with a text column (`name * 2`): SQL would take the text
/// as 0 and give a column of zeros, so muparser's complaint stands.
bool computesWithText(const Table &table, const QString &expression)
{
    static const QRegularExpression arithmetic(QStringLiteral("[-+*/^%]"));
    return !hasSqlSyntax(expression) && namesTextColumn(table, expression) &&
           arithmetic.match(expression).hasMatch();
}

/// `text` on one line: a message names the expression inside a sentence, and a project's
/// problems are listed one per line.
QString joinedLines(QString text)
{
    for (QChar &c : text) {
        if (c == u'\n' || c == u'\r')
            c = u' ';
    }
    return text;
}

/// SQLite's `message` about `sql` without the part of `sql` after `expression`: an unfinished
/// token ("`name", "'text") is quoted up to the end of the query, whose end is Weft's wrapping,
/// not what the user wrote.
QString withoutQueryTail(const QString &message, const QString &sql, const QString &expression)
{
    // Both queries wrap the expression as "(\n" expression "\n)".
    const qsizetype at = sql.indexOf(u"(\n" + expression + u"\n)");
    const QString tail = at < 0 ? QString() : sql.mid(at + 2 + expression.size()) + u'"';
    if (tail.size() <= 1 || !message.endsWith(tail))
        return message;
    return message.chopped(tail.size()) + u'"';
}

} // namespace

struct TableSqlExpression::Impl
{
    const Table &table;
    QString expression;
    QString subject;
    QString formulaProblem;
    std::unique_ptr<SqliteConnection> db;
    std::unique_ptr<SqliteTableView> view;
    std::stop_token stop;

    [[noreturn]] void fail(const QString &problem) const
    {
        throw OperatorError(TableSqlExpression::tr("the expression '%1' for %2: %3")
                                .arg(joinedLines(expression), subject, joinedLines(problem)));
    }

    /// The query giving the expression's value per row; the line breaks keep a trailing
    /// "-- comment" in the expression from hiding the rest.
    QString valuesQuery() const
    {
        return QStringLiteral("SELECT (\n%1\n) FROM %2")
            .arg(expression, QLatin1StringView(SqliteTableView::kName));
    }
    QString lastError() const { return QString::fromUtf8(sqlite3_errmsg(db->handle())); }
    void open();
    /// Takes the call's stop token; throws when it is already set.
    void start(std::stop_token token)
    {
        stop = std::move(token);
        if (stop.stop_requested())
            throw OperatorError(TableSqlExpression::tr("cancelled"));
    }
    Statement prepare(const QString &sql);
    /// Steps `statement` to its end, calling `row` for each result row.
    template<typename Row>
    void run(sqlite3_stmt *statement, Row row);
};

void TableSqlExpression::Impl::open()
{
    if (table.columnCount() == 0)
        fail(TableSqlExpression::tr("the table has no columns"));
    try {
        db = std::make_unique<SqliteConnection>(QStringLiteral("expression"),
                                                SqliteConnection::Mode::InMemory);
        // flag == "t" compares with the text t unless a column is named t (SQLite's own rule,
        // set here so that it does not depend on how the library was built).
        sqlite3_db_config(db->handle(), SQLITE_DBCONFIG_DQS_DML, 1, nullptr);
        SqliteTextFunctions::install(*db);
        view = std::make_unique<SqliteTableView>(*db, table);
    } catch (const SqliteError &e) {
        fail(e.message());
    }
    sqlite3_progress_handler(db->handle(), kProgressSteps, stopRequested, &stop);
}

Statement TableSqlExpression::Impl::prepare(const QString &sql)
{
    const QByteArray text = sql.toUtf8();
    sqlite3_stmt *raw = nullptr;
    const char *tail = nullptr;
    if (sqlite3_prepare_v2(db->handle(), text.constData(), int(text.size()), &raw, &tail) !=
        SQLITE_OK) {
        if (!formulaProblem.isEmpty() && !TableSqlExpression::readsAsSql(table, expression))
            throw OperatorError(formulaProblem);
        static const QRegularExpression noColumn(QStringLiteral("^no such column: (.+)$"));
        const QString message = withoutQueryTail(lastError(), sql, expression);
        const auto match = noColumn.match(message);
        if (match.hasMatch())
            fail(TableSqlExpression::tr("unknown column '%1' (the columns: %2)")
                     .arg(match.captured(1), table.columnNames().join(u", ")));
        fail(message);
    }
    Statement statement(raw);
    if (!QByteArray(tail).trimmed().isEmpty())
        fail(TableSqlExpression::tr("it holds more than one statement; give one expression"));
    return statement;
}

template<typename Row>
void TableSqlExpression::Impl::run(sqlite3_stmt *statement, Row row)
{
    qsizetype rows = 0;
    for (;;) {
        const int rc = sqlite3_step(statement);
        if (rc == SQLITE_DONE)
            return;
        if (rc == SQLITE_INTERRUPT || stop.stop_requested())
            throw OperatorError(TableSqlExpression::tr("cancelled"));
        if (rc != SQLITE_ROW)
            fail(TableSqlExpression::tr("row %1: %2").arg(view->lastRow() + 1).arg(lastError()));
        row(statement);
        if (++rows % kStopCheckRows == 0 && stop.stop_requested())
            throw OperatorError(TableSqlExpression::tr("cancelled"));
    }
}

TableSqlExpression::TableSqlExpression(const Table &table, const QString &expression,
                                       const QString &subject, const QString &formulaProblem)
    : d(new Impl{table, expression, subject, formulaProblem, {}, {}, {}})
{
    if (!formulaProblem.isEmpty() && computesWithText(table, expression))
        throw OperatorError(
            tr("%1; to_number() reads numbers written as text").arg(formulaProblem));
    d->open();
    // Prepared once here so that a bad expression fails before any row is read.
    d->prepare(d->valuesQuery());
}

TableSqlExpression::~TableSqlExpression() = default;

TableColumn TableSqlExpression::values(const QString &name, std::stop_token stop)
{
    d->start(std::move(stop));
    const Statement statement = d->prepare(d->valuesQuery());
    const char *declared = sqlite3_column_decltype(statement.get(), 0);
    SqliteColumnAccumulator column(name, QString::fromUtf8(declared ? declared : ""));
    d->run(statement.get(), [&column](sqlite3_stmt *row) { column.append(row, 0); });
    return column.finish();
}

std::vector<qsizetype> TableSqlExpression::keptRows(std::stop_token stop)
{
    d->start(std::move(stop));
    // A column of the table may be called rowid; SQLite then offers the row under another name.
    QString rowid = QStringLiteral("rowid");
    for (const QString &candidate : {QStringLiteral("_rowid_"), QStringLiteral("oid")}) {
        if (!d->table.column(rowid))
            break;
        rowid = candidate;
    }
    const Statement statement =
        d->prepare(QStringLiteral("SELECT %1 FROM %2 WHERE (\n%3\n)")
                       .arg(rowid, QLatin1StringView(SqliteTableView::kName), d->expression));
    std::vector<qsizetype> kept;
    d->run(statement.get(),
           [&kept](sqlite3_stmt *row) { kept.push_back(sqlite3_column_int64(row, 0)); });
    return kept;
}

QString TableSqlExpression::unknownColumn(const Table &table, const QString &expression)
{
    if (table.columnCount() == 0)
        return {};
    Impl impl{table, expression, {}, {}, {}, {}, {}};
    try {
        impl.open();
    } catch (const OperatorError &) {
        return {};
    }
    const QByteArray text = impl.valuesQuery().toUtf8();
    sqlite3_stmt *raw = nullptr;
    const int rc =
        sqlite3_prepare_v2(impl.db->handle(), text.constData(), int(text.size()), &raw, nullptr);
    const Statement statement(raw);
    if (rc == SQLITE_OK)
        return {};
    static const QRegularExpression noColumn(QStringLiteral("^no such column: (.+)$"));
    return noColumn.match(impl.lastError()).captured(1);
}

bool TableSqlExpression::readsAsSql(const Table &table, const QString &expression)
{
    return hasSqlSyntax(expression) || namesTextColumn(table, expression);
}

} // namespace weft::engine
