#pragma once

#include <QCoreApplication>
#include <QString>

namespace weft::store {

class SqliteDatabase;

/// The run store's tables and how a database of an older Weft is brought up to date. The
/// version lives in `PRAGMA user_version`, Weft's mark in `PRAGMA application_id`. All the steps
/// from a database's version to the current one run in one transaction, so a failing step
/// leaves the file as it was. A database written by a newer Weft is refused, never touched, and
/// so is one that is not a run store (canAdopt()): naming some other SQLite file as the store
/// must not turn it into one. docs/run-store.md describes every table.
class StoreSchema
{
    Q_DECLARE_TR_FUNCTIONS(StoreSchema)

public:
    /// The version this build writes. Version 1: runs, node results, tasks and events;
    /// version 2 adds dataset lifetimes and sampled metrics; version 3 the dashboard's layout
    /// per project; version 4 each node's Slurm job, queue wait and run time; version 5 the
    /// workers sampled while a run goes; version 6 names the batch and Slurm job event types;
    /// version 7 records each run's outline (its plan's nodes, map flags, batch targets);
    /// version 8 names the map item count event type; version 9 keeps each node's cache use and
    /// signature; version 10 counts workers as the user does and keeps the lanes beside them;
    /// version 11 keeps each node's output figures (rows, shape, files, bytes).
    static constexpr int kVersion = 11;

    /// `PRAGMA application_id` of a run store: "WEFT" in ASCII. Stores written before Weft set
    /// it are recognised by their schema instead (a version above 0 and Weft's `runs` table).
    static constexpr qint32 kApplicationId = 0x57454654;

    /// Whether the file at `path` may be opened as a run store: missing, empty, or already
    /// one (Weft's application id, or Weft's schema without it) holding tables and indices
    /// only (no view, trigger or virtual table). Reads the file without changing it; otherwise
    /// false with one line in `error`: "… is not a Weft run store".
    static bool canAdopt(const QString &path, QString *error);

    /// Migrates `db` from its version to `target` (kVersion unless a test wants an older
    /// layout) in one transaction and marks it with kApplicationId. Fails, naming the file and
    /// both versions, when the database is newer; a failure leaves it as it was.
    static bool migrate(SqliteDatabase &db, QString *error, int target = kVersion);

    /// The version recorded in `db` (0 for a new, empty file); -1 when it cannot be read.
    static int version(SqliteDatabase &db);
};

} // namespace weft::store
