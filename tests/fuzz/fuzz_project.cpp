// libFuzzer target for the project-file reader: any bytes must give either a project or one
// line of error, never a crash, a hang, a leak or undefined behaviour. A project that loads
// must also survive the writer: save, load again, compare, save again byte for byte.

#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QByteArray>
#include <QDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

[[noreturn]] void fail(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "fuzz_project: %s\n%s\n", what, detail.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The examples' folder: their data files resolve there, so the example seeds (the ones
    // that use the built-in operators) load completely and exercise the writer too.
    static const QDir projectDir(weft::test::sourcePath(u"resources/examples"));
    static const ProjectReader reader(OperatorRegistry::builtin());

    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ProjectLoadResult result = reader.parse(bytes, u"fuzz.weft"_s, projectDir);
    if (!result.ok()) {
        if (!result.error.startsWith(u"fuzz.weft: "_s) || result.error.contains(u'\n'))
            fail("the error is not one line naming the file", result.error.toUtf8());
        return 0;
    }
    if (!result.error.isEmpty())
        fail("a loaded project came with an error", result.error.toUtf8());

    const QByteArray saved = ProjectWriter::serialize(*result.project);
    const ProjectLoadResult again = reader.parse(saved, u"saved.weft"_s, projectDir);
    if (!again.ok())
        fail("a saved project does not load again", again.error.toUtf8() + '\n' + saved);
    if (!(*again.project == *result.project))
        fail("a saved project loads back different", saved);
    if (ProjectWriter::serialize(*again.project) != saved)
        fail("saving twice is not byte-identical", saved);
    return 0;
}
