#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"

#include <algorithm>
#include <muParser.h>

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
               "except that a single-element array is used for every element.");
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

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto inputs = ArrayOperatorSupport::inputArrays(call);
        const ElementType type = ArrayOperatorSupport::dtype(call);
        const QString expression = call.string(u"expression");
        if (inputs.size() > std::size(kNames))
            throw OperatorError(tr("%1 arrays are connected; the formula takes at most 3 (x, "
                                   "y, z)")
                                    .arg(inputs.size()));
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
                    if (inputs[k]->elementCount() == 1)
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
