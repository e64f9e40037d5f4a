#include "LastRunFigures.h"

#include "store/RunStore.h"

#include <QFileInfo>
#include <QSet>

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
    QSet<QString> ids;
    for (const engine::Node &node : graph.nodes)
        ids.insert(node.id.toString());
    // A node the cache gave took no time to speak of: its figures come from the newest run
    // that computed it.
    const QHash<QString, store::ComputedFigures> computed =
        runs.lastComputed(QFileInfo(projectFile).absoluteFilePath(), ids, kRunsBack);
    if (computed.isEmpty())
        return {};
    LastRunFigures figures;
    figures.outputBytes.assign(graph.nodes.size(), -1);
    figures.seconds.assign(graph.nodes.size(), -1);
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const auto it = computed.constFind(graph.nodes[i].id.toString());
        if (it == computed.cend())
            continue;
        figures.outputBytes[i] = it->bytesHeld;
        figures.seconds[i] = double(it->wallNs) / 1e9;
    }
    fillUnknownWithMean(figures.outputBytes);
    fillUnknownWithMean(figures.seconds);
    return figures;
}

} // namespace weft::run
