#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstring>

namespace weft::app {

QString languageFromArguments(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--lang=", 7) == 0)
            return QString::fromLocal8Bit(argv[i] + 7);
    }
    return {};
}

void installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);

    // Parented to the application so they live exactly as long as it does.
    auto *app = QCoreApplication::instance();
    auto *weft = new QTranslator(app);
    if (weft->load(locale, QStringLiteral("weft"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(weft);
    else
        delete weft;

    // Qt's own strings (dialog buttons, shortcuts) when the system has them installed.
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qt"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
}

} // namespace weft::app
