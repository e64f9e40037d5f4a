#pragma once

#include "Dataset.h"

#include <QStringList>

#include <memory>

namespace weft::engine {

/// A list of files on disk, by absolute path: what files.list produces and what command runs
/// over. The files themselves stay on disk; the dataset holds only their names, so its size is
/// that of the paths. Immutable once built, like every Dataset.
class FileList final : public Dataset
{
public:
    explicit FileList(QStringList files = {})
        : m_files(std::move(files))
    {}

    DataKind kind() const override { return DataKind::FileList; }
    qint64 sizeBytes() const override;

    /// The FileList behind a dataset, or null when the dataset is of another kind.
    static std::shared_ptr<const FileList> fromDataset(const DatasetPtr &dataset);

    const QStringList &files() const { return m_files; }

private:
    QStringList m_files;
};

} // namespace weft::engine
