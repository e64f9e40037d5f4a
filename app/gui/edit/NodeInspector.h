#pragma once

#include "ParameterListModel.h"

#include <QDir>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

namespace weft::engine {
class OperatorRegistry;
struct Node;
struct OperatorSpec;
} // namespace weft::engine

namespace weft::app {

class CanvasSelection;
class GraphEditor;
class NodeListModel;

/// What the inspector shows of one node: the node's own fields (title, run settings) and what
/// its operator and the validation say about it. A value, compared whole; without a single
/// selected node every field is empty, zero or false (and onItemError "fail"). The names of the
/// fields the user sets are the names NodeInspector::set() takes.
struct InspectedNode
{
    Q_GADGET
    QML_VALUE_TYPE(inspectedNode)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString operatorId MEMBER operatorId)
    Q_PROPERTY(QString operatorTitle MEMBER operatorTitle)
    Q_PROPERTY(QString description MEMBER description)
    Q_PROPERTY(QString backend MEMBER backend)
    Q_PROPERTY(int retries MEMBER retries)
    Q_PROPERTY(int timeout MEMBER timeout)
    Q_PROPERTY(bool persistOutputs MEMBER persistOutputs)
    Q_PROPERTY(bool canMap MEMBER canMap)
    Q_PROPERTY(bool map MEMBER map)
    Q_PROPERTY(int batchSize MEMBER batchSize)
    Q_PROPERTY(int batchWaitMs MEMBER batchWaitMs)
    Q_PROPERTY(double batchLowerMs MEMBER batchLowerMs)
    Q_PROPERTY(double batchUpperMs MEMBER batchUpperMs)
    Q_PROPERTY(QString onItemError MEMBER onItemError)
    Q_PROPERTY(QString problems MEMBER problems)

public:
    QString id;            ///< the node's id
    QString title;         ///< its own title; "" shows the operator's
    QString operatorId;    ///< e.g. "table.sort"
    QString operatorTitle; ///< the operator's title (the placeholder of an empty title)
    QString description;   ///< the operator's description
    QString backend;       ///< "" for the project's default
    int retries = 0;
    int timeout = 0; ///< seconds; 0 for none
    bool persistOutputs = false;
    bool canMap = false; ///< its operator can run as a map node (engine::canRunAsMap)
    bool map = false;
    int batchSize = 0; ///< items; 0 is tuned
    int batchWaitMs = 0;
    double batchLowerMs = 0; ///< 0 is the backend's target
    double batchUpperMs = 0; ///< 0 is the backend's target
    QString onItemError;     ///< "fail", "skip" or "record"; "fail" when the node leaves it unset
    QString problems;        ///< what stops it from running, one line each

    friend bool operator==(const InspectedNode &, const InspectedNode &) = default;
};

/// The inspector's view of the current node (CanvasSelection::currentNodeId()): its fields as one
/// InspectedNode value, its parameters as a list model, and the setters that change them, each
/// change one undo step on the project's stack. QML binds to `node` and calls set() with a
/// field's name, so that a new run setting is one row in a table rather than another getter,
/// setter and property.
///
/// Refreshed when the selection changes and, by the ProjectController, after every change to the
/// graph and every validation. Lives on the GUI thread.
class NodeInspector : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("NodeInspector is owned by the ProjectController")
    Q_PROPERTY(weft::app::InspectedNode node READ node NOTIFY nodeChanged)
    Q_PROPERTY(QStringList backendNames READ backendNames CONSTANT)
    Q_PROPERTY(weft::app::ParameterListModel *parameters READ parameters CONSTANT)

public:
    NodeInspector(const engine::OperatorRegistry &registry, GraphEditor &editor,
                  const NodeListModel &nodes, const CanvasSelection &selection,
                  QUndoStack &undoStack, QObject *parent = nullptr);

    const InspectedNode &node() const { return m_node; }
    /// Sets one field the user edits ("title", "backend", "retries", "timeout",
    /// "persistOutputs", "map", "batchSize", "batchWaitMs", "batchLowerMs", "batchUpperMs",
    /// "onItemError") in one undo step, or in none when the node has that value already. Counts
    /// and times below 0 are taken as 0. False, changing nothing, without a current node, for
    /// any other name, or for a value the field does not take (not a number, a policy other
    /// than "fail", "skip" and "record").
    Q_INVOKABLE bool set(const QString &field, const QVariant &value);
    /// Sets the parameter from what the user typed or chose. Returns "" when applied, else
    /// what the value should be ("a whole number") and changes nothing.
    Q_INVOKABLE QString setParameter(const QString &name, const QVariant &value);
    /// Removes the node's own value, so that the default applies.
    Q_INVOKABLE void resetParameter(const QString &name);
    /// What the inspector shows of a parameter while the user types `text` into it, before it
    /// is applied: `problem`, why the text is not a value of the parameter's type or what the
    /// design-time check finds wrong with it (DraftCheck), or ""; and `columns`, the input's
    /// columns the parameter may name (for a drop-down or a completion). Quick enough for
    /// every pause in typing: only the node's upstream is checked.
    Q_INVOKABLE QVariantMap checkParameter(const QString &name, const QString &text) const;
    /// The folder the project's relative paths start from, for checkParameter().
    void setProjectDir(const QDir &dir) { m_projectDir = dir; }

    QStringList backendNames() const;
    ParameterListModel *parameters() { return &m_parameters; }

    /// Reads the current node again and announces it (nodeChanged()).
    void refresh();

Q_SIGNALS:
    void nodeChanged();

private:
    const engine::Node *current() const;
    const engine::OperatorSpec *specOf(const engine::Node &node) const;
    void change(const engine::Node &before, const engine::Node &after, const QString &text);

    const engine::OperatorRegistry &m_registry;
    GraphEditor &m_editor;
    const NodeListModel &m_nodes;
    const CanvasSelection &m_selection;
    QUndoStack &m_undoStack;
    ParameterListModel m_parameters;
    InspectedNode m_node;
    QDir m_projectDir;
};

} // namespace weft::app
