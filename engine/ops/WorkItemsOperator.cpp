#include "BuiltinOperators.h"
#include "data/Array.h"

#include <QCoreApplication>

#include <chrono>
#include <cmath>

namespace weft::engine {

namespace {

/// work.items: stands in for a per-item operation in a map node: passes the rows of an array
/// (its elements along the first axis) through unchanged, keeping a core busy for the given
/// time per row, and can fail on chosen rows. Measures what batching costs (weft-bench
/// batching runs it in worker processes) and tries out per-item error handling.
class WorkItemsOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(WorkItemsOperator)

public:
    WorkItemsOperator()
    {
        m_spec.id = QStringLiteral("work.items");
        m_spec.title = tr("Work per item");
        m_spec.category = QStringLiteral("Utilities");
        // Passes each row through on its own; a failing row fails alone (by its own value).
        m_spec.rowwise = true;
        m_spec.description =
            tr("Stands in for a per-item operation, e.g. in a map node: passes the rows of an "
               "array (its elements along the first axis) through unchanged, keeping a core "
               "busy for the given time per row. Can fail on chosen rows, to try out per-item "
               "error handling.");
        m_spec.inputs = {PortSpec::single(QStringLiteral("items"), DataKind::Array,
                                          tr("The items: the array's rows."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("items"), DataKind::Array,
                                           tr("The same items, unchanged."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("item_us"), ParamType::Number,
                                tr("Microseconds of busy work per row (0 or more)."), 0),
            ParamSpec::optional(
                QStringLiteral("fail_every"), ParamType::Integer,
                tr("Fail on every row whose first element is a positive multiple of this "
                   "number (0: never)."),
                0),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto items = Array::fromDataset(call.input(0));
        const double micros = call.number(u"item_us");
        const qint64 failEvery = call.integer(u"fail_every");
        if (!(micros >= 0) || micros > 1e9)
            throw OperatorError(tr("item_us is %1; it must be from 0 to 1000000000").arg(micros));
        if (failEvery < 0)
            throw OperatorError(tr("fail_every is %1; it must be 0 or more").arg(failEvery));
        if (items->shape().empty())
            throw OperatorError(tr("the input is a 0-dimensional array: it has no rows"));
        const qint64 rows = items->shape().front();
        const qint64 rowElements = rows > 0 ? items->elementCount() / rows : 0;
        if (failEvery > 0 && rowElements > 0) {
            for (qint64 row = 0; row < rows; ++row) {
                const double first = items->toDouble(row * rowElements);
                if (first > 0 && std::fmod(first, double(failEvery)) == 0)
                    throw OperatorError(
                        tr("row value %1 is a multiple of %2").arg(first).arg(failEvery));
            }
        }
        if (micros > 0) {
            using Clock = std::chrono::steady_clock;
            const auto end = Clock::now() +
                             std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double, std::micro>(micros * double(rows)));
            // Busy, not asleep: a sleeping item would hand its core to another worker and hide
            // what batching costs.
            while (Clock::now() < end) {
                if (call.stopToken().stop_requested())
                    throw OperatorError(tr("cancelled"));
            }
        }
        return {call.input(0)};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeWorkItemsOperator()
{
    return std::make_unique<WorkItemsOperator>();
}

} // namespace weft::engine
