// table.drop_missing and table.fill_missing: nulls and NaN as missing, chosen columns, values
// per column, forward and backward filling, and the messages for bad parameters.
#include "OperatorTestSupport.h"
#include "data/Table.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace optest;

namespace {

const double kNan = std::numeric_limits<double>::quiet_NaN();

/// i: ints with nulls in rows 1 and 2; f: floats with a NaN in row 4; s: text with a null in
/// row 0; b: bools without a missing value.
std::shared_ptr<const Table> gappy()
{
    auto t = std::make_shared<Table>();
    t->addColumn(TableColumn::fromInts(u"i"_qs, {1, 0, 0, 4, 5}, {1, 0, 0, 1, 1}));
    t->addColumn(TableColumn::fromFloats(u"f"_qs, {0.5, 1.5, 2.5, 3.5, kNan}));
    TableColumn s(u"s"_qs, ColumnType::String);
    s.appendNull();
    for (const char *text : {"b", "c", "d", "e"})
        s.appendString(QString::fromLatin1(text));
    t->addColumn(std::move(s));
    t->addColumn(TableColumn::fromBools(u"b"_qs, {1, 0, 1, 0, 1}));
    return t;
}

std::shared_ptr<const Table> run1(const char *id, const QJsonObject &p,
                                  std::shared_ptr<const Table> input = gappy())
{
    return Table::fromDataset(run(id, p, {{std::move(input)}}).front());
}

QStringList texts(const TableColumn &column)
{
    QStringList out;
    for (qsizetype row = 0; row < column.size(); ++row)
        out.append(column.isNull(row) ? u"null"_qs : column.value(row).toString());
    return out;
}

} // namespace

class TestTableMissingOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dropMissingLooksAtEveryColumnByDefault()
    {
        const auto out = run1("table.drop_missing", {});
        QCOMPARE(texts(*out->column(u"i")), (QStringList{u"4"_qs}));
        QCOMPARE(out->columnNames(), gappy()->columnNames());
    }

    void dropMissingLooksAtTheNamedColumns()
    {
        const auto out = run1("table.drop_missing", params({{u"columns"_qs, u"i, f"_qs}}));
        QCOMPARE(texts(*out->column(u"s")), (QStringList{u"null"_qs, u"d"_qs}));
        const auto text = run1("table.drop_missing", params({{u"columns"_qs, u"s"_qs}}));
        QCOMPARE(text->rowCount(), 4);
        QCOMPARE(texts(*text->column(u"i")),
                 (QStringList{u"null"_qs, u"null"_qs, u"4"_qs, u"5"_qs}));
    }

    void dropMissingWithNothingToDropHandsOnTheInput()
    {
        const auto input = gappy();
        const auto out = run("table.drop_missing", params({{u"columns"_qs, u"b"_qs}}), {{input}});
        QCOMPARE(out.front().get(), input.get());
    }

    void dropMissingNamesAnUnknownColumn()
    {
        const QString message =
            runError("table.drop_missing", params({{u"columns"_qs, u"i, zz"_qs}}), {{gappy()}});
        QVERIFY2(
            message.contains(u"columns: the table has no column 'zz' (its columns: i, f, s, b)"),
            qPrintable(message));
    }

    void fillMissingWithOneValuePerColumn()
    {
        const auto input = gappy();
        const auto out = run1("table.fill_missing",
                              params({{u"columns"_qs, u"i = -1, f = 0.25, s = none"_qs}}), input);
        QCOMPARE(out->column(u"i")->type(), ColumnType::Int);
        QCOMPARE(texts(*out->column(u"i")),
                 (QStringList{u"1"_qs, u"-1"_qs, u"-1"_qs, u"4"_qs, u"5"_qs}));
        QCOMPARE(texts(*out->column(u"f")),
                 (QStringList{u"0.5"_qs, u"1.5"_qs, u"2.5"_qs, u"3.5"_qs, u"0.25"_qs}));
        QCOMPARE(texts(*out->column(u"s")),
                 (QStringList{u"none"_qs, u"b"_qs, u"c"_qs, u"d"_qs, u"e"_qs}));
        // A column without a missing value is shared, not copied.
        QCOMPARE(out->sharedColumn(3).get(), input->sharedColumn(3).get());
    }

    void fillMissingWithOneValueForAllColumns()
    {
        const auto out = run1("table.fill_missing", params({{u"value"_qs, u"7"_qs}}));
        QCOMPARE(texts(*out->column(u"i")),
                 (QStringList{u"1"_qs, u"7"_qs, u"7"_qs, u"4"_qs, u"5"_qs}));
        QCOMPARE(out->column(u"f")->floatAt(4), 7.0);
        QCOMPARE(out->column(u"s")->stringAt(0), u"7"_qs);
    }

    void fillMissingForward()
    {
        const auto out = run1("table.fill_missing", params({{u"method"_qs, u"forward"_qs}}));
        QCOMPARE(texts(*out->column(u"i")),
                 (QStringList{u"1"_qs, u"1"_qs, u"1"_qs, u"4"_qs, u"5"_qs}));
        QCOMPARE(out->column(u"f")->floatAt(4), 3.5);
        QVERIFY(out->column(u"s")->isNull(0)); // nothing above it
        const auto withValue =
            run1("table.fill_missing",
                 params({{u"method"_qs, u"forward"_qs}, {u"columns"_qs, u"s = first"_qs}}));
        QCOMPARE(withValue->column(u"s")->stringAt(0), u"first"_qs);
    }

    void fillMissingBackward()
    {
        const auto out = run1("table.fill_missing", params({{u"method"_qs, u"backward"_qs}}));
        QCOMPARE(texts(*out->column(u"i")),
                 (QStringList{u"1"_qs, u"4"_qs, u"4"_qs, u"4"_qs, u"5"_qs}));
        QCOMPARE(texts(*out->column(u"s")),
                 (QStringList{u"b"_qs, u"b"_qs, u"c"_qs, u"d"_qs, u"e"_qs}));
        QVERIFY(std::isnan(out->column(u"f")->floatAt(4))); // nothing below it
        const auto withValue = run1(
            "table.fill_missing", params({{u"method"_qs, u"backward"_qs}, {u"value"_qs, u"9"_qs}}));
        QCOMPARE(withValue->column(u"f")->floatAt(4), 9.0);
    }

    void fillMissingErrorsNameTheColumn_data()
    {
        QTest::addColumn<QString>("columns");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not an integer")
            << u"i"_qs << u"x"_qs << u"the value 'x' for column 'i' is not an integer"_qs;
        QTest::newRow("not a number")
            << u"f = many"_qs << QString() << u"the value 'many' for column 'f' is not a number"_qs;
        QTest::newRow("no value") << u"i"_qs << QString()
                                  << u"column 'i' has missing values but no value"_qs;
        QTest::newRow("unknown column")
            << u"zz = 1"_qs << QString() << u"columns: the table has no column 'zz'"_qs;
    }

    void fillMissingErrorsNameTheColumn()
    {
        QFETCH(QString, columns);
        QFETCH(QString, value);
        QFETCH(QString, problem);
        const QString message =
            runError("table.fill_missing", params({{u"columns"_qs, columns}, {u"value"_qs, value}}),
                     {{gappy()}});
        QVERIFY2(message.contains(problem), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestTableMissingOperators)
#include "tst_tablemissingoperators.moc"
