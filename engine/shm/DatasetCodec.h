#pragma once

#include "data/Dataset.h"

#include <QCoreApplication>

#include <memory>
#include <span>
#include <stdexcept>

namespace weft::engine {

/// Thrown when bytes do not hold the dataset they claim to: a truncated segment, a foreign
/// file. The message names what is wrong.
class CodecError : public std::runtime_error
{
public:
    explicit CodecError(const QString &message)
        : std::runtime_error(message.toStdString())
    {}
};

/// Turns one kind of dataset into a flat run of bytes and back, for a worker process: the
/// bytes go inline in a message or into a shared-memory segment. The layout is the host's
/// byte order: it never leaves the machine. Implementations are stateless and thread-safe.
///
/// A new dataset kind travels to workers once it has a codec listed in DatasetCodec::find().
class DatasetKindCodec
{
public:
    virtual ~DatasetKindCodec() = default;
    virtual DataKind kind() const = 0;
    /// The exact number of bytes encode() writes, so a segment can be sized before writing.
    virtual qint64 encodedSize(const Dataset &dataset) const = 0;
    /// Writes the dataset into `out` (encodedSize() bytes, 8-byte aligned).
    virtual void encode(const Dataset &dataset, std::span<char> out) const = 0;
    /// Reads a dataset back; throws CodecError on malformed bytes. `in` may be a read-only
    /// mapping that goes away after the call: the result must not point into it.
    virtual DatasetPtr decode(std::span<const char> in) const = 0;
    /// Like decode(), for bytes in a read-only mapping that stays valid as long as `owner`
    /// lives: a codec may return a dataset that reads the mapping in place and holds `owner`
    /// (an array does; zero copies). The default copies, as decode() does.
    virtual DatasetPtr decodeMapped(std::span<const char> in,
                                    std::shared_ptr<const void> owner) const
    {
        Q_UNUSED(owner);
        return decode(in);
    }

protected:
    DatasetKindCodec() = default;
    DatasetKindCodec(const DatasetKindCodec &) = delete;
    DatasetKindCodec &operator=(const DatasetKindCodec &) = delete;
};

/// The codecs of every kind that may travel to a worker.
class DatasetCodec
{
    Q_DECLARE_TR_FUNCTIONS(DatasetCodec)

public:
    /// The codec for `kind`, or null when datasets of that kind cannot leave the process.
    static const DatasetKindCodec *find(DataKind kind);
    /// Like find(), but throws CodecError naming the kind when there is none.
    static const DatasetKindCodec &require(DataKind kind);
};

/// The codec of each kind, in <Kind>Codec.cpp.
const DatasetKindCodec &tableCodec();
const DatasetKindCodec &arrayCodec();
const DatasetKindCodec &fileListCodec();
const DatasetKindCodec &scalarCodec();
/// DataKind::Any: the `work` operator's WorkData.
const DatasetKindCodec &workDataCodec();

} // namespace weft::engine
