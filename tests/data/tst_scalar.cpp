// Scalar datasets: JSON text both ways, the .json loader and saver, the worker codec.
#include "data/Scalar.h"
#include "data/ScalarError.h"
#include "shm/DatasetCodec.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <vector>

using namespace weft::engine;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QString loadError(const QString &path)
{
    try {
        Scalar::load(path);
    } catch (const ScalarError &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestScalar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonTextOfEachType_data()
    {
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("integer") << QJsonValue(qint64(9007199254740993))
                                 << QByteArray("9007199254740993");
        QTest::newRow("float") << QJsonValue(2.5) << QByteArray("2.5");
        QTest::newRow("negative") << QJsonValue(-1e-3) << QByteArray("-0.001");
        QTest::newRow("string") << QJsonValue(QStringLiteral("Zürich \"Ω\""))
                                << QByteArray("\"Zürich \\\"Ω\\\"\"");
        QTest::newRow("true") << QJsonValue(true) << QByteArray("true");
        QTest::newRow("null") << QJsonValue() << QByteArray("null");
        QTest::newRow("array") << QJsonValue(QJsonArray{1, QStringLiteral("a")})
                               << QByteArray("[1,\"a\"]");
        QTest::newRow("object") << QJsonValue(QJsonObject{{QStringLiteral("n"), 3}})
                                << QByteArray("{\"n\":3}");
    }

    void jsonTextOfEachType()
    {
        QFETCH(QJsonValue, value);
        QFETCH(QByteArray, text);
        const Scalar scalar(value);
        QCOMPARE(scalar.kind(), DataKind::Scalar);
        QCOMPARE(scalar.toJson(), text);
        QString error;
        const std::optional<Scalar> back = Scalar::fromJson(text, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->value(), value);
        QVERIFY(scalar.sizeBytes() >= text.size());
    }

    void nanIsNullInJson()
    {
        const Scalar nan(std::nan(""));
        QVERIFY(std::isnan(nan.value().toDouble()));
        QCOMPARE(nan.toJson(), QByteArray("null"));
    }

    void badTextIsRefusedWithItsLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("line");
        QTest::newRow("empty") << QByteArray("") << QStringLiteral("the text holds no JSON value")
                               << qint64(1);
        QTest::newRow("blank") << QByteArray("  \n ") << QStringLiteral("holds no JSON value")
                               << qint64(1);
        QTest::newRow("two values")
            << QByteArray("1, 2") << QStringLiteral("more than one JSON value") << qint64(1);
        QTest::newRow("word") << QByteArray("{\n\"a\": 1,\n\"b\": nope\n}")
                              << QStringLiteral("the text is not JSON") << qint64(3);
        QTest::newRow("unterminated")
            << QByteArray("\"abc") << QStringLiteral("the text is not JSON") << qint64(1);
    }

    void badTextIsRefusedWithItsLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QFETCH(qint64, line);
        QString error;
        qint64 errorLine = 0;
        QVERIFY(!Scalar::fromJson(text, &error, &errorLine));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(errorLine, line);
    }

    void saveAndLoadRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new/folder/summary.json"));
        const Scalar summary(QJsonObject{{QStringLiteral("rows"), 12},
                                         {QStringLiteral("city"), QStringLiteral("東京")},
                                         {QStringLiteral("ok"), true}});
        summary.save(path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.endsWith("}\n"));
        QVERIFY(text.contains("\n    \"city\": \"東京\"")); // indented for people to read
        QCOMPARE(Scalar::load(path), summary);
        // Nothing but the file itself is left in the folder.
        QCOMPARE(QDir(dir.filePath(QStringLiteral("new/folder"))).entryList(QDir::Files),
                 QStringList{QStringLiteral("summary.json")});

        const QString number = dir.filePath(QStringLiteral("n.json"));
        Scalar(QJsonValue(42)).save(number);
        QFile n(number);
        QVERIFY(n.open(QIODevice::ReadOnly));
        QCOMPARE(n.readAll(), QByteArray("42\n"));
    }

    void loadSkipsAByteOrderMark()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.json"));
        writeFile(path, "\xEF\xBB\xBF\"x\"\r\n");
        QCOMPARE(Scalar::load(path).value(), QJsonValue(QStringLiteral("x")));
    }

    void loadErrorsNameTheFileAndLine()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("none.json"));
        QVERIFY(loadError(missing).startsWith(QDir::toNativeSeparators(missing) +
                                              QStringLiteral(": cannot open the file")));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        writeFile(bad, "[1,\n2,\n]");
        QVERIFY2(loadError(bad).startsWith(QDir::toNativeSeparators(bad) +
                                           QStringLiteral(":3: the text is not JSON")),
                 qPrintable(loadError(bad)));
    }

    void saveRefusesAFolderItCannotCreate()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("file")), "x");
        try {
            Scalar(QJsonValue(1)).save(dir.filePath(QStringLiteral("file/sub/a.json")));
            QFAIL("saved under a file");
        } catch (const ScalarError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("cannot create the folder")),
                     qPrintable(e.message()));
        }
    }

    void fromDatasetChecksTheKind()
    {
        const DatasetPtr scalar = std::make_shared<const Scalar>(QJsonValue(1));
        QVERIFY(Scalar::fromDataset(scalar));
        QVERIFY(!Scalar::fromDataset(nullptr));
    }

    void codecRoundTripKeepsTypes()
    {
        const DatasetKindCodec &codec = DatasetCodec::require(DataKind::Scalar);
        const std::vector<QJsonValue> values = {
            QJsonValue(qint64(-7)),
            QJsonValue(0.1),
            QJsonValue(QStringLiteral("π ≈ 3.14")),
            QJsonValue(false),
            QJsonValue(),
            QJsonValue(QJsonArray{1.5, QJsonObject{{QStringLiteral("k"), QJsonArray{}}}})};
        for (const QJsonValue &value : values) {
            const Scalar scalar(value);
            std::vector<char> bytes(size_t(codec.encodedSize(scalar)));
            codec.encode(scalar, bytes);
            const auto back = Scalar::fromDataset(codec.decode(bytes));
            QVERIFY(back);
            QCOMPARE(back->value(), value);
            QCOMPARE(back->value().type(), value.type());
        }
        const char garbage[] = {'\xff', '\x00'};
        QVERIFY_THROWS_EXCEPTION(CodecError, codec.decode(garbage));
    }
};

QTEST_GUILESS_MAIN(TestScalar)
#include "tst_scalar.moc"
