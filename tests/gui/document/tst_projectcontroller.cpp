#include "document/ProjectController.h"
#include "document/RecentFilesModel.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::ProjectController;
using weft::app::RecentFilesModel;
namespace engine = weft::engine;

namespace {

const QString kSampleDir = weft::test::testDataPath(u"gui");

bool copyFile(const QString &from, const QString &to)
{
    QDir().mkpath(QFileInfo(to).absolutePath());
    return QFile::copy(from, to);
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ProjectController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_sample; ///< a copy of weather.weft (and its CSV) in m_dir

    ProjectController *controller(RecentFilesModel *recent)
    {
        return new ProjectController(engine::OperatorRegistry::builtin(), recent, this);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"WeftTests"_s);
        QCoreApplication::setApplicationName(u"tst_projectcontroller"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_sample = m_dir->filePath(u"project/weather.weft"_s);
        QVERIFY(copyFile(kSampleDir + u"/weather.weft"_s, m_sample));
        QVERIFY(
            copyFile(kSampleDir + u"/weather.csv"_s, m_dir->filePath(u"project/weather.csv"_s)));
    }

    void startsUntitled()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(!c->hasFile());
        QVERIFY(!c->isModified());
        QCOMPARE(c->displayName(), u"Untitled"_s);
        QCOMPARE(c->windowTitle(), u"Untitled — Weft"_s);
        QCOMPARE(c->nodes()->count(), 0);
        QVERIFY(c->folderUrl().isEmpty());
    }

