#include "ShapeBuilder.h"

#include <array>
#include <random>

using weft::engine::TaskGraph;
using weft::engine::TaskIndex;

namespace weft::bench {

std::optional<Shape> ShapeBuilder::parse(QStringView name)
{
    if (name == u"chain")
        return Shape::Chain;
    if (name == u"fanin")
        return Shape::FanIn;
    if (name == u"layered")
        return Shape::Layered;
    if (name == u"wide")
        return Shape::Wide;
    return std::nullopt;
}

QString ShapeBuilder::name(Shape shape)
{
    switch (shape) {
    case Shape::Chain:
        return QStringLiteral("chain");
    case Shape::FanIn:
        return QStringLiteral("fanin");
    case Shape::Layered:
        return QStringLiteral("layered");
    case Shape::Wide:
        return QStringLiteral("wide");
    }
    Q_UNREACHABLE();
    return {};
}

TaskGraph ShapeBuilder::build(Shape shape, qsizetype tasks, engine::TaskOrder order)
{
    Q_ASSERT(tasks >= 1);
    TaskGraph graph;
    switch (shape) {
    case Shape::Chain:
        addChain(graph, tasks);
        break;
    case Shape::FanIn:
        addFanIn(graph, tasks);
        break;
    case Shape::Layered:
        addLayered(graph, tasks);
        break;
    case Shape::Wide:
        addWide(graph, tasks);
        break;
    }
    graph.finalize(order);
    return graph;
}

void ShapeBuilder::addChain(TaskGraph &graph, qsizetype tasks)
{
    graph.reserve(tasks, tasks - 1);
    TaskIndex previous = graph.addTask(0);
    for (qsizetype i = 1; i < tasks; ++i) {
        const TaskIndex next = graph.addTask(quint32(i));
        graph.addDependency(previous, next);
        previous = next;
    }
}

void ShapeBuilder::addFanIn(TaskGraph &graph, qsizetype tasks)
{
    // A complete 8-ary tree in heap order: task 0 is the root and task i > 0 feeds its parent
    // (i - 1) / 8, so every inner task reduces up to eight inputs and N is met exactly.
    graph.reserve(tasks, tasks - 1);
    for (qsizetype i = 0; i < tasks; ++i)
        graph.addTask(quint32(i));
    for (qsizetype i = 1; i < tasks; ++i)
        graph.addDependency(TaskIndex(i), TaskIndex((i - 1) / kFanIn));
}

void ShapeBuilder::addLayered(TaskGraph &graph, qsizetype tasks)
{
    const qsizetype layers = std::min<qsizetype>(kLayers, tasks);
    graph.reserve(tasks, 3 * tasks);
    std::mt19937 random(kLayeredSeed);
    std::uniform_int_distribution<int> inputCount(2, 3);
    qsizetype previousStart = 0;
    qsizetype previousSize = 0;
    for (qsizetype layer = 0; layer < layers; ++layer) {
        // The first `tasks % layers` layers take one task more, so the sizes add up to N.
        const qsizetype size = tasks / layers + (layer < tasks % layers ? 1 : 0);
        const qsizetype start = graph.size();
        std::uniform_int_distribution<qsizetype> pick(0, std::max<qsizetype>(previousSize, 1) - 1);
        for (qsizetype i = 0; i < size; ++i) {
            const TaskIndex task = graph.addTask(quint32(start + i));
            if (previousSize == 0)
                continue;
            // Distinct inputs: a repeated pick would be a second edge to the same producer.
            const int wanted = int(std::min<qsizetype>(inputCount(random), previousSize));
            std::array<qsizetype, 3> chosen{};
            for (int k = 0; k < wanted; ++k) {
                qsizetype input = 0;
                do {
                    input = pick(random);
                } while (std::find(chosen.begin(), chosen.begin() + k, input) !=
                         chosen.begin() + k);
                chosen[size_t(k)] = input;
                graph.addDependency(TaskIndex(previousStart + input), task);
            }
        }
        previousStart = start;
        previousSize = size;
    }
}

void ShapeBuilder::addWide(TaskGraph &graph, qsizetype tasks)
{
    graph.reserve(tasks, tasks - 1);
    const TaskIndex source = graph.addTask(0);
    for (qsizetype i = 1; i < tasks; ++i)
        graph.addDependency(source, graph.addTask(quint32(i)));
}

} // namespace weft::bench
