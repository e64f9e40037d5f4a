#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// What the About dialog shows: the application's name, version (WEFT_VERSION), a one-line
/// description and the Qt version it runs on. Immutable; created once and passed to the window.
class ApplicationInfo : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ApplicationInfo is created in C++ and passed to the window")
    Q_PROPERTY(QString name READ name CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(QString description READ description CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)

public:
    explicit ApplicationInfo(QObject *parent = nullptr);

    QString name() const;
    QString version() const;
    QString description() const;
    /// The version of the Qt libraries loaded at run time, which may differ from the build's.
    QString qtVersion() const;
};

} // namespace weft::app
