#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The projects opened or saved most recently, newest first, kept in QSettings (key
/// "recentFiles") so that they survive a restart. Files that no longer exist are dropped when
/// the list is read and whenever prune() runs, so the menu never offers a dead entry.
///
/// Lives on the GUI thread; every change is written to the settings at once.
class RecentFilesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RecentFilesModel is created in C++ and passed to the window")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    static constexpr int kMaxEntries = 10;

    enum Role {
        FilePathRole = Qt::UserRole + 1, ///< QString: absolute, clean path of the project
        FileNameRole,                    ///< QString: the file name alone, for the menu
        FolderRole,                      ///< QString: the folder, in native separators
    };
    Q_ENUM(Role)

    /// Reads the list from the settings and drops the files that are gone.
    explicit RecentFilesModel(QObject *parent = nullptr);

    int count() const { return int(m_paths.size()); }
    QStringList filePaths() const { return m_paths; }

    /// Puts the file first (moving it if it is already listed) and trims the list.
    Q_INVOKABLE void add(const QString &filePath);
    Q_INVOKABLE void remove(const QString &filePath);
    Q_INVOKABLE void clear();
    /// Drops the entries whose file no longer exists.
    Q_INVOKABLE void prune();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    void removeRow(int row);
    void store() const;

    QStringList m_paths;
};

} // namespace weft::app
