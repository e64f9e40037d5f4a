// NumPy arrays through `weft --run`: NumPy writes a file, npy.read → npy.write copies it on
// threads and in worker processes (inline and through shared-memory segments), and NumPy finds
// the copy holds the same dtype, shape and bytes. array.expr keeps int64 values exact or says
// why it cannot.
#include "support/NumpyScripts.h"
#include "support/WeftCommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace weft::test;
using namespace Qt::StringLiterals;

namespace {

/// One array NumPy makes: its dtype, shape ("2,3,4", "" for ()) and memory order.
struct Case
{
    QString dtype;
    QString shape;
    bool fortran = false;
};

/// Every dtype in C and Fortran order, big-endian files, empty and 0-d shapes, and arrays
/// large enough (over 1 MB) to travel between processes in shared-memory segments.
std::vector<Case> cases()
{
    std::vector<Case> all;
    for (const QString &dtype : {u"float16"_s, u"float32"_s, u"float64"_s, u"int8"_s, u"int16"_s,
                                 u"int32"_s, u"int64"_s, u"uint8"_s, u"uint16"_s, u"uint32"_s,
                                 u"uint64"_s, u"bool"_s, u"complex64"_s, u"complex128"_s}) {
        all.push_back({dtype, u"2,3,4"_s, false});
        all.push_back({dtype, u"3,5"_s, true});
    }
    for (const QString &dtype : {u">f2"_s, u">u8"_s, u">c16"_s})
        all.push_back({dtype, u"6"_s, false});
    for (const QString &shape : {u"2,0"_s, u"0"_s, u"0,3"_s, u"3,0,2"_s, u""_s})
        all.push_back({u"int16"_s, shape, false});
    all.push_back({u"complex128"_s, u"300,500"_s, false});
    all.push_back({u"uint16"_s, u"1100,600"_s, true});
    return all;
}

QJsonObject node(const QString &id, const QString &op, const QJsonObject &params, int y)
{
    return {{u"id"_s, id},
            {u"operator"_s, op},
            {u"params"_s, params},
            {u"position"_s, QJsonObject{{u"x"_s, op == u"npy.read" ? 0 : 300}, {u"y"_s, y}}}};
}

/// A project of read → [array.expr] → write chains, one per entry of `files` (the name under
/// data/ and out/).
QByteArray project(const QStringList &files, const QString &expression = {},
                   const QString &dtype = {})
{
    QJsonArray nodes, edges;
    for (int i = 0; i < files.size(); ++i) {
        const QString read = u"read_%1"_s.arg(i), write = u"write_%1"_s.arg(i);
        nodes.append(
            node(read, u"npy.read"_s, {{u"path"_s, QString(u"data/"_s + files[i])}}, 100 * i));
        nodes.append(
            node(write, u"npy.write"_s, {{u"path"_s, QString(u"out/"_s + files[i])}}, 100 * i));
        QString from = read + u".array"_s;
        if (!expression.isEmpty()) {
            const QString expr = u"identity_%1"_s.arg(i);
            nodes.append(node(expr, u"array.expr"_s,
                              {{u"expression"_s, expression}, {u"dtype"_s, dtype}}, 100 * i));
            edges.append(QJsonObject{{u"from"_s, from}, {u"to"_s, QString(expr + u".arrays"_s)}});
            from = expr + u".array"_s;
        }
        edges.append(QJsonObject{{u"from"_s, from}, {u"to"_s, QString(write + u".array"_s)}});
    }
    return projectFile(u"npy round trip"_s, nodes, edges);
}

} // namespace

class TestNpyRoundTrip : public QObject
{
    Q_OBJECT

private:
    static QString runProject(const QTemporaryDir &dir, const QString &backend)
    {
        const WeftOutcome o = runWeft({u"--run"_s, dir.filePath(u"p.weft"_s), u"--quiet"_s,
                                       u"--json"_s, u"--backend"_s, backend});
        return o.exitCode == 0 ? QString() : u"exit %1: %2 %3"_s.arg(o.exitCode).arg(o.out, o.err);
    }

