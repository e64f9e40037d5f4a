#include "ItemManifest.h"

#include "ResultCache.h"
#include "shm/SafeRemoval.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <unistd.h>
#include <xxhash.h>

namespace weft::engine {

namespace {

// The file is a cache of this machine's runs, read where it was written: its integers are
// the machine's own, which the format fixes as little-endian.
static_assert(std::endian::native == std::endian::little, "ItemManifest's file format");

constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'I', 'M', 'F', '1'};
constexpr qsizetype kDigestBytes = 16;
constexpr qsizetype kKeyBytes = 16;
constexpr qsizetype kHeaderBytes = qsizetype(sizeof kMagic) + kDigestBytes + 16;
constexpr auto kFolder = "items";

/// A key names a file: only the hex digits ItemChunks::manifestKey gives.
bool isKey(const QByteArray &key)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{32}$"));
    return hex.match(QString::fromLatin1(key)).hasMatch();
}

template<typename Value>
void append(QByteArray &bytes, const Value &value)
{
    bytes.append(reinterpret_cast<const char *>(&value), sizeof value);
}

template<typename Value>
Value readAt(const uchar *bytes, qint64 offset)
{
    Value value;
    std::memcpy(&value, bytes + offset, sizeof value);
    return value;
}

} // namespace

QString ItemManifest::pathOf(const ResultCache &cache, const QByteArray &key)
{
    return QDir(cache.folder())
        .filePath(QLatin1StringView(kFolder) + u'/' + QString::fromLatin1(key) +
                  QStringLiteral(".wim"));
}

qint64 ItemManifest::prune(const ResultCache &cache)
{
    const QString folder = QDir(cache.folder()).filePath(QLatin1StringView(kFolder));
    if (QFileInfo(cache.folder()).isSymLink() || QFileInfo(folder).isSymLink())
        return 0;
    qint64 kept = 0;
    const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files | QDir::System);
    for (const QFileInfo &file : files) {
        // Only Weft's own regular files go: never what a link points to.
        const QByteArray key = QFile::encodeName(file.completeBaseName());
        const bool manifest = file.suffix() == u"wim" && isKey(key);
        const bool part = isKey(key.left(32)) && file.fileName().contains(u".wim.part-");
        if (file.isSymLink() || (!manifest && !part))
            continue;
        if (part) {
            if (SafeRemoval::writerHasEnded(file.fileName()))
                QFile::remove(file.filePath());
            continue;
        }
        QString problem;
        const std::optional<ItemManifest> loaded = load(cache, key, &problem);
        bool used = false;
        for (qsizetype e = 0; loaded && problem.isEmpty() && e < loaded->entryCount() && !used; ++e)
            used = cache.find(loaded->entryKey(e)).has_value();
        if (used)
            kept += file.size();
        else
            QFile::remove(file.filePath());
    }
    return kept;
}

QByteArray ItemManifest::digestOf(const std::vector<ItemChunks::Chunk> &chunks,
                                  const std::vector<bool> &kept)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(chunks.size()) * (kKeyBytes + 1));
    for (size_t k = 0; k < chunks.size(); ++k) {
        bytes.append(chunks[k].key);
        bytes.append(kept[k] ? '\1' : '\0');
    }
    XXH128_canonical_t canonical;
    XXH128_canonicalFromHash(&canonical, XXH3_128bits(bytes.constData(), size_t(bytes.size())));
    return QByteArray(reinterpret_cast<const char *>(canonical.digest), sizeof canonical.digest);
}

std::optional<ItemManifest> ItemManifest::load(const ResultCache &cache, const QByteArray &key,
                                               QString *problem)
{
    const QString path = pathOf(cache, key);
    // Nothing here follows a link, as nothing in the cache's folders does.
    if (!isKey(key) || QFileInfo(QFileInfo(path).path()).isSymLink() || QFileInfo(path).isSymLink())
        return std::nullopt;
    ItemManifest manifest;
    manifest.m_file = std::make_unique<QFile>(path);
    if (!manifest.m_file->open(QIODevice::ReadOnly))
        return std::nullopt;
    const auto damaged = [&](const QString &why) -> std::optional<ItemManifest> {
        *problem = QDir::toNativeSeparators(path) + QStringLiteral(": ") + why;
        return std::nullopt;
    };
    const qint64 size = manifest.m_file->size();
    if (size < kHeaderBytes + 8)
        return damaged(tr("not an item manifest"));
    const uchar *bytes = manifest.m_file->map(0, size);
    if (!bytes || std::memcmp(bytes, kMagic, sizeof kMagic))
        return damaged(tr("not an item manifest"));
    const auto entries = readAt<quint64>(bytes, sizeof kMagic + kDigestBytes);
    const auto items = readAt<quint64>(bytes, sizeof kMagic + kDigestBytes + 8);
    // Compared before multiplying, so that a damaged count cannot overflow the size.
    if (entries > quint64(size) || items > quint64(size) ||
        quint64(size) != quint64(kHeaderBytes) + entries * kKeyBytes + items * sizeof(Item) + 8)
        return damaged(tr("%1 bytes, not what its counts say").arg(size));
    const qint64 body = size - 8;
    if (XXH3_64bits(bytes, size_t(body)) != readAt<quint64>(bytes, body))
        return damaged(tr("checksum mismatch"));

    manifest.m_digest =
        QByteArray(reinterpret_cast<const char *>(bytes) + sizeof kMagic, kDigestBytes);
    manifest.m_entries = bytes + kHeaderBytes;
    manifest.m_entryCount = qsizetype(entries);
    // 8-byte aligned: the mapping starts on a page, the records after 40 + 16 × E bytes.
    manifest.m_items =
        reinterpret_cast<const Item *>(manifest.m_entries + manifest.m_entryCount * kKeyBytes);
    manifest.m_itemCount = qsizetype(items);
    return manifest;
}

