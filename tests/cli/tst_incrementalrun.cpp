// Incremental runs through the weft command: what a run takes from the result cache, what it
// computes and why (--dry-run and the --json report), and the cache commands.
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace weft::test;
using namespace Qt::StringLiterals;

namespace {

/// read → derive → sort → write over data/in.csv; `extra` goes into the derive node's object.
QByteArray project(const QString &expression, const QString &deriveExtra = {})
{
    return QStringLiteral(R"({
  "format": 1,
  "project": {"name": "incremental"},
  "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "%1"}, "position": {"x": 200, "y": 0}%2},
    {"id": "sort", "operator": "table.sort", "params": {"column": "z", "descending": true}, "position": {"x": 400, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 600, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "derive.table"},
    {"from": "derive.table", "to": "sort.table"},
    {"from": "sort.table", "to": "write.table"}
  ]
}
)")
        .arg(expression, deriveExtra)
        .toUtf8();
}

QJsonObject json(const WeftOutcome &outcome)
{
    return QJsonDocument::fromJson(outcome.out.toUtf8()).object();
}

/// Each node's field `key` in a --json report or plan, by node id.
QHash<QString, QString> byNode(const QJsonObject &report, const QString &key)
{
    QHash<QString, QString> values;
    for (const QJsonValue &node : report[u"nodes"_s].toArray())
        values.insert(node[u"id"_s].toString(), node[key].toString());
    return values;
}

