#include "TableOperatorSupport.h"

#include "data/CsvOptions.h"
#include "data/CsvValues.h"

#include <optional>

namespace weft::engine {

std::shared_ptr<const Table> TableOperatorSupport::inputTable(const OperatorCall &call, int port)
{
    const DatasetPtr &dataset = call.input(port);
    auto table = Table::fromDataset(dataset);
    if (!table)
        throw OperatorError(tr("expected a table on the input, received %1")
                                .arg(dataset ? dataKindName(dataset->kind()) : tr("nothing")));
    return table;
}

void TableOperatorSupport::throwIfStopped(const OperatorCall &call)
{
    if (call.stopToken().stop_requested())
        throw OperatorError(tr("cancelled"));
}

ParamSpec TableOperatorSupport::delimiterParam()
{
    return ParamSpec::optional(QStringLiteral("delimiter"), ParamType::String,
                               tr("The character between fields: ',' for CSV, ';', or '\\t' for "
                                  "tab-separated files."),
                               QStringLiteral(","));
}

char TableOperatorSupport::delimiter(const OperatorCall &call)
{
    const QString text = call.string(u"delimiter");
    const auto delimiter = CsvOptions::parseDelimiter(text);
    if (!delimiter)
        throw OperatorError(tr("the delimiter '%1' is not one ASCII character (use '\\t' for a "
                               "tab); it may not be a quote or a line break")
                                .arg(text));
    return *delimiter;
}

const TableColumn &TableOperatorSupport::column(const Table &table, const QString &name)
{
    if (const TableColumn *column = table.column(name))
        return *column;
    throw OperatorError(tr("the table has no column '%1' (its columns: %2)")
                            .arg(name, table.columnNames().join(QStringLiteral(", "))));
}

std::shared_ptr<const Table> TableOperatorSupport::takeInputTable(const OperatorCall &call,
                                                                  int port)
{
    auto table = inputTable(call, port);
    call.takeInput(port);
    return table;
}

std::shared_ptr<const Table> TableOperatorSupport::selectRows(std::shared_ptr<const Table> table,
                                                              std::span<const qsizetype> rows,
                                                              const OperatorCall &call)
{
    std::vector<std::shared_ptr<const TableColumn>> columns;
    columns.reserve(size_t(table->columnCount()));
    for (int c = 0; c < table->columnCount(); ++c)
        columns.push_back(table->sharedColumn(c));
    table.reset();
    auto out = std::make_shared<Table>();
    for (auto &column : columns) {
        throwIfStopped(call);
        out->addColumn(column->gather(rows));
        column.reset();
    }
    return out;
}

ColumnType TableOperatorSupport::commonType(ColumnType a, ColumnType b)
{
    if (a == b)
        return a;
    if (a == ColumnType::String || b == ColumnType::String)
        return ColumnType::String;
    if (a == ColumnType::Float || b == ColumnType::Float)
        return ColumnType::Float;
    return ColumnType::Int; // Int and Bool
}

void TableOperatorSupport::appendConverted(TableColumn &out, const TableColumn &in, qsizetype row)
{
    if (row < 0 || in.isNull(row)) {
        out.appendNull();
        return;
    }
    if (out.type() == ColumnType::String) {
        std::string text;
        switch (in.type()) {
        case ColumnType::Int:
            csvvalues::appendInt(text, in.intAt(row));
            break;
        case ColumnType::Float:
            csvvalues::appendFloat(text, in.floatAt(row));
            break;
        case ColumnType::Bool:
            csvvalues::appendBool(text, in.boolAt(row));
            break;
        case ColumnType::String:
            out.appendUtf8(in.utf8At(row));
            return;
        }
        out.appendUtf8(text);
        return;
    }
    switch (out.type()) {
    case ColumnType::Int:
        out.appendInt(in.type() == ColumnType::Bool ? qint64(in.boolAt(row)) : in.intAt(row));
        break;
    case ColumnType::Float:
        out.appendFloat(in.toDouble(row));
        break;
    case ColumnType::Bool:
        out.appendBool(in.boolAt(row));
        break;
    case ColumnType::String:
        break;
    }
}

std::shared_ptr<const Table>
TableOperatorSupport::stackRows(const std::vector<std::shared_ptr<const Table>> &tables,
                                const QStringList &names, const OperatorCall &call)
{
    qsizetype rows = 0;
    for (const auto &table : tables)
        rows += table->rowCount();
    auto output = std::make_shared<Table>();
    for (const QString &name : names) {
        throwIfStopped(call);
        std::optional<ColumnType> type;
        for (const auto &table : tables) {
            if (const TableColumn *column = table->column(name))
                type = type ? commonType(*type, column->type()) : column->type();
        }
        TableColumn out(name, *type);
        out.reserve(rows);
        for (const auto &table : tables) {
            const TableColumn *column = table->column(name);
            for (qsizetype row = 0; row < table->rowCount(); ++row) {
                if (column)
                    appendConverted(out, *column, row);
                else
                    out.appendNull();
            }
        }
        output->addColumn(std::move(out));
    }
    return output;
}

QStringList TableOperatorSupport::nameList(const OperatorCall &call, const QString &param)
{
    QStringList names;
    for (const QString &part : call.string(param).split(u','))
        if (!part.trimmed().isEmpty())
            names.append(part.trimmed());
    return names;
}

} // namespace weft::engine
