#include "data/CsvError.h"
#include "data/CsvReader.h"
#include "support/TestPaths.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace weft::engine;

namespace {

QString dataFile(const char *name)
{
    return weft::test::testDataPath(u"csv/") + QLatin1String(name);
}

Table parse(const QByteArray &text, char delimiter = ',')
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    CsvOptions options;
    options.delimiter = delimiter;
    return CsvReader::read(buffer, QStringLiteral("inline.csv"), options);
}

/// The message of the CsvError that reading `path` throws, or "" when it does not throw.
QString readError(const QString &path)
{
    try {
        CsvReader::read(path);
    } catch (const CsvError &e) {
        return e.message();
    }
    return {};
}

QString parseError(const QByteArray &text)
{
    try {
        parse(text);
    } catch (const CsvError &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotingDoubledQuotesAndQuotedNewlines()
    {
        const Table t = CsvReader::read(dataFile("quoting.csv"));
        QCOMPARE(t.rowCount(), 3);
        QCOMPARE(t.columnNames(), (QStringList{QStringLiteral("id"), QStringLiteral("name"),
                                               QStringLiteral("comment")}));
        const TableColumn &name = *t.column(u"name");
        const TableColumn &comment = *t.column(u"comment");
        QCOMPARE(name.stringAt(0), QStringLiteral("Smith, John"));
        QCOMPARE(comment.stringAt(0), QStringLiteral("He said \"hi\""));
        QCOMPARE(comment.stringAt(1), QStringLiteral("line one\nline two"));
        QCOMPARE(t.column(u"id")->intAt(2), 3);
    }

    void quotedEmptyIsAnEmptyStringUnquotedIsNull()
    {
        const Table t = CsvReader::read(dataFile("quoting.csv"));
        QVERIFY(!t.column(u"name")->isNull(2));
        QCOMPARE(t.column(u"name")->stringAt(2), QString());
        QVERIFY(t.column(u"comment")->isNull(2));
    }

    void infersColumnTypes()
    {
        const Table t = CsvReader::read(dataFile("types.csv"));
        QCOMPARE(t.rowCount(), 4);
        QCOMPARE(t.column(u"i")->type(), ColumnType::Int);
        QCOMPARE(t.column(u"i")->intAt(2), 3); // "+3"
        QCOMPARE(t.column(u"f")->type(), ColumnType::Float);
        QCOMPARE(t.column(u"f")->floatAt(1), 2.0);
        QCOMPARE(t.column(u"f")->floatAt(2), -1000.0);
        QCOMPARE(t.column(u"f")->floatAt(3), 0.25); // surrounding spaces are tolerated
        QCOMPARE(t.column(u"b")->type(), ColumnType::Bool);
        QCOMPARE(t.column(u"b")->boolAt(0), true);
        QCOMPARE(t.column(u"b")->boolAt(1), false);
        QCOMPARE(t.column(u"b")->boolAt(2), true);
        QCOMPARE(t.column(u"s")->type(), ColumnType::String);
        QCOMPARE(t.column(u"mixed")->type(), ColumnType::String);
        QCOMPARE(t.column(u"mixed")->stringAt(2), QStringLiteral("2.5"));
        QCOMPARE(t.column(u"big")->type(), ColumnType::Int);
        QCOMPARE(t.column(u"big")->intAt(0), std::numeric_limits<qint64>::max());
        QCOMPARE(t.column(u"big")->intAt(2), std::numeric_limits<qint64>::min());
    }

    void nullsInTypedColumns()
    {
        const Table t = CsvReader::read(dataFile("types.csv"));
        const TableColumn &empty = *t.column(u"empty");
        QCOMPARE(empty.type(), ColumnType::String); // no value says otherwise
        for (qsizetype row = 0; row < t.rowCount(); ++row)
            QVERIFY(empty.isNull(row));
        QVERIFY(t.column(u"big")->isNull(1));
        QVERIFY(t.column(u"big")->isNull(3));
        QVERIFY(!t.column(u"big")->isNull(2));
        QVERIFY(!t.column(u"i")->hasNulls());
        // "" in a numeric column is a null, not a reason to fall back to text.
        const Table q = parse("n\n1\n\"\"\n3\n");
        QCOMPARE(q.column(0).type(), ColumnType::Int);
        QVERIFY(q.column(0).isNull(1));
    }

    void integersBeyond64BitsStayText()
    {
        // As a double it would lose digits: the column keeps the text as written.
        const Table t = parse("n\n1\n99999999999999999999\n-9223372036854775809\n");
        QCOMPARE(t.column(0).type(), ColumnType::String);
        QCOMPARE(t.column(0).stringAt(1), QStringLiteral("99999999999999999999"));
        QCOMPARE(t.column(0).stringAt(2), QStringLiteral("-9223372036854775809"));
        // In a Float column too; the limits themselves are integers.
        const Table f = parse("x\n1.5\n123456789012345678901234567890\n");
        QCOMPARE(f.column(0).type(), ColumnType::String);
        QCOMPARE(f.column(0).stringAt(1), QStringLiteral("123456789012345678901234567890"));
        const Table limits = parse("n\n9223372036854775807\n-9223372036854775808\n");
        QCOMPARE(limits.column(0).type(), ColumnType::Int);
        QCOMPARE(limits.column(0).intAt(1), std::numeric_limits<qint64>::min());
    }

    void typesSettleLateInALongColumn()
    {
        // Integers for thousands of rows, then a float, a null, a quoted empty and a word: each
        // column keeps every earlier value exactly, whatever type it settles on.
        // Column t is plain integers, a quoted empty (row 10) and a null (row 11) until its
        // last value, a word: its text is made again from the numbers then.
        QByteArray text = "i,f,s,t\n";
        for (int row = 0; row < 5000; ++row)
            text += QByteArray::number(row - 2500) + ',' + QByteArray::number(row) + ",00" +
                    QByteArray::number(row) + ',' +
                    (row == 10   ? QByteArray("\"\"")
                     : row == 11 ? QByteArray()
                                 : QByteArray::number(row - 100)) +
                    '\n';
        text += "9007199254740993,2.5,+7,12\n,,,\n\"\",\"\",\"\",\"\"\n1,\" 3 \",word,word\n";
        const Table t = parse(text);
        QCOMPARE(t.rowCount(), 5004);
        const TableColumn &i = t.column(0);
        QCOMPARE(i.type(), ColumnType::Int);
        QCOMPARE(i.intAt(0), qint64(-2500));
        QCOMPARE(i.intAt(5000), qint64(9007199254740993));
        QVERIFY(i.isNull(5001) && i.isNull(5002));
        const TableColumn &f = t.column(1);
        QCOMPARE(f.type(), ColumnType::Float);
        QCOMPARE(f.floatAt(4999), 4999.0);
        QCOMPARE(f.floatAt(5000), 2.5);
        QVERIFY(f.isNull(5001) && f.isNull(5002));
        QCOMPARE(f.floatAt(5003), 3.0);
        const TableColumn &s = t.column(2);
        QCOMPARE(s.type(), ColumnType::String);
        QCOMPARE(s.stringAt(7), QStringLiteral("007")); // the text as written, not a number
        QCOMPARE(s.stringAt(5000), QStringLiteral("+7"));
        QVERIFY(s.isNull(5001));
        QCOMPARE(s.stringAt(5002), QString());
        QVERIFY(!s.isNull(5002));
        QCOMPARE(s.stringAt(5003), QStringLiteral("word"));
        const TableColumn &w = t.column(3);
        QCOMPARE(w.type(), ColumnType::String);
        QCOMPARE(w.stringAt(0), QStringLiteral("-100"));
        QCOMPARE(w.stringAt(100), QStringLiteral("0"));
        QCOMPARE(w.stringAt(10), QString());
        QVERIFY(!w.isNull(10));
        QVERIFY(w.isNull(11));
        QCOMPARE(w.stringAt(4999), QStringLiteral("4899"));
        QCOMPARE(w.stringAt(5000), QStringLiteral("12"));
        QVERIFY(w.isNull(5001));
        QVERIFY(!w.isNull(5002));
        QCOMPARE(w.stringAt(5003), QStringLiteral("word"));
        // The same column with its word taken out is an integer column with those nulls.
        const Table ints = parse("t\n1\n\"\"\nNA\n-3\n");
        QCOMPARE(ints.column(0).type(), ColumnType::Int);
        QCOMPARE(ints.column(0).intAt(3), qint64(-3));
        QVERIFY(ints.column(0).isNull(1));
    }

    void nanAndInfinityAreFloats()
    {
        // Unquoted, nan is a missing value (as in pandas); quoted, it is the float NaN.
        const Table t = parse("x\n1.5\n\"nan\"\n-inf\nInf\nnan\n");
        QCOMPARE(t.column(0).type(), ColumnType::Float);
        QVERIFY(!t.column(0).isNull(1));
        QVERIFY(std::isnan(t.column(0).floatAt(1)));
        QVERIFY(t.column(0).isNull(4));
        QCOMPARE(t.column(0).floatAt(2), -std::numeric_limits<double>::infinity());
        QCOMPARE(t.column(0).floatAt(3), std::numeric_limits<double>::infinity());
    }

    void tabSeparated()
    {
        CsvOptions options;
        options.delimiter = '\t';
        const Table t = CsvReader::read(dataFile("tabs.tsv"), options);
        QCOMPARE(t.rowCount(), 2);
        QCOMPARE(t.column(u"count")->type(), ColumnType::Int);
        QCOMPARE(t.column(u"label")->stringAt(0), QStringLiteral("breast cancer 1"));
        QCOMPARE(t.column(u"label")->stringAt(1), QStringLiteral("tumor\tprotein"));
    }

    void semicolonSeparated()
    {
        CsvOptions options;
        options.delimiter = ';';
        const Table t = CsvReader::read(dataFile("semicolon.csv"), options);
        QCOMPARE(t.columnCount(), 3);
        QCOMPARE(t.column(u"temperature")->type(), ColumnType::Float);
        QCOMPARE(t.column(u"temperature")->floatAt(0), -3.5);
        QCOMPARE(t.column(u"note")->stringAt(0), QStringLiteral("cold; windy"));
        QVERIFY(t.column(u"note")->isNull(1));
    }

    void crlfLineEndsAndByteOrderMark()
    {
        const Table t = parse("\xEF\xBB\xBFname,n\r\n\"a\r\nb\",1\r\nc,\r\n");
        QCOMPARE(t.columnNames(), (QStringList{QStringLiteral("name"), QStringLiteral("n")}));
        QCOMPARE(t.column(0).stringAt(0), QStringLiteral("a\r\nb")); // quoted: kept as is
        QCOMPARE(t.column(0).stringAt(1), QStringLiteral("c"));
        QCOMPARE(t.column(1).type(), ColumnType::Int);
        QVERIFY(t.column(1).isNull(1));
    }

    void lastLineWithoutLineBreak()
    {
        const Table t = parse("a,b\n1,\"x\"");
        QCOMPARE(t.rowCount(), 1);
        QCOMPARE(t.column(1).stringAt(0), QStringLiteral("x"));
    }

    void blankLinesAreSkippedInOneColumnFilesToo()
    {
        const Table wide = parse("a,b\n1,2\n\n3,4\n");
        QCOMPARE(wide.rowCount(), 2);
        const Table narrow = parse("a\n1\n\n3\n\r\n");
        QCOMPARE(narrow.rowCount(), 2);
        QCOMPARE(narrow.column(0).type(), ColumnType::Int);
        QCOMPARE(narrow.column(0).intAt(1), qint64(3));
        // A null is written NA there; "" is an empty string.
        const Table nulls = parse("a\nx\nNA\n\"\"\n");
        QCOMPARE(nulls.rowCount(), 3);
        QVERIFY(nulls.column(0).isNull(1));
        QVERIFY(!nulls.column(0).isNull(2));
    }

    void crOnlyLineEnds()
    {
        const Table t = parse("a,b\r1,x\r2,\"two\rlines\"\r\r3,z");
        QCOMPARE(t.rowCount(), 3);
        QCOMPARE(t.column(0).type(), ColumnType::Int);
        QCOMPARE(t.column(0).intAt(2), qint64(3));
        QCOMPARE(t.column(1).stringAt(1), QStringLiteral("two\rlines"));
        QCOMPARE(t.column(1).stringAt(2), QStringLiteral("z"));
        // Lines are counted by CR too.
        QCOMPARE(parseError("a,b\r1,2\r3\r"), QStringLiteral("inline.csv:3: expected 2 fields as "
                                                             "in the header, found 1"));
        // Many blocks of CR lines.
        QByteArray many = "n\r";
        for (int row = 0; row < 200000; ++row)
            many += QByteArray::number(row) + '\r';
        const Table big = parse(many);
        QCOMPARE(big.rowCount(), 200000);
        QCOMPARE(big.column(0).intAt(199999), qint64(199999));
    }

    void missingValuesAreNullsUnlessQuoted()
    {
        const Table t = parse("i,f,s,b\n1,1.5,x,true\nNA,N/A,null,NaN\n#N/A,nan,NULL,None\n"
                              "3,2.5,\"NA\",false\n");
        QCOMPARE(t.column(0).type(), ColumnType::Int);
        QCOMPARE(t.column(1).type(), ColumnType::Float);
        QCOMPARE(t.column(2).type(), ColumnType::String);
        QCOMPARE(t.column(3).type(), ColumnType::Bool);
        for (int c = 0; c < 4; ++c) {
            QVERIFY(t.column(c).isNull(1));
            QVERIFY(t.column(c).isNull(2));
        }
        QCOMPARE(t.column(2).stringAt(3), QStringLiteral("NA")); // quoted: the text
        // Matched exactly, as pandas does: " NA" and "na" are values.
        QCOMPARE(parse("s\nna\n").column(0).stringAt(0), QStringLiteral("na"));
        // A list of one's own: "-" and "?" are missing, NA is text.
        QBuffer buffer;
        buffer.setData("a,s\n-,NA\n2,?\n");
        buffer.open(QIODevice::ReadOnly);
        CsvOptions options;
        options.missing = CsvSpellings::fromList(u"-, ?", false);
        const Table own = CsvReader::read(buffer, QStringLiteral("own.csv"), options);
        QCOMPARE(own.column(0).type(), ColumnType::Int);
        QVERIFY(own.column(0).isNull(0));
        QCOMPARE(own.column(1).stringAt(0), QStringLiteral("NA"));
        QVERIFY(own.column(1).isNull(1));
    }

    void trueAndFalseSpellings()
    {
        const Table t = parse("a,b,c,d\nt,yes,True,T\nf,No,FALSE,x\n,YES,,F\n");
        QCOMPARE(t.column(0).type(), ColumnType::Bool);
        QCOMPARE(t.column(0).boolAt(0), true);
        QCOMPARE(t.column(0).boolAt(1), false);
        QVERIFY(t.column(0).isNull(2));
        QCOMPARE(t.column(1).type(), ColumnType::Bool);
        QCOMPARE(t.column(1).boolAt(1), false);
        QCOMPARE(t.column(1).boolAt(2), true);
        QCOMPARE(t.column(2).type(), ColumnType::Bool);
        QCOMPARE(t.column(3).type(), ColumnType::String); // x is no spelling
        // Spellings of one's own replace the defaults.
        QBuffer buffer;
        buffer.setData("a\nY\nn\n");
        buffer.open(QIODevice::ReadOnly);
        CsvOptions options;
        options.trueWords = CsvSpellings::fromList(u"y", true);
        options.falseWords = CsvSpellings::fromList(u"n", true);
        const Table own = CsvReader::read(buffer, QStringLiteral("own.csv"), options);
        QCOMPARE(own.column(0).type(), ColumnType::Bool);
        QCOMPARE(own.column(0).boolAt(0), true);
        QCOMPARE(own.column(0).boolAt(1), false);
        QCOMPARE(parse("a\ntrue\nt\n").column(0).boolAt(1), true);
    }

    void columnTypesAreSetAndEnforced()
    {
        const auto read = [](const QByteArray &text, const QString &types) {
            QBuffer buffer;
            buffer.setData(text);
            buffer.open(QIODevice::ReadOnly);
            CsvOptions options;
            QString error;
            options.columnTypes = *CsvOptions::parseColumnTypes(types, &error);
            return CsvReader::read(buffer, QStringLiteral("typed.csv"), options);
        };
        const Table t = read("zip,n,flag,x\n01234,1,yes,\n2,2,no,\n",
                             QStringLiteral("zip = text\n n = float \n\nflag=bool\nx = int"));
        QCOMPARE(t.column(0).type(), ColumnType::String);
        QCOMPARE(t.column(0).stringAt(0), QStringLiteral("01234"));
        QCOMPARE(t.column(1).type(), ColumnType::Float);
        QCOMPARE(t.column(1).floatAt(1), 2.0);
        QCOMPARE(t.column(2).type(), ColumnType::Bool);
        QCOMPARE(t.column(3).type(), ColumnType::Int); // no value, still the type set
        QVERIFY(t.column(3).isNull(0));

        const auto error = [&](const QByteArray &text, const QString &types) {
            try {
                read(text, types);
            } catch (const CsvError &e) {
                return e.message();
            }
            return QString();
        };
        QCOMPARE(error("a,n\nx,1\ny,1.5\n", QStringLiteral("n = int")),
                 QStringLiteral("typed.csv:3: column 'n' is set to be an integer, but '1.5' is "
                                "not"));
        QCOMPARE(error("n\n1\n99999999999999999999\n", QStringLiteral("n = int")),
                 QStringLiteral("typed.csv:3: column 'n' is set to be an integer, but "
                                "'99999999999999999999' is not"));
        QCOMPARE(error("n\n1\n2\nabc\n", QStringLiteral("n = float")),
                 QStringLiteral("typed.csv:4: column 'n' is set to be a number, but 'abc' is not"));
        QCOMPARE(error("b\nyes\nmaybe\n", QStringLiteral("b = bool")),
                 QStringLiteral("typed.csv:3: column 'b' is set to be a true or false value, but "
                                "'maybe' is not"));
        QCOMPARE(error("a\n1\n", QStringLiteral("b = int")),
                 QStringLiteral("typed.csv:1: a type is set for column 'b', which the header "
                                "does not name (its columns: a)"));

        QString message;
        QVERIFY(!CsvOptions::parseColumnTypes(u"a = int\nb = integer", &message));
        QCOMPARE(message, QStringLiteral("line 2 of the column types, 'b = integer', is not "
                                         "'column = type' with type int, float, bool or text"));
        QVERIFY(!CsvOptions::parseColumnTypes(u"a = int\na = text", &message));
        QCOMPARE(message,
                 QStringLiteral("line 2 of the column types sets column 'a' a second time"));
        QVERIFY(!CsvOptions::parseColumnTypes(u"just a name", &message));
    }

    void warnsOfOneStrayValueInANumericColumn()
    {
        const auto warnings = [](const QByteArray &text) {
            QBuffer buffer;
            buffer.setData(text);
            buffer.open(QIODevice::ReadOnly);
            QStringList found;
            CsvReader::read(buffer, QStringLiteral("prices.csv"), {}, {}, &found);
            return found;
        };
        QCOMPARE(warnings("id,price\n1,9.5\n2,n.a.\n3,12\n4,\n"),
                 QStringList{QStringLiteral("prices.csv:3: column 'price' is read as text because "
                                            "of the value 'n.a.'; every other value in it is a "
                                            "number")});
        // The same after the column's text was made from its numbers, and in a long column.
        QByteArray longer = "n\n";
        for (int row = 0; row < 10000; ++row)
            longer += row == 7000 ? QByteArray("1O\n") : QByteArray::number(row) + '\n';
        QCOMPARE(warnings(longer).size(), 1);
        QVERIFY(warnings(longer).front().startsWith(QStringLiteral("prices.csv:7002: column 'n'")));
        // Not for text, numbers first or not, nor for a column of numbers.
        QVERIFY(warnings("s\n1\nabc\ndef\n").isEmpty());
        QVERIFY(warnings("s\nabc\n1\n2\n").isEmpty());
        QVERIFY(warnings("s\n1\n2.5\n").isEmpty());
        QVERIFY(warnings("s\ntrue\nx\n").isEmpty());
    }

    void headerOnlyGivesAnEmptyTable()
    {
        const Table t = parse("a,b\n");
        QCOMPARE(t.columnCount(), 2);
        QCOMPARE(t.rowCount(), 0);
    }

    void emptyHeaderNamesAreNumbered()
    {
        const Table t = parse(",b,\n1,2,3\n");
        QCOMPARE(t.columnNames(), (QStringList{QStringLiteral("column1"), QStringLiteral("b"),
                                               QStringLiteral("column3")}));
    }

    void errorsNameTheFileAndLine_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("field count") << "bad_field_count.csv"
                                     << ":4: "
                                     << "expected 3 fields as in the header, found 2";
        QTest::newRow("after a multi-line record") << "bad_field_count_after_multiline.csv"
                                                   << ":4: "
                                                   << "found 3";
        QTest::newRow("unterminated quote") << "unterminated_quote.csv"
                                            << ":3: "
                                            << "never closed";
        QTest::newRow("text after quote") << "text_after_quote.csv"
                                          << ":2: "
                                          << "closing quote";
        QTest::newRow("invalid utf-8") << "invalid_utf8.csv"
                                       << ":4: "
                                       << "not valid UTF-8";
        QTest::newRow("duplicate header") << "duplicate_header.csv"
                                          << ":1: "
                                          << "'a' twice";
    }

    void errorsNameTheFileAndLine()
    {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const QString path = dataFile(file.toUtf8().constData());
        const QString message = readError(path);
        QVERIFY2(message.startsWith(path + where), qPrintable(message));
        QVERIFY2(message.contains(what), qPrintable(message));
        QVERIFY(!message.contains(QLatin1Char('\n')));
    }

    void invalidUtf8InsideAQuotedMultiLineField()
    {
        const QString message = parseError("a\n\"line two\nline three \xC0\xAF\"\n");
        QVERIFY2(message.startsWith(QStringLiteral("inline.csv:3: ")), qPrintable(message));
        // A surrogate encoded in UTF-8 is invalid too.
        QVERIFY(parseError("a\n\xED\xA0\x80\n").startsWith(QStringLiteral("inline.csv:2: ")));
        QVERIFY(parseError("a\n\xF0\x9F\x98\x80\n").isEmpty()); // an emoji is fine
    }

    void emptyAndMissingFiles()
    {
        const QString empty = dataFile("empty.csv");
        QVERIFY2(readError(empty).startsWith(empty + QStringLiteral(": the file is empty")),
                 qPrintable(readError(empty)));
        const QString missing = dataFile("no_such_file.csv");
        QVERIFY2(readError(missing).startsWith(missing + QStringLiteral(": cannot open")),
                 qPrintable(readError(missing)));
    }

    void recordsSpanningReadBlocks()
    {
        // Larger than the reader's block, with quoted newlines and doubled quotes that fall
        // across block boundaries somewhere.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("big.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("id,text,value\n");
        const int rows = 60000;
        for (int i = 0; i < rows; ++i)
            file.write(QStringLiteral("%1,\"row \"\"%1\"\"\nsecond line\",%2\n")
                           .arg(i)
                           .arg(i * 0.5)
                           .toUtf8());
        file.close();

        const Table t = CsvReader::read(path);
        QCOMPARE(t.rowCount(), rows);
        QCOMPARE(t.column(u"value")->type(), ColumnType::Float);
        for (int i : {0, 1, 4567, 29999, rows - 1}) {
            QCOMPARE(t.column(u"id")->intAt(i), i);
            QCOMPARE(t.column(u"text")->stringAt(i),
                     QStringLiteral("row \"%1\"\nsecond line").arg(i));
            QCOMPARE(t.column(u"value")->floatAt(i), i * 0.5);
        }
        // Line numbers keep counting quoted newlines across blocks.
        QVERIFY(file.open(QIODevice::Append));
        file.write("oops\n");
        file.close();
        const QString message = readError(path);
        QVERIFY2(message.startsWith(path + QStringLiteral(":%1: ").arg(2 + 2 * rows)),
                 qPrintable(message));
    }

    void fieldsLongerThanManyReadBlocks()
    {
        // Fields of several read blocks (256 KiB), unquoted and quoted, each after short fields
        // of the same record that sit in the block where the long one starts, and before
        // fields that follow it: every byte lands in its own field.
        QByteArray longText(3 * 1024 * 1024 + 17, 'x');
        for (qsizetype i = 0; i < longText.size(); i += 4099)
            longText[i] = char('a' + i % 26);
        QByteArray quoted = longText;
        quoted.replace('x', "\"\""); // every x a doubled quote, so "" may straddle a block end
        QByteArray text = "a,b,c\n1,";
        text += longText + ",tail\n2,\"" + quoted + "\",after\n3,,\"\"\n";
        const Table t = parse(text);
        QCOMPARE(t.rowCount(), 3);
        const TableColumn &b = t.column(1);
        QCOMPARE(b.type(), ColumnType::String);
        QVERIFY(b.utf8At(0) == std::string_view(longText.constData(), size_t(longText.size())));
        QByteArray unescaped = longText;
        unescaped.replace('x', '"');
        QVERIFY(b.utf8At(1) == std::string_view(unescaped.constData(), size_t(unescaped.size())));
        QCOMPARE(t.column(2).stringAt(0), QStringLiteral("tail"));
        QCOMPARE(t.column(2).stringAt(1), QStringLiteral("after"));
        QCOMPARE(t.column(0).intAt(2), 3);
        QVERIFY(b.isNull(2));
        QCOMPARE(t.column(2).stringAt(2), QString());
    }

    void recordsOfManyFieldsAcrossReadBlocks()
    {
        // A header and rows of 150,000 fields each span several read blocks; no name is given
        // twice, and every field keeps its place.
        constexpr int columns = 150000;
        QByteArray text;
        for (int c = 0; c < columns; ++c)
            text += (c ? ",c" : "c") + QByteArray::number(c);
        text += '\n';
        for (int row = 0; row < 3; ++row) {
            for (int c = 0; c < columns; ++c)
                text += (c ? "," : "") + QByteArray::number(row * 1000000 + c);
            text += '\n';
        }
        const Table t = parse(text);
        QCOMPARE(t.columnCount(), columns);
        QCOMPARE(t.rowCount(), 3);
        for (int c : {0, 1, 43690, 99999, columns - 1}) {
            QCOMPARE(t.column(c).name(), QStringLiteral("c%1").arg(c));
            QCOMPARE(t.columnIndex(QStringLiteral("c%1").arg(c)), c);
            QCOMPARE(t.column(c).intAt(2), 2000000 + c);
        }
        // A name given twice far apart is still found.
        QByteArray twice = text.left(text.indexOf('\n')) + ",c77777\n";
        QVERIFY2(parseError(twice).contains(QStringLiteral("'c77777' twice")),
                 qPrintable(parseError(twice)));
    }

    void floatTextIsKeptExactlyWhenTheColumnTurnsToText()
    {
        // A float column keeps no text while its values are written plainly; when a later
        // value makes it text, every earlier value must read exactly as it was written.
        const QList<QByteArray> values = {"1.50",     "-0.0",
                                          "0.000123", "12",
                                          "-7",       "123456789.123456",
                                          "99.9",     "NA",
                                          "\"\"",     "+2.5",
                                          "3.",       ".5",
                                          "1e5",      "2.50",
                                          "007.5",    "1234567890123456.5",
                                          " 4.25",    "0.10",
                                          "5",        "1.2e-05",
                                          "1e+20",    "0.30000000000000004",
                                          "1E-05",    "1.20e-05",
                                          "5e-324",   "1.7976931348623157e+308"};
        for (int cut = 0; cut < values.size(); ++cut) {
            // The values from `cut` on, after thousands of plain floats, then a word.
            QByteArray text = "v\n";
            for (int row = 0; row < 3000; ++row)
                text += QByteArray::number(row) + ".25\n";
            for (int i = cut; i < values.size(); ++i)
                text += values[i] + '\n';
            text += "word\n";
            const Table t = parse(text);
            const TableColumn &v = t.column(0);
            QCOMPARE(v.type(), ColumnType::String);
            QCOMPARE(v.stringAt(2999), QStringLiteral("2999.25"));
            for (int i = cut; i < values.size(); ++i) {
                const qsizetype row = 3000 + i - cut;
                if (values[i] == "NA") { // a null: a blank line would be skipped
                    QVERIFY(v.isNull(row));
                } else if (values[i] == "\"\"") {
                    QVERIFY(!v.isNull(row));
                    QCOMPARE(v.stringAt(row), QString());
                } else {
                    QCOMPARE(v.stringAt(row), QString::fromLatin1(values[i]));
                }
            }
        }
        // Without the word the same values are floats (the quoted empty one a null).
        QByteArray numbers = "v\n";
        for (const QByteArray &value : values)
            numbers += value + '\n';
        const Table floats = parse(numbers);
        QCOMPARE(floats.column(0).type(), ColumnType::Float);
        QCOMPARE(floats.column(0).floatAt(0), 1.5);
        QVERIFY(std::signbit(floats.column(0).floatAt(1)));
        QCOMPARE(floats.column(0).floatAt(15), 1234567890123456.5);
        QVERIFY(floats.column(0).isNull(8));
        QCOMPARE(floats.column(0).floatAt(19), 1.2e-05);
        QCOMPARE(floats.column(0).floatAt(21), 0.1 + 0.2);
    }

    void theLargestIntegersStayIntegers()
    {
        // to_chars writes these doubles as the same digits: they are still int64 values.
        const Table t = parse("v\n-9223372036854775808\n9223372036854775807\n1000003\n");
        QCOMPARE(t.column(0).type(), ColumnType::Int);
        QCOMPARE(t.column(0).intAt(0), std::numeric_limits<qint64>::min());
        QCOMPARE(t.column(0).intAt(1), std::numeric_limits<qint64>::max());
    }

    void largeIntegersThenFloatsThenText()
    {
        // Integers beyond 15 digits do not survive a double: their text is the one written.
        const Table t = parse("v\n123456789012345678\n-5\n0.5\nx\n");
        QCOMPARE(t.column(0).type(), ColumnType::String);
        QCOMPARE(t.column(0).stringAt(0), QStringLiteral("123456789012345678"));
        QCOMPARE(t.column(0).stringAt(1), QStringLiteral("-5"));
        QCOMPARE(t.column(0).stringAt(2), QStringLiteral("0.5"));
        const Table f = parse("v\n123456789012345678\n0.5\n");
        QCOMPARE(f.column(0).type(), ColumnType::Float);
        QCOMPARE(f.column(0).floatAt(0), 123456789012345678.0);
    }

    void stopsWhenCancelled()
    {
        QByteArray text = "a\n";
        for (int i = 0; i < 20000; ++i)
            text += "1\n";
        QBuffer buffer(&text);
        buffer.open(QIODevice::ReadOnly);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY_THROWS_EXCEPTION(
            CsvError, CsvReader::read(buffer, QStringLiteral("x.csv"), {}, stop.get_token()));
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
