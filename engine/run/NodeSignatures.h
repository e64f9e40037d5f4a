#pragma once

#include "graph/Graph.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

class FileFingerprints;
class OperatorRegistry;

/// One named part of a signature and its 16-byte digest.
struct SignaturePart
{
    QString name;
    QByteArray digest;
    friend bool operator==(const SignaturePart &, const SignaturePart &) = default;
};

/// One connection into a node: the input port (with the connection's place on a port that
/// takes several, "tables#2"), the node and port it comes from, and that node's signature.
struct SignatureInput
{
    QString port;
    NodeId fromNode;
    QString fromPort;
    QByteArray digest;
    friend bool operator==(const SignatureInput &, const SignatureInput &) = default;
};

/// What a node's result is a function of (a Merkle hash over the graph): its operator and
/// version, its parameters in canonical form (defaults filled in, so writing out a default
/// changes nothing; numbers by value, paths cleaned), the signatures of its inputs in port
/// order, and the content of every file outside the graph it reads (FileFingerprints): the
/// files and folders its file parameters name and, for a `command`, each file in the project
/// folder its program or argument lines name (its script). The parts are kept beside the
/// digest so that a later signature can say what changed (explainChange).
struct NodeSignature
{
    QByteArray digest; ///< XXH3-128 over every part below
    /// False when the node's result is not a function of the parts (its operator is unknown, it
    /// is marked `cache: false`, or it is a command that declares no file it writes and so works
    /// only by side effects), or an upstream node's is not: such a node is never served from a
    /// cache.
    bool cacheable = true;
    QByteArray operatorDigest;
    std::vector<SignaturePart> params; ///< by parameter name; "run.map" and the like too
    std::vector<SignatureInput> inputs;
    std::vector<SignaturePart> files; ///< by the path as the project names it
    /// A map node's digest without its first input (XXH3-128 over every part but the
    /// connections to input port 0): with the content of its items, the key of its per-item
    /// cache (ItemChunks). Empty for other nodes and for those that are not cacheable.
    QByteArray itemDigest;

    QJsonObject toJson() const;
    /// A signature from toJson(); std::nullopt when it is not one.
    static std::optional<NodeSignature> fromJson(const QJsonObject &json);

    friend bool operator==(const NodeSignature &, const NodeSignature &) = default;
};

/// Each node's signature, in `graph.nodes` order; empty when the graph has a cycle (which
/// validation refuses first). Relative paths resolve against `projectFolder`. Costs a stat per
/// file read from outside the graph and a hash of those `files` has not seen unchanged.
/// A node in `pinned` (a frozen node whose result the cache holds) gets that digest, and is
/// cacheable, whatever its parts are now: the nodes below it are signed with it.
std::vector<NodeSignature> computeNodeSignatures(const Graph &graph,
                                                 const OperatorRegistry &registry,
                                                 const QDir &projectFolder, FileFingerprints &files,
                                                 const QHash<NodeId, QByteArray> &pinned = {});

/// Why a node's result would differ from the one a cache entry holds: the vocabulary the plan
/// of a run and its report use.
enum class ChangeReason {
    None,            ///< same signature
    OperatorChanged, ///< another operator, or a new version of it
    ParamsChanged,   ///< detail: the parameter
    InputChanged,    ///< detail: the input port, now connected to something else
    FileChanged,     ///< detail: the file, as the project names it
    UpstreamChanged, ///< detail: the node above whose result changed
};

/// The reason's name as `--dry-run` prints it ("params_changed").
QString changeReasonName(ChangeReason reason);

struct SignatureChange
{
    ChangeReason reason = ChangeReason::None;
    QString detail;
};

/// What makes `now` differ from `before`, the most direct cause first: the operator, then a
/// parameter, a connection, a file, and last an upstream node (which only says that something
/// further up changed).
SignatureChange explainChange(const NodeSignature &before, const NodeSignature &now);

} // namespace weft::engine
