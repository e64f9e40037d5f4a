#include "FileFingerprints.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <ctime>
#include <sys/stat.h>
#include <xxhash.h>

namespace weft::engine {

namespace {

/// Read per call while hashing: large enough that a 1 GB file costs ~1,000 reads.
constexpr qint64 kReadBytes = 1 << 20;
/// A digest younger than this after its file's modification is hashed again next time.
constexpr qint64 kRacyNs = 1'000'000'000;

QByteArray digestOf(const XXH128_hash_t &hash)
{
    XXH128_canonical_t canonical;
    XXH128_canonicalFromHash(&canonical, hash);
    return QByteArray(reinterpret_cast<const char *>(canonical.digest), sizeof canonical.digest);
}

qint64 nanoseconds(const timespec &time)
{
    return qint64(time.tv_sec) * 1'000'000'000 + time.tv_nsec;
}

qint64 nowNs()
{
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    return nanoseconds(now);
}

} // namespace

QByteArray FileFingerprints::missing()
{
    static const QByteArray digest(16, '\0');
    return digest;
}

QByteArray FileFingerprints::of(const QString &absolutePath)
{
    struct stat info
    {};
    if (::stat(QFile::encodeName(absolutePath).constData(), &info) != 0)
        return missing();
    if (S_ISDIR(info.st_mode))
        return ofFolder(absolutePath);
    return ofFile(absolutePath,
                  Known{qint64(info.st_size), nanoseconds(info.st_mtim), quint64(info.st_ino), {}});
}

QByteArray FileFingerprints::ofFile(const QString &path, const Known &now)
{
    const auto known = m_known.constFind(path);
    if (known != m_known.cend() && known->size == now.size && known->mtimeNs == now.mtimeNs &&
        known->inode == now.inode)
        return known->digest;

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return missing();
    XXH3_state_t *state = XXH3_createState();
    XXH3_128bits_reset(state);
    QByteArray buffer(kReadBytes, Qt::Uninitialized);
    for (;;) {
        const qint64 read = file.read(buffer.data(), kReadBytes);
        if (read <= 0)
            break;
        XXH3_128bits_update(state, buffer.constData(), size_t(read));
    }
    const bool failed = file.error() != QFileDevice::NoError;
    const QByteArray digest = failed ? missing() : digestOf(XXH3_128bits_digest(state));
    XXH3_freeState(state);
    ++m_filesHashed;

    if (!failed && nowNs() - now.mtimeNs >= kRacyNs)
        m_known.insert(path, Known{now.size, now.mtimeNs, now.inode, digest});
    else
        m_known.remove(path);
    return digest;
}

QByteArray FileFingerprints::ofFolder(const QString &path)
{
    // Symbolic links to folders are not followed: a link to a parent would never end.
    const QDir folder(path);
    const QStringList names = folder.entryList(
        QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
    XXH3_state_t *state = XXH3_createState();
    XXH3_128bits_reset(state);
    for (const QString &name : names) {
        const QString child = folder.filePath(name);
        const QFileInfo info(child);
        const QByteArray digest = info.isDir() && info.isSymLink() ? missing() : of(child);
        const QByteArray utf8 = name.toUtf8();
        XXH3_128bits_update(state, utf8.constData(), size_t(utf8.size()) + 1);
        XXH3_128bits_update(state, digest.constData(), size_t(digest.size()));
    }
    const QByteArray digest = digestOf(XXH3_128bits_digest(state));
    XXH3_freeState(state);
    return digest;
}

QJsonObject FileFingerprints::toJson() const
{
    QJsonObject json;
    for (auto it = m_known.cbegin(); it != m_known.cend(); ++it)
        json.insert(it.key(), QJsonArray{QString::number(it->size), QString::number(it->mtimeNs),
                                         QString::number(it->inode),
                                         QString::fromLatin1(it->digest.toHex())});
    return json;
}

FileFingerprints FileFingerprints::fromJson(const QJsonObject &json)
{
    FileFingerprints fingerprints;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QJsonArray fields = it->toArray();
        if (fields.size() != 4)
            continue;
        bool sizeOk = false, mtimeOk = false, inodeOk = false;
        Known known{fields[0].toString().toLongLong(&sizeOk),
                    fields[1].toString().toLongLong(&mtimeOk),
                    fields[2].toString().toULongLong(&inodeOk),
                    QByteArray::fromHex(fields[3].toString().toLatin1())};
        if (sizeOk && mtimeOk && inodeOk && known.digest.size() == 16)
            fingerprints.m_known.insert(it.key(), known);
    }
    return fingerprints;
}

} // namespace weft::engine