    void openLoadsEverything()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QSignalSpy replaced(c, &ProjectController::projectReplaced);
        QSignalSpy title(c, &ProjectController::windowTitleChanged);
        QSignalSpy path(c, &ProjectController::filePathChanged);
        QSignalSpy errors(c, &ProjectController::errorOccurred);
        QVERIFY(c->open(m_sample));
        QCOMPARE(errors.count(), 0);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(path.count(), 1);
        QVERIFY(title.count() >= 1);
        QCOMPARE(c->filePath(), QFileInfo(m_sample).absoluteFilePath());
        QCOMPARE(c->folderUrl(), QUrl::fromLocalFile(m_dir->filePath(u"project"_s)));
        QCOMPARE(c->name(), u"Weather in March"_s);
        QCOMPARE(c->windowTitle(), u"Weather in March — Weft"_s);
        QCOMPARE(c->nodes()->count(), 6);
        QCOMPARE(c->edges()->count(), 5);
        QCOMPARE(c->datasetCount(), 1);
        QCOMPARE(c->nodes()->rowOf(u"fahrenheit"_s), 1);
        QVERIFY(!c->isModified());
        QCOMPARE(recent.filePaths(), QStringList{c->filePath()});
    }

    void aLongDescriptionShowsItsStart()
    {
        // The panel lays out the preview only: all of a 1 MB description kept the window from
        // opening. The preview never ends in half a character.
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        engine::Project project;
        project.metadata.description = u"short"_s;
        c->setProject(project, {});
        QCOMPARE(c->descriptionPreview(), u"short"_s);
        QCOMPARE(c->descriptionRest(), 0);

        const qsizetype limit = ProjectController::kDescriptionPreviewLength;
        project.metadata.description = QString(limit - 1, u'a') + u"\U0001F600"_s + u"tail"_s;
        c->setProject(project, {});
        QCOMPARE(c->descriptionPreview(), QString(limit - 1, u'a') + u'…');
        QCOMPARE(c->descriptionRest(), 6); // the emoji's two UTF-16 units and "tail"
        QCOMPARE(c->description(), project.metadata.description);

        project.metadata.description = QString(1'000'000, u'x');
        c->setProject(project, {});
        QCOMPARE(c->descriptionPreview().size(), limit + 1);
        QCOMPARE(c->descriptionRest(), 1'000'000 - int(limit));
    }

    void modifiedMarksTheTitle()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        QSignalSpy modified(c, &ProjectController::modifiedChanged);
        QSignalSpy title(c, &ProjectController::windowTitleChanged);
        c->setModified(true);
        c->setModified(true);
        QCOMPARE(modified.count(), 1);
        QCOMPARE(title.count(), 1);
        QCOMPARE(c->windowTitle(), u"• Weather in March — Weft"_s);
        QVERIFY(c->property("modified").toBool());

        // New and Open start clean.
        c->newProject();
        QVERIFY(!c->isModified());
        c->setModified(true);
        QVERIFY(c->open(m_sample));
        QVERIFY(!c->isModified());
    }

    void brokenFileKeepsTheProject_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("culprit");
        QTest::newRow("not json") << QByteArray("{ \"format\": 1, \"nodes\": [") << QString();
        QTest::newRow("unknown node in edge")
            << readAll(kSampleDir + u"/weather.weft"_s)
                   .replace("\"to\": \"write.table\"", "\"to\": \"nowhere.table\"")
            << u"nowhere"_s;
    }

    void brokenFileKeepsTheProject()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, culprit);
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        c->setModified(true);
        const engine::Project before = c->project();
        const QString broken = m_dir->filePath(u"project/broken.weft"_s);
        QVERIFY(writeText(broken, content));

        QSignalSpy errors(c, &ProjectController::errorOccurred);
        QSignalSpy reset(c->nodes(), &QAbstractItemModel::modelReset);
        QVERIFY(!c->open(broken));
        QCOMPARE(errors.count(), 1);
        const QString message = errors.at(0).at(0).toString();
        QVERIFY2(message.contains(u"broken.weft"_s), qPrintable(message));
        QVERIFY2(message.contains(culprit), qPrintable(message));
        QVERIFY(!message.contains(u'\n'));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(c->project(), before);
        QCOMPARE(c->filePath(), QFileInfo(m_sample).absoluteFilePath());
        QVERIFY(c->isModified());
        // A broken file stays in the recent list: the user may fix it and try again.
        QCOMPARE(recent.count(), 1);
    }

    void missingRecentFileIsDropped()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        const QString other = m_dir->filePath(u"project/other.weft"_s);
        QVERIFY(QFile::copy(m_sample, other));
        QVERIFY(c->open(other));
        QVERIFY(c->open(m_sample));
        QCOMPARE(recent.count(), 2);
        QVERIFY(QFile::remove(other));
        QSignalSpy errors(c, &ProjectController::errorOccurred);
        QVERIFY(!c->open(other));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(recent.filePaths(), QStringList{c->filePath()});
    }

    void saveWritesTheFile()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        QVERIFY(QFile::remove(m_sample));
        c->setModified(true);
        QSignalSpy saved(c, &ProjectController::saved);
        QVERIFY(c->save());
        QCOMPARE(saved.count(), 1);
        QVERIFY(!c->isModified());
        QCOMPARE(readAll(m_sample), engine::ProjectWriter::serialize(c->project()));
    }

    void saveNeedsAFile()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        c->setModified(true);
        QSignalSpy errors(c, &ProjectController::errorOccurred);
        QVERIFY(!c->save());
        QCOMPARE(errors.count(), 1);
        QVERIFY(c->isModified());
    }

    void saveAsRebasesRelativePaths()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        QSignalSpy reset(c->nodes(), &QAbstractItemModel::modelReset);
        QSignalSpy changed(c->nodes(), &QAbstractItemModel::dataChanged);
        const QString target = m_dir->filePath(u"elsewhere/deeper/copy.weft"_s);
        QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
        QVERIFY(c->saveAs(target));
        QCOMPARE(c->filePath(), QFileInfo(target).absoluteFilePath());
        QCOMPARE(c->displayName(), u"Weather in March"_s);
        QCOMPARE(reset.count(), 0);
        // Only read reads a file; write and save_rainy keep writing beside the project file.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(recent.filePaths().constFirst(), c->filePath());

        const engine::Project &saved = c->project();
        QCOMPARE(saved.datasets.front().path, u"../../project/weather.csv"_s);
        const engine::Node *read = saved.graph.findNode(engine::NodeId(u"read"_s));
        QCOMPARE(read->params.value(u"path"_s).toString(), u"../../project/weather.csv"_s);
        const engine::Node *write = saved.graph.findNode(engine::NodeId(u"write"_s));
        QCOMPARE(write->params.value(u"path"_s).toString(), u"out/weather_fahrenheit.csv"_s);
        const engine::Node *derive = saved.graph.findNode(engine::NodeId(u"fahrenheit"_s));
        QCOMPARE(derive->params.value(u"expression"_s).toString(), u"temp_c * 1.8 + 32"_s);

        // The copy reads back, and its paths lead to the same CSV.
        const engine::ProjectReader reader(engine::OperatorRegistry::builtin());
        const engine::ProjectLoadResult reread = reader.readFile(target);
        QVERIFY2(reread.ok(), qPrintable(reread.error));
        QCOMPARE(*reread.project, saved);
        QCOMPARE(
            QFileInfo(QFileInfo(target).dir(), saved.datasets.front().path).canonicalFilePath(),
            QFileInfo(m_dir->filePath(u"project/weather.csv"_s)).canonicalFilePath());
    }

    void saveAsFailureChangesNothing()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        c->setModified(true);
        const engine::Project before = c->project();
        QSignalSpy errors(c, &ProjectController::errorOccurred);
        const QString target = m_dir->filePath(u"no/such/folder/copy.weft"_s);
        QVERIFY(!c->saveAs(target));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.at(0).at(0).toString().contains(u"copy.weft"_s),
                 qPrintable(errors.at(0).at(0).toString()));
        QCOMPARE(c->project(), before);
        QCOMPARE(c->filePath(), QFileInfo(m_sample).absoluteFilePath());
        QVERIFY(c->isModified());
        QCOMPARE(recent.count(), 1);
    }

    void saveAsOfUntitledKeepsPaths()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        engine::Project project;
        project.metadata.name = u"Fresh"_s;
        project.datasets.push_back({u"d"_s, u"data.csv"_s});
        c->setProject(project, QString());
        const QString target = m_dir->filePath(u"fresh/fresh.weft"_s);
        QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
        QVERIFY(c->saveAs(target));
        QCOMPARE(c->project().datasets.front().path, u"data.csv"_s);
        QVERIFY(c->hasFile());
        QCOMPARE(readAll(target), engine::ProjectWriter::serialize(project));
    }

    void saveAsOfUntitledMakesBrowsedPathsRelative()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        c->newProject();
        const QString data = m_dir->filePath(u"fresh/data/in.csv"_s);
        QVERIFY(QDir().mkpath(QFileInfo(data).absolutePath()));
        // What Browse hands the inspector before the project has a folder: an absolute path.
        const QString browsed = c->projectPath(QUrl::fromLocalFile(data));
        QCOMPARE(browsed, QFileInfo(data).absoluteFilePath());
        const QString node = c->edit()->addNode(u"csv.read"_s, QPointF(0, 0));
        QVERIFY(!node.isEmpty());
        engine::Project project = c->project();
        project.graph.nodes.front().params.insert(u"path"_s, browsed);
        project.datasets.push_back({u"d"_s, browsed});
        c->setProject(project, QString());

        const QString target = m_dir->filePath(u"fresh/fresh.weft"_s);
        QVERIFY(c->saveAs(target));
        QCOMPARE(c->project().datasets.front().path, u"data/in.csv"_s);
        QCOMPARE(c->project().graph.nodes.front().params.value(u"path"_s).toString(),
                 u"data/in.csv"_s);
        const QByteArray written = readAll(target);
        QVERIFY(written.contains(R"("data/in.csv")"));
        QVERIFY(!written.contains(m_dir->path().toUtf8()));
        // Browse after the save gives paths relative to the file, as the first save made them.
        QCOMPARE(c->projectPath(QUrl::fromLocalFile(data)), u"data/in.csv"_s);
    }

    void newProjectClears()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        QSignalSpy path(c, &ProjectController::filePathChanged);
        c->newProject();
        QCOMPARE(path.count(), 1);
        QVERIFY(!c->hasFile());
        QCOMPARE(c->nodes()->count(), 0);
        QCOMPARE(c->edges()->count(), 0);
        QCOMPARE(c->displayName(), u"Untitled"_s);
        QCOMPARE(c->project(), engine::Project{});
    }

    void displayNameFallsBackToFileName()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        engine::Project nameless = c->project();
        nameless.metadata.name.clear();
        c->setProject(nameless, m_sample);
        QCOMPARE(c->displayName(), u"weather"_s);
    }

    void nameAndDescriptionAreEditedAndSaved()
    {
        RecentFilesModel recent;
        ProjectController *c = controller(&recent);
        QVERIFY(c->open(m_sample));
        QSignalSpy metadata(c, &ProjectController::metadataChanged);
        QSignalSpy title(c, &ProjectController::windowTitleChanged);
        c->setName(u"  Rain in March  "_s);
        QCOMPARE(c->name(), u"Rain in March"_s);
        QCOMPARE(c->windowTitle(), u"• Rain in March — Weft"_s);
        QVERIFY(c->isModified());
        QCOMPARE(c->undoText(), u"Rename Project"_s);
        QCOMPARE(metadata.size(), 1);
        QVERIFY(!title.isEmpty());
        // The same name again is no step.
        const int steps = c->undoStack()->count();
        c->setName(u"Rain in March"_s);
        QCOMPARE(c->undoStack()->count(), steps);

        c->setDescription(u"Which days rained most.\nFrom the station's CSV."_s);
        QCOMPARE(c->description(), u"Which days rained most.\nFrom the station's CSV."_s);
        QCOMPARE(c->undoText(), u"Change Project Description"_s);
        QVERIFY(c->isDescriptionEditable());

        // Undo takes each back, and back to the saved state the document is unmodified.
        c->undo();
        QCOMPARE(c->description(), u"Converts the daily temperatures to Fahrenheit and lists "
                                   u"the rainy days, wettest first."_s);
        c->undo();
        QCOMPARE(c->name(), u"Weather in March"_s);
        QVERIFY(!c->isModified());
        c->redo();
        c->redo();

        // Saved in the file, read back on open.
        QVERIFY(c->save());
        QVERIFY(c->open(m_sample));
        QCOMPARE(c->name(), u"Rain in March"_s);
        QCOMPARE(c->description(), u"Which days rained most.\nFrom the station's CSV."_s);

        // A description longer than the panel shows is edited in the file, not in the panel.
        c->setDescription(QString(ProjectController::kDescriptionPreviewLength + 1, u'a'));
        QVERIFY(!c->isDescriptionEditable());
    }
};

QTEST_GUILESS_MAIN(tst_ProjectController)
#include "tst_projectcontroller.moc"
