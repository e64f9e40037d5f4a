#pragma once

#include "MapBatches.h"
#include "data/Dataset.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>

#include <map>
#include <mutex>
#include <vector>

namespace weft::engine {

class Operator;

/// One run of a map node: its operator applied to the rows of its first input, batch by
/// batch (MapBatches), with the other inputs passed whole to every batch; the tables each
/// batch produced are joined in row order once the last batch has finished.
///
/// A row whose operation fails is an error for that row alone: a failed batch is run again row
/// by row to find it, and the node's `on_item_error` decides: "fail" (the default) fails the
/// node with the row's number and message, "skip" leaves the row out, "record" keeps it as a
/// row of nulls with the message in an `error` column.
///
///     MapNodeRun run(op, node, inputs, projectDir, workers + 1);
///     run.start(context);                  // in the node's task body
///     ... after its last batch ...
///     std::vector<DatasetPtr> outputs = run.assemble();
class MapNodeRun
{
    Q_DECLARE_TR_FUNCTIONS(MapNodeRun)

public:
    /// `inputs` as OperatorCall takes them; input port 0 must hold one Table (the validator
    /// checks the operator's ports) or start() fails the node.
    MapNodeRun(const Operator &op, const Node &node, std::vector<std::vector<DatasetPtr>> inputs,
               QDir projectDir, int inFlight);
    MapNodeRun(const MapNodeRun &) = delete;
    MapNodeRun &operator=(const MapNodeRun &) = delete;

    /// False when the first input has no row: there is no batch to run, assemble() at once.
    bool hasRows() const { return m_rows > 0; }
    /// Spawns the first batches. Returns false (with error() set) when the first input is not
    /// one table.
    bool start(TaskContext &context);
    /// Joins the batches' outputs in row order. Throws OperatorError.
    std::vector<DatasetPtr> assemble();

    /// The first error that failed the node; empty while none did.
    QString error() const;
    MapBatches::Stats stats() const { return m_batches.stats(); }
    /// The settings the node's run settings give.
    static BatchSettings batchSettings(const NodeRunSettings &run);

private:
    enum class OnError { Fail, Skip, Record };

    /// What one batch, or one row of a failed batch, produced.
    struct Piece
    {
        std::vector<DatasetPtr> outputs; ///< empty for a failed row
        qsizetype rows = 0;              ///< input rows it covers
        QString error;                   ///< a failed row's message
    };

    bool runBatch(const MapBatches::Batch &batch, std::stop_token stop);
    /// Runs the operator on `count` input rows from `first`; throws what the operator throws.
    std::vector<DatasetPtr> runRows(qsizetype first, qsizetype count, std::stop_token stop) const;
    /// Keeps the message of the first failing item in input order (-1: the node as a whole).
    void fail(qsizetype item, const QString &message);

    const Operator &m_op;
    const Node &m_node;
    std::vector<std::vector<DatasetPtr>> m_inputs;
    QDir m_projectDir;
    OnError m_onError;
    qsizetype m_rows = 0;
    MapBatches m_batches;

    mutable std::mutex m_mutex;
    std::map<qsizetype, Piece> m_pieces; ///< by first input row
    QString m_error;
    qsizetype m_errorItem = -1;
};

} // namespace weft::engine
