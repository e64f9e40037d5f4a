// A row-wise map operator's per-item cache through the weft command (OperatorSpec::rowwise):
// after one row of a 100,000-row input changes, or one is inserted, that item alone runs
// (table.derive over a table, work.items over an array; threads and processes), and the
// output equals a run without the cache. A damaged manifest makes the changed chunk run
// whole, with a warning. `--list-ops --json` says which operators are row-wise.
#include "ItemCacheFiles.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace weft;
using namespace weft::test;
using namespace Qt::StringLiterals;

// A helper's QVERIFY returns from the helper only: these stop the test at its first failure.
#define VERIFY_RAN(...)                                                                            \
    do {                                                                                           \
        verifyRan(__VA_ARGS__);                                                                    \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)
#define COMPARE_WITH_NO_CACHE_RUN(...)                                                             \
    do {                                                                                           \
        compareWithNoCacheRun(__VA_ARGS__);                                                        \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

class TestItemCacheRows : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project;

    WeftOutcome run(QStringList extra = {})
    {
        return runWeft(QStringList{u"--run"_s, m_project, u"--json"_s, u"--quiet"_s} + extra,
                       120'000);
    }
    QString path(const QString &relative) const { return m_dir.filePath(relative); }

    /// Runs without the cache and compares its output at `output` with `incremental`.
    void compareWithNoCacheRun(const QString &output, const QByteArray &incremental,
                               const QStringList &extra = {})
    {
        QVERIFY(!incremental.isEmpty());
        QCOMPARE(run(QStringList{u"--no-cache"_s} + extra).exitCode, 0);
        QVERIFY(readFile(output) == incremental);
    }

    /// The map node `id` of `outcome`'s report, after checking that the run succeeded.
    static QJsonObject mapNode(const WeftOutcome &outcome, const QString &id)
    {
        if (outcome.exitCode != 0)
            qWarning("%s", qPrintable(outcome.err));
        return nodeOf(reportOf(outcome), id);
    }

    /// Checks that `node` ran `run` of its items and took the others from the cache.
    static void verifyRan(const QJsonObject &node, int run, int items = kItems)
    {
        const QByteArray text = QJsonDocument(node).toJson();
        QVERIFY2(node[u"items"_s].toInt() == run, text.constData());
        const QJsonObject cache = node[u"item_cache"_s].toObject();
        QVERIFY2(cache[u"items"_s].toInt() == items, text.constData());
        QVERIFY2(cache[u"items_run"_s].toInt() == run, text.constData());
        QVERIFY2(cache[u"items_cached"_s].toInt() == items - run, text.constData());
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_project = path(u"p.weft"_s);
    }

    void rows_listOpsSaysWhichOperatorsAreRowwise()
    {
        const WeftOutcome listed = runWeft({u"--list-ops"_s, u"--json"_s});
        QCOMPARE(listed.exitCode, 0);
        QHash<QString, bool> rowwise;
        for (const QJsonValue &op : QJsonDocument::fromJson(listed.out.toUtf8()).array())
            rowwise.insert(op[u"id"_s].toString(), op[u"rowwise"_s].toBool());
        QVERIFY(rowwise.value(u"table.derive"_s));
        QVERIFY(rowwise.value(u"work.items"_s));
        QVERIFY(rowwise.contains(u"table.filter"_s) && !rowwise.value(u"table.filter"_s));
        QVERIFY(rowwise.contains(u"array.expr"_s) && !rowwise.value(u"array.expr"_s));
    }

    void rows_oneChangedRowRunsOneItem_data()
    {
        QTest::addColumn<bool>("arrays");
        QTest::addColumn<QString>("backend");
        QTest::newRow("table.derive, threads") << false << u"threads"_s;
        QTest::newRow("table.derive, processes") << false << u"processes"_s;
        QTest::newRow("work.items, threads") << true << u"threads"_s;
        QTest::newRow("work.items, processes") << true << u"processes"_s;
    }

    void rows_oneChangedRowRunsOneItem()
    {
        QFETCH(bool, arrays);
        QFETCH(QString, backend);
        const QStringList options{u"--backend"_s, backend, u"--jobs"_s, u"2"_s};
        const QString node = arrays ? u"work"_s : u"derive"_s;
        const QString output = path(arrays ? u"out/result.npy"_s : u"out/result.csv"_s);
        auto writeInput = [&](int changed) {
            if (arrays)
                return writeItemArray(path(u"data/in.npy"_s), changed);
            writeFile(path(u"data/in.csv"_s), itemTable(changed));
            return true;
        };
        auto writeProject = [&](const QString &settings) {
            writeFile(m_project, arrays ? arrayProject(settings) : itemProject(settings));
        };
        QVERIFY(writeInput(-1));
        writeProject(uR"({"map": true, "batch_size": 37})"_s);
        const WeftOutcome first = run(options);
        QCOMPARE(first.exitCode, 0);
        VERIFY_RAN(mapNode(first, node), kItems);

        // One row changed, batches auto-tuned: that row alone runs.
        QVERIFY(writeInput(50'000));
        writeProject(uR"({"map": true})"_s);
        // The plan knows it once the reader's result is in the cache (it reads the items there).
        QCOMPARE(run(options + QStringList{u"--to"_s, u"read"_s}).exitCode, 0);
        const QJsonObject planned = mapNode(run({u"--dry-run"_s}), node);
        QVERIFY2(planned[u"detail"_s].toString().startsWith(u"1 of %1 items"_s.arg(kItems)),
                 qPrintable(planned[u"detail"_s].toString()));
        const WeftOutcome second = run(options);
        QCOMPARE(second.exitCode, 0);
        const QJsonObject changed = mapNode(second, node);
        VERIFY_RAN(changed, 1);
        QCOMPARE(changed[u"reason"_s].toString(), u"input_changed"_s);
        QVERIFY2(changed[u"detail"_s].toString().startsWith(u"1 of %1 items"_s.arg(kItems)),
                 qPrintable(changed[u"detail"_s].toString()));
        QVERIFY2(changed[u"warnings"_s].toArray().isEmpty(), QJsonDocument(changed).toJson());
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output), options);

        // Another row, the first one back as it was: its chunk is whole again, the new row
        // runs alone.
        QVERIFY(writeInput(7));
        const WeftOutcome third = run(options);
        QCOMPARE(third.exitCode, 0);
        VERIFY_RAN(mapNode(third, node), 1);
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output), options);
    }

    void rows_anInsertedRowRunsOneItem()
    {
        const QString input = path(u"data/in.csv"_s);
        const QString output = path(u"out/result.csv"_s);
        writeFile(input, itemTable());
        writeFile(m_project, itemProject(uR"({"map": true})"_s));
        QCOMPARE(run().exitCode, 0);

        // Every later row moves one place down: only the new one runs.
        writeFile(input, itemTable(-1, 30'000));
        const WeftOutcome inserted = run();
        QCOMPARE(inserted.exitCode, 0);
        VERIFY_RAN(mapNode(inserted, u"derive"_s), 1, kItems + 1);
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output));

        // A row removed: nothing runs, the chunk that held it is put together from its rows.
        writeFile(input, itemTable(-1, 30'000, 60'000));
        const WeftOutcome removed = run();
        QCOMPARE(removed.exitCode, 0);
        VERIFY_RAN(mapNode(removed, u"derive"_s), 0);
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output));
    }

    void rows_aDamagedManifestRunsTheChangedChunk()
    {
        const QString input = path(u"data/in.csv"_s);
        const QString output = path(u"out/result.csv"_s);
        writeFile(input, itemTable());
        writeFile(m_project, itemProject(uR"({"map": true})"_s));
        QCOMPARE(run().exitCode, 0);
        const QHash<QByteArray, qsizetype> before = chunksOf(input);

        QStringList manifests;
        QDirIterator it(path(u".weft/cache/items"_s), {u"*.wim"_s}, QDir::Files);
        while (it.hasNext())
            manifests << it.next();
        QCOMPARE(manifests.size(), 1);
        QVERIFY(flipMiddleByte(manifests.front()));

        // Without the manifest the changed chunk runs whole, as for an operator that is not
        // row-wise, and the run says why.
        writeFile(input, itemTable(50'000));
        const auto [items, chunks] = changedChunks(before, chunksOf(input));
        QVERIFY(chunks >= 1 && items > 1);
        const WeftOutcome damaged = run();
        QCOMPARE(damaged.exitCode, 0);
        const QJsonObject derive = mapNode(damaged, u"derive"_s);
        VERIFY_RAN(derive, int(items));
        const QJsonArray warnings = derive[u"warnings"_s].toArray();
        QVERIFY2(warnings.size() == 1 && warnings[0].toString().contains(u"damaged"_s),
                 QJsonDocument(derive).toJson().constData());
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output));

        // The run wrote it anew: the next changed row runs alone.
        writeFile(input, itemTable(7));
        const WeftOutcome again = run();
        QCOMPARE(again.exitCode, 0);
        VERIFY_RAN(mapNode(again, u"derive"_s), 1);
        COMPARE_WITH_NO_CACHE_RUN(output, readFile(output));
    }
};

QTEST_GUILESS_MAIN(TestItemCacheRows)
#include "tst_itemcacherows.moc"
