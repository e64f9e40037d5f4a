#pragma once

#include "ParameterListModel.h"
#include "graph/Graph.h"
#include "models/EdgeListModel.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QSet>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <optional>

class QUndoStack;

namespace weft::engine {
class OperatorRegistry;
struct OperatorSpec;
struct AttachedDataset;
} // namespace weft::engine

namespace weft::app {

class AnnotationController;
class GraphEditor;
class NodeListModel;

/// The editing commands of the canvas and the inspector: add, remove, move, connect,
/// disconnect, rename, set parameters and run settings, the selection, duplicate and the
/// clipboard. Every change to the project goes through an undo command on the controller's
/// stack; selection is view state and does not. QML calls these and binds to the properties.
///
/// Connections are checked before they are made: connectionProblem() says why an edge is
/// refused (same node, incompatible data kinds, a cycle), in one line the canvas shows near the
/// pointer.
///
/// Lives on the GUI thread.
class EditController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EditController is owned by the ProjectController")
    Q_PROPERTY(int selectionCount READ selectionCount NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedEdge READ selectedEdge NOTIFY selectionChanged)
    Q_PROPERTY(bool hasSelection READ hasSelection NOTIFY selectionChanged)
    Q_PROPERTY(QString currentNodeId READ currentNodeId NOTIFY selectionChanged)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentOperatorId READ currentOperatorId NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentOperatorTitle READ currentOperatorTitle NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentDescription READ currentDescription NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentBackend READ currentBackend NOTIFY currentNodeChanged)
    Q_PROPERTY(int currentRetries READ currentRetries NOTIFY currentNodeChanged)
    Q_PROPERTY(int currentTimeout READ currentTimeout NOTIFY currentNodeChanged)
    Q_PROPERTY(bool currentPersistOutputs READ currentPersistOutputs NOTIFY currentNodeChanged)
    Q_PROPERTY(bool currentCanMap READ currentCanMap NOTIFY currentNodeChanged)
    Q_PROPERTY(bool currentMap READ currentMap NOTIFY currentNodeChanged)
    Q_PROPERTY(int currentBatchSize READ currentBatchSize NOTIFY currentNodeChanged)
    Q_PROPERTY(int currentBatchWaitMs READ currentBatchWaitMs NOTIFY currentNodeChanged)
    Q_PROPERTY(double currentBatchLowerMs READ currentBatchLowerMs NOTIFY currentNodeChanged)
    Q_PROPERTY(double currentBatchUpperMs READ currentBatchUpperMs NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentOnItemError READ currentOnItemError NOTIFY currentNodeChanged)
    Q_PROPERTY(QString currentProblems READ currentProblems NOTIFY currentNodeChanged)
    Q_PROPERTY(QStringList backendNames READ backendNames CONSTANT)
    Q_PROPERTY(weft::app::ParameterListModel *parameters READ parameters CONSTANT)

