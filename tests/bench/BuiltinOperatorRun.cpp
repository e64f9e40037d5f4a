#include "BuiltinOperatorRun.h"

#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"

namespace weft::bench {

std::vector<engine::DatasetPtr> runBuiltinOperator(const char *id, const QJsonObject &params,
                                                   std::vector<engine::DatasetPtr> input,
                                                   const QDir &folder)
{
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(QString::fromLatin1(id));
    std::vector<std::vector<engine::DatasetPtr>> inputs(op->spec().inputs.size());
    if (!input.empty())
        inputs.front() = std::move(input);
    const engine::OperatorCall call(op->spec(), params, std::move(inputs), folder);
    return op->run(call);
}

} // namespace weft::bench
