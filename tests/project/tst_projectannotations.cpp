#include "TestOperators.h"
#include "project/ProjectDecoder.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

/// Frames and comments in the project file: written in a fixed order and left out when there
/// are none, read back identically, and refused with a message naming the culprit when their
/// shape or values are wrong.
class TestProjectAnnotations : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();

    ProjectLoadResult parse(const QByteArray &json) const
    {
        return ProjectReader(*m_registry).parse(json, u"t.weft"_s, QDir::current());
    }

    /// A minimal project whose top level also holds `extra` (e.g. `"frames": [...]`).
    static QByteArray withTopLevel(const QByteArray &extra)
    {
        return R"({"format": 1, "project": {"name": "t"}, "datasets": [], "nodes": [],
                   "edges": [], )" +
               extra + "}";
    }

    static Project annotatedProject()
    {
        Project project;
        project.metadata.name = u"t"_s;
        project.frames.push_back(
            Frame{u"inputs"_s, u"Inputs"_s, QRectF(16, -24, 480, 240.5), u"#2f80ed"_s});
        project.frames.push_back(Frame{u"frame_2"_s, QString(), QRectF(0, 0, 10, 10), QString()});
        project.comments.push_back(
            Comment{u"note"_s, u"Weekly values.\nSee \"data\"."_s, QPointF(40, 300), 240});
        return project;
    }

