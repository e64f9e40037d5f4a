#include "NodeFreezer.h"

#include "CanvasSelection.h"
#include "GraphEditor.h"
#include "edit/commands/ChangeNodeCommand.h"
#include "models/NodeListModel.h"

#include <QUndoStack>

#include <algorithm>
#include <utility>
#include <vector>

namespace weft::app {

NodeFreezer::NodeFreezer(GraphEditor &editor, CanvasSelection &selection, QUndoStack &undoStack,
                         QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_selection(selection)
    , m_undoStack(undoStack)
{
    connect(&m_selection, &CanvasSelection::changed, this, &NodeFreezer::changed);
    const NodeListModel *nodes = &m_editor.nodes();
    // A freeze, its undo and a new plan's marks all reach the rows; the action follows them.
    connect(nodes, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
                if (roles.isEmpty() || roles.contains(NodeListModel::FrozenRole) ||
                    roles.contains(NodeListModel::FreshnessRole))
                    Q_EMIT changed();
            });
    connect(nodes, &QAbstractItemModel::modelReset, this, &NodeFreezer::changed);
}

bool NodeFreezer::isFrozen() const
{
    const QStringList ids = m_selection.nodeIds();
    return std::any_of(ids.begin(), ids.end(), [this](const QString &id) {
        const engine::Node *node = m_editor.node(engine::NodeId(id));
        return node && !node->run.frozen.isEmpty();
    });
}

bool NodeFreezer::canToggle() const
{
    const QStringList ids = m_selection.nodeIds();
    if (ids.isEmpty())
        return false;
    if (isFrozen())
        return true;
    return std::all_of(ids.begin(), ids.end(), [this](const QString &id) {
        const NodeFreshness *mark = m_editor.nodes().freshness(engine::NodeId(id));
        return mark && mark->state == NodeFreshness::State::Current && !mark->key.isEmpty();
    });
}

bool NodeFreezer::toggle()
{
    const QStringList ids = m_selection.nodeIds();
    if (ids.isEmpty())
        return false;
    const bool unfreeze = isFrozen();
    std::vector<std::pair<engine::Node, engine::Node>> changes;
    for (const QString &id : ids) {
        const engine::Node *node = m_editor.node(engine::NodeId(id));
        if (!node)
            continue;
        engine::Node after = *node;
        if (unfreeze) {
            if (node->run.frozen.isEmpty())
                continue;
            after.run.frozen.clear();
        } else {
            const NodeFreshness *mark = m_editor.nodes().freshness(node->id);
            if (!mark || mark->state != NodeFreshness::State::Current || mark->key.isEmpty()) {
                Q_EMIT messageRaised(
                    tr("'%1' cannot be frozen: it has no up-to-date result to keep. Run it "
                       "first.")
                        .arg(id));
                return false;
            }
            after.run.frozen = QString::fromLatin1(mark->key);
        }
        changes.emplace_back(*node, std::move(after));
    }
    if (changes.empty())
        return false;
    const QString text =
        changes.size() == 1
            ? (unfreeze ? tr("Unfreeze %1") : tr("Freeze %1"))
                  .arg(changes.front().first.id.toString())
            : (unfreeze ? tr("Unfreeze %1 Nodes") : tr("Freeze %1 Nodes")).arg(changes.size());
    auto *command = new QUndoCommand(text);
    for (auto &[before, after] : changes)
        new ChangeNodeCommand(m_editor, std::move(before), std::move(after), text, command);
    m_undoStack.push(command);
    return true;
}

} // namespace weft::app
