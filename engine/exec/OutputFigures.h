#pragma once

#include "data/Dataset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

/// The size of one output of a node, as a canvas shows it on the edge that carries it: a
/// table's rows, an array's shape, a file list's files, and the bytes it holds in memory. A few
/// numbers taken when the node's outputs are kept (OperatorTaskRunner), so that they cost
/// nothing to show and travel where the outputs do not: into the result cache's entry (a
/// cached node's figures are those of its entry), the run's NodeResult and the run store.
///
/// A value; safe on any thread.
struct OutputFigures
{
    DataKind kind = DataKind::Any;
    qint64 rows = -1;          ///< a table's rows; -1 for other kinds
    std::vector<qint64> shape; ///< an array's shape; empty for other kinds
    qint64 files = -1;         ///< a file list's files; -1 for other kinds
    qint64 bytes = 0;          ///< what it holds in memory (Dataset::sizeBytes)

    /// The figures of `dataset`.
    static OutputFigures of(const Dataset &dataset);

    /// `{"kind": "table", "rows": 14, "bytes": 1200}` ("shape": [1000, 3] for an array,
    /// "files": 3 for a file list); bytes as a number, exact up to 2^53.
    QJsonObject toJson() const;
    /// The figures `json` holds; std::nullopt for an object that names no kind.
    static std::optional<OutputFigures> fromJson(const QJsonObject &json);

    /// One array for a node's outputs, in port order.
    static QJsonArray toJson(const std::vector<OutputFigures> &outputs);
    /// The outputs an array holds; entries that are not figures are skipped, so a list read
    /// from a file someone else wrote never holds garbage (it may hold fewer ports).
    static std::vector<OutputFigures> listFromJson(const QJsonArray &json);

    /// What a label reads for the count: "14 rows", "1000×3", "3 files"; "" for a scalar or
    /// anything else without one. Numbers follow the default locale.
    QString countText() const;

    friend bool operator==(const OutputFigures &, const OutputFigures &) = default;

private:
    Q_DECLARE_TR_FUNCTIONS(OutputFigures)
};

/// A node's outputs' figures, one per output port in port order.
using NodeFigures = std::vector<OutputFigures>;

} // namespace weft::engine
