#include "ProjectWriter.h"

#include "JsonStreamWriter.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace weft::engine {

namespace {

// The key order below is the one docs/project-format.md documents: identity first, then what
// a node does, then where it sits and how it runs. Optional members are left out when they
// hold their default so that a project only states what differs.

/// Writes `key: value` unless the value is its type's default (empty, 0, false): the reader
/// assumes the default for a missing key, so files stay short and diffs small.
template<typename T>
void writeUnlessDefault(JsonStreamWriter &json, QStringView key, const T &value)
{
    if (value == T{})
        return;
    json.key(key);
    json.value(value);
}

/// Writes `key: {…}` with `writeMembers(json, value)` inside, unless `value` is its type's
/// default: as with writeUnlessDefault, the reader assumes the default for a missing object.
template<typename T, typename WriteMembers>
void writeObjectUnlessDefault(JsonStreamWriter &json, QStringView key, const T &value,
                              WriteMembers writeMembers)
{
    if (value == T{})
        return;
    json.key(key);
    json.beginObject();
    writeMembers(json, value);
    json.endObject();
}

void writeMetadata(JsonStreamWriter &json, const ProjectMetadata &metadata)
{
    json.key(u"project");
    json.beginObject();
    json.key(u"name");
    json.value(metadata.name);
    writeUnlessDefault(json, u"description", metadata.description);
    json.endObject();
}

void writeSettingsMembers(JsonStreamWriter &json, const ProjectSettings &settings)
{
    writeUnlessDefault(json, u"backend", settings.backend);
    writeUnlessDefault(json, u"jobs", settings.jobs);
    writeUnlessDefault(json, u"store", settings.store);
    writeUnlessDefault(json, u"keep_runs", settings.keepRuns);
    if (!settings.slurmWorkDir.isEmpty() || settings.slurmMaxJobs != 0) {
        json.key(u"slurm");
        json.beginObject();
        writeUnlessDefault(json, u"work_dir", settings.slurmWorkDir);
        writeUnlessDefault(json, u"max_jobs", settings.slurmMaxJobs);
        json.endObject();
    }
    writeUnlessDefault(json, u"outside_folders", settings.outsideFolders);
    if (settings.cacheMaxBytes != 0) {
        json.key(u"cache");
        json.beginObject();
        json.key(u"max_bytes");
        json.value(settings.cacheMaxBytes);
        json.endObject();
    }
}

void writeDatasets(JsonStreamWriter &json, const std::vector<AttachedDataset> &datasets)
{
    json.key(u"datasets");
    json.beginArray();
    for (const AttachedDataset &dataset : datasets) {
        json.beginObject();
        json.key(u"id");
        json.value(dataset.id);
        json.key(u"path");
        json.value(dataset.path);
        json.endObject();
    }
    json.endArray();
}

void writeSlurmMembers(JsonStreamWriter &json, const JobResources &slurm)
{
    writeUnlessDefault(json, u"cpus", slurm.cpus);
    writeUnlessDefault(json, u"mem", slurm.mem);
    writeUnlessDefault(json, u"time", slurm.time);
    writeUnlessDefault(json, u"partition", slurm.partition);
    writeUnlessDefault(json, u"account", slurm.account);
    writeUnlessDefault(json, u"args", slurm.extraArgs);
}

void writeRunMembers(JsonStreamWriter &json, const NodeRunSettings &run)
{
    writeUnlessDefault(json, u"backend", run.backend);
    writeUnlessDefault(json, u"retries", run.retries);
    writeUnlessDefault(json, u"timeout_s", run.timeoutSeconds);
    writeUnlessDefault(json, u"persist", run.persistOutputs);
    writeUnlessDefault(json, u"map", run.map);
    writeUnlessDefault(json, u"batch_size", run.batchSize);
    writeUnlessDefault(json, u"batch_wait_ms", run.batchWaitMs);
    writeUnlessDefault(json, u"batch_lower_ms", run.batchLowerMs);
    writeUnlessDefault(json, u"batch_upper_ms", run.batchUpperMs);
    writeUnlessDefault(json, u"on_item_error", run.onItemError);
    writeObjectUnlessDefault(json, u"slurm", run.resources, writeSlurmMembers);
    if (!run.cache) { // true when the key is missing
        json.key(u"cache");
        json.value(false);
    }
    writeUnlessDefault(json, u"frozen", run.frozen);
}

void writeNode(JsonStreamWriter &json, const Node &node)
{
    json.beginObject();
    json.key(u"id");
    json.value(node.id.toString());
    json.key(u"operator");
    json.value(node.operatorId);
    writeUnlessDefault(json, u"title", node.title);
    if (!node.params.isEmpty()) {
        json.key(u"params");
        json.value(QJsonValue(node.params));
    }
    json.key(u"position");
    json.beginObject();
    json.key(u"x");
    json.value(node.position.x());
    json.key(u"y");
    json.value(node.position.y());
    json.endObject();
    writeObjectUnlessDefault(json, u"run", node.run, writeRunMembers);
    json.endObject();
}

void writeEdges(JsonStreamWriter &json, const std::vector<Edge> &edges)
{
    json.key(u"edges");
    json.beginArray();
    for (const Edge &edge : edges) {
        json.beginObject();
        json.key(u"from");
        json.value(edge.fromNode.toString() + u'.' + edge.fromPort);
        json.key(u"to");
        json.value(edge.toNode.toString() + u'.' + edge.toPort);
        json.endObject();
    }
    json.endArray();
}

// Frames and comments belong to the editor: left out entirely when there are none, so that a
// project without them reads as it did before they existed.
void writeFrames(JsonStreamWriter &json, const std::vector<Frame> &frames)
{
    if (frames.empty())
        return;
    json.key(u"frames");
    json.beginArray();
    for (const Frame &frame : frames) {
        json.beginObject();
        json.key(u"id");
        json.value(frame.id);
        writeUnlessDefault(json, u"title", frame.title);
        json.key(u"x");
        json.value(frame.rect.x());
        json.key(u"y");
        json.value(frame.rect.y());
        json.key(u"width");
        json.value(frame.rect.width());
        json.key(u"height");
        json.value(frame.rect.height());
        writeUnlessDefault(json, u"colour", frame.colour);
        json.endObject();
    }
    json.endArray();
}

void writeComments(JsonStreamWriter &json, const std::vector<Comment> &comments)
{
    if (comments.empty())
        return;
    json.key(u"comments");
    json.beginArray();
    for (const Comment &comment : comments) {
        json.beginObject();
        json.key(u"id");
        json.value(comment.id);
        json.key(u"text");
        json.value(comment.text);
        json.key(u"x");
        json.value(comment.position.x());
        json.key(u"y");
        json.value(comment.position.y());
        json.key(u"width");
        json.value(comment.width);
        json.endObject();
    }
    json.endArray();
}

} // namespace

QByteArray ProjectWriter::serialize(const Project &project)
{
    JsonStreamWriter json;
    json.beginObject();
    json.key(u"format");
    json.value(Project::kFormat);
    writeMetadata(json, project.metadata);
    writeObjectUnlessDefault(json, u"settings", project.settings, writeSettingsMembers);
    writeDatasets(json, project.datasets);
    json.key(u"nodes");
    json.beginArray();
    for (const Node &node : project.graph.nodes)
        writeNode(json, node);
    json.endArray();
    writeEdges(json, project.graph.edges);
    writeFrames(json, project.frames);
    writeComments(json, project.comments);
    json.endObject();
    return json.finish();
}

bool ProjectWriter::writeFile(const Project &project, const QString &filePath, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("%1: cannot save: %2").arg(filePath, reason);
        return false;
    };
    // QSaveFile writes a temporary file beside the target and renames it over the target only
    // in commit(), so a failed write leaves the previous version untouched.
    QSaveFile file(filePath);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const QByteArray bytes = serialize(project);
    // A short write sets no error; writing the rest is what reports the cause (disk full,
    // file too large), so loop until all is written or a write fails outright.
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 count = file.write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return fail(reason);
        }
        written += count;
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace weft::engine
