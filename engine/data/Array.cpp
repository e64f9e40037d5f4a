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

/// In the order messages and the dtype parameters list them.
constexpr TypeInfo kTypes[] = {
    {ElementType::Float16, "float16", 2},     {ElementType::Float32, "float32", 4},
    {ElementType::Float64, "float64", 8},     {ElementType::Int8, "int8", 1},
    {ElementType::Int16, "int16", 2},         {ElementType::Int32, "int32", 4},
    {ElementType::Int64, "int64", 8},         {ElementType::UInt8, "uint8", 1},
    {ElementType::UInt16, "uint16", 2},       {ElementType::UInt32, "uint32", 4},
    {ElementType::UInt64, "uint64", 8},       {ElementType::Bool, "bool", 1},
    {ElementType::Complex64, "complex64", 8}, {ElementType::Complex128, "complex128", 16},
};

const TypeInfo &info(ElementType type)
{
    for (const TypeInfo &t : kTypes) {
        if (t.type == type)
            return t;
    }
    return kTypes[2];
}

template<typename T>
struct Tag
{
    using type = T;
};

template<typename T>
constexpr bool kIsComplex = false;
template<typename T>
constexpr bool kIsComplex<std::complex<T>> = true;

/// Calls `f` with Tag<T>{}, T the C++ type the elements of `type` are kept as: the one place
/// that maps element types to C++ types.
template<typename F>
decltype(auto) withElementType(ElementType type, F &&f)
{
    switch (type) {
    case ElementType::Float32:
        return f(Tag<float>{});
    case ElementType::Float64:
        return f(Tag<double>{});
    case ElementType::Int8:
        return f(Tag<std::int8_t>{});
    case ElementType::Int16:
        return f(Tag<std::int16_t>{});
    case ElementType::Int32:
        return f(Tag<std::int32_t>{});
    case ElementType::Int64:
        return f(Tag<std::int64_t>{});
    case ElementType::UInt16:
        return f(Tag<std::uint16_t>{});
    case ElementType::UInt32:
        return f(Tag<std::uint32_t>{});
    case ElementType::UInt64:
        return f(Tag<std::uint64_t>{});
    case ElementType::Float16:
        return f(Tag<Half>{});
    case ElementType::Complex64:
        return f(Tag<std::complex<float>>{});
    case ElementType::Complex128:
        return f(Tag<std::complex<double>>{});
    case ElementType::UInt8:
    case ElementType::Bool:
        break;
    }
    return f(Tag<std::uint8_t>{});
}

Array::Storage makeStorage(ElementType type, size_t count)
{
    return withElementType(type, [count](auto tag) {
        using T = typename decltype(tag)::type;
        return Array::Storage(std::vector<T>(count));
    });
}

/// The element count of `shape`; throws std::invalid_argument on a negative extent or a
/// count that does not fit in memory's address range.
qint64 countElements(const std::vector<qint64> &shape)
{
    qint64 count = 1;
    const qint64 limit = std::numeric_limits<qint64>::max() / 16;
    for (const qint64 extent : shape) {
        if (extent < 0)
            throw std::invalid_argument(Array::tr("an array extent is negative").toStdString());
        if (extent != 0 && count > limit / extent)
            throw std::invalid_argument(Array::tr("the array shape is too large").toStdString());
        count *= extent;
    }
    return count;
}

/// A real element as a double; complex elements have none (see Array::toDouble()).
template<typename T>
double asDouble(const T &value)
{
    if constexpr (std::is_same_v<T, Half>)
        return value.toDouble();
    else if constexpr (kIsComplex<T>)
        throw std::logic_error("a complex element has no single double value");
    else
        return double(value);
}

/// `value` as an element of type T: integers saturate and NaN becomes 0, so that a formula's
/// result never triggers undefined behaviour in the conversion.
template<typename T>
T convert(double value, bool isBool)
{
    if constexpr (std::is_same_v<T, Half>) {
        return Half::fromDouble(value);
    } else if constexpr (kIsComplex<T>) {
        return T(typename T::value_type(value), 0);
    } else if constexpr (std::is_floating_point_v<T>) {
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

bool sameValue(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

/// Whether two elements are equal for operator==: exactly for integers, NaN equal to NaN.
template<typename T>
bool sameElement(const T &a, const T &b)
{
    if constexpr (std::is_same_v<T, Half>)
        return sameValue(a.toDouble(), b.toDouble());
    else if constexpr (kIsComplex<T>)
        return sameValue(a.real(), b.real()) && sameValue(a.imag(), b.imag());
    else if constexpr (std::is_floating_point_v<T>)
        return sameValue(a, b);
    else
        return a == b;
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

bool isComplex(ElementType type)
{
    return type == ElementType::Complex64 || type == ElementType::Complex128;
}

bool isInteger(ElementType type)
{
    return withElementType(
        type, [](auto tag) { return std::is_integral_v<typename decltype(tag)::type>; });
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
    return withElementType(m_type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return asDouble(static_cast<const T *>(data())[index]);
    });
}

std::vector<double> Array::toDoubles() const
{
    std::vector<double> out(static_cast<size_t>(m_count));
    copyDoubles(0, m_count, out.data());
    return out;
}

void Array::copyDoubles(qint64 first, qint64 count, double *out) const
{
    withElementType(m_type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const T *in = static_cast<const T *>(data()) + first;
        for (qint64 i = 0; i < count; ++i)
            out[i] = asDouble(in[i]);
    });
}

void Array::setDoubles(qint64 first, std::span<const double> values)
{
    if (first < 0 || first + qint64(values.size()) > m_count)
        throw std::out_of_range("setDoubles: elements out of the array's range");
    const bool isBool = m_type == ElementType::Bool;
    void *elements = data();
    withElementType(m_type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        T *out = static_cast<T *>(elements) + first;
        for (size_t i = 0; i < values.size(); ++i)
            out[i] = convert<T>(values[i], isBool);
    });
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
    return withElementType(m_type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const T *a = static_cast<const T *>(data());
        const T *b = static_cast<const T *>(other.data());
        for (qint64 i = 0; i < m_count; ++i) {
            if (!sameElement(a[i], b[i]))
                return false;
        }
        return true;
    });
}

} // namespace weft::engine
