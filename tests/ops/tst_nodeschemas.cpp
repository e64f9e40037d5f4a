// Design-time schemas (computeNodeSchemas): what each operator's rule makes of its inputs'
// schemas and its parameters, from readers' file headers, without running a node.

#include "data/NpyFile.h"
#include "data/SourceSchemas.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeSchemas.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

/// A graph written as nodes "id: operator" with parameters and edges "a.port -> b.port".
class GraphBuilder
{
public:
    GraphBuilder &node(const QString &id, const QString &op, QJsonObject params = {})
    {
        m_graph.nodes.push_back(Node{NodeId(id), op, {}, std::move(params), {}, {}});
        return *this;
    }
    GraphBuilder &edge(const QString &from, const QString &fromPort, const QString &to,
                       const QString &toPort)
    {
        m_graph.edges.push_back(Edge{NodeId(from), fromPort, NodeId(to), toPort});
        return *this;
    }
    const Graph &graph() const { return m_graph; }

private:
    Graph m_graph;
};

/// "name:type, …" of a table schema, "?" for an unknown type, "+…" when it is not complete.
QString describe(const DatasetSchema &schema)
{
    QStringList parts;
    for (const ColumnSchema &column : schema.columns)
        parts.append(column.name + u':' + columnTypeName(column.type));
    return parts.join(u", ") + (schema.complete ? QString() : u" +…"_s);
}

} // namespace

