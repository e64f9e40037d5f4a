#include "CacheBench.h"

#include "JsonLine.h"
#include "data/Table.h"
#include "exec/ResultCache.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace weft::bench {

using namespace Qt::StringLiterals;

namespace {

/// Float64 columns of up to 16M rows, `megabytes` in all.
engine::DatasetPtr table(qint64 megabytes)
{
    constexpr qint64 kRows = 16 << 20;
    qint64 values = megabytes * (1 << 20) / 8;
    auto result = std::make_shared<engine::Table>();
    for (int c = 0; values > 0; ++c) {
        const qint64 rows = std::min(values, kRows);
        engine::TableColumn column(u"c%1"_s.arg(c), engine::ColumnType::Float);
        column.reserve(rows);
        for (qint64 r = 0; r < rows; ++r)
            column.appendFloat(double(r) * 0.5 + c);
        result->addColumn(std::move(column));
        values -= rows;
    }
    return result;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

std::optional<CacheBench::Result> CacheBench::run(const Options &options, QString *error)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        *error = u"cannot make a temporary folder"_s;
        return std::nullopt;
    }
    const engine::DatasetPtr data = table(options.megabytes);
    std::vector<double> store, find, verify, read, hit;
    Result result;
    for (int round = 0; round < options.repeat; ++round) {
        const engine::ResultCache cache(dir.filePath(u"cache%1"_s.arg(round)));
        const QByteArray key = QByteArray("0123456789abcdef0123456789abcdef");
        QElapsedTimer timer;
        timer.start();
        const QString problem =
            cache.store(key, engine::NodeId(u"big"_s), u"csv.read"_s, {data}, 1);
        store.push_back(msSince(timer));
        if (!problem.isEmpty()) {
            *error = problem;
            return std::nullopt;
        }
        timer.restart();
        const std::optional<engine::ResultCache::Entry> entry = cache.find(key);
        find.push_back(msSince(timer));
        if (!entry) {
            *error = u"the entry just stored is not found"_s;
            return std::nullopt;
        }
        QElapsedTimer check;
        check.start();
        const QString damage = cache.verify(*entry);
        verify.push_back(msSince(check));
        check.restart();
        // As a run reads a hit its plan verified: the bytes are read once, by verify().
        const std::vector<engine::DatasetPtr> back =
            cache.read(*entry, engine::DatasetFile::Check::Header);
        read.push_back(msSince(check));
        hit.push_back(msSince(timer));
        const auto table = back.size() == 1 ? engine::Table::fromDataset(back[0]) : nullptr;
        if (!damage.isEmpty() || !table || !(*table == *engine::Table::fromDataset(data))) {
            *error = u"the table read back differs: %1"_s.arg(damage);
            return std::nullopt;
        }
        result.bytes = entry->bytes;
        cache.remove(key, false);
    }
    result.storeMs = median(store);
    result.findMs = median(find);
    result.verifyMs = median(verify);
    result.readMs = median(read);
    result.hitMs = median(hit);
    return result;
}

QByteArray CacheBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"bench", u"cache")
        .add(u"bytes", result.bytes)
        .add(u"store_ms", result.storeMs, 1)
        .add(u"find_ms", result.findMs, 3)
        .add(u"verify_ms", result.verifyMs, 1)
        .add(u"read_ms", result.readMs, 1)
        .add(u"hit_ms", result.hitMs, 1);
    return line.toUtf8();
}

} // namespace weft::bench
