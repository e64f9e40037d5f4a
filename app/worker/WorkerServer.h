#pragma once

#include "data/Dataset.h"
#include "exec/WorkerMessages.h"

#include <QCoreApplication>
#include <QHash>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::worker {

/// The worker's side of the protocol in exec/WorkerProtocol.h: answers Hello, runs each
/// RunTask's operator from the registry on this thread (a worker never starts a pool of its
/// own: nested parallelism is sequential in here), and sends its outputs back inline or as
/// shared-memory segments. Inputs read from segments stay cached by segment name until the
/// parent releases them, so a worker that runs several consumers of one large dataset decodes
/// it once.
///
/// For tests of crash handling, `WEFT_WORKER_FAULT=<node>:<fault>` makes the task of that node
/// fail the way a real one could: `abort` (SIGABRT), `kill` (SIGKILL), `segv`, `exit`
/// (exit code 7) or `hang` (sleeps until killed); `<fault>:once=<file>` fires only in the first
/// worker that creates `file`, for tests of retries. `fill-kill` kills the worker (SIGKILL)
/// once the operator has a new shared-memory segment to fill, before it writes to it.
class WorkerServer
{
    Q_DECLARE_TR_FUNCTIONS(WorkerServer)

public:
    WorkerServer(int fd, const engine::OperatorRegistry &registry);
    /// Serves until Shutdown or end-of-file (0) or a protocol error (3, with a line on stderr).
    int run();

private:
    /// Answers one message; false when the conversation is over (`exitCode` says how).
    bool serve(const engine::protocol::Message &message, int &exitCode);
    template<typename M>
    bool reply(const M &message)
    {
        return engine::protocol::writeAll(m_fd, engine::protocol::encodeMessage(message));
    }
    engine::protocol::TaskReply runTask(const engine::protocol::RunTask &request);
    void release(const QStringList &names);
    /// Inputs per port; segments come from the cache or are mapped from `folder`.
    std::vector<std::vector<engine::DatasetPtr>>
    readInputs(const std::vector<std::vector<engine::DatasetEnvelope>> &ports,
               const QString &folder);
    std::vector<engine::DatasetEnvelope> packOutputs(const std::vector<engine::DatasetPtr> &outputs,
                                                     const QString &opId, qint64 threshold,
                                                     const QString &folder);
    void injectFault(const QString &node) const;
    static bool faultWhileFilling(const QString &node);
    /// `w<pid>-<n>`: unique in the run folder.
    QString newSegmentName();

    int m_fd;
    const engine::OperatorRegistry &m_registry;
    QHash<QString, engine::DatasetPtr> m_cache; ///< segment name to its decoded dataset
    int m_nextSegment = 0;
};

} // namespace weft::worker
