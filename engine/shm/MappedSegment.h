#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <span>

namespace weft::engine {

/// One shared-memory segment: a file in a run folder, mapped into this process. The producer
/// creates it (0600, exactly sized) and writes through a writable mapping; consumers map it
/// read-only, so a bug in one process cannot change what another reads. Unmapped when this
/// object goes away; the file stays until SegmentStore unlinks it. Move-only.
class MappedSegment
{
    Q_DECLARE_TR_FUNCTIONS(MappedSegment)

public:
    /// Creates `path` (it must not exist) with `size` bytes and maps it writable.
    static std::optional<MappedSegment> create(const QString &path, qint64 size, QString *error);
    /// Maps an existing segment read-only.
    static std::optional<MappedSegment> openReadOnly(const QString &path, QString *error);

    MappedSegment(MappedSegment &&other) noexcept;
    MappedSegment &operator=(MappedSegment &&other) noexcept;
    ~MappedSegment();

    std::span<const char> bytes() const { return {m_data, size_t(m_size)}; }
    /// Empty for a read-only mapping.
    std::span<char> writable() const
    {
        return m_writable ? std::span<char>(m_data, size_t(m_size)) : std::span<char>();
    }
    qint64 size() const { return m_size; }

private:
    MappedSegment(char *data, qint64 size, bool writable)
        : m_data(data)
        , m_size(size)
        , m_writable(writable)
    {}
    char *m_data = nullptr;
    qint64 m_size = 0;
    bool m_writable = false;
};

} // namespace weft::engine
