#include "EditorProjectLoader.h"

#include "ops/OperatorRegistry.h"

#include <QFileInfo>
#include <QSet>

#include <memory>

namespace weft::app {

engine::ProjectLoadResult EditorProjectLoader::load(const engine::OperatorRegistry &registry,
                                                    const QString &filePath,
                                                    std::vector<engine::ProjectProblem> *problems)
{
    QString error;
    // Read as the CLI reads it (a regular file of bounded size), parsed and validated once: a
    // 100,000-node project takes seconds to validate.
    const std::optional<QByteArray> bytes = engine::ProjectReader::readBytes(filePath, &error);
    if (!bytes)
        return engine::ProjectLoadResult{std::nullopt, error};
    std::vector<engine::ProjectProblem> found;
    engine::ProjectLoadResult result = engine::ProjectReader(registry).parse(
        *bytes, filePath, QFileInfo(filePath).absoluteDir(), &found);
    // With its problems the project must still be one the canvas can show; if not, the first
    // problem is the message, as the command line would give it.
    if (result.ok() && !found.empty() && !isDrawable(registry, *result.project))
        return engine::ProjectLoadResult{std::nullopt, filePath + u": " + found.front().message};
    if (problems)
        *problems = std::move(found);
    return result;
}

bool EditorProjectLoader::isDrawable(const engine::OperatorRegistry &registry,
                                     const engine::Project &project)
{
    // Each node's own spec: a command's typed outputs are ports that edges may leave.
    QHash<engine::NodeId, std::shared_ptr<const engine::OperatorSpec>> specs;
    for (const engine::Node &node : project.graph.nodes) {
        if (!engine::NodeId::isValid(node.id.toString()) || specs.contains(node.id))
            return false;
        const engine::Operator *op = registry.find(node.operatorId);
        specs.insert(node.id, op ? op->specFor(node.params) : nullptr);
    }
    QSet<QString> seen;
    for (const engine::Edge &edge : project.graph.edges) {
        const auto from = specs.constFind(edge.fromNode);
        const auto to = specs.constFind(edge.toNode);
        if (from == specs.constEnd() || to == specs.constEnd())
            return false;
        if (*from && !(*from)->findOutput(edge.fromPort))
            return false;
        if (*to && !(*to)->findInput(edge.toPort))
            return false;
        // The edge model finds rows by edge: the same edge twice would share one.
        const QString key = edge.fromNode.toString() + u'.' + edge.fromPort + u'>' +
                            edge.toNode.toString() + u'.' + edge.toPort;
        if (seen.contains(key))
            return false;
        seen.insert(key);
    }
    // The frame and comment models find rows by id as well.
    QSet<QString> frames;
    for (const engine::Frame &frame : project.frames) {
        if (frames.contains(frame.id))
            return false;
        frames.insert(frame.id);
    }
    QSet<QString> comments;
    for (const engine::Comment &comment : project.comments) {
        if (comments.contains(comment.id))
            return false;
        comments.insert(comment.id);
    }
    return true;
}

} // namespace weft::app
