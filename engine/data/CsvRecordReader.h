#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace weft::engine {

/// Splits a CSV stream into records (RFC 4180: quoted fields may hold the delimiter, line
/// breaks and doubled quotes; CRLF, LF or CR line ends, as the first line end of the file has
/// them; a UTF-8 byte order mark is skipped).
/// Reads the device in fixed-size blocks, so memory does not grow with the file; only the
/// current record is kept. A field that lies within one block and needs no unescaping is not
/// copied: field() points into the block. Throws CsvError naming the file and line for an
/// unterminated quote, text after a closing quote, or bytes that are not valid UTF-8.
///
///     CsvRecordReader records(file, path, ',');
///     while (records.next())
///         use(records.field(0), records.line());
class CsvRecordReader
{
    Q_DECLARE_TR_FUNCTIONS(CsvRecordReader)

public:
    CsvRecordReader(QIODevice &device, QString fileName, char delimiter);

    /// Reads the next record; false at the end of the input.
    bool next();

    int fieldCount() const { return int(m_fields.size()); }
    /// The unquoted, unescaped bytes of field `index`, valid UTF-8, until the next call.
    std::string_view field(int index) const
    {
        const Field &f = m_fields[size_t(index)];
        return {(f.inText ? m_text.data() : m_block.constData()) + f.offset, f.size};
    }
    /// Whether the field was written in quotes; "" is an empty string where an empty
    /// unquoted field is a null.
    bool isQuoted(int index) const { return m_fields[size_t(index)].quoted; }
    /// Whether the record is a blank line: one empty field, not written as "".
    bool isBlank() const
    {
        return m_fields.size() == 1 && m_fields.front().size == 0 && !m_fields.front().quoted;
    }
    /// The 1-based line on which the current record starts.
    qint64 line() const { return m_recordLine; }
    const QString &fileName() const { return m_fileName; }
    /// Bytes of the device read into records so far.
    qint64 position() const { return m_device.pos() - qint64(m_end - m_pos); }

    /// Throws CsvError "file:line: message".
    [[noreturn]] void fail(qint64 line, const QString &message) const;

private:
    struct Field
    {
        size_t offset; ///< in m_text when inText, else in m_block
        size_t size;
        bool quoted;
        bool inText;
    };
    enum class State {
        FieldStart,    ///< nothing of the field read yet
        Unquoted,      ///< inside a field written without quotes
        Quoted,        ///< inside quotes
        QuoteInQuoted, ///< a quote inside quotes: either a doubled quote or the closing one
    };

    bool fill();
    /// Sets m_lineEnd from the first line end in the block, once.
    void detectLineEnd();
    /// Copies the fields of the current record that point into the block into m_text, before
    /// the block is overwritten by the next one; `fieldInProgress`: m_text ends with the
    /// field being read, from m_fieldStart on. Only the fields found since the last call are
    /// looked at, and the field in progress moves only when one of them is copied (at most
    /// once per record and block), so a field or record of many blocks costs linear time.
    void keepFieldsInText(bool fieldInProgress);
    void endField(bool quoted);
    bool finishRecord();
    void scanUnquoted(State &state, bool &ended);
    void scanQuoted(State &state);
    void afterClosingQuote(State &state, bool &ended);

    QIODevice &m_device;
    QString m_fileName;
    char m_delimiter;
    char m_lineEnd = '\n'; ///< '\r' in a file whose lines end in a lone CR
    bool m_lineEndKnown = false;
    QByteArray m_block;
    qsizetype m_pos = 0;
    qsizetype m_end = 0;
    qint64 m_nextLine = 1;   ///< line of the next unread byte
    qint64 m_recordLine = 0; ///< line on which the current record starts
    qint64 m_quoteLine = 0;  ///< line of the last opening quote, for "never closed" errors
    size_t m_fieldStart = 0; ///< offset in m_text where the current field begins
    /// The unquoted field being read began in an earlier block: its bytes so far are in m_text.
    bool m_fieldInText = false;
    bool m_blockIsAscii = true; ///< no byte of m_block up to m_end is above 0x7F
    std::string m_text;         ///< the bytes of the current record's fields that were copied
    std::vector<Field> m_fields;
    /// m_fields before this index are all in m_text: the ones after may point into the block.
    size_t m_fieldsInBlockFrom = 0;
};

} // namespace weft::engine
