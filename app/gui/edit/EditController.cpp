#include "EditController.h"

#include "AnnotationEditor.h"
#include "CanvasSelection.h"
#include "CardSize.h"
#include "FreeId.h"
#include "GraphEditor.h"
#include "LayeredLayout.h"
#include "NodePlacement.h"
#include "edit/commands/AddAnnotationsCommand.h"
#include "edit/commands/AddItemsCommand.h"
#include "edit/commands/AttachDatasetsCommand.h"
#include "edit/commands/ChangeNodeCommand.h"
#include "edit/commands/MoveNodesCommand.h"
#include "edit/commands/RemoveAnnotationsCommand.h"
#include "edit/commands/RemoveItemsCommand.h"
#include "ops/OperatorRegistry.h"
#include "project/EdgeRule.h"
#include "project/ProjectDecoder.h"
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

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

/// Pasted and duplicated nodes land this far from their originals, so that they are seen.
constexpr qreal kPasteOffset = 48;
/// The canvas grid, as Theme.qml draws it.
constexpr qreal kGrid = 24;
/// Nodes for several dropped files are stacked this far apart (a card and a gap, on the grid).
constexpr qreal kFileNodeSpacing = 120;

qreal snapped(qreal value, qreal grid)
{
    return grid > 0 ? std::round(value / grid) * grid : value;
}

/// The usual other names of the formats whose readers are named after a suffix.
const QHash<QString, QString> &suffixAliases()
{
    static const QHash<QString, QString> aliases{
        {u"tsv"_s, u"csv"_s},        {u"txt"_s, u"csv"_s},    {u"db"_s, u"sqlite"_s},
        {u"sqlite3"_s, u"sqlite"_s}, {u"db3"_s, u"sqlite"_s},
    };
    return aliases;
}

/// What a port of the kind carries, as a plural noun that needs no article (the message for
/// an edge of kinds that do not meet names both).
QString kindText(engine::DataKind kind)
{
    switch (kind) {
    case engine::DataKind::Table:
        return EditController::tr("tables");
    case engine::DataKind::Array:
        return EditController::tr("arrays");
    case engine::DataKind::FileList:
        return EditController::tr("file lists");
    case engine::DataKind::Scalar:
        return EditController::tr("single values");
    case engine::DataKind::Any:
        return EditController::tr("any data");
    }
    return engine::dataKindName(kind);
}

} // namespace

