#include "MapNodeRun.h"

#include "data/Table.h"
#include "ops/Operator.h"

#include <algorithm>

namespace weft::engine {

namespace {

/// The table on input port 0, or null when the port does not hold exactly one table.
std::shared_ptr<const Table> mappedTable(const std::vector<std::vector<DatasetPtr>> &inputs)
{
    if (inputs.empty() || inputs.front().size() != 1)
        return nullptr;
    return Table::fromDataset(inputs.front().front());
}

} // namespace

MapNodeRun::MapNodeRun(const Operator &op, const Node &node,
                       std::vector<std::vector<DatasetPtr>> inputs, QDir projectDir, int inFlight)
    : m_op(op)
    , m_node(node)
    , m_inputs(std::move(inputs))
    , m_projectDir(std::move(projectDir))
    , m_onError(node.run.onItemError == u"skip"     ? OnError::Skip
                : node.run.onItemError == u"record" ? OnError::Record
                                                    : OnError::Fail)
    , m_rows([this] {
        const auto table = mappedTable(m_inputs);
        return table ? table->rowCount() : 0;
    }())
    , m_batches(m_rows, batchSettings(node.run), inFlight,
                [this](const MapBatches::Batch &batch, int, std::stop_token stop) {
                    return runBatch(batch, stop);
                })
{}

BatchSettings MapNodeRun::batchSettings(const NodeRunSettings &run)
{
    BatchSettings settings;
    if (run.batchSize > 0) {
        settings.mode = BatchSettings::Mode::Fixed;
        settings.fixedSize = run.batchSize;
    }
    if (run.batchLowerMs > 0)
        settings.targets.lowerSeconds = run.batchLowerMs / 1000.0;
    if (run.batchUpperMs > 0)
        settings.targets.upperSeconds = run.batchUpperMs / 1000.0;
    return settings;
}

bool MapNodeRun::start(TaskContext &context)
{
    if (!mappedTable(m_inputs)) {
        fail(-1,
             tr("a map node needs one table on its first input '%1'")
                 .arg(m_op.spec().inputs.empty() ? QString() : m_op.spec().inputs.front().name));
        return false;
    }
    m_batches.start(context);
    return true;
}

QString MapNodeRun::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void MapNodeRun::fail(qsizetype item, const QString &message)
{
    // Batches that started before a failure still finish: of the items they find failing,
    // report the first in input order, whichever batch found it first.
    std::lock_guard lock(m_mutex);
    if (m_error.isEmpty() || item < m_errorItem) {
        m_error = message;
        m_errorItem = item;
    }
}

std::vector<DatasetPtr> MapNodeRun::runRows(qsizetype first, qsizetype count,
                                            std::stop_token stop) const
{
    std::vector<std::vector<DatasetPtr>> inputs = m_inputs;
    inputs.front() = {std::make_shared<Table>(mappedTable(m_inputs)->slice(first, count))};
    const OperatorSpec &spec = m_op.spec();
    const OperatorCall call(spec, m_node.params, std::move(inputs), m_projectDir, stop);
    std::vector<DatasetPtr> outputs = m_op.run(call);
    if (outputs.size() != spec.outputs.size() ||
        std::any_of(outputs.begin(), outputs.end(),
                    [](const DatasetPtr &d) { return !Table::fromDataset(d); }))
        throw OperatorError(
            tr("operator '%1' did not return one table per output in a batch").arg(spec.id));
    return outputs;
}

bool MapNodeRun::runBatch(const MapBatches::Batch &batch, std::stop_token stop)
{
    try {
        Piece piece{runRows(batch.first, batch.count, stop), batch.count, {}};
        std::lock_guard lock(m_mutex);
        m_pieces.emplace(batch.first, std::move(piece));
        return true;
    } catch (const OperatorError &) {
        if (stop.stop_requested())
            return false;
        // Some row of the batch failed: run them one by one so that only the culprits fail.
    } catch (const std::exception &e) {
        fail(batch.first, QString::fromUtf8(e.what()));
        return false;
    }
    std::vector<std::pair<qsizetype, Piece>> pieces;
    for (qsizetype item = batch.first; item < batch.first + batch.count; ++item) {
        try {
            pieces.emplace_back(item, Piece{runRows(item, 1, stop), 1, {}});
        } catch (const OperatorError &e) {
            if (m_onError == OnError::Fail || stop.stop_requested()) {
                fail(item, tr("item %1: %2").arg(item).arg(e.message()));
                return false;
            }
            pieces.emplace_back(item, Piece{{}, 1, e.message()});
        } catch (const std::exception &e) {
            fail(item, tr("item %1: %2").arg(item).arg(QString::fromUtf8(e.what())));
            return false;
        }
    }
    std::lock_guard lock(m_mutex);
    for (auto &[first, piece] : pieces)
        m_pieces.emplace(first, std::move(piece));
    return true;
}

std::vector<DatasetPtr> MapNodeRun::assemble()
{
    std::lock_guard lock(m_mutex);
    // The columns come from the first batch that succeeded, or from the operator run on no row
    // at all (every row failed, or there was none).
    const auto firstOk = std::find_if(m_pieces.begin(), m_pieces.end(), [](const auto &entry) {
        return entry.second.error.isEmpty();
    });
    const std::vector<DatasetPtr> shape =
        firstOk != m_pieces.end() ? firstOk->second.outputs : runRows(0, 0, {});
    const bool record = m_onError == OnError::Record;

    std::vector<DatasetPtr> outputs;
    for (size_t port = 0; port < shape.size(); ++port) {
        const Table &prototype = *Table::fromDataset(shape[port]);
        qsizetype rows = 0;
        for (const auto &[first, piece] : m_pieces) {
            if (!piece.error.isEmpty()) {
                rows += record ? 1 : 0;
                continue;
            }
            const auto table = Table::fromDataset(piece.outputs[port]);
            if (table->columnNames() != prototype.columnNames())
                throw OperatorError(tr("the batches from item %1 returned the columns %2 "
                                       "where earlier ones returned %3")
                                        .arg(first)
                                        .arg(table->columnNames().join(u", "),
                                             prototype.columnNames().join(u", ")));
            for (int c = 0; c < prototype.columnCount(); ++c) {
                if (table->column(c).type() != prototype.column(c).type())
                    throw OperatorError(tr("the batches from item %1 returned column '%2' as %3 "
                                           "where earlier ones returned %4")
                                            .arg(first)
                                            .arg(prototype.column(c).name(),
                                                 columnTypeName(table->column(c).type()),
                                                 columnTypeName(prototype.column(c).type())));
            }
            rows += table->rowCount();
        }

        auto joined = std::make_shared<Table>();
        for (int c = 0; c < prototype.columnCount(); ++c) {
            TableColumn column(prototype.column(c).name(), prototype.column(c).type());
            column.reserve(rows);
            for (const auto &[first, piece] : m_pieces) {
                if (piece.error.isEmpty()) {
                    const TableColumn &part = Table::fromDataset(piece.outputs[port])->column(c);
                    column.appendRows(part, 0, part.size());
                } else if (record) {
                    column.appendNull();
                }
            }
            joined->addColumn(std::move(column));
        }
        if (record) {
            TableColumn errors(prototype.column(u"error") ? u"map_error"_qs : u"error"_qs,
                               ColumnType::String);
            errors.reserve(rows);
            for (const auto &[first, piece] : m_pieces) {
                if (!piece.error.isEmpty()) {
                    errors.appendString(piece.error);
                    continue;
                }
                const qsizetype produced = Table::fromDataset(piece.outputs[port])->rowCount();
                for (qsizetype i = 0; i < produced; ++i)
                    errors.appendNull();
            }
            joined->addColumn(std::move(errors));
        }
        outputs.push_back(std::move(joined));
    }
    m_pieces.clear();
    return outputs;
}

} // namespace weft::engine
