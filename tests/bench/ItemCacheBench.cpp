#include "ItemCacheBench.h"

#include "JsonLine.h"
#include "data/Array.h"
#include "data/NpyFile.h"
#include "project/Project.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace weft::bench {

using namespace Qt::StringLiterals;

namespace {

engine::Node node(const QString &id, const QString &op, QJsonObject params)
{
    engine::Node n;
    n.id = engine::NodeId(id);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

/// npy.read → work.items (map) → npy.write.
engine::Project arrayProject(double itemUs)
{
    engine::Project p;
    engine::Node work = node(u"work"_s, u"work.items"_s, {{u"item_us"_s, itemUs}});
    work.run.map = true;
    p.graph.nodes = {node(u"read"_s, u"npy.read"_s, {{u"path"_s, u"in.npy"_s}}), work,
                     node(u"write"_s, u"npy.write"_s, {{u"path"_s, u"out.npy"_s}})};
    p.graph.edges = {
        {engine::NodeId(u"read"_s), u"array"_s, engine::NodeId(u"work"_s), u"items"_s},
        {engine::NodeId(u"work"_s), u"items"_s, engine::NodeId(u"write"_s), u"array"_s}};
    return p;
}

bool writeArray(const QString &path, int items, int changed)
{
    engine::Array array(engine::ElementType::Int64, {items, 4});
    auto *values = static_cast<qint64 *>(array.data());
    for (qint64 i = 0; i < qint64(items) * 4; ++i)
        values[i] = i / 4 == changed ? -i : i * 2654435761LL % 1000003;
    try {
        engine::NpyFile::write(array, path);
    } catch (const std::exception &) {
        return false;
    }
    return true;
}

engine::Project project()
{
    engine::Project p;
    engine::Node derive = node(u"derive"_s, u"table.derive"_s,
                               {{u"column"_s, u"z"_s}, {u"expression"_s, u"x*2+id"_s}});
    derive.run.map = true;
    p.graph.nodes = {node(u"read"_s, u"csv.read"_s, {{u"path"_s, u"in.csv"_s}}), derive,
                     node(u"write"_s, u"csv.write"_s, {{u"path"_s, u"out.csv"_s}})};
    p.graph.edges = {
        {engine::NodeId(u"read"_s), u"table"_s, engine::NodeId(u"derive"_s), u"table"_s},
        {engine::NodeId(u"derive"_s), u"table"_s, engine::NodeId(u"write"_s), u"table"_s}};
    return p;
}

bool writeTable(const QString &path, int items, int changed)
{
    QByteArray csv = "id,x\n";
    csv.reserve(qsizetype(items) * 12);
    for (int i = 0; i < items; ++i)
        csv += QByteArray::number(i) + ',' +
               QByteArray::number(i == changed ? -1 - i : i * 7 % 1000) + '\n';
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(csv) == csv.size();
}

struct Timing
{
    double wallMs = 0;
    double mapMs = 0;
    qint64 mapItems = 0;
    qint64 chunks = 0;
};

std::optional<Timing> runOnce(const engine::Project &project, const QString &file, bool noCache,
                              QString *error)
{
    run::Setup::Options options;
    options.backend = u"threads"_s;
    options.incremental = true;
    options.noCache = noCache;
    QElapsedTimer timer;
    timer.start();
    std::optional<run::Setup> setup = run::Setup::make(project, file, options, error);
    if (!setup)
        return std::nullopt;
    QString warning;
    auto recorded = run::RecordedRun::prepare(std::move(*setup), error, &warning);
    if (!recorded)
        return std::nullopt;
    const engine::RunResult result = recorded->run({});
    QStringList problems;
    recorded->finish(result, &problems);
    if (result.status != engine::RunStatus::Succeeded) {
        *error = u"the run failed"_s;
        return std::nullopt;
    }
    Timing timing;
    timing.wallMs = double(timer.nsecsElapsed()) / 1e6;
    const engine::NodeResult &map = result.nodes[1];
    // The node's batches, and before them the lookup of its chunks.
    timing.mapMs = double(map.wallNs + (map.itemCache ? map.itemCache->lookupNs : 0)) / 1e6;
    timing.mapItems = map.batching ? map.batching->items : 0;
    timing.chunks = map.itemCache ? map.itemCache->chunks : 0;
    return timing;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

} // namespace

std::optional<ItemCacheBench::Result> ItemCacheBench::run(const Options &options, QString *error)
{
    const bool arrays = options.itemUs > 0;
    const engine::Project design = arrays ? arrayProject(options.itemUs) : project();
    const QString input = arrays ? u"in.npy"_s : u"in.csv"_s;
    auto writeInput = [&](const QString &path, int changed) {
        return arrays ? writeArray(path, options.items, changed)
                      : writeTable(path, options.items, changed);
    };
    std::vector<double> first, changed, noCache, mapFirst, mapChanged, mapNoCache;
    Result result;
    result.items = options.items;
    result.itemUs = options.itemUs;
    for (int round = 0; round < options.repeat; ++round) {
        QTemporaryDir dir;
        if (!dir.isValid()) {
            *error = u"cannot make a temporary folder"_s;
            return std::nullopt;
        }
        const QString file = dir.filePath(u"items.weft"_s);
        QFile saved(file);
        if (!saved.open(QIODevice::WriteOnly) || saved.write(R"({"format": 1})") < 0 ||
            !writeInput(dir.filePath(input), -1)) {
            *error = u"cannot write the project's files"_s;
            return std::nullopt;
        }
        saved.close();
        const auto cold = runOnce(design, file, false, error);
        if (!cold || !writeInput(dir.filePath(input), options.items / 2))
            return std::nullopt;
        const auto warm = runOnce(design, file, false, error);
        const auto whole = warm ? runOnce(design, file, true, error) : std::nullopt;
        if (!whole)
            return std::nullopt;
        first.push_back(cold->wallMs);
        changed.push_back(warm->wallMs);
        noCache.push_back(whole->wallMs);
        mapFirst.push_back(cold->mapMs);
        mapChanged.push_back(warm->mapMs);
        mapNoCache.push_back(whole->mapMs);
        result.itemsRun = warm->mapItems;
        result.chunks = warm->chunks;
    }
    result.firstMs = median(first);
    result.changedMs = median(changed);
    result.noCacheMs = median(noCache);
    result.mapFirstMs = median(mapFirst);
    result.mapChangedMs = median(mapChanged);
    result.mapNoCacheMs = median(mapNoCache);
    return result;
}

QByteArray ItemCacheBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"bench", u"itemcache")
        .add(u"items", qint64(result.items))
        .add(u"item_us", result.itemUs, 1)
        .add(u"chunks", result.chunks)
        .add(u"items_run", result.itemsRun)
        .add(u"first_ms", result.firstMs, 1)
        .add(u"changed_ms", result.changedMs, 1)
        .add(u"no_cache_ms", result.noCacheMs, 1)
        .add(u"ratio", result.firstMs > 0 ? result.changedMs / result.firstMs : 0.0, 3)
        .add(u"map_first_ms", result.mapFirstMs, 1)
        .add(u"map_changed_ms", result.mapChangedMs, 1)
        .add(u"map_no_cache_ms", result.mapNoCacheMs, 1)
        .add(u"map_ratio", result.mapFirstMs > 0 ? result.mapChangedMs / result.mapFirstMs : 0.0,
             3);
    return line.toUtf8();
}

} // namespace weft::bench
