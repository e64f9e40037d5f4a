#include "LocalSlurm.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <unistd.h>

namespace weft::test {

namespace {

/// Ports apart from Slurm's defaults, so a real slurmctld on the machine is not disturbed.
/// Tests that start a LocalSlurm share the RESOURCE_LOCK "slurm" (tests/slurm/CMakeLists.txt).
constexpr int kControllerPort = 16817;
constexpr int kNodePort = 16818;

QString config(const QString &dir)
{
    const QString lines[] = {
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
        QStringLiteral("AccountingStorageType=accounting_storage/none"),
        QStringLiteral("JobAcctGatherType=jobacct_gather/none"),
        QStringLiteral("SchedulerType=sched/backfill"),
        // Ended jobs stay visible to squeue this long: enough for weft to read their state.
        QStringLiteral("MinJobAge=300"),
        QStringLiteral("NodeName=localhost NodeAddr=127.0.0.1 CPUs=2 RealMemory=2000 "
                       "State=UNKNOWN"),
        QStringLiteral("PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE "
                       "State=UP"),
    };
    QString text;
    for (const QString &line : lines)
        text += line + QLatin1Char('\n');
    return text;
}

} // namespace

LocalSlurm::LocalSlurm() = default;

LocalSlurm::~LocalSlurm()
{
    stop();
}

bool LocalSlurm::start()
{
    for (const char *program : {"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scancel"}) {
        if (QStandardPaths::findExecutable(QLatin1StringView(program), {QStringLiteral("/usr/sbin"),
                                                                        QStringLiteral("/usr/bin")})
                .isEmpty()) {
            m_whyNot = QStringLiteral("Slurm cannot start here: %1 is not installed (install "
                                      "slurm-wlm and munge, see scripts/packages.txt)")
                           .arg(QLatin1StringView(program));
            return false;
        }
    }
    if (::geteuid() != 0) {
        m_whyNot = QStringLiteral("Slurm cannot start here: its daemons need root");
        return false;
    }
    m_dir =
        std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/weft-slurm-XXXXXX"));
    const QString dir = m_dir->path();
    QDir(dir).mkpath(QStringLiteral("state"));
    QDir(dir).mkpath(QStringLiteral("spool"));
    const QString conf = dir + QStringLiteral("/slurm.conf");
    QFile file(conf);
    if (!file.open(QIODevice::WriteOnly) || file.write(config(dir).toUtf8()) < 0) {
        m_whyNot = QStringLiteral("cannot write %1").arg(conf);
        return false;
    }
    file.close();
    qputenv("SLURM_CONF", conf.toLocal8Bit());
    const bool started =
        startDaemon(QStringLiteral("/usr/sbin/munged"),
                    {QStringLiteral("--foreground"), QStringLiteral("--force"),
                     QStringLiteral("--socket=") + dir + QStringLiteral("/munge.socket"),
                     QStringLiteral("--pid-file=") + dir + QStringLiteral("/munged.pid"),
                     QStringLiteral("--seed-file=") + dir + QStringLiteral("/munge.seed"),
                     QStringLiteral("--log-file=") + dir + QStringLiteral("/munged.log")}) &&
        startDaemon(QStringLiteral("/usr/sbin/slurmctld"),
                    {QStringLiteral("-D"), QStringLiteral("-f"), conf}) &&
        startDaemon(QStringLiteral("/usr/sbin/slurmd"),
                    {QStringLiteral("-D"), QStringLiteral("-N"), QStringLiteral("localhost"),
                     QStringLiteral("-f"), conf}) &&
        waitForIdleNode();
    if (!started)
        stop();
    return started;
}

bool LocalSlurm::startDaemon(const QString &program, const QStringList &arguments)
{
    auto process = std::make_unique<QProcess>();
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->start(program, arguments);
    if (!process->waitForStarted(5000)) {
        m_whyNot =
            QStringLiteral("Slurm cannot start here: %1: %2").arg(program, process->errorString());
        return false;
    }
    // munged must own its socket before slurmctld asks it for credentials.
    if (program.endsWith(u"munged")) {
        const QString socket = m_dir->path() + QStringLiteral("/munge.socket");
        const QDeadlineTimer deadline(5000);
        while (!QFile::exists(socket) && !deadline.hasExpired())
            QThread::msleep(20);
    }
    if (process->waitForFinished(100)) {
        m_whyNot = QStringLiteral("Slurm cannot start here: %1 exited at once: %2")
                       .arg(program, QString::fromLocal8Bit(process->readAll()).trimmed());
        return false;
    }
    m_daemons.push_back(std::move(process));
    return true;
}

bool LocalSlurm::waitForIdleNode()
{
    const QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired()) {
        const QByteArray state =
            command(QStringLiteral("sinfo"),
                    {QStringLiteral("--noheader"), QStringLiteral("-o"), QStringLiteral("%t")})
                .trimmed();
        if (state == "idle")
            return true;
        QThread::msleep(100);
    }
    m_whyNot = QStringLiteral("Slurm cannot start here: the node did not become idle in 30 s "
                              "(see %1/slurmd.log)")
                   .arg(m_dir->path());
    return false;
}

void LocalSlurm::stop()
{
    if (m_daemons.size() == 3) {
        // Jobs first: a job step outlives slurmd, so none may be left running on the node.
        command(QStringLiteral("scancel"),
                {QStringLiteral("--full"), QStringLiteral("--user=root")});
        const QDeadlineTimer deadline(20000);
        while (
            !deadline.hasExpired() &&
            !command(QStringLiteral("squeue"), {QStringLiteral("--noheader")}).trimmed().isEmpty())
            QThread::msleep(100);
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
