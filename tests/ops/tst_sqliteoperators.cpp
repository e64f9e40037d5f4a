#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/SqliteConnection.h"
#include "data/SqliteQueryReader.h"
#include "data/Table.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace optest;

namespace {

/// id 1..4, "größe" floats with a NaN, ok bools with a null, name text with Unicode and quotes.
std::shared_ptr<const Table> sample()
{
    auto t = std::make_shared<Table>();
    t->addColumn(TableColumn::fromInts(u"id"_qs, {1, 2, 3, 4}));
    t->addColumn(TableColumn::fromFloats(
        u"größe"_qs, {1.5, std::numeric_limits<double>::quiet_NaN(), -2, 1e300}));
    t->addColumn(TableColumn::fromBools(u"ok"_qs, {1, 0, 1, 0}, {1, 1, 0, 1}));
    TableColumn names(u"name \"quoted\""_qs, ColumnType::String);
    for (const QString &n : {u"Zoë"_qs, u"名前"_qs, u"it's"_qs, QString()})
        names.appendString(n);
    t->addColumn(std::move(names));
    return t;
}

std::shared_ptr<const Table> table(const DatasetPtr &dataset)
{
    return Table::fromDataset(dataset);
}

} // namespace

class TestSqliteOperators : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QDir project() const { return QDir(m_dir.path()); }

    std::shared_ptr<const Table> query(const QString &sql,
                                       const QString &file = u"out/db.sqlite"_qs)
    {
        return table(
            run("sqlite.read", params({{u"path"_qs, file}, {u"query"_qs, sql}}), {}, project())
                .front());
    }

    QString write(DatasetPtr input, const QString &name, const QString &mode)
    {
        return runError(
            "sqlite.write",
            params({{u"path"_qs, u"out/db.sqlite"_qs}, {u"table"_qs, name}, {u"mode"_qs, mode}}),
            {{std::move(input)}}, project());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void writeThenReadKeepsTypesAndUnicode()
    {
        QCOMPARE(write(sample(), u"mesures été"_qs, u"replace"_qs), QString());
        const auto back = query(u"SELECT * FROM \"mesures été\" ORDER BY id"_qs);
        QCOMPARE(back->columnNames(), sample()->columnNames());
        QCOMPARE(back->column(0).type(), ColumnType::Int);
        QCOMPARE(back->column(1).type(), ColumnType::Float);
        QCOMPARE(back->column(2).type(), ColumnType::Bool);
        QCOMPARE(back->column(3).type(), ColumnType::String);
        QVERIFY(back->column(1).isNull(1)); // SQLite stores NaN as NULL
        QCOMPARE(back->column(1).floatAt(3), 1e300);
        QVERIFY(back->column(2).isNull(2));
        QCOMPARE(back->column(3).stringAt(1), u"名前"_qs);
        QCOMPARE(back->column(3).stringAt(2), u"it's"_qs);
        QVERIFY(!back->column(3).isNull(3)); // an empty string is not NULL
    }

    void replaceSwapsAndAppendAdds()
    {
        QCOMPARE(write(sample(), u"t"_qs, u"replace"_qs), QString());
        QCOMPARE(write(sample(), u"t"_qs, u"replace"_qs), QString());
        QCOMPARE(query(u"SELECT count(*) AS n FROM t"_qs)->column(0).intAt(0), 4);
        QCOMPARE(write(sample(), u"t"_qs, u"append"_qs), QString());
        QCOMPARE(query(u"SELECT count(*) AS n FROM t"_qs)->column(0).intAt(0), 8);
        // Append to a missing table creates it.
        QCOMPARE(write(sample(), u"fresh"_qs, u"append"_qs), QString());
        QCOMPARE(query(u"SELECT count(*) AS n FROM fresh"_qs)->column(0).intAt(0), 4);
    }

    void failedAppendChangesNothing()
    {
        {
            SqliteConnection db(project().filePath(u"out/db.sqlite"_qs),
                                SqliteConnection::Mode::ReadWrite);
            db.exec(u"DROP TABLE IF EXISTS strict; CREATE TABLE strict (id INTEGER, \"größe\" "
                    "REAL, ok BOOLEAN NOT NULL, \"name \"\"quoted\"\"\" TEXT)"_qs);
        }
        // Row 3 has a null in "ok": the insert fails there, after two rows went in.
        const QString error = write(sample(), u"strict"_qs, u"append"_qs);
        QVERIFY2(error.contains(u"table 'strict'") && error.contains(u"NOT NULL"),
                 qPrintable(error));
        QCOMPARE(query(u"SELECT count(*) AS n FROM strict"_qs)->column(0).intAt(0), 0);

        auto narrow = std::make_shared<Table>();
        narrow->addColumn(TableColumn::fromInts(u"id"_qs, {1}));
        narrow->addColumn(TableColumn::fromInts(u"extra"_qs, {1}));
        const QString missing = write(narrow, u"strict"_qs, u"append"_qs);
        QVERIFY2(missing.contains(u"has no column 'extra' to append to"), qPrintable(missing));
    }

    void failedWriteLeavesTheFileAsItWas()
    {
        // Cancelled after the first rows went in: a new database is never created, an existing
        // one is byte for byte as it was, with no journal beside it.
        auto many = std::make_shared<Table>();
        many->addColumn(TableColumn::fromInts(u"id"_qs, std::vector<qint64>(20000, 7)));
        std::stop_source stop;
        stop.request_stop();
        const auto cancelledWrite = [&](const QString &file) {
            return runError(
                "sqlite.write",
                params({{u"path"_qs, file}, {u"table"_qs, u"t"_qs}, {u"mode"_qs, u"append"_qs}}),
                {{many}}, project(), stop.get_token());
        };
        const QDir folder(project().filePath(u"safe"_qs));
        QVERIFY(folder.mkpath(u"."_qs));
        QVERIFY(cancelledWrite(u"safe/new.sqlite"_qs).contains(u"was cancelled"));
        QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden), QStringList());

        QCOMPARE(runError("sqlite.write",
                          params({{u"path"_qs, u"safe/old.sqlite"_qs}, {u"table"_qs, u"t"_qs}}),
                          {{sample()}}, project()),
                 QString());
        const auto bytes = [&] {
            QFile file(folder.filePath(u"old.sqlite"_qs));
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray before = bytes();
        QVERIFY(!before.isEmpty());
        QVERIFY(cancelledWrite(u"safe/old.sqlite"_qs).contains(u"was cancelled"));
        QCOMPARE(bytes(), before);
        QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden), QStringList{u"old.sqlite"_qs});
    }

    void aFailedNewDatabaseNamesItsFile()
    {
        // A new database is written under a hidden temporary name; what went wrong (here two
        // columns SQLite takes for one, as it would a full disk) names the file the user gave.
        auto clash = std::make_shared<Table>();
        clash->addColumn(TableColumn::fromInts(u"x"_qs, {1}));
        clash->addColumn(TableColumn::fromInts(u"X"_qs, {2}));
        const QString error = runError(
            "sqlite.write", params({{u"path"_qs, u"named/new.sqlite"_qs}, {u"table"_qs, u"t"_qs}}),
            {{clash}}, project());
        QVERIFY2(error.startsWith(project().filePath(u"named/new.sqlite: "_qs)), qPrintable(error));
        QVERIFY2(!error.contains(u"weft-new"), qPrintable(error));
        QCOMPARE(QDir(project().filePath(u"named"_qs)).entryList(QDir::Files | QDir::Hidden),
                 QStringList());
    }

    void emptyTableKeepsItsColumnTypes()
    {
        const auto empty = std::make_shared<const Table>(sample()->slice(0, 0));
        QCOMPARE(write(empty, u"leer"_qs, u"replace"_qs), QString());
        const auto back = query(u"SELECT * FROM leer"_qs);
        QCOMPARE(back->rowCount(), 0);
        QCOMPARE(back->columnNames(), sample()->columnNames());
        QCOMPARE(back->column(0).type(), ColumnType::Int);
        QCOMPARE(back->column(1).type(), ColumnType::Float);
        QCOMPARE(back->column(2).type(), ColumnType::Bool);
        QCOMPARE(back->column(3).type(), ColumnType::String);
    }

    void writeBadInput()
    {
        QVERIFY(write(sample(), u"  "_qs, u"replace"_qs).contains(u"table"));
        QVERIFY(write(sample(), u"t"_qs, u"merge"_qs).contains(u"mode 'merge'"));
        const QString array = write(std::make_shared<const Array>(Array::fromDoubles({1}, {1})),
                                    u"t"_qs, u"replace"_qs);
        QVERIFY2(array.contains(u"expected a table on the input, received array"),
                 qPrintable(array));
        QVERIFY(write(std::make_shared<const Table>(), u"t"_qs, u"replace"_qs)
                    .contains(u"the input has no columns"));
    }

    void readWidensTypes()
    {
        const auto t = query(u"SELECT 1 AS a, 1 AS b, NULL AS c UNION ALL "
                             "SELECT 2.5, 'x', NULL UNION ALL SELECT NULL, 3, NULL"_qs);
        QCOMPARE(t->column(0).type(), ColumnType::Float);
        QCOMPARE(t->column(0).floatAt(0), 1.0);
        QVERIFY(t->column(0).isNull(2));
        QCOMPARE(t->column(1).type(), ColumnType::String);
        QCOMPARE(t->column(1).stringAt(0), u"1"_qs);
        QCOMPARE(t->column(1).stringAt(2), u"3"_qs);
        QCOMPARE(t->column(2).type(), ColumnType::String);
        QVERIFY(t->column(2).isNull(0));
    }

    void readErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        const QString db = u"out/db.sqlite"_qs;
        QTest::newRow("missing file") << u"none.sqlite"_qs << u"SELECT 1"_qs
                                      << u"none.sqlite: the database file does not exist"_qs;
        QTest::newRow("no table") << db << u"SELECT * FROM nowhere"_qs
                                  << u"in the query: no such table: nowhere"_qs;
        QTest::newRow("syntax") << db << u"SELEC 1"_qs << u"syntax error"_qs;
        QTest::newRow("two statements")
            << db << u"SELECT 1; SELECT 2"_qs << u"more than one statement"_qs;
        QTest::newRow("same names")
            << db << u"SELECT 1 AS a, 2 AS a"_qs << u"two columns named 'a'"_qs;
        QTest::newRow("no rows") << db << u"DELETE FROM t"_qs << u"returns no columns"_qs;
        QTest::newRow("read-only") << db << u"DELETE FROM t RETURNING id"_qs << u"readonly"_qs;
        QTest::newRow("empty") << db << u"  "_qs << u"the query is empty"_qs;
        QTest::newRow("not sqlite")
            << u"notes.txt"_qs << u"SELECT * FROM t"_qs << u"not a database"_qs;
    }

    void readErrors()
    {
        QFETCH(QString, file);
        QFETCH(QString, sql);
        QFETCH(QString, message);
        QFile notes(project().filePath(u"notes.txt"_qs));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write(QByteArray(200, 'x'));
        notes.close();
        const QString error = runError(
            "sqlite.read", params({{u"path"_qs, file}, {u"query"_qs, sql}}), {}, project());
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void sqlJoinsNamedInputs()
    {
        auto prices = std::make_shared<Table>();
        prices->addColumn(TableColumn::fromInts(u"id"_qs, {1, 2, 3}));
        prices->addColumn(TableColumn::fromFloats(u"price"_qs, {9.5, 20, 1}));
        const auto out = table(
            run("table.sql",
                params({{u"names"_qs, u"items, prices"_qs},
                        {u"query"_qs,
                         u"SELECT i.\"name \"\"quoted\"\"\", p.price * 2 AS double_price FROM "
                         "items i JOIN prices p USING (id) WHERE p.price > 5 "
                         "ORDER BY p.price DESC"_qs}}),
                {{sample(), prices}})
                .front());
        QCOMPARE(out->rowCount(), 2);
        QCOMPARE(out->column(0).stringAt(0), u"名前"_qs);
        QCOMPARE(out->column(1).floatAt(1), 19.0);
    }

    void sqlDefaultNamesAndEmptyResult()
    {
        const auto out =
            table(run("table.sql", params({{u"query"_qs, u"SELECT id FROM t1 WHERE id > 99"_qs}}),
                      {{sample()}})
                      .front());
        QCOMPARE(out->rowCount(), 0);
        QCOMPARE(out->column(0).type(), ColumnType::Int); // from the declared type
    }

    void sqlErrors()
    {
        const auto q = [](const char *sql, const char *names = "") {
            return params(
                {{u"query"_qs, QString::fromUtf8(sql)}, {u"names"_qs, QString::fromUtf8(names)}});
        };
        QVERIFY(runError("table.sql", q("SELECT * FROM t1", "a, b"), {{sample()}})
                    .contains(u"names gives 2 names for 1 connected tables"));
        QVERIFY(runError("table.sql", q("SELECT * FROM t1", "a, A"), {{sample(), sample()}})
                    .contains(u"'A' is given twice"));
        QVERIFY(runError("table.sql", q("SELECT nope FROM t1"), {{sample()}})
                    .contains(u"no such column: nope"));
        const QString array =
            runError("table.sql", q("SELECT 1"),
                     {{sample(), std::make_shared<const Array>(Array::fromDoubles({1}, {1}))}});
        QVERIFY2(array.contains(u"expected a table on input 2 (t2), received array"),
                 qPrintable(array));
    }
};

QTEST_GUILESS_MAIN(TestSqliteOperators)
#include "tst_sqliteoperators.moc"
