#include "ArraySliceModel.h"

#include "data/Array.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>

namespace weft::app {

namespace {

int clampToInt(qint64 n)
{
    return int(std::min<qint64>(n, std::numeric_limits<int>::max()));
}

template<typename T>
T elementAt(const engine::Array &array, qint64 index)
{
    return static_cast<const T *>(array.data())[index];
}

/// A complex element as NumPy prints it: "1.5+2j", "0-1j".
QString complexText(double re, double im)
{
    return QString::number(re, 'g', 7) + (std::signbit(im) ? u"" : u"+") +
           QString::number(im, 'g', 7) + u'j';
}

/// The element as text: integers exactly, floats to the digits their type holds.
QString elementText(const engine::Array &array, qint64 index)
{
    using engine::ElementType;
    switch (array.type()) {
    case ElementType::Int8:
        return QString::number(elementAt<std::int8_t>(array, index));
    case ElementType::Int16:
        return QString::number(elementAt<std::int16_t>(array, index));
    case ElementType::Int32:
        return QString::number(elementAt<std::int32_t>(array, index));
    case ElementType::Int64:
        return QString::number(qint64(elementAt<std::int64_t>(array, index)));
    case ElementType::UInt8:
        return QString::number(elementAt<std::uint8_t>(array, index));
    case ElementType::UInt16:
        return QString::number(elementAt<std::uint16_t>(array, index));
    case ElementType::UInt32:
        return QString::number(elementAt<std::uint32_t>(array, index));
    case ElementType::UInt64:
        return QString::number(quint64(elementAt<std::uint64_t>(array, index)));
    case ElementType::Bool:
        return elementAt<std::uint8_t>(array, index) ? QStringLiteral("true")
                                                     : QStringLiteral("false");
    case ElementType::Float16:
    case ElementType::Float32:
        return QString::number(array.toDouble(index), 'g', 7);
    case ElementType::Float64:
        return QString::number(array.toDouble(index), 'g', 10);
    case ElementType::Complex64: {
        const auto z = elementAt<std::complex<float>>(array, index);
        return complexText(z.real(), z.imag());
    }
    case ElementType::Complex128: {
        const auto z = elementAt<std::complex<double>>(array, index);
        return complexText(z.real(), z.imag());
    }
    }
    return {};
}

} // namespace

ArraySliceModel::ArraySliceModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ArraySliceModel::setArray(std::shared_ptr<const engine::Array> array)
{
    // The same output read again (a new mark on its node, Reload) keeps the slice chosen.
    const bool sameShape = m_array && array && m_array->shape() == array->shape();
    beginResetModel();
    m_array = std::move(array);
    if (!sameShape)
        m_index.assign(size_t(leadingAxes()), 0);
    endResetModel();
    Q_EMIT arrayChanged();
    Q_EMIT sliceChanged();
}

int ArraySliceModel::leadingAxes() const
{
    return m_array ? std::max(0, int(m_array->shape().size()) - 2) : 0;
}

int ArraySliceModel::axisSize(int axis) const
{
    return axis >= 0 && axis < leadingAxes() ? clampToInt(m_array->shape()[size_t(axis)]) : 0;
}

int ArraySliceModel::axisIndex(int axis) const
{
    return axis >= 0 && size_t(axis) < m_index.size() ? int(m_index[size_t(axis)]) : 0;
}

void ArraySliceModel::setAxisIndex(int axis, int value)
{
    if (axis < 0 || size_t(axis) >= m_index.size())
        return;
    const qint64 clamped = std::clamp<qint64>(value, 0, std::max(0, axisSize(axis) - 1));
    if (m_index[size_t(axis)] == clamped)
        return;
    m_index[size_t(axis)] = clamped;
    // The same rows and columns with other values: the cells on screen are asked again.
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT sliceChanged();
}

QString ArraySliceModel::sliceText() const
{
    if (m_index.empty())
        return {};
    QStringList parts;
    for (const qint64 i : m_index)
        parts << QString::number(i);
    parts << QStringLiteral(":") << QStringLiteral(":");
    return u'[' + parts.join(QStringLiteral(", ")) + u']';
}

qint64 ArraySliceModel::sliceOffset() const
{
    const std::vector<qint64> &shape = m_array->shape();
    // C order: a leading index steps over everything after its axis.
    qint64 offset = 0;
    for (size_t axis = 0; axis < m_index.size(); ++axis)
        offset = offset * shape[axis] + m_index[axis];
    for (size_t axis = m_index.size(); axis < shape.size(); ++axis)
        offset *= shape[axis];
    return offset;
}

QString ArraySliceModel::cellText(int row, int column) const
{
    if (!m_array || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    const std::vector<qint64> &shape = m_array->shape();
    const qint64 width = shape.size() >= 2 ? shape.back() : 1;
    return elementText(*m_array, sliceOffset() + qint64(row) * width + column);
}

int ArraySliceModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_array || m_array->elementCount() == 0)
        return 0;
    const std::vector<qint64> &shape = m_array->shape();
    if (shape.empty())
        return 1;
    return clampToInt(shape.size() == 1 ? shape[0] : shape[shape.size() - 2]);
}

int ArraySliceModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_array || m_array->elementCount() == 0)
        return 0;
    const std::vector<qint64> &shape = m_array->shape();
    return shape.size() >= 2 ? clampToInt(shape.back()) : 1;
}

QVariant ArraySliceModel::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DisplayRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return cellText(index.row(), index.column());
}

QVariant ArraySliceModel::headerData(int section, Qt::Orientation, int role) const
{
    // NumPy's indices, from 0, on both axes.
    return role == Qt::DisplayRole ? QVariant(section) : QVariant();
}

QHash<int, QByteArray> ArraySliceModel::roleNames() const
{
    return {{Qt::DisplayRole, "display"}};
}

} // namespace weft::app
