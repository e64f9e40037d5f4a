#include "ApplicationInfo.h"

#include <QtGlobal>

using namespace Qt::StringLiterals;

namespace weft::app {

ApplicationInfo::ApplicationInfo(QObject *parent)
    : QObject(parent)
{}

QString ApplicationInfo::name() const
{
    return u"Weft"_s;
}

QString ApplicationInfo::version() const
{
    return QStringLiteral(WEFT_VERSION);
}

QString ApplicationInfo::description() const
{
    return tr("A desktop workflow designer and monitor: draw a graph, run it, watch it run.");
}

QString ApplicationInfo::qtVersion() const
{
    return QString::fromLatin1(qVersion());
}

} // namespace weft::app
