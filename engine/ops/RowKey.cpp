#include "RowKey.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace weft::engine {

namespace {

template<typename T>
void appendBytes(std::string &key, char tag, T value)
{
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    key.push_back(tag);
    key.append(bytes, sizeof(T));
}

void appendNumber(std::string &key, double value)
{
    // An integral value gets the integer key, so Float 2.0 meets Int 2.
    if (std::trunc(value) == value && std::abs(value) < 9.2e18) {
        appendBytes(key, 'i', qint64(value));
        return;
    }
    if (std::isnan(value))
        value = std::numeric_limits<double>::quiet_NaN(); // one NaN payload
    appendBytes(key, 'f', value);
}

} // namespace

void RowKey::append(std::string &key, const TableColumn &column, qsizetype row)
{
    if (column.isNull(row)) {
        key.push_back('z');
        return;
    }
    switch (column.type()) {
    case ColumnType::Int:
        appendBytes(key, 'i', column.intAt(row));
        break;
    case ColumnType::Bool:
        appendBytes(key, 'i', qint64(column.boolAt(row)));
        break;
    case ColumnType::Float:
        appendNumber(key, column.floatAt(row));
        break;
    case ColumnType::String: {
        const std::string_view text = column.utf8At(row);
        appendBytes(key, 's', quint32(text.size()));
        key.append(text);
        break;
    }
    }
}

std::string RowKey::of(const std::vector<const TableColumn *> &columns, qsizetype row,
                       bool *hasNull)
{
    std::string key;
    for (const TableColumn *column : columns) {
        if (hasNull && column->isNull(row))
            *hasNull = true;
        append(key, *column, row);
    }
    return key;
}

} // namespace weft::engine
