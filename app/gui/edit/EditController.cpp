#include "EditController.h"

#include "AnnotationController.h"
#include "GraphEditor.h"
#include "LayeredLayout.h"
#include "edit/commands/AddItemsCommand.h"
#include "edit/commands/AttachDatasetsCommand.h"
#include "edit/commands/ChangeNodeCommand.h"
#include "edit/commands/MoveNodesCommand.h"
#include "edit/commands/RemoveItemsCommand.h"
#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectDecoder.h"
#include "project/ProjectJson.h"
#include "project/ProjectValidator.h"
#include "project/ProjectWriter.h"

#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <tuple>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

/// Pasted and duplicated nodes land this far from their originals, so that they are seen.
constexpr qreal kPasteOffset = 48;
/// A card's size on the canvas, as Theme.qml draws it (width; header and padding; one port
/// row), for the layout, and the canvas grid.
constexpr qreal kCardWidth = 216;
constexpr qreal kCardChrome = 52 + 2 * 8;
constexpr qreal kPortRowHeight = 22;
constexpr qreal kGrid = 24;
/// Nodes for several dropped files are stacked this far apart (a card and a gap, on the grid).
constexpr qreal kFileNodeSpacing = 120;

qreal snapped(qreal value, qreal grid)
{
    return grid > 0 ? std::round(value / grid) * grid : value;
}

} // namespace

