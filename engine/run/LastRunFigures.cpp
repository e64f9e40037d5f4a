#include "LastRunFigures.h"

#include "store/RunStore.h"

#include <QFileInfo>
#include <QHash>

namespace weft::run {

namespace {

/// `values` by node, the unknown (negative) ones set to the mean of the known.
template<class T>
void fillUnknownWithMean(std::vector<T> &values)
{
    T sum = 0;
    qsizetype known = 0;
    for (const T value : values) {
        if (value >= 0) {
            sum += value;
            ++known;
        }
    }
    for (T &value : values)
        if (value < 0)
            value = sum / T(known);
}

} // namespace

LastRunFigures LastRunFigures::read(const engine::Graph &graph, const QString &store,
                                    const QString &projectFile)
{
    if (!QFileInfo::exists(store))
        return {};
    store::RunStore runs;
    QString ignored; // an unreadable store only costs these figures, never the run
    if (!runs.open(store, store::SqliteDatabase::OpenMode::ReadOnly, &ignored))
        return {};
    QHash<QString, size_t> index;
    for (size_t i = 0; i < graph.nodes.size(); ++i)
        index.insert(graph.nodes[i].id.toString(), i);
    LastRunFigures figures;
    figures.outputBytes.assign(graph.nodes.size(), -1);
    figures.seconds.assign(graph.nodes.size(), -1);
    // A node the cache gave took no time to speak of: its figures come from the newest run
    // that computed it. Runs are read newest first, until every node has its figures or
    // kRunsBack runs have been read (each run adds a row per node).
    size_t found = 0, read = 0;
    for (const store::RunRecord &run : runs.runs(QFileInfo(projectFile).absoluteFilePath())) {
        if (found == graph.nodes.size() || read++ == kRunsBack)
            break;
        for (const store::NodeRecord &node : runs.nodes(run.id)) {
            const auto it = index.constFind(node.id);
            if (it == index.cend() || node.state != u"succeeded" || node.cache == u"hit" ||
                figures.seconds[*it] >= 0)
                continue;
            figures.outputBytes[*it] = node.bytesHeld;
            figures.seconds[*it] = double(node.wallNs) / 1e9;
            ++found;
        }
    }
    if (found == 0)
        return {};
    fillUnknownWithMean(figures.outputBytes);
    fillUnknownWithMean(figures.seconds);
    return figures;
}

} // namespace weft::run
