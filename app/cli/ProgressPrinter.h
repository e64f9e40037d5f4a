#pragma once

#include "exec/RunObserver.h"

#include <QCoreApplication>

#include <cstdio>

namespace weft::app {

/// Prints one line per finished node to a stream (stderr for `weft --run`), so that a user
/// watching a terminal or a log sees what ran, how long it took and what memory it holds.
class ProgressPrinter : public engine::RunObserver
{
    Q_DECLARE_TR_FUNCTIONS(ProgressPrinter)

public:
    ProgressPrinter(FILE *stream, int nodes)
        : m_stream(stream)
        , m_total(nodes)
    {}

    void nodeStarted(const engine::Node &node, int index, int total) override;
    void nodeFinished(const engine::NodeResult &result, qint64 bytesHeld) override;

private:
    FILE *m_stream;
    int m_total;
    int m_done = 0;
};

/// "1.5 MB", "512 B": sizes for people, in decimal units.
QString formatBytes(qint64 bytes);

/// "12 ms", "3.4 s": durations for people.
QString formatDuration(qint64 ns);

} // namespace weft::app
