#include "data/CsvError.h"
#include "data/CsvReader.h"
#include "data/CsvWriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>

using namespace weft::engine;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Floats that a careless "%g" or a fixed precision would not bring back exactly.
std::vector<double> awkwardFloats()
{
    return {0.1,
            1.0 / 3.0,
            2.0,
            -0.0,
            1e300,
            -1e-300,
            5e-324, // the smallest subnormal
            std::numeric_limits<double>::max(),
            123456789.123456789,
            0.30000000000000004,
            9007199254740993.0,
            std::numeric_limits<double>::infinity(),
            -std::numeric_limits<double>::infinity(),
            std::nextafter(1.0, 2.0),
            std::numeric_limits<double>::quiet_NaN()};
}

Table mixedTable()
{
    const std::vector<double> floats = awkwardFloats();
    const auto rows = qsizetype(floats.size());
    TableColumn ints(QStringLiteral("int"), ColumnType::Int);
    TableColumn texts(QStringLiteral("text, with comma"), ColumnType::String);
    TableColumn flags(QStringLiteral("flag"), ColumnType::Bool);
    const QStringList samples{
        QStringLiteral("plain"),      QStringLiteral("a,b"),         QStringLiteral("say \"hi\""),
        QStringLiteral("two\nlines"), QStringLiteral("crlf\r\nend"), QString(),
        QStringLiteral("ünïcødé ✓"),  QStringLiteral(" padded "),    QStringLiteral("42")};
    for (qsizetype i = 0; i < rows; ++i) {
        if (i == 3)
            ints.appendNull();
        else
            ints.appendInt(i == 0 ? std::numeric_limits<qint64>::min() : i * 1000003);
        if (i == 10)
            texts.appendNull();
        else
            texts.appendString(samples[i % samples.size()]);
        if (i == 5)
            flags.appendNull();
        else
            flags.appendBool(i % 3 == 0);
    }
    std::vector<std::uint8_t> valid(floats.size(), 1);
    valid[7] = 0;
    Table t;
    t.addColumn(std::move(ints));
    t.addColumn(TableColumn::fromFloats(QStringLiteral("float"), floats, valid));
    t.addColumn(std::move(texts));
    t.addColumn(std::move(flags));
    return t;
}

} // namespace

class TestCsvWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripGivesTheSameTable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.csv"));
        const Table original = mixedTable();
        CsvWriter::write(original, path);
        const Table back = CsvReader::read(path);
        QCOMPARE(back.columnNames(), original.columnNames());
        for (int c = 0; c < original.columnCount(); ++c)
            QCOMPARE(back.column(c).type(), original.column(c).type());
        QVERIFY(back == original);
    }

    void floatsReadBackBitForBit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("floats.csv"));
        const std::vector<double> floats = awkwardFloats();
        Table t;
        t.addColumn(TableColumn::fromFloats(QStringLiteral("x"), floats));
        CsvWriter::write(t, path);
        const Table back = CsvReader::read(path);
        QCOMPARE(back.column(0).type(), ColumnType::Float);
        for (size_t i = 0; i < floats.size(); ++i) {
            const double read = back.column(0).floatAt(qsizetype(i));
            if (std::isnan(floats[i]))
                QVERIFY(std::isnan(read));
            else
                QCOMPARE(std::bit_cast<quint64>(read), std::bit_cast<quint64>(floats[i]));
        }
    }

    void writesShortestFormsAndQuotesOnlyWhereNeeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("small.csv"));
        TableColumn text(QStringLiteral("text"), ColumnType::String);
        text.appendString(QStringLiteral("plain"));
        text.appendString(QStringLiteral("a,\"b\""));
        text.appendString(QString());
        text.appendNull();
        Table t;
        t.addColumn(TableColumn::fromFloats(QStringLiteral("x"), {0.1, 2.0, 1e21, -0.5}));
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {1, -2, 3, 4}, {1, 1, 0, 1}));
        t.addColumn(std::move(text));
        CsvWriter::write(t, path);
        QCOMPARE(contents(path), QByteArray("x,n,text\n"
                                            "0.1,1,plain\n"
                                            "2.0,-2,\"a,\"\"b\"\"\"\n"
                                            "1e+21,,\"\"\n"
                                            "-0.5,4,\n"));
    }

    void otherDelimiters()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.tsv"));
        CsvOptions options;
        options.delimiter = '\t';
        TableColumn text(QStringLiteral("t"), ColumnType::String);
        text.appendString(QStringLiteral("a,b"));
        text.appendString(QStringLiteral("tab\there"));
        Table t;
        t.addColumn(std::move(text));
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {1, 2}));
        CsvWriter::write(t, path, options);
        QCOMPARE(contents(path), QByteArray("t\tn\na,b\t1\n\"tab\there\"\t2\n"));
        QVERIFY(CsvReader::read(path, options) == t);
    }

    void oneColumnNullsSurviveARoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one.csv"));
        Table t;
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {1, 0, 3, 0}, {1, 0, 1, 0}));
        CsvWriter::write(t, path);
        QVERIFY(CsvReader::read(path) == t);
    }

    void missingMarkersAndNanAreQuotedToReadBack()
    {
        // Unquoted, NA and nan would read back as nulls; in quotes they are the text and NaN.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("markers.csv"));
        TableColumn text(QStringLiteral("s"), ColumnType::String);
        for (const char *value : {"NA", "null", "n/a", "#N/A", "plain"})
            text.appendString(QString::fromLatin1(value));
        Table t;
        t.addColumn(std::move(text));
        t.addColumn(TableColumn::fromFloats(
            QStringLiteral("x"), {std::numeric_limits<double>::quiet_NaN(), 1.5, 2, 3, 4}));
        CsvWriter::write(t, path);
        QCOMPARE(contents(path), QByteArray("s,x\n\"NA\",\"nan\"\n\"null\",1.5\n\"n/a\",2.0\n"
                                            "\"#N/A\",3.0\nplain,4.0\n"));
        const Table back = CsvReader::read(path);
        QCOMPARE(back.column(0).stringAt(0), QStringLiteral("NA"));
        QVERIFY(std::isnan(back.column(1).floatAt(0)));
        QVERIFY(!back.column(1).isNull(0));
    }

    void oneColumnNullsAreWrittenAsNA()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one.csv"));
        Table t;
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {1, 0}, {1, 0}));
        CsvWriter::write(t, path);
        QCOMPARE(contents(path), QByteArray("n\n1\nNA\n"));
    }

    void createsTheParentFolder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a/b/c/out.csv"));
        Table t;
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {7}));
        CsvWriter::write(t, path);
        QCOMPARE(contents(path), QByteArray("n\n7\n"));
    }

    void failureNamesTheFile()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("file"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString path = blocker + QStringLiteral("/out.csv"); // a folder that is a file
        Table t;
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), {7}));
        try {
            CsvWriter::write(t, path);
            QFAIL("writing below a regular file succeeded");
        } catch (const CsvError &e) {
            QVERIFY2(e.message().startsWith(path + QStringLiteral(": ")), qPrintable(e.message()));
        }
    }

    void cancelledWriteLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keep.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old\n1\n");
        file.close();

        Table t; // several megabytes, so the writer reaches a cancellation check
        t.addColumn(TableColumn::fromInts(QStringLiteral("n"), std::vector<qint64>(2'000'000, 7)));
        std::stop_source stop;
        stop.request_stop();
        QVERIFY_THROWS_EXCEPTION(CsvError, CsvWriter::write(t, path, {}, stop.get_token()));
        QCOMPARE(contents(path), QByteArray("old\n1\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("keep.csv")});
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
