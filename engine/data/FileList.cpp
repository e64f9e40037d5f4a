#include "FileList.h"

namespace weft::engine {

qint64 FileList::sizeBytes() const
{
    qint64 bytes = qint64(sizeof(FileList));
    for (const QString &file : m_files)
        bytes += qint64(sizeof(QString)) + file.capacity() * qint64(sizeof(QChar));
    return bytes;
}

std::shared_ptr<const FileList> FileList::fromDataset(const DatasetPtr &dataset)
{
    if (!dataset || dataset->kind() != DataKind::FileList)
        return nullptr;
    return std::dynamic_pointer_cast<const FileList>(dataset);
}

} // namespace weft::engine
