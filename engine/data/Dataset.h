#pragma once

#include <QString>

#include <memory>
#include <vector>

namespace weft::engine {

/// What flows on an edge: the kind decides which ports an edge may connect.
enum class DataKind {
    Table,    ///< rows of typed columns (CSV, SQLite)
    Array,    ///< an n-dimensional numeric array (NumPy .npy)
    FileList, ///< a list of files on disk
    Scalar,   ///< a single number, string or JSON value
    Any,      ///< an input port that accepts every kind
};

/// The name used for a kind in project files, `--list-ops` and messages.
QString dataKindName(DataKind kind);

/// Whether an output of kind `from` may feed an input port of kind `to`.
bool isCompatible(DataKind from, DataKind to);

/// A block of memory a dataset holds. Datasets that share a block (a derived table keeps its
/// input's untouched columns) report the same id, so a run counts the block once and knows
/// that releasing one of them frees nothing while another still holds it.
struct MemoryBlock
{
    const void *id;
    qint64 bytes;
};

/// A value produced by one node and read by others. Immutable once produced, so consumers on
/// different threads may read it at the same time without locks.
class Dataset
{
public:
    virtual ~Dataset() = default;
    virtual DataKind kind() const = 0;
    /// Bytes this value holds in memory, shared blocks included.
    virtual qint64 sizeBytes() const = 0;
    /// The blocks that make up sizeBytes(); by default one block private to this value.
    virtual std::vector<MemoryBlock> memoryBlocks() const { return {{this, sizeBytes()}}; }

protected:
    Dataset() = default;
    Dataset(const Dataset &) = default;
    Dataset &operator=(const Dataset &) = default;
};

using DatasetPtr = std::shared_ptr<const Dataset>;

} // namespace weft::engine
