#include "BuiltinOperators.h"
#include "TableOperatorSupport.h"
#include "data/CsvError.h"
#include "data/CsvReader.h"

namespace weft::engine {

namespace {

/// csv.read: a CSV file on disk becomes a typed table.
class CsvReadOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(CsvReadOperator)

public:
    CsvReadOperator()
    {
        m_spec.id = QStringLiteral("csv.read");
        m_spec.title = tr("Read CSV");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Reads a CSV file (UTF-8, a header row naming the columns, RFC 4180 quoting) "
               "into a table. Each column's type (integer, float, boolean or text) is inferred "
               "from its values; empty fields are nulls.");
        m_spec.outputs = {
            PortSpec{QStringLiteral("table"), DataKind::Table, tr("The file's rows."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::InputFile,
                      tr("The CSV file to read, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
            TableOperatorSupport::delimiterParam(),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        CsvOptions options;
        options.delimiter = TableOperatorSupport::delimiter(call);
        try {
            return {std::make_shared<const Table>(
                CsvReader::read(call.path(u"path"), options, call.stopToken()))};
        } catch (const CsvError &e) {
            throw OperatorError(e.message());
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeCsvReadOperator()
{
    return std::make_unique<CsvReadOperator>();
}

} // namespace weft::engine
