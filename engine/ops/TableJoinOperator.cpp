#include "BuiltinOperators.h"
#include "RowKey.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <QRegularExpression>

#include <unordered_map>

namespace weft::engine {

namespace {

/// table.join: rows of two tables matched on key columns (a hash join).
class TableJoinOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableJoinOperator)

public:
    TableJoinOperator()
    {
        m_spec.id = QStringLiteral("table.join");
        m_spec.title = tr("Join tables");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Matches the rows of two tables on key columns, as SQL's JOIN does. The result "
               "has the left table's columns, then the right table's other columns (a name "
               "both have gets the suffix). A key both tables name alike appears once; keys "
               "named differently ('id = customer_id') both stay, as with pandas' left_on and "
               "right_on. Numbers match by value (2 and 2.0 are equal); null keys match "
               "nothing. Rows keep the left table's order.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("left"), DataKind::Table, tr("The left table.")),
            PortSpec::single(QStringLiteral("right"), DataKind::Table, tr("The right table."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The matched rows."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("on"), ParamType::String,
                tr("Key columns separated by commas: 'id' when both tables name it so, "
                   "'left name = right name' otherwise.")),
            ParamSpec::choice(
                QStringLiteral("how"),
                tr("inner: matched rows only; left: every left row (nulls where nothing "
                   "matched); outer: every row of both."),
                QStringLiteral("inner"),
                {QStringLiteral("inner"), QStringLiteral("left"), QStringLiteral("outer")}),
            ParamSpec::optional(QStringLiteral("suffix"), ParamType::String,
                                tr("Appended to a right column whose name the left table has too."),
                                QStringLiteral("_right")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The left columns, then the right ones but a key both name alike, a name the left has
    /// taking the suffix. Only what the known columns decide: a right column whose name may
    /// clash with an unknown left one is left out of an incomplete result.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const DatasetSchema &left = call.input(0);
        const DatasetSchema &right = call.input(1);
        static const QRegularExpression pair(QStringLiteral("^(.+?)\\s*=\\s*(.+)$"));
        QStringList sharedKeys; // keys both sides name alike: the result holds them once
        for (const QString &item : call.nameList(u"on")) {
            const auto match = pair.match(item);
            const QString l = match.hasMatch() ? match.captured(1).trimmed() : item;
            const QString r = match.hasMatch() ? match.captured(2).trimmed() : item;
            call.expectColumn(QStringLiteral("on"), 0, l);
            call.expectColumn(QStringLiteral("on"), 1, r);
            if (l == r)
                sharedKeys.append(l);
        }
        const bool outer = call.string(u"how") == u"outer";
        DatasetSchema output = DatasetSchema::table({});
        output.complete = left.isCompleteTable() && right.isCompleteTable();
        for (ColumnSchema column : left.columns) {
            const ColumnSchema *partner = right.column(column.name);
            // A right-only row of an outer join fills a shared key from the right key.
            if (outer && sharedKeys.contains(column.name))
                column.type = partner && partner->type && column.type
                                  ? std::optional(TableOperatorSupport::commonType(*column.type,
                                                                                   *partner->type))
                                  : std::nullopt;
            output.columns.push_back(column);
        }
        const QString suffix = call.string(u"suffix");
        for (ColumnSchema column : right.columns) {
            if (sharedKeys.contains(column.name))
                continue;
            if (output.column(column.name))
                column.name += suffix;
            else if (!left.isCompleteTable())
                continue;
            output.columns.push_back(column);
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto left = TableOperatorSupport::inputTable(call, 0);
        const auto right = TableOperatorSupport::inputTable(call, 1);
        const QString how = call.string(u"how");
        if (how != u"inner" && how != u"left" && how != u"outer")
            throw OperatorError(tr("how '%1' is not one of inner, left, outer").arg(how));

        std::vector<const TableColumn *> leftKeys, rightKeys;
        keyColumns(call, *left, *right, leftKeys, rightKeys);

        std::unordered_map<std::string, std::vector<qsizetype>> index;
        for (qsizetype row = 0; row < right->rowCount(); ++row) {
            bool hasNull = false;
            std::string key = RowKey::of(rightKeys, row, &hasNull);
            if (!hasNull)
                index[std::move(key)].push_back(row);
        }
        TableOperatorSupport::throwIfStopped(call);

        std::vector<qsizetype> leftRows, rightRows;
        std::vector<std::uint8_t> rightMatched(size_t(right->rowCount()), 0);
        for (qsizetype row = 0; row < left->rowCount(); ++row) {
            bool hasNull = false;
            const std::string key = RowKey::of(leftKeys, row, &hasNull);
            const auto it = hasNull ? index.end() : index.find(key);
            if (it == index.end()) {
                if (how != u"inner") {
                    leftRows.push_back(row);
                    rightRows.push_back(-1);
                }
                continue;
            }
            for (const qsizetype match : it->second) {
                leftRows.push_back(row);
                rightRows.push_back(match);
                rightMatched[size_t(match)] = 1;
            }
        }
        if (how == u"outer") {
            for (qsizetype row = 0; row < right->rowCount(); ++row) {
                if (!rightMatched[size_t(row)]) {
                    leftRows.push_back(-1);
                    rightRows.push_back(row);
                }
            }
        }
        TableOperatorSupport::throwIfStopped(call);
        return {assemble(call, *left, *right, leftKeys, rightKeys, leftRows, rightRows)};
    }

private:
    void keyColumns(const OperatorCall &call, const Table &left, const Table &right,
                    std::vector<const TableColumn *> &leftKeys,
                    std::vector<const TableColumn *> &rightKeys) const
    {
        static const QRegularExpression pair(QStringLiteral("^(.+?)\\s*=\\s*(.+)$"));
        const QStringList items = TableOperatorSupport::nameList(call, QStringLiteral("on"));
        if (items.isEmpty())
            throw OperatorError(tr("on is empty; name the key columns"));
        for (const QString &item : items) {
            const auto match = pair.match(item);
            const QString l = match.hasMatch() ? match.captured(1).trimmed() : item;
            const QString r = match.hasMatch() ? match.captured(2).trimmed() : item;
            const TableColumn *lc = left.column(l);
            const TableColumn *rc = right.column(r);
            if (!lc)
                throw OperatorError(tr("on: the left table has no column '%1' (its columns: %2)")
                                        .arg(l, left.columnNames().join(u", ")));
            if (!rc)
                throw OperatorError(tr("on: the right table has no column '%1' (its columns: %2)")
                                        .arg(r, right.columnNames().join(u", ")));
            if ((lc->type() == ColumnType::String) != (rc->type() == ColumnType::String))
                throw OperatorError(
                    tr("on: left column '%1' holds %2 but right column '%3' "
                       "holds %4; keys must both be text or both numbers")
                        .arg(l, columnTypeName(lc->type()), r, columnTypeName(rc->type())));
            leftKeys.push_back(lc);
            rightKeys.push_back(rc);
        }
    }

    std::shared_ptr<const Table> assemble(const OperatorCall &call, const Table &left,
                                          const Table &right,
                                          const std::vector<const TableColumn *> &leftKeys,
                                          const std::vector<const TableColumn *> &rightKeys,
                                          const std::vector<qsizetype> &leftRows,
                                          const std::vector<qsizetype> &rightRows) const
    {
        auto output = std::make_shared<Table>();
        for (int c = 0; c < left.columnCount(); ++c) {
            TableOperatorSupport::throwIfStopped(call);
            const TableColumn &column = left.column(c);
            // A shared key column of a right-only row takes the right key's value; a key with
            // a right column of its own stays null there, as in pandas.
            const TableColumn *fallback = sharedKeyPartner(column, leftKeys, rightKeys);
            output->addColumn(combine(column, leftRows, fallback, rightRows, column.name()));
        }
        const QString suffix = call.string(u"suffix");
        for (int c = 0; c < right.columnCount(); ++c) {
            TableOperatorSupport::throwIfStopped(call);
            const TableColumn &column = right.column(c);
            if (sharedKeyPartner(column, rightKeys, leftKeys))
                continue; // the left table's column of the same name holds it
            QString name = column.name();
            if (output->columnIndex(name) >= 0)
                name += suffix;
            if (output->columnIndex(name) >= 0)
                throw OperatorError(tr("suffix: the right column '%1' would be named '%2', "
                                       "which the result already has")
                                        .arg(column.name(), name));
            output->addColumn(combine(column, rightRows, nullptr, {}, name));
        }
        return output;
    }

    /// The key paired with `column` on the other side when `column` is a key and both have
    /// the same name: the result holds such a key once. Null otherwise.
    static const TableColumn *sharedKeyPartner(const TableColumn &column,
                                               const std::vector<const TableColumn *> &keys,
                                               const std::vector<const TableColumn *> &partners)
    {
        const auto key = std::find(keys.begin(), keys.end(), &column);
        if (key == keys.end())
            return nullptr;
        const TableColumn *partner = partners[size_t(key - keys.begin())];
        return partner->name() == column.name() ? partner : nullptr;
    }

    /// Rows `rows` of `column` (a negative row is null, or `fallback`'s row `fallbackRows`).
    static TableColumn combine(const TableColumn &column, const std::vector<qsizetype> &rows,
                               const TableColumn *fallback,
                               const std::vector<qsizetype> &fallbackRows, const QString &name)
    {
        if (std::find(rows.begin(), rows.end(), -1) == rows.end()) {
            TableColumn out = column.gather(rows);
            out.setName(name);
            return out;
        }
        const ColumnType type =
            fallback ? TableOperatorSupport::commonType(column.type(), fallback->type())
                     : column.type();
        TableColumn out(name, type);
        out.reserve(qsizetype(rows.size()));
        for (size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] < 0 && fallback)
                TableOperatorSupport::appendConverted(out, *fallback, fallbackRows[i]);
            else
                TableOperatorSupport::appendConverted(out, column, rows[i]);
        }
        return out;
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableJoinOperator()
{
    return std::make_unique<TableJoinOperator>();
}

} // namespace weft::engine
