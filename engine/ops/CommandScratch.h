#pragma once

#include "data/Dataset.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <stop_token>

namespace weft::engine {

/// One command task's private scratch folder: where its inputs are staged as files (in/) and
/// its typed outputs without a path are written (out/). Made on first use (a command that stages
/// nothing makes no folder), 0700, named `weft-command-XXXXXX` in the base folder (the run's
/// shared-memory folder in a worker process; the system's temp folder when the base is empty),
/// and removed with everything in it when this object goes away: after the task, whether it
/// succeeded, failed or was cancelled. Not thread-safe: a task's own.
class CommandScratch
{
    Q_DECLARE_TR_FUNCTIONS(CommandScratch)

public:
    explicit CommandScratch(QString base);
    ~CommandScratch();
    CommandScratch(const CommandScratch &) = delete;
    CommandScratch &operator=(const CommandScratch &) = delete;

    /// The path of `fileName` in the folder, which is made first when it does not exist yet.
    /// Throws OperatorError naming the base folder when it cannot be made.
    QString filePath(const QString &fileName);
    /// The folder; empty until filePath() made it.
    QString path() const;

    /// Stages `dataset` for {in:NAME}: a table as in/NAME.csv (CsvWriter), an array as
    /// in/NAME.npy, a scalar as in/NAME.json; a file list is its own files, not copied. Returns the
    /// paths. Throws OperatorError naming the input on a write failure or an unknown kind.
    QStringList stage(const DatasetPtr &dataset, const QString &name, std::stop_token stop);

private:
    QString m_base;
    std::unique_ptr<QTemporaryDir> m_dir;
    QSet<QString> m_stems; ///< the staged files' names, without extension
};

} // namespace weft::engine
