#include "WorkerServer.h"

#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "shm/DatasetCodec.h"
#include "shm/DatasetTransfer.h"
#include "shm/SegmentAllocator.h"

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
        const std::optional<proto::Message> message = proto::decodeMessage(*frame, &error);
        if (!message) {
            std::fprintf(stderr, "weft-worker: %s\n", qPrintable(error));
            return 3;
        }
        int exitCode = 0;
        if (!serve(*message, exitCode))
            return exitCode;
    }
}

bool WorkerServer::serve(const proto::Message &message, int &exitCode)
{
    exitCode = 0; // a failed reply means the parent is gone: nothing to complain to
    if (std::holds_alternative<proto::Hello>(message))
        return reply(proto::Hello{proto::kVersion, qint64(::getpid())});
    if (const auto *request = std::get_if<proto::RunTask>(&message))
        return std::visit([this](const auto &answer) { return reply(answer); }, runTask(*request));
    if (const auto *released = std::get_if<proto::ReleaseSegments>(&message)) {
        release(released->names);
        return true;
    }
    if (std::holds_alternative<proto::Shutdown>(message))
        return false;
    const QString name = std::visit(
        [](const auto &other) { return proto::messageTypeName(quint8(other.kType)); }, message);
    std::fprintf(stderr, "weft-worker: unexpected %s message\n", qPrintable(name));
    exitCode = 3;
    return false;
}

void WorkerServer::release(const QStringList &names)
{
    for (const QString &name : names)
        m_cache.remove(name);
}

proto::TaskReply WorkerServer::runTask(const proto::RunTask &request)
{
    if (request.op.isEmpty()) // the empty task: the round trip alone, for weft-bench
        return proto::TaskResult{request.task, {}, {}};
    try {
        const Operator *op = m_registry.find(request.op);
        if (!op)
            throw OperatorError(tr("unknown operator '%1'").arg(request.op));
        const OperatorSpec &spec = op->spec();
        std::vector<std::vector<DatasetPtr>> inputs = readInputs(request.inputs, request.shm);
        if (inputs.size() != spec.inputs.size())
            throw OperatorError(tr("operator '%1' takes %2 inputs, the task brought %3")
                                    .arg(request.op)
                                    .arg(spec.inputs.size())
                                    .arg(inputs.size()));
        injectFault(request.node);
        OperatorCall call(spec, request.params, std::move(inputs), QDir(request.dir));
        // A command stages its inputs in the run's folder too: a tmpfs that the run removes.
        call.setScratchBase(request.shm);
        // Large arrays the operator makes are born in segments of the run's folder, so they
        // go back by name, never copied.
        SegmentAllocator allocator(request.shm, request.threshold,
                                   [this] { return newSegmentName(); });
        if (faultWhileFilling(request.node))
            allocator.setOnCreated([](const QString &) { ::raise(SIGKILL); });
        call.setArrayAllocator(&allocator);
        const std::vector<DatasetPtr> outputs = op->run(call);
        return proto::TaskResult{request.task,
                                 packOutputs(outputs, request.op, request.threshold, request.shm),
                                 call.warnings()};
    } catch (const OperatorError &e) {
        return proto::TaskError{request.task, e.message()};
    } catch (const std::exception &e) {
        return proto::TaskError{request.task, exceptionMessage(e)};
    }
}

std::vector<std::vector<DatasetPtr>>
WorkerServer::readInputs(const std::vector<std::vector<DatasetEnvelope>> &ports,
                         const QString &folder)
{
    std::vector<std::vector<DatasetPtr>> inputs;
    for (const std::vector<DatasetEnvelope> &port : ports) {
        std::vector<DatasetPtr> datasets;
        for (const DatasetEnvelope &envelope : port) {
            const QString &name = envelope.segment;
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

std::vector<DatasetEnvelope> WorkerServer::packOutputs(const std::vector<DatasetPtr> &outputs,
                                                       const QString &opId, qint64 threshold,
                                                       const QString &folder)
{
    std::vector<DatasetEnvelope> packed;
    for (const DatasetPtr &dataset : outputs) {
        if (!dataset)
            throw OperatorError(tr("operator '%1' returned a null output").arg(opId));
        DatasetEnvelope envelope =
            DatasetTransfer::pack(*dataset, threshold, folder, [this] { return newSegmentName(); });
        const QString &name = envelope.segment;
        if (!name.isEmpty()) {
            // The parent may hand it back to us. An array is kept as a view of its segment, so
            // its private copy goes as soon as the reply is out and it lives in memory once.
            m_cache.insert(name, dataset->kind() == DataKind::Array
                                     ? DatasetTransfer::unpack(envelope, folder)
                                     : dataset);
        }
        packed.push_back(std::move(envelope));
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
