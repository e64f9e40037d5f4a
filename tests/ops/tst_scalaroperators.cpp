// The operators that make and take scalars: json.read, json.write and table.value, on normal
// and bad input (wrong kinds, empty tables, missing columns, NaN, nulls, Unicode).
#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/Scalar.h"
#include "data/Table.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;
using namespace optest;

namespace {

/// city (text, one null), price (float, one NaN), qty (int, one null), paid (bool).
DatasetPtr shop()
{
    Table table;
    TableColumn city(u"city"_qs, ColumnType::String);
    city.appendString(u"Zürich");
    city.appendNull();
    city.appendString(u"東京");
    city.appendString(u"Oslo");
    table.addColumn(std::move(city));
    table.addColumn(TableColumn::fromFloats(u"price"_qs, {2.5, std::nan(""), 4.0, -1.5}));
    table.addColumn(TableColumn::fromInts(u"qty"_qs, {3, 0, 7, 5}, {1, 0, 1, 1}));
    table.addColumn(TableColumn::fromBools(u"paid"_qs, {1, 0, 1, 1}));
    return std::make_shared<const Table>(std::move(table));
}

DatasetPtr emptyTable()
{
    Table table;
    table.addColumn(TableColumn::fromFloats(u"price"_qs, {}));
    return std::make_shared<const Table>(std::move(table));
}

QJsonValue value(const QJsonObject &p, const DatasetPtr &table = shop())
{
    const auto scalar = Scalar::fromDataset(run("table.value", p, {{table}}).front());
    return scalar ? scalar->value() : QJsonValue(u"NOT A SCALAR"_qs);
}

} // namespace

class TestScalarOperators : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QDir project() const { return QDir(m_dir.path()); }

