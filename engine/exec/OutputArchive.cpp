#include "OutputArchive.h"

#include "ops/Operator.h"
#include "shm/DatasetCodec.h"
#include "shm/MappedSegment.h"
#include "shm/SafeRemoval.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>
#include <xxhash.h>

namespace weft::engine {

namespace {

/// The file header: 8 bytes of magic, the kind, a format version, the XXH3-64 checksum of what
/// follows. 24 bytes keep the dataset's encoding 8-byte aligned, as the codecs expect.
struct Header
{
    char magic[8];
    quint32 kind;
    quint32 version;
    quint64 checksum;
};
static_assert(sizeof(Header) == 24);
constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'O', 'U', 'T', '\0'};
/// 2 added the checksum; files of version 1 are not reused (their node runs again).
constexpr quint32 kVersion = 2;
constexpr auto kCompleteMark = "complete";

QString portFile(int port)
{
    return QString::number(port) + QStringLiteral(".wds");
}

} // namespace

OutputArchive::OutputArchive(QString folder)
    : m_folder(std::move(folder))
{}

QString OutputArchive::runFolder(const QString &storePath, qint64 runId)
{
    return QFileInfo(storePath).absoluteDir().filePath(QStringLiteral("outputs/") +
                                                       QString::number(runId));
}

void OutputArchive::prune(const QString &storePath, const std::vector<qint64> &pruned)
{
    // `outputs` is opened without following a link, and each run's folder below it likewise:
    // a link there (in a project received from someone else) is left alone, never entered.
    const QString outputs = QFileInfo(storePath).absoluteDir().filePath(QStringLiteral("outputs"));
    const int root = ::open(QFile::encodeName(outputs).constData(),
                            O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (root < 0)
        return;
    for (const qint64 run : pruned)
        SafeRemoval::removeFolder(root, QByteArray::number(run).constData(), isArchiveFile);
    ::close(root);
}

bool OutputArchive::isArchiveFile(int folder, const char *name, const struct stat &info)
{
    // What write() leaves: `complete` (empty), `<port>.wds` and `<port>.wds.part`, which start
    // with the header. Anything else in a run's folder is not Weft's and stays, with its folder.
    static const QRegularExpression outputName(QStringLiteral("^\\d+\\.wds(\\.part)?$"));
    const QString fileName = QFile::decodeName(name);
    if (fileName == QLatin1StringView(kCompleteMark))
        return info.st_size == 0;
    if (!outputName.match(fileName).hasMatch() || info.st_size < qint64(sizeof kMagic))
        return false;
    const int file = ::openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (file < 0)
        return false;
    char magic[sizeof kMagic] = {};
    const bool isOurs = ::read(file, magic, sizeof magic) == qint64(sizeof magic) &&
                        std::memcmp(magic, kMagic, sizeof kMagic) == 0;
    ::close(file);
    return isOurs;
}

QString OutputArchive::nodeFolder(const NodeId &node) const
{
    return QDir(m_folder).filePath(node.toString());
}

void OutputArchive::write(const NodeId &node, const std::vector<DatasetPtr> &outputs) const
{
    const QString folder = nodeFolder(node);
    // `outputs`, the run's folder and the node's are Weft's own: a link in their place (in a
    // project folder from elsewhere) would have the outputs written wherever it points.
    for (const QString &own : {QFileInfo(m_folder).absolutePath(), m_folder, folder}) {
        if (QFileInfo(own).isSymLink())
            throw OperatorError(tr("cannot keep the outputs of node '%1' for a resume: %2 is a "
                                   "symbolic link, and Weft does not write through links in "
                                   "its own folders")
                                    .arg(node.toString(), own));
    }
    if (!QDir().mkpath(folder))
        throw OperatorError(tr("cannot keep the outputs of node '%1' for a resume: cannot create "
                               "%2")
                                .arg(node.toString(), folder));
    for (int port = 0; port < int(outputs.size()); ++port) {
        const Dataset &dataset = *outputs[size_t(port)];
        const QString path = QDir(folder).filePath(portFile(port));
        const QString partial = path + QStringLiteral(".part");
        QFile::remove(partial); // left by a run killed while writing
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
                    continue;
                error = tr("cannot rename %1").arg(partial);
            }
        } catch (const CodecError &e) {
            error = QString::fromUtf8(e.what());
        }
        QFile::remove(partial);
        throw OperatorError(tr("cannot keep output %1 of node '%2' for a resume: %3")
                                .arg(port)
                                .arg(node.toString(), error));
    }
    QFile mark(QDir(folder).filePath(QLatin1StringView(kCompleteMark)));
    if (!mark.open(QIODevice::WriteOnly))
        throw OperatorError(tr("cannot keep the outputs of node '%1' for a resume: %2")
                                .arg(node.toString(), mark.errorString()));
}

