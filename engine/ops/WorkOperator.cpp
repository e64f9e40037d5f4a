#include "BuiltinOperators.h"
#include "data/WorkData.h"

#include <QCoreApplication>

#include <chrono>
#include <thread>

namespace weft::engine {

namespace {

/// work: stands in for a real task: waits or computes for a given time and produces data of a
/// given size. For demos, tests and replaying traces of real workflows.
class WorkOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(WorkOperator)

public:
    WorkOperator()
    {
        m_spec.id = QStringLiteral("work");
        m_spec.title = tr("Work");
        m_spec.category = QStringLiteral("Utilities");
        m_spec.description =
            tr("Stands in for a real task: takes any number of inputs, sleeps or keeps a core "
               "busy for the given time, then produces an output that holds the given number "
               "of bytes of real, resident memory, so memory accounting and release show as "
               "for real data. Can fail on purpose, to try out failure handling and resume.");
        m_spec.inputs = {PortSpec::zeroOrMore(QStringLiteral("inputs"), DataKind::Any,
                                              tr("Anything, any number of edges (none is fine)."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("data"), DataKind::Any,
                                           tr("Opaque bytes of the requested size."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("seconds"), ParamType::Number,
                                tr("How long the task takes (0 or more)."), 0.1),
            ParamSpec::choice(
                QStringLiteral("mode"),
                tr("sleep: wait without using the processor; busy: keep one core busy."),
                QStringLiteral("sleep"), {QStringLiteral("sleep"), QStringLiteral("busy")}),
            ParamSpec::optional(QStringLiteral("output_bytes"), ParamType::Integer,
                                tr("The size of the output in bytes (0 or more)."), 0),
            ParamSpec::optional(QStringLiteral("fail"), ParamType::Boolean,
                                tr("Fail after the work instead of producing the output."), false),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const double seconds = call.number(u"seconds");
        const qint64 bytes = call.integer(u"output_bytes");
        const QString mode = call.string(u"mode");
        if (!(seconds >= 0) || seconds > 1e6)
            throw OperatorError(tr("seconds is %1; it must be from 0 to 1000000").arg(seconds));
        if (bytes < 0)
            throw OperatorError(tr("output_bytes is %1; it must be 0 or more").arg(bytes));
        if (mode != u"sleep" && mode != u"busy")
            throw OperatorError(tr("mode '%1' is not one of sleep, busy").arg(mode));

        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                            std::chrono::duration<double>(seconds));
        volatile double sink = 0;
        for (auto now = Clock::now(); now < end; now = Clock::now()) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            if (mode == u"sleep") {
                // Short naps, so that a cancelled run is noticed within 20 ms.
                std::this_thread::sleep_for(
                    std::min<Clock::duration>(end - now, std::chrono::milliseconds(20)));
            } else {
                for (int i = 0; i < 10000; ++i)
                    sink = sink + double(i) * 1e-9;
            }
        }
        if (call.boolean(u"fail"))
            throw OperatorError(tr("failed on purpose (the parameter fail is set)"));
        try {
            return {std::make_shared<const WorkData>(bytes)};
        } catch (const std::bad_alloc &) {
            throw OperatorError(tr("output_bytes: cannot allocate %1 bytes").arg(bytes));
        }
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeWorkOperator()
{
    return std::make_unique<WorkOperator>();
}

} // namespace weft::engine
