#include "exec/HugePages.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <cstring>

using namespace weft::engine;

namespace {

/// The VmFlags line of the mapping in /proc/self/smaps that holds `address` (empty if none).
QByteArray vmFlagsOf(const void *address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    const auto at = reinterpret_cast<std::uintptr_t>(address);
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        // A mapping's first line: "start-end perms ...", both addresses in hex.
        if (dash > 0 && space > dash) {
            bool okStart = false;
            bool okEnd = false;
            const quint64 start = line.left(dash).toULongLong(&okStart, 16);
            const quint64 end = line.mid(dash + 1, space - dash - 1).toULongLong(&okEnd, 16);
            if (okStart && okEnd) {
                inside = start <= at && at < end;
                continue;
            }
        }
        if (inside && line.startsWith("VmFlags:"))
            return line;
    }
    return {};
}

} // namespace

class TestHugePages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smallBlocksComeFromTheHeap()
    {
        const std::size_t before = hugePages::mappedBytes();
        QVERIFY(!hugePages::mapsOnItsOwn(hugePages::kBytes - 1));
        void *block = hugePages::allocate(1000);
        std::memset(block, 0x5a, 1000);
        QCOMPARE(hugePages::mappedBytes(), before);
        hugePages::free(block, 1000);
    }

    void largeBlocksAreAlignedMarkedAndReturned()
    {
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer checks these arrays only as heap blocks: every size comes from there.
        QVERIFY(!hugePages::mapsOnItsOwn(hugePages::kBytes));
#else
        const std::size_t before = hugePages::mappedBytes();
        const std::size_t bytes = 3 * hugePages::kBytes + 12345; // rounds up to four huge pages
        QVERIFY(hugePages::mapsOnItsOwn(bytes));
        auto *block = static_cast<unsigned char *>(hugePages::allocate(bytes));
        QCOMPARE(reinterpret_cast<std::uintptr_t>(block) % hugePages::kBytes, std::uintptr_t(0));
        QCOMPARE(hugePages::mappedBytes(), before + 4 * hugePages::kBytes);
        // Every byte is writable and starts at zero.
        QCOMPARE(block[0], 0);
        QCOMPARE(block[bytes - 1], 0);
        std::memset(block, 0xa5, bytes);
        QCOMPARE(block[bytes / 2], 0xa5);
        // "hg": the kernel was asked for huge pages on the whole block (madvise(MADV_HUGEPAGE)).
        for (const std::size_t offset : {std::size_t(0), bytes - 1}) {
            const QByteArray flags = vmFlagsOf(block + offset);
            QVERIFY2(flags.split(' ').contains("hg"), flags.constData());
        }
        hugePages::free(block, bytes);
        QCOMPARE(hugePages::mappedBytes(), before);
#endif
    }

    void aTaskArrayGrowsAcrossTheThresholdAndKeepsItsValues()
    {
        const std::size_t before = hugePages::mappedBytes();
        {
            TaskArray<quint32> values;
            const quint32 count = 3'000'000; // 12 MB: past the threshold after a few growths
            for (quint32 i = 0; i < count; ++i)
                values.push_back(i * 7);
            QCOMPARE(values.size(), size_t(count));
            for (quint32 i = 0; i < count; i += 99'991)
                QCOMPARE(values[i], i * 7);
            QCOMPARE(values.back(), (count - 1) * 7);
            if (hugePages::mapsOnItsOwn(values.capacity() * sizeof(quint32)))
                QVERIFY(hugePages::mappedBytes() >= before + values.capacity() * sizeof(quint32));
        }
        QCOMPARE(hugePages::mappedBytes(), before);
    }
};

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
