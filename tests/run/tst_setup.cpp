// Setup: one place that turns a project, its file and the run options into a run's backend,
// store, record, scheduling, resume plan and Slurm settings, for `weft --run` and the window.
#include "project/Project.h"
#include "run/Setup.h"
#include "store/RunStore.h"
#include "store/StoreWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Qt::StringLiterals;
using namespace weft;
using run::Setup;

class TestSetup : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    engine::Project m_project;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"p.weft"_s);
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"format": 1})");
        m_project = engine::Project();
        engine::Node node;
        node.id = engine::NodeId(u"a"_s);
        node.operatorId = u"work"_s;
        m_project.graph.nodes = {node};
    }

    void optionsComeFirstThenTheProjectThenTheDefault()
    {
        QString error;
        std::optional<Setup> setup = Setup::make(m_project, m_file, {}, &error);
        QVERIFY2(setup, qPrintable(error));
        // All cores, as joblib's n_jobs=-1; one core is the sequential backend.
        const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
        QCOMPARE(setup->backend->workers(), cores);
        QCOMPARE(setup->backend->name(), cores > 1 ? u"threads"_s : u"sequential"_s);

        m_project.settings.backend = u"processes"_s;
        m_project.settings.jobs = 2;
        setup = Setup::make(m_project, m_file, {}, &error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->backend->name(), u"processes"_s);
        QCOMPARE(setup->backend->processes(), 2);

        Setup::Options options;
        options.backend = u"threads"_s;
        options.jobs = 3;
        setup = Setup::make(m_project, m_file, options, &error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->backend->name(), u"threads"_s);
        QCOMPARE(setup->backend->workers(), 3);
        options.jobs = 1; // one worker is the sequential backend
        QCOMPARE(Setup::make(m_project, m_file, options, &error)->backend->name(), u"sequential"_s);
    }

    void aBackendThatCannotBeHadIsRefusedInOneLine()
    {
        Setup::Options options;
        options.backend = u"gpu"_s;
        QString error;
        QVERIFY(!Setup::make(m_project, m_file, options, &error));
        QCOMPARE(error, u"backend 'gpu' is not available; use sequential, threads, processes or "
                        "slurm"_s);
        options.backend.clear();
        options.jobs = 0;
        QVERIFY(!Setup::make(m_project, m_file, options, &error));
        QVERIFY2(error.startsWith(u"--jobs 0"_s), qPrintable(error));
    }

    void theRecordKeepsTheOptionsAndTheFilesHash()
    {
        Setup::Options options;
        options.backend = u"threads"_s;
        options.jobs = 2;
        options.keepGoing = true;
        options.boundMemory = true;
        options.overrides = {u"a.seconds=0"_s};
        options.origin = u"window"_s;
        QString error;
        std::optional<Setup> setup = Setup::make(m_project, m_file, options, &error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->projectFile, QFileInfo(m_file).absoluteFilePath());
        QCOMPARE(setup->projectHash, store::StoreWriter::projectHash(m_file));
        QVERIFY(!setup->projectHash.isEmpty());
        QCOMPARE(setup->settings, (QJsonObject{{u"keep_going"_s, true},
                                               {u"jobs"_s, 2},
                                               {u"backend"_s, u"threads"_s},
                                               {u"set"_s, QJsonArray{u"a.seconds=0"_s}},
                                               {u"origin"_s, u"window"_s}}));
        QVERIFY(setup->scheduling.keepGoing);
        QVERIFY(setup->scheduling.boundMemory);
        QCOMPARE(setup->graph, m_project.graph);
        QVERIFY(!setup->resume);

        // Unsaved changes are not the file's: the record names no hash.
        options.unsaved = true;
        QCOMPARE(Setup::make(m_project, m_file, options, &error)->projectHash, QString());
        // Nothing asked: only keep_going is recorded.
        QCOMPARE(Setup::make(m_project, m_file, {}, &error)->settings,
                 (QJsonObject{{u"keep_going"_s, false}}));
    }

    void theStoreAndItsPruning()
    {
        QString error;
        std::optional<Setup> setup = Setup::make(m_project, m_file, {}, &error);
        QCOMPARE(setup->storePath, store::RunStore::defaultPath(m_file));
        QVERIFY(!setup->storeRequired); // the default store only costs the record
        QCOMPARE(setup->keepRuns, 0);

        m_project.settings.store = u"history/runs.sqlite"_s;
        m_project.settings.keepRuns = 5;
        setup = Setup::make(m_project, m_file, {}, &error);
        QCOMPARE(setup->storePath, m_dir.filePath(u"history/runs.sqlite"_s));
        QVERIFY(setup->storeRequired);
        QCOMPARE(setup->keepRuns, 5);

        Setup::Options options;
        options.store = m_dir.filePath(u"named.sqlite"_s);
        options.keepRuns = 2;
        setup = Setup::make(m_project, m_file, options, &error);
        QCOMPARE(setup->storePath, options.store);
        QVERIFY(setup->storeRequired);
        QCOMPARE(setup->keepRuns, 2);

        // The history asks the same rule, reading the project when it has none at hand.
        QCOMPARE(Setup::storePathFor(m_file, {}, &m_project),
                 m_dir.filePath(u"history/runs.sqlite"_s));
        QCOMPARE(Setup::storePathFor(m_file, {}, nullptr), store::RunStore::defaultPath(m_file));
        QCOMPARE(Setup::storePathFor({}, {}, nullptr), QString());
    }

    void slurmJobsGoToTheProjectsFolder()
    {
        m_project.settings.slurmWorkDir = u"cluster/jobs"_s;
        m_project.settings.slurmMaxJobs = 7;
        QString error;
        const std::optional<Setup> setup = Setup::make(m_project, m_file, {}, &error);
        QVERIFY2(setup, qPrintable(error));
        QCOMPARE(setup->slurm.workFolder, m_dir.filePath(u"cluster/jobs"_s));
        QCOMPARE(setup->slurm.maxJobs, 7);
        QVERIFY(setup->slurm.runLabel.isEmpty()); // the run id, once the run is recorded
    }

    void aResumeWithNothingToResumeIsRefused()
    {
        Setup::Options options;
        options.resume = true;
        QString error;
        QVERIFY(!Setup::make(m_project, m_file, options, &error));
        QCOMPARE(error, u"nothing to resume: %1 does not exist"_s.arg(
                            store::RunStore::defaultPath(m_file)));
    }
};

QTEST_GUILESS_MAIN(TestSetup)
#include "tst_setup.moc"
