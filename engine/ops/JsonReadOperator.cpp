#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "data/Scalar.h"

namespace weft::engine {

namespace {

/// json.read: a .json file becomes a scalar dataset.
class JsonReadOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(JsonReadOperator)

public:
    JsonReadOperator()
        : DataFileOperator(
              Direction::Read,
              {.id = QStringLiteral("json.read"),
               .title = tr("Read JSON"),
               .description = tr(
                   "Reads a JSON file holding one value (a number, a string, true/false, null, an "
                   "object or an array) into a scalar."),
               .port = PortSpec::single(QStringLiteral("value"), DataKind::Scalar,
                                        tr("The file's value.")),
               .pathDescription = tr("The JSON file to read, relative to the project's folder.")})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &, const QString &path) const override
    {
        return {std::make_shared<const Scalar>(Scalar::load(path))};
    }
};

} // namespace

std::unique_ptr<Operator> makeJsonReadOperator()
{
    return std::make_unique<JsonReadOperator>();
}

} // namespace weft::engine
