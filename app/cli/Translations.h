#pragma once

#include <QString>

namespace weft::app {

/// The language asked for with `--lang X` or `--lang=X` in argv, or "" when none. Read before
/// the application object exists, so that even --help is translated.
QString languageFromArguments(int argc, char **argv);

/// Installs Weft's and Qt's own translations for `language` ("" follows the system locale).
/// English needs none. Call after the application object exists.
void installTranslations(const QString &language);

} // namespace weft::app
