#include "SqliteColumnAccumulator.h"

#include "CsvValues.h"

#include <algorithm>
#include <sqlite3.h>

namespace weft::engine {

namespace {

/// A real number as text, as a CSV file would hold it (shortest round-trip form).
std::string floatText(double value)
{
    std::string text;
    csvvalues::appendFloat(text, value);
    return text;
}

} // namespace

SqliteColumnAccumulator::SqliteColumnAccumulator(QString name, QString declared)
    : m_name(std::move(name))
    , m_declared(declared.toUpper())
{}

void SqliteColumnAccumulator::append(sqlite3_stmt *statement, int column)
{
    switch (sqlite3_column_type(statement, column)) {
    case SQLITE_NULL:
        m_valid.push_back(0);
        if (m_state == State::Int)
            m_ints.push_back(0);
        else if (m_state == State::Float)
            m_floats.push_back(0);
        else if (m_state == State::String)
            m_strings.emplace_back();
        return;
    case SQLITE_INTEGER: {
        const qint64 value = sqlite3_column_int64(statement, column);
        if (m_state == State::Nulls)
            widen(State::Int);
        if (m_state == State::Int)
            m_ints.push_back(value);
        else if (m_state == State::Float)
            m_floats.push_back(double(value));
        else
            m_strings.push_back(std::to_string(value));
        break;
    }
    case SQLITE_FLOAT: {
        const double value = sqlite3_column_double(statement, column);
        if (m_state != State::String)
            widen(State::Float);
        if (m_state == State::Float)
            m_floats.push_back(value);
        else
            m_strings.push_back(floatText(value));
        break;
    }
    default: { // text or blob
        widen(State::String);
        const auto *text = static_cast<const char *>(sqlite3_column_blob(statement, column));
        const int bytes = sqlite3_column_bytes(statement, column);
        m_strings.emplace_back(text ? text : "", size_t(bytes));
        break;
    }
    }
    m_valid.push_back(1);
}

TableColumn SqliteColumnAccumulator::finish() const
{
    const qsizetype rows = qsizetype(m_valid.size());
    State state = m_state;
    if (state == State::Nulls && m_declared.contains(u"INT"))
        state = State::Int;
    else if (state == State::Nulls &&
             (m_declared.contains(u"REAL") || m_declared.contains(u"FLOA") ||
              m_declared.contains(u"DOUB")))
        state = State::Float;
    const bool isBool = m_declared.contains(u"BOOL") &&
                        (state == State::Int || state == State::Nulls) && allZeroOrOne();
    const std::vector<std::uint8_t> valid =
        std::find(m_valid.begin(), m_valid.end(), 0) == m_valid.end() ? std::vector<std::uint8_t>{}
                                                                      : m_valid;
    if (isBool) {
        std::vector<std::uint8_t> bools(size_t(rows), 0);
        for (size_t row = 0; row < m_ints.size(); ++row)
            bools[row] = m_ints[row] ? 1 : 0;
        return TableColumn::fromBools(m_name, std::move(bools), valid);
    }
    switch (state) {
    case State::Int:
        return TableColumn::fromInts(
            m_name, m_state == State::Int ? m_ints : std::vector<qint64>(size_t(rows)), valid);
    case State::Float:
        return TableColumn::fromFloats(
            m_name, m_state == State::Float ? m_floats : std::vector<double>(size_t(rows)), valid);
    case State::Nulls:
    case State::String:
        break;
    }
    TableColumn column(m_name, ColumnType::String);
    column.reserve(rows);
    for (qsizetype row = 0; row < rows; ++row) {
        if (!m_valid[size_t(row)] || m_state != State::String)
            column.appendNull();
        else
            column.appendString(QString::fromStdString(m_strings[size_t(row)]));
    }
    return column;
}

void SqliteColumnAccumulator::widen(State state)
{
    if (state <= m_state)
        return;
    const size_t rows = m_valid.size();
    if (state == State::Int) {
        m_ints.assign(rows, 0);
    } else if (state == State::Float) {
        m_floats.assign(rows, 0.0);
        for (size_t row = 0; row < m_ints.size(); ++row)
            m_floats[row] = double(m_ints[row]);
        m_ints = {};
    } else {
        m_strings.assign(rows, {});
        for (size_t row = 0; row < rows; ++row) {
            if (!m_valid[row])
                continue;
            if (m_state == State::Int)
                m_strings[row] = std::to_string(m_ints[row]);
            else if (m_state == State::Float)
                m_strings[row] = floatText(m_floats[row]);
        }
        m_ints = {};
        m_floats = {};
    }
    m_state = state;
}

bool SqliteColumnAccumulator::allZeroOrOne() const
{
    for (size_t row = 0; row < m_ints.size(); ++row) {
        if (m_valid[row] && m_ints[row] != 0 && m_ints[row] != 1)
            return false;
    }
    return true;
}

} // namespace weft::engine
