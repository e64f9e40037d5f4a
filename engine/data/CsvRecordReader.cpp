#include "CsvRecordReader.h"

#include "CsvError.h"

#include <QIODevice>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

namespace weft::engine {

namespace {

constexpr qsizetype kBlockSize = 256 * 1024;

/// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is invalid (overlong
/// forms, surrogates and code points above U+10FFFF included).
size_t utf8SequenceLength(std::string_view text, size_t i)
{
    const auto byte = [&](size_t k) { return std::uint8_t(text[k]); };
    const std::uint8_t lead = byte(i);
    size_t length = 0;
    std::uint8_t low = 0x80;
    std::uint8_t high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + length > text.size() || byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (size_t k = 2; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
    }
    return length;
}

/// Offset of the first byte that is not valid UTF-8, or npos. ASCII, the common case, is
/// skipped eight bytes at a time.
size_t firstInvalidUtf8(std::string_view text)
{
    size_t i = 0;
    while (i < text.size()) {
        if (i + 8 <= text.size()) {
            std::uint64_t word;
            std::memcpy(&word, text.data() + i, sizeof word);
            if ((word & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        if (std::uint8_t(text[i]) < 0x80) {
            ++i;
            continue;
        }
        const size_t length = utf8SequenceLength(text, i);
        if (length == 0)
            return i;
        i += length;
    }
    return std::string_view::npos;
}

/// Whether every byte is ASCII, eight at a time: most files are, and then the fields that
/// point into the block need no UTF-8 check of their own.
bool isAscii(const char *data, qsizetype size)
{
    std::uint64_t high = 0;
    qsizetype i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, data + i, sizeof word);
        high |= word;
    }
    for (; i < size; ++i)
        high |= std::uint8_t(data[i]);
    return (high & 0x8080808080808080ULL) == 0;
}

} // namespace

CsvRecordReader::CsvRecordReader(QIODevice &device, QString fileName, char delimiter)
    : m_device(device)
    , m_fileName(std::move(fileName))
    , m_delimiter(delimiter)
{
    if (m_device.peek(3) == QByteArrayView("\xEF\xBB\xBF"))
        m_device.skip(3);
}

void CsvRecordReader::fail(qint64 line, const QString &message) const
{
    throw CsvError(tr("%1:%2: %3").arg(m_fileName).arg(line).arg(message));
}

void CsvRecordReader::keepFieldsInText(bool fieldInProgress)
{
    const auto from =
        m_fields.begin() + qsizetype(std::exchange(m_fieldsInBlockFrom, m_fields.size()));
    if (std::all_of(from, m_fields.end(), [](const Field &f) { return f.inText; })) {
        // Nothing points into the block: a field in progress stays where it is. Moving it
        // on every block made one long field cost time quadratic in its length.
        if (!fieldInProgress)
            m_fieldStart = m_text.size();
        return;
    }
    // A field in progress is the tail of m_text from m_fieldStart, all of it read from this
    // block (a field begun in an earlier one would have come here with nothing to copy): it
    // moves behind the copies.
    const std::string tail = fieldInProgress ? m_text.substr(m_fieldStart) : std::string();
    if (fieldInProgress)
        m_text.resize(m_fieldStart);
    for (auto it = from; it != m_fields.end(); ++it) {
        Field &f = *it;
        if (f.inText)
            continue;
        const size_t offset = m_text.size();
        m_text.append(m_block.constData() + f.offset, f.size);
        f = Field{offset, f.size, f.quoted, true};
    }
    m_fieldStart = m_text.size();
    m_text += tail;
}

bool CsvRecordReader::fill()
{
    if (m_block.size() != kBlockSize)
        m_block.resize(kBlockSize);
    const qint64 read = m_device.read(m_block.data(), kBlockSize);
    if (read < 0)
        fail(m_nextLine, tr("cannot read the file: %1").arg(m_device.errorString()));
    m_pos = 0;
    m_end = qsizetype(read);
    m_blockIsAscii = isAscii(m_block.constData(), m_end);
    if (!m_lineEndKnown && read > 0)
        detectLineEnd();
    return read > 0;
}

void CsvRecordReader::detectLineEnd()
{
    // Files from classic Mac OS (and some spreadsheet exports) end lines with a lone CR. The
    // first line end decides for the whole file, so the scanning loops still look for one
    // byte; a CR that is the block's last byte may be half of a CRLF and decides nothing.
    const std::string_view block(m_block.constData(), size_t(m_end));
    const size_t first = block.find_first_of("\r\n");
    if (first == std::string_view::npos || first + 1 == block.size())
        return;
    m_lineEndKnown = true;
    if (block[first] == '\r' && block[first + 1] != '\n')
        m_lineEnd = '\r';
}

bool CsvRecordReader::next()
{
    m_text.clear();
    m_fields.clear();
    m_fieldsInBlockFrom = 0;
    m_fieldStart = 0;
    m_fieldInText = false;
    m_recordLine = m_nextLine;
    State state = State::FieldStart;
    bool sawAny = false;
    for (;;) {
        if (m_pos == m_end)
            keepFieldsInText(state != State::FieldStart);
        if (m_pos == m_end && !fill()) {
            if (!sawAny)
                return false;
            if (state == State::Quoted)
                fail(m_quoteLine, tr("the quoted field opened on this line is never closed"));
            if (state == State::FieldStart)
                m_fieldStart = m_text.size(); // an empty last field after a delimiter
            if (state != State::QuoteInQuoted && m_text.size() > m_fieldStart &&
                m_text.back() == '\r')
                m_text.pop_back();
            endField(state == State::QuoteInQuoted);
            return finishRecord();
        }
        sawAny = true;
        bool ended = false;
        switch (state) {
        case State::FieldStart:
            if (m_block.constData()[m_pos] == '"') {
                ++m_pos;
                m_quoteLine = m_nextLine;
                m_fieldStart = m_text.size();
                state = State::Quoted;
                break;
            }
            state = State::Unquoted;
            [[fallthrough]];
        case State::Unquoted:
            scanUnquoted(state, ended);
            break;
        case State::Quoted:
            scanQuoted(state);
            break;
        case State::QuoteInQuoted:
            afterClosingQuote(state, ended);
            break;
        }
        if (ended)
            return finishRecord();
    }
}

void CsvRecordReader::scanUnquoted(State &state, bool &ended)
{
    // Consecutive unquoted fields, the common case, are read in one loop here rather than one
    // trip through next()'s state machine each.
    // A field within the block is recorded where it is; one that a block boundary cuts is
    // gathered in m_text.
    const char *data = m_block.constData();
    const char lineEnd = m_lineEnd;
    for (;;) {
        const qsizetype start = m_pos;
        while (m_pos < m_end && data[m_pos] != m_delimiter && data[m_pos] != lineEnd)
            ++m_pos;
        if (m_pos == m_end) { // the field goes on in the next block
            if (!m_fieldInText) {
                m_fieldStart = m_text.size();
                m_fieldInText = true;
            }
            m_text.append(data + start, size_t(m_pos - start));
            return;
        }
        const bool endsLine = data[m_pos] == lineEnd;
        if (m_fieldInText) {
            m_text.append(data + start, size_t(m_pos - start));
            if (endsLine && m_text.size() > m_fieldStart && m_text.back() == '\r')
                m_text.pop_back();
            endField(false);
        } else {
            size_t size = size_t(m_pos - start);
            if (endsLine && size > 0 && data[m_pos - 1] == '\r')
                --size;
            m_fields.push_back(Field{size_t(start), size, false, false});
        }
        ++m_pos;
        if (endsLine) {
            ++m_nextLine;
            ended = true;
            return;
        }
        if (m_pos == m_end || data[m_pos] == '"') {
            state = State::FieldStart;
            return;
        }
    }
}

void CsvRecordReader::scanQuoted(State &state)
{
    const char *data = m_block.constData();
    const auto *quote =
        static_cast<const char *>(std::memchr(data + m_pos, '"', size_t(m_end - m_pos)));
    const qsizetype stop = quote ? qsizetype(quote - data) : m_end;
    m_nextLine += std::count(data + m_pos, data + stop, m_lineEnd);
    m_text.append(data + m_pos, size_t(stop - m_pos));
    m_pos = stop;
    if (quote) {
        ++m_pos;
        state = State::QuoteInQuoted;
    }
}

void CsvRecordReader::afterClosingQuote(State &state, bool &ended)
{
    const char c = m_block.constData()[m_pos++];
    if (c == '"') {
        m_text.push_back('"'); // a doubled quote stands for one
        state = State::Quoted;
    } else if (c == m_delimiter) {
        endField(true);
        state = State::FieldStart;
    } else if (c == m_lineEnd) {
        ++m_nextLine;
        endField(true);
        ended = true;
    } else if (c != '\r') { // '\r' belongs to a CRLF line end
        fail(m_nextLine, tr("unexpected text after the closing quote of a field; a quote "
                            "inside a quoted field must be doubled"));
    }
}

void CsvRecordReader::endField(bool quoted)
{
    m_fields.push_back(Field{m_fieldStart, m_text.size() - m_fieldStart, quoted, true});
    m_fieldStart = m_text.size();
    m_fieldInText = false;
}

bool CsvRecordReader::finishRecord()
{
    qint64 line = m_recordLine;
    for (int i = 0; i < fieldCount(); ++i) {
        if (m_blockIsAscii && !m_fields[size_t(i)].inText)
            continue; // unquoted, so no line break either
        const std::string_view text = field(i);
        const size_t bad = firstInvalidUtf8(text);
        if (bad != std::string_view::npos)
            fail(line + std::count(text.begin(), text.begin() + qsizetype(bad), m_lineEnd),
                 tr("the text is not valid UTF-8 (byte 0x%1)")
                     .arg(uint(std::uint8_t(text[bad])), 2, 16, QLatin1Char('0')));
        // Only quoted fields hold line breaks; each moves the fields after it one line down.
        if (m_fields[size_t(i)].quoted)
            line += std::count(text.begin(), text.end(), m_lineEnd);
    }
    return true;
}

} // namespace weft::engine
