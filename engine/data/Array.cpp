#include "Array.h"

#include "ArrayAllocator.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <type_traits>

namespace weft::engine {

namespace {

struct TypeInfo
{
    ElementType type;
    const char *name;
    int size;
};

constexpr TypeInfo kTypes[] = {
    {ElementType::Float32, "float32", 4}, {ElementType::Float64, "float64", 8},
    {ElementType::Int32, "int32", 4},     {ElementType::Int64, "int64", 8},
    {ElementType::UInt8, "uint8", 1},     {ElementType::Bool, "bool", 1},
};

const TypeInfo &info(ElementType type)
{
    for (const TypeInfo &t : kTypes) {
        if (t.type == type)
            return t;
    }
    return kTypes[1];
}

Array::Storage makeStorage(ElementType type, size_t count)
{
    switch (type) {
    case ElementType::Float32:
        return std::vector<float>(count);
    case ElementType::Float64:
        return std::vector<double>(count);
    case ElementType::Int32:
        return std::vector<std::int32_t>(count);
    case ElementType::Int64:
        return std::vector<std::int64_t>(count);
    case ElementType::UInt8:
    case ElementType::Bool:
        break;
    }
    return std::vector<std::uint8_t>(count);
}

/// The element count of `shape`; throws std::invalid_argument on a negative extent or a
/// count that does not fit in memory's address range.
qint64 countElements(const std::vector<qint64> &shape)
{
    qint64 count = 1;
    const qint64 limit = std::numeric_limits<qint64>::max() / 8;
    for (const qint64 extent : shape) {
        if (extent < 0)
            throw std::invalid_argument(Array::tr("an array extent is negative").toStdString());
        if (extent != 0 && count > limit / extent)
            throw std::invalid_argument(Array::tr("the array shape is too large").toStdString());
        count *= extent;
    }
    return count;
}

/// Calls `f` with the elements at `elements` as a typed const pointer.
template<typename F>
decltype(auto) visitElements(ElementType type, const void *elements, F &&f)
{
    switch (type) {
    case ElementType::Float32:
        return f(static_cast<const float *>(elements));
    case ElementType::Float64:
        return f(static_cast<const double *>(elements));
    case ElementType::Int32:
        return f(static_cast<const std::int32_t *>(elements));
    case ElementType::Int64:
        return f(static_cast<const std::int64_t *>(elements));
    case ElementType::UInt8:
    case ElementType::Bool:
        break;
    }
    return f(static_cast<const std::uint8_t *>(elements));
}

/// `value` as an element of type T: integers saturate and NaN becomes 0, so that a formula's
/// result never triggers undefined behaviour in the conversion.
template<typename T>
T convert(double value, bool isBool)
{
    if constexpr (std::is_floating_point_v<T>) {
        return T(value);
    } else {
        if (isBool)
            return T(value != 0 && !std::isnan(value) ? 1 : 0);
        if (std::isnan(value))
            return 0;
        constexpr double lo = double(std::numeric_limits<T>::lowest());
        constexpr double hi = double(std::numeric_limits<T>::max());
        if (value <= lo)
            return std::numeric_limits<T>::lowest();
        if (value >= hi)
            return std::numeric_limits<T>::max();
        return T(value);
    }
}

} // namespace

QString elementTypeName(ElementType type)
{
    return QString::fromLatin1(info(type).name);
}

std::optional<ElementType> elementTypeFromName(QStringView name)
{
    for (const TypeInfo &t : kTypes) {
        if (name == QLatin1StringView(t.name))
            return t.type;
    }
    return std::nullopt;
}

QStringList elementTypeNames()
{
    QStringList names;
    for (const TypeInfo &t : kTypes)
        names.append(QString::fromLatin1(t.name));
    return names;
}

int elementSize(ElementType type)
{
    return info(type).size;
}

Array::Array(ElementType type, std::vector<qint64> shape)
    : m_type(type)
    , m_shape(std::move(shape))
{
    const qint64 count = countElements(m_shape);
    m_count = count;
    m_storage = makeStorage(type, size_t(count));
}

std::shared_ptr<const Array> Array::view(ElementType type, std::vector<qint64> shape,
                                         const void *elements, std::shared_ptr<const void> owner)
{
    // Built with an empty storage first, so a view never allocates its element count.
    auto array = std::make_shared<Array>(type, std::vector<qint64>{0});
    const qint64 count = countElements(shape);
    array->m_shape = std::move(shape);
    array->m_count = count;
    if (count > 0) {
        array->m_view = elements;
        array->m_owner = std::move(owner);
    }
    return array;
}

Array Array::inMemory(ElementType type, std::vector<qint64> shape, void *elements,
                      std::shared_ptr<ArrayMemory> memory)
{
    // As view(): an empty storage first, so the element count is never allocated twice.
    Array array(type, std::vector<qint64>{0});
    array.m_count = countElements(shape);
    array.m_shape = std::move(shape);
    array.m_view = elements;
    array.m_memory = memory.get();
    array.m_owner = std::move(memory);
    return array;
}

Array::Array(const Array &other)
    : m_type(other.m_type)
    , m_shape(other.m_shape)
    , m_count(other.m_count)
    , m_storage(other.m_storage)
{
    if (other.m_view) {
        m_storage = makeStorage(m_type, size_t(m_count));
        std::memcpy(data(), other.m_view, size_t(dataBytes()));
    }
}

Array &Array::operator=(const Array &other)
{
    if (this != &other) {
        Array copy(other);
        *this = std::move(copy);
    }
    return *this;
}

Array Array::fromDoubles(std::vector<qint64> shape, std::vector<double> values)
{
    // Shaped after construction, so that no zero-filled buffer of the full size is made (and
    // touched) only to be replaced by `values`: a 500 MB array would briefly need 1 GB.
    Array array(ElementType::Float64, std::vector<qint64>{0});
    array.m_count = countElements(shape);
    array.m_shape = std::move(shape);
    if (qint64(values.size()) != array.m_count)
        throw std::invalid_argument(tr("%1 values for an array of %2 elements")
                                        .arg(values.size())
                                        .arg(array.m_count)
                                        .toStdString());
    array.m_storage = std::move(values);
    return array;
}

Array Array::fromDoubles(ElementType type, std::vector<qint64> shape,
                         std::span<const double> values)
{
    Array array(type, std::move(shape));
    if (qint64(values.size()) != array.m_count)
        throw std::invalid_argument(tr("%1 values for an array of %2 elements")
                                        .arg(values.size())
                                        .arg(array.m_count)
                                        .toStdString());
    array.setDoubles(0, values);
    return array;
}

qint64 Array::sizeBytes() const
{
    return qint64(sizeof(Array)) + qint64(m_shape.capacity() * sizeof(qint64)) + dataBytes();
}

std::shared_ptr<const Array> Array::fromDataset(const DatasetPtr &dataset)
{
    if (!dataset || dataset->kind() != DataKind::Array)
        return nullptr;
    return std::dynamic_pointer_cast<const Array>(dataset);
}

QString Array::shapeText() const
{
    QStringList extents;
    for (const qint64 extent : m_shape)
        extents.append(QString::number(extent));
    if (extents.size() == 1)
        return QStringLiteral("(%1,)").arg(extents.front());
    return QStringLiteral("(%1)").arg(extents.join(QStringLiteral(", ")));
}

double Array::toDouble(qint64 index) const
{
    return visitElements(m_type, data(),
                         [index](const auto *values) { return double(values[index]); });
}

std::vector<double> Array::toDoubles() const
{
    std::vector<double> out(static_cast<size_t>(m_count));
    copyDoubles(0, m_count, out.data());
    return out;
}

void Array::copyDoubles(qint64 first, qint64 count, double *out) const
{
    visitElements(m_type, data(), [&](const auto *values) {
        const auto *in = values + first;
        for (qint64 i = 0; i < count; ++i)
            out[i] = double(in[i]);
    });
}

void Array::setDoubles(qint64 first, std::span<const double> values)
{
    if (first < 0 || first + qint64(values.size()) > m_count)
        throw std::out_of_range("setDoubles: elements out of the array's range");
    const bool isBool = m_type == ElementType::Bool;
    void *elements = data();
    auto fill = [&](auto *out) {
        using T = std::remove_pointer_t<decltype(out)>;
        out += first;
        for (size_t i = 0; i < values.size(); ++i)
            out[i] = convert<T>(values[i], isBool);
    };
    switch (m_type) {
    case ElementType::Float32:
        return fill(static_cast<float *>(elements));
    case ElementType::Float64:
        return fill(static_cast<double *>(elements));
    case ElementType::Int32:
        return fill(static_cast<std::int32_t *>(elements));
    case ElementType::Int64:
        return fill(static_cast<std::int64_t *>(elements));
    case ElementType::UInt8:
    case ElementType::Bool:
        break;
    }
    fill(static_cast<std::uint8_t *>(elements));
}

void *Array::data()
{
    if (m_memory)
        return const_cast<void *>(m_view); // inMemory(): the array's own, writable elements
    if (m_view)
        throw std::logic_error("an array view is read-only: copy it to write");
    return std::visit([](auto &values) -> void * { return values.data(); }, m_storage);
}

const void *Array::ownedData() const
{
    return std::visit([](const auto &values) -> const void * { return values.data(); }, m_storage);
}

Array Array::sliceRows(qint64 first, qint64 count) const
{
    return sliceRows(first, count, ArrayAllocator::heap());
}

Array Array::sliceRows(qint64 first, qint64 count, ArrayAllocator &allocator) const
{
    if (m_shape.empty()) {
        Array out = allocator.allocate(m_type, {});
        std::memcpy(out.data(), data(), size_t(dataBytes()));
        return out;
    }
    const qint64 rows = m_shape.front();
    first = std::clamp<qint64>(first, 0, rows);
    count = std::clamp<qint64>(count, 0, rows - first);
    std::vector<qint64> shape = m_shape;
    shape.front() = count;
    Array out = allocator.allocate(m_type, std::move(shape));
    const qint64 rowElements = rows == 0 ? 0 : m_count / rows;
    const int size = elementSize(m_type);
    if (out.m_count > 0)
        std::memcpy(out.data(), static_cast<const char *>(data()) + first * rowElements * size,
                    size_t(out.m_count * size));
    return out;
}

bool Array::operator==(const Array &other) const
{
    if (m_type != other.m_type || m_shape != other.m_shape)
        return false;
    for (qint64 i = 0; i < m_count; ++i) {
        const double a = toDouble(i), b = other.toDouble(i);
        if (a != b && !(std::isnan(a) && std::isnan(b)))
            return false;
    }
    return true;
}

} // namespace weft::engine
