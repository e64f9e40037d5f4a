#include "BuiltinOperators.h"
#include "data/FileList.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

namespace weft::engine {

namespace {

/// files.list: the files of a folder whose names match a pattern.
class FilesListOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(FilesListOperator)

public:
    FilesListOperator()
    {
        m_spec.id = QStringLiteral("files.list");
        m_spec.title = tr("List files");
        m_spec.category = QStringLiteral("Sources");
        m_spec.description =
            tr("Lists the files in a folder whose names match a glob pattern ('*.txt'; "
               "several separated by ';'), optionally in its subfolders too, sorted by path. "
               "Hidden files and folders are left out. To list a folder that other nodes of "
               "the graph write into, connect their files to 'after': the folder is then "
               "listed once they are written.");
        m_spec.inputs = {PortSpec::zeroOrMore(
            QStringLiteral("after"), DataKind::FileList,
            tr("Optional: files that nodes of this graph write into the folder; the edges make "
               "this node list it after them. Only the order counts: what is listed is what "
               "the folder holds then."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("files"), DataKind::FileList,
                                           tr("The matching files."))};
        m_spec.params = {
            ParamSpec::required(QStringLiteral("folder"), ParamType::Folder,
                                tr("The folder to list, relative to the project's folder.")),
            ParamSpec::optional(QStringLiteral("pattern"), ParamType::String,
                                tr("Glob patterns for file names, separated by ';'."),
                                QStringLiteral("*")),
            ParamSpec::optional(QStringLiteral("recursive"), ParamType::Boolean,
                                tr("Also list the files in subfolders."), false),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const QString folder = call.path(u"folder");
        const QFileInfo info(folder);
        if (!info.isDir())
            throw OperatorError(
                tr("folder: %1 %2")
                    .arg(QDir::toNativeSeparators(folder),
                         info.exists() ? tr("is not a folder") : tr("does not exist")));
        QStringList patterns;
        for (const QString &pattern : call.string(u"pattern").split(u';'))
            if (!pattern.trimmed().isEmpty())
                patterns.append(pattern.trimmed());
        if (patterns.isEmpty())
            throw OperatorError(tr("pattern is empty; use '*' for every file"));
        QDirIterator it(folder, patterns, QDir::Files | QDir::NoDotAndDotDot,
                        call.boolean(u"recursive") ? QDirIterator::Subdirectories
                                                   : QDirIterator::NoIteratorFlags);
        QStringList files;
        while (it.hasNext())
            files.append(QDir::cleanPath(it.next()));
        files.sort();
        return {std::make_shared<const FileList>(std::move(files))};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeFilesListOperator()
{
    return std::make_unique<FilesListOperator>();
}

} // namespace weft::engine
