#include "BuiltinOperators.h"
#include "data/Scalar.h"
#include "data/ScalarError.h"

namespace weft::engine {

namespace {

/// json.read: a .json file becomes a scalar dataset.
class JsonReadOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(JsonReadOperator)

public:
    JsonReadOperator()
    {
        m_spec.id = QStringLiteral("json.read");
        m_spec.title = tr("Read JSON");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Reads a JSON file holding one value (a number, a string, true/false, null, an "
               "object or an array) into a scalar.");
        m_spec.outputs = {
            PortSpec{QStringLiteral("value"), DataKind::Scalar, tr("The file's value."), false}};
        m_spec.params = {
            ParamSpec{QStringLiteral("path"),
                      ParamType::InputFile,
                      tr("The JSON file to read, relative to the project's folder."),
                      QJsonValue::Undefined,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        try {
            return {std::make_shared<const Scalar>(Scalar::load(call.path(u"path")))};
        } catch (const ScalarError &e) {
            throw OperatorError(e.message());
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeJsonReadOperator()
{
    return std::make_unique<JsonReadOperator>();
}

} // namespace weft::engine
