#include "exec/TaskGraph.h"
#include "support/ListSchedule.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <numeric>

using namespace weft::engine;
using weft::test::listScheduleMakespan;
using weft::test::remainingCriticalPath;

namespace {

/// A recorded workflow's shape: each task's runtime and its parents (indexes into `seconds`).
struct Trace
{
    std::vector<double> seconds;
    std::vector<std::vector<quint32>> parents;
};

/// Reads tests/golden/workloads/shapes/*.tsv: a comment line, then one line per task, its
/// runtime and its parents' line numbers separated by commas.
Trace readTrace(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(path));
    Trace trace;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> fields = line.split('\t');
        trace.seconds.push_back(fields[0].toDouble());
        std::vector<quint32> parents;
        if (fields.size() > 1 && !fields[1].isEmpty())
            for (const QByteArray &p : fields[1].split(','))
                parents.push_back(p.toUInt());
        trace.parents.push_back(std::move(parents));
    }
    return trace;
}

std::vector<double> secondsByTask(const TaskGraph &graph, const Trace &trace)
{
    std::vector<double> seconds(size_t(graph.size()));
    for (TaskIndex t = 0; t < seconds.size(); ++t)
        seconds[t] = trace.seconds[graph.node(t)];
    return seconds;
}

/// The trace as a TaskGraph whose task i is the trace's task `at[i]`, its dependencies added in
/// the given direction (the same graph written in another order), ordered knowing each task's
/// recorded duration as a project run does from its last run.
TaskGraph graphOf(const Trace &trace, const std::vector<quint32> &at, bool reverseEdges)
{
    std::vector<quint32> index(at.size());
    for (quint32 i = 0; i < at.size(); ++i)
        index[at[i]] = i;
    TaskGraph graph;
    for (const quint32 task : at)
        graph.addTask(task);
    for (const quint32 task : at) {
        const std::vector<quint32> &parents = trace.parents[task];
        for (size_t k = 0; k < parents.size(); ++k) {
            const quint32 p = reverseEdges ? parents[parents.size() - 1 - k] : parents[k];
            graph.addDependency(index[p], index[task]);
        }
    }
    graph.finalize(TaskOrder::Static, secondsByTask(graph, trace));
    return graph;
}

/// Weft's makespan without overhead: the ready task of smallest priority runs next.
double weftMakespan(const TaskGraph &graph, const std::vector<double> &seconds, int workers)
{
    return listScheduleMakespan(graph, seconds, workers, [&graph](TaskIndex a, TaskIndex b) {
        return graph.priority(a) < graph.priority(b);
    });
}

/// The reference: longest remaining critical path first (ties by index).
double criticalPathMakespan(const TaskGraph &graph, const std::vector<double> &seconds, int workers)
{
    const std::vector<double> path = remainingCriticalPath(graph, seconds);
    return listScheduleMakespan(graph, seconds, workers, [&path](TaskIndex a, TaskIndex b) {
        return path[a] != path[b] ? path[a] > path[b] : a < b;
    });
}

} // namespace

/// The static order on real workflows (WfCommons traces, tests/golden/workloads/README.md): at
/// two workers it must come within 3 % of a list schedule by longest remaining critical path,
/// the classic rule for makespan, and give the same makespan whatever the file's order.
class TestTraceOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void makespanNearTheCriticalPathRule_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(weft::test::sourcePath(u"tests/golden/workloads/shapes"));
        const QStringList files = dir.entryList({QStringLiteral("*.tsv")}, QDir::Files);
        QCOMPARE(files.size(), 11);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file.chopped(4))) << dir.filePath(file);
    }

    void makespanNearTheCriticalPathRule()
    {
        QFETCH(QString, path);
        const Trace trace = readTrace(path);
        std::vector<quint32> inFileOrder(trace.seconds.size());
        std::iota(inFileOrder.begin(), inFileOrder.end(), 0u);
        const std::vector<quint32> reversed(inFileOrder.rbegin(), inFileOrder.rend());

        const TaskGraph graph = graphOf(trace, inFileOrder, false);
        const std::vector<double> seconds = secondsByTask(graph, trace);
        const double reference = criticalPathMakespan(graph, seconds, 2);
        const double weft = weftMakespan(graph, seconds, 2);
        qInfo("%s: %d tasks, 2 workers: static order %.1f s, critical path rule %.1f s (%.3f x)",
              qPrintable(QFileInfo(path).baseName()), int(graph.size()), weft, reference,
              weft / reference);
        const QString figures = QStringLiteral("%1 s against %2 s").arg(weft).arg(reference);
        // Two traces where the order's memory rules (run at once what frees an input) cost
        // makespan at two workers: listed so that a better order shows up as an unexpected
        // pass. They must stay within 5 %.
        static const QStringList missed = {u"1000genome-chameleon-2ch-100k-001"_qs,
                                           u"rnaseq-dirt02-001"_qs};
        const bool known = missed.contains(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY2(weft <= (known ? 1.05 : 1.03) * reference, qPrintable(figures));
        if (known)
            QEXPECT_FAIL("", "3.5 % (1000genome) and 4.2 % (rnaseq) above the rule", Continue);
        QVERIFY2(weft <= 1.03 * reference, qPrintable(figures));

        // Written backwards, the same graph runs in an order just as fast.
        const TaskGraph other = graphOf(trace, reversed, true);
        QCOMPARE(weftMakespan(other, secondsByTask(other, trace), 2), weft);
    }
};

QTEST_GUILESS_MAIN(TestTraceOrder)
#include "tst_traceorder.moc"
