#pragma once

#include "Project.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QStringList>

namespace weft::engine {

class OperatorRegistry;

/// What a project would do on this machine beyond its own folder: the programs its `command`
/// nodes run (shell mode said so) and every path it names outside its folder. A project
/// received from someone else runs only once the user has trusted exactly these; the
/// fingerprint covers them (a command node's whole parameters, so a changed command, output
/// or value asks again) and nothing else, so moving a node or editing a filter does not.
///
///     const ProjectTrust trust = ProjectTrust::review(project, folder, registry);
///     if (trust.isNeeded() && !TrustedProjects().isTrusted(file, trust.fingerprint()))
///         refuse(trust.items());
class ProjectTrust
{
    Q_DECLARE_TR_FUNCTIONS(ProjectTrust)

public:
    static ProjectTrust review(const Project &project, const QDir &projectDir,
                               const OperatorRegistry &registry);

    /// False when the project runs no programs and names no path outside its folder.
    bool isNeeded() const { return !m_items.isEmpty(); }
    /// One line per command node and per outside path, e.g.
    /// "node 'fit' runs: python3 fit.py {in:table}".
    const QStringList &items() const { return m_items; }
    /// A hex SHA-256 of what the items stand for; empty when nothing needs trust.
    const QByteArray &fingerprint() const { return m_fingerprint; }

private:
    QStringList m_items;
    QByteArray m_fingerprint;
};

} // namespace weft::engine
