#include "CommandScratch.h"

#include "Operator.h"
#include "data/Array.h"
#include "data/CsvWriter.h"
#include "data/DataError.h"
#include "data/FileList.h"
#include "data/NpyFile.h"
#include "data/Scalar.h"
#include "data/Table.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace weft::engine {

namespace {

/// `name` as a file name: itself when it is plain letters, digits, '_', '-' and '.', else
/// with the others replaced by '_' (an input named "a/b" must not leave the folder).
QString fileStem(const QString &name)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_.-]"));
    QString stem = name;
    stem.replace(unsafe, QStringLiteral("_"));
    if (stem.isEmpty() || stem.startsWith(u'.'))
        stem.prepend(u"input");
    return stem;
}

} // namespace

CommandScratch::CommandScratch(QString base)
    : m_base(std::move(base))
{}

CommandScratch::~CommandScratch() = default; // QTemporaryDir removes the folder

QString CommandScratch::path() const
{
    return m_dir ? m_dir->path() : QString();
}

QString CommandScratch::filePath(const QString &fileName)
{
    if (!m_dir) {
        const QString base = m_base.isEmpty() ? QDir::tempPath() : m_base;
        auto dir = std::make_unique<QTemporaryDir>(base + QStringLiteral("/weft-command-XXXXXX"));
        if (!dir->isValid())
            throw OperatorError(tr("cannot make a scratch folder in %1: %2")
                                    .arg(QDir::toNativeSeparators(base), dir->errorString()));
        m_dir = std::move(dir);
    }
    const QString path = m_dir->filePath(fileName);
    const QDir folder = QFileInfo(path).absoluteDir();
    if (!folder.exists() && !folder.mkpath(QStringLiteral(".")))
        throw OperatorError(
            tr("cannot make the scratch folder %1").arg(QDir::toNativeSeparators(folder.path())));
    return path;
}

QStringList CommandScratch::stage(const DatasetPtr &dataset, const QString &name,
                                  std::stop_token stop)
{
    if (const auto list = FileList::fromDataset(dataset))
        return list->files();
    QString stem = QStringLiteral("in/") + fileStem(name);
    // Two names that differ only in replaced characters ("a/b", "a_b") stay two files.
    for (int k = 2; m_stems.contains(stem); ++k)
        stem = QStringLiteral("in/%1-%2").arg(fileStem(name)).arg(k);
    m_stems.insert(stem);
    QString path;
    try {
        if (const auto table = Table::fromDataset(dataset)) {
            path = filePath(stem + QStringLiteral(".csv"));
            CsvWriter::write(*table, path, {}, stop);
        } else if (const auto array = Array::fromDataset(dataset)) {
            path = filePath(stem + QStringLiteral(".npy"));
            NpyFile::write(*array, path, stop);
        } else if (const auto scalar = Scalar::fromDataset(dataset)) {
            path = filePath(stem + QStringLiteral(".json"));
            scalar->save(path);
        } else {
            throw OperatorError(
                tr("input '%1': a command takes tables, arrays, scalars and file lists, not %2")
                    .arg(name, dataset ? dataKindName(dataset->kind()) : tr("nothing")));
        }
    } catch (const DataError &e) {
        throw OperatorError(tr("input '%1' could not be staged: %2").arg(name, e.message()));
    }
    return {path};
}

} // namespace weft::engine
