// A new user's first journey through the real main window, offscreen, with real mouse and key
// events only (the controllers are read to assert, never called to act): a new project, a CSV
// reader added with quick-add and its file chosen with Browse (its path typed), a filter added and
// its condition typed, the two wired by a drag from port to port, the project saved under a typed
// name (the file is written, its paths relative), run from the toolbar (the trust question answered
// if asked), the run on the monitor, replayed from the history, and another project opened through
// the Open dialog, whose newest run the monitor then shows.
//
// In English, or in German when WEFT_JOURNEY_LANG=de (tst_journey_de): the translations are
// installed as `weft --lang de` installs them, before the operators' titles are first made.
// Each step leaves a numbered screenshot in test-logs/journey-<language>/.

#include "EditorWindowSupport.h"
#include "HistoryTestSupport.h"
#include "JourneySupport.h"
#include "Translations.h"
#include "store/RunStore.h"
#include "support/TestPaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::test;

namespace {

constexpr int kDialogTimeoutMs = 10'000;
constexpr int kRunTimeoutMs = 90'000;

/// The node ids of the cards on the canvas.
QStringList cardIds(QQuickWindow *win)
{
    QList<QQuickItem *> items;
    collectItems(win->contentItem(), items);
    QStringList ids;
    for (const QQuickItem *item : std::as_const(items)) {
        if (item->isVisible() && item->objectName().startsWith(u"node:"_s))
            ids.append(item->objectName().mid(5));
    }
    return ids;
}

/// The newest run recorded for `project`, or 0.
qint64 newestRun(const QString &project)
{
    store::RunStore store;
    QString error;
    if (!store.open(store::RunStore::defaultPath(project),
                    store::SqliteDatabase::OpenMode::ExistingOnly, &error))
        return 0;
    const auto runs = store.runs();
    return runs.empty() ? 0 : runs.front().id;
}

QJsonObject readJson(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(in.readAll()).object()
                                        : QJsonObject();
}

/// The node `id` of a saved project.
QJsonObject savedNode(const QJsonObject &project, const QString &id)
{
    for (const QJsonValue node : project.value(u"nodes"_s).toArray()) {
        if (node[u"id"_s].toString() == id)
            return node.toObject();
    }
    return {};
}

} // namespace

class tst_Journey : public QObject
{
    Q_OBJECT

    QString m_language;
    QTemporaryDir m_work;  ///< where the user keeps the new project and its data
    QTemporaryDir m_other; ///< another project, with runs recorded by `weft --run`
    QString m_otherProject;
    qint64 m_otherNewest = 0;
    std::unique_ptr<app::MainWindow> m_window;
    StepShots m_shots;

    QQuickWindow *win() { return m_window->window(); }
    app::ProjectController &controller() { return m_window->controller(); }
    QQuickItem *item(const QString &name) { return findItem(win()->contentItem(), name); }
    void shot(const QString &step) { m_shots.take(win(), step); }

    /// The visible item `name` in the open dialog `dialog`, waited for.
    QQuickItem *inDialog(const QString &dialog, const QString &name)
    {
        QQuickItem *found = nullptr;
        (void)QTest::qWaitFor(
            [&] {
                QQuickItem *root = popupItem(win(), dialog);
                return root && (found = findItem(root, name));
            },
            kDialogTimeoutMs);
        return found;
    }

