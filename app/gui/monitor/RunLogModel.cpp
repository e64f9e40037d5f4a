#include "RunLogModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

namespace {

constexpr int kMaxMessageLength = 240;

quint64 entryKey(EventType kind, int node)
{
    return (quint64(kind) << 32) | quint32(node);
}

/// The first non-empty line of an error text, shortened to fit one row.
QString firstLine(const QString &text)
{
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return trimmed.size() > kMaxMessageLength
                       ? trimmed.left(kMaxMessageLength - 1) + QChar(0x2026)
                       : trimmed;
    }
    return {};
}

} // namespace

RunLogModel::RunLogModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void RunLogModel::setMinimumSeverity(Severity severity)
{
    if (m_minimum == severity)
        return;
    const int oldCount = count();
    beginResetModel();
    m_minimum = severity;
    m_shown.clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (isShown(m_entries[i]))
            m_shown.push_back(i);
    endResetModel();
    Q_EMIT minimumSeverityChanged();
    if (oldCount != count())
        Q_EMIT countChanged();
}

void RunLogModel::beginRun(const RunOutline &outline)
{
    const int oldCount = count();
    const bool hadCounts = m_errors || m_warnings;
    beginResetModel();
    m_outline = outline;
    m_entries.clear();
    m_shown.clear();
    m_entryOf.clear();
    m_latestNs = 0;
    m_errors = m_warnings = 0;
    endResetModel();
    if (oldCount != count())
        Q_EMIT countChanged();
    if (hadCounts)
        Q_EMIT countsChanged();
}

void RunLogModel::appendEvents(std::span<const engine::Event> events)
{
    const int oldErrors = m_errors;
    const int oldWarnings = m_warnings;
    for (const engine::Event &event : events) {
        m_latestNs = std::max(m_latestNs, event.ns);
        switch (event.type) {
        case EventType::TaskFailed:
            record(event.type, Severity::Error, event.ns, int(event.node));
            break;
        case EventType::TaskSkipped:
        case EventType::TaskCancelled:
            record(event.type, Severity::Warning, event.ns, int(event.node));
            break;
        default:
            break;
        }
    }
    if (oldErrors != m_errors || oldWarnings != m_warnings)
        Q_EMIT countsChanged();
}

void RunLogModel::record(EventType kind, Severity severity, qint64 ns, int node)
{
    const auto it = m_entryOf.constFind(entryKey(kind, node));
    if (it != m_entryOf.constEnd()) {
        Entry &entry = m_entries[*it];
        ++entry.tasks;
        entry.message = messageFor(entry);
        changed(*it);
        return;
    }
    Entry entry;
    entry.severity = severity;
    entry.ns = ns;
    entry.node = node;
    entry.kind = kind;
    entry.message = messageFor(entry);
    m_entryOf.insert(entryKey(kind, node), m_entries.size());
    append(std::move(entry));
}

void RunLogModel::append(Entry entry)
{
    if (entry.severity == Severity::Error)
        ++m_errors;
    else if (entry.severity == Severity::Warning)
        ++m_warnings;
    const bool shown = isShown(entry);
    m_entries.push_back(std::move(entry));
    if (!shown)
        return;
    const int row = count();
    beginInsertRows({}, row, row);
    m_shown.push_back(m_entries.size() - 1);
    endInsertRows();
    Q_EMIT countChanged();
}

void RunLogModel::changed(std::size_t entry)
{
    // Entries are appended in order, so the shown rows are sorted by entry index.
    const auto it = std::lower_bound(m_shown.begin(), m_shown.end(), entry);
    if (it != m_shown.end() && *it == entry) {
        const QModelIndex at = index(int(it - m_shown.begin()));
        Q_EMIT dataChanged(at, at);
    }
}

QString RunLogModel::messageFor(const Entry &entry) const
{
    switch (entry.kind) {
    case EventType::TaskFailed:
        if (!entry.detail.isEmpty())
            return firstLine(entry.detail);
        return entry.tasks > 1 ? tr("%n tasks failed", nullptr, entry.tasks) : tr("failed");
    case EventType::TaskSkipped:
        return entry.tasks > 1
                   ? tr("%n tasks skipped: an upstream node failed", nullptr, entry.tasks)
                   : tr("skipped: an upstream node failed");
    case EventType::TaskCancelled:
        return entry.tasks > 1
                   ? tr("%n tasks cancelled: the run stopped first", nullptr, entry.tasks)
                   : tr("cancelled: the run stopped first");
    default:
        return entry.message;
    }
}

