#include "ItemChunks.h"

#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"

#include <QFile>

#include <sys/stat.h>
#include <xxhash.h>

namespace weft::engine {

namespace {

/// Appends `value`'s bytes to `bytes`.
template<typename Value>
void append(QByteArray &bytes, const Value &value)
{
    bytes.append(reinterpret_cast<const char *>(&value), sizeof value);
}

/// What every item shares and a hash of one item alone does not say: a table's column names
/// and types (an expression names its columns), an array's element type and extents after the
/// first axis.
QByteArray shapeOf(const DatasetPtr &items)
{
    QByteArray shape;
    if (const auto table = Table::fromDataset(items)) {
        shape.append("table");
        for (int c = 0; c < table->columnCount(); ++c) {
            const QByteArray name = table->column(c).name().toUtf8();
            append(shape, qint64(name.size()));
            shape.append(name);
            append(shape, qint32(table->column(c).type()));
        }
    } else if (const auto array = Array::fromDataset(items)) {
        shape.append("array");
        append(shape, qint32(array->type()));
        for (size_t axis = 1; axis < array->shape().size(); ++axis)
            append(shape, array->shape()[axis]);
    } else if (FileList::fromDataset(items)) {
        shape.append("files");
    }
    return shape;
}

/// Mixes one cell into each row's hash, column by column (the columns' memory in order).
void hashColumn(const TableColumn &column, std::vector<quint64> &rows)
{
    static constexpr char kNull = '\0';
    for (qsizetype row = 0; row < qsizetype(rows.size()); ++row) {
        quint64 &hash = rows[size_t(row)];
        if (column.isNull(row)) {
            hash = XXH3_64bits_withSeed(&kNull, 0, hash ^ 0x9e3779b97f4a7c15ULL);
            continue;
        }
        switch (column.type()) {
        case ColumnType::Int: {
            const qint64 value = column.intAt(row);
            hash = XXH3_64bits_withSeed(&value, sizeof value, hash);
            break;
        }
        case ColumnType::Float: {
            const double value = column.floatAt(row);
            hash = XXH3_64bits_withSeed(&value, sizeof value, hash);
            break;
        }
        case ColumnType::Bool: {
            const char value = column.boolAt(row) ? 1 : 0;
            hash = XXH3_64bits_withSeed(&value, 1, hash);
            break;
        }
        case ColumnType::String: {
            const std::string_view text = column.utf8At(row);
            // The length first, so that cells "ab","c" and "a","bc" differ.
            const quint64 size = text.size();
            hash = XXH3_64bits_withSeed(text.data(), text.size(),
                                        XXH3_64bits_withSeed(&size, sizeof size, hash));
            break;
        }
        }
    }
}

} // namespace

std::vector<quint64> ItemChunks::itemHashes(const DatasetPtr &items, const QDir &folder)
{
    std::vector<quint64> hashes;
    if (const auto table = Table::fromDataset(items)) {
        hashes.assign(size_t(table->rowCount()), 0);
        for (int c = 0; c < table->columnCount(); ++c)
            hashColumn(table->column(c), hashes);
    } else if (const auto array = Array::fromDataset(items)) {
        if (array->shape().empty() || array->shape().front() <= 0)
            return hashes;
        const qint64 rows = array->shape().front();
        const qint64 rowBytes = array->dataBytes() / rows;
        const auto *data = static_cast<const char *>(array->data());
        hashes.reserve(size_t(rows));
        for (qint64 row = 0; row < rows; ++row)
            hashes.push_back(XXH3_64bits(data + row * rowBytes, size_t(rowBytes)));
    } else if (const auto files = FileList::fromDataset(items)) {
        // A file's item is its name and what it holds; size, time and inode stand for the
        // content, as the fast check of FileFingerprints does: a file touched but unchanged
        // runs again, a changed one never hits.
        hashes.reserve(size_t(files->files().size()));
        for (const QString &path : files->files()) {
            QByteArray bytes = QDir::cleanPath(folder.absoluteFilePath(path)).toUtf8();
            struct stat info
            {};
            if (::stat(QFile::encodeName(folder.absoluteFilePath(path)).constData(), &info) == 0) {
                append(bytes, qint64(info.st_size));
                append(bytes, qint64(info.st_mtim.tv_sec));
                append(bytes, qint64(info.st_mtim.tv_nsec));
                append(bytes, quint64(info.st_ino));
            }
            hashes.push_back(XXH3_64bits(bytes.constData(), size_t(bytes.size())));
        }
    }
    return hashes;
}

std::vector<ItemChunks::Chunk> ItemChunks::cut(const DatasetPtr &items, const QByteArray &salt,
                                               const QDir &folder)
{
    return cut(items, itemHashes(items, folder), salt);
}

QByteArray ItemChunks::manifestKey(const DatasetPtr &items, const QByteArray &salt)
{
    const QByteArray shape = shapeOf(items);
    QByteArray bytes;
    append(bytes, qint64(salt.size()));
    bytes.append(salt);
    bytes.append("manifest");
    append(bytes, qint64(shape.size()));
    bytes.append(shape);
    XXH128_canonical_t canonical;
    XXH128_canonicalFromHash(&canonical, XXH3_128bits(bytes.constData(), size_t(bytes.size())));
    return QByteArray(reinterpret_cast<const char *>(canonical.digest), sizeof canonical.digest)
        .toHex();
}

std::vector<ItemChunks::Chunk>
ItemChunks::cut(const DatasetPtr &items, const std::vector<quint64> &hashes, const QByteArray &salt)
{
    const QByteArray shape = shapeOf(items);
    std::vector<Chunk> chunks;
    auto close = [&](qsizetype first, qsizetype end) {
        QByteArray bytes;
        bytes.reserve(salt.size() + shape.size() + 16 + (end - first) * 8);
        append(bytes, qint64(salt.size()));
        bytes.append(salt);
        append(bytes, qint64(shape.size()));
        bytes.append(shape);
        append(bytes, qint64(end - first));
        bytes.append(reinterpret_cast<const char *>(hashes.data() + first),
                     (end - first) * qsizetype(sizeof(quint64)));
        XXH128_canonical_t canonical;
        XXH128_canonicalFromHash(&canonical, XXH3_128bits(bytes.constData(), size_t(bytes.size())));
        chunks.push_back({first, end - first,
                          QByteArray(reinterpret_cast<const char *>(canonical.digest),
                                     sizeof canonical.digest)});
    };
    qsizetype first = 0;
    const auto count = qsizetype(hashes.size());
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype size = i + 1 - first;
        // Mixed once more, so that the cut points of array rows that differ in their last
        // bytes only are not the low bits of a plain hash of them.
        const bool boundary = (XXH3_64bits(&hashes[size_t(i)], sizeof(quint64)) & kCutMask) == 0;
        if ((size >= kMinItems && boundary) || size >= kMaxItems) {
            close(first, i + 1);
            first = i + 1;
        }
    }
    if (first < count)
        close(first, count);
    return chunks;
}

} // namespace weft::engine
