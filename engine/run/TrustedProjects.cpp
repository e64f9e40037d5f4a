#include "TrustedProjects.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace weft::run {

namespace {

/// A symbolic link or `..` in the path the user typed must not make one project two.
QString projectKey(const QString &projectFile)
{
    const QFileInfo info(projectFile);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

QJsonObject readEntries(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(in.readAll()).object();
}

} // namespace

TrustedProjects::TrustedProjects()
    : TrustedProjects(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                      QStringLiteral("/weft/trusted-projects.json"))
{}

TrustedProjects::TrustedProjects(QString file)
    : m_file(std::move(file))
{}

bool TrustedProjects::isTrusted(const QString &projectFile, const QByteArray &fingerprint) const
{
    if (fingerprint.isEmpty())
        return true;
    return readEntries(m_file).value(projectKey(projectFile)).toString().toLatin1() == fingerprint;
}

bool TrustedProjects::trust(const QString &projectFile, const QByteArray &fingerprint,
                            QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("cannot remember the trusted project in %1: %2").arg(m_file, reason);
        return false;
    };
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        return fail(tr("cannot create its folder"));
    QLockFile lock(m_file + QStringLiteral(".lock"));
    if (!lock.tryLock(10'000))
        return fail(tr("another weft holds its lock"));
    QJsonObject entries = readEntries(m_file);
    entries.insert(projectKey(projectFile), QString::fromLatin1(fingerprint));
    QSaveFile out(m_file);
    if (!out.open(QIODevice::WriteOnly))
        return fail(out.errorString());
    // Others need not know which projects this user runs.
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    out.write(QJsonDocument(entries).toJson());
    if (!out.commit())
        return fail(out.errorString());
    return true;
}

} // namespace weft::run