    static void backendRows()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("threads") << u"threads"_s;
        QTest::newRow("processes") << u"processes"_s;
    }

private Q_SLOTS:
    void everyDtypeRoundTrips_data() { backendRows(); }

    void everyDtypeRoundTrips()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"data"_s));
        const std::vector<Case> all = cases();
        QStringList files, make{u"make"_s}, compare{u"compare"_s};
        for (const Case &c : all) {
            const QString file = u"%1.npy"_s.arg(files.size());
            make << dir.filePath(u"data/"_s + file) << c.dtype << c.shape
                 << (c.fortran ? u"fortran"_s : u"C"_s);
            compare << dir.filePath(u"data/"_s + file) << dir.filePath(u"out/"_s + file);
            files.append(file);
        }
        QCOMPARE(npyArrays(make), QByteArrayLiteral("saved"));
        writeFile(dir.filePath(u"p.weft"_s), project(files));
        const QString failure = runProject(dir, backend);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QList<QByteArray> verdicts = npyArrays(compare).split('\n');
        QCOMPARE(verdicts.size(), files.size());
        for (qsizetype i = 0; i < files.size(); ++i) {
            const Case &c = all[size_t(i)];
            QVERIFY2(verdicts[i] == "same",
                     qPrintable(u"%1 (%2)%3: %4"_s.arg(c.dtype, c.shape,
                                                       c.fortran ? u" fortran"_s : QString(),
                                                       QString::fromUtf8(verdicts[i]))));
        }
    }

    void exprKeepsInt64Exact_data() { backendRows(); }

    /// Within ±2^53 an int64 identity is exact; beyond, the node fails and says why, rather
    /// than turn -9007199254740993 into -9007199254740992.
    void exprKeepsInt64Exact()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"data"_s));
        const auto save = [&](const QString &name, const QString &values) {
            const QString script = u"import numpy, sys\n"
                                   "numpy.save(sys.argv[1], numpy.array([%1], dtype='int64'))\n"
                                   "print('saved')"_s.arg(values);
            QCOMPARE(runPython({u"-c"_s, script, dir.filePath(u"data/"_s + name)}),
                     QByteArrayLiteral("saved"));
        };
        save(u"within.npy"_s, u"-9007199254740992, 9007199254740992, -123456789012345, 0"_s);
        writeFile(dir.filePath(u"p.weft"_s), project({u"within.npy"_s}, u"x"_s, u"int64"_s));
        const QString failure = runProject(dir, backend);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QCOMPARE(npyArrays({u"compare"_s, dir.filePath(u"data/within.npy"_s),
                            dir.filePath(u"out/within.npy"_s)}),
                 QByteArrayLiteral("same"));

        save(u"beyond.npy"_s, u"1, -9007199254740993"_s);
        writeFile(dir.filePath(u"p.weft"_s), project({u"beyond.npy"_s}, u"x"_s, u"int64"_s));
        const WeftOutcome o = runWeft({u"--run"_s, dir.filePath(u"p.weft"_s), u"--quiet"_s,
                                       u"--json"_s, u"--backend"_s, backend});
        QCOMPARE(o.exitCode, 1);
        QString error;
        const QJsonArray nodes = QJsonDocument::fromJson(o.out.toUtf8())[u"nodes"_s].toArray();
        for (const QJsonValue &n : nodes) {
            if (n[u"id"_s].toString() == u"identity_0")
                error = n[u"error"_s].toString();
        }
        QVERIFY2(error.contains(u"x[1] is -9007199254740993, beyond 2^53"), qPrintable(o.out));
        QVERIFY(!QFile::exists(dir.filePath(u"out/beyond.npy"_s)));
    }
};

QTEST_GUILESS_MAIN(TestNpyRoundTrip)
#include "tst_npyroundtrip.moc"
