#include "ExpressionSchema.h"

#include "Operator.h"
#include "TableExpression.h"
#include "TableSqlExpression.h"
#include "data/Table.h"

#include <QHash>

#include <mutex>

namespace weft::engine {

namespace {

/// The verdicts given lately, by everything they depend on. Compiling an expression costs tens
/// of microseconds (SQLite prepares it), and the same ones are asked again and again: by each
/// validation after an edit, by the freshness plan, by the check while typing, and by the many
/// alike nodes of a generated project (100,000 of them took a second to open).
class RecentVerdicts
{
public:
    static RecentVerdicts &instance()
    {
        static RecentVerdicts verdicts;
        return verdicts;
    }

    static QString keyOf(const DatasetSchema &input, const QString &expression,
                         const QString &subject)
    {
        QString key = subject + QChar(0) + expression;
        for (const ColumnSchema &column : input.columns) {
            key += QChar(1) + column.name + QChar(2);
            if (column.type)
                key += QChar(u'0' + int(*column.type));
        }
        return key;
    }

    std::optional<ExpressionSchema> find(const QString &key)
    {
        const std::scoped_lock lock(m_mutex);
        const auto it = m_verdicts.constFind(key);
        return it == m_verdicts.constEnd() ? std::nullopt : std::optional(*it);
    }

    void insert(const QString &key, const ExpressionSchema &verdict)
    {
        const std::scoped_lock lock(m_mutex);
        if (m_verdicts.size() >= kMostVerdicts) // bounded; a clear costs one recompile each
            m_verdicts.clear();
        m_verdicts.insert(key, verdict);
    }

private:
    static constexpr qsizetype kMostVerdicts = 4096;
    std::mutex m_mutex;
    QHash<QString, ExpressionSchema> m_verdicts;
};

ExpressionSchema compute(const DatasetSchema &input, const QString &expression,
                         const QString &subject);

} // namespace

ExpressionSchema ExpressionSchema::of(const DatasetSchema &input, const QString &expression,
                                      const QString &subject)
{
    if (!input.isCompleteTable())
        return {};
    RecentVerdicts &recent = RecentVerdicts::instance();
    const QString key = RecentVerdicts::keyOf(input, expression, subject);
    if (std::optional<ExpressionSchema> known = recent.find(key))
        return *std::move(known);
    ExpressionSchema verdict = compute(input, expression, subject);
    recent.insert(key, verdict);
    return verdict;
}

namespace {

ExpressionSchema compute(const DatasetSchema &input, const QString &expression,
                         const QString &subject)
{
    ExpressionSchema result;
    // A column of unknown type counts as a number: muparser then takes it, and no name is
    // called missing that the run would find (only names decide whether one is missing).
    Table table;
    for (const ColumnSchema &column : input.columns)
        table.addColumn(TableColumn(column.name, column.type.value_or(ColumnType::Float)));
    QString problem;
    if (const auto formula = TableExpression::formula(table, expression, subject, &problem)) {
        bool typesKnown = true;
        for (const QString &name : formula->usedColumns())
            typesKnown = typesKnown && input.column(name)->type.has_value();
        if (typesKnown)
            result.type = ColumnType::Float;
        return result;
    }
    try {
        // What the run does when the formula is refused: SQLite prepares it, or says why not.
        [[maybe_unused]] const TableSqlExpression sql(table, expression, subject, problem);
    } catch (const OperatorError &e) {
        // Refused: a name the input lacks is told apart from any other reason, only then.
        result.unknownColumn = TableSqlExpression::unknownColumn(table, expression);
        if (result.unknownColumn.isEmpty())
            result.error = e.message();
    }
    return result;
}

} // namespace

} // namespace weft::engine
