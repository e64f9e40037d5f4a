#include "ProjectDecoder.h"

#include "ProjectJson.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace weft::engine {

namespace {

QString fieldPath(const QString &path, QLatin1StringView key)
{
    return path.isEmpty() ? QString(key) : path + u'.' + key;
}

QString elementPath(QLatin1StringView array, qsizetype index)
{
    return array + u'[' + QString::number(index) + u']';
}

} // namespace

std::optional<Project> ProjectDecoder::decode(const QJsonObject &root, QString *error)
{
    ProjectDecoder decoder;
    if (!decoder.decodeRoot(root)) {
        if (error)
            *error = decoder.m_error;
        return std::nullopt;
    }
    return std::move(decoder.m_project);
}

bool ProjectDecoder::decodeRoot(const QJsonObject &root)
{
    // The format comes first: a newer file should say so rather than trip over a new key.
    if (!checkFormat(root))
        return false;
    if (!checkKeys(root, {},
                   {{"format"_L1, true},
                    {"project"_L1, true},
                    {"settings"_L1, false},
                    {"datasets"_L1, true},
                    {"nodes"_L1, true},
                    {"edges"_L1, true},
                    {"frames"_L1, false},
                    {"comments"_L1, false}}))
        return false;
    return decodeMetadata(root.value("project"_L1)) &&
           (!root.contains("settings"_L1) || decodeSettings(root.value("settings"_L1))) &&
           decodeDatasets(root.value("datasets"_L1)) && decodeNodes(root.value("nodes"_L1)) &&
           decodeEdges(root.value("edges"_L1)) &&
           (!root.contains("frames"_L1) || decodeFrames(root.value("frames"_L1))) &&
           (!root.contains("comments"_L1) || decodeComments(root.value("comments"_L1)));
}

bool ProjectDecoder::checkFormat(const QJsonObject &root)
{
    const QJsonValue format = root.value("format"_L1);
    if (format.isUndefined())
        return fail(tr("missing key 'format'; this version reads format %1").arg(Project::kFormat));
    const auto version = jsonInteger(format);
    if (!version)
        return typeError(u"format"_s, tr("an integer"), format);
    if (*version > Project::kFormat)
        return fail(tr("was written by a newer Weft (format %1); this version reads format %2")
                        .arg(*version)
                        .arg(Project::kFormat));
    if (*version < 1)
        return fail(tr("unknown format %1; this version reads format %2")
                        .arg(*version)
                        .arg(Project::kFormat));
    return true;
}

bool ProjectDecoder::decodeMetadata(const QJsonValue &value)
{
    const QString path = u"project"_s;
    QJsonObject object;
    return toObject(value, path, &object) &&
           checkKeys(object, path, {{"name"_L1, true}, {"description"_L1, false}}) &&
           readString(object, "name"_L1, path, &m_project.metadata.name) &&
           readString(object, "description"_L1, path, &m_project.metadata.description);
}

bool ProjectDecoder::decodeSettings(const QJsonValue &value)
{
    const QString path = u"settings"_s;
    QJsonObject object;
    return toObject(value, path, &object) &&
           checkKeys(object, path,
                     {{"backend"_L1, false},
                      {"jobs"_L1, false},
                      {"store"_L1, false},
                      {"keep_runs"_L1, false},
                      {"slurm"_L1, false},
                      {"outside_folders"_L1, false},
                      {"cache"_L1, false},
                      {"frozen"_L1, false}}) &&
           (!object.contains("slurm"_L1) || decodeSlurmSettings(object.value("slurm"_L1))) &&
           (!object.contains("cache"_L1) || decodeCacheSettings(object.value("cache"_L1))) &&
           readStringList(object, "outside_folders"_L1, path, &m_project.settings.outsideFolders) &&
           readString(object, "backend"_L1, path, &m_project.settings.backend) &&
           readInt(object, "jobs"_L1, path, &m_project.settings.jobs) &&
           readString(object, "store"_L1, path, &m_project.settings.store) &&
           readInt(object, "keep_runs"_L1, path, &m_project.settings.keepRuns);
}

