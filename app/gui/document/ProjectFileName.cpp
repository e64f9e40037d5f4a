#include "ProjectFileName.h"

#include <QDir>
#include <QFileInfo>

namespace weft::app {

ProjectFileName::ProjectFileName(QObject *parent)
    : QObject(parent)
    , m_folder(homeFolder())
{}

void ProjectFileName::setFolder(const QUrl &folder)
{
    if (m_folder == folder)
        return;
    m_folder = folder;
    Q_EMIT folderChanged();
    refresh();
}

void ProjectFileName::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    Q_EMIT textChanged();
    refresh();
}

void ProjectFileName::setSaving(bool saving)
{
    if (m_saving == saving)
        return;
    m_saving = saving;
    Q_EMIT savingChanged();
    refresh();
}

void ProjectFileName::setSuffix(const QString &suffix)
{
    if (m_suffix == suffix)
        return;
    m_suffix = suffix;
    Q_EMIT suffixChanged();
    refresh();
}

QString ProjectFileName::folderPath() const
{
    return QDir::toNativeSeparators(m_folder.toLocalFile());
}

QUrl ProjectFileName::parentFolder() const
{
    QDir dir(m_folder.toLocalFile());
    if (m_folder.isEmpty() || dir.isRoot() || !dir.cdUp())
        return {};
    return QUrl::fromLocalFile(dir.absolutePath());
}

QUrl ProjectFileName::homeFolder()
{
    return QUrl::fromLocalFile(QDir::homePath());
}

QString ProjectFileName::fileName() const
{
    return QFileInfo(m_fileUrl.toLocalFile()).fileName();
}

bool ProjectFileName::isAcceptable() const
{
    if (m_fileUrl.isEmpty())
        return false;
    return m_saving || m_exists || m_namesFolder;
}

QString ProjectFileName::typedPath() const
{
    // Surrounding blanks are slips of the keyboard, not part of a name anyone means.
    const QString text = m_text.trimmed();
    if (text.isEmpty())
        return {};
    QString path = QDir::fromNativeSeparators(text);
    if (path == u"~" || path.startsWith(u"~/"))
        path = QDir::homePath() + path.mid(1);
    if (QDir::isRelativePath(path))
        path = QDir(m_folder.toLocalFile()).filePath(path);
    return QDir::cleanPath(path);
}

void ProjectFileName::refresh()
{
    const QString typed = typedPath();
    QString path = typed;
    const QFileInfo typedInfo(typed);
    m_namesFolder = !typed.isEmpty() && typedInfo.isDir();
    if (!typed.isEmpty() && !m_namesFolder && !m_suffix.isEmpty()) {
        const QString withSuffix = typed + m_suffix;
        if (m_saving) {
            // "results" and "results.v2" both become projects; "a.WEFT" stays as typed.
            if (!typedInfo.fileName().endsWith(m_suffix, Qt::CaseInsensitive))
                path = withSuffix;
        } else if (!typedInfo.isFile() && QFileInfo(withSuffix).isFile()) {
            path = withSuffix;
        }
    }
    m_fileUrl = path.isEmpty() ? QUrl() : QUrl::fromLocalFile(path);
    m_exists = !path.isEmpty() && QFileInfo(path).isFile();
    Q_EMIT resolved();
}

} // namespace weft::app
