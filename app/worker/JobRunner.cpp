#include "JobRunner.h"

#include "exec/TaskDeadline.h"
#include "ops/OperatorRegistry.h"
#include "slurm/SlurmJobFolder.h"

#include <QElapsedTimer>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <cstdlib>

namespace weft::worker {

using namespace weft::engine;

JobRunner::JobRunner(QString folder, const OperatorRegistry &registry)
    : m_folder(std::move(folder))
    , m_registry(registry)
{}

int JobRunner::run()
{
    const SlurmJobFolder folder(m_folder);
    try {
        const std::vector<SlurmJobFolder::Request> requests = folder.readRequest();
        std::vector<SlurmTaskResult> results;
        bool allOk = true;
        for (int k = 0; k < int(requests.size()); ++k) {
            const SlurmJobFolder::Request &request = requests[size_t(k)];
            SlurmTaskResult result;
            QElapsedTimer timer;
            timer.start();
            try {
                const Operator *op = m_registry.find(request.operatorId);
                if (!op)
                    throw OperatorError(tr("unknown operator '%1'").arg(request.operatorId));
                injectFault(request.nodeId);
                TaskDeadline deadline({}, request.timeoutSeconds);
                const OperatorCall call(op->spec(), request.params, request.inputs,
                                        QDir(request.projectDir), deadline.token());
                std::vector<DatasetPtr> outputs = op->run(call);
                if (deadline.expired())
                    throw OperatorError(tr("node '%1' timed out after %2 s")
                                            .arg(request.nodeId)
                                            .arg(request.timeoutSeconds));
                folder.writeOutputs(k, request.nodeId, outputs);
                result.ok = true;
                // On disk now: the outcome keeps only their count, not the data.
                result.outputs.assign(outputs.size(), nullptr);
            } catch (const OperatorError &e) {
                result.message = e.message();
            } catch (const std::exception &e) {
                result.message = exceptionMessage(e);
            }
            if (!result.ok && result.message.isEmpty())
                result.message =
                    tr("operator '%1' failed without a message").arg(request.operatorId);
            result.runMs = timer.elapsed();
            allOk = allOk && result.ok;
            std::fprintf(stderr, "weft-worker: node '%s' %s in %lld ms\n",
                         qPrintable(request.nodeId), result.ok ? "succeeded" : "failed",
                         static_cast<long long>(result.runMs));
            results.push_back(std::move(result));
        }
        folder.writeResults(results, allOk ? 0 : 1);
        return 0;
    } catch (const OperatorError &e) {
        std::fprintf(stderr, "weft-worker: %s\n", qPrintable(e.message()));
        return 2;
    }
}

void JobRunner::injectFault(const QString &node) const
{
    const QString fault = qEnvironmentVariable("WEFT_WORKER_FAULT");
    if (fault.section(QLatin1Char(':'), 0, 0) != node)
        return;
    const QString what = fault.section(QLatin1Char(':'), 1);
    std::fflush(stderr);
    if (what == u"kill")
        std::raise(SIGKILL);
    if (what == u"lose")
        std::_Exit(0);
    if (what == u"hang")
        for (;;)
            QThread::sleep(60);
}

} // namespace weft::worker
