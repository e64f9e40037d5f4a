#pragma once

namespace weft::worker {

/// `weft-worker --reaper`: the other end of run::ProgramReaper. Reads the process groups weft
/// reports from standard input (a SEQPACKET socket: '+' or '-' and a pid_t) and, when weft's
/// end closes — weft exited or was killed — sends SIGKILL to every group still listed, so no
/// program weft started on a thread outlives it. Returns the exit code.
int runReaper();

} // namespace weft::worker