EditController::EditController(const engine::OperatorRegistry &registry, GraphEditor &editor,
                               NodeListModel &nodes, QUndoStack &undoStack, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_editor(editor)
    , m_nodes(nodes)
    , m_undoStack(undoStack)
{
    connect(&m_nodes, &NodeListModel::selectionChanged, this, [this] {
        // Nodes and an edge are never selected together.
        if (!m_nodes.selection().isEmpty())
            m_selectedEdge.reset();
        Q_EMIT selectionChanged();
        refreshCurrent();
    });
    connect(&m_nodes, &QAbstractItemModel::modelReset, this, &EditController::refreshCurrent);
}

void EditController::setAnnotations(AnnotationController *annotations)
{
    m_annotations = annotations;
    if (m_annotations)
        connect(m_annotations, &AnnotationController::selectionChanged, this,
                &EditController::selectionChanged);
}

bool EditController::hasSelection() const
{
    return selectionCount() > 0 || m_selectedEdge.has_value() ||
           (m_annotations && m_annotations->hasSelection());
}

const engine::Node *EditController::node(const QString &nodeId) const
{
    const int index = m_editor.nodeIndex(engine::NodeId(nodeId));
    return index < 0 ? nullptr : &m_editor.graph().nodes[size_t(index)];
}

const engine::OperatorSpec *EditController::specOf(const engine::Node &node) const
{
    const engine::Operator *op = m_registry.find(node.operatorId);
    return op ? &op->spec() : nullptr;
}

QString EditController::freeId(const QString &base, const QSet<QString> &taken) const
{
    QString stem;
    for (const QChar c : base) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            stem += c;
        else if (c == u'_' || c == u'-')
            stem += c;
    }
    if (!engine::NodeId::isValid(stem))
        stem = u"node_"_s + stem;
    auto free = [&](const QString &id) {
        return !taken.contains(id) && m_editor.nodeIndex(engine::NodeId(id)) < 0;
    };
    if (free(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString id = stem + u'_' + QString::number(n);
        if (free(id))
            return id;
    }
}

QString EditController::addNode(const QString &operatorId, QPointF position)
{
    const engine::Operator *op = m_registry.find(operatorId);
    if (!op)
        return {};
    engine::Node node;
    node.id = engine::NodeId(freeId(operatorId.section(u'.', -1), {}));
    node.operatorId = operatorId;
    node.position = position;
    m_undoStack.push(new AddItemsCommand(m_editor, {node}, {}, tr("Add %1").arg(op->spec().title)));
    m_nodes.setSelection({node.id});
    return node.id.toString();
}

void EditController::removeSelection()
{
    if (m_selectedEdge) {
        const engine::Edge edge = *m_selectedEdge;
        m_selectedEdge.reset();
        disconnectPorts(edge.fromNode.toString(), edge.fromPort, edge.toNode.toString(),
                        edge.toPort);
        Q_EMIT selectionChanged();
        return;
    }
    if (m_annotations && m_annotations->hasSelection()) {
        // One step for the nodes, frames and comments together.
        QSet<engine::NodeId> ids;
        for (const QString &id : selectedNodeIds())
            ids.insert(engine::NodeId(id));
        auto *command = new QUndoCommand(tr("Delete Selection"));
        new RemoveItemsCommand(m_editor, ids, {}, command->text(), command);
        m_annotations->appendRemoval(command);
        m_undoStack.push(command);
        return;
    }
    removeNodes(selectedNodeIds());
}

bool EditController::selectEdge(const QString &fromNode, const QString &fromPort,
                                const QString &toNode, const QString &toPort)
{
    const engine::Edge edge{engine::NodeId(fromNode), fromPort, engine::NodeId(toNode), toPort};
    if (m_editor.edgeIndex(edge) < 0)
        return false;
    m_nodes.setSelection({});
    if (m_annotations)
        m_annotations->clearSelection();
    m_selectedEdge = edge;
    Q_EMIT selectionChanged();
    return true;
}

void EditController::removeNodes(const QStringList &nodeIds)
{
    QSet<engine::NodeId> ids;
    for (const QString &id : nodeIds)
        ids.insert(engine::NodeId(id));
    auto command = std::make_unique<RemoveItemsCommand>(
        m_editor, ids, std::vector<engine::Edge>{},
        nodeIds.size() == 1 ? tr("Delete %1").arg(nodeIds.front())
                            : tr("Delete %1 Nodes").arg(nodeIds.size()));
    if (!command->isEmpty())
        m_undoStack.push(command.release());
}

QString EditController::connectionProblem(const QString &fromNode, const QString &fromPort,
                                          const QString &toNode, const QString &toPort) const
{
    const engine::Node *from = node(fromNode);
    const engine::Node *to = node(toNode);
    if (!from || !to)
        return tr("That node no longer exists.");
    if (fromNode == toNode)
        return tr("A node cannot feed itself.");
    const engine::OperatorSpec *fromSpec = specOf(*from);
    const engine::OperatorSpec *toSpec = specOf(*to);
    const engine::PortSpec *output = fromSpec ? fromSpec->findOutput(fromPort) : nullptr;
    const engine::PortSpec *input = toSpec ? toSpec->findInput(toPort) : nullptr;
    if (!output || !input)
        return tr("Unknown port.");
    if (!engine::isCompatible(output->kind, input->kind))
        return tr("A %1 output cannot feed a %2 input.")
            .arg(engine::dataKindName(output->kind), engine::dataKindName(input->kind));
    const engine::Edge edge{from->id, fromPort, to->id, toPort};
    const auto &edges = m_editor.graph().edges;
    if (std::find(edges.begin(), edges.end(), edge) != edges.end())
        return tr("These ports are connected already.");
    const std::vector<engine::NodeId> cycle = m_editor.graph().cycleClosedBy(from->id, to->id);
    if (!cycle.empty()) {
        QStringList names;
        for (const engine::NodeId &id : cycle)
            names << id.toString();
        names << to->id.toString();
        return tr("This would close a cycle: %1.").arg(names.join(u" → "_s));
    }
    return {};
}

QStringList EditController::inputSources(const QString &toNode, const QString &toPort) const
{
    QStringList sources;
    for (const engine::Edge &edge : m_editor.graph().edges) {
        if (edge.toNode.toString() == toNode && edge.toPort == toPort)
            sources << edge.fromNode.toString() << edge.fromPort;
    }
    return sources;
}

bool EditController::connectPorts(const QString &fromNode, const QString &fromPort,
                                  const QString &toNode, const QString &toPort)
{
    if (!connectionProblem(fromNode, fromPort, toNode, toPort).isEmpty())
        return false;
    const engine::Node *to = node(toNode);
    const engine::PortSpec *input = specOf(*to)->findInput(toPort);
    std::vector<engine::Edge> replaced;
    if (!input->variadic) {
        for (const engine::Edge &edge : m_editor.graph().edges) {
            if (edge.toNode == to->id && edge.toPort == toPort)
                replaced.push_back(edge);
        }
    }
    const engine::Edge edge{engine::NodeId(fromNode), fromPort, to->id, toPort};
    const QString text = tr("Connect %1 to %2").arg(fromNode, toNode);
    if (replaced.empty()) {
        m_undoStack.push(new AddItemsCommand(m_editor, {}, {edge}, text));
        return true;
    }
    // One step: undo gives the input its old connection back.
    auto *macro = new QUndoCommand(text);
    new RemoveItemsCommand(m_editor, {}, replaced, text, macro);
    new AddItemsCommand(m_editor, {}, {edge}, text, macro);
    m_undoStack.push(macro);
    return true;
}

bool EditController::disconnectPorts(const QString &fromNode, const QString &fromPort,
                                     const QString &toNode, const QString &toPort)
{
    const engine::Edge edge{engine::NodeId(fromNode), fromPort, engine::NodeId(toNode), toPort};
    if (m_editor.edgeIndex(edge) < 0)
        return false;
    m_undoStack.push(new RemoveItemsCommand(m_editor, {}, {edge},
                                            tr("Disconnect %1 from %2").arg(fromNode, toNode)));
    return true;
}

void EditController::change(const engine::Node &before, const engine::Node &after,
                            const QString &text)
{
    if (before != after)
        m_undoStack.push(new ChangeNodeCommand(m_editor, before, after, text));
}

void EditController::renameNode(const QString &nodeId, const QString &title)
{
    const engine::Node *current = node(nodeId);
    if (!current)
        return;
    engine::Node after = *current;
    after.title = title.trimmed();
    // The operator's own title is what an empty title shows: keep the file free of it.
    if (const engine::OperatorSpec *spec = specOf(after); spec && after.title == spec->title)
        after.title.clear();
    change(*current, after, tr("Rename %1").arg(nodeId));
}

QString EditController::setParameter(const QString &nodeId, const QString &name,
                                     const QVariant &value)
{
    const engine::Node *current = node(nodeId);
    const engine::OperatorSpec *spec = current ? specOf(*current) : nullptr;
    const engine::ParamSpec *param = spec ? spec->findParam(name) : nullptr;
    if (!param)
        return tr("unknown parameter");
    QString error;
    const QString text = value.typeId() == QMetaType::Bool
                             ? (value.toBool() ? u"true"_s : u"false"_s)
                             : value.toString();
    const QJsonValue json = ParameterListModel::fromText(*param, text, &error);
    if (json.isUndefined())
        return error;
    engine::Node after = *current;
    after.params.insert(name, json);
    change(*current, after, tr("Set %1 of %2").arg(name, nodeId));
    return {};
}

void EditController::resetParameter(const QString &nodeId, const QString &name)
{
    const engine::Node *current = node(nodeId);
    if (!current || !current->params.contains(name))
        return;
    engine::Node after = *current;
    after.params.remove(name);
    change(*current, after, tr("Reset %1 of %2").arg(name, nodeId));
}

void EditController::setRunBackend(const QString &nodeId, const QString &backend)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.backend = backend;
        change(*current, after, tr("Set the backend of %1").arg(nodeId));
    }
}