EditController::EditController(const engine::OperatorRegistry &registry, GraphEditor &editor,
                               AnnotationEditor &annotations, CanvasSelection &selection,
                               QUndoStack &undoStack, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_editor(editor)
    , m_annotations(annotations)
    , m_selection(selection)
    , m_undoStack(undoStack)
    , m_freezer(editor, selection, undoStack)
{}

const engine::Node *EditController::node(const QString &nodeId) const
{
    return m_editor.node(engine::NodeId(nodeId));
}

std::shared_ptr<const engine::OperatorSpec> EditController::specOf(const engine::Node &node) const
{
    const engine::Operator *op = m_registry.find(node.operatorId);
    return op ? op->specFor(node.params) : nullptr;
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
    return firstFreeId(stem, [&](const QString &id) {
        return taken.contains(id) || m_editor.nodeIndex(engine::NodeId(id)) >= 0;
    });
}

QString EditController::addNode(const QString &operatorId, QPointF position)
{
    const engine::Operator *op = m_registry.find(operatorId);
    if (!op)
        return {};
    engine::Node node;
    node.id = engine::NodeId(freeId(operatorId.section(u'.', -1), {}));
    node.operatorId = operatorId;
    node.position = placement().freePosition(position, cardSize(&op->spec()));
    m_undoStack.push(new AddItemsCommand(m_editor, {node}, {}, tr("Add %1").arg(op->spec().title)));
    m_selection.replace({node.id});
    return node.id.toString();
}

QString EditController::addConnectedNode(const QString &operatorId, QPointF position,
                                         const QString &nodeId, const QString &port,
                                         bool fromOutput)
{
    const engine::Operator *op = m_registry.find(operatorId);
    if (!op || !node(nodeId))
        return {};
    engine::Node added;
    added.id = engine::NodeId(freeId(operatorId.section(u'.', -1), {}));
    added.operatorId = operatorId;
    added.position = placement().freePosition(position, cardSize(&op->spec()));
    // The first port of the new node that the rule lets the dragged port meet.
    const std::vector<engine::PortSpec> &ports =
        fromOutput ? op->spec().inputs : op->spec().outputs;
    engine::Graph graph = m_editor.graph();
    graph.nodes.push_back(added);
    const engine::EdgeRule rule(graph, m_registry);
    for (const engine::PortSpec &candidate : ports) {
        const engine::Edge edge =
            fromOutput ? engine::Edge{engine::NodeId(nodeId), port, added.id, candidate.name}
                       : engine::Edge{added.id, candidate.name, engine::NodeId(nodeId), port};
        if (!rule.checkNew(edge).isAllowed())
            continue;
        // An input that takes one connection gives up the one it has, as connectPorts() does.
        std::vector<engine::Edge> replaced;
        const auto target = fromOutput ? nullptr : specOf(*node(nodeId));
        const engine::PortSpec *input = target ? target->findInput(port) : nullptr;
        if (input && !input->variadic)
            replaced = incoming(nodeId, port);
        const QString text = tr("Add %1").arg(op->spec().title);
        auto *command = new QUndoCommand(text);
        if (!replaced.empty())
            new RemoveItemsCommand(m_editor, {}, replaced, text, command);
        new AddItemsCommand(m_editor, {added}, {edge}, text, command);
        m_undoStack.push(command);
        m_selection.replace({added.id});
        return added.id.toString();
    }
    return {};
}

NodePlacement EditController::placement() const
{
    return NodePlacement::forGraph(
        m_editor.graph(), [this](const engine::Node &n) { return cardSize(specOf(n).get()); },
        kGrid);
}

std::vector<engine::Edge> EditController::incoming(const QString &toNode,
                                                   const QString &toPort) const
{
    std::vector<engine::Edge> edges;
    for (const engine::Edge &edge : m_editor.graph().edges) {
        if (edge.toNode.toString() == toNode && edge.toPort == toPort)
            edges.push_back(edge);
    }
    return edges;
}

void EditController::removeSelection()
{
    if (const std::optional<engine::Edge> edge = m_selection.edge()) {
        disconnectPorts(edge->fromNode.toString(), edge->fromPort, edge->toNode.toString(),
                        edge->toPort);
        return;
    }
    removeSelected(tr("Delete Selection"), tr("Delete %1"), tr("Delete %1 Nodes"));
}

void EditController::removeSelected(const QString &mixed, const QString &one, const QString &many)
{
    const QStringList ids = m_selection.nodeIds();
    const QSet<QString> frames = m_selection.frameIds();
    const QSet<QString> comments = m_selection.commentIds();
    if (ids.isEmpty() && frames.isEmpty() && comments.isEmpty())
        return;
    const QString text = !frames.isEmpty() || !comments.isEmpty() ? mixed
                         : ids.size() == 1                        ? one.arg(ids.front())
                                                                  : many.arg(ids.size());
    QSet<engine::NodeId> nodes;
    for (const QString &id : ids)
        nodes.insert(engine::NodeId(id));
    // Cleared first: one announcement rather than one for each item the removal takes.
    m_selection.clear();
    auto *command = new QUndoCommand(text);
    new RemoveItemsCommand(m_editor, nodes, {}, text, command);
    if (!frames.isEmpty() || !comments.isEmpty())
        new RemoveAnnotationsCommand(m_annotations, frames, comments, text, command);
    m_undoStack.push(command);
}

QString EditController::connectionProblem(const QString &fromNode, const QString &fromPort,
                                          const QString &toNode, const QString &toPort) const
{
    using Fault = engine::EdgeFault;
    const engine::Edge edge{engine::NodeId(fromNode), fromPort, engine::NodeId(toNode), toPort};
    const engine::EdgeCheck check = engine::EdgeRule(m_editor.graph(), m_registry).checkNew(edge);
    if (check.faults & (Fault::MissingSource | Fault::MissingTarget))
        return tr("That node no longer exists.");
    if (check.faults & Fault::SameNode)
        return tr("A node cannot feed itself.");
    if (check.faults & (Fault::UnknownOperator | Fault::UnknownOutput | Fault::UnknownInput))
        return tr("Unknown port.");
    if (check.faults & Fault::KindMismatch)
        //: %1 and %2 are kinds of data in the plural: "tables", "arrays", "file lists"…
        return tr("This output gives %1; this input takes %2.")
            .arg(kindText(check.output->kind), kindText(check.input->kind));
    if (check.faults & Fault::Duplicate)
        return tr("These ports are connected already.");
    if (check.faults & Fault::ClosesCycle) {
        QStringList names;
        for (const engine::NodeId &id : check.cycle)
            names << id.toString();
        names << toNode;
        return tr("This would close a cycle: %1.").arg(names.join(u" → "_s));
    }
    return {};
}

QStringList EditController::inputSources(const QString &toNode, const QString &toPort) const
{
    QStringList sources;
    for (const engine::Edge &edge : incoming(toNode, toPort))
        sources << edge.fromNode.toString() << edge.fromPort;
    return sources;
}

bool EditController::connectPorts(const QString &fromNode, const QString &fromPort,
                                  const QString &toNode, const QString &toPort)
{
    if (!connectionProblem(fromNode, fromPort, toNode, toPort).isEmpty())
        return false;
    const engine::Node *to = node(toNode);
    const auto target = specOf(*to);
    const engine::PortSpec *input = target->findInput(toPort);
    const std::vector<engine::Edge> replaced =
        input->variadic ? std::vector<engine::Edge>() : incoming(toNode, toPort);
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

void EditController::beginMove()
{
    m_moveStart.clear();
    for (const QString &id : m_selection.nodeIds()) {
        const engine::Node *selected = node(id);
        m_moveStart.insert(selected->id, selected->position);
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
    const QHash<QString, QString> &aliases = suffixAliases();
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
    std::vector<QRectF> cards;
    for (const engine::Node &n : nodes)
        cards.emplace_back(n.position, cardSize(specOf(n).get()));
    const QPointF aside = placement().freeOffset(cards);
    for (engine::Node &n : nodes)
        n.position += aside;
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
    m_selection.replace(added);
    return count;
}

QStringList EditController::dataFileFilters() const
{
    // Every reader named after a suffix ("csv.read" reads *.csv), and the aliases of those.
    QStringList patterns;
    for (const engine::Operator *op : m_registry.all()) {
        const QString &id = op->spec().id;
        if (id.endsWith(u".read"_s))
            patterns << suffixPatterns(id.chopped(5));
    }
    patterns.sort();
    //: The Attach Data Files dialog's filter; %1 lists the patterns ("*.csv *.json …").
    return {tr("Data files (%1)").arg(patterns.join(u' ')), tr("All files (*)")};
}

QStringList EditController::fileParameterFilters(const QString &operatorId) const
{
    // "csv.write" writes what "csv.read" reads: the format is the part before the dot.
    const QString format = operatorId.section(u'.', 0, 0);
    const bool namedAfterFormat =
        operatorId == format + u".read"_s || operatorId == format + u".write"_s;
    if (!namedAfterFormat || !m_registry.find(operatorId))
        return {tr("All files (*)")};
    return {tr("Data files (%1)").arg(suffixPatterns(format).join(u' ')), tr("All files (*)")};
}

QStringList EditController::suffixPatterns(const QString &format)
{
    QStringList aliases;
    const QHash<QString, QString> &all = suffixAliases();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        if (it.value() == format)
            aliases << u"*."_s + it.key();
    }
    aliases.sort();
    return QStringList{u"*."_s + format} + aliases;
}

bool EditController::arrange()
{
    const engine::Graph &graph = m_editor.graph();
    if (graph.nodes.empty())
        return false;
    auto cardSizeOf = [this](const engine::Node &node) { return cardSize(specOf(node).get()); };
    QPointF origin(std::numeric_limits<qreal>::max(), std::numeric_limits<qreal>::max());
    QHash<engine::NodeId, QPointF> before;
    for (const engine::Node &node : graph.nodes) {
        origin.setX(std::min(origin.x(), node.position.x()));
        origin.setY(std::min(origin.y(), node.position.y()));
        before.insert(node.id, node.position);
    }
    QHash<engine::NodeId, QPointF> after = LayeredLayout::arrange(graph, cardSizeOf, origin, kGrid);
    if (after.isEmpty() || after == before)
        return false;
    auto *command = new MoveNodesCommand(m_editor, before, after);
    command->setText(tr("Arrange"));
    m_undoStack.push(command);
    return true;
}

QString EditController::copySelection()
{
    const engine::Project fragment = m_selection.fragment();
    if (fragment.graph.nodes.empty() && fragment.frames.empty() && fragment.comments.empty())
        return {};
    const QString text = QString::fromUtf8(engine::ProjectWriter::serialize(fragment));
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
    m_pasteCount = 0;
    return text;
}

void EditController::cutSelection()
{
    if (!copySelection().isEmpty())
        removeSelected(tr("Cut Selection"), tr("Cut %1"), tr("Cut %1 Nodes"));
}

void EditController::duplicateSelection()
{
    const engine::Project fragment = m_selection.fragment();
    if (fragment.graph.nodes.empty() && fragment.frames.empty() && fragment.comments.empty())
        return;
    pasteText(QString::fromUtf8(engine::ProjectWriter::serialize(fragment)),
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
    QSet<engine::NodeId> added;
    for (engine::Node &n : project->graph.nodes) {
        const engine::NodeId id(freeId(n.id.toString(), taken));
        taken.insert(id.toString());
        renamed.insert(n.id, id);
        added.insert(id);
        n.id = id;
        n.position += offset;
    }
    // The pasted group keeps its shape and moves on from `offset` into free space as a whole.
    std::vector<QRectF> cards;
    for (const engine::Node &n : project->graph.nodes)
        cards.emplace_back(n.position, cardSize(specOf(n).get()));
    const QPointF aside = placement().freeOffset(cards);
    for (engine::Node &n : project->graph.nodes)
        n.position += aside;
    offset += aside;
    std::vector<engine::Edge> edges;
    for (engine::Edge edge : project->graph.edges) {
        if (!renamed.contains(edge.fromNode) || !renamed.contains(edge.toNode))
            continue;
        edge.fromNode = renamed.value(edge.fromNode);
        edge.toNode = renamed.value(edge.toNode);
        edges.push_back(edge);
    }
    const int count = int(project->graph.nodes.size());
    auto *command = new QUndoCommand(count == 0   ? tr("Paste")
                                     : count == 1 ? tr("Paste a Node")
                                                  : tr("Paste %1 Nodes").arg(count));
    new AddItemsCommand(m_editor, std::move(project->graph.nodes), std::move(edges),
                        command->text(), command);
    const auto [frames, comments] = pasteAnnotations(*project, offset, command);
    m_undoStack.push(command);
    m_selection.replace(added, frames, comments);
    return true;
}

std::pair<QSet<QString>, QSet<QString>>
EditController::pasteAnnotations(engine::Project &fragment, QPointF offset, QUndoCommand *parent)
{
    std::pair<QSet<QString>, QSet<QString>> ids;
    for (engine::Frame &frame : fragment.frames) {
        frame.id = m_annotations.freeFrameId(frame.id.isEmpty() ? u"frame"_s : frame.id, ids.first);
        frame.rect.translate(offset);
        ids.first.insert(frame.id);
    }
    for (engine::Comment &comment : fragment.comments) {
        comment.id = m_annotations.freeCommentId(comment.id.isEmpty() ? u"comment"_s : comment.id,
                                                 ids.second);
        comment.position += offset;
        ids.second.insert(comment.id);
    }
    if (!fragment.frames.empty() || !fragment.comments.empty())
        new AddAnnotationsCommand(m_annotations, std::move(fragment.frames),
                                  std::move(fragment.comments), parent->text(), parent);
    return ids;
}

bool EditController::keepBatchBand(const QString &nodeId, double lowerMs, double upperMs)
{
    const engine::Node *current = node(nodeId);
    if (!current) {
        Q_EMIT messageRaised(
            tr("'%1' is no longer in the project: its batch band cannot be kept").arg(nodeId));
        return false;
    }
    if (!current->run.map) {
        Q_EMIT messageRaised(
            tr("'%1' no longer runs as a map node: it has no batch band to keep").arg(nodeId));
        return false;
    }
    // Microseconds are finer than any band a user sets, and keep 9.999999 out of the file.
    const auto rounded = [](double ms) { return std::round(ms * 1000) / 1000; };
    const double lower = rounded(lowerMs);
    const double upper = rounded(upperMs);
    if (!(lower > 0) || !(upper > lower)) {
        Q_EMIT messageRaised(tr("node '%1': the batch band %2–%3 ms cannot be kept; the lower "
                                "target must be above 0 and below the upper")
                                 .arg(nodeId, QString::number(lower), QString::number(upper)));
        return false;
    }
    if (current->run.batchLowerMs == lower && current->run.batchUpperMs == upper)
        return false;
    engine::Node after = *current;
    after.run.batchLowerMs = lower;
    after.run.batchUpperMs = upper;
    const QString text = tr("Keep Batch Band of %1").arg(nodeId);
    m_undoStack.push(new ChangeNodeCommand(m_editor, *current, std::move(after), text));
    return true;
}

} // namespace weft::app
