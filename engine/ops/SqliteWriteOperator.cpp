#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "TableOperatorSupport.h"
#include "data/SqliteTableWriter.h"

namespace weft::engine {

namespace {

/// sqlite.write: a table becomes a table of an SQLite database, in one transaction.
class SqliteWriteOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(SqliteWriteOperator)

public:
    SqliteWriteOperator()
        : DataFileOperator(
              Direction::Write,
              {.id = QStringLiteral("sqlite.write"),
               .title = tr("Write SQLite"),
               .description = tr(
                   "Writes a table into a table of an SQLite database file (created, with its "
                   "folder, when missing), in one transaction: a failure leaves the database as it "
                   "was. Replace swaps the whole table; append adds the rows to it."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The rows to write.")),
               .pathDescription = tr("The SQLite database file, relative to the project's folder."),
               .params = {
                   ParamSpec::required(QStringLiteral("table"), ParamType::String,
                                       tr("The name of the table in the database.")),
                   ParamSpec::choice(
                       QStringLiteral("mode"),
                       tr("replace: drop the table first; append: add rows (the table's columns "
                          "must include the input's)."),
                       QStringLiteral("replace"),
                       {QStringLiteral("replace"), QStringLiteral("append")})}})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString name = call.string(u"table").trimmed();
        if (name.isEmpty())
            throw OperatorError(tr("the parameter table (the table's name) is empty"));
        const QString mode = call.string(u"mode");
        if (mode != u"replace" && mode != u"append")
            throw OperatorError(tr("mode '%1' is not one of replace, append").arg(mode));
        SqliteConnection db(path, SqliteConnection::Mode::ReadWrite);
        SqliteTableWriter::write(db, *input, name,
                                 mode == u"append" ? SqliteTableWriter::Mode::Append
                                                   : SqliteTableWriter::Mode::Replace,
                                 call.stopToken());
        return {};
    }
};

} // namespace

std::unique_ptr<Operator> makeSqliteWriteOperator()
{
    return std::make_unique<SqliteWriteOperator>();
}

} // namespace weft::engine
