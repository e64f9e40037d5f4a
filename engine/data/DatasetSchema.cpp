#include "DatasetSchema.h"

#include "Table.h"

#include <QJsonArray>

namespace weft::engine {

DatasetSchema DatasetSchema::unknown(DataKind kind)
{
    DatasetSchema schema;
    schema.kind = kind;
    return schema;
}

DatasetSchema DatasetSchema::table(std::vector<ColumnSchema> columns)
{
    DatasetSchema schema;
    schema.kind = DataKind::Table;
    schema.complete = true;
    schema.columns = std::move(columns);
    return schema;
}

DatasetSchema DatasetSchema::of(const Table &table)
{
    std::vector<ColumnSchema> columns;
    columns.reserve(size_t(table.columnCount()));
    for (int c = 0; c < table.columnCount(); ++c)
        columns.push_back({table.column(c).name(), table.column(c).type()});
    return DatasetSchema::table(std::move(columns));
}

const ColumnSchema *DatasetSchema::column(QStringView name) const
{
    for (const ColumnSchema &column : columns) {
        if (column.name == name)
            return &column;
    }
    return nullptr;
}

QStringList DatasetSchema::columnNames() const
{
    QStringList names;
    names.reserve(qsizetype(columns.size()));
    for (const ColumnSchema &column : columns)
        names.append(column.name);
    return names;
}

void DatasetSchema::setColumn(ColumnSchema column)
{
    for (ColumnSchema &existing : columns) {
        if (existing.name == column.name) {
            existing.type = column.type;
            return;
        }
    }
    columns.push_back(std::move(column));
}

QJsonObject DatasetSchema::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), dataKindName(kind)}};
    if (kind == DataKind::Table) {
        QJsonArray list;
        for (const ColumnSchema &column : columns)
            list.append(QJsonObject{{QStringLiteral("name"), column.name},
                                    {QStringLiteral("type"), columnTypeName(column.type)}});
        json.insert(QStringLiteral("complete"), complete);
        json.insert(QStringLiteral("columns"), list);
    } else if (kind == DataKind::Array) {
        json.insert(QStringLiteral("dtype"),
                    element ? elementTypeName(*element) : QStringLiteral("unknown"));
        if (shape) {
            QJsonArray extents;
            for (const qint64 extent : *shape)
                extents.append(extent);
            json.insert(QStringLiteral("shape"), extents);
        } else {
            json.insert(QStringLiteral("shape"), QJsonValue::Null);
        }
    }
    return json;
}

QString columnTypeName(std::optional<ColumnType> type)
{
    return type ? columnTypeName(*type) : QStringLiteral("unknown");
}

} // namespace weft::engine
