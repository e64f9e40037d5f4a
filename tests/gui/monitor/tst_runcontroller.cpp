// RunController: runs the open project on a thread of its own, records it in the run store
// like `weft --run`, and feeds the monitor hub in order.

#include "RecordingMonitorSink.h"
#include "document/ProjectController.h"
#include "document/RecentFilesModel.h"
#include "models/NodeRunStateModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunController.h"
#include "monitor/RunLogModel.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;
using app::RunController;

namespace {

constexpr int kTimeoutMs = 30'000;

QJsonObject node(const QString &id, const QJsonObject &params)
{
    return {{u"id"_s, id},
            {u"operator"_s, u"work"_s},
            {u"params"_s, params},
            {u"position"_s, QJsonObject{{u"x"_s, 0}, {u"y"_s, 0}}}};
}

} // namespace

class tst_RunController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::RecentFilesModel> m_recent;
    std::unique_ptr<app::ProjectController> m_project;
    std::unique_ptr<app::MonitorHub> m_hub;
    std::unique_ptr<RunController> m_runs;
    test::RecordingMonitorSink m_sink;

    /// A chain a → b → c of `work` nodes; `b` takes `seconds` and fails when `fail` is set.
    QString writeProject(double seconds, bool fail)
    {
        const QJsonObject project{
            {u"format"_s, 1},
            {u"project"_s, QJsonObject{{u"name"_s, u"Chain"_s}}},
            {u"datasets"_s, QJsonArray()},
            {u"nodes"_s, QJsonArray{node(u"a"_s, {{u"seconds"_s, 0.01}, {u"output_bytes"_s, 1000}}),
                                    node(u"b"_s, {{u"seconds"_s, seconds}, {u"fail"_s, fail}}),
                                    node(u"c"_s, {{u"seconds"_s, 0.01}})}},
            {u"edges"_s,
             QJsonArray{QJsonObject{{u"from"_s, u"a.data"_s}, {u"to"_s, u"b.inputs"_s}},
                        QJsonObject{{u"from"_s, u"b.data"_s}, {u"to"_s, u"c.inputs"_s}}}},
        };
        const QString file = m_dir->filePath(u"chain.weft"_s);
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        out.write(QJsonDocument(project).toJson());
        return file;
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_recent = std::make_unique<app::RecentFilesModel>();
        m_project = std::make_unique<app::ProjectController>(engine::OperatorRegistry::builtin(),
                                                             m_recent.get());
        m_hub = std::make_unique<app::MonitorHub>();
        m_sink = test::RecordingMonitorSink();
        m_hub->addSink(&m_sink);
        m_runs = std::make_unique<RunController>(m_project.get(), m_hub.get());
    }

    void cleanup()
    {
        m_runs.reset();
        m_hub.reset();
        m_project.reset();
        m_recent.reset();
        m_dir.reset();
    }

    void runsToSuccessAndRecordsTheRun()
    {
        const QString file = writeProject(0.05, false);
        QVERIFY(m_project->open(file));
        QVERIFY(m_runs->canRun());
        QVERIFY(!m_runs->canResume());
        m_runs->setBackend(u"threads"_s);
        m_runs->setWorkers(2);
        QSignalSpy finished(m_runs.get(), &RunController::runFinished);
        QVERIFY2(m_runs->run(), qPrintable(m_runs->message()));
        QVERIFY(m_runs->isRunning());
        QVERIFY(!m_runs->canRun());
        QVERIFY(!m_runs->run()); // one run at a time
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        QCOMPARE(finished.count(), qsizetype(1));
        QCOMPARE(finished.at(0).at(0).toString(), u"succeeded"_s);
        QCOMPARE(m_runs->status(), u"succeeded"_s);
        QCOMPARE(m_runs->tasksDone(), qint64(3));
        QCOMPARE(m_runs->tasksTotal(), qint64(3));

        // The hub saw the outline first, events in time order, the ending last.
        QCOMPARE(m_sink.calls.first(), u"begin"_s);
        QCOMPARE(m_sink.calls.last(), u"end"_s);
        QVERIFY(m_sink.calls.contains(u"events"_s));
        QVERIFY(!m_sink.outOfOrder);
        QCOMPARE(m_sink.outline.nodes.size(), qsizetype(3));
        QCOMPARE(m_sink.outline.nodes.at(1).id, u"b"_s);
        QCOMPARE(m_sink.outline.dependencies.size(), qsizetype(2));
        QCOMPARE(m_sink.outline.backend, u"threads"_s);
        QCOMPARE(m_sink.outline.workers, 2);
        QVERIFY(m_sink.outline.originNs > 0);
        QCOMPARE(m_sink.count(engine::EventType::TaskSucceeded), 3);
        QCOMPARE(m_sink.count(engine::EventType::RunFinished), 1);
        QVERIFY(!m_sink.metrics.empty());
        QVERIFY(m_sink.workers.size() >= 2);
        QCOMPARE(m_sink.ending.status, u"succeeded"_s);
        QCOMPARE(m_sink.ending.states.value(u"c"_s), u"succeeded"_s);

        // Recorded in the store beside the project, as `weft --run` records.
        QVERIFY(m_runs->lastRunId() > 0);
        QCOMPARE(qint64(m_sink.outline.runId), m_runs->lastRunId());
        store::RunStore runs;
        QString error;
        QVERIFY2(runs.open(store::RunStore::defaultPath(file),
                           store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const auto record = runs.run(m_runs->lastRunId());
        QVERIFY(record);
        QCOMPARE(record->status, u"succeeded"_s);
        QCOMPARE(record->backend, u"threads"_s);
        QVERIFY(!m_runs->canResume());
    }

    void failureIsReportedAndCanBeResumed()
    {
        QVERIFY(m_project->open(writeProject(0.01, true)));
        m_runs->setWorkers(1);
        QVERIFY(m_runs->run());
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        QCOMPARE(m_runs->status(), u"failed"_s);
        QVERIFY2(m_runs->message().contains(u"'b'"_s), qPrintable(m_runs->message()));
        QCOMPARE(m_sink.ending.status, u"failed"_s);
        QCOMPARE(m_sink.ending.states.value(u"a"_s), u"succeeded"_s);
        QCOMPARE(m_sink.ending.states.value(u"b"_s), u"failed"_s);
        QVERIFY(m_sink.ending.errors.contains(u"b"_s));
        QVERIFY(m_runs->canResume());

        // Fixed and saved, the resume runs what the failure left (b and c, from a's start).
        QVERIFY(m_project->open(writeProject(0.01, false)));
        QVERIFY(m_runs->canResume());
        QVERIFY2(m_runs->resume(), qPrintable(m_runs->message()));
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        QCOMPARE(m_runs->status(), u"succeeded"_s);
        QVERIFY(m_sink.outline.nodes.size() <= 3);
        QVERIFY(!m_runs->canResume());
    }

    void aFailedNodesErrorReachesTheLogWhileTheRunGoes()
    {
        // `bad` fails once its sibling `slow` has started a minute's sleep: the first failure
        // stops the run from starting more, but `slow` goes on, so the run is still going
        // when the Log must already say why `bad` failed (its command's stderr).
        const auto command = [](const QString &id, const QString &line) {
            QJsonObject n = node(id, {{u"program"_s, line}, {u"shell"_s, true}});
            n.insert(u"operator"_s, u"command"_s);
            return n;
        };
        const QJsonObject project{
            {u"format"_s, 1},
            {u"project"_s, QJsonObject{{u"name"_s, u"Siblings"_s}}},
            {u"datasets"_s, QJsonArray()},
            {u"nodes"_s,
             QJsonArray{command(u"slow"_s, u"touch started; exec sleep 60"_s),
                        command(u"bad"_s, u"while [ ! -e started ]; do sleep 0.01; done; "
                                          "echo 'grep: data.txt: No such file' >&2; exit 2"_s)}},
            {u"edges"_s, QJsonArray()},
        };
        const QString file = m_dir->filePath(u"siblings.weft"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(project).toJson());
        out.close();
        QVERIFY(m_project->open(file));
        app::RunLogModel log;
        app::NodeRunStateModel states;
        m_hub->addSink(&log);
        m_hub->addSink(&states);
        m_runs->setBackend(u"threads"_s);
        m_runs->setWorkers(2);
        // It runs a program: nothing runs until the user trusts the project.
        QVERIFY(!m_runs->run());
        QCOMPARE(m_runs->status(), u"untrusted"_s);
        QVERIFY2(m_runs->trustAndRun(), qPrintable(m_runs->message()));

        const auto badError = [&log]() -> QString {
            for (int row = 0; row < log.rowCount(); ++row) {
                const QModelIndex at = log.index(row);
                if (at.data(app::RunLogModel::NodeIdRole).toString() == u"bad"_s)
                    return at.data(app::RunLogModel::DetailRole).toString();
            }
            return {};
        };
        QTRY_VERIFY_WITH_TIMEOUT(!badError().isEmpty() || !m_runs->isRunning(), kTimeoutMs);
        QVERIFY2(m_runs->isRunning(), "the run ended before the Log showed the failure");
        QVERIFY(!m_sink.calls.contains(u"end"_s));
        QVERIFY2(badError().contains(u"grep: data.txt: No such file"_s), qPrintable(badError()));
        QCOMPARE(log.errorCount(), 1);
        const QModelIndex badRow = log.index(0);
        QCOMPARE(badRow.data(app::RunLogModel::SeverityRole).toInt(),
                 int(app::RunLogModel::Severity::Error));
        QVERIFY(!badRow.data(app::RunLogModel::MessageRole).toString().isEmpty());
        QVERIFY(badRow.data(app::RunLogModel::MessageRole).toString() != u"failed"_s);
        // The canvas has it for the card's hover, too.
        QVERIFY(states.status(u"bad"_s));
        QCOMPARE(states.status(u"bad"_s)->error, badError());
        QCOMPARE(m_sink.errors.size(), std::size_t(1));
        QCOMPARE(m_sink.outline.nodes.at(m_sink.errors.front().node).id, u"bad"_s);
        // The run store has it too while the run goes, so a window closed hard keeps it.
        const QString message = m_sink.errors.front().message;
        const store::RunId runId = m_sink.outline.runId;
        store::RunStore records;
        QString storeError;
        QVERIFY2(records.open(store::RunStore::defaultPath(file),
                              store::SqliteDatabase::OpenMode::ExistingOnly, &storeError),
                 qPrintable(storeError));
        QTRY_VERIFY_WITH_TIMEOUT(
            records.nodeErrors(runId).value(1) == message || !m_runs->isRunning(), kTimeoutMs);
        QVERIFY2(m_runs->isRunning(), "the run ended before the store had the error");

        m_runs->cancel();
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        // The run's end neither lost it nor wrote it twice: one task of bad has it.
        QCOMPARE(records.nodeErrors(runId).value(1), message);
        QCOMPARE(records.nodes(runId).at(1).error, message);
        store::SqliteStatement taskErrors = records.database().prepare(
            "SELECT count(*) FROM tasks WHERE run_id = ? AND node = 1 AND error IS NOT NULL");
        taskErrors.bind(1, runId);
        QVERIFY(taskErrors.next());
        QCOMPARE(taskErrors.columnInt(0), 1);
        // The ending repeats the error: the Log keeps one entry for it, not two.
        QCOMPARE(m_sink.ending.errors.value(u"bad"_s), badError());
        int badEntries = 0;
        for (int row = 0; row < log.rowCount(); ++row)
            badEntries += log.index(row).data(app::RunLogModel::NodeIdRole).toString() == u"bad"_s;
        QCOMPARE(badEntries, 1);
        QCOMPARE(m_sink.errors.size(), std::size_t(1));
        m_hub->removeSink(&log);
        m_hub->removeSink(&states);
    }

    void cancelStopsTheRun()
    {
        QVERIFY(m_project->open(writeProject(60, false)));
        QVERIFY(m_runs->run());
        // Wait until b runs, then cancel: the run stops long before b's minute is over.
        QTRY_VERIFY_WITH_TIMEOUT(m_sink.count(engine::EventType::TaskStarted) >= 2, kTimeoutMs);
        m_runs->cancel();
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        QCOMPARE(m_runs->status(), u"cancelled"_s);
        QCOMPARE(m_sink.ending.status, u"cancelled"_s);
        QCOMPARE(m_sink.ending.states.value(u"c"_s) == u"succeeded"_s, false);
        QVERIFY(m_runs->canResume());
    }

    void destroyingTheControllerCancelsTheRun()
    {
        QVERIFY(m_project->open(writeProject(60, false)));
        QVERIFY(m_runs->run());
        QTRY_VERIFY_WITH_TIMEOUT(m_sink.count(engine::EventType::TaskStarted) >= 2, kTimeoutMs);
        m_runs.reset(); // cancels and waits; must not hang for b's minute
        store::RunStore runs;
        QString error;
        QVERIFY(runs.open(store::RunStore::defaultPath(m_project->filePath()),
                          store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        const auto latest = runs.latestRunId();
        QVERIFY(latest);
        QCOMPARE(runs.run(*latest)->status, u"cancelled"_s);
    }

    void refusesAProjectThatWasNeverSaved()
    {
        QVERIFY(!m_runs->canRun());
        QVERIFY(!m_runs->run());
        QCOMPARE(m_runs->status(), u"refused"_s);
        QVERIFY(m_runs->message().contains(u"Save"_s));
        QVERIFY(m_sink.calls.isEmpty());
    }

    void refusesAProjectThatCannotRun()
    {
        const QString file = writeProject(0.01, false);
        QVERIFY(m_project->open(file));
        engine::Project broken = m_project->project();
        engine::Node reader;
        reader.id = engine::NodeId(u"reader"_s);
        reader.operatorId = u"csv.read"_s; // no path, and no edge to bring one
        broken.graph.nodes.push_back(reader);
        m_project->setProject(broken, file);
        QVERIFY(!m_runs->run());
        QCOMPARE(m_runs->status(), u"refused"_s);
        QVERIFY2(m_runs->message().contains(u"reader"_s), qPrintable(m_runs->message()));
    }

    void defaultsComeFromTheProjectSettings()
    {
        QVERIFY(m_runs->backends().contains(u"processes"_s));
        QVERIFY(m_project->open(writeProject(0.01, false)));
        engine::Project project = m_project->project();
        project.settings.backend = u"sequential"_s;
        project.settings.jobs = 3;
        m_project->setProject(project, m_project->filePath());
        QCOMPARE(m_runs->backend(), u"sequential"_s);
        QCOMPARE(m_runs->workers(), 3);
        m_runs->setBackend(u"nonsense"_s);
        QCOMPARE(m_runs->backend(), u"sequential"_s);
    }
};

QTEST_MAIN(tst_RunController)
#include "tst_runcontroller.moc"
