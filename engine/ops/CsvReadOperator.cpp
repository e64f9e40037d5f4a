#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "TableOperatorSupport.h"
#include "data/CsvReader.h"

namespace weft::engine {

namespace {

/// csv.read: a CSV file on disk becomes a typed table.
class CsvReadOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(CsvReadOperator)

public:
    CsvReadOperator()
        : DataFileOperator(
              Direction::Read,
              {.id = QStringLiteral("csv.read"),
               .title = tr("Read CSV"),
               .description = tr(
                   "Reads a CSV file (UTF-8, a header row naming the columns, RFC 4180 quoting) "
                   "into a table. Each column's type (integer, float, boolean or text) is inferred "
                   "from its values; empty fields are nulls."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The file's rows.")),
               .pathDescription = tr("The CSV file to read, relative to the project's folder."),
               .params = {TableOperatorSupport::delimiterParam()}})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        return {std::make_shared<const Table>(CsvReader::read(path, options, call.stopToken()))};
    }
};

} // namespace

std::unique_ptr<Operator> makeCsvReadOperator()
{
    return std::make_unique<CsvReadOperator>();
}

} // namespace weft::engine
