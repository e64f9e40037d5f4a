// SQL expressions in table.derive and table.filter: text columns, the text functions, missing
// values, and which evaluator (muparser or SQLite) an expression goes to.
#include "OperatorTestSupport.h"
#include "data/SqliteTextFunctions.h"
#include "data/Table.h"

#include <QTest>

#include <cmath>
#include <optional>

using namespace weft::engine;
using namespace optest;

namespace {

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

/// Five rows as a CSV of a shop might give them; row 3 (0-based) is missing its name and price.
std::shared_ptr<const Table> shop()
{
    auto t = std::make_shared<Table>();
    t->addColumn(
        strings(u"name"_qs, {u" Alice "_qs, u"BOB"_qs, u"Ünal"_qs, u""_qs, u"carol"_qs}, {3}));
    t->addColumn(
        strings(u"price"_qs, {u"$1,234.50"_qs, u"95%"_qs, u"12"_qs, u""_qs, u"-\u20ac3"_qs}, {3}));
    t->addColumn(strings(u"flag"_qs, {u"t"_qs, u"f"_qs, u"t"_qs, u"t"_qs, u""_qs}, {4}));
    t->addColumn(TableColumn::fromInts(u"n"_qs, {1, 2, 3, 4, 5}));
    t->addColumn(TableColumn::fromInts(u"unit price"_qs, {10, 20, 30, 40, 50}));
    return t;
}

std::shared_ptr<const Table> derive(const QString &expression,
                                    std::shared_ptr<const Table> input = shop())
{
    return Table::fromDataset(run("table.derive",
                                  params({{u"column"_qs, u"v"_qs}, {u"expression"_qs, expression}}),
                                  {{std::move(input)}})
                                  .front());
}

QString deriveError(const QString &expression)
{
    return runError("table.derive",
                    params({{u"column"_qs, u"v"_qs}, {u"expression"_qs, expression}}), {{shop()}});
}

/// The values of `column` as text for comparing, "null" for a null.
QStringList texts(const TableColumn &column)
{
    QStringList out;
    for (qsizetype row = 0; row < column.size(); ++row)
        out.append(column.isNull(row) ? u"null"_qs : column.value(row).toString());
    return out;
}

std::vector<qint64> filteredN(const QString &condition, std::shared_ptr<const Table> input = shop())
{
    const auto out = Table::fromDataset(
        run("table.filter", params({{u"condition"_qs, condition}}), {{std::move(input)}}).front());
    const auto ints = out->column(u"n")->ints();
    return {ints.begin(), ints.end()};
}

} // namespace

class TestTableExpressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseNumberReadsMoneyAndPercent_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::newRow("money") << u"$1,234.50"_qs << 1234.5;
        QTest::newRow("percent is a fraction") << u"95%"_qs << 0.95;
        QTest::newRow("decimal percent") << u"12.5 %"_qs << 0.125;
        QTest::newRow("spaces") << u"  7 "_qs << 7.0;
        QTest::newRow("exponent") << u"1e3"_qs << 1000.0;
        QTest::newRow("sign before currency") << u"-$5"_qs << -5.0;
        QTest::newRow("sign after currency") << u"$-5"_qs << -5.0;
        QTest::newRow("euro after") << u"3.50 \u20ac"_qs << 3.5;
        QTest::newRow("pound") << u"\u00a32,000"_qs << 2000.0;
        QTest::newRow("leading point") << u".5"_qs << 0.5;
    }

    void parseNumberReadsMoneyAndPercent()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        const std::optional<double> value =
            SqliteTextFunctions::parseNumber(text.toUtf8().toStdString());
        QVERIFY(value);
        QCOMPARE(*value, expected);
    }

    void parseNumberRefusesWhatIsNoNumber_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text :
             {"abc", "12x", "1,2,", ",12", "1..2", "inf", "nan", "$", "%", "1 2", "--1"})
            QTest::newRow(text) << QString::fromLatin1(text);
        QTest::newRow("empty") << QString();
        QTest::newRow("blank") << u"   "_qs;
    }

    void parseNumberRefusesWhatIsNoNumber()
    {
        QFETCH(QString, text);
        QVERIFY(!SqliteTextFunctions::parseNumber(text.toUtf8().toStdString()));
    }

    void toNumberGivesAFloatColumnWithNullsKept()
    {
        const auto out = derive(u"to_number(price)"_qs);
        const TableColumn &v = *out->column(u"v");
        QCOMPARE(v.type(), ColumnType::Float);
        QCOMPARE(texts(v), (QStringList{u"1234.5"_qs, u"0.95"_qs, u"12"_qs, u"null"_qs, u"-3"_qs}));
        QCOMPARE(texts(*derive(u"to_number(n) + 0.5"_qs)->column(u"v")),
                 (QStringList{u"1.5"_qs, u"2.5"_qs, u"3.5"_qs, u"4.5"_qs, u"5.5"_qs}));
    }

    void toNumberOfTextThatIsNoNumberNamesTheRowAndValue()
    {
        const QString message = deriveError(u"to_number(name)"_qs);
        QVERIFY2(message.contains(u"for column 'v'"), qPrintable(message));
        QVERIFY2(message.contains(u"row 1"), qPrintable(message));
        QVERIFY2(message.contains(u"to_number: ' Alice ' is not a number"), qPrintable(message));
    }

    void textFunctions_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("expected");
        const QString null = u"null"_qs;
        QTest::newRow("strip") << u"strip(name)"_qs
                               << QStringList{u"Alice"_qs, u"BOB"_qs, u"Ünal"_qs, null,
                                              u"carol"_qs};
        QTest::newRow("strip chars")
            << u"strip(price, '$%')"_qs
            << QStringList{u"1,234.50"_qs, u"95"_qs, u"12"_qs, null, u"-\u20ac3"_qs};
        QTest::newRow("lower is Unicode")
            << u"lower(name)"_qs
            << QStringList{u" alice "_qs, u"bob"_qs, u"ünal"_qs, null, u"carol"_qs};
        QTest::newRow("upper is Unicode")
            << u"upper(strip(name))"_qs
            << QStringList{u"ALICE"_qs, u"BOB"_qs, u"ÜNAL"_qs, null, u"CAROL"_qs};
        QTest::newRow("replace") << u"replace(price, ',', '')"_qs
                                 << QStringList{u"$1234.50"_qs, u"95%"_qs, u"12"_qs, null,
                                                u"-\u20ac3"_qs};
        QTest::newRow("substring") << u"substr(strip(name), 1, 2)"_qs
                                   << QStringList{u"Al"_qs, u"BO"_qs, u"Ün"_qs, null, u"ca"_qs};
        QTest::newRow("contains") << u"contains(lower(name), 'o')"_qs
                                  << QStringList{u"0"_qs, u"1"_qs, u"0"_qs, null, u"1"_qs};
        QTest::newRow("starts with") << u"starts_with(price, '$')"_qs
                                     << QStringList{u"1"_qs, u"0"_qs, u"0"_qs, null, u"0"_qs};
        QTest::newRow("ends with")
            << u"ends_with(price, '%')"_qs << QStringList{u"0"_qs, u"1"_qs, u"0"_qs, null, u"0"_qs};
        QTest::newRow("length counts characters")
            << u"length(name)"_qs << QStringList{u"7"_qs, u"3"_qs, u"4"_qs, null, u"5"_qs};
        QTest::newRow("text comparison")
            << u"flag == \"t\""_qs << QStringList{u"1"_qs, u"0"_qs, u"1"_qs, u"1"_qs, null};
        QTest::newRow("concatenation")
            << u"flag || '-' || n"_qs
            << QStringList{u"t-1"_qs, u"f-2"_qs, u"t-3"_qs, u"t-4"_qs, null};
    }

    void textFunctions()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, expected);
        const auto out = derive(expression);
        QCOMPARE(texts(*out->column(u"v")), expected);
    }

    void resultTypesFollowTheValues()
    {
        QCOMPARE(derive(u"lower(name)"_qs)->column(u"v")->type(), ColumnType::String);
        QCOMPARE(derive(u"length(name)"_qs)->column(u"v")->type(), ColumnType::Int);
        QCOMPARE(derive(u"to_number(price)"_qs)->column(u"v")->type(), ColumnType::Float);
        // A numeric formula still goes to muparser: float division, a Float column.
        const auto ratio = derive(u"n / 2"_qs);
        QCOMPARE(ratio->column(u"v")->type(), ColumnType::Float);
        QCOMPARE(ratio->column(u"v")->floatAt(0), 0.5);
    }

    void filterComparesText()
    {
        QCOMPARE(filteredN(u"flag == \"t\""_qs), (std::vector<qint64>{1, 3, 4}));
        QCOMPARE(filteredN(u"flag = 't' AND n > 1"_qs), (std::vector<qint64>{3, 4}));
        QCOMPARE(filteredN(u"flag IS NULL OR starts_with(price, '$')"_qs),
                 (std::vector<qint64>{1, 5}));
        QCOMPARE(filteredN(u"\"unit price\" >= 30 AND contains(lower(name), 'a')"_qs),
                 (std::vector<qint64>{3, 5}));
        QCOMPARE(filteredN(u"to_number(price) > 1"_qs), (std::vector<qint64>{1, 3}));
    }

    void filterKeepsRowsOfATableWithARowidColumn()
    {
        auto t = std::make_shared<Table>();
        t->addColumn(TableColumn::fromInts(u"rowid"_qs, {7, 8, 9}));
        t->addColumn(strings(u"s"_qs, {u"a"_qs, u"b"_qs, u"a"_qs}));
        t->addColumn(TableColumn::fromInts(u"n"_qs, {1, 2, 3}));
        QCOMPARE(filteredN(u"s = 'a'"_qs, t), (std::vector<qint64>{1, 3}));
    }

    void filterOverManyRows()
    {
        auto t = std::make_shared<Table>();
        TableColumn s(u"s"_qs, ColumnType::String);
        std::vector<qint64> n;
        qint64 expected = 0;
        for (int i = 0; i < 50000; ++i) {
            const QString text = QString::number(i);
            s.appendString(text);
            n.push_back(i);
            expected += text.contains(u'7') ? 1 : 0;
        }
        t->addColumn(std::move(s));
        t->addColumn(TableColumn::fromInts(u"n"_qs, std::move(n)));
        const auto kept = filteredN(u"contains(s, '7')"_qs, t);
        QCOMPARE(qint64(kept.size()), expected);
        QCOMPARE(kept.front(), 7);
    }

    void badExpressionsNameTheColumnAndTheProblem_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("problem");
        QTest::newRow("unknown column")
            << u"lower(nmae)"_qs
            << u"unknown column 'nmae' (the columns: name, price, flag, n, "
               "unit price)"_qs;
        QTest::newRow("syntax") << u"lower(name"_qs << u"syntax error"_qs;
        // SQLite quotes an unfinished token up to the end of its query: only the user's part.
        QTest::newRow("unfinished name")
            << u"t`o_number(price)"_qs << u"unrecognized token: \"`o_number(price)\""_qs;
        QTest::newRow("unfinished text") << u"name || 'x"_qs << u"unrecognized token: \"'x\""_qs;
        QTest::newRow("unknown function") << u"shout(name)"_qs << u"no such function: shout"_qs;
        QTest::newRow("arithmetic on text") << u"name * 2"_qs << u"to_number()"_qs;
        QTest::newRow("two statements")
            << u"1); DROP TABLE x; SELECT (1"_qs << u"more than one statement"_qs;
    }

    void badExpressionsNameTheColumnAndTheProblem()
    {
        QFETCH(QString, expression);
        QFETCH(QString, problem);
        const QString message = deriveError(expression);
        QVERIFY2(message.contains(u"for column 'v'"), qPrintable(message));
        QVERIFY2(message.contains(u"'%1'"_qs.arg(expression)), qPrintable(message));
        QVERIFY2(message.contains(problem), qPrintable(message));
    }

    void badExpressionOverSeveralLinesIsNamedOnOneLine()
    {
        // A project's problems are listed one per line, the expression's inside a sentence.
        const QString derive = deriveError(u"lower(name)\n|| `x"_qs);
        QVERIFY2(derive.contains(u"'lower(name) || `x'"), qPrintable(derive));
        QVERIFY2(derive.endsWith(u"unrecognized token: \"`x\""), qPrintable(derive));
        const QString filter =
            runError("table.filter", params({{u"condition"_qs, u"flag = 't'\nOR flag = 'f"_qs}}),
                     {{shop()}});
        QVERIFY2(!filter.contains(u'\n'), qPrintable(filter));
        QVERIFY2(filter.endsWith(u"unrecognized token: \"'f\""), qPrintable(filter));
    }

    void filterErrorNamesTheCondition()
    {
        const QString message = runError(
            "table.filter", params({{u"condition"_qs, u"flag = 't' AND nope"_qs}}), {{shop()}});
        QVERIFY2(message.contains(u"the condition"), qPrintable(message));
        QVERIFY2(message.contains(u"unknown column 'nope'"), qPrintable(message));
    }

    void cancelledSqlExpressionsStop()
    {
        std::stop_source stop;
        stop.request_stop();
        QCOMPARE(runError("table.derive",
                          params({{u"column"_qs, u"v"_qs}, {u"expression"_qs, u"lower(name)"_qs}}),
                          {{shop()}}, QDir::current(), stop.get_token()),
                 u"cancelled"_qs);
        QCOMPARE(runError("table.filter", params({{u"condition"_qs, u"flag = 't'"_qs}}), {{shop()}},
                          QDir::current(), stop.get_token()),
                 u"cancelled"_qs);
    }
};

QTEST_GUILESS_MAIN(TestTableExpressions)
#include "tst_tableexpressions.moc"
