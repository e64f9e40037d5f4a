#include "document/ProjectController.h"
#include "edit/CanvasSelection.h"
#include "edit/EditController.h"
#include "edit/NodeInspector.h"
#include "edit/ParameterListModel.h"
#include "models/MonitorSink.h"
#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectValidator.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using weft::app::CanvasSelection;
using weft::app::EditController;
using weft::app::NodeInspector;
using weft::app::NodeListModel;
using weft::app::ProjectController;
using Params = weft::app::ParameterListModel;
using EdgeListModelKey = weft::app::EdgeListModel;
namespace engine = weft::engine;

namespace {

const QString kSampleDir = weft::test::testDataPath(u"gui");
const QString kSample = kSampleDir + u"/weather.weft"_s;

QPointF positionOf(const ProjectController &controller, const QString &id)
{
    const engine::Node *node = controller.project().graph.findNode(engine::NodeId(id));
    return node ? node->position : QPointF(-1, -1);
}

bool hasEdge(const ProjectController &controller, const QString &from, const QString &to)
{
    for (const engine::Edge &edge : controller.project().graph.edges) {
        if (edge.fromNode.toString() == from && edge.toNode.toString() == to)
            return true;
    }
    return false;
}

} // namespace

/// Every editing command through the controller's undo stack: each change, its undo (which
/// restores the document byte for byte) and its redo, with the item models checked by
/// QAbstractItemModelTester all along.
class tst_EditController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectController> m_controller;
    std::unique_ptr<QAbstractItemModelTester> m_nodeTester;
    std::unique_ptr<QAbstractItemModelTester> m_edgeTester;
    std::unique_ptr<QAbstractItemModelTester> m_parameterTester;

    ProjectController &controller() { return *m_controller; }
    EditController &edit() { return *m_controller->edit(); }
    CanvasSelection &selection() { return *m_controller->selection(); }
    NodeInspector &inspector() { return *m_controller->inspector(); }
    QByteArray document() const
    {
        return engine::ProjectWriter::serialize(m_controller->project());
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_controller = std::make_unique<ProjectController>(engine::OperatorRegistry::builtin());
        QVERIFY(m_controller->open(kSample));
        const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
        m_nodeTester = std::make_unique<QAbstractItemModelTester>(m_controller->nodes(), mode);
        m_edgeTester = std::make_unique<QAbstractItemModelTester>(m_controller->edges(), mode);
        m_parameterTester =
            std::make_unique<QAbstractItemModelTester>(inspector().parameters(), mode);
    }

    void cleanup()
    {
        m_parameterTester.reset();
        m_edgeTester.reset();
        m_nodeTester.reset();
        m_controller.reset();
    }

    void addNodeUndoRedo()
    {
        const QByteArray before = document();
        QVERIFY(!controller().canUndo());
        const QString id = edit().addNode(u"table.head"_s, QPointF(48, 480));
        QCOMPARE(id, u"head"_s);
        QCOMPARE(controller().nodes()->count(), 7);
        QCOMPARE(positionOf(controller(), id), QPointF(48, 480));
        QVERIFY(selection().isSelected(id));
        QCOMPARE(selection().currentNodeId(), id);
        QVERIFY(controller().isModified());
        QCOMPARE(controller().undoText(), u"Add First rows"_s);

        // A second node of the operator gets the next free id.
        QCOMPARE(edit().addNode(u"table.head"_s, QPointF(0, 0)), u"head_2"_s);
        controller().undo();
        controller().undo();
        QCOMPARE(controller().nodes()->count(), 6);
        QCOMPARE(document(), before);
        QVERIFY(!controller().isModified());
        controller().redo();
        QCOMPARE(controller().nodes()->count(), 7);
        QCOMPARE(positionOf(controller(), u"head"_s), QPointF(48, 480));

        QVERIFY(edit().addNode(u"no.such.operator"_s, QPointF()).isEmpty());
    }

    void removeNodesTakesTheirEdgesAndUndoRestoresTheOrder()
    {
        const QByteArray before = document();
        selection().selectNodes({u"fahrenheit"_s, u"rainy"_s});
        edit().removeSelection();
        QCOMPARE(controller().nodes()->count(), 4);
        // read→fahrenheit, fahrenheit→write, read→rainy and rainy→wettest went with them.
        QCOMPARE(controller().edges()->count(), 1);
        QCOMPARE(selection().nodeCount(), 0);
        controller().undo();
        QCOMPARE(document(), before);
        QCOMPARE(controller().edges()->count(), 5);
        QCOMPARE(controller().nodes()->rowOf(u"rainy"_s), 3);
        controller().redo();
        QCOMPARE(controller().nodes()->count(), 4);
        QVERIFY(!hasEdge(controller(), u"read"_s, u"rainy"_s));
    }

    void moveSnapsToTheGridAndIsOneStep()
    {
        const QByteArray before = document();
        selection().selectNodes({u"read"_s, u"rainy"_s});
        edit().beginMove();
        edit().dragMove(QPointF(13, 5), 24);
        edit().dragMove(QPointF(30, 10), 24);
        QCOMPARE(positionOf(controller(), u"read"_s), QPointF(24, 120));
        QCOMPARE(positionOf(controller(), u"rainy"_s), QPointF(312, 240));
        // The edges follow the node while it moves.
        const QModelIndex edge = controller().edges()->index(0);
        QCOMPARE(edge.data(weft::app::EdgeListModel::FromPositionRole).toPointF(),
                 QPointF(24, 120));
        edit().endMove();
        QCOMPARE(controller().undoStack()->count(), 1);
        controller().undo();
        QCOMPARE(document(), before);
        QCOMPARE(edge.data(weft::app::EdgeListModel::FromPositionRole).toPointF(), QPointF(0, 110));
        controller().redo();
        QCOMPARE(positionOf(controller(), u"read"_s), QPointF(24, 120));

        // A drag that ends where it started leaves no step.
        edit().beginMove();
        edit().dragMove(QPointF(2, 2), 24);
        edit().endMove();
        QCOMPARE(controller().undoStack()->count(), 1);
    }

    void connectionsAreCheckedBeforeTheyAreMade()
    {
        const QString generate = edit().addNode(u"array.generate"_s, QPointF(0, 400));
        const QString head = edit().addNode(u"table.head"_s, QPointF(300, 400));
        QCOMPARE(edit().connectionProblem(generate, u"array"_s, head, u"table"_s),
                 u"This output gives arrays; this input takes tables."_s);
        QVERIFY(!edit().connectPorts(generate, u"array"_s, head, u"table"_s));
        QCOMPARE(edit().connectionProblem(u"wettest"_s, u"table"_s, u"rainy"_s, u"table"_s),
                 u"This would close a cycle: rainy → wettest → rainy."_s);
        QCOMPARE(edit().connectionProblem(u"rainy"_s, u"table"_s, u"rainy"_s, u"table"_s),
                 u"A node cannot feed itself."_s);
        QCOMPARE(edit().connectionProblem(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s),
                 u"These ports are connected already."_s);
        QCOMPARE(edit().connectionProblem(u"read"_s, u"nope"_s, head, u"table"_s),
                 u"Unknown port."_s);

        const int steps = controller().undoStack()->count();
        QVERIFY(edit().connectPorts(u"wettest"_s, u"table"_s, head, u"table"_s));
        QCOMPARE(controller().edges()->count(), 6);
        controller().undo();
        QCOMPARE(controller().edges()->count(), 5);
        controller().redo();
        QVERIFY(hasEdge(controller(), u"wettest"_s, head));
        QCOMPARE(controller().undoStack()->count(), steps + 1);
    }

    void aNodeAddedFromAWireIsConnectedInOneStep()
    {
        const QByteArray before = document();
        // A wire from wettest's table output, let go on empty canvas: a sort node takes it.
        const QString sort = edit().addConnectedNode(u"table.sort"_s, QPointF(900, 480),
                                                     u"wettest"_s, u"table"_s, true);
        QCOMPARE(sort, u"sort"_s);
        QVERIFY(hasEdge(controller(), u"wettest"_s, sort));
        QCOMPARE(selection().currentNodeId(), sort);
        QCOMPARE(controller().undoText(), u"Add Sort rows"_s);
        controller().undo();
        QCOMPARE(document(), before);

        // From rainy's input (picked free first): a node whose output feeds it.
        QVERIFY(edit().disconnectPorts(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        const QString head = edit().addConnectedNode(u"table.head"_s, QPointF(0, 480), u"rainy"_s,
                                                     u"table"_s, false);
        QVERIFY(hasEdge(controller(), head, u"rainy"_s));

        // An operator with no port that fits adds nothing.
        const int count = controller().nodes()->count();
        QVERIFY(edit()
                    .addConnectedNode(u"array.generate"_s, QPointF(0, 600), u"wettest"_s,
                                      u"table"_s, true)
                    .isEmpty());
        QCOMPARE(controller().nodes()->count(), count);
    }

    void attachOffersEveryFormatAReaderReads()
    {
        const QStringList filters = edit().dataFileFilters();
        QCOMPARE(filters.size(), 2);
        // One pattern for each reader named after a suffix, and their aliases.
        for (const engine::Operator *op : engine::OperatorRegistry::builtin().all()) {
            const QString id = op->spec().id;
            if (id.endsWith(u".read"_s))
                QVERIFY2(filters.front().contains(u"*."_s + id.chopped(5) + u' ') ||
                             filters.front().contains(u"*."_s + id.chopped(5) + u')'),
                         qPrintable(id));
        }
        for (const char *pattern : {"*.json", "*.csv", "*.tsv", "*.npy", "*.sqlite", "*.db"})
            QVERIFY2(filters.front().contains(QLatin1String(pattern)), pattern);
        QCOMPARE(filters.back(), u"All files (*)"_s);
    }

    void editingANodeTakesTheRunsMarkFromItAndWhatItFeeds()
    {
        NodeListModel &nodes = *controller().nodes();
        weft::app::RunOutline outline;
        for (const engine::Node &node : controller().project().graph.nodes) {
            weft::app::MonitorNode monitored;
            monitored.id = node.id.toString();
            monitored.operatorId = node.operatorId;
            outline.nodes.append(monitored);
        }
        nodes.runStates()->beginRun(outline);
        std::vector<engine::Event> events;
        for (quint32 task = 0; task < quint32(outline.nodes.size()); ++task) {
            engine::Event finished;
            finished.type = engine::EventType::TaskSucceeded;
            finished.task = task;
            finished.node = task;
            events.push_back(finished);
        }
        nodes.runStates()->appendEvents(events);
        const auto state = [&nodes](const QString &id) {
            return nodes.data(nodes.index(nodes.rowOf(id)), NodeListModel::RunStateRole).toString();
        };
        QCOMPARE(state(u"rainy"_s), u"succeeded"_s);

        // A title or a move is not an edit of what the node computes.
        selection().select(u"rainy"_s);
        QVERIFY(inspector().set(u"title"_s, u"Rainy days"_s));
        QCOMPARE(state(u"rainy"_s), u"succeeded"_s);

        // A parameter is: rainy and what it feeds lose their marks, the rest keep theirs.
        QSignalSpy changed(&nodes, &QAbstractItemModel::dataChanged);
        QVERIFY(inspector().setParameter(u"condition"_s, u"rain_mm > 5"_s).isEmpty());
        QCOMPARE(state(u"rainy"_s), QString());
        QCOMPARE(state(u"wettest"_s), QString());
        QCOMPARE(state(u"save_rainy"_s), QString());
        QCOMPARE(state(u"read"_s), u"succeeded"_s);
        QCOMPARE(state(u"fahrenheit"_s), u"succeeded"_s);
        QVERIFY(!changed.isEmpty());

        // A new connection changes the input of what it feeds.
        QVERIFY(edit().connectPorts(u"fahrenheit"_s, u"table"_s, u"rainy"_s, u"table"_s));
        QCOMPARE(state(u"write"_s), u"succeeded"_s);

        // The next run shows every node again.
        nodes.runStates()->beginRun(outline);
        QCOMPARE(state(u"rainy"_s), u"waiting"_s);
    }

    void connectingATakenInputReplacesItsEdgeInOneStep()
    {
        const QByteArray before = document();
        QVERIFY(edit().connectPorts(u"fahrenheit"_s, u"table"_s, u"rainy"_s, u"table"_s));
        QCOMPARE(controller().edges()->count(), 5);
        QVERIFY(hasEdge(controller(), u"fahrenheit"_s, u"rainy"_s));
        QVERIFY(!hasEdge(controller(), u"read"_s, u"rainy"_s));
        QCOMPARE(controller().undoStack()->count(), 1);
        controller().undo();
        QCOMPARE(document(), before);
    }

    void disconnectUndoRedo()
    {
        const QByteArray before = document();
        QCOMPARE(edit().inputSources(u"rainy"_s, u"table"_s), QStringList({u"read"_s, u"table"_s}));
        QVERIFY(edit().disconnectPorts(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        QCOMPARE(controller().edges()->count(), 4);
        QVERIFY(!edit().disconnectPorts(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        controller().undo();
        QCOMPARE(document(), before);
        controller().redo();
        QVERIFY(edit().inputSources(u"rainy"_s, u"table"_s).isEmpty());
    }

    void aSelectedEdgeIsDeletedAlone()
    {
        const QByteArray before = document();
        selection().select(u"read"_s);
        QVERIFY(selection().selectEdge(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        QCOMPARE(selection().edgeKey(), u"read.table->rainy.table"_s);
        QCOMPARE(selection().nodeCount(), 0);
        QVERIFY(!selection().isEmpty());
        QVERIFY(!selection().selectEdge(u"read"_s, u"table"_s, u"write"_s, u"table"_s));
        edit().removeSelection();
        QCOMPARE(controller().nodes()->count(), 6);
        QCOMPARE(controller().edges()->count(), 4);
        QVERIFY(selection().isEmpty());
        controller().undo();
        QCOMPARE(document(), before);

        // Selecting a node drops the edge; an undo that takes the edge away does too.
        QVERIFY(selection().selectEdge(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        selection().select(u"wettest"_s);
        QVERIFY(selection().edgeKey().isEmpty());
        QVERIFY(edit().connectPorts(u"wettest"_s, u"table"_s, u"write"_s, u"table"_s));
        QVERIFY(selection().selectEdge(u"wettest"_s, u"table"_s, u"write"_s, u"table"_s));
        controller().undo();
        QVERIFY(selection().edgeKey().isEmpty());
    }

    void parametersTitlesAndRunSettingsAreUndoable()
    {
        const QByteArray before = document();
        const engine::NodeId read(u"read"_s);
        auto node = [&] { return *controller().project().graph.findNode(read); };

        selection().select(u"read"_s);
        QCOMPARE(inspector().setParameter(u"delimiter"_s, u";"_s), QString());
        QCOMPARE(node().params.value(u"delimiter"_s).toString(), u";"_s);
        inspector().set(u"title"_s, u"  Weather  "_s);
        QCOMPARE(node().title, u"Weather"_s);
        inspector().set(u"backend"_s, u"threads"_s);
        inspector().set(u"retries"_s, 3);
        inspector().set(u"timeout"_s, 60);
        inspector().set(u"persistOutputs"_s, true);
        QCOMPARE(node().run.retries, 3);
        QCOMPARE(node().run.timeoutSeconds, 60);
        QVERIFY(node().run.persistOutputs);
        QCOMPARE(controller().undoStack()->count(), 6);

        // Values that do not convert change nothing and say what is expected.
        const QString head = edit().addNode(u"table.head"_s, QPointF());
        const int steps = controller().undoStack()->count();
        QCOMPARE(inspector().setParameter(u"rows"_s, u"ten"_s), u"a whole number"_s);
        QCOMPARE(inspector().setParameter(u"nope"_s, u"1"_s), u"unknown parameter"_s);
        QCOMPARE(controller().undoStack()->count(), steps);
        QCOMPARE(inspector().setParameter(u"rows"_s, 25), QString());
        QCOMPARE(controller()
                     .project()
                     .graph.findNode(engine::NodeId(head))
                     ->params.value(u"rows"_s)
                     .toInteger(),
                 25);
        inspector().resetParameter(u"rows"_s);
        QVERIFY(controller().project().graph.findNode(engine::NodeId(head))->params.isEmpty());

        while (controller().canUndo())
            controller().undo();
        QCOMPARE(document(), before);
        QVERIFY(!controller().isModified());
        controller().redo();
        QCOMPARE(node().params.value(u"delimiter"_s).toString(), u";"_s);
    }

    void inspectorFollowsTheSelectedNode()
    {
        QSignalSpy changed(&inspector(), &NodeInspector::nodeChanged);
        selection().select(u"wettest"_s);
        QCOMPARE(selection().currentNodeId(), u"wettest"_s);
        QCOMPARE(inspector().node().title, u"Wettest first"_s);
        QCOMPARE(inspector().node().operatorId, u"table.sort"_s);
        QVERIFY(!changed.isEmpty());
        auto *params = inspector().parameters();
        QCOMPARE(params->count(), 2);
        const QModelIndex column = params->index(0);
        QCOMPARE(column.data(Params::NameRole).toString(), u"column"_s);
        QCOMPARE(column.data(Params::TypeRole).toString(), u"string"_s);
        QCOMPARE(column.data(Params::ValueTextRole).toString(), u"rain_mm"_s);
        QVERIFY(column.data(Params::IsSetRole).toBool());
        QVERIFY(column.data(Params::RequiredRole).toBool());
        const QModelIndex descending = params->index(1);
        QCOMPARE(descending.data(Params::ValueRole).toBool(), true);

        // Changes show in place; Ctrl+click adds a second node and the inspector empties.
        inspector().setParameter(u"column"_s, u"temp_c"_s);
        QCOMPARE(params->index(0).data(Params::ValueTextRole).toString(), u"temp_c"_s);
        selection().select(u"rainy"_s, true);
        QCOMPARE(selection().nodeCount(), 2);
        QVERIFY(selection().currentNodeId().isEmpty());
        QCOMPARE(params->count(), 0);
        selection().select(u"rainy"_s, true);
        QCOMPARE(selection().currentNodeId(), u"wettest"_s);
        selection().selectAll();
        QCOMPARE(selection().nodeCount(), 6);
        selection().clear();
        QCOMPARE(selection().nodeCount(), 0);
    }

    void problemsShowOnNodesAndParameters()
    {
        const QString write = edit().addNode(u"csv.write"_s, QPointF(0, 600));
        controller().revalidate();
        const QModelIndex row = controller().nodes()->index(controller().nodes()->rowOf(write));
        const QString problems = row.data(NodeListModel::ProblemsRole).toString();
        QVERIFY2(problems.contains(u"missing required parameter 'path'"_s), qPrintable(problems));
        QVERIFY2(problems.contains(u"input port 'table'"_s), qPrintable(problems));
        QCOMPARE(inspector().parameters()->index(0).data(Params::ProblemRole).toString(),
                 u"node 'csv_write': missing required parameter 'path'"_s.replace(u"csv_write"_s,
                                                                                  write));
        // Other nodes are fine.
        QVERIFY(
            controller().nodes()->index(0).data(NodeListModel::ProblemsRole).toString().isEmpty());

        QVERIFY(edit().connectPorts(u"wettest"_s, u"table"_s, write, u"table"_s));
        inspector().setParameter(u"path"_s, u"out/x.csv"_s);
        controller().revalidate();
        QCOMPARE(row.data(NodeListModel::ProblemsRole).toString(), QString());
    }

    void copyPasteAndDuplicate()
    {
        selection().selectNodes({u"read"_s, u"fahrenheit"_s});
        const QString text = edit().copySelection();
        QVERIFY(text.contains(u"\"csv.read\""_s));
        QVERIFY(!text.contains(u"\"csv.write\""_s));

        QVERIFY(edit().pasteText(text, QPointF(48, 48)));
        QCOMPARE(controller().nodes()->count(), 8);
        QCOMPARE(selection().nodeIds(), QStringList({u"read_2"_s, u"fahrenheit_2"_s}));
        // 48 px down and right would cover the originals: the copies moved on together into
        // free space (NodePlacement), keeping their shape.
        const QPointF read2 = positionOf(controller(), u"read_2"_s);
        QVERIFY(read2 != QPointF(48, 158));
        QCOMPARE(positionOf(controller(), u"fahrenheit_2"_s) - read2,
                 positionOf(controller(), u"fahrenheit"_s) - positionOf(controller(), u"read"_s));
        // The edge between the copies comes along; the ones to other nodes do not.
        QVERIFY(hasEdge(controller(), u"read_2"_s, u"fahrenheit_2"_s));
        QCOMPARE(controller().edges()->count(), 6);
        QCOMPARE(controller().undoText(), u"Paste 2 Nodes"_s);
        controller().undo();
        QCOMPARE(controller().nodes()->count(), 6);

        selection().selectNodes({u"wettest"_s});
        edit().duplicateSelection();
        QCOMPARE(selection().nodeIds(), QStringList({u"wettest_2"_s}));
        QCOMPARE(controller().nodes()->count(), 7);

        QSignalSpy message(&edit(), &EditController::messageRaised);
        QVERIFY(!edit().pasteText(u"not json"_s, QPointF()));
        QVERIFY(!edit().pasteText(u"{\"format\": 1, \"nodes\": []}"_s, QPointF()));
        QCOMPARE(message.size(), 2);
        QCOMPARE(controller().nodes()->count(), 7);

        selection().selectNodes({u"wettest_2"_s});
        edit().cutSelection();
        QCOMPARE(controller().nodes()->count(), 6);
    }

    void modifiedFollowsTheCleanStateAcrossSaves()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSample, file));
        QVERIFY(QFile::copy(kSampleDir + u"/weather.csv"_s, dir.filePath(u"weather.csv"_s)));
        QVERIFY(controller().open(file));
        QVERIFY(!controller().canUndo());
        edit().addNode(u"table.head"_s, QPointF());
        QVERIFY(controller().isModified());
        QVERIFY(controller().save());
        QVERIFY(!controller().isModified());
        controller().undo();
        QVERIFY(controller().isModified());
        controller().redo();
        QVERIFY(!controller().isModified());

        // Reopening starts a new history.
        QVERIFY(controller().open(file));
        QCOMPARE(controller().nodes()->count(), 7);
        QVERIFY(!controller().canUndo());
    }

    void droppedFilesBecomeSourceNodes()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSample, file));
        QVERIFY(QFile::copy(kSampleDir + u"/weather.csv"_s, dir.filePath(u"weather.csv"_s)));
        QVERIFY(QDir(dir.path()).mkpath(u"data/images"_s));
        QFile notes(dir.filePath(u"data/notes.md"_s));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.close();
        QVERIFY(controller().open(file));

        const int added = edit().addFileNodes(
            {QUrl::fromLocalFile(dir.filePath(u"weather.csv"_s)),
             QUrl::fromLocalFile(dir.filePath(u"data/images"_s)),
             QUrl::fromLocalFile(dir.filePath(u"data/notes.md"_s)), QUrl(u"https://x.org/a.csv"_s)},
            QPointF(0, 480));
        QCOMPARE(added, 3);
        QCOMPARE(controller().undoStack()->count(), 1);
        QCOMPARE(selection().nodeIds(), QStringList({u"weather"_s, u"images"_s, u"notes"_s}));
        const engine::Graph &graph = controller().project().graph;
        const engine::Node *csv = graph.findNode(engine::NodeId(u"weather"_s));
        QCOMPARE(csv->operatorId, u"csv.read"_s);
        // Paths relative to the project's folder, as a project stores them.
        QCOMPARE(csv->params.value(u"path"_s).toString(), u"weather.csv"_s);
        QCOMPARE(csv->position, QPointF(0, 480));
        const engine::Node *folder = graph.findNode(engine::NodeId(u"images"_s));
        QCOMPARE(folder->operatorId, u"files.list"_s);
        QCOMPARE(folder->params.value(u"folder"_s).toString(), u"data/images"_s);
        QCOMPARE(folder->position, QPointF(0, 600));
        const engine::Node *other = graph.findNode(engine::NodeId(u"notes"_s));
        QCOMPARE(other->params.value(u"folder"_s).toString(), u"data"_s);
        QCOMPARE(other->params.value(u"pattern"_s).toString(), u"notes.md"_s);
        controller().undo();
        QCOMPARE(controller().nodes()->count(), 6);
        QCOMPARE(edit().addFileNodes({}, QPointF()), 0);
    }

    void arrangeLaysTheGraphOutInLayersInOneStep()
    {
        const QByteArray before = document();
        QVERIFY(edit().arrange());
        QCOMPARE(controller().undoText(), u"Arrange"_s);
        const engine::Graph &graph = controller().project().graph;
        // Every edge goes right, and no two cards overlap.
        for (const engine::Edge &edge : graph.edges) {
            QVERIFY2(graph.findNode(edge.fromNode)->position.x() <
                         graph.findNode(edge.toNode)->position.x(),
                     qPrintable(EdgeListModelKey::key(edge)));
        }
        for (const engine::Node &a : graph.nodes) {
            QCOMPARE(std::fmod(a.position.x(), 24.0), 0.0);
            for (const engine::Node &b : graph.nodes) {
                if (a.id == b.id)
                    continue;
                const QRectF ra(a.position, QSizeF(216, 90));
                const QRectF rb(b.position, QSizeF(216, 90));
                QVERIFY2(!ra.intersects(rb), qPrintable(a.id.toString() + b.id.toString()));
            }
        }
        // The graph keeps its top-left corner.
        qreal left = 1e9;
        for (const engine::Node &node : graph.nodes)
            left = std::min(left, node.position.x());
        QCOMPARE(left, 0.0);
        controller().undo();
        QCOMPARE(document(), before);
    }

    void graphNamesTheCycleAnEdgeWouldClose()
    {
        const engine::Graph &graph = controller().project().graph;
        const auto path =
            graph.cycleClosedBy(engine::NodeId(u"save_rainy"_s), engine::NodeId(u"read"_s));
        QCOMPARE(path.size(), size_t(4));
        QCOMPARE(path.front().toString(), u"read"_s);
        QCOMPARE(path.back().toString(), u"save_rainy"_s);
        QVERIFY(
            graph.cycleClosedBy(engine::NodeId(u"read"_s), engine::NodeId(u"wettest"_s)).empty());
    }

    void mapAndBatchingSettingsAreUndoable()
    {
        const QByteArray before = document();
        const engine::NodeId wettest(u"wettest"_s);
        auto run = [&] { return controller().project().graph.findNode(wettest)->run; };
        selection().select(u"wettest"_s);
        QVERIFY(inspector().node().canMap);
        QVERIFY(!inspector().node().map);
        QCOMPARE(inspector().node().onItemError, u"fail"_s);

        // Each setter is one step, shown by the current-node properties.
        inspector().set(u"map"_s, true);
        QVERIFY(run().map);
        QVERIFY(inspector().node().map);
        inspector().set(u"batchSize"_s, 64);
        QCOMPARE(run().batchSize, 64);
        QCOMPARE(inspector().node().batchSize, 64);
        inspector().set(u"batchWaitMs"_s, 250);
        QCOMPARE(run().batchWaitMs, 250);
        QCOMPARE(inspector().node().batchWaitMs, 250);
        inspector().set(u"batchLowerMs"_s, 20);
        QCOMPARE(run().batchLowerMs, 20.0);
        QCOMPARE(inspector().node().batchLowerMs, 20.0);
        inspector().set(u"batchUpperMs"_s, 200);
        QCOMPARE(run().batchUpperMs, 200.0);
        QCOMPARE(inspector().node().batchUpperMs, 200.0);
        inspector().set(u"onItemError"_s, u"record"_s);
        QCOMPARE(run().onItemError, u"record"_s);
        QCOMPARE(inspector().node().onItemError, u"record"_s);
        QCOMPARE(controller().undoStack()->count(), 6);

        // Unknown policies and repeated values change nothing; negative sizes become 0.
        inspector().set(u"onItemError"_s, u"ignore"_s);
        inspector().set(u"batchSize"_s, 64);
        QCOMPARE(controller().undoStack()->count(), 6);
        QCOMPARE(run().onItemError, u"record"_s);
        inspector().set(u"batchSize"_s, -5);
        QCOMPARE(run().batchSize, 0);
        controller().undo();
        QCOMPARE(run().batchSize, 64);
        // "fail" is the default and leaves the file free of it.
        inspector().set(u"onItemError"_s, u"fail"_s);
        QVERIFY(run().onItemError.isEmpty());
        QCOMPARE(inspector().node().onItemError, u"fail"_s);
        controller().undo();
        QCOMPARE(run().onItemError, u"record"_s);

        // Undo walks back one setting at a time; redo brings them back.
        controller().undo();
        QVERIFY(run().onItemError.isEmpty());
        controller().undo();
        QCOMPARE(run().batchUpperMs, 0.0);
        controller().undo();
        QCOMPARE(run().batchLowerMs, 0.0);
        controller().undo();
        QCOMPARE(run().batchWaitMs, 0);
        controller().undo();
        QCOMPARE(run().batchSize, 0);
        controller().undo();
        QVERIFY(!run().map);
        QVERIFY(!inspector().node().map);
        QCOMPARE(document(), before);
        for (int i = 0; i < 6; ++i)
            controller().redo();
        QVERIFY(run().map);
        QCOMPARE(run().batchSize, 64);
        QCOMPARE(run().batchWaitMs, 250);
        QCOMPARE(run().batchLowerMs, 20.0);
        QCOMPARE(run().batchUpperMs, 200.0);
        QCOMPARE(run().onItemError, u"record"_s);
    }

    void onlyOperatorsOverItemsCanRunAsMap()
    {
        const engine::OperatorRegistry &registry = engine::OperatorRegistry::builtin();
        QVERIFY(engine::canRunAsMap(registry.find(u"table.derive")->spec()));
        QVERIFY(!engine::canRunAsMap(registry.find(u"csv.read")->spec()));
        selection().select(u"read"_s);
        QVERIFY(!inspector().node().canMap);
        selection().select(u"wettest"_s);
        QVERIFY(inspector().node().canMap);
        selection().clear();
        QVERIFY(!inspector().node().canMap);
    }
};

QTEST_MAIN(tst_EditController)
#include "tst_editcontroller.moc"
