// The window's one tooltip (HintToolTip) as a user meets it, with the real pointer: hovering an
// operator of the palette shows its description only after a delay, wrapped at a readable
// measure, below the row; adding the operator with a double-click takes the tooltip away, and
// no tooltip covers the toolbar.

#include "EditorWindowSupport.h"

#include <QFontMetricsF>

using namespace Qt::StringLiterals;
using namespace weft::test;

namespace {

/// The tooltips open in the window (HintToolTip is the only tooltip the window makes). Each is
/// a child object of the item it explains, found through the visual tree: delegates (the
/// palette's rows) have no QObject parent.
QList<QObject *> openToolTips(QQuickWindow *win)
{
    QList<QQuickItem *> items;
    collectItems(win->contentItem(), items);
    QList<QObject *> open;
    for (const QQuickItem *item : std::as_const(items)) {
        const QList<QObject *> children = item->children();
        for (QObject *child : children) {
            if (child->objectName() == u"hintToolTip"_s && child->property("opened").toBool())
                open.append(child);
        }
    }
    return open;
}

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

} // namespace

class tst_HintToolTip : public EditorWindowTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_hinttooltip"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void waitsWrapsAndOpensBelow()
    {
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = item(u"operator:array.expr"_s)));
        const QPoint inside = centreOf(row);
        QTest::mouseMove(win(), inside - QPoint(0, 2));
        QTest::mouseMove(win(), inside);
        // Nothing yet: a pointer passing by shows no tooltip.
        QVERIFY(openToolTips(win()).isEmpty());
        QTRY_COMPARE(openToolTips(win()).size(), 1);
        QObject *tip = openToolTips(win()).constFirst();
        QVERIFY(tip->property("delay").toInt() >= 500);

        // Wrapped: no line much longer than 40 characters, and the description takes lines.
        auto *text = tip->property("contentItem").value<QQuickItem *>();
        QVERIFY(text);
        QVERIFY(text->property("lineCount").toInt() >= 2);
        const QFontMetricsF metrics(text->property("font").value<QFont>());
        QVERIFY2(text->width() <= metrics.averageCharWidth() * 42,
                 qPrintable(QString::number(text->width())));

        // Below the row it explains, clear of the toolbar above.
        QVERIFY(sceneRect(text).top() >= sceneRect(row).bottom());
        QQuickItem *toolbar = item(u"runToolBar"_s);
        QVERIFY(toolbar);
        QVERIFY(!sceneRect(text).intersects(sceneRect(toolbar)));
        saveScreenshot(u"hint-tooltip"_s);
    }

    void anAddTakesTheTooltipAway()
    {
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = item(u"operator:array.chunk"_s)));
        QTest::mouseMove(win(), centreOf(row));
        QTRY_COMPARE(openToolTips(win()).size(), 1);
        const int nodes = controller().nodes()->rowCount();
        QTest::mouseDClick(win(), Qt::LeftButton, {}, centreOf(row));
        QTRY_COMPARE(controller().nodes()->rowCount(), nodes + 1);
        QTRY_VERIFY(openToolTips(win()).isEmpty());
        // The pointer rests on the row: the tooltip stays away until it leaves and comes back.
        QTest::mouseMove(win(), centreOf(row) + QPoint(1, 0));
        QVERIFY(row->property("hintDismissed").toBool());
        QTest::mouseMove(win(), centreOf(item(u"graphCanvas"_s)));
        QTRY_VERIFY(!row->property("hintDismissed").toBool());
        QVERIFY(openToolTips(win()).isEmpty());
    }
};

QTEST_MAIN(tst_HintToolTip)
#include "tst_hinttooltip.moc"