public:
    EditController(const engine::OperatorRegistry &registry, GraphEditor &editor,
                   NodeListModel &nodes, QUndoStack &undoStack, QObject *parent = nullptr);

    // --- creating and removing
    /// Adds a node of the operator with its top-left corner at `position`, selects it and
    /// returns its new id; an unknown operator adds nothing and returns "".
    Q_INVOKABLE QString addNode(const QString &operatorId, QPointF position);
    /// Removes the selected nodes and their edges, or the selected edge (one undo step).
    Q_INVOKABLE void removeSelection();
    Q_INVOKABLE void removeNodes(const QStringList &nodeIds);

    // --- connecting
    /// Why the edge may not be made, in one line for the user; empty when it may.
    Q_INVOKABLE QString connectionProblem(const QString &fromNode, const QString &fromPort,
                                          const QString &toNode, const QString &toPort) const;
    /// Makes the edge; an input that takes one connection gives up the one it has (one undo
    /// step). False, with nothing changed, when connectionProblem() is not empty.
    Q_INVOKABLE bool connectPorts(const QString &fromNode, const QString &fromPort,
                                  const QString &toNode, const QString &toPort);
    Q_INVOKABLE bool disconnectPorts(const QString &fromNode, const QString &fromPort,
                                     const QString &toNode, const QString &toPort);
    /// The edges that feed the input, as [fromNode, fromPort] pairs flattened.
    Q_INVOKABLE QStringList inputSources(const QString &toNode, const QString &toPort) const;

    // --- the node's own fields
    Q_INVOKABLE void renameNode(const QString &nodeId, const QString &title);
    /// Sets the parameter from what the user typed or chose. Returns "" when applied, else
    /// what the value should be ("a whole number") and changes nothing.
    Q_INVOKABLE QString setParameter(const QString &nodeId, const QString &name,
                                     const QVariant &value);
    /// Removes the node's own value, so that the default applies.
    Q_INVOKABLE void resetParameter(const QString &nodeId, const QString &name);
    Q_INVOKABLE void setRunBackend(const QString &nodeId, const QString &backend);
    Q_INVOKABLE void setRunRetries(const QString &nodeId, int retries);
    Q_INVOKABLE void setRunTimeout(const QString &nodeId, int seconds);
    Q_INVOKABLE void setRunPersistOutputs(const QString &nodeId, bool persist);
    /// Map and batching: the node applies its operation to each item of its first input (see
    /// engine::canRunAsMap). Sizes and times below 0 are taken as 0 (tuned, the backend's).
    Q_INVOKABLE void setRunMap(const QString &nodeId, bool map);
    Q_INVOKABLE void setRunBatchSize(const QString &nodeId, int size);
    Q_INVOKABLE void setRunBatchWait(const QString &nodeId, int milliseconds);
    Q_INVOKABLE void setRunBatchLower(const QString &nodeId, double milliseconds);
    Q_INVOKABLE void setRunBatchUpper(const QString &nodeId, double milliseconds);
    /// "fail" (stored as "", the default), "skip" or "record"; anything else changes nothing.
    Q_INVOKABLE void setRunOnItemError(const QString &nodeId, const QString &policy);

    // --- selection (not undoable: it changes no document)
    /// Selects the node; with `toggle` (Ctrl+click) adds it to or takes it out of the selection.
    Q_INVOKABLE void select(const QString &nodeId, bool toggle = false);
    /// Replaces the selection; with `extend` adds to it (Ctrl+rubber band).
    Q_INVOKABLE void setSelection(const QStringList &nodeIds, bool extend = false);
    Q_INVOKABLE void selectAll();
    Q_INVOKABLE void clearSelection();
    Q_INVOKABLE bool isSelected(const QString &nodeId) const;
    /// Selects one edge instead of nodes (Del then disconnects it); false when it is not there.
    Q_INVOKABLE bool selectEdge(const QString &fromNode, const QString &fromPort,
                                const QString &toNode, const QString &toPort);
    Q_INVOKABLE QStringList selectedNodeIds() const;

    // --- moving: a drag previews, and pushes one undo step when it ends
    Q_INVOKABLE void beginMove();
    /// Places the selected nodes at their start position plus `delta`, each snapped to the
    /// grid when `grid` > 0.
    Q_INVOKABLE void dragMove(QPointF delta, qreal grid);
    Q_INVOKABLE void endMove();

    // --- layout
    /// Arranges every node in layers from left to right (Graphviz's dot), keeping the graph's
    /// top-left corner where it is, in one undo step. False when there is nothing to move.
    Q_INVOKABLE bool arrange();

    // --- files dropped from the file manager
    /// Adds a source node for each local file or folder, stacked downwards from `position`, in
    /// one undo step, and selects them: `<suffix>.read` for a file whose suffix names a reader
    /// (csv, npy, sqlite and their usual aliases), a file lister for a folder, and for any other
    /// file a lister of its folder limited to its name. Returns how many nodes were added.
    Q_INVOKABLE int addFileNodes(const QList<QUrl> &urls, QPointF position);
    /// How a picked path is stored in the project (set by the ProjectController: relative to
    /// the project's folder when it has one).
    void setPathMapper(std::function<QString(const QString &)> mapper)
    {
        m_pathMapper = std::move(mapper);
    }
    /// Where addFileNodes() also registers the files (the project's `datasets` section), in the
    /// same undo step, and what to call when that list changed. Without it only nodes are added.
    void setDatasetList(std::vector<engine::AttachedDataset> *datasets,
                        std::function<void()> changed)
    {
        m_datasets = datasets;
        m_datasetsChanged = std::move(changed);
    }

    // --- duplicate and clipboard (project JSON text, so it works between windows and editors)
    Q_INVOKABLE void duplicateSelection();
    /// The selected nodes and the edges between them as project JSON; also on the clipboard.
    Q_INVOKABLE QString copySelection();
    Q_INVOKABLE void cutSelection();
    /// Pastes the clipboard's project JSON; false (with a message) when it holds none.
    Q_INVOKABLE bool paste();
    /// Adds the nodes and edges of project JSON text, renamed where ids are taken and moved by
    /// `offset`, and selects them. False, emitting messageRaised(), on text that is no project.
    Q_INVOKABLE bool pasteText(const QString &json, QPointF offset);

    int selectionCount() const;
    /// The selected edge's key ("from.port->to.port", as EdgeListModel::key), or "".
    QString selectedEdge() const
    {
        return m_selectedEdge ? EdgeListModel::key(*m_selectedEdge) : QString();
    }
    bool hasSelection() const;
    QString currentNodeId() const;
    QString currentTitle() const;
    QString currentOperatorId() const;
    QString currentOperatorTitle() const;
    QString currentDescription() const;
    QString currentBackend() const;
    int currentRetries() const;
    int currentTimeout() const;
    bool currentPersistOutputs() const;
    /// Whether the current node's operator can run as a map node (false without one).
    bool currentCanMap() const;
    bool currentMap() const;
    int currentBatchSize() const;
    int currentBatchWaitMs() const;
    double currentBatchLowerMs() const;
    double currentBatchUpperMs() const;
    /// "fail", "skip" or "record"; "fail" when the node leaves it unset.
    QString currentOnItemError() const;
    QString currentProblems() const;
    QStringList backendNames() const;
    ParameterListModel *parameters() { return &m_parameters; }

    /// Refreshes what the inspector shows (called after every change to the graph).
    void refreshCurrent();

    /// Frames and comments join the selection, Delete, Cut, Copy, Paste, Duplicate and Select
    /// All (set once by the ProjectController; not owned).
    void setAnnotations(AnnotationController *annotations);

