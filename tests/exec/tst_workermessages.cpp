#include "exec/WorkerMessages.h"

#include <QCborArray>
#include <QCborStreamWriter>
#include <QRandomGenerator>
#include <QTest>

using namespace weft::engine;
using namespace weft::engine::protocol;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(weft::engine::protocol::MessageType)

/// The typed messages of exec/WorkerMessages.h: every message survives a trip through a frame
/// field for field, and a message with a field missing or of the wrong type decodes to an
/// error naming the message and the field, never to a crash or a half-filled struct.
class TestWorkerMessages : public QObject
{
    Q_OBJECT

private:
    static DatasetEnvelope inlineTable()
    {
        DatasetEnvelope envelope;
        envelope.kind = DataKind::Table;
        envelope.bytes = QByteArray("\x01\x00\x02\xffrows", 8);
        return envelope;
    }

    static DatasetEnvelope segmentArray()
    {
        DatasetEnvelope envelope;
        envelope.kind = DataKind::Array;
        envelope.segment = u"p-3"_s;
        envelope.size = 52428800;
        return envelope;
    }

    static RunTask sampleRunTask()
    {
        RunTask run;
        run.task = 41;
        run.node = u"smooth ü"_s;
        run.op = u"array.expr"_s;
        run.params = QJsonObject{{u"expr"_s, u"a * 2"_s},
                                 {u"nested"_s, QJsonObject{{u"n"_s, 3}, {u"on"_s, true}}}};
        run.dir = u"/home/ada/project"_s;
        run.shm = u"/dev/shm/weft-12-0-abcdef01"_s;
        run.threshold = 1 << 20;
        run.inputs = {{inlineTable(), segmentArray()}, {}, {segmentArray()}};
        return run;
    }

    static TaskResult sampleResult()
    {
        TaskResult result;
        result.task = 41;
        result.outputs = {segmentArray(), inlineTable()};
        return result;
    }

    /// The CBOR map `message` (a message or a DatasetEnvelope) writes.
    template<typename M>
    static QCborMap mapOf(const M &message)
    {
        QByteArray bytes;
        {
            QCborStreamWriter writer(&bytes);
            message.toCbor(writer);
        }
        return QCborValue::fromCbor(bytes).toMap();
    }

    /// The payload of the frame for `message`.
    template<typename M>
    static QByteArray payloadOf(const M &message)
    {
        return encodeMessage(message).sliced(kHeaderSize);
    }

    /// `message` written into a frame and read back by the decoder weft and weft-worker use.
    template<typename M>
    static M roundTrip(const M &message)
    {
        const QByteArray bytes = encodeMessage(message);
        FrameDecoder decoder;
        decoder.append(bytes);
        const std::optional<Frame> frame = decoder.next();
        if (!frame || frame->type != M::kType)
            return {};
        QString error;
        std::optional<Message> decoded = decodeMessage(*frame, &error);
        if (!decoded || !error.isEmpty() || !std::holds_alternative<M>(*decoded))
            return {};
        return std::get<M>(std::move(*decoded));
    }

    /// The error decoding `payload` as a message of `type` gives; empty when it decodes.
    static QString decodeError(MessageType type, const QCborMap &payload)
    {
        QString error;
        const std::optional<Message> message =
            decodeMessage(Frame{type, QCborValue(payload).toCbor()}, &error);
        if (message && !error.isEmpty())
            return u"decoded and failed at once: "_s + error;
        return error;
    }

private Q_SLOTS:
    void everyMessageSurvivesAFrame()
    {
        const Hello hello{kVersion, 4242};
        QCOMPARE(roundTrip(hello), hello);
        const RunTask run = sampleRunTask();
        QCOMPARE(roundTrip(run), run);
        const TaskResult result = sampleResult();
        QCOMPARE(roundTrip(result), result);
        TaskResult warned = sampleResult();
        warned.warnings = {u"prices.csv:7: column 'price' is read as text"_s, u"„ä“"_s};
        QCOMPARE(roundTrip(warned), warned);
        const TaskError failure{41, u"file „ä.csv“ not found"_s};
        QCOMPARE(roundTrip(failure), failure);
        const ReleaseSegments release{{u"p-1"_s, u"w77-3"_s}};
        QCOMPARE(roundTrip(release), release);
        QCOMPARE(roundTrip(Shutdown{}), Shutdown{});
    }

