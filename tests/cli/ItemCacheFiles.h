#pragma once

// The projects and inputs the per-item cache suites (tst_itemcache, tst_itemcacherows) run:
// a map node between a reader and a writer over 100,000 items, and what the --json report
// says of it.
#include "data/Array.h"
#include "data/CsvReader.h"
#include "data/NpyFile.h"
#include "data/Table.h"
#include "exec/ItemChunks.h"
#include "support/WeftCommand.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <utility>

namespace weft::test {

inline constexpr int kItems = 100'000;

/// The operator and parameters of the map node "derive", as project JSON.
inline const QString kDerive = QStringLiteral(
    R"("operator": "table.derive", "params": {"column": "z", "expression": "x*2+id"})");

/// read → derive (a map node, `run` its run settings, `node` its operator) → write over
/// data/in.csv; with `second`, a second map node after derive (it streams from derive's
/// batches).
inline QByteArray itemProject(const QString &run, bool second = false,
                              const QString &node = kDerive)
{
    const QString again = QStringLiteral(
        R"({"id": "again", "operator": "table.derive", "params": {"column": "w", "expression": "z-id"}, "position": {"x": 300, "y": 0}, "run": {"map": true}},
    )");
    const QString edges = second
                              ? QStringLiteral(R"({"from": "derive.table", "to": "again.table"},
    {"from": "again.table", "to": "write.table"})")
                              : QStringLiteral(R"({"from": "derive.table", "to": "write.table"})");
    return QStringLiteral(R"({
  "format": 1,
  "project": {"name": "items"},
  "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "derive", %1, "position": {"x": 200, "y": 0}, "run": %2},
    %3{"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 400, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "derive.table"},
    %4
  ]}
)")
        .arg(node, run, second ? again : QString(), edges)
        .toUtf8();
}

/// read → work (work.items, a map node, `run` its run settings) → write over data/in.npy.
inline QByteArray arrayProject(const QString &run)
{
    return QStringLiteral(R"({
  "format": 1,
  "project": {"name": "items"},
  "datasets": [],
  "nodes": [
    {"id": "read", "operator": "npy.read", "params": {"path": "data/in.npy"}, "position": {"x": 0, "y": 0}},
    {"id": "work", "operator": "work.items", "params": {"item_us": 1}, "position": {"x": 200, "y": 0}, "run": %1},
    {"id": "write", "operator": "npy.write", "params": {"path": "out/result.npy"}, "position": {"x": 400, "y": 0}}
  ],
  "edges": [
    {"from": "read.array", "to": "work.items"},
    {"from": "work.items", "to": "write.array"}
  ]}
)")
        .arg(run)
        .toUtf8();
}

/// 100,000 rows of id and x, x of row `changed` (if any) set to -1; with `inserted`, a row
/// (-5, -5) before that row; without row `removed`; every other row as it was.
inline QByteArray itemTable(int changed = -1, int inserted = -1, int removed = -1)
{
    QByteArray csv = "id,x\n";
    csv.reserve(kItems * 12);
    for (int i = 0; i < kItems; ++i) {
        if (i == inserted)
            csv += "-5,-5\n";
        if (i == removed)
            continue;
        csv += QByteArray::number(i) + ',' + QByteArray::number(i == changed ? -1 : i * 7 % 1000) +
               '\n';
    }
    return csv;
}

/// 100,000 rows of 4 int64s at `path`, row `changed` (if any) negated.
inline bool writeItemArray(const QString &path, int changed = -1)
{
    engine::Array array(engine::ElementType::Int64, {kItems, 4});
    auto *values = static_cast<qint64 *>(array.data());
    for (qint64 i = 0; i < qint64(kItems) * 4; ++i)
        values[i] = i / 4 == changed ? -1 - i : i * 2654435761LL % 1000003;
    QDir().mkpath(QFileInfo(path).path());
    try {
        engine::NpyFile::write(array, path);
    } catch (const std::exception &) {
        return false;
    }
    return true;
}

/// Flips the bits of the middle byte of the file at `path`, as a damaged disk would; false
/// when it cannot.
inline bool flipMiddleByte(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite) || file.size() == 0)
        return false;
    const qint64 middle = file.size() / 2;
    file.seek(middle);
    const char byte = file.read(1).at(0);
    file.seek(middle);
    return file.write(QByteArray(1, char(byte ^ 0x5a))) == 1;
}

inline QJsonObject reportOf(const WeftOutcome &outcome)
{
    return QJsonDocument::fromJson(outcome.out.toUtf8()).object();
}

inline QJsonObject nodeOf(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &node : report[QStringLiteral("nodes")].toArray())
        if (node[QStringLiteral("id")].toString() == id)
            return node.toObject();
    return {};
}

/// The chunks of `csv`'s rows, by key (any salt: only which differ matters).
inline QHash<QByteArray, qsizetype> chunksOf(const QString &csv)
{
    const auto rows = std::make_shared<engine::Table>(engine::CsvReader::read(csv));
    QHash<QByteArray, qsizetype> chunks;
    for (const engine::ItemChunks::Chunk &chunk :
         engine::ItemChunks::cut(rows, "salt", QDir(QFileInfo(csv).path())))
        chunks.insert(chunk.key, chunk.count);
    return chunks;
}

/// Items and chunks of `now` that `before` does not hold: what a run after the change runs
/// when its operator is not row-wise.
inline std::pair<qsizetype, qsizetype> changedChunks(const QHash<QByteArray, qsizetype> &before,
                                                     const QHash<QByteArray, qsizetype> &now)
{
    std::pair<qsizetype, qsizetype> changed{0, 0};
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        if (!before.contains(it.key())) {
            changed.first += it.value();
            ++changed.second;
        }
    return changed;
}

} // namespace weft::test
