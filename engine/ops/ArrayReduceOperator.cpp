#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "SchemaCall.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace weft::engine {

namespace {

/// The running sum, mean, squared deviation (Welford: one pass, no catastrophic
/// cancellation), minimum and maximum of the values reduced into one result.
struct Accumulator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayReduceOperator)

public:
    qint64 n = 0;
    double sum = 0, mean = 0, m2 = 0;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    bool sawNan = false;

    void add(double v)
    {
        if (std::isnan(v)) {
            sawNan = true;
            return;
        }
        ++n;
        sum += v;
        const double delta = v - mean;
        mean += delta / double(n);
        m2 += delta * (v - mean);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }

    double result(const QString &function, bool skipNan, qint64 ddof) const
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        if (sawNan && !skipNan)
            return nan;
        if (function == u"sum")
            return sum;
        if (function == u"mean")
            return n > 0 ? mean : nan;
        if (function == u"std")
            return n > ddof ? std::sqrt(m2 / double(n - ddof)) : nan;
        if (n == 0)
            throw OperatorError(tr("function %1: there are no %2elements to take the %1 of")
                                    .arg(function, sawNan ? tr("non-NaN ") : QString()));
        return function == u"min" ? lo : hi;
    }
};

/// array.reduce: one number from all elements of an array: sum, mean, min, max or std.
class ArrayReduceOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayReduceOperator)

public:
    ArrayReduceOperator()
    {
        m_spec.id = QStringLiteral("array.reduce");
        m_spec.title = tr("Reduce array");
        m_spec.category = QStringLiteral("Arrays");
        m_spec.description =
            tr("Reduces all elements of an array to one float64 value (a 0-dimensional "
               "array), or reduces along one axis, as NumPy's sum, mean, min, max and std do. "
               "A NaN element makes the result NaN unless NaNs are skipped. The sum of no "
               "elements is 0; their mean and std are NaN; their min and max are an error. "
               "Every real dtype is read as float64 (int64 and uint64 exactly up to 2^53); "
               "complex arrays are refused.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("array"), DataKind::Array, tr("The array to reduce."))};
        m_spec.outputs = {PortSpec::single(
            QStringLiteral("value"), DataKind::Array,
            tr("The result in float64: one value, or the shape without the axis."))};
        m_spec.params = {
            ParamSpec::choice(QStringLiteral("function"), tr("What to compute."),
                              QStringLiteral("sum"),
                              {QStringLiteral("sum"), QStringLiteral("mean"), QStringLiteral("min"),
                               QStringLiteral("max"), QStringLiteral("std")}),
            ParamSpec::optional(
                QStringLiteral("axis"), ParamType::String,
                tr("The axis to reduce along, from 0 (negative counts from the end, as in "
                   "NumPy); empty reduces all elements to one value."),
                QString()),
            ParamSpec::optional(QStringLiteral("skip_nan"), ParamType::Boolean,
                                tr("Ignore NaN elements (as numpy.nansum and friends do)."), false),
            ParamSpec::optional(
                QStringLiteral("ddof"), ParamType::Integer,
                tr("std: delta degrees of freedom; the divisor is N - ddof (0 for the "
                   "population, 1 for a sample)."),
                0),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// A float64 value, or the input's shape without the axis.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = DatasetSchema::unknown(DataKind::Array);
        output.element = ElementType::Float64;
        const QString axisText = call.string(u"axis").trimmed();
        const std::optional<std::vector<qint64>> &in = call.input(0).shape;
        bool ok = false;
        qint64 axis = axisText.toLongLong(&ok);
        if (axisText.isEmpty()) {
            output.shape = std::vector<qint64>{};
        } else if (in && ok) {
            const auto dims = qint64(in->size());
            if (axis < 0)
                axis += dims;
            if (axis >= 0 && axis < dims) {
                output.shape = *in;
                output.shape->erase(output.shape->begin() + axis);
            }
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = ArrayOperatorSupport::inputArray(call);
        ArrayOperatorSupport::requireReal(*input, tr("the input"), m_spec.id);
        const QString function = call.string(u"function");
        const qint64 ddof = call.integer(u"ddof");
        if (ddof < 0)
            throw OperatorError(tr("ddof is %1; it must be 0 or more").arg(ddof));
        if (!QStringList{QStringLiteral("sum"), QStringLiteral("mean"), QStringLiteral("min"),
                         QStringLiteral("max"), QStringLiteral("std")}
                 .contains(function))
            throw OperatorError(
                tr("function '%1' is not one of sum, mean, min, max, std").arg(function));

        // The array seen as (outer, along, inner) around the reduced axis; all elements are
        // one axis of a (1, count, 1) view.
        const std::vector<qint64> &shape = input->shape();
        std::vector<qint64> outShape;
        qint64 outer = 1, along = input->elementCount(), inner = 1;
        const QString axisText = call.string(u"axis").trimmed();
        if (!axisText.isEmpty()) {
            bool ok = false;
            qint64 axis = axisText.toLongLong(&ok);
            const auto dims = qint64(shape.size());
            if (ok && axis < 0)
                axis += dims;
            if (!ok || axis < 0 || axis >= dims)
                throw OperatorError(tr("axis '%1' is not an axis of an array of shape %2 (give "
                                       "0 to %3, negative counting from the end, or empty for "
                                       "all elements)")
                                        .arg(axisText, input->shapeText())
                                        .arg(dims - 1));
            for (qint64 d = 0; d < dims; ++d) {
                if (d < axis)
                    outer *= shape[size_t(d)];
                else if (d > axis)
                    inner *= shape[size_t(d)];
                if (d != axis)
                    outShape.push_back(shape[size_t(d)]);
            }
            along = shape[size_t(axis)];
        }

        std::vector<Accumulator> cells(size_t(outer * inner));
        constexpr qint64 kChunk = 1 << 16;
        std::vector<double> buffer(static_cast<size_t>(std::min(kChunk, input->elementCount())));
        for (qint64 first = 0; first < input->elementCount(); first += kChunk) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            const qint64 count = std::min(kChunk, input->elementCount() - first);
            input->copyDoubles(first, count, buffer.data());
            for (qint64 j = 0; j < count; ++j) {
                const qint64 index = first + j; // = (o * along + a) * inner + i
                const qint64 o = index / (along * inner), i = index % inner;
                cells[size_t(o * inner + i)].add(buffer[size_t(j)]);
            }
        }

        std::vector<double> results(cells.size());
        for (size_t c = 0; c < cells.size(); ++c)
            results[c] = cells[c].result(function, call.boolean(u"skip_nan"), ddof);
        return {std::make_shared<const Array>(
            Array::fromDoubles(std::move(outShape), std::move(results)))};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayReduceOperator()
{
    return std::make_unique<ArrayReduceOperator>();
}

} // namespace weft::engine
