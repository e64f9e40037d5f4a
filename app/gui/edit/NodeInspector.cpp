#include "NodeInspector.h"

#include "CanvasSelection.h"
#include "DraftCheck.h"
#include "GraphEditor.h"
#include "edit/commands/ChangeNodeCommand.h"
#include "graph/BackendKind.h"
#include "graph/ItemErrorPolicy.h"
#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectValidator.h"

#include <QUndoStack>

#include <algorithm>
#include <iterator>
#include <type_traits>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

/// Writes a value into one of the node's fields; false when the field does not take it.
using Apply = bool (*)(engine::Node &node, const QVariant &value, const engine::OperatorSpec *spec);

/// One field the user sets: its name in InspectedNode, the text of its undo step (%1 is the
/// node's id; in NodeInspector's translation context, where set() translates it) and how a
/// value goes into the node.
struct Field
{
    QLatin1StringView name;
    const char *text;
    Apply apply;
};

/// A run setting: counts and times below 0 become 0; a text or a flag must be one.
template<auto member>
bool setRun(engine::Node &node, const QVariant &value, const engine::OperatorSpec *)
{
    auto &field = node.run.*member;
    using Type = std::remove_reference_t<decltype(field)>;
    bool ok = false;
    if constexpr (std::is_same_v<Type, int>) {
        const int number = value.toInt(&ok);
        if (ok)
            field = std::max(0, number);
    } else if constexpr (std::is_same_v<Type, double>) {
        const double number = value.toDouble(&ok);
        if (ok)
            field = std::max(0.0, number);
    } else {
        ok = value.metaType() == QMetaType::fromType<Type>();
        if (ok)
            field = value.value<Type>();
    }
    return ok;
}

bool setTitle(engine::Node &node, const QVariant &value, const engine::OperatorSpec *spec)
{
    if (value.metaType() != QMetaType::fromType<QString>())
        return false;
    node.title = value.toString().trimmed();
    // The operator's own title is what an empty title shows: keep the file free of it.
    if (spec && node.title == spec->title)
        node.title.clear();
    return true;
}

bool setOnItemError(engine::Node &node, const QVariant &value, const engine::OperatorSpec *)
{
    const QString policy = value.toString();
    const std::optional<engine::ItemErrorPolicy> parsed = engine::parseItemErrorPolicy(policy);
    if (!parsed)
        return false;
    // "fail" is the default: keep the file free of it (unless it says so already).
    const bool isFail =
        node.run.onItemError.isEmpty() ||
        engine::parseItemErrorPolicy(node.run.onItemError) == engine::ItemErrorPolicy::Fail;
    node.run.onItemError = *parsed != engine::ItemErrorPolicy::Fail ? policy
                           : isFail                                 ? node.run.onItemError
                                                                    : QString();
    return true;
}

using Run = engine::NodeRunSettings;