    /// The field `field` of the dialog `dialog` clicked and emptied as a hand does (Ctrl+A, Del).
    [[nodiscard]] bool clearField(const QString &dialog, const QString &field)
    {
        QQuickItem *input = inDialog(dialog, field);
        if (!click(win(), input) || !input->hasActiveFocus())
            return false;
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_Delete);
        return input->property("text").toString().isEmpty();
    }

    /// Quick-add at `where` on the canvas: a double-click, the operator's id typed, Return.
    /// Returns the new node's id.
    QString quickAdd(QPoint where, const QString &operatorId)
    {
        const QStringList before = cardIds(win());
        QTest::mouseDClick(win(), Qt::LeftButton, {}, where);
        QQuickItem *search = nullptr;
        if (!QTest::qWaitFor(
                [&] { return (search = item(u"quickAddSearch"_s)) && search->hasActiveFocus(); },
                kDialogTimeoutMs))
            return {};
        typeText(win(), operatorId);
        shot(u"quick-add-"_s + operatorId);
        QTest::keyClick(win(), Qt::Key_Return);
        QStringList added;
        (void)QTest::qWaitFor(
            [&] {
                added = cardIds(win());
                for (const QString &id : before)
                    added.removeAll(id);
                return added.size() == 1;
            },
            kDialogTimeoutMs);
        return added.size() == 1 ? added.front() : QString();
    }

    QPoint port(const QString &nodeId, const QString &name, bool output)
    {
        return portGrip(item(u"node:"_s + nodeId), name, output);
    }

    /// The editor of the inspector's parameter `name`.
    QQuickItem *parameterEditor(const QString &name)
    {
        QQuickItem *field = item(u"param:"_s + name);
        return field ? findItem(field, u"editor"_s) : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_language = qEnvironmentVariable("WEFT_JOURNEY_LANG", u"en"_s);
        useTestSettings(u"tst_journey_"_s + m_language);
        QGuiApplication::setQuitOnLastWindowClosed(false);
        // Before anything reads the operators: their titles are translated when first made.
        if (m_language != u"en"_s)
            app::installTranslations(m_language);
        QVERIFY(m_work.isValid() && m_other.isValid());
        QVERIFY(QDir(m_work.path()).mkdir(u"data"_s));
        QVERIFY(QFile::copy(weft::test::testDataPath(u"gui/weather.csv"),
                            m_work.filePath(u"data/weather.csv"_s)));
        m_otherProject = writeWorkProject(m_other);
        recordRun(m_otherProject);
        recordRun(m_otherProject);
        m_otherNewest = newestRun(m_otherProject);
        QCOMPARE(m_otherNewest, qint64(2));
        m_shots.start(weft::test::testLogPath(u"journey-") + m_language);
    }

    void init() { QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s)); }

    void cleanupTestCase() { m_window.reset(); }

    void journey()
    {
        m_window = std::make_unique<app::MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        win()->resize(1280, 800);
        QVERIFY(m_window->showAndWaitForFrame());
        QVERIFY(QTest::qWaitForWindowActive(win()));

        // New project, from the File menu.
        QVERIFY(chooseMenuEntry(win(), u"fileMenu"_s, u"newAction"_s));
        QTRY_VERIFY(item(u"emptyCanvasHint"_s));
        QVERIFY(!controller().hasFile());
        shot(u"new-project"_s);

        // A CSV reader from quick-add, where the canvas was double-clicked.
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QVERIFY(canvas);
        const QString reader =
            quickAdd(at(canvas, {canvas->width() * 0.25, canvas->height() * 0.35}), u"csv.read"_s);
        QVERIFY(!reader.isEmpty());
        QCOMPARE(controller().project().graph.findNode(engine::NodeId(reader))->operatorId,
                 u"csv.read"_s);

        // Its file chosen with Browse: the path typed into the dialog's name field, Open.
        QTRY_VERIFY(item(u"inspectorPanel"_s));
        QVERIFY(click(win(), item(u"browseFileButton"_s)));
        QQuickItem *nameField = inDialog(u"parameterFileDialog"_s, u"fileNameField"_s);
        QVERIFY(nameField);
        QTRY_VERIFY(nameField->hasActiveFocus());
        shot(u"browse-dialog"_s);
        const QString csv = m_work.filePath(u"data/weather.csv"_s);
        typeText(win(), csv);
        shot(u"browse-path-typed"_s);
        QVERIFY(click(win(), inDialog(u"parameterFileDialog"_s, u"fileAcceptButton"_s)));
        QTRY_VERIFY(!openDialog(win(), u"parameterFileDialog"_s));
        QTRY_COMPARE(parameterEditor(u"path"_s)->property("text").toString(), csv);
        shot(u"reader-file-chosen"_s);

        // A filter to its right, its condition typed into the inspector.
        const QString filter = quickAdd(
            at(canvas, {canvas->width() * 0.6, canvas->height() * 0.35}), u"table.filter"_s);
        QVERIFY(!filter.isEmpty());
        QTRY_COMPARE(controller().selection()->currentNodeId(), filter);
        QQuickItem *condition = nullptr;
        QTRY_VERIFY((condition = parameterEditor(u"condition"_s)));
        QVERIFY(click(win(), condition));
        QTRY_VERIFY(condition->hasActiveFocus());
        typeText(win(), u"temp_c > 5"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_COMPARE(controller()
                         .project()
                         .graph.findNode(engine::NodeId(filter))
                         ->params.value(u"condition"_s)
                         .toString(),
                     u"temp_c > 5"_s);
        shot(u"filter-condition-typed"_s);

        // Wired by a drag from the reader's output to the filter's input.
        drag(win(), port(reader, u"table"_s, true), port(filter, u"table"_s, false));
        QTRY_VERIFY(item(u"edge:%1.table->%2.table"_s.arg(reader, filter)));
        QCOMPARE(controller().edges()->count(), 1);
        shot(u"wired"_s);

        // Saved under a new name typed into the Save As dialog.
        QVERIFY(chooseMenuEntry(win(), u"fileMenu"_s, u"saveAsAction"_s));
        QVERIFY(clearField(u"saveProjectDialog"_s, u"fileNameField"_s));
        typeText(win(), m_work.path() + u"/journey"_s);
        shot(u"save-as-typed"_s);
        QVERIFY(click(win(), inDialog(u"saveProjectDialog"_s, u"fileAcceptButton"_s)));
        const QString saved = m_work.filePath(u"journey.weft"_s);
        QTRY_COMPARE(controller().filePath(), saved);
        QTRY_VERIFY(!openDialog(win(), u"saveProjectDialog"_s));
        shot(u"saved"_s);

        // The file holds both nodes, the edge and the condition, and names its data relative
        // to its own folder: no absolute path of this machine is in it.
        const QJsonObject project = readJson(saved);
        QCOMPARE(project.value(u"nodes"_s).toArray().size(), 2);
        QCOMPARE(project.value(u"edges"_s).toArray().size(), 1);
        QCOMPARE(savedNode(project, reader)[u"params"_s][u"path"_s].toString(),
                 u"data/weather.csv"_s);
        QCOMPARE(savedNode(project, filter)[u"params"_s][u"condition"_s].toString(),
                 u"temp_c > 5"_s);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains(m_work.path().toUtf8()));

        // Run from the toolbar; the trust question answered with its default button if asked.
        app::RunController &runs = m_window->runs();
        QVERIFY(click(win(), item(u"runButton"_s)));
        QTRY_VERIFY_WITH_TIMEOUT(openDialog(win(), u"trustDialog"_s) || !runs.status().isEmpty(),
                                 kDialogTimeoutMs);
        if (openDialog(win(), u"trustDialog"_s)) {
            shot(u"trust-asked"_s);
            QVERIFY(click(win(), primaryButton(win(), u"trustDialog"_s)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(runs.status() == u"succeeded"_s || runs.status() == u"failed"_s,
                                 kRunTimeoutMs);
        QVERIFY2(runs.status() == u"succeeded"_s, qPrintable(runs.message()));
        const qint64 runId = runs.lastRunId();
        QVERIFY(runId > 0);

        // The monitor shows this project's run: live, all of its tasks done, in the dashboard
        // and the status bar.
        QTRY_VERIFY(m_window->monitor().isLive());
        QTRY_COMPARE(m_window->dashboard().progress()->status(), u"succeeded"_s);
        QCOMPARE(m_window->dashboard().progress()->tasksDone(), 2);
        QTRY_VERIFY(item(u"dashboardDock"_s));
        QTRY_VERIFY(item(u"statusRun"_s));
        shot(u"run-succeeded"_s);

        // History (Ctrl+H), and a click on the run replays it.
        QTest::keyClick(win(), Qt::Key_H, Qt::ControlModifier);
        QTRY_VERIFY(item(u"historyPanel"_s));
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = item(u"runRow%1"_s.arg(runId))));
        shot(u"history"_s);
        QVERIFY(click(win(), row));
        app::ReplayController *replay = m_window->history().replay();
        QTRY_VERIFY(replay->isActive());
        QCOMPARE(replay->runId(), runId);
        QTRY_COMPARE(m_window->monitor().runId(), runId);
        QVERIFY(!m_window->monitor().isLive());
        QTRY_VERIFY(item(u"replayBar"_s));
        QTRY_COMPARE(m_window->dashboard().progress()->runId(), double(runId));
        shot(u"replay"_s);

        // Another project through File › Open: its path typed, opened with Return.
        QVERIFY(chooseMenuEntry(win(), u"fileMenu"_s, u"openAction"_s));
        QVERIFY(clearField(u"openProjectDialog"_s, u"fileNameField"_s));
        typeText(win(), m_otherProject);
        shot(u"open-typed"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_COMPARE(controller().filePath(), m_otherProject);
        QTRY_VERIFY(!openDialog(win(), u"openProjectDialog"_s));

        // The monitor follows: that project's newest run, its four tasks, none of ours.
        QTRY_COMPARE(m_window->monitor().runId(), m_otherNewest);
        QTRY_VERIFY(replay->isActive());
        QCOMPARE(replay->runId(), m_otherNewest);
        QTRY_COMPARE(m_window->dashboard().progress()->runId(), double(m_otherNewest));
        QTRY_COMPARE(m_window->dashboard().progress()->tasksDone(), 4);
        QCOMPARE(runs.status(), QString());
        QTRY_VERIFY(item(u"node:join"_s));
        QVERIFY(!item(u"node:"_s + reader));
        shot(u"other-project"_s);
    }
};

QTEST_MAIN(tst_Journey)
#include "tst_journey.moc"
