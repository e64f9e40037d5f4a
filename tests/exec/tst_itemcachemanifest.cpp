// ItemManifest, the row-wise per-item cache's item → entry and row map: what is written reads
// back item by item; a truncated, bit-flipped or foreign file is refused with a problem, a
// missing one is simply absent; a manifest is never read through a link; pruning the cache
// counts manifests and removes those whose entries are gone.
#include "data/Array.h"
#include "exec/ItemManifest.h"
#include "exec/ResultCache.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kKey = "00112233445566778899aabbccddeeff";

/// Three chunks of 40, 25 and 35 items; the middle one not in the cache.
struct Items
{
    std::vector<quint64> hashes;
    std::vector<ItemChunks::Chunk> chunks;
    std::vector<bool> kept{true, false, true};
    Items()
    {
        for (quint64 i = 0; i < 100; ++i)
            hashes.push_back(i * 0x9e3779b97f4a7c15ULL + 1);
        const qsizetype firsts[] = {0, 40, 65};
        const qsizetype counts[] = {40, 25, 35};
        for (int c = 0; c < 3; ++c)
            chunks.push_back({firsts[c], counts[c], QByteArray(16, char('a' + c))});
    }
};

QString manifestFile(const ResultCache &cache)
{
    return cache.folder() + u"/items/"_s + QString::fromLatin1(kKey) + u".wim"_s;
}

} // namespace

class TestItemCacheManifest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manifest_readsBackWhatWasWritten()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u"cache"_s));
        const Items items;
        QString problem;
        QVERIFY(!ItemManifest::load(cache, kKey, &problem));
        QVERIFY(problem.isEmpty());
        QCOMPARE(ItemManifest::write(cache, kKey, items.hashes, items.chunks, items.kept),
                 QString());
        const std::optional<ItemManifest> manifest = ItemManifest::load(cache, kKey, &problem);
        QVERIFY2(manifest && problem.isEmpty(), qPrintable(problem));
        QCOMPARE(manifest->entryCount(), 2);
        QCOMPARE(manifest->digest(), ItemManifest::digestOf(items.chunks, items.kept));
        for (size_t c = 0; c < items.chunks.size(); ++c) {
            const ItemChunks::Chunk &chunk = items.chunks[c];
            for (qsizetype i = 0; i < chunk.count; ++i) {
                const auto place = manifest->find(items.hashes[size_t(chunk.first + i)]);
                QCOMPARE(place.has_value(), bool(items.kept[c]));
                if (!place)
                    continue;
                QCOMPARE(manifest->entryKey(place->entry), chunk.key.toHex());
                QCOMPARE(place->row, i);
            }
        }
        QVERIFY(!manifest->find(12345));
    }

    void manifest_damagedFilesAreRefused_data()
    {
        QTest::addColumn<int>("cut");  // bytes cut off the end
        QTest::addColumn<int>("flip"); // a byte flipped (-1: none)
        QTest::newRow("truncated") << 9 << -1;
        QTest::newRow("a record flipped") << 0 << 80;
        QTest::newRow("the count flipped") << 0 << 34;
        QTest::newRow("the magic flipped") << 0 << 2;
    }

    void manifest_damagedFilesAreRefused()
    {
        QFETCH(int, cut);
        QFETCH(int, flip);
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u"cache"_s));
        const Items items;
        QCOMPARE(ItemManifest::write(cache, kKey, items.hashes, items.chunks, items.kept),
                 QString());
        QFile file(manifestFile(cache));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        bytes.chop(cut);
        if (flip >= 0)
            bytes[flip] = char(bytes[flip] ^ 0x10);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        QString problem;
        QVERIFY(!ItemManifest::load(cache, kKey, &problem));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(manifestFile(cache))),
                 qPrintable(problem));
    }

    void manifest_isNeverReadThroughALink()
    {
        QTemporaryDir dir;
        const ResultCache elsewhere(dir.filePath(u"elsewhere"_s));
        const Items items;
        QCOMPARE(ItemManifest::write(elsewhere, kKey, items.hashes, items.chunks, items.kept),
                 QString());
        const ResultCache cache(dir.filePath(u"cache"_s));
        QVERIFY(QDir().mkpath(cache.folder()));
        QVERIFY(QFile::link(elsewhere.folder() + u"/items"_s, cache.folder() + u"/items"_s));
        QString problem;
        QVERIFY(!ItemManifest::load(cache, kKey, &problem));
        QVERIFY(
            !ItemManifest::write(cache, kKey, items.hashes, items.chunks, items.kept).isEmpty());
    }

    void manifest_countsTowardTheBoundAndGoesWithItsEntries()
    {
        QTemporaryDir dir;
        const ResultCache cache(dir.filePath(u"cache"_s));
        const Items items;
        qint64 entryBytes = 0;
        for (size_t c = 0; c < items.chunks.size(); ++c) {
            if (!items.kept[c])
                continue;
            const QByteArray key = items.chunks[c].key.toHex();
            const auto rows =
                std::make_shared<Array>(Array::fromDoubles({100}, std::vector<double>(100, 1.0)));
            QCOMPARE(cache.store(key, NodeId(u"map"_s), u"work.items"_s, {rows}, 10), QString());
            entryBytes += cache.find(key)->bytes;
        }
        QCOMPARE(ItemManifest::write(cache, kKey, items.hashes, items.chunks, items.kept),
                 QString());
        // What a writer that died left, and a link named like a manifest: the first goes, the
        // second stays and so does what it points to.
        const QString itemsFolder = cache.folder() + u"/items/"_s;
        const QString part = manifestFile(cache) + u".part-99999999-7"_s;
        QVERIFY(QFile::copy(manifestFile(cache), part));
        const QString decoy = dir.filePath(u"decoy.wim"_s);
        QVERIFY(QFile::copy(manifestFile(cache), decoy));
        const QString link = itemsFolder + u"ffeeddccbbaa99887766554433221100.wim"_s;
        QVERIFY(QFile::link(decoy, link));

        QVERIFY(cache.prune(1LL << 40).empty());
        QVERIFY(QFile::exists(manifestFile(cache)));
        QVERIFY(!QFile::exists(part));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFile::exists(decoy));

        // The manifest's bytes count: one byte less than entries and manifest take evicts one.
        const qint64 manifestBytes = QFileInfo(manifestFile(cache)).size();
        QCOMPARE(cache.prune(entryBytes + manifestBytes - 1).size(), size_t(1));
        QVERIFY(QFile::exists(manifestFile(cache))); // its other entry is still there
        QCOMPARE(cache.prune(0).size(), size_t(1));
        QVERIFY(!QFile::exists(manifestFile(cache)));
        QVERIFY(QFile::exists(decoy));
    }
};

QTEST_GUILESS_MAIN(TestItemCacheManifest)
#include "tst_itemcachemanifest.moc"
