// DataFileOperator, the base of the csv, npy, json and sqlite readers and writers: the spec it
// builds, the path it resolves, the files a reader's input brings in place of it, the file a
// writer gives on, and how a reader's DataError reaches the user.
#include "data/DataError.h"
#include "data/FileList.h"
#include "data/Scalar.h"
#include "ops/DataFileOperator.h"

#include <QDir>
#include <QTest>

using namespace weft::engine;

namespace {

/// A reader that reports the path it was given, or fails with a DataError when told to.
class EchoReader final : public DataFileOperator
{
public:
    EchoReader()
        : DataFileOperator(
              Direction::Read,
              {.id = u"test.read"_qs,
               .title = u"Read"_qs,
               .description = u"Reads a test file."_qs,
               .port = PortSpec::single(u"value"_qs, DataKind::Scalar, u"What"_qs),
               .pathDescription = u"The file."_qs,
               .params = {ParamSpec::optional(u"fail"_qs, ParamType::Boolean, u"Fail."_qs, false)}})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &call, const QString &path) const override
    {
        if (call.boolean(u"fail"))
            throw DataError(path + u": not a test file"_qs);
        return {std::make_shared<const Scalar>(QJsonValue(path))};
    }
};

/// A writer that writes nothing.
class NullWriter final : public DataFileOperator
{
public:
    NullWriter()
        : DataFileOperator(Direction::Write,
                           {.id = u"test.write"_qs,
                            .title = u"Write"_qs,
                            .description = u"Writes nothing."_qs,
                            .port = PortSpec::single(u"table"_qs, DataKind::Table, u"Rows"_qs),
                            .pathDescription = u"The file to write."_qs})
    {}

private:
    std::vector<DatasetPtr> runOnFile(const OperatorCall &, const QString &) const override
    {
        return {};
    }
};

QString runError(const DataFileOperator &op, const QJsonObject &params,
                 std::vector<std::vector<DatasetPtr>> inputs)
{
    try {
        op.run(OperatorCall(op.spec(), params, std::move(inputs), QDir(u"/x"_qs)));
    } catch (const OperatorError &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestDataFileOperator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readerIsASourceWithPathFirst()
    {
        const EchoReader reader;
        const OperatorSpec &spec = reader.spec();
        QCOMPARE(spec.id, u"test.read"_qs);
        QCOMPARE(spec.category, u"Sources"_qs);
        QVERIFY(!spec.canMap);
        // An optional file list in place of path, so that a reader can follow a writer.
        QCOMPARE(spec.inputs.size(), size_t(1));
        QCOMPARE(spec.inputs.front().name, u"files"_qs);
        QCOMPARE(spec.inputs.front().kind, DataKind::FileList);
        QVERIFY(spec.inputs.front().optional);
        QVERIFY(!spec.inputs.front().variadic);
        QCOMPARE(spec.outputs.size(), size_t(1));
        QCOMPARE(spec.outputs.front().name, u"value"_qs);
        QCOMPARE(spec.params.size(), size_t(2));
        QCOMPARE(spec.params[0].name, u"path"_qs);
        QCOMPARE(spec.params[0].type, ParamType::InputFile);
        QVERIFY(!spec.params[0].isRequired());
        QCOMPARE(spec.params[0].replacedByInput, u"files"_qs);
        QCOMPARE(spec.params[0].description, u"The file."_qs);
        QCOMPARE(spec.params[1].name, u"fail"_qs);
    }

    void writerIsASinkWithAnOutputFile()
    {
        const NullWriter writer;
        const OperatorSpec &spec = writer.spec();
        QCOMPARE(spec.category, u"Sinks"_qs);
        QVERIFY(!spec.canMap);
        QCOMPARE(spec.inputs.size(), size_t(1));
        QCOMPARE(spec.outputs.size(), size_t(1));
        QCOMPARE(spec.outputs.front().name, u"file"_qs);
        QCOMPARE(spec.outputs.front().kind, DataKind::FileList);
        QCOMPARE(spec.params.size(), size_t(1));
        QCOMPARE(spec.params[0].type, ParamType::OutputFile);
        QVERIFY(spec.params[0].isRequired());
        QVERIFY(spec.params[0].replacedByInput.isEmpty());
    }

    void writerGivesOnTheFileItWrote()
    {
        const NullWriter writer;
        const OperatorCall call(writer.spec(), QJsonObject{{u"path"_qs, u"out/../t.csv"_qs}}, {{}},
                                QDir(u"/projects/demo"_qs));
        const auto outputs = writer.run(call);
        QCOMPARE(outputs.size(), size_t(1));
        const auto list = FileList::fromDataset(outputs.front());
        QVERIFY(list);
        QCOMPARE(list->files(), QStringList{u"/projects/demo/t.csv"_qs});
    }

    void readerReadsItsInputInPlaceOfPath()
    {
        const EchoReader reader;
        const auto files = std::make_shared<const FileList>(QStringList{u"out/t.json"_qs});
        const OperatorCall call(reader.spec(), QJsonObject{{u"path"_qs, u"other.json"_qs}},
                                {{files}}, QDir(u"/projects/demo"_qs));
        const auto outputs = reader.run(call);
        QCOMPARE(Scalar::fromDataset(outputs.front())->value(),
                 QJsonValue(u"/projects/demo/out/t.json"_qs));
    }

    void readerWithoutPathOrInputSaysWhatItNeeds()
    {
        const EchoReader reader;
        QCOMPARE(runError(reader, QJsonObject{}, {{}}),
                 u"no file to read: set path or connect a file list to the input 'files'"_qs);
        const auto none = std::make_shared<const FileList>(QStringList{});
        QCOMPARE(runError(reader, QJsonObject{}, {{none}}),
                 u"the input 'files' lists no file to read"_qs);
        const auto scalar = std::make_shared<const Scalar>(QJsonValue(1));
        QCOMPARE(runError(reader, QJsonObject{}, {{scalar}}),
                 u"expected a file list on the input 'files', received scalar"_qs);
    }

    void readerRefusesSeveralFilesUnlessItCombinesThem()
    {
        const EchoReader reader;
        const auto two =
            std::make_shared<const FileList>(QStringList{u"/x/a.json"_qs, u"/x/b.json"_qs});
        QCOMPARE(runError(reader, QJsonObject{}, {{two}}),
                 u"the input 'files' lists 2 files (/x/a.json, /x/b.json), but test.read reads "
                 u"exactly one"_qs);
    }

    void pathIsResolvedAgainstTheProjectFolder()
    {
        const EchoReader reader;
        const QDir project(u"/projects/demo"_qs);
        const OperatorCall call(reader.spec(), QJsonObject{{u"path"_qs, u"data/../in.json"_qs}}, {},
                                project);
        const auto outputs = reader.run(call);
        QCOMPARE(outputs.size(), size_t(1));
        QCOMPARE(Scalar::fromDataset(outputs.front())->value(),
                 QJsonValue(u"/projects/demo/in.json"_qs));
    }

    void dataErrorBecomesOperatorErrorWithItsMessage()
    {
        const EchoReader reader;
        const OperatorCall call(reader.spec(),
                                QJsonObject{{u"path"_qs, u"/x/in.json"_qs}, {u"fail"_qs, true}}, {},
                                QDir(u"/x"_qs));
        try {
            reader.run(call);
            QFAIL("no error");
        } catch (const OperatorError &e) {
            QCOMPARE(e.message(), u"/x/in.json: not a test file"_qs);
        }
    }
};

QTEST_GUILESS_MAIN(TestDataFileOperator)
#include "tst_datafileoperator.moc"
