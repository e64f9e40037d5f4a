#pragma once

#include "Dataset.h"
#include "Half.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <complex>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace weft::engine {

class ArrayAllocator;

/// The type of every element of an Array: NumPy's numeric dtypes. The values are those the
/// shared-memory encoding carries, so new types are appended, never inserted.
enum class ElementType {
    Float32,    ///< IEEE single (NumPy float32, '<f4')
    Float64,    ///< IEEE double (NumPy float64, '<f8')
    Int32,      ///< 32-bit signed integer (NumPy int32, '<i4')
    Int64,      ///< 64-bit signed integer (NumPy int64, '<i8')
    UInt8,      ///< 8-bit unsigned integer (NumPy uint8, '|u1')
    Bool,       ///< one byte, 0 or 1 (NumPy bool, '|b1')
    Int8,       ///< 8-bit signed integer (NumPy int8, '|i1')
    Int16,      ///< 16-bit signed integer (NumPy int16, '<i2')
    UInt16,     ///< 16-bit unsigned integer (NumPy uint16, '<u2')
    UInt32,     ///< 32-bit unsigned integer (NumPy uint32, '<u4')
    UInt64,     ///< 64-bit unsigned integer (NumPy uint64, '<u8')
    Float16,    ///< IEEE half, kept as its bits (NumPy float16, '<f2'; see Half)
    Complex64,  ///< two IEEE singles, real then imaginary (NumPy complex64, '<c8')
    Complex128, ///< two IEEE doubles, real then imaginary (NumPy complex128, '<c16')
};
/// The last element type: encoded types above it are not element types.
constexpr ElementType kLastElementType = ElementType::Complex128;

/// The NumPy name of an element type ("float64"), used in parameters and messages.
QString elementTypeName(ElementType type);
/// The element type called `name` ("float64", "int32", …), or nothing.
std::optional<ElementType> elementTypeFromName(QStringView name);
/// Every element type name, for a Choice parameter's allowed values.
QStringList elementTypeNames();
/// Bytes per element.
int elementSize(ElementType type);
/// Whether elements are complex numbers: they have no single double value (toDouble()).
bool isComplex(ElementType type);
/// Whether elements are integers (Bool included), whose values a double may not hold exactly.
bool isInteger(ElementType type);

/// Memory that a writable Array keeps its elements in without owning it: in a worker process,
/// a shared-memory segment the array is born in, so that the array the operator fills is the
/// one its consumers map, never copied. The array keeps it alive; a subclass says what it is
/// (SegmentAllocator's segments), which is how the transfer recognises one.
class ArrayMemory
{
public:
    virtual ~ArrayMemory() = default;

protected:
    ArrayMemory() = default;
    ArrayMemory(const ArrayMemory &) = delete;
    ArrayMemory &operator=(const ArrayMemory &) = delete;
};

/// An n-dimensional array of one element type in C (row-major) order: what npy.read produces
/// and the array operators consume. The shape may have any number of dimensions, zero (a
/// single value) included, and any extent, zero included.
///
/// Elements live in one contiguous std::vector of their own C++ type (float, double, the
/// fixed-width integers, Half, std::complex; uint8 for UInt8 and Bool), so an operator reads
/// them without conversion and a file is read straight into the buffer. Like every Dataset, a
/// finished Array is immutable and may be read from several threads at once; building one is
/// single-threaded.
///
/// An array may instead be a *view*: its elements live in memory it does not own (a
/// read-only shared-memory mapping), kept alive by an owner object, so that a 500 MB array
/// passed to a worker process is mapped, never copied. A view exists only as
/// `std::shared_ptr<const Array>` (view() returns nothing else), so only the const API
/// reaches it; copying a view copies its elements into an ordinary, writable array — the
/// one way to change what a view holds.
///
/// An operator's large result may also live in memory it does not own, writable while the
/// operator fills it: inMemory(), from the call's ArrayAllocator. In a worker process that is a
/// shared-memory segment, so the result is never copied on its way back.
///
///     Array a = Array::fromDoubles({2, 3}, {1, 2, 3, 4, 5, 6});
///     double last = a.toDouble(5);
class Array final : public Dataset
{
    Q_DECLARE_TR_FUNCTIONS(Array)

public:
    using Storage =
        std::variant<std::vector<float>, std::vector<double>, std::vector<std::int8_t>,
                     std::vector<std::int16_t>, std::vector<std::int32_t>,
                     std::vector<std::int64_t>, std::vector<std::uint8_t>,
                     std::vector<std::uint16_t>, std::vector<std::uint32_t>,
                     std::vector<std::uint64_t>, std::vector<Half>,
                     std::vector<std::complex<float>>, std::vector<std::complex<double>>>;

