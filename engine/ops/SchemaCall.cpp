#include "SchemaCall.h"

namespace weft::engine {

SchemaCall::SchemaCall(const OperatorSpec &spec, QJsonObject params,
                       std::vector<std::vector<DatasetSchema>> inputs, const QDir &projectDir,
                       SourceSchemas &sources)
    : m_nodeParams(params)
    , m_params(spec, std::move(params), {}, projectDir)
    , m_inputs(std::move(inputs))
    , m_sources(sources)
{
    m_inputs.resize(spec.inputs.size());
}

const std::vector<DatasetSchema> &SchemaCall::inputs(int port) const
{
    return m_inputs.at(size_t(port));
}

bool SchemaCall::hasInput(int port) const
{
    return size_t(port) < m_inputs.size() && !m_inputs[size_t(port)].empty();
}

const DatasetSchema &SchemaCall::input(int port) const
{
    return hasInput(port) ? m_inputs[size_t(port)].front() : m_nothing;
}

QStringList SchemaCall::nameList(QStringView param) const
{
    QStringList names;
    for (const QString &part : string(param).split(u',')) {
        if (!part.trimmed().isEmpty())
            names.append(part.trimmed());
    }
    return names;
}

void SchemaCall::reject(const QString &param, const QString &message) const
{
    m_rejected.push_back({param, message});
}

bool SchemaCall::expectColumn(const QString &param, int port, const QString &name) const
{
    m_columnParams.insert(param, port);
    const DatasetSchema &schema = input(port);
    if (!schema.isCompleteTable() || schema.column(name))
        return true;
    m_missing.push_back({param, port, name});
    return false;
}

} // namespace weft::engine
