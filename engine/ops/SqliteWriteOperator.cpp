#include "BuiltinOperators.h"
#include "TableOperatorSupport.h"
#include "data/SqliteError.h"
#include "data/SqliteTableWriter.h"

namespace weft::engine {

namespace {

/// sqlite.write: a table becomes a table of an SQLite database, in one transaction.
class SqliteWriteOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(SqliteWriteOperator)

public:
    SqliteWriteOperator()
    {
        m_spec.id = QStringLiteral("sqlite.write");
        m_spec.title = tr("Write SQLite");
        m_spec.category = QStringLiteral("Sinks");
        m_spec.description =
            tr("Writes a table into a table of an SQLite database file (created, with its "
               "folder, when missing), in one transaction: a failure leaves the database as it "
               "was. Replace swaps the whole table; append adds the rows to it.");
        m_spec.inputs = {
            PortSpec{QStringLiteral("table"), DataKind::Table, tr("The rows to write."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::OutputFile,
                      tr("The SQLite database file, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
            ParamSpec{QStringLiteral("table"),
                      ParamType::String,
                      tr("The name of the table in the database."),
                      QJsonValue::Undefined,
                      {}},
            ParamSpec{QStringLiteral("mode"),
                      ParamType::Choice,
                      tr("replace: drop the table first; append: add rows (the table's columns "
                         "must include the input's)."),
                      QStringLiteral("replace"),
                      {QStringLiteral("replace"), QStringLiteral("append")}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString name = call.string(u"table").trimmed();
        if (name.isEmpty())
            throw OperatorError(tr("the parameter table (the table's name) is empty"));
        const QString mode = call.string(u"mode");
        if (mode != u"replace" && mode != u"append")
            throw OperatorError(tr("mode '%1' is not one of replace, append").arg(mode));
        try {
            SqliteConnection db(call.path(u"path"), SqliteConnection::Mode::ReadWrite);
            SqliteTableWriter::write(db, *input, name,
                                     mode == u"append" ? SqliteTableWriter::Mode::Append
                                                       : SqliteTableWriter::Mode::Replace,
                                     call.stopToken());
        } catch (const SqliteError &e) {
            throw OperatorError(e.message());
        }
        return {};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeSqliteWriteOperator()
{
    return std::make_unique<SqliteWriteOperator>();
}

} // namespace weft::engine
