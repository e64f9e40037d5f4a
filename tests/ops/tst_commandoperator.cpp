// What a `command` node may do to files that are not its own: nothing when it fails, is
// cancelled or meets a hostile file name. Each test hashes the folders it must not change.
#include "OperatorTestSupport.h"
#include "data/FileList.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace weft::engine;
using namespace optest;

namespace {

/// Every file and folder under `folder`, hidden ones included, as "path size sha256" lines:
/// equal before and after means nothing was changed, added or left behind.
QStringList fingerprint(const QString &folder)
{
    QStringList lines;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        QString line = QDir(folder).relativeFilePath(path);
        if (info.isFile()) {
            QFile file(path);
            QCryptographicHash hash(QCryptographicHash::Sha256);
            if (file.open(QIODevice::ReadOnly))
                hash.addData(&file);
            line += QStringLiteral(" %1 %2")
                        .arg(info.size())
                        .arg(QString::fromLatin1(hash.result().toHex()));
        } else {
            line += QStringLiteral(" folder");
        }
        lines.append(line);
    }
    lines.sort();
    return lines;
}

/// Whether `pid` has ended and waits to be reaped.
bool isZombie(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype end = text.lastIndexOf(')');
    return end > 0 && text.mid(end + 2, 1) == "Z";
}

/// Every file whose name starts with "PWNED" under `folder`.
QStringList pwned(const QString &folder)
{
    QStringList found;
    QDirIterator it(folder, {QStringLiteral("PWNED*")}, QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        found.append(it.next());
    return found;
}

std::shared_ptr<const FileList> fileList(const QStringList &files)
{
    return std::make_shared<const FileList>(files);
}

} // namespace

