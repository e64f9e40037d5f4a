#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace weft::run {

/// The projects this user has trusted to run their programs and reach outside their folders
/// (engine::ProjectTrust), kept outside every project: a project cannot trust itself. One JSON
/// object in the user's configuration folder (`$XDG_CONFIG_HOME/weft/trusted-projects.json`,
/// mode 0600) maps a project file's absolute path to the fingerprint that was trusted; a
/// project whose commands or outside paths changed has another fingerprint and asks again.
/// Updates are atomic and serialised between processes by a lock file beside it.
class TrustedProjects
{
    Q_DECLARE_TR_FUNCTIONS(TrustedProjects)

public:
    /// The file in the user's configuration folder.
    TrustedProjects();
    explicit TrustedProjects(QString file);

    bool isTrusted(const QString &projectFile, const QByteArray &fingerprint) const;
    /// Remembers that the user trusts the project as it is now; false with a message naming
    /// the file when it cannot be written.
    bool trust(const QString &projectFile, const QByteArray &fingerprint, QString *error);

    const QString &file() const { return m_file; }

private:
    QString m_file;
};

} // namespace weft::run
