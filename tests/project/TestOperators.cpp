#include "TestOperators.h"

using namespace Qt::StringLiterals;

namespace weft::engine::test {

namespace {

/// An operator that only describes itself: project files are read and validated against
/// specs, and these tests never run a graph.
class SpecOnlyOperator final : public Operator
{
public:
    explicit SpecOnlyOperator(OperatorSpec spec)
        : m_spec(std::move(spec))
    {}

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &) const override
    {
        throw OperatorError(u"%1 exists for project-file tests and cannot run"_s.arg(m_spec.id));
    }

private:
    OperatorSpec m_spec;
};

ParamSpec param(const QString &name, ParamType type, const QJsonValue &defaultValue)
{
    ParamSpec spec;
    spec.name = name;
    spec.type = type;
    spec.defaultValue = defaultValue;
    return spec;
}

ParamSpec required(const QString &name, ParamType type)
{
    return param(name, type, QJsonValue(QJsonValue::Undefined));
}

OperatorSpec source()
{
    OperatorSpec spec{u"test.source"_s, u"Source"_s, u"Test"_s, {}, {}, {}, {}};
    spec.outputs.push_back(PortSpec{u"table"_s, DataKind::Table, {}, false});
    ParamSpec mode = param(u"mode"_s, ParamType::Choice, u"fast"_s);
    mode.allowed = QStringList{u"fast"_s, u"exact"_s};
    spec.params = {required(u"path"_s, ParamType::InputFile),
                   param(u"rows"_s, ParamType::Integer, 10),
                   mode,
                   param(u"scale"_s, ParamType::Number, 1.0),
                   param(u"header"_s, ParamType::Boolean, true),
                   param(u"label"_s, ParamType::String, QString())};
    return spec;
}

OperatorSpec transform()
{
    OperatorSpec spec{u"test.transform"_s, u"Transform"_s, u"Test"_s, {}, {}, {}, {}};
    spec.inputs.push_back(PortSpec{u"table"_s, DataKind::Table, {}, false});
    spec.outputs.push_back(PortSpec{u"table"_s, DataKind::Table, {}, false});
    spec.params = {required(u"expr"_s, ParamType::Expression),
                   param(u"note"_s, ParamType::Code, QString())};
    return spec;
}

OperatorSpec array()
{
    OperatorSpec spec{u"test.array"_s, u"Array"_s, u"Test"_s, {}, {}, {}, {}};
    spec.outputs.push_back(PortSpec{u"array"_s, DataKind::Array, {}, false});
    spec.params = {param(u"size"_s, ParamType::Integer, 3)};
    return spec;
}

OperatorSpec merge()
{
    OperatorSpec spec{u"test.merge"_s, u"Merge"_s, u"Test"_s, {}, {}, {}, {}};
    spec.inputs.push_back(PortSpec{u"tables"_s, DataKind::Table, {}, true});
    spec.outputs.push_back(PortSpec{u"table"_s, DataKind::Table, {}, false});
    return spec;
}

OperatorSpec sink()
{
    OperatorSpec spec{u"test.sink"_s, u"Sink"_s, u"Test"_s, {}, {}, {}, {}};
    spec.inputs.push_back(PortSpec{u"data"_s, DataKind::Any, {}, false});
    spec.params = {required(u"out"_s, ParamType::OutputFile)};
    return spec;
}

} // namespace

std::unique_ptr<OperatorRegistry> makeTestRegistry()
{
    auto registry = std::make_unique<OperatorRegistry>();
    for (OperatorSpec spec : {source(), transform(), array(), merge(), sink()})
        registry->add(std::make_unique<SpecOnlyOperator>(std::move(spec)));
    return registry;
}

} // namespace weft::engine::test
