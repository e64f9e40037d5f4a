// A map node's per-item cache through the weft command: after one row of a 100,000-row input
// changes, a map operator that is not row-wise runs only the chunk holding it (counted by the
// --json report's items), whatever batch sizes either run chose, on threads and on processes;
// the result equals a run without the cache; evicted and damaged entries are computed again.
// Row-wise operators, which run the changed item alone: tst_itemcacherows.
#include "ItemCacheFiles.h"
#include "exec/ResultCache.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace weft;
using namespace weft::test;
using namespace Qt::StringLiterals;

namespace {

/// A map operator that is not row-wise (a filter may drop rows): keeps every row here.
const QString kFilter = uR"("operator": "table.filter", "params": {"condition": "x >= -1"})"_s;

} // namespace

class TestItemCache : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project;
    QString m_input;
    QString m_output;

    WeftOutcome run(QStringList extra = {})
    {
        return runWeft(QStringList{u"--run"_s, m_project, u"--json"_s, u"--quiet"_s} + extra,
                       120'000);
    }

    /// Runs without the cache and compares its output with `incremental`'s.
    void compareWithNoCacheRun(const QByteArray &incremental)
    {
        QCOMPARE(run({u"--no-cache"_s}).exitCode, 0);
        QVERIFY(readFile(m_output) == incremental);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_input = m_dir.filePath(u"data/in.csv"_s);
        m_output = m_dir.filePath(u"out/result.csv"_s);
        writeFile(m_input, itemTable());
        m_project = m_dir.filePath(u"p.weft"_s);
    }

    void itemcache_oneChangedRowRunsOnlyItsChunk_notRowwise()
    {
        writeFile(m_project, itemProject(uR"({"map": true, "batch_size": 37})"_s, false, kFilter));
        const WeftOutcome first = run();
        QCOMPARE(first.exitCode, 0);
        const QJsonObject firstDerive = nodeOf(reportOf(first), u"derive"_s);
        QCOMPARE(firstDerive[u"items"_s].toInt(), kItems);
        const QJsonObject firstItems = firstDerive[u"item_cache"_s].toObject();
        QCOMPARE(firstItems[u"items"_s].toInt(), kItems);
        QCOMPARE(firstItems[u"items_cached"_s].toInt(), 0);
        QVERIFY(firstItems[u"chunks"_s].toInt() > 10);
        const QHash<QByteArray, qsizetype> before = chunksOf(m_input);
        QCOMPARE(firstItems[u"chunks"_s].toInt(), before.size());

        // One row changed, other batch sizes: only the chunk(s) holding the row run.
        writeFile(m_input, itemTable(50'000));
        writeFile(m_project,
                  itemProject(uR"({"map": true, "batch_size": 1000})"_s, false, kFilter));
        const QHash<QByteArray, qsizetype> now = chunksOf(m_input);
        const auto [items, chunks] = changedChunks(before, now);
        QVERIFY(chunks >= 1 && chunks <= 2);
        QVERIFY(items <= 2 * engine::ItemChunks::kMaxItems);

        const WeftOutcome plan = run({u"--dry-run"_s});
        QCOMPARE(plan.exitCode, 0);
        QCOMPARE(nodeOf(reportOf(plan), u"derive"_s)[u"action"_s].toString(), u"run"_s);
        QVERIFY(nodeOf(reportOf(plan), u"derive"_s)[u"per_item"_s].toBool());

        const WeftOutcome second = run();
        QCOMPARE(second.exitCode, 0);
        const QJsonObject derive = nodeOf(reportOf(second), u"derive"_s);
        QCOMPARE(derive[u"items"_s].toInt(), int(items));
        QCOMPARE(derive[u"reason"_s].toString(), u"input_changed"_s);
        QVERIFY2(
            derive[u"detail"_s].toString().startsWith(u"%1 of %2 items"_s.arg(items).arg(kItems)),
            qPrintable(derive[u"detail"_s].toString()));
        const QJsonObject cached = derive[u"item_cache"_s].toObject();
        QCOMPARE(cached[u"items_cached"_s].toInt(), kItems - int(items));
        QCOMPARE(cached[u"items_run"_s].toInt(), int(items));
        QCOMPARE(cached[u"chunks_cached"_s].toInt(), now.size() - int(chunks));
        compareWithNoCacheRun(readFile(m_output));

        // Again on worker processes with batches auto-tuned: another row, its chunk alone.
        writeFile(m_input, itemTable(7));
        writeFile(m_project, itemProject(uR"({"map": true})"_s, false, kFilter));
        const auto [items3, chunks3] = changedChunks(before, chunksOf(m_input));
        const WeftOutcome third = run({u"--backend"_s, u"processes"_s, u"--jobs"_s, u"2"_s});
        QCOMPARE(third.exitCode, 0);
        const QJsonObject derive3 = nodeOf(reportOf(third), u"derive"_s);
        QCOMPARE(derive3[u"items"_s].toInt(), int(items3));
        QCOMPARE(derive3[u"item_cache"_s].toObject()[u"items_cached"_s].toInt(),
                 kItems - int(items3));
        QVERIFY(chunks3 >= 1);
        compareWithNoCacheRun(readFile(m_output));
    }

    void itemcache_evictedAndDamagedChunksAreComputedAgain()
    {
        writeFile(m_project, itemProject(uR"({"map": true})"_s));
        QCOMPARE(run().exitCode, 0);
        // Everything evicted: the node runs every item, and says why.
        QCOMPARE(runWeft({u"--cache-prune"_s, m_project, u"--max-bytes"_s, u"0"_s, u"--json"_s})
                     .exitCode,
                 0);
        const WeftOutcome evicted = run();
        QCOMPARE(evicted.exitCode, 0);
        const QJsonObject derive = nodeOf(reportOf(evicted), u"derive"_s);
        QCOMPARE(derive[u"reason"_s].toString(), u"evicted"_s);
        QCOMPARE(derive[u"items"_s].toInt(), kItems);
        compareWithNoCacheRun(readFile(m_output));
        QCOMPARE(run().exitCode, 0); // the entries again

        // The node's whole entry gone and one chunk's entry damaged: that chunk runs.
        const engine::ResultCache cache(engine::ResultCache::folderFor(m_project));
        qsizetype damagedRows = 0;
        for (const engine::ResultCache::Entry &entry : cache.entries()) {
            if (entry.node != u"derive"_s)
                continue;
            const auto rows = engine::Table::fromDataset(cache.read(entry).front())->rowCount();
            if (rows == kItems) {
                QVERIFY(cache.remove(entry.key, false));
            } else if (damagedRows == 0) {
                damagedRows = rows;
                QVERIFY(flipMiddleByte(cache.folder() + u'/' + QString::fromLatin1(entry.key) +
                                       u"/0.wds"_s));
            }
        }
        QVERIFY(damagedRows > 0);
        // The plan reads the items from read's entry and finds every chunk (their checksums
        // are the run's to check).
        const WeftOutcome plan = run({u"--dry-run"_s});
        QCOMPARE(plan.exitCode, 0);
        const QJsonObject planned = nodeOf(reportOf(plan), u"derive"_s);
        QCOMPARE(planned[u"reason"_s].toString(), u"no_entry"_s);
        QVERIFY2(planned[u"detail"_s].toString().startsWith(u"0 of %1 items"_s.arg(kItems)),
                 qPrintable(planned[u"detail"_s].toString()));
        const WeftOutcome damaged = run();
        QCOMPARE(damaged.exitCode, 0);
        const QJsonObject again = nodeOf(reportOf(damaged), u"derive"_s);
        QCOMPARE(again[u"items"_s].toInt(), int(damagedRows));
        QCOMPARE(again[u"reason"_s].toString(), u"input_changed"_s);
        const QJsonArray warnings = again[u"warnings"_s].toArray();
        QVERIFY2(warnings.size() == 1 && warnings[0].toString().contains(u"damaged"_s),
                 QJsonDocument(again).toJson().constData());
        compareWithNoCacheRun(readFile(m_output));
    }

    void itemcache_anInsertedItemMovesOnlyTheEdgesOfItsChunk()
    {
        // Chunk edges follow the items' content, not their places: an item inserted near the
        // start shifts every later item, yet only the chunk it falls in changes key.
        auto rows = [](int count, int inserted) {
            engine::TableColumn id(u"id"_s, engine::ColumnType::Int);
            for (int i = 0; i < count; ++i) {
                if (i == inserted)
                    id.appendInt(-1);
                id.appendInt(qint64(i) * 2654435761LL % 1000003);
            }
            auto table = std::make_shared<engine::Table>();
            table->addColumn(std::move(id));
            return table;
        };
        bool sane = true;
        auto keys = [&sane](const engine::DatasetPtr &items) {
            QHash<QByteArray, qsizetype> chunks;
            for (const engine::ItemChunks::Chunk &chunk :
                 engine::ItemChunks::cut(items, "salt", QDir::current())) {
                sane = sane && chunk.count >= 1 && chunk.count <= engine::ItemChunks::kMaxItems;
                chunks.insert(chunk.key, chunk.count);
            }
            return chunks;
        };
        const QHash<QByteArray, qsizetype> before = keys(rows(20'000, -1));
        QVERIFY(before.size() > 20);
        const auto [items, chunks] = changedChunks(before, keys(rows(20'000, 123)));
        QVERIFY(sane);
        QVERIFY(chunks >= 1 && chunks <= 2);
        QVERIFY(items <= 2 * engine::ItemChunks::kMaxItems);
        // Another salt (another expression, say) gives other keys for the same items.
        QVERIFY(engine::ItemChunks::cut(rows(1000, -1), "salt", QDir::current()).front().key !=
                engine::ItemChunks::cut(rows(1000, -1), "other", QDir::current()).front().key);
    }

    void itemcache_streamedMapNodesKeepWorking()
    {
        // derive's batches stream to the next map node: neither looks up items, both run whole
        // when the input changes, and the result is what a run without the cache gives.
        writeFile(m_project, itemProject(uR"({"map": true})"_s, true));
        QCOMPARE(run().exitCode, 0);
        writeFile(m_input, itemTable(99'999));
        const WeftOutcome second = run();
        QCOMPARE(second.exitCode, 0);
        QCOMPARE(nodeOf(reportOf(second), u"again"_s)[u"items"_s].toInt(), kItems);
        QVERIFY(!nodeOf(reportOf(second), u"derive"_s).contains(u"item_cache"_s));
        compareWithNoCacheRun(readFile(m_output));
    }
};

QTEST_GUILESS_MAIN(TestItemCache)
#include "tst_itemcache.moc"
