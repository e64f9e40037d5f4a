// The theme's text is readable: every text colour on every surface Theme.qml declares
// (Theme.textPairs) reaches WCAG AA's 4.5:1 in the light and the dark palette, and the white
// glyphs on the category colours (Theme.markPairs) reach the 3:1 WCAG asks of graphics. The
// pairs are read from the real Theme singleton, so a new colour pair is checked once declared.

#include "MainWindow.h"

#include <QColor>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

// WCAG 2.x relative luminance of an sRGB colour.
double luminance(const QColor &color)
{
    const auto channel = [](double value) {
        return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) +
           0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class tst_ThemeContrast : public QObject
{
    Q_OBJECT

    QQmlEngine m_engine;
    std::unique_ptr<QObject> m_holder;
    QObject *m_theme = nullptr;

    // Checks each "foreground/background" pair of the theme's list `property` in `scheme`.
    void checkPairs(const char *property, double minimum)
    {
        QFETCH(QString, scheme);
        QVERIFY(m_theme->setProperty("scheme", scheme));
        QCOMPARE(m_theme->property("dark").toBool(), scheme == u"dark"_s);
        const QStringList pairs = m_theme->property(property).toStringList();
        QVERIFY2(!pairs.isEmpty(), property);
        QStringList failures;
        for (const QString &pair : pairs) {
            const QStringList names = pair.split(u'/');
            QCOMPARE(names.size(), 2);
            const QColor foreground = m_theme->property(names[0].toUtf8()).value<QColor>();
            const QColor background = m_theme->property(names[1].toUtf8()).value<QColor>();
            QVERIFY2(foreground.isValid() && background.isValid(), qPrintable(pair));
            // A ratio is only defined for opaque colours: a translucent one would depend on
            // what lies under it.
            QVERIFY2(foreground.alpha() == 255 && background.alpha() == 255, qPrintable(pair));
            const double ratio = contrast(foreground, background);
            qInfo("%s %s: %s on %s = %.2f:1", qPrintable(scheme), qPrintable(pair),
                  qPrintable(foreground.name()), qPrintable(background.name()), ratio);
            if (ratio < minimum) {
                failures.append(
                    u"%1 (%2 on %3) is %4:1"_s.arg(pair, foreground.name(), background.name())
                        .arg(ratio, 0, 'f', 2));
            }
        }
        QVERIFY2(failures.isEmpty(),
                 qPrintable(u"below %1:1 in the %2 palette: "_s.arg(minimum).arg(scheme) +
                            failures.join(u"; "_s)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The Weft QML module is a static plugin that MainWindow imports: naming its file pulls
        // that import into this test.
        QVERIFY(weft::app::MainWindow::mainQmlUrl().isValid());
        m_engine.addImportPath(u"qrc:/"_s);
        QQmlComponent component(&m_engine);
        component.setData("import QtQml\nimport Weft\nQtObject { property QtObject theme: Theme }",
                          QUrl(u"qrc:/tst_themecontrast.qml"_s));
        m_holder.reset(component.create());
        QVERIFY2(m_holder, qPrintable(component.errorString()));
        m_theme = m_holder->property("theme").value<QObject *>();
        QVERIFY(m_theme);
    }

    // The formula itself, on values WCAG's own examples give.
    void ratioFollowsWcag()
    {
        QCOMPARE(qRound(contrast(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(qRound(contrast(QColor(u"#777777"_s), Qt::white) * 100), 448);
        QCOMPARE(qRound(contrast(QColor(u"#767676"_s), Qt::white) * 100), 454);
        // The faint text this test was written for: #98a0ab on white.
        QVERIFY(contrast(QColor(u"#98a0ab"_s), Qt::white) < 4.5);
    }

    // Every text colour of the theme (the properties named text…, and the named ones that
    // colour text) appears as a foreground, so that none escapes the check below.
    void everyTextColourIsPaired()
    {
        const QStringList pairs = m_theme->property("textPairs").toStringList();
        QSet<QString> foregrounds;
        for (const QString &pair : pairs)
            foregrounds.insert(pair.section(u'/', 0, 0));
        for (const char *name : {"text", "textMuted", "textFaint", "accent", "danger", "success",
                                 "textOnAccent", "textOnDanger", "toolTipText", "commentText"})
            QVERIFY2(foregrounds.contains(QString::fromLatin1(name)), name);
        // Every text colour on the surfaces panels, cards and the window are painted with.
        for (const char *surface : {"window", "canvas", "panel", "panelAlternate", "nodeBackground",
                                    "nodeHeader", "accentSoft"})
            QVERIFY2(pairs.contains(u"textFaint/"_s + QString::fromLatin1(surface)), surface);
    }

    void textReachesAA_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }
    void textReachesAA() { checkPairs("textPairs", 4.5); }

    void glyphsReachNonTextContrast_data() { textReachesAA_data(); }
    void glyphsReachNonTextContrast() { checkPairs("markPairs", 3.0); }
};

QTEST_MAIN(tst_ThemeContrast)
#include "tst_themecontrast.moc"