    /// A zero-filled array. Throws std::invalid_argument on a negative extent or an element
    /// count that does not fit in memory's address range.
    Array(ElementType type, std::vector<qint64> shape);
    /// A Float64 array holding `values` (their count must match the shape).
    static Array fromDoubles(std::vector<qint64> shape, std::vector<double> values);
    /// An array of `type` holding `values` converted (rounded toward zero and saturated for
    /// integers, non-zero → 1 for Bool, nearest for float16, imaginary part 0 for complex).
    static Array fromDoubles(ElementType type, std::vector<qint64> shape,
                             std::span<const double> values);
    /// A read-only view of `elements` (elementCount() values of `type` in C order, aligned
    /// for their type) that keeps `owner` alive as long as the view and nothing else holds
    /// the memory. Throws std::invalid_argument as the constructor does.
    static std::shared_ptr<const Array> view(ElementType type, std::vector<qint64> shape,
                                             const void *elements,
                                             std::shared_ptr<const void> owner);
    /// A writable array whose elements (elementCount() values of `type` in C order, aligned
    /// for their type, as zero-filled as the caller made them) live in `memory`, which the
    /// array keeps alive: what an ArrayAllocator returns for a large array in a worker.
    /// Throws std::invalid_argument as the constructor does.
    static Array inMemory(ElementType type, std::vector<qint64> shape, void *elements,
                          std::shared_ptr<ArrayMemory> memory);

    /// Copies the elements, so a copy of a view owns them and may be written.
    Array(const Array &other);
    Array &operator=(const Array &other);
    Array(Array &&other) noexcept = default;
    Array &operator=(Array &&other) noexcept = default;
    ~Array() override = default;

    DataKind kind() const override { return DataKind::Array; }
    qint64 sizeBytes() const override;

    /// The Array behind a dataset, or null when the dataset is of another kind.
    static std::shared_ptr<const Array> fromDataset(const DatasetPtr &dataset);

    ElementType type() const { return m_type; }
    const std::vector<qint64> &shape() const { return m_shape; }
    /// "(3, 4)", "(5,)" or "()", as NumPy prints a shape.
    QString shapeText() const;
    qint64 elementCount() const { return m_count; }
    /// Bytes of element data (elementCount() × elementSize(type())).
    qint64 dataBytes() const { return m_count * elementSize(m_type); }

    /// The element at flat (C order) index `index` as a double (int64 and uint64 values
    /// beyond 2^53 rounded). The three throw std::logic_error for a complex array: an
    /// operator refuses complex elements before it asks for doubles (isComplex()).
    double toDouble(qint64 index) const;
    /// Every element as a double, in C order.
    std::vector<double> toDoubles() const;
    /// Elements [first, first + count) as doubles into `out`.
    void copyDoubles(qint64 first, qint64 count, double *out) const;
    /// Writes `values` converted to the element type (as fromDoubles() converts) into
    /// elements [first, first + values.size()), which must exist: how a chunked operator
    /// fills its result without a full-size buffer of doubles. Throws as data() does.
    void setDoubles(qint64 first, std::span<const double> values);

    /// The raw element buffer to fill, for file I/O and builders. Throws std::logic_error on
    /// a read-only view (unreachable through the const pointer view() returns; copy the view
    /// first); an inMemory() array is writable.
    void *data();
    /// The elements, owned or viewed.
    const void *data() const { return m_view ? m_view : ownedData(); }
    /// Whether the elements live in memory this array does not own (see view(), inMemory()).
    bool isView() const { return m_view != nullptr; }
    /// The memory of an inMemory() array; null for any other.
    const ArrayMemory *memory() const { return m_memory; }

    /// Elements [first, first + count) along the first axis, as a new array of the same type
    /// (the whole array's elements for a 0-dimensional one).
    Array sliceRows(qint64 first, qint64 count) const;
    /// The same, in memory from `allocator` (a worker's shared-memory segment).
    Array sliceRows(qint64 first, qint64 count, ArrayAllocator &allocator) const;

    /// Same type, shape and elements (integers compared exactly, complex numbers part by
    /// part); NaN equals NaN so that round trips can be compared.
    bool operator==(const Array &other) const;

private:
    const void *ownedData() const;

    ElementType m_type;
    std::vector<qint64> m_shape;
    qint64 m_count = 0;
    Storage m_storage;                     ///< empty for a view
    const void *m_view = nullptr;          ///< a view's elements
    std::shared_ptr<const void> m_owner;   ///< what keeps a view's elements mapped
    const ArrayMemory *m_memory = nullptr; ///< inMemory(): the owner, and the view is writable
};

} // namespace weft::engine
