#pragma once

#include "TableColumn.h"

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

struct sqlite3_stmt;

namespace weft::engine {

/// The values of one result column of an SQLite statement while its rows arrive, turned into a
/// TableColumn at the end. The column's type widens as the values demand (nothing → Int →
/// Float → String), converting what it holds, so a query needs one pass and no guess from the
/// first rows. A column declared BOOLEAN whose values are all 0 or 1 becomes Bool; a column
/// of NULLs only takes its declared type (INTEGER, REAL, BOOLEAN) or is String.
///
/// Used by SqliteQueryReader and by SQL table expressions. Not thread-safe.
class SqliteColumnAccumulator
{
public:
    SqliteColumnAccumulator(QString name, QString declared);

    /// Appends the value of `column` in the statement's current row.
    void append(sqlite3_stmt *statement, int column);
    TableColumn finish() const;

private:
    enum class State { Nulls, Int, Float, String };

    /// Converts what the column holds to `state` when that is wider than its own.
    void widen(State state);
    bool allZeroOrOne() const;

    QString m_name;
    QString m_declared;
    State m_state = State::Nulls;
    std::vector<qint64> m_ints;
    std::vector<double> m_floats;
    std::vector<std::string> m_strings;
    std::vector<std::uint8_t> m_valid;
};

} // namespace weft::engine