class TestCommandOperator : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_root; ///< holds project/ and decoy/
    QString root(const QString &name) const { return m_root.filePath(name); }
    QDir project() const { return QDir(root(QStringLiteral("project"))); }
    QString path(const QString &name) const { return project().filePath(name); }

    QString commandError(const QJsonObject &p, Inputs inputs = {})
    {
        return runError("command", p, std::move(inputs), project());
    }

    /// A script in the project that writes "new" to each file named on its command line and
    /// to its standard output, creates `ready`, and then sleeps or fails as its first
    /// argument says.
    QString clobberScript()
    {
        const QString script = path(QStringLiteral("clobber.sh"));
        writeFile(script, "#!/bin/sh\nmode=$1; shift\nfor f in \"$@\"; do echo new > \"$f\"; "
                          "done\necho new\n: > ../signal/ready\n"
                          "if [ \"$mode\" = sleep ]; then exec sleep 60; fi\nexit 3\n");
        QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return script;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_root.isValid());
        for (const char *folder : {"project", "decoy", "signal"})
            QDir(root(QString::fromLatin1(folder))).removeRecursively();
        writeFile(root(QStringLiteral("decoy/VICTIM.txt")), "the user's own file\n");
        writeFile(root(QStringLiteral("decoy/sub/other.bin")), QByteArray("\0\1\2", 3));
        writeFile(path(QStringLiteral("out/old.txt")), "an earlier run's output\n");
        writeFile(path(QStringLiteral("out/log.txt")), "an earlier run's stdout\n");
        QVERIFY(QDir().mkpath(root(QStringLiteral("signal"))));
    }

    void failingCommandLeavesOldFiles_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("arguments");
        QTest::newRow("false") << u"false"_qs << QString();
        // The program overwrites both files, then fails: the old content comes back.
        QTest::newRow("clobbers, then fails") << u"./clobber.sh"_qs << u"fail\n{out:v}\n{out:o}"_qs;
    }

    void failingCommandLeavesOldFiles()
    {
        QFETCH(QString, program);
        QFETCH(QString, arguments);
        clobberScript();
        const QStringList decoy = fingerprint(root(QStringLiteral("decoy")));
        const QStringList before = fingerprint(project().path());
        const QString error =
            commandError(params({{u"program"_qs, program},
                                 {u"arguments"_qs, arguments},
                                 {u"outputs"_qs, u"v = ../decoy/VICTIM.txt\no = out/old.txt"_qs},
                                 {u"stdout"_qs, u"out/log.txt"_qs}}));
        QVERIFY2(error.contains(u"exited with code"), qPrintable(error));
        QCOMPARE(fingerprint(root(QStringLiteral("decoy"))), decoy);
        QCOMPARE(fingerprint(project().path()), before);
    }

    void failingCommandRemovesOnlyWhatItCreated()
    {
        const QStringList decoy = fingerprint(root(QStringLiteral("decoy")));
        const QString error =
            commandError(params({{u"program"_qs, u"./clobber.sh"_qs},
                                 {u"arguments"_qs, u"fail\n{out:n}"_qs},
                                 {u"outputs"_qs, u"n = out/new.txt\nv = ../decoy/VICTIM.txt"_qs}}));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(path(QStringLiteral("out/new.txt")))); // no half-written output
        QCOMPARE(fingerprint(root(QStringLiteral("decoy"))), decoy);
    }

    void cancelledCommandLeavesOldFiles()
    {
        // The script overwrites the outputs and its stdout file, says it is ready and sleeps;
        // the run is cancelled once it is ready.
        clobberScript();
        const QStringList decoy = fingerprint(root(QStringLiteral("decoy")));
        const QStringList before = fingerprint(project().path());
        std::stop_source stop;
        std::jthread canceller([&] {
            const QDeadlineTimer deadline(30000);
            while (!QFile::exists(root(QStringLiteral("signal/ready"))) && !deadline.hasExpired())
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            stop.request_stop();
        });
        QString error;
        try {
            run("command",
                params({{u"program"_qs, u"./clobber.sh"_qs},
                        {u"arguments"_qs, u"sleep\n{out:v}\n{out:o}"_qs},
                        {u"outputs"_qs, u"v = ../decoy/VICTIM.txt\no = out/old.txt"_qs},
                        {u"stdout"_qs, u"out/log.txt"_qs}}),
                {}, project(), stop.get_token());
        } catch (const OperatorError &e) {
            error = e.message();
        }
        QVERIFY2(error.contains(u"was cancelled"), qPrintable(error));
        QVERIFY(QFile::exists(root(QStringLiteral("signal/ready")))); // it did overwrite them
        QCOMPARE(fingerprint(root(QStringLiteral("decoy"))), decoy);
        QCOMPARE(fingerprint(project().path()), before);
    }

    void perItemFailureKeepsEarlierItemsOldFiles()
    {
        // The first item succeeds and replaces its output; the second fails: the node failed,
        // so the first item's old output comes back too.
        writeFile(path(QStringLiteral("out/a.out")), "old a\n");
        writeFile(path(QStringLiteral("in/a")), "a\n");
        const QStringList before = fingerprint(project().path());
        const QString error = commandError(
            params({{u"program"_qs, u"cp"_qs},
                    {u"arguments"_qs, u"{item}\n{out:o}"_qs},
                    {u"outputs"_qs, u"o = out/{item.name}.out"_qs}}),
            {{fileList({path(QStringLiteral("in/a")), path(QStringLiteral("in/missing"))})}});
        QVERIFY2(error.contains(u"for item in/missing"), qPrintable(error));
        QCOMPARE(fingerprint(project().path()), before);
    }

    void successReplacesOldOutputs()
    {
        clobberScript();
        const auto out = FileList::fromDataset(
            run("command",
                params({{u"program"_qs, u"sh"_qs},
                        {u"arguments"_qs, u"-c\necho new > \"$1\"; echo printed\nsh\n{out:o}"_qs},
                        {u"outputs"_qs, u"o = out/old.txt"_qs},
                        {u"stdout"_qs, u"out/log.txt"_qs}}),
                {}, project())
                .front());
        QCOMPARE(out->files(), (QStringList{path(QStringLiteral("out/old.txt")),
                                            path(QStringLiteral("out/log.txt"))}));
        QCOMPARE(readFile(path(QStringLiteral("out/old.txt"))), QByteArray("new\n"));
        QCOMPARE(readFile(path(QStringLiteral("out/log.txt"))), QByteArray("printed\n"));
        // Nothing kept aside is left beside them.
        QCOMPARE(QDir(path(QStringLiteral("out"))).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{u"log.txt"_qs, u"old.txt"_qs}));
    }

    void aKilledRunsKeptCopyIsPutBackByTheNextRun()
    {
        // A Weft killed outright left the old output under its kept name and a half-written
        // file in its place. The next run puts the old content back before it runs, so a
        // failing run leaves it as the killed one found it; a copy of a live process stays.
        QProcess gone;
        gone.start(u"true"_qs, {});
        QVERIFY(gone.waitForStarted());
        const qint64 pid = gone.processId();
        QVERIFY(gone.waitForFinished());
        const QString leftover = QStringLiteral("out/.old.txt.weft-kept-%1").arg(pid * 100);
        const QString running = QStringLiteral("out/.log.txt.weft-kept-%1")
                                    .arg(QCoreApplication::applicationPid() * 100);
        writeFile(path(QStringLiteral("out/old.txt")), "half-written by a killed run\n");
        writeFile(path(leftover), "an earlier run's output\n");
        writeFile(path(running), "kept by a run still going\n");
        const QString error =
            commandError(params({{u"program"_qs, u"false"_qs},
                                 {u"outputs"_qs, u"o = out/old.txt\nl = out/log.txt"_qs}}));
        QVERIFY2(error.contains(u"exited with code"), qPrintable(error));
        QCOMPARE(readFile(path(QStringLiteral("out/old.txt"))),
                 QByteArray("an earlier run's output\n"));
        QVERIFY(!QFile::exists(path(leftover)));
        QCOMPARE(readFile(path(running)), QByteArray("kept by a run still going\n"));
        QCOMPARE(readFile(path(QStringLiteral("out/log.txt"))),
                 QByteArray("an earlier run's stdout\n"));
    }

    void aKeptCopyOfAWorkerNotYetReapedIsPutBack()
    {
        // A worker killed with its weft is a zombie until its new parent reaps it; in a
        // container whose first process never reaps, for ever. It runs nothing: its kept copy
        // is a leftover like any other.
        const pid_t zombie = ::fork();
        QVERIFY(zombie >= 0);
        if (zombie == 0)
            ::_exit(0);
        QTRY_VERIFY(isZombie(zombie));
        const QString leftover = QStringLiteral("out/.old.txt.weft-kept-%1").arg(zombie * 100);
        writeFile(path(QStringLiteral("out/old.txt")), "half-written by a killed run\n");
        writeFile(path(leftover), "the output before the killed run\n");
        const QString error = commandError(
            params({{u"program"_qs, u"false"_qs}, {u"outputs"_qs, u"o = out/old.txt"_qs}}));
        ::waitpid(zombie, nullptr, 0);
        QVERIFY2(error.contains(u"exited with code"), qPrintable(error));
        QCOMPARE(readFile(path(QStringLiteral("out/old.txt"))),
                 QByteArray("the output before the killed run\n"));
        QVERIFY(!QFile::exists(path(leftover)));
        writeFile(path(QStringLiteral("out/old.txt")), "an earlier run's output\n");
    }

    void programSeesTheOldOutput()
    {
        // A program may append to its old output, as it could without Weft.
        const auto out = run("command",
                             params({{u"program"_qs, u"sh"_qs},
                                     {u"arguments"_qs, u"-c\necho more >> \"$1\"\nsh\n{out:o}"_qs},
                                     {u"outputs"_qs, u"o = out/old.txt"_qs}}),
                             {}, project());
        QCOMPARE(readFile(path(QStringLiteral("out/old.txt"))),
                 QByteArray("an earlier run's output\nmore\n"));
    }

    void shellModeNeverRunsAFileName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("program");
        const QStringList names = {u"$(touch PWNED).txt"_qs, u"\"; touch PWNED2; \""_qs,
                                   u"'; touch PWNED3; '"_qs, u"`touch PWNED4`"_qs,
                                   u"a b\\\"'$HOME"_qs};
        const QStringList programs = {u"printf '[%s]' {in} > {out:o}"_qs,
                                      u"printf '[%s]' \"{in}\" > \"{out:o}\""_qs,
                                      u"printf '[%s]' '{in}' > '{out:o}'"_qs,
                                      u"printf \"[%s]\" \"$(printf %s {in})\" > {out:o}"_qs};
        const QStringList kinds = {u"bare"_qs, u"double"_qs, u"single"_qs, u"$()"_qs};
        for (qsizetype n = 0; n < names.size(); ++n)
            for (qsizetype p = 0; p < programs.size(); ++p)
                QTest::addRow("name %d, %s", int(n), qPrintable(kinds[p]))
                    << names[n] << programs[p];
    }

    void shellModeNeverRunsAFileName()
    {
        QFETCH(QString, name);
        QFETCH(QString, program);
        const QString file = path(u"in/"_qs + name);
        writeFile(file, "data\n");
        const QStringList decoy = fingerprint(root(QStringLiteral("decoy")));
        const QString error = commandError(params({{u"program"_qs, program},
                                                   {u"shell"_qs, true},
                                                   {u"outputs"_qs, u"o = out/shell.txt"_qs}}),
                                           {{fileList({file})}});
        QCOMPARE(pwned(m_root.path()), QStringList());
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // One argument, exactly the name (inside the project: relative to it).
        QCOMPARE(QString::fromUtf8(readFile(path(u"out/shell.txt"_qs))), u"[in/"_qs + name + u']');
        QCOMPARE(pwned(QDir::currentPath()), QStringList());
        QCOMPARE(fingerprint(root(QStringLiteral("decoy"))), decoy);
    }

    void shellModeKeepsTheTemplatesOwnQuoting()
    {
        const QString file = path(u"in/my file.txt"_qs);
        writeFile(file, "data\n");
        const auto out = FileList::fromDataset(
            run("command",
                params({{u"program"_qs,
                         u"printf '<%s>' x{in.stem}y \"a {in.name} b\" 'c {in.dir} d' {in} "
                         "'{' > {out:o}"_qs},
                        {u"shell"_qs, true},
                        {u"outputs"_qs, u"o = out/quoting.txt"_qs}}),
                {{fileList({file, file})}}, project())
                .front());
        // Bare: one word per file; inside quotes: the files joined by spaces, in that word.
        QCOMPARE(QString::fromUtf8(readFile(out->files().front())),
                 u"<xmy file><my filey><a my file.txt my file.txt b><c in in d>"
                 "<in/my file.txt><in/my file.txt><{>"_qs);
    }
};

QTEST_GUILESS_MAIN(TestCommandOperator)
#include "tst_commandoperator.moc"
