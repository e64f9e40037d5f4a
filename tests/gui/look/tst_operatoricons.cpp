// One icon per operator, from one bundled set: every built-in operator has an icon of its own
// from the Lucide SVGs under :/icons, drawn in the colour the window asks for; an unknown
// operator gets the plain box; no SVG is bundled that no operator uses.

#include "OperatorIconProvider.h"
#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::OperatorIconProvider;

class tst_OperatorIcons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOperatorHasAnIconOfItsOwn()
    {
        QHash<QString, QString> owners;
        for (const weft::engine::Operator *op : weft::engine::OperatorRegistry::builtin().all()) {
            const QString id = op->spec().id;
            const QString name = OperatorIconProvider::iconName(id);
            QVERIFY2(name != u"box"_s, qPrintable(id + u" has no icon of its own"_s));
            QVERIFY2(!owners.contains(name),
                     qPrintable(id + u" shares its icon with "_s + owners.value(name)));
            owners.insert(name, id);
            QVERIFY2(QFile::exists(OperatorIconProvider::iconPath(id)),
                     qPrintable(OperatorIconProvider::iconPath(id)));
        }
        QVERIFY(owners.size() >= 29);
    }

    void anUnknownOperatorGetsTheBox()
    {
        QCOMPARE(OperatorIconProvider::iconName(u"no.such.operator"_s), u"box"_s);
        QVERIFY(QFile::exists(OperatorIconProvider::iconPath(u"no.such.operator"_s)));
    }

    // The icons are drawn, not left black: the strokes take the colour of the address.
    void drawsInTheAskedColour()
    {
        OperatorIconProvider provider;
        QSize size;
        const QImage image = provider.requestImage(u"d06a24/table.filter"_s, &size, QSize(48, 48));
        QCOMPARE(size, QSize(48, 48));
        QCOMPARE(image.size(), QSize(48, 48));
        int inked = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                if (pixel.alpha() < 250)
                    continue;
                ++inked;
                QCOMPARE(pixel.name(), u"#d06a24"_s);
            }
        }
        QVERIFY2(inked > 40, qPrintable(QString::number(inked)));
        // The image's corner lies outside the funnel: transparent.
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
        // Without a size, the icons' own 24 × 24.
        QCOMPARE(provider.requestImage(u"ffffff/csv.read"_s, &size, QSize()).size(), QSize(24, 24));
    }

    // The bundle holds the icons in use and their licence, nothing else.
    void bundlesOnlyWhatIsUsed()
    {
        QSet<QString> used{u"box.svg"_s};
        for (const weft::engine::Operator *op : weft::engine::OperatorRegistry::builtin().all())
            used.insert(OperatorIconProvider::iconName(op->spec().id) + u".svg"_s);
        const QDir folder(weft::test::sourcePath(u"resources/icons"));
        const QStringList files = folder.entryList({u"*.svg"_s}, QDir::Files);
        QCOMPARE(QSet<QString>(files.begin(), files.end()), used);
        QVERIFY(folder.exists(u"LICENSE.lucide"_s));
        const QStringList bundled = QDir(u":/icons"_s).entryList(QDir::Files);
        QCOMPARE(QSet<QString>(bundled.begin(), bundled.end()), used);
    }
};

QTEST_MAIN(tst_OperatorIcons)
#include "tst_operatoricons.moc"
