#include "SlurmOptions.h"

#include "project/Project.h"

namespace weft::engine {

SlurmOptions SlurmOptions::forProject(const ProjectSettings &settings, const QDir &projectDir,
                                      const QString &runLabel)
{
    SlurmOptions options;
    if (!settings.slurmWorkDir.isEmpty())
        options.workFolder = QDir::cleanPath(projectDir.absoluteFilePath(settings.slurmWorkDir));
    if (settings.slurmMaxJobs > 0)
        options.maxJobs = settings.slurmMaxJobs;
    options.runLabel = runLabel;
    return options;
}

} // namespace weft::engine
