#include "DataFileOperator.h"

#include "data/DataError.h"

#include <utility>

namespace weft::engine {

DataFileOperator::DataFileOperator(Direction direction, FileSpec file)
{
    const bool reads = direction == Direction::Read;
    m_spec.id = std::move(file.id);
    m_spec.title = std::move(file.title);
    m_spec.category = reads ? QStringLiteral("Sources") : QStringLiteral("Sinks");
    m_spec.description = std::move(file.description);
    (reads ? m_spec.outputs : m_spec.inputs).push_back(std::move(file.port));
    m_spec.params.push_back(ParamSpec::required(
        QStringLiteral("path"), reads ? ParamType::InputFile : ParamType::OutputFile,
        std::move(file.pathDescription)));
    for (ParamSpec &param : file.params)
        m_spec.params.push_back(std::move(param));
}

std::vector<DatasetPtr> DataFileOperator::run(const OperatorCall &call) const
{
    try {
        return runOnFile(call, call.path(u"path"));
    } catch (const DataError &e) {
        throw OperatorError(e.message());
    }
}

} // namespace weft::engine
