#pragma once

#include "models/MonitorSink.h"

#include <QAbstractListModel>
#include <QHash>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The dashboard's Log panel: what went wrong in the run shown, oldest first. A failed node is
/// an error (one entry however many of its tasks failed), a node skipped or cancelled because
/// of it a warning, and the run's end a last entry. A failed node's message (for a command,
/// the tail of its stderr) travels outside the event stream: it arrives with appendErrors()
/// as soon as the run knows it (a replay: at the time of the failure), and again with
/// endRun(), and is attached to the node's entry as its detail, once. Each entry names its
/// node, so the panel can select it on the canvas.
///
/// `minimumSeverity` filters the rows without losing any: lowering it again shows the entries
/// hidden meanwhile.
///
/// A MonitorSink; lives on the GUI thread.
class RunLogModel : public QAbstractListModel, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The dashboard controller owns the log model")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countsChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY countsChanged)
    Q_PROPERTY(Severity minimumSeverity READ minimumSeverity WRITE setMinimumSeverity NOTIFY
                   minimumSeverityChanged)

public:
    /// Ordered from the most to the least severe.
    enum class Severity {
        Error,   ///< a node failed, or the run did
        Warning, ///< a node was skipped or cancelled
        Info,    ///< the run's end when it succeeded
    };
    Q_ENUM(Severity)

    enum Role {
        SeverityRole = Qt::UserRole + 1, ///< Severity
        SecondsRole,                     ///< double: since the run's start
        NodeIdRole,                      ///< QString: "" for an entry about the whole run
        NodeTitleRole,                   ///< QString: the node's title (else its id)
        MessageRole,                     ///< QString: one line
        DetailRole,                      ///< QString: the full error text, "" when none
        TaskCountRole,                   ///< int: how many of the node's tasks it covers
    };
    Q_ENUM(Role)

    explicit RunLogModel(QObject *parent = nullptr);

    int count() const { return int(m_shown.size()); }
    int errorCount() const { return m_errors; }
    int warningCount() const { return m_warnings; }
    Severity minimumSeverity() const { return m_minimum; }
    void setMinimumSeverity(Severity severity);

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void appendErrors(std::span<const NodeError> errors) override;
    void endRun(const RunEnding &ending) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void countsChanged();
    void minimumSeverityChanged();

private:
    struct Entry
    {
        Severity severity = Severity::Info;
        qint64 ns = 0;
        int node = -1; ///< index in the outline, -1 for the run
        QString message;
        QString detail;
        int tasks = 1;
        engine::EventType kind = engine::EventType::RunFinished;
    };

    bool isShown(const Entry &entry) const { return entry.severity <= m_minimum; }
    /// Adds an entry for `node`'s event, or counts one more task on the entry it has already.
    void record(engine::EventType kind, Severity severity, qint64 ns, int node);
    void append(Entry entry);
    /// Sets `node`'s error as the detail of its failure entry (added at `ns` when it has
    /// none yet); nothing changes when the entry already says it.
    void attachError(int node, const QString &error, qint64 ns);
    void changed(std::size_t entry);
    QString nodeTitle(int node) const;
    QString messageFor(const Entry &entry) const;
    int nodeIndex(const QString &nodeId) const;

    RunOutline m_outline;
    std::vector<Entry> m_entries;
    std::vector<std::size_t> m_shown;      ///< row -> index in m_entries
    QHash<quint64, std::size_t> m_entryOf; ///< (kind, node) -> index in m_entries
    qint64 m_latestNs = 0;                 ///< the newest event seen
    Severity m_minimum = Severity::Info;
    int m_errors = 0;
    int m_warnings = 0;
};

} // namespace weft::app
