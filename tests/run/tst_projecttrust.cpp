// The trust step: a project that runs programs or reaches outside its folder runs only once
// this user trusted exactly that (engine::ProjectTrust, run::TrustedProjects, Setup::make).
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "project/ProjectTrust.h"
#include "run/Setup.h"
#include "run/TrustedProjects.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;
using engine::ProjectTrust;

namespace {

engine::Node node(const QString &id, const QString &op, QJsonObject params)
{
    engine::Node n;
    n.id = engine::NodeId(id);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

} // namespace

class TestProjectTrust : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config; // stands for the user's configuration folder
    QTemporaryDir m_dir;
    QString m_file;
    engine::Project m_project;

    ProjectTrust review() const
    {
        return ProjectTrust::review(m_project, QDir(m_dir.path()),
                                    engine::OperatorRegistry::builtin());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"p.weft"_s);
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        m_project = engine::Project();
        m_project.graph.nodes = {
            node(u"gen"_s, u"work"_s, {}),
            node(u"fit"_s, u"command"_s,
                 {{u"program"_s, u"python3"_s}, {u"arguments"_s, u"fit.py\n{in}"_s}})};
    }

    void aProjectOfItsOwnFolderNeedsNoTrust()
    {
        m_project.graph.nodes = {node(u"read"_s, u"csv.read"_s, {{u"path"_s, u"data/a.csv"_s}}),
                                 node(u"save"_s, u"csv.write"_s, {{u"path"_s, u"out/a.csv"_s}})};
        QVERIFY(!review().isNeeded());
        QVERIFY(review().fingerprint().isEmpty());
        QString error;
        QVERIFY2(run::Setup::make(m_project, m_file, {}, &error), qPrintable(error));
    }

    void itListsEveryCommandAndEveryOutsidePath()
    {
        m_project.graph.nodes.push_back(
            node(u"sh"_s, u"command"_s,
                 {{u"program"_s, u"sort data.txt | uniq"_s}, {u"shell"_s, true}}));
        m_project.graph.nodes.push_back(
            node(u"read"_s, u"csv.read"_s, {{u"path"_s, u"../elsewhere/a.csv"_s}}));
        m_project.graph.nodes.push_back(
            node(u"inside"_s, u"csv.read"_s, {{u"path"_s, u"sub/../b.csv"_s}}));
        m_project.settings.outsideFolders = {u"/srv/results"_s};
        const QString outside = QDir::cleanPath(m_dir.path() + u"/../elsewhere/a.csv"_s);
        QCOMPARE(review().items(),
                 QStringList({u"node 'fit' runs: python3 fit.py {in}"_s,
                              u"node 'sh' runs in a shell: sort data.txt | uniq"_s,
                              u"settings.outside_folders[0] lets the run write in /srv/results"_s,
                              u"node 'read': parameter 'path' reads outside the project's "
                              "folder: "_s +
                                  outside}));
    }

    void aReadThroughALinkOutsideNeedsTrust()
    {
        // data/ inside the folder by its name, a link to somewhere else in fact.
        QTemporaryDir elsewhere;
        QVERIFY(QFile::link(elsewhere.path(), m_dir.filePath(u"linked"_s)));
        m_project.graph.nodes = {
            node(u"read"_s, u"csv.read"_s, {{u"path"_s, u"linked/secret.csv"_s}})};
        const ProjectTrust trust = review();
        QFile::remove(m_dir.filePath(u"linked"_s));
        QCOMPARE(trust.items(),
                 QStringList({u"node 'read': parameter 'path' reads outside the project's "
                              "folder: "_s +
                              QDir(elsewhere.path()).canonicalPath() + u"/secret.csv"_s}));
    }

    void theFingerprintFollowsWhatRunsAndNothingElse()
    {
        const QByteArray before = review().fingerprint();
        QCOMPARE(before.size(), 64); // hex SHA-256
        m_project.graph.nodes[0].position = QPointF(300, 40);
        m_project.graph.nodes[1].position = QPointF(10, 10);
        m_project.graph.nodes[1].title = u"Fit the model"_s;
        m_project.metadata.description = u"edited"_s;
        QCOMPARE(review().fingerprint(), before);
        m_project.graph.nodes[1].params.insert(u"arguments"_s, u"fit.py\n--upload\n{in}"_s);
        QVERIFY(review().fingerprint() != before);
    }

    void theCommandLineRefusesAnUntrustedProjectNamingWhatRuns()
    {
        QString error;
        QVERIFY(!run::Setup::make(m_project, m_file, {}, &error));
        QVERIFY2(error.contains(u"is not trusted yet"_s), qPrintable(error));
        QVERIFY2(error.contains(u"--trust"_s), qPrintable(error));
        QVERIFY2(error.contains(u"\n  node 'fit' runs: python3 fit.py {in}"_s), qPrintable(error));
    }

    void trustIsRememberedForThisProjectAsItIs()
    {
        run::Setup::Options options;
        options.trust = true;
        QString error;
        QVERIFY2(run::Setup::make(m_project, m_file, options, &error), qPrintable(error));
        // Remembered outside the project, readable by this user only.
        const run::TrustedProjects trusted;
        QVERIFY(trusted.file().startsWith(m_config.path()));
        QCOMPARE(QFileInfo(trusted.file()).permissions() & 0x0077, QFileDevice::Permissions());
        QVERIFY(QDir(m_dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries) ==
                QStringList{u"p.weft"_s});
        QVERIFY2(run::Setup::make(m_project, m_file, {}, &error), qPrintable(error));
        QVERIFY(!run::Setup::untrusted(m_project, m_file));

        // A changed command asks again; so does the same project under another path.
        m_project.graph.nodes[1].params.insert(u"program"_s, u"curl"_s);
        QVERIFY(run::Setup::untrusted(m_project, m_file));
        QVERIFY(!run::Setup::make(m_project, m_file, {}, &error));
        m_project.graph.nodes[1].params.insert(u"program"_s, u"python3"_s);
        QVERIFY(!run::Setup::untrusted(m_project, m_file));
        QVERIFY(run::Setup::untrusted(m_project, m_dir.filePath(u"copy.weft"_s)));
    }

    void aTrustFileThatCannotBeWrittenIsNamed()
    {
        QTemporaryDir blocked;
        QVERIFY(blocked.isValid());
        // A file where the folder should be: the folder cannot be created.
        QFile(blocked.filePath(u"weft"_s)).open(QIODevice::WriteOnly);
        run::TrustedProjects trusted(blocked.filePath(u"weft/trusted-projects.json"_s));
        QString error;
        QVERIFY(!trusted.trust(m_file, "abc", &error));
        QVERIFY2(error.contains(trusted.file()), qPrintable(error));
        QVERIFY(!trusted.isTrusted(m_file, "abc"));
    }
};

QTEST_GUILESS_MAIN(TestProjectTrust)
#include "tst_projecttrust.moc"
