#pragma once

#include <QList>
#include <QQmlError>
#include <QStringList>

class QObject;
class QQmlComponent;

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

class MainWindow;

/// The `--self-test` run: proves that every QML file of the Weft module loads and renders on
/// this Qt without a single warning. It opens the real main window (with a project that holds
/// one node of every operator), then creates every other component of the module on its own
/// through QQmlComponent, giving required properties sample values. Every QML warning or error
/// (engine warnings, `qml`/`js`/`qt.qml*`/`qt.quick*` log messages) is printed and counted.
///
/// Run it offscreen (QT_QPA_PLATFORM=offscreen); needs a QGuiApplication. Not reentrant: it
/// installs a process-wide message handler for the duration of run().
class QmlSelfTest
{
public:
    explicit QmlSelfTest(const engine::OperatorRegistry &registry);

    /// Runs the test; prints each problem (with file and line) and a summary to stderr.
    /// Returns the number of problems, 0 when everything loaded cleanly.
    int run();

    /// Every .qml file of the Weft module in the resources, sorted, as qrc: URLs.
    static QStringList moduleFiles();

private:
    void loadEverything(const QStringList &files);
    void printReport(int fileCount) const;
    void loadMainWindow(MainWindow &window);
    void createComponent(MainWindow &window, const QString &url);
    /// The names of the required properties the root object of the file at `url` declares.
    static QStringList rootRequiredProperties(const QString &url);
    void fillRequiredProperties(MainWindow &window, QQmlComponent &component, QObject *object);
    void record(const QString &problem);
    void recordErrors(const QList<QQmlError> &errors);

    const engine::OperatorRegistry &m_registry;
    QStringList m_problems;
};

} // namespace weft::app
