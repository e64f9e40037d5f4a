#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace weft::engine {

/// Durations and byte sizes as people read them: one reading per magnitude, so that the
/// command line, the history and the dashboard write the same figure the same way. Numbers
/// follow `locale` (the default QLocale unless given: "2,50 s" in German); the unit words are
/// translated.
///
/// | duration   | reads        |    | size                | reads    |
/// | ---------- | ------------ | -- | ------------------- | -------- |
/// | < 10 ms    | "3.25 ms"    |    | < 1 kB              | "512 B"  |
/// | < 1 s      | "250 ms"     |    | < 100 of a unit     | "12.5 MB"|
/// | < 10 s     | "2.50 s"     |    | 100 to 999 of a unit| "125 MB" |
/// | < 1 min    | "12.5 s"     |    |                     |          |
/// | < 1 h      | "1 min 30 s" |    |                     |          |
/// | from 1 h   | "2 h 5 min"  |    |                     |          |
///
/// Sizes use decimal units (kB, MB, GB, TB, PB: powers of 1000), as memory and file sizes are
/// shown throughout. A figure that rounds up to the next magnitude reads in that one
/// (999.99 ms is "1.00 s", not "1000 ms"). A negative value is unknown and reads "–".
/// Stateless; safe on any thread.
class TextFormat
{
    Q_DECLARE_TR_FUNCTIONS(TextFormat)

public:
    /// `ns` nanoseconds: "250 ms", "1 min 30 s".
    static QString duration(qint64 ns, const QLocale &locale = QLocale());
    /// `bytes` bytes: "512 B", "12.5 MB".
    static QString bytes(qint64 bytes, const QLocale &locale = QLocale());
};

} // namespace weft::engine
