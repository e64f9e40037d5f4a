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
};

QTEST_GUILESS_MAIN(TestMemoryLedger)
#include "tst_memoryledger.moc"
