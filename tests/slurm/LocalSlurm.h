#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <vector>

namespace weft::test {

/// A one-node Slurm cluster on this machine for the tests: writes a slurm.conf into a
/// temporary folder, starts munged, slurmctld and `slurmd -N localhost` in the foreground as
/// children of the test, waits for the node to be idle, and on stop() (or destruction) cancels
/// every job, waits for them to leave the node and stops the daemons: nothing is left running.
/// Sets SLURM_CONF in this process, so sbatch, squeue and scancel (and jobs) find the cluster.
///
///     LocalSlurm slurm;
///     if (!slurm.start()) {
///         if (LocalSlurm::required())
///             QFAIL(qPrintable(slurm.whyNot()));  // with the daemons' log tails
///         QSKIP(qPrintable(slurm.whyNot()));
///     }
///
/// With accounting, it first starts a MariaDB server on a data folder of its own and slurmdbd
/// on it, as a cluster with `sacct` has; the database goes with the folder.
///
/// Slurm's daemons need root (CI runs as root); elsewhere start() fails and says why.
class LocalSlurm
{
public:
    struct Options
    {
        /// Jobs recorded by slurmdbd in a MariaDB database, so sacct answers.
        bool accounting = false;
        /// How long an ended job stays in squeue (Slurm's MinJobAge, at least 2); the
        /// controller forgets such jobs once a minute.
        int minJobAgeSeconds = 300;
    };

    LocalSlurm();
    ~LocalSlurm();
    LocalSlurm(const LocalSlurm &) = delete;
    LocalSlurm &operator=(const LocalSlurm &) = delete;

    /// Whether a cluster that does not start fails the test instead of skipping it: under
    /// CI=true, where the set-up script installs Slurm and the tests run as root, so a broken
    /// configuration or a daemon that dies must not pass as a skip.
    static bool required();

    /// Starts the cluster; false with whyNot() when Slurm cannot start here. When a daemon
    /// exits or a wait runs out, whyNot() ends with the last lines of every daemon's log.
    bool start(const Options &options);
    bool start() { return start(Options()); }
    void stop();
    const QString &whyNot() const { return m_whyNot; }
    QString folder() const { return m_dir ? m_dir->path() : QString(); }

    /// Runs a Slurm command (squeue, scancel, …) and returns its standard output.
    static QByteArray command(const QString &program, const QStringList &arguments);
    /// Ids of the jobs named `name` that are pending or running.
    static QStringList activeJobs(const QString &name);
    /// Every job the controller knows, as `id|name|state` lines.
    static QStringList allJobs();

private:
    bool findPrograms(const QStringList &programs);
    bool writeFile(const QString &name, const QString &text);
    /// Removes the folders of clusters whose test was killed before it could remove them.
    static void removeFoldersOfDeadTests();
    /// Starts `program` as a child; with `ready`, waits up to 30 s for it to say yes (`what`
    /// names the wait in whyNot()) while the daemon keeps running.
    bool startDaemon(const QString &program, const QStringList &arguments,
                     const std::function<bool()> &ready = {}, const QString &what = {});
    bool startDatabase();
    bool startSlurmDbd();
    /// The last lines of each daemon's log in the cluster's folder, for whyNot().
    QString logTails() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::vector<std::unique_ptr<QProcess>> m_daemons; ///< in start order; stopped in reverse
    bool m_nodeUp = false;                            ///< jobs may run: cancel them first
    QString m_whyNot;
};

} // namespace weft::test
