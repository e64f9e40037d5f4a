// Incremental runs over random graphs and the bundled examples, through the weft command on
// threads and on processes: after each kind of edit, --dry-run names exactly the nodes that an
// edit reaches, the run then computes exactly those (and takes the rest from the cache), and
// every file the run writes is byte for byte what a run without the cache writes (a database:
// table for table).

#include "support/FileContents.h"
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::test;
using namespace Qt::StringLiterals;

namespace {

/// A node of a random graph: its operator, parameters and the nodes it reads.
struct RandomNode
{
    QString id;
    QString op;
    QJsonObject params;
    QStringList inputs; ///< node ids, in port order
};

/// A graph of table operators over `readers` CSV files: each node reads one or two earlier
/// nodes; every node nothing reads, and a few others, is written to out/<id>.csv. No two nodes
/// ever compute the same thing (operator, parameters and inputs), before or after an edit: two
/// that did would share a cache entry, and an edit would not run what it reaches.
class RandomGraph
{
public:
    RandomGraph(quint32 seed, int readers, int nodes)
        : m_random(seed)
    {
        for (int i = 0; i < readers; ++i)
            m_nodes.push_back(
                {u"read%1"_s.arg(i), u"csv.read"_s, {{u"path"_s, u"data/in%1.csv"_s.arg(i)}}, {}});
        for (int i = 0; i < nodes; ++i)
            m_nodes.push_back(transform(u"n%1"_s.arg(i)));
        QSet<QString> read;
        for (const RandomNode &node : m_nodes)
            for (const QString &input : node.inputs)
                read.insert(input);
        const qsizetype computed = m_nodes.size();
        for (qsizetype i = 0; i < computed; ++i) {
            const QString id = m_nodes[i].id;
            if (!read.contains(id) || bounded(4) == 0)
                m_nodes.push_back({u"write_"_s + id,
                                   u"csv.write"_s,
                                   {{u"path"_s, u"out/%1.csv"_s.arg(id)}},
                                   {id}});
        }
    }

    /// The CSV that reader `index` reads, with `extra` added to one value.
    static QByteArray input(int index, int extra = 0)
    {
        QByteArray csv = "x,y,name\n";
        for (int row = 0; row < 40; ++row)
            csv += QByteArray::number((row * 7 + index * 3) % 23 + (row == 5 ? extra : 0)) + ',' +
                   QByteArray::number((row % 9) * 0.25 + index, 'g', 6) + ",r" +
                   QByteArray::number(row) + '\n';
        return csv;
    }

    QByteArray project() const
    {
        QJsonArray nodes, edges;
        int x = 0;
        for (const RandomNode &node : m_nodes) {
            nodes.append(QJsonObject{{u"id"_s, node.id},
                                     {u"operator"_s, node.op},
                                     {u"params"_s, node.params},
                                     {u"position"_s, QJsonObject{{u"x"_s, x}, {u"y"_s, 0}}}});
            x += 200;
            const QString port = node.op == u"table.concat" ? u"tables"_s : u"table"_s;
            for (const QString &from : node.inputs)
                edges.append(QJsonObject{{u"from"_s, QString(from + u".table"_s)},
                                         {u"to"_s, QString(node.id + u'.' + port)}});
        }
        return projectFile(u"random"_s, nodes, edges);
    }

    /// Gives one random table node other parameters for its operator; returns its id.
    QString editParameter()
    {
        QList<qsizetype> editable;
        for (qsizetype i = 0; i < m_nodes.size(); ++i)
            if (m_nodes[i].op.startsWith(u"table.") && m_nodes[i].op != u"table.concat")
                editable << i;
        for (;;) {
            RandomNode &node = m_nodes[editable[bounded(int(editable.size()))]];
            for (int attempt = 0; attempt < 50; ++attempt) {
                RandomNode edited = node;
                edited.params = paramsFor(node.op);
                if (isNew(edited)) {
                    node = edited;
                    return node.id;
                }
            }
        }
    }

    /// `id` and every node that reads it, directly or not.
    QSet<QString> reachedFrom(const QString &id) const
    {
        QSet<QString> reached{id};
        for (const RandomNode &node : m_nodes) // nodes come after what they read
            for (const QString &input : node.inputs)
                if (reached.contains(input))
                    reached.insert(node.id);
        return reached;
    }

    QStringList ids() const
    {
        QStringList all;
        for (const RandomNode &node : m_nodes)
            all << node.id;
        return all;
    }

    int bounded(int n) { return int(m_random.bounded(quint32(n))); }

private:
    /// A table operator over one earlier node, or a concatenation of two.
    RandomNode transform(const QString &id)
    {
        static const QStringList operators{u"table.derive"_s, u"table.filter"_s, u"table.sort"_s,
                                           u"table.head"_s, u"table.concat"_s};
        const auto earlier = [this] { return m_nodes[bounded(int(m_nodes.size()))].id; };
        for (;;) {
            RandomNode node{id, operators[bounded(int(operators.size()))], {}, {earlier()}};
            if (node.op == u"table.concat")
                node.inputs << earlier();
            node.params = paramsFor(node.op);
            if (isNew(node))
                return node;
        }
    }

