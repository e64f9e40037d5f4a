#include "BuiltinOperators.h"
#include "TableOperatorSupport.h"
#include "data/CsvError.h"
#include "data/CsvWriter.h"

namespace weft::engine {

namespace {

/// csv.write: a table becomes a CSV file on disk, replaced atomically.
class CsvWriteOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriteOperator)

public:
    CsvWriteOperator()
    {
        m_spec.id = QStringLiteral("csv.write");
        m_spec.title = tr("Write CSV");
        m_spec.category = QStringLiteral("Sinks");
        m_spec.description =
            tr("Writes a table to a CSV file with a header row, quoting fields only where "
               "needed. The file is replaced in one step, so it is never left half written; "
               "its folder is created when missing. Nulls are written as empty fields.");
        m_spec.inputs = {
            PortSpec{QStringLiteral("table"), DataKind::Table, tr("The table to write."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::OutputFile,
                      tr("The CSV file to write, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
            TableOperatorSupport::delimiterParam(),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto table = TableOperatorSupport::inputTable(call);
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        try {
            CsvWriter::write(*table, call.path(u"path"), options, call.stopToken());
        } catch (const CsvError &e) {
            throw OperatorError(e.message());
        }
        return {};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeCsvWriteOperator()
{
    return std::make_unique<CsvWriteOperator>();
}

} // namespace weft::engine
