// `weft --validate` checks the column names that expressions and column parameters give against
// the schemas known before a run (a reader's header and the table operators' rules): the real
// binary, as a user runs it.

#include "../support/WeftCommand.h"
#include "support/TestPaths.h"

#include <QDirIterator>

using namespace Qt::StringLiterals;
using weft::test::runWeft;
using weft::test::WeftOutcome;
using weft::test::writeFile;

namespace {

/// A project reading data/sales.csv into node `read`, then `nodes` (JSON objects after it),
/// connected by `edges`.
QByteArray projectText(const QByteArray &nodes, const QByteArray &edges)
{
    return R"({"format": 1, "project": {"name": "p"}, "datasets": [], "nodes": [
        {"id": "read", "operator": "csv.read", "params": {"path": "data/sales.csv"},
         "position": {"x": 0, "y": 0}})" +
           nodes + R"(], "edges": [)" + edges + "]}";
}

} // namespace

class TestSchemaValidate : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeProject(const QByteArray &nodes, const QByteArray &edges)
    {
        const QString project = m_dir.filePath(u"p.weft"_s);
        writeFile(project, projectText(nodes, edges));
        return project;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeFile(m_dir.filePath(u"data/sales.csv"_s), "price,qty,city\n2.5,3,Bern\n4,1,Basel\n");
    }

    void anExpressionNamingAColumnTheHeaderLacksIsRefused()
    {
        const QString project = writeProject(
            R"(, {"id": "clean", "operator": "table.derive",
                  "params": {"column": "total", "expression": "prise * qty"},
                  "position": {"x": 0, "y": 0}})",
            R"({"from": "read.table", "to": "clean.table"})");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QCOMPARE(o.exitCode, 2);
        QCOMPARE(o.err,
                 u"weft: %1: node 'clean': parameter 'expression' names column 'prise', "
                 "which its input does not have (it has: price, qty, city)\n"_s.arg(project));
    }

    void anExpressionThatDoesNotCompileIsRefusedInTheRunsWords()
    {
        const QString project = writeProject(
            R"(, {"id": "clean", "operator": "table.derive",
                  "params": {"column": "total", "expression": "price *"},
                  "position": {"x": 0, "y": 0}},
                 {"id": "keep", "operator": "table.filter", "params": {"condition": "qty >"},
                  "position": {"x": 0, "y": 0}})",
            R"({"from": "read.table", "to": "clean.table"},
               {"from": "read.table", "to": "keep.table"})");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.startsWith(u"weft: %1: node 'clean': parameter 'expression': the "
                                  "expression 'price *' for column 'total': "_s.arg(project)),
                 qPrintable(o.err));
        // A value that only the data can refuse is the run's business, not the validator's.
        writeFile(project, projectText(QByteArray(R"(, {"id": "clean", "operator": "table.derive",
                  "params": {"column": "n", "expression": "FAILING"},
                  "position": {"x": 0, "y": 0}})")
                                           .replace("FAILING", "to_number('oops')"),
                                       R"({"from": "read.table", "to": "clean.table"})"));
        const WeftOutcome valid = runWeft({u"--validate"_s, project});
        QVERIFY2(valid.exitCode == 0, qPrintable(valid.err));
        const WeftOutcome run = runWeft({u"--run"_s, project});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"oops"_s) || run.out.contains(u"oops"_s),
                 qPrintable(run.out + run.err));
    }

    void aColumnParameterNamingAMissingColumnIsRefused()
    {
        const QString project = writeProject(
            R"(, {"id": "g", "operator": "table.group", "params": {"by": "town"},
                  "position": {"x": 0, "y": 0}})",
            R"({"from": "read.table", "to": "g.table"})");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(u"node 'g': parameter 'by' names column 'town', which its input "
                                "does not have (it has: price, qty, city)"_s),
                 qPrintable(o.err));
    }

    void columnTypesAreCheckedAgainstTheHeader()
    {
        // A typo in column_types is the user's typing: refused before the run, as in it.
        const auto typed = [this](const QByteArray &types) {
            return writeProject(QByteArray(R"(, {"id": "typed", "operator": "csv.read",
                  "params": {"path": "data/sales.csv", "column_types": "TYPES"},
                  "position": {"x": 0, "y": 0}})")
                                    .replace("TYPES", types),
                                {});
        };
        const QString project = typed("qty = float\nquantity = int");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QCOMPARE(o.exitCode, 2);
        QCOMPARE(o.err, u"weft: %1: node 'typed': parameter 'column_types': a type is set for "
                        "column 'quantity', which the header of data/sales.csv does not name "
                        "(its columns: price, qty, city)\n"_s.arg(project));
        const WeftOutcome malformed = runWeft({u"--validate"_s, typed("qty int")});
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY2(malformed.err.contains(u"node 'typed': parameter 'column_types': line 1 of the "
                                        "column types, 'qty int', is not"_s),
                 qPrintable(malformed.err));
        const WeftOutcome fine = runWeft({u"--validate"_s, typed("qty = float")});
        QVERIFY2(fine.exitCode == 0, qPrintable(fine.err));
    }

    void aDerivedColumnUsedDownstreamValidates()
    {
        const QString project = writeProject(
            R"(, {"id": "total", "operator": "table.derive",
                  "params": {"column": "total", "expression": "price * qty"},
                  "position": {"x": 0, "y": 0}},
                 {"id": "big", "operator": "table.filter", "params": {"condition": "total > 5"},
                  "position": {"x": 0, "y": 0}},
                 {"id": "by_city", "operator": "table.group",
                  "params": {"by": "city", "aggregates": "sum(total) as revenue"},
                  "position": {"x": 0, "y": 0}},
                 {"id": "top", "operator": "table.sort", "params": {"column": "revenue"},
                  "position": {"x": 0, "y": 0}})",
            R"({"from": "read.table", "to": "total.table"},
               {"from": "total.table", "to": "big.table"},
               {"from": "big.table", "to": "by_city.table"},
               {"from": "by_city.table", "to": "top.table"})");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        // And the run agrees that every column is there.
        const WeftOutcome run = runWeft({u"--run"_s, project});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    void aColumnOfAnUnknownSchemaIsNoError()
    {
        // A command's table is known only once it ran: nothing can be said about its columns.
        const QString project = writeProject(
            R"(, {"id": "make", "operator": "command",
                  "params": {"program": "true", "outputs": "t: table"},
                  "position": {"x": 0, "y": 0}},
                 {"id": "use", "operator": "table.derive",
                  "params": {"column": "y", "expression": "whatever * 2"},
                  "position": {"x": 0, "y": 0}})",
            R"({"from": "make.t", "to": "use.table"})");
        const WeftOutcome o = runWeft({u"--validate"_s, project});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    }

    void everyBundledExampleStillValidates()
    {
        int examples = 0;
        for (QDirIterator it(weft::test::sourcePath(u"resources/examples"), {u"*.weft"_s},
                             QDir::Files);
             it.hasNext();) {
            const QString example = it.next();
            const WeftOutcome o = runWeft({u"--validate"_s, example});
            QVERIFY2(o.exitCode == 0, qPrintable(example + u": "_s + o.err));
            ++examples;
        }
        QVERIFY(examples >= 6); // the six bundled today; more are welcome
    }
};

QTEST_GUILESS_MAIN(TestSchemaValidate)
#include "tst_schemavalidate.moc"
