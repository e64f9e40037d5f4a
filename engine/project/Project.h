#pragma once

#include "Annotations.h"
#include "graph/Graph.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace weft::engine {

/// A file attached to the project, so that it travels with it and the editor can preview it.
struct AttachedDataset
{
    QString id;   ///< unique within the project
    QString path; ///< relative to the project's folder in the file; as written by the user

    friend bool operator==(const AttachedDataset &, const AttachedDataset &) = default;
};

/// Descriptive fields of a project; none affects a run.
struct ProjectMetadata
{
    QString name;
    QString description;

    friend bool operator==(const ProjectMetadata &, const ProjectMetadata &) = default;
};

/// Project-wide run settings; per-node settings override them.
struct ProjectSettings
{
    QString backend; ///< "" lets the command line or the engine choose
    int jobs = 0;    ///< 0 lets the command line or the engine choose
    /// The run store, relative to the project's folder; "" keeps `.weft/runs.sqlite` beside it.
    QString store;
    int keepRuns = 0; ///< prune all but this many newest runs after each run; 0 keeps every run
    /// `slurm.work_dir`: the folder Slurm jobs share, relative to the project's folder; ""
    /// keeps `.weft/slurm` beside it.
    QString slurmWorkDir;
    int slurmMaxJobs = 0; ///< `slurm.max_jobs`: jobs in flight at most; 0 keeps 100
    /// `outside_folders`: folders outside the project's own, as written, where its outputs, run
    /// store and Slurm work folder may be. Anything else a run writes stays inside the
    /// project's folder; a project that names one runs only once trusted.
    QStringList outsideFolders;
    /// `cache.max_bytes`: the result cache (`.weft/cache`) is trimmed to this after each run;
    /// 0 keeps ResultCache's default.
    qint64 cacheMaxBytes = 0;

    friend bool operator==(const ProjectSettings &, const ProjectSettings &) = default;
};

/// Everything a `.weft` file holds (see docs/project-format.md). Plain data: the reader builds
/// it, the writer serialises it, the editor and the runner copy it.
struct Project
{
    static constexpr int kFormat = 1; ///< the newest format this build reads and writes

    ProjectMetadata metadata;
    ProjectSettings settings;
    Graph graph;
    std::vector<AttachedDataset> datasets;
    std::vector<Frame> frames;     ///< editor-only: a run ignores them
    std::vector<Comment> comments; ///< editor-only: a run ignores them

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace weft::engine
