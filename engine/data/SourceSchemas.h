#pragma once

#include "CsvOptions.h"
#include "DatasetSchema.h"

#include <QHash>
#include <QString>

#include <mutex>
#include <optional>

namespace weft::engine {

/// The schemas of data files, read without reading the files: a CSV file's header and its
/// first rows (for the types), a .npy file's header, the columns an SQL query on an SQLite file
/// gives (prepared, never run). What the readers' schema rules ask, so that a project's schemas
/// cost no more than its files' headers.
///
/// Each answer is kept, keyed by the file's path, size and modification time and by what else
/// shapes it (the CSV options, the query): a graph of many readers of one file reads it once,
/// and validating again after an edit reads no file that did not change. std::nullopt when the
/// file cannot be read as such: the run will say why; a schema only says what it knows.
///
/// Thread-safe: one lock guards the memo, never held while a file is read (two threads asking
/// for one new file at once may both read it).
///
///     DatasetSchema s = *SourceSchemas::shared().csv(path, options, optionsKey);
class SourceSchemas
{
public:
    /// CSV rows read for the column types beyond the header.
    static constexpr int kSampleRows = 1000;
    /// Answers kept at most; the memo starts afresh beyond it.
    static constexpr int kMaxEntries = 10000;

    /// The one memo every schema computation of the process shares.
    static SourceSchemas &shared();

    /// The columns of the CSV file at `path` read with `options`; `optionsKey` must differ for
    /// options that read differently (the parameters' text). A column whose type `options` set
    /// has it; the others the type of their first kSampleRows values, or unknown when none of
    /// those is a value and the file goes on.
    std::optional<DatasetSchema> csv(const QString &path, const CsvOptions &options,
                                     const QString &optionsKey);
    /// The element type and shape of the .npy file at `path`.
    std::optional<DatasetSchema> npy(const QString &path);
    /// The columns `query` gives on the SQLite file at `path`, of unknown types (they follow
    /// the values).
    std::optional<DatasetSchema> sqliteQuery(const QString &path, const QString &query);

    /// Forgets every answer.
    void clear();

private:
    template<typename Read>
    std::optional<DatasetSchema> remembered(const QString &path, const QString &what, Read read);

    std::mutex m_mutex;
    QHash<QString, std::optional<DatasetSchema>> m_entries; ///< guarded by m_mutex
};

} // namespace weft::engine
