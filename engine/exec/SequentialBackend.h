#pragma once

#include "Backend.h"

namespace weft::engine {

/// Runs the single worker loop inline on the calling thread: no threads, no locks contended,
/// the same order every time. What `--jobs 1` falls back to.
class SequentialBackend final : public Backend
{
public:
    QString name() const override { return QStringLiteral("sequential"); }
    int workers() const override { return 1; }
    void runWorkers(const std::function<void(int)> &loop) override { loop(0); }
};

} // namespace weft::engine