    void emptyCollectionsSurvive()
    {
        RunTask nullTask; // weft-bench's task: no operator, no inputs
        nullTask.task = 0;
        QCOMPARE(roundTrip(nullTask), nullTask);
        const TaskResult nothing{5, {}, {}};
        QCOMPARE(roundTrip(nothing), nothing);
        QCOMPARE(roundTrip(ReleaseSegments{}), ReleaseSegments{});
    }

    void framesCarryTheirType()
    {
        QCOMPARE(quint8(encodeMessage(sampleRunTask())[2]), quint8(MessageType::RunTask));
        QCOMPARE(quint8(encodeMessage(sampleResult())[2]), quint8(MessageType::TaskResult));
        QCOMPARE(quint8(encodeMessage(TaskError{})[2]), quint8(MessageType::TaskError));
        QCOMPARE(quint8(encodeMessage(ReleaseSegments{})[2]), quint8(MessageType::ReleaseSegments));
        QCOMPARE(quint8(encodeMessage(Shutdown{})[2]), quint8(MessageType::Shutdown));
        QCOMPARE(quint8(encodeMessage(Hello{})[2]), quint8(MessageType::Hello));
    }

    void envelopesKeepTheirWireShape()
    {
        // DatasetTransfer's documented envelope: inline bytes, or a segment with its size.
        const QCborMap inlined = mapOf(inlineTable());
        QCOMPARE(inlined.value(u"kind"_s).toString(), u"table"_s);
        QCOMPARE(inlined.value(u"inline"_s).toByteArray(), inlineTable().bytes);
        QVERIFY(!inlined.contains(u"segment"_s));
        const QCborMap segment = mapOf(segmentArray());
        QCOMPARE(segment.value(u"segment"_s).toString(), u"p-3"_s);
        QCOMPARE(segment.value(u"size"_s).toInteger(), 52428800);
        QVERIFY(!segment.contains(u"inline"_s));
        for (const DatasetEnvelope &envelope : {inlineTable(), segmentArray()}) {
            QString error;
            QCOMPARE(DatasetEnvelope::fromCbor(mapOf(envelope), &error), envelope);
            QVERIFY(error.isEmpty());
        }
    }

    void unknownFieldsAreIgnored()
    {
        QCborMap payload = mapOf(sampleRunTask());
        payload.insert(u"priority"_s, 3); // a field a newer weft might add
        QCOMPARE(decodeError(MessageType::RunTask, payload), QString());
    }

    void missingFieldsAreNamed_data()
    {
        QTest::addColumn<MessageType>("type");
        QTest::addColumn<QCborMap>("payload");
        QTest::addColumn<QString>("error");
        const auto without = [](const QCborMap &map, const QString &key) {
            QCborMap copy = map;
            copy.remove(key);
            return copy;
        };
        const QCborMap run = mapOf(sampleRunTask());
        for (const char *key :
             {"task", "node", "op", "params", "dir", "shm", "threshold", "inputs"})
            QTest::addRow("RunTask.%s", key)
                << MessageType::RunTask << without(run, QString::fromLatin1(key))
                << u"bad RunTask message: field '%1' is missing"_s.arg(QLatin1StringView(key));
        const QCborMap result = mapOf(sampleResult());
        for (const char *key : {"task", "outputs"})
            QTest::addRow("TaskResult.%s", key)
                << MessageType::TaskResult << without(result, QString::fromLatin1(key))
                << u"bad TaskResult message: field '%1' is missing"_s.arg(QLatin1StringView(key));
        const QCborMap failure = mapOf(TaskError{3, u"boom"_s});
        for (const char *key : {"task", "message"})
            QTest::addRow("TaskError.%s", key)
                << MessageType::TaskError << without(failure, QString::fromLatin1(key))
                << u"bad TaskError message: field '%1' is missing"_s.arg(QLatin1StringView(key));
        QTest::addRow("ReleaseSegments.names") << MessageType::ReleaseSegments << QCborMap()
                                               << u"bad ReleaseSegments message: field 'names' "
                                                  "is missing"_s;
        QTest::addRow("Hello.pid")
            << MessageType::Hello << without(mapOf(Hello{kVersion, 1}), u"pid"_s)
            << u"bad Hello message: field 'pid' is missing"_s;
        QTest::addRow("Hello.version")
            << MessageType::Hello << without(mapOf(Hello{kVersion, 1}), u"version"_s)
            << u"bad Hello message: field 'version' is missing"_s;
    }

