#include "DataFileOperator.h"

#include "data/DataError.h"
#include "data/FileList.h"

#include <QFile>

#include <sys/stat.h>
#include <utility>

namespace weft::engine {

DataFileOperator::DataFileOperator(Direction direction, FileSpec file)
    : m_direction(direction)
{
    const bool reads = direction == Direction::Read;
    m_spec.id = std::move(file.id);
    m_spec.title = std::move(file.title);
    m_spec.category = reads ? QStringLiteral("Sources") : QStringLiteral("Sinks");
    m_spec.description = std::move(file.description);
    // Batches of a map node would each read the file again or overwrite it.
    m_spec.canMap = false;
    if (reads) {
        const QString files = QStringLiteral("files");
        m_spec.inputs.push_back(PortSpec::zeroOrOne(
            files, DataKind::FileList,
            file.filesDescription.isEmpty()
                ? tr("Optional: the file to read in place of path (a list of one file), such as "
                     "what a writer of this graph wrote; the edge makes this node run after it.")
                : std::move(file.filesDescription)));
        m_spec.outputs.push_back(std::move(file.port));
        ParamSpec path = ParamSpec::optional(QStringLiteral("path"), ParamType::InputFile,
                                             std::move(file.pathDescription), QString());
        path.replacedByInput = files;
        m_spec.params.push_back(std::move(path));
    } else {
        m_spec.inputs.push_back(std::move(file.port));
        m_spec.outputs.push_back(PortSpec::single(
            QStringLiteral("file"), DataKind::FileList,
            tr("The file written, as a list of one file: connect it to the node that reads the "
               "file, so that it runs after this one.")));
        m_spec.params.push_back(ParamSpec::required(QStringLiteral("path"), ParamType::OutputFile,
                                                    std::move(file.pathDescription)));
    }
    for (ParamSpec &param : file.params)
        m_spec.params.push_back(std::move(param));
}

std::vector<DatasetPtr> DataFileOperator::run(const OperatorCall &call) const
{
    const QStringList files =
        m_direction == Direction::Read ? filesToRead(call) : QStringList{call.path(u"path")};
    // Checked again here, not only at validation: the file may have been swapped since. A FIFO
    // or a device would block the run or never end; a folder is never a file to replace.
    for (const QString &path : files) {
        struct stat info = {};
        if (::stat(QFile::encodeName(path).constData(), &info) != 0)
            continue;
        if (m_direction == Direction::Read && !S_ISREG(info.st_mode))
            throw OperatorError(tr("%1 is not a regular file").arg(path));
        if (m_direction == Direction::Write && S_ISDIR(info.st_mode))
            throw OperatorError(tr("%1 is a folder, not a file").arg(path));
    }
    try {
        if (m_direction == Direction::Write) {
            runOnFile(call, files.front());
            return {std::make_shared<const FileList>(files)};
        }
        return files.size() == 1 ? runOnFile(call, files.front()) : runOnFiles(call, files);
    } catch (const DataError &e) {
        throw OperatorError(e.message());
    }
}

std::vector<DatasetPtr> DataFileOperator::runOnFiles(const OperatorCall &,
                                                     const QStringList &files) const
{
    throw OperatorError(tr("the input 'files' lists %1 files (%2), but %3 reads exactly one")
                            .arg(files.size())
                            .arg(files.join(QStringLiteral(", ")), m_spec.id));
}

std::vector<DatasetSchema> DataFileOperator::outputSchemas(const SchemaCall &call) const
{
    const PortSpec &port = m_spec.outputs.front();
    if (m_direction == Direction::Write || call.hasInput(0) || call.string(u"path").isEmpty())
        return {DatasetSchema::unknown(port.kind)};
    return {fileSchema(call, call.path(u"path")).value_or(DatasetSchema::unknown(port.kind))};
}

std::optional<DatasetSchema> DataFileOperator::fileSchema(const SchemaCall &, const QString &) const
{
    return std::nullopt;
}

QStringList DataFileOperator::filesToRead(const OperatorCall &call) const
{
    if (call.hasInput(0)) {
        const auto list = FileList::fromDataset(call.input(0));
        if (!list)
            throw OperatorError(
                tr("expected a file list on the input 'files', received %1")
                    .arg(call.input(0) ? dataKindName(call.input(0)->kind()) : tr("nothing")));
        if (list->files().isEmpty())
            throw OperatorError(tr("the input 'files' lists no file to read"));
        QStringList files;
        for (const QString &file : list->files())
            files.append(QDir::cleanPath(call.projectDir().absoluteFilePath(file)));
        return files;
    }
    if (call.string(u"path").isEmpty())
        throw OperatorError(tr("no file to read: set path or connect a file list to the input "
                               "'files'"));
    return {call.path(u"path")};
}

} // namespace weft::engine
