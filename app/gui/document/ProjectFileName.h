#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// What the name field of the project file dialog names: the text the user typed, read against
/// the folder the dialog shows. A plain name, a relative path, an absolute path and "~/" all
/// work; when saving, the suffix (".weft" unless set otherwise) is added unless the name ends
/// with it. The dialog asks it whether
/// the file is there (to confirm a replace, or to refuse to open nothing) and whether the text
/// names a folder (Save and Open then enter that folder instead).
///
/// Checks the disk when the folder or the text changes and on refresh(); lives on the GUI
/// thread, signals are emitted synchronously from the setters.
class ProjectFileName : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QUrl folder READ folder WRITE setFolder NOTIFY folderChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(bool saving READ isSaving WRITE setSaving NOTIFY savingChanged)
    Q_PROPERTY(QString suffix READ suffix WRITE setSuffix NOTIFY suffixChanged)
    Q_PROPERTY(QString folderPath READ folderPath NOTIFY folderChanged)
    Q_PROPERTY(QUrl parentFolder READ parentFolder NOTIFY folderChanged)
    Q_PROPERTY(QUrl homeFolder READ homeFolder CONSTANT)
    Q_PROPERTY(QUrl fileUrl READ fileUrl NOTIFY resolved)
    Q_PROPERTY(QString fileName READ fileName NOTIFY resolved)
    Q_PROPERTY(bool exists READ exists NOTIFY resolved)
    Q_PROPERTY(bool namesFolder READ namesFolder NOTIFY resolved)
    Q_PROPERTY(bool acceptable READ isAcceptable NOTIFY resolved)

public:
    explicit ProjectFileName(QObject *parent = nullptr);

    QUrl folder() const { return m_folder; }
    void setFolder(const QUrl &folder);
    QString text() const { return m_text; }
    void setText(const QString &text);
    bool isSaving() const { return m_saving; }
    void setSaving(bool saving);
    /// What a saved name gets when it lacks it; empty to keep names as typed.
    QString suffix() const { return m_suffix; }
    void setSuffix(const QString &suffix);

    /// The folder as a local path in native separators, for the dialog to show.
    QString folderPath() const;
    /// The folder that holds folder(); empty at the root.
    QUrl parentFolder() const;
    static QUrl homeFolder();

    /// The file the text names (with the suffix when saving); empty while the text is blank.
    QUrl fileUrl() const { return m_fileUrl; }
    /// The last part of fileUrl(), for questions about it ("Replace “x.weft”?").
    QString fileName() const;
    /// A file (not a folder) is at fileUrl().
    bool exists() const { return m_exists; }
    /// The text names an existing folder: fileUrl() is that folder.
    bool namesFolder() const { return m_namesFolder; }
    /// Whether Save (any non-blank name) or Open (an existing file or folder) can go ahead.
    bool isAcceptable() const;

    /// Looks at the disk again: the file may have appeared or gone since the text changed.
    Q_INVOKABLE void refresh();

Q_SIGNALS:
    void folderChanged();
    void textChanged();
    void savingChanged();
    void suffixChanged();
    void resolved();

private:
    /// The typed text as an absolute, clean path, without any suffix added.
    QString typedPath() const;

    QUrl m_folder;
    QString m_text;
    bool m_saving = false;
    QString m_suffix = QStringLiteral(".weft");
    QUrl m_fileUrl;
    bool m_exists = false;
    bool m_namesFolder = false;
};

} // namespace weft::app
