#include "Operator.h"

#include "SchemaCall.h"

#include <QCoreApplication>

#include <algorithm>
#include <new>

namespace weft::engine {

OperatorCall::OperatorCall(const OperatorSpec &spec, QJsonObject params,
                           std::vector<std::vector<DatasetPtr>> inputs, QDir projectDir,
                           std::stop_token stop)
    : m_spec(spec)
    , m_params(std::move(params))
    , m_inputs(std::move(inputs))
    // A QDir of its own: copies share one private part whose caches QDir fills on first use
    // without a lock, so two calls on two workers resolving paths at once raced on it (and
    // leaked a path string). Only the path string is shared, which is safe.
    , m_projectDir(projectDir.path())
    , m_stop(std::move(stop))
{}

QJsonValue OperatorCall::param(QStringView name) const
{
    const auto it = m_params.constFind(name);
    if (it != m_params.constEnd())
        return *it;
    const ParamSpec *spec = m_spec.findParam(name);
    return spec ? spec->defaultValue : QJsonValue(QJsonValue::Undefined);
}

std::vector<NamedFile> Operator::namedFiles(const QJsonObject &params) const
{
    std::vector<NamedFile> files;
    for (const ParamSpec &param : spec().params) {
        const QString path = params.value(param.name).toString();
        if (path.isEmpty())
            continue;
        if (param.type == ParamType::InputFile)
            files.push_back({param.name, path, FileUse::Reads});
        else if (param.type == ParamType::Folder)
            files.push_back({param.name, path, FileUse::Lists});
        else if (param.type == ParamType::OutputFile)
            files.push_back({param.name, path, FileUse::Writes});
    }
    return files;
}

std::vector<PortSpec> Operator::outputsFor(const QJsonObject &) const
{
    return spec().outputs;
}

QStringList Operator::paramProblems(const QJsonObject &) const
{
    return {};
}

std::vector<DatasetSchema> Operator::outputSchemas(const SchemaCall &call) const
{
    std::vector<DatasetSchema> schemas;
    for (const PortSpec &port : outputsFor(call.nodeParams()))
        schemas.push_back(DatasetSchema::unknown(port.kind));
    return schemas;
}

std::shared_ptr<const OperatorSpec> Operator::specFor(const QJsonObject &params) const
{
    std::vector<PortSpec> outputs = outputsFor(params);
    const auto same = [](const PortSpec &a, const PortSpec &b) {
        return a.name == b.name && a.kind == b.kind;
    };
    if (std::equal(outputs.begin(), outputs.end(), spec().outputs.begin(), spec().outputs.end(),
                   same))
        return std::shared_ptr<const OperatorSpec>(std::shared_ptr<void>(), &spec());
    auto node = std::make_shared<OperatorSpec>(spec());
    node->outputs = std::move(outputs);
    return node;
}

QString exceptionMessage(const std::exception &error)
{
    if (const auto *failure = dynamic_cast<const OperatorError *>(&error))
        return failure->message();
    if (dynamic_cast<const std::bad_alloc *>(&error))
        return QCoreApplication::translate("OperatorCall",
                                           "out of memory: the data did not fit in the memory "
                                           "this machine has left");
    return QString::fromUtf8(error.what());
}

QString OperatorCall::path(QStringView name) const
{
    return QDir::cleanPath(m_projectDir.absoluteFilePath(string(name)));
}

Array OperatorCall::allocateArray(ElementType type, std::vector<qint64> shape) const
{
    try {
        return m_allocator->allocate(type, std::move(shape));
    } catch (const std::exception &e) {
        throw OperatorError(QCoreApplication::translate("OperatorCall", "cannot make the result "
                                                                        "array: %1")
                                .arg(QString::fromUtf8(e.what())));
    }
}

} // namespace weft::engine
