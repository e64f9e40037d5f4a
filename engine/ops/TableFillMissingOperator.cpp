#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <QRegularExpression>

#include <optional>

namespace weft::engine {

namespace {

/// table.fill_missing: replaces missing values with a given value or a neighbour's, as pandas'
/// fillna, ffill and bfill do.
class TableFillMissingOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableFillMissingOperator)

public:
    TableFillMissingOperator()
    {
        m_spec.id = QStringLiteral("table.fill_missing");
        m_spec.title = tr("Fill missing values");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Replaces missing values (nulls, and NaN in float columns) with a value, one "
               "for all columns or one per column, or with the last value before them "
               "(forward) or the next after them (backward), as pandas' fillna, ffill and "
               "bfill do. Columns keep their types; a column without missing values is shared, "
               "not copied.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to fill."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The table with its missing values filled."))};
        m_spec.params = {
            ParamSpec::choice(
                QStringLiteral("method"),
                tr("value: the given value; forward: the last value above; "
                   "backward: the next value below."),
                QStringLiteral("value"),
                {QStringLiteral("value"), QStringLiteral("forward"), QStringLiteral("backward")}),
            ParamSpec::optional(
                QStringLiteral("value"), ParamType::String,
                tr("The value for the missing values of every chosen column, read as the "
                   "column's type (e.g. 0, 2.5, true, unknown); with forward or backward, for "
                   "those with nothing above or below."),
                QString()),
            ParamSpec::optional(
                QStringLiteral("columns"), ParamType::String,
                tr("The columns to fill, separated by commas, each 'name' or 'name = value' for "
                   "a value of its own; empty for all columns."),
                QString()),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The same columns, fewer or reordered rows.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        static const QRegularExpression own(QStringLiteral("^(.+?)\\s*=\\s*(.*)$"));
        for (const QString &item : call.nameList(u"columns")) {
            const auto match = own.match(item);
            call.expectColumn(QStringLiteral("columns"), 0,
                              match.hasMatch() ? match.captured(1).trimmed() : item);
        }
        DatasetSchema output = call.input(0);
        output.kind = DataKind::Table;
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString method = call.string(u"method");
        if (method != u"value" && method != u"forward" && method != u"backward")
            throw OperatorError(
                tr("method '%1' is not one of value, forward, backward").arg(method));
        auto output = std::make_shared<Table>(*input); // shares the columns left as they are
        for (const auto &[name, value] : chosenColumns(call, *input)) {
            TableOperatorSupport::throwIfStopped(call);
            const TableColumn &column = TableOperatorSupport::column(*input, name);
            if (!hasMissing(column))
                continue; // shared as it is
            if (method == u"value" && value.isEmpty())
                throw OperatorError(tr("column '%1' has missing values but no value to fill "
                                       "them with; give value, or '%1 = …' in columns")
                                        .arg(name));
            output->setColumn(filled(column, sourceRows(column, method), value));
        }
        return {output};
    }

private:
    /// The columns to fill with their values: each named one, or all.
    std::vector<std::pair<QString, QString>> chosenColumns(const OperatorCall &call,
                                                           const Table &input) const
    {
        static const QRegularExpression own(QStringLiteral("^(.+?)\\s*=\\s*(.*)$"));
        const QString value = call.string(u"value").trimmed();
        std::vector<std::pair<QString, QString>> chosen;
        for (const QString &item :
             TableOperatorSupport::nameList(call, QStringLiteral("columns"))) {
            const auto match = own.match(item);
            const QString name = match.hasMatch() ? match.captured(1).trimmed() : item;
            if (!input.column(name))
                throw OperatorError(tr("columns: the table has no column '%1' (its columns: %2)")
                                        .arg(name, input.columnNames().join(u", ")));
            chosen.emplace_back(name, match.hasMatch() ? match.captured(2).trimmed() : value);
        }
        if (chosen.empty()) {
            for (const QString &name : input.columnNames())
                chosen.emplace_back(name, value);
        }
        return chosen;
    }

    static bool hasMissing(const TableColumn &column)
    {
        if (!column.hasNulls() && column.type() != ColumnType::Float)
            return false;
        for (qsizetype row = 0; row < column.size(); ++row) {
            if (TableOperatorSupport::isMissing(column, row))
                return true;
        }
        return false;
    }

    /// Per row, the row whose value it takes: its own when present, else the neighbour
    /// `method` names (-1 for none).
    static std::vector<qsizetype> sourceRows(const TableColumn &column, const QString &method)
    {
        const qsizetype rows = column.size();
        std::vector<qsizetype> sources(size_t(rows), -1);
        const bool carry = method != u"value";
        const bool backward = method == u"backward";
        qsizetype last = -1;
        for (qsizetype i = 0; i < rows; ++i) {
            const qsizetype row = backward ? rows - 1 - i : i;
            if (!TableOperatorSupport::isMissing(column, row))
                sources[size_t(row)] = last = row;
            else if (carry)
                sources[size_t(row)] = last;
        }
        return sources;
    }

    TableColumn filled(const TableColumn &column, const std::vector<qsizetype> &sources,
                       const QString &value) const
    {
        const std::optional<TableColumn> fill =
            value.isEmpty() ? std::nullopt : std::optional(valueColumn(column, value));
        TableColumn out(column.name(), column.type());
        out.reserve(column.size());
        for (qsizetype row = 0; row < column.size(); ++row) {
            const qsizetype source = sources[size_t(row)];
            if (source >= 0)
                TableOperatorSupport::appendConverted(out, column, source);
            else if (fill)
                TableOperatorSupport::appendConverted(out, *fill, 0);
            else
                TableOperatorSupport::appendConverted(out, column, row); // stays missing
        }
        return out;
    }

    /// `text` as a one-row column of `column`'s type; OperatorError naming the column when it
    /// is not a value of that type.
    TableColumn valueColumn(const TableColumn &column, const QString &text) const
    {
        TableColumn value(column.name(), column.type());
        bool ok = true;
        switch (column.type()) {
        case ColumnType::Int:
            value.appendInt(text.toLongLong(&ok));
            break;
        case ColumnType::Float:
            value.appendFloat(text.toDouble(&ok));
            break;
        case ColumnType::Bool: {
            static const QStringList yes = {QStringLiteral("true"), QStringLiteral("t"),
                                            QStringLiteral("yes"), QStringLiteral("1")};
            static const QStringList no = {QStringLiteral("false"), QStringLiteral("f"),
                                           QStringLiteral("no"), QStringLiteral("0")};
            const QString lower = text.toLower();
            ok = yes.contains(lower) || no.contains(lower);
            value.appendBool(yes.contains(lower));
            break;
        }
        case ColumnType::String:
            value.appendString(text);
            break;
        }
        if (!ok)
            throw OperatorError(tr("the value '%1' for column '%2' is not %3")
                                    .arg(text, column.name(), typeArticle(column.type())));
        return value;
    }

    static QString typeArticle(ColumnType type)
    {
        switch (type) {
        case ColumnType::Int:
            return tr("an integer");
        case ColumnType::Float:
            return tr("a number");
        case ColumnType::Bool:
            return tr("true or false");
        case ColumnType::String:
            break;
        }
        return tr("text");
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableFillMissingOperator()
{
    return std::make_unique<TableFillMissingOperator>();
}

} // namespace weft::engine
