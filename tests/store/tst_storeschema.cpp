// The run store's schema: a new file gets the current version, every older version is
// migrated step by step with its rows kept, and a newer version is refused untouched.
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace weft::store;

class TestStoreSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newFileGetsTheCurrentVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/runs.sqlite"));
        RunStore store;
        QString error;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::Create, &error), qPrintable(error));
        QCOMPARE(StoreSchema::version(store.database()), StoreSchema::kVersion);
        SqliteStatement mode = store.database().prepare("PRAGMA journal_mode");
        QVERIFY(mode.next());
        QCOMPARE(mode.columnText(0), QStringLiteral("wal"));
        for (const char *table : {"run_nodes", "tasks", "event_blocks", "datasets", "metrics"})
            QVERIFY2(store.rowCount(table, 1) == 0, table);
        QVERIFY(store.runs().empty());
        QVERIFY(!store.latestRunId());
    }

    void migratesFromEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("from");
        for (int version = 0; version < StoreSchema::kVersion; ++version)
            QTest::addRow("from %d", version) << version;
    }

    void migratesFromEveryEarlierVersion()
    {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        {
            SqliteDatabase old;
            QVERIFY(old.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(old, &error, from), qPrintable(error));
            QCOMPARE(StoreSchema::version(old), from);
            if (from >= 1) {
                QVERIFY2(old.exec("INSERT INTO runs (project_path, project_hash, started_at, "
                                  "finished_at, status, backend, workers, settings, pid, "
                                  "pid_started, clock_origin_ns) VALUES ('/p/a.weft', 'ab', "
                                  "'2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z', "
                                  "'succeeded', 'threads', 2, '{}', 1, 1, 0);"
                                  "INSERT INTO event_blocks VALUES (1, 0, 0, 0, x'');",
                                  &error),
                         qPrintable(error));
            }
        }
        RunStore store;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        QCOMPARE(StoreSchema::version(store.database()), StoreSchema::kVersion);
        // Every table of the current version is there and usable.
        QVERIFY2(store.database().exec("INSERT INTO metrics VALUES (9, 0, 0, 0, 0, 0, 0, 0, 0);"
                                       "INSERT INTO datasets VALUES (9, 0, 0, 0, 8, NULL, NULL);"
                                       "INSERT INTO workers VALUES (9, 0, 0, 42, 0, 0, 0);"
                                       "INSERT INTO run_plan VALUES (9, 0, 'a', 'work', 'A', 1, "
                                       "0.05, 0.5);"
                                       "INSERT INTO run_plan_edges VALUES (9, 0, 1);",
                                       &error),
                 qPrintable(error));
        QCOMPARE(store.rowCount("workers", 9), 1);
        QCOMPARE(store.rowCount("run_plan", 9), 1);
        QCOMPARE(store.rowCount("run_plan_edges", 9), 1);
        if (from >= 1) {
            const std::optional<RunRecord> run = store.run(1);
            QVERIFY(run);
            QCOMPARE(run->status, QStringLiteral("succeeded"));
            QCOMPARE(run->projectPath, QStringLiteral("/p/a.weft"));
            QCOMPARE(store.rowCount("event_blocks", 1), 1);
        }
    }

    /// Before version 10 `workers` held the scheduler's lanes and a processes run kept its
    /// process count in its settings; the migration makes `workers` the user's count.
    void workersBecomeTheUsersCount()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        {
            SqliteDatabase old;
            QVERIFY(old.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(old, &error, 9), qPrintable(error));
            const char *insert =
                "INSERT INTO runs (project_path, project_hash, started_at, status, backend, "
                "workers, settings, pid, pid_started, clock_origin_ns) VALUES ('/p/a.weft', 'ab', "
                "'2026-01-01T00:00:00.000Z', 'succeeded', ?, ?, ?, 1, 1, 0)";
            for (const auto &[backend, workers, settings] :
                 {std::tuple{"processes", 6, R"({"jobs":3,"processes":3})"},
                  std::tuple{"threads", 2, "{}"}, std::tuple{"threads", 4, "not json"}}) {
                SqliteStatement row = old.prepare(insert);
                row.bind(1, QString::fromUtf8(backend));
                row.bind(2, qint64(workers));
                row.bind(3, QString::fromUtf8(settings));
                QVERIFY2(row.run(), qPrintable(old.lastError()));
            }
        }
        RunStore store;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::vector<std::pair<int, int>> expected{{3, 6}, {2, 2}, {4, 4}};
        for (int id = 1; id <= 3; ++id) {
            const std::optional<RunRecord> run = store.run(id);
            QVERIFY(run);
            QCOMPARE(run->workers, expected[std::size_t(id - 1)].first);
            QCOMPARE(run->lanes, expected[std::size_t(id - 1)].second);
        }
    }

    void refusesANewerVersionUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        const int newer = StoreSchema::kVersion + 1;
        {
            SqliteDatabase db;
            QVERIFY(db.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY(db.exec(
                QByteArray("PRAGMA user_version = " + QByteArray::number(newer)).constData()));
        }
        RunStore store;
        QVERIFY(!store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY2(error.startsWith(path + u':'), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("version %1").arg(newer)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("version %1").arg(StoreSchema::kVersion)),
                 qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
        SqliteDatabase again;
        QVERIFY(again.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(StoreSchema::version(again), newer);
        QVERIFY(
            !again.queryInt("SELECT count(*) FROM sqlite_master WHERE name = 'runs'").value_or(1));
    }

    void aMissingOrBrokenFileIsNamed()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("none.sqlite"));
        RunStore store;
        QString error;
        QVERIFY(!store.open(missing, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY2(error.startsWith(missing + u':'), qPrintable(error));
        QVERIFY(!QFile::exists(missing));

        const QString garbage = dir.filePath(QStringLiteral("garbage.sqlite"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        error.clear();
        QVERIFY(!store.open(garbage, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY2(error.contains(garbage), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestStoreSchema)
#include "tst_storeschema.moc"
