#pragma once

#include "Operator.h"
#include "data/Array.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace weft::engine {

/// What the array operators share: reading their inputs and the parameters several of them
/// take. Stateless.
class ArrayOperatorSupport
{
    Q_DECLARE_TR_FUNCTIONS(ArrayOperatorSupport)

public:
    /// The array on the non-variadic input `port`; OperatorError when another kind arrived.
    static std::shared_ptr<const Array> inputArray(const OperatorCall &call, int port = 0);
    /// Every array on the variadic input `port`, in edge order.
    static std::vector<std::shared_ptr<const Array>> inputArrays(const OperatorCall &call,
                                                                 int port = 0);
    /// Throws OperatorError when `array` holds complex numbers, which the operator `operatorId`
    /// does not compute with: "x is a complex64 array; array.expr computes with real numbers
    /// only". `what` names the array ("x", "the input", "array 2").
    static void requireReal(const Array &array, const QString &what, const QString &operatorId);
    /// The spec of a `dtype` parameter (a Choice of the element type names).
    static ParamSpec dtypeParam(const QString &description, const QString &defaultType);
    /// The `dtype` parameter as an element type; OperatorError naming it when unknown.
    static ElementType dtype(const OperatorCall &call);
    /// Parses a shape such as "1000", "100, 10" or "4x5"; OperatorError naming `param` when it
    /// is not a list of non-negative integers.
    static std::vector<qint64> shape(const OperatorCall &call, const QString &param);
};

} // namespace weft::engine
