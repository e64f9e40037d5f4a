#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/NpyFile.h"
#include "data/Table.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <complex>
#include <limits>

using namespace weft::engine;
using namespace optest;

namespace {

std::shared_ptr<const Array> array(const DatasetPtr &dataset)
{
    return Array::fromDataset(dataset);
}

DatasetPtr doubles(std::vector<qint64> shape, std::vector<double> values)
{
    return std::make_shared<const Array>(Array::fromDoubles(std::move(shape), std::move(values)));
}

std::shared_ptr<const Array> generate(const QJsonObject &p)
{
    return array(run("array.generate", p).front());
}

double reduce(const char *function, DatasetPtr input, bool skipNan = false)
{
    const auto out = array(
        run("array.reduce",
            params({{u"function"_qs, QString::fromLatin1(function)}, {u"skip_nan"_qs, skipNan}}),
            {{std::move(input)}})
            .front());
    Q_ASSERT(out->shape().empty());
    return out->toDouble(0);
}

const double kNan = std::numeric_limits<double>::quiet_NaN();

} // namespace

class TestArrayOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generateRange()
    {
        const auto a =
            generate(params({{u"shape"_qs, u"2, 3"_qs}, {u"start"_qs, 10}, {u"step"_qs, 0.5}}));
        QCOMPARE(a->shape(), (std::vector<qint64>{2, 3}));
        QCOMPARE(a->type(), ElementType::Float64);
        QCOMPARE(a->toDoubles(), (std::vector<double>{10, 10.5, 11, 11.5, 12, 12.5}));
        const auto ints = generate(params({{u"shape"_qs, 4}, {u"dtype"_qs, u"int32"_qs}}));
        QCOMPARE(ints->type(), ElementType::Int32);
        QCOMPARE(ints->toDoubles(), (std::vector<double>{0, 1, 2, 3}));
    }

    void generateConstantAndScalar()
    {
        const auto a = generate(
            params({{u"mode"_qs, u"constant"_qs}, {u"shape"_qs, QString()}, {u"value"_qs, 7}}));
        QVERIFY(a->shape().empty());
        QCOMPARE(a->toDoubles(), std::vector<double>{7});
    }

    void generateRandomIsSeeded()
    {
        const auto p = [](int seed, const char *distribution) {
            return params({{u"mode"_qs, u"random"_qs},
                           {u"shape"_qs, 10000},
                           {u"seed"_qs, seed},
                           {u"distribution"_qs, QString::fromLatin1(distribution)},
                           {u"low"_qs, -1},
                           {u"high"_qs, 3}});
        };
        const auto a = generate(p(1, "uniform")), b = generate(p(1, "uniform"));
        const auto c = generate(p(2, "uniform"));
        QVERIFY(*a == *b);
        QVERIFY(!(*a == *c));
        QCOMPARE(reduce("min", a) >= -1, true);
        QCOMPARE(reduce("max", a) < 3, true);
        QVERIFY(std::abs(reduce("mean", a) - 1.0) < 0.05);
        const auto n = generate(p(5, "normal"));
        QVERIFY(std::abs(reduce("mean", n)) < 0.05);
        QVERIFY(std::abs(reduce("std", n) - 1.0) < 0.05);
    }

    void generateBadParams_data()
    {
        QTest::addColumn<QJsonObject>("p");
        QTest::addColumn<QString>("message");
        QTest::newRow("shape") << params({{u"shape"_qs, u"3, -1"_qs}}) << u"shape '3, -1'"_qs;
        QTest::newRow("words") << params({{u"shape"_qs, u"ten"_qs}}) << u"shape 'ten'"_qs;
        QTest::newRow("dtype") << params({{u"dtype"_qs, u"complex"_qs}})
                               << u"dtype 'complex' is not one of"_qs;
        QTest::newRow("bounds") << params({{u"mode"_qs, u"random"_qs}, {u"low"_qs, 2}})
                                << u"low (2) is above high (1)"_qs;
        QTest::newRow("std") << params({{u"mode"_qs, u"random"_qs},
                                        {u"distribution"_qs, u"normal"_qs},
                                        {u"std"_qs, -1}})
                             << u"std is -1"_qs;
        QTest::newRow("mode") << params({{u"mode"_qs, u"ramp"_qs}}) << u"mode 'ramp'"_qs;
    }

    void generateBadParams()
    {
        QFETCH(QJsonObject, p);
        QFETCH(QString, message);
        const QString error = runError("array.generate", p);
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void exprElementWise()
    {
        const auto x = doubles({2, 2}, {1, 2, 3, 4});
        const auto y = doubles({2, 2}, {10, 20, 30, 40});
        const auto out = array(
            run("array.expr", params({{u"expression"_qs, u"x * y + i"_qs}}), {{x, y}}).front());
        QCOMPARE(out->shape(), (std::vector<qint64>{2, 2}));
        QCOMPARE(out->toDoubles(), (std::vector<double>{10, 41, 92, 163}));
    }

    void exprBroadcastsASingleValueAndKeepsNan()
    {
        const auto x = doubles({3}, {1, kNan, 3});
        const auto scale = doubles({}, {2});
        const auto out = array(
            run("array.expr", params({{u"expression"_qs, u"y * x"_qs}}), {{x, scale}}).front());
        QCOMPARE(out->toDouble(0), 2.0);
        QVERIFY(std::isnan(out->toDouble(1)));
        const auto asInt =
            array(run("array.expr",
                      params({{u"expression"_qs, u"x > 1"_qs}, {u"dtype"_qs, u"bool"_qs}}), {{x}})
                      .front());
        QCOMPARE(asInt->type(), ElementType::Bool);
        QCOMPARE(asInt->toDoubles(), (std::vector<double>{0, 0, 1}));
    }

    void exprErrors_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("inputs");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << u"x * (2"_qs << 1 << u"expression 'x * (2'"_qs;
        QTest::newRow("unknown") << u"x + y"_qs << 1 << u"the variables are x and i"_qs;
        QTest::newRow("two results") << u"x, x"_qs << 1 << u"gives 2 values"_qs;
        QTest::newRow("shapes") << u"x + y"_qs << 2 << u"y has shape (2,) but x has shape (3,)"_qs;
        QTest::newRow("too many") << u"x"_qs << 4 << u"4 arrays are connected"_qs;
    }

    void exprErrors()
    {
        QFETCH(QString, expression);
        QFETCH(int, inputs);
        QFETCH(QString, message);
        std::vector<DatasetPtr> arrays{doubles({3}, {1, 2, 3}), doubles({2}, {1, 2})};
        while (int(arrays.size()) < inputs)
            arrays.push_back(doubles({3}, {1, 2, 3}));
        arrays.resize(size_t(inputs));
        const QString error =
            runError("array.expr", params({{u"expression"_qs, expression}}), {arrays});
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void exprRejectsATable()
    {
        const QString error = runError("array.expr", params({{u"expression"_qs, u"x"_qs}}),
                                       {{std::make_shared<const Table>()}});
        QVERIFY2(error.contains(u"expected an array on input 1, received table"),
                 qPrintable(error));
    }

    void reduceFunctions()
    {
        const auto a = doubles({2, 2}, {1, 2, 3, 6});
        QCOMPARE(reduce("sum", a), 12.0);
        QCOMPARE(reduce("mean", a), 3.0);
        QCOMPARE(reduce("min", a), 1.0);
        QCOMPARE(reduce("max", a), 6.0);
        QCOMPARE(reduce("std", a), std::sqrt(3.5));
        const auto sample =
            array(run("array.reduce", params({{u"function"_qs, u"std"_qs}, {u"ddof"_qs, 1}}), {{a}})
                      .front());
        QCOMPARE(sample->toDouble(0), std::sqrt(14.0 / 3.0));
    }

    void reduceNanAndEmpty()
    {
        const auto withNan = doubles({3}, {1, kNan, 5});
        QVERIFY(std::isnan(reduce("sum", withNan)));
        QCOMPARE(reduce("sum", withNan, true), 6.0);
        QCOMPARE(reduce("max", withNan, true), 5.0);
        const auto empty = doubles({0}, {});
        QCOMPARE(reduce("sum", empty), 0.0);
        QVERIFY(std::isnan(reduce("mean", empty)));
        const QString error =
            runError("array.reduce", params({{u"function"_qs, u"min"_qs}}), {{empty}});
        QVERIFY2(error.contains(u"function min: there are no elements"), qPrintable(error));
        QVERIFY(runError("array.reduce", params({{u"ddof"_qs, -1}}), {{empty}})
                    .contains(u"ddof is -1"));
    }

    void reduceAlongAnAxis()
    {
        const auto a = doubles({2, 3}, {1, 2, 3, 4, 5, 6});
        const auto along = [&](const QString &axis, const char *function) {
            return array(
                run("array.reduce",
                    params({{u"axis"_qs, axis}, {u"function"_qs, QString::fromLatin1(function)}}),
                    {{a}})
                    .front());
        };
        const auto columns = along(u"0"_qs, "sum");
        QCOMPARE(columns->shape(), std::vector<qint64>{3});
        QCOMPARE(columns->toDoubles(), (std::vector<double>{5, 7, 9}));
        QCOMPARE(along(u"-1"_qs, "max")->toDoubles(), (std::vector<double>{3, 6}));
        const auto cube = generate(params({{u"shape"_qs, u"2, 3, 4"_qs}}));
        const auto middle =
            array(run("array.reduce", params({{u"axis"_qs, u"1"_qs}, {u"function"_qs, u"mean"_qs}}),
                      {{cube}})
                      .front());
        QCOMPARE(middle->shape(), (std::vector<qint64>{2, 4}));
        QCOMPARE(middle->toDouble(0), 4.0);  // mean of 0, 4, 8
        QCOMPARE(middle->toDouble(7), 19.0); // mean of 15, 19, 23
        for (const QString &bad : {u"2"_qs, u"-3"_qs, u"x"_qs}) {
            const QString error = runError("array.reduce", params({{u"axis"_qs, bad}}), {{a}});
            QVERIFY2(
                error.contains(u"axis '%1' is not an axis of an array of shape (2, 3)"_qs.arg(bad)),
                qPrintable(error));
        }
    }

    void chunkSplitsLikeArraySplit()
    {
        const auto a = generate(params({{u"shape"_qs, u"7, 2"_qs}}));
        std::vector<DatasetPtr> chunks;
        for (int i = 0; i < 3; ++i)
            chunks.push_back(
                run("array.chunk", params({{u"count"_qs, 3}, {u"index"_qs, i}}), {{a}}).front());
        QCOMPARE(array(chunks[0])->shape(), (std::vector<qint64>{3, 2}));
        QCOMPARE(array(chunks[1])->shape(), (std::vector<qint64>{2, 2}));
        QCOMPARE(array(chunks[2])->toDoubles(), (std::vector<double>{10, 11, 12, 13}));
        const auto joined = array(run("array.concat", {}, {chunks}).front());
        QVERIFY(*joined == *a);
    }

    void chunkErrors()
    {
        const auto a = doubles({2}, {1, 2});
        QVERIFY(runError("array.chunk", params({{u"count"_qs, 0}}), {{a}}).contains(u"count is 0"));
        QVERIFY(runError("array.chunk", params({{u"count"_qs, 2}, {u"index"_qs, 2}}), {{a}})
                    .contains(u"index is 2; it must be from 0 to 1"));
        QVERIFY(runError("array.chunk", {}, {{doubles({}, {1})}}).contains(u"single value"));
        // More chunks than rows: the last ones are empty, as with numpy.array_split.
        const auto last =
            array(run("array.chunk", params({{u"count"_qs, 5}, {u"index"_qs, 4}}), {{a}}).front());
        QCOMPARE(last->elementCount(), 0);
    }

    void concatScalarsAndMixedTypes()
    {
        const auto ints = std::make_shared<const Array>(
            Array::fromDoubles(ElementType::Int64, {2}, std::vector<double>{1, 2}));
        const auto out = array(run("array.concat", {}, {{ints, doubles({}, {2.5})}}).front());
        QCOMPARE(out->type(), ElementType::Float64);
        QCOMPARE(out->toDoubles(), (std::vector<double>{1, 2, 2.5}));
        const QString error =
            runError("array.concat", {}, {{doubles({1, 2}, {1, 2}), doubles({1, 3}, {1, 2, 3})}});
        QVERIFY2(error.contains(u"array 2 has shape (1, 3), array 1 has shape (1, 2)"),
                 qPrintable(error));
    }

    /// The formula computes in float64: an int64 result is exact while the inputs are within
    /// ±2^53, and beyond that the node stops rather than give a rounded integer.
    void exprKeepsInt64Exact()
    {
        const auto ints = [](std::vector<std::int64_t> values) {
            auto a = std::make_shared<Array>(ElementType::Int64,
                                             std::vector<qint64>{qint64(values.size())});
            std::copy(values.begin(), values.end(), static_cast<std::int64_t *>(a->data()));
            return std::shared_ptr<const Array>(std::move(a));
        };
        const std::int64_t edge = std::int64_t(1) << 53;
        const auto within = ints({-edge, edge, -123456789012345, 7});
        const auto identity = params({{u"expression"_qs, u"x"_qs}, {u"dtype"_qs, u"int64"_qs}});
        QVERIFY(*array(run("array.expr", identity, {{within}}).front()) == *within);
        const auto sum =
            array(run("array.expr",
                      params({{u"expression"_qs, u"x + y * 2 - 1"_qs}, {u"dtype"_qs, u"int64"_qs}}),
                      {{within, ints({3})}})
                      .front());
        QCOMPARE(static_cast<const std::int64_t *>(sum->data())[2], std::int64_t(-123456789012340));

        const auto beyond = ints({1, -9007199254740993});
        const QString error = runError("array.expr", identity, {{beyond}});
        QVERIFY2(error.contains(u"x[1] is -9007199254740993, beyond 2^53"), qPrintable(error));
        const QString broadcast = runError(
            "array.expr", params({{u"expression"_qs, u"x + y"_qs}, {u"dtype"_qs, u"uint64"_qs}}),
            {{within, ints({edge + 1})}});
        QVERIFY2(broadcast.contains(u"y[0] is 9007199254740993"), qPrintable(broadcast));
        // A float64 result is float64's rounding, as in NumPy.
        const auto asDouble =
            array(run("array.expr", params({{u"expression"_qs, u"x"_qs}}), {{beyond}}).front());
        QCOMPARE(asDouble->toDouble(1), -9007199254740992.0);
    }

    void complexArraysPassOrAreRefused()
    {
        auto c = std::make_shared<Array>(ElementType::Complex64, std::vector<qint64>{2});
        static_cast<std::complex<float> *>(c->data())[1] = {1.5f, -2.0f};
        const std::shared_ptr<const Array> complex = c;
        // Whole elements are moved: chunk and concat of one dtype keep them bit for bit.
        const auto joined = array(run("array.concat", {}, {{complex, complex}}).front());
        QCOMPARE(joined->type(), ElementType::Complex64);
        QVERIFY(static_cast<const std::complex<float> *>(joined->data())[3] ==
                std::complex<float>(1.5f, -2.0f));
        const auto half = array(
            run("array.chunk", params({{u"count"_qs, 2}, {u"index"_qs, 1}}), {{complex}}).front());
        QVERIFY(static_cast<const std::complex<float> *>(half->data())[0] ==
                std::complex<float>(1.5f, -2.0f));
        // Computing operators refuse them, naming the array and its dtype.
        QString error = runError("array.expr", params({{u"expression"_qs, u"x + y"_qs}}),
                                 {{doubles({2}, {1, 2}), complex}});
        QVERIFY2(error.contains(u"y is a complex64 array; array.expr computes with real numbers"),
                 qPrintable(error));
        error = runError("array.reduce", {}, {{complex}});
        QVERIFY2(error.contains(u"the input is a complex64 array; array.reduce"),
                 qPrintable(error));
        error = runError("array.concat", {}, {{doubles({1}, {1}), complex}});
        QVERIFY2(error.contains(u"array 2 is complex64 and array 1 is float64"), qPrintable(error));
        // array.generate gives complex numbers an imaginary part of 0.
        const auto made = generate(params({{u"shape"_qs, 3}, {u"dtype"_qs, u"complex128"_qs}}));
        QVERIFY(static_cast<const std::complex<double> *>(made->data())[2] ==
                std::complex<double>(2, 0));
    }

    void newRealDtypesCompute()
    {
        const auto halves =
            generate(params({{u"shape"_qs, 4}, {u"dtype"_qs, u"float16"_qs}, {u"start"_qs, 0.5}}));
        QCOMPARE(halves->toDoubles(), (std::vector<double>{0.5, 1.5, 2.5, 3.5}));
        const auto bytes = array(
            run("array.expr",
                params({{u"expression"_qs, u"x * 100"_qs}, {u"dtype"_qs, u"int8"_qs}}), {{halves}})
                .front());
        QCOMPARE(bytes->type(), ElementType::Int8);
        QCOMPARE(bytes->toDoubles(), (std::vector<double>{50, 127, 127, 127})); // saturated
        QCOMPARE(reduce("sum", halves), 8.0);
        const auto big = std::make_shared<Array>(ElementType::UInt64, std::vector<qint64>{1});
        static_cast<std::uint64_t *>(big->data())[0] = std::numeric_limits<std::uint64_t>::max();
        QCOMPARE(reduce("max", big), 18446744073709551616.0); // float64, as documented
    }

    void npyOperatorsRoundTrip()
    {
        QTemporaryDir dir;
        const QDir project(dir.path());
        const auto a = generate(params({{u"shape"_qs, u"3, 4"_qs}, {u"dtype"_qs, u"int64"_qs}}));
        // The writer gives the file it wrote, for a node that reads it by an edge.
        QCOMPARE(
            run("npy.write", params({{u"path"_qs, u"out/größe ä.npy"_qs}}), {{a}}, project).size(),
            size_t(1));
        const auto back = array(
            run("npy.read", params({{u"path"_qs, u"out/größe ä.npy"_qs}}), {}, project).front());
        QVERIFY(*back == *a);
        const QString error =
            runError("npy.read", params({{u"path"_qs, u"missing.npy"_qs}}), {}, project);
        QVERIFY2(error.contains(u"missing.npy: cannot open the file"), qPrintable(error));
        QVERIFY(runError("npy.write", params({{u"path"_qs, u"t.npy"_qs}}),
                         {{std::make_shared<const Table>()}}, project)
                    .contains(u"expected an array on input 1, received table"));
        QVERIFY(!QFile::exists(dir.filePath(u"t.npy"_qs)));
    }
};

QTEST_GUILESS_MAIN(TestArrayOperators)
#include "tst_arrayoperators.moc"
