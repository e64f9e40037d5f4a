#include "DashboardStateStore.h"

#include "RunStore.h"
#include "SqliteDatabase.h"
#include "StoreSchema.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

namespace weft::store {

namespace {

/// The schema version that added `dashboard_state`: an older store holds no state, and reading
/// does not migrate it (opening a project must not rewrite its history).
constexpr int kFirstVersion = 3;

} // namespace

std::optional<QJsonObject> DashboardStateStore::load(const QString &projectPath, QString *error)
{
    SqliteStatement query =
        m_db.prepare("SELECT state_json FROM dashboard_state WHERE project_path = ?");
    query.bind(1, projectPath);
    if (!query.next()) {
        if (query.hasError())
            *error = m_db.lastError();
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(query.columnText(0).toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject()) {
        *error = tr("%1: the dashboard layout saved for %2 is not a JSON object")
                     .arg(m_db.path(), projectPath);
        return std::nullopt;
    }
    return document.object();
}

bool DashboardStateStore::save(const QString &projectPath, const QJsonObject &state, QString *error)
{
    SqliteStatement upsert = m_db.prepare(
        "INSERT INTO dashboard_state (project_path, state_json, saved_at) VALUES (?, ?, ?) "
        "ON CONFLICT (project_path) DO UPDATE SET state_json = excluded.state_json, "
        "saved_at = excluded.saved_at");
    upsert.bind(1, projectPath);
    upsert.bind(2, QString::fromUtf8(QJsonDocument(state).toJson(QJsonDocument::Compact)));
    upsert.bind(3, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!upsert.isValid() || !upsert.run()) {
        *error = m_db.lastError();
        return false;
    }
    return true;
}

bool DashboardStateStore::remove(const QString &projectPath, QString *error)
{
    SqliteStatement erase = m_db.prepare("DELETE FROM dashboard_state WHERE project_path = ?");
    erase.bind(1, projectPath);
    if (!erase.isValid() || !erase.run()) {
        *error = m_db.lastError();
        return false;
    }
    return true;
}

std::optional<QJsonObject> DashboardStateStore::read(const QString &storePath,
                                                     const QString &projectPath, QString *error)
{
    if (!QFileInfo::exists(storePath))
        return std::nullopt;
    SqliteDatabase db;
    if (!StoreSchema::canAdopt(storePath, error) ||
        !db.open(storePath, SqliteDatabase::OpenMode::ExistingOnly, error))
        return std::nullopt;
    const int version = StoreSchema::version(db);
    if (version < 0) {
        *error = tr("%1: cannot read the schema version: %2").arg(storePath, db.lastError());
        return std::nullopt;
    }
    if (version > StoreSchema::kVersion) {
        *error = tr("%1: the run store has schema version %2, newer than version %3 that this "
                    "Weft reads")
                     .arg(storePath)
                     .arg(version)
                     .arg(StoreSchema::kVersion);
        return std::nullopt;
    }
    if (version < kFirstVersion)
        return std::nullopt;
    return DashboardStateStore(db).load(projectPath, error);
}

bool DashboardStateStore::write(const QString &storePath, const QString &projectPath,
                                const QJsonObject &state, QString *error)
{
    RunStore store;
    return store.open(storePath, SqliteDatabase::OpenMode::Create, error) &&
           DashboardStateStore(store.database()).save(projectPath, state, error);
}

} // namespace weft::store
