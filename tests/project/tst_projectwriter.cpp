#include "TestOperators.h"
#include "project/ProjectDecoder.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <limits>
#include <sys/resource.h>

using namespace Qt::StringLiterals;
using namespace weft::engine;

class TestProjectWriter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();

    static QString dataPath(const QString &relative)
    {
        return weft::test::testDataPath(u"projects/") + relative;
    }

    static QByteArray readBytes(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    /// Parses with the golden files' folder as the project folder, so data/input.csv exists.
    Project parseOrFail(const QByteArray &json, bool *ok) const
    {
        const ProjectLoadResult result =
            ProjectReader(*m_registry).parse(json, u"t.weft"_s, QDir(dataPath(u"good"_s)));
        *ok = result.ok();
        if (!result.ok())
            qWarning().noquote() << result.error;
        return result.ok() ? *result.project : Project{};
    }

    static Node arrayNode(const QString &id, QPointF position)
    {
        Node node;
        node.id = NodeId(id);
        node.operatorId = u"test.array"_s;
        node.position = position;
        return node;
    }

    static Project projectOf(std::vector<Node> nodes)
    {
        Project project;
        project.metadata.name = u"t"_s;
        project.graph.nodes = std::move(nodes);
        return project;
    }

private Q_SLOTS:
    void goldenFilesAreCanonical_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("minimal") << u"good/minimal.weft"_s;
        QTest::newRow("pipeline") << u"good/pipeline.weft"_s;
    }

    void goldenFilesAreCanonical()
    {
        // These files are written in the writer's own layout: loading and saving them must
        // give back the very same bytes.
        QFETCH(QString, file);
        const ProjectLoadResult result = ProjectReader(*m_registry).readFile(dataPath(file));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(ProjectWriter::serialize(*result.project), readBytes(dataPath(file)));
    }

    void roundTripIsStable_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *file :
             {"good/minimal.weft", "good/pipeline.weft", "good/handwritten.weft"})
            QTest::newRow(file) << QString::fromLatin1(file);
    }

    void roundTripIsStable()
    {
        QFETCH(QString, file);
        const ProjectLoadResult first = ProjectReader(*m_registry).readFile(dataPath(file));
        QVERIFY2(first.ok(), qPrintable(first.error));
        const QByteArray saved = ProjectWriter::serialize(*first.project);
        bool ok = false;
        const Project second = parseOrFail(saved, &ok);
        QVERIFY(ok);
        QVERIFY(second == *first.project);
        QCOMPARE(ProjectWriter::serialize(second), saved);
    }

    void docExampleIsWhatTheWriterWrites()
    {
        // docs/project-format.md promises that its example is the writer's own layout. Only
        // the shape is decoded: the example uses built-in operators this test does not load.
        const QByteArray doc = readBytes(weft::test::sourcePath(u"docs/project-format.md"));
        const qsizetype start = doc.indexOf("```json\n");
        QVERIFY(start >= 0);
        const qsizetype end = doc.indexOf("```\n", start + 8);
        QVERIFY(end > start);
        const QByteArray example = doc.mid(start + 8, end - start - 8);
        QString error;
        const auto project =
            ProjectDecoder::decode(QJsonDocument::fromJson(example).object(), &error);
        QVERIFY2(project.has_value(), qPrintable(error));
        QCOMPARE(project->graph.nodes.size(), size_t(3));
        QCOMPARE(ProjectWriter::serialize(*project), example);
    }

    void layoutIsTwoSpacesWithAFinalNewline()
    {
        Project project = projectOf({arrayNode(u"a"_s, QPointF(40, 80))});
        project.graph.nodes[0].title = u"Array"_s;
        project.graph.nodes[0].run.retries = 2;
        const QByteArray expected = R"({
  "format": 1,
  "project": {
    "name": "t"
  },
  "datasets": [],
  "nodes": [
    {
      "id": "a",
      "operator": "test.array",
      "title": "Array",
      "position": {
        "x": 40,
        "y": 80
      },
      "run": {
        "retries": 2
      }
    }
  ],
  "edges": []
}
)";
        QCOMPARE(ProjectWriter::serialize(project), expected);
    }

    void defaultsAreLeftOut()
    {
        const QByteArray bytes = ProjectWriter::serialize(projectOf({arrayNode(u"a"_s, {})}));
        for (const char *key : {"\"settings\"", "\"description\"", "\"title\"", "\"params\"",
                                "\"run\"", "\"backend\"", "\"jobs\""})
            QVERIFY2(!bytes.contains(key), key);

        Project project = projectOf({arrayNode(u"a"_s, {})});
        project.settings.jobs = -1;
        project.graph.nodes[0].run.persistOutputs = true;
        const QByteArray changed = ProjectWriter::serialize(project);
        QVERIFY(changed.contains("  \"settings\": {\n    \"jobs\": -1\n  },\n"));
        QVERIFY(changed.contains("\"run\": {\n        \"persist\": true\n      }"));
        QVERIFY(!changed.contains("\"retries\""));
    }

    void storeSettingsRoundTrip()
    {
        Project project = projectOf({arrayNode(u"a"_s, {})});
        project.settings.store = u"../history/runs.sqlite"_s;
        project.settings.keepRuns = 20;
        project.settings.outsideFolders = {u"../history"_s, u"/srv/results"_s};
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY2(bytes.contains("  \"settings\": {\n    \"store\": \"../history/runs.sqlite\",\n"
                                "    \"keep_runs\": 20,\n    \"outside_folders\": [\n"
                                "      \"../history\",\n      \"/srv/results\"\n    ]\n  },\n"),
                 bytes.constData());
        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        QVERIFY(back == project);
    }

    void mapSettingsRoundTrip()
    {
        const ProjectLoadResult loaded =
            ProjectReader(*m_registry).readFile(dataPath(u"good/pipeline.weft"_s));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        Project project = *loaded.project;
        const auto transform =
            std::find_if(project.graph.nodes.begin(), project.graph.nodes.end(),
                         [](const Node &node) { return node.operatorId == u"test.transform"; });
        QVERIFY(transform != project.graph.nodes.end());
        NodeRunSettings &run = transform->run;
        run = {};
        run.map = true;
        run.batchSize = 64;
        run.batchWaitMs = 5;
        run.batchLowerMs = 2.5;
        run.batchUpperMs = 20;
        run.onItemError = u"record"_s;
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY2(bytes.contains("\"run\": {\n        \"map\": true,\n        \"batch_size\": 64,\n"
                                "        \"batch_wait_ms\": 5,\n        \"batch_lower_ms\": 2.5,\n"
                                "        \"batch_upper_ms\": 20,\n        \"on_item_error\": "
                                "\"record\"\n      }"),
                 bytes.constData());
        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        QVERIFY(back == project);
    }

    void aFrozenNodeRoundTrips()
    {
        const ProjectLoadResult loaded =
            ProjectReader(*m_registry).readFile(dataPath(u"good/pipeline.weft"_s));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        Project project = *loaded.project;
        project.graph.nodes.front().run = {};
        project.graph.nodes.front().run.frozen = u"00112233445566778899aabbccddeeff"_s;
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY2(bytes.contains("\"run\": {\n        \"frozen\": "
                                "\"00112233445566778899aabbccddeeff\"\n      }"),
                 bytes.constData());
        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        QVERIFY(back == project);

        // Unfrozen, the key is not written at all.
        project.graph.nodes.front().run.frozen.clear();
        QVERIFY(!ProjectWriter::serialize(project).contains("frozen"));
    }

    void numbersReadBackIdentically_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("integral") << 40.0 << QByteArray("40");
        QTest::newRow("negative integral") << -3.0 << QByteArray("-3");
        QTest::newRow("tenth") << 0.1 << QByteArray("0.1");
        QTest::newRow("third") << 1.0 / 3 << QByteArray("0.3333333333333333");
        QTest::newRow("small") << 1e-7 << QByteArray("1e-07");
        QTest::newRow("2^53") << 9007199254740992.0 << QByteArray("9007199254740992");
        QTest::newRow("beyond int64") << 1e20 << QByteArray("1e+20");
        QTest::newRow("largest") << std::numeric_limits<double>::max()
                                 << QByteArray("1.7976931348623157e+308");
        QTest::newRow("denormal") << -5e-324 << QByteArray("-5e-324");
        QTest::newRow("fraction") << 123456789.125 << QByteArray("123456789.125");
    }

    void numbersReadBackIdentically()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, text);
        const QByteArray bytes =
            ProjectWriter::serialize(projectOf({arrayNode(u"a"_s, QPointF(value, -value))}));
        QVERIFY2(bytes.contains(QByteArray("\"x\": " + text + ",\n")), bytes.constData());
        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        // Exact comparison on purpose: QCOMPARE on doubles is fuzzy.
        QVERIFY(back.graph.nodes[0].position.x() == value);
        QVERIFY(back.graph.nodes[0].position.y() == -value);
    }

    void integerParamsKeepAll64Bits()
    {
        Project project = projectOf({arrayNode(u"a"_s, {})});
        project.graph.nodes[0].params.insert(u"size"_s, Q_INT64_C(9007199254740993));
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY(bytes.contains("\"size\": 9007199254740993\n"));
        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        QCOMPARE(back.graph.nodes[0].params.value(u"size"_s).toInteger(),
                 Q_INT64_C(9007199254740993));
    }

    void stringsSurviveEscaping()
    {
        const QString tricky = u"quote \" backslash \\ slash / newline \n tab \t cr \r "
                               u"bell \x07 nul "_s +
                               QChar(0) + u" del \x7f é CO₂ 😀 line sep \u2028 end"_s;
        QString loneSurrogate = u"lone "_s;
        loneSurrogate += QChar(0xd800);
        Project project = projectOf({arrayNode(u"a"_s, {})});
        project.metadata.name = tricky;
        project.metadata.description = loneSurrogate;
        project.graph.nodes[0].title = u"  leading and trailing spaces  "_s;
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY(bytes.contains(R"(quote \" backslash \\ slash / newline \n tab \t cr \r bell )"
                               R"(\u0007 nul \u0000 del)"));
        QVERIFY(bytes.contains("lone \\ud800"));
        QVERIFY(bytes.contains("CO\xe2\x82\x82 \xf0\x9f\x98\x80")); // raw UTF-8, not escapes
        QCOMPARE(bytes.count('\n'), 20); // each member on its own line; no raw newline in text

        bool ok = false;
        const Project back = parseOrFail(bytes, &ok);
        QVERIFY(ok);
        QCOMPARE(back.metadata.name, tricky);
        QCOMPARE(back.metadata.description, loneSurrogate);
        QCOMPARE(back.graph.nodes[0].title, project.graph.nodes[0].title);
    }

    void nonFiniteNumbersAreWrittenAsNull()
    {
        // JSON has no NaN or infinity; writing them as bare words would make a file no JSON
        // reader accepts.
        const QByteArray bytes = ProjectWriter::serialize(projectOf(
            {arrayNode(u"a"_s, QPointF(std::nan(""), std::numeric_limits<double>::infinity()))}));
        QVERIFY(bytes.contains("\"x\": null,\n"));
        QVERIFY(bytes.contains("\"y\": null\n"));
    }

    void writeFileSavesAndReplaces()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"p.weft"_s);
        QString error;
        const Project first = projectOf({arrayNode(u"a"_s, {})});
        QVERIFY2(ProjectWriter::writeFile(first, path, &error), qPrintable(error));
        QCOMPARE(readBytes(path), ProjectWriter::serialize(first));
        const Project second = projectOf({arrayNode(u"b"_s, QPointF(1, 2))});
        QVERIFY2(ProjectWriter::writeFile(second, path, &error), qPrintable(error));
        QCOMPARE(readBytes(path), ProjectWriter::serialize(second));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"p.weft"_s});
    }

    void writeFileIntoAMissingFolderFails()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"missing/p.weft"_s);
        QString error;
        QVERIFY(!ProjectWriter::writeFile(projectOf({}), path, &error));
        QCOMPARE(error, path + u": cannot save: No such file or directory"_s);
        QVERIFY(!QFileInfo::exists(dir.filePath(u"missing"_s)));
    }

    void writeFileBelowAFileFails()
    {
        // A parent that is a regular file cannot hold anything, even for root.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile blocker(dir.filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString path = dir.filePath(u"blocker/p.weft"_s);
        QString error;
        QVERIFY(!ProjectWriter::writeFile(projectOf({}), path, &error));
        QCOMPARE(error, path + u": cannot save: Not a directory"_s);
        QCOMPARE(QFileInfo(dir.filePath(u"blocker"_s)).size(), 0);
    }

    void failedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"p.weft"_s);
        const QByteArray old = "the previous version\n";
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(old), old.size());
        }
        std::vector<Node> nodes;
        for (int i = 0; i < 200; ++i)
            nodes.push_back(arrayNode(u"n%1"_s.arg(i), QPointF(i, i)));
        const Project big = projectOf(std::move(nodes));
        QVERIFY(ProjectWriter::serialize(big).size() > 8192);

        // A file size limit makes write() fail with EFBIG part-way through, like a full disk
        // does with ENOSPC, and it works for root too (unlike a read-only folder).
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &limit), 0);
        const rlimit previous = limit;
        limit.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        QString error;
        const bool saved = ProjectWriter::writeFile(big, path, &error);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &previous), 0);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY(!saved);
        QCOMPARE(error, path + u": cannot save: File too large"_s);
        QCOMPARE(readBytes(path), old);
        // The temporary file is gone too.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"p.weft"_s});
    }
};

QTEST_GUILESS_MAIN(TestProjectWriter)
#include "tst_projectwriter.moc"
