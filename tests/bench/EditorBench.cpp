#include "EditorBench.h"

#include "FrameClock.h"
#include "JsonLine.h"
#include "LayeredProjectBuilder.h"
#include "MainWindow.h"
#include "ProcessUsage.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace weft::bench {

namespace {

constexpr int kFrameTimeoutMs = FrameClock::kFrameTimeoutMs;
constexpr int kFirstFrameTimeoutMs = 600000;
constexpr int kQuietMs = FrameClock::kQuietMs;
constexpr double kStepPx = 8;

int countItems(const QQuickItem *item)
{
    int count = 1;
    const QList<QQuickItem *> children = item->childItems();
    for (const QQuickItem *child : children)
        count += countItems(child);
    return count;
}

void sendMouse(QQuickWindow *window, QEvent::Type type, QPointF point, Qt::MouseButtons buttons)
{
    // A move names no button of its own; a press and a release name the middle one.
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::MiddleButton;
    QMouseEvent event(type, point, point, window->mapToGlobal(point), button, buttons,
                      Qt::NoModifier);
    QGuiApplication::sendEvent(window, &event);
}

/// Drags with the middle button (which pans anywhere, on cards too), `frames` steps to the
/// right and back, and times each step from the move until its frame was swapped.
std::optional<EditorBench::Pan> pan(QQuickWindow *window, QQuickItem *canvas, FrameClock &clock,
                                    int frames, QString *error)
{
    const QPointF centre = canvas->mapToScene(QPointF(canvas->width() / 2, canvas->height() / 2));
    QPointF point = centre - QPointF(kStepPx * frames / 4, 0);
    sendMouse(window, QEvent::MouseButtonPress, point, Qt::MiddleButton);
    // Past the drag threshold first: those moves start the pan and are not timed.
    for (int i = 0; i < 4; ++i) {
        point += QPointF(kStepPx, 0);
        sendMouse(window, QEvent::MouseMove, point, Qt::MiddleButton);
        clock.waitForSwap(kQuietMs);
    }
    std::vector<double> times;
    times.reserve(frames);
    for (int i = 0; i < frames; ++i) {
        point += QPointF(i < frames / 2 ? kStepPx : -kStepPx, i % 2 == 0 ? 1 : -1);
        const qint64 start = clock.nowNs();
        sendMouse(window, QEvent::MouseMove, point, Qt::MiddleButton);
        if (!clock.waitForSwap(kFrameTimeoutMs)) {
            *error = u"panning frame %1 was never rendered"_s.arg(i);
            return std::nullopt;
        }
        times.push_back(toMs(clock.lastSwapNs() - start));
    }
    sendMouse(window, QEvent::MouseButtonRelease, point, Qt::NoButton);
    clock.settle(kQuietMs);

    std::sort(times.begin(), times.end());
    EditorBench::Pan result;
    result.zoom = canvas->property("zoom").toDouble();
    result.medianMs = times[times.size() / 2];
    result.p95Ms = times[std::min(times.size() - 1, size_t(std::ceil(times.size() * 0.95)) - 1)];
    result.maxMs = times.back();
    return result;
}

JsonLine panJson(const EditorBench::Pan &pan)
{
    JsonLine line;
    line.add(u"zoom", pan.zoom, 3)
        .add(u"median", pan.medianMs, 2)
        .add(u"p95", pan.p95Ms, 2)
        .add(u"max", pan.maxMs, 2);
    return line;
}

/// What opening a project in the window took, from the start of ProjectController::open().
struct Opened
{
    double windowLoadMs = 0;
    double openMs = 0;
    double openToFirstFrameMs = 0;
    double openToSettledFrameMs = 0;
    int items = 0;
};

/// Loads the main window, shows it empty (as a user sees it before choosing a file), then opens
/// `file` in it and waits until the window has gone quiet.
std::optional<Opened> openInWindow(app::MainWindow &window, const QString &file, QSize size,
                                   std::optional<FrameClock> &clock, QString *error)
{
    Opened result;
    QElapsedTimer timer;
    timer.start();
    QString openError;
    QObject::connect(&window.controller(), &app::ProjectController::errorOccurred,
                     [&openError](const QString &message) { openError = message; });
    if (!window.load()) {
        *error = u"the main window did not load"_s;
        return std::nullopt;
    }
    QQuickWindow *win = window.window();
    win->resize(size);
    result.windowLoadMs = toMs(timer.nsecsElapsed());
    clock.emplace(win);
    const qint64 beforeShow = clock->swaps();
    win->show();
    if (!clock->waitForSwapAfter(beforeShow, kFrameTimeoutMs)) {
        *error = u"the empty window rendered no frame"_s;
        return std::nullopt;
    }
    clock->settle(kQuietMs);

    const qint64 beforeOpen = clock->swaps();
    const qint64 openStart = clock->nowNs();
    if (!window.controller().open(file)) {
        *error = u"cannot open the generated project: %1"_s.arg(openError);
        return std::nullopt;
    }
    result.openMs = toMs(clock->nowNs() - openStart);
    if (!clock->waitForSwapAfter(beforeOpen, kFirstFrameTimeoutMs)) {
        *error = u"the project's first frame never came"_s;
        return std::nullopt;
    }
    result.openToFirstFrameMs = toMs(clock->lastSwapNs() - openStart);
    // Work the opening queued (fitting the view, delegates made for it) may take more frames:
    // the project is on screen with the last of them.
    clock->settle(kQuietMs);
    result.openToSettledFrameMs = toMs(clock->lastSwapNs() - openStart);
    result.items = countItems(win->contentItem());
    return result;
}

/// `unbroken`: one word of `bytes` letters, which text layout cannot break at a space. Else
/// words of 1 to 10 letters separated by spaces, a paragraph every 2,000 bytes or so: what a
/// long description pasted into a project looks like. Deterministic.
QString descriptionOf(qint64 bytes, bool unbroken)
{
    if (unbroken)
        return QString(bytes, u'x');
    QString text;
    text.reserve(bytes);
    quint32 state = 12345;
    while (text.size() < bytes) {
        state = state * 1664525u + 1013904223u;
        const int letters = 1 + int((state >> 16) % 10);
        for (int i = 0; i < letters && text.size() < bytes; ++i)
            text += QChar(u'a' + char16_t((state >> (i + 3)) % 26));
        if (text.size() < bytes)
            text += text.size() % 2000 < 10 ? u'\n' : u' ';
    }
    return text;
}

} // namespace

