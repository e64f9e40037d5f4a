#include "DatasetTransfer.h"

#include "DatasetCodec.h"
#include "MappedSegment.h"
#include "SegmentAllocator.h"

#include <QByteArray>
#include <QRegularExpression>

namespace weft::engine {

qint64 DatasetTransfer::defaultThreshold()
{
    bool ok = false;
    const qint64 value = qEnvironmentVariable("WEFT_SHM_THRESHOLD").toLongLong(&ok);
    return ok && value >= 0 ? value : kDefaultThreshold;
}

DatasetEnvelope DatasetTransfer::pack(const Dataset &dataset, qint64 threshold,
                                      const QString &folder,
                                      const std::function<QString()> &newName)
{
    const DatasetKindCodec &codec = DatasetCodec::require(dataset.kind());
    DatasetEnvelope envelope;
    envelope.kind = dataset.kind();
    // An array born in a segment of this folder is already encoded there: name it, no copy.
    if (const auto born = SegmentAllocator::handOver(dataset, folder)) {
        envelope.segment = born->name;
        envelope.size = born->size;
        return envelope;
    }
    const qint64 size = codec.encodedSize(dataset);
    if (size < threshold || folder.isEmpty()) {
        envelope.bytes = QByteArray(size, Qt::Uninitialized);
        codec.encode(dataset, std::span<char>(envelope.bytes.data(), size_t(size)));
        return envelope;
    }
    const QString name = newName();
    QString error;
    std::optional<MappedSegment> segment =
        MappedSegment::create(folder + u'/' + name, size, &error);
    if (!segment)
        throw CodecError(error);
    codec.encode(dataset, segment->writable());
    envelope.segment = name;
    envelope.size = size;
    return envelope;
}

DatasetPtr DatasetTransfer::unpack(const DatasetEnvelope &envelope, const QString &folder)
{
    const DatasetKindCodec &codec = DatasetCodec::require(envelope.kind);
    if (envelope.isInline()) {
        const QByteArray &bytes = envelope.bytes;
        return codec.decode(std::span<const char>(bytes.constData(), size_t(bytes.size())));
    }
    // A name, never a path: a message must not make a process open a file outside the folder.
    static const QRegularExpression safeName(QStringLiteral("^[A-Za-z0-9-]+$"));
    const QString &name = envelope.segment;
    if (!safeName.match(name).hasMatch() || folder.isEmpty())
        throw CodecError(tr("bad shared-memory segment name '%1' in a message").arg(name));
    QString error;
    std::optional<MappedSegment> segment =
        MappedSegment::openReadOnly(folder + u'/' + name, &error);
    if (!segment)
        throw CodecError(error);
    if (segment->size() != envelope.size)
        throw CodecError(tr("shared-memory segment %1 holds %2 bytes, the message says %3")
                             .arg(name)
                             .arg(segment->size())
                             .arg(envelope.size));
    // Shared so that a dataset reading the mapping in place keeps it; otherwise unmapped here.
    const auto mapping = std::make_shared<const MappedSegment>(std::move(*segment));
    return codec.decodeMapped(mapping->bytes(), mapping);
}

} // namespace weft::engine