    /// Whether no node has computed what `node` computes, now or before an edit; notes it.
    bool isNew(const RandomNode &node)
    {
        const QString computation =
            node.op + QString::fromUtf8(QJsonDocument(node.params).toJson(QJsonDocument::Compact)) +
            node.inputs.join(u',');
        if (m_computations.contains(computation))
            return false;
        m_computations.insert(computation);
        return true;
    }

    QJsonObject paramsFor(const QString &op)
    {
        const int k = 1 + bounded(20);
        if (op == u"table.derive")
            return {{u"column"_s, u"y"_s}, {u"expression"_s, u"x * %1 + y"_s.arg(k)}};
        if (op == u"table.filter")
            return {{u"condition"_s, u"x > %1"_s.arg(k % 12)}};
        if (op == u"table.sort")
            return {{u"column"_s, k % 2 ? u"x"_s : u"name"_s}, {u"descending"_s, k % 3 == 0}};
        if (op == u"table.head")
            return {{u"rows"_s, k}};
        return {};
    }

    QRandomGenerator m_random;
    QList<RandomNode> m_nodes;
    QSet<QString> m_computations;
};

QJsonObject json(const WeftOutcome &outcome)
{
    return QJsonDocument::fromJson(outcome.out.toUtf8()).object();
}

/// The nodes of a --json report or --dry-run plan whose `key` is `value`.
QSet<QString> nodesWhere(const QJsonObject &report, const QString &key, const QString &value)
{
    QSet<QString> ids;
    for (const QJsonValue &node : report[u"nodes"_s].toArray())
        if (node[key].toString() == value)
            ids.insert(node[u"id"_s].toString());
    return ids;
}

/// Every file under `folder` but Weft's own (.weft/), by relative path.
QStringList filesIn(const QString &folder)
{
    QStringList files;
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        if (const QString relative = root.relativeFilePath(it.next());
            !relative.startsWith(u".weft/"_s))
            files << relative;
    return files;
}

QString sorted(const QSet<QString> &ids)
{
    QStringList list(ids.begin(), ids.end());
    list.sort();
    return list.join(u", "_s);
}

/// Copies the files of `from` (not .weft/) but those in `except` into the empty folder `to`;
/// returns those it copied.
QSet<QString> copyInputs(const QString &from, const QString &to, const QSet<QString> &except = {})
{
    QSet<QString> copied;
    for (const QString &file : filesIn(from))
        if (!except.contains(file)) {
            writeFile(to + u'/' + file, readFile(from + u'/' + file));
            copied.insert(file);
        }
    return copied;
}

} // namespace

class TestCacheProperty : public QObject
{
    Q_OBJECT

    QString m_backend;
    QSet<QString> m_written; ///< the files that the runs of this test function wrote

    WeftOutcome run(const QString &project, QStringList extra = {})
    {
        return runWeft(QStringList{u"--run"_s, project, u"--json"_s, u"--quiet"_s, u"--trust"_s,
                                   u"--backend"_s, m_backend, u"--jobs"_s, u"2"_s} +
                       extra);
    }

    /// What a run of the project in `folder` without the cache writes, made in a copy of its
    /// inputs (outputs there already are left out).
    QHash<QString, QByteArray> uncachedOutputs(const QString &folder, const QString &projectName)
    {
        QTemporaryDir copy;
        const QSet<QString> inputs = copyInputs(folder, copy.path(), m_written);
        const WeftOutcome o = run(copy.filePath(projectName), {u"--no-cache"_s});
        [&] { QVERIFY2(o.exitCode == 0, qPrintable(o.err)); }();
        QHash<QString, QByteArray> outputs;
        for (const QString &file : filesIn(copy.path()))
            if (!inputs.contains(file))
                outputs.insert(file, fileContents(copy.filePath(file)));
        return outputs;
    }

    /// Runs the project with the cache, after checking that --dry-run plans to compute exactly
    /// `expected`; the run must then compute exactly those and take the rest from the cache,
    /// and its files must equal those of a run without the cache.
    void runAndCompare(const QString &folder, const QString &name, const QSet<QString> &expected,
                       const QStringList &all)
    {
        const QString project = folder + u'/' + name;
        const WeftOutcome dry = run(project, {u"--dry-run"_s});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        const QSet<QString> planned = nodesWhere(json(dry), u"action"_s, u"run"_s);
        QVERIFY2(planned == expected,
                 qPrintable(u"planned: %1\nexpected: %2"_s.arg(sorted(planned), sorted(expected))));

        const WeftOutcome o = run(project);
        QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out.left(2000)));
        const QJsonObject report = json(o);
        // Computed: missed in the cache, or not cacheable at all.
        const QSet<QString> computed =
            nodesWhere(report, u"cache"_s, u"miss"_s) | nodesWhere(report, u"cache"_s, u"off"_s);
        const QSet<QString> hits = nodesWhere(report, u"cache"_s, u"hit"_s);
        QVERIFY2(computed == expected,
                 qPrintable(u"computed: %1\nplanned: %2"_s.arg(sorted(computed), sorted(planned))));
        QCOMPARE(hits.size() + computed.size(), all.size());
        for (const QJsonValue &file : report[u"outputs"_s].toArray())
            m_written.insert(file.toString());

        const QHash<QString, QByteArray> uncached = uncachedOutputs(folder, name);
        QVERIFY(!uncached.isEmpty());
        for (auto it = uncached.begin(); it != uncached.end(); ++it)
            QVERIFY2(fileContents(folder + u'/' + it.key()) == it.value(),
                     qPrintable(u"%1 differs from a run without the cache"_s.arg(it.key())));
    }