void EditController::setRunRetries(const QString &nodeId, int retries)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.retries = std::max(0, retries);
        change(*current, after, tr("Set the retries of %1").arg(nodeId));
    }
}

void EditController::setRunTimeout(const QString &nodeId, int seconds)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.timeoutSeconds = std::max(0, seconds);
        change(*current, after, tr("Set the timeout of %1").arg(nodeId));
    }
}

void EditController::setRunPersistOutputs(const QString &nodeId, bool persist)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.persistOutputs = persist;
        change(*current, after, tr("Set persistence of %1").arg(nodeId));
    }
}

void EditController::setRunMap(const QString &nodeId, bool map)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.map = map;
        change(*current, after, tr("Set map of %1").arg(nodeId));
    }
}

void EditController::setRunBatchSize(const QString &nodeId, int size)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.batchSize = std::max(0, size);
        change(*current, after, tr("Set the batch size of %1").arg(nodeId));
    }
}

void EditController::setRunBatchWait(const QString &nodeId, int milliseconds)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.batchWaitMs = std::max(0, milliseconds);
        change(*current, after, tr("Set the batch wait of %1").arg(nodeId));
    }
}

void EditController::setRunBatchLower(const QString &nodeId, double milliseconds)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.batchLowerMs = std::max(0.0, milliseconds);
        change(*current, after, tr("Set the lower batch target of %1").arg(nodeId));
    }
}