int RunLogModel::nodeIndex(const QString &nodeId) const
{
    for (int i = 0; i < m_outline.nodes.size(); ++i)
        if (m_outline.nodes.at(i).id == nodeId)
            return i;
    return -1;
}

void RunLogModel::appendErrors(std::span<const NodeError> errors)
{
    const int oldErrors = m_errors;
    for (const NodeError &error : errors)
        if (error.node >= 0 && error.node < m_outline.nodes.size())
            attachError(error.node, error.message, error.ns);
    if (oldErrors != m_errors)
        Q_EMIT countsChanged();
}

void RunLogModel::attachError(int node, const QString &error, qint64 ns)
{
    const auto it = m_entryOf.constFind(entryKey(EventType::TaskFailed, node));
    if (it != m_entryOf.constEnd()) {
        Entry &entry = m_entries[*it];
        // endRun() repeats what appendErrors() brought while the run went: no change then.
        if (entry.detail == error)
            return;
        entry.detail = error;
        entry.message = messageFor(entry);
        changed(*it);
        return;
    }
    Entry entry;
    entry.severity = Severity::Error;
    entry.ns = ns;
    entry.node = node;
    entry.detail = error;
    entry.kind = EventType::TaskFailed;
    entry.message = messageFor(entry);
    m_entryOf.insert(entryKey(EventType::TaskFailed, node), m_entries.size());
    append(std::move(entry));
}

void RunLogModel::endRun(const RunEnding &ending)
{
    const int oldErrors = m_errors;
    const int oldWarnings = m_warnings;
    // The run's last word comes at its last event (RunFinished), not at its last problem.
    qint64 lastNs = std::max(m_outline.originNs, m_latestNs);
    for (const Entry &entry : m_entries)
        lastNs = std::max(lastNs, entry.ns);
    // The messages, in the outline's order so that the log reads the same on every replay.
    QStringList failed = ending.errors.keys();
    std::sort(failed.begin(), failed.end(),
              [this](const QString &a, const QString &b) { return nodeIndex(a) < nodeIndex(b); });
    for (const QString &nodeId : std::as_const(failed)) {
        const int node = nodeIndex(nodeId);
        const QString &error = ending.errors.value(nodeId);
        if (node >= 0) {
            attachError(node, error, lastNs);
            continue;
        }
        Entry entry;
        entry.severity = Severity::Error;
        entry.ns = lastNs;
        entry.detail = error;
        entry.kind = EventType::TaskFailed;
        entry.message = nodeId + u": " + firstLine(error);
        append(std::move(entry));
    }

    Entry last;
    last.ns = lastNs;
    const QString &status = ending.status;
    if (status == u"succeeded") {
        last.severity = Severity::Info;
        last.message = tr("Run succeeded");
    } else if (status == u"failed") {
        last.severity = Severity::Error;
        last.message = tr("Run failed: %n node(s) failed", nullptr, int(failed.size()));
    } else if (status == u"cancelled") {
        last.severity = Severity::Warning;
        last.message = tr("Run cancelled");
    } else {
        last.severity = Severity::Warning;
        //: %1 is the run's final status, such as "interrupted".
        last.message = tr("Run ended: %1").arg(status);
    }
    append(std::move(last));
    if (oldErrors != m_errors || oldWarnings != m_warnings)
        Q_EMIT countsChanged();
}

QString RunLogModel::nodeTitle(int node) const
{
    if (node < 0 || node >= m_outline.nodes.size())
        return {};
    return m_outline.nodes.at(node).title;
}

int RunLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RunLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[m_shown[std::size_t(index.row())]];
    const bool onNode = entry.node >= 0 && entry.node < m_outline.nodes.size();
    switch (role) {
    case SeverityRole:
        return int(entry.severity);
    case SecondsRole:
        return double(std::max<qint64>(0, entry.ns - m_outline.originNs)) / 1e9;
    case NodeIdRole:
        return onNode ? m_outline.nodes.at(entry.node).id : QString();
    case NodeTitleRole:
        return nodeTitle(entry.node);
    case Qt::DisplayRole:
    case MessageRole:
        return entry.message;
    case DetailRole:
        return entry.detail;
    case TaskCountRole:
        return entry.tasks;
    default:
        return {};
    }
}

QHash<int, QByteArray> RunLogModel::roleNames() const
{
    return {
        {SeverityRole, "severity"},   {SecondsRole, "seconds"}, {NodeIdRole, "nodeId"},
        {NodeTitleRole, "nodeTitle"}, {MessageRole, "message"}, {DetailRole, "detail"},
        {TaskCountRole, "taskCount"},
    };
}

} // namespace weft::app
