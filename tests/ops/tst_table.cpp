#include "data/Table.h"

#include <QTest>

#include <cmath>
#include <stdexcept>

using namespace weft::engine;

class TestTable : public QObject
{
    Q_OBJECT

private:
    static Table sample()
    {
        Table t;
        TableColumn ids(QStringLiteral("id"), ColumnType::Int);
        TableColumn names(QStringLiteral("name"), ColumnType::String);
        TableColumn scores(QStringLiteral("score"), ColumnType::Float);
        TableColumn flags(QStringLiteral("ok"), ColumnType::Bool);
        for (int i = 0; i < 5; ++i) {
            ids.appendInt(i * 10);
            if (i == 2)
                names.appendNull();
            else
                names.appendString(QStringLiteral("n%1é").arg(i));
            scores.appendFloat(i + 0.5);
            if (i == 4)
                flags.appendNull();
            else
                flags.appendBool(i % 2 == 0);
        }
        t.addColumn(std::move(ids));
        t.addColumn(std::move(names));
        t.addColumn(std::move(scores));
        t.addColumn(std::move(flags));
        return t;
    }

private Q_SLOTS:
    void namesAreFoundInWideTablesAndCopies()
    {
        Table wide;
        constexpr int columns = 50000;
        for (int c = 0; c < columns; ++c)
            wide.addColumn(TableColumn::fromInts(QStringLiteral("c%1").arg(c), {c}));
        QCOMPARE(wide.columnIndex(u"c0"), 0);
        QCOMPARE(wide.columnIndex(u"c49999"), columns - 1);
        QCOMPARE(wide.columnIndex(u"c50000"), -1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 wide.addColumn(TableColumn::fromInts(u"c123"_qs, {0})));
        // A copy that gains or replaces a column leaves the original's names as they were.
        Table copy = wide;
        copy.addColumn(TableColumn::fromInts(u"extra"_qs, {7}));
        copy.setColumn(TableColumn::fromFloats(u"c5"_qs, {2.5}));
        QCOMPARE(copy.columnIndex(u"extra"), columns);
        QCOMPARE(copy.column(u"c5")->type(), ColumnType::Float);
        QCOMPARE(copy.columnIndex(u"c5"), 5);
        QCOMPARE(wide.columnIndex(u"extra"), -1);
        QCOMPARE(wide.column(u"c5")->type(), ColumnType::Int);
        const Table rows = copy.slice(0, 1);
        QCOMPARE(rows.columnIndex(u"extra"), columns);
        QCOMPARE(rows.column(u"c49999")->intAt(0), 49999);
    }

    void buildsColumnByColumn()
    {
        const Table t = sample();
        QCOMPARE(t.kind(), DataKind::Table);
        QCOMPARE(t.rowCount(), 5);
        QCOMPARE(t.columnCount(), 4);
        QCOMPARE(t.columnNames(), (QStringList{QStringLiteral("id"), QStringLiteral("name"),
                                               QStringLiteral("score"), QStringLiteral("ok")}));
        QCOMPARE(t.column(0).type(), ColumnType::Int);
        QCOMPARE(t.column(0).intAt(3), 30);
        QCOMPARE(t.column(1).stringAt(1), QStringLiteral("n1é"));
        QCOMPARE(t.column(1).utf8At(1), std::string_view("n1\xc3\xa9"));
        QVERIFY(t.column(3).boolAt(2));
        QVERIFY(!t.column(3).boolAt(1));
    }

    void nullsAreTrackedOnlyWhenPresent()
    {
        const Table t = sample();
        QVERIFY(!t.column(0).hasNulls());
        QVERIFY(t.column(0).validity().empty());
        QVERIFY(t.column(1).hasNulls());
        QVERIFY(t.column(1).isNull(2));
        QVERIFY(!t.column(1).isNull(3));
        QCOMPARE(t.column(1).stringAt(3), QStringLiteral("n3é")); // offsets survive a null
        QVERIFY(!t.column(1).value(2).isValid());
        QVERIFY(t.column(3).isNull(4));
        QVERIFY(std::isnan(t.number(3, 4)));
    }

    void readsCellsAsNumbers()
    {
        const Table t = sample();
        QCOMPARE(t.number(0, 2), 20.0);
        QCOMPARE(t.number(2, 1), 1.5);
        QCOMPARE(t.number(3, 0), 1.0);
        QCOMPARE(t.number(3, 1), 0.0);
        QVERIFY(std::isnan(t.number(1, 0))); // text is not a number
        QCOMPARE(t.column(0).value(1), QVariant::fromValue(qint64(10)));
    }

