#include "data/CsvReader.h"
#include "data/FileList.h"
#include "data/Table.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;

namespace {

std::vector<DatasetPtr> run(const char *id, const QJsonObject &params,
                            std::vector<std::vector<DatasetPtr>> inputs, const QDir &projectDir)
{
    const Operator *op = OperatorRegistry::builtin().find(QString::fromLatin1(id));
    Q_ASSERT(op);
    const OperatorCall call(op->spec(), params, std::move(inputs), projectDir);
    return op->run(call);
}

QString runError(const char *id, const QJsonObject &params,
                 std::vector<std::vector<DatasetPtr>> inputs, const QDir &projectDir)
{
    try {
        run(id, params, std::move(inputs), projectDir);
    } catch (const OperatorError &e) {
        return e.message();
    }
    return {};
}

const QDir testData()
{
    return QDir(weft::test::testDataPath());
}

} // namespace

class TestCsvOperators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readResolvesThePathAgainstTheProject()
    {
        const auto outputs =
            run("csv.read", {{QStringLiteral("path"), QStringLiteral("csv/quoting.csv")}}, {},
                testData());
        QCOMPARE(outputs.size(), size_t(1));
        const auto table = Table::fromDataset(outputs.front());
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(table->sizeBytes() > 0);
    }

    void readWithATabDelimiter()
    {
        const auto outputs = run("csv.read",
                                 {{QStringLiteral("path"), QStringLiteral("csv/tabs.tsv")},
                                  {QStringLiteral("delimiter"), QStringLiteral("\\t")}},
                                 {}, testData());
        QCOMPARE(Table::fromDataset(outputs.front())->columnCount(), 3);
    }

    void readErrorsNameTheFileAndLine()
    {
        const QString message = runError(
            "csv.read", {{QStringLiteral("path"), QStringLiteral("csv/bad_field_count.csv")}}, {},
            testData());
        QVERIFY2(message.contains(QStringLiteral("bad_field_count.csv:4: ")), qPrintable(message));
        const QString missing =
            runError("csv.read", {{QStringLiteral("path"), QStringLiteral("csv/absent.csv")}}, {},
                     testData());
        QVERIFY2(missing.contains(QStringLiteral("absent.csv: cannot open")), qPrintable(missing));
    }

    void badDelimiterIsAnError()
    {
        const QString message = runError("csv.read",
                                         {{QStringLiteral("path"), QStringLiteral("csv/tabs.tsv")},
                                          {QStringLiteral("delimiter"), QStringLiteral(";;")}},
                                         {}, testData());
        QVERIFY2(message.contains(QStringLiteral("delimiter ';;'")), qPrintable(message));
    }

    void readParametersAndWarnings()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("in.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("id,price,flag,code\n1,9.5,Y,007\n2,?,N,12\n3,n.a.,y,?\n4,3,n,\n");
        file.close();
        const Operator *op = OperatorRegistry::builtin().find(QStringLiteral("csv.read"));
        const QJsonObject params{{QStringLiteral("path"), QStringLiteral("in.csv")},
                                 {QStringLiteral("missing_values"), QStringLiteral("?")},
                                 {QStringLiteral("true_values"), QStringLiteral("y")},
                                 {QStringLiteral("false_values"), QStringLiteral("n")},
                                 {QStringLiteral("column_types"), QStringLiteral("code = text")}};
        const OperatorCall call(op->spec(), params, {}, QDir(dir.path()));
        const auto table = Table::fromDataset(op->run(call).front());
        QCOMPARE(table->column(u"flag")->type(), ColumnType::Bool);
        QCOMPARE(table->column(u"code")->type(), ColumnType::String);
        QCOMPARE(table->column(u"code")->stringAt(0), QStringLiteral("007"));
        QVERIFY(table->column(u"code")->isNull(2));
        QVERIFY(table->column(u"price")->isNull(1));
        QCOMPARE(call.warnings().size(), 1);
        QVERIFY2(call.warnings().front().endsWith(
                     QStringLiteral("in.csv:4: column 'price' is read as text because of the "
                                    "value 'n.a.'; every other value in it is a number")),
                 qPrintable(call.warnings().front()));

        const QString bad =
            runError("csv.read",
                     {{QStringLiteral("path"), QStringLiteral("in.csv")},
                      {QStringLiteral("missing_values"), QStringLiteral("?")},
                      {QStringLiteral("column_types"), QStringLiteral("price = float")}},
                     {}, QDir(dir.path()));
        QVERIFY2(bad.endsWith(QStringLiteral("in.csv:4: column 'price' is set to be a number, "
                                             "but 'n.a.' is not")),
                 qPrintable(bad));
        const QString badTypes =
            runError("csv.read",
                     {{QStringLiteral("path"), QStringLiteral("in.csv")},
                      {QStringLiteral("column_types"), QStringLiteral("price: float")}},
                     {}, QDir(dir.path()));
        QVERIFY2(badTypes.contains(QStringLiteral("line 1 of the column types")),
                 qPrintable(badTypes));
    }

    void writeThenReadBack()
    {
        QTemporaryDir dir;
        const auto input =
            run("csv.read", {{QStringLiteral("path"), QStringLiteral("csv/types.csv")}}, {},
                testData());
        const auto outputs = run("csv.write",
                                 {{QStringLiteral("path"), QStringLiteral("out/types.csv")},
                                  {QStringLiteral("delimiter"), QStringLiteral(";")}},
                                 {{input.front()}}, QDir(dir.path()));
        // The written file goes on as a list of one, for a node that reads it.
        QCOMPARE(outputs.size(), size_t(1));
        const auto written = FileList::fromDataset(outputs.front());
        QVERIFY(written);
        QCOMPARE(written->files(), QStringList{dir.filePath(QStringLiteral("out/types.csv"))});
        CsvOptions options;
        options.delimiter = ';';
        const Table back = CsvReader::read(dir.filePath(QStringLiteral("out/types.csv")), options);
        QVERIFY(back == *Table::fromDataset(input.front()));

        // A reader fed that list reads the file, whatever its path says.
        const auto again = run("csv.read",
                               {{QStringLiteral("path"), QStringLiteral("absent.csv")},
                                {QStringLiteral("delimiter"), QStringLiteral(";")}},
                               {{outputs.front()}}, QDir(dir.path()));
        QVERIFY(*Table::fromDataset(again.front()) == *Table::fromDataset(input.front()));
    }

    void readJoinsTheRowsOfSeveralFilesWithTheSameColumns()
    {
        QTemporaryDir dir;
        const QDir project(dir.path());
        const auto write = [&](const char *name, const QByteArray &bytes) {
            QFile file(project.filePath(QString::fromLatin1(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        };
        write("a.csv", "id,x\n1,2\n2,3\n");
        write("b.csv", "id,x\n3,4.5\n");
        write("c.csv", "id,y\n4,5\n");
        const auto files = [&](QStringList names) -> DatasetPtr {
            return std::make_shared<const FileList>(std::move(names));
        };
        const auto outputs = run("csv.read", {}, {{files({u"a.csv"_qs, u"b.csv"_qs})}}, project);
        const auto table = Table::fromDataset(outputs.front());
        QCOMPARE(table->columnNames(), (QStringList{u"id"_qs, u"x"_qs}));
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->column(u"id")->intAt(2), qint64(3));
        // Integers in one file, a float in the other: the column holds both.
        QCOMPARE(table->column(u"x")->type(), ColumnType::Float);
        QCOMPARE(table->column(u"x")->floatAt(2), 4.5);

        const QString message =
            runError("csv.read", {}, {{files({u"a.csv"_qs, u"c.csv"_qs})}}, project);
        QCOMPARE(message, u"%1 has the columns id, y, but %2 has id, x: files read together need "
                          u"the same columns in the same order"_qs.arg(
                              project.filePath(u"c.csv"_qs), project.filePath(u"a.csv"_qs)));
    }

    void bundledSampleDataReadsWithTheDocumentedTypes()
    {
        // resources/examples/data/README.md promises these columns to the example projects.
        const QDir examples(weft::test::sourcePath(u"resources/examples/data"));
        const Table co2 = CsvReader::read(examples.filePath(QStringLiteral("co2_mauna_loa.csv")));
        QCOMPARE(co2.rowCount(), 2284);
        QCOMPARE(co2.column(u"date")->type(), ColumnType::Int);
        QCOMPARE(co2.column(u"co2")->type(), ColumnType::Float);
        QVERIFY(co2.column(u"co2")->hasNulls());

        const Table crime =
            CsvReader::read(examples.filePath(QStringLiteral("state_crime_2009.csv")));
        QCOMPARE(crime.rowCount(), 51);
        QCOMPARE(crime.column(u"state")->type(), ColumnType::String);
        for (const char *name :
             {"violent", "murder", "hs_grad", "poverty", "single", "white", "urban"})
            QCOMPARE(crime.column(QString::fromLatin1(name))->type(), ColumnType::Float);
    }

    void writeFailureNamesTheFile()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        auto table = std::make_shared<Table>();
        table->addColumn(TableColumn::fromInts(QStringLiteral("n"), {1}));
        const QString message =
            runError("csv.write", {{QStringLiteral("path"), QStringLiteral("blocker/out.csv")}},
                     {{table}}, QDir(dir.path()));
        QVERIFY2(message.contains(QStringLiteral("blocker/out.csv")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestCsvOperators)
#include "tst_csvoperators.moc"
