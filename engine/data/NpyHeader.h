#pragma once

#include "Array.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace weft::engine {

/// The header of a NumPy `.npy` file: the Python dict literal after the magic and length,
/// `{'descr': '<f8', 'fortran_order': False, 'shape': (3, 4), }`.
///
/// parse() reads exactly that grammar (a dict of string keys whose values are strings,
/// True/False or tuples of integers), not Python: nothing is evaluated. Stateless.
struct NpyHeader
{
    Q_DECLARE_TR_FUNCTIONS(NpyHeader)

public:
    ElementType type = ElementType::Float64;
    bool bigEndian = false;    ///< '>' byte order: elements must be swapped after reading
    bool fortranOrder = false; ///< the elements are in Fortran (column-major) order
    std::vector<qint64> shape;

    /// Parses the dict text. Throws NpyError with a message prefixed by `fileName` for a
    /// malformed dict, a missing key, an unsupported dtype (structured, strings, objects,
    /// datetimes) or a negative extent.
    static NpyHeader parse(const QByteArray &text, const QString &fileName);
    /// The dict text for `array` (little-endian, C order), without padding.
    static QByteArray format(const Array &array);
    /// The dtype string NumPy writes for `type` ("<f8", "|b1", …).
    static QByteArray descr(ElementType type);
};

} // namespace weft::engine
