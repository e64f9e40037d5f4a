#include "QmlSelfTest.h"
#include "ops/OperatorRegistry.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::QmlSelfTest;

/// The `--self-test` run, in process: every QML file of the module loads without a warning.
class tst_QmlSelfTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"tst_qmlselftest"_s);
    }

    void listsEveryModuleFile()
    {
        const QStringList files = QmlSelfTest::moduleFiles();
        QVERIFY(files.contains(u"qrc:/Weft/Main.qml"_s));
        QVERIFY(files.contains(u"qrc:/Weft/canvas/NodeCard.qml"_s));
        QVERIFY(files.contains(u"qrc:/Weft/theme/Theme.qml"_s));
        QVERIFY(files.size() >= 15);
    }

    void everyFileLoadsCleanly()
    {
        QmlSelfTest test(weft::engine::OperatorRegistry::builtin());
        QCOMPARE(test.run(), 0);
    }
};

QTEST_MAIN(tst_QmlSelfTest)
#include "tst_qmlselftest.moc"
