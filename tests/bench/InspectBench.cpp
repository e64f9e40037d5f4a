#include "InspectBench.h"

#include "FrameClock.h"
#include "JsonLine.h"
#include "MainWindow.h"
#include "ProcessUsage.h"
#include "data/Table.h"
#include "exec/ResultCache.h"
#include "ops/OperatorRegistry.h"
#include "preview/DatasetPreviewController.h"
#include "project/ProjectWriter.h"
#include "run/Setup.h"

#include <QFile>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace weft::bench {

namespace {

constexpr int kReadTimeoutMs = 60000;
constexpr qreal kRowHeight = 22; // the panel's row delegate

/// `rows` rows: an id, a measurement with a null every 97th row, one of 5,000 station names,
/// and a flag. Deterministic.
std::shared_ptr<const engine::Table> makeTable(qint64 rows)
{
    const auto count = static_cast<size_t>(rows);
    std::vector<qint64> ids(count);
    std::vector<double> values(count);
    std::vector<std::uint8_t> valid(count, 1);
    std::vector<std::uint8_t> flags(count);
    engine::TableColumn names(u"station"_s, engine::ColumnType::String);
    names.reserveText(rows, rows * 12);
    for (qint64 i = 0; i < rows; ++i) {
        ids[size_t(i)] = i;
        values[size_t(i)] = std::sin(double(i) * 0.001) * 100;
        valid[size_t(i)] = i % 97 != 0;
        flags[size_t(i)] = i % 3 == 0;
        names.appendUtf8(("station " + std::to_string(i * 7919 % 5000)));
    }
    auto table = std::make_shared<engine::Table>();
    table->addColumn(engine::TableColumn::fromInts(u"id"_s, std::move(ids)));
    table->addColumn(
        engine::TableColumn::fromFloats(u"value"_s, std::move(values), std::move(valid)));
    table->addColumn(std::move(names));
    table->addColumn(engine::TableColumn::fromBools(u"flag"_s, std::move(flags)));
    return table;
}

/// A saved project of one csv.read node, and `table` in its cache as that node's result.
bool makeProject(const QString &file, const std::shared_ptr<const engine::Table> &table,
                 qint64 *cacheBytes, QString *error)
{
    QFile csv(QFileInfo(file).absoluteDir().filePath(u"data.csv"_s));
    if (!csv.open(QIODevice::WriteOnly) || csv.write("id\n1\n") < 0) {
        *error = u"cannot write %1"_s.arg(csv.fileName());
        return false;
    }
    csv.close();
    engine::Project project;
    engine::Node node;
    node.id = engine::NodeId(u"read"_s);
    node.operatorId = u"csv.read"_s;
    node.params = {{u"path"_s, u"data.csv"_s}};
    project.graph.nodes = {node};
    if (!engine::ProjectWriter::writeFile(project, file, error))
        return false;
    run::Setup::Options options;
    options.incremental = true;
    engine::Graph graph;
    const auto plan = run::Setup::planCache(project, file, options, &graph, nullptr, error);
    if (!plan || plan->nodes().size() != 1 || plan->nodes().front().use.key.isEmpty()) {
        *error = u"no signature for the node: %1"_s.arg(*error);
        return false;
    }
    const QByteArray key = plan->nodes().front().use.key;
    const engine::ResultCache cache(engine::ResultCache::folderFor(file));
    const QString stored = cache.store(key, node.id, node.operatorId, {table}, 1500);
    if (!stored.isEmpty()) {
        *error = stored;
        return false;
    }
    const auto entry = cache.find(key);
    *cacheBytes = entry ? entry->bytes : 0;
    return true;
}

void click(QQuickWindow *window, QPointF point, QEvent::Type type)
{
    const bool press = type == QEvent::MouseButtonPress;
    QMouseEvent event(type, point, point, window->mapToGlobal(point), Qt::LeftButton,
                      press ? Qt::LeftButton : Qt::NoButton, Qt::NoModifier);
    QGuiApplication::sendEvent(window, &event);
}

/// Runs the event loop until `done` holds; false after `timeoutMs`.
template<typename Done>
bool waitFor(FrameClock &clock, Done done, int timeoutMs)
{
    const qint64 deadline = clock.nowNs() + qint64(timeoutMs) * 1000000;
    while (!done() && clock.nowNs() < deadline)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

double percentile(std::vector<double> times, double share)
{
    std::sort(times.begin(), times.end());
    return times.empty() ? 0
                         : times[std::min(times.size() - 1,
                                          size_t(std::ceil(double(times.size()) * share)) - 1)];
}

} // namespace

std::optional<InspectBench::Result> InspectBench::run(const Options &options, QString *error)
{
    QTemporaryDir folder;
    if (!folder.isValid()) {
        *error = u"cannot create a temporary folder: %1"_s.arg(folder.errorString());
        return std::nullopt;
    }
    Result result;
    result.rows = options.rows;
    result.frames = options.frames;
    const QString file = folder.filePath(u"inspect.weft"_s);
    {
        const std::shared_ptr<const engine::Table> table = makeTable(options.rows);
        result.columns = table->columnCount();
        if (!makeProject(file, table, &result.cacheBytes, error))
            return std::nullopt;
    } // the window reads the entry back from the cache, as after a run in an earlier session

    app::MainWindow window(engine::OperatorRegistry::builtin());
    if (!window.load() || !window.controller().open(file)) {
        *error = u"the window did not load the project"_s;
        return std::nullopt;
    }
    QQuickWindow *win = window.window();
    win->resize(options.size);
    FrameClock clock(win);
    win->show();
    if (!clock.waitForSwap(FrameClock::kFrameTimeoutMs)) {
        *error = u"the window rendered no frame"_s;
        return std::nullopt;
    }
    QMetaObject::invokeMethod(findItem(win->contentItem(), u"graphCanvas"_s), "resetZoom");
    clock.settle(FrameClock::kQuietMs);
    QQuickItem *card = findItem(win->contentItem(), u"node:read"_s);
    QQuickItem *panel = findItem(win->contentItem(), u"datasetPreviewPanel"_s);
    auto *preview =
        panel ? panel->property("preview").value<app::DatasetPreviewController *>() : nullptr;
    if (!card || !preview) {
        *error = u"the window has no card or no output inspector"_s;
        return std::nullopt;
    }

    qint64 readySwaps = -1;
    qint64 statisticsNs = -1;
    QObject::connect(preview, &app::DatasetPreviewController::changed, [&] {
        if (readySwaps < 0 && preview->status() == app::DatasetPreviewController::Status::Ready)
            readySwaps = clock.swaps();
    });
    QObject::connect(preview, &app::DatasetPreviewController::statisticsReady,
                     [&] { statisticsNs = clock.nowNs(); });

    // The click: the card's header, pressed and released as a hand does.
    const QPointF point = card->mapToScene(QPointF(card->width() / 2, 20));
    click(win, point, QEvent::MouseButtonPress);
    const qint64 start = clock.nowNs();
    click(win, point, QEvent::MouseButtonRelease);
    if (!waitFor(
            clock, [&] { return readySwaps >= 0; }, kReadTimeoutMs) ||
        !clock.waitForSwapAfter(readySwaps, FrameClock::kFrameTimeoutMs)) {
        *error = u"the rows never showed: %1"_s.arg(preview->errorText());
        return std::nullopt;
    }
    result.firstRowsMs = toMs(clock.lastSwapNs() - start);
    if (preview->rows()->rowCount() != options.rows) {
        *error =
            u"the inspector shows %1 rows, not the cached %2"_s.arg(preview->rows()->rowCount())
                .arg(options.rows);
        return std::nullopt;
    }
    if (!waitFor(
            clock, [&] { return statisticsNs >= 0; }, kReadTimeoutMs)) {
        *error = u"the column statistics never came"_s;
        return std::nullopt;
    }
    result.statisticsMs = toMs(statisticsNs - start);
    clock.settle(FrameClock::kQuietMs);

    // Scrolling: three rows a frame, then jumps far into the table.
    QQuickItem *table = findItem(win->contentItem(), u"previewTable"_s);
    if (!table) {
        *error = u"the inspector shows no table"_s;
        return std::nullopt;
    }
    std::vector<double> scroll;
    std::vector<double> jumps;
    quint32 state = 12345;
    for (int i = 0; i < options.frames; ++i) {
        const bool jump = i >= options.frames * 3 / 4;
        qreal y = table->property("contentY").toReal() + 3 * kRowHeight;
        if (jump) {
            state = state * 1664525u + 1013904223u;
            const qreal range = table->property("contentHeight").toReal() - table->height();
            y = range * double(state >> 8) / double(1u << 24);
        }
        const qint64 before = clock.nowNs();
        table->setProperty("contentY", y);
        if (!clock.waitForSwap(FrameClock::kFrameTimeoutMs)) {
            *error = u"scrolling frame %1 was never rendered"_s.arg(i);
            return std::nullopt;
        }
        (jump ? jumps : scroll).push_back(toMs(clock.lastSwapNs() - before));
    }
    result.scrollMedianMs = percentile(scroll, 0.5);
    result.scrollP95Ms = percentile(scroll, 0.95);
    result.jumpMedianMs = percentile(jumps, 0.5);
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    return result;
}

QByteArray InspectBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"case", u"inspect"_s)
        .add(u"rows", result.rows)
        .add(u"columns", qint64(result.columns))
        .add(u"cache_bytes", result.cacheBytes)
        .add(u"first_rows_ms", result.firstRowsMs, 1)
        .add(u"statistics_ms", result.statisticsMs, 1)
        .add(u"frames", qint64(result.frames))
        .add(u"scroll_frame_ms", result.scrollMedianMs, 2)
        .add(u"scroll_p95_ms", result.scrollP95Ms, 2)
        .add(u"jump_frame_ms", result.jumpMedianMs, 2)
        .add(u"peak_rss_bytes", result.peakRssBytes);
    return line.toUtf8();
}

} // namespace weft::bench
