// Checked while typing, in the real window: an expression or a column name that the node's
// input will not have, or an expression that does not compile, is marked under the field as
// the user types, before the value is applied and before any run; a good value clears it.

#include "EditorWindowSupport.h"

#include <QElapsedTimer>

using namespace Qt::StringLiterals;
using namespace weft::test;

class tst_InspectorTyping : public EditorWindowTest
{
    Q_OBJECT

    /// Clicks `nodeId`'s card, then into its parameter `param`'s editor, and selects its text.
    void focusParameter(const QString &nodeId, const QString &param)
    {
        QQuickItem *node = card(nodeId);
        QVERIFY(node);
        settledCentre(node);
        // The header: a port row would start a wire instead.
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(node, QPointF(node->width() / 2, 20)));
        QQuickItem *field = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (field = findItem(item(u"param:"_s + param), u"editor"_s)) && field->isVisible(), 5000);
        QTest::mouseClick(win(), Qt::LeftButton, {}, settledCentre(field));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
    }

    QString problemShown(const QString &param)
    {
        QQuickItem *label = findItem(item(u"param:"_s + param), u"problemLabel"_s);
        return label && label->isVisible() ? label->property("text").toString() : QString();
    }

    /// The value node `nodeId` has for `param` (applied, not being typed).
    QString applied(const QString &nodeId, const QString &param)
    {
        const auto *node = controller().project().graph.findNode(weft::engine::NodeId(nodeId));
        return node ? node->params.value(param).toString() : u"(no node)"_s;
    }

    void type(const QString &text)
    {
        for (const QChar c : text)
            QTest::keyClick(win(), c.toLatin1());
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_inspector_typing"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void aColumnTheInputLacksIsMarkedAsItIsTyped()
    {
        focusParameter(u"fahrenheit"_s, u"expression"_s);
        if (QTest::currentTestFailed())
            return;
        QElapsedTimer typing;
        typing.start();
        type(u"temp_k * 2"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"expression"_s).contains(u"'temp_k'"_s), 2000);
        // How soon after the last key the mark showed, for the record (the target is 200 ms;
        // the time belongs to a benchmark, not to this test's verdict).
        qInfo("marked %lld ms after typing began", qint64(typing.elapsed()));
        QVERIFY2(problemShown(u"expression"_s)
                     .contains(u"which its input does not have (it has: date, temp_c, rain_mm, "
                               "wind_kmh)"_s),
                 qPrintable(problemShown(u"expression"_s)));
        // Nothing was applied: the node still has its own expression, and nothing ran.
        QCOMPARE(applied(u"fahrenheit"_s, u"expression"_s), u"temp_c * 1.8 + 32"_s);

        // Corrected while typing: the mark goes.
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        type(u"temp_c * 2"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"expression"_s).isEmpty(), 2000);
    }

    void anExpressionThatDoesNotCompileIsMarked()
    {
        focusParameter(u"rainy"_s, u"condition"_s);
        if (QTest::currentTestFailed())
            return;
        type(u"rain_mm >"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            problemShown(u"condition"_s).contains(u"'rain_mm >' for the condition"_s), 2000);
        type(u" 2"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"condition"_s).isEmpty(), 2000);
        // Applied with Enter, the good value is the node's.
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(applied(u"rainy"_s, u"condition"_s), u"rain_mm > 2"_s);
    }

    void aColumnParameterIsCheckedToo()
    {
        focusParameter(u"wettest"_s, u"column"_s);
        if (QTest::currentTestFailed())
            return;
        type(u"rain"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"column"_s).contains(u"'rain'"_s), 2000);
        type(u"_mm"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"column"_s).isEmpty(), 2000);
    }

    void anExpressionCompletesColumnNames()
    {
        focusParameter(u"fahrenheit"_s, u"expression"_s);
        if (QTest::currentTestFailed())
            return;
        type(u"rain_mm + te"_s);
        // The input's columns that start with the word at the cursor, offered below the field.
        QQuickItem *choice = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((choice = item(u"choice:temp_c"_s)) && choice->isVisible(), 2000);
        QVERIFY(!item(u"choice:rain_mm"_s) || !item(u"choice:rain_mm"_s)->isVisible());
        QTest::keyClick(win(), Qt::Key_Tab);
        QQuickItem *field = findItem(item(u"param:expression"_s), u"editor"_s);
        QCOMPARE(field->property("text").toString(), u"rain_mm + temp_c"_s);
        QVERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(applied(u"fahrenheit"_s, u"expression"_s), u"rain_mm + temp_c"_s);
    }

    void aColumnParameterOffersTheColumnsToClick()
    {
        focusParameter(u"wettest"_s, u"column"_s);
        if (QTest::currentTestFailed())
            return;
        type(u"w"_s);
        QQuickItem *choice = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((choice = item(u"choice:wind_kmh"_s)) && choice->isVisible(),
                                 2000);
        QTest::mouseClick(win(), Qt::LeftButton, {}, settledCentre(choice));
        QQuickItem *field = findItem(item(u"param:column"_s), u"editor"_s);
        QTRY_COMPARE(field->property("text").toString(), u"wind_kmh"_s);
        QTRY_VERIFY_WITH_TIMEOUT(problemShown(u"column"_s).isEmpty(), 2000);
    }
};

QTEST_MAIN(tst_InspectorTyping)
#include "tst_inspector_typing.moc"
