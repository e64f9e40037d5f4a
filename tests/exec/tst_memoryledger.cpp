#include "data/Table.h"
#include "exec/MemoryLedger.h"

#include <QTest>

using namespace weft::engine;

class TestMemoryLedger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sharedColumnsAreCountedOnceAndFreedWithTheirLastHolder()
    {
        Table input;
        input.addColumn(TableColumn::fromFloats(u"a"_qs, std::vector<double>(1000, 1.0)));
        Table derived = input; // shares column "a"
        derived.addColumn(TableColumn::fromFloats(u"b"_qs, std::vector<double>(1000, 2.0)));
        const qint64 columnA = input.column(0).sizeBytes();
        const qint64 columnB = derived.column(1).sizeBytes();
        QVERIFY(columnA >= 8000);
        QVERIFY(columnB >= 8000);

        MemoryLedger ledger;
        ledger.hold(input);
        QCOMPARE(ledger.held(), input.sizeBytes());
        ledger.hold(derived);
        // Column a is held by both tables but occupies memory once.
        QCOMPARE(ledger.held(), input.sizeBytes() + derived.sizeBytes() - columnA);

        // Releasing the input frees only its own table record, not the shared column.
        const qint64 freed = ledger.release(input);
        QCOMPARE(freed, input.sizeBytes() - columnA);
        QCOMPARE(ledger.held(), derived.sizeBytes());

        QCOMPARE(ledger.release(derived), derived.sizeBytes());
        QCOMPARE(ledger.held(), qint64(0));
        QCOMPARE(ledger.released(), input.sizeBytes() + derived.sizeBytes() - columnA);
        QCOMPARE(ledger.peak(), input.sizeBytes() + derived.sizeBytes() - columnA);
    }

    void theSameDatasetHeldTwiceIsFreedByItsSecondRelease()
    {
        Table table;
        table.addColumn(TableColumn::fromInts(u"x"_qs, {1, 2, 3}));
        MemoryLedger ledger;
        ledger.hold(table);
        ledger.hold(table); // an operator that passes its input on unchanged
        QCOMPARE(ledger.held(), table.sizeBytes());
        QCOMPARE(ledger.release(table), qint64(0));
        QCOMPARE(ledger.release(table), table.sizeBytes());
    }

    void aHandedOverDatasetCountsUntilItsOwnerIsSettled()
    {
        auto input = std::make_shared<Table>();
        input->addColumn(TableColumn::fromFloats(u"a"_qs, std::vector<double>(1000, 1.0)));
        const qint64 bytes = input->sizeBytes();
        MemoryLedger ledger;
        ledger.hold(*input);
        ledger.handOver(*input, 7);
        // The consumer may free the table now; the run still counts it until node 7's release.
        input.reset();
        QCOMPARE(ledger.held(), bytes);
        QCOMPARE(ledger.settle(6), qint64(0));
        QCOMPARE(ledger.settle(7), bytes);
        QCOMPARE(ledger.held(), qint64(0));
        QCOMPARE(ledger.released(), bytes);
        QCOMPARE(ledger.peak(), bytes);
    }

    void aColumnTheConsumerKeepsIsCountedOnce()
    {
        Table input;
        input.addColumn(TableColumn::fromFloats(u"a"_qs, std::vector<double>(1000, 1.0)));
        Table output = input; // the consumer's output shares column a
        output.addColumn(TableColumn::fromFloats(u"b"_qs, std::vector<double>(1000, 2.0)));
        const qint64 columnA = input.column(0).sizeBytes();
        MemoryLedger ledger;
        ledger.hold(input);
        ledger.handOver(input, 1);
        const qint64 added = ledger.hold(output);
        QCOMPARE(added, output.sizeBytes() - columnA);
        QCOMPARE(ledger.held(), input.sizeBytes() + output.sizeBytes() - columnA);
        // Releasing the producer frees what only the input had; column a stays with the output.
        QCOMPARE(ledger.settle(1), input.sizeBytes() - columnA);
        QCOMPARE(ledger.held(), output.sizeBytes());
        QCOMPARE(ledger.release(output), output.sizeBytes());
        QCOMPARE(ledger.held(), qint64(0));
    }

    void aBlockOtherDatasetsHoldStaysWithThem()
    {
        Table input;
        input.addColumn(TableColumn::fromFloats(u"a"_qs, std::vector<double>(1000, 1.0)));
        Table other = input;
        MemoryLedger ledger;
        ledger.hold(input);
        ledger.hold(other);
        ledger.handOver(input, 3);
        QCOMPARE(ledger.settle(3), input.sizeBytes() - input.column(0).sizeBytes());
        QCOMPARE(ledger.release(other), other.sizeBytes());
        QCOMPARE(ledger.held(), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestMemoryLedger)
#include "tst_memoryledger.moc"
