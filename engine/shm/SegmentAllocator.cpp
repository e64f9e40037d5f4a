#include "SegmentAllocator.h"

#include "ArrayEncoding.h"
#include "MappedSegment.h"

#include <QFile>

#include <atomic>
#include <stdexcept>

namespace weft::engine {

namespace {

/// A segment an array was born in: the writable mapping, and the file until a message names
/// it (handedOver), after which its reader decides when the file goes.
class SegmentMemory final : public ArrayMemory
{
public:
    SegmentMemory(MappedSegment segment, QString folder, QString name)
        : m_segment(std::move(segment))
        , m_folder(std::move(folder))
        , m_name(std::move(name))
    {}
    ~SegmentMemory() override
    {
        if (!m_handedOver.load())
            QFile::remove(m_folder + u'/' + m_name);
    }

    const MappedSegment &segment() const { return m_segment; }
    const QString &folder() const { return m_folder; }
    const QString &name() const { return m_name; }
    /// True for the one caller that hands the segment over.
    bool claim() const { return !m_handedOver.exchange(true); }

private:
    MappedSegment m_segment;
    QString m_folder;
    QString m_name;
    mutable std::atomic<bool> m_handedOver{false};
};

} // namespace

SegmentAllocator::SegmentAllocator(QString folder, qint64 threshold,
                                   std::function<QString()> newName)
    : m_folder(std::move(folder))
    , m_threshold(threshold)
    , m_newName(std::move(newName))
{}

Array SegmentAllocator::allocate(ElementType type, std::vector<qint64> shape)
{
    // The heap array of the same shape checks it (and its size) without allocating anything.
    const qint64 dataBytes = Array::inMemory(type, shape, nullptr, nullptr).dataBytes();
    if (m_folder.isEmpty() || dataBytes == 0 || dataBytes < m_threshold)
        return Array(type, std::move(shape));
    const QString name = m_newName();
    const qint64 size = ArrayEncoding::encodedSize(shape.size(), dataBytes);
    QString error;
    std::optional<MappedSegment> segment =
        MappedSegment::create(m_folder + u'/' + name, size, &error);
    if (!segment)
        throw std::runtime_error(error.toStdString());
    // A new file is all zeros (posix_fallocate): the elements and the padding need no fill.
    ArrayEncoding::writeHeader(segment->writable(), type, shape);
    char *elements = segment->writable().data() + ArrayEncoding::headerBytes(shape.size());
    auto memory = std::make_shared<SegmentMemory>(std::move(*segment), m_folder, name);
    ++m_created;
    if (m_onCreated)
        m_onCreated(m_folder + u'/' + name);
    return Array::inMemory(type, std::move(shape), elements, std::move(memory));
}

std::optional<SegmentAllocator::Handover> SegmentAllocator::handOver(const Dataset &dataset,
                                                                     const QString &folder)
{
    if (dataset.kind() != DataKind::Array || folder.isEmpty())
        return std::nullopt;
    const auto *array = dynamic_cast<const Array *>(&dataset);
    const auto *memory = array ? dynamic_cast<const SegmentMemory *>(array->memory()) : nullptr;
    // An array of another run's folder, or one already named, travels as any other array.
    if (!memory || memory->folder() != folder || !memory->claim())
        return std::nullopt;
    return Handover{memory->name(), memory->segment().size()};
}

} // namespace weft::engine
