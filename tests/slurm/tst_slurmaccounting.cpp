// sacct against a real accounting database: a one-node Slurm whose slurmdbd keeps its jobs in
// a MariaDB server the test starts (LocalSlurm with accounting), and whose controller forgets
// ended jobs after two seconds, as a busy cluster's does after its MinJobAge.

#include "LocalSlurm.h"
#include "SlurmTestSupport.h"
#include "exec/GraphRunner.h"
#include "ops/OperatorRegistry.h"
#include "slurm/SlurmClient.h"
#include "support/TestPaths.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace weft::engine;
using weft::test::LocalSlurm;

namespace {

/// Submits `script` as a job named weft-accounting; its id, or empty.
QString submit(const QStringList &extra, const QString &script)
{
    return QString::fromUtf8(
        LocalSlurm::command(u"sbatch"_qs,
                            QStringList{u"--parsable"_qs, u"--job-name=weft-accounting"_qs,
                                        u"--output=/dev/null"_qs} +
                                extra + QStringList{u"--wrap"_qs, script})
            .trimmed());
}

/// Lines `id|state` of every job named `name` the controller still remembers.
QString remembered(const QString &name)
{
    return QString::fromUtf8(
        LocalSlurm::command(u"squeue"_qs, {u"--noheader"_qs, u"--states=all"_qs,
                                           u"--name="_qs + name, u"--format=%i|%T"_qs})
            .trimmed());
}

} // namespace

class TestSlurmAccounting : public QObject
{
    Q_OBJECT

private:
    LocalSlurm m_slurm;
    QTemporaryDir m_work;

private Q_SLOTS:
    void initTestCase()
    {
        LocalSlurm::Options options;
        options.accounting = true;
        options.minJobAgeSeconds = 2;
        if (!m_slurm.start(options)) {
            if (LocalSlurm::required())
                QFAIL(qPrintable(m_slurm.whyNot()));
            QSKIP(qPrintable(m_slurm.whyNot()));
        }
        qputenv("WEFT_WORKER", weft::test::workerBinary());
    }

    void cleanupTestCase()
    {
        const QString folder = m_slurm.folder();
        m_slurm.stop();
        // The database went with the cluster's folder.
        QVERIFY(folder.isEmpty() || !QFileInfo::exists(folder));
    }

    void sacctTellsHowJobsEnded()
    {
        const QString done = submit({}, u"true"_qs);
        const QString failed = submit({}, u"exit 3"_qs);
        const QString killed = submit({}, u"kill -9 $$"_qs);
        const QString cancelled = submit({u"--hold"_qs}, u"sleep 60"_qs);
        for (const QString &id : {done, failed, killed, cancelled})
            QVERIFY2(!id.isEmpty() && id.toInt() > 0, qPrintable(id));
        LocalSlurm::command(u"scancel"_qs, {cancelled});
        QTRY_VERIFY_WITH_TIMEOUT(LocalSlurm::activeJobs(u"weft-accounting"_qs).isEmpty(), 30000);

        // slurmctld hands a job's end to slurmdbd a moment after it ends: ask until all are in.
        std::vector<SlurmJobStatus> jobs;
        QString error;
        const auto allEnded = [&] {
            const auto answer = SlurmClient::accounting({done, failed, killed, cancelled}, &error);
            if (!answer)
                return false;
            jobs = *answer;
            return jobs.size() == 4 && std::all_of(jobs.begin(), jobs.end(), [](const auto &job) {
                       return SlurmClient::hasEnded(job.state);
                   });
        };
        QTRY_VERIFY2_WITH_TIMEOUT(allEnded(), qPrintable(error), 30000);
        const auto of = [&](const QString &id) {
            return *std::find_if(jobs.begin(), jobs.end(),
                                 [&](const SlurmJobStatus &job) { return job.jobId == id; });
        };
        QCOMPARE(of(done).state, SlurmJobState::Completed);
        QCOMPARE(of(done).reason, u"exit code 0:0"_qs);
        QCOMPARE(of(failed).state, SlurmJobState::Failed);
        QCOMPARE(of(failed).reason, u"exit code 3:0"_qs);
        QCOMPARE(of(killed).state, SlurmJobState::Failed);
        QCOMPARE(of(killed).reason, u"exit code 0:9"_qs); // signal 9
        // sacct says "CANCELLED by 0": the state alone is kept.
        QCOMPARE(of(cancelled).state, SlurmJobState::Cancelled);
        QCOMPARE(of(cancelled).stateName, u"CANCELLED"_qs);
    }

    void forgottenJobFailsWithItsAccountedState()
    {
        // The job dies at once without its exit-code file; weft first asks squeue only after
        // the controller has forgotten the job, so only sacct can say how it ended.
        SlurmOptions options =
            weft::test::quickSlurmOptions(m_work.filePath(u"shared"_qs), u"forgotten"_qs);
        options.pollFirst = std::chrono::seconds(90);
        options.pollMax = std::chrono::seconds(90);
        const weft::test::ScopedEnv fault("WEFT_WORKER_FAULT", "gone:kill");
        Graph graph;
        graph.nodes = {weft::test::workNode("gone", 0)};
        RunResult result;
        std::thread run([&] {
            const std::unique_ptr<Backend> backend = weft::test::slurmBackend(options);
            result = GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
                         .run(graph, *backend, nullptr, {}, {});
        });
        const auto joinRun = qScopeGuard([&] {
            if (run.joinable())
                run.join();
        });

        // Seen ended, then forgotten: the controller purges ended jobs once a minute.
        QTRY_VERIFY_WITH_TIMEOUT(remembered(u"weft-forgotten"_qs).contains(u"|FAILED"_qs), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(remembered(u"weft-forgotten"_qs).isEmpty(), 85000);
        run.join();

        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = weft::test::errorOf(result, "gone");
        QVERIFY2(error.contains(u"ended FAILED, exit code 0:9 (from accounting)"_qs),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(m_work.filePath(u"shared/forgotten"_qs)));
    }
};

QTEST_GUILESS_MAIN(TestSlurmAccounting)
#include "tst_slurmaccounting.moc"
