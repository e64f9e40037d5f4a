#include "exec/TextFormat.h"

#include <QTest>

using namespace Qt::StringLiterals;
using weft::engine::TextFormat;

namespace {

constexpr qint64 kMs = 1'000'000;
constexpr qint64 kSecond = 1'000'000'000;

} // namespace

/// One reading per magnitude, in English and German numbers. The unit words are the
/// untranslated ones: no translator is installed here.
class TestTextFormat : public QObject
{
    Q_OBJECT

private:
    const QLocale m_english{QLocale::English, QLocale::UnitedStates};
    const QLocale m_german{QLocale::German, QLocale::Germany};

private Q_SLOTS:
    void durations_data()
    {
        QTest::addColumn<qint64>("ns");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("zero") << qint64(0) << u"0.00 ms"_s << u"0,00 ms"_s;
        QTest::newRow("50 µs") << qint64(50'000) << u"0.05 ms"_s << u"0,05 ms"_s;
        QTest::newRow("3.25 ms") << 3'250'000LL << u"3.25 ms"_s << u"3,25 ms"_s;
        QTest::newRow("just below 10 ms") << 9'999'000LL << u"10 ms"_s << u"10 ms"_s;
        QTest::newRow("250 ms") << 250 * kMs << u"250 ms"_s << u"250 ms"_s;
        QTest::newRow("just below 1 s") << 999'600'000LL << u"1.00 s"_s << u"1,00 s"_s;
        QTest::newRow("2.5 s") << 2'500 * kMs << u"2.50 s"_s << u"2,50 s"_s;
        QTest::newRow("12.5 s") << 12'500 * kMs << u"12.5 s"_s << u"12,5 s"_s;
        QTest::newRow("just below 1 min") << 59'970 * kMs << u"1 min 0 s"_s << u"1 min 0 s"_s;
        QTest::newRow("90 s") << 90 * kSecond << u"1 min 30 s"_s << u"1 min 30 s"_s;
        QTest::newRow("125 s") << 125 * kSecond << u"2 min 5 s"_s << u"2 min 5 s"_s;
        QTest::newRow("just below 1 h") << 3'599'600 * kMs << u"1 h 0 min"_s << u"1 h 0 min"_s;
        QTest::newRow("2 h 5 min")
            << (2 * 3600 + 5 * 60 + 10) * kSecond << u"2 h 5 min"_s << u"2 h 5 min"_s;
        QTest::newRow("unknown") << qint64(-1) << u"–"_s << u"–"_s;
    }

    void durations()
    {
        QFETCH(qint64, ns);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QCOMPARE(TextFormat::duration(ns, m_english), english);
        QCOMPARE(TextFormat::duration(ns, m_german), german);
    }

    void sizes_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("zero") << qint64(0) << u"0 B"_s << u"0 B"_s;
        QTest::newRow("512 B") << qint64(512) << u"512 B"_s << u"512 B"_s;
        QTest::newRow("1.5 kB") << qint64(1'500) << u"1.5 kB"_s << u"1,5 kB"_s;
        QTest::newRow("12.5 MB") << qint64(12'500'000) << u"12.5 MB"_s << u"12,5 MB"_s;
        QTest::newRow("99.96 MB") << qint64(99'960'000) << u"100 MB"_s << u"100 MB"_s;
        QTest::newRow("125 MB") << qint64(125'000'000) << u"125 MB"_s << u"125 MB"_s;
        QTest::newRow("999.6 MB") << qint64(999'600'000) << u"1.0 GB"_s << u"1,0 GB"_s;
        QTest::newRow("1.5 GB") << qint64(1'500'000'000) << u"1.5 GB"_s << u"1,5 GB"_s;
        QTest::newRow("2 TB") << qint64(2'000'000'000'000) << u"2.0 TB"_s << u"2,0 TB"_s;
        QTest::newRow("past the last unit")
            << qint64(5'000'000'000'000'000'000) << u"5,000 PB"_s << u"5.000 PB"_s;
        QTest::newRow("unknown") << qint64(-1) << u"–"_s << u"–"_s;
    }

    void sizes()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QCOMPARE(TextFormat::bytes(bytes, m_english), english);
        QCOMPARE(TextFormat::bytes(bytes, m_german), german);
    }

    void theDefaultLocaleIsTheOneUsed()
    {
        const QLocale before;
        QLocale::setDefault(m_german);
        QCOMPARE(TextFormat::duration(2'500 * kMs), u"2,50 s"_s);
        QCOMPARE(TextFormat::bytes(1'500), u"1,5 kB"_s);
        QLocale::setDefault(before);
    }
};

QTEST_GUILESS_MAIN(TestTextFormat)
#include "tst_textformat.moc"
