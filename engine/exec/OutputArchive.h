#pragma once

#include "data/Dataset.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <sys/stat.h>
#include <vector>

namespace weft::engine {

/// The outputs a run persisted, so that a resumed run can start from them instead of running
/// their nodes again. One folder per run beside the run store:
///
///     .weft/outputs/<run id>/<node id>/0.wds, 1.wds, …   one file per output port
///     .weft/outputs/<run id>/<node id>/complete          written last
///
/// Each file is a DatasetFile (checksummed; one whose checksum does not match is never reused).
/// Files are written under a temporary name and renamed, and a node counts as persisted only once
/// its `complete` mark exists: a run killed while writing leaves nothing that looks whole.
///
/// Thread-safe for different nodes at once, as the scheduler's workers call it.
class OutputArchive
{
    Q_DECLARE_TR_FUNCTIONS(OutputArchive)

public:
    explicit OutputArchive(QString folder);

    /// The folder of run `runId` in the store at `storePath`.
    static QString runFolder(const QString &storePath, qint64 runId);
    /// Removes the folders of the runs `pruned` (ids the store's prune deleted) and nothing
    /// else: no other folder, no symbolic link (a link in place of `outputs` or of a run's
    /// folder is left alone, never followed), and inside a run's folder only the files write()
    /// makes (isArchiveFile()); a folder that holds anything else stays with it.
    static void prune(const QString &storePath, const std::vector<qint64> &pruned);
    /// Whether the regular file `name` in the folder open as `folder` is one write() made: by
    /// its name, and for an output by its header.
    static bool isArchiveFile(int folder, const char *name, const struct stat &info);

    const QString &folder() const { return m_folder; }

    /// Writes a node's outputs. Throws OperatorError naming the node and the file on failure,
    /// leaving no half-written file.
    void write(const NodeId &node, const std::vector<DatasetPtr> &outputs) const;
    /// Whether all of a node's outputs were written.
    bool has(const NodeId &node) const;
    /// Why a node's `count` outputs cannot be reused (missing, not Weft's, from another
    /// version, or corrupted: the checksum does not match), naming the file; "" when they can.
    /// Reads every byte once.
    QString verify(const NodeId &node, int count) const;
    /// Reads a node's `count` outputs back. Throws OperatorError naming the node and the file.
    std::vector<DatasetPtr> read(const NodeId &node, int count) const;
    /// Makes a node that `from` holds part of this archive too (hard links where the file
    /// system allows, else copies), so a resumed run's folder is whole on its own. Throws
    /// OperatorError.
    void adopt(const OutputArchive &from, const NodeId &node) const;

private:
    QString nodeFolder(const NodeId &node) const;

    QString m_folder;
};

} // namespace weft::engine