bool ProjectDecoder::decodeDatasets(const QJsonValue &value)
{
    QJsonArray array;
    if (!toArray(value, u"datasets"_s, &array))
        return false;
    m_project.datasets.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = elementPath("datasets"_L1, i);
        QJsonObject object;
        AttachedDataset dataset;
        if (!toObject(array.at(i), path, &object) ||
            !checkKeys(object, path, {{"id"_L1, true}, {"path"_L1, true}}) ||
            !readString(object, "id"_L1, path, &dataset.id) ||
            !readString(object, "path"_L1, path, &dataset.path))
            return false;
        m_project.datasets.push_back(std::move(dataset));
    }
    return true;
}

bool ProjectDecoder::decodeNodes(const QJsonValue &value)
{
    QJsonArray array;
    if (!toArray(value, u"nodes"_s, &array))
        return false;
    m_project.graph.nodes.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        Node node;
        if (!decodeNode(array.at(i), elementPath("nodes"_L1, i), &node))
            return false;
        m_project.graph.nodes.push_back(std::move(node));
    }
    return true;
}

bool ProjectDecoder::decodeNode(const QJsonValue &value, const QString &path, Node *node)
{
    QJsonObject object;
    QString id;
    if (!toObject(value, path, &object) ||
        !checkKeys(object, path,
                   {{"id"_L1, true},
                    {"operator"_L1, true},
                    {"title"_L1, false},
                    {"params"_L1, false},
                    {"position"_L1, true},
                    {"run"_L1, false}}) ||
        !readString(object, "id"_L1, path, &id) ||
        !readString(object, "operator"_L1, path, &node->operatorId) ||
        !readString(object, "title"_L1, path, &node->title))
        return false;
    node->id = NodeId(id);
    if (object.contains("params"_L1) &&
        !toObject(object.value("params"_L1), fieldPath(path, "params"_L1), &node->params))
        return false;
    if (!decodePosition(object.value("position"_L1), fieldPath(path, "position"_L1),
                        &node->position))
        return false;
    return !object.contains("run"_L1) ||
           decodeRunSettings(object.value("run"_L1), fieldPath(path, "run"_L1), &node->run);
}

bool ProjectDecoder::decodePosition(const QJsonValue &value, const QString &path, QPointF *position)
{
    QJsonObject object;
    double x = 0;
    double y = 0;
    if (!toObject(value, path, &object) ||
        !checkKeys(object, path, {{"x"_L1, true}, {"y"_L1, true}}) ||
        !readNumber(object, "x"_L1, path, &x) || !readNumber(object, "y"_L1, path, &y))
        return false;
    *position = QPointF(x, y);
    return true;
}

bool ProjectDecoder::decodeRunSettings(const QJsonValue &value, const QString &path,
                                       NodeRunSettings *run)
{
    QJsonObject object;
    return toObject(value, path, &object) &&
           checkKeys(object, path,
                     {{"backend"_L1, false},
                      {"retries"_L1, false},
                      {"timeout_s"_L1, false},
                      {"persist"_L1, false},
                      {"map"_L1, false},
                      {"batch_size"_L1, false},
                      {"batch_wait_ms"_L1, false},
                      {"batch_lower_ms"_L1, false},
                      {"batch_upper_ms"_L1, false},
                      {"on_item_error"_L1, false},
                      {"slurm"_L1, false},
                      {"cache"_L1, false},
                      {"frozen"_L1, false}}) &&
           (!object.contains("slurm"_L1) ||
            decodeSlurmResources(object.value("slurm"_L1), fieldPath(path, "slurm"_L1),
                                 &run->resources)) &&
           readString(object, "backend"_L1, path, &run->backend) &&
           readInt(object, "retries"_L1, path, &run->retries) &&
           readInt(object, "timeout_s"_L1, path, &run->timeoutSeconds) &&
           readBool(object, "persist"_L1, path, &run->persistOutputs) &&
           readBool(object, "map"_L1, path, &run->map) &&
           readInt(object, "batch_size"_L1, path, &run->batchSize) &&
           readInt(object, "batch_wait_ms"_L1, path, &run->batchWaitMs) &&
           readNumber(object, "batch_lower_ms"_L1, path, &run->batchLowerMs) &&
           readNumber(object, "batch_upper_ms"_L1, path, &run->batchUpperMs) &&
           readString(object, "on_item_error"_L1, path, &run->onItemError) &&
           readBool(object, "cache"_L1, path, &run->cache) &&
           readString(object, "frozen"_L1, path, &run->frozen);
}

