#include "ItemManifest.h"

#include "ResultCache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <bit>
#include <cstring>
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
Value readAt(const QByteArray &bytes, qsizetype offset)
{
    Value value;
    std::memcpy(&value, bytes.constData() + offset, sizeof value);
    return value;
}

} // namespace

QString ItemManifest::pathOf(const ResultCache &cache, const QByteArray &key)
{
    return QDir(cache.folder())
        .filePath(QLatin1StringView(kFolder) + u'/' + QString::fromLatin1(key) +
                  QStringLiteral(".wim"));
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    const auto damaged = [&](const QString &why) -> std::optional<ItemManifest> {
        *problem = QDir::toNativeSeparators(path) + QStringLiteral(": ") + why;
        return std::nullopt;
    };
    if (bytes.size() < kHeaderBytes + 8 || std::memcmp(bytes.constData(), kMagic, sizeof kMagic))
        return damaged(tr("not an item manifest"));
    const auto entries = readAt<quint64>(bytes, sizeof kMagic + kDigestBytes);
    const auto items = readAt<quint64>(bytes, sizeof kMagic + kDigestBytes + 8);
    // Compared before multiplying, so that a damaged count cannot overflow the size.
    if (entries > quint64(bytes.size()) || items > quint64(bytes.size()) ||
        quint64(bytes.size()) !=
            quint64(kHeaderBytes) + entries * kKeyBytes + items * sizeof(Item) + 8)
        return damaged(tr("%1 bytes, not what its counts say").arg(bytes.size()));
    const qsizetype body = bytes.size() - 8;
    if (XXH3_64bits(bytes.constData(), size_t(body)) != readAt<quint64>(bytes, body))
        return damaged(tr("checksum mismatch"));

    ItemManifest manifest;
    manifest.m_digest = bytes.mid(sizeof kMagic, kDigestBytes);
    qsizetype at = kHeaderBytes;
    manifest.m_entries.reserve(size_t(entries));
    for (quint64 e = 0; e < entries; ++e, at += kKeyBytes)
        manifest.m_entries.push_back(bytes.mid(at, kKeyBytes));
    manifest.m_items.resize(size_t(items));
    std::memcpy(manifest.m_items.data(), bytes.constData() + at, size_t(items) * sizeof(Item));
    for (const Item &item : manifest.m_items)
        if (item.entry >= entries)
            return damaged(tr("an item names entry %1 of %2").arg(item.entry).arg(entries));
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

    std::vector<Item> items;
    QByteArray entries;
    quint32 entry = 0;
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
    QByteArray bytes;
    bytes.reserve(kHeaderBytes + entries.size() + qsizetype(items.size() * sizeof(Item)) + 8);
    bytes.append(kMagic, sizeof kMagic);
    bytes.append(digestOf(chunks, kept));
    append(bytes, quint64(entry));
    append(bytes, quint64(items.size()));
    bytes.append(entries);
    bytes.append(reinterpret_cast<const char *>(items.data()),
                 qsizetype(items.size() * sizeof(Item)));
    append(bytes, quint64(XXH3_64bits(bytes.constData(), size_t(bytes.size()))));

    // Renamed into place once whole: a reader never sees half a manifest, and of two runs
    // writing at once the last rename wins with a manifest as whole as the other's.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

std::optional<ItemManifest::Place> ItemManifest::find(quint64 hash) const
{
    const auto it = std::lower_bound(m_items.begin(), m_items.end(), hash,
                                     [](const Item &item, quint64 h) { return item.hash < h; });
    if (it == m_items.end() || it->hash != hash)
        return std::nullopt;
    return Place{qsizetype(it->entry), qsizetype(it->row)};
}

QByteArray ItemManifest::entryKey(qsizetype entry) const
{
    return m_entries[size_t(entry)].toHex();
}

} // namespace weft::engine
