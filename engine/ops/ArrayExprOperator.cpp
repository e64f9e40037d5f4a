#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "SchemaCall.h"

#include <algorithm>
#include <functional>
#include <muParser.h>
#include <numeric>

namespace weft::engine {

namespace {

/// Elements per bulk evaluation: large enough to amortise muparser's per-call set-up, small
/// enough that the buffers stay in cache and cancellation is noticed quickly.
constexpr qint64 kChunk = 32768;
/// The variable names of the inputs, in edge order.
constexpr const char *kNames[] = {"x", "y", "z"};

/// array.expr: an element-wise muparser formula over one to three arrays.
class ArrayExprOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayExprOperator)

public:
    ArrayExprOperator()
    {
        m_spec.id = QStringLiteral("array.expr");
        m_spec.title = tr("Array formula");
        m_spec.category = QStringLiteral("Arrays");
        m_spec.description =
            tr("Computes a formula for every element, e.g. 'x * x' or 'x > 0 ? ln(x) : 0' "
               "(muparser syntax). The first connected array is x, the second y, the third z; "
               "i is the element's index in C order. The arrays must have the same shape, "
               "except that a single-element array is used for every element. The formula "
               "computes in float64, where integers are exact up to 2^53 in magnitude: with an "
               "integer dtype, an int64 or uint64 element beyond that fails the node instead "
               "of giving a rounded integer. Complex arrays are refused. The value is stored "
               "as dtype: rounded toward zero and saturated for integers, to the nearest "
               "float16, with imaginary part 0 for complex.");
        m_spec.inputs = {PortSpec::oneOrMore(QStringLiteral("arrays"), DataKind::Array,
                                             tr("One to three arrays: x, y, z in edge order."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("array"), DataKind::Array,
                                           tr("The formula's value for every element."))};
        m_spec.params = {
            ParamSpec::required(QStringLiteral("expression"), ParamType::Expression,
                                tr("The formula over x, y, z and i.")),
            ArrayOperatorSupport::dtypeParam(tr("The element type of the result."),
                                             QStringLiteral("float64")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The dtype; the shape of the first input of more than one element when all are known.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = DatasetSchema::unknown(DataKind::Array);
        try {
            output.element = ArrayOperatorSupport::dtype(call.params());
        } catch (const OperatorError &) {
        }
        const std::vector<DatasetSchema> &inputs = call.inputs(0);
        for (const DatasetSchema &input : inputs) {
            if (!input.shape ||
                std::find(input.shape->begin(), input.shape->end(), -1) != input.shape->end())
                return {output};
        }
        for (const DatasetSchema &input : inputs) {
            output.shape = input.shape;
            if (std::accumulate(input.shape->begin(), input.shape->end(), qint64(1),
                                std::multiplies<>()) != 1)
                break;
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto inputs = ArrayOperatorSupport::inputArrays(call);
        const ElementType type = ArrayOperatorSupport::dtype(call);
        const QString expression = call.string(u"expression");
        if (inputs.size() > std::size(kNames))
            throw OperatorError(tr("%1 arrays are connected; the formula takes at most 3 (x, "
                                   "y, z)")
                                    .arg(inputs.size()));
        for (size_t k = 0; k < inputs.size(); ++k)
            ArrayOperatorSupport::requireReal(*inputs[k], QLatin1StringView(kNames[k]), m_spec.id);
        // The first array with more than one element sets the shape; single values broadcast.
        size_t shaper = 0;
        while (shaper + 1 < inputs.size() && inputs[shaper]->elementCount() == 1)
            ++shaper;
        const Array *shapeOf = inputs[shaper].get();
        for (size_t k = 0; k < inputs.size(); ++k) {
            if (inputs[k]->elementCount() != 1 && inputs[k]->shape() != shapeOf->shape())
                throw OperatorError(tr("%1 has shape %2 but %3 has shape %4; the shapes must "
                                       "match (or one must be a single value)")
                                        .arg(QLatin1StringView(kNames[k]), inputs[k]->shapeText(),
                                             QLatin1StringView(kNames[shaper]),
                                             shapeOf->shapeText()));
        }
        // Evaluated chunk by chunk straight into the result (in a worker: its shared-memory
        // segment), so no buffer of the result's size exists besides the result.
        Array out = call.allocateArray(type, shapeOf->shape());
        evaluate(call, expression, inputs, out);
        return {std::make_shared<const Array>(std::move(out))};
    }

private:
    void evaluate(const OperatorCall &call, const QString &expression,
                  const std::vector<std::shared_ptr<const Array>> &inputs, Array &out) const
    {
        const qint64 count = out.elementCount();
        const bool direct = out.type() == ElementType::Float64;
        const bool exactIntegers = isInteger(out.type());
        const auto bufferSize = size_t(std::clamp<qint64>(count, 1, kChunk));
        // The inputs, the index i, and the results of one chunk for a type other than float64.
        std::vector<std::vector<double>> buffers(inputs.size() + 2,
                                                 std::vector<double>(bufferSize));
        std::vector<double> &index = buffers[inputs.size()];
        std::vector<double> &results = buffers.back();
        mu::Parser parser;
        try {
            for (size_t k = 0; k < inputs.size(); ++k)
                parser.DefineVar(kNames[k], buffers[k].data());
            parser.DefineVar("i", index.data());
            parser.SetExpr(expression.toStdString());
            parser.GetUsedVar(); // parses now, so a syntax error shows before any work
            if (parser.GetNumResults() != 1)
                throw OperatorError(tr("expression '%1' gives %2 values separated by commas; "
                                       "one is expected")
                                        .arg(expression)
                                        .arg(parser.GetNumResults()));
            for (qint64 first = 0; first < count; first += kChunk) {
                if (call.stopToken().stop_requested())
                    throw OperatorError(tr("cancelled"));
                const qint64 n = std::min(kChunk, count - first);
                for (size_t k = 0; k < inputs.size(); ++k) {
                    const bool single = inputs[k]->elementCount() == 1;
                    if (exactIntegers)
                        requireExact(*inputs[k], k, single ? 0 : first, single ? 1 : n);
                    if (single)
                        std::fill_n(buffers[k].begin(), n, inputs[k]->toDouble(0));
                    else
                        inputs[k]->copyDoubles(first, n, buffers[k].data());
                }
                for (qint64 j = 0; j < n; ++j)
                    index[size_t(j)] = double(first + j);
                if (direct) {
                    parser.Eval(static_cast<double *>(out.data()) + first, int(n));
                } else {
                    parser.Eval(results.data(), int(n));
                    out.setDoubles(first, std::span<const double>(results.data(), size_t(n)));
                }
            }
        } catch (const mu::ParserError &e) {
            throw OperatorError(tr("expression '%1': %2 (the variables are %3 and i)")
                                    .arg(expression, QString::fromStdString(e.GetMsg()),
                                         variableNames(inputs.size())));
        }
    }

    /// Throws OperatorError when an element in [first, first + count) of `input` (variable
    /// `k`) is an int64 or uint64 that float64 cannot hold exactly: an integer result made
    /// from it would be off in its last digits without a word.
    static void requireExact(const Array &input, size_t k, qint64 first, qint64 count)
    {
        constexpr std::int64_t kExact = std::int64_t(1) << 53;
        const auto report = [&](qint64 index, const QString &value) {
            throw OperatorError(tr("%1[%2] is %3, beyond 2^53, which the formula's float64 "
                                   "arithmetic cannot hold exactly; the integer result would "
                                   "be rounded. Choose dtype float64, or keep the values "
                                   "within ±9007199254740992")
                                    .arg(QLatin1StringView(kNames[k]))
                                    .arg(index)
                                    .arg(value));
        };
        if (input.type() == ElementType::Int64) {
            const auto *values = static_cast<const std::int64_t *>(input.data()) + first;
            for (qint64 j = 0; j < count; ++j) {
                if (values[j] > kExact || values[j] < -kExact)
                    report(first + j, QString::number(values[j]));
            }
        } else if (input.type() == ElementType::UInt64) {
            const auto *values = static_cast<const std::uint64_t *>(input.data()) + first;
            for (qint64 j = 0; j < count; ++j) {
                if (values[j] > std::uint64_t(kExact))
                    report(first + j, QString::number(values[j]));
            }
        }
    }

    static QString variableNames(size_t count)
    {
        QStringList names;
        for (size_t k = 0; k < count; ++k)
            names.append(QLatin1StringView(kNames[k]));
        return names.join(QStringLiteral(", "));
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayExprOperator()
{
    return std::make_unique<ArrayExprOperator>();
}

} // namespace weft::engine
