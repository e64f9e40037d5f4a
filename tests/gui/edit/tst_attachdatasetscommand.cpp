#include "document/ProjectController.h"
#include "edit/EditController.h"
#include "edit/commands/AttachDatasetsCommand.h"
#include "ops/OperatorRegistry.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using weft::app::AttachDatasetsCommand;
using weft::app::ProjectController;
namespace engine = weft::engine;

/// Attaching files (File › Attach dataset, a drop on the canvas) adds source nodes and
/// registers the files in the project's `datasets`, in one undo step.
class tst_AttachDatasetsCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void idsAreUniqueAndPathsOnce()
    {
        const std::vector<engine::AttachedDataset> existing{
            {QStringLiteral("co2"), QStringLiteral("data/co2.csv")}};
        const auto entries = AttachDatasetsCommand::entriesFor(
            existing, {QStringLiteral("data/co2.csv"), QStringLiteral("other/co2.csv"),
                       QStringLiteral("x/2024 sales.v2.csv"), QStringLiteral("y/co2.npy"),
                       QStringLiteral("other/co2.csv")});
        QCOMPARE(entries.size(), size_t(3));
        QCOMPARE(entries[0].id, QStringLiteral("co2_2"));
        QCOMPARE(entries[0].path, QStringLiteral("other/co2.csv"));
        QCOMPARE(entries[1].id, QStringLiteral("data_2024_sales_v2"));
        QCOMPARE(entries[2].id, QStringLiteral("co2_3"));
    }

    void attachRegistersDatasetsUndoably()
    {
        QTemporaryDir dir;
        QFile csv(dir.filePath(QStringLiteral("data/t.csv")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("data")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("a,b\n1,2\n");
        csv.close();

        ProjectController project(engine::OperatorRegistry::builtin());
        project.setProject({}, dir.filePath(QStringLiteral("p.weft")));
        QSignalSpy changed(&project, &ProjectController::datasetsChanged);
        const QUrl url = QUrl::fromLocalFile(csv.fileName());
        QCOMPARE(project.edit()->addFileNodes({url}, QPointF(0, 0)), 1);
        QCOMPARE(project.datasetCount(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(project.project().datasets.front().id, QStringLiteral("t"));
        QCOMPARE(project.project().datasets.front().path, QStringLiteral("data/t.csv"));
        QCOMPARE(project.project().graph.nodes.size(), size_t(1));

        // The same file again: another node, but no second entry.
        QCOMPARE(project.edit()->addFileNodes({url}, QPointF(0, 200)), 1);
        QCOMPARE(project.datasetCount(), 1);

        project.undo();
        project.undo();
        QCOMPARE(project.datasetCount(), 0);
        QVERIFY(project.project().graph.nodes.empty());
        QVERIFY(!project.isModified());
        project.redo();
        QCOMPARE(project.datasetCount(), 1);
        QCOMPARE(project.project().graph.nodes.size(), size_t(1));
        QCOMPARE(project.undoText(), QStringLiteral("Add a File"));
    }
};

QTEST_GUILESS_MAIN(tst_AttachDatasetsCommand)
#include "tst_attachdatasetscommand.moc"
