#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"
#include "exec/MapItems.h"
#include "ops/Operator.h"

#include <QTest>

using namespace weft::engine;

namespace {

DatasetPtr matrix(qint64 rows, qint64 columns, double offset = 0)
{
    std::vector<double> values(size_t(rows * columns));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = offset + double(i);
    return std::make_shared<Array>(Array::fromDoubles({rows, columns}, std::move(values)));
}

} // namespace

class TestMapItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsRowsElementsAlongTheFirstAxisAndFiles()
    {
        QString error;
        auto table = std::make_shared<Table>();
        table->addColumn(TableColumn::fromInts(u"x"_qs, {1, 2, 3}));
        QCOMPARE(MapItems::count(table, &error), std::optional<qsizetype>(3));
        QCOMPARE(MapItems::count(matrix(4, 3), &error), std::optional<qsizetype>(4));
        const DatasetPtr files = std::make_shared<FileList>(QStringList{u"/a"_qs, u"/b"_qs});
        QCOMPARE(MapItems::count(files, &error), std::optional<qsizetype>(2));
        QVERIFY(error.isEmpty());
    }

    void refusesWhatHasNoItems()
    {
        QString error;
        const DatasetPtr scalar =
            std::make_shared<Array>(ElementType::Float64, std::vector<qint64>{});
        QVERIFY(!MapItems::count(scalar, &error));
        QCOMPARE(error,
                 u"a map node cannot map over a 0-dimensional array: it has no first axis"_qs);
        QVERIFY(!MapItems::isMappable(DataKind::Scalar));
        QVERIFY(!MapItems::isMappable(DataKind::Any));
    }

    void slicesAndJoinsArraysAlongTheFirstAxis()
    {
        const DatasetPtr whole = matrix(5, 2);
        const std::vector<DatasetPtr> parts{MapItems::slice(whole, 0, 2),
                                            MapItems::slice(whole, 2, 0),
                                            MapItems::slice(whole, 2, 3)};
        QCOMPARE(Array::fromDataset(parts[0])->shape(), (std::vector<qint64>{2, 2}));
        QCOMPARE(Array::fromDataset(parts[2])->toDouble(0), 4.0);
        const auto joined = Array::fromDataset(MapItems::join(parts));
        QVERIFY(joined);
        QVERIFY(*joined == *Array::fromDataset(whole));
    }

    void joinsFileListsInOrder()
    {
        const DatasetPtr whole =
            std::make_shared<FileList>(QStringList{u"/a"_qs, u"/b"_qs, u"/c"_qs});
        const auto part = FileList::fromDataset(MapItems::slice(whole, 1, 2));
        QCOMPARE(part->files(), (QStringList{u"/b"_qs, u"/c"_qs}));
        const auto joined = FileList::fromDataset(
            MapItems::join({MapItems::slice(whole, 0, 1), MapItems::slice(whole, 1, 2)}));
        QCOMPARE(joined->files(), FileList::fromDataset(whole)->files());
    }

    void joinsTablesRowsInOrder()
    {
        auto table = std::make_shared<Table>();
        table->addColumn(TableColumn::fromInts(u"x"_qs, {1, 2, 3, 4, 5}));
        const auto joined = Table::fromDataset(
            MapItems::join({MapItems::slice(table, 0, 2), MapItems::slice(table, 2, 0),
                            MapItems::slice(table, 2, 3)}));
        QCOMPARE(joined->rowCount(), qsizetype(5));
        for (qsizetype row = 0; row < 5; ++row)
            QCOMPARE(joined->column(0).intAt(row), row + 1);
    }

    void refusesPartsThatDoNotFit()
    {
        try {
            MapItems::join({matrix(2, 2), matrix(2, 3)});
            QFAIL("joined arrays of different widths");
        } catch (const OperatorError &e) {
            QCOMPARE(e.message(), u"batch 1 returned a float64 array of shape (2, 3) where the "
                                  u"first returned float64 (2, 2)"_qs);
        }
        try {
            MapItems::join({matrix(1, 1), std::make_shared<FileList>()});
            QFAIL("joined an array and a file list");
        } catch (const OperatorError &e) {
            QCOMPARE(e.message(),
                     u"batch 1 returned a file list where the first returned an array"_qs);
        }
    }
};

QTEST_GUILESS_MAIN(TestMapItems)
#include "tst_mapitems.moc"
