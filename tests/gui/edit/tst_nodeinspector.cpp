#include "document/ProjectController.h"
#include "edit/CanvasSelection.h"
#include "edit/NodeInspector.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace Qt::StringLiterals;
using weft::app::NodeInspector;
using weft::app::ProjectController;
namespace engine = weft::engine;

namespace {

const QString kSample = weft::test::testDataPath(u"gui/weather.weft");

} // namespace

/// The inspector's one setter on the sample project: a field changed is one undo step and shows
/// in the inspected node; a value the node has already is no step; a field or value the setter
/// does not take changes nothing.
class tst_NodeInspector : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectController> m_controller;

    NodeInspector &inspector() { return *m_controller->inspector(); }
    int steps() const { return m_controller->undoStack()->count(); }
    const engine::Node &node(const QString &id) const
    {
        return *m_controller->project().graph.findNode(engine::NodeId(id));
    }
    QByteArray document() const
    {
        return engine::ProjectWriter::serialize(m_controller->project());
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_controller = std::make_unique<ProjectController>(engine::OperatorRegistry::builtin());
        QVERIFY(m_controller->open(kSample));
        m_controller->selection()->select(u"wettest"_s);
    }

    void cleanup() { m_controller.reset(); }

    void eachChangeIsOneStep_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("undoText");
        QTest::newRow("backend") << u"backend"_s << QVariant(u"processes"_s)
                                 << u"Set the backend of wettest"_s;
        QTest::newRow("retries") << u"retries"_s << QVariant(2) << u"Set the retries of wettest"_s;
        QTest::newRow("timeout") << u"timeout"_s << QVariant(30) << u"Set the timeout of wettest"_s;
        QTest::newRow("persist") << u"persistOutputs"_s << QVariant(true)
                                 << u"Set persistence of wettest"_s;
        QTest::newRow("map") << u"map"_s << QVariant(true) << u"Set map of wettest"_s;
        QTest::newRow("batch size")
            << u"batchSize"_s << QVariant(16) << u"Set the batch size of wettest"_s;
        QTest::newRow("batch wait")
            << u"batchWaitMs"_s << QVariant(100) << u"Set the batch wait of wettest"_s;
        QTest::newRow("lower") << u"batchLowerMs"_s << QVariant(12.5)
                               << u"Set the lower batch target of wettest"_s;
        QTest::newRow("upper") << u"batchUpperMs"_s << QVariant(250.0)
                               << u"Set the upper batch target of wettest"_s;
        QTest::newRow("policy") << u"onItemError"_s << QVariant(u"skip"_s)
                                << u"Set the item error policy of wettest"_s;
        QTest::newRow("title") << u"title"_s << QVariant(u"Wettest days"_s) << u"Rename wettest"_s;
    }

    void eachChangeIsOneStep()
    {
        QFETCH(QString, field);
        QFETCH(QVariant, value);
        QFETCH(QString, undoText);
        const QByteArray before = document();
        QSignalSpy changed(&inspector(), &NodeInspector::nodeChanged);
        QVERIFY(inspector().set(field, value));
        QCOMPARE(steps(), 1);
        QCOMPARE(m_controller->undoText(), undoText);
        QVERIFY(!changed.isEmpty());
        // The inspected node shows the value under the field's name.
        const auto node = QVariant::fromValue(inspector().node());
        const int index = weft::app::InspectedNode::staticMetaObject.indexOfProperty(
            field.toLatin1().constData());
        QVERIFY(index >= 0);
        const QVariant shown =
            weft::app::InspectedNode::staticMetaObject.property(index).readOnGadget(
                node.constData());
        QCOMPARE(shown, value);

        // The same value again is no step; undo restores the document.
        QVERIFY(inspector().set(field, value));
        QCOMPARE(steps(), 1);
        m_controller->undo();
        QCOMPARE(document(), before);
    }

    void invalidValuesChangeNothing()
    {
        const QByteArray before = document();
        QVERIFY(!inspector().set(u"retries"_s, u"ten"_s));
        QVERIFY(!inspector().set(u"batchLowerMs"_s, u"soon"_s));
        QVERIFY(!inspector().set(u"map"_s, u"yes"_s));
        QVERIFY(!inspector().set(u"title"_s, 3));
        QVERIFY(!inspector().set(u"onItemError"_s, u"ignore"_s));
        // Fields the user does not set, and names that are none.
        QVERIFY(!inspector().set(u"operatorTitle"_s, u"Sort"_s));
        QVERIFY(!inspector().set(u"canMap"_s, false));
        QVERIFY(!inspector().set(u"problems"_s, QString()));
        QVERIFY(!inspector().set(u"colour"_s, u"#2f80ed"_s));
        QCOMPARE(steps(), 0);
        QCOMPARE(document(), before);

        // Without one node selected there is nothing to set.
        m_controller->selection()->select(u"read"_s, true);
        QVERIFY(!inspector().set(u"retries"_s, 2));
        m_controller->selection()->clear();
        QVERIFY(!inspector().set(u"retries"_s, 2));
        QCOMPARE(steps(), 0);
    }

    void valuesAreKeptInRange()
    {
        QVERIFY(inspector().set(u"retries"_s, 3));
        QVERIFY(inspector().set(u"retries"_s, -4));
        QCOMPARE(node(u"wettest"_s).run.retries, 0);
        QVERIFY(inspector().set(u"batchUpperMs"_s, -1.5));
        // Already 0: no step for it.
        QCOMPARE(node(u"wettest"_s).run.batchUpperMs, 0.0);
        QCOMPARE(steps(), 2);
    }

    void titlesAreTrimmedAndTheOperatorsTitleIsNotStored()
    {
        QVERIFY(inspector().set(u"title"_s, u"  Top rain  "_s));
        QCOMPARE(node(u"wettest"_s).title, u"Top rain"_s);
        // The operator's own title is what an empty title shows anyway.
        QVERIFY(inspector().set(u"title"_s, inspector().node().operatorTitle));
        QVERIFY(node(u"wettest"_s).title.isEmpty());
        QVERIFY(inspector().node().title.isEmpty());
        QCOMPARE(steps(), 2);
    }
};

QTEST_MAIN(tst_NodeInspector)
#include "tst_nodeinspector.moc"