void EditController::setRunBatchUpper(const QString &nodeId, double milliseconds)
{
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        after.run.batchUpperMs = std::max(0.0, milliseconds);
        change(*current, after, tr("Set the upper batch target of %1").arg(nodeId));
    }
}

void EditController::setRunOnItemError(const QString &nodeId, const QString &policy)
{
    if (policy != u"fail" && policy != u"skip" && policy != u"record")
        return;
    if (const engine::Node *current = node(nodeId)) {
        engine::Node after = *current;
        // "fail" is the default: keep the file free of it (unless it says so already).
        const bool isFail =
            current->run.onItemError.isEmpty() || current->run.onItemError == u"fail";
        after.run.onItemError = policy != u"fail" ? policy
                                : isFail          ? current->run.onItemError
                                                  : QString();
        change(*current, after, tr("Set the item error policy of %1").arg(nodeId));
    }
}

void EditController::select(const QString &nodeId, bool toggle)
{
    const engine::NodeId id(nodeId);
    if (!toggle && m_annotations)
        m_annotations->clearSelection();
    QSet<engine::NodeId> next = toggle ? m_nodes.selection() : QSet<engine::NodeId>{};
    if (toggle && next.contains(id))
        next.remove(id);
    else
        next.insert(id);
    m_nodes.setSelection(next);
}

void EditController::setSelection(const QStringList &nodeIds, bool extend)
{
    if (!extend && m_annotations)
        m_annotations->clearSelection();
    QSet<engine::NodeId> next = extend ? m_nodes.selection() : QSet<engine::NodeId>{};
    for (const QString &id : nodeIds)
        next.insert(engine::NodeId(id));
    m_nodes.setSelection(next);
}

void EditController::selectAll()
{
    QSet<engine::NodeId> all;
    for (const engine::Node &n : m_editor.graph().nodes)
        all.insert(n.id);
    m_nodes.setSelection(all);
    if (m_annotations)
        m_annotations->selectAll();
}

void EditController::clearSelection()
{
    m_nodes.setSelection({});
    if (m_annotations)
        m_annotations->clearSelection();
    if (m_selectedEdge) {
        m_selectedEdge.reset();
        Q_EMIT selectionChanged();
    }
}

bool EditController::isSelected(const QString &nodeId) const
{
    return m_nodes.isSelected(engine::NodeId(nodeId));
}

QStringList EditController::selectedNodeIds() const
{
    // In graph order, so that commands and the clipboard do not depend on hash order.
    QStringList ids;
    for (const engine::Node &n : m_editor.graph().nodes) {
        if (m_nodes.isSelected(n.id))
            ids << n.id.toString();
    }
    return ids;
}

int EditController::selectionCount() const
{
    return int(m_nodes.selection().size());
}

void EditController::beginMove()
{
    m_moveStart.clear();
    for (const engine::Node &n : m_editor.graph().nodes) {
        if (m_nodes.isSelected(n.id))
            m_moveStart.insert(n.id, n.position);
    }
}

void EditController::dragMove(QPointF delta, qreal grid)
{
    QHash<engine::NodeId, QPointF> positions;
    for (auto it = m_moveStart.cbegin(); it != m_moveStart.cend(); ++it) {
        const QPointF p = it.value() + delta;
        positions.insert(it.key(), QPointF(snapped(p.x(), grid), snapped(p.y(), grid)));
    }
    m_editor.setPositions(positions);
}

