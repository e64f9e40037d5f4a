#include "document/ProjectPathRebaser.h"
#include "ops/OperatorRegistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::ProjectPathRebaser;
namespace engine = weft::engine;

namespace {

const engine::ParamSpec *paramOfType(const engine::OperatorSpec &spec, engine::ParamType type)
{
    for (const engine::ParamSpec &param : spec.params) {
        if (param.type == type)
            return &param;
    }
    return nullptr;
}

const engine::OperatorSpec &spec(const QString &id)
{
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(id);
    if (!op)
        qFatal("operator %s is not registered", qPrintable(id));
    return op->spec();
}

} // namespace

class tst_ProjectPathRebaser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rebasedPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("into a subfolder")
            << u"data/in.csv"_s << u"/p"_s << u"/p/sub"_s << u"../data/in.csv"_s;
        QTest::newRow("up to the parent")
            << u"in.csv"_s << u"/p/sub"_s << u"/p"_s << u"sub/in.csv"_s;
        QTest::newRow("sideways") << u"../shared/in.csv"_s << u"/p/a"_s << u"/p/b"_s
                                  << u"../shared/in.csv"_s;
        QTest::newRow("dot segments")
            << u"./x/../in.csv"_s << u"/p"_s << u"/q"_s << u"../p/in.csv"_s;
        QTest::newRow("absolute stays")
            << u"/data/in.csv"_s << u"/p"_s << u"/q"_s << u"/data/in.csv"_s;
        QTest::newRow("empty stays") << QString() << u"/p"_s << u"/q"_s << QString();
    }

    void rebasedPath()
    {
        QFETCH(QString, path);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QCOMPARE(ProjectPathRebaser::rebasedPath(path, QDir(from), QDir(to)), expected);
    }

    void anchoredPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("inside") << u"/p/data/in.csv"_s << u"/p"_s << u"data/in.csv"_s;
        QTest::newRow("beside") << u"/data/in.csv"_s << u"/p"_s << u"../data/in.csv"_s;
        QTest::newRow("dot segments") << u"/p/x/../in.csv"_s << u"/p"_s << u"in.csv"_s;
        QTest::newRow("relative stays") << u"data/in.csv"_s << u"/p"_s << u"data/in.csv"_s;
        QTest::newRow("empty stays") << QString() << u"/p"_s << QString();
    }

    void anchoredPath()
    {
        QFETCH(QString, path);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QCOMPARE(ProjectPathRebaser::anchoredPath(path, QDir(to)), expected);
    }

    void anchorsAbsoluteDatasetsAndFileParams()
    {
        const engine::OperatorSpec &read = spec(u"csv.read"_s);
        const engine::ParamSpec *input = paramOfType(read, engine::ParamType::InputFile);
        QVERIFY(input);
        engine::Project project;
        project.datasets.push_back({u"abs"_s, u"/p/data/raw.csv"_s});
        project.datasets.push_back({u"rel"_s, u"data/other.csv"_s});
        engine::Node reader;
        reader.id = engine::NodeId(u"read"_s);
        reader.operatorId = read.id;
        reader.params.insert(input->name, u"/srv/raw.csv"_s);
        project.graph.nodes = {reader};

        const engine::Project anchored = ProjectPathRebaser::anchored(
            project, QDir(u"/p"_s), engine::OperatorRegistry::builtin());
        QCOMPARE(anchored.datasets[0].path, u"data/raw.csv"_s);
        QCOMPARE(anchored.datasets[1].path, u"data/other.csv"_s);
        QCOMPARE(anchored.graph.nodes[0].params.value(input->name).toString(), u"../srv/raw.csv"_s);
    }

    void rebasesDatasetsAndFileParams()
    {
        const engine::OperatorSpec &read = spec(u"csv.read"_s);
        const engine::OperatorSpec &write = spec(u"csv.write"_s);
        const engine::ParamSpec *input = paramOfType(read, engine::ParamType::InputFile);
        const engine::ParamSpec *output = paramOfType(write, engine::ParamType::OutputFile);
        QVERIFY(input);
        QVERIFY(output);
        const engine::ParamSpec *other = nullptr;
        for (const engine::ParamSpec &param : read.params) {
            if (param.type == engine::ParamType::String)
                other = &param;
        }

        engine::Project project;
        project.datasets.push_back({u"raw"_s, u"data/raw.csv"_s});
        project.datasets.push_back({u"abs"_s, u"/srv/abs.csv"_s});
        engine::Node reader;
        reader.id = engine::NodeId(u"read"_s);
        reader.operatorId = read.id;
        reader.params.insert(input->name, u"data/raw.csv"_s);
        if (other)
            reader.params.insert(other->name, u"data/not-a-path"_s);
        engine::Node writer;
        writer.id = engine::NodeId(u"write"_s);
        writer.operatorId = write.id;
        writer.params.insert(output->name, u"/tmp/out.csv"_s);
        engine::Node relativeWriter = writer;
        relativeWriter.id = engine::NodeId(u"save"_s);
        relativeWriter.params.insert(output->name, u"out/result.csv"_s);
        project.graph.nodes = {reader, writer, relativeWriter};

        const engine::Project moved = ProjectPathRebaser::rebased(
            project, QDir(u"/p"_s), QDir(u"/p/copies"_s), engine::OperatorRegistry::builtin());
        QCOMPARE(moved.datasets[0].path, u"../data/raw.csv"_s);
        QCOMPARE(moved.datasets[1].path, u"/srv/abs.csv"_s);
        QCOMPARE(moved.graph.nodes[0].params.value(input->name).toString(), u"../data/raw.csv"_s);
        if (other)
            QCOMPARE(moved.graph.nodes[0].params.value(other->name).toString(),
                     u"data/not-a-path"_s);
        QCOMPARE(moved.graph.nodes[1].params.value(output->name).toString(), u"/tmp/out.csv"_s);
        // What the project writes stays beside it: the copy writes its own outputs.
        QCOMPARE(moved.graph.nodes[2].params.value(output->name).toString(), u"out/result.csv"_s);

        // The same folder changes nothing.
        QCOMPARE(ProjectPathRebaser::rebased(project, QDir(u"/p"_s), QDir(u"/p/"_s),
                                             engine::OperatorRegistry::builtin()),
                 project);
    }
};

QTEST_GUILESS_MAIN(tst_ProjectPathRebaser)
#include "tst_projectpathrebaser.moc"
