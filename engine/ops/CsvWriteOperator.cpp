#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "TableOperatorSupport.h"
#include "data/CsvWriter.h"

namespace weft::engine {

namespace {

/// csv.write: a table becomes a CSV file on disk, replaced atomically.
class CsvWriteOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriteOperator)

public:
    CsvWriteOperator()
        : DataFileOperator(
              Direction::Write,
              {.id = QStringLiteral("csv.write"),
               .title = tr("Write CSV"),
               .description =
                   tr("Writes a table to a CSV file with a header row, quoting fields only where "
                      "needed. The file is replaced in one step, so it is never left half written; "
                      "its folder is created when missing. Nulls are written as empty fields."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The table to write.")),
               .pathDescription = tr("The CSV file to write, relative to the project's folder."),
               .params = {TableOperatorSupport::delimiterParam()}})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        const auto table = TableOperatorSupport::inputTable(call);
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        CsvWriter::write(*table, path, options, call.stopToken());
        return {};
    }
};

} // namespace

std::unique_ptr<Operator> makeCsvWriteOperator()
{
    return std::make_unique<CsvWriteOperator>();
}

} // namespace weft::engine
