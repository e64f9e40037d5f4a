#include "WorkerProtocol.h"

#include <QCborValue>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <unistd.h>

namespace weft::engine::protocol {

QString messageTypeName(quint8 type)
{
    switch (MessageType(type)) {
    case MessageType::Hello:
        return QStringLiteral("Hello");
    case MessageType::RunTask:
        return QStringLiteral("RunTask");
    case MessageType::TaskResult:
        return QStringLiteral("TaskResult");
    case MessageType::TaskError:
        return QStringLiteral("TaskError");
    case MessageType::ReleaseSegments:
        return QStringLiteral("ReleaseSegments");
    case MessageType::Shutdown:
        return QStringLiteral("Shutdown");
    }
    return QStringLiteral("type %1").arg(type);
}

FrameWriter::FrameWriter(MessageType type)
    : m_frame(kHeaderSize, Qt::Uninitialized)
    , m_buffer(&m_frame)
    , m_writer(&m_buffer)
{
    m_frame[0] = char(kMagic);
    m_frame[1] = char(kVersion);
    m_frame[2] = char(type);
    m_frame[3] = 0;
    m_buffer.open(QIODevice::WriteOnly | QIODevice::Append); // after the header
}

QByteArray FrameWriter::finish()
{
    m_buffer.close();
    qToLittleEndian(quint32(m_frame.size() - kHeaderSize), m_frame.data() + 4);
    return std::move(m_frame);
}

QByteArray encodeFrame(MessageType type, const QCborMap &payload)
{
    FrameWriter frame(type);
    payload.toCborValue().toCbor(frame.writer());
    return frame.finish();
}

void FrameDecoder::append(QByteArrayView bytes)
{
    if (m_start > 0 && m_start == m_buffer.size()) {
        m_buffer.clear(); // the common case: every frame consumed, start afresh
        m_start = 0;
    }
    m_buffer.append(bytes.data(), bytes.size());
}

std::optional<Frame> FrameDecoder::next()
{
    if (hasError() || pending() < kHeaderSize)
        return std::nullopt;
    const auto *header = reinterpret_cast<const uchar *>(m_buffer.constData() + m_start);
    if (header[0] != kMagic) {
        m_error = tr("bad frame: magic byte 0x%1, expected 0x57")
                      .arg(uint(header[0]), 2, 16, QChar(u'0'));
        return std::nullopt;
    }
    if (header[1] != kVersion) {
        m_error = tr("protocol version %1, expected %2").arg(header[1]).arg(kVersion);
        return std::nullopt;
    }
    const quint32 length = qFromLittleEndian<quint32>(header + 4);
    if (length > kMaxPayload) {
        m_error = tr("bad frame: payload of %1 bytes exceeds the limit of %2")
                      .arg(length)
                      .arg(kMaxPayload);
        return std::nullopt;
    }
    if (header[2] < quint8(MessageType::Hello) || header[2] > quint8(MessageType::Shutdown)) {
        m_error = tr("bad frame: unknown message %1").arg(messageTypeName(header[2]));
        return std::nullopt;
    }
    if (pending() < kHeaderSize + qsizetype(length))
        return std::nullopt;
    Frame frame{MessageType(header[2]), m_buffer.mid(m_start + kHeaderSize, length)};
    m_start += kHeaderSize + qsizetype(length);
    // Keep the buffer from growing without bound when frames keep arriving in pieces.
    if (m_start > 65536 && m_start * 2 > m_buffer.size()) {
        m_buffer.remove(0, m_start);
        m_start = 0;
    }
    return frame;
}

QString FrameDecoder::truncatedError() const
{
    return tr("truncated frame: the stream ended %1 bytes into a frame").arg(pending());
}

QCborMap decodePayload(const Frame &frame, QString *error)
{
    QCborParserError parseError;
    const QCborValue value = QCborValue::fromCbor(frame.payload, &parseError);
    if (parseError.error != QCborError::NoError || !value.isMap()) {
        if (error)
            *error = FrameDecoder::tr("bad %1 message: not a CBOR map")
                         .arg(messageTypeName(quint8(frame.type)));
        return {};
    }
    return value.toMap();
}

bool writeAll(int fd, QByteArrayView bytes)
{
    const char *data = bytes.data();
    qsizetype left = bytes.size();
    while (left > 0) {
        // MSG_NOSIGNAL: a dead worker must fail its task, not kill weft with SIGPIPE.
        const ssize_t written = ::send(fd, data, size_t(left), MSG_NOSIGNAL);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        left -= written;
    }
    return true;
}

std::optional<Frame> readFrame(int fd, FrameDecoder &decoder, QString *error)
{
    char buffer[65536];
    while (true) {
        if (std::optional<Frame> frame = decoder.next())
            return frame;
        if (decoder.hasError()) {
            if (error)
                *error = decoder.error();
            return std::nullopt;
        }
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            if (error)
                *error = got < 0                 ? QString::fromLocal8Bit(strerror(errno))
                         : decoder.pending() > 0 ? decoder.truncatedError()
                                                 : QString();
            return std::nullopt;
        }
        decoder.append(QByteArrayView(buffer, got));
    }
}

} // namespace weft::engine::protocol
