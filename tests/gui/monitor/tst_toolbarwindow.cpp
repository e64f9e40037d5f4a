// The run toolbar and the Run menu's keys driven as a user drives them: real mouse clicks on
// Run, Cancel and Resume, the backend box opened and chosen from, the worker count stepped and
// typed, and F5, Shift+F5 and Ctrl+F5 on the real window offscreen. Each asserts what the user
// is after: the run that ended, the run that resumed it, the backend and worker count the next
// run gets.

#include "EditorWindowSupport.h"
#include "store/RunStore.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace weft;
using app::RunController;

namespace {

constexpr int kTimeoutMs = 60'000;

/// A quick node feeding one that works for a minute: long enough to be cancelled from the
/// toolbar, with a finished node for a resume to keep.
constexpr QByteArrayView kSlowProject =
    R"({"format": 1, "project": {"name": "Slow"}, "datasets": [],
        "nodes": [{"id": "quick", "operator": "work",
                   "params": {"seconds": 0.01, "output_bytes": 1000},
                   "position": {"x": 0, "y": 0}},
                  {"id": "wait", "operator": "work", "params": {"seconds": 60},
                   "position": {"x": 280, "y": 0}}],
        "edges": [{"from": "quick.data", "to": "wait.inputs"}]})";

} // namespace

