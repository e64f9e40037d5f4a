#include "GuiEntry.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(WeftPlugin)

namespace weft::app {

int runMainWindow(const QString &projectFile)
{
    Q_UNUSED(projectFile);
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/Weft/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 2;
    return QGuiApplication::exec();
}

int runSelfTest()
{
    return 0;
}

} // namespace weft::app
