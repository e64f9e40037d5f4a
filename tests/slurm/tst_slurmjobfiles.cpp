#include "data/Scalar.h"
#include "exec/WorkerPool.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "slurm/SlurmClient.h"
#include "slurm/SlurmJobFolder.h"
#include "slurm/SlurmJobs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;

/// What needs no cluster: Slurm's answers parsed, sbatch's arguments, the job folder's files
/// written by one side and read by the other, and `run.slurm` in the project file.
class TestSlurmJobFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statesMapOntoWeft_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("state");
        QTest::newRow("pending") << u"PENDING"_qs << int(SlurmJobState::Pending);
        QTest::newRow("requeued") << u"REQUEUED"_qs << int(SlurmJobState::Pending);
        QTest::newRow("running") << u"RUNNING"_qs << int(SlurmJobState::Running);
        QTest::newRow("completing") << u"COMPLETING"_qs << int(SlurmJobState::Running);
        QTest::newRow("completed") << u"COMPLETED"_qs << int(SlurmJobState::Completed);
        QTest::newRow("failed") << u"FAILED"_qs << int(SlurmJobState::Failed);
        QTest::newRow("timeout") << u"TIMEOUT"_qs << int(SlurmJobState::Timeout);
        QTest::newRow("oom") << u"OUT_OF_MEMORY"_qs << int(SlurmJobState::OutOfMemory);
        QTest::newRow("cancelled") << u"CANCELLED"_qs << int(SlurmJobState::Cancelled);
        QTest::newRow("node fail") << u"NODE_FAIL"_qs << int(SlurmJobState::NodeFail);
        QTest::newRow("preempted") << u"PREEMPTED"_qs << int(SlurmJobState::Preempted);
    }
    void statesMapOntoWeft()
    {
        QFETCH(QString, name);
        QFETCH(int, state);
        QCOMPARE(int(SlurmClient::parseState(name)), state);
        const bool ended =
            state != int(SlurmJobState::Pending) && state != int(SlurmJobState::Running);
        QCOMPARE(SlurmClient::hasEnded(SlurmJobState(state)), ended);
    }

    void queueLinesParsed()
    {
        const std::vector<SlurmJobStatus> jobs = SlurmClient::parseQueue(
            "12|PENDING|Resources\n13|RUNNING|None\n\n14|TIMEOUT|TimeLimit\ngarbage\n");
        QCOMPARE(jobs.size(), size_t(3));
        QCOMPARE(jobs[0].jobId, u"12"_qs);
        QCOMPARE(jobs[0].reason, u"Resources"_qs);
        QCOMPARE(jobs[1].state, SlurmJobState::Running);
        QVERIFY(jobs[1].reason.isEmpty());
        QCOMPARE(jobs[2].state, SlurmJobState::Timeout);
        QCOMPARE(jobs[2].stateName, u"TIMEOUT"_qs);
    }

    void accountingLinesParsed()
    {
        // `sacct -P -n -X -j 12,13,14,15 --format=JobID,State,ExitCode` as slurmdbd answers;
        // the step line stands for an answer without -X.
        const std::vector<SlurmJobStatus> jobs =
            SlurmClient::parseAccounting("12|CANCELLED by 0|0:15\n12.batch|CANCELLED|0:15\n"
                                         "13|OUT_OF_MEMORY|0:125\n\n14|COMPLETED|0:0\n"
                                         "15|TIMEOUT|\ngarbage\n");
        QCOMPARE(jobs.size(), size_t(4));
        QCOMPARE(jobs[0].jobId, u"12"_qs);
        QCOMPARE(jobs[0].state, SlurmJobState::Cancelled);
        QCOMPARE(jobs[0].stateName, u"CANCELLED"_qs);
        QCOMPARE(jobs[0].reason, u"exit code 0:15"_qs);
        QCOMPARE(jobs[1].state, SlurmJobState::OutOfMemory);
        QCOMPARE(jobs[2].state, SlurmJobState::Completed);
        QCOMPARE(jobs[3].jobId, u"15"_qs);
        QCOMPARE(jobs[3].state, SlurmJobState::Timeout);
        QVERIFY(jobs[3].reason.isEmpty());
    }

    void jobNumbersForEvents()
    {
        QCOMPARE(SlurmJobs::jobNumber(u"4101"_qs), qint64(4101));
        QCOMPARE(SlurmJobs::jobNumber(u"4101;cluster2"_qs), qint64(4101));
        QCOMPARE(SlurmJobs::jobNumber(QString()), qint64(0));
    }

    void sbatchArgumentsCarryResources()
    {
        JobResources resources;
        resources.cpus = 4;
        resources.mem = u"2G"_qs;
        resources.time = u"10:00"_qs;
        resources.partition = u"short"_qs;
        resources.account = u"lab"_qs;
        resources.extraArgs = {u"--qos=low"_qs};
        const QStringList args =
            SlurmClient::sbatchArguments(u"/w/job.sh"_qs, u"weft-7"_qs, u"/w/out"_qs, resources);
        QCOMPARE(args, (QStringList{u"--parsable"_qs, u"--job-name=weft-7"_qs,
                                    u"--output=/w/out"_qs, u"--cpus-per-task=4"_qs, u"--mem=2G"_qs,
                                    u"--time=10:00"_qs, u"--partition=short"_qs,
                                    u"--account=lab"_qs, u"--qos=low"_qs, u"/w/job.sh"_qs}));
        QCOMPARE(SlurmClient::sbatchArguments(u"j"_qs, u"n"_qs, u"o"_qs, {}).size(), 4);
    }

    void jobFolderRoundTrip()
    {
        QTemporaryDir dir;
        const SlurmJobFolder folder(dir.filePath(u"job-1"_qs));
        RemoteCall a{u"a"_qs,
                     u"work"_qs,
                     QJsonObject{{u"seconds"_qs, 0}},
                     QDir(dir.path()),
                     {{std::make_shared<Scalar>(QJsonValue(4))}},
                     5};
        RemoteCall b{u"b"_qs, u"work"_qs, {}, QDir(dir.path()), {{}}, 0};
        folder.writeRequest({&a, &b});
        folder.writeScript(u"/opt/weft's/weft-worker"_qs);
        QVERIFY(!folder.exitCode());

        const std::vector<SlurmJobFolder::Request> requests = folder.readRequest();
        QCOMPARE(requests.size(), size_t(2));
        QCOMPARE(requests[0].nodeId, u"a"_qs);
        QCOMPARE(requests[0].timeoutSeconds, 5);
        QCOMPARE(requests[0].inputs.size(), size_t(1));
        QCOMPARE(requests[0].inputs[0].size(), size_t(1));
        QCOMPARE(requests[1].inputs[0].size(), size_t(0));

        folder.writeOutputs(0, u"a"_qs, requests[0].inputs[0]);
        folder.writeResults({SlurmTaskResult{true, {}, 12, {nullptr}},
                             SlurmTaskResult{false, u"it broke"_qs, 3, {}}},
                            1);
        QCOMPARE(folder.exitCode(), std::optional<int>(1));
        const SlurmTaskResult first = folder.readResult(0, u"a"_qs);
        QVERIFY(first.ok);
        QCOMPARE(first.runMs, 12);
        QCOMPARE(first.outputs.size(), size_t(1));
        QCOMPARE(first.outputs[0]->kind(), DataKind::Scalar);
        const SlurmTaskResult second = folder.readResult(1, u"b"_qs);
        QVERIFY(!second.ok);
        QCOMPARE(second.message, u"it broke"_qs);

        QFile script(folder.file(u"job.sh"_qs));
        QVERIFY(script.open(QIODevice::ReadOnly));
        // The quote in the path survives the shell.
        QVERIFY(script.readAll().contains("'/opt/weft'\\''s/weft-worker' --job"));
        // Written atomically: no temporary file is left beside the exit code.
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files).filter(u"exit-code"_qs),
                 QStringList{u"exit-code"_qs});
    }

    void projectKeepsSlurmSettings()
    {
        const QByteArray json = R"({"format": 1, "project": {"name": "s"},
            "settings": {"backend": "slurm", "slurm": {"work_dir": "/shared/weft", "max_jobs": 20},
                         "outside_folders": ["/shared"]},
            "nodes": [{"id": "a", "operator": "work", "position": {"x": 0, "y": 0}, "run": {"backend": "slurm",
                "slurm": {"cpus": 2, "mem": "1G", "time": "5:00", "partition": "short",
                          "account": "lab", "args": ["--qos=low"]}}}], "edges": [], "datasets": []})";
        const ProjectReader reader(OperatorRegistry::builtin());
        const ProjectLoadResult loaded = reader.parse(json, u"s.weft"_qs, QDir::temp());
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const Project &project = *loaded.project;
        QCOMPARE(project.settings.slurmWorkDir, u"/shared/weft"_qs);
        QCOMPARE(project.settings.slurmMaxJobs, 20);
        const JobResources &slurm = project.graph.nodes.front().run.resources;
        QCOMPARE(slurm.cpus, 2);
        QCOMPARE(slurm.account, u"lab"_qs);
        QCOMPARE(slurm.extraArgs, QStringList{u"--qos=low"_qs});
        const ProjectLoadResult again =
            reader.parse(ProjectWriter::serialize(project), u"s.weft"_qs, QDir::temp());
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(*again.project, project);

        const ProjectLoadResult bad = reader.parse(
            R"({"format": 1, "project": {"name": "s"}, "nodes": [{"id": "a", "operator": "work", "position": {"x": 0, "y": 0},
                "run": {"slurm": {"cpus": "two"}}}], "edges": [], "datasets": []})",
            u"s.weft"_qs, QDir::temp());
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error.contains(u"slurm.cpus"_qs), qPrintable(bad.error));
    }
};

QTEST_GUILESS_MAIN(TestSlurmJobFiles)
#include "tst_slurmjobfiles.moc"
