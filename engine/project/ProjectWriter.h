#pragma once

#include "Project.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace weft::engine {

/// Writes projects as format-1 JSON: UTF-8, 2-space indentation and a fixed key order (the one
/// in docs/project-format.md; parameters alphabetically), optional fields left out when they
/// hold their default, so that files diff well and a second save of an unchanged project is
/// byte-identical. Stateless; safe on any thread.
class ProjectWriter
{
    Q_DECLARE_TR_FUNCTIONS(ProjectWriter)

public:
    /// The file's bytes.
    static QByteArray serialize(const Project &project);

    /// Writes atomically (QSaveFile): a crash or a full disk while saving leaves the old file
    /// intact. Returns false and sets `error` (naming the file) on failure.
    static bool writeFile(const Project &project, const QString &filePath, QString *error);
};

} // namespace weft::engine
