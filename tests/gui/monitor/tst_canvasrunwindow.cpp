#include "EditorWindowSupport.h"
#include "monitor/MonitorHub.h"
#include "support/TestPaths.h"

#include <vector>

using namespace Qt::StringLiterals;
using namespace weft::test;
namespace app = weft::app;
namespace engine = weft::engine;
using engine::EventType;

namespace {

engine::Event runEvent(qint64 ns, EventType type, quint32 task, qint64 value = 0)
{
    engine::Event e;
    e.ns = ns;
    e.type = type;
    e.task = task;
    e.node = task;
    e.value = value;
    return e;
}

/// The run plan of a graph: its nodes in order, its edges as dependencies.
app::RunOutline outlineOf(const engine::Graph &graph)
{
    app::RunOutline outline;
    QHash<QString, int> index;
    for (const engine::Node &node : graph.nodes) {
        index.insert(node.id.toString(), int(outline.nodes.size()));
        app::MonitorNode monitored;
        monitored.id = node.id.toString();
        monitored.operatorId = node.operatorId;
        monitored.map = node.run.map;
        outline.nodes.append(monitored);
    }
    for (const engine::Edge &edge : graph.edges)
        outline.dependencies.append(
            {index.value(edge.fromNode.toString()), index.value(edge.toNode.toString())});
    return outline;
}

quint32 taskOf(const app::RunOutline &outline, const QString &nodeId)
{
    for (int i = 0; i < outline.nodes.size(); ++i) {
        if (outline.nodes.at(i).id == nodeId)
            return quint32(i);
    }
    return 0;
}

app::MonitorHub *hubOf(QQuickWindow *window)
{
    return qvariant_cast<app::MonitorHub *>(window->property("monitor"));
}

} // namespace