private Q_SLOTS:
    void init() { m_written.clear(); }

    void randomGraphs_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<QString>("backend");
        for (quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u})
            for (const QString &backend : {u"threads"_s, u"processes"_s})
                QTest::addRow("seed %u, %s", seed, qPrintable(backend)) << seed << backend;
    }

    void randomGraphs()
    {
        QFETCH(quint32, seed);
        QFETCH(QString, backend);
        m_backend = backend;
        QTemporaryDir dir;
        const QString folder = dir.path();
        const int readers = 2;
        RandomGraph graph(seed, readers, 8 + int(seed % 5));
        for (int i = 0; i < readers; ++i)
            writeFile(dir.filePath(u"data/in%1.csv"_s.arg(i)), RandomGraph::input(i));
        const QString name = u"p.weft"_s;
        writeFile(dir.filePath(name), graph.project());
        const QStringList all = graph.ids();
        const QSet<QString> everything(all.begin(), all.end());

        // A first run computes every node; a second computes none.
        runAndCompare(folder, name, everything, all);
        if (QTest::currentTestFailed())
            return;
        runAndCompare(folder, name, {}, all);
        if (QTest::currentTestFailed())
            return;

        // A parameter: its node and what it reaches.
        for (int edit = 0; edit < 2; ++edit) {
            const QString edited = graph.editParameter();
            writeFile(dir.filePath(name), graph.project());
            runAndCompare(folder, name, graph.reachedFrom(edited), all);
            if (QTest::currentTestFailed())
                return;
        }

        // An input file touched with the same bytes: nothing; its content changed: its reader
        // and what that reaches.
        const int reader = graph.bounded(readers);
        const QString input = dir.filePath(u"data/in%1.csv"_s.arg(reader));
        writeFile(input, RandomGraph::input(reader));
        runAndCompare(folder, name, {}, all);
        if (QTest::currentTestFailed())
            return;
        writeFile(input, RandomGraph::input(reader, 1 + int(seed)));
        runAndCompare(folder, name, graph.reachedFrom(u"read%1"_s.arg(reader)), all);
        if (QTest::currentTestFailed())
            return;

        // The files written are gone: their writers write them again from what the cache
        // holds, and nothing else runs.
        QSet<QString> writers;
        for (const QString &file : m_written) {
            QVERIFY(QFile::remove(dir.filePath(file)));
            writers.insert(u"write_"_s + QFileInfo(file).completeBaseName());
        }
        runAndCompare(folder, name, writers, all);
    }

    void examples_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("backend");
        const QDir examples(sourcePath(u"resources/examples"));
        for (const QString &example : examples.entryList({u"*.weft"_s}, QDir::Files))
            for (const QString &backend : {u"threads"_s, u"processes"_s})
                QTest::addRow("%s, %s", qPrintable(example), qPrintable(backend))
                    << example << backend;
    }

    void examples()
    {
        QFETCH(QString, example);
        QFETCH(QString, backend);
        m_backend = backend;
        QTemporaryDir dir;
        copyInputs(sourcePath(u"resources/examples"), dir.path());

        const WeftOutcome first = run(dir.filePath(example));
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out.left(2000)));
        QStringList all;
        QSet<QString> expected; // the writers, and what is never cached
        for (const QJsonValue &node : json(first)[u"nodes"_s].toArray()) {
            all << node[u"id"_s].toString();
            if (node[u"cache"_s].toString() == u"off")
                expected.insert(all.last());
        }
        const QJsonObject project =
            QJsonDocument::fromJson(readFile(dir.filePath(example))).object();
        for (const QJsonValue &node : project[u"nodes"_s].toArray())
            if (node[u"operator"_s].toString().endsWith(u".write"_s))
                expected.insert(node[u"id"_s].toString());
        QVERIFY(!expected.isEmpty());

        // What the run wrote is removed: the writers write it again from what the cache holds.
        const QJsonArray outputs = json(first)[u"outputs"_s].toArray();
        QVERIFY(!outputs.isEmpty());
        for (const QJsonValue &file : outputs) {
            m_written.insert(file.toString());
            QVERIFY(QFile::remove(dir.filePath(file.toString())));
        }
        runAndCompare(dir.path(), example, expected, all);
    }
};

QTEST_GUILESS_MAIN(TestCacheProperty)
#include "tst_cacheproperty.moc"
