// The dashboard's layout in the run store: saved and read back per project, a store of the
// previous schema version migrated with its runs kept, nothing created or migrated by a read,
// and a broken or newer store named in the error.
#include "store/DashboardStateStore.h"
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::store;

namespace {

QJsonObject layout(const QString &current, int height)
{
    return QJsonObject{
        {QStringLiteral("version"), 1},
        {QStringLiteral("current"), current},
        {QStringLiteral("height"), height},
        {QStringLiteral("open"), QJsonArray{QStringLiteral("progress"), QStringLiteral("log")}},
        // A panel's own keys are free-form: nested objects and arrays come back as they went.
        {QStringLiteral("panels"),
         QJsonObject{{QStringLiteral("log"),
                      QJsonObject{{QStringLiteral("show"), QStringLiteral("error")}}},
                     {QStringLiteral("memory"),
                      QJsonObject{{QStringLiteral("series"),
                                   QJsonArray{QStringLiteral("rss"), QStringLiteral("held")}},
                                  {QStringLiteral("windowSeconds"), 12.5}}}}},
    };
}

} // namespace

class TestDashboardStateStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savesAndLoadsPerProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".weft/runs.sqlite"));
        const QString a = dir.filePath(QStringLiteral("a.weft"));
        const QString b = dir.filePath(QStringLiteral("b.weft"));
        QString error;
        QVERIFY2(DashboardStateStore::write(path, a, layout(QStringLiteral("log"), 300), &error),
                 qPrintable(error));
        QVERIFY2(
            DashboardStateStore::write(path, b, layout(QStringLiteral("workers"), 200), &error),
            qPrintable(error));
        std::optional<QJsonObject> loaded = DashboardStateStore::read(path, a, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(*loaded, layout(QStringLiteral("log"), 300));
        loaded = DashboardStateStore::read(path, b, &error);
        QVERIFY(loaded);
        QCOMPARE(loaded->value(QStringLiteral("current")).toString(), QStringLiteral("workers"));

        // Saving again replaces the project's one row.
        QVERIFY(
            DashboardStateStore::write(path, a, layout(QStringLiteral("progress"), 250), &error));
        QCOMPARE(DashboardStateStore::read(path, a, &error),
                 layout(QStringLiteral("progress"), 250));
        RunStore store;
        QVERIFY(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM dashboard_state"), 2);
        SqliteStatement stamp =
            store.database().prepare("SELECT saved_at FROM dashboard_state WHERE project_path = ?");
        stamp.bind(1, a);
        QVERIFY(stamp.next());
        QVERIFY2(stamp.columnText(0).endsWith(u'Z'), qPrintable(stamp.columnText(0)));

        // A project with nothing saved, and a removed one, have no state and no error.
        QVERIFY(!DashboardStateStore::read(path, dir.filePath(QStringLiteral("c.weft")), &error));
        QVERIFY(error.isEmpty());
        DashboardStateStore states(store.database());
        QVERIFY(states.remove(b, &error));
        QVERIFY(!states.load(b, &error));
        QVERIFY(error.isEmpty());
    }

    void readingCreatesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".weft/runs.sqlite"));
        QString error;
        QVERIFY(!DashboardStateStore::read(path, dir.filePath(QStringLiteral("a.weft")), &error));
        QVERIFY(error.isEmpty());
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral(".weft"))));
    }

    void previousVersionIsMigratedOnWriteOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        const QString project = QStringLiteral("/p/a.weft");
        const int previous = StoreSchema::kVersion - 1;
        QString error;
        {
            SqliteDatabase old;
            QVERIFY(old.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(old, &error, previous), qPrintable(error));
            QVERIFY2(old.exec("INSERT INTO runs (project_path, project_hash, started_at, "
                              "finished_at, status, backend, workers, settings, pid, "
                              "pid_started, clock_origin_ns) VALUES ('/p/a.weft', 'ab', "
                              "'2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z', "
                              "'succeeded', 'threads', 2, '{}', 1, 1, 0);",
                              &error),
                     qPrintable(error));
        }
        // Reading an older store finds nothing and leaves it as it was.
        QVERIFY(!DashboardStateStore::read(path, project, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        {
            SqliteDatabase check;
            QVERIFY(check.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
            QCOMPARE(StoreSchema::version(check), previous);
        }
        // Writing migrates it, and the run recorded before is still there.
        QVERIFY2(
            DashboardStateStore::write(path, project, layout(QStringLiteral("log"), 320), &error),
            qPrintable(error));
        RunStore store;
        QVERIFY(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(StoreSchema::version(store.database()), StoreSchema::kVersion);
        const std::optional<RunRecord> run = store.run(1);
        QVERIFY(run);
        QCOMPARE(run->projectPath, project);
        QCOMPARE(DashboardStateStore::read(path, project, &error),
                 layout(QStringLiteral("log"), 320));
    }

    void brokenStateIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        const QString project = QStringLiteral("/p/broken.weft");
        QString error;
        {
            RunStore store;
            QVERIFY(store.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY(store.database().exec("INSERT INTO dashboard_state VALUES ('/p/broken.weft', "
                                          "'[1, 2', '2026-01-01T00:00:00.000Z')",
                                          &error));
        }
        QVERIFY(!DashboardStateStore::read(path, project, &error));
        QVERIFY2(error.startsWith(path + u':'), qPrintable(error));
        QVERIFY2(error.contains(project), qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
    }

    void newerStoreIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        {
            SqliteDatabase db;
            QVERIFY(db.open(path, SqliteDatabase::OpenMode::Create, &error));
            const QByteArray pragma =
                "PRAGMA user_version = " + QByteArray::number(StoreSchema::kVersion + 1);
            QVERIFY(db.exec(pragma.constData()));
        }
        QVERIFY(!DashboardStateStore::read(path, QStringLiteral("/p/a.weft"), &error));
        QVERIFY2(error.startsWith(path + u':'), qPrintable(error));
        error.clear();
        QVERIFY(!DashboardStateStore::write(path, QStringLiteral("/p/a.weft"),
                                            layout(QStringLiteral("log"), 1), &error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestDashboardStateStore)
#include "tst_dashboardstatestore.moc"
