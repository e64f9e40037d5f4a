#pragma once

#include "exec/SequentialBackend.h"
#include "exec/TaskGraph.h"
#include "exec/TaskRunner.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <mutex>
#include <vector>

namespace weft::engine::test {

/// A graph written as a file would: tasks named in the order they first appear, dependencies in
/// the order they are listed. `reversed` writes the same graph backwards (tasks and
/// dependencies in the opposite order), so that a test can check the order and the peak do
/// not depend on how the file happens to list them.
struct NamedGraph
{
    TaskGraph graph;
    QHash<QString, TaskIndex> index;
    QStringList names;
};

/// `spec`: "consumer:input,input ..." separated by spaces; a task with no input is written
/// "name:" or only appears as an input.
inline NamedGraph namedGraph(const QString &spec, bool reversed)
{
    std::vector<std::pair<QString, QString>> edges;
    QStringList names;
    const auto mention = [&names](const QString &name) {
        if (!names.contains(name))
            names.append(name);
    };
    for (const QString &entry : spec.split(u' ', Qt::SkipEmptyParts)) {
        const QString consumer = entry.section(u':', 0, 0);
        mention(consumer);
        for (const QString &input : entry.section(u':', 1).split(u',', Qt::SkipEmptyParts)) {
            mention(input);
            edges.emplace_back(input, consumer);
        }
    }
    if (reversed) {
        std::reverse(names.begin(), names.end());
        std::reverse(edges.begin(), edges.end());
    }
    NamedGraph named;
    named.names = names;
    for (const QString &name : names)
        named.index.insert(name, named.graph.addTask(quint32(named.index.size())));
    for (const auto &[from, to] : edges)
        named.graph.addDependency(named.index.value(from), named.index.value(to));
    named.graph.finalize();
    return named;
}

/// Counts outputs the way a run holds them: an output that has a consumer counts from the end
/// of its task (before the task's inputs are released) until the scheduler releases it. Each
/// weighs `weights[task]`, or one when there are no weights.
/// Thread-safe; `delay` (if set) runs first in every task, outside the lock.
class PeakRunner : public TaskRunner
{
public:
    explicit PeakRunner(const TaskGraph &graph)
        : m_graph(graph)
        , m_counted(size_t(graph.size()), false)
    {}

    TaskOutcome runTask(TaskIndex task, int, std::stop_token, TaskContext &) override
    {
        if (delay)
            delay(task);
        std::lock_guard lock(m_mutex);
        ran.push_back(task);
        if (!m_graph.successors(task).empty()) {
            m_counted[task] = true;
            peak = std::max(peak, m_held += weight(task));
        }
        return {true, 1};
    }
    qint64 releaseOutput(TaskIndex task) override
    {
        std::lock_guard lock(m_mutex);
        released.push_back(task);
        if (m_counted[task]) {
            m_counted[task] = false;
            m_held -= weight(task);
        }
        return 1;
    }
    int held() const { return m_held; }

    std::function<void(TaskIndex)> delay;
    std::vector<int> weights;
    std::vector<TaskIndex> ran;
    std::vector<TaskIndex> released;
    int peak = 0;

private:
    int weight(TaskIndex task) const { return weights.empty() ? 1 : weights[task]; }

    const TaskGraph &m_graph;
    std::mutex m_mutex;
    std::vector<bool> m_counted;
    int m_held = 0;
};

} // namespace weft::engine::test
