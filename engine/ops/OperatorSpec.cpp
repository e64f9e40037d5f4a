#include "OperatorSpec.h"

#include <algorithm>

namespace weft::engine {

namespace {

template<typename Spec>
const Spec *findByName(const std::vector<Spec> &specs, QStringView name)
{
    const auto it = std::find_if(specs.begin(), specs.end(),
                                 [&](const Spec &spec) { return spec.name == name; });
    return it == specs.end() ? nullptr : &*it;
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
    }
    return QStringLiteral("unknown");
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
