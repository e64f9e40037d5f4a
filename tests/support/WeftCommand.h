#pragma once

// What the tests that run the `weft` binary share: running it as a user would, and writing the
// files a project needs. Header-only; include from a QtTest executable (WEFT_BINARY is defined
// by weft_add_test).

#include <QDir>
#include <QFile>
#include <QFileInfo>
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

/// Runs `weft arguments…` to the end. Settings (recent files) go to a scratch folder, never the
/// user's.
inline WeftOutcome runWeft(const QStringList &arguments, int timeoutMs = 120'000)
{
    static const QTemporaryDir config;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(WEFT_BINARY), arguments);
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
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
