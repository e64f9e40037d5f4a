#include "data/Table.h"
#include "ops/OperatorRegistry.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <thread>

using namespace weft::engine;

namespace {

std::vector<DatasetPtr> run(const char *id, const QJsonObject &params, DatasetPtr input,
                            std::stop_token stop = {})
{
    const Operator *op = OperatorRegistry::builtin().find(QString::fromLatin1(id));
    Q_ASSERT(op);
    const OperatorCall call(op->spec(), params, {{std::move(input)}}, QDir::current(), stop);
    return op->run(call);
}

std::shared_ptr<const Table> runTable(const char *id, const QJsonObject &params, DatasetPtr input)
{
    const auto outputs = run(id, params, std::move(input));
    Q_ASSERT(outputs.size() == 1);
    return Table::fromDataset(outputs.front());
}

/// The message of the OperatorError that running `id` throws, or "" when it does not throw.
QString runError(const char *id, const QJsonObject &params, DatasetPtr input,
                 std::stop_token stop = {})
{
    try {
        run(id, params, std::move(input), stop);
    } catch (const OperatorError &e) {
        return e.message();
    }
    return {};
}

/// x: 1..5 as ints, y: floats with a null in row 2, ok: bools, name: text, "unit price".
std::shared_ptr<const Table> sample()
{
    auto t = std::make_shared<Table>();
    t->addColumn(TableColumn::fromInts(QStringLiteral("x"), {1, 2, 3, 4, 5}));
    t->addColumn(
        TableColumn::fromFloats(QStringLiteral("y"), {0.5, 1.5, 0, -2.5, 4.0}, {1, 1, 0, 1, 1}));
    t->addColumn(TableColumn::fromBools(QStringLiteral("ok"), {1, 0, 1, 0, 1}));
    TableColumn names(QStringLiteral("name"), ColumnType::String);
    for (const char *n : {"e", "d", "c", "b", "a"})
        names.appendString(QString::fromLatin1(n));
    t->addColumn(std::move(names));
    t->addColumn(TableColumn::fromInts(QStringLiteral("unit price"), {10, 20, 30, 40, 50}));
    return t;
}

QJsonObject params(std::initializer_list<std::pair<QString, QJsonValue>> values)
{
    QJsonObject object;
    for (const auto &[key, value] : values)
        object.insert(key, value);
    return object;
}

std::vector<qint64> ints(const TableColumn &column)
{
    return {column.ints().begin(), column.ints().end()};
}

} // namespace

class TestTableOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deriveAddsAFloatColumn()
    {
        const auto input = sample();
        const auto out =
            runTable("table.derive",
                     params({{QStringLiteral("column"), QStringLiteral("z")},
                             {QStringLiteral("expression"), QStringLiteral("x * 2 + ok")}}),
                     input);
        QCOMPARE(out->columnCount(), input->columnCount() + 1);
        const TableColumn &z = *out->column(u"z");
        QCOMPARE(z.type(), ColumnType::Float);
        QCOMPARE(z.floatAt(0), 3.0);
        QCOMPARE(z.floatAt(1), 4.0);
        QCOMPARE(z.floatAt(4), 11.0);
        QCOMPARE(out->sharedColumn(0), input->sharedColumn(0)); // unchanged columns are shared
    }

    void deriveReplacesAColumnInPlace()
    {
        const auto out = runTable(
            "table.derive",
            params({{QStringLiteral("column"), QStringLiteral("x")},
                    {QStringLiteral("expression"), QStringLiteral("x > 2 ? sqrt(x) : -x")}}),
            sample());
        QCOMPARE(out->columnIndex(u"x"), 0);
        QCOMPARE(out->columnCount(), 5);
        QCOMPARE(out->column(0).floatAt(0), -1.0);
        QCOMPARE(out->column(0).floatAt(3), 2.0);
    }

    void deriveGivesNullWhereAnInputIsNull()
    {
        const auto out = runTable("table.derive",
                                  params({{QStringLiteral("column"), QStringLiteral("s")},
                                          {QStringLiteral("expression"), QStringLiteral("x+y")}}),
                                  sample());
        const TableColumn &s = *out->column(u"s");
        QVERIFY(s.isNull(2));
        QVERIFY(!s.isNull(3));
        QCOMPARE(s.floatAt(3), 1.5);
    }

    void deriveOverManyChunks()
    {
        const qint64 rows = 100'003;
        std::vector<qint64> values(static_cast<size_t>(rows));
        std::vector<std::uint8_t> valid(values.size(), 1);
        for (qint64 i = 0; i < rows; ++i)
            values[size_t(i)] = i;
        valid[70'000] = 0;
        auto t = std::make_shared<Table>();
        t->addColumn(TableColumn::fromInts(QStringLiteral("i"), values, valid));
        const auto out = runTable("table.derive",
                                  params({{QStringLiteral("column"), QStringLiteral("sq")},
                                          {QStringLiteral("expression"), QStringLiteral("i*i")}}),
                                  t);
        const TableColumn &sq = *out->column(u"sq");
        for (qint64 i : {qint64(0), qint64(32767), qint64(32768), qint64(65537), rows - 1})
            QCOMPARE(sq.floatAt(i), double(i) * double(i));
        QVERIFY(sq.isNull(70'000));
        QVERIFY(!sq.isNull(69'999));
    }

    void deriveErrorsNameTheColumnAndTheProblem_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("problem");
        QTest::newRow("syntax") << "x + * 2"
                                << "Unexpected";
        QTest::newRow("unknown column") << "x + nope"
                                        << "unknown column 'nope' (the numeric columns: x, y, ok)";
        QTest::newRow("text column") << "name * 2"
                                     << "column 'name' holds text, not numbers";
        QTest::newRow("not an identifier") << "x + unit"
                                           << "unknown column 'unit'";
        QTest::newRow("two values") << "x, y"
                                    << "one is expected";
        QTest::newRow("empty") << ""
                               << "empty";
    }

    void deriveErrorsNameTheColumnAndTheProblem()
    {
        QFETCH(QString, expression);
        QFETCH(QString, problem);
        const QString message =
            runError("table.derive",
                     params({{QStringLiteral("column"), QStringLiteral("ratio")},
                             {QStringLiteral("expression"), expression}}),
                     sample());
        QVERIFY2(message.contains(QStringLiteral("column 'ratio'")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("'%1'").arg(expression)), qPrintable(message));
        QVERIFY2(message.contains(problem), qPrintable(message));
    }

    void deriveRejectsAnEmptyColumnName()
    {
        const QString message =
            runError("table.derive",
                     params({{QStringLiteral("column"), QStringLiteral("  ")},
                             {QStringLiteral("expression"), QStringLiteral("x")}}),
                     sample());
        QVERIFY2(message.contains(QStringLiteral("empty")), qPrintable(message));
    }

    void filterKeepsRowsWhereTheConditionHolds()
    {
        const auto out = runTable(
            "table.filter", params({{QStringLiteral("condition"), QStringLiteral("x >= 2 && ok")}}),
            sample());
        QCOMPARE(out->rowCount(), 2);
        QCOMPARE(ints(*out->column(u"x")), (std::vector<qint64>{3, 5}));
        QCOMPARE(out->column(u"name")->stringAt(1), QStringLiteral("a"));
    }

    void filterDropsNullConditions()
    {
        const auto out =
            runTable("table.filter",
                     params({{QStringLiteral("condition"), QStringLiteral("y < 100")}}), sample());
        QCOMPARE(ints(*out->column(u"x")), (std::vector<qint64>{1, 2, 4, 5}));
        QVERIFY(!out->column(u"y")->hasNulls());
    }

    void filterAcrossManyEvaluationChunks()
    {
        // More rows than one evaluation chunk holds, nulls at and around chunk edges: the kept
        // rows are the same, in order, as row by row.
        constexpr qint64 rows = 100003;
        TableColumn x(QStringLiteral("x"), ColumnType::Int);
        TableColumn y(QStringLiteral("y"), ColumnType::Float);
        for (qint64 row = 0; row < rows; ++row) {
            x.appendInt(row);
            if (row % 32768 == 0 || row % 32768 == 32767 || row % 1000 == 1)
                y.appendNull();
            else
                y.appendFloat(double(row % 7));
        }
        auto input = std::make_shared<Table>();
        input->addColumn(std::move(x));
        input->addColumn(std::move(y));
        const auto out =
            runTable("table.filter",
                     params({{QStringLiteral("condition"), QStringLiteral("y >= 3")}}), input);
        std::vector<qint64> expected;
        for (qint64 row = 0; row < rows; ++row) {
            if (!input->column(1).isNull(row) && row % 7 >= 3)
                expected.push_back(row);
        }
        QCOMPARE(ints(*out->column(u"x")), expected);
        QVERIFY(!out->column(u"y")->hasNulls());
    }

    void filterKeepingEverythingReturnsTheInput()
    {
        const auto input = sample();
        const auto outputs = run(
            "table.filter", params({{QStringLiteral("condition"), QStringLiteral("1")}}), input);
        QCOMPARE(outputs.front(), DatasetPtr(input));
    }

    void filterErrorNamesTheCondition()
    {
        const QString message =
            runError("table.filter",
                     params({{QStringLiteral("condition"), QStringLiteral("z > 1")}}), sample());
        QVERIFY2(message.contains(QStringLiteral("the condition")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("unknown column 'z'")), qPrintable(message));
    }

    void sortAscendingAndDescending()
    {
        const auto up = runTable(
            "table.sort", params({{QStringLiteral("column"), QStringLiteral("name")}}), sample());
        QCOMPARE(ints(*up->column(u"x")), (std::vector<qint64>{5, 4, 3, 2, 1}));
        const auto down = runTable("table.sort",
                                   params({{QStringLiteral("column"), QStringLiteral("x")},
                                           {QStringLiteral("descending"), true}}),
                                   sample());
        QCOMPARE(ints(*down->column(u"x")), (std::vector<qint64>{5, 4, 3, 2, 1}));
        QCOMPARE(down->column(u"name")->stringAt(0), QStringLiteral("a"));
    }

    void sortPutsNullsAndNanLastEitherWay()
    {
        auto t = std::make_shared<Table>();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        t->addColumn(
            TableColumn::fromFloats(QStringLiteral("v"), {2, nan, 0, 1, 3}, {1, 1, 0, 1, 1}));
        t->addColumn(TableColumn::fromInts(QStringLiteral("row"), {0, 1, 2, 3, 4}));
        for (bool descending : {false, true}) {
            const auto out = runTable("table.sort",
                                      params({{QStringLiteral("column"), QStringLiteral("v")},
                                              {QStringLiteral("descending"), descending}}),
                                      t);
            const std::vector<qint64> expected = descending ? std::vector<qint64>{4, 0, 3, 1, 2}
                                                            : std::vector<qint64>{3, 0, 4, 1, 2};
            QCOMPARE(ints(*out->column(u"row")), expected);
        }
    }

    void sortIsStableAcrossMergedRuns()
    {
        // More rows than one sorted run, few distinct keys: equal keys must keep their order
        // through the merges.
        const qint64 rows = 200'000;
        std::vector<qint64> keys(static_cast<size_t>(rows));
        std::vector<qint64> order(keys.size());
        for (qint64 i = 0; i < rows; ++i) {
            keys[size_t(i)] = (i * 7919) % 13;
            order[size_t(i)] = i;
        }
        auto t = std::make_shared<Table>();
        t->addColumn(TableColumn::fromInts(QStringLiteral("k"), keys));
        t->addColumn(TableColumn::fromInts(QStringLiteral("i"), order));
        for (bool descending : {false, true}) {
            const auto out = runTable("table.sort",
                                      params({{QStringLiteral("column"), QStringLiteral("k")},
                                              {QStringLiteral("descending"), descending}}),
                                      t);
            const TableColumn &k = *out->column(u"k");
            const TableColumn &i = *out->column(u"i");
            for (qint64 r = 1; r < rows; ++r) {
                const bool ordered =
                    descending ? k.intAt(r - 1) >= k.intAt(r) : k.intAt(r - 1) <= k.intAt(r);
                QVERIFY(ordered);
                if (k.intAt(r - 1) == k.intAt(r))
                    QVERIFY(i.intAt(r - 1) < i.intAt(r));
            }
        }
    }

    void sortByAMissingColumnListsTheColumns()
    {
        const QString message = runError(
            "table.sort", params({{QStringLiteral("column"), QStringLiteral("nope")}}), sample());
        QVERIFY2(message.contains(QStringLiteral("no column 'nope'")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("x, y, ok, name, unit price")),
                 qPrintable(message));
    }

    void headKeepsTheFirstRows()
    {
        const auto out = runTable("table.head", params({{QStringLiteral("rows"), 2}}), sample());
        QCOMPARE(ints(*out->column(u"x")), (std::vector<qint64>{1, 2}));
        QCOMPARE(
            runTable("table.head", params({{QStringLiteral("rows"), 0}}), sample())->rowCount(), 0);

        const qint64 rows = 25;
        auto t = std::make_shared<Table>();
        t->addColumn(TableColumn::fromInts(QStringLiteral("n"), std::vector<qint64>(size_t(rows))));
        QCOMPARE(runTable("table.head", {}, t)->rowCount(), 10); // the default
    }

    void headOfAShortTableReturnsTheInput()
    {
        const auto input = sample();
        QCOMPARE(run("table.head", params({{QStringLiteral("rows"), 50}}), input).front(),
                 DatasetPtr(input));
        QVERIFY(runError("table.head", params({{QStringLiteral("rows"), -1}}), input)
                    .contains(QStringLiteral("0 or more")));
    }

    void cancelledOperatorsStop()
    {
        std::stop_source stop;
        stop.request_stop();
        const auto input = sample();
        QCOMPARE(runError("table.derive",
                          params({{QStringLiteral("column"), QStringLiteral("z")},
                                  {QStringLiteral("expression"), QStringLiteral("x")}}),
                          input, stop.get_token()),
                 QStringLiteral("cancelled"));
        QCOMPARE(runError("table.sort", params({{QStringLiteral("column"), QStringLiteral("x")}}),
                          input, stop.get_token()),
                 QStringLiteral("cancelled"));
        QCOMPARE(runError("table.filter",
                          params({{QStringLiteral("condition"), QStringLiteral("x > 1")}}), input,
                          stop.get_token()),
                 QStringLiteral("cancelled"));
    }

    void concurrentCallsShareOneOperator()
    {
        // One operator instance serves every task; two derives at once must not interfere.
        std::vector<qint64> values(50'000);
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = qint64(i);
        auto t = std::make_shared<Table>();
        t->addColumn(TableColumn::fromInts(QStringLiteral("i"), values));
        std::shared_ptr<const Table> results[2];
        {
            std::jthread first([&] {
                results[0] =
                    runTable("table.derive",
                             params({{QStringLiteral("column"), QStringLiteral("z")},
                                     {QStringLiteral("expression"), QStringLiteral("i * 3")}}),
                             t);
            });
            std::jthread second([&] {
                results[1] =
                    runTable("table.derive",
                             params({{QStringLiteral("column"), QStringLiteral("z")},
                                     {QStringLiteral("expression"), QStringLiteral("i - 1")}}),
                             t);
            });
        }
        for (qsizetype row : {0, 1234, 49'999}) {
            QCOMPARE(results[0]->column(u"z")->floatAt(row), 3.0 * double(row));
            QCOMPARE(results[1]->column(u"z")->floatAt(row), double(row) - 1);
        }
    }

    void nonTableInputIsAnError()
    {
        QVERIFY(runError("table.head", {}, nullptr).contains(QStringLiteral("expected a table")));
    }
};

QTEST_GUILESS_MAIN(TestTableOperators)
#include "tst_tableoperators.moc"
