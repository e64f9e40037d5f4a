#include "exec/WorkerMessages.h"
#include "exec/WorkerProtocol.h"

#include <QCborArray>
#include <QTest>

#include <sys/socket.h>
#include <unistd.h>

using namespace weft::engine::protocol;

/// The frame format of exec/WorkerProtocol.h: frames split across reads in any way come out
/// whole, a truncated or foreign frame is refused with a message that says so.
class TestWorkerProtocol : public QObject
{
    Q_OBJECT

private:
    static QCborMap sample(int n)
    {
        QCborMap map;
        map.insert(QStringLiteral("task"), n);
        map.insert(QStringLiteral("bytes"), QByteArray(n * 10, char('a' + n % 26)));
        return map;
    }

private Q_SLOTS:
    void headerLayout()
    {
        const QByteArray frame = encodeFrame(MessageType::RunTask, sample(1));
        QCOMPARE(quint8(frame[0]), kMagic);
        QCOMPARE(quint8(frame[1]), kVersion);
        QCOMPARE(quint8(frame[2]), quint8(MessageType::RunTask));
        QCOMPARE(quint8(frame[3]), quint8(0));
        const auto length = quint32(quint8(frame[4])) | quint32(quint8(frame[5])) << 8 |
                            quint32(quint8(frame[6])) << 16 | quint32(quint8(frame[7])) << 24;
        QCOMPARE(qsizetype(length), frame.size() - kHeaderSize);
    }

    void framesSurviveAnySplit_data()
    {
        QTest::addColumn<int>("chunk");
        for (int chunk : {1, 3, 7, 8, 9, 64, 100000})
            QTest::addRow("%d", chunk) << chunk;
    }

    void framesSurviveAnySplit()
    {
        QFETCH(int, chunk);
        QByteArray stream;
        for (int i = 0; i < 20; ++i)
            stream +=
                encodeFrame(i % 2 ? MessageType::TaskResult : MessageType::RunTask, sample(i));
        FrameDecoder decoder;
        int got = 0;
        for (qsizetype at = 0; at < stream.size(); at += chunk) {
            decoder.append(
                QByteArrayView(stream).sliced(at, std::min<qsizetype>(chunk, stream.size() - at)));
            while (std::optional<Frame> frame = decoder.next()) {
                QCOMPARE(frame->type, got % 2 ? MessageType::TaskResult : MessageType::RunTask);
                QString error;
                QCOMPARE(decodePayload(*frame, &error), sample(got));
                QVERIFY(error.isEmpty());
                ++got;
            }
        }
        QVERIFY(!decoder.hasError());
        QCOMPARE(got, 20);
        QCOMPARE(decoder.pending(), 0);
    }

    void truncatedFrameIsReported()
    {
        const QByteArray frame = encodeFrame(MessageType::TaskResult, sample(5));
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), 0);
        QVERIFY(writeAll(fds[1], QByteArrayView(frame).first(frame.size() - 3)));
        ::close(fds[1]);
        FrameDecoder decoder;
        QString error;
        QVERIFY(!readFrame(fds[0], decoder, &error));
        ::close(fds[0]);
        QVERIFY2(error.contains(u"truncated frame"), qPrintable(error));
        QCOMPARE(decoder.pending(), frame.size() - 3);
    }

    void cleanEndOfFileIsNoError()
    {
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), 0);
        QVERIFY(writeAll(fds[1], encodeFrame(MessageType::Shutdown, {})));
        ::close(fds[1]);
        FrameDecoder decoder;
        QString error;
        const std::optional<Frame> frame = readFrame(fds[0], decoder, &error);
        QVERIFY(frame);
        QCOMPARE(frame->type, MessageType::Shutdown);
        QVERIFY(!readFrame(fds[0], decoder, &error));
        QVERIFY(error.isEmpty());
        ::close(fds[0]);
    }

    void wrongVersionIsRefused()
    {
        QByteArray frame = encodeMessage(Hello{kVersion, 42});
        frame[1] = char(kVersion + 1);
        FrameDecoder decoder;
        decoder.append(frame);
        QVERIFY(!decoder.next());
        QVERIFY(decoder.hasError());
        QCOMPARE(
            decoder.error(),
            QStringLiteral("protocol version %1, expected %2").arg(kVersion + 1).arg(kVersion));
        // Once broken, a decoder stays broken even if good frames follow.
        decoder.append(encodeMessage(Hello{kVersion, 42}));
        QVERIFY(!decoder.next());
    }

    void helloChecksTheVersion()
    {
        QString error;
        FrameDecoder decoder;
        decoder.append(encodeMessage(Hello{kVersion, 1234}));
        const std::optional<Message> hello = decodeMessage(*decoder.next(), &error);
        QCOMPARE(hello ? std::get<Hello>(*hello).pid : -1, 1234);
        QVERIFY(error.isEmpty());
        const QCborMap future{{QStringLiteral("version"), 99}, {QStringLiteral("pid"), 1234}};
        QVERIFY(!Hello::fromCbor(future, &error));
        QVERIFY2(error.contains(u"protocol version 99"), qPrintable(error));
    }

    void foreignBytesAreRefused()
    {
        FrameDecoder decoder;
        decoder.append(QByteArrayView("GET / HTTP/1.1\r\n"));
        QVERIFY(!decoder.next());
        QVERIFY2(decoder.error().contains(u"magic"), qPrintable(decoder.error()));
    }

    void oversizedAndUnknownFramesAreRefused()
    {
        QByteArray frame = encodeFrame(MessageType::RunTask, {});
        frame[7] = char(0x7f); // a length of about 2 GB
        FrameDecoder big;
        big.append(frame);
        QVERIFY(!big.next());
        QVERIFY2(big.error().contains(u"exceeds the limit"), qPrintable(big.error()));

        QByteArray unknown = encodeFrame(MessageType::RunTask, {});
        unknown[2] = char(99);
        FrameDecoder other;
        other.append(unknown);
        QVERIFY(!other.next());
        QVERIFY2(other.error().contains(u"type 99"), qPrintable(other.error()));
    }

    void payloadMustBeAMap()
    {
        Frame frame{MessageType::TaskResult, QCborValue(QCborArray{1, 2}).toCbor()};
        QString error;
        QVERIFY(decodePayload(frame, &error).isEmpty());
        QCOMPARE(error, QStringLiteral("bad TaskResult message: not a CBOR map"));
    }
};

QTEST_GUILESS_MAIN(TestWorkerProtocol)
#include "tst_workerprotocol.moc"
