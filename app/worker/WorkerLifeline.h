#pragma once

namespace weft::worker {

/// Ties this worker's life, and that of every program its operators run, to its weft. Those
/// programs lead process groups of their own (engine::ProcessRunner), out of reach of the
/// signals weft sends the worker's group, so:
/// - SIGTERM (weft cancels a task or it timed out) kills every program group, then the worker;
/// - when weft's end of the socket goes away without a word (weft was killed), a watching
///   thread does the same at once, even while an operator runs.
class WorkerLifeline
{
public:
    /// Installs the SIGTERM handler and starts the thread watching `socketFd`.
    static void hold(int socketFd);
};

} // namespace weft::worker
