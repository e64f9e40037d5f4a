#include "data/DataError.h"
#include "data/DatasetPreview.h"
#include "data/FileList.h"
#include "data/NpyFile.h"
#include "data/Scalar.h"
#include "data/SqliteConnection.h"
#include "data/WorkData.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonObject pathParams(const QString &path)
{
    return QJsonObject{{QStringLiteral("path"), path}};
}

/// The message of the DataError `preview` throws, or "" when it throws none.
template<typename Call>
QString errorOf(Call preview)
{
    try {
        preview();
    } catch (const DataError &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestDatasetPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableKeepsFirstRowsAndCountsAll()
    {
        std::vector<qint64> values(250);
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = qint64(i);
        Table table;
        table.addColumn(TableColumn::fromInts(QStringLiteral("n"), values));
        const DatasetPreview p = DatasetPreview::fromDataset(table);
        QCOMPARE(p.kind, DataKind::Table);
        QCOMPARE(p.rowCount, 250);
        QVERIFY(p.rowCountExact);
        QCOMPARE(p.table.rowCount(), DatasetPreview::kRows);
        QCOMPARE(p.table.column(0).intAt(99), 99);
        QCOMPARE(p.sizeBytes, table.sizeBytes());
    }

    void arrayStatisticsSkipNan()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const Array a = Array::fromDoubles({5}, {1, 2, 3, 4, nan});
        const DatasetPreview p = DatasetPreview::fromDataset(a);
        QCOMPARE(p.kind, DataKind::Array);
        QCOMPARE(p.shapeText, QStringLiteral("(5,)"));
        QCOMPARE(p.elementType, ElementType::Float64);
        const ArrayStatistics &s = p.statistics;
        QCOMPARE(s.count, 4);
        QCOMPARE(s.nanCount, 1);
        QCOMPARE(s.min, 1.0);
        QCOMPARE(s.max, 4.0);
        QCOMPARE(s.mean, 2.5);
        QVERIFY(std::abs(s.std - std::sqrt(1.25)) < 1e-12);
        QCOMPARE(int(s.histogram.size()), DatasetPreview::kHistogramBins);
        QCOMPARE(s.histogram.front(), 1);
        QCOMPARE(s.histogram.back(), 1); // the maximum falls in the last bin, not past it
        qint64 sum = 0;
        for (const qint64 n : s.histogram)
            sum += n;
        QCOMPARE(sum, 4);
    }

    void arrayEdgeCases()
    {
        const ArrayStatistics constant =
            DatasetPreview::statisticsOf(Array::fromDoubles({3}, {7, 7, 7}), 4);
        QCOMPARE(constant.std, 0.0);
        QCOMPARE(constant.histogram, (std::vector<qint64>{3, 0, 0, 0}));

        const ArrayStatistics empty = DatasetPreview::statisticsOf(Array(ElementType::Int32, {0}));
        QCOMPARE(empty.count, 0);
        QVERIFY(empty.histogram.empty());

        const double inf = std::numeric_limits<double>::infinity();
        const ArrayStatistics infinite =
            DatasetPreview::statisticsOf(Array::fromDoubles({4}, {1, inf, 3, -inf}), 2);
        QCOMPARE(infinite.max, inf);
        QCOMPARE(infinite.infCount, 2);
        // The finite elements keep their histogram: the infinities are counted, not binned.
        QCOMPARE(infinite.histogramMin, 1.0);
        QCOMPARE(infinite.histogramMax, 3.0);
        QCOMPARE(infinite.histogram, (std::vector<qint64>{1, 1}));
        const ArrayStatistics onlyInfinite =
            DatasetPreview::statisticsOf(Array::fromDoubles({2}, {inf, -inf}));
        QVERIFY(onlyInfinite.histogram.empty()); // no finite range to bin

        // Large arrays go through in chunks; ints convert exactly.
        Array big(ElementType::Int32, {10000});
        auto *data = static_cast<std::int32_t *>(big.data());
        for (int i = 0; i < 10000; ++i)
            data[i] = i;
        const ArrayStatistics s = DatasetPreview::statisticsOf(big, 10);
        QCOMPARE(s.count, 10000);
        QCOMPARE(s.mean, 4999.5);
        QCOMPARE(s.histogram, (std::vector<qint64>(10, 1000)));
    }

    void fileListAndWorkData()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("a.txt")), "12345");
        const FileList files(
            {dir.filePath(QStringLiteral("a.txt")), dir.filePath(QStringLiteral("gone.txt"))});
        const DatasetPreview p = DatasetPreview::fromDataset(files);
        QCOMPARE(p.kind, DataKind::FileList);
        QCOMPARE(p.fileCount, 2);
        QCOMPARE(p.totalFileBytes, 5);
        QCOMPARE(p.fileSizes, (std::vector<qint64>{5, -1}));

        const DatasetPreview work = DatasetPreview::fromDataset(WorkData(4096));
        QCOMPARE(work.kind, DataKind::Any);
        QCOMPARE(work.sizeBytes, 4096);
    }

    void csvSourceReadsFirstRows()
    {
        QTemporaryDir dir;
        QByteArray csv = "id,name,ok\n";
        for (int i = 0; i < 250; ++i)
            csv += QByteArray::number(i) + ",\"n, " + QByteArray::number(i) + "\",true\n";
        writeFile(dir.filePath(QStringLiteral("t.csv")), csv);
        const DatasetPreview p = DatasetPreview::fromSource(
            u"csv.read", pathParams(QStringLiteral("t.csv")), QDir(dir.path()));
        QCOMPARE(p.table.columnNames(),
                 (QStringList{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("ok")}));
        QCOMPARE(p.table.column(0).type(), ColumnType::Int);
        QCOMPARE(p.table.column(1).type(), ColumnType::String);
        QCOMPARE(p.table.column(2).type(), ColumnType::Bool);
        QCOMPARE(p.table.rowCount(), DatasetPreview::kRows);
        QCOMPARE(p.table.column(1).stringAt(3), QStringLiteral("n, 3"));
        QCOMPARE(p.rowCount, 250);
        QVERIFY(p.rowCountExact);
    }

    void csvSourceReadsAsTheNodeIsSetTo()
    {
        // The preview types the columns as the node's run will: its spellings, its types.
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("t.csv")), "code,flag,level\n007,si,-\n12,no,3\n");
        QJsonObject params = pathParams(QStringLiteral("t.csv"));
        params.insert(u"missing_values", u"-"_s);
        params.insert(u"true_values", u"si"_s);
        params.insert(u"column_types", u"code = text"_s);
        const DatasetPreview p = DatasetPreview::fromSource(u"csv.read", params, QDir(dir.path()));
        QCOMPARE(p.table.column(0).type(), ColumnType::String);
        QCOMPARE(p.table.column(0).stringAt(0), u"007"_s);
        QCOMPARE(p.table.column(1).type(), ColumnType::Bool);
        QCOMPARE(p.table.column(1).boolAt(0), true);
        QCOMPARE(p.table.column(2).type(), ColumnType::Int);
        QVERIFY(p.table.column(2).isNull(0));

        params.insert(u"column_types", u"flag = int"_s);
        const QString refused =
            errorOf([&] { DatasetPreview::fromSource(u"csv.read", params, QDir(dir.path())); });
        QVERIFY2(refused.contains(u"t.csv:2:"_s) && refused.contains(u"'si'"_s),
                 qPrintable(refused));
        params.insert(u"column_types", u"flag int"_s);
        const QString malformed =
            errorOf([&] { DatasetPreview::fromSource(u"csv.read", params, QDir(dir.path())); });
        QVERIFY2(malformed.contains(u"'flag int'"_s), qPrintable(malformed));
    }

    void csvSourceEstimatesLargeFiles()
    {
        QTemporaryDir dir;
        const QByteArray row = "1234567,abcdefghijklmnopqrstuvwxyz,3.25\n"; // 40 bytes
        const qint64 rows = DatasetPreview::kCsvCountBytes / row.size() * 2;
        QByteArray csv = "a,b,c\n";
        csv.reserve(qsizetype(rows * row.size() + 6));
        for (qint64 i = 0; i < rows; ++i)
            csv += row;
        writeFile(dir.filePath(QStringLiteral("big.csv")), csv);
        const DatasetPreview p = DatasetPreview::fromSource(
            u"csv.read", pathParams(QStringLiteral("big.csv")), QDir(dir.path()));
        QVERIFY(!p.rowCountExact);
        QVERIFY2(std::abs(p.rowCount - rows) < rows / 50, qPrintable(QString::number(p.rowCount)));
        QCOMPARE(p.table.rowCount(), DatasetPreview::kRows);
    }

    void csvSourceErrorsNameFileAndLine()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("bad.csv")), "a,b\n1,2\n3,4\n5,6,7\n");
        const QDir folder(dir.path());
        const QString bad = errorOf([&] {
            DatasetPreview::fromSource(u"csv.read", pathParams(QStringLiteral("bad.csv")), folder);
        });
        QVERIFY2(bad.contains(QStringLiteral("bad.csv:4:")), qPrintable(bad));
        QVERIFY2(bad.contains(QStringLiteral("found 3")), qPrintable(bad));

        const QString missing = errorOf([&] {
            DatasetPreview::fromSource(u"csv.read", pathParams(QStringLiteral("nope.csv")), folder);
        });
        QVERIFY2(missing.contains(QStringLiteral("nope.csv")), qPrintable(missing));

        writeFile(dir.filePath(QStringLiteral("empty.csv")), "");
        const QString empty = errorOf([&] {
            DatasetPreview::fromSource(u"csv.read", pathParams(QStringLiteral("empty.csv")),
                                       folder);
        });
        QVERIFY2(empty.contains(QStringLiteral("empty.csv")), qPrintable(empty));

        const QString unset = errorOf([&] { DatasetPreview::fromSource(u"csv.read", {}, folder); });
        QVERIFY2(unset.startsWith(QStringLiteral("path")), qPrintable(unset));

        const QString other =
            errorOf([&] { DatasetPreview::fromSource(u"table.sort", {}, folder); });
        QVERIFY(!other.isEmpty());
        QVERIFY(!DatasetPreview::canPreview(u"table.sort"));
        QVERIFY(DatasetPreview::canPreview(u"csv.read"));
        QVERIFY(DatasetPreview::canPreview(u"json.read"));
    }

    void npySource()
    {
        QTemporaryDir dir;
        NpyFile::write(Array::fromDoubles({2, 2}, {1, 2, 3, 4}),
                       dir.filePath(QStringLiteral("a.npy")));
        const DatasetPreview p = DatasetPreview::fromSource(
            u"npy.read", pathParams(QStringLiteral("a.npy")), QDir(dir.path()));
        QCOMPARE(p.shapeText, QStringLiteral("(2, 2)"));
        QCOMPARE(p.statistics.max, 4.0);

        writeFile(dir.filePath(QStringLiteral("junk.npy")), "not numpy");
        const QString junk = errorOf([&] {
            DatasetPreview::fromSource(u"npy.read", pathParams(QStringLiteral("junk.npy")),
                                       QDir(dir.path()));
        });
        QVERIFY2(junk.contains(QStringLiteral("junk.npy")), qPrintable(junk));
    }

    void jsonSourceShowsTheValue()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("v.json")), "{\"total\": 42}");
        const DatasetPreview p = DatasetPreview::fromSource(
            u"json.read", pathParams(QStringLiteral("v.json")), QDir(dir.path()));
        QCOMPARE(p.kind, DataKind::Scalar);
        QVERIFY2(p.text.contains(QStringLiteral("\"total\": 42")), qPrintable(p.text));

        writeFile(dir.filePath(QStringLiteral("bad.json")), "{\"total\": ");
        const QString bad = errorOf([&] {
            DatasetPreview::fromSource(u"json.read", pathParams(QStringLiteral("bad.json")),
                                       QDir(dir.path()));
        });
        QVERIFY2(bad.contains(QStringLiteral("bad.json")), qPrintable(bad));
    }

    void sqliteSourceLimitsTheQuery()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shop.db"));
        {
            SqliteConnection db(path, SqliteConnection::Mode::ReadWrite);
            db.exec(QStringLiteral("CREATE TABLE t(n INTEGER, s TEXT)"));
            db.exec(
                QStringLiteral("WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                               "FROM c WHERE i < 300) INSERT INTO t SELECT i, 'x' || i FROM c"));
        }
        QJsonObject params = pathParams(QStringLiteral("shop.db"));
        params.insert(QStringLiteral("query"), QStringLiteral("SELECT * FROM t WHERE n > 10;"));
        const DatasetPreview p =
            DatasetPreview::fromSource(u"sqlite.read", params, QDir(dir.path()));
        QCOMPARE(p.rowCount, 290);
        QCOMPARE(p.table.rowCount(), DatasetPreview::kRows);
        QCOMPARE(p.table.column(0).intAt(0), 11);
        QCOMPARE(p.table.column(1).type(), ColumnType::String);

        params.insert(QStringLiteral("query"), QStringLiteral("SELECT * FROM missing"));
        const QString bad =
            errorOf([&] { DatasetPreview::fromSource(u"sqlite.read", params, QDir(dir.path())); });
        QVERIFY2(bad.contains(QStringLiteral("shop.db")), qPrintable(bad));
        QVERIFY2(bad.contains(QStringLiteral("missing")), qPrintable(bad));

        params.insert(QStringLiteral("path"), QStringLiteral("nope.db"));
        const QString missing =
            errorOf([&] { DatasetPreview::fromSource(u"sqlite.read", params, QDir(dir.path())); });
        QVERIFY2(missing.contains(QStringLiteral("nope.db")), qPrintable(missing));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("nope.db"))));
    }

    void folderSourceListsMatches()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("in/sub")));
        writeFile(dir.filePath(QStringLiteral("in/b.txt")), "bb");
        writeFile(dir.filePath(QStringLiteral("in/a.txt")), "a");
        writeFile(dir.filePath(QStringLiteral("in/c.log")), "ccc");
        writeFile(dir.filePath(QStringLiteral("in/sub/d.txt")), "dddd");
        QJsonObject params{{QStringLiteral("folder"), QStringLiteral("in")},
                           {QStringLiteral("pattern"), QStringLiteral("*.txt")}};
        DatasetPreview p = DatasetPreview::fromSource(u"files.list", params, QDir(dir.path()));
        QCOMPARE(p.fileCount, 2);
        QCOMPARE(p.totalFileBytes, 3);
        QVERIFY(p.fileNames.at(0).endsWith(QStringLiteral("in/a.txt")));
        params.insert(QStringLiteral("recursive"), true);
        p = DatasetPreview::fromSource(u"files.list", params, QDir(dir.path()));
        QCOMPARE(p.fileCount, 3);
        QCOMPARE(p.totalFileBytes, 7);

        params.insert(QStringLiteral("folder"), QStringLiteral("nowhere"));
        const QString missing =
            errorOf([&] { DatasetPreview::fromSource(u"files.list", params, QDir(dir.path())); });
        QVERIFY2(missing.contains(QStringLiteral("nowhere")), qPrintable(missing));
    }
};

QTEST_GUILESS_MAIN(TestDatasetPreview)
#include "tst_datasetpreview.moc"