std::optional<EditorBench::Result> EditorBench::run(const Options &options, QString *error)
{
    QTemporaryDir folder;
    if (!folder.isValid()) {
        *error = u"cannot create a temporary folder: %1"_s.arg(folder.errorString());
        return std::nullopt;
    }
    const engine::Project project = LayeredProjectBuilder::build(options.nodes);
    const QString file = folder.filePath(u"layered.weft"_s);
    if (!engine::ProjectWriter::writeFile(project, file, error))
        return std::nullopt;

    Result result;
    result.nodes = int(project.graph.nodes.size());
    result.edges = int(project.graph.edges.size());
    result.size = options.size;
    result.frames = options.frames;

    app::MainWindow window(engine::OperatorRegistry::builtin());
    std::optional<FrameClock> clock;
    const std::optional<Opened> opened = openInWindow(window, file, options.size, clock, error);
    if (!opened)
        return std::nullopt;
    result.windowLoadMs = opened->windowLoadMs;
    result.openMs = opened->openMs;
    result.openToFirstFrameMs = opened->openToFirstFrameMs;
    result.openToSettledFrameMs = opened->openToSettledFrameMs;
    result.items = opened->items;

    QQuickWindow *win = window.window();
    QQuickItem *canvas = findItem(win->contentItem(), u"graphCanvas"_s);
    if (!canvas) {
        *error = u"the window has no canvas"_s;
        return std::nullopt;
    }
    const auto fit = pan(win, canvas, *clock, options.frames, error);
    if (!fit)
        return std::nullopt;
    result.fit = *fit;
    QMetaObject::invokeMethod(canvas, "resetZoom");
    clock->settle(kQuietMs);
    const auto actual = pan(win, canvas, *clock, options.frames, error);
    if (!actual)
        return std::nullopt;
    result.actualSize = *actual;
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    return result;
}

std::optional<EditorBench::OpenResult> EditorBench::open(const OpenOptions &options, QString *error)
{
    QTemporaryDir folder;
    if (!folder.isValid()) {
        *error = u"cannot create a temporary folder: %1"_s.arg(folder.errorString());
        return std::nullopt;
    }
    engine::Project project = LayeredProjectBuilder::build(std::max(options.nodes, 2));
    project.metadata.description =
        descriptionOf(options.descriptionBytes, options.unbrokenDescription);
    const QString file = folder.filePath(u"open.weft"_s);
    if (!engine::ProjectWriter::writeFile(project, file, error))
        return std::nullopt;

    OpenResult result;
    result.nodes = int(project.graph.nodes.size());
    result.edges = int(project.graph.edges.size());
    result.descriptionBytes = project.metadata.description.toUtf8().size();
    result.fileBytes = QFileInfo(file).size();
    app::MainWindow window(engine::OperatorRegistry::builtin());
    std::optional<FrameClock> clock;
    const std::optional<Opened> opened = openInWindow(window, file, options.size, clock, error);
    if (!opened)
        return std::nullopt;
    result.openMs = opened->openMs;
    result.openToFirstFrameMs = opened->openToFirstFrameMs;
    result.openToSettledFrameMs = opened->openToSettledFrameMs;
    result.items = opened->items;
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    return result;
}

QByteArray EditorBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"nodes", qint64(result.nodes))
        .add(u"edges", qint64(result.edges))
        .add(u"size", u"%1x%2"_s.arg(result.size.width()).arg(result.size.height()))
        .add(u"window_load_ms", result.windowLoadMs, 1)
        .add(u"open_ms", result.openMs, 1)
        .add(u"open_to_first_frame_ms", result.openToFirstFrameMs, 1)
        .add(u"open_to_settled_frame_ms", result.openToSettledFrameMs, 1)
        .add(u"items", qint64(result.items))
        .add(u"frames", qint64(result.frames))
        .add(u"pan_fit_frame_ms", panJson(result.fit))
        .add(u"pan_100_frame_ms", panJson(result.actualSize))
        .add(u"peak_rss_bytes", result.peakRssBytes);
    return line.toUtf8();
}

QByteArray EditorBench::toJson(const OpenResult &result)
{
    JsonLine line;
    line.add(u"case", u"open"_s)
        .add(u"nodes", qint64(result.nodes))
        .add(u"edges", qint64(result.edges))
        .add(u"description_bytes", result.descriptionBytes)
        .add(u"file_bytes", result.fileBytes)
        .add(u"open_ms", result.openMs, 1)
        .add(u"open_to_first_frame_ms", result.openToFirstFrameMs, 1)
        .add(u"open_to_settled_frame_ms", result.openToSettledFrameMs, 1)
        .add(u"items", qint64(result.items))
        .add(u"peak_rss_bytes", result.peakRssBytes);
    return line.toUtf8();
}

} // namespace weft::bench
