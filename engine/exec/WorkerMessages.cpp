#include "WorkerMessages.h"

#include "shm/CborFields.h"

#include <QCborArray>

namespace weft::engine::protocol {

using namespace Qt::StringLiterals;

namespace {

/// The context of the decoders' messages for translation.
class WorkerMessages
{
    Q_DECLARE_TR_FUNCTIONS(WorkerMessages)
};

constexpr auto kVersionKey = "version"_L1;
constexpr auto kPid = "pid"_L1;
constexpr auto kTask = "task"_L1;
constexpr auto kNode = "node"_L1;
constexpr auto kOp = "op"_L1;
constexpr auto kParams = "params"_L1;
constexpr auto kDir = "dir"_L1;
constexpr auto kShm = "shm"_L1;
constexpr auto kThreshold = "threshold"_L1;
constexpr auto kInputs = "inputs"_L1;
constexpr auto kOutputs = "outputs"_L1;
constexpr auto kMessage = "message"_L1;
constexpr auto kNames = "names"_L1;
constexpr auto kWarnings = "warnings"_L1;

/// The message decoded so far, or std::nullopt and `error` naming the message and the field.
template<typename M>
std::optional<M> finish(M message, const CborFields &fields, QString *error)
{
    if (fields.ok())
        return message;
    if (error)
        *error = WorkerMessages::tr("bad %1 message: %2")
                     .arg(messageTypeName(quint8(M::kType)), fields.error());
    return std::nullopt;
}

void envelopesToCbor(QCborStreamWriter &writer, const std::vector<DatasetEnvelope> &envelopes)
{
    writer.startArray(quint64(envelopes.size()));
    for (const DatasetEnvelope &envelope : envelopes)
        envelope.toCbor(writer);
    writer.endArray();
}

/// The datasets in `array`, the field `field` (element `port` of it unless -1); a bad one fails
/// `fields`. Where it was is spelled out only then: a message that decodes allocates no text.
std::vector<DatasetEnvelope> envelopesFromCbor(const QCborArray &array, CborFields &fields,
                                               QLatin1StringView field, qsizetype port = -1)
{
    std::vector<DatasetEnvelope> envelopes;
    envelopes.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        QString problem;
        std::optional<DatasetEnvelope> envelope = DatasetEnvelope::fromCbor(array.at(i), &problem);
        if (!envelope) {
            const QString where = port < 0 ? u"%1[%2]"_s.arg(field).arg(i)
                                           : u"%1[%2][%3]"_s.arg(field).arg(port).arg(i);
            fields.fail(where + u": "_s + problem);
            return {};
        }
        envelopes.push_back(std::move(*envelope));
    }
    return envelopes;
}

/// The message of type M in `frame` (whose type the caller checked), as a `Variant`.
template<typename M, typename Variant>
std::optional<Variant> decodeAs(const Frame &frame, QString *error)
{
    QString parseError;
    const QCborMap map = decodePayload(frame, &parseError);
    if (!parseError.isEmpty()) {
        if (error)
            *error = parseError;
        return std::nullopt;
    }
    if (std::optional<M> message = M::fromCbor(map, error))
        return Variant(std::move(*message));
    return std::nullopt;
}

} // namespace

void Hello::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(2);
    writer.append(kVersionKey);
    writer.append(version);
    writer.append(kPid);
    writer.append(pid);
    writer.endMap();
}

std::optional<Hello> Hello::fromCbor(const QCborMap &map, QString *error)
{
    CborFields fields(map);
    Hello hello;
    hello.version = fields.integer(kVersionKey);
    // Another version may lay out its Hello differently: the version alone is worth reading.
    if (fields.ok() && hello.version != kVersion) {
        if (error)
            *error = FrameDecoder::tr("protocol version %1, expected %2")
                         .arg(hello.version)
                         .arg(kVersion);
        return std::nullopt;
    }
    hello.pid = fields.integer(kPid);
    return finish(hello, fields, error);
}

void RunTask::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(8);
    writer.append(kTask);
    writer.append(task);
    writer.append(kNode);
    writer.append(node);
    writer.append(kOp);
    writer.append(op);
    writer.append(kParams);
    QCborValue(QCborMap::fromJsonObject(params)).toCbor(writer);
    writer.append(kDir);
    writer.append(dir);
    writer.append(kShm);
    writer.append(shm);
    writer.append(kThreshold);
    writer.append(threshold);
    writer.append(kInputs);
    writer.startArray(quint64(inputs.size()));
    for (const std::vector<DatasetEnvelope> &port : inputs)
        envelopesToCbor(writer, port);
    writer.endArray();
    writer.endMap();
}

