#include "data/Array.h"

#include <QTest>

#include <cmath>
#include <complex>
#include <limits>

using namespace weft::engine;

class TestArray : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shapeAndCount()
    {
        const Array a(ElementType::Int32, {2, 3, 4});
        QCOMPARE(a.elementCount(), 24);
        QCOMPARE(a.dataBytes(), 96);
        QCOMPARE(a.shapeText(), QStringLiteral("(2, 3, 4)"));
        QVERIFY(a.sizeBytes() >= 96);
        QCOMPARE(a.kind(), DataKind::Array);

        const Array scalar(ElementType::Float64, {});
        QCOMPARE(scalar.elementCount(), 1);
        QCOMPARE(scalar.shapeText(), QStringLiteral("()"));

        const Array empty(ElementType::Bool, {0});
        QCOMPARE(empty.elementCount(), 0);
        QCOMPARE(empty.shapeText(), QStringLiteral("(0,)"));
    }

    void viewReadsMemoryItDoesNotOwn()
    {
        auto owner = std::make_shared<std::vector<double>>(std::vector<double>{1, 2, 3, 4, 5, 6});
        std::weak_ptr<std::vector<double>> watch = owner;
        const double *elements = owner->data();
        std::shared_ptr<const Array> view =
            Array::view(ElementType::Float64, {2, 3}, elements, std::move(owner));
        QVERIFY(view->isView());
        QCOMPARE(view->data(), static_cast<const void *>(elements)); // no copy
        QCOMPARE(view->shapeText(), QStringLiteral("(2, 3)"));
        QCOMPARE(view->toDoubles(), (std::vector<double>{1, 2, 3, 4, 5, 6}));
        QVERIFY(*view == Array::fromDoubles({2, 3}, {1, 2, 3, 4, 5, 6}));
        QVERIFY(!watch.expired()); // the view keeps its owner

        // A copy and a slice own their elements and may be written.
        Array copy = *view;
        QVERIFY(!copy.isView());
        QVERIFY(copy.data() != view->data());
        static_cast<double *>(copy.data())[0] = 9;
        QCOMPARE(view->toDouble(0), 1.0);
        QVERIFY(!view->sliceRows(1, 1).isView());
        QCOMPARE(view->sliceRows(1, 1).toDoubles(), (std::vector<double>{4, 5, 6}));

        view.reset();
        QVERIFY(watch.expired()); // and lets it go with the last reference

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 Array::view(ElementType::Int32, {-1}, nullptr, nullptr));
    }

    void inMemoryArrayIsWritableAndKeepsItsMemory()
    {
        struct Buffer : ArrayMemory
        {
            std::vector<std::int32_t> elements = std::vector<std::int32_t>(6);
        };
        auto memory = std::make_shared<Buffer>();
        std::weak_ptr<Buffer> watch = memory;
        std::int32_t *elements = memory->elements.data();
        Array array = Array::inMemory(ElementType::Int32, {3, 2}, elements, memory);
        memory.reset();
        QVERIFY(array.isView());
        QCOMPARE(array.memory(), static_cast<const ArrayMemory *>(watch.lock().get()));
        QCOMPARE(array.data(), static_cast<void *>(elements)); // writable, in place
        array.setDoubles(1, std::vector<double>{7.9, -3e12});
        QCOMPARE(elements[1], 7);
        QCOMPARE(elements[2], std::numeric_limits<std::int32_t>::lowest());

        // Moved into a shared dataset it still holds the memory; a copy owns its elements.
        const auto shared = std::make_shared<const Array>(std::move(array));
        const Array copy = *shared;
        QVERIFY(!copy.isView() && copy.memory() == nullptr);
        QVERIFY(copy == *shared);
        QVERIFY(!watch.expired());
        QVERIFY_THROWS_EXCEPTION(std::out_of_range,
                                 Array(copy).setDoubles(5, std::vector<double>{1, 2}));
        // Plain arrays have no memory of their own kind.
        QCOMPARE(Array(ElementType::Float64, {2}).memory(), nullptr);
    }

    void setDoublesConvertsLikeFromDoubles()
    {
        const std::vector<double> values{1.5, -2.5, std::nan(""), 300, 0};
        for (const QString &name : elementTypeNames()) {
            const ElementType type = *elementTypeFromName(name);
            Array filled(type, {5});
            filled.setDoubles(0, std::span<const double>(values).first(2));
            filled.setDoubles(2, std::span<const double>(values).subspan(2));
            QVERIFY2(filled == Array::fromDoubles(type, {5}, values),
                     qPrintable(elementTypeName(type)));
        }
    }

    void badShapeThrows()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Array(ElementType::Int32, {-1}));
        const qint64 huge = std::numeric_limits<qint64>::max() / 2;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Array(ElementType::Int32, {huge, huge}));
    }

    void conversionSaturatesAndKeepsNan()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const std::vector<double> values{1.9, -1.9, 1e300, -1e300, nan, 0};
        const Array ints = Array::fromDoubles(ElementType::Int32, {6}, values);
        QCOMPARE(ints.toDouble(0), 1.0);
        QCOMPARE(ints.toDouble(1), -1.0);
        QCOMPARE(ints.toDouble(2), double(std::numeric_limits<std::int32_t>::max()));
        QCOMPARE(ints.toDouble(3), double(std::numeric_limits<std::int32_t>::min()));
        QCOMPARE(ints.toDouble(4), 0.0);

        const Array bools = Array::fromDoubles(ElementType::Bool, {6}, values);
        QCOMPARE(bools.toDoubles(), (std::vector<double>{1, 1, 1, 1, 0, 0}));

        const Array floats = Array::fromDoubles({6}, values);
        QVERIFY(std::isnan(floats.toDouble(4)));
        QVERIFY(floats == Array::fromDoubles({6}, values)); // NaN equals NaN here
        QVERIFY(!(floats == Array::fromDoubles({2, 3}, values)));
    }

    void wrongValueCountThrows()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Array::fromDoubles({2, 2}, {1, 2, 3}));
    }

    void sliceRowsCopiesWholeRows()
    {
        const Array a = Array::fromDoubles({3, 2}, {1, 2, 3, 4, 5, 6});
        const Array middle = a.sliceRows(1, 1);
        QCOMPARE(middle.shape(), (std::vector<qint64>{1, 2}));
        QCOMPARE(middle.toDoubles(), (std::vector<double>{3, 4}));
        QCOMPARE(a.sliceRows(2, 10).toDoubles(), (std::vector<double>{5, 6}));
        QCOMPARE(a.sliceRows(5, 1).elementCount(), 0);
    }

    void typeNames()
    {
        QCOMPARE(elementTypeNames().size(), int(kLastElementType) + 1);
        for (const QString &name : elementTypeNames())
            QCOMPARE(elementTypeName(*elementTypeFromName(name)), name);
        QVERIFY(!elementTypeFromName(u"complex256"));
        QCOMPARE(elementSize(ElementType::Complex128), 16);
        QCOMPARE(elementSize(ElementType::Float16), 2);
        QVERIFY(isInteger(ElementType::UInt64) && isInteger(ElementType::Bool));
        QVERIFY(!isInteger(ElementType::Float16) && !isInteger(ElementType::Complex64));
        QVERIFY(isComplex(ElementType::Complex64) && !isComplex(ElementType::Float64));
    }

    void sixtyFourBitIntegersCompareExactly()
    {
        // 2^53 + 1 and 2^53 are the same double: operator== must not compare through doubles.
        Array a(ElementType::Int64, {1}), b(ElementType::Int64, {1});
        static_cast<std::int64_t *>(a.data())[0] = (std::int64_t(1) << 53) + 1;
        static_cast<std::int64_t *>(b.data())[0] = std::int64_t(1) << 53;
        QVERIFY(!(a == b));
        Array u(ElementType::UInt64, {1});
        static_cast<std::uint64_t *>(u.data())[0] = std::numeric_limits<std::uint64_t>::max();
        QVERIFY(u == Array(u));
    }

    void complexElementsHaveNoDouble()
    {
        const Array c = Array::fromDoubles(ElementType::Complex128, {2}, std::vector<double>{1, 2});
        const auto *values = static_cast<const std::complex<double> *>(c.data());
        QVERIFY(values[1] == std::complex<double>(2, 0)); // imaginary part 0
        QVERIFY_THROWS_EXCEPTION(std::logic_error, c.toDouble(0));
        Array other(c);
        static_cast<std::complex<double> *>(other.data())[1] = {2, 1};
        QVERIFY(!(c == other)); // the imaginary part counts
    }

    void halfRoundsToNearestEven()
    {
        const auto bits = [](double v) { return Half::fromDouble(v).bits; };
        QCOMPARE(bits(1.0), std::uint16_t(0x3c00));
        QCOMPARE(bits(1.0 + std::ldexp(1, -11)), std::uint16_t(0x3c00));     // tie: to even
        QCOMPARE(bits(1.0 + 3 * std::ldexp(1, -11)), std::uint16_t(0x3c02)); // tie: to even
        QCOMPARE(bits(65504), std::uint16_t(0x7bff));
        QCOMPARE(bits(65519), std::uint16_t(0x7bff));
        QCOMPARE(bits(65520), std::uint16_t(0x7c00));               // rounds to inf
        QCOMPARE(bits(-std::ldexp(1, -24)), std::uint16_t(0x8001)); // smallest subnormal
        QCOMPARE(bits(std::ldexp(1, -25)), std::uint16_t(0));       // tie: to even, 0
        QCOMPARE(bits(std::ldexp(3, -26)), std::uint16_t(1));
        QCOMPARE(bits(std::ldexp(1023, -24)), std::uint16_t(0x03ff)); // largest subnormal
        QCOMPARE(bits(std::nan("")) & 0x7c00, 0x7c00);
        QVERIFY(bits(std::nan("")) & 0x3ff);
        for (const std::uint16_t b : {0x0001, 0x03ff, 0x0400, 0x3555, 0x7bff, 0xfc00, 0x8000})
            QCOMPARE(Half::fromDouble(Half{b}.toDouble()).bits, b);
    }
};

QTEST_GUILESS_MAIN(TestArray)
#include "tst_array.moc"
