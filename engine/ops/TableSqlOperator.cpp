#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "data/SqliteError.h"
#include "data/SqliteQueryReader.h"
#include "data/SqliteTableWriter.h"

#include <QHash>

#include <mutex>
#include <sqlite3.h>

namespace weft::engine {

namespace {

/// table.sql: an SQL query over one or more input tables, run by SQLite in memory.
class TableSqlOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableSqlOperator)

public:
    TableSqlOperator()
    {
        m_spec.id = QStringLiteral("table.sql");
        m_spec.title = tr("SQL query");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Runs one SQL query (SQLite's dialect) over the input tables, which appear as "
               "tables named t1, t2, … in edge order, or by the names given. Everything "
               "happens in a private in-memory database; no file is touched. Column types of "
               "the result follow its values, as for Read SQLite.");
        m_spec.inputs = {PortSpec::oneOrMore(QStringLiteral("tables"), DataKind::Table,
                                             tr("One or more tables, in edge order."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The query's rows."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("query"), ParamType::Code,
                tr("One SQL statement that returns rows, e.g. SELECT a.id, b.total FROM "
                   "t1 AS a JOIN t2 AS b USING (id).")),
            ParamSpec::optional(
                QStringLiteral("names"), ParamType::String,
                tr("Names for the input tables in edge order, separated by commas; empty "
                   "for t1, t2, …"),
                QString()),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The query's columns, prepared (never run) over empty tables with the inputs' columns;
    /// their types follow the values, so only a run knows them. Unknown unless every input's
    /// columns are known. Kept per query and input columns: a graph repeats its queries.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const std::vector<DatasetSchema> &inputs = call.inputs(0);
        QString key = call.string(u"query") + u'\n' + call.string(u"names");
        for (const DatasetSchema &input : inputs) {
            if (!input.isCompleteTable() || input.columns.empty())
                return {DatasetSchema::unknown(DataKind::Table)};
            key += u'\n' + input.columnNames().join(u'\t');
        }
        {
            const std::lock_guard lock(m_schemasMutex);
            const auto it = m_schemas.constFind(key);
            if (it != m_schemas.constEnd())
                return {*it};
        }
        DatasetSchema schema = DatasetSchema::unknown(DataKind::Table);
        try {
            schema = querySchema(call, inputs);
        } catch (const OperatorError &) {
            // The run says what is wrong with the query or the names.
        } catch (const SqliteError &) {
        }
        const std::lock_guard lock(m_schemasMutex);
        if (m_schemas.size() > 1000)
            m_schemas.clear();
        m_schemas.insert(key, schema);
        return {schema};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto &inputs = call.inputs(0);
        if (inputs.empty())
            throw OperatorError(tr("no table arrived on the input"));
        const QStringList names = tableNames(call.string(u"names"), inputs.size());
        try {
            SqliteConnection db(QStringLiteral("table.sql"), SqliteConnection::Mode::InMemory);
            for (size_t k = 0; k < inputs.size(); ++k) {
                const auto table = Table::fromDataset(inputs[k]);
                if (!table)
                    throw OperatorError(
                        tr("expected a table on input %1 (%2), received %3")
                            .arg(k + 1)
                            .arg(names[qsizetype(k)],
                                 inputs[k] ? dataKindName(inputs[k]->kind()) : tr("nothing")));
                if (table->columnCount() == 0)
                    throw OperatorError(
                        tr("input %1 (%2) has no columns").arg(k + 1).arg(names[qsizetype(k)]));
                SqliteTableWriter::write(db, *table, names[qsizetype(k)],
                                         SqliteTableWriter::Mode::Replace, call.stopToken());
            }
            return {std::make_shared<const Table>(
                SqliteQueryReader::read(db, call.string(u"query"), call.stopToken()))};
        } catch (const SqliteError &e) {
            throw OperatorError(tr("query: %1").arg(e.message()));
        }
    }

private:
    DatasetSchema querySchema(const SchemaCall &call,
                              const std::vector<DatasetSchema> &inputs) const
    {
        const QStringList names = tableNames(call.string(u"names"), inputs.size());
        SqliteConnection db(QStringLiteral("table.sql"), SqliteConnection::Mode::InMemory);
        for (size_t k = 0; k < inputs.size(); ++k) {
            Table empty;
            for (const ColumnSchema &column : inputs[k].columns)
                empty.addColumn(TableColumn(column.name, column.type.value_or(ColumnType::String)));
            SqliteTableWriter::write(db, empty, names[qsizetype(k)],
                                     SqliteTableWriter::Mode::Replace);
        }
        const QByteArray text = call.string(u"query").toUtf8();
        sqlite3_stmt *statement = nullptr;
        const char *tail = nullptr;
        if (sqlite3_prepare_v2(db.handle(), text.constData(), int(text.size()), &statement,
                               &tail) != SQLITE_OK ||
            !statement)
            return DatasetSchema::unknown(DataKind::Table);
        DatasetSchema schema = DatasetSchema::table({});
        for (int c = 0; c < sqlite3_column_count(statement); ++c) {
            const QString name = QString::fromUtf8(sqlite3_column_name(statement, c));
            // Two result columns of one name fail the run (SqliteQueryReader).
            if (schema.column(name))
                schema = DatasetSchema::unknown(DataKind::Table);
            if (!schema.complete)
                break;
            schema.columns.push_back({name, std::nullopt});
        }
        sqlite3_finalize(statement);
        return schema;
    }

    QStringList tableNames(const QString &text, size_t count) const
    {
        QStringList names;
        if (text.trimmed().isEmpty()) {
            for (size_t k = 0; k < count; ++k)
                names.append(QStringLiteral("t%1").arg(k + 1));
            return names;
        }
        for (const QString &name : text.split(u','))
            names.append(name.trimmed());
        if (size_t(names.size()) != count)
            throw OperatorError(
                tr("names gives %1 names for %2 connected tables").arg(names.size()).arg(count));
        for (qsizetype k = 0; k < names.size(); ++k) {
            if (names[k].isEmpty())
                throw OperatorError(tr("names: name %1 is empty").arg(k + 1));
            for (qsizetype j = 0; j < k; ++j) {
                if (names[j].compare(names[k], Qt::CaseInsensitive) == 0)
                    throw OperatorError(
                        tr("names: '%1' is given twice (SQL names ignore case)").arg(names[k]));
            }
        }
        return names;
    }

    OperatorSpec m_spec;
    mutable std::mutex m_schemasMutex;
    mutable QHash<QString, DatasetSchema> m_schemas; ///< guarded by m_schemasMutex
};

} // namespace

std::unique_ptr<Operator> makeTableSqlOperator()
{
    return std::make_unique<TableSqlOperator>();
}

} // namespace weft::engine