std::optional<RunTask> RunTask::fromCbor(const QCborMap &map, QString *error)
{
    CborFields fields(map);
    RunTask run;
    run.task = fields.integer(kTask);
    run.node = fields.string(kNode);
    run.op = fields.string(kOp);
    // Most nodes have no parameters; the conversion of even an empty map allocates.
    if (const QCborMap params = fields.map(kParams); !params.isEmpty())
        run.params = params.toJsonObject();
    run.dir = fields.string(kDir);
    run.shm = fields.string(kShm);
    run.threshold = fields.integer(kThreshold);
    const QCborArray ports = fields.array(kInputs);
    for (qsizetype i = 0; i < ports.size() && fields.ok(); ++i) {
        if (ports.at(i).isArray())
            run.inputs.push_back(envelopesFromCbor(ports.at(i).toArray(), fields, kInputs, i));
        else
            fields.fail(CborFields::mistyped(u"%1[%2]"_s.arg(kInputs).arg(i), QCborValue::Array,
                                             ports.at(i)));
    }
    return finish(std::move(run), fields, error);
}

void TaskResult::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(warnings.isEmpty() ? 2 : 3);
    writer.append(kTask);
    writer.append(task);
    writer.append(kOutputs);
    envelopesToCbor(writer, outputs);
    if (!warnings.isEmpty()) { // most calls have none, and their frame stays as it was
        writer.append(kWarnings);
        writer.startArray(quint64(warnings.size()));
        for (const QString &warning : warnings)
            writer.append(warning);
        writer.endArray();
    }
    writer.endMap();
}

std::optional<TaskResult> TaskResult::fromCbor(const QCborMap &map, QString *error)
{
    CborFields fields(map);
    TaskResult result;
    result.task = fields.integer(kTask);
    result.outputs = envelopesFromCbor(fields.array(kOutputs), fields, kOutputs);
    const QCborArray warnings = map.value(kWarnings).toArray(); // optional
    for (const QCborValue &warning : warnings)
        result.warnings.append(warning.toString());
    return finish(std::move(result), fields, error);
}

void TaskError::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(2);
    writer.append(kTask);
    writer.append(task);
    writer.append(kMessage);
    writer.append(message);
    writer.endMap();
}

std::optional<TaskError> TaskError::fromCbor(const QCborMap &map, QString *error)
{
    CborFields fields(map);
    TaskError failure;
    failure.task = fields.integer(kTask);
    failure.message = fields.string(kMessage);
    return finish(std::move(failure), fields, error);
}

void ReleaseSegments::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(1);
    writer.append(kNames);
    writer.startArray(quint64(names.size()));
    for (const QString &name : names)
        writer.append(name);
    writer.endArray();
    writer.endMap();
}

void Shutdown::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(0);
    writer.endMap();
}

std::optional<ReleaseSegments> ReleaseSegments::fromCbor(const QCborMap &map, QString *error)
{
    CborFields fields(map);
    ReleaseSegments release;
    const QCborArray names = fields.array(kNames);
    for (qsizetype i = 0; i < names.size() && fields.ok(); ++i) {
        if (names.at(i).isString())
            release.names.append(names.at(i).toString());
        else
            fields.fail(
                CborFields::mistyped(u"names[%1]"_s.arg(i), QCborValue::String, names.at(i)));
    }
    return finish(std::move(release), fields, error);
}

std::optional<Message> decodeMessage(const Frame &frame, QString *error)
{
    switch (frame.type) {
    case MessageType::Hello:
        return decodeAs<Hello, Message>(frame, error);
    case MessageType::RunTask:
        return decodeAs<RunTask, Message>(frame, error);
    case MessageType::TaskResult:
        return decodeAs<TaskResult, Message>(frame, error);
    case MessageType::TaskError:
        return decodeAs<TaskError, Message>(frame, error);
    case MessageType::ReleaseSegments:
        return decodeAs<ReleaseSegments, Message>(frame, error);
    case MessageType::Shutdown:
        return decodeAs<Shutdown, Message>(frame, error);
    }
    // FrameDecoder refuses unknown types; a Frame made by hand may still carry one.
    if (error)
        *error = FrameDecoder::tr("bad frame: unknown message %1")
                     .arg(messageTypeName(quint8(frame.type)));
    return std::nullopt;
}

std::optional<TaskReply> decodeReply(const Frame &frame, QString *error)
{
    if (frame.type == MessageType::TaskResult)
        return decodeAs<TaskResult, TaskReply>(frame, error);
    if (frame.type == MessageType::TaskError)
        return decodeAs<TaskError, TaskReply>(frame, error);
    if (error)
        *error =
            WorkerMessages::tr("%1 in reply to RunTask").arg(messageTypeName(quint8(frame.type)));
    return std::nullopt;
}

qint64 taskOf(const TaskReply &reply)
{
    return std::visit([](const auto &message) { return message.task; }, reply);
}

} // namespace weft::engine::protocol
