#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "SchemaCall.h"

#include <cstring>

namespace weft::engine {

namespace {

/// array.concat: arrays joined end to end along their first axis.
class ArrayConcatOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayConcatOperator)

public:
    ArrayConcatOperator()
    {
        m_spec.id = QStringLiteral("array.concat");
        m_spec.title = tr("Concatenate arrays");
        m_spec.category = QStringLiteral("Arrays");
        m_spec.description =
            tr("Joins arrays along their first axis, in edge order, as numpy.concatenate does. "
               "Their other dimensions must match; a single value (shape ()) counts as one "
               "row, so the results of several reductions join into one array. Arrays of one "
               "element type keep it, bit for bit; arrays of different real types give "
               "float64; a complex array joins only arrays of its own type.");
        m_spec.inputs = {PortSpec::oneOrMore(QStringLiteral("arrays"), DataKind::Array,
                                             tr("The arrays to join, in edge order."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("array"), DataKind::Array, tr("The joined array."))};
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// One dtype kept, real ones mixed give float64; the extents along the first axis added.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = DatasetSchema::unknown(DataKind::Array);
        const std::vector<DatasetSchema> &inputs = call.inputs(0);
        if (inputs.empty())
            return {output};
        output.element = inputs.front().element;
        qint64 rows = 0;
        std::optional<std::vector<qint64>> inner = std::vector<qint64>{};
        bool shapesKnown = true;
        for (const DatasetSchema &input : inputs) {
            if (!input.element || !output.element)
                output.element.reset();
            else if (*input.element != *output.element)
                output.element = ElementType::Float64;
            if (!input.shape) {
                shapesKnown = false;
                continue;
            }
            const qint64 first = input.shape->empty() ? 1 : input.shape->front();
            rows = rows < 0 || first < 0 ? -1 : rows + first;
            if (input.shape->size() > 1)
                inner = std::vector<qint64>(input.shape->begin() + 1, input.shape->end());
        }
        if (shapesKnown) {
            output.shape = std::vector<qint64>{rows};
            output.shape->insert(output.shape->end(), inner->begin(), inner->end());
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto inputs = ArrayOperatorSupport::inputArrays(call);
        const auto rowShape = [](const Array &a) {
            return a.shape().empty() ? std::vector<qint64>{}
                                     : std::vector<qint64>(a.shape().begin() + 1, a.shape().end());
        };
        const std::vector<qint64> inner = rowShape(*inputs.front());
        ElementType type = inputs.front()->type();
        qint64 rows = 0;
        for (size_t k = 0; k < inputs.size(); ++k) {
            const Array &a = *inputs[k];
            if (rowShape(a) != inner)
                throw OperatorError(tr("array %1 has shape %2, array 1 has shape %3: all but "
                                       "the first dimension must match")
                                        .arg(k + 1)
                                        .arg(a.shapeText(), inputs.front()->shapeText()));
            if (a.type() != type)
                type = ElementType::Float64;
            if (isComplex(a.type()) && a.type() != inputs.front()->type())
                throw OperatorError(
                    tr("array %1 is %2 and array 1 is %3: complex arrays join "
                       "only arrays of the same element type")
                        .arg(k + 1)
                        .arg(elementTypeName(a.type()), elementTypeName(inputs.front()->type())));
            rows += a.shape().empty() ? 1 : a.shape().front();
        }
        std::vector<qint64> shape{rows};
        shape.insert(shape.end(), inner.begin(), inner.end());
        auto out = std::make_shared<Array>(call.allocateArray(type, std::move(shape)));
        qint64 at = 0;
        for (const auto &a : inputs) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            if (a->type() == type) {
                std::memcpy(static_cast<char *>(out->data()) + at * elementSize(type), a->data(),
                            size_t(a->dataBytes()));
            } else {
                a->copyDoubles(0, a->elementCount(), static_cast<double *>(out->data()) + at);
            }
            at += a->elementCount();
        }
        return {out};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayConcatOperator()
{
    return std::make_unique<ArrayConcatOperator>();
}

} // namespace weft::engine
