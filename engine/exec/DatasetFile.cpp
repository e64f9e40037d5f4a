#include "DatasetFile.h"

#include "shm/DatasetCodec.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <unistd.h>
#include <vector>
#include <xxhash.h>

namespace weft::engine {

namespace {

/// 8 bytes of magic, the kind, a format version, the XXH3-64 checksum of what follows. 24 bytes
/// keep the dataset's encoding 8-byte aligned, as the codecs expect.
struct Header
{
    char magic[8];
    quint32 kind;
    quint32 version;
    quint64 checksum;
};
static_assert(sizeof(Header) == 24);
constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'O', 'U', 'T', '\0'};
/// 2 added the checksum; files of version 1 are not read (their node runs again).
constexpr quint32 kVersion = 2;

} // namespace

QString DatasetFile::write(const QString &path, const Dataset &dataset)
{
    const QString partial = path + QStringLiteral(".part");
    QFile::remove(partial); // left by a process killed while writing
    QString error;
    try {
        const DatasetKindCodec &codec = DatasetCodec::require(dataset.kind());
        const qint64 size = qint64(sizeof(Header)) + codec.encodedSize(dataset);
        std::optional<MappedSegment> file = MappedSegment::create(partial, size, &error);
        const std::span<char> out = file ? file->writable() : std::span<char>();
        if (out.size() >= sizeof(Header)) {
            Header header{};
            std::memcpy(header.magic, kMagic, sizeof kMagic);
            header.kind = quint32(dataset.kind());
            header.version = kVersion;
            const std::span<char> payload = out.subspan(sizeof(Header));
            codec.encode(dataset, payload);
            header.checksum = XXH3_64bits(payload.data(), payload.size());
            std::memcpy(out.data(), &header, sizeof header);
            file.reset(); // unmapped before the rename
            QFile::remove(path);
            if (QFile::rename(partial, path))
                return {};
            error = tr("cannot rename %1").arg(partial);
        }
    } catch (const CodecError &e) {
        error = QString::fromUtf8(e.what());
    }
    QFile::remove(partial);
    return error;
}

namespace {

bool isOurs(const Header &header)
{
    return std::memcmp(header.magic, kMagic, sizeof kMagic) == 0 && header.version == kVersion;
}

} // namespace

std::optional<MappedSegment> DatasetFile::openChecked(const QString &path, Check check,
                                                      QString *error)
{
    std::optional<MappedSegment> file = MappedSegment::openReadOnly(path, error);
    if (!file)
        return std::nullopt;
    const std::span<const char> bytes = file->bytes();
    Header header{};
    if (bytes.size() >= sizeof header)
        std::memcpy(&header, bytes.data(), sizeof header);
    if (bytes.size() < sizeof header || !isOurs(header)) {
        *error = tr("%1 is not a dataset this version of Weft wrote").arg(path);
        return std::nullopt;
    }
    const std::span<const char> payload = bytes.subspan(sizeof header);
    if (check == Check::Checksum &&
        XXH3_64bits(payload.data(), payload.size()) != header.checksum) {
        *error = tr("%1 is corrupted (its checksum does not match)").arg(path);
        return std::nullopt;
    }
    return file;
}

DatasetPtr DatasetFile::read(const QString &path, QString *error, Check check)
{
    try {
        if (std::optional<MappedSegment> file = openChecked(path, check, error)) {
            auto mapping = std::make_shared<const MappedSegment>(std::move(*file));
            const std::span<const char> bytes = mapping->bytes();
            Header header{};
            std::memcpy(&header, bytes.data(), sizeof header);
            const DatasetKindCodec &codec = DatasetCodec::require(DataKind(header.kind));
            return codec.decodeMapped(bytes.subspan(sizeof header), mapping);
        }
    } catch (const CodecError &e) {
        *error = QString::fromUtf8(e.what());
    }
    return nullptr;
}

QString DatasetFile::verify(const QString &path)
{
    // Read in blocks rather than mapped: a mapping would fault in every page one at a time,
    // several times slower over a file of a gigabyte.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot open %1: %2").arg(path, file.errorString());
    Header header{};
    if (file.read(reinterpret_cast<char *>(&header), sizeof header) != qint64(sizeof header) ||
        !isOurs(header))
        return tr("%1 is not a dataset this version of Weft wrote").arg(path);
    const std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state(XXH3_createState(),
                                                                         &XXH3_freeState);
    XXH3_64bits_reset(state.get());
    // No larger than the file: a map node's per-item cache verifies hundreds of small
    // entries, and a zeroed 4 MB block apiece cost more than reading them.
    std::vector<char> block(
        std::size_t(std::clamp<qint64>(file.size() - qint64(sizeof header), 1, qint64(4) << 20)));
    for (;;) {
        const qint64 got = file.read(block.data(), qint64(block.size()));
        if (got < 0)
            return tr("cannot read %1: %2").arg(path, file.errorString());
        if (got == 0)
            break;
        XXH3_64bits_update(state.get(), block.data(), size_t(got));
    }
    if (XXH3_64bits_digest(state.get()) != header.checksum)
        return tr("%1 is corrupted (its checksum does not match)").arg(path);
    return {};
}

bool DatasetFile::isPortFile(int folder, const char *name)
{
    static const QRegularExpression portName(QStringLiteral("^\\d+\\.wds(\\.part)?$"));
    if (!portName.match(QFile::decodeName(name)).hasMatch())
        return false;
    const int file = ::openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (file < 0)
        return false;
    char magic[sizeof kMagic] = {};
    const bool ours = ::read(file, magic, sizeof magic) == qint64(sizeof magic) &&
                      std::memcmp(magic, kMagic, sizeof kMagic) == 0;
    ::close(file);
    return ours;
}

} // namespace weft::engine
