#pragma once

#include "exec/TaskGraph.h"

#include <QString>

#include <optional>

namespace weft::bench {

/// The dependency shapes the scheduler benchmark runs, each stressing one part of it.
enum class Shape {
    Chain,   ///< one line: every task continues its predecessor's branch, no sharing at all
    FanIn,   ///< a tree reduction, fan-in 8, up to one root: many roots, joins at every level
    Layered, ///< 20 layers, each task reading 2–3 random tasks of the layer before
    Wide,    ///< one source feeding every other task: one burst of N - 1 ready tasks
};

/// Builds finalized TaskGraphs of a given shape and size. Deterministic: the layered shape
/// draws its inputs from a fixed seed, so every run of a benchmark walks the same graph.
class ShapeBuilder
{
public:
    static constexpr int kFanIn = 8;
    static constexpr int kLayers = 20;
    static constexpr unsigned kLayeredSeed = 20240611;

    /// "chain", "fanin", "layered" or "wide"; std::nullopt for anything else.
    static std::optional<Shape> parse(QStringView name);
    static QString name(Shape shape);

    /// A finalized graph of exactly `tasks` (>= 1) tasks; task i reports node i.
    static engine::TaskGraph build(Shape shape, qsizetype tasks,
                                   engine::TaskOrder order = engine::TaskOrder::DepthFirst);

private:
    static void addChain(engine::TaskGraph &graph, qsizetype tasks);
    static void addFanIn(engine::TaskGraph &graph, qsizetype tasks);
    static void addLayered(engine::TaskGraph &graph, qsizetype tasks);
    static void addWide(engine::TaskGraph &graph, qsizetype tasks);
};

} // namespace weft::bench
