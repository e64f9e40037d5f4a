#include "data/NpyFile.h"
#include "data/Table.h"
#include "document/ProjectController.h"
#include "edit/CanvasSelection.h"
#include "edit/NodeInspector.h"
#include "ops/OperatorRegistry.h"
#include "preview/DatasetPreviewController.h"
#include "preview/DatasetPreviewModel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cmath>

using weft::app::DatasetPreviewController;
using weft::app::DatasetPreviewModel;
using weft::app::ProjectController;
namespace engine = weft::engine;

namespace {

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

engine::Node node(const QString &id, const QString &operatorId, QJsonObject params)
{
    engine::Node n;
    n.id = engine::NodeId(id);
    n.operatorId = operatorId;
    n.params = std::move(params);
    return n;
}

} // namespace

/// The preview panel's table model and the controller that reads a selected source node's file
/// off the GUI thread.
class tst_DatasetPreviewModel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;

    /// A project with a CSV source, an NPY source, a folder lister and a sort node.
    std::unique_ptr<ProjectController> openProject()
    {
        auto controller =
            std::make_unique<ProjectController>(engine::OperatorRegistry::builtin(), nullptr);
        engine::Project project;
        project.graph.nodes = {
            node(QStringLiteral("read"), QStringLiteral("csv.read"),
                 {{QStringLiteral("path"), QStringLiteral("data/t.csv")}}),
            node(QStringLiteral("array"), QStringLiteral("npy.read"),
                 {{QStringLiteral("path"), QStringLiteral("data/a.npy")}}),
            node(QStringLiteral("files"), QStringLiteral("files.list"),
                 {{QStringLiteral("folder"), QStringLiteral("data")},
                  {QStringLiteral("pattern"), QStringLiteral("*.csv")}}),
            node(QStringLiteral("value"), QStringLiteral("json.read"),
                 {{QStringLiteral("path"), QStringLiteral("data/v.json")}}),
            node(QStringLiteral("sort"), QStringLiteral("table.sort"), {}),
        };
        controller->setProject(std::move(project), m_project);
        return controller;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("data")));
        QVERIFY(writeText(m_dir->filePath(QStringLiteral("data/t.csv")),
                          "year,co2,note\n2001,371.5,\n2002,373.25,\"high, again\"\n"));
        QVERIFY(writeText(m_dir->filePath(QStringLiteral("data/bad.csv")), "a,b\n1,2\n3\n"));
        engine::NpyFile::write(engine::Array::fromDoubles({4}, {1, 2, 2, 3}),
                               m_dir->filePath(QStringLiteral("data/a.npy")));
        QVERIFY(writeText(m_dir->filePath(QStringLiteral("data/v.json")), "{\"total\": 42}"));
        m_project = m_dir->filePath(QStringLiteral("p.weft"));
    }

    void tableRowsAndHeaders()
    {
        DatasetPreviewModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy shape(&model, &DatasetPreviewModel::shapeChanged);
        engine::Table table;
        table.addColumn(engine::TableColumn::fromInts(QStringLiteral("n"), {1, 2}, {1, 0}));
        table.addColumn(engine::TableColumn::fromFloats(QStringLiteral("x"), {0.5, 2}));
        model.setTable(table);
        QCOMPARE(shape.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("n"));
        QCOMPARE(model.headerData(1, Qt::Horizontal, DatasetPreviewModel::TypeRole).toString(),
                 QStringLiteral("float"));
        QCOMPARE(model.columnType(0), QStringLiteral("int"));
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("0.5"));
        QCOMPARE(model.data(model.index(1, 0), DatasetPreviewModel::NullRole).toBool(), true);
        QCOMPARE(model.data(model.index(1, 0)).toString(), QString());
        QVERIFY(model.data(model.index(0, 0), DatasetPreviewModel::NumericRole).toBool());

        model.setFiles({m_dir->filePath(QStringLiteral("data/t.csv")), QStringLiteral("/gone")},
                       {1234, -1}, m_dir->path());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("data/t.csv"));
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("1.2 kB"));
        QVERIFY(model.data(model.index(1, 1), DatasetPreviewModel::NullRole).toBool());
        QCOMPARE(model.headerData(0, Qt::Horizontal, DatasetPreviewModel::TypeRole).toString(),
                 QString());

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
        QVERIFY(!model.headerData(0, Qt::Horizontal).isValid());
    }

    void columnStatistics()
    {
        engine::Table table;
        table.addColumn(engine::TableColumn::fromInts(QStringLiteral("n"), {4, 0, 2}, {1, 0, 1}));
        table.addColumn(
            engine::TableColumn::fromFloats(QStringLiteral("x"), {0.5, std::nan(""), 2.5}));
        engine::TableColumn text(QStringLiteral("s"), engine::ColumnType::String);
        for (const char *value : {"a", "b", "a"})
            text.appendUtf8(value);
        text.appendNull();

        const engine::ColumnStatistics n = engine::DatasetPreview::statisticsOf(table.column(0));
        QCOMPARE(n.missing, 1);
        QCOMPARE(n.count, 2);
        QCOMPARE(n.min, 2.0);
        QCOMPARE(n.max, 4.0);
        QCOMPARE(n.mean, 3.0);
        QCOMPARE(n.distinct, -1);
        const engine::ColumnStatistics x = engine::DatasetPreview::statisticsOf(table.column(1));
        QCOMPARE(x.missing, 1); // NaN counts as missing
        QCOMPARE(x.mean, 1.5);
        const engine::ColumnStatistics s = engine::DatasetPreview::statisticsOf(text);
        QCOMPARE(s.missing, 1);
        QCOMPARE(s.distinct, 2);
        QVERIFY(!s.distinctCapped);

        // More distinct texts than are counted: "over" the limit.
        engine::TableColumn many(QStringLiteral("id"), engine::ColumnType::String);
        for (qint64 i = 0; i <= engine::ColumnStatistics::kDistinctLimit; ++i)
            many.appendString(QString::number(i));
        const engine::ColumnStatistics m = engine::DatasetPreview::statisticsOf(many);
        QVERIFY(m.distinctCapped);
        QCOMPARE(m.distinct, engine::ColumnStatistics::kDistinctLimit);

        const QLocale before;
        QLocale::setDefault(QLocale::c());
        QCOMPARE(DatasetPreviewModel::statisticsText(n),
                 QStringLiteral("1 missing · 2 … 4 · mean 3"));
        QCOMPARE(DatasetPreviewModel::statisticsText(s), QStringLiteral("1 missing · 2 distinct"));
        QCOMPARE(DatasetPreviewModel::statisticsText(m), QStringLiteral("over 10000 distinct"));
        QLocale::setDefault(before);

        // The model shows them in the header once set, for the table it holds.
        DatasetPreviewModel model;
        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        model.setTable(table);
        QCOMPARE(model.columnStatistics(0), QString());
        model.setStatistics({n, x});
        QCOMPARE(header.count(), 1);
        QCOMPARE(model.columnStatistics(0), DatasetPreviewModel::statisticsText(n));
        QCOMPARE(model.headerData(0, Qt::Horizontal, DatasetPreviewModel::StatisticsRole),
                 QVariant(DatasetPreviewModel::statisticsText(n)));
    }

    void aLargeTableIsHeldNotCopied()
    {
        constexpr qint64 kRows = 1'000'000;
        std::vector<qint64> values(kRows);
        for (qint64 i = 0; i < kRows; ++i)
            values[size_t(i)] = i * 3;
        auto table = std::make_shared<engine::Table>();
        table->addColumn(engine::TableColumn::fromInts(QStringLiteral("v"), std::move(values)));
        const qint64 *first = table->column(0).ints().data();

        DatasetPreviewModel model;
        model.setTable(std::shared_ptr<const engine::Table>(table));
        QCOMPARE(model.rowCount(), int(kRows));
        QCOMPARE(model.table()->column(0).ints().data(), first); // the same values, no copy
        QCOMPARE(model.data(model.index(int(kRows) - 1, 0)).toString(),
                 QString::number((kRows - 1) * 3));
        QCOMPARE(model.headerData(int(kRows) - 1, Qt::Vertical).toInt(), int(kRows));
    }

    void aGrowingTableInsertsItsNewRows()
    {
        const auto table = [](std::vector<qint64> values,
                              const QString &name = QStringLiteral("v")) {
            auto t = std::make_shared<engine::Table>();
            t->addColumn(engine::TableColumn::fromInts(name, std::move(values)));
            return std::shared_ptr<const engine::Table>(t);
        };
        DatasetPreviewModel model;
        QAbstractItemModelTester tester(&model);
        model.setTable(table({1, 2, 3}));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // A running node's output, longer by a batch (of earlier items: rows shown changed).
        model.growTable(table({0, 1, 2, 3, 4}));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 3);
        QCOMPARE(inserted.at(0).at(2).toInt(), 4);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("0"));

        // Other columns, or fewer rows, are another table: the view starts over.
        model.growTable(table({7, 8, 9, 10, 11, 12}, QStringLiteral("w")));
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.columnName(0), QStringLiteral("w"));
        model.growTable(table({7}, QStringLiteral("w")));
        QCOMPARE(reset.size(), 2);
        QCOMPARE(model.rowCount(), 1);
    }

    void followsTheSelection()
    {
        auto project = openProject();
        DatasetPreviewController preview;
        QAbstractItemModelTester tester(preview.rows(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        preview.setProject(project.get());
        QCOMPARE(preview.status(), DatasetPreviewController::Status::None);

        project->selection()->select(QStringLiteral("read"));
        QCOMPARE(preview.status(), DatasetPreviewController::Status::Loading);
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.kind(), QStringLiteral("table"));
        QCOMPARE(preview.nodeId(), QStringLiteral("read"));
        QCOMPARE(preview.summary(), QStringLiteral("2 rows · 3 columns"));
        QCOMPARE(preview.rows()->columnType(1), QStringLiteral("float"));
        QCOMPARE(preview.rows()->data(preview.rows()->index(1, 2)).toString(),
                 QStringLiteral("high, again"));

        project->selection()->select(QStringLiteral("array"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.kind(), QStringLiteral("array"));
        QCOMPARE(preview.shapeText(), QStringLiteral("(4,)"));
        QCOMPARE(preview.statisticValues().at(3), QStringLiteral("2")); // mean
        QCOMPARE(preview.histogram().size(), 20);
        QCOMPARE(preview.histogram().at(0), 0.5); // 1 of the fullest bin's 2 (the 2s)
        QCOMPARE(preview.rows()->rowCount(), 0);

        project->selection()->select(QStringLiteral("files"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.kind(), QStringLiteral("files"));
        QCOMPARE(preview.rows()->rowCount(), 2); // bad.csv and t.csv
        QCOMPARE(preview.rows()->data(preview.rows()->index(1, 0)).toString(),
                 QStringLiteral("t.csv"));

        project->selection()->select(QStringLiteral("value"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.kind(), QStringLiteral("json"));
        QVERIFY2(preview.text().contains(QStringLiteral("\"total\": 42")),
                 qPrintable(preview.text()));

        // A node that is no source and never ran has no output yet: the panel says so.
        project->selection()->select(QStringLiteral("sort"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::NoResult);
        QCOMPARE(preview.port(), QStringLiteral("table"));
        QVERIFY2(preview.notice().contains(QStringLiteral("Run the node to see its output")),
                 qPrintable(preview.notice()));
        QCOMPARE(preview.rows()->rowCount(), 0);
        project->selection()->clear();
        QCOMPARE(preview.status(), DatasetPreviewController::Status::None);
    }

    void staleResultsAreDropped()
    {
        auto project = openProject();
        DatasetPreviewController preview;
        preview.setProject(project.get());
        // Two reads in flight: only the second one's result may show.
        project->selection()->select(QStringLiteral("read"));
        project->selection()->select(QStringLiteral("array"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.kind(), QStringLiteral("array"));
        // Once the first read has ended too and every queued signal is delivered, still the
        // second read's result shows.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        QCoreApplication::processEvents();
        QCOMPARE(preview.kind(), QStringLiteral("array"));
        QCOMPARE(preview.nodeId(), QStringLiteral("array"));
    }

    void errorsShowInline()
    {
        auto project = openProject();
        DatasetPreviewController preview;
        preview.setProject(project.get());
        project->selection()->select(QStringLiteral("read"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);

        // A changed parameter reads again; a broken row names the file and the line.
        QCOMPARE(project->inspector()->setParameter(QStringLiteral("path"),
                                                    QStringLiteral("data/bad.csv")),
                 QString());
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Failed);
        QVERIFY2(preview.errorText().contains(QStringLiteral("bad.csv:3:")),
                 qPrintable(preview.errorText()));
        QCOMPARE(preview.rows()->rowCount(), 0);

        project->inspector()->setParameter(QStringLiteral("path"),
                                           QStringLiteral("data/missing.csv"));
        QTRY_COMPARE(preview.errorText().contains(QStringLiteral("missing.csv")), true);

        // Undo goes back to the good file, and so does the preview.
        project->undo();
        project->undo();
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.rows()->rowCount(), 2);
    }

    void aReaderFedByAnEdgePreviewsWhatItWillRead()
    {
        auto controller =
            std::make_unique<ProjectController>(engine::OperatorRegistry::builtin(), nullptr);
        engine::Project project;
        project.graph.nodes = {
            node(QStringLiteral("save"), QStringLiteral("csv.write"),
                 {{QStringLiteral("path"), QStringLiteral("data/t.csv")}}),
            node(QStringLiteral("again"), QStringLiteral("csv.read"), {}),
            node(QStringLiteral("fit"), QStringLiteral("command"),
                 {{QStringLiteral("program"), QStringLiteral("true")}}),
            node(QStringLiteral("result"), QStringLiteral("csv.read"), {}),
        };
        project.graph.edges = {
            {engine::NodeId(QStringLiteral("save")), QStringLiteral("file"),
             engine::NodeId(QStringLiteral("again")), QStringLiteral("files")},
            {engine::NodeId(QStringLiteral("fit")), QStringLiteral("files"),
             engine::NodeId(QStringLiteral("result")), QStringLiteral("files")},
        };
        controller->setProject(std::move(project), m_project);
        DatasetPreviewController preview;
        preview.setProject(controller.get());

        // The writer's file, though the reader's own path is empty.
        controller->selection()->select(QStringLiteral("again"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview.rows()->rowCount(), 2);

        // A command names no file before it runs: the panel says where the data comes from.
        controller->selection()->select(QStringLiteral("result"));
        QTRY_COMPARE(preview.status(), DatasetPreviewController::Status::NoResult);
        QVERIFY2(preview.notice().contains(QStringLiteral("'fit'")), qPrintable(preview.notice()));
    }
};

QTEST_GUILESS_MAIN(tst_DatasetPreviewModel)
#include "tst_datasetpreviewmodel.moc"
