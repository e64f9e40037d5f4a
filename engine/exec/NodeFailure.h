#pragma once

#include <QString>
#include <QtGlobal>

namespace weft::engine {

/// Why a node of the run going on failed: the message its task (or a map node's batch) ended
/// with, a failed command's stderr tail. The runner records it in the run's EventStream as soon
/// as it knows it, before the scheduler records the failed event; the EventPump hands it to
/// every observer after that event (EventObserver::onFailures), so a monitor says why a node
/// failed while the run goes on. RunResult's NodeResult::error says the same at the end.
struct NodeFailure
{
    quint32 node = 0; ///< its index in the plan (Event::node)
    QString error;
};

} // namespace weft::engine
