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
               .params = {TableOperatorSupport::delimiterParam()},
               .filesDescription =
                   tr("Optional: the files to read in place of path, such as what a writer of this "
                      "graph wrote; the edge makes this node run after it. Several files must have "
                      "the same columns in the same order: their rows are joined in list order, a "
                      "column's type widened to hold every file's values.")})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        return {read(call, path)};
    }

    std::vector<DatasetPtr> runOnFiles(const OperatorCall &call,
                                       const QStringList &files) const override
    {
        std::vector<std::shared_ptr<const Table>> tables;
        for (const QString &file : files) {
            tables.push_back(read(call, file));
            const QStringList columns = tables.back()->columnNames();
            if (columns != tables.front()->columnNames())
                throw OperatorError(
                    tr("%1 has the columns %2, but %3 has %4: files read together "
                       "need the same columns in the same order")
                        .arg(file, columns.join(QStringLiteral(", ")), files.front(),
                             tables.front()->columnNames().join(QStringLiteral(", "))));
        }
        return {TableOperatorSupport::stackRows(tables, tables.front()->columnNames(), call)};
    }

    static std::shared_ptr<const Table> read(const OperatorCall &call, const QString &path)
    {
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        return std::make_shared<const Table>(CsvReader::read(path, options, call.stopToken()));
    }
};

} // namespace

std::unique_ptr<Operator> makeCsvReadOperator()
{
    return std::make_unique<CsvReadOperator>();
}

} // namespace weft::engine