    void missingFieldsAreNamed()
    {
        QFETCH(MessageType, type);
        QFETCH(QCborMap, payload);
        QFETCH(QString, error);
        QCOMPARE(decodeError(type, payload), error);
    }

    void mistypedFieldsAreNamed_data()
    {
        QTest::addColumn<MessageType>("type");
        QTest::addColumn<QCborMap>("payload");
        QTest::addColumn<QString>("error");
        const auto with = [](const QCborMap &map, const QString &key, const QCborValue &value) {
            QCborMap copy = map;
            copy.insert(key, value);
            return copy;
        };
        const QCborMap run = mapOf(sampleRunTask());
        QTest::addRow("RunTask.task")
            << MessageType::RunTask << with(run, u"task"_s, u"41"_s)
            << u"bad RunTask message: field 'task' should be an integer, not a text string"_s;
        QTest::addRow("RunTask.params")
            << MessageType::RunTask << with(run, u"params"_s, QCborArray{1})
            << u"bad RunTask message: field 'params' should be a map, not an array"_s;
        QTest::addRow("RunTask.threshold")
            << MessageType::RunTask << with(run, u"threshold"_s, 1.5)
            << u"bad RunTask message: field 'threshold' should be an integer, not a "
               "floating-point number"_s;
        QTest::addRow("RunTask.inputs")
            << MessageType::RunTask << with(run, u"inputs"_s, QCborMap())
            << u"bad RunTask message: field 'inputs' should be an array, not a map"_s;
        QTest::addRow("RunTask.inputs[1]")
            << MessageType::RunTask
            << with(run, u"inputs"_s, QCborArray{QCborArray{}, mapOf(inlineTable())})
            << u"bad RunTask message: inputs[1] should be an array, not a map"_s;
        QCborMap noKind = mapOf(inlineTable());
        noKind.remove(u"kind"_s);
        QTest::addRow("RunTask.inputs[0][1].kind")
            << MessageType::RunTask
            << with(run, u"inputs"_s, QCborArray{QCborArray{mapOf(inlineTable()), noKind}})
            << u"bad RunTask message: inputs[0][1]: field 'kind' is missing"_s;
        QCborMap strangeKind = mapOf(inlineTable());
        strangeKind.insert(u"kind"_s, u"hologram"_s);
        QTest::addRow("RunTask.inputs[0][0].kind")
            << MessageType::RunTask << with(run, u"inputs"_s, QCborArray{QCborArray{strangeKind}})
            << u"bad RunTask message: inputs[0][0]: unknown dataset kind 'hologram'"_s;
        QCborMap noSize = mapOf(segmentArray());
        noSize.remove(u"size"_s);
        QTest::addRow("TaskResult.outputs[1].size")
            << MessageType::TaskResult
            << with(mapOf(sampleResult()), u"outputs"_s, QCborArray{mapOf(inlineTable()), noSize})
            << u"bad TaskResult message: outputs[1]: field 'size' is missing"_s;
        QCborMap textBytes = mapOf(inlineTable());
        textBytes.insert(u"inline"_s, u"rows"_s);
        QTest::addRow("TaskResult.outputs[0].inline")
            << MessageType::TaskResult
            << with(mapOf(sampleResult()), u"outputs"_s, QCborArray{textBytes})
            << u"bad TaskResult message: outputs[0]: field 'inline' should be a byte string, "
               "not a text string"_s;
        QCborMap emptySegment = mapOf(segmentArray());
        emptySegment.insert(u"segment"_s, QString());
        QTest::addRow("TaskResult.outputs[0].segment")
            << MessageType::TaskResult
            << with(mapOf(sampleResult()), u"outputs"_s, QCborArray{emptySegment})
            << u"bad TaskResult message: outputs[0]: field 'segment' is empty"_s;
        QTest::addRow("TaskResult.outputs[0]")
            << MessageType::TaskResult << with(mapOf(sampleResult()), u"outputs"_s, QCborArray{7})
            << u"bad TaskResult message: outputs[0]: a dataset should be a map, not an "
               "integer"_s;
        QTest::addRow("TaskError.message")
            << MessageType::TaskError << with(mapOf(TaskError{3, {}}), u"message"_s, true)
            << u"bad TaskError message: field 'message' should be a text string, not a "
               "boolean"_s;
        QTest::addRow("ReleaseSegments.names[1]")
            << MessageType::ReleaseSegments << with(QCborMap(), u"names"_s, QCborArray{u"p-1"_s, 2})
            << u"bad ReleaseSegments message: names[1] should be a text string, not an "
               "integer"_s;
        QTest::addRow("Hello.pid")
            << MessageType::Hello << with(mapOf(Hello{}), u"pid"_s, QCborValue::Null)
            << u"bad Hello message: field 'pid' should be an integer, not null"_s;
    }