private Q_SLOTS:
    void leftOutWhenThereAreNone()
    {
        Project project;
        project.metadata.name = u"t"_s;
        const QByteArray bytes = ProjectWriter::serialize(project);
        QVERIFY(!bytes.contains("\"frames\""));
        QVERIFY(!bytes.contains("\"comments\""));
    }

    void writtenInTheDocumentedOrder()
    {
        const QByteArray bytes = ProjectWriter::serialize(annotatedProject());
        const QByteArray expected = "  \"edges\": [],\n"
                                    "  \"frames\": [\n"
                                    "    {\n"
                                    "      \"id\": \"inputs\",\n"
                                    "      \"title\": \"Inputs\",\n"
                                    "      \"x\": 16,\n"
                                    "      \"y\": -24,\n"
                                    "      \"width\": 480,\n"
                                    "      \"height\": 240.5,\n"
                                    "      \"colour\": \"#2f80ed\"\n"
                                    "    },\n"
                                    "    {\n"
                                    "      \"id\": \"frame_2\",\n"
                                    "      \"x\": 0,\n"
                                    "      \"y\": 0,\n"
                                    "      \"width\": 10,\n"
                                    "      \"height\": 10\n"
                                    "    }\n"
                                    "  ],\n"
                                    "  \"comments\": [\n"
                                    "    {\n"
                                    "      \"id\": \"note\",\n"
                                    "      \"text\": \"Weekly values.\\nSee \\\"data\\\".\",\n"
                                    "      \"x\": 40,\n"
                                    "      \"y\": 300,\n"
                                    "      \"width\": 240\n"
                                    "    }\n"
                                    "  ]\n"
                                    "}\n";
        QVERIFY2(bytes.endsWith(expected), bytes.constData());
    }

    void roundTripIsStable()
    {
        const Project project = annotatedProject();
        const QByteArray bytes = ProjectWriter::serialize(project);
        const ProjectLoadResult back = parse(bytes);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(*back.project == project);
        QCOMPARE(ProjectWriter::serialize(*back.project), bytes);
    }

    void bundledExampleIsCanonical()
    {
        // The CO₂ example shows frames and a comment; it is written as the writer writes it.
        QFile file(weft::test::sourcePath(u"resources/examples/co2_trend.weft"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QString error;
        const auto project =
            ProjectDecoder::decode(QJsonDocument::fromJson(bytes).object(), &error);
        QVERIFY2(project, qPrintable(error));
        QVERIFY(!project->frames.empty());
        QVERIFY(!project->comments.empty());
        QCOMPARE(ProjectWriter::serialize(*project), bytes);
    }

    void runIgnoresThem()
    {
        // A project whose only content is annotations is valid: nothing in them can stop a run.
        const ProjectLoadResult result =
            parse(withTopLevel(R"("frames": [{"id": "f", "x": 0, "y": 0, "width": 100,
                                   "height": 80}], "comments": [{"id": "c", "text": "",
                                   "x": 0, "y": 0, "width": 200}])"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.project->frames.size(), size_t(1));
        QCOMPARE(result.project->comments.size(), size_t(1));
        QVERIFY(result.project->graph.nodes.empty());
    }

    void badAnnotationsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("culprit");
        const QByteArray frame = R"("x": 0, "y": 0, "width": 100, "height": 80)";
        const QByteArray comment = R"("text": "hi", "x": 0, "y": 0, "width": 200)";
        QTest::newRow("frames not array")
            << QByteArray(R"("frames": {})") << u"frames must be an array, not an object"_s;
        QTest::newRow("frame not object")
            << QByteArray(R"("frames": ["f"])") << u"frames[0] must be an object, not a string"_s;
        QTest::newRow("frame missing key")
            << QByteArray(R"("frames": [{"id": "f", "x": 0, "y": 0, "width": 10}])")
            << u"frames[0]: missing key 'height'"_s;
        QTest::newRow("frame unknown key")
            << QByteArray("\"frames\": [{\"id\": \"f\", \"color\": \"#ffffff\", " + frame + "}]")
            << u"frames[0]: unknown key 'color'"_s;
        QTest::newRow("frame x not number")
            << QByteArray(R"("frames": [{"id": "f", "x": "0", "y": 0, "width": 1, "height": 1}])")
            << u"frames[0].x must be a number, not a string"_s;
        QTest::newRow("frame title not string")
            << QByteArray(R"("frames": [{"id": "f", "title": 3, )" + frame + "}]")
            << u"frames[0].title must be a string, not 3"_s;
        QTest::newRow("frame empty id")
            << QByteArray(R"("frames": [{"id": "", )" + frame + "}]") << u"frames[0]: empty id"_s;
        QTest::newRow("duplicate frame id") << QByteArray(R"("frames": [{"id": "f", )" + frame +
                                                          R"(}, {"id": "f", )" + frame + "}]")
                                            << u"duplicate frame id 'f'"_s;
        QTest::newRow("frame without area")
            << QByteArray(R"("frames": [{"id": "f", "x": 0, "y": 0, "width": 0, "height": 5}])")
            << u"frame 'f': width and height must be above 0, not 0 and 5"_s;
        QTest::newRow("frame bad colour")
            << QByteArray(R"("frames": [{"id": "f", "colour": "blue", )" + frame + "}]")
            << u"frame 'f': colour must be of the form #rrggbb, not 'blue'"_s;
        QTest::newRow("comments not array")
            << QByteArray(R"("comments": "note")") << u"comments must be an array, not a string"_s;
        QTest::newRow("comment missing text")
            << QByteArray(R"("comments": [{"id": "c", "x": 0, "y": 0, "width": 10}])")
            << u"comments[0]: missing key 'text'"_s;
        QTest::newRow("comment unknown key")
            << QByteArray(R"("comments": [{"id": "c", "height": 5, )" + comment + "}]")
            << u"comments[0]: unknown key 'height'"_s;
        QTest::newRow("comment text not string")
            << QByteArray(R"("comments": [{"id": "c", "text": true, "x": 0, "y": 0, "width": 1}])")
            << u"comments[0].text must be a string, not true"_s;
        QTest::newRow("duplicate comment id")
            << QByteArray(R"("comments": [{"id": "c", )" + comment + R"(}, {"id": "c", )" +
                          comment + "}]")
            << u"duplicate comment id 'c'"_s;
        QTest::newRow("comment without width")
            << QByteArray(R"("comments": [{"id": "c", "text": "", "x": 0, "y": 0, "width": -4}])")
            << u"comment 'c': width must be above 0, not -4"_s;
    }

    void badAnnotationsAreNamed()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, culprit);
        const ProjectLoadResult result = parse(withTopLevel(extra));
        QVERIFY(!result.ok());
        QCOMPARE(result.error, u"t.weft: "_s + culprit);
    }
};

QTEST_GUILESS_MAIN(TestProjectAnnotations)
#include "tst_projectannotations.moc"
