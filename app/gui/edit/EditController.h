#pragma once

#include "NodeFreezer.h"
#include "graph/Graph.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QSet>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QUndoCommand;
class QUndoStack;

namespace weft::engine {
class OperatorRegistry;
struct OperatorSpec;
struct AttachedDataset;
struct Project;
} // namespace weft::engine

namespace weft::app {

class AnnotationEditor;
class CanvasSelection;
class GraphEditor;
class NodePlacement;

/// The editing commands of the canvas: add, remove, move, connect and disconnect nodes, arrange
/// them, add the files dropped on the canvas, and duplicate, cut, copy and paste what is
/// selected (nodes, frames and comments together). Every change to the project goes through an
/// undo command on the controller's stack. What to act on comes from the CanvasSelection; what a
/// command adds becomes the selection. QML calls these.
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
    /// Freeze and Unfreeze for the selected nodes.
    Q_PROPERTY(weft::app::NodeFreezer *freezer READ freezer CONSTANT)

public:
    EditController(const engine::OperatorRegistry &registry, GraphEditor &editor,
                   AnnotationEditor &annotations, CanvasSelection &selection, QUndoStack &undoStack,
                   QObject *parent = nullptr);

    NodeFreezer *freezer() { return &m_freezer; }

    // --- creating and removing
    /// Adds a node of the operator with its top-left corner at `position` (or the nearest free
    /// place, see NodePlacement), selects it and returns its new id; an unknown operator adds
    /// nothing and returns "".
    Q_INVOKABLE QString addNode(const QString &operatorId, QPointF position);
    /// Adds a node as addNode() does and connects it to the port a wire was dragged from: the
    /// output (`fromOutput`) feeds the new node's first input that takes it, or the new node's
    /// first output that fits feeds the input. One undo step. Returns the new id, or "" (nothing
    /// added) when no port of the operator fits.
    Q_INVOKABLE QString addConnectedNode(const QString &operatorId, QPointF position,
                                         const QString &nodeId, const QString &port,
                                         bool fromOutput);
    /// Removes the selected nodes with their edges, frames and comments, or the selected edge
    /// (one undo step).
    Q_INVOKABLE void removeSelection();

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
    /// Adds a source node for each local file or folder, stacked downwards from `position` (moved
    /// as a whole into free space), in one undo step, and selects them: `<suffix>.read` for a file
    /// whose suffix names a reader (csv, npy, sqlite and their usual aliases), a file lister for a
    /// folder, and for any other file a lister of its folder limited to its name. Returns how many
    /// nodes were added.
    Q_INVOKABLE int addFileNodes(const QList<QUrl> &urls, QPointF position);
    /// The Attach dialog's name filters: every suffix a reader reads (`<suffix>.read`) with its
    /// aliases, then all files.
    Q_INVOKABLE QStringList dataFileFilters() const;
    /// The Browse dialog's name filters for a file parameter of the operator: the files of the
    /// format it is named after (`csv.read` and `csv.write` → *.csv *.tsv *.txt), by the same
    /// suffixes and aliases as dataFileFilters(), then all files; only all files for an
    /// operator named after no format.
    Q_INVOKABLE QStringList fileParameterFilters(const QString &operatorId) const;
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
    /// The selected nodes with the edges between them, frames and comments as project JSON;
    /// also on the clipboard.
    Q_INVOKABLE QString copySelection();
    Q_INVOKABLE void cutSelection();
    /// Pastes the clipboard's project JSON; false (with a message) when it holds none.
    Q_INVOKABLE bool paste();
    /// Adds the nodes, edges, frames and comments of project JSON text, renamed where ids are
    /// taken and moved by `offset`, and selects them. False, emitting messageRaised(), on text
    /// that is no project.
    Q_INVOKABLE bool pasteText(const QString &json, QPointF offset);

    // --- run settings
    /// Keeps a batch band tuned live (the dashboard's Batch tuning panel) in map node
    /// `nodeId`'s run settings (`run.batch_lower_ms`, `batch_upper_ms`), so that its later runs
    /// start with it: one undo step, saved with the project. False, emitting messageRaised()
    /// with the reason, for a node that is gone or no map node, or a band the project format
    /// refuses (0 < lower < upper); false without a message when the node has that band already.
    Q_INVOKABLE bool keepBatchBand(const QString &nodeId, double lowerMs, double upperMs);

Q_SIGNALS:
    /// One line for the user (a paste that held no project).
    void messageRaised(const QString &message);

private:
    /// The name patterns of a format's files: "*.csv" then its aliases ("*.tsv", "*.txt").
    static QStringList suffixPatterns(const QString &format);
    const engine::Node *node(const QString &nodeId) const;
    /// Where new cards may go: the graph's cards as they are now.
    NodePlacement placement() const;
    /// The edges that end at the input.
    std::vector<engine::Edge> incoming(const QString &toNode, const QString &toPort) const;
    /// The node's spec (Operator::specFor), its outputs included; null for an unknown operator.
    std::shared_ptr<const engine::OperatorSpec> specOf(const engine::Node &node) const;
    /// A free node id derived from `base` (an operator id's last part), avoiding `taken` too.
    QString freeId(const QString &base, const QSet<QString> &taken) const;
    /// Removes what is selected in one undo step named `mixed` when frames or comments are part
    /// of it, else `one` (%1: the node) or `many` (%1: how many nodes).
    void removeSelected(const QString &mixed, const QString &one, const QString &many);
    /// Adds a child to `parent` that adds the fragment's frames and comments moved by `offset`,
    /// with fresh ids where theirs are taken; returns the ids they got.
    std::pair<QSet<QString>, QSet<QString>> pasteAnnotations(engine::Project &fragment,
                                                             QPointF offset, QUndoCommand *parent);
    /// A node that reads the file or folder, or nothing when no operator fits.
    std::optional<engine::Node> fileNode(const QString &path, QSet<QString> *taken) const;

    const engine::OperatorRegistry &m_registry;
    GraphEditor &m_editor;
    AnnotationEditor &m_annotations;
    CanvasSelection &m_selection;
    QUndoStack &m_undoStack;
    QHash<engine::NodeId, QPointF> m_moveStart;
    int m_pasteCount = 0;
    std::function<QString(const QString &)> m_pathMapper;
    std::vector<engine::AttachedDataset> *m_datasets = nullptr;
    std::function<void()> m_datasetsChanged;
    NodeFreezer m_freezer;
};

} // namespace weft::app
