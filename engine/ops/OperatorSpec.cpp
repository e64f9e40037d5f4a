#include "OperatorSpec.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace weft::engine {

namespace {

template<typename Spec>
const Spec *findByName(const std::vector<Spec> &specs, QStringView name)
{
    const auto it = std::find_if(specs.begin(), specs.end(),
                                 [&](const Spec &spec) { return spec.name == name; });
    return it == specs.end() ? nullptr : &*it;
}

QJsonArray portsToJson(const std::vector<PortSpec> &ports)
{
    QJsonArray array;
    for (const PortSpec &port : ports)
        array.append(QJsonObject{{QStringLiteral("name"), port.name},
                                 {QStringLiteral("kind"), dataKindName(port.kind)},
                                 {QStringLiteral("variadic"), port.variadic},
                                 {QStringLiteral("optional"), port.optional},
                                 {QStringLiteral("description"), port.description}});
    return array;
}

QJsonArray paramsToJson(const std::vector<ParamSpec> &params)
{
    QJsonArray array;
    for (const ParamSpec &param : params) {
        QJsonObject object{{QStringLiteral("name"), param.name},
                           {QStringLiteral("type"), paramTypeName(param.type)},
                           {QStringLiteral("required"), param.isRequired()},
                           {QStringLiteral("description"), param.description}};
        if (!param.isRequired())
            object.insert(QStringLiteral("default"), param.defaultValue);
        if (!param.allowed.isEmpty())
            object.insert(QStringLiteral("allowed"), QJsonArray::fromStringList(param.allowed));
        if (!param.replacedByInput.isEmpty())
            object.insert(QStringLiteral("replaced_by_input"), param.replacedByInput);
        array.append(object);
    }
    return array;
}

} // namespace

QString paramTypeName(ParamType type)
{
    switch (type) {
    case ParamType::Integer:
        return QStringLiteral("integer");
    case ParamType::Number:
        return QStringLiteral("number");
    case ParamType::String:
        return QStringLiteral("string");
    case ParamType::Boolean:
        return QStringLiteral("boolean");
    case ParamType::Choice:
        return QStringLiteral("choice");
    case ParamType::InputFile:
        return QStringLiteral("input-file");
    case ParamType::OutputFile:
        return QStringLiteral("output-file");
    case ParamType::Expression:
        return QStringLiteral("expression");
    case ParamType::Code:
        return QStringLiteral("code");
    case ParamType::Folder:
        return QStringLiteral("folder");
    }
    return QStringLiteral("unknown");
}

PortSpec PortSpec::single(QString name, DataKind kind, QString description)
{
    return PortSpec{std::move(name), kind, std::move(description), false, false};
}

PortSpec PortSpec::oneOrMore(QString name, DataKind kind, QString description)
{
    return PortSpec{std::move(name), kind, std::move(description), true, false};
}

PortSpec PortSpec::zeroOrMore(QString name, DataKind kind, QString description)
{
    return PortSpec{std::move(name), kind, std::move(description), true, true};
}

PortSpec PortSpec::zeroOrOne(QString name, DataKind kind, QString description)
{
    return PortSpec{std::move(name), kind, std::move(description), false, true};
}

ParamSpec ParamSpec::required(QString name, ParamType type, QString description)
{
    return ParamSpec{std::move(name), type, std::move(description), QJsonValue::Undefined, {}};
}

ParamSpec ParamSpec::optional(QString name, ParamType type, QString description,
                              QJsonValue defaultValue)
{
    return ParamSpec{std::move(name), type, std::move(description), std::move(defaultValue), {}};
}

ParamSpec ParamSpec::choice(QString name, QString description, QString defaultValue,
                            QStringList allowed)
{
    return ParamSpec{std::move(name), ParamType::Choice, std::move(description),
                     std::move(defaultValue), std::move(allowed)};
}

QJsonObject OperatorSpec::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("category"), category},
                       {QStringLiteral("description"), description},
                       {QStringLiteral("inputs"), portsToJson(inputs)},
                       {QStringLiteral("outputs"), portsToJson(outputs)},
                       {QStringLiteral("params"), paramsToJson(params)},
                       {QStringLiteral("rowwise"), rowwise}};
}

const PortSpec *findPort(const std::vector<PortSpec> &ports, QStringView name)
{
    return findByName(ports, name);
}

int portIndex(const std::vector<PortSpec> &ports, QStringView name)
{
    const PortSpec *port = findByName(ports, name);
    return port ? int(port - ports.data()) : -1;
}

int OperatorSpec::inputIndex(QStringView name) const
{
    const PortSpec *port = findInput(name);
    return port ? int(port - inputs.data()) : -1;
}

int OperatorSpec::outputIndex(QStringView name) const
{
    const PortSpec *port = findOutput(name);
    return port ? int(port - outputs.data()) : -1;
}

const PortSpec *OperatorSpec::findInput(QStringView name) const
{
    return findByName(inputs, name);
}

const PortSpec *OperatorSpec::findOutput(QStringView name) const
{
    return findByName(outputs, name);
}

const ParamSpec *OperatorSpec::findParam(QStringView name) const
{
    return findByName(params, name);
}

} // namespace weft::engine
