#include "gui/GuiEntry.h"

#include <QGuiApplication>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    return weft::app::runMainWindow(QString());
}
