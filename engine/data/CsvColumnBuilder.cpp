#include "CsvColumnBuilder.h"

#include "CsvValues.h"

namespace weft::engine {

CsvColumnBuilder::CsvColumnBuilder(QString name)
    : m_text(std::move(name), ColumnType::String)
{}

void CsvColumnBuilder::append(std::string_view text, bool quoted)
{
    if (text.empty()) {
        if (quoted)
            m_text.appendUtf8(text);
        else
            m_text.appendNull();
        return;
    }
    m_text.appendUtf8(text);
    m_hasValue = true;
    // Each field is tried only against the types still possible, most specific first, so a
    // settled String column costs no parsing at all.
    if (m_maybeInt && !csvvalues::parseInt(text))
        m_maybeInt = false;
    if (!m_maybeInt && m_maybeFloat && !csvvalues::parseFloat(text))
        m_maybeFloat = false;
    if (m_maybeBool && !csvvalues::parseBool(text))
        m_maybeBool = false;
}

ColumnType CsvColumnBuilder::inferredType() const
{
    if (!m_hasValue)
        return ColumnType::String;
    if (m_maybeInt)
        return ColumnType::Int;
    if (m_maybeFloat)
        return ColumnType::Float;
    if (m_maybeBool)
        return ColumnType::Bool;
    return ColumnType::String;
}

TableColumn CsvColumnBuilder::finish()
{
    const ColumnType type = inferredType();
    if (type == ColumnType::String)
        return std::move(m_text);

    TableColumn typed(m_text.name(), type);
    const qsizetype rows = m_text.size();
    typed.reserve(rows);
    for (qsizetype row = 0; row < rows; ++row) {
        const std::string_view text = m_text.utf8At(row);
        if (text.empty()) { // null, or "" in a column that is not text
            typed.appendNull();
            continue;
        }
        // Inference proved that every value parses as `type`.
        switch (type) {
        case ColumnType::Int:
            typed.appendInt(*csvvalues::parseInt(text));
            break;
        case ColumnType::Float:
            typed.appendFloat(*csvvalues::parseFloat(text));
            break;
        case ColumnType::Bool:
            typed.appendBool(*csvvalues::parseBool(text));
            break;
        case ColumnType::String:
            break;
        }
    }
    m_text = TableColumn(m_text.name(), ColumnType::String);
    return typed;
}

} // namespace weft::engine
