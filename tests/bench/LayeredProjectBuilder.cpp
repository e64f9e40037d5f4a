#include "LayeredProjectBuilder.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

using namespace Qt::StringLiterals;

namespace weft::bench {

namespace {

// The spacing of the editor's layered layout: a card is 216 wide, a two-port card 112 high.
constexpr double kLayerSpacing = 290;
constexpr double kRowSpacing = 140;

struct InnerOperator
{
    QString id;
    QJsonObject params;
    std::array<QString, 2> inputs; ///< port of each of the (one or two) edges entering
};

std::vector<InnerOperator> innerOperators()
{
    return {
        {u"table.filter"_s, {{u"condition"_s, u"value > 0"_s}}, {u"table"_s, {}}},
        {u"table.derive"_s,
         {{u"column"_s, u"ratio"_s}, {u"expression"_s, u"value / total"_s}},
         {u"table"_s, {}}},
        {u"table.sort"_s, {{u"column"_s, u"value"_s}}, {u"table"_s, {}}},
        {u"table.select"_s, {{u"columns"_s, u"id, value"_s}}, {u"table"_s, {}}},
        {u"table.join"_s, {{u"on"_s, u"id"_s}}, {u"left"_s, u"right"_s}},
        {u"table.concat"_s, {}, {u"tables"_s, u"tables"_s}},
        {u"table.sql"_s,
         {{u"query"_s, u"SELECT * FROM t1 JOIN t2 USING (id)"_s}},
         {u"tables"_s, u"tables"_s}},
        {u"table.join"_s, {{u"on"_s, u"key"_s}}, {u"left"_s, u"right"_s}},
    };
}

} // namespace

engine::Project LayeredProjectBuilder::build(int nodes)
{
    nodes = std::max(2, nodes);
    const int layers = std::max(2, int(std::lround(std::sqrt(nodes / 3.0))));
    const int perLayer = (nodes + layers - 1) / layers;
    const std::vector<InnerOperator> operators = innerOperators();
    std::mt19937 random(20261122);

    engine::Project project;
    project.metadata.name = u"Layered benchmark"_s;
    std::vector<std::vector<engine::NodeId>> ids(layers);
    for (int i = 0; i < nodes; ++i) {
        const int layer = std::min(layers - 1, i / perLayer);
        const int row = i - layer * perLayer;
        engine::Node node;
        node.id = engine::NodeId(u"n%1"_s.arg(i));
        node.position = QPointF(layer * kLayerSpacing, row * kRowSpacing);
        std::vector<QString> inputs;
        if (layer == 0) {
            node.operatorId = u"csv.read"_s;
            node.params = {{u"path"_s, u"data/part_%1.csv"_s.arg(row)}};
        } else if (layer == layers - 1) {
            node.operatorId = u"csv.write"_s;
            node.params = {{u"path"_s, u"out/result_%1.csv"_s.arg(row)}};
            inputs.push_back(u"table"_s);
        } else {
            const InnerOperator &op = operators[random() % operators.size()];
            node.operatorId = op.id;
            node.params = op.params;
            for (const QString &port : op.inputs) {
                if (!port.isEmpty())
                    inputs.push_back(port);
            }
        }
        // Each input reads a node of the layer before, near the same row, as a layout keeps
        // edges short.
        const std::vector<engine::NodeId> &before = layer > 0 ? ids[layer - 1] : ids[0];
        // A duplicate can only be one of this node's own edges: searching all edges made
        // building 100,000 nodes take minutes before the bench measured anything.
        const auto own = std::ptrdiff_t(project.graph.edges.size());
        for (const QString &port : inputs) {
            const int spread = 3;
            const int pick = std::clamp(row + int(random() % (2 * spread + 1)) - spread, 0,
                                        int(before.size()) - 1);
            engine::Edge edge{before[pick], u"table"_s, node.id, port};
            if (std::find(project.graph.edges.begin() + own, project.graph.edges.end(), edge) ==
                project.graph.edges.end())
                project.graph.edges.push_back(edge);
        }
        ids[layer].push_back(node.id);
        project.graph.nodes.push_back(std::move(node));
    }
    return project;
}

} // namespace weft::bench