void EditController::endMove()
{
    QHash<engine::NodeId, QPointF> before;
    QHash<engine::NodeId, QPointF> after;
    for (auto it = m_moveStart.cbegin(); it != m_moveStart.cend(); ++it) {
        const int index = m_editor.nodeIndex(it.key());
        if (index < 0)
            continue;
        const QPointF now = m_editor.graph().nodes[size_t(index)].position;
        if (now != it.value()) {
            before.insert(it.key(), it.value());
            after.insert(it.key(), now);
        }
    }
    m_moveStart.clear();
    if (!after.isEmpty())
        m_undoStack.push(new MoveNodesCommand(m_editor, before, after));
}

std::optional<engine::Node> EditController::fileNode(const QString &path,
                                                     QSet<QString> *taken) const
{
    // The usual other names of the formats whose readers are named after a suffix.
    static const QHash<QString, QString> aliases{
        {u"tsv"_s, u"csv"_s},        {u"txt"_s, u"csv"_s},    {u"db"_s, u"sqlite"_s},
        {u"sqlite3"_s, u"sqlite"_s}, {u"db3"_s, u"sqlite"_s},
    };
    const QFileInfo info(path);
    QString mapped = m_pathMapper ? m_pathMapper(info.absoluteFilePath()) : info.absoluteFilePath();
    if (mapped.isEmpty())
        mapped = u"."_s; // the project's own folder
    engine::Node node;
    const QString suffix = info.suffix().toLower();
    const QString readerId = aliases.value(suffix, suffix) + u".read"_s;
    const engine::Operator *reader = info.isDir() ? nullptr : m_registry.find(readerId);
    if (reader) {
        node.operatorId = reader->spec().id;
        node.params.insert(u"path"_s, mapped);
        node.title = info.fileName();
    } else if (m_registry.find(u"files.list"_s)) {
        node.operatorId = u"files.list"_s;
        if (info.isDir()) {
            node.params.insert(u"folder"_s, mapped);
        } else {
            const QString folder =
                m_pathMapper ? m_pathMapper(info.absolutePath()) : info.absolutePath();
            node.params.insert(u"folder"_s, folder.isEmpty() ? u"."_s : folder);
            node.params.insert(u"pattern"_s, info.fileName());
        }
        node.title = info.fileName();
    } else {
        return std::nullopt;
    }
    // Named after the file ("weather" for weather.csv), so that edges and messages read well.
    node.id = engine::NodeId(freeId(info.completeBaseName().toLower(), *taken));
    taken->insert(node.id.toString());
    return node;
}

int EditController::addFileNodes(const QList<QUrl> &urls, QPointF position)
{
    std::vector<engine::Node> nodes;
    QSet<QString> taken;
    QSet<engine::NodeId> added;
    QStringList paths;
    for (const QUrl &url : urls) {
        if (!url.isLocalFile())
            continue;
        std::optional<engine::Node> node = fileNode(url.toLocalFile(), &taken);
        if (!node)
            continue;
        const QString path = QFileInfo(url.toLocalFile()).absoluteFilePath();
        paths.append(m_pathMapper ? m_pathMapper(path) : path);
        node->position = position + QPointF(0, kFileNodeSpacing * qreal(nodes.size()));
        added.insert(node->id);
        nodes.push_back(std::move(*node));
    }
    if (nodes.empty())
        return 0;
    const int count = int(nodes.size());
    // One undo step adds the nodes and registers the files in the project's datasets.
    auto *command = new QUndoCommand(count == 1 ? tr("Add a File") : tr("Add %1 Files").arg(count));
    new AddItemsCommand(m_editor, std::move(nodes), {}, command->text(), command);
    if (m_datasets) {
        std::vector<engine::AttachedDataset> entries =
            AttachDatasetsCommand::entriesFor(*m_datasets, paths);
        if (!entries.empty())
            new AttachDatasetsCommand(*m_datasets, std::move(entries), m_datasetsChanged, command);
    }
    m_undoStack.push(command);
    m_nodes.setSelection(added);
    return count;
}

