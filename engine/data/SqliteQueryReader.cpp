#include "SqliteQueryReader.h"

#include "CsvValues.h"
#include "SqliteError.h"

#include <algorithm>
#include <memory>
#include <sqlite3.h>
#include <string>

namespace weft::engine {

namespace {

/// How often (rows) a long query checks for cancellation.
constexpr qsizetype kStopCheckRows = 4096;

/// A real number as text, as a CSV file would hold it (shortest round-trip form).
std::string floatText(double value)
{
    std::string text;
    csvvalues::appendFloat(text, value);
    return text;
}

/// The values of one result column while the rows arrive. The column's type widens as the
/// values demand (nothing → Int → Float → String), converting what it holds, so a query needs
/// one pass and no guess from the first rows.
class ColumnAccumulator
{
public:
    enum class State { Nulls, Int, Float, String };

    ColumnAccumulator(QString name, QString declared)
        : m_name(std::move(name))
        , m_declared(declared.toUpper())
    {}

    void append(sqlite3_stmt *statement, int column)
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

    TableColumn finish() const
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
            std::find(m_valid.begin(), m_valid.end(), 0) == m_valid.end()
                ? std::vector<std::uint8_t>{}
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
                m_name, m_state == State::Float ? m_floats : std::vector<double>(size_t(rows)),
                valid);
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

private:
    /// Converts what the column holds to `state` when that is wider than its own.
    void widen(State state)
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

    bool allZeroOrOne() const
    {
        for (size_t row = 0; row < m_ints.size(); ++row) {
            if (m_valid[row] && m_ints[row] != 0 && m_ints[row] != 1)
                return false;
        }
        return true;
    }

    QString m_name;
    QString m_declared;
    State m_state = State::Nulls;
    std::vector<qint64> m_ints;
    std::vector<double> m_floats;
    std::vector<std::string> m_strings;
    std::vector<std::uint8_t> m_valid;
};

struct StatementDeleter
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};

} // namespace

Table SqliteQueryReader::read(SqliteConnection &db, const QString &sql, std::stop_token stop)
{
    const QByteArray text = sql.toUtf8();
    sqlite3_stmt *raw = nullptr;
    const char *tail = nullptr;
    if (sqlite3_prepare_v2(db.handle(), text.constData(), int(text.size()), &raw, &tail) !=
        SQLITE_OK)
        throw db.error(tr("in the query"));
    const std::unique_ptr<sqlite3_stmt, StatementDeleter> statement(raw);
    if (!statement)
        throw SqliteError(tr("%1: the query is empty").arg(db.name()));
    if (!QByteArray(tail).trimmed().isEmpty() && QByteArray(tail).trimmed() != ";")
        throw SqliteError(
            tr("%1: the query holds more than one statement; give a single SELECT").arg(db.name()));

    const int columns = sqlite3_column_count(statement.get());
    if (columns == 0)
        throw SqliteError(tr("%1: the query returns no columns; give a SELECT").arg(db.name()));
    std::vector<ColumnAccumulator> accumulators;
    QStringList names;
    for (int c = 0; c < columns; ++c) {
        const QString name = QString::fromUtf8(sqlite3_column_name(statement.get(), c));
        if (names.contains(name))
            throw SqliteError(tr("%1: the query returns two columns named '%2'; rename one "
                                 "with AS")
                                  .arg(db.name(), name));
        names.append(name);
        const char *declared = sqlite3_column_decltype(statement.get(), c);
        accumulators.emplace_back(name, QString::fromUtf8(declared ? declared : ""));
    }

    qsizetype rows = 0;
    for (;;) {
        const int rc = sqlite3_step(statement.get());
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW)
            throw db.error(tr("in the query"));
        for (int c = 0; c < columns; ++c)
            accumulators[size_t(c)].append(statement.get(), c);
        if (++rows % kStopCheckRows == 0 && stop.stop_requested())
            throw SqliteError(tr("%1: the query was cancelled").arg(db.name()));
    }

    Table table;
    for (const ColumnAccumulator &accumulator : accumulators)
        table.addColumn(accumulator.finish());
    return table;
}

} // namespace weft::engine