bool ProjectDecoder::decodeSlurmResources(const QJsonValue &value, const QString &path,
                                          JobResources *out)
{
    QJsonObject object;
    return toObject(value, path, &object) &&
           checkKeys(object, path,
                     {{"cpus"_L1, false},
                      {"mem"_L1, false},
                      {"time"_L1, false},
                      {"partition"_L1, false},
                      {"account"_L1, false},
                      {"args"_L1, false}}) &&
           readInt(object, "cpus"_L1, path, &out->cpus) &&
           readString(object, "mem"_L1, path, &out->mem) &&
           readString(object, "time"_L1, path, &out->time) &&
           readString(object, "partition"_L1, path, &out->partition) &&
           readString(object, "account"_L1, path, &out->account) &&
           readStringList(object, "args"_L1, path, &out->extraArgs);
}

bool ProjectDecoder::decodeSlurmSettings(const QJsonValue &value)
{
    const QString path = u"settings.slurm"_s;
    QJsonObject object;
    return toObject(value, path, &object) &&
           checkKeys(object, path, {{"work_dir"_L1, false}, {"max_jobs"_L1, false}}) &&
           readString(object, "work_dir"_L1, path, &m_project.settings.slurmWorkDir) &&
           readInt(object, "max_jobs"_L1, path, &m_project.settings.slurmMaxJobs);
}

bool ProjectDecoder::decodeCacheSettings(const QJsonValue &value)
{
    const QString path = u"settings.cache"_s;
    QJsonObject object;
    double maxBytes = 0;
    if (!toObject(value, path, &object) || !checkKeys(object, path, {{"max_bytes"_L1, false}}) ||
        !readNumber(object, "max_bytes"_L1, path, &maxBytes))
        return false;
    if (maxBytes < 0 || maxBytes != std::floor(maxBytes) || maxBytes > 9.0e15)
        return typeError(fieldPath(path, "max_bytes"_L1), tr("a whole number of bytes"),
                         object.value("max_bytes"_L1));
    m_project.settings.cacheMaxBytes = qint64(maxBytes);
    return true;
}

bool ProjectDecoder::decodeEdges(const QJsonValue &value)
{
    QJsonArray array;
    if (!toArray(value, u"edges"_s, &array))
        return false;
    m_project.graph.edges.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = elementPath("edges"_L1, i);
        QJsonObject object;
        Edge edge;
        if (!toObject(array.at(i), path, &object) ||
            !checkKeys(object, path, {{"from"_L1, true}, {"to"_L1, true}}) ||
            !decodeEndpoint(object, "from"_L1, path, &edge.fromNode, &edge.fromPort) ||
            !decodeEndpoint(object, "to"_L1, path, &edge.toNode, &edge.toPort))
            return false;
        m_project.graph.edges.push_back(std::move(edge));
    }
    return true;
}

bool ProjectDecoder::decodeEndpoint(const QJsonObject &edge, QLatin1StringView key,
                                    const QString &path, NodeId *node, QString *port)
{
    QString text;
    if (!readString(edge, key, path, &text))
        return false;
    // Node ids cannot contain '.', so the first one separates the node from the port.
    const qsizetype dot = text.indexOf(u'.');
    if (dot <= 0 || dot == text.size() - 1)
        return fail(
            tr("%1: %2 is not of the form node.port").arg(fieldPath(path, key), quoted(text)));
    *node = NodeId(text.left(dot));
    *port = text.mid(dot + 1);
    return true;
}

bool ProjectDecoder::decodeFrames(const QJsonValue &value)
{
    QJsonArray array;
    if (!toArray(value, u"frames"_s, &array))
        return false;
    m_project.frames.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = elementPath("frames"_L1, i);
        QJsonObject object;
        Frame frame;
        double x = 0;
        double y = 0;
        double width = 0;
        double height = 0;
        if (!toObject(array.at(i), path, &object) ||
            !checkKeys(object, path,
                       {{"id"_L1, true},
                        {"title"_L1, false},
                        {"x"_L1, true},
                        {"y"_L1, true},
                        {"width"_L1, true},
                        {"height"_L1, true},
                        {"colour"_L1, false}}) ||
            !readString(object, "id"_L1, path, &frame.id) ||
            !readString(object, "title"_L1, path, &frame.title) ||
            !readNumber(object, "x"_L1, path, &x) || !readNumber(object, "y"_L1, path, &y) ||
            !readNumber(object, "width"_L1, path, &width) ||
            !readNumber(object, "height"_L1, path, &height) ||
            !readString(object, "colour"_L1, path, &frame.colour))
            return false;
        frame.rect = QRectF(x, y, width, height);
        m_project.frames.push_back(std::move(frame));
    }
    return true;
}

