// A project folder received from someone else must not make `weft` delete or rewrite anything
// that is not Weft's: each case plants a trap around a decoy folder of files, runs the real
// weft binary, and compares a hash of the decoy (every path, size and byte) before and after.
// Pruning never follows a link nor deletes a folder the store did not record; a store setting
// that names some other SQLite database is refused with exit 2 and the file left byte for byte.
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"
#include "support/WeftCommand.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/stat.h>

using namespace weft::store;
using weft::test::readFile;
using weft::test::runWeft;
using weft::test::writeFile;

namespace {

/// A small read → write project, with `settings` (a JSON object's members) when given.
void writeProject(const QString &folder, const QByteArray &settings = {})
{
    writeFile(folder + u"/data/in.csv"_qs, "x,y\n1,2\n3,4\n");
    writeFile(folder + u"/p.weft"_qs,
              R"({
  "format": 1, "project": {"name": "small"}, "datasets": [],)" +
                  (settings.isEmpty() ? QByteArray() : "\n  \"settings\": {" + settings + "},") +
                  R"(
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 200, "y": 0}}
  ],
  "edges": [{"from": "read.table", "to": "write.table"}]
})");
}

/// Files a user cares about, in folders, some named like run folders.
void fillDecoy(const QString &folder)
{
    writeFile(folder + u"/thesis.txt"_qs, "years of work\n");
    writeFile(folder + u"/photos/1.jpg"_qs, QByteArray(3000, 'p'));
    writeFile(folder + u"/2/notes.md"_qs, "# numbered, but not a run\n");
    writeFile(folder + u"/5/0.wds"_qs, "named like an output, not one\n");
}

/// Every entry under `folder` (links as links, never followed) with its size and bytes, except
/// the names `skip` (a store Weft was told to keep there).
QByteArray hashTree(const QString &folder, const QStringList &skip = {})
{
    QStringList entries;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        const QString relative = QDir(folder).relativeFilePath(path);
        if (std::any_of(skip.begin(), skip.end(),
                        [&](const QString &s) { return relative.startsWith(s); }))
            continue;
        QString line = relative + u' ';
        if (info.isSymLink())
            line += u"-> "_qs + info.symLinkTarget();
        else if (info.isFile())
            line +=
                QString::number(info.size()) + u' ' +
                QString::fromLatin1(
                    QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex());
        else
            line += u"folder"_qs;
        entries << line;
    }
    entries.sort();
    return QCryptographicHash::hash(entries.join(u'\n').toUtf8(), QCryptographicHash::Sha256);
}

/// Runs SQL on `path` through SQLite alone, as another program would.
void execRaw(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
    char *message = nullptr;
    const int status = sqlite3_exec(db, sql, nullptr, nullptr, &message);
    const QString error = QString::fromUtf8(message ? message : "");
    sqlite3_free(message);
    sqlite3_close(db);
    QVERIFY2(status == SQLITE_OK, qPrintable(error));
}

qint64 pragma(const QString &path, const char *sql)
{
    SqliteDatabase db;
    QString error;
    if (!db.open(path, SqliteDatabase::OpenMode::ReadOnly, &error))
        return -1;
    return db.queryInt(sql).value_or(-1);
}

} // namespace

class TestHostileStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pruningNeverFollowsALinkInOutputs()
    {
        QTemporaryDir project;
        QTemporaryDir decoy;
        writeProject(project.path());
        fillDecoy(decoy.path());
        const QByteArray before = hashTree(decoy.path());
        const QString p = project.filePath(u"p.weft"_qs);
        QVERIFY(QDir().mkpath(project.filePath(u".weft/outputs"_qs)));
        // Run 3's folder is a link to the decoy (run 3 is pruned by the fourth run on); a
        // link in place of a run that never happens, and one to the decoy's numbered folder.
        QVERIFY(QFile::link(decoy.path(), project.filePath(u".weft/outputs/3"_qs)));
        QVERIFY(QFile::link(decoy.path(), project.filePath(u".weft/outputs/99"_qs)));
        QVERIFY(QFile::link(decoy.filePath(u"2"_qs), project.filePath(u".weft/outputs/1"_qs)));
        for (int run = 0; run < 5; ++run) {
            const auto outcome = runWeft({u"--run"_qs, p, u"--keep-runs"_qs, u"1"_qs});
            QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        }
        const auto history = runWeft({u"--history"_qs, p, u"--keep-runs"_qs, u"1"_qs});
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
        QCOMPARE(hashTree(decoy.path()), before);
        RunStore store;
        QString error;
        QVERIFY2(store.open(project.filePath(u".weft/runs.sqlite"_qs),
                            SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        QCOMPARE(store.runs().size(), size_t(1)); // pruning itself still works
    }

    void aStoreElsewhereKeepsTheFoldersBesideIt()
    {
        QTemporaryDir project;
        QTemporaryDir decoy;
        fillDecoy(decoy.path());
        // Numbered folders where the store's run folders would go: not runs this store made.
        for (const char *run : {"1", "2", "3"})
            writeFile(decoy.filePath(u"outputs/"_qs + QLatin1StringView(run) + u"/data.csv"_qs),
                      "a,b\n");
        const QByteArray before = hashTree(decoy.path());
        const QString store = decoy.filePath(u"runs.sqlite"_qs);
        // A store outside the project: allowed by name, and trusted.
        writeProject(project.path(), "\"store\": \"" + store.toUtf8() +
                                         "\", \"keep_runs\": 1, \"outside_folders\": [\"" +
                                         decoy.path().toUtf8() + "\"]");
        const QString p = project.filePath(u"p.weft"_qs);
        for (int run = 0; run < 4; ++run) {
            const auto outcome = runWeft({u"--run"_qs, p, u"--trust"_qs});
            QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        }
        const auto history = runWeft({u"--history"_qs, p, u"--keep-runs"_qs, u"1"_qs});
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
        QCOMPARE(hashTree(decoy.path(), {u"runs.sqlite"_qs}), before);
    }

    void aForeignDatabaseIsRefusedUntouched_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<bool>("viaSettings");
        const QByteArray notes = "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);"
                                 "INSERT INTO notes (text) VALUES ('keep me');";
        QTest::newRow("--store") << notes << false;
        QTest::newRow("settings.store") << notes << true;
        QTest::newRow("a versioned database with a runs table")
            << QByteArray("CREATE TABLE runs (id INTEGER PRIMARY KEY, route TEXT);"
                          "PRAGMA user_version = 3;")
            << false;
        QTest::newRow("another application's id")
            << notes + "PRAGMA application_id = 1234;" << true;
    }

    void aForeignDatabaseIsRefusedUntouched()
    {
        QFETCH(QByteArray, sql);
        QFETCH(bool, viaSettings);
        QTemporaryDir project;
        QTemporaryDir decoy;
        fillDecoy(decoy.path());
        const QString foreign = decoy.filePath(u"notes.sqlite"_qs);
        execRaw(foreign, sql.constData());
        const QByteArray before = hashTree(decoy.path());
        // Named in the project, the store outside is allowed and trusted: refused all the same.
        writeProject(project.path(), viaSettings ? "\"store\": \"" + foreign.toUtf8() +
                                                       "\", \"outside_folders\": [\"" +
                                                       decoy.path().toUtf8() + "\"]"
                                                 : QByteArray());
        const QString p = project.filePath(u"p.weft"_qs);
        const QStringList store = viaSettings ? QStringList() : QStringList{u"--store"_qs, foreign};
        for (const QStringList &command :
             {QStringList{u"--run"_qs, p, u"--trust"_qs} + store,
              QStringList{u"--history"_qs, p} + store,
              QStringList{u"--history"_qs, p, u"--keep-runs"_qs, u"1"_qs} + store}) {
            const auto outcome = runWeft(command);
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(foreign + u" is not a Weft run store"_qs),
                     qPrintable(outcome.err));
            QCOMPARE(outcome.err.trimmed().count(u'\n'), 0);
        }
        QCOMPARE(hashTree(decoy.path()), before);
        QVERIFY(!QFile::exists(project.filePath(u"out/result.csv"_qs))); // nothing ran
    }

    void aStoreFromBeforeTheIdStillOpens()
    {
        QTemporaryDir project;
        writeProject(project.path());
        const QString p = project.filePath(u"p.weft"_qs);
        const QString path = project.filePath(u"old.sqlite"_qs);
        {
            // A version 3 store as an earlier Weft wrote it: no application id.
            SqliteDatabase db;
            QString error;
            QVERIFY(db.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(db, &error, 3), qPrintable(error));
        }
        execRaw(path, "PRAGMA application_id = 0;");
        QCOMPARE(pragma(path, "PRAGMA application_id"), 0);
        const auto outcome = runWeft({u"--run"_qs, p, u"--store"_qs, path});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        QCOMPARE(pragma(path, "PRAGMA application_id"), StoreSchema::kApplicationId);
        QCOMPARE(pragma(path, "PRAGMA user_version"), StoreSchema::kVersion);
        const auto history = runWeft({u"--history"_qs, p, u"--store"_qs, path});
        QVERIFY2(history.exitCode == 0, qPrintable(history.err));
    }

    void aFailingMigrationLeavesTheStoreAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"runs.sqlite"_qs);
        {
            SqliteDatabase db;
            QString error;
            QVERIFY(db.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(db, &error, 3), qPrintable(error));
            // Step 3 → 4 works; step 4 → 5 then fails on a table already there.
            QVERIFY(db.exec("CREATE TABLE workers (x INTEGER);"));
        }
        RunStore store;
        QString error;
        QVERIFY(!store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(pragma(path, "PRAGMA user_version"), 3);
        QCOMPARE(pragma(path, "SELECT count(*) FROM pragma_table_info('run_nodes') WHERE name = "
                              "'slurm_job_id'"),
                 0);
    }

    void aNewStoreIsPrivate()
    {
        QTemporaryDir project;
        writeProject(project.path());
        const auto outcome = runWeft({u"--run"_qs, project.filePath(u"p.weft"_qs)});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        const QString path = project.filePath(u".weft/runs.sqlite"_qs);
        for (const QString &file : QStringList{path, path + u"-wal"_qs, path + u"-shm"_qs}) {
            struct stat info = {};
            if (::stat(QFile::encodeName(file).constData(), &info) != 0)
                continue; // -wal and -shm go when the last connection closes
            QCOMPARE(info.st_mode & 0777, mode_t(0600));
        }
        QCOMPARE(pragma(path, "PRAGMA application_id"), StoreSchema::kApplicationId);
    }

    void writesOutsideTheProjectAreRefusedBeforeAnythingRuns()
    {
        QTemporaryDir project;
        QTemporaryDir decoy;
        fillDecoy(decoy.path());
        const QByteArray before = hashTree(decoy.path());
        writeProject(project.path());
        const QString p = project.filePath(u"p.weft"_qs);
        QByteArray text = readFile(p);
        const QByteArray victim =
            QDir(project.path()).relativeFilePath(decoy.filePath(u"2/victim.csv"_qs)).toUtf8();
        text.replace("out/result.csv", victim);
        writeFile(p, text);
        for (const QStringList &arguments :
             {QStringList{u"--run"_qs, p}, QStringList{u"--run"_qs, p, u"--trust"_qs}}) {
            const auto outcome = runWeft(arguments);
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(u"is outside the project's folder"_qs),
                     qPrintable(outcome.err));
        }
        QCOMPARE(hashTree(decoy.path()), before);
    }

    void aLinkInTheProjectDoesNotTakeAWriteOutside_data()
    {
        // What a folder received from someone else may hold (git and tar keep links): the
        // link's name inside the project, and where in the decoy it points.
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("relative");
        QTest::newRow("the output's folder") << u"out"_qs << QString() << false;
        QTest::newRow("the output file") << u"out/result.csv"_qs << u"thesis.txt"_qs << false;
        QTest::newRow("a dangling output file") << u"out/result.csv"_qs << u"new.txt"_qs << false;
        QTest::newRow("a relative link") << u"out"_qs << u"2"_qs << true;
        QTest::newRow("the store's folder") << u".weft"_qs << QString() << false;
    }

    void aLinkInTheProjectDoesNotTakeAWriteOutside()
    {
        QFETCH(QString, link);
        QFETCH(QString, target);
        QFETCH(bool, relative);
        QTemporaryDir project;
        QTemporaryDir decoy;
        fillDecoy(decoy.path());
        writeProject(project.path());
        const QString p = project.filePath(u"p.weft"_qs);
        QVERIFY(QDir().mkpath(QFileInfo(project.filePath(link)).absolutePath()));
        const QString pointsTo = target.isEmpty() ? decoy.path() : decoy.filePath(target);
        QVERIFY(QFile::link(
            relative ? QFileInfo(project.filePath(link)).absoluteDir().relativeFilePath(pointsTo)
                     : pointsTo,
            project.filePath(link)));
        const QByteArray before = hashTree(decoy.path());
        for (const QStringList &arguments :
             {QStringList{u"--run"_qs, p}, QStringList{u"--run"_qs, p, u"--trust"_qs},
              QStringList{u"--validate"_qs, p}}) {
            const auto outcome = runWeft(arguments);
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(u"leads outside the project's folder through a "
                                          "symbolic link, to '"_qs +
                                          QDir(decoy.path()).canonicalPath()),
                     qPrintable(outcome.err));
        }
        QCOMPARE(hashTree(decoy.path()), before);
    }

    void aLinkThatStaysInsideIsFine()
    {
        QTemporaryDir project;
        writeProject(project.path());
        QVERIFY(QDir(project.path()).mkpath(u"results"_qs));
        QVERIFY(QFile::link(u"results"_qs, project.filePath(u"out"_qs))); // relative, inside
        const auto outcome = runWeft({u"--run"_qs, project.filePath(u"p.weft"_qs)});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        QVERIFY(QFileInfo::exists(project.filePath(u"results/result.csv"_qs)));
    }

    void aLinkInPlaceOfTheStoreIsNotFollowed()
    {
        QTemporaryDir project;
        QTemporaryDir decoy;
        writeProject(project.path());
        const QString p = project.filePath(u"p.weft"_qs);
        QCOMPARE(runWeft({u"--run"_qs, p}).exitCode, 0); // a store of Weft's own, elsewhere
        QVERIFY(QFile::rename(project.filePath(u".weft/runs.sqlite"_qs),
                              decoy.filePath(u"runs.sqlite"_qs)));
        QFile::remove(project.filePath(u".weft/runs.sqlite-wal"_qs));
        QFile::remove(project.filePath(u".weft/runs.sqlite-shm"_qs));
        QVERIFY(QFile::link(decoy.filePath(u"runs.sqlite"_qs),
                            project.filePath(u".weft/runs.sqlite"_qs)));
        const QByteArray before = hashTree(decoy.path());
        // A run refuses it at validation, as any write through a link; the history, which
        // validates nothing, when it opens the store.
        const auto run = runWeft({u"--run"_qs, p});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"leads outside the project's folder through a symbolic link"_qs),
                 qPrintable(run.err));
        const auto history = runWeft({u"--history"_qs, p});
        QCOMPARE(history.exitCode, 2);
        QVERIFY2(history.err.contains(u"is a symbolic link"_qs), qPrintable(history.err));
        QCOMPARE(hashTree(decoy.path()), before);
    }

    void aStoreAnOlderWeftLeftReadableBecomesPrivate()
    {
        QTemporaryDir project;
        writeProject(project.path());
        const QString p = project.filePath(u"p.weft"_qs);
        QCOMPARE(runWeft({u"--run"_qs, p}).exitCode, 0);
        const QString path = project.filePath(u".weft/runs.sqlite"_qs);
        // The next opening for writing takes the access away: a run, or the history (which
        // marks dead runs as interrupted).
        for (const QStringList &command :
             {QStringList{u"--run"_qs, p}, QStringList{u"--history"_qs, p}}) {
            QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
            QCOMPARE(runWeft(command).exitCode, 0);
            struct stat info = {};
            QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
            QCOMPARE(info.st_mode & 0777, mode_t(0600));
        }
    }
};

QTEST_GUILESS_MAIN(TestHostileStore)
#include "tst_hostilestore.moc"
