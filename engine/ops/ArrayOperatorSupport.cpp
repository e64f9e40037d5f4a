#include "ArrayOperatorSupport.h"

#include <QRegularExpression>

namespace weft::engine {

namespace {

std::shared_ptr<const Array> toArray(const DatasetPtr &dataset, int index)
{
    auto array = Array::fromDataset(dataset);
    if (!array)
        throw OperatorError(ArrayOperatorSupport::tr("expected an array on input %1, received %2")
                                .arg(index + 1)
                                .arg(dataset ? dataKindName(dataset->kind())
                                             : ArrayOperatorSupport::tr("nothing")));
    return array;
}

} // namespace

std::shared_ptr<const Array> ArrayOperatorSupport::inputArray(const OperatorCall &call, int port)
{
    return toArray(call.input(port), 0);
}

std::vector<std::shared_ptr<const Array>>
ArrayOperatorSupport::inputArrays(const OperatorCall &call, int port)
{
    std::vector<std::shared_ptr<const Array>> arrays;
    const auto &datasets = call.inputs(port);
    for (size_t i = 0; i < datasets.size(); ++i)
        arrays.push_back(toArray(datasets[i], int(i)));
    if (arrays.empty())
        throw OperatorError(tr("no array arrived on the input"));
    return arrays;
}

void ArrayOperatorSupport::requireReal(const Array &array, const QString &what,
                                       const QString &operatorId)
{
    if (isComplex(array.type()))
        throw OperatorError(tr("%1 is a %2 array; %3 computes with real numbers only")
                                .arg(what, elementTypeName(array.type()), operatorId));
}

ParamSpec ArrayOperatorSupport::dtypeParam(const QString &description, const QString &defaultType)
{
    return ParamSpec{QStringLiteral("dtype"), ParamType::Choice, description, defaultType,
                     elementTypeNames()};
}

ElementType ArrayOperatorSupport::dtype(const OperatorCall &call)
{
    const QString name = call.string(u"dtype");
    if (const auto type = elementTypeFromName(name))
        return *type;
    throw OperatorError(
        tr("dtype '%1' is not one of %2").arg(name, elementTypeNames().join(QStringLiteral(", "))));
}

std::vector<qint64> ArrayOperatorSupport::shape(const OperatorCall &call, const QString &param)
{
    const QString text = call.param(param).isDouble()
                             ? QString::number(call.param(param).toInteger())
                             : call.string(param).trimmed();
    static const QRegularExpression separator(QStringLiteral("\\s*[,x×]\\s*"));
    std::vector<qint64> shape;
    const QStringList parts = text.isEmpty() ? QStringList() : text.split(separator);
    for (const QString &part : parts) {
        bool ok = false;
        const qint64 extent = part.toLongLong(&ok);
        if (!ok || extent < 0)
            throw OperatorError(tr("%1 '%2' is not a shape: give non-negative integers "
                                   "separated by commas, e.g. '1000' or '100, 10'")
                                    .arg(param, text));
        shape.push_back(extent);
    }
    return shape;
}

} // namespace weft::engine
