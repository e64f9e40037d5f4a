#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"
#include "data/WorkData.h"
#include "shm/DatasetCodec.h"
#include "shm/DatasetTransfer.h"
#include "shm/SegmentStore.h"
#include "shm/SharedMemoryFolder.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace weft::engine;

namespace {

int modeOf(const QString &path)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return -1;
    return int(info.st_mode & 0777);
}

/// Every column type, with and without nulls, strings with multi-byte text and empty cells.
std::shared_ptr<Table> sampleTable(qsizetype rows)
{
    auto table = std::make_shared<Table>();
    std::vector<qint64> ints;
    std::vector<double> floats;
    std::vector<std::uint8_t> bools, valid;
    TableColumn strings(QStringLiteral("name"), ColumnType::String);
    TableColumn sparse(QStringLiteral("note"), ColumnType::String);
    for (qsizetype i = 0; i < rows; ++i) {
        ints.push_back(i * 1000003 - 7);
        floats.push_back(i % 7 == 3 ? std::nan("") : double(i) / 3.0);
        bools.push_back(i % 2);
        valid.push_back(i % 5 != 0);
        strings.appendString(i % 3 ? QStringLiteral("CO₂ %1").arg(i) : QString());
        if (i % 4 == 1)
            sparse.appendNull();
        else
            sparse.appendUtf8("x");
    }
    table->addColumn(TableColumn::fromInts(QStringLiteral("id"), ints));
    table->addColumn(TableColumn::fromFloats(QStringLiteral("value"), floats, valid));
    table->addColumn(TableColumn::fromBools(QStringLiteral("flag"), bools, valid));
    table->addColumn(std::move(strings));
    table->addColumn(std::move(sparse));
    return table;
}

QByteArray encode(const Dataset &dataset)
{
    const DatasetKindCodec &codec = DatasetCodec::require(dataset.kind());
    QByteArray bytes(codec.encodedSize(dataset), Qt::Uninitialized);
    codec.encode(dataset, std::span<char>(bytes.data(), size_t(bytes.size())));
    return bytes;
}

std::shared_ptr<const Table> decode(const QByteArray &bytes)
{
    return Table::fromDataset(
        tableCodec().decode(std::span<const char>(bytes.constData(), size_t(bytes.size()))));
}

/// Decodes `bytes` as a mapping would be read: in place, from 8-byte aligned memory that the
/// table keeps alive. The caller's reference to that memory is dropped before it returns.
std::shared_ptr<const Table> decodeInPlace(const QByteArray &bytes)
{
    auto memory = std::make_shared<std::vector<qint64>>(size_t(bytes.size() + 7) / 8);
    std::memcpy(memory->data(), bytes.constData(), size_t(bytes.size()));
    const std::span<const char> in(reinterpret_cast<const char *>(memory->data()),
                                   size_t(bytes.size()));
    return Table::fromDataset(tableCodec().decodeMapped(in, std::move(memory)));
}

QStringList weftEntries(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("weft-*")}, QDir::AllEntries | QDir::NoDotAndDotDot);
}

} // namespace

