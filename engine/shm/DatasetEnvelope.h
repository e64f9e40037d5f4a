#pragma once

#include "data/Dataset.h"

#include <QByteArray>
#include <QCborMap>
#include <QCborStreamWriter>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::engine {

/// How one dataset travels in a worker message: its encoded bytes inline, or the name of a
/// segment file in the run's shared-memory folder that holds them (DatasetTransfer decides
/// which and reads it back). On the wire it is one CBOR map:
///
///     {"kind": "table", "inline": <bytes>}
///     {"kind": "table", "segment": "p-3", "size": 52428800}
///
/// The only place these keys are written or read. A value type; thread-safe as values are.
struct DatasetEnvelope
{
    Q_DECLARE_TR_FUNCTIONS(DatasetEnvelope)

public:
    DataKind kind = DataKind::Any;
    QByteArray bytes; ///< the dataset's encoding (DatasetCodec), when inline
    QString segment;  ///< the segment's file name in the run folder; empty when inline
    qint64 size = 0;  ///< the segment's size in bytes, checked against the file when mapped

    bool isInline() const { return segment.isEmpty(); }

    void toCbor(QCborStreamWriter &writer) const;
    /// The envelope in `value`; std::nullopt and `error` set ("field 'kind' is missing",
    /// "unknown dataset kind 'x'") when it is not one. The segment name is checked when it is
    /// opened, by DatasetTransfer::unpack().
    static std::optional<DatasetEnvelope> fromCbor(const QCborValue &value, QString *error);

    friend bool operator==(const DatasetEnvelope &, const DatasetEnvelope &) = default;
};

} // namespace weft::engine