bool ProjectDecoder::decodeComments(const QJsonValue &value)
{
    QJsonArray array;
    if (!toArray(value, u"comments"_s, &array))
        return false;
    m_project.comments.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = elementPath("comments"_L1, i);
        QJsonObject object;
        Comment comment;
        double x = 0;
        double y = 0;
        if (!toObject(array.at(i), path, &object) ||
            !checkKeys(object, path,
                       {{"id"_L1, true},
                        {"text"_L1, true},
                        {"x"_L1, true},
                        {"y"_L1, true},
                        {"width"_L1, true}}) ||
            !readString(object, "id"_L1, path, &comment.id) ||
            !readString(object, "text"_L1, path, &comment.text) ||
            !readNumber(object, "x"_L1, path, &x) || !readNumber(object, "y"_L1, path, &y) ||
            !readNumber(object, "width"_L1, path, &comment.width))
            return false;
        comment.position = QPointF(x, y);
        m_project.comments.push_back(std::move(comment));
    }
    return true;
}

bool ProjectDecoder::checkKeys(const QJsonObject &object, const QString &path,
                               std::initializer_list<Key> keys)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool known = std::any_of(keys.begin(), keys.end(),
                                       [&](const Key &key) { return key.name == it.key(); });
        if (known)
            continue;
        if (path.isEmpty())
            return fail(tr("unknown top-level key %1").arg(quoted(it.key())));
        return fail(tr("%1: unknown key %2").arg(path, quoted(it.key())));
    }
    for (const Key &key : keys) {
        if (!key.required || object.contains(key.name))
            continue;
        if (path.isEmpty())
            return fail(tr("missing key %1").arg(quoted(QString(key.name))));
        return fail(tr("%1: missing key %2").arg(path, quoted(QString(key.name))));
    }
    return true;
}

bool ProjectDecoder::toObject(const QJsonValue &value, const QString &path, QJsonObject *out)
{
    if (!value.isObject())
        return typeError(path, tr("an object"), value);
    *out = value.toObject();
    return true;
}

bool ProjectDecoder::toArray(const QJsonValue &value, const QString &path, QJsonArray *out)
{
    if (!value.isArray())
        return typeError(path, tr("an array"), value);
    *out = value.toArray();
    return true;
}

bool ProjectDecoder::readString(const QJsonObject &object, QLatin1StringView key,
                                const QString &path, QString *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    if (!value.isString())
        return typeError(fieldPath(path, key), tr("a string"), value);
    *out = value.toString();
    return true;
}

bool ProjectDecoder::readStringList(const QJsonObject &object, QLatin1StringView key,
                                    const QString &path, QStringList *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    QJsonArray array;
    if (!toArray(value, fieldPath(path, key), &array))
        return false;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString())
            return typeError(fieldPath(path, key) + u'[' + QString::number(i) + u']',
                             tr("a string"), array.at(i));
        out->append(array.at(i).toString());
    }
    return true;
}

bool ProjectDecoder::readInt(const QJsonObject &object, QLatin1StringView key, const QString &path,
                             int *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    const auto integer = jsonInteger(value);
    if (!integer)
        return typeError(fieldPath(path, key), tr("an integer"), value);
    if (*integer < std::numeric_limits<int>::min() || *integer > std::numeric_limits<int>::max())
        return fail(
            tr("%1 is out of range: %2").arg(fieldPath(path, key), QString::number(*integer)));
    *out = int(*integer);
    return true;
}

bool ProjectDecoder::readNumber(const QJsonObject &object, QLatin1StringView key,
                                const QString &path, double *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    if (!value.isDouble())
        return typeError(fieldPath(path, key), tr("a number"), value);
    *out = value.toDouble();
    return true;
}

bool ProjectDecoder::readBool(const QJsonObject &object, QLatin1StringView key, const QString &path,
                              bool *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    if (!value.isBool())
        return typeError(fieldPath(path, key), tr("true or false"), value);
    *out = value.toBool();
    return true;
}

bool ProjectDecoder::typeError(const QString &path, const QString &expected,
                               const QJsonValue &found)
{
    return fail(tr("%1 must be %2, not %3").arg(path, expected, jsonValueText(found)));
}

bool ProjectDecoder::fail(QString message)
{
    m_error = std::move(message);
    return false;
}

} // namespace weft::engine
