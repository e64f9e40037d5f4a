#include "BuiltinOperators.h"
#include "DataFileOperator.h"
#include "data/Scalar.h"

namespace weft::engine {

namespace {

/// json.write: a scalar becomes a .json file on disk, replaced atomically.
class JsonWriteOperator final : public DataFileOperator
{
    Q_DECLARE_TR_FUNCTIONS(JsonWriteOperator)

public:
    JsonWriteOperator()
        : DataFileOperator(
              Direction::Write,
              {.id = QStringLiteral("json.write"),
               .title = tr("Write JSON"),
               .description = tr(
                   "Writes a scalar to a JSON file (objects and arrays indented). The file is "
                   "replaced in one step, so it is never left half written; its folder is created "
                   "when missing. NaN and infinity, which JSON lacks, are written as null."),
               .port = PortSpec::single(QStringLiteral("value"), DataKind::Scalar,
                                        tr("The value to write.")),
               .pathDescription = tr("The JSON file to write, relative to the project's folder.")})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        const auto scalar = Scalar::fromDataset(call.input(0));
        if (!scalar)
            throw OperatorError(tr("the input is a dataset of kind '%1', not a scalar")
                                    .arg(dataKindName(call.input(0)->kind())));
        scalar->save(path);
        return {};
    }
};

} // namespace

std::unique_ptr<Operator> makeJsonWriteOperator()
{
    return std::make_unique<JsonWriteOperator>();
}

} // namespace weft::engine