/// engine/shm: the table codec, datasets inline or in segments, the per-run folder, reference
/// release and the sweep of folders left by dead runs.
class TestSharedMemory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_base;

    static void arraysRoundTrip()
    {
        // A zero in any extent, not only the first, holds no bytes: (2, 0) once read as a bad
        // shape.
        const std::vector<std::vector<qint64>> shapes{{2, 3}, {},        {0, 5},   {2, 0},
                                                      {0},    {3, 0, 2}, {3, 1, 7}};
        for (const QString &name : elementTypeNames()) {
            const ElementType type = *elementTypeFromName(name);
            for (const std::vector<qint64> &shape : shapes) {
                arrayRoundTrip(type, shape);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    static void arrayRoundTrip(ElementType type, const std::vector<qint64> &extents)
    {
        qint64 count = 1;
        for (const qint64 extent : extents)
            count *= extent;
        std::vector<double> values;
        for (qint64 i = 0; i < count; ++i)
            values.push_back(double(i % 2 ? i : 1));
        const Array array = Array::fromDoubles(type, extents, values);
        const QByteArray bytes = encode(array);
        QCOMPARE(bytes.size() % 8, 0);
        const auto back = Array::fromDataset(
            arrayCodec().decode(std::span<const char>(bytes.constData(), size_t(bytes.size()))));
        QVERIFY(back);
        QVERIFY(*back == array);
        QVERIFY_THROWS_EXCEPTION(CodecError,
                                 arrayCodec().decode(std::span<const char>(bytes.constData(), 20)));
    }

    static void largeArrayThroughASegment()
    {
        SegmentStore store(1024);
        std::vector<double> values(100000);
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = double(i) * 0.5;
        const auto array =
            std::make_shared<const Array>(Array::fromDoubles({1000, 100}, std::move(values)));
        const DatasetEnvelope envelope = store.pack(array);
        QVERIFY(!envelope.segment.isEmpty());
        const auto back = Array::fromDataset(DatasetTransfer::unpack(envelope, store.folder()));
        QVERIFY(back && *back == *array);
        // Read in place from the read-only mapping, not copied out of it.
        QVERIFY(back->isView());
        QVERIFY(!array->isView());
        // The file goes with the release; the view keeps its pages mapped and readable.
        QVERIFY(!store.release(array.get()).isEmpty());
        QCOMPARE(QDir(store.folder()).entryList(QDir::Files).size(), 0);
        QCOMPARE(back->toDouble(99999), 99999 * 0.5);
        // Writing means copying: the copy owns its elements.
        Array copy = *back;
        QVERIFY(!copy.isView());
        static_cast<double *>(copy.data())[0] = -1;
        QCOMPARE(copy.toDouble(0), -1.0);
        QCOMPARE(back->toDouble(0), 0.0);
    }

    static void fileListRoundTrip()
    {
        const FileList list({QStringLiteral("/data/a.csv"), QStringLiteral("/data/ü b.csv")});
        const DatasetEnvelope envelope = DatasetTransfer::pack(list, 1 << 20, QString(), {});
        const auto back = FileList::fromDataset(DatasetTransfer::unpack(envelope, QString()));
        QVERIFY(back);
        QCOMPARE(back->files(), list.files());
    }

    static void workDataKeepsItsSize()
    {
        const WorkData work(12345);
        const DatasetEnvelope envelope = DatasetTransfer::pack(work, 1 << 20, QString(), {});
        const DatasetPtr back = DatasetTransfer::unpack(envelope, QString());
        QVERIFY(WorkData::fromDataset(back));
        QCOMPARE(back->sizeBytes(), qint64(12345));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_base.isValid());
        qputenv("WEFT_TEMP_DIR", QFile::encodeName(m_base.path()));
    }

    void cleanup() { QCOMPARE(weftEntries(m_base.path()), QStringList()); }

    void tableRoundTrip_data()
    {
        QTest::addColumn<int>("rows");
        for (int rows : {0, 1, 7, 1000})
            QTest::addRow("%d rows", rows) << rows;
    }

    void tableRoundTrip()
    {
        QFETCH(int, rows);
        const auto table = sampleTable(rows);
        const QByteArray bytes = encode(*table);
        QCOMPARE(bytes.size() % 8, 0);
        const auto back = decode(bytes);
        QVERIFY(back);
        QVERIFY(*back == *table);
        QCOMPARE(back->column(1).hasNulls(), rows > 0);
        QCOMPARE(back->columnNames(), table->columnNames());

        // Read in place from a mapping: the same values, no copy.
        const auto mapped = decodeInPlace(bytes);
        QVERIFY(mapped && *mapped == *table);
        for (int c = 0; c < mapped->columnCount(); ++c)
            QVERIFY(mapped->column(c).isMapped());
        QCOMPARE(mapped->column(2).hasNulls(), rows > 0);
        QCOMPARE(mapped->column(0).ints().size(), size_t(rows));
        QCOMPARE(mapped->column(0).floats().size(), size_t(0));
    }

    void aMappedColumnCopiesItsValuesBeforeAChange()
    {
        const auto table = sampleTable(9);
        const auto mapped = decodeInPlace(encode(*table));
        for (int c = 0; c < mapped->columnCount(); ++c) {
            TableColumn changed = mapped->column(c); // a copy reads the same mapping
            QVERIFY(changed.isMapped());
            QVERIFY(changed == table->column(c));
            changed.appendNull();
            QVERIFY(!changed.isMapped());
            QCOMPARE(changed.size(), 10);
            QVERIFY(changed.isNull(9));
            QVERIFY(changed.slice(0, 9) == table->column(c));
            // The mapped original is untouched.
            QVERIFY(mapped->column(c).isMapped());
            QVERIFY(mapped->column(c) == table->column(c));
        }
        TableColumn text = mapped->column(3);
        text.appendUtf8("añadido");
        QCOMPARE(text.stringAt(9), QStringLiteral("añadido"));
        QCOMPARE(text.stringAt(1), table->column(3).stringAt(1));
        TableColumn moved = std::move(text);
        QCOMPARE(moved.stringAt(9), QStringLiteral("añadido"));
        QCOMPARE(text.size(), 0);
    }

    void aMappedTableWithBadTextOffsetsIsRefused()
    {
        // One text column of 3 rows: 16 bytes of table header, 8 of column header, the name
        // padded to 8, then 4 offsets.
        Table table;
        TableColumn text(QStringLiteral("s"), ColumnType::String);
        for (const char *value : {"ab", "c", "def"})
            text.appendUtf8(value);
        table.addColumn(std::move(text));
        QByteArray bytes = encode(table);
        qint64 offset = 0;
        std::memcpy(&offset, bytes.constData() + 32 + 16, sizeof offset);
        QCOMPARE(offset, 3); // "ab" and "c" before row 2
        const qint64 beyond = 1000;
        std::memcpy(bytes.data() + 32 + 16, &beyond, sizeof beyond);
        for (const bool inPlace : {false, true}) {
            try {
                inPlace ? decodeInPlace(bytes) : decode(bytes);
                QFAIL("a table with an offset beyond its text decoded");
            } catch (const CodecError &e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains(u"bad string offset in column 's'"),
                         e.what());
            }
        }
    }

    void emptyTableRoundTrip()
    {
        const Table empty;
        const auto back = decode(encode(empty));
        QVERIFY(back);
        QCOMPARE(back->columnCount(), 0);
    }

    void malformedBytesAreRefused()
    {
        const QByteArray bytes = encode(*sampleTable(10));
        for (const qsizetype cut : {qsizetype(0), qsizetype(5), qsizetype(40), bytes.size() - 1}) {
            try {
                decode(bytes.first(cut));
                QFAIL(qPrintable(QStringLiteral("a table cut at %1 bytes decoded").arg(cut)));
            } catch (const CodecError &e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains(u"truncated") ||
                             QString::fromUtf8(e.what()).contains(u"magic"),
                         e.what());
            }
        }
        QByteArray foreign = bytes;
        foreign[0] = 'X';
        QVERIFY_THROWS_EXCEPTION(CodecError, decode(foreign));
    }

    void otherKindsRoundTrip()
    {
        arraysRoundTrip();
        largeArrayThroughASegment();
        fileListRoundTrip();
        workDataKeepsItsSize();
    }

    void everyKindHasACodec()
    {
        // Persisted outputs and worker processes take every kind an operator can produce.
        for (DataKind kind : {DataKind::Table, DataKind::Array, DataKind::FileList,
                              DataKind::Scalar, DataKind::Any}) {
            const DatasetKindCodec *codec = DatasetCodec::find(kind);
            QVERIFY2(codec, qPrintable(dataKindName(kind)));
            QCOMPARE(codec->kind(), kind);
        }
    }

    void smallDatasetsTravelInline()
    {
        const auto table = sampleTable(10);
        const DatasetEnvelope envelope = DatasetTransfer::pack(
            *table, 1 << 20, m_base.path(), [] { return QStringLiteral("unused"); });
        QVERIFY(envelope.segment.isEmpty());
        QVERIFY(!envelope.bytes.isEmpty()); // the encoding travels inline
        const auto back = Table::fromDataset(DatasetTransfer::unpack(envelope, QString()));
        QVERIFY(back && *back == *table);
    }

    void largeDatasetsTravelAsPrivateSegments()
    {
        SegmentStore store(1024);
        const std::shared_ptr<const Table> table = sampleTable(5000);
        const DatasetEnvelope envelope = store.pack(table);
        const QString name = envelope.segment;
        QVERIFY(!name.isEmpty());
        QVERIFY(envelope.bytes.isEmpty());
        const QString folder = store.folder();
        QVERIFY(folder.startsWith(m_base.path() + QStringLiteral("/weft-")));
        QCOMPARE(modeOf(folder), 0700);
        QCOMPARE(modeOf(folder + u'/' + name), 0600);
        QCOMPARE(QFile(folder + u'/' + name).size(), tableCodec().encodedSize(*table));

        // A second trip of the same dataset reuses its segment.
        QCOMPARE(store.pack(table), envelope);
        QCOMPARE(store.segmentCount(), 1);

        const auto back = Table::fromDataset(DatasetTransfer::unpack(envelope, folder));
        QVERIFY(back && *back == *table);
        QVERIFY(back->column(0).isMapped()); // read in place from the segment

        // Released: unlinked at once, the folder stays for the rest of the run. What was read
        // from it in place stays readable.
        QCOMPARE(store.release(table.get()), name);
        QVERIFY(*back == *table);
        QVERIFY(!QFile::exists(folder + u'/' + name));
        QCOMPARE(store.segmentCount(), 0);
        QVERIFY(QFileInfo::exists(folder));
        QVERIFY_THROWS_EXCEPTION(CodecError, DatasetTransfer::unpack(envelope, folder));
    }

    void runFolderGoesWithTheStore()
    {
        QString folder;
        {
            SegmentStore store(0);
            const std::shared_ptr<const Table> table = sampleTable(3);
            store.pack(table); // never released: the folder's removal takes it
            folder = store.folder();
            QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 1);
        }
        QVERIFY(!QFileInfo::exists(folder));
    }

    void segmentNamesCannotLeaveTheFolder()
    {
        DatasetEnvelope envelope;
        envelope.kind = DataKind::Table;
        envelope.segment = QStringLiteral("../../etc/passwd");
        envelope.size = 10;
        try {
            DatasetTransfer::unpack(envelope, m_base.path());
            QFAIL("a path escaped the run folder");
        } catch (const CodecError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(u"bad shared-memory segment name"),
                     e.what());
        }
    }

    void sweepRemovesFoldersOfDeadOwners()
    {
        // A pid that surely is gone: a child that has exited and been reaped.
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        QVERIFY(child > 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);

        const QString dead = m_base.path() + QStringLiteral("/weft-%1-0-abcdef01").arg(child);
        const QString alive =
            m_base.path() + QStringLiteral("/weft-%1-0-abcdef02").arg(::getppid());
        const QString foreign = m_base.path() + QStringLiteral("/weft-notes");
        for (const QString &dir : {dead, alive, foreign}) {
            QVERIFY(QDir().mkpath(dir));
            QFile file(dir + QStringLiteral("/p-0"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("data");
        }
        QCOMPARE(SharedMemoryFolder::sweepStale(m_base.path()), 1);
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(QFileInfo::exists(alive));
        QVERIFY(QFileInfo::exists(foreign));
        QVERIFY(QDir(alive).removeRecursively());
        QVERIFY(QDir(foreign).removeRecursively());
    }

    void sweepLeavesALinkNamedLikeADeadRunsFolder()
    {
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QTemporaryDir decoy;
        const QString precious = decoy.filePath(QStringLiteral("precious.txt"));
        {
            QFile file(precious);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("data");
        }
        const QString link = m_base.path() + QStringLiteral("/weft-%1-0-0badf00d").arg(child);
        QVERIFY(QFile::link(decoy.path(), link));
        QCOMPARE(SharedMemoryFolder::sweepStale(m_base.path()), 0);
        QVERIFY(QFileInfo::exists(precious));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFile::remove(link));
    }

    void creatingAFolderSweeps()
    {
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        const QString dead = m_base.path() + QStringLiteral("/weft-%1-3-0badcafe").arg(child);
        QVERIFY(QDir().mkpath(dead));
        QString error;
        {
            const auto folder = SharedMemoryFolder::create(&error);
            QVERIFY2(folder, qPrintable(error));
            QVERIFY(!QFileInfo::exists(dead));
            QCOMPARE(weftEntries(m_base.path()).size(), 1);
        }
    }

    void baseDirRule()
    {
        QCOMPARE(SharedMemoryFolder::baseDir(), m_base.path());
        qunsetenv("WEFT_TEMP_DIR");
        const QString chosen = SharedMemoryFolder::baseDir();
        qputenv("WEFT_TEMP_DIR", QFile::encodeName(m_base.path()));
        QVERIFY2(chosen == u"/dev/shm" || chosen == QDir::tempPath(), qPrintable(chosen));
    }
};

QTEST_GUILESS_MAIN(TestSharedMemory)
#include "tst_sharedmemory.moc"