quint64 inodeOf(const QString &path)
{
    struct stat info
    {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? quint64(info.st_ino) : 0;
}

/// The files of the result cache's entries (their outputs), for damaging one.
QStringList cachedOutputs(const QString &projectDir)
{
    QStringList files;
    QDirIterator it(projectDir + u"/.weft/cache"_s, {u"*.wds"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

} // namespace

class TestIncrementalRun : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project;

    WeftOutcome run(QStringList extra = {})
    {
        return runWeft(QStringList{u"--run"_s, m_project, u"--json"_s, u"--quiet"_s} + extra);
    }
    QJsonObject plan(QStringList extra = {})
    {
        const WeftOutcome o = run(QStringList{u"--dry-run"_s} + extra);
        [&] { QCOMPARE(o.exitCode, 0); }();
        return json(o);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        writeFile(m_dir.filePath(u"data/in.csv"_s), "x,y\n1,2\n3,4\n5,6\n");
        m_project = m_dir.filePath(u"p.weft"_s);
        writeFile(m_project, project(u"x+y"_s));
    }

    void aSecondRunTakesEverythingFromTheCache()
    {
        const WeftOutcome first = run();
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(json(first)[u"cached"_s].toInt(), 0);
        QCOMPARE(byNode(json(first), u"cache"_s).value(u"derive"_s), u"miss"_s);
        QCOMPARE(byNode(json(first), u"reason"_s).value(u"derive"_s), u"no_entry"_s);
        const QString output = m_dir.filePath(u"out/result.csv"_s);
        const QByteArray written = readFile(output);
        const quint64 inode = inodeOf(output);

        const QJsonObject dry = plan();
        QCOMPARE(dry[u"cached"_s].toInt(), 4);
        QCOMPARE(dry[u"run"_s].toInt(), 0);

        const WeftOutcome second = run();
        QCOMPARE(second.exitCode, 0);
        const QJsonObject report = json(second);
        QCOMPARE(report[u"status"_s].toString(), u"succeeded"_s);
        QCOMPARE(report[u"cached"_s].toInt(), 4);
        for (const QString &cache : byNode(report, u"cache"_s))
            QCOMPARE(cache, u"hit"_s);
        // The sink's file still had the fingerprint it wrote: not written again.
        QCOMPARE(inodeOf(output), inode);
        QCOMPARE(readFile(output), written);
        QVERIFY(report[u"outputs"_s].toArray().isEmpty());
    }

    void anEditedParameterRunsItsNodeAndWhatIsBelow()
    {
        QCOMPARE(run().exitCode, 0);
        writeFile(m_project, project(u"x*y"_s));
        const QJsonObject dry = plan();
        const QHash<QString, QString> action = byNode(dry, u"action"_s);
        const QHash<QString, QString> reason = byNode(dry, u"reason"_s);
        const QHash<QString, QString> detail = byNode(dry, u"detail"_s);
        QCOMPARE(action.value(u"read"_s), u"cached"_s);
        QCOMPARE(action.value(u"derive"_s), u"run"_s);
        QCOMPARE(reason.value(u"derive"_s), u"params_changed"_s);
        QCOMPARE(detail.value(u"derive"_s), u"expression"_s);
        QCOMPARE(reason.value(u"sort"_s), u"upstream_changed"_s);
        QCOMPARE(detail.value(u"sort"_s), u"derive"_s);
        QCOMPARE(reason.value(u"write"_s), u"upstream_changed"_s);

        // The run does what the plan said, and its outputs equal a run without the cache.
        const WeftOutcome second = run();
        QCOMPARE(second.exitCode, 0);
        QCOMPARE(byNode(json(second), u"cache"_s),
                 (QHash<QString, QString>{{u"read"_s, u"hit"_s},
                                          {u"derive"_s, u"miss"_s},
                                          {u"sort"_s, u"miss"_s},
                                          {u"write"_s, u"miss"_s}}));
        const QByteArray incremental = readFile(m_dir.filePath(u"out/result.csv"_s));
        QVERIFY(incremental.contains("12\n") || incremental.contains("12.0"));
        QCOMPARE(run({u"--no-cache"_s}).exitCode, 0);
        QCOMPARE(readFile(m_dir.filePath(u"out/result.csv"_s)), incremental);

        // Back to the first expression: its results are still in the cache, but the file the
        // sink wrote then now holds the product: the sink writes it again.
        writeFile(m_project, project(u"x+y"_s));
        const QJsonObject back = plan();
        QCOMPARE(back[u"cached"_s].toInt(), 3);
        QCOMPARE(byNode(back, u"reason"_s).value(u"write"_s), u"file_changed"_s);
        QCOMPARE(byNode(back, u"detail"_s).value(u"write"_s), u"out/result.csv"_s);
    }

    void writersOfOneFileRunTogetherThenRest()
    {
        // Two tables into one database: each write changes the file the other wrote.
        writeFile(m_project, QStringLiteral(R"({
  "format": 1, "project": {"name": "one database"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "EXPR"}, "position": {"x": 200, "y": 0}},
    {"id": "raw", "operator": "sqlite.write", "params": {"path": "out/db.sqlite", "table": "raw"}, "position": {"x": 400, "y": 0}},
    {"id": "sums", "operator": "sqlite.write", "params": {"path": "out/db.sqlite", "table": "sums"}, "position": {"x": 400, "y": 200}}
  ],
  "edges": [
    {"from": "read.table", "to": "derive.table"},
    {"from": "read.table", "to": "raw.table"},
    {"from": "derive.table", "to": "sums.table"}
  ]
})")
                                 .replace(u"EXPR"_s, u"x+y"_s)
                                 .toUtf8());
        QCOMPARE(run().exitCode, 0);
        // Both entries hold the file as both left it: nothing runs again, in the plan or the run.
        QCOMPARE(plan()[u"run"_s].toInt(), 0);
        const QJsonObject second = json(run());
        QCOMPARE(second[u"cached"_s].toInt(), 4);

        // One writer's input changes: the other writes again with it, and then both rest.
        writeFile(m_project, readFile(m_project).replace("x+y", "x*y"));
        const QJsonObject dry = plan();
        QCOMPARE(byNode(dry, u"reason"_s).value(u"sums"_s), u"upstream_changed"_s);
        QCOMPARE(byNode(dry, u"reason"_s).value(u"raw"_s), u"file_changed"_s);
        QCOMPARE(byNode(dry, u"detail"_s).value(u"raw"_s), u"out/db.sqlite"_s);
        QCOMPARE(byNode(dry, u"shares_file_with"_s).value(u"raw"_s), u"sums"_s);
        QCOMPARE(byNode(dry, u"action"_s).value(u"read"_s), u"cached"_s);
        const QJsonObject third = json(run());
        QCOMPARE(third[u"status"_s].toString(), u"succeeded"_s);
        QCOMPARE(byNode(third, u"cache"_s).value(u"raw"_s), u"miss"_s);
        QCOMPARE(plan()[u"run"_s].toInt(), 0);
        QCOMPARE(json(run())[u"cached"_s].toInt(), 4);
    }

    void aTouchedFileIsAHitAnEditedOneIsNot()
    {
        QCOMPARE(run().exitCode, 0);
        const QString input = m_dir.filePath(u"data/in.csv"_s);
        writeFile(input, readFile(input)); // same bytes, a new time
        QCOMPARE(plan()[u"cached"_s].toInt(), 4);

        writeFile(input, "x,y\n1,2\n3,4\n5,7\n");
        const QJsonObject dry = plan();
        QCOMPARE(byNode(dry, u"reason"_s).value(u"read"_s), u"file_changed"_s);
        QCOMPARE(byNode(dry, u"detail"_s).value(u"read"_s), u"data/in.csv"_s);
        QCOMPARE(dry[u"cached"_s].toInt(), 0);
    }

    void aDeletedOutputIsWrittenAgain()
    {
        QCOMPARE(run().exitCode, 0);
        QVERIFY(QFile::remove(m_dir.filePath(u"out/result.csv"_s)));
        const QJsonObject dry = plan();
        QCOMPARE(byNode(dry, u"action"_s).value(u"write"_s), u"run"_s);
        QCOMPARE(byNode(dry, u"reason"_s).value(u"write"_s), u"file_changed"_s);
        QCOMPARE(dry[u"cached"_s].toInt(), 3);
        QCOMPARE(run().exitCode, 0);
        QVERIFY(QFile::exists(m_dir.filePath(u"out/result.csv"_s)));
    }

    void aNodeMarkedNotCacheableRunsWithWhatIsBelow()
    {
        writeFile(m_project, project(u"x+y"_s, uR"(, "run": {"cache": false})"_s));
        QCOMPARE(run().exitCode, 0);
        const QJsonObject report = json(run());
        QCOMPARE(byNode(report, u"cache"_s), (QHash<QString, QString>{{u"read"_s, u"hit"_s},
                                                                      {u"derive"_s, u"off"_s},
                                                                      {u"sort"_s, u"off"_s},
                                                                      {u"write"_s, u"off"_s}}));
        QCOMPARE(byNode(report, u"reason"_s).value(u"sort"_s), u"not_cacheable"_s);
    }

    void fromForcesAndToLimits()
    {
        QCOMPARE(run().exitCode, 0);
        const QJsonObject forced = plan({u"--from"_s, u"sort"_s});
        QCOMPARE(byNode(forced, u"action"_s), (QHash<QString, QString>{{u"read"_s, u"cached"_s},
                                                                       {u"derive"_s, u"cached"_s},
                                                                       {u"sort"_s, u"run"_s},
                                                                       {u"write"_s, u"run"_s}}));
        QCOMPARE(byNode(forced, u"reason"_s).value(u"write"_s), u"forced"_s);

        writeFile(m_project, project(u"x-y"_s));
        const QJsonObject limited = plan({u"--to"_s, u"derive"_s});
        QCOMPARE(limited[u"nodes"_s].toArray().size(), 2);
        QCOMPARE(byNode(limited, u"action"_s).value(u"derive"_s), u"run"_s);
        const WeftOutcome partial = run({u"--to"_s, u"derive"_s});
        QCOMPARE(partial.exitCode, 0);
        QCOMPARE(json(partial)[u"nodes"_s].toArray().size(), 2);

        const WeftOutcome unknown = run({u"--to"_s, u"nosuchnode"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"nosuchnode"_s), qPrintable(unknown.err));
    }

    void noCacheComputesEverythingAndKeepsNothing()
    {
        const WeftOutcome o = run({u"--no-cache"_s});
        QCOMPARE(o.exitCode, 0);
        for (const QString &cache : byNode(json(o), u"cache"_s))
            QCOMPARE(cache, u"off"_s);
        QVERIFY(cachedOutputs(m_dir.path()).isEmpty());
        QCOMPARE(plan()[u"cached"_s].toInt(), 0);
    }

    void aDamagedEntryIsComputedAgainWithAWarning()
    {
        QCOMPARE(run().exitCode, 0);
        writeFile(m_project, project(u"x*y"_s)); // derive runs and reads read's entry
        const QStringList entries = cachedOutputs(m_dir.path());
        QCOMPARE(entries.size(), 4);
        for (const QString &file : entries) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(f.size() - 1));
            char last = 0;
            QVERIFY(f.getChar(&last));
            QVERIFY(f.seek(f.size() - 1));
            QVERIFY(f.putChar(char(last ^ 0x5a)));
        }
        const WeftOutcome o = run();
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.err.contains(u"damaged"_s) && o.err.contains(u"'read'"_s), qPrintable(o.err));
        QCOMPARE(byNode(json(o), u"cache"_s).value(u"read"_s), u"miss"_s);
        QCOMPARE(json(o)[u"status"_s].toString(), u"succeeded"_s);
    }

    void cacheCommandsListAndEvict()
    {
        QCOMPARE(run().exitCode, 0);
        const WeftOutcome listed = runWeft({u"--cache"_s, m_project, u"--json"_s});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray entries = json(listed)[u"entries"_s].toArray();
        QCOMPARE(entries.size(), 4);
        QStringList nodes;
        for (const QJsonValue &entry : entries) {
            nodes << entry[u"node"_s].toString();
            QVERIFY(entry[u"bytes"_s].toInteger() > 0);
        }
        nodes.sort();
        QCOMPARE(nodes, (QStringList{u"derive"_s, u"read"_s, u"sort"_s, u"write"_s}));

        const WeftOutcome pruned =
            runWeft({u"--cache-prune"_s, m_project, u"--max-bytes"_s, u"0"_s, u"--json"_s});
        QCOMPARE(pruned.exitCode, 0);
        QCOMPARE(json(pruned)[u"evicted"_s].toArray().size(), 4);
        QCOMPARE(json(pruned)[u"bytes"_s].toInteger(), 0);
        QVERIFY(cachedOutputs(m_dir.path()).isEmpty());
        const QJsonObject dry = plan();
        QCOMPARE(byNode(dry, u"reason"_s).value(u"read"_s), u"evicted"_s);

        QCOMPARE(runWeft({u"--cache-prune"_s, m_project, u"--max-bytes"_s, u"-1"_s}).exitCode, 2);
        QCOMPARE(runWeft({u"--max-bytes"_s, u"5"_s, u"--run"_s, m_project}).exitCode, 2);
    }

    void aReasonComparesWithTheRunThatLastRecordedTheNode()
    {
        QCOMPARE(run().exitCode, 0);
        writeFile(m_project, project(u"x*y"_s));
        QCOMPARE(run({u"--to"_s, u"derive"_s}).exitCode, 0); // records read and derive only
        // sort was last recorded by the first run: the reason says what changed since then.
        const QJsonObject dry = plan();
        QCOMPARE(byNode(dry, u"action"_s).value(u"derive"_s), u"cached"_s);
        QCOMPARE(byNode(dry, u"reason"_s).value(u"sort"_s), u"upstream_changed"_s);
        QCOMPARE(byNode(dry, u"detail"_s).value(u"sort"_s), u"derive"_s);
    }

    void aFullDiskDropsTheEntryAndTheRunGoesOn()
    {
        // About 1 MB of table read, five rows of it written. A file size limit of 256 kB makes
        // every write past it fail as a full disk does (the signal ignored, write() says EFBIG):
        // the reader's entry cannot be kept, the small ones can.
        QByteArray rows = "x,y\n";
        for (int i = 0; i < 60'000; ++i)
            rows += QByteArray::number(i) + ',' + QByteArray::number(i * 3) + '\n';
        writeFile(m_dir.filePath(u"data/in.csv"_s), rows);
        writeFile(m_project, R"({
  "format": 1, "project": {"name": "full disk"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "head", "operator": "table.head", "params": {"rows": 5}, "position": {"x": 200, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/head.csv"}, "position": {"x": 400, "y": 0}}
  ],
  "edges": [{"from": "read.table", "to": "head.table"}, {"from": "head.table", "to": "write.table"}]
})");
        QProcess limited;
        limited.setChildProcessModifier([] {
            const rlimit limit{256 * 1024, 256 * 1024};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            ::signal(SIGXFSZ, SIG_IGN);
        });
        limited.start(weft::test::weftBinary(), {u"--run"_s, m_project, u"--json"_s, u"--quiet"_s});
        QVERIFY(limited.waitForFinished(60'000));
        QCOMPARE(limited.exitCode(), 0);
        const QJsonObject report =
            QJsonDocument::fromJson(limited.readAllStandardOutput()).object();
        QCOMPARE(report[u"status"_s].toString(), u"succeeded"_s);
        QHash<QString, QString> warnings;
        for (const QJsonValue &node : report[u"nodes"_s].toArray())
            warnings.insert(node[u"id"_s].toString(),
                            node[u"warnings"_s].toArray().first().toString());
        QVERIFY2(warnings.value(u"read"_s).startsWith(u"not kept in the cache"_s),
                 qPrintable(warnings.value(u"read"_s)));
        QVERIFY(warnings.value(u"head"_s).isEmpty());
        QCOMPARE(readFile(m_dir.filePath(u"out/head.csv"_s)),
                 QByteArray("x,y\n0,0\n1,3\n2,6\n3,9\n4,12\n"));
        // Nothing half-written stays behind.
        QDirIterator parts(m_dir.filePath(u".weft/cache"_s), {u"*.part-*"_s, u".part-*"_s},
                           QDir::AllEntries | QDir::Hidden, QDirIterator::Subdirectories);
        QVERIFY2(!parts.hasNext(), qPrintable(parts.hasNext() ? parts.next() : QString()));

        // Without the limit, the reader runs again; what was kept is taken from the cache.
        const WeftOutcome again = run();
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(byNode(json(again), u"cache"_s),
                 (QHash<QString, QString>{
                     {u"read"_s, u"miss"_s}, {u"head"_s, u"hit"_s}, {u"write"_s, u"hit"_s}}));
        QCOMPARE(byNode(json(again), u"reason"_s).value(u"read"_s), u"no_entry"_s);
    }

    void twoRunsAtOnceShareTheCache()
    {
        QProcess a, b;
        for (QProcess *p : {&a, &b})
            p->start(weft::test::weftBinary(), {u"--run"_s, m_project, u"--json"_s, u"--quiet"_s});
        for (QProcess *p : {&a, &b}) {
            QVERIFY(p->waitForFinished(120'000));
            QCOMPARE(p->exitCode(), 0);
        }
        const WeftOutcome third = run();
        QCOMPARE(third.exitCode, 0);
        QCOMPARE(json(third)[u"cached"_s].toInt(), 4);
        QCOMPARE(cachedOutputs(m_dir.path()).size(), 4);
        const QStringList leftovers =
            QDir(m_dir.filePath(u".weft/cache"_s))
                .entryList({u".part-*"_s}, QDir::AllEntries | QDir::Hidden);
        QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(TestIncrementalRun)
#include "tst_incrementalrun.moc"
