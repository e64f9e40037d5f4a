// weft-bench-gui: how fast the editor opens and pans a large project (see README.md beside this
// file). A program of its own so that the engine benchmarks stay free of Qt Quick.

#include "EditorBench.h"
#include "InspectBench.h"
#include "MonitorBench.h"

#include <QGuiApplication>
#include <QStringList>

#include <cstdio>
#include <limits>

using weft::bench::EditorBench;
using weft::bench::InspectBench;

namespace {

constexpr int kUsageError = 2;

void printLine(FILE *stream, const QByteArray &line)
{
    std::fputs(line.constData(), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}

int usageError(const QString &message)
{
    printLine(stderr, (u"weft-bench-gui: "_qs + message).toLocal8Bit());
    return kUsageError;
}

/// `weft-bench-gui open --nodes N | --description-bytes N`: the time to a settled window.
int openMain(const QStringList &arguments)
{
    EditorBench::OpenOptions options;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &name = arguments.at(i);
        if (i + 1 >= arguments.size())
            return usageError(u"%1 needs a value"_qs.arg(name));
        const QString value = arguments.at(++i);
        bool ok = false;
        if (name == u"--nodes"_qs) {
            options.nodes = value.toInt(&ok);
            ok = ok && options.nodes >= 2;
        } else if (name == u"--description-bytes"_qs) {
            options.descriptionBytes = value.toLongLong(&ok);
            ok = ok && options.descriptionBytes >= 0;
        } else if (name == u"--description-kind"_qs) {
            ok = value == u"unbroken"_qs || value == u"words"_qs;
            options.unbrokenDescription = value == u"unbroken"_qs;
        } else {
            return usageError(u"unknown option %1"_qs.arg(name));
        }
        if (!ok)
            return usageError(u"bad value for %1: %2"_qs.arg(name, value));
    }
    QString error;
    const auto result = EditorBench::open(options, &error);
    if (!result) {
        printLine(stderr, (u"weft-bench-gui: "_qs + error).toLocal8Bit());
        return 1;
    }
    printLine(stdout, EditorBench::toJson(*result));
    return 0;
}

/// `weft-bench-gui inspect --rows N [--frames F]`: a cached table's first rows on screen after
/// a click, and frames while it scrolls.
int inspectMain(const QStringList &arguments)
{
    InspectBench::Options options;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &name = arguments.at(i);
        if (i + 1 >= arguments.size())
            return usageError(u"%1 needs a value"_qs.arg(name));
        const QString value = arguments.at(++i);
        bool ok = false;
        if (name == u"--rows"_qs) {
            options.rows = value.toLongLong(&ok);
            ok = ok && options.rows >= 1 && options.rows <= std::numeric_limits<int>::max();
        } else if (name == u"--frames"_qs) {
            options.frames = value.toInt(&ok);
            ok = ok && options.frames >= 8;
        } else {
            return usageError(u"unknown option %1"_qs.arg(name));
        }
        if (!ok)
            return usageError(u"bad value for %1: %2"_qs.arg(name, value));
    }
    QString error;
    const auto result = InspectBench::run(options, &error);
    if (!result) {
        printLine(stderr, (u"weft-bench-gui: "_qs + error).toLocal8Bit());
        return 1;
    }
    printLine(stdout, InspectBench::toJson(*result));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // Offscreen with the software scene graph, as documented; frames are rendered as soon as
    // they are asked for (the platform's default waits 5 ms, which would be timed as work).
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    QGuiApplication app(argc, argv);

    EditorBench::Options options;
    const QStringList arguments = QGuiApplication::arguments().mid(1);
    // `weft-bench monitor …` runs here (weft-bench hands it over): it needs the window.
    if (arguments.value(0) == u"monitor"_qs)
        return weft::bench::MonitorBench::main(arguments.mid(1));
    if (arguments.value(0) == u"open"_qs)
        return openMain(arguments.mid(1));
    if (arguments.value(0) == u"inspect"_qs)
        return inspectMain(arguments.mid(1));
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &name = arguments.at(i);
        if (name == u"--help"_qs) {
            std::fputs("Usage: weft-bench-gui [--nodes N] [--frames F] [--size WxH]\n"
                       "       weft-bench-gui open [--nodes N] [--description-bytes N "
                       "[--description-kind unbroken|words]]\n"
                       "       weft-bench-gui inspect [--rows N] [--frames F]\n",
                       stdout);
            return 0;
        }
        if (i + 1 >= arguments.size())
            return usageError(u"%1 needs a value"_qs.arg(name));
        const QString value = arguments.at(++i);
        bool ok = false;
        if (name == u"--nodes"_qs) {
            options.nodes = value.toInt(&ok);
            ok = ok && options.nodes >= 2;
        } else if (name == u"--frames"_qs) {
            options.frames = value.toInt(&ok);
            ok = ok && options.frames >= 2;
        } else if (name == u"--size"_qs) {
            const QStringList parts = value.split(u'x');
            int width = 0;
            int height = 0;
            if (parts.size() == 2) {
                bool widthOk = false;
                width = parts.at(0).toInt(&widthOk);
                height = parts.at(1).toInt(&ok);
                ok = ok && widthOk && width >= 320 && height >= 240;
            }
            options.size = QSize(width, height);
        } else {
            return usageError(u"unknown option %1"_qs.arg(name));
        }
        if (!ok)
            return usageError(u"bad value for %1: %2"_qs.arg(name, value));
    }

    QString error;
    const auto result = EditorBench::run(options, &error);
    if (!result) {
        printLine(stderr, (u"weft-bench-gui: "_qs + error).toLocal8Bit());
        return 1;
    }
    printLine(stdout, EditorBench::toJson(*result));
    return 0;
}