class tst_ToolBarWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::MainWindow> m_window;
    QString m_file;

    QQuickWindow *win() { return m_window->window(); }
    RunController &runs() { return m_window->runs(); }
    QQuickItem *item(const QString &name) { return test::findItem(win()->contentItem(), name); }

    /// Whether the visible item `name` is there and enabled.
    bool isEnabled(const QString &name)
    {
        QQuickItem *target = item(name);
        return target && target->isEnabled();
    }

    /// A real click at the centre of the visible item `name`; false when there is none.
    [[nodiscard]] bool click(const QString &name)
    {
        QQuickItem *target = item(name);
        if (target)
            QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(target));
        return target;
    }

    /// The run `id` as the project's run store recorded it.
    std::optional<store::RunRecord> recorded(qint64 id)
    {
        store::RunStore store;
        QString error;
        if (!store.open(store::RunStore::defaultPath(m_file),
                        store::SqliteDatabase::OpenMode::ExistingOnly, &error))
            return std::nullopt;
        return store.run(id);
    }

    /// How the run `id` ended, as the run store recorded it.
    QString statusOf(qint64 id)
    {
        const std::optional<store::RunRecord> run = recorded(id);
        return run ? run->status : QString();
    }

    /// The run that run `id` resumed, as its recorded settings say; 0 for a fresh run.
    qint64 resumeOf(qint64 id)
    {
        const std::optional<store::RunRecord> run = recorded(id);
        if (!run)
            return -1;
        const QJsonObject settings = QJsonDocument::fromJson(run->settings.toUtf8()).object();
        return settings.value(u"resume_of"_s).toInteger();
    }

    /// Waits until the quick node is done and the slow one runs: a cancel now leaves a run to
    /// resume that kept something.
    [[nodiscard]] bool slowNodeRuns()
    {
        return runs().isRunning() &&
               QTest::qWaitFor([this] { return runs().tasksDone() >= 1; }, kTimeoutMs) &&
               runs().isRunning();
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_toolbarwindow"_s); }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        m_dir = std::make_unique<QTemporaryDir>();
        m_file = m_dir->filePath(u"slow.weft"_s);
        QFile out(m_file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kSlowProject.data(), kSlowProject.size());
        out.close();
        m_window = std::make_unique<app::MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(m_window->controller().open(m_file));
        win()->resize(1280, 800);
        QVERIFY(m_window->showAndWaitForFrame());
        // The Run menu's keys are shortcuts of the active window.
        QVERIFY(QTest::qWaitForWindowActive(win()));
        QVERIFY(runs().canRun());
        QVERIFY(!runs().canResume());
    }

    void cleanup()
    {
        // A run still going (a failed test) is cancelled and waited for by the controller.
        m_window.reset();
        m_dir.reset();
    }

    void cancelAndResumeWithTheToolBarButtons()
    {
        QVERIFY(!isEnabled(u"cancelButton"_s));
        QVERIFY(!isEnabled(u"resumeButton"_s));
        QVERIFY(click(u"runButton"_s));
        QVERIFY(slowNodeRuns());
        QVERIFY(!isEnabled(u"runButton"_s));

        QVERIFY(click(u"cancelButton"_s));
        QVERIFY(runs().waitForEnd(kTimeoutMs));
        QCOMPARE(runs().status(), u"cancelled"_s);
        const qint64 cancelled = runs().lastRunId();
        QVERIFY(cancelled > 0);
        QCOMPARE(statusOf(cancelled), u"cancelled"_s);

        // Resume starts a run of its own that resumes the cancelled one; cancelled again.
        QTRY_VERIFY(isEnabled(u"resumeButton"_s));
        QVERIFY(click(u"resumeButton"_s));
        QVERIFY2(runs().isRunning(), qPrintable(runs().message()));
        QCOMPARE(runs().status(), u"running"_s);
        QVERIFY(click(u"cancelButton"_s));
        QVERIFY(runs().waitForEnd(kTimeoutMs));
        QCOMPARE(runs().status(), u"cancelled"_s);
        const qint64 resumed = runs().lastRunId();
        QVERIFY(resumed > cancelled);
        QCOMPARE(resumeOf(resumed), cancelled);
        QCOMPARE(statusOf(resumed), u"cancelled"_s);
        // The newest run is unfinished again: it can be resumed in turn.
        QTRY_VERIFY(isEnabled(u"resumeButton"_s));
    }

    void runMenuKeysRunCancelAndResume()
    {
        QTest::keyClick(win(), Qt::Key_F5);
        QVERIFY(slowNodeRuns());
        QTest::keyClick(win(), Qt::Key_F5, Qt::ShiftModifier);
        QVERIFY(runs().waitForEnd(kTimeoutMs));
        QCOMPARE(runs().status(), u"cancelled"_s);
        const qint64 cancelled = runs().lastRunId();
        QCOMPARE(resumeOf(cancelled), 0);

        QTRY_VERIFY(runs().canResume());
        QTest::keyClick(win(), Qt::Key_F5, Qt::ControlModifier);
        QVERIFY2(runs().isRunning(), qPrintable(runs().message()));
        QTest::keyClick(win(), Qt::Key_F5, Qt::ShiftModifier);
        QVERIFY(runs().waitForEnd(kTimeoutMs));
        QCOMPARE(runs().status(), u"cancelled"_s);
        QCOMPARE(resumeOf(runs().lastRunId()), cancelled);
    }

    void backendBoxIsChosenByClickAndByKeys()
    {
        QQuickItem *box = item(u"backendBox"_s);
        QVERIFY(box);
        QCOMPARE(runs().backend(), u"threads"_s); // the default of a project that names none
        auto *popup = box->property("popup").value<QObject *>();
        QVERIFY(popup);

        // Clicked open, an entry clicked.
        QVERIFY(click(u"backendBox"_s));
        QTRY_VERIFY(popup->property("opened").toBool());
        auto *list = popup->property("contentItem").value<QQuickItem *>();
        QVERIFY(list);
        QQuickItem *sequential = nullptr;
        QTRY_VERIFY((sequential = test::findButton(list, u"sequential"_s)));
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(sequential));
        QCOMPARE(runs().backend(), u"sequential"_s);
        QTRY_VERIFY(!popup->property("visible").toBool());
        QCOMPARE(box->property("currentText").toString(), u"sequential"_s);

        // Clicked open, two entries down from the current one, Return.
        QVERIFY(click(u"backendBox"_s));
        QTRY_VERIFY(popup->property("opened").toBool());
        QTest::keyClick(win(), Qt::Key_Down);
        QTest::keyClick(win(), Qt::Key_Down);
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(runs().backend(), u"processes"_s);
        QTRY_VERIFY(!popup->property("visible").toBool());
        QCOMPARE(box->property("currentText").toString(), u"processes"_s);
    }

    void workersBoxIsSteppedAndTypedAndTheRunGetsIt()
    {
        QQuickItem *spin = item(u"workersBox"_s);
        QVERIFY(spin);
        const int before = runs().workers();
        const int typed = before + 2;
        QVERIFY(typed <= RunController::maxWorkers());
        auto indicator = [spin](const char *button) {
            auto *half = spin->property(button).value<QObject *>();
            return half ? half->property("indicator").value<QQuickItem *>() : nullptr;
        };
        QVERIFY(indicator("up") && indicator("down"));

        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(indicator("up")));
        QCOMPARE(runs().workers(), before + 1);
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(indicator("down")));
        QCOMPARE(runs().workers(), before);

        // Typed over the shown value and confirmed with Return.
        auto *field = spin->property("contentItem").value<QQuickItem *>();
        QVERIFY(field);
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(field));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        for (const QChar digit : QString::number(typed))
            QTest::keyClick(win(), digit.toLatin1());
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(runs().workers(), typed);
        QCOMPARE(spin->property("value").toInt(), typed);

        // The next run has that many workers, and the boxes wait while it runs.
        QVERIFY(click(u"runButton"_s));
        QVERIFY2(runs().isRunning(), qPrintable(runs().message()));
        QVERIFY(!spin->isEnabled());
        QVERIFY(!isEnabled(u"backendBox"_s));
        QVERIFY(click(u"cancelButton"_s));
        QVERIFY(runs().waitForEnd(kTimeoutMs));
        const std::optional<store::RunRecord> run = recorded(runs().lastRunId());
        QVERIFY(run);
        QCOMPARE(run->backend, u"threads"_s);
        QCOMPARE(run->workers, typed);
        QTRY_VERIFY(spin->isEnabled());
    }
};

QTEST_MAIN(tst_ToolBarWindow)
#include "tst_toolbarwindow.moc"
