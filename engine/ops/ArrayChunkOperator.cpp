#include "ArrayOperatorSupport.h"
#include "BuiltinOperators.h"
#include "SchemaCall.h"

namespace weft::engine {

namespace {

/// array.chunk: one of N nearly equal pieces of an array along its first axis.
class ArrayChunkOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(ArrayChunkOperator)

public:
    ArrayChunkOperator()
    {
        m_spec.id = QStringLiteral("array.chunk");
        m_spec.title = tr("Array chunk");
        m_spec.category = QStringLiteral("Arrays");
        m_spec.description =
            tr("Splits an array along its first axis into a number of chunks, as "
               "numpy.array_split does (the first chunks get one row more when the rows do not "
               "divide evenly), and passes on one of them. Several chunk nodes with the same "
               "count and different indices split the work for parallel branches.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("array"), DataKind::Array, tr("The array to split."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("chunk"), DataKind::Array, tr("The chosen chunk."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("count"), ParamType::Integer,
                                tr("How many chunks to split into (1 or more)."), 4),
            ParamSpec::optional(QStringLiteral("index"), ParamType::Integer,
                                tr("Which chunk to pass on, from 0 to count - 1."), 0),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The input's dtype; its shape with the first extent of the chosen chunk.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = DatasetSchema::unknown(DataKind::Array);
        const DatasetSchema &input = call.input(0);
        output.element = input.element;
        const qint64 count = call.integer(u"count");
        const qint64 index = call.integer(u"index");
        if (input.shape && !input.shape->empty() && count >= 1 && index >= 0 && index < count) {
            output.shape = input.shape;
            const qint64 rows = input.shape->front();
            if (rows >= 0)
                output.shape->front() = rows / count + (index < rows % count ? 1 : 0);
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = ArrayOperatorSupport::inputArray(call);
        const qint64 count = call.integer(u"count");
        const qint64 index = call.integer(u"index");
        if (count < 1)
            throw OperatorError(tr("count is %1; it must be 1 or more").arg(count));
        if (index < 0 || index >= count)
            throw OperatorError(
                tr("index is %1; it must be from 0 to %2").arg(index).arg(count - 1));
        if (input->shape().empty())
            throw OperatorError(tr("the array is a single value (shape ()); it has no first axis "
                                   "to split"));
        const qint64 rows = input->shape().front();
        const qint64 base = rows / count, extra = rows % count;
        const qint64 first = index * base + std::min(index, extra);
        const qint64 size = base + (index < extra ? 1 : 0);
        try {
            // In a worker the chunk is born in its own segment: copied once, never twice.
            return {std::make_shared<const Array>(
                input->sliceRows(first, size, call.arrayAllocator()))};
        } catch (const std::runtime_error &e) {
            throw OperatorError(tr("cannot make the chunk: %1").arg(QString::fromUtf8(e.what())));
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeArrayChunkOperator()
{
    return std::make_unique<ArrayChunkOperator>();
}

} // namespace weft::engine
