#pragma once

#include "exec/TaskRunner.h"

namespace weft::bench {

/// A runner whose tasks do no work: what remains of a run is the scheduler's own cost
/// (dependency counts, the ready stack, event recording, release). Every task succeeds and
/// reports an 8-byte output. Stateless, so safe on every worker at once.
class NullTaskRunner final : public engine::TaskRunner
{
public:
    static constexpr qint64 kOutputBytes = 8;

    engine::TaskOutcome runTask(engine::TaskIndex, int, std::stop_token,
                                engine::TaskContext &) override
    {
        return {true, kOutputBytes};
    }
    qint64 releaseOutput(engine::TaskIndex) override { return kOutputBytes; }
};

} // namespace weft::bench
