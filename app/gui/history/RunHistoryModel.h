#pragma once

#include "store/RunRecord.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The recorded runs of the open project, newest first, as the history panel lists them: status,
/// when, how long, the peak memory its intermediate data held, backend and workers. Up to two
/// runs can be selected for a comparison; the run being replayed is marked.
///
/// Filled by HistoryController from the run store. Lives on the GUI thread.
class RunHistoryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history creates its run list")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)

public:
    enum Role {
        RunIdRole = Qt::UserRole + 1, ///< qint64: the run's id in the store
        StatusRole,    ///< QString: succeeded, failed, cancelled, interrupted, running
        StartedRole,   ///< QString: local date and time, "2026-11-22 09:14:03"
        DurationRole,  ///< QString: "1.24 s", "-" while unknown
        WallMsRole,    ///< double: the run's wall time in ms, -1 unknown
        PeakRole,      ///< QString: "12.5 MB" held at the peak, "-" unknown
        PeakBytesRole, ///< qint64: -1 unknown
        BackendRole,   ///< QString: "threads × 2"
        NodesRole,     ///< QString: "5 of 6 nodes succeeded"
        SelectedRole,  ///< bool: chosen for the comparison
        ReplayedRole,  ///< bool: the run the monitor replays
    };
    Q_ENUM(Role)

    explicit RunHistoryModel(QObject *parent = nullptr);

    /// Replaces the list (newest first); keeps the selection of runs still listed.
    void setRuns(std::vector<store::RunRecord> runs);
    const std::vector<store::RunRecord> &runs() const { return m_runs; }
    int count() const { return int(m_runs.size()); }
    /// The row of run `id`, or -1.
    Q_INVOKABLE int rowOf(qint64 id) const;

    /// Selects or unselects run `id` for a comparison; a third selection drops the oldest.
    Q_INVOKABLE void toggleSelected(qint64 id);
    Q_INVOKABLE void clearSelection();
    int selectedCount() const { return int(m_selected.size()); }
    /// The selected runs in the order they were chosen.
    QList<qint64> selectedRuns() const { return m_selected; }

    /// Marks run `id` as the one replayed (0: none).
    void setReplayed(qint64 id);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// "1.24 s", "2 min 5 s": engine::TextFormat's reading; "-" when unknown (below 0).
    static QString formatDuration(qint64 ns);
    /// A run's start (UTC, ISO 8601, as the store keeps it) in local time:
    /// "2026-11-22 09:14:03"; the text as it is when it does not parse.
    static QString localTime(const QString &iso);
    /// "12.5 MB": engine::TextFormat's reading; "-" when unknown (below 0).
    static QString formatBytes(qint64 bytes);

Q_SIGNALS:
    void countChanged();
    void selectionChanged();

private:
    void emitRowChanged(qint64 id, int role);

    std::vector<store::RunRecord> m_runs;
    QList<qint64> m_selected;
    qint64 m_replayed = 0;
};

} // namespace weft::app
