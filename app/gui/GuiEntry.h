#pragma once

#include <QSize>
#include <QString>

#include <optional>

namespace weft::app {

/// Shows the main window with `projectFile` open (or a new project when empty) and runs the
/// event loop. Needs a QGuiApplication.
int runMainWindow(const QString &projectFile);

/// Loads every QML file of the Weft module offscreen; returns non-zero on any QML warning or
/// error, after printing it. Needs a QGuiApplication.
int runSelfTest();

/// Opens `projectFile` in the main window, offscreen, waits until it has rendered and saves the
/// window's image as PNG to `pngPath` (for the README). Returns 0 on success, 2 when the project
/// cannot be opened, 1 when rendering or writing fails; prints why. An empty `size` renders at
/// 1280×800. Needs a QGuiApplication.
/// `selectNode`, when set, is selected first (the inspector and the dataset preview show it;
/// the image is taken once the preview has been read).
/// `replayRun`, when set, names a recorded run of the project ("" for the newest) that the
/// monitor shows at its end; no run store or no such run returns 2.
int saveScreenshot(const QString &projectFile, const QString &pngPath, QSize size = {},
                   const QString &selectNode = {},
                   const std::optional<QString> &replayRun = std::nullopt);

} // namespace weft::app
