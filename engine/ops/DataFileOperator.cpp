#include "DataFileOperator.h"

#include "data/DataError.h"

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
    (reads ? m_spec.outputs : m_spec.inputs).push_back(std::move(file.port));
    m_spec.params.push_back(ParamSpec::required(
        QStringLiteral("path"), reads ? ParamType::InputFile : ParamType::OutputFile,
        std::move(file.pathDescription)));
    for (ParamSpec &param : file.params)
        m_spec.params.push_back(std::move(param));
}

std::vector<DatasetPtr> DataFileOperator::run(const OperatorCall &call) const
{
    const QString path = call.path(u"path");
    // Checked again here, not only at validation: the file may have been swapped since. A FIFO
    // or a device would block the run or never end; a folder is never a file to replace.
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) == 0) {
        if (m_direction == Direction::Read && !S_ISREG(info.st_mode))
            throw OperatorError(tr("%1 is not a regular file").arg(path));
        if (m_direction == Direction::Write && S_ISDIR(info.st_mode))
            throw OperatorError(tr("%1 is a folder, not a file").arg(path));
    }
    try {
        return runOnFile(call, path);
    } catch (const DataError &e) {
        throw OperatorError(e.message());
    }
}

} // namespace weft::engine
