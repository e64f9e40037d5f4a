#pragma once

// What the tests that run the `weft` binary share: running it as a user would, and writing the
// files a project needs. Header-only; include from a QtTest executable (TestPaths.h finds the
// binary).

#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace weft::test {

/// How a `weft` invocation ended.
struct WeftOutcome
{
    int exitCode = -1; ///< -1 when it crashed or did not finish in time
    QString out;
    QString err;
};

/// The stacks of every thread of process `pid`, from gdb when the machine has it: what a
/// `weft` that does not finish was waiting on, for the failure message.
inline QString threadStacks(qint64 pid)
{
    QProcess gdb;
    gdb.start(QStringLiteral("gdb"),
              {QStringLiteral("-batch"), QStringLiteral("-p"), QString::number(pid),
               QStringLiteral("-ex"), QStringLiteral("thread apply all bt")});
    if (!gdb.waitForFinished(60'000))
        return QStringLiteral("(no stacks: gdb did not finish)");
    return QString::fromUtf8(gdb.readAllStandardOutput());
}

/// Runs `weft arguments…` to the end. Settings (recent files) go to a scratch folder, never the
/// user's. One that has not finished after `timeoutMs` is killed; its outcome (exit code -1)
/// then carries its output so far and its threads' stacks in `err`.
inline WeftOutcome runWeft(const QStringList &arguments, int timeoutMs = 60'000)
{
    static const QTemporaryDir config;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(weft::test::weftBinary(), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        const QString stacks = threadStacks(process.processId());
        process.kill();
        process.waitForFinished(10'000);
        const QString report = QStringLiteral("weft %1 did not finish in %2 s\n%3\nthreads:\n%4")
                                   .arg(arguments.join(u' '))
                                   .arg(timeoutMs / 1000)
                                   .arg(QString::fromUtf8(process.readAllStandardError()), stacks);
        qWarning("%s", qPrintable(report)); // shown even where a test compares only the exit code
        return {-1, QString::fromUtf8(process.readAllStandardOutput()), report};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

/// A project file named `name` with `nodes` and `edges` as the project format writes them.
inline QByteArray projectFile(const QString &name, const QJsonArray &nodes, const QJsonArray &edges)
{
    const QJsonObject root{{QStringLiteral("format"), 1},
                           {QStringLiteral("project"), QJsonObject{{QStringLiteral("name"), name}}},
                           {QStringLiteral("datasets"), QJsonArray()},
                           {QStringLiteral("nodes"), nodes},
                           {QStringLiteral("edges"), edges}};
    return QJsonDocument(root).toJson();
}

/// Writes `bytes` to `path`, creating its folders.
inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

/// The bytes of `path`; empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace weft::test
