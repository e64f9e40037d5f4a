#pragma once

#include <QByteArray>
#include <QString>

namespace weft::app {

/// Whether a node's result is up to date, as a cache plan of the project as it is now says
/// (FreshnessPlanner, after every edit): the mark its card shows when no run says more.
struct NodeFreshness
{
    enum class State {
        Current,  ///< its result for what it is now is in the cache: a run takes it from there
        Stale,    ///< it ran, but something changed since (the reason says what)
        New,      ///< never computed with these inputs and parameters
        Uncached, ///< its results are never kept (`cache: false`, a node above it that is so)
    };

    State state = State::New;
    QString reason;      ///< in the user's words, for the card's hover
    qint64 savedMs = -1; ///< Current: what computing it took; -1 when unknown
    /// Current: the key (signature hex) of the cache entry holding its result, which freezing
    /// the node keeps it at.
    QByteArray key;

    /// "current", "stale", "new", "uncached": the card's `freshness` role.
    static QString name(State state)
    {
        switch (state) {
        case State::Current:
            return QStringLiteral("current");
        case State::Stale:
            return QStringLiteral("stale");
        case State::New:
            return QStringLiteral("new");
        case State::Uncached:
            return QStringLiteral("uncached");
        }
        return {};
    }

    friend bool operator==(const NodeFreshness &, const NodeFreshness &) = default;
};

} // namespace weft::app
