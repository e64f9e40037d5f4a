#include "document/ProjectController.h"
#include "document/RecoveryStore.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::ProjectController;
using weft::app::RecoveryStore;
namespace engine = weft::engine;

namespace {

const QString kSampleDir = weft::test::testDataPath(u"gui");

/// What a session that crashed leaves: a copy and its note, and no lock anybody holds.
void leaveCrashedSession(const QString &folder, const QString &session, const QString &source)
{
    QVERIFY(QFile::copy(kSampleDir + u"/weather.weft"_s, folder + u'/' + session + u".weft"_s));
    QFile meta(folder + u'/' + session + u".json"_s);
    QVERIFY(meta.open(QIODevice::WriteOnly));
    meta.write(u"{\"file\": \"%1\", \"saved\": \"2026-01-02T03:04:05Z\"}"_s.arg(source).toUtf8());
}

} // namespace

/// Autosave copies and the recovery of a crashed session's work.
class tst_RecoveryStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void autosaveKeepsACopyOnlyWhileThereAreUnsavedChanges()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSampleDir + u"/weather.weft"_s, file));
        QVERIFY(QFile::copy(kSampleDir + u"/weather.csv"_s, dir.filePath(u"weather.csv"_s)));
        RecoveryStore store(dir.filePath(u"recovery"_s));
        ProjectController controller(engine::OperatorRegistry::builtin());
        controller.setRecoveryStore(&store, 60'000);
        QVERIFY(controller.open(file));

        controller.edit()->addNode(u"table.head"_s, QPointF());
        QVERIFY(!store.hasCopy());
        controller.autosave();
        QVERIFY(store.hasCopy());
        // The store's own session is alive: it is nobody's orphan.
        QVERIFY(store.orphans().empty());
        QVERIFY(controller.save());
        QVERIFY(!store.hasCopy());

        controller.edit()->addNode(u"table.head"_s, QPointF());
        controller.autosave();
        QVERIFY(store.hasCopy());
        controller.undo();
        controller.autosave();
        QVERIFY(!store.hasCopy());
    }

    void aCrashedSessionIsOfferedAndRecovered()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"recovery"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString source = dir.filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSampleDir + u"/weather.csv"_s, dir.filePath(u"weather.csv"_s)));
        leaveCrashedSession(folder, u"crashed"_s, source);

        RecoveryStore store(folder);
        const auto orphans = store.orphans();
        QCOMPARE(orphans.size(), size_t(1));
        QCOMPARE(orphans.front().session, u"crashed"_s);
        QCOMPARE(orphans.front().sourceFile, source);

        ProjectController controller(engine::OperatorRegistry::builtin());
        QCOMPARE(controller.recoverableName(), QString());
        controller.setRecoveryStore(&store);
        QCOMPARE(controller.recoverableName(), u"weather.weft"_s);
        QSignalSpy changed(&controller, &ProjectController::recoveryChanged);
        QVERIFY(controller.recover());
        QCOMPARE(controller.nodes()->count(), 6);
        QCOMPARE(controller.filePath(), source);
        // Unsaved until saved, even though nothing was edited in this session.
        QVERIFY(controller.isModified());
        QVERIFY(controller.windowTitle().startsWith(u"• "_s));
        QCOMPARE(changed.count(), 1);
        QVERIFY(!QFile::exists(folder + u"/crashed.weft"_s));
        QCOMPARE(controller.recoverableName(), QString());
        // Kept by this session until saved, should it crash too.
        QVERIFY(store.hasCopy());
        QVERIFY(controller.save());
        QVERIFY(QFile::exists(source));
        QVERIFY(!store.hasCopy());
    }

    void declinedCopiesAreForgotten()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"recovery"_s);
        QVERIFY(QDir().mkpath(folder));
        leaveCrashedSession(folder, u"one"_s, QString());
        leaveCrashedSession(folder, u"two"_s, QString());
        RecoveryStore store(folder);
        ProjectController controller(engine::OperatorRegistry::builtin());
        controller.setRecoveryStore(&store);
        QCOMPARE(controller.recoverableName(), u"Untitled"_s);
        controller.declineRecovery();
        QCOMPARE(controller.recoverableName(), QString());
        QCOMPARE(QDir(folder).entryList({u"*.weft"_s}, QDir::Files).size(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_RecoveryStore)
#include "tst_recoverystore.moc"
