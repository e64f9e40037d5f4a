#include "data/NpyError.h"
#include "data/NpyFile.h"
#include "support/NumpyScripts.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace Qt::StringLiterals;
using weft::test::npyArrays;

Q_DECLARE_METATYPE(weft::engine::ElementType)

namespace {

/// Runs `python3 -c script` with `args`; returns its stdout, or "PYTHON FAILED".
QByteArray python(const QString &script, const QStringList &args = {})
{
    return weft::test::runPython(QStringList{QStringLiteral("-c"), script} + args);
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

/// A version 1.0 .npy file with the given header dict (padded as NumPy pads it) and data.
QByteArray npyBytes(const QByteArray &dict, const QByteArray &data)
{
    QByteArray header = dict;
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out.append(char(header.size() & 0xff));
    out.append(char(header.size() >> 8));
    return out + header + data;
}

QString readError(const QString &path)
{
    try {
        NpyFile::read(path);
    } catch (const NpyError &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestNpyFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(python(QStringLiteral("import numpy; print('ok')")), QByteArrayLiteral("ok"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<ElementType>("type");
        QTest::addColumn<std::vector<qint64>>("shape");
        for (const QString &name : elementTypeNames()) {
            const ElementType type = *elementTypeFromName(name);
            QTest::addRow("%s scalar", qPrintable(name)) << type << std::vector<qint64>{};
            QTest::addRow("%s empty", qPrintable(name)) << type << std::vector<qint64>{0};
            QTest::addRow("%s 1-d", qPrintable(name)) << type << std::vector<qint64>{7};
            QTest::addRow("%s 3-d", qPrintable(name)) << type << std::vector<qint64>{2, 3, 4};
        }
    }

    void roundTrip()
    {
        QFETCH(ElementType, type);
        QFETCH(std::vector<qint64>, shape);
        const Array zeros(type, shape);
        std::vector<double> values(size_t(zeros.elementCount()));
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = double(i % 5) - (type == ElementType::UInt8 ? 0 : 2);
        const Array array = Array::fromDoubles(type, shape, values);
        const QString file = path(QStringLiteral("round.npy"));
        NpyFile::write(array, file);
        QCOMPARE(QFile(file).size() % 64, array.dataBytes() % 64); // data starts 64-aligned
        QVERIFY(NpyFile::read(file) == array);
    }

    void nanAndInfinitySurvive()
    {
        const double inf = std::numeric_limits<double>::infinity();
        const Array array =
            Array::fromDoubles({3}, {std::numeric_limits<double>::quiet_NaN(), inf, -inf});
        NpyFile::write(array, path(QStringLiteral("special.npy")));
        const Array back = NpyFile::read(path(QStringLiteral("special.npy")));
        QVERIFY(std::isnan(back.toDouble(0)));
        QCOMPARE(back.toDouble(1), inf);
        QCOMPARE(back.toDouble(2), -inf);
    }

    void numpyWritesWeftReads_data()
    {
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<ElementType>("type");
        QTest::newRow("float32") << u"float32"_qs << ElementType::Float32;
        QTest::newRow("float64") << u"float64"_qs << ElementType::Float64;
        QTest::newRow("int32") << u"int32"_qs << ElementType::Int32;
        QTest::newRow("int64") << u"int64"_qs << ElementType::Int64;
        QTest::newRow("uint8") << u"uint8"_qs << ElementType::UInt8;
        QTest::newRow("bool") << u"bool"_qs << ElementType::Bool;
        QTest::newRow("big-endian float64") << u">f8"_qs << ElementType::Float64;
        QTest::newRow("big-endian int32") << u">i4"_qs << ElementType::Int32;
    }

    void numpyWritesWeftReads()
    {
        QFETCH(QString, dtype);
        QFETCH(ElementType, type);
        const QString file = path(QStringLiteral("from-numpy.npy"));
        QCOMPARE(python(QStringLiteral("import numpy, sys\n"
                                       "a = (numpy.arange(24) % 7).reshape(2, 3, 4)"
                                       ".astype(sys.argv[2])\n"
                                       "numpy.save(sys.argv[1], a)\n"
                                       "print('saved')"),
                        {file, dtype}),
                 QByteArrayLiteral("saved"));
        const Array array = NpyFile::read(file);
        QCOMPARE(array.type(), type);
        QCOMPARE(array.shape(), (std::vector<qint64>{2, 3, 4}));
        for (qint64 i = 0; i < 24; ++i) {
            const double expected = type == ElementType::Bool ? double(i % 7 != 0) : double(i % 7);
            QCOMPARE(array.toDouble(i), expected);
        }
    }

    void weftWritesNumpyReads_data()
    {
        QTest::addColumn<ElementType>("type");
        for (const QString &name : elementTypeNames())
            QTest::newRow(qPrintable(name)) << *elementTypeFromName(name);
    }

    void weftWritesNumpyReads()
    {
        QFETCH(ElementType, type);
        std::vector<double> values(12);
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = double(i % 4);
        const QString file = path(QStringLiteral("from-weft.npy"));
        NpyFile::write(Array::fromDoubles(type, {3, 4}, values), file);
        const QByteArray out =
            python(QStringLiteral("import numpy, sys\n"
                                  "a = numpy.load(sys.argv[1])\n"
                                  "print(a.dtype.name, a.shape, a.flags['C_CONTIGUOUS'], "
                                  "a.astype('float64').ravel().tolist())"),
                   {file});
        const QByteArray expectedValues = type == ElementType::Bool
                                              ? "[0.0, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.0, "
                                                "1.0, 1.0, 1.0]"
                                              : "[0.0, 1.0, 2.0, 3.0, 0.0, 1.0, 2.0, 3.0, 0.0, "
                                                "1.0, 2.0, 3.0]";
        QCOMPARE(out, elementTypeName(type).toLatin1() + " (3, 4) True " + expectedValues);
    }

    /// NumPy writes, Weft reads and writes, NumPy finds the same dtype, shape and bytes: for
    /// every dtype with its extremes in C and Fortran order, big-endian files, empty shapes
    /// and a 0-d array. One NumPy call makes them all and one compares them.
    void numpyRoundTripIsBitExact()
    {
        struct Case
        {
            QString dtype, shape, order;
        };
        std::vector<Case> cases;
        for (const QString &name : elementTypeNames()) {
            cases.push_back({name, u"2,3,4"_s, u"C"_s});
            cases.push_back({name, u"3,5"_s, u"fortran"_s});
        }
        for (const QString &dtype : {u">f2"_s, u">i2"_s, u">u8"_s, u">c8"_s, u">c16"_s})
            cases.push_back({dtype, u"5"_s, u"C"_s});
        cases.push_back({u">f8"_s, u"3,2"_s, u"fortran"_s});
        for (const QString &shape : {u"2,0"_s, u"0"_s, u"0,3"_s, u"3,0,2"_s, QString()})
            cases.push_back({u"complex64"_s, shape, u"C"_s});

        QStringList make{u"make"_s}, compare{u"compare"_s};
        for (size_t i = 0; i < cases.size(); ++i) {
            make << path(u"original-%1.npy"_s.arg(i)) << cases[i].dtype << cases[i].shape
                 << cases[i].order;
            compare << path(u"original-%1.npy"_s.arg(i)) << path(u"copy-%1.npy"_s.arg(i));
        }
        QCOMPARE(npyArrays(make), QByteArrayLiteral("saved"));
        for (size_t i = 0; i < cases.size(); ++i)
            NpyFile::write(NpyFile::read(path(u"original-%1.npy"_s.arg(i))),
                           path(u"copy-%1.npy"_s.arg(i)));
        const QList<QByteArray> verdicts = npyArrays(compare).split('\n');
        QCOMPARE(verdicts.size(), qsizetype(cases.size()));
        for (size_t i = 0; i < cases.size(); ++i)
            QVERIFY2(
                verdicts[qsizetype(i)] == "same",
                qPrintable(u"%1 (%2) %3: %4"_s.arg(cases[i].dtype, cases[i].shape, cases[i].order,
                                                   QString::fromUtf8(verdicts[qsizetype(i)]))));
    }

    void fortranOrderIsReadInCOrder()
    {
        const QString file = path(QStringLiteral("fortran.npy"));
        QCOMPARE(python(QStringLiteral("import numpy, sys\n"
                                       "a = numpy.arange(24, dtype='int16').reshape(2, 3, 4)\n"
                                       "numpy.save(sys.argv[1], numpy.asfortranarray(a))\n"
                                       "print(numpy.load(sys.argv[1]).flags['F_CONTIGUOUS'])"),
                        {file}),
                 QByteArrayLiteral("True"));
        const Array array = NpyFile::read(file);
        QCOMPARE(array.type(), ElementType::Int16);
        QCOMPARE(array.shape(), (std::vector<qint64>{2, 3, 4}));
        for (qint64 i = 0; i < 24; ++i)
            QCOMPARE(array.toDouble(i), double(i));
    }

    /// Weft's own double → float16 conversion (array.expr, array.generate) rounds as NumPy's.
    void float16RoundsAsNumpy()
    {
        const std::vector<double> values{1.0 + std::ldexp(1, -11),
                                         1.0 + 3 * std::ldexp(1, -11),
                                         65519,
                                         65520,
                                         1e6,
                                         -std::ldexp(1, -25),
                                         std::ldexp(3, -26),
                                         1e-10,
                                         0.1,
                                         1.0 / 3,
                                         -2.5e-3,
                                         std::numeric_limits<double>::quiet_NaN()};
        const QString file = path(QStringLiteral("half.npy"));
        NpyFile::write(Array::fromDoubles(ElementType::Float16, {qint64(values.size())}, values),
                       file);
        QStringList args{file};
        for (const double v : values)
            args.append(QString::number(v, 'g', 17));
        QCOMPARE(python(QStringLiteral("import numpy, sys\n"
                                       "want = numpy.array([float(v) for v in sys.argv[2:]])"
                                       ".astype('float16')\n"
                                       "got = numpy.load(sys.argv[1])\n"
                                       "print(got.dtype.name, want.tobytes() == got.tobytes())"),
                        args),
                 QByteArrayLiteral("float16 True"));
    }

    void numpyReadsScalarAndEmpty()
    {
        NpyFile::write(Array::fromDoubles({}, {2.5}), path(QStringLiteral("scalar.npy")));
        NpyFile::write(Array(ElementType::Int64, {0, 3}), path(QStringLiteral("empty.npy")));
        QCOMPARE(python(QStringLiteral("import numpy, sys\n"
                                       "a = numpy.load(sys.argv[1]); b = numpy.load(sys.argv[2])\n"
                                       "print(a.shape, float(a), b.shape, b.dtype.name)"),
                        {path(QStringLiteral("scalar.npy")), path(QStringLiteral("empty.npy"))}),
                 QByteArrayLiteral("() 2.5 (0, 3) int64"));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray eight(8, '\0');
        QTest::newRow("not npy") << QByteArray("a,b\n1,2\n") << u"not a NumPy .npy file"_qs;
        QTest::newRow("empty") << QByteArray() << u"not a NumPy .npy file"_qs;
        QTest::newRow("version 9")
            << QByteArray("\x93NUMPY\x09\x00\x00\x00", 10) << u"version 9.0 is not supported"_qs;
        QTest::newRow("header cut") << QByteArray("\x93NUMPY\x01\x00\x40\x00{'descr'", 17)
                                    << u"the file ends inside the header"_qs;
        QTest::newRow("data cut")
            << npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", eight)
            << u"(2,) float64, which is 16 bytes of data; the file holds 8"_qs;
        QTest::newRow("huge")
            << npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (1000000, 1000000), }",
                        eight)
            << u"which is 8000000000000 bytes of data; the file holds 8"_qs;
        QTest::newRow("overflow")
            << npyBytes(
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296), }",
                   eight)
            << u"more than 2^63"_qs;
        QTest::newRow("text")
            << npyBytes("{'descr': '<U2', 'fortran_order': False, 'shape': (1,), }", eight)
            << u"dtype '<U2' is not supported (supported: float16, float32, float64"_qs;
        QTest::newRow("fortran cut")
            << npyBytes("{'descr': '<c16', 'fortran_order': True, 'shape': (2, 2), }", eight)
            << u"(2, 2) complex128, which is 64 bytes of data; the file holds 8"_qs;
        QTest::newRow("structured")
            << npyBytes("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (1,), }", eight)
            << u"bad .npy header"_qs;
        QTest::newRow("no shape") << npyBytes("{'descr': '<f8', 'fortran_order': False, }", eight)
                                  << u"it lacks one of the keys"_qs;
        QTest::newRow("negative")
            << npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': (-1,), }", eight)
            << u"negative extent"_qs;
        QTest::newRow("garbage") << npyBytes("{'descr': '<f8', 'fortran_order': __import__('os')}",
                                             eight)
                                 << u"bad .npy header: unexpected '_'"_qs;
    }

    void badFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString file = path(QStringLiteral("bad.npy"));
        writeBytes(file, bytes);
        const QString error = readError(file);
        QVERIFY2(error.startsWith(file + u':'), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void missingFile()
    {
        QVERIFY(readError(path(QStringLiteral("missing.npy"))).contains(u"cannot open"));
    }

    void failedWriteLeavesOldFile()
    {
        const QString file = path(QStringLiteral("keep.npy"));
        NpyFile::write(Array::fromDoubles({1}, {1.0}), file);
        std::stop_source stop;
        stop.request_stop();
        const Array big(ElementType::UInt8, {32 * 1024 * 1024});
        QVERIFY_THROWS_EXCEPTION(NpyError, NpyFile::write(big, file, stop.get_token()));
        QCOMPARE(NpyFile::read(file).toDouble(0), 1.0);
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("keep.npy*")}).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestNpyFile)
#include "tst_npyfile.moc"
