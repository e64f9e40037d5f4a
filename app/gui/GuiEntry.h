#pragma once

#include <QString>

namespace weft::app {

/// Shows the main window with `projectFile` open (or a new project when empty) and runs the
/// event loop. Needs a QGuiApplication.
int runMainWindow(const QString &projectFile);

/// Loads every QML file of the Weft module offscreen; returns non-zero on any QML warning or
/// error, after printing it. Needs a QGuiApplication.
int runSelfTest();

} // namespace weft::app
