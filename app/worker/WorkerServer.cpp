#include "WorkerServer.h"

#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "shm/DatasetCodec.h"
#include "shm/DatasetTransfer.h"
#include "shm/SegmentAllocator.h"

#include <QCborArray>
#include <QDir>
#include <QFile>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

namespace weft::worker {

using namespace engine;
namespace proto = engine::protocol;

WorkerServer::WorkerServer(int fd, const OperatorRegistry &registry)
    : m_fd(fd)
    , m_registry(registry)
{}

int WorkerServer::run()
{
    proto::FrameDecoder decoder;
    while (true) {
        QString error;
        const std::optional<proto::Frame> frame = proto::readFrame(m_fd, decoder, &error);
        if (!frame) {
            if (error.isEmpty())
                return 0; // the parent closed its end: it is gone or done with us
            std::fprintf(stderr, "weft-worker: %s\n", qPrintable(error));
            return 3;
        }
        const QCborMap payload = proto::decodePayload(*frame, &error);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "weft-worker: %s\n", qPrintable(error));
            return 3;
        }
        switch (frame->type) {
        case proto::MessageType::Hello:
            if (proto::checkHello(payload, &error) < 0) {
                std::fprintf(stderr, "weft-worker: %s\n", qPrintable(error));
                return 3;
            }
            if (!reply(proto::MessageType::Hello, proto::makeHello(qint64(::getpid()))))
                return 0;
            break;
        case proto::MessageType::RunTask: {
            const QCborMap result = runTask(payload);
            const auto type = result.contains(QStringLiteral("message"))
                                  ? proto::MessageType::TaskError
                                  : proto::MessageType::TaskResult;
            if (!reply(type, result))
                return 0;
            break;
        }
        case proto::MessageType::ReleaseSegments:
            release(payload.value(QStringLiteral("names")));
            break;
        case proto::MessageType::Shutdown:
            return 0;
        case proto::MessageType::TaskResult:
        case proto::MessageType::TaskError:
            std::fprintf(stderr, "weft-worker: unexpected %s message\n",
                         qPrintable(proto::messageTypeName(quint8(frame->type))));
            return 3;
        }
    }
}

bool WorkerServer::reply(proto::MessageType type, const QCborMap &payload)
{
    return proto::writeAll(m_fd, proto::encodeFrame(type, payload));
}

void WorkerServer::release(const QCborValue &names)
{
    for (const QCborValue &name : names.toArray())
        m_cache.remove(name.toString());
}

QCborMap WorkerServer::runTask(const QCborMap &request)
{
    release(request.value(QStringLiteral("release")));
    QCborMap result;
    result.insert(QStringLiteral("task"), request.value(QStringLiteral("task")));
    const QString node = request.value(QStringLiteral("node")).toString();
    const QString opId = request.value(QStringLiteral("op")).toString();
    const QString folder = request.value(QStringLiteral("shm")).toString();
    const qint64 threshold = request.value(QStringLiteral("threshold")).toInteger();
    if (opId.isEmpty()) { // the empty task: the round trip alone, for weft-bench
        result.insert(QStringLiteral("outputs"), QCborArray());
        return result;
    }
    try {
        const Operator *op = m_registry.find(opId);
        if (!op)
            throw OperatorError(tr("unknown operator '%1'").arg(opId));
        const OperatorSpec &spec = op->spec();
        std::vector<std::vector<DatasetPtr>> inputs =
            readInputs(request.value(QStringLiteral("inputs")), folder);
        if (inputs.size() != spec.inputs.size())
            throw OperatorError(tr("operator '%1' takes %2 inputs, the task brought %3")
                                    .arg(opId)
                                    .arg(spec.inputs.size())
                                    .arg(inputs.size()));
        injectFault(node);
        OperatorCall call(spec, request.value(QStringLiteral("params")).toMap().toJsonObject(),
                          std::move(inputs), QDir(request.value(QStringLiteral("dir")).toString()));
        // Large arrays the operator makes are born in segments of the run's folder, so they
        // go back by name, never copied.
        SegmentAllocator allocator(folder, threshold, [this] { return newSegmentName(); });
        if (faultWhileFilling(node))
            allocator.setOnCreated([](const QString &) { ::raise(SIGKILL); });
        call.setArrayAllocator(&allocator);
        const std::vector<DatasetPtr> outputs = op->run(call);
        const QCborArray packed = packOutputs(outputs, opId, threshold, folder);
        result.insert(QStringLiteral("outputs"), packed);
    } catch (const OperatorError &e) {
        result.insert(QStringLiteral("message"), e.message());
    } catch (const std::exception &e) {
        result.insert(QStringLiteral("message"), QString::fromUtf8(e.what()));
    }
    return result;
}

