#include "OperatorTestSupport.h"
#include "data/FileList.h"
#include "data/Table.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <signal.h>
#include <thread>

using namespace weft::engine;
using namespace optest;

namespace {

std::shared_ptr<const FileList> files(const DatasetPtr &dataset)
{
    return FileList::fromDataset(dataset);
}

} // namespace

class TestFileOperators : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QDir project() const { return QDir(m_dir.path()); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    std::shared_ptr<const FileList> list(const QString &pattern, bool recursive = false)
    {
        return files(run("files.list",
                         params({{u"folder"_qs, u"in"_qs},
                                 {u"pattern"_qs, pattern},
                                 {u"recursive"_qs, recursive}}),
                         {}, project())
                         .front());
    }

    std::shared_ptr<const FileList> command(const QJsonObject &p, Inputs inputs = {})
    {
        return files(run("command", p, std::move(inputs), project()).front());
    }

    QString commandError(const QJsonObject &p, Inputs inputs = {})
    {
        return runError("command", p, std::move(inputs), project());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeFile(path(u"in/b.txt"_qs), "pear\napple\nfig\n");
        writeFile(path(u"in/a.txt"_qs), "3\n1\n2\n");
        writeFile(path(u"in/größe daten.txt"_qs), "z\ny\n");
        writeFile(path(u"in/notes.md"_qs), "# notes\n");
        writeFile(path(u"in/sub/c.txt"_qs), "c\n");
    }

    void listMatchesAndSorts()
    {
        const auto txt = list(u"*.txt"_qs);
        QCOMPARE(txt->files(), (QStringList{path(u"in/a.txt"_qs), path(u"in/b.txt"_qs),
                                            path(u"in/größe daten.txt"_qs)}));
        QCOMPARE(list(u"*.txt; *.md"_qs)->files().size(), 4);
        QCOMPARE(list(u"*.txt"_qs, true)->files().size(), 4);
        QCOMPARE(list(u"*.csv"_qs)->files().size(), 0);
    }

    void listErrors()
    {
        QVERIFY(runError("files.list", params({{u"folder"_qs, u"nowhere"_qs}}), {}, project())
                    .contains(u"does not exist"));
        QVERIFY(runError("files.list", params({{u"folder"_qs, u"in/a.txt"_qs}}), {}, project())
                    .contains(u"is not a folder"));
        QVERIFY(runError("files.list", params({{u"folder"_qs, u"in"_qs}, {u"pattern"_qs, u";"_qs}}),
                         {}, project())
                    .contains(u"pattern is empty"));
    }

    void tableOfFiles()
    {
        const auto t =
            Table::fromDataset(run("files.table", {}, {{list(u"*.txt"_qs)}}, project()).front());
        QCOMPARE(t->columnNames(),
                 (QStringList{u"path"_qs, u"name"_qs, u"suffix"_qs, u"bytes"_qs}));
        QCOMPARE(t->column(0).stringAt(0), u"in/a.txt"_qs);
        QCOMPARE(t->column(1).stringAt(2), u"größe daten.txt"_qs);
        QCOMPARE(t->column(3).intAt(1), 15);
    }

    void argumentsArePassedLiterally()
    {
        const QString tricky = u"%s\\n\n"
                               "a b  c\n"
                               "it's \"quoted\"\n"
                               "$(touch pwned)\n"
                               "`touch pwned2`; touch pwned3\n"
                               "{param:v}\n"
                               "--file={x}?"_qs; // not a placeholder: the braces stay
        const auto out = command(params({{u"program"_qs, u"printf"_qs},
                                         {u"arguments"_qs, tricky},
                                         {u"values"_qs, u"v = $HOME * 'x'"_qs},
                                         {u"stdout"_qs, u"out/args.txt"_qs}}));
        QCOMPARE(out->files(), QStringList{path(u"out/args.txt"_qs)});
        QCOMPARE(readFile(path(u"out/args.txt"_qs)),
                 QByteArray("a b  c\nit's \"quoted\"\n$(touch pwned)\n`touch pwned2`; touch "
                            "pwned3\n$HOME * 'x'\n--file={x}?\n"));
        for (const char *name : {"pwned", "pwned2", "pwned3"})
            QVERIFY(!QFile::exists(path(QString::fromLatin1(name))));
    }