bool EditController::arrange()
{
    const engine::Graph &graph = m_editor.graph();
    if (graph.nodes.empty())
        return false;
    auto cardSize = [this](const engine::Node &node) {
        const engine::OperatorSpec *spec = specOf(node);
        const size_t rows =
            spec ? std::max<size_t>({1, spec->inputs.size(), spec->outputs.size()}) : 1;
        return QSizeF(kCardWidth, kCardChrome + kPortRowHeight * qreal(rows));
    };
    QPointF origin(std::numeric_limits<qreal>::max(), std::numeric_limits<qreal>::max());
    QHash<engine::NodeId, QPointF> before;
    for (const engine::Node &node : graph.nodes) {
        origin.setX(std::min(origin.x(), node.position.x()));
        origin.setY(std::min(origin.y(), node.position.y()));
        before.insert(node.id, node.position);
    }
    QHash<engine::NodeId, QPointF> after = LayeredLayout::arrange(graph, cardSize, origin, kGrid);
    if (after.isEmpty() || after == before)
        return false;
    auto *command = new MoveNodesCommand(m_editor, before, after);
    command->setText(tr("Arrange"));
    m_undoStack.push(command);
    return true;
}

engine::Graph EditController::selectedFragment() const
{
    engine::Graph fragment;
    for (const engine::Node &n : m_editor.graph().nodes) {
        if (m_nodes.isSelected(n.id))
            fragment.nodes.push_back(n);
    }
    for (const engine::Edge &edge : m_editor.graph().edges) {
        if (m_nodes.isSelected(edge.fromNode) && m_nodes.isSelected(edge.toNode))
            fragment.edges.push_back(edge);
    }
    return fragment;
}

QString EditController::copySelection()
{
    engine::Project project;
    project.graph = selectedFragment();
    if (m_annotations)
        std::tie(project.frames, project.comments) = m_annotations->selected();
    if (project.graph.nodes.empty() && project.frames.empty() && project.comments.empty())
        return {};
    const QString text = QString::fromUtf8(engine::ProjectWriter::serialize(project));
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
    m_pasteCount = 0;
    return text;
}

void EditController::cutSelection()
{
    if (copySelection().isEmpty())
        return;
    const QStringList ids = selectedNodeIds();
    QSet<engine::NodeId> set;
    for (const QString &id : ids)
        set.insert(engine::NodeId(id));
    const bool annotations = m_annotations && m_annotations->hasSelection();
    auto *command = new QUndoCommand(annotations       ? tr("Cut Selection")
                                     : ids.size() == 1 ? tr("Cut %1").arg(ids.front())
                                                       : tr("Cut %1 Nodes").arg(ids.size()));
    new RemoveItemsCommand(m_editor, set, {}, command->text(), command);
    if (annotations)
        m_annotations->appendRemoval(command);
    m_undoStack.push(command);
}

void EditController::duplicateSelection()
{
    engine::Project project;
    project.graph = selectedFragment();
    if (m_annotations)
        std::tie(project.frames, project.comments) = m_annotations->selected();
    if (project.graph.nodes.empty() && project.frames.empty() && project.comments.empty())
        return;
    pasteText(QString::fromUtf8(engine::ProjectWriter::serialize(project)),
              QPointF(kPasteOffset, kPasteOffset));
}

bool EditController::paste()
{
    QClipboard *clipboard = QGuiApplication::clipboard();
    ++m_pasteCount;
    return pasteText(clipboard ? clipboard->text() : QString(),
                     QPointF(kPasteOffset, kPasteOffset) * m_pasteCount);
}

