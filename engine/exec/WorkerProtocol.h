#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QByteArrayView>
#include <QCborMap>
#include <QCborStreamWriter>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::engine::protocol {

/// The messages `weft` and `weft-worker` exchange over one Unix stream socket (a socketpair:
/// the worker finds its end on file descriptor 3).
///
/// Every message is one frame: an 8-byte header followed by a payload of `length` bytes.
///
///     offset  size  field
///     0       1     magic, 0x57 ('W'): catches a stray write into the socket
///     1       1     protocol version (kVersion); any other value ends the conversation
///     2       1     MessageType
///     3       1     reserved, 0
///     4       4     payload length, unsigned little endian, at most kMaxPayload
///
/// The payload is one CBOR map (RFC 8949, written and read with Qt's QCborValue), so that a
/// field can be added without breaking an older reader. Each message type has one struct in
/// WorkerMessages.h that writes and reads its map; weft and weft-worker use only those, and no
/// key is spelled anywhere else:
///
///     type  struct            direction           fields
///     1     Hello             both ways, first    version, pid
///     2     RunTask           weft to worker      task, node, op, params, dir, shm, threshold,
///                                                 inputs: [[DatasetEnvelope...] per port]
///     3     TaskResult        worker to weft      task, outputs: [DatasetEnvelope...]
///     4     TaskError         worker to weft      task, message
///     5     ReleaseSegments   weft to worker      names
///     6     Shutdown          weft to worker      (none)
///
/// Datasets travel as a DatasetEnvelope (shm/DatasetEnvelope.h): the bytes of DatasetCodec
/// inline when small, or the name of a shared-memory segment in the run folder when large: big
/// data never goes through the socket.
///
/// The conversation:
///
///     weft                                 weft-worker
///     ---- Hello {version, pid} ---------->                 (first frame, both ways)
///     <--- Hello {version, pid} -----------
///     ---- RunTask {task, node, op, params, dir, shm, threshold, inputs} -->
///     <--- TaskResult {task, outputs} ----  or  TaskError {task, message}
///     ---- ReleaseSegments {names} ------->   the worker drops cached inputs
///     ---- Shutdown ---------------------->   the worker exits 0
///
/// A RunTask with an empty "op" runs nothing and answers an empty TaskResult: what a task costs
/// beyond its operator (weft-bench measures it).
///
/// A worker that reads end-of-file exits as after Shutdown. Anything the worker cannot parse
/// (a bad frame, a message with a field missing or of the wrong type) ends it with exit code 3
/// and a line on stderr naming the message and the field; the parent treats a malformed frame
/// or message from a worker as a crash of that worker.
inline constexpr quint8 kMagic = 0x57;
inline constexpr quint8 kVersion = 1;
inline constexpr qsizetype kHeaderSize = 8;
/// Inline payloads are small by construction (big datasets go through shared memory) unless
/// WEFT_SHM_THRESHOLD is raised to send everything through the socket (`weft-bench shm --mode
/// copy` sends a 500 MB array so); a larger length means a corrupt stream, not a big message.
inline constexpr quint32 kMaxPayload = 1024u * 1024u * 1024u;
/// The worker's end of the socket in the worker process.
inline constexpr int kWorkerFd = 3;

enum class MessageType : quint8 {
    Hello = 1,           ///< both ways, first: protocol::Hello
    RunTask = 2,         ///< parent to worker, run one operator: protocol::RunTask
    TaskResult = 3,      ///< worker to parent, its outputs: protocol::TaskResult
    TaskError = 4,       ///< worker to parent, the operator failed: protocol::TaskError
    ReleaseSegments = 5, ///< parent to worker, segments no longer needed: ReleaseSegments
    Shutdown = 6,        ///< parent to worker, exit now: protocol::Shutdown
};

/// The name of a message type in messages ("RunTask"); "type N" for an unknown one.
QString messageTypeName(quint8 type);

struct Frame
{
    MessageType type = MessageType::Hello;
    QByteArray payload;
};

/// Writes one frame: the header, then the payload written straight into the frame through
/// writer() (no map built first, no copy), then finish() fills in the length. encodeMessage()
/// in WorkerMessages.h writes a typed message so. Not thread-safe; one per frame.
class FrameWriter
{
public:
    explicit FrameWriter(MessageType type);
    QCborStreamWriter &writer() { return m_writer; }
    /// The frame, ready to write.
    QByteArray finish();

private:
    QByteArray m_frame;
    QBuffer m_buffer;
    QCborStreamWriter m_writer;
};

/// Header and payload of one frame, ready to write.
QByteArray encodeFrame(MessageType type, const QCborMap &payload);

/// Splits a byte stream into frames, whatever the sizes of the reads that deliver it. Not
/// thread-safe; one per connection.
class FrameDecoder
{
    Q_DECLARE_TR_FUNCTIONS(FrameDecoder)

public:
    /// Adds bytes as they were read.
    void append(QByteArrayView bytes);
    /// The next complete frame, or std::nullopt when more bytes are needed or the stream is
    /// bad (then error() says why and every later call returns std::nullopt too).
    std::optional<Frame> next();
    /// Bytes of an incomplete frame: non-zero at end-of-file means a truncated frame.
    qsizetype pending() const { return m_buffer.size() - m_start; }
    bool hasError() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    /// The message for end-of-file with pending() bytes left.
    QString truncatedError() const;

private:
    QByteArray m_buffer;
    qsizetype m_start = 0; ///< where the next frame begins in m_buffer
    QString m_error;
};

/// Parses a payload; an empty map (and `error` set) when it is not a CBOR map. The message
/// structs read the map (decodeMessage() in WorkerMessages.h).
QCborMap decodePayload(const Frame &frame, QString *error);

/// Writes all of `bytes` to a socket, retrying on EINTR; never raises SIGPIPE. False (and
/// errno kept) when the peer is gone.
bool writeAll(int fd, QByteArrayView bytes);

/// Blocks until `decoder` yields a frame. std::nullopt at end-of-file, on a read error or a
/// bad frame; then `error` says which (empty for a clean end-of-file between frames).
std::optional<Frame> readFrame(int fd, FrameDecoder &decoder, QString *error);

} // namespace weft::engine::protocol
