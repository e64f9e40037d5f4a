#pragma once

#include "graph/Graph.h"
#include "store/RunRecord.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// Two recorded runs side by side, node by node: how long each node took in the baseline (run
/// A, the older of the two) and in the candidate (run B, the newer), and the difference
/// (candidate less baseline). Whichever order the runs were chosen in, the older is the
/// baseline: a comparison then always reads as "what changed since", and "slower" (a positive
/// difference, shown in the danger colour) always means the newer run took longer. Chosen the
/// other way round, a slower newer run once read as faster, in green.
///
/// A node's time is from its first task's start to its last task's end (a map node's batches
/// included); a node without task records falls back to the operator time the run measured.
/// Rows follow the baseline's node order, then nodes only the candidate had.
///
/// Filled by HistoryController from the run store. Lives on the GUI thread.
class RunCompareModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history creates the comparison")
    Q_PROPERTY(int count READ count NOTIFY compared)
    // Run ids as int for QML (which has no 64-bit integer); ids stay far below 2^31.
    Q_PROPERTY(int runA READ runAValue NOTIFY compared)
    Q_PROPERTY(int runB READ runBValue NOTIFY compared)
    Q_PROPERTY(QString totalA READ totalA NOTIFY compared)
    Q_PROPERTY(QString totalB READ totalB NOTIFY compared)
    Q_PROPERTY(QString totalDifference READ totalDifference NOTIFY compared)
    /// 1 when the candidate took longer as a whole, -1 shorter, 0 same or unknown.
    Q_PROPERTY(int totalSlower READ totalSlower NOTIFY compared)
    /// When each run started, local time: "2026-11-22 09:14:03".
    Q_PROPERTY(QString startedA READ startedA NOTIFY compared)
    Q_PROPERTY(QString startedB READ startedB NOTIFY compared)

public:
    enum Role {
        NodeIdRole = Qt::UserRole + 1, ///< QString
        TitleRole,                     ///< QString: the open project's title, else the id
        TimeARole,                     ///< QString: "12.0 ms", "-" when run A lacks the node
        TimeBRole,                     ///< QString
        DifferenceRole,                ///< QString: "+3.5 ms (+29 %)", "-" when one is missing
        MsARole,                       ///< double: -1 when missing
        MsBRole,                       ///< double: -1 when missing
        DifferenceMsRole,              ///< double: B less A; 0 when one is missing
        StateARole,                    ///< QString: the node's final state in run A
        StateBRole,                    ///< QString
        /// int: 1 when the node took longer in the candidate, -1 shorter, 0 same or missing
        SlowerRole,
    };
    Q_ENUM(Role)

    /// One node of the comparison; times in ns, -1 where the run has no such node.
    struct Row
    {
        QString nodeId;
        QString title;
        qint64 nsA = -1;
        qint64 nsB = -1;
        QString stateA;
        QString stateB;
    };

    explicit RunCompareModel(QObject *parent = nullptr);

    /// Compares runs `a` and `b`, the older as baseline, titles from `graph`.
    void compare(const store::RunRecord &a, const std::vector<store::NodeRecord> &nodesA,
                 const store::RunRecord &b, const std::vector<store::NodeRecord> &nodesB,
                 const engine::Graph &graph);
    void clear();

    int count() const { return int(m_rows.size()); }
    const std::vector<Row> &rows() const { return m_rows; }
    qint64 runA() const { return m_runA.id; }
    qint64 runB() const { return m_runB.id; }
    int runAValue() const { return int(m_runA.id); }
    int runBValue() const { return int(m_runB.id); }
    QString totalA() const;
    QString totalB() const;
    QString totalDifference() const;
    int totalSlower() const;
    QString startedA() const;
    QString startedB() const;
    /// 1 when `b` is longer than `a`, -1 shorter, 0 same or either unknown (below 0).
    static int slower(qint64 a, qint64 b);

    /// A node's time in a run: first start to last end, else the operator's time.
    static qint64 nodeNs(const store::NodeRecord &node);
    /// "+3.5 ms (+29 %)" for b less a; "-" when either is unknown.
    static QString difference(qint64 a, qint64 b);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void compared();

private:
    std::vector<Row> m_rows;
    store::RunRecord m_runA;
    store::RunRecord m_runB;
};

} // namespace weft::app
