#pragma once

// What the tests that check .npy files against NumPy share: finding a python3 with NumPy and
// running tests/support/npy_arrays.py. Header-only; include from a QtTest executable.

#include "support/TestPaths.h"

#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <QtDebug>

namespace weft::test {

/// Debian's python3 first: python3-numpy installs there, and a python3 earlier on PATH (a
/// virtual environment, pyenv) may lack NumPy.
inline QString pythonProgram()
{
    const QString system =
        QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    return system.isEmpty() ? QStringLiteral("python3") : system;
}

/// Runs python3 with `args`; its stdout, trimmed, or "PYTHON FAILED" (and a warning with its
/// stderr) when it fails.
inline QByteArray runPython(const QStringList &args)
{
    QProcess process;
    process.start(pythonProgram(), args);
    if (!process.waitForFinished(120000) || process.exitCode() != 0) {
        qWarning().noquote() << "python3 failed:" << process.readAllStandardError();
        return QByteArrayLiteral("PYTHON FAILED");
    }
    return process.readAllStandardOutput().trimmed();
}

/// Runs tests/support/npy_arrays.py (NumPy's side of the round trips) with `args`.
inline QByteArray npyArrays(const QStringList &args)
{
    return runPython(QStringList{weft::test::sourcePath(u"tests/support/npy_arrays.py")} + args);
}

} // namespace weft::test