const Field kFields[] = {
    {"title"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Rename %1"), &setTitle},
    {"backend"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the backend of %1"),
     &setRun<&Run::backend>},
    {"retries"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the retries of %1"),
     &setRun<&Run::retries>},
    {"timeout"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the timeout of %1"),
     &setRun<&Run::timeoutSeconds>},
    {"persistOutputs"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set persistence of %1"),
     &setRun<&Run::persistOutputs>},
    {"map"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set map of %1"), &setRun<&Run::map>},
    {"batchSize"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the batch size of %1"),
     &setRun<&Run::batchSize>},
    {"batchWaitMs"_L1, QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the batch wait of %1"),
     &setRun<&Run::batchWaitMs>},
    {"batchLowerMs"_L1,
     QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the lower batch target of %1"),
     &setRun<&Run::batchLowerMs>},
    {"batchUpperMs"_L1,
     QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the upper batch target of %1"),
     &setRun<&Run::batchUpperMs>},
    {"onItemError"_L1,
     QT_TRANSLATE_NOOP("weft::app::NodeInspector", "Set the item error policy of %1"),
     &setOnItemError},
};

} // namespace

NodeInspector::NodeInspector(const engine::OperatorRegistry &registry, GraphEditor &editor,
                             const NodeListModel &nodes, const CanvasSelection &selection,
                             QUndoStack &undoStack, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_editor(editor)
    , m_nodes(nodes)
    , m_selection(selection)
    , m_undoStack(undoStack)
{
    connect(&m_selection, &CanvasSelection::changed, this, &NodeInspector::refresh);
    connect(&m_nodes, &QAbstractItemModel::modelReset, this, &NodeInspector::refresh);
}

const engine::Node *NodeInspector::current() const
{
    return m_editor.node(engine::NodeId(m_selection.currentNodeId()));
}

const engine::OperatorSpec *NodeInspector::specOf(const engine::Node &node) const
{
    const engine::Operator *op = m_registry.find(node.operatorId);
    return op ? &op->spec() : nullptr;
}

void NodeInspector::change(const engine::Node &before, const engine::Node &after,
                           const QString &text)
{
    if (before != after)
        m_undoStack.push(new ChangeNodeCommand(m_editor, before, after, text));
}

bool NodeInspector::set(const QString &field, const QVariant &value)
{
    const engine::Node *node = current();
    const auto *it = std::find_if(std::begin(kFields), std::end(kFields),
                                  [&field](const Field &f) { return f.name == field; });
    if (!node || it == std::end(kFields))
        return false;
    engine::Node after = *node;
    if (!it->apply(after, value, specOf(*node)))
        return false;
    change(*node, after, tr(it->text).arg(node->id.toString()));
    return true;
}

QString NodeInspector::setParameter(const QString &name, const QVariant &value)
{
    const engine::Node *node = current();
    const engine::OperatorSpec *spec = node ? specOf(*node) : nullptr;
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
    engine::Node after = *node;
    after.params.insert(name, json);
    change(*node, after, tr("Set %1 of %2").arg(name, node->id.toString()));
    return {};
}

QVariantMap NodeInspector::checkParameter(const QString &name, const QString &text) const
{
    const engine::Node *node = current();
    const engine::OperatorSpec *spec = node ? specOf(*node) : nullptr;
    const engine::ParamSpec *param = spec ? spec->findParam(name) : nullptr;
    if (!param)
        return {};
    QString error;
    const QJsonValue json = ParameterListModel::fromText(*param, text, &error);
    if (json.isUndefined())
        return {{u"problem"_s, tr("Must be %1.").arg(error)}};
    const DraftCheck check =
        DraftCheck::of(m_editor.graph(), node->id, name, json, m_registry, m_projectDir);
    return {{u"problem"_s, check.problem}, {u"columns"_s, check.columns}};
}

void NodeInspector::resetParameter(const QString &name)
{
    const engine::Node *node = current();
    if (!node || !node->params.contains(name))
        return;
    engine::Node after = *node;
    after.params.remove(name);
    change(*node, after, tr("Reset %1 of %2").arg(name, node->id.toString()));
}

QStringList NodeInspector::backendNames() const
{
    return engine::backendKindNames();
}

void NodeInspector::refresh()
{
    const engine::Node *node = current();
    const engine::OperatorSpec *spec = node ? specOf(*node) : nullptr;
    InspectedNode next;
    if (node) {
        next.id = node->id.toString();
        next.title = node->title;
        next.operatorId = node->operatorId;
        next.backend = node->run.backend;
        next.retries = node->run.retries;
        next.timeout = node->run.timeoutSeconds;
        next.persistOutputs = node->run.persistOutputs;
        next.map = node->run.map;
        next.batchSize = node->run.batchSize;
        next.batchWaitMs = node->run.batchWaitMs;
        next.batchLowerMs = node->run.batchLowerMs;
        next.batchUpperMs = node->run.batchUpperMs;
        next.onItemError = node->run.onItemError;
        next.problems = m_nodes.problems(node->id);
    }
    if (next.onItemError.isEmpty())
        next.onItemError = engine::itemErrorPolicyName(engine::ItemErrorPolicy::Fail);
    if (spec) {
        next.operatorTitle = spec->title;
        next.description = spec->description;
        // By the node's own outputs: a command with a scalar output cannot map.
        const engine::Operator *op = m_registry.find(node->operatorId);
        next.canMap = engine::canRunAsMap(*op->specFor(node->params));
    }
    m_node = std::move(next);
    m_parameters.setNode(node, spec,
                         m_node.problems.isEmpty() ? QStringList() : m_node.problems.split(u'\n'));
    Q_EMIT nodeChanged();
}

} // namespace weft::app
