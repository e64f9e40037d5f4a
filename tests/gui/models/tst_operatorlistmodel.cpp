#include "models/OperatorListModel.h"
#include "ops/OperatorRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using weft::app::OperatorListModel;
namespace engine = weft::engine;

/// The palette's list: every registered operator, grouped by category, and the search filter.
class tst_OperatorListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryOperatorByCategory()
    {
        const auto &registry = engine::OperatorRegistry::builtin();
        OperatorListModel model(registry);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.count(), int(registry.all().size()));
        QString previous;
        for (int row = 0; row < model.count(); ++row) {
            const QString category =
                model.index(row).data(OperatorListModel::CategoryRole).toString();
            // Sections need each category's rows together.
            QVERIFY2(category.localeAwareCompare(previous) >= 0, qPrintable(category));
            previous = category;
            const QString id = model.operatorIdAt(row);
            QVERIFY(registry.find(id));
            QCOMPARE(model.index(row).data(OperatorListModel::TitleRole).toString(),
                     registry.find(id)->spec().title);
        }
        QVERIFY(model.operatorIdAt(-1).isEmpty());
        QVERIFY(model.operatorIdAt(model.count()).isEmpty());
    }

    void filterKeepsRowsWithEveryWord()
    {
        OperatorListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int all = model.count();
        QSignalSpy countChanged(&model, &OperatorListModel::countChanged);
        model.setFilter(u"READ csv"_s);
        QVERIFY(model.count() < all);
        // csv.read is among them; so is any operator whose description speaks of reading CSV.
        bool found = false;
        for (int row = 0; row < model.count(); ++row)
            found = found || model.operatorIdAt(row) == u"csv.read"_s;
        QVERIFY(found);
        for (int row = 0; row < model.count(); ++row) {
            const QModelIndex index = model.index(row);
            const QString text = index.data(OperatorListModel::TitleRole).toString() +
                                 index.data(OperatorListModel::OperatorIdRole).toString() +
                                 index.data(OperatorListModel::DescriptionRole).toString();
            QVERIFY(text.contains(u"csv"_s, Qt::CaseInsensitive));
            QVERIFY(text.contains(u"read"_s, Qt::CaseInsensitive));
        }
        QCOMPARE(countChanged.size(), 1);
        model.setFilter(u"zzz-no-operator"_s);
        QCOMPARE(model.count(), 0);
        model.setFilter(QString());
        QCOMPARE(model.count(), all);
    }

    // Quick-add for a wire let go on empty canvas: only the operators it can connect to.
    void kindsKeepTheOperatorsAWireFits()
    {
        const auto &registry = engine::OperatorRegistry::builtin();
        OperatorListModel model(registry);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int all = model.count();
        const auto ids = [&model] {
            QStringList list;
            for (int row = 0; row < model.count(); ++row)
                list << model.operatorIdAt(row);
            return list;
        };

        // From a table output: operators with an input that takes a table (or anything).
        model.setTakesKind(u"table"_s);
        QVERIFY(model.count() > 0 && model.count() < all);
        QVERIFY(ids().contains(u"table.sort"_s));
        QVERIFY(ids().contains(u"csv.write"_s));
        QVERIFY(!ids().contains(u"csv.read"_s));
        QVERIFY(!ids().contains(u"array.generate"_s));
        for (const QString &id : ids()) {
            const auto &inputs = registry.find(id)->spec().inputs;
            QVERIFY2(std::any_of(inputs.begin(), inputs.end(),
                                 [](const engine::PortSpec &port) {
                                     return engine::isCompatible(engine::DataKind::Table,
                                                                 port.kind);
                                 }),
                     qPrintable(id));
        }
        // The search words still apply on top.
        const int tables = model.count();
        model.setFilter(u"sort"_s);
        QVERIFY(ids().contains(u"table.sort"_s));
        QVERIFY(model.count() < tables);
        model.setFilter({});

        // Into an array input: operators with an array output.
        model.setTakesKind({});
        model.setGivesKind(u"array"_s);
        QVERIFY(ids().contains(u"array.generate"_s));
        QVERIFY(ids().contains(u"npy.read"_s));
        QVERIFY(!ids().contains(u"csv.read"_s));

        model.setGivesKind({});
        QCOMPARE(model.count(), all);
    }
};

QTEST_GUILESS_MAIN(tst_OperatorListModel)
#include "tst_operatorlistmodel.moc"