private Q_SLOTS:
    void jsonWriteThenReadKeepsTheValue()
    {
        const QJsonValue summary(QJsonObject{
            {u"city"_qs, u"東京"_qs}, {u"rows"_qs, 4}, {u"prices"_qs, QJsonArray{2.5, 4}}});
        const DatasetPtr in = std::make_shared<const Scalar>(summary);
        // The writer gives the file it wrote, for a node that reads it by an edge.
        QCOMPARE(
            run("json.write", params({{u"path"_qs, u"out/summary.json"_qs}}), {{in}}, project())
                .size(),
            size_t(1));
        const auto back = Scalar::fromDataset(
            run("json.read", params({{u"path"_qs, u"out/summary.json"_qs}}), {}, project())
                .front());
        QVERIFY(back);
        QCOMPARE(back->value(), summary);
    }

    void jsonReadReportsTheFileAndLine()
    {
        QFile bad(m_dir.filePath(u"bad.json"_qs));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\n  \"a\": 1\n  \"b\": 2\n}\n");
        bad.close();
        const QString error =
            runError("json.read", params({{u"path"_qs, u"bad.json"_qs}}), {}, project());
        QVERIFY2(error.contains(u"bad.json:3: the text is not JSON"_qs), qPrintable(error));
        const QString missing =
            runError("json.read", params({{u"path"_qs, u"none.json"_qs}}), {}, project());
        QVERIFY2(missing.contains(u"none.json: cannot open the file"_qs), qPrintable(missing));
    }

    void jsonWriteRefusesAnotherKind()
    {
        const DatasetPtr array = std::make_shared<const Array>(Array::fromDoubles({2}, {1.0, 2.0}));
        QCOMPARE(runError("json.write", params({{u"path"_qs, u"a.json"_qs}}), {{array}}, project()),
                 u"the input is a dataset of kind 'array', not a scalar"_qs);
        QVERIFY(!QFile::exists(m_dir.filePath(u"a.json"_qs)));
    }

    void jsonWriteWritesNanAsNull()
    {
        const DatasetPtr nan = std::make_shared<const Scalar>(QJsonValue(std::nan("")));
        run("json.write", params({{u"path"_qs, u"nan.json"_qs}}), {{nan}}, project());
        QCOMPARE(readFile(m_dir.filePath(u"nan.json"_qs)), QByteArray("null\n"));
    }

    void cellsKeepTheirTypes()
    {
        QCOMPARE(value(params({{u"column"_qs, u"city"_qs}})), QJsonValue(u"Zürich"_qs));
        QCOMPARE(value(params({{u"column"_qs, u"city"_qs}, {u"row"_qs, -2}})),
                 QJsonValue(u"東京"_qs));
        QCOMPARE(value(params({{u"column"_qs, u"city"_qs}, {u"row"_qs, 1}})), QJsonValue());
        QCOMPARE(value(params({{u"column"_qs, u"price"_qs}, {u"row"_qs, 1}})), QJsonValue());
        QCOMPARE(value(params({{u"column"_qs, u"qty"_qs}, {u"row"_qs, 2}})), QJsonValue(7));
        QCOMPARE(value(params({{u"column"_qs, u"paid"_qs}, {u"row"_qs, 1}})), QJsonValue(false));
    }

    void aggregatesSkipNullsAndNan()
    {
        QCOMPARE(value(params({{u"function"_qs, u"count"_qs}})), QJsonValue(4));
        QCOMPARE(value(params({{u"function"_qs, u"count"_qs}, {u"column"_qs, u"city"_qs}})),
                 QJsonValue(3));
        QCOMPARE(value(params({{u"function"_qs, u"count"_qs}, {u"column"_qs, u"price"_qs}})),
                 QJsonValue(3));
        QCOMPARE(value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"price"_qs}})),
                 QJsonValue(5.0));
        QCOMPARE(value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"qty"_qs}})),
                 QJsonValue(15));
        QCOMPARE(value(params({{u"function"_qs, u"mean"_qs}, {u"column"_qs, u"qty"_qs}})),
                 QJsonValue(5.0));
        QCOMPARE(value(params({{u"function"_qs, u"min"_qs}, {u"column"_qs, u"price"_qs}})),
                 QJsonValue(-1.5));
        QCOMPARE(value(params({{u"function"_qs, u"max"_qs}, {u"column"_qs, u"qty"_qs}})),
                 QJsonValue(7));
        QCOMPARE(value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"paid"_qs}})),
                 QJsonValue(3));
    }

    void integerSumsStayExact()
    {
        Table table;
        const qint64 big = qint64(1) << 60;
        table.addColumn(TableColumn::fromInts(u"n"_qs, {big, 1}));
        const DatasetPtr in = std::make_shared<const Table>(std::move(table));
        QCOMPARE(
            value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"n"_qs}}), in).toInteger(),
            big + 1);
        // Past 64 bits the sum goes on as a float instead of wrapping around.
        Table huge;
        const qint64 max = std::numeric_limits<qint64>::max();
        huge.addColumn(TableColumn::fromInts(u"n"_qs, {max, max}));
        const QJsonValue sum = value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"n"_qs}}),
                                     std::make_shared<const Table>(std::move(huge)));
        QVERIFY(sum.toDouble() > 1.8e19);
    }

    void emptyTablesGiveZeroOrNull()
    {
        const DatasetPtr empty = emptyTable();
        QCOMPARE(value(params({{u"function"_qs, u"count"_qs}}), empty), QJsonValue(0));
        QCOMPARE(value(params({{u"function"_qs, u"sum"_qs}, {u"column"_qs, u"price"_qs}}), empty),
                 QJsonValue(0.0));
        QCOMPARE(value(params({{u"function"_qs, u"mean"_qs}, {u"column"_qs, u"price"_qs}}), empty),
                 QJsonValue());
        QCOMPARE(value(params({{u"function"_qs, u"max"_qs}, {u"column"_qs, u"price"_qs}}), empty),
                 QJsonValue());
        QCOMPARE(runError("table.value", params({{u"column"_qs, u"price"_qs}}), {{empty}}),
                 u"row 0 is not a row of a table of 0 rows"_qs);
    }

    void badInputNamesTheCulprit()
    {
        QVERIFY(runError("table.value", params({{u"column"_qs, u"town"_qs}}), {{shop()}})
                    .contains(u"town"_qs));
        QCOMPARE(runError("table.value",
                          params({{u"function"_qs, u"mean"_qs}, {u"column"_qs, u"city"_qs}}),
                          {{shop()}}),
                 u"function mean needs a numeric column; 'city' holds text"_qs);
        QCOMPARE(runError("table.value", params({{u"function"_qs, u"sum"_qs}}), {{shop()}}),
                 u"function sum needs a column"_qs);
        QCOMPARE(runError("table.value", params({{u"column"_qs, u"qty"_qs}, {u"row"_qs, 4}}),
                          {{shop()}}),
                 u"row 4 is not a row of a table of 4 rows"_qs);
        const DatasetPtr array = std::make_shared<const Array>(Array::fromDoubles({1}, {1.0}));
        QVERIFY(
            !runError("table.value", params({{u"function"_qs, u"count"_qs}}), {{array}}).isEmpty());
    }

    void specsTypeThePorts()
    {
        const auto &registry = OperatorRegistry::builtin();
        QCOMPARE(registry.find(u"json.read")->spec().outputs.front().kind, DataKind::Scalar);
        QCOMPARE(registry.find(u"json.write")->spec().inputs.front().kind, DataKind::Scalar);
        QCOMPARE(registry.find(u"table.value")->spec().outputs.front().kind, DataKind::Scalar);
        // A scalar may feed a port of any kind (the work operator's inputs).
        QVERIFY(isCompatible(DataKind::Scalar, DataKind::Any));
        QVERIFY(!isCompatible(DataKind::Scalar, DataKind::Array));
    }
};

QTEST_GUILESS_MAIN(TestScalarOperators)
#include "tst_scalaroperators.moc"