    void looksUpColumnsByName()
    {
        const Table t = sample();
        QCOMPARE(t.columnIndex(u"score"), 2);
        QCOMPARE(t.columnIndex(u"missing"), -1);
        QVERIFY(t.column(u"missing") == nullptr);
        QCOMPARE(t.column(u"name")->type(), ColumnType::String);
    }

    void selectsRowsByIndex()
    {
        const Table t = sample();
        const std::vector<qsizetype> rows{4, 2, 2, 0};
        const Table s = t.selectRows(rows);
        QCOMPARE(s.rowCount(), 4);
        QCOMPARE(s.column(0).intAt(0), 40);
        QCOMPARE(s.column(0).intAt(3), 0);
        QVERIFY(s.column(1).isNull(1));
        QVERIFY(s.column(1).isNull(2));
        QCOMPARE(s.column(1).stringAt(0), QStringLiteral("n4é"));
        QVERIFY(s.column(3).isNull(0));

        const std::vector<qsizetype> noNulls{0, 1};
        QVERIFY(!t.selectRows(noNulls).column(1).hasNulls());
    }

    void slicesClampToTheTable()
    {
        const Table t = sample();
        const Table s = t.slice(3, 100);
        QCOMPARE(s.rowCount(), 2);
        QCOMPARE(s.column(0).intAt(0), 30);
        QCOMPARE(t.slice(0, 0).rowCount(), 0);
        QCOMPARE(t.slice(0, 0).columnCount(), 4);
    }

    void setColumnReplacesInPlaceAndSharesTheRest()
    {
        const Table t = sample();
        Table u = t;
        u.setColumn(TableColumn::fromFloats(QStringLiteral("id"), {1, 2, 3, 4, 5}));
        QCOMPARE(u.columnIndex(u"id"), 0);
        QCOMPARE(u.column(0).type(), ColumnType::Float);
        QCOMPARE(t.column(0).type(), ColumnType::Int); // the original is untouched
        QCOMPARE(u.sharedColumn(1), t.sharedColumn(1));
        u.setColumn(TableColumn::fromInts(QStringLiteral("extra"), {1, 2, 3, 4, 5}));
        QCOMPARE(u.columnCount(), 5);
    }

    void rejectsMismatchedColumns()
    {
        Table t = sample();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 t.addColumn(TableColumn::fromInts(QStringLiteral("x"), {1})));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            t.addColumn(TableColumn::fromInts(QStringLiteral("id"), {1, 2, 3, 4, 5})));
    }

    void sizeBytesCountsPayloads()
    {
        Table small;
        small.addColumn(TableColumn::fromInts(QStringLiteral("a"), std::vector<qint64>(1000)));
        QVERIFY(small.sizeBytes() >= qint64(1000 * sizeof(qint64)));

        TableColumn text(QStringLiteral("t"), ColumnType::String);
        const QString longText(1000, QLatin1Char('x'));
        for (int i = 0; i < 1000; ++i)
            text.appendString(longText);
        Table big;
        big.addColumn(std::move(text));
        QVERIFY(big.sizeBytes() >= 1000 * 1000);
        QVERIFY(big.sizeBytes() < 4 * 1000 * 1000);
    }

    void factoriesDropAFullValidityMask()
    {
        const auto c = TableColumn::fromInts(QStringLiteral("a"), {1, 2}, {1, 1});
        QVERIFY(!c.hasNulls());
        const auto d = TableColumn::fromInts(QStringLiteral("a"), {1, 2}, {1, 0});
        QVERIFY(d.isNull(1));
    }

    void equalityComparesValuesAndNulls()
    {
        QVERIFY(sample() == sample());
        Table other = sample();
        other.setColumn(TableColumn::fromFloats(QStringLiteral("score"), {0.5, 1.5, 2.5, 3.5, 4}));
        QVERIFY(!(other == sample()));
    }

    void fromDatasetChecksTheKind()
    {
        const DatasetPtr table = std::make_shared<const Table>(sample());
        QVERIFY(Table::fromDataset(table) != nullptr);
        QVERIFY(Table::fromDataset(nullptr) == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestTable)
#include "tst_table.moc"
