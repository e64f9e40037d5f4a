#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "SchemaCall.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <random>
#include <span>

namespace weft::engine {

namespace {

/// Elements per chunk: even (normal numbers come in pairs) and small enough to stay in cache
/// and to notice a cancel quickly.
constexpr qint64 kChunk = 32768;

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
            PortSpec::single(QStringLiteral("array"), DataKind::Array, tr("The new array."))};
        m_spec.params = {
            ParamSpec::choice(
                QStringLiteral("mode"), tr("What to fill the array with."), QStringLiteral("range"),
                {QStringLiteral("range"), QStringLiteral("random"), QStringLiteral("constant")}),
            ParamSpec::optional(QStringLiteral("shape"), ParamType::String,
                                tr("The extent of each dimension, separated by commas: '1000' or "
                                   "'100, 10'; empty for a single value."),
                                QStringLiteral("10")),
            ArrayOperatorSupport::dtypeParam(tr("The element type (values are rounded toward "
                                                "zero and clamped for integer types, to the "
                                                "nearest float16, and get imaginary part 0 "
                                                "for complex types)."),
                                             QStringLiteral("float64")),
            ParamSpec::optional(QStringLiteral("start"), ParamType::Number,
                                tr("range: the first value."), 0),
            ParamSpec::optional(QStringLiteral("step"), ParamType::Number,
                                tr("range: the difference between neighbours."), 1),
            ParamSpec::optional(QStringLiteral("value"), ParamType::Number,
                                tr("constant: the value of every element."), 0),
            ParamSpec::choice(QStringLiteral("distribution"),
                              tr("random: uniform in [low, high), or normal with mean and std."),
                              QStringLiteral("uniform"),
                              {QStringLiteral("uniform"), QStringLiteral("normal")}),
            ParamSpec::optional(QStringLiteral("low"), ParamType::Number,
                                tr("random, uniform: the smallest value."), 0),
            ParamSpec::optional(QStringLiteral("high"), ParamType::Number,
                                tr("random, uniform: the bound no value reaches."), 1),
            ParamSpec::optional(QStringLiteral("mean"), ParamType::Number,
                                tr("random, normal: the mean."), 0),
            ParamSpec::optional(QStringLiteral("std"), ParamType::Number,
                                tr("random, normal: the standard deviation (0 or more)."), 1),
            ParamSpec::optional(QStringLiteral("seed"), ParamType::Integer,
                                tr("random: the seed; the same seed gives the same numbers."), 0),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = DatasetSchema::unknown(DataKind::Array);
        try {
            output.element = ArrayOperatorSupport::dtype(call.params());
            output.shape = ArrayOperatorSupport::shape(call.params(), QStringLiteral("shape"));
        } catch (const OperatorError &) {
            // The run says what is wrong with the parameter.
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const ElementType type = ArrayOperatorSupport::dtype(call);
        std::vector<qint64> shape = ArrayOperatorSupport::shape(call, QStringLiteral("shape"));
        try {
            // An array of no memory: checks the shape without allocating anything.
            (void)Array::inMemory(type, shape, nullptr, nullptr);
        } catch (const std::exception &e) {
            throw OperatorError(tr("shape: %1").arg(QString::fromUtf8(e.what())));
        }
        const QString mode = call.string(u"mode");
        const Filler fill = filler(call, mode);
        // Filled in chunks straight into the result (in a worker: its shared-memory segment),
        // so no second buffer of the array's size exists at any moment.
        Array out = call.allocateArray(type, std::move(shape));
        const qint64 count = out.elementCount();
        std::vector<double> chunk(size_t(std::clamp<qint64>(count, 1, kChunk)));
        for (qint64 first = 0; first < count; first += kChunk) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            const qint64 n = std::min(kChunk, count - first);
            double *values = type == ElementType::Float64
                                 ? static_cast<double *>(out.data()) + first
                                 : chunk.data();
            fill(first, std::span<double>(values, size_t(n)));
            if (type != ElementType::Float64)
                out.setDoubles(first, std::span<const double>(chunk.data(), size_t(n)));
        }
        return {std::make_shared<const Array>(std::move(out))};
    }

private:
    /// Fills the values of elements [first, first + values.size()); called for consecutive
    /// chunks in order (the random ones carry their generator from chunk to chunk).
    using Filler = std::function<void(qint64 first, std::span<double> values)>;

    Filler filler(const OperatorCall &call, const QString &mode) const
    {
        if (mode == u"range") {
            const double start = call.number(u"start"), step = call.number(u"step");
            return [start, step](qint64 first, std::span<double> values) {
                for (size_t i = 0; i < values.size(); ++i)
                    values[i] = start + double(first + qint64(i)) * step;
            };
        }
        if (mode == u"constant") {
            const double value = call.number(u"value");
            return [value](qint64, std::span<double> values) {
                std::fill(values.begin(), values.end(), value);
            };
        }
        if (mode == u"random")
            return randomFiller(call);
        throw OperatorError(tr("mode '%1' is not one of range, random, constant").arg(mode));
    }

    Filler randomFiller(const OperatorCall &call) const
    {
        auto engine = std::make_shared<std::mt19937_64>(quint64(call.integer(u"seed")));
        const QString distribution = call.string(u"distribution");
        if (distribution == u"uniform") {
            const double low = call.number(u"low"), high = call.number(u"high");
            if (!(low <= high))
                throw OperatorError(tr("low (%1) is above high (%2)").arg(low).arg(high));
            return [engine, low, high](qint64, std::span<double> values) {
                for (double &v : values)
                    v = low + (high - low) * unit(*engine);
            };
        }
        if (distribution == u"normal") {
            const double mean = call.number(u"mean"), std = call.number(u"std");
            if (!(std >= 0))
                throw OperatorError(tr("std is %1; it must be 0 or more").arg(std));
            // Box–Muller: two uniforms give two independent normals. Chunks have an even
            // length, so pairs never straddle two chunks.
            return [engine, mean, std](qint64, std::span<double> values) {
                for (size_t i = 0; i < values.size(); i += 2) {
                    const double r = std::sqrt(-2.0 * std::log1p(-unit(*engine)));
                    const double angle = 2.0 * std::numbers::pi * unit(*engine);
                    values[i] = mean + std * r * std::cos(angle);
                    if (i + 1 < values.size())
                        values[i + 1] = mean + std * r * std::sin(angle);
                }
            };
        }
        throw OperatorError(
            tr("distribution '%1' is not one of uniform, normal").arg(distribution));
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayGenerateOperator()
{
    return std::make_unique<ArrayGenerateOperator>();
}

} // namespace weft::engine
