#pragma once

#include "data/Table.h"

#include <string>
#include <vector>

namespace weft::engine {

/// Byte keys for the values of some columns in one row, for hashing rows in table.join and
/// table.group. Numbers compare by value whatever their column type (Int 2, Float 2.0 and
/// Bool true/1 give the same key), text by its bytes; a null has a key of its own. Stateless.
class RowKey
{
public:
    /// Appends the key of row `row` of `column` to `key`.
    static void append(std::string &key, const TableColumn &column, qsizetype row);
    /// The key of row `row` over `columns`; `hasNull` is set when any of them is null there.
    static std::string of(const std::vector<const TableColumn *> &columns, qsizetype row,
                          bool *hasNull = nullptr);
};

} // namespace weft::engine