/// The canvas in the real window, offscreen: a run fed through the window's MonitorHub shows on
/// the cards and edges; zoomed far out, the painted cards and edges still take clicks; fitting
/// the view takes in frames; comments lie above the nodes.
class tst_CanvasRunWindow : public EditorWindowTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_canvasrunwindow"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void aRunShowsOnTheCardsAndEdges()
    {
        app::MonitorHub *hub = hubOf(win());
        QVERIFY(hub);
        const app::RunOutline outline = outlineOf(controller().project().graph);
        const auto task = [&outline](const QString &id) { return taskOf(outline, id); };
        QVERIFY(!item(u"runStatus"_s));
        hub->beginRun(outline);

        const quint32 read = task(u"read"_s);
        const quint32 fahrenheit = task(u"fahrenheit"_s);
        const quint32 rainy = task(u"rainy"_s);
        const std::vector<engine::Event> events = {
            runEvent(1, EventType::TaskStarted, read),
            runEvent(5, EventType::TaskSucceeded, read),
            runEvent(5, EventType::DatasetHeld, read, 2'400'000),
            runEvent(6, EventType::TaskStarted, fahrenheit),
            runEvent(6, EventType::TaskStarted, rainy),
            runEvent(9, EventType::TaskFailed, rainy),
        };
        hub->appendEvents(events);
        QTRY_COMPARE(card(u"read"_s)->property("runState").toString(), u"succeeded"_s);
        QCOMPARE(card(u"fahrenheit"_s)->property("runState").toString(), u"running"_s);
        QCOMPARE(card(u"write"_s)->property("runState").toString(), u"waiting"_s);
        QTRY_VERIFY(item(u"runRing"_s));
        // The dataset read holds, on its edges.
        QTRY_VERIFY(item(u"datasetLabel"_s));

        app::RunEnding ending;
        ending.status = u"failed"_s;
        ending.errors.insert(u"rainy"_s, u"column rain_mm is missing"_s);
        hub->endRun(ending);
        QTRY_COMPARE(card(u"rainy"_s)->property("runError").toString(),
                     u"column rain_mm is missing"_s);
        QCOMPARE(card(u"rainy"_s)->property("runState").toString(), u"failed"_s);
        // rainy ended last, after read: the critical path.
        QVERIFY(card(u"rainy"_s)->property("critical").toBool());
        QVERIFY(card(u"read"_s)->property("critical").toBool());
        QVERIFY(!card(u"fahrenheit"_s)->property("critical").toBool());
        QVERIFY(item(u"criticalHalo"_s));
        saveScreenshot(u"canvas-run"_s);

        // No run shown: the editor as before.
        hub->clear();
        QTRY_COMPARE(card(u"read"_s)->property("runState").toString(), QString());
        QTRY_VERIFY(!item(u"runRing"_s));
        QVERIFY(!item(u"datasetLabel"_s));
        QVERIFY(!item(u"criticalHalo"_s));
    }

    // The bundled CO2 example after a run whose map node went through four batches.
    void co2TrendAfterARun()
    {
        QVERIFY(controller().open(weft::test::sourcePath(u"resources/examples/co2_trend.weft")));
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QVERIFY(QMetaObject::invokeMethod(canvas, "fitToView"));
        QTRY_VERIFY(card(u"rise"_s));
        const app::RunOutline outline = outlineOf(controller().project().graph);
        QVERIFY(outline.nodes.at(int(taskOf(outline, u"rise"_s))).map);
        const auto at = [&outline](const QString &id) { return taskOf(outline, id); };
        const quint32 batch = quint32(outline.nodes.size());
        std::vector<engine::Event> events;
        qint64 ns = 0;
        const auto plain = [&](const QString &id, qint64 took, qint64 bytes) {
            events.push_back(runEvent(ns, EventType::TaskStarted, at(id)));
            ns += took;
            events.push_back(runEvent(ns, EventType::TaskSucceeded, at(id)));
            if (bytes > 0)
                events.push_back(runEvent(ns, EventType::DatasetHeld, at(id), bytes));
        };
        plain(u"read"_s, 40, 1'900'000);
        plain(u"measured"_s, 10, 1'700'000);
        events.push_back(runEvent(ns, EventType::DatasetReleased, at(u"read"_s), 1'900'000));
        events.push_back(runEvent(ns, EventType::TaskStarted, at(u"rise"_s)));
        for (quint32 i = 0; i < 4; ++i) {
            engine::Event started = runEvent(ns, EventType::TaskQueued, batch + i);
            started.node = at(u"rise"_s);
            events.push_back(started);
            started.type = EventType::TaskStarted;
            events.push_back(started);
            ns += 20;
            engine::Event finished = runEvent(ns, EventType::BatchFinished, batch + i, 64 << i);
            finished.node = at(u"rise"_s);
            events.push_back(finished);
            finished.type = EventType::TaskSucceeded;
            events.push_back(finished);
        }
        events.push_back(runEvent(ns, EventType::TaskSucceeded, at(u"rise"_s)));
        events.push_back(runEvent(ns, EventType::DatasetHeld, at(u"rise"_s), 2'300'000));
        events.push_back(runEvent(ns, EventType::DatasetReleased, at(u"measured"_s), 1'700'000));
        plain(u"highest"_s, 15, 2'300'000);
        plain(u"top10"_s, 2, 1'200);
        events.push_back(runEvent(ns, EventType::DatasetReleased, at(u"highest"_s), 2'300'000));
        plain(u"save_top"_s, 5, 0);
        events.push_back(runEvent(ns, EventType::DatasetReleased, at(u"top10"_s), 1'200));
        plain(u"save_clean"_s, 30, 0);
        events.push_back(runEvent(ns, EventType::DatasetReleased, at(u"rise"_s), 2'300'000));

        app::MonitorHub *hub = hubOf(win());
        hub->beginRun(outline);
        hub->appendEvents(events);
        app::RunEnding ending;
        ending.status = u"succeeded"_s;
        hub->endRun(ending);
        QTRY_COMPARE(card(u"save_top"_s)->property("runState").toString(), u"succeeded"_s);
        QCOMPARE(card(u"rise"_s)->property("runBatchSize").toLongLong(), qlonglong(512));
        QTRY_VERIFY(item(u"batchLabel"_s));
        // save_clean ended last, after rise: the critical path; the top-10 branch was not on it.
        QVERIFY(card(u"save_clean"_s)->property("critical").toBool());
        QVERIFY(!card(u"top10"_s)->property("critical").toBool());
        saveScreenshot(u"co2-trend-run"_s);
    }

    void zoomedOutCardsAndEdgesStillTakeClicks()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QVERIFY(QMetaObject::invokeMethod(canvas, "zoomAt", Q_ARG(double, 0), Q_ARG(double, 0),
                                          Q_ARG(double, 0.01)));
        QTRY_VERIFY(!canvas->property("detailed").toBool());
        QTRY_VERIFY(item(u"nodeOverview"_s));
        QVERIFY(item(u"edgeOverview"_s));
        // The cards draw nothing themselves now, but a click on one selects its node.
        QQuickItem *write = card(u"write"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(write));
        QTRY_VERIFY(write->property("selected").toBool());

        // The middle of the straight edge fahrenheit → write, picked from the painted edges.
        QQuickItem *fahrenheit = card(u"fahrenheit"_s);
        const qreal portY = 52 + 8 + 11; // Theme.portY(0)
        const QPointF from = fahrenheit->mapToScene(QPointF(fahrenheit->width(), portY));
        const QPointF to = write->mapToScene(QPointF(0, portY));
        QTest::mouseClick(win(), Qt::LeftButton, {}, ((from + to) / 2).toPoint());
        QTRY_COMPARE(controller().selection()->edgeKey(), u"fahrenheit.table->write.table"_s);
        saveScreenshot(u"canvas-zoomed-out"_s);
    }

    void fitTakesInFramesAndComments()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        // A frame far below and right of the graph.
        const QString frameId = controller().annotations()->addFrame(QPointF(4000, 3000));
        QVERIFY(!frameId.isEmpty());
        QVERIFY(QMetaObject::invokeMethod(canvas, "fitToView"));
        QQuickItem *frame = nullptr;
        QTRY_VERIFY((frame = item(u"frame:"_s + frameId)));
        const QRectF view(canvas->mapToScene(QPointF(0, 0)), canvas->size());
        const QRectF shown(frame->mapToScene(QPointF(0, 0)),
                           frame->mapToScene(QPointF(frame->width(), frame->height())));
        QVERIFY2(view.contains(shown), "the fitted view shows the frame");
        QVERIFY(view.contains(QRectF(card(u"read"_s)->mapToScene(QPointF(0, 0)), QSizeF(1, 1))));
    }

    void commentsLieAboveTheNodes()
    {
        QQuickItem *read = card(u"read"_s);
        const QString commentId =
            controller().annotations()->addComment(read->position() + QPointF(20, 20));
        QQuickItem *note = nullptr;
        QTRY_VERIFY((note = item(u"comment:"_s + commentId)));
        QQuickItem *scene = item(u"canvasScene"_s);
        const QList<QQuickItem *> layers = scene->childItems();
        QVERIFY(layers.indexOf(note->parentItem()) > layers.indexOf(read->parentItem()));
        // A click on the note over the card selects the note, not the node.
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(note));
        QTRY_VERIFY(controller().selection()->isCommentSelected(commentId));
        QVERIFY(!read->property("selected").toBool());
    }
};

QTEST_MAIN(tst_CanvasRunWindow)
#include "tst_canvasrunwindow.moc"