class TestNodeSchemas : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SourceSchemas m_sources; ///< a memo of its own, so that no other test's files linger

    void write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    std::vector<NodeSchema> schemas(const GraphBuilder &builder)
    {
        return computeNodeSchemas(builder.graph(), OperatorRegistry::builtin(), QDir(m_dir.path()),
                                  m_sources);
    }

    /// The table schema of node `index`'s first output.
    QString tableOf(const GraphBuilder &builder, int index)
    {
        const auto all = schemas(builder);
        return describe(all.at(size_t(index)).outputs.front());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write(u"sales.csv"_s, "id,price,qty,city,flag\n1,2.5,3,Bern,true\n2,4,,Basel,false\n");
        write(u"semi.csv"_s, "a;b\n1;x\n");
        write(u"cities.csv"_s, "city_name,country\nBern,CH\n");
    }

    void csvReadTakesTheHeaderAndTypesFromTheFirstRows()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}});
        QCOMPARE(tableOf(b, 0), u"id:int, price:float, qty:int, city:string, flag:bool"_s);
    }

    void csvReadHonoursItsParameters()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s,
               {{u"path"_s, u"semi.csv"_s},
                {u"delimiter"_s, u";"_s},
                {u"column_types"_s, u"a = float"_s}});
        QCOMPARE(tableOf(b, 0), u"a:float, b:string"_s);
        GraphBuilder missing;
        missing.node(u"r"_s, u"csv.read"_s,
                     {{u"path"_s, u"sales.csv"_s}, {u"missing_values"_s, u"Bern,Basel"_s}});
        // Every value of city is missing in the file, which then ends: text, as the run reads it.
        QCOMPARE(tableOf(missing, 0), u"id:int, price:float, qty:int, city:string, flag:bool"_s);
    }

    void aFileNotYetWrittenIsUnknown()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"out/later.csv"_s}});
        const auto all = schemas(b);
        QCOMPARE(all[0].outputs.front().kind, DataKind::Table);
        QVERIFY(!all[0].outputs.front().complete);
    }

    void deriveAddsAFloatForAFormulaAndAnUnknownTypeForSql()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"total"_s, u"table.derive"_s,
                  {{u"column"_s, u"total"_s}, {u"expression"_s, u"price * qty"_s}})
            .node(u"upper"_s, u"table.derive"_s,
                  {{u"column"_s, u"city"_s}, {u"expression"_s, u"upper(city)"_s}})
            .edge(u"r"_s, u"table"_s, u"total"_s, u"table"_s)
            .edge(u"total"_s, u"table"_s, u"upper"_s, u"table"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[1].outputs[0]),
                 u"id:int, price:float, qty:int, city:string, flag:bool, total:float"_s);
        // Replaced in place; SQL's values decide the type.
        QCOMPARE(describe(all[2].outputs[0]),
                 u"id:int, price:float, qty:int, city:unknown, flag:bool, total:float"_s);
        QVERIFY(all[1].missingColumns.empty());
        QVERIFY(all[2].missingColumns.empty());
    }

    void anExpressionNamingAMissingColumnIsNotedAndLeavesTheOutputUnknown()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"clean"_s, u"table.derive"_s,
                  {{u"column"_s, u"t"_s}, {u"expression"_s, u"prise * qty"_s}})
            .node(u"keep"_s, u"table.filter"_s, {{u"condition"_s, u"nothing > 1"_s}})
            .node(u"sql"_s, u"table.filter"_s, {{u"condition"_s, u"town = 'Bern'"_s}})
            .edge(u"r"_s, u"table"_s, u"clean"_s, u"table"_s)
            .edge(u"clean"_s, u"table"_s, u"keep"_s, u"table"_s)
            .edge(u"r"_s, u"table"_s, u"sql"_s, u"table"_s);
        const auto all = schemas(b);
        QCOMPARE(all[1].missingColumns,
                 (std::vector<MissingColumn>{{u"expression"_s, 0, u"prise"_s}}));
        QVERIFY(!all[1].outputs[0].complete);
        // Below a node that will fail nothing is known, so nothing more is blamed.
        QVERIFY(all[2].missingColumns.empty());
        QCOMPARE(all[3].missingColumns,
                 (std::vector<MissingColumn>{{u"condition"_s, 0, u"town"_s}}));
    }

    void anUnknownInputBlamesNothing()
    {
        GraphBuilder b;
        b.node(u"c"_s, u"command"_s, {{u"program"_s, u"true"_s}, {u"outputs"_s, u"t: table"_s}})
            .node(u"d"_s, u"table.derive"_s,
                  {{u"column"_s, u"t"_s}, {u"expression"_s, u"anything * 2"_s}})
            .node(u"s"_s, u"table.select"_s, {{u"columns"_s, u"whatever"_s}})
            .edge(u"c"_s, u"t"_s, u"d"_s, u"table"_s)
            .edge(u"d"_s, u"table"_s, u"s"_s, u"table"_s);
        const auto all = schemas(b);
        QVERIFY(all[1].missingColumns.empty());
        QVERIFY(all[2].missingColumns.empty());
        // The derived column is known to be there, the rest is not known.
        QCOMPARE(describe(all[1].outputs[0]), u"t:unknown +…"_s);
        // A select without keep_rest has exactly the columns named.
        QCOMPARE(describe(all[2].outputs[0]), u"whatever:unknown"_s);
    }

    void selectRenamesKeepsTheRestAndNotesMissingColumns()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"s"_s, u"table.select"_s,
                  {{u"columns"_s, u"price as unit_price, id"_s}, {u"keep_rest"_s, true}})
            .node(u"bad"_s, u"table.select"_s, {{u"columns"_s, u"id, cost"_s}})
            .edge(u"r"_s, u"table"_s, u"s"_s, u"table"_s)
            .edge(u"r"_s, u"table"_s, u"bad"_s, u"table"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[1].outputs[0]),
                 u"unit_price:float, id:int, qty:int, city:string, flag:bool"_s);
        QCOMPARE(all[2].missingColumns, (std::vector<MissingColumn>{{u"columns"_s, 0, u"cost"_s}}));
    }

    void joinKeepsBothKeysWhenTheirNamesDiffer()
    {
        GraphBuilder b;
        b.node(u"l"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"cities.csv"_s}})
            .node(u"j"_s, u"table.join"_s, {{u"on"_s, u"city = city_name"_s}})
            .node(u"self"_s, u"table.join"_s, {{u"on"_s, u"id"_s}, {u"how"_s, u"outer"_s}})
            .node(u"bad"_s, u"table.join"_s, {{u"on"_s, u"city = name"_s}})
            .edge(u"l"_s, u"table"_s, u"j"_s, u"left"_s)
            .edge(u"r"_s, u"table"_s, u"j"_s, u"right"_s)
            .edge(u"l"_s, u"table"_s, u"self"_s, u"left"_s)
            .edge(u"l"_s, u"table"_s, u"self"_s, u"right"_s)
            .edge(u"l"_s, u"table"_s, u"bad"_s, u"left"_s)
            .edge(u"r"_s, u"table"_s, u"bad"_s, u"right"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[2].outputs[0]), u"id:int, price:float, qty:int, city:string, "
                                              "flag:bool, city_name:string, country:string"_s);
        // A key both name alike appears once; the other right columns take the suffix.
        QCOMPARE(describe(all[3].outputs[0]),
                 u"id:int, price:float, qty:int, city:string, flag:bool, price_right:float, "
                 "qty_right:int, city_right:string, flag_right:bool"_s);
        QCOMPARE(all[4].missingColumns, (std::vector<MissingColumn>{{u"on"_s, 1, u"name"_s}}));
    }

    void groupGivesKeysAndTypedAggregates()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"g"_s, u"table.group"_s,
                  {{u"by"_s, u"city"_s},
                   {u"aggregates"_s,
                    u"count, sum(qty), sum(price) as revenue, mean(qty), max(flag)"_s}})
            .node(u"bad"_s, u"table.group"_s, {{u"by"_s, u"town"_s}})
            .edge(u"r"_s, u"table"_s, u"g"_s, u"table"_s)
            .edge(u"r"_s, u"table"_s, u"bad"_s, u"table"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[1].outputs[0]), u"city:string, count:int, sum_qty:int, "
                                              "revenue:float, mean_qty:float, max_flag:bool"_s);
        QCOMPARE(all[2].missingColumns, (std::vector<MissingColumn>{{u"by"_s, 0, u"town"_s}}));
    }

    void concatMatchesColumnsByName()
    {
        GraphBuilder b;
        b.node(u"a"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"b"_s, u"csv.read"_s, {{u"path"_s, u"cities.csv"_s}})
            .node(u"all"_s, u"table.concat"_s)
            .node(u"common"_s, u"table.concat"_s, {{u"columns"_s, u"common"_s}})
            .node(u"d"_s, u"table.derive"_s,
                  {{u"column"_s, u"id"_s}, {u"expression"_s, u"price * 1"_s}})
            .node(u"widened"_s, u"table.concat"_s, {{u"columns"_s, u"common"_s}})
            .edge(u"a"_s, u"table"_s, u"all"_s, u"tables"_s)
            .edge(u"b"_s, u"table"_s, u"all"_s, u"tables"_s)
            .edge(u"a"_s, u"table"_s, u"common"_s, u"tables"_s)
            .edge(u"b"_s, u"table"_s, u"common"_s, u"tables"_s)
            .edge(u"a"_s, u"table"_s, u"d"_s, u"table"_s)
            .edge(u"a"_s, u"table"_s, u"widened"_s, u"tables"_s)
            .edge(u"d"_s, u"table"_s, u"widened"_s, u"tables"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[2].outputs[0]), u"id:int, price:float, qty:int, city:string, "
                                              "flag:bool, city_name:string, country:string"_s);
        QCOMPARE(describe(all[3].outputs[0]), QString());
        QVERIFY(all[3].outputs[0].complete);
        // id is an int in one table and a float in the other: float holds both.
        QCOMPARE(describe(all[5].outputs[0]),
                 u"id:float, price:float, qty:int, city:string, flag:bool"_s);
    }

    void rowOperatorsKeepTheColumnsAndCheckTheirNames()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"sort"_s, u"table.sort"_s, {{u"column"_s, u"qty"_s}})
            .node(u"drop"_s, u"table.drop_missing"_s, {{u"columns"_s, u"qty, price"_s}})
            .node(u"fill"_s, u"table.fill_missing"_s, {{u"columns"_s, u"qty = 0"_s}})
            .node(u"head"_s, u"table.head"_s)
            .node(u"badsort"_s, u"table.sort"_s, {{u"column"_s, u"quantity"_s}})
            .node(u"badfill"_s, u"table.fill_missing"_s, {{u"columns"_s, u"amount = 0"_s}})
            .edge(u"r"_s, u"table"_s, u"sort"_s, u"table"_s)
            .edge(u"sort"_s, u"table"_s, u"drop"_s, u"table"_s)
            .edge(u"drop"_s, u"table"_s, u"fill"_s, u"table"_s)
            .edge(u"fill"_s, u"table"_s, u"head"_s, u"table"_s)
            .edge(u"r"_s, u"table"_s, u"badsort"_s, u"table"_s)
            .edge(u"r"_s, u"table"_s, u"badfill"_s, u"table"_s);
        const auto all = schemas(b);
        for (int i = 1; i <= 4; ++i) {
            QCOMPARE(describe(all[size_t(i)].outputs[0]),
                     u"id:int, price:float, qty:int, city:string, flag:bool"_s);
            QVERIFY(all[size_t(i)].missingColumns.empty());
        }
        QCOMPARE(all[5].missingColumns,
                 (std::vector<MissingColumn>{{u"column"_s, 0, u"quantity"_s}}));
        QCOMPARE(all[6].missingColumns,
                 (std::vector<MissingColumn>{{u"columns"_s, 0, u"amount"_s}}));
    }

    void sqlGivesTheQuerysColumnsOfUnknownTypes()
    {
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"sales.csv"_s}})
            .node(u"q"_s, u"table.sql"_s,
                  {{u"query"_s, u"SELECT city, sum(qty) AS n FROM t1 GROUP BY city"_s}})
            .node(u"broken"_s, u"table.sql"_s, {{u"query"_s, u"SELECT nope FROM t1"_s}})
            .edge(u"r"_s, u"table"_s, u"q"_s, u"tables"_s)
            .edge(u"r"_s, u"table"_s, u"broken"_s, u"tables"_s);
        const auto all = schemas(b);
        QCOMPARE(describe(all[1].outputs[0]), u"city:unknown, n:unknown"_s);
        // Not derived, so not blamed: the run names the SQL error.
        QVERIFY(!all[2].outputs[0].complete);
        QVERIFY(all[2].missingColumns.empty());
    }

    void unknownOperatorsAndCommandsAreUnknown()
    {
        GraphBuilder b;
        b.node(u"x"_s, u"no.such"_s).node(u"w"_s, u"work"_s);
        const auto all = schemas(b);
        QVERIFY(all[0].outputs.empty());
        QCOMPARE(all[1].outputs.size(), size_t(1));
        QCOMPARE(all[1].outputs[0].kind, DataKind::Any);
    }

    void arraysCarryDtypeAndShape()
    {
        NpyFile::write(Array::fromDoubles(ElementType::Float32, {6, 4}, std::vector<double>(24)),
                       m_dir.filePath(u"grid.npy"_s));
        GraphBuilder b;
        b.node(u"n"_s, u"npy.read"_s, {{u"path"_s, u"grid.npy"_s}})
            .node(u"sum"_s, u"array.reduce"_s, {{u"axis"_s, u"0"_s}})
            .node(u"chunk"_s, u"array.chunk"_s, {{u"count"_s, 4}, {u"index"_s, 0}})
            .node(u"gen"_s, u"array.generate"_s,
                  {{u"shape"_s, u"3, 4"_s}, {u"dtype"_s, u"int32"_s}})
            .node(u"cat"_s, u"array.concat"_s)
            .edge(u"n"_s, u"array"_s, u"sum"_s, u"array"_s)
            .edge(u"n"_s, u"array"_s, u"chunk"_s, u"array"_s)
            .edge(u"n"_s, u"array"_s, u"cat"_s, u"arrays"_s)
            .edge(u"gen"_s, u"array"_s, u"cat"_s, u"arrays"_s);
        const auto all = schemas(b);
        const auto json = [&](int i) { return all[size_t(i)].outputs[0].toJson(); };
        QCOMPARE(json(0).value(u"dtype"_s).toString(), u"float32"_s);
        QCOMPARE(json(0).value(u"shape"_s).toArray(), (QJsonArray{6, 4}));
        QCOMPARE(json(1).value(u"dtype"_s).toString(), u"float64"_s);
        QCOMPARE(json(1).value(u"shape"_s).toArray(), (QJsonArray{4}));
        QCOMPARE(json(2).value(u"shape"_s).toArray(), (QJsonArray{2, 4}));
        QCOMPARE(json(3).value(u"shape"_s).toArray(), (QJsonArray{3, 4}));
        QCOMPARE(json(4).value(u"dtype"_s).toString(), u"float64"_s);
        QCOMPARE(json(4).value(u"shape"_s).toArray(), (QJsonArray{9, 4}));
    }

    void aReadersHeaderIsReadOncePerFileVersion()
    {
        write(u"memo.csv"_s, "a,b\n1,2\n");
        GraphBuilder b;
        b.node(u"r"_s, u"csv.read"_s, {{u"path"_s, u"memo.csv"_s}});
        QCOMPARE(tableOf(b, 0), u"a:int, b:int"_s);
        // Another size is another version of the file: read again.
        write(u"memo.csv"_s, "a,b,c\n1,2,x\n");
        QCOMPARE(tableOf(b, 0), u"a:int, b:int, c:string"_s);
    }
};

QTEST_GUILESS_MAIN(TestNodeSchemas)
#include "tst_nodeschemas.moc"
