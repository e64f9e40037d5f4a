#include "MainWindow.h"

#include "OperatorIconProvider.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QQuickWindow>
#include <QSurfaceFormat>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

using namespace Qt::StringLiterals;

// The QML modules are static libraries: importing their plugins here registers them, and this
// file is linked wherever a window is created.
Q_IMPORT_QML_PLUGIN(WeftPlugin)
Q_IMPORT_QML_PLUGIN(WeftModelsPlugin)

namespace weft::app {

namespace {

constexpr int kSamples = 4;

} // namespace

MainWindow::MainWindow(const engine::OperatorRegistry &registry)
    : m_controller(registry, &m_recentFiles)
    , m_history(&m_controller, &m_monitor)
{
    m_engine.addImportPath(u"qrc:/"_s);
    // image://operator/…: each operator's icon (the engine owns the provider).
    m_engine.addImageProvider(OperatorIconProvider::providerId(), new OperatorIconProvider);
    // The canvas shows the run's node states and datasets on its cards and edges.
    m_monitor.addSink(m_controller.nodes()->runStates());
    m_controller.edges()->setRunStates(m_controller.nodes()->runStates());
}

QUrl MainWindow::mainQmlUrl()
{
    return QUrl(u"qrc:/Weft/Main.qml"_s);
}

void MainWindow::enableRecovery(const QString &folder)
{
    m_recovery = std::make_unique<RecoveryStore>(folder);
    m_controller.setRecoveryStore(m_recovery.get());
}

bool MainWindow::load()
{
    // The hardware scene graph draws Shapes (the edges) without antialiasing; multisampling
    // smooths them. Set before the window exists, as its surface format is fixed then.
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    if (format.samples() < kSamples) {
        format.setSamples(kSamples);
        QSurfaceFormat::setDefaultFormat(format);
    }
    m_engine.setInitialProperties({
        {u"controller"_s, QVariant::fromValue(&m_controller)},
        {u"recentFiles"_s, QVariant::fromValue(&m_recentFiles)},
        {u"applicationInfo"_s, QVariant::fromValue(&m_info)},
        {u"monitor"_s, QVariant::fromValue(&m_monitor)},
        {u"dashboard"_s, QVariant::fromValue(&m_dashboard)},
        {u"runs"_s, QVariant::fromValue(&m_runs)},
        {u"history"_s, QVariant::fromValue(&m_history)},
    });
    m_engine.load(mainQmlUrl());
    return window() != nullptr;
}

QQuickWindow *MainWindow::window() const
{
    const QList<QObject *> roots = m_engine.rootObjects();
    return roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(roots.constFirst());
}

bool MainWindow::showAndWaitForFrame(int timeoutMs)
{
    QQuickWindow *win = window();
    if (!win)
        return false;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    const auto swapped =
        QObject::connect(win, &QQuickWindow::frameSwapped, &loop, &QEventLoop::quit);
    timeout.start(timeoutMs);
    win->show();
    loop.exec();
    QObject::disconnect(swapped);
    const bool rendered = timeout.isActive();
    // Work queued by the first frame (Qt.callLater, deferred deletes) runs here; grabWindow()
    // renders whatever state that leaves.
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    return rendered;
}

} // namespace weft::app
