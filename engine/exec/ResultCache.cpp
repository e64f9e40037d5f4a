#include "ResultCache.h"

#include "DatasetFile.h"
#include "ItemManifest.h"
#include "data/FileList.h"
#include "graph/Graph.h"
#include "ops/Operator.h"
#include "shm/SafeRemoval.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

namespace weft::engine {

namespace {

constexpr auto kEntryFile = "entry.json";
constexpr auto kEvicted = "evicted";
constexpr auto kPartPrefix = ".part-";
constexpr auto kFingerprints = "fingerprints.json";

/// A key names a folder: only the hex digits a signature's digest gives.
bool isKey(const QByteArray &key)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{16,64}$"));
    return hex.match(QString::fromLatin1(key)).hasMatch();
}

QString portFile(int port)
{
    return QString::number(port) + QStringLiteral(".wds");
}

/// XXH3-64 of a regular file's bytes in hex; empty for anything else or an unreadable file.
QByteArray contentHash(const QString &path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return {};
    XXH3_state_t *state = XXH3_createState();
    XXH3_64bits_reset(state);
    QByteArray block(1 << 20, Qt::Uninitialized);
    qint64 read = 0;
    while ((read = file.read(block.data(), block.size())) > 0)
        XXH3_64bits_update(state, block.constData(), size_t(read));
    const XXH64_hash_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return read < 0 ? QByteArray() : QByteArray::number(quint64(hash), 16);
}

/// The file's size, time and inode, and with `hashed` its content's hash.
std::optional<ResultCache::FileStamp> stampOf(const QString &path, bool hashed)
{
    struct stat info
    {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return ResultCache::FileStamp{
        path, qint64(info.st_size),
        qint64(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec, quint64(info.st_ino),
        hashed && S_ISREG(info.st_mode) ? contentHash(path) : QByteArray()};
}

/// Whether the file `stamp` describes still holds what it held then.
bool unchanged(const ResultCache::FileStamp &stamp)
{
    const std::optional<ResultCache::FileStamp> now = stampOf(stamp.path, false);
    if (!now || now->size != stamp.size)
        return false;
    return now->sameFile(stamp) ||
           (!stamp.contentHash.isEmpty() && contentHash(stamp.path) == stamp.contentHash);
}

QJsonObject stampToJson(const ResultCache::FileStamp &stamp)
{
    return {{QStringLiteral("path"), stamp.path},
            {QStringLiteral("size"), QString::number(stamp.size)},
            {QStringLiteral("mtime_ns"), QString::number(stamp.modifiedNs)},
            {QStringLiteral("inode"), QString::number(stamp.inode)},
            {QStringLiteral("xxh3"), QString::fromLatin1(stamp.contentHash)}};
}

ResultCache::FileStamp stampFromJson(const QJsonObject &json)
{
    return {json.value(QStringLiteral("path")).toString(),
            json.value(QStringLiteral("size")).toString().toLongLong(),
            json.value(QStringLiteral("mtime_ns")).toString().toLongLong(),
            json.value(QStringLiteral("inode")).toString().toULongLong(),
            json.value(QStringLiteral("xxh3")).toString().toLatin1()};
}

/// What an entry's folder may hold: its outputs (and one being written) and entry.json.
bool isEntryFile(int folder, const char *name, const struct stat &)
{
    return QFile::decodeName(name) == QLatin1StringView(kEntryFile) ||
           DatasetFile::isPortFile(folder, name);
}

/// Whether `path` or a folder of Weft's above it (`.weft`, the cache) is a symbolic link: the
/// cache never writes or deletes through one.
bool throughLink(const QString &cacheFolder, const QString &path)
{
    for (const QString &own : {QFileInfo(cacheFolder).absolutePath(), cacheFolder, path})
        if (QFileInfo(own).isSymLink())
            return true;
    return false;
}

} // namespace

ResultCache::ResultCache(QString folder)
    : m_folder(std::move(folder))
{}

QString ResultCache::folderFor(const QString &projectFile)
{
    return QFileInfo(projectFile).absoluteDir().filePath(QStringLiteral(".weft/cache"));
}

QString ResultCache::entryFolder(const QByteArray &key) const
{
    return QDir(m_folder).filePath(QString::fromLatin1(key));
}

std::optional<ResultCache::Entry> ResultCache::readEntry(const QByteArray &key) const
{
    const QString folder = entryFolder(key);
    if (!isKey(key) || throughLink(m_folder, folder))
        return std::nullopt;
    QFile file(QDir(folder).filePath(QLatin1StringView(kEntryFile)));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Its size, not a 1 MB buffer apiece: a map node looks up hundreds of chunk entries.
    const QJsonObject json =
        QJsonDocument::fromJson(file.read(std::min<qint64>(file.size(), 1 << 20))).object();
    Entry entry;
    entry.key = key;
    entry.node = json.value(QStringLiteral("node")).toString();
    entry.operatorId = json.value(QStringLiteral("operator")).toString();
    entry.outputs = json.value(QStringLiteral("outputs")).toInt(-1);
    entry.bytes = json.value(QStringLiteral("bytes")).toString().toLongLong();
    entry.computeMs = json.value(QStringLiteral("compute_ms")).toString().toLongLong();
    entry.created =
        QDateTime::fromString(json.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
    entry.lastUsed = QFileInfo(file).lastModified();
    for (const QJsonValue &stamp : json.value(QStringLiteral("files")).toArray())
        entry.files.push_back(stampFromJson(stamp.toObject()));
    for (const QJsonValue &warning : json.value(QStringLiteral("warnings")).toArray())
        entry.warnings << warning.toString();
    entry.figures = OutputFigures::listFromJson(json.value(QStringLiteral("figures")).toArray());
    if (int(entry.figures.size()) != entry.outputs)
        entry.figures.clear(); // not of these outputs: unknown rather than wrong
    if (entry.outputs < 0 || entry.node.isEmpty())
        return std::nullopt;
    return entry;
}

std::optional<ResultCache::Entry> ResultCache::find(const QByteArray &key,
                                                    QString *changedFile) const
{
    std::optional<Entry> entry = readEntry(key);
    if (!entry)
        return std::nullopt;
    for (int port = 0; port < entry->outputs; ++port)
        if (!QFileInfo::exists(QDir(entryFolder(key)).filePath(portFile(port))))
            return std::nullopt;
    for (const FileStamp &stamp : entry->files) {
        if (!unchanged(stamp)) {
            if (changedFile)
                *changedFile = stamp.path;
            return std::nullopt;
        }
    }
    return entry;
}

QString ResultCache::verify(const Entry &entry) const
{
    for (int port = 0; port < entry.outputs; ++port) {
        const QString error =
            DatasetFile::verify(QDir(entryFolder(entry.key)).filePath(portFile(port)));
        if (!error.isEmpty())
            return error;
    }
    return {};
}

std::vector<DatasetPtr> ResultCache::read(const Entry &entry, DatasetFile::Check check) const
{
    std::vector<DatasetPtr> outputs;
    for (int port = 0; port < entry.outputs; ++port) {
        QString error;
        DatasetPtr dataset =
            DatasetFile::read(QDir(entryFolder(entry.key)).filePath(portFile(port)), &error, check);
        if (!dataset)
            throw OperatorError(
                tr("the cached result of node '%1' cannot be used: %2").arg(entry.node, error));
        outputs.push_back(std::move(dataset));
    }
    return outputs;
}

QString ResultCache::store(const QByteArray &key, const NodeId &node, const QString &operatorId,
                           const std::vector<DatasetPtr> &outputs, qint64 computeMs,
                           const QStringList &warnings) const
{
    const QString target = entryFolder(key);
    if (!isKey(key))
        return tr("'%1' is not a cache key").arg(QString::fromLatin1(key));
    if (throughLink(m_folder, target))
        return tr("%1 or a folder above it is a symbolic link, and Weft does not write through "
                  "links in its own folders")
            .arg(target);
    if (QFileInfo::exists(target))
        return {}; // another run stored it first; entries never change
    if (!QDir().mkpath(m_folder))
        return tr("cannot create %1").arg(m_folder);
    const QString part =
        QDir(m_folder).filePath(QLatin1StringView(kPartPrefix) + QString::number(::getpid()) +
                                u'-' + QString::number(QRandomGenerator::global()->generate64()));
    if (!QDir().mkdir(part))
        return tr("cannot create %1").arg(part);
    const auto fail = [&part](const QString &error) {
        SafeRemoval::removeFolder(part, isEntryFile);
        return error;
    };
    qint64 bytes = 0;
    QJsonArray files;
    QJsonArray figures;
    for (int port = 0; port < int(outputs.size()); ++port) {
        figures.append(OutputFigures::of(*outputs[size_t(port)]).toJson());
        const QString path = QDir(part).filePath(portFile(port));
        const QString error = DatasetFile::write(path, *outputs[size_t(port)]);
        if (!error.isEmpty())
            return fail(error);
        bytes += QFileInfo(path).size();
        if (const auto list = FileList::fromDataset(outputs[size_t(port)])) {
            for (const QString &listed : list->files()) {
                const std::optional<FileStamp> stamp = stampOf(listed, true);
                if (!stamp)
                    return fail(tr("%1, an output of node '%2', does not exist")
                                    .arg(listed, node.toString()));
                files.append(stampToJson(*stamp));
            }
        }
    }
    const QJsonObject json{
        {QStringLiteral("node"), node.toString()},
        {QStringLiteral("operator"), operatorId},
        {QStringLiteral("outputs"), int(outputs.size())},
        {QStringLiteral("bytes"), QString::number(bytes)},
        {QStringLiteral("compute_ms"), QString::number(computeMs)},
        {QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("files"), files},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
        {QStringLiteral("figures"), figures},
    };
    QFile entry(QDir(part).filePath(QLatin1StringView(kEntryFile)));
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    if (!entry.open(QIODevice::WriteOnly) || entry.write(text) != text.size() || !entry.flush())
        return fail(tr("cannot write %1: %2").arg(entry.fileName(), entry.errorString()));
    entry.close();
    if (std::rename(QFile::encodeName(part).constData(), QFile::encodeName(target).constData()) !=
        0) {
        // Another run renamed its copy into place first: the same result, kept.
        const int error = errno;
        fail({});
        if (error != EEXIST && error != ENOTEMPTY)
            return tr("cannot rename %1 to %2").arg(part, target);
        return {};
    }
    QFile::remove(
        QDir(m_folder).filePath(QLatin1StringView(kEvicted) + u'/' + QString::fromLatin1(key)));
    return {};
}

void ResultCache::markUsed(const Entry &entry) const
{
    QFile file(QDir(entryFolder(entry.key)).filePath(QLatin1StringView(kEntryFile)));
    if (file.open(QIODevice::ReadWrite))
        file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
}

bool ResultCache::remove(const QByteArray &key, bool evicted) const
{
    if (!isKey(key) || throughLink(m_folder, m_folder))
        return false;
    const bool removed = SafeRemoval::removeFolder(entryFolder(key), isEntryFile);
    if (removed && evicted) {
        const QString marks = QDir(m_folder).filePath(QLatin1StringView(kEvicted));
        if (!QFileInfo(marks).isSymLink() && QDir().mkpath(marks)) {
            QFile mark(QDir(marks).filePath(QString::fromLatin1(key)));
            mark.open(QIODevice::WriteOnly);
        }
    }
    return removed;
}

bool ResultCache::wasEvicted(const QByteArray &key) const
{
    return isKey(key) && QFileInfo::exists(QDir(m_folder).filePath(
                             QLatin1StringView(kEvicted) + u'/' + QString::fromLatin1(key)));
}

QJsonObject ResultCache::fingerprints() const
{
    const QString path = QDir(m_folder).filePath(QLatin1StringView(kFingerprints));
    if (throughLink(m_folder, path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void ResultCache::keepFingerprints(const QJsonObject &fingerprints) const
{
    const QString path = QDir(m_folder).filePath(QLatin1StringView(kFingerprints));
    if (throughLink(m_folder, path) || !QDir().mkpath(m_folder))
        return; // only a shortcut: without it, files are hashed again
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(fingerprints).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

std::vector<ResultCache::Entry> ResultCache::entries() const
{
    std::vector<Entry> found;
    if (throughLink(m_folder, m_folder))
        return found;
    const QStringList names = QDir(m_folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names)
        if (std::optional<Entry> entry = readEntry(name.toLatin1()))
            found.push_back(std::move(*entry));
    std::sort(found.begin(), found.end(),
              [](const Entry &a, const Entry &b) { return a.lastUsed > b.lastUsed; });
    return found;
}

double ResultCache::keepValue(const Entry &entry, const QDateTime &now)
{
    const double weeks = double(entry.lastUsed.secsTo(now)) / (7 * 24 * 3600.0);
    return double(entry.computeMs + 1) / double(qMax<qint64>(entry.bytes, 1)) *
           std::pow(0.5, qMax(weeks, 0.0));
}

QSet<QByteArray> ResultCache::frozenKeys(const Graph &graph)
{
    QSet<QByteArray> keys;
    for (const Node &node : graph.nodes)
        if (!node.run.frozen.isEmpty())
            keys.insert(node.run.frozen.toLatin1());
    return keys;
}

std::vector<ResultCache::Entry> ResultCache::prune(qint64 maxBytes,
                                                   const QSet<QByteArray> &keep) const
{
    if (throughLink(m_folder, m_folder))
        return {};
    // Copies a killed run left while writing: its process is gone.
    const QStringList parts = QDir(m_folder).entryList(
        {QLatin1StringView(kPartPrefix) + u'*'}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &part : parts)
        if (SafeRemoval::writerHasEnded(part))
            SafeRemoval::removeFolder(QDir(m_folder).filePath(part), isEntryFile);
    std::vector<Entry> all = entries();
    // Item manifests count toward the bound; those of entries gone are removed.
    qint64 total = ItemManifest::prune(*this);
    for (const Entry &entry : all)
        total += entry.bytes;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    std::sort(all.begin(), all.end(), [&now](const Entry &a, const Entry &b) {
        return keepValue(a, now) < keepValue(b, now);
    });
    std::vector<Entry> evicted;
    for (const Entry &entry : all) {
        if (total <= maxBytes)
            break;
        if (keep.contains(entry.key))
            continue;
        if (remove(entry.key, true)) {
            total -= entry.bytes;
            evicted.push_back(entry);
        }
    }
    if (!evicted.empty())
        ItemManifest::prune(*this);
    return evicted;
}

} // namespace weft::engine
