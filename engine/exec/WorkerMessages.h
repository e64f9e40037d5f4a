#pragma once

#include "WorkerProtocol.h"
#include "shm/DatasetEnvelope.h"

#include <QCborMap>
#include <QCborStreamWriter>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace weft::engine::protocol {

// The payload of each message in WorkerProtocol.h, one struct per MessageType: its fields,
// and its CBOR map written by toCbor() and read back by fromCbor(), the only place the map's
// keys appear. toCbor() writes straight into the frame (encodeMessage()): building a QCborMap
// first would cost more than the rest of a task that does nothing. weft and weft-worker both speak
// through these structs, so the two sides of a build cannot disagree on a key.
//
// fromCbor() never throws: a missing or mistyped field gives std::nullopt and an error that
// names the message and the field ("bad RunTask message: field 'task' is missing"). Fields a
// reader does not know are ignored, so a field can be added without breaking an older one.
//
//     writeAll(fd, encodeMessage(TaskError{7, u"no such file"_s}));
//     ...
//     if (std::optional<Message> message = decodeMessage(frame, &error))
//         std::visit(handler, *message);
//
// Plain values; thread-safe as values are.

/// Both ways, first: who is on the other end, and which protocol it speaks.
struct Hello
{
    static constexpr MessageType kType = MessageType::Hello;
    qint64 version = kVersion; ///< fromCbor() refuses any other than kVersion
    qint64 pid = -1;           ///< the sender's process id

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<Hello> fromCbor(const QCborMap &map, QString *error);
    friend bool operator==(const Hello &, const Hello &) = default;
};

/// Parent to worker: run one operator call.
struct RunTask
{
    static constexpr MessageType kType = MessageType::RunTask;
    qint64 task = -1;     ///< the parent's id for the call; the reply carries it back
    QString node;         ///< the node's id, for messages (and the worker's fault injection)
    QString op;           ///< the operator's id; empty runs nothing (weft-bench's null task)
    QJsonObject params;   ///< the node's parameters
    QString dir;          ///< the project folder, absolute: relative paths resolve from it
    QString shm;          ///< the run's shared-memory folder, where segments live
    qint64 threshold = 0; ///< outputs that encode to at least this many bytes go as segments
    std::vector<std::vector<DatasetEnvelope>> inputs; ///< per input port, its datasets

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<RunTask> fromCbor(const QCborMap &map, QString *error);
    friend bool operator==(const RunTask &, const RunTask &) = default;
};

/// Worker to parent: the call succeeded.
struct TaskResult
{
    static constexpr MessageType kType = MessageType::TaskResult;
    qint64 task = -1;                     ///< RunTask::task
    std::vector<DatasetEnvelope> outputs; ///< one per output port
    QStringList warnings;                 ///< the call's OperatorCall::warnings(); optional

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<TaskResult> fromCbor(const QCborMap &map, QString *error);
    friend bool operator==(const TaskResult &, const TaskResult &) = default;
};

/// Worker to parent: the operator failed (the worker lives on).
struct TaskError
{
    static constexpr MessageType kType = MessageType::TaskError;
    qint64 task = -1; ///< RunTask::task
    QString message;  ///< the operator's message, shown as the task's error

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<TaskError> fromCbor(const QCborMap &map, QString *error);
    friend bool operator==(const TaskError &, const TaskError &) = default;
};

/// Parent to worker: these segments are released; drop what was decoded from them.
struct ReleaseSegments
{
    static constexpr MessageType kType = MessageType::ReleaseSegments;
    QStringList names; ///< segment names in the run folder

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<ReleaseSegments> fromCbor(const QCborMap &map, QString *error);
    friend bool operator==(const ReleaseSegments &, const ReleaseSegments &) = default;
};

/// Parent to worker: exit now. No fields.
struct Shutdown
{
    static constexpr MessageType kType = MessageType::Shutdown;

    void toCbor(QCborStreamWriter &writer) const;
    static std::optional<Shutdown> fromCbor(const QCborMap &, QString *) { return Shutdown{}; }
    friend bool operator==(const Shutdown &, const Shutdown &) = default;
};

/// Any message, as decodeMessage() returns it.
using Message = std::variant<Hello, RunTask, TaskResult, TaskError, ReleaseSegments, Shutdown>;
/// What a worker answers to RunTask.
using TaskReply = std::variant<TaskResult, TaskError>;

/// The frame for a message, ready to write.
template<typename M>
QByteArray encodeMessage(const M &message)
{
    FrameWriter frame(M::kType);
    message.toCbor(frame.writer());
    return frame.finish();
}

/// The message in a frame; std::nullopt and `error` set when its payload is not a CBOR map or
/// lacks a field its type needs.
std::optional<Message> decodeMessage(const Frame &frame, QString *error);
/// The reply to a RunTask in a frame; like decodeMessage(), and any other message is an error
/// ("Hello in reply to RunTask").
std::optional<TaskReply> decodeReply(const Frame &frame, QString *error);
/// The task a reply answers.
qint64 taskOf(const TaskReply &reply);

} // namespace weft::engine::protocol