QString ItemManifest::write(const ResultCache &cache, const QByteArray &key,
                            const std::vector<quint64> &hashes,
                            const std::vector<ItemChunks::Chunk> &chunks,
                            const std::vector<bool> &kept)
{
    const QString path = pathOf(cache, key);
    const QString folder = QFileInfo(path).path();
    if (!isKey(key) || QFileInfo(cache.folder()).isSymLink() || QFileInfo(folder).isSymLink())
        return tr("cannot write %1").arg(QDir::toNativeSeparators(path));
    if (!QDir().mkpath(folder))
        return tr("cannot create %1").arg(QDir::toNativeSeparators(folder));

    qsizetype count = 0;
    for (size_t k = 0; k < chunks.size(); ++k)
        count += kept[k] ? chunks[k].count : 0;
    std::vector<Item> items;
    items.reserve(size_t(count));
    QByteArray header;
    header.append(kMagic, sizeof kMagic);
    header.append(digestOf(chunks, kept));
    quint32 entry = 0;
    QByteArray entries;
    for (size_t k = 0; k < chunks.size(); ++k) {
        if (!kept[k])
            continue;
        const ItemChunks::Chunk &chunk = chunks[k];
        for (qsizetype i = 0; i < chunk.count; ++i)
            items.push_back({hashes[size_t(chunk.first + i)], entry, quint32(i)});
        entries.append(chunk.key);
        ++entry;
    }
    std::sort(items.begin(), items.end(),
              [](const Item &a, const Item &b) { return a.hash < b.hash; });
    append(header, quint64(entry));
    append(header, quint64(items.size()));
    header.append(entries);
    const char *records = reinterpret_cast<const char *>(items.data());
    const auto recordBytes = qint64(items.size() * sizeof(Item));
    XXH3_state_t *state = XXH3_createState();
    XXH3_64bits_reset(state);
    XXH3_64bits_update(state, header.constData(), size_t(header.size()));
    XXH3_64bits_update(state, records, size_t(recordBytes));
    const quint64 checksum = XXH3_64bits_digest(state);
    XXH3_freeState(state);

    // Renamed into place once whole: a reader never sees half a manifest, and of two runs
    // writing at once the last rename wins with a manifest as whole as the other's.
    const QString part = path + QStringLiteral(".part-") + QString::number(::getpid()) + u'-' +
                         QString::number(QRandomGenerator::global()->generate64());
    QFile file(part);
    const bool written = file.open(QIODevice::WriteOnly | QIODevice::NewOnly) &&
                         file.write(header) == header.size() &&
                         file.write(records, recordBytes) == recordBytes &&
                         file.write(reinterpret_cast<const char *>(&checksum), sizeof checksum) ==
                             qint64(sizeof checksum) &&
                         file.flush();
    const QString error = file.errorString();
    file.close();
    if (!written || std::rename(QFile::encodeName(part).constData(),
                                QFile::encodeName(path).constData()) != 0) {
        QFile::remove(part);
        return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), error);
    }
    return {};
}

std::optional<ItemManifest::Place> ItemManifest::find(quint64 hash) const
{
    const Item *end = m_items + m_itemCount;
    const Item *it = std::lower_bound(m_items, end, hash,
                                      [](const Item &item, quint64 h) { return item.hash < h; });
    if (it == end || it->hash != hash || qsizetype(it->entry) >= m_entryCount)
        return std::nullopt; // an entry index beyond the list: damage the checksum missed
    return Place{qsizetype(it->entry), qsizetype(it->row)};
}

QByteArray ItemManifest::entryKey(qsizetype entry) const
{
    return QByteArray(reinterpret_cast<const char *>(m_entries) + entry * kKeyBytes, kKeyBytes)
        .toHex();
}

} // namespace weft::engine
