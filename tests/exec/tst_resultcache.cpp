// The result cache of incremental runs: entries written whole, found only while the files
// they wrote are unchanged, never written or deleted through a link, evicted by value, never
// when a node is frozen with them.
#include "data/Array.h"
#include "data/FileList.h"
#include "exec/ResultCache.h"
#include "graph/Graph.h"
#include "ops/Operator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kKey = "00112233445566778899aabbccddeeff";

DatasetPtr array(qint64 n)
{
    std::vector<double> values(size_t(n), 0.0);
    for (qint64 i = 0; i < n; ++i)
        values[size_t(i)] = double(i) / 3;
    return std::make_shared<Array>(Array::fromDoubles({n}, std::move(values)));
}

void writeText(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

ResultCache::Entry entry(qint64 bytes, qint64 computeMs, qint64 daysUnused)
{
    ResultCache::Entry e;
    e.bytes = bytes;
    e.computeMs = computeMs;
    e.lastUsed = QDateTime::currentDateTimeUtc().addDays(-daysUnused);
    return e;
}

} // namespace

class TestResultCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storesAndReadsBackAnEntry()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        QVERIFY(!cache.find(kKey));
        QCOMPARE(cache.store(kKey, NodeId(u"chunk"_s), u"array.chunk"_s, {array(1000)}, 42),
                 QString());
        const std::optional<ResultCache::Entry> found = cache.find(kKey);
        QVERIFY(found);
        QCOMPARE(found->node, u"chunk"_s);
        QCOMPARE(found->operatorId, u"array.chunk"_s);
        QCOMPARE(found->computeMs, 42);
        QVERIFY(found->bytes >= 8000);
        QCOMPARE(cache.verify(*found), QString());
        const std::vector<DatasetPtr> back = cache.read(*found);
        QCOMPARE(back.size(), size_t(1));
        QVERIFY(*Array::fromDataset(back[0]) == *Array::fromDataset(array(1000)));
        // Written in a private folder renamed into place: nothing else is left.
        QCOMPARE(
            QDir(cache.folder()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList{QString::fromLatin1(kKey)});
        // An entry never changes: a second store of the key keeps the first.
        QCOMPARE(cache.store(kKey, NodeId(u"other"_s), u"array.chunk"_s, {array(3)}, 1), QString());
        QCOMPARE(cache.find(kKey)->node, u"chunk"_s);
    }

    void anEntryHoldsOnlyWhileTheFilesItWroteAreUnchanged()
    {
        QTemporaryDir dir;
        const QString written = dir.filePath(u"out/result.csv"_s);
        writeText(written, "x\n1\n");
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        QCOMPARE(cache.store(kKey, NodeId(u"write"_s), u"csv.write"_s,
                             {std::make_shared<FileList>(QStringList{written})}, 3),
                 QString());
        QVERIFY(cache.find(kKey));
        // Written again with the same bytes (another run did): a new inode, the same content.
        QVERIFY(QFile::remove(written));
        writeText(written, "x\n1\n");
        QVERIFY(cache.find(kKey));
        QVERIFY(QFile::remove(written));
        writeText(written, "x\n2\n");
        QString changed;
        QVERIFY(!cache.find(kKey, &changed));
        QCOMPARE(changed, written);
    }

    void aDamagedOutputIsNamed()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        QCOMPARE(cache.store(kKey, NodeId(u"a"_s), u"array.generate"_s, {array(100)}, 1),
                 QString());
        QFile output(QDir(cache.folder()).filePath(QString::fromLatin1(kKey) + u"/0.wds"_s));
        QVERIFY(output.open(QIODevice::ReadWrite));
        QVERIFY(output.seek(output.size() - 2));
        QVERIFY(output.putChar('\x7f'));
        output.close();
        const std::optional<ResultCache::Entry> found = cache.find(kKey);
        QVERIFY(found); // find() is cheap: it does not read the outputs
        QVERIFY(cache.verify(*found).contains(u"checksum"_s));
        QVERIFY_THROWS_EXCEPTION(OperatorError, cache.read(*found));
    }

    void neverWritesOrDeletesThroughALink()
    {
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        writeText(elsewhere.filePath(u"keep.txt"_s), "not Weft's");
        QDir().mkpath(dir.filePath(u".weft"_s));
        QVERIFY(QFile::link(elsewhere.path(), dir.filePath(u".weft/cache"_s)));
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        QVERIFY(cache.store(kKey, NodeId(u"a"_s), u"array.generate"_s, {array(4)}, 1)
                    .contains(u"symbolic link"_s));
        QVERIFY(cache.entries().empty());
        cache.prune(0);
        QCOMPARE(QDir(elsewhere.path()).entryList(QDir::Files), QStringList{u"keep.txt"_s});
    }

    void evictsTheCheapestToRecomputeFirst()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        // A 200 MB output that took a minute outlives an 800 MB one that took a second…
        QVERIFY(ResultCache::keepValue(entry(200 << 20, 60'000, 0), now) >
                ResultCache::keepValue(entry(800 << 20, 1'000, 0), now));
        // …and an entry unused for weeks loses to the same one used today.
        QVERIFY(ResultCache::keepValue(entry(1 << 20, 1'000, 0), now) >
                ResultCache::keepValue(entry(1 << 20, 1'000, 30), now));

        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        const QByteArray cheap = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        const QByteArray costly = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
        QCOMPARE(cache.store(cheap, NodeId(u"cheap"_s), u"x"_s, {array(10'000)}, 1), QString());
        QCOMPARE(cache.store(costly, NodeId(u"costly"_s), u"x"_s, {array(10'000)}, 60'000),
                 QString());
        const std::vector<ResultCache::Entry> evicted = cache.prune(100'000);
        QCOMPARE(evicted.size(), size_t(1));
        QCOMPARE(evicted.front().node, u"cheap"_s);
        QVERIFY(cache.find(costly));
        QVERIFY(cache.wasEvicted(cheap));
        QVERIFY(!cache.wasEvicted(costly));
        // Stored again, it is no longer "evicted".
        QCOMPARE(cache.store(cheap, NodeId(u"cheap"_s), u"x"_s, {array(10)}, 1), QString());
        QVERIFY(!cache.wasEvicted(cheap));
    }

    void pruneKeepsAFrozenEntry()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        const QByteArray frozen = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        const QByteArray other = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
        const QByteArray costly = "cccccccccccccccccccccccccccccccc";
        // The frozen entry is the cheapest to recompute: by value alone it would go first.
        QCOMPARE(cache.store(frozen, NodeId(u"f"_s), u"x"_s, {array(10'000)}, 1), QString());
        QCOMPARE(cache.store(other, NodeId(u"o"_s), u"x"_s, {array(10'000)}, 10), QString());
        QCOMPARE(cache.store(costly, NodeId(u"c"_s), u"x"_s, {array(10'000)}, 60'000), QString());

        Graph graph;
        Node node;
        node.id = NodeId(u"f"_s);
        node.run.frozen = QString::fromLatin1(frozen);
        graph.nodes.push_back(node);
        Node plain;
        plain.id = NodeId(u"o"_s);
        graph.nodes.push_back(plain);
        const QSet<QByteArray> keep = ResultCache::frozenKeys(graph);
        QCOMPARE(keep, QSet<QByteArray>{frozen});

        // Room for one entry: the frozen one stays, the other two go.
        std::vector<ResultCache::Entry> evicted = cache.prune(100'000, keep);
        QCOMPARE(evicted.size(), size_t(2));
        QVERIFY(cache.find(frozen));
        QVERIFY(!cache.wasEvicted(frozen));
        QVERIFY(!cache.find(other));
        QVERIFY(!cache.find(costly));
        // Even a bound it alone exceeds leaves it: the cache stays over the bound.
        evicted = cache.prune(0, keep);
        QVERIFY(evicted.empty());
        QVERIFY(cache.find(frozen));
        // Unfrozen, it is an entry like any other.
        QCOMPARE(cache.prune(0).size(), size_t(1));
        QVERIFY(!cache.find(frozen));
    }

    void refusesAKeyThatIsNotOne()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u".weft/cache"_s));
        QVERIFY(!cache.store("../../escape", NodeId(u"a"_s), u"x"_s, {array(1)}, 1).isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(u"escape"_s)));
        QVERIFY(!cache.find("../../escape"));
    }
};

QTEST_GUILESS_MAIN(TestResultCache)
#include "tst_resultcache.moc"
