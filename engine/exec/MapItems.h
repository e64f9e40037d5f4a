#pragma once

#include "data/Dataset.h"
#include "data/TableColumn.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace weft::engine {

/// What a map node's items are in each kind of dataset, and how the outputs of its batches are
/// joined back: the rows of a table, the elements along the first axis of an array, the files
/// of a file list. One place, so that slicing for a batch and joining its outputs agree.
///
///     const auto n = MapItems::count(input, &error);        // items to map over
///     DatasetPtr part = MapItems::slice(input, first, count); // a batch's share
///     DatasetPtr whole = MapItems::join(parts);               // in item order
///
/// Every function is thread-safe (datasets are immutable). A map node's own output tables are
/// joined by MapNodeRun, which also keeps rows for failed items.
class MapItems
{
    Q_DECLARE_TR_FUNCTIONS(MapItems)

public:
    /// Whether a map node may map over (and join outputs of) datasets of `kind`.
    static bool isMappable(DataKind kind);
    /// How many items `dataset` holds; std::nullopt with `error` set when it has no items to
    /// map over (a scalar, or an array with no axis).
    static std::optional<qsizetype> count(const DatasetPtr &dataset, QString *error);
    /// Items [first, first + count) as a dataset of the same kind.
    static DatasetPtr slice(const DatasetPtr &dataset, qsizetype first, qsizetype count);
    /// Tables one below the other (a column of integers in some parts and floats in others
    /// becomes float: joinedType()), arrays concatenated along their first axis, or file lists
    /// one after the other, in the order given. Throws OperatorError when the parts differ in
    /// kind, columns, element type or the extents after the first axis, naming the first part
    /// that differs.
    static DatasetPtr join(const std::vector<DatasetPtr> &parts);
    /// The type of a joined table column whose parts are `a` and `b`: the same type, or float
    /// where one part's numbers are integers and another's floats (an expression such as
    /// `x / 2.0` or a CASE gives integers in one batch and floats in the next, and a batch of
    /// one changed row is as likely as any); std::nullopt when they do not join.
    static std::optional<ColumnType> joinedType(ColumnType a, ColumnType b);
    /// Appends every row of `part` to `column`, integers as floats when `column` is float.
    static void appendJoined(TableColumn &column, const TableColumn &part);
    /// "a table", "an array", "a file list", "a scalar": a kind as messages name it.
    static QString kindPhrase(DataKind kind);
};

} // namespace weft::engine
