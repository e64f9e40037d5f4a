#include "BuiltinOperators.h"
#include "data/SqliteError.h"
#include "data/SqliteQueryReader.h"

namespace weft::engine {

namespace {

/// sqlite.read: the result of an SQL query on an SQLite database file becomes a table.
class SqliteReadOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(SqliteReadOperator)

public:
    SqliteReadOperator()
    {
        m_spec.id = QStringLiteral("sqlite.read");
        m_spec.title = tr("Read SQLite");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Runs one SQL query on an SQLite database file and passes on its rows as a "
               "table. The file is opened read-only, so the query cannot change it. Column "
               "types follow the values: integers, reals (any real makes the column float), "
               "text; BOOLEAN columns of 0/1 become booleans; NULL is a null.");
        m_spec.outputs = {
            PortSpec{QStringLiteral("table"), DataKind::Table, tr("The query's rows."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::InputFile,
                      tr("The SQLite database file, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
            ParamSpec{QStringLiteral("query"),
                      ParamType::Code,
                      tr("One SQL statement that returns rows, e.g. SELECT * FROM orders."),
                      QJsonValue::Undefined,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        try {
            SqliteConnection db(call.path(u"path"), SqliteConnection::Mode::ReadOnly);
            return {std::make_shared<const Table>(
                SqliteQueryReader::read(db, call.string(u"query"), call.stopToken()))};
        } catch (const SqliteError &e) {
            throw OperatorError(e.message());
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeSqliteReadOperator()
{
    return std::make_unique<SqliteReadOperator>();
}

} // namespace weft::engine
