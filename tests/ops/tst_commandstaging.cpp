// A `command` node with data: tables, arrays and scalars staged as files in a private scratch
// folder for {in:NAME}, typed outputs ('name: kind = path') read back as ports of their own,
// and nothing left in the scratch folder's base whatever happens.
#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/CsvReader.h"
#include "data/CsvWriter.h"
#include "data/FileList.h"
#include "data/NpyFile.h"
#include "data/Scalar.h"
#include "data/Table.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;
using namespace optest;

class TestCommandStaging : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_project;
    QTemporaryDir m_base; ///< where scratch folders go (a worker's run folder, /dev/shm)

    QString path(const QString &name) const { return m_project.filePath(name); }

    static const Operator &command() { return *OperatorRegistry::builtin().find(u"command"); }

    /// Runs the command as a runner does, its scratch folders in m_base.
    std::vector<DatasetPtr> runCommand(const QJsonObject &p, std::vector<DatasetPtr> inputs = {})
    {
        OperatorCall call(command().spec(), p, {std::move(inputs)}, QDir(m_project.path()));
        call.setScratchBase(m_base.path());
        return command().run(call);
    }

    QString commandError(const QJsonObject &p, std::vector<DatasetPtr> inputs = {})
    {
        try {
            runCommand(p, std::move(inputs));
        } catch (const OperatorError &e) {
            return e.message();
        }
        return {};
    }

    /// What is left in the scratch base: nothing after any run.
    QStringList leftInBase() const
    {
        return QDir(m_base.path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    static QJsonObject shell(const QString &script, const QString &outputs,
                             const QString &inputs = {})
    {
        return params({{u"program"_qs, script},
                       {u"shell"_qs, true},
                       {u"outputs"_qs, outputs},
                       {u"inputs"_qs, inputs}});
    }

    std::shared_ptr<const Table> table(const QByteArray &csv)
    {
        writeFile(path(u"source.csv"_qs), csv);
        return std::make_shared<const Table>(CsvReader::read(path(u"source.csv"_qs)));
    }

private Q_SLOTS:
    void init() { QVERIFY(leftInBase().isEmpty()); }
    void cleanup() { QCOMPARE(leftInBase(), QStringList()); }

    void typedOutputsArePortsOfTheirOwn()
    {
        const auto ports = command().outputsFor(
            params({{u"outputs"_qs, u"log = out/log.txt\nfit: table = out/fit.csv\n"
                                    "coef: array\nr2 : scalar = out/r2.json\n"
                                    "bad: matrix = x\nlist: files = out/a.txt"_qs}}));
        QStringList names;
        QList<DataKind> kinds;
        for (const PortSpec &port : ports) {
            names << port.name;
            kinds << port.kind;
        }
        // The line of an unknown kind is left out here; the run names it.
        QCOMPARE(names, (QStringList{u"files"_qs, u"fit"_qs, u"coef"_qs, u"r2"_qs, u"list"_qs}));
        QCOMPARE(kinds, (QList<DataKind>{DataKind::FileList, DataKind::Table, DataKind::Array,
                                         DataKind::Scalar, DataKind::FileList}));
        QCOMPARE(command().spec().outputs.size(), size_t(1)); // --list-ops: the shared ports
        QCOMPARE(command().spec().inputs.front().kind, DataKind::Any);
        QCOMPARE(command().spec().inputs.front().name, u"files"_qs); // old projects load
    }

    void badOutputLinesAreNamed_data()
    {
        QTest::addColumn<QString>("outputs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown kind") << u"m: matrix = a.csv"_qs << u"names the kind 'matrix'"_qs;
        QTest::newRow("wrong extension") << u"t: table = out/t.txt"_qs << u"must end in .csv"_qs;
        QTest::newRow("twice") << u"t: table\nt: array"_qs << u"'t' is given twice"_qs;
        QTest::newRow("files is taken") << u"files: table"_qs << u"'files' is the output"_qs;
        QTest::newRow("files needs a path") << u"l: files"_qs << u"needs a path"_qs;
        QTest::newRow("port name") << u"a b: table"_qs << u"cannot name an output port"_qs;
        QTest::newRow("plain file needs a path") << u"log"_qs << u"is not 'name = path'"_qs;
    }

    void badOutputLinesAreNamed()
    {
        QFETCH(QString, outputs);
        QFETCH(QString, expected);
        const QString error = commandError(shell(u"true"_qs, outputs));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void everyKindIsStagedAsAFile()
    {
        const auto t = table("name,x\nann,1.5\n\"b, c\",\n");
        const auto a = std::make_shared<const Array>(Array::fromDoubles({2, 2}, {1, 2, 3, 4}));
        const auto s = std::make_shared<const Scalar>(QJsonValue(42.5));
        writeFile(path(u"in/plain.txt"_qs), "plain\n");
        const auto f = std::make_shared<const FileList>(QStringList{path(u"in/plain.txt"_qs)});
        const auto outputs = runCommand(
            shell(u"mkdir -p got && cp {in:t} got/t.csv && cp {in:a} got/a.npy && "
                  "cp {in:s} got/s.json && cp {in:f} got/f.txt && echo {in:t} > got/where"_qs,
                  QString(), u"t, a, s, f"_qs),
            {t, a, s, f});
        QCOMPARE(outputs.size(), size_t(1));
        CsvWriter::write(*t, path(u"expected.csv"_qs));
        QCOMPARE(readFile(path(u"got/t.csv"_qs)), readFile(path(u"expected.csv"_qs)));
        QCOMPARE(NpyFile::read(path(u"got/a.npy"_qs)).toDoubles(), a->toDoubles());
        QCOMPARE(Scalar::load(path(u"got/s.json"_qs)).value(), QJsonValue(42.5));
        QCOMPARE(readFile(path(u"got/f.txt"_qs)), QByteArray("plain\n"));
        // The table was staged in a private folder under the base, named after its input.
        const QString where = QString::fromUtf8(readFile(path(u"got/where"_qs))).trimmed();
        QVERIFY2(where.startsWith(m_base.path() + u"/weft-command-"), qPrintable(where));
        QVERIFY2(where.endsWith(u"/in/t.csv"), qPrintable(where));
    }

    void typedOutputsAreReadBack()
    {
        const auto a = std::make_shared<const Array>(Array::fromDoubles({3}, {1, 2, 3}));
        const auto outputs = runCommand(
            shell(u"mkdir -p out && printf 'k,v\\na,1\\nb,2\\n' > {out:t} && cp {in:a} {out:c} && "
                  "printf '{\"r2\": 0.5}' > {out:m} && echo kept > {out:log}"_qs,
                  u"log = out/log.txt\nt: table\nc: array = out/c.npy\nm: scalar"_qs, u"a"_qs),
            {a});
        QCOMPARE(outputs.size(), size_t(4));
        // files: the plain file and the typed one with a path; scratch outputs are gone.
        QCOMPARE(FileList::fromDataset(outputs[0])->files(),
                 (QStringList{path(u"out/log.txt"_qs), path(u"out/c.npy"_qs)}));
        const auto t = Table::fromDataset(outputs[1]);
        QVERIFY(t);
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->number(1, 1), 2.0);
        QCOMPARE(Array::fromDataset(outputs[2])->toDoubles(), (std::vector<double>{1, 2, 3}));
        QCOMPARE(Scalar::fromDataset(outputs[3])->value().toObject().value(u"r2"), 0.5);
    }

    void aMissingOutputNamesTheFileAndStderr()
    {
        writeFile(path(u"out/t.csv"_qs), "old\n");
        const QString error = commandError(
            shell(u"echo 'fit did not converge' >&2"_qs, u"t: table = out/t.csv"_qs, u"x"_qs),
            {table("a\n1\n")});
        QVERIFY2(error.contains(u"did not write the output 't' (out/t.csv)"), qPrintable(error));
        QVERIFY2(error.contains(u"stderr: fit did not converge"), qPrintable(error));
        QCOMPARE(readFile(path(u"out/t.csv"_qs)), QByteArray("old\n")); // left as it was
    }

    void anOutputOfTheWrongKindIsNamed()
    {
        const QString error = commandError(
            shell(u"echo 'not numpy' > {out:c}; echo 'wrote text' >&2"_qs, u"c: array"_qs));
        QVERIFY2(error.contains(u"wrote the array output 'c'") && error.contains(u"c.npy"),
                 qPrintable(error));
        QVERIFY2(error.contains(u"stderr: wrote text"), qPrintable(error));
    }

    void aFailingCommandLeavesNoScratchFolder()
    {
        const QString error =
            commandError(shell(u"exit 3"_qs, u"t: table"_qs), {table("a\n1\n"), table("b\n2\n")});
        QVERIFY2(error.contains(u"exited with code 3"), qPrintable(error));
        // cleanup() checks the base is empty
    }

    void typedOutputsNeedOneRun()
    {
        writeFile(path(u"in/a.txt"_qs), "a");
        const auto f = std::make_shared<const FileList>(QStringList{path(u"in/a.txt"_qs)});
        const QString error =
            commandError(shell(u"cat {item}"_qs, u"t: table = out/{item.stem}.csv"_qs), {f});
        QVERIFY2(error.contains(u"once per input file"), qPrintable(error));
    }

    void inputNamesMustBeUnique()
    {
        const QString error = commandError(shell(u"true"_qs, QString(), u"x, x"_qs),
                                           {table("a\n1\n"), table("a\n2\n")});
        QVERIFY2(error.contains(u"'x' is given twice"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCommandStaging)
#include "tst_commandstaging.moc"
