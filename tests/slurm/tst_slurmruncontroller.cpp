// Runs from the window on Slurm: RunController runs a bundled example with the slurm backend
// against a one-node Slurm started by the test (LocalSlurm), and the monitor sees every node
// succeed, the tasks' jobs submitted and started, and the same files the threads backend
// writes.
#include "LocalSlurm.h"
#include "RecordingMonitorSink.h"
#include "document/ProjectController.h"
#include "document/RecentFilesModel.h"
#include "models/NodeRunStateModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunController.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "support/TestPaths.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;
using app::RunController;
using weft::test::LocalSlurm;

namespace {

constexpr int kTimeoutMs = 180'000;

void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::copy(path, target);
    }
}

/// Every file under `root` but the run store and Weft's own folder, with a hash of its bytes.
QMap<QString, QByteArray> outputsUnder(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(root).relativeFilePath(path);
        if (relative.startsWith(u".weft/"))
            continue;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            files.insert(relative,
                         QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256));
    }
    return files;
}

} // namespace

class TestSlurmRunController : public QObject
{
    Q_OBJECT

private:
    LocalSlurm m_slurm;

    /// Runs `example` (copied into `dir`) from a RunController on `backend`; the run's
    /// recording sink and node states through `sink` and `states`.
    bool runExample(const QString &dir, const QString &example, const QString &backend,
                    test::RecordingMonitorSink *sink, app::NodeRunStateModel *states,
                    QString *status)
    {
        copyTree(weft::test::sourcePath(u"resources/examples"), dir);
        app::RecentFilesModel recent;
        app::ProjectController project(engine::OperatorRegistry::builtin(), &recent);
        app::MonitorHub hub;
        hub.addSink(sink);
        hub.addSink(states);
        RunController runs(&project, &hub);
        if (!project.open(QDir(dir).filePath(example)))
            return false;
        runs.setBackend(backend);
        // The example runs programs: the user trusts it when the window asks.
        if (!runs.run() && !(runs.status() == u"untrusted"_s && runs.trustAndRun())) {
            *status = runs.message();
            return false;
        }
        const bool ended = runs.waitForEnd(kTimeoutMs);
        *status = runs.status();
        return ended;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!m_slurm.start()) {
            if (LocalSlurm::required())
                QFAIL(qPrintable(m_slurm.whyNot()));
            QSKIP(qPrintable(m_slurm.whyNot()));
        }
        qputenv("WEFT_WORKER", weft::test::workerBinary());
    }

    void cleanupTestCase() { m_slurm.stop(); }

    void exampleRunsOnSlurmFromTheWindow()
    {
        const QString example = u"command_pipeline.weft"_s;
        QTemporaryDir onThreads, onSlurm;
        test::RecordingMonitorSink threadsSink, sink;
        app::NodeRunStateModel threadsStates, states;
        QString status;
        QVERIFY2(runExample(onThreads.path(), example, u"threads"_s, &threadsSink, &threadsStates,
                            &status),
                 qPrintable(status));
        QCOMPARE(status, u"succeeded"_s);
        QVERIFY2(runExample(onSlurm.path(), example, u"slurm"_s, &sink, &states, &status),
                 qPrintable(status));
        QCOMPARE(status, u"succeeded"_s);

        // The monitor was told it ran on Slurm, and every node ended succeeded.
        QCOMPARE(sink.outline.backend, u"slurm"_s);
        QCOMPARE(sink.ending.status, u"succeeded"_s);
        QVERIFY(!sink.outOfOrder);
        QVERIFY(states.rowCount() > 0);
        for (int row = 0; row < states.rowCount(); ++row) {
            const QString id = states.nodeId(row);
            QCOMPARE(states.status(id)->state, engine::TaskState::Succeeded);
            QCOMPARE(sink.ending.states.value(id), u"succeeded"_s);
        }

        // Each task that ran on Slurm had its job submitted, then started: the map nodes'
        // batches as well as the plain nodes.
        const int submitted = sink.count(engine::EventType::JobSubmitted);
        QVERIFY(submitted >= states.rowCount());
        QCOMPARE(sink.count(engine::EventType::JobStarted), submitted);
        QCOMPARE(threadsSink.count(engine::EventType::JobSubmitted), 0);

        // The same files as on threads, byte for byte; nothing left in the queue or the work
        // folder.
        QCOMPARE(outputsUnder(onSlurm.path()), outputsUnder(onThreads.path()));
        QVERIFY(!QFileInfo::exists(QDir(onSlurm.path()).filePath(u".weft/slurm"_s)));
        QTRY_VERIFY_WITH_TIMEOUT(
            LocalSlurm::activeJobs(u"weft-"_s + QString::number(sink.outline.runId)).isEmpty(),
            10000);

        // The run store beside the project keeps every task's job.
        store::SqliteDatabase db;
        QString error;
        QVERIFY(db.open(store::RunStore::defaultPath(QDir(onSlurm.path()).filePath(example)),
                        store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(
            db.queryInt("SELECT count(*) FROM tasks WHERE slurm_job_id IS NOT NULL").value_or(0),
            qint64(submitted));
    }
};

QTEST_MAIN(TestSlurmRunController)
#include "tst_slurmruncontroller.moc"
