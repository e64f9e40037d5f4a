#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "TableOperatorSupport.h"
#include "data/CsvReader.h"
#include "data/SourceSchemas.h"

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
                   "Reads a CSV file (UTF-8, a header row naming the columns, RFC 4180 quoting, "
                   "LF, CRLF or CR line ends) into a table. Each column's type (integer, float, "
                   "boolean or text) is inferred from its values unless column_types sets it; an "
                   "integer beyond 64 bits keeps the column text. An unquoted empty field and the "
                   "missing values are nulls; a quoted empty field (\"\") is an empty string, and "
                   "a "
                   "quoted value is never missing. Blank lines are skipped. The run warns, naming "
                   "the line, of a column that is text only because of one value."),
               .port = PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                        tr("The file's rows.")),
               .pathDescription = tr("The CSV file to read, relative to the project's folder."),
               .params =
                   {TableOperatorSupport::delimiterParam(),
                    ParamSpec::optional(
                        QStringLiteral("missing_values"), ParamType::String,
                        tr("Unquoted values that are missing (null), separated by commas "
                           "and matched exactly; pandas' defaults. An empty field always "
                           "is missing."),
                        QString::fromUtf16(CsvOptions::kDefaultMissing)),
                    ParamSpec::optional(QStringLiteral("true_values"), ParamType::String,
                                        tr("Spellings of true, separated by commas, in any case."),
                                        QString::fromUtf16(CsvOptions::kDefaultTrue)),
                    ParamSpec::optional(QStringLiteral("false_values"), ParamType::String,
                                        tr("Spellings of false, separated by commas, in any case."),
                                        QString::fromUtf16(CsvOptions::kDefaultFalse)),
                    ParamSpec::optional(
                        QStringLiteral("column_types"), ParamType::Code,
                        tr("Column types that are set rather than inferred, one "
                           "'column = type' a line, type int, float, bool or text. A "
                           "value that is not of its column's type fails the node, "
                           "naming the column, line and value."),
                        QString())},
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

    std::optional<DatasetSchema> fileSchema(const SchemaCall &call,
                                            const QString &path) const override
    {
        CsvOptions options;
        try {
            options = readOptions(call.params());
        } catch (const OperatorError &) {
            // Column types are the user's typing: say at once what is wrong with them. The
            // other parameters are choices, and the run says what is wrong with them.
            QString error;
            if (!CsvOptions::parseColumnTypes(call.string(u"column_types"), &error))
                call.reject(QStringLiteral("column_types"), error);
            return std::nullopt;
        }
        QString key;
        for (const ParamSpec &param : spec().params)
            key += call.string(param.name) + u'\n';
        std::optional<DatasetSchema> schema = call.sources().csv(path, options, key);
        if (!schema && !options.columnTypes.isEmpty())
            rejectUntypedColumns(call, path, options, key);
        return schema;
    }

    /// Rejects `column_types` for each column it types that the header of `path` does not name
    /// (which is why the typed read of it gave no schema).
    static void rejectUntypedColumns(const SchemaCall &call, const QString &path,
                                     const CsvOptions &options, const QString &key)
    {
        CsvOptions untyped = options;
        untyped.columnTypes.clear();
        const std::optional<DatasetSchema> header =
            call.sources().csv(path, untyped, key + QStringLiteral("untyped"));
        if (!header || !header->isCompleteTable())
            return;
        for (auto it = options.columnTypes.cbegin(); it != options.columnTypes.cend(); ++it) {
            if (!header->column(it.key()))
                call.reject(QStringLiteral("column_types"),
                            tr("a type is set for column '%1', which the header of %2 does not "
                               "name (its columns: %3)")
                                .arg(it.key(), call.string(u"path"),
                                     header->columnNames().join(QStringLiteral(", "))));
        }
    }

    static CsvOptions readOptions(const OperatorCall &call)
    {
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        QString error;
        if (!options.setReadParams(call.string(u"missing_values"), call.string(u"true_values"),
                                   call.string(u"false_values"), call.string(u"column_types"),
                                   &error))
            throw OperatorError(error);
        return options;
    }

    static std::shared_ptr<const Table> read(const OperatorCall &call, const QString &path)
    {
        const CsvOptions options = readOptions(call);
        QStringList warnings;
        auto table = std::make_shared<const Table>(
            CsvReader::read(path, options, call.stopToken(), &warnings));
        for (const QString &warning : warnings)
            call.warn(warning);
        return table;
    }
};

} // namespace

std::unique_ptr<Operator> makeCsvReadOperator()
{
    return std::make_unique<CsvReadOperator>();
}

} // namespace weft::engine
