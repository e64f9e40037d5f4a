#include "OperatorTestSupport.h"
#include "data/Array.h"
#include "data/Table.h"
#include "data/WorkData.h"
#include "graph/Graph.h"
#include "project/Project.h"
#include "project/ProjectValidator.h"

#include <QTest>

#include <thread>

using namespace weft::engine;
using namespace optest;

class TestWorkOperator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void producesRealBytes()
    {
        const auto out = run("work", params({{u"seconds"_qs, 0}, {u"output_bytes"_qs, 3000000}}));
        QCOMPARE(out.size(), size_t(1));
        const auto data = WorkData::fromDataset(out.front());
        QVERIFY(data);
        QCOMPARE(data->sizeBytes(), 3000000);
        QCOMPARE(data->memoryBlocks().front().bytes, 3000000);
        QCOMPARE(data->data()[2999999], char(0x5a)); // written, so resident
        QCOMPARE(run("work", params({{u"seconds"_qs, 0}})).front()->sizeBytes(), 0);
    }

    void takesAnyInputs()
    {
        const DatasetPtr table = std::make_shared<const Table>();
        const DatasetPtr array = std::make_shared<const Array>(Array::fromDoubles({1}, {1}));
        const DatasetPtr bytes = std::make_shared<const WorkData>(10);
        const auto out = run("work", params({{u"seconds"_qs, 0.01}, {u"mode"_qs, u"busy"_qs}}),
                             {{table, array, bytes}});
        QVERIFY(WorkData::fromDataset(out.front()));
    }

    void validatesWithoutInputs()
    {
        Project project;
        Node node;
        node.id = NodeId(u"source"_qs);
        node.operatorId = u"work"_qs;
        project.graph.nodes.push_back(node);
        const auto problems =
            ProjectValidator(OperatorRegistry::builtin()).validate(project, QDir::current());
        QVERIFY2(problems.empty(), problems.empty() ? "" : qPrintable(problems.front().message));
    }

    void failsOnPurposeAndOnBadParams()
    {
        QVERIFY(runError("work", params({{u"seconds"_qs, 0}, {u"fail"_qs, true}}))
                    .contains(u"failed on purpose"));
        QVERIFY(runError("work", params({{u"seconds"_qs, -1}})).contains(u"seconds is -1"));
        QVERIFY(
            runError("work", params({{u"output_bytes"_qs, -5}})).contains(u"output_bytes is -5"));
        QVERIFY(runError("work", params({{u"mode"_qs, u"nap"_qs}})).contains(u"mode 'nap'"));
    }

    void cancellationStopsTheWait()
    {
        for (const char *mode : {"sleep", "busy"}) {
            std::stop_source stop;
            std::jthread canceller([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
                stop.request_stop();
            });
            QString error;
            try {
                run("work", params({{u"seconds"_qs, 600}, {u"mode"_qs, QString::fromLatin1(mode)}}),
                    {}, QDir::current(), stop.get_token());
            } catch (const OperatorError &e) {
                error = e.message();
            }
            QCOMPARE(error, u"cancelled"_qs);
        }
    }
};

QTEST_GUILESS_MAIN(TestWorkOperator)
#include "tst_workoperator.moc"
