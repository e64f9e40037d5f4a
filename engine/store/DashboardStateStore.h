#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace weft::store {

class SqliteDatabase;

/// The monitor dashboard's layout for each project, kept in the run store beside the project's
/// history (table `dashboard_state`, schema version 3): which panels are open, the dock's size,
/// the selected tab and each panel's own settings, as one JSON object per project. Keyed by the
/// project's absolute path, as `runs.project_path` is, since projects in one folder share the
/// folder's store. The object's content belongs to the window; the store only checks that it
/// is a JSON object, so that a panel can add keys of its own without a schema step.
///
///     std::optional<QJsonObject> state = DashboardStateStore::read(storePath, project, &error);
///     ...
///     DashboardStateStore::write(storePath, project, state, &error);
///
/// Each call opens its own connection (the dashboard saves a few times a minute at most, and a
/// run's writer may hold the store meanwhile: WAL and the busy timeout let both go on). Call
/// from one thread at a time per instance; the static functions are reentrant.
class DashboardStateStore
{
    Q_DECLARE_TR_FUNCTIONS(DashboardStateStore)

public:
    /// Works on an open, migrated database (see RunStore::database()).
    explicit DashboardStateStore(SqliteDatabase &db)
        : m_db(db)
    {}

    /// The state saved for `projectPath`; nullopt when there is none, or when the saved text
    /// is not a JSON object (then `error` names the store and the project).
    std::optional<QJsonObject> load(const QString &projectPath, QString *error);
    /// Replaces the state of `projectPath` with `state`, stamped with the time (UTC).
    bool save(const QString &projectPath, const QJsonObject &state, QString *error);
    /// Forgets the state of `projectPath`; true when there was none.
    bool remove(const QString &projectPath, QString *error);

    /// Opens the store at `storePath` and loads. A store that does not exist yet holds no
    /// state: nullopt without an error, and no file is created.
    static std::optional<QJsonObject> read(const QString &storePath, const QString &projectPath,
                                           QString *error);
    /// Opens (creating when needed) the store at `storePath`, migrates it and saves.
    static bool write(const QString &storePath, const QString &projectPath,
                      const QJsonObject &state, QString *error);

private:
    SqliteDatabase &m_db;
};

} // namespace weft::store