bool EditController::pasteText(const QString &json, QPointF offset)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &parseError);
    QString error;
    std::optional<engine::Project> project;
    if (parseError.error == QJsonParseError::NoError && document.isObject())
        project = engine::ProjectDecoder::decode(document.object(), &error);
    if (!project ||
        (project->graph.nodes.empty() && project->frames.empty() && project->comments.empty())) {
        Q_EMIT messageRaised(tr("The clipboard holds no Weft nodes."));
        return false;
    }
    // Fresh ids where the pasted ones are taken; edges follow their nodes.
    QHash<engine::NodeId, engine::NodeId> renamed;
    QSet<QString> taken;
    for (engine::Node &n : project->graph.nodes) {
        const engine::NodeId id(freeId(n.id.toString(), taken));
        taken.insert(id.toString());
        renamed.insert(n.id, id);
        n.id = id;
        n.position += offset;
    }
    std::vector<engine::Edge> edges;
    for (engine::Edge edge : project->graph.edges) {
        if (!renamed.contains(edge.fromNode) || !renamed.contains(edge.toNode))
            continue;
        edge.fromNode = renamed.value(edge.fromNode);
        edge.toNode = renamed.value(edge.toNode);
        edges.push_back(edge);
    }
    QSet<engine::NodeId> added;
    for (const engine::Node &n : project->graph.nodes)
        added.insert(n.id);
    const int count = int(project->graph.nodes.size());
    auto *command = new QUndoCommand(count == 0   ? tr("Paste")
                                     : count == 1 ? tr("Paste a Node")
                                                  : tr("Paste %1 Nodes").arg(count));
    new AddItemsCommand(m_editor, std::move(project->graph.nodes), std::move(edges),
                        command->text(), command);
    std::pair<QStringList, QStringList> annotationIds;
    if (m_annotations)
        annotationIds = m_annotations->appendPaste(std::move(project->frames),
                                                   std::move(project->comments), offset, command);
    m_undoStack.push(command);
    m_nodes.setSelection(added);
    if (m_annotations) {
        m_annotations->clearSelection();
        m_annotations->extendSelection(annotationIds.first, annotationIds.second);
    }
    return true;
}

QString EditController::currentNodeId() const
{
    // values() rather than an iterator: GCC's -O2 null-dereference check misreads QSet's.
    const QList<engine::NodeId> selected = m_nodes.selection().values();
    return selected.size() == 1 ? selected.constFirst().toString() : QString();
}

QString EditController::currentTitle() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->title : QString();
}

QString EditController::currentOperatorId() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->operatorId : QString();
}

QString EditController::currentOperatorTitle() const
{
    const engine::Node *n = node(currentNodeId());
    const engine::OperatorSpec *spec = n ? specOf(*n) : nullptr;
    return spec ? spec->title : QString();
}

QString EditController::currentDescription() const
{
    const engine::Node *n = node(currentNodeId());
    const engine::OperatorSpec *spec = n ? specOf(*n) : nullptr;
    return spec ? spec->description : QString();
}

QString EditController::currentBackend() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.backend : QString();
}

int EditController::currentRetries() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.retries : 0;
}

int EditController::currentTimeout() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.timeoutSeconds : 0;
}

bool EditController::currentPersistOutputs() const
{
    const engine::Node *n = node(currentNodeId());
    return n && n->run.persistOutputs;
}

bool EditController::currentCanMap() const
{
    const engine::Node *n = node(currentNodeId());
    const engine::OperatorSpec *spec = n ? specOf(*n) : nullptr;
    return spec && engine::canRunAsMap(*spec);
}

bool EditController::currentMap() const
{
    const engine::Node *n = node(currentNodeId());
    return n && n->run.map;
}

int EditController::currentBatchSize() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.batchSize : 0;
}

int EditController::currentBatchWaitMs() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.batchWaitMs : 0;
}

double EditController::currentBatchLowerMs() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.batchLowerMs : 0;
}

double EditController::currentBatchUpperMs() const
{
    const engine::Node *n = node(currentNodeId());
    return n ? n->run.batchUpperMs : 0;
}

QString EditController::currentOnItemError() const
{
    const engine::Node *n = node(currentNodeId());
    return n && !n->run.onItemError.isEmpty() ? n->run.onItemError : u"fail"_s;
}

QString EditController::currentProblems() const
{
    return m_nodes.problems(engine::NodeId(currentNodeId()));
}

QStringList EditController::backendNames() const
{
    return engine::ProjectValidator::backendNames();
}

void EditController::refreshCurrent()
{
    // An undo may take the selected edge away.
    if (m_selectedEdge && m_editor.edgeIndex(*m_selectedEdge) < 0) {
        m_selectedEdge.reset();
        Q_EMIT selectionChanged();
    }
    const engine::Node *n = node(currentNodeId());
    const QString problems = currentProblems();
    m_parameters.setNode(n, n ? specOf(*n) : nullptr,
                         problems.isEmpty() ? QStringList() : problems.split(u'\n'));
    Q_EMIT currentNodeChanged();
}

} // namespace weft::app