std::vector<std::vector<DatasetPtr>> WorkerServer::readInputs(const QCborValue &ports,
                                                              const QString &folder)
{
    std::vector<std::vector<DatasetPtr>> inputs;
    for (const QCborValue &port : ports.toArray()) {
        std::vector<DatasetPtr> datasets;
        for (const QCborValue &value : port.toArray()) {
            const QCborMap envelope = value.toMap();
            const QString name = DatasetTransfer::segmentName(envelope);
            DatasetPtr dataset = name.isEmpty() ? nullptr : m_cache.value(name);
            if (!dataset) {
                dataset = DatasetTransfer::unpack(envelope, folder);
                if (!name.isEmpty())
                    m_cache.insert(name, dataset);
            }
            datasets.push_back(std::move(dataset));
        }
        inputs.push_back(std::move(datasets));
    }
    return inputs;
}

QCborArray WorkerServer::packOutputs(const std::vector<DatasetPtr> &outputs, const QString &opId,
                                     qint64 threshold, const QString &folder)
{
    QCborArray packed;
    for (const DatasetPtr &dataset : outputs) {
        if (!dataset)
            throw OperatorError(tr("operator '%1' returned a null output").arg(opId));
        const QCborMap envelope =
            DatasetTransfer::pack(*dataset, threshold, folder, [this] { return newSegmentName(); });
        const QString name = DatasetTransfer::segmentName(envelope);
        if (!name.isEmpty()) {
            // The parent may hand it back to us. An array is kept as a view of its segment, so
            // its private copy goes as soon as the reply is out and it lives in memory once.
            m_cache.insert(name, dataset->kind() == DataKind::Array
                                     ? DatasetTransfer::unpack(envelope, folder)
                                     : dataset);
        }
        packed.append(envelope);
    }
    return packed;
}

QString WorkerServer::newSegmentName()
{
    // The pid in the name lets the scheduler find what a worker that died left behind.
    return QStringLiteral("w%1-%2").arg(::getpid()).arg(m_nextSegment++);
}

bool WorkerServer::faultWhileFilling(const QString &node)
{
    static const QString fault = qEnvironmentVariable("WEFT_WORKER_FAULT");
    return fault == node + QStringLiteral(":fill-kill");
}

void WorkerServer::injectFault(const QString &node) const
{
    static const QString fault = qEnvironmentVariable("WEFT_WORKER_FAULT");
    if (fault.isEmpty() || !fault.startsWith(node + u':') || faultWhileFilling(node))
        return;
    QString kind = fault.mid(node.size() + 1);
    const qsizetype once = kind.indexOf(QStringLiteral(":once="));
    if (once >= 0) {
        // Fires only in the first worker to get here: O_EXCL makes the marker a latch.
        const QByteArray marker = QFile::encodeName(kind.mid(once + 6));
        const int fd = ::open(marker.constData(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600);
        if (fd < 0)
            return;
        ::close(fd);
        kind.truncate(once);
    }
    std::fprintf(stderr, "weft-worker: injected fault '%s' in node %s\n", qPrintable(kind),
                 qPrintable(node));
    std::fflush(stderr);
    if (kind == u"abort")
        std::abort();
    if (kind == u"kill")
        ::raise(SIGKILL);
    if (kind == u"segv")
        ::raise(SIGSEGV);
    if (kind == u"exit")
        std::_Exit(7);
    if (kind == u"hang") {
        while (true)
            ::pause();
    }
}

} // namespace weft::worker