    void fileNamesWithSpacesStayOneArgument()
    {
        const auto out = command(params({{u"program"_qs, u"wc"_qs},
                                         {u"arguments"_qs, u"-l\n{in}"_qs},
                                         {u"stdout"_qs, u"out/wc.txt"_qs}}),
                                 {{list(u"*.txt"_qs)}});
        const QByteArray text = readFile(path(u"out/wc.txt"_qs));
        QVERIFY2(text.contains("2 in/größe daten.txt") || text.contains("größe daten.txt"),
                 text.constData());
        QVERIFY(text.contains("8 total"));
        QVERIFY(text.contains(" in/a.txt\n")); // files inside the project are passed relative
        QCOMPARE(out->files().size(), 1);
    }

    void perItemRunsOncePerFile()
    {
        const auto out =
            command(params({{u"program"_qs, u"sort"_qs},
                            {u"arguments"_qs, u"-o\n{out:sorted}\n{item}"_qs},
                            {u"outputs"_qs, u"sorted = out/sorted/{item.stem}.sorted"_qs}}),
                    {{list(u"*.txt"_qs)}});
        QCOMPARE(out->files().size(), 3);
        QCOMPARE(out->files().at(0), path(u"out/sorted/a.sorted"_qs));
        QCOMPARE(readFile(path(u"out/sorted/b.sorted"_qs)), QByteArray("apple\nfig\npear\n"));
        QCOMPARE(readFile(path(u"out/sorted/größe daten.sorted"_qs)), QByteArray("y\nz\n"));
    }

    void namedInputs()
    {
        const auto out = command(params({{u"program"_qs, u"cat"_qs},
                                         {u"arguments"_qs, u"{in:second}\n{in:first}"_qs},
                                         {u"inputs"_qs, u"first, second"_qs},
                                         {u"stdout"_qs, u"out/cat.txt"_qs}}),
                                 {{list(u"a.txt"_qs), list(u"b.txt"_qs)}});
        QCOMPARE(readFile(out->files().front()), QByteArray("pear\napple\nfig\n3\n1\n2\n"));
        QVERIFY(
            commandError(params({{u"program"_qs, u"cat"_qs}, {u"arguments"_qs, u"{in:third}"_qs}}),
                         {{list(u"a.txt"_qs)}})
                .contains(u"arguments: {in:third}: no input is named 'third' (inputs: in1)"));
    }

    void aFileNamedLikeAnOptionIsNotOne()
    {
        writeFile(path(u"-n.txt"_qs), "dash\n");
        const auto out =
            command(params({{u"program"_qs, u"cat"_qs},
                            {u"arguments"_qs, u"{in}"_qs},
                            {u"stdout"_qs, u"out/dash.txt"_qs}}),
                    {{std::make_shared<const FileList>(QStringList{path(u"-n.txt"_qs)})}});
        QCOMPARE(readFile(out->files().front()), QByteArray("dash\n")); // not "1 dash"
    }

    void shellModeQuotesValues()
    {
        const auto out = command(params({{u"program"_qs, u"printf '%s|' {param:v} {in} > "
                                                         "{out:o}"_qs},
                                         {u"shell"_qs, true},
                                         {u"values"_qs, u"v = it's $(touch pwned4)"_qs},
                                         {u"outputs"_qs, u"o = out/shell.txt"_qs}}),
                                 {{list(u"größe*"_qs)}});
        QCOMPARE(QString::fromUtf8(readFile(out->files().front())),
                 u"it's $(touch pwned4)|in/größe daten.txt|"_qs); // inside the project: relative
        QVERIFY(!QFile::exists(path(u"pwned4"_qs)));
        QVERIFY(commandError(params({{u"program"_qs, u"ls"_qs},
                                     {u"shell"_qs, true},
                                     {u"arguments"_qs, u"-l"_qs}}))
                    .contains(u"arguments must be empty in shell mode"));
    }

