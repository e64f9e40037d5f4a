#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"

#include <cmath>
#include <numbers>
#include <random>

namespace weft::engine {

namespace {

/// A uniform double in [0, 1) from the top 53 bits, so that a seed gives the same numbers with
/// every standard library (std::uniform_real_distribution is implementation-defined).
double unit(std::mt19937_64 &engine)
{
    return double(engine() >> 11) * 0x1.0p-53;
}

/// array.generate: an array from nothing: a range, random numbers from a seed, or a constant.
class ArrayGenerateOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayGenerateOperator)

public:
    ArrayGenerateOperator()
    {
        m_spec.id = QStringLiteral("array.generate");
        m_spec.title = tr("Generate array");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Makes an array of a given shape: a range (start, start + step, …), random "
               "numbers (uniform or normal; the same seed gives the same numbers), or one "
               "constant value. Elements are filled in C order.");
        m_spec.outputs = {
            PortSpec{QStringLiteral("array"), DataKind::Array, tr("The new array."), false}};
        m_spec.params = {
            ParamSpec{
                QStringLiteral("mode"),
                ParamType::Choice,
                tr("What to fill the array with."),
                QStringLiteral("range"),
                {QStringLiteral("range"), QStringLiteral("random"), QStringLiteral("constant")}},
            ParamSpec{QStringLiteral("shape"),
                      ParamType::String,
                      tr("The extent of each dimension, separated by commas: '1000' or "
                         "'100, 10'; empty for a single value."),
                      QStringLiteral("10"),
                      {}},
            ArrayOperatorSupport::dtypeParam(tr("The element type (values are rounded toward "
                                                "zero and clamped for integer types)."),
                                             QStringLiteral("float64")),
            ParamSpec{
                QStringLiteral("start"), ParamType::Number, tr("range: the first value."), 0, {}},
            ParamSpec{QStringLiteral("step"),
                      ParamType::Number,
                      tr("range: the difference between neighbours."),
                      1,
                      {}},
            ParamSpec{QStringLiteral("value"),
                      ParamType::Number,
                      tr("constant: the value of every element."),
                      0,
                      {}},
            ParamSpec{QStringLiteral("distribution"),
                      ParamType::Choice,
                      tr("random: uniform in [low, high), or normal with mean and std."),
                      QStringLiteral("uniform"),
                      {QStringLiteral("uniform"), QStringLiteral("normal")}},
            ParamSpec{QStringLiteral("low"),
                      ParamType::Number,
                      tr("random, uniform: the smallest value."),
                      0,
                      {}},
            ParamSpec{QStringLiteral("high"),
                      ParamType::Number,
                      tr("random, uniform: the bound no value reaches."),
                      1,
                      {}},
            ParamSpec{
                QStringLiteral("mean"), ParamType::Number, tr("random, normal: the mean."), 0, {}},
            ParamSpec{QStringLiteral("std"),
                      ParamType::Number,
                      tr("random, normal: the standard deviation (0 or more)."),
                      1,
                      {}},
            ParamSpec{QStringLiteral("seed"),
                      ParamType::Integer,
                      tr("random: the seed; the same seed gives the same numbers."),
                      0,
                      {}},
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const ElementType type = ArrayOperatorSupport::dtype(call);
        std::vector<qint64> shape = ArrayOperatorSupport::shape(call, QStringLiteral("shape"));
        qint64 count = 0;
        try {
            count = Array(ElementType::UInt8, shape).elementCount();
        } catch (const std::exception &e) {
            throw OperatorError(tr("shape: %1").arg(QString::fromUtf8(e.what())));
        }
        std::vector<double> values(size_t(count), 0.0);
        const QString mode = call.string(u"mode");
        if (mode == u"range") {
            const double start = call.number(u"start"), step = call.number(u"step");
            for (qint64 i = 0; i < count; ++i)
                values[size_t(i)] = start + double(i) * step;
        } else if (mode == u"constant") {
            std::fill(values.begin(), values.end(), call.number(u"value"));
        } else if (mode == u"random") {
            fillRandom(call, values);
        } else {
            throw OperatorError(tr("mode '%1' is not one of range, random, constant").arg(mode));
        }
        if (type == ElementType::Float64)
            return {std::make_shared<const Array>(
                Array::fromDoubles(std::move(shape), std::move(values)))};
        return {std::make_shared<const Array>(Array::fromDoubles(type, std::move(shape), values))};
    }

private:
    void fillRandom(const OperatorCall &call, std::vector<double> &values) const
    {
        std::mt19937_64 engine(quint64(call.integer(u"seed")));
        const QString distribution = call.string(u"distribution");
        if (distribution == u"uniform") {
            const double low = call.number(u"low"), high = call.number(u"high");
            if (!(low <= high))
                throw OperatorError(tr("low (%1) is above high (%2)").arg(low).arg(high));
            for (double &v : values)
                v = low + (high - low) * unit(engine);
        } else if (distribution == u"normal") {
            const double mean = call.number(u"mean"), std = call.number(u"std");
            if (!(std >= 0))
                throw OperatorError(tr("std is %1; it must be 0 or more").arg(std));
            // Box–Muller: two uniforms give two independent normals.
            for (size_t i = 0; i < values.size(); i += 2) {
                const double r = std::sqrt(-2.0 * std::log1p(-unit(engine)));
                const double angle = 2.0 * std::numbers::pi * unit(engine);
                values[i] = mean + std * r * std::cos(angle);
                if (i + 1 < values.size())
                    values[i + 1] = mean + std * r * std::sin(angle);
            }
        } else {
            throw OperatorError(
                tr("distribution '%1' is not one of uniform, normal").arg(distribution));
        }
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayGenerateOperator()
{
    return std::make_unique<ArrayGenerateOperator>();
}

} // namespace weft::engine
