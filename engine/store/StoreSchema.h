#pragma once

#include <QCoreApplication>
#include <QString>

namespace weft::store {

class SqliteDatabase;

/// The run store's tables and how a database of an older Weft is brought up to date. The
/// version lives in `PRAGMA user_version`; each step moves it up by one in a transaction of
/// its own, so a failure leaves the database at the last complete version. A database written
/// by a newer Weft is refused, never touched. docs/run-store.md describes every table.
class StoreSchema
{
    Q_DECLARE_TR_FUNCTIONS(StoreSchema)

public:
    /// The version this build writes. Version 1: runs, node results, tasks and events;
    /// version 2 adds dataset lifetimes and sampled metrics; version 3 the dashboard's layout
    /// per project; version 4 each node's Slurm job, queue wait and run time; version 5 the
    /// workers sampled while a run goes; version 6 names the batch and Slurm job event types;
    /// version 7 records each run's outline (its plan's nodes, map flags, batch targets).
    static constexpr int kVersion = 7;

    /// Migrates `db` step by step from its version to `target` (kVersion unless a test wants an
    /// older layout). Fails, naming the file and both versions, when the database is newer.
    static bool migrate(SqliteDatabase &db, QString *error, int target = kVersion);

    /// The version recorded in `db` (0 for a new, empty file); -1 when it cannot be read.
    static int version(SqliteDatabase &db);
};

} // namespace weft::store