    void failureShowsExitCodeAndStderr()
    {
        const QString error = commandError(
            params({{u"program"_qs, u"ls"_qs},
                    {u"arguments"_qs, u"{item}"_qs},
                    {u"stdout"_qs, u"out/ls-{item.name}"_qs}}),
            {{std::make_shared<const FileList>(QStringList{path(u"in/missing.txt"_qs)})}});
        QVERIFY2(error.startsWith(u"'ls' for item in/missing.txt exited with code 2; stderr: "),
                 qPrintable(error));
        QVERIFY2(error.contains(u"ls: cannot access") && error.contains(u"No such file"),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path(u"out/ls-missing.txt"_qs))); // no half-written output
    }

    void otherFailures()
    {
        QVERIFY(commandError(params({{u"program"_qs, u"no-such-program-weft"_qs}}))
                    .contains(u"'no-such-program-weft' was not found on PATH"));
        QVERIFY(commandError(params({{u"program"_qs, u"in/a.txt"_qs}}))
                    .contains(u"is not an executable file"));
        QVERIFY(commandError(
                    params({{u"program"_qs, u"true"_qs}, {u"outputs"_qs, u"x = out/never.txt"_qs}}))
                    .contains(u"exited with code 0 but did not write the output 'x' "
                              "(out/never.txt)"));
        QVERIFY(commandError(params({{u"program"_qs, u"true"_qs}, {u"outputs"_qs, u"oops"_qs}}))
                    .contains(u"outputs: the line 'oops' is not 'name = path'"));
        QVERIFY(commandError(
                    params({{u"program"_qs, u"echo"_qs}, {u"arguments"_qs, u"{param:nope}"_qs}}))
                    .contains(u"the values parameter sets no 'nope'"));
        // A table is no longer refused: it is staged as a CSV file (tst_commandstaging).
        QCOMPARE(commandError(params({{u"program"_qs, u"true"_qs}}),
                              {{std::make_shared<const Table>()}}),
                 QString());
        // No input and no {item}: runs once; with {item} and no files: runs never.
        QCOMPARE(command(params({{u"program"_qs, u"true"_qs}}))->files().size(), 0);
        QCOMPARE(command(params({{u"program"_qs, u"false"_qs}, {u"arguments"_qs, u"{item}"_qs}}),
                         {{std::make_shared<const FileList>()}})
                     ->files()
                     .size(),
                 0);
    }

    void cancellationKillsTheProgram()
    {
        // The program writes its pid and then waits. The run is cancelled once that pid is
        // there; when the operator returns, no such process may be left.
        const QString script = project().filePath(u"wait.sh"_qs);
        const QString pidFile = project().filePath(u"wait.pid"_qs);
        {
            QFile file(script);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                "#!/bin/sh\necho $$ > \"$1.part\" && mv \"$1.part\" \"$1\"\nexec sleep 60\n");
        }
        QVERIFY(
            QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        std::stop_source stop;
        std::jthread canceller([&] {
            const QDeadlineTimer deadline(30000);
            while (!QFile::exists(pidFile) && !deadline.hasExpired())
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            stop.request_stop();
        });
        QString error;
        try {
            run("command", params({{u"program"_qs, script}, {u"arguments"_qs, pidFile}}), {},
                project(), stop.get_token());
        } catch (const OperatorError &e) {
            error = e.message();
        }
        QVERIFY2(error.contains(u"wait.sh") && error.contains(u"was cancelled"), qPrintable(error));
        QFile pid(pidFile);
        QVERIFY2(pid.open(QIODevice::ReadOnly), "the program never wrote its pid");
        const pid_t child = pid.readAll().trimmed().toInt();
        QVERIFY(child > 0);
        errno = 0;
        QCOMPARE(::kill(child, 0), -1);
        QCOMPARE(errno, ESRCH);
    }
};

QTEST_GUILESS_MAIN(TestFileOperators)
#include "tst_fileoperators.moc"
