#include "data/Array.h"
#include "data/Table.h"
#include "exec/OutputArchive.h"
#include "ops/Operator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace weft::engine;

class TestOutputArchive : public QObject
{
    Q_OBJECT

    static DatasetPtr table()
    {
        auto t = std::make_shared<Table>();
        TableColumn x(u"x"_qs, ColumnType::Int);
        x.appendInt(1);
        x.appendInt(-7);
        TableColumn name(u"name"_qs, ColumnType::String);
        name.appendString(u"Zürich"_qs);
        name.appendNull();
        t->addColumn(std::move(x));
        t->addColumn(std::move(name));
        return t;
    }

private Q_SLOTS:
    void writesAndReadsBackEveryOutput()
    {
        QTemporaryDir dir;
        const OutputArchive archive(dir.filePath(u"outputs/1"_qs));
        const NodeId node(u"prep"_qs);
        QVERIFY(!archive.has(node));
        const DatasetPtr array =
            std::make_shared<Array>(Array::fromDoubles({2, 3}, {1.0, 2.0, 3.0, 4.0, 5.0, 6.5}));
        archive.write(node, {table(), array});
        QVERIFY(archive.has(node));

        const std::vector<DatasetPtr> back = archive.read(node, 2);
        QCOMPARE(back.size(), size_t(2));
        const auto t = Table::fromDataset(back[0]);
        QVERIFY(t);
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->column(0).intAt(1), -7);
        QCOMPARE(t->column(1).stringAt(0), u"Zürich"_qs);
        QVERIFY(t->column(1).isNull(1));
        const auto a = Array::fromDataset(back[1]);
        QVERIFY(a);
        QCOMPARE(a->shape(), (std::vector<qint64>{2, 3}));
        QCOMPARE(a->toDouble(5), 6.5);
        // Nothing left under a temporary name.
        QCOMPARE(QDir(dir.filePath(u"outputs/1/prep"_qs)).entryList(QDir::Files),
                 (QStringList{u"0.wds"_qs, u"1.wds"_qs, u"complete"_qs}));
    }

    void aDamagedFileNamesNodeAndFile()
    {
        QTemporaryDir dir;
        const OutputArchive archive(dir.filePath(u"outputs/1"_qs));
        const NodeId node(u"prep"_qs);
        archive.write(node, {table()});
        QFile file(dir.filePath(u"outputs/1/prep/0.wds"_qs));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not an output");
        file.close();
        try {
            archive.read(node, 1);
            QFAIL("a damaged file was read");
        } catch (const OperatorError &e) {
            QVERIFY2(e.message().contains(u"prep"_qs), qPrintable(e.message()));
            QVERIFY2(e.message().contains(u"0.wds"_qs), qPrintable(e.message()));
        }
        // A missing file, too.
        QVERIFY(file.remove());
        QVERIFY_THROWS_EXCEPTION(OperatorError, archive.read(node, 1));
    }

    void aFlippedByteIsCaughtByTheChecksum()
    {
        QTemporaryDir dir;
        const OutputArchive archive(dir.filePath(u"outputs/1"_qs));
        const NodeId node(u"prep"_qs);
        const DatasetPtr array =
            std::make_shared<Array>(Array::fromDoubles({4}, {1.0, 2.0, 3.0, 4.0}));
        archive.write(node, {table(), array});
        QCOMPARE(archive.verify(node, 2), QString());

        // One byte of the array's values changed: still decodable, no longer what was written.
        QFile file(dir.filePath(u"outputs/1/prep/1.wds"_qs));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(file.size() - 3));
        const char flipped = char(file.peek(1).at(0) ^ 0x40);
        QCOMPARE(file.write(&flipped, 1), qint64(1));
        file.close();
        const QString problem = archive.verify(node, 2);
        QVERIFY2(problem.contains(u"output 1 of node 'prep'"_qs) &&
                     problem.contains(u"1.wds is corrupted"_qs),
                 qPrintable(problem));
        try {
            archive.read(node, 2);
            QFAIL("a corrupted output was reused");
        } catch (const OperatorError &e) {
            QVERIFY2(e.message().contains(u"checksum"_qs), qPrintable(e.message()));
        }
        QVERIFY(archive.verify(NodeId(u"other"_qs), 1).contains(u"not in"_qs));
    }

    void neverWritesThroughALinkInItsOwnFolders()
    {
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        QVERIFY(QDir().mkpath(dir.filePath(u"outputs"_qs)));
        QVERIFY(QFile::link(elsewhere.path(), dir.filePath(u"outputs/1"_qs)));
        const OutputArchive archive(dir.filePath(u"outputs/1"_qs));
        try {
            archive.write(NodeId(u"prep"_qs), {table()});
            QFAIL("wrote through a link");
        } catch (const OperatorError &e) {
            QVERIFY2(e.message().contains(u"symbolic link"_qs), qPrintable(e.message()));
        }
        QCOMPARE(QDir(elsewhere.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void aFolderThatCannotBeMadeFailsWithoutAMark()
    {
        QTemporaryDir dir;
        const OutputArchive archive(dir.filePath(u"outputs/1"_qs));
        QVERIFY(QDir().mkpath(dir.filePath(u"outputs/1"_qs)));
        QFile blocker(dir.filePath(u"outputs/1/prep"_qs)); // a file where the folder goes
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        try {
            archive.write(NodeId(u"prep"_qs), {table()});
            QFAIL("wrote into a file");
        } catch (const OperatorError &e) {
            QVERIFY2(e.message().contains(u"outputs/1/prep"_qs), qPrintable(e.message()));
        }
        QVERIFY(!archive.has(NodeId(u"prep"_qs)));
    }

    void adoptCarriesANodeIntoAnotherRun()
    {
        QTemporaryDir dir;
        const OutputArchive first(dir.filePath(u"outputs/1"_qs));
        const OutputArchive second(dir.filePath(u"outputs/2"_qs));
        const NodeId node(u"prep"_qs);
        first.write(node, {table()});
        second.adopt(first, node);
        QVERIFY(second.has(node));
        QCOMPARE(Table::fromDataset(second.read(node, 1)[0])->rowCount(), 2);
        // Hard links on one file system: the bytes are stored once.
        struct stat info
        {};
        QCOMPARE(::stat(qPrintable(dir.filePath(u"outputs/2/prep/0.wds"_qs)), &info), 0);
        QCOMPARE(info.st_nlink, nlink_t(2));
        // Removing the first run leaves the second whole.
        QVERIFY(QDir(dir.filePath(u"outputs/1"_qs)).removeRecursively());
        QCOMPARE(Table::fromDataset(second.read(node, 1)[0])->rowCount(), 2);
    }

    void pruneRemovesTheFoldersOfDeletedRuns()
    {
        QTemporaryDir dir;
        const QString store = dir.filePath(u"runs.sqlite"_qs);
        for (qint64 run : {1, 2, 3})
            OutputArchive(OutputArchive::runFolder(store, run)).write(NodeId(u"n"_qs), {table()});
        QDir().mkpath(dir.filePath(u"outputs/not-a-run"_qs));
        OutputArchive::prune(store, {1, 2});
        QCOMPARE(QDir(dir.filePath(u"outputs"_qs)).entryList(QDir::Dirs | QDir::NoDotAndDotDot),
                 (QStringList{u"3"_qs, u"not-a-run"_qs}));
    }

    void pruneNeitherFollowsLinksNorDeletesForeignFiles()
    {
        QTemporaryDir dir;
        QTemporaryDir decoy;
        const QString store = dir.filePath(u"runs.sqlite"_qs);
        QFile victim(decoy.filePath(u"0.wds"_qs));
        QVERIFY(victim.open(QIODevice::WriteOnly));
        victim.write("not Weft's");
        victim.close();
        QVERIFY(QDir().mkpath(dir.filePath(u"outputs/2/n"_qs)));
        // Run 1's folder is a link to the decoy; run 2's holds a file Weft did not write.
        QVERIFY(QFile::link(decoy.path(), dir.filePath(u"outputs/1"_qs)));
        QVERIFY(QFile::copy(victim.fileName(), dir.filePath(u"outputs/2/n/0.wds"_qs)));
        OutputArchive(OutputArchive::runFolder(store, 2)).write(NodeId(u"m"_qs), {table()});
        OutputArchive::prune(store, {1, 2});
        QVERIFY(QFileInfo(dir.filePath(u"outputs/1"_qs)).isSymLink());
        QVERIFY(QFile::exists(victim.fileName()));
        QVERIFY(QFile::exists(dir.filePath(u"outputs/2/n/0.wds"_qs)));
        QVERIFY(!QFile::exists(dir.filePath(u"outputs/2/m"_qs))); // Weft's own files went
    }
};

QTEST_GUILESS_MAIN(TestOutputArchive)
#include "tst_outputarchive.moc"