Q_SIGNALS:
    void selectionChanged();
    void currentNodeChanged();
    /// One line for the user (a paste that held no project).
    void messageRaised(const QString &message);

private:
    const engine::Node *node(const QString &nodeId) const;
    const engine::OperatorSpec *specOf(const engine::Node &node) const;
    /// A free node id derived from `base` (an operator id's last part), avoiding `taken` too.
    QString freeId(const QString &base, const QSet<QString> &taken) const;
    void change(const engine::Node &before, const engine::Node &after, const QString &text);
    engine::Graph selectedFragment() const;
    /// A node that reads the file or folder, or nothing when no operator fits.
    std::optional<engine::Node> fileNode(const QString &path, QSet<QString> *taken) const;

    const engine::OperatorRegistry &m_registry;
    GraphEditor &m_editor;
    NodeListModel &m_nodes;
    QUndoStack &m_undoStack;
    ParameterListModel m_parameters;
    QHash<engine::NodeId, QPointF> m_moveStart;
    int m_pasteCount = 0;
    std::function<QString(const QString &)> m_pathMapper;
    std::vector<engine::AttachedDataset> *m_datasets = nullptr;
    std::function<void()> m_datasetsChanged;
    std::optional<engine::Edge> m_selectedEdge;
    AnnotationController *m_annotations = nullptr;
};

} // namespace weft::app
