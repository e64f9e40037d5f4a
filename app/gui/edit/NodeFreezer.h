#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

namespace weft::app {

class CanvasSelection;
class GraphEditor;

/// Freezes and unfreezes the selected nodes: a frozen node keeps the result it had when it was
/// frozen (its `run.frozen` holds that result's signature, the key of its cache entry), and
/// edits above it make neither it nor the nodes below it run until it is unfrozen
/// (run::CachePlan serves it from that entry). Each change is one undo step and is saved with
/// the project.
///
/// Only a node whose result is up to date can be frozen: its freshness mark (FreshnessPlanner)
/// names the entry. QML reads `frozen` and `canToggle` to name and enable the Freeze action.
///
/// Lives on the GUI thread; `changed` follows the selection and the node rows.
class NodeFreezer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("NodeFreezer is owned by the EditController")
    /// A selected node is frozen: the action unfreezes.
    Q_PROPERTY(bool frozen READ isFrozen NOTIFY changed)
    /// The action can do something: a selected node is frozen, or every one is up to date.
    Q_PROPERTY(bool canToggle READ canToggle NOTIFY changed)

public:
    NodeFreezer(GraphEditor &editor, CanvasSelection &selection, QUndoStack &undoStack,
                QObject *parent = nullptr);

    bool isFrozen() const;
    bool canToggle() const;
    /// Unfreezes the selected frozen nodes when there are some, else freezes the selected
    /// nodes at the results their marks name, in one undo step. False, emitting
    /// messageRaised() with the reason, when a selected node has no up-to-date result.
    Q_INVOKABLE bool toggle();

Q_SIGNALS:
    void changed();
    /// One line for the user: why nothing was frozen.
    void messageRaised(const QString &message);

private:
    GraphEditor &m_editor;
    CanvasSelection &m_selection;
    QUndoStack &m_undoStack;
};

} // namespace weft::app
