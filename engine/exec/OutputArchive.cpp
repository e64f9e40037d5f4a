#include "OutputArchive.h"

#include "DatasetFile.h"
#include "ops/Operator.h"
#include "shm/SafeRemoval.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace weft::engine {

namespace {

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
    // What write() leaves: `complete` (empty) and its outputs' DatasetFiles. Anything else in a
    // run's folder is not Weft's and stays, with its folder.
    if (QFile::decodeName(name) == QLatin1StringView(kCompleteMark))
        return info.st_size == 0;
    return DatasetFile::isPortFile(folder, name);
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
        const QString error =
            DatasetFile::write(QDir(folder).filePath(portFile(port)), *outputs[size_t(port)]);
        if (!error.isEmpty())
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

QString OutputArchive::verify(const NodeId &node, int count) const
{
    if (!has(node))
        return tr("the outputs of node '%1' are not in %2").arg(node.toString(), m_folder);
    for (int port = 0; port < count; ++port) {
        const QString error = DatasetFile::verify(QDir(nodeFolder(node)).filePath(portFile(port)));
        if (!error.isEmpty())
            return tr("output %1 of node '%2': %3").arg(port).arg(node.toString(), error);
    }
    return {};
}

std::vector<DatasetPtr> OutputArchive::read(const NodeId &node, int count) const
{
    std::vector<DatasetPtr> outputs;
    for (int port = 0; port < count; ++port) {
        QString error;
        DatasetPtr dataset =
            DatasetFile::read(QDir(nodeFolder(node)).filePath(portFile(port)), &error);
        if (!dataset)
            throw OperatorError(tr("cannot reuse output %1 of node '%2': %3")
                                    .arg(port)
                                    .arg(node.toString(), error));
        outputs.push_back(std::move(dataset));
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
