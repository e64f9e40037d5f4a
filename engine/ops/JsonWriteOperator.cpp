#include "BuiltinOperators.h"
#include "data/Scalar.h"
#include "data/ScalarError.h"

namespace weft::engine {

namespace {

/// json.write: a scalar becomes a .json file on disk, replaced atomically.
class JsonWriteOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(JsonWriteOperator)

public:
    JsonWriteOperator()
    {
        m_spec.id = QStringLiteral("json.write");
        m_spec.title = tr("Write JSON");
        m_spec.category = QStringLiteral("Sinks");
        m_spec.description =
            tr("Writes a scalar to a JSON file (objects and arrays indented). The file is "
               "replaced in one step, so it is never left half written; its folder is created "
               "when missing. NaN and infinity, which JSON lacks, are written as null.");
        m_spec.inputs = {
            PortSpec{QStringLiteral("value"), DataKind::Scalar, tr("The value to write."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::OutputFile,
                      tr("The JSON file to write, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto scalar = Scalar::fromDataset(call.input(0));
        if (!scalar)
            throw OperatorError(tr("the input is a dataset of kind '%1', not a scalar")
                                    .arg(dataKindName(call.input(0)->kind())));
        try {
            scalar->save(call.path(u"path"));
        } catch (const ScalarError &e) {
            throw OperatorError(e.message());
        }
        return {};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeJsonWriteOperator()
{
    return std::make_unique<JsonWriteOperator>();
}

} // namespace weft::engine
