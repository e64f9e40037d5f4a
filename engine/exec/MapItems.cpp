#include "MapItems.h"

#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"
#include "ops/Operator.h"

#include <cstring>

namespace weft::engine {

namespace {

DatasetPtr joinArrays(const std::vector<DatasetPtr> &parts)
{
    const auto first = Array::fromDataset(parts.front());
    std::vector<qint64> shape = first->shape();
    qint64 rows = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        const auto part = Array::fromDataset(parts[i]);
        if (!part)
            throw OperatorError(MapItems::tr("batch %1 returned %2 where the first returned an "
                                             "array")
                                    .arg(i)
                                    .arg(MapItems::kindPhrase(parts[i]->kind())));
        const std::vector<qint64> &partShape = part->shape();
        if (part->type() != first->type() || partShape.empty() ||
            !std::equal(partShape.begin() + 1, partShape.end(), shape.begin() + 1, shape.end()))
            throw OperatorError(MapItems::tr("batch %1 returned a %2 array of shape %3 where the "
                                             "first returned %4 %5")
                                    .arg(i)
                                    .arg(elementTypeName(part->type()), part->shapeText(),
                                         elementTypeName(first->type()), first->shapeText()));
        rows += partShape.front();
    }
    shape.front() = rows;
    auto joined = std::make_shared<Array>(first->type(), std::move(shape));
    auto *out = static_cast<char *>(joined->data());
    for (const DatasetPtr &dataset : parts) {
        const auto part = Array::fromDataset(dataset);
        if (part->dataBytes() > 0)
            std::memcpy(out, part->data(), size_t(part->dataBytes()));
        out += part->dataBytes();
    }
    return joined;
}

DatasetPtr joinTables(const std::vector<DatasetPtr> &parts)
{
    const auto first = Table::fromDataset(parts.front());
    std::vector<ColumnType> types;
    for (int c = 0; c < first->columnCount(); ++c)
        types.push_back(first->column(c).type());
    qsizetype rows = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        const auto part = Table::fromDataset(parts[i]);
        if (!part)
            throw OperatorError(MapItems::tr("batch %1 returned %2 where the first returned a "
                                             "table")
                                    .arg(i)
                                    .arg(MapItems::kindPhrase(parts[i]->kind())));
        bool same = part->columnNames() == first->columnNames();
        for (int c = 0; same && c < first->columnCount(); ++c) {
            const auto type = MapItems::joinedType(types[size_t(c)], part->column(c).type());
            same = type.has_value();
            types[size_t(c)] = type.value_or(types[size_t(c)]);
        }
        if (!same)
            throw OperatorError(
                MapItems::tr("batch %1 returned other columns than the first").arg(i));
        rows += part->rowCount();
    }
    auto joined = std::make_shared<Table>();
    for (int c = 0; c < first->columnCount(); ++c) {
        TableColumn column(first->column(c).name(), types[size_t(c)]);
        column.reserve(rows);
        for (const DatasetPtr &dataset : parts)
            MapItems::appendJoined(column, Table::fromDataset(dataset)->column(c));
        joined->addColumn(std::move(column));
    }
    return joined;
}

DatasetPtr joinFileLists(const std::vector<DatasetPtr> &parts)
{
    QStringList files;
    for (size_t i = 0; i < parts.size(); ++i) {
        const auto part = FileList::fromDataset(parts[i]);
        if (!part)
            throw OperatorError(MapItems::tr("batch %1 returned %2 where the first returned a "
                                             "file list")
                                    .arg(i)
                                    .arg(MapItems::kindPhrase(parts[i]->kind())));
        files.append(part->files());
    }
    return std::make_shared<FileList>(std::move(files));
}

} // namespace

std::optional<ColumnType> MapItems::joinedType(ColumnType a, ColumnType b)
{
    if (a == b)
        return a;
    const auto number = [](ColumnType t) { return t == ColumnType::Int || t == ColumnType::Float; };
    if (number(a) && number(b))
        return ColumnType::Float;
    return std::nullopt;
}

void MapItems::appendJoined(TableColumn &column, const TableColumn &part)
{
    if (part.type() == column.type()) {
        column.appendRows(part, 0, part.size());
        return;
    }
    // Integers into a float column (joinedType()): exact up to 2^53, as in every float column.
    for (qsizetype row = 0; row < part.size(); ++row) {
        if (part.isNull(row))
            column.appendNull();
        else
            column.appendFloat(double(part.intAt(row)));
    }
}

QString MapItems::kindPhrase(DataKind kind)
{
    switch (kind) {
    case DataKind::Table:
        return tr("a table");
    case DataKind::Array:
        return tr("an array");
    case DataKind::FileList:
        return tr("a file list");
    case DataKind::Scalar:
        return tr("a scalar");
    case DataKind::Any:
        break;
    }
    return tr("a dataset");
}

bool MapItems::isMappable(DataKind kind)
{
    return kind == DataKind::Table || kind == DataKind::Array || kind == DataKind::FileList;
}

std::optional<qsizetype> MapItems::count(const DatasetPtr &dataset, QString *error)
{
    if (const auto table = Table::fromDataset(dataset))
        return table->rowCount();
    if (const auto files = FileList::fromDataset(dataset))
        return files->files().size();
    if (const auto array = Array::fromDataset(dataset)) {
        if (!array->shape().empty())
            return qsizetype(array->shape().front());
        *error = tr("a map node cannot map over a 0-dimensional array: it has no first axis");
        return std::nullopt;
    }
    *error = tr("a map node maps over a table, an array or a file list, not over %1")
                 .arg(dataset ? kindPhrase(dataset->kind()) : tr("nothing"));
    return std::nullopt;
}

DatasetPtr MapItems::slice(const DatasetPtr &dataset, qsizetype first, qsizetype count)
{
    if (const auto table = Table::fromDataset(dataset))
        return std::make_shared<Table>(table->slice(first, count));
    if (const auto files = FileList::fromDataset(dataset))
        return std::make_shared<FileList>(files->files().mid(first, count));
    if (const auto array = Array::fromDataset(dataset))
        return std::make_shared<Array>(array->sliceRows(first, count));
    return dataset;
}

DatasetPtr MapItems::join(const std::vector<DatasetPtr> &parts)
{
    Q_ASSERT(!parts.empty());
    switch (parts.front()->kind()) {
    case DataKind::Table:
        return joinTables(parts);
    case DataKind::Array:
        return joinArrays(parts);
    case DataKind::FileList:
        return joinFileLists(parts);
    default:
        throw OperatorError(tr("a map node joins tables, arrays and file lists, not %1")
                                .arg(kindPhrase(parts.front()->kind())));
    }
}

} // namespace weft::engine
