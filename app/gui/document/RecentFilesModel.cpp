#include "RecentFilesModel.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

constexpr QLatin1StringView kSettingsKey("recentFiles");

QString normalized(const QString &filePath)
{
    return QDir::cleanPath(QFileInfo(filePath).absoluteFilePath());
}

} // namespace

RecentFilesModel::RecentFilesModel(QObject *parent)
    : QAbstractListModel(parent)
{
    const QStringList stored = QSettings().value(kSettingsKey).toStringList();
    for (const QString &path : stored) {
        const QString clean = normalized(path);
        if (QFileInfo::exists(clean) && !m_paths.contains(clean) && m_paths.size() < kMaxEntries)
            m_paths.append(clean);
    }
    if (m_paths != stored)
        store();
}

void RecentFilesModel::add(const QString &filePath)
{
    if (filePath.isEmpty())
        return;
    const QString clean = normalized(filePath);
    const int existing = int(m_paths.indexOf(clean));
    if (existing == 0)
        return;
    if (existing > 0) {
        beginMoveRows({}, existing, existing, {}, 0);
        m_paths.move(existing, 0);
        endMoveRows();
        store();
        return;
    }
    beginInsertRows({}, 0, 0);
    m_paths.prepend(clean);
    endInsertRows();
    while (m_paths.size() > kMaxEntries) {
        const int last = int(m_paths.size()) - 1;
        beginRemoveRows({}, last, last);
        m_paths.removeLast();
        endRemoveRows();
    }
    store();
    Q_EMIT countChanged();
}

void RecentFilesModel::remove(const QString &filePath)
{
    const int row = int(m_paths.indexOf(normalized(filePath)));
    if (row < 0)
        return;
    removeRow(row);
    store();
    Q_EMIT countChanged();
}

void RecentFilesModel::clear()
{
    if (m_paths.isEmpty())
        return;
    beginResetModel();
    m_paths.clear();
    endResetModel();
    store();
    Q_EMIT countChanged();
}

void RecentFilesModel::prune()
{
    bool changed = false;
    for (int row = count() - 1; row >= 0; --row) {
        if (!QFileInfo::exists(m_paths.at(row))) {
            removeRow(row);
            changed = true;
        }
    }
    if (changed) {
        store();
        Q_EMIT countChanged();
    }
}

void RecentFilesModel::removeRow(int row)
{
    beginRemoveRows({}, row, row);
    m_paths.removeAt(row);
    endRemoveRows();
}

void RecentFilesModel::store() const
{
    QSettings().setValue(kSettingsKey, m_paths);
}

int RecentFilesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RecentFilesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &path = m_paths.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case FilePathRole:
        return path;
    case FileNameRole:
        return QFileInfo(path).fileName();
    case FolderRole:
        return QDir::toNativeSeparators(QFileInfo(path).absolutePath());
    default:
        return {};
    }
}

QHash<int, QByteArray> RecentFilesModel::roleNames() const
{
    return {
        {FilePathRole, "filePath"_ba},
        {FileNameRole, "fileName"_ba},
        {FolderRole, "folder"_ba},
    };
}

} // namespace weft::app