    void mistypedFieldsAreNamed()
    {
        QFETCH(MessageType, type);
        QFETCH(QCborMap, payload);
        QFETCH(QString, error);
        QCOMPARE(decodeError(type, payload), error);
    }

    void anotherVersionSaysSo()
    {
        QCOMPARE(decodeError(MessageType::Hello, mapOf(Hello{99, 7})),
                 u"protocol version 99, expected %1"_s.arg(kVersion));
    }

    void payloadMustBeAMap()
    {
        QString error;
        QVERIFY(!decodeMessage(Frame{MessageType::RunTask, QByteArray("\xff\x00", 2)}, &error));
        QCOMPARE(error, u"bad RunTask message: not a CBOR map"_s);
        // Shutdown has no fields, but its payload is still a map.
        QVERIFY(!decodeMessage(Frame{MessageType::Shutdown, QCborValue(3).toCbor()}, &error));
        QCOMPARE(error, u"bad Shutdown message: not a CBOR map"_s);
    }

    void anUnknownTypeIsAnError()
    {
        QString error;
        QVERIFY(!decodeMessage(Frame{MessageType(99), QCborValue(QCborMap()).toCbor()}, &error));
        QCOMPARE(error, u"bad frame: unknown message type 99"_s);
    }

    void repliesAreResultsOrErrors()
    {
        QString error;
        const auto frameOf = [](const QByteArray &bytes) {
            FrameDecoder decoder;
            decoder.append(bytes);
            return *decoder.next();
        };
        const std::optional<TaskReply> result =
            decodeReply(frameOf(encodeMessage(sampleResult())), &error);
        QVERIFY(result && std::holds_alternative<TaskResult>(*result));
        QCOMPARE(taskOf(*result), 41);
        const std::optional<TaskReply> failure =
            decodeReply(frameOf(encodeMessage(TaskError{8, u"no"_s})), &error);
        QVERIFY(failure && std::holds_alternative<TaskError>(*failure));
        QCOMPARE(taskOf(*failure), 8);
        QVERIFY(error.isEmpty());
        QVERIFY(!decodeReply(frameOf(encodeMessage(Hello{})), &error));
        QCOMPARE(error, u"Hello in reply to RunTask"_s);
        QVERIFY(!decodeReply(Frame{MessageType::TaskError, {}}, &error));
        QCOMPARE(error, u"bad TaskError message: not a CBOR map"_s);
    }

    void damagedPayloadsNeverCrash()
    {
        // Flipped bytes in real payloads: each decodes to a message or to an error, never both.
        QRandomGenerator random(17);
        const std::vector<std::pair<MessageType, QByteArray>> payloads = {
            {MessageType::RunTask, payloadOf(sampleRunTask())},
            {MessageType::TaskResult, payloadOf(sampleResult())},
            {MessageType::TaskError, payloadOf(TaskError{1, u"x"_s})},
            {MessageType::ReleaseSegments, payloadOf(ReleaseSegments{{u"a"_s, u"b"_s}})},
            {MessageType::Hello, payloadOf(Hello{kVersion, 5})},
        };
        for (int round = 0; round < 3000; ++round) {
            const auto &[type, payload] = payloads[size_t(round) % payloads.size()];
            QByteArray damaged = payload;
            for (int flips = 1 + int(random.bounded(3)); flips > 0; --flips)
                damaged[random.bounded(int(damaged.size()))] = char(random.bounded(256));
            if (random.bounded(4) == 0)
                damaged.truncate(random.bounded(int(damaged.size())));
            QString error;
            const std::optional<Message> message = decodeMessage(Frame{type, damaged}, &error);
            QVERIFY2(bool(message) == error.isEmpty(), qPrintable(error));
        }
    }
};

QTEST_GUILESS_MAIN(TestWorkerMessages)
#include "tst_workermessages.moc"
