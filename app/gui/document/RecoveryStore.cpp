#include "RecoveryStore.h"

#include "project/ProjectWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace weft::app {

RecoveryStore::RecoveryStore(const QString &folder)
    : m_folder(folder.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                         u"/recovery"_s
                   : folder)
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_folder);
    m_lock = std::make_unique<QLockFile>(path(m_session, ".lock"));
    // Never stale while this process lives: the session may idle for hours.
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
}

RecoveryStore::~RecoveryStore()
{
    discard();
    m_lock->unlock();
}

QString RecoveryStore::path(const QString &session, const char *suffix) const
{
    return m_folder + u'/' + session + QLatin1StringView(suffix);
}

bool RecoveryStore::save(const engine::Project &project, const QString &sourceFile)
{
    QString error;
    if (!engine::ProjectWriter::writeFile(project, path(m_session, ".weft"), &error))
        return false;
    QSaveFile meta(path(m_session, ".json"));
    const QJsonObject object{{u"file"_s, sourceFile},
                             {u"saved"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    return meta.open(QIODevice::WriteOnly) && meta.write(QJsonDocument(object).toJson()) >= 0 &&
           meta.commit();
}

void RecoveryStore::discard()
{
    QFile::remove(path(m_session, ".weft"));
    QFile::remove(path(m_session, ".json"));
}

bool RecoveryStore::hasCopy() const
{
    return QFile::exists(path(m_session, ".weft"));
}

std::vector<RecoveryStore::Entry> RecoveryStore::orphans() const
{
    std::vector<Entry> entries;
    const QStringList copies = QDir(m_folder).entryList({u"*.weft"_s}, QDir::Files);
    for (const QString &name : copies) {
        const QString session = name.chopped(5);
        if (session == m_session)
            continue;
        // A lock that can be taken belongs to no living session.
        QLockFile lock(path(session, ".lock"));
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile meta(path(session, ".json"));
        QJsonObject object;
        if (meta.open(QIODevice::ReadOnly))
            object = QJsonDocument::fromJson(meta.readAll()).object();
        entries.push_back(
            Entry{session, object.value(u"file"_s).toString(),
                  QDateTime::fromString(object.value(u"saved"_s).toString(), Qt::ISODate)});
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.savedAt > b.savedAt; });
    return entries;
}

QString RecoveryStore::copyPath(const QString &session) const
{
    return path(session, ".weft");
}

void RecoveryStore::removeOrphan(const QString &session) const
{
    for (const char *suffix : {".weft", ".json", ".lock"})
        QFile::remove(path(session, suffix));
}

} // namespace weft::app
