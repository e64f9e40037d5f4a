#include "document/RecentFilesModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::RecentFilesModel;

class tst_RecentFilesModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString touch(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot create %s", qPrintable(path));
        return path;
    }

    static QStringList paths(const RecentFilesModel &model)
    {
        QStringList result;
        for (int row = 0; row < model.rowCount(); ++row)
            result.append(model.data(model.index(row), RecentFilesModel::FilePathRole).toString());
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"WeftTests"_s);
        QCoreApplication::setApplicationName(u"tst_recentfilesmodel"_s);
        QVERIFY(m_dir.isValid());
        // The user's own settings must never be touched.
        QVERIFY(QSettings().fileName().startsWith(
            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)));
    }

    void init() { QSettings().clear(); }

    void addPutsNewestFirst()
    {
        RecentFilesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &RecentFilesModel::countChanged);
        const QString a = touch(u"a.weft"_s);
        const QString b = touch(u"b.weft"_s);
        model.add(a);
        model.add(b);
        QCOMPARE(paths(model), (QStringList{b, a}));
        QCOMPARE(count.count(), 2);
        QCOMPARE(model.data(model.index(0), RecentFilesModel::FileNameRole).toString(),
                 u"b.weft"_s);
        QCOMPARE(model.data(model.index(0), RecentFilesModel::FolderRole).toString(),
                 QDir::toNativeSeparators(m_dir.path()));
    }

    void addingAgainMovesToFront()
    {
        RecentFilesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString a = touch(u"a.weft"_s);
        const QString b = touch(u"b.weft"_s);
        model.add(a);
        model.add(b);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        // A different spelling of the same file is the same entry.
        model.add(m_dir.path() + u"/./a.weft"_s);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(paths(model), (QStringList{a, b}));
        model.add(a);
        QCOMPARE(moved.count(), 1);
    }

    void keepsAtMostTheMaximum()
    {
        RecentFilesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList added;
        for (int i = 0; i < RecentFilesModel::kMaxEntries + 3; ++i) {
            added.prepend(touch(u"p%1.weft"_s.arg(i)));
            model.add(added.constFirst());
        }
        QCOMPARE(model.count(), RecentFilesModel::kMaxEntries);
        QCOMPARE(paths(model), added.first(RecentFilesModel::kMaxEntries));
    }

    void persistsAcrossInstances()
    {
        const QString a = touch(u"a.weft"_s);
        const QString b = touch(u"b.weft"_s);
        {
            RecentFilesModel model;
            model.add(a);
            model.add(b);
        }
        RecentFilesModel reread;
        QCOMPARE(paths(reread), (QStringList{b, a}));
        reread.remove(b);
        QCOMPARE(RecentFilesModel().filePaths(), QStringList{a});
        reread.clear();
        QCOMPARE(RecentFilesModel().count(), 0);
    }

    void dropsMissingFilesWhenRead()
    {
        const QString a = touch(u"a.weft"_s);
        QSettings().setValue(u"recentFiles"_s, QStringList{m_dir.filePath(u"gone.weft"_s), a, a});
        RecentFilesModel model;
        QCOMPARE(paths(model), QStringList{a});
        // The cleaned list is what is stored now.
        QCOMPARE(QSettings().value(u"recentFiles"_s).toStringList(), QStringList{a});
    }

    void pruneDropsDeletedFiles()
    {
        RecentFilesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString a = touch(u"a.weft"_s);
        const QString b = touch(u"b.weft"_s);
        model.add(a);
        model.add(b);
        QSignalSpy count(&model, &RecentFilesModel::countChanged);
        QVERIFY(QFile::remove(b));
        model.prune();
        QCOMPARE(paths(model), QStringList{a});
        QCOMPARE(count.count(), 1);
        model.prune();
        QCOMPARE(count.count(), 1);
    }

    void clearEmpties()
    {
        RecentFilesModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.add(touch(u"a.weft"_s));
        QSignalSpy count(&model, &RecentFilesModel::countChanged);
        model.clear();
        QCOMPARE(model.count(), 0);
        QCOMPARE(count.count(), 1);
        model.remove(m_dir.filePath(u"a.weft"_s));
        QCOMPARE(count.count(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_RecentFilesModel)
#include "tst_recentfilesmodel.moc"
