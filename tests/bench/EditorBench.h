#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>

#include <optional>

namespace weft::bench {

/// How fast the editor opens and pans a large project: generates a layered project
/// (LayeredProjectBuilder) into a temporary folder, opens it in the real main window
/// (MainWindow) offscreen with the software scene graph, and times the first frame and then
/// frames of panning driven the way a user pans (Space held, mouse dragged), at the zoom the
/// window fits the graph to and at 100 %.
///
/// A frame's time runs from the moment the mouse move is delivered to the window until
/// QQuickWindow::frameSwapped: event handling, bindings, polish, scene graph sync and
/// software rendering, all on the GUI thread. Needs a QGuiApplication created with
/// QT_QPA_PLATFORM=offscreen and QT_QUICK_BACKEND=software (editor_main.cpp sets them).
class EditorBench
{
public:
    struct Options
    {
        int nodes = 2000;
        int frames = 120;
        QSize size{1280, 800};
    };

    struct Pan
    {
        double zoom = 0;
        double medianMs = 0;
        double p95Ms = 0;
        double maxMs = 0;
    };

    struct Result
    {
        int nodes = 0;
        int edges = 0;
        QSize size;
        double windowLoadMs = 0;       ///< loading Main.qml, before any project
        double openMs = 0;             ///< ProjectController::open(): models and delegates
        double openToFirstFrameMs = 0; ///< open() until the first frame was swapped
        /// open() until the last frame before the window went quiet: the project fitted and
        /// drawn, whatever number of frames that took
        double openToSettledFrameMs = 0;
        int items = 0; ///< Qt Quick items in the window once open
        int frames = 0;
        Pan fit;
        Pan actualSize;
        qint64 peakRssBytes = 0;
    };

    /// `weft-bench-gui open`: the time to a settled window alone, for a project of `nodes`
    /// nodes (LayeredProjectBuilder) or, with `descriptionBytes`, a two-node project whose
    /// description has that many bytes of words.
    struct OpenOptions
    {
        int nodes = 0;
        qint64 descriptionBytes = 0;
        /// One word without a break (the worst case for text layout), else words and spaces.
        bool unbrokenDescription = true;
        QSize size{1280, 800};
    };

    struct OpenResult
    {
        int nodes = 0;
        int edges = 0;
        qint64 descriptionBytes = 0;
        qint64 fileBytes = 0;
        double openMs = 0;
        double openToFirstFrameMs = 0;
        double openToSettledFrameMs = 0; ///< the figure the opening targets apply to
        int items = 0;
        qint64 peakRssBytes = 0;
    };

    /// Runs the benchmark; std::nullopt with `error` set when the window cannot be created,
    /// the project cannot be opened or a frame never comes.
    static std::optional<Result> run(const Options &options, QString *error);
    static std::optional<OpenResult> open(const OpenOptions &options, QString *error);
    static QByteArray toJson(const Result &result);
    static QByteArray toJson(const OpenResult &result);
};

} // namespace weft::bench
