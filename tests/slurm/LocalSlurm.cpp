#include "LocalSlurm.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace weft::test {

namespace {

/// Ports apart from Slurm's and MariaDB's defaults, so real daemons on the machine are not
/// disturbed. Tests that start a LocalSlurm share the RESOURCE_LOCK "slurm"
/// (tests/slurm/CMakeLists.txt).
constexpr int kControllerPort = 16817;
constexpr int kNodePort = 16818;
constexpr int kDbdPort = 16819;
constexpr int kDatabasePort = 16820;
constexpr int kReadyMs = 30000;
/// In each cluster folder: the id of the test process that made it.
const QString kOwnerFile = QStringLiteral("test.pid");

const QString kDatabaseUser = QStringLiteral("slurm");
const QString kDatabasePassword = QStringLiteral("weft-test");

QString slurmConfig(const QString &dir, const LocalSlurm::Options &options)
{
    QStringList lines = {
        QStringLiteral("ClusterName=local"),
        QStringLiteral("SlurmctldHost=localhost"),
        QStringLiteral("SlurmctldPort=%1").arg(kControllerPort),
        QStringLiteral("SlurmdPort=%1").arg(kNodePort),
        QStringLiteral("AuthType=auth/munge"),
        QStringLiteral("CryptoType=crypto/munge"),
        QStringLiteral("AuthInfo=socket=%1/munge.socket").arg(dir),
        QStringLiteral("ProctrackType=proctrack/linuxproc"),
        QStringLiteral("TaskPlugin=task/none"),
        QStringLiteral("SelectType=select/cons_tres"),
        QStringLiteral("SlurmUser=root"),
        QStringLiteral("SlurmdUser=root"),
        QStringLiteral("StateSaveLocation=%1/state").arg(dir),
        QStringLiteral("SlurmdSpoolDir=%1/spool").arg(dir),
        QStringLiteral("SlurmctldPidFile=%1/slurmctld.pid").arg(dir),
        QStringLiteral("SlurmdPidFile=%1/slurmd.pid").arg(dir),
        QStringLiteral("SlurmctldLogFile=%1/slurmctld.log").arg(dir),
        QStringLiteral("SlurmdLogFile=%1/slurmd.log").arg(dir),
        QStringLiteral("ReturnToService=2"),
        QStringLiteral("MpiDefault=none"),
        QStringLiteral("SwitchType=switch/none"),
        QStringLiteral("JobCompType=jobcomp/none"),
        QStringLiteral("JobAcctGatherType=jobacct_gather/none"),
        QStringLiteral("SchedulerType=sched/backfill"),
        // Ended jobs stay visible to squeue this long: enough for weft to read their state.
        QStringLiteral("MinJobAge=%1").arg(std::max(options.minJobAgeSeconds, 2)),
        QStringLiteral("NodeName=localhost NodeAddr=127.0.0.1 CPUs=2 RealMemory=2000 "
                       "State=UNKNOWN"),
        QStringLiteral("PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE "
                       "State=UP"),
    };
    if (options.accounting) {
        lines << QStringLiteral("AccountingStorageType=accounting_storage/slurmdbd")
              << QStringLiteral("AccountingStorageHost=localhost")
              << QStringLiteral("AccountingStoragePort=%1").arg(kDbdPort)
              // For slurmdbd connections (sacct, sacctmgr, slurmctld) this names the munge
              // socket, as AuthInfo does for the rest.
              << QStringLiteral("AccountingStoragePass=%1/munge.socket").arg(dir);
    } else {
        lines << QStringLiteral("AccountingStorageType=accounting_storage/none");
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

/// slurmdbd's own configuration: slurmdbd.conf beside slurm.conf, where it looks for it.
QString slurmDbdConfig(const QString &dir)
{
    const QStringList lines = {
        QStringLiteral("AuthType=auth/munge"),
        QStringLiteral("AuthInfo=socket=%1/munge.socket").arg(dir),
        QStringLiteral("DbdHost=localhost"),
        QStringLiteral("DbdPort=%1").arg(kDbdPort),
        QStringLiteral("SlurmUser=root"),
        QStringLiteral("PidFile=%1/slurmdbd.pid").arg(dir),
        QStringLiteral("LogFile=%1/slurmdbd.log").arg(dir),
        QStringLiteral("StorageType=accounting_storage/mysql"),
        QStringLiteral("StorageHost=127.0.0.1"),
        QStringLiteral("StoragePort=%1").arg(kDatabasePort),
        QStringLiteral("StorageUser=") + kDatabaseUser,
        QStringLiteral("StoragePass=") + kDatabasePassword,
        QStringLiteral("StorageLoc=weft_slurm_acct"),
    };
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

/// Runs a command to its end; true when it exits 0. Its output goes to `output` if given.
bool succeeds(const QString &program, const QStringList &arguments, int timeoutMs = 30000,
              QString *output = nullptr)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return false;
    }
    if (output)
        *output = QString::fromLocal8Bit(process.readAll()).trimmed();
    return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

LocalSlurm::LocalSlurm() = default;

LocalSlurm::~LocalSlurm()
{
    stop();
}

bool LocalSlurm::findPrograms(const QStringList &programs)
{
    for (const QString &program : programs) {
        if (QStandardPaths::findExecutable(
                program, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")})
                .isEmpty()) {
            m_whyNot = QStringLiteral("Slurm cannot start here: %1 is not installed (install "
                                      "the packages in scripts/packages.txt)")
                           .arg(program);
            return false;
        }
    }
    return true;
}

bool LocalSlurm::writeFile(const QString &name, const QString &text)
{
    QFile file(QDir(m_dir->path()).filePath(name));
    // 0600: slurmdbd refuses a configuration others can read, as it holds a password.
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        m_whyNot = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

void LocalSlurm::removeFoldersOfDeadTests()
{
    // A killed test leaves its folder (the database alone is about 180 MB); its daemons died
    // with it (startDaemon). A folder whose test is still running, or that names none, stays.
    const QDir temp(QDir::tempPath());
    for (const QString &name :
         temp.entryList({QStringLiteral("weft-slurm-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        QDir folder(temp.filePath(name));
        QFile owner(folder.filePath(kOwnerFile));
        bool ok = false;
        const int pid = owner.open(QIODevice::ReadOnly) ? owner.readAll().toInt(&ok) : 0;
        if (ok && pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH)
            folder.removeRecursively();
    }
}

bool LocalSlurm::start(const Options &options)
{
    QStringList programs = {QStringLiteral("munged"), QStringLiteral("slurmctld"),
                            QStringLiteral("slurmd"), QStringLiteral("sbatch"),
                            QStringLiteral("squeue"), QStringLiteral("scancel")};
    if (options.accounting)
        programs << QStringLiteral("mariadb-install-db") << QStringLiteral("mariadbd")
                 << QStringLiteral("mariadb") << QStringLiteral("slurmdbd")
                 << QStringLiteral("sacctmgr") << QStringLiteral("sacct");
    if (!findPrograms(programs))
        return false;
    if (::geteuid() != 0) {
        m_whyNot = QStringLiteral("Slurm cannot start here: its daemons need root");
        return false;
    }
    removeFoldersOfDeadTests();
    m_dir =
        std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/weft-slurm-XXXXXX"));
    const QString dir = m_dir->path();
    QDir(dir).mkpath(QStringLiteral("state"));
    QDir(dir).mkpath(QStringLiteral("spool"));
    const QString conf = dir + QStringLiteral("/slurm.conf");
    if (!writeFile(kOwnerFile, QString::number(getpid())) ||
        !writeFile(QStringLiteral("slurm.conf"), slurmConfig(dir, options)))
        return false;
    qputenv("SLURM_CONF", conf.toLocal8Bit());
    const QString socket = dir + QStringLiteral("/munge.socket");
    bool started = (!options.accounting || startDatabase()) &&
                   startDaemon(
                       QStringLiteral("/usr/sbin/munged"),
                       {QStringLiteral("--foreground"), QStringLiteral("--force"),
                        QStringLiteral("--socket=") + socket,
                        QStringLiteral("--pid-file=") + dir + QStringLiteral("/munged.pid"),
                        QStringLiteral("--seed-file=") + dir + QStringLiteral("/munge.seed"),
                        QStringLiteral("--log-file=") + dir + QStringLiteral("/munged.log")},
                       // munged must own its socket before anything asks it for credentials.
                       [socket] { return QFile::exists(socket); }, QStringLiteral("its socket")) &&
                   (!options.accounting || startSlurmDbd()) &&
                   startDaemon(QStringLiteral("/usr/sbin/slurmctld"),
                               {QStringLiteral("-D"), QStringLiteral("-f"), conf});
    m_nodeUp = started;
    started = started && startDaemon(
                             QStringLiteral("/usr/sbin/slurmd"),
                             {QStringLiteral("-D"), QStringLiteral("-N"),
                              QStringLiteral("localhost"), QStringLiteral("-f"), conf},
                             [] {
                                 return command(QStringLiteral("sinfo"),
                                                {QStringLiteral("--noheader"), QStringLiteral("-o"),
                                                 QStringLiteral("%t")})
                                            .trimmed() == "idle";
                             },
                             QStringLiteral("the node to be idle (see %1/slurmd.log)").arg(dir));
    if (!started) {
        m_whyNot += logTails();
        stop();
    }
    return started;
}

bool LocalSlurm::required()
{
    return qEnvironmentVariable("CI") == u"true";
}

QString LocalSlurm::logTails() const
{
    constexpr qsizetype kLines = 20;
    QString tails;
    const QDir dir(m_dir->path());
    for (const QString &name : dir.entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name)) {
        QFile log(dir.filePath(name));
        if (!log.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines =
            QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        tails += QStringLiteral("\n--- %1, last %2 of %3 lines ---\n")
                     .arg(name)
                     .arg(std::min(kLines, lines.size()))
                     .arg(lines.size());
        tails += lines.mid(std::max<qsizetype>(0, lines.size() - kLines)).join(QLatin1Char('\n'));
    }
    return tails;
}

bool LocalSlurm::startDatabase()
{
    const QString dir = m_dir->path();
    const QString data = dir + QStringLiteral("/db");
    const QString socket = dir + QStringLiteral("/mariadb.socket");
    QString output;
    if (!succeeds(QStringLiteral("mariadb-install-db"),
                  {QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + data,
                   QStringLiteral("--user=root"), QStringLiteral("--skip-test-db"),
                   QStringLiteral("--auth-root-authentication-method=socket")},
                  60000, &output)) {
        m_whyNot = QStringLiteral("Slurm accounting cannot start here: mariadb-install-db "
                                  "failed: %1")
                       .arg(output.right(500));
        return false;
    }
    // slurmdbd reaches the server over TCP as its own user; the test, as root, sets that user
    // up through the socket.
    const QString grant =
        QStringLiteral("CREATE USER IF NOT EXISTS '%1'@'127.0.0.1' IDENTIFIED BY '%2'; "
                       "GRANT ALL ON *.* TO '%1'@'127.0.0.1';")
            .arg(kDatabaseUser, kDatabasePassword);
    return startDaemon(
        QStringLiteral("/usr/sbin/mariadbd"),
        {QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + data,
         QStringLiteral("--user=root"), QStringLiteral("--socket=") + socket,
         QStringLiteral("--port=%1").arg(kDatabasePort), QStringLiteral("--bind-address=127.0.0.1"),
         QStringLiteral("--skip-name-resolve"), QStringLiteral("--innodb-buffer-pool-size=64M"),
         QStringLiteral("--pid-file=") + dir + QStringLiteral("/mariadb.pid"),
         QStringLiteral("--log-error=") + dir + QStringLiteral("/mariadb.log")},
        [socket, grant] {
            return QFile::exists(socket) &&
                   succeeds(QStringLiteral("mariadb"),
                            {QStringLiteral("--no-defaults"), QStringLiteral("--socket=") + socket,
                             QStringLiteral("--user=root"), QStringLiteral("--execute=") + grant});
        },
        QStringLiteral("MariaDB to take connections (see %1/mariadb.log)").arg(dir));
}

bool LocalSlurm::startSlurmDbd()
{
    const QString dir = m_dir->path();
    return writeFile(QStringLiteral("slurmdbd.conf"), slurmDbdConfig(dir)) &&
           startDaemon(
               QStringLiteral("/usr/sbin/slurmdbd"), {QStringLiteral("-D")},
               // slurmdbd answers once it has made its tables; slurmctld registers the cluster.
               [] {
                   return succeeds(QStringLiteral("sacctmgr"),
                                   {QStringLiteral("--noheader"), QStringLiteral("list"),
                                    QStringLiteral("cluster")},
                                   10000);
               },
               QStringLiteral("slurmdbd to answer (see %1/slurmdbd.log)").arg(dir));
}

bool LocalSlurm::startDaemon(const QString &program, const QStringList &arguments,
                             const std::function<bool()> &ready, const QString &what)
{
    auto process = std::make_unique<QProcess>();
    process->setProcessChannelMode(QProcess::MergedChannels);
    // A test killed before stop() (as ctest kills one that runs out of time) must not leave its
    // cluster running: the daemons would hold the ports and break the next Slurm test. The kernel
    // stops each daemon when the test that started it dies, however it dies.
    const pid_t test = getpid();
    process->setChildProcessModifier([test] {
        if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != test)
            _exit(127); // the test is already gone
    });
    process->start(program, arguments);
    if (!process->waitForStarted(5000)) {
        m_whyNot =
            QStringLiteral("Slurm cannot start here: %1: %2").arg(program, process->errorString());
        return false;
    }
    QProcess &daemon = *process;
    m_daemons.push_back(std::move(process));
    const QDeadlineTimer deadline(kReadyMs);
    while (true) {
        if (daemon.waitForFinished(ready ? 20 : 100)) {
            m_whyNot = QStringLiteral("Slurm cannot start here: %1 exited: %2")
                           .arg(program, QString::fromLocal8Bit(daemon.readAll()).trimmed());
            return false;
        }
        if (!ready || ready())
            return true;
        if (deadline.hasExpired()) {
            m_whyNot = QStringLiteral("Slurm cannot start here: waited %1 s for %2")
                           .arg(kReadyMs / 1000)
                           .arg(what);
            return false;
        }
        QThread::msleep(100);
    }
}

void LocalSlurm::stop()
{
    if (m_nodeUp) {
        // Jobs first: a job step outlives slurmd, so none may be left running on the node.
        command(QStringLiteral("scancel"),
                {QStringLiteral("--full"), QStringLiteral("--user=root")});
        const QDeadlineTimer deadline(20000);
        while (
            !deadline.hasExpired() &&
            !command(QStringLiteral("squeue"), {QStringLiteral("--noheader")}).trimmed().isEmpty())
            QThread::msleep(100);
        m_nodeUp = false;
    }
    for (auto it = m_daemons.rbegin(); it != m_daemons.rend(); ++it) {
        QProcess &process = **it;
        process.terminate();
        if (!process.waitForFinished(10000)) {
            process.kill();
            process.waitForFinished(5000);
        }
    }
    m_daemons.clear();
    m_dir.reset();
}

QByteArray LocalSlurm::command(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return process.readAllStandardOutput();
}

QStringList LocalSlurm::activeJobs(const QString &name)
{
    const QByteArray out = command(QStringLiteral("squeue"),
                                   {QStringLiteral("--noheader"), QStringLiteral("--name=") + name,
                                    QStringLiteral("--states=PENDING,RUNNING,COMPLETING"),
                                    QStringLiteral("--format=%i")});
    return QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList LocalSlurm::allJobs()
{
    const QByteArray out = command(QStringLiteral("squeue"),
                                   {QStringLiteral("--noheader"), QStringLiteral("--states=all"),
                                    QStringLiteral("--format=%i|%j|%T")});
    return QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace weft::test
