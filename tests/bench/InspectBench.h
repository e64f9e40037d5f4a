#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>

#include <optional>

namespace weft::bench {

/// How fast the output inspector shows a large table: a saved one-node project whose node's
/// result, a table of `rows` rows (int, float with a few nulls, text, bool), is put in the
/// project's result cache under the node's signature, as a run leaves it. The project is opened
/// in the real main window offscreen (software scene graph), the node's card is clicked with
/// the mouse, and the bench times:
///
/// - first rows: from the click's release until the first frame swapped after the inspector's
///   rows arrived (the plan, the entry read in place, the model reset, the table's delegates);
/// - statistics: from the click until every column's statistics reached the headers (computed
///   on the thread pool while the rows are already on screen);
/// - scrolling: frames while the table scrolls three rows a frame, each timed from the move
///   until its frame was swapped, and jumps to far places in the table (a scroll bar dragged).
///
/// Needs a QGuiApplication made with QT_QPA_PLATFORM=offscreen and QT_QUICK_BACKEND=software
/// (editor_main.cpp sets them).
class InspectBench
{
public:
    struct Options
    {
        qint64 rows = 1'000'000;
        int frames = 120;
        QSize size{1280, 800};
    };

    struct Result
    {
        qint64 rows = 0;
        int columns = 0;
        qint64 cacheBytes = 0; ///< the entry's table on disk
        double firstRowsMs = 0;
        double statisticsMs = 0;
        int frames = 0;
        double scrollMedianMs = 0;
        double scrollP95Ms = 0;
        double jumpMedianMs = 0;
        qint64 peakRssBytes = 0;
    };

    /// std::nullopt with `error` when the project, the cache entry or the window cannot be
    /// made, or the rows never show.
    static std::optional<Result> run(const Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