bool OutputArchive::has(const NodeId &node) const
{
    return QFileInfo::exists(QDir(nodeFolder(node)).filePath(QLatin1StringView(kCompleteMark)));
}

std::optional<MappedSegment> OutputArchive::openChecked(const NodeId &node, int port,
                                                        QString *error) const
{
    const QString path = QDir(nodeFolder(node)).filePath(portFile(port));
    std::optional<MappedSegment> file = MappedSegment::openReadOnly(path, error);
    if (!file)
        return std::nullopt;
    const std::span<const char> bytes = file->bytes();
    Header header{};
    if (bytes.size() >= sizeof header)
        std::memcpy(&header, bytes.data(), sizeof header);
    if (bytes.size() < sizeof header || std::memcmp(header.magic, kMagic, sizeof kMagic) != 0 ||
        header.version != kVersion) {
        *error = tr("%1 is not an output this version of Weft persisted").arg(path);
        return std::nullopt;
    }
    const std::span<const char> payload = bytes.subspan(sizeof header);
    if (XXH3_64bits(payload.data(), payload.size()) != header.checksum) {
        *error = tr("%1 is corrupted (its checksum does not match)").arg(path);
        return std::nullopt;
    }
    return file;
}

QString OutputArchive::verify(const NodeId &node, int count) const
{
    if (!has(node))
        return tr("the outputs of node '%1' are not in %2").arg(node.toString(), m_folder);
    for (int port = 0; port < count; ++port) {
        QString error;
        if (!openChecked(node, port, &error))
            return tr("output %1 of node '%2': %3").arg(port).arg(node.toString(), error);
    }
    return {};
}

std::vector<DatasetPtr> OutputArchive::read(const NodeId &node, int count) const
{
    std::vector<DatasetPtr> outputs;
    for (int port = 0; port < count; ++port) {
        QString error;
        try {
            if (std::optional<MappedSegment> file = openChecked(node, port, &error)) {
                const std::span<const char> bytes = file->bytes();
                Header header{};
                std::memcpy(&header, bytes.data(), sizeof header);
                const DatasetKindCodec &codec = DatasetCodec::require(DataKind(header.kind));
                outputs.push_back(codec.decode(bytes.subspan(sizeof header)));
                continue;
            }
        } catch (const CodecError &e) {
            error = QString::fromUtf8(e.what());
        }
        throw OperatorError(
            tr("cannot reuse output %1 of node '%2': %3").arg(port).arg(node.toString(), error));
    }
    return outputs;
}

void OutputArchive::adopt(const OutputArchive &from, const NodeId &node) const
{
    namespace fs = std::filesystem;
    const fs::path source = from.nodeFolder(node).toStdString();
    const fs::path target = nodeFolder(node).toStdString();
    std::error_code error;
    fs::create_directories(target, error);
    // The complete mark goes last, so a failure half-way leaves nothing that looks whole.
    std::vector<fs::path> files;
    for (const fs::directory_entry &entry : fs::directory_iterator(source, error))
        if (entry.path().filename() != kCompleteMark)
            files.push_back(entry.path());
    files.push_back(source / kCompleteMark);
    for (const fs::path &file : files) {
        if (error)
            break;
        const fs::path to = target / file.filename();
        fs::remove(to, error);
        fs::create_hard_link(file, to, error);
        if (error) // another file system: copy instead
            fs::copy_file(file, to, fs::copy_options::overwrite_existing, error);
    }
    if (error)
        throw OperatorError(
            tr("cannot carry the outputs of node '%1' over from %2: %3")
                .arg(node.toString(), from.folder(), QString::fromStdString(error.message())));
}

} // namespace weft::engine
