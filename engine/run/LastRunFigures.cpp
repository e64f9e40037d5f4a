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
    const std::optional<store::RunId> last =
        runs.latestRunId(QFileInfo(projectFile).absoluteFilePath());
    if (!last)
        return {};
    QHash<QString, store::NodeRecord> recorded;
    for (store::NodeRecord &node : runs.nodes(*last))
        if (node.state == u"succeeded")
            recorded.insert(node.id, std::move(node));
    LastRunFigures figures;
    figures.outputBytes.assign(graph.nodes.size(), -1);
    figures.seconds.assign(graph.nodes.size(), -1);
    bool any = false;
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        const auto it = recorded.constFind(graph.nodes[i].id.toString());
        if (it == recorded.cend())
            continue;
        figures.outputBytes[i] = it->bytesHeld;
        figures.seconds[i] = double(it->wallNs) / 1e9;
        any = true;
    }
    if (!any)
        return {};
    fillUnknownWithMean(figures.outputBytes);
    fillUnknownWithMean(figures.seconds);
    return figures;
}

} // namespace weft::run
