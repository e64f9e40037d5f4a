#pragma once

// Where a test finds the source tree, the golden files, its log folder and the binaries it
// runs. ctest hands them over in the environment (weft_add_test in tests/CMakeLists.txt) rather
// than the compiler in macros: a compile command that carried a clone's absolute paths would
// differ in every clone, and ccache would compile every test again in each. Header-only.

#include <QString>
#include <QStringView>
#include <QtGlobal>

namespace weft::test {

/// The value of `variable`, which ctest sets for every test; a test started by hand without it
/// stops at once, naming the variable, instead of looking for its files in the wrong place.
inline QString requiredPath(const char *variable)
{
    const QString value = qEnvironmentVariable(variable);
    if (value.isEmpty())
        qFatal("%s is not set: run the test through ctest, or set it as tests/CMakeLists.txt does",
               variable);
    return value;
}

/// `relative` inside the folder that `variable` names (the folder itself when empty).
inline QString pathIn(const char *variable, QStringView relative)
{
    const QString folder = requiredPath(variable);
    return relative.isEmpty() ? folder : folder + u'/' + relative;
}

/// A path in the source tree, e.g. sourcePath(u"resources/examples").
inline QString sourcePath(QStringView relative = {})
{
    return pathIn("WEFT_SOURCE_DIR", relative);
}

/// A path among the golden files (tests/golden), e.g. testDataPath(u"gui/weather.weft").
inline QString testDataPath(QStringView relative = {})
{
    return pathIn("WEFT_TEST_DATA", relative);
}

/// A path in the folder that keeps the tests' logs and screenshots.
inline QString testLogPath(QStringView relative = {})
{
    return pathIn("WEFT_TEST_LOG_DIR", relative);
}

/// The `weft` binary of this build.
inline QString weftBinary()
{
    return requiredPath("WEFT_BINARY");
}

/// The `weft-worker` binary of this build, as the WEFT_WORKER variable takes it.
inline QByteArray workerBinary()
{
    return requiredPath("WEFT_WORKER_BINARY").toLocal8Bit();
}

} // namespace weft::test
