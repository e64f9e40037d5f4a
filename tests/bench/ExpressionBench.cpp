#include "ExpressionBench.h"

#include "BuiltinOperatorRun.h"
#include "JsonLine.h"
#include "data/Table.h"
#include "ops/Operator.h"

#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <random>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// price (float 0–1000), qty (int 1–20), amount (text such as "$1,234.50"), flag ("t" or "f"),
/// name (text with spaces and capitals).
std::shared_ptr<const Table> generate(qint64 rows)
{
    std::mt19937_64 random(42);
    std::uniform_real_distribution<double> price(0, 1000);
    std::uniform_int_distribution<qint64> qty(1, 20);
    std::uniform_int_distribution<int> cents(0, 500'000);
    std::vector<double> prices;
    std::vector<qint64> qtys;
    TableColumn amount(QStringLiteral("amount"), ColumnType::String);
    TableColumn flag(QStringLiteral("flag"), ColumnType::String);
    TableColumn name(QStringLiteral("name"), ColumnType::String);
    prices.reserve(size_t(rows));
    qtys.reserve(size_t(rows));
    for (qint64 row = 0; row < rows; ++row) {
        prices.push_back(price(random));
        qtys.push_back(qty(random));
        const int c = cents(random);
        QString dollars = QString::number(c / 100);
        for (qsizetype at = dollars.size() - 3; at > 0; at -= 3)
            dollars.insert(at, u',');
        amount.appendString(
            QString(u'$' + dollars + u'.' + QString::number(c % 100).rightJustified(2, u'0')));
        flag.appendUtf8(row % 3 ? "t" : "f");
        name.appendString(QStringLiteral("  Customer %1 ").arg(row % 1000));
    }
    auto table = std::make_shared<Table>();
    table->addColumn(TableColumn::fromFloats(QStringLiteral("price"), std::move(prices)));
    table->addColumn(TableColumn::fromInts(QStringLiteral("qty"), std::move(qtys)));
    table->addColumn(std::move(amount));
    table->addColumn(std::move(flag));
    table->addColumn(std::move(name));
    return table;
}

} // namespace

std::optional<ExpressionBench::Result> ExpressionBench::run(const CsvBench::Options &options,
                                                            QString *error)
{
    struct Case
    {
        const char *name;
        const char *op;
        const char *expression;
    };
    static const Case kCases[] = {
        {"derive_formula", "table.derive", "price * qty"},
        {"filter_formula", "table.filter", "price >= 500 && qty > 2"},
        {"filter_sql_numeric", "table.filter", "price >= 500 AND qty > 2"},
        {"derive_to_number", "table.derive", "to_number(amount)"},
        {"derive_lower_strip", "table.derive", "lower(strip(name))"},
        {"filter_text", "table.filter", "flag == \"t\""},
    };
    const QTemporaryDir folder;
    const std::shared_ptr<const Table> input = generate(options.rows);
    Result result;
    result.rows = options.rows;
    result.repeat = options.repeat;
    try {
        for (const Case &c : kCases) {
            Stage stage{QString::fromLatin1(c.name), QString::fromUtf8(c.expression), 0, 0};
            const QString param = QString::fromLatin1(c.op) == u"table.derive"
                                      ? QStringLiteral("expression")
                                      : QStringLiteral("condition");
            std::vector<double> times;
            for (int i = 0; i < options.repeat; ++i) {
                const auto start = Clock::now();
                const DatasetPtr out =
                    runBuiltinOperator(c.op,
                                       {{param, stage.expression},
                                        {QStringLiteral("column"), QStringLiteral("v")}},
                                       {input}, QDir(folder.path()))
                        .front();
                times.push_back(
                    std::chrono::duration<double, std::milli>(Clock::now() - start).count());
                stage.rows = Table::fromDataset(out)->rowCount();
            }
            stage.ms = median(times);
            result.stages.push_back(stage);
        }
    } catch (const OperatorError &e) {
        *error = e.message();
        return std::nullopt;
    }
    return result;
}

QByteArray ExpressionBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"case", u"expressions")
        .add(u"rows", result.rows)
        .add(u"repeat", qint64(result.repeat));
    for (const Stage &stage : result.stages) {
        JsonLine object;
        object.add(u"expression", stage.expression)
            .add(u"ms", stage.ms, 1)
            .add(u"rows", stage.rows);
        line.add(stage.name, object);
    }
    return line.toUtf8();
}

} // namespace weft::bench
