#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// engine::TextFormat for QML, as the singleton `TextFormat`: the dashboard's panels write
/// durations and sizes exactly as the command line and the history do. A singleton because it
/// holds no state (nothing a test could share through it) and every panel needs it. One per
/// QML engine; GUI thread.
class TextFormatter : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(TextFormat)
    QML_SINGLETON

public:
    explicit TextFormatter(QObject *parent = nullptr);

    /// `seconds` as engine::TextFormat::duration() reads it: "250 ms", "1 min 30 s"; "–" below 0.
    Q_INVOKABLE QString duration(double seconds) const;
    /// `bytes` as engine::TextFormat::bytes() reads it: "12.5 MB"; "–" below 0.
    Q_INVOKABLE QString bytes(double bytes) const;
};

} // namespace weft::app
