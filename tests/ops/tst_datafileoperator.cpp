// DataFileOperator, the base of the csv, npy, json and sqlite readers and writers: the spec it
// builds, the path it resolves, and how a reader's DataError reaches the user.
#include "data/DataError.h"
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
        QVERIFY(spec.inputs.empty());
        QCOMPARE(spec.outputs.size(), size_t(1));
        QCOMPARE(spec.outputs.front().name, u"value"_qs);
        QCOMPARE(spec.params.size(), size_t(2));
        QCOMPARE(spec.params[0].name, u"path"_qs);
        QCOMPARE(spec.params[0].type, ParamType::InputFile);
        QVERIFY(spec.params[0].isRequired());
        QCOMPARE(spec.params[0].description, u"The file."_qs);
        QCOMPARE(spec.params[1].name, u"fail"_qs);
    }

    void writerIsASinkWithAnOutputFile()
    {
        const NullWriter writer;
        const OperatorSpec &spec = writer.spec();
        QCOMPARE(spec.category, u"Sinks"_qs);
        QCOMPARE(spec.inputs.size(), size_t(1));
        QVERIFY(spec.outputs.empty());
        QCOMPARE(spec.params.size(), size_t(1));
        QCOMPARE(spec.params[0].type, ParamType::OutputFile);
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
