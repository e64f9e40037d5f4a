#pragma once

#include "EdgeRule.h"
#include "ops/Operator.h"

#include <QDir>
#include <QSet>
#include <QString>

#include <map>
#include <vector>

namespace weft::engine {

class OperatorRegistry;

/// The files that the nodes of a graph read, list and write, as their parameters name them
/// before the run (Operator::namedFiles), resolved against the project's folder (`..`
/// resolved, symbolic links not followed). A reader's `path` whose input port has an edge is
/// left out: the run reads the files the edge brings instead.
///
/// For the validator: a file that a node of the graph writes is not missing before the first
/// run, and a node that reads it must run after its writer, which only a path of edges from
/// the writer to the reader guarantees — without one, the reader may read the file before it
/// is written, or the previous run's version, and still succeed. Built once per validation;
/// holds references to the graph and the rule, which must outlive it. Not thread-safe.
///
///     const GraphFiles files(project.graph, rule, registry, projectDir);
///     for (const GraphFiles::Race &race : files.races())
///         report(race.reader, race.read.path, race.writer);
class GraphFiles
{
public:
    /// One use of a file by a node: what its parameters name, and the absolute path.
    struct Use
    {
        int node = -1; ///< the node's index in the graph
        NamedFile named;
        QString absolute;
    };
    /// A file or folder read by one node and written, at or below it, by another, without a
    /// path of edges from the writer to the reader.
    struct Race
    {
        Use read;  ///< Reads a file, or Lists the folder that holds the written file
        Use write; ///< Writes it
    };
    /// One file written by two nodes: whichever writes last wins, and the other's result is lost.
    struct Clash
    {
        Use first;  ///< the writer earlier in node order
        Use second; ///< another node writing the same file
    };

    GraphFiles(const Graph &graph, const EdgeRule &rule, const OperatorRegistry &registry,
               const QDir &projectDir);

    /// Whether a node of the graph writes the file `path` (relative to the project's folder
    /// or absolute), or, with `below`, a file inside the folder `path`.
    bool isWritten(const QString &path, bool below) const;
    /// Every read or listing of a written file without a path of edges from its writer, by
    /// reader in node order. A node's reads of what it writes itself are its own business.
    std::vector<Race> races();
    /// Every file that more than one node writes, as pairs with the first of its writers, by
    /// file and then node order; nodes that each write their own part of it (WritesInto: the
    /// tables of one database) do not clash. A node naming one file twice is its own business.
    std::vector<Clash> clashes() const;

    /// Whether the input port `port` of the node `node` has an edge.
    bool isFed(const NodeId &node, const QString &port) const;

private:
    QString absolute(const QString &path) const;
    /// The writes of files at `path` or, with `below`, inside the folder `path`.
    std::vector<const Use *> writesAt(const QString &absolute, bool below) const;
    /// Whether a path of edges leads from node `from` to node `to`.
    bool leadsTo(int from, int to);

    const Graph &m_graph;
    const EdgeRule &m_rule;
    QDir m_projectDir;
    QSet<std::pair<NodeId, QString>> m_fedInputs;
    std::vector<Use> m_reads;
    std::multimap<QString, Use> m_writes; ///< by absolute path, so a folder's files are a range
    /// Per node, the node indices of the edges into it; built on the first races() that needs it.
    std::vector<std::vector<int>> m_predecessors;
    /// Per reader asked about: the nodes upstream of it (1 = upstream).
    std::map<int, std::vector<char>> m_upstream;
};

} // namespace weft::engine
