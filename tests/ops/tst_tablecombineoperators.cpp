#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/Table.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace optest;

namespace {

const double kNan = std::numeric_limits<double>::quiet_NaN();

TableColumn strings(const QString &name, const QStringList &values, const QList<int> &nulls = {})
{
    TableColumn column(name, ColumnType::String);
    for (int i = 0; i < values.size(); ++i) {
        if (nulls.contains(i))
            column.appendNull();
        else
            column.appendString(values[i]);
    }
    return column;
}

/// Sales: city (text, one null), year (int), amount (float with a NaN and a null), paid (bool).
std::shared_ptr<const Table> sales()
{
    auto t = std::make_shared<Table>();
    t->addColumn(strings(u"city"_qs, {u"Köln"_qs, u"Åre"_qs, u"Köln"_qs, u""_qs, u"Åre"_qs}, {3}));
    t->addColumn(TableColumn::fromInts(u"year"_qs, {2020, 2021, 2021, 2020, 2021}));
    t->addColumn(TableColumn::fromFloats(u"amount"_qs, {10, 20, kNan, 5, 1}, {1, 1, 1, 1, 0}));
    t->addColumn(TableColumn::fromBools(u"paid"_qs, {1, 0, 1, 1, 0}));
    return t;
}

/// Cities: name (text), population (int); Oslo has no sale.
std::shared_ptr<const Table> cities()
{
    auto t = std::make_shared<Table>();
    t->addColumn(strings(u"city"_qs, {u"Åre"_qs, u"Köln"_qs, u"Oslo"_qs}));
    t->addColumn(TableColumn::fromInts(u"population"_qs, {3200, 1080000, 700000}));
    t->addColumn(TableColumn::fromInts(u"year"_qs, {1, 2, 3}));
    return t;
}

std::shared_ptr<const Table> table(const DatasetPtr &dataset)
{
    return Table::fromDataset(dataset);
}

std::shared_ptr<const Table> run1(const char *id, const QJsonObject &p, Inputs inputs)
{
    return table(run(id, p, std::move(inputs)).front());
}

} // namespace

class TestTableCombineOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selectReordersRenamesAndShares()
    {
        const auto input = sales();
        const auto out =
            run1("table.select", params({{u"columns"_qs, u"year, city AS Stadt"_qs}}), {{input}});
        QCOMPARE(out->columnNames(), (QStringList{u"year"_qs, u"Stadt"_qs}));
        QCOMPARE(out->sharedColumn(0), input->sharedColumn(1)); // shared, not copied
        QCOMPARE(out->column(1).stringAt(1), u"Åre"_qs);
        const auto rest =
            run1("table.select",
                 params({{u"columns"_qs, u"paid as ok"_qs}, {u"keep_rest"_qs, true}}), {{input}});
        QCOMPARE(rest->columnNames(),
                 (QStringList{u"ok"_qs, u"city"_qs, u"year"_qs, u"amount"_qs}));
    }

    void selectErrors()
    {
        const QString missing =
            runError("table.select", params({{u"columns"_qs, u"year, price"_qs}}), {{sales()}});
        QVERIFY2(missing.contains(u"no column 'price' (its columns: city, year, amount, paid)"),
                 qPrintable(missing));
        QVERIFY(runError("table.select", params({{u"columns"_qs, u"year, city as year"_qs}}),
                         {{sales()}})
                    .contains(u"two columns named 'year'"));
        QVERIFY(runError("table.select", params({{u"columns"_qs, u" , "_qs}}), {{sales()}})
                    .contains(u"columns is empty"));
        QVERIFY(runError("table.select", params({{u"columns"_qs, u"x"_qs}}),
                         {{std::make_shared<const Array>(Array::fromDoubles({1}, {1}))}})
                    .contains(u"expected a table"));
    }

    void joinInner()
    {
        const auto out =
            run1("table.join", params({{u"on"_qs, u"city"_qs}}), {{sales()}, {cities()}});
        QCOMPARE(out->columnNames(), (QStringList{u"city"_qs, u"year"_qs, u"amount"_qs, u"paid"_qs,
                                                  u"population"_qs, u"year_right"_qs}));
        QCOMPARE(out->rowCount(), 4); // the null city matches nothing
        QCOMPARE(out->column(u"population")->intAt(1), 3200);
        QCOMPARE(out->column(u"city")->stringAt(2), u"Köln"_qs);
    }

    void joinLeftAndOuter()
    {
        const auto left =
            run1("table.join", params({{u"on"_qs, u"city"_qs}, {u"how"_qs, u"left"_qs}}),
                 {{sales()}, {cities()}});
        QCOMPARE(left->rowCount(), 5);
        QVERIFY(left->column(u"population")->isNull(3));
        const auto outer =
            run1("table.join", params({{u"on"_qs, u"city"_qs}, {u"how"_qs, u"outer"_qs}}),
                 {{sales()}, {cities()}});
        QCOMPARE(outer->rowCount(), 6);
        QCOMPARE(outer->column(u"city")->stringAt(5), u"Oslo"_qs); // key from the right row
        QVERIFY(outer->column(u"year")->isNull(5));
    }

    void joinMatchesNumbersByValue()
    {
        auto a = std::make_shared<Table>();
        a->addColumn(TableColumn::fromInts(u"k"_qs, {1, 2, 3}));
        auto b = std::make_shared<Table>();
        b->addColumn(TableColumn::fromFloats(u"key"_qs, {2.0, 3.5, 1.0}));
        b->addColumn(TableColumn::fromInts(u"v"_qs, {20, 35, 10}));
        const auto out = run1("table.join", params({{u"on"_qs, u"k = key"_qs}}), {{a}, {b}});
        QCOMPARE(out->rowCount(), 2);
        QCOMPARE(out->column(u"v")->intAt(0), 10);
        QCOMPARE(out->column(u"v")->intAt(1), 20);
        // Keys named differently both stay, as with pandas' left_on and right_on.
        QCOMPARE(out->columnNames(), (QStringList{u"k"_qs, u"key"_qs, u"v"_qs}));
        QCOMPARE(out->column(u"key")->floatAt(0), 1.0);
    }

    void joinOuterKeepsEachSidesKeyWhenTheNamesDiffer()
    {
        auto a = std::make_shared<Table>();
        a->addColumn(strings(u"id"_qs, {u"a"_qs, u"b"_qs}));
        a->addColumn(TableColumn::fromInts(u"x"_qs, {1, 2}));
        auto b = std::make_shared<Table>();
        b->addColumn(strings(u"customer"_qs, {u"b"_qs, u"c"_qs}));
        b->addColumn(TableColumn::fromInts(u"x"_qs, {20, 30}));
        const auto out =
            run1("table.join", params({{u"on"_qs, u"id = customer"_qs}, {u"how"_qs, u"outer"_qs}}),
                 {{a}, {b}});
        QCOMPARE(out->columnNames(),
                 (QStringList{u"id"_qs, u"x"_qs, u"customer"_qs, u"x_right"_qs}));
        QCOMPARE(out->rowCount(), 3);
        QVERIFY(out->column(u"customer")->isNull(0)); // a matched nothing
        QCOMPARE(out->column(u"customer")->stringAt(1), u"b"_qs);
        QVERIFY(out->column(u"id")->isNull(2)); // the right-only row has no left key
        QCOMPARE(out->column(u"customer")->stringAt(2), u"c"_qs);
    }

    void joinErrors()
    {
        const auto e = [](const char *on) {
            return runError("table.join", params({{u"on"_qs, QString::fromLatin1(on)}}),
                            {{sales()}, {cities()}});
        };
        QVERIFY2(e("town").contains(u"on: the left table has no column 'town'"),
                 qPrintable(e("town")));
        QVERIFY(e("city = town").contains(u"on: the right table has no column 'town'"));
        QVERIFY(e("year = city").contains(u"keys must both be text or both numbers"));
        QVERIFY(e("").contains(u"on is empty"));
    }

    void groupAggregates()
    {
        const auto out =
            run1("table.group",
                 params({{u"by"_qs, u"city"_qs},
                         {u"aggregates"_qs, u"count, count(amount), sum(amount) AS total, "
                                            "mean(amount), min(year), max(city), sum(paid), "
                                            "std(year), first(amount), last(year)"_qs}}),
                 {{sales()}});
        QCOMPARE(out->columnNames(),
                 (QStringList{u"city"_qs, u"count"_qs, u"count_amount"_qs, u"total"_qs,
                              u"mean_amount"_qs, u"min_year"_qs, u"max_city"_qs, u"sum_paid"_qs,
                              u"std_year"_qs, u"first_amount"_qs, u"last_year"_qs}));
        QCOMPARE(out->rowCount(), 3); // Köln, Åre, null — in order of first appearance
        QCOMPARE(out->column(0).stringAt(0), u"Köln"_qs);
        QVERIFY(out->column(0).isNull(2));
        const auto &count = *out->column(u"count");
        QCOMPARE(count.intAt(0), 2);
        QCOMPARE(out->column(u"count_amount")->intAt(0), 1); // the NaN is skipped
        QCOMPARE(out->column(u"total")->floatAt(0), 10.0);
        QCOMPARE(out->column(u"total")->floatAt(1), 20.0); // the null is skipped
        QCOMPARE(out->column(u"min_year")->type(), ColumnType::Int);
        QCOMPARE(out->column(u"min_year")->intAt(0), 2020);
        QCOMPARE(out->column(u"max_city")->stringAt(1), u"Åre"_qs);
        QCOMPARE(out->column(u"sum_paid")->intAt(0), 2);
        QCOMPARE(out->column(u"std_year")->floatAt(0), std::sqrt(0.5));
        QVERIFY(out->column(u"std_year")->isNull(2)); // one row has no sample std
        QCOMPARE(out->column(u"first_amount")->floatAt(0), 10.0);
        QCOMPARE(out->column(u"last_year")->intAt(1), 2021);
    }

    void groupWithoutKeysAndEmpty()
    {
        const auto all =
            run1("table.group", params({{u"aggregates"_qs, u"count, mean(year)"_qs}}), {{sales()}});
        QCOMPARE(all->rowCount(), 1);
        QCOMPARE(all->column(0).intAt(0), 5);
        const auto empty = std::make_shared<const Table>(sales()->slice(0, 0));
        const auto none =
            run1("table.group", params({{u"aggregates"_qs, u"count, mean(year)"_qs}}), {{empty}});
        QCOMPARE(none->rowCount(), 1);
        QCOMPARE(none->column(0).intAt(0), 0);
        QVERIFY(none->column(1).isNull(0));
        const auto byCity = run1("table.group", params({{u"by"_qs, u"city"_qs}}), {{empty}});
        QCOMPARE(byCity->rowCount(), 0);
    }

    void groupErrors()
    {
        const auto e = [](const char *by, const char *aggregates) {
            return runError("table.group",
                            params({{u"by"_qs, QString::fromLatin1(by)},
                                    {u"aggregates"_qs, QString::fromLatin1(aggregates)}}),
                            {{sales()}});
        };
        QVERIFY(e("town", "count").contains(u"no column 'town'"));
        QVERIFY(e("city", "median(year)").contains(u"'median(year)' is not function(column)"));
        QVERIFY(e("city", "sum(city)").contains(u"sum needs numbers, but column 'city' holds"));
        QVERIFY(e("city", "sum").contains(u"sum needs a column"));
        QVERIFY(e("city", "sum(nope)").contains(u"no column 'nope'"));
        QVERIFY(e("city", "count, count").contains(u"two columns named 'count'"));
    }

    void concatUnifiesColumns()
    {
        auto more = std::make_shared<Table>();
        more->addColumn(TableColumn::fromFloats(u"year"_qs, {2022.5}));
        more->addColumn(strings(u"note"_qs, {u"neu"_qs}));
        const auto out = run1("table.concat", {}, {{sales(), more}});
        QCOMPARE(out->rowCount(), 6);
        QCOMPARE(out->columnNames(),
                 (QStringList{u"city"_qs, u"year"_qs, u"amount"_qs, u"paid"_qs, u"note"_qs}));
        QCOMPARE(out->column(u"year")->type(), ColumnType::Float);
        QCOMPARE(out->column(u"year")->floatAt(5), 2022.5);
        QVERIFY(out->column(u"note")->isNull(0));
        QVERIFY(out->column(u"city")->isNull(5));
        const auto common =
            run1("table.concat", params({{u"columns"_qs, u"common"_qs}}), {{sales(), more}});
        QCOMPARE(common->columnNames(), QStringList{u"year"_qs});
        auto text = std::make_shared<Table>();
        text->addColumn(strings(u"year"_qs, {u"unknown"_qs}));
        const auto mixed = run1("table.concat", {}, {{sales(), text}});
        QCOMPARE(mixed->column(u"year")->type(), ColumnType::String);
        QCOMPARE(mixed->column(u"year")->stringAt(0), u"2020"_qs);
        QVERIFY(runError("table.concat", {},
                         {{sales(), std::make_shared<const Array>(Array::fromDoubles({1}, {1}))}})
                    .contains(u"expected a table on input 2, received array"));
    }

    void sampleIsSeededAndOrdered()
    {
        auto big = std::make_shared<Table>();
        std::vector<qint64> ids(1000);
        for (size_t i = 0; i < ids.size(); ++i)
            ids[i] = qint64(i);
        big->addColumn(TableColumn::fromInts(u"id"_qs, ids));
        const auto p = [](int seed) { return params({{u"rows"_qs, 50}, {u"seed"_qs, seed}}); };
        const auto a = run1("table.sample", p(7), {{big}});
        const auto b = run1("table.sample", p(7), {{big}});
        const auto c = run1("table.sample", p(8), {{big}});
        QCOMPARE(a->rowCount(), 50);
        QVERIFY(*a == *b);
        QVERIFY(!(*a == *c));
        for (qsizetype i = 1; i < a->rowCount(); ++i)
            QVERIFY(a->column(0).intAt(i) > a->column(0).intAt(i - 1)); // distinct, in order
        const auto tenth = run1("table.sample", params({{u"fraction"_qs, 0.1}}), {{big}});
        QCOMPARE(tenth->rowCount(), 100);
        const auto all = run1("table.sample", params({{u"rows"_qs, 5000}}), {{big}});
        QCOMPARE(all->rowCount(), 1000);
        const auto replaced =
            run1("table.sample", params({{u"rows"_qs, 5000}, {u"replace"_qs, true}}), {{big}});
        QCOMPARE(replaced->rowCount(), 5000);
    }

    void sampleErrors()
    {
        QVERIFY(runError("table.sample", params({{u"rows"_qs, -1}}), {{sales()}})
                    .contains(u"rows is -1"));
        QVERIFY(runError("table.sample", params({{u"fraction"_qs, 1.5}}), {{sales()}})
                    .contains(u"fraction is 1.5"));
        const auto empty = std::make_shared<const Table>(sales()->slice(0, 0));
        QCOMPARE(run1("table.sample", {}, {{empty}})->rowCount(), 0);
        QVERIFY(runError("table.sample", params({{u"replace"_qs, true}}), {{empty}})
                    .contains(u"the table is empty"));
    }
};

QTEST_GUILESS_MAIN(TestTableCombineOperators)
#include "tst_tablecombineoperators.moc"
