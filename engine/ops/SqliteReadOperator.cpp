#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "data/SourceSchemas.h"
#include "data/SqliteQueryReader.h"

namespace weft::engine {

namespace {

/// sqlite.read: the result of an SQL query on an SQLite database file becomes a table.
class SqliteReadOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(SqliteReadOperator)

public:
    SqliteReadOperator()
        : DataFileOperator(
              Direction::Read,
              {.id = QStringLiteral("sqlite.read"),
               .title = tr("Read SQLite"),
               .description =
                   tr("Runs one SQL query on an SQLite database file and passes on its rows as a "
                      "table. The file is opened read-only, so the query cannot change it. Column "
                      "types follow the values: integers, reals (any real makes the column float), "
                      "text; BOOLEAN columns of 0/1 become booleans; NULL is a null."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The query's rows.")),
               .pathDescription = tr("The SQLite database file, relative to the project's folder."),
               .params = {ParamSpec::required(
                   QStringLiteral("query"), ParamType::Code,
                   tr("One SQL statement that returns rows, e.g. SELECT * FROM orders."))}})
    {}

private:
    std::optional<DatasetSchema> fileSchema(const SchemaCall &call,
                                            const QString &path) const override
    {
        return call.sources().sqliteQuery(path, call.string(u"query"));
    }

    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        SqliteConnection db(path, SqliteConnection::Mode::ReadOnly);
        return {std::make_shared<const Table>(
            SqliteQueryReader::read(db, call.string(u"query"), call.stopToken()))};
    }
};

} // namespace

std::unique_ptr<Operator> makeSqliteReadOperator()
{
    return std::make_unique<SqliteReadOperator>();
}

} // namespace weft::engine
