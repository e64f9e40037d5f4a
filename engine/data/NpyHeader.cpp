#include "NpyHeader.h"

#include "NpyError.h"

#include <QStringList>

#include <optional>

namespace weft::engine {

namespace {

/// One value of the header dict.
struct Value
{
    enum class Kind { String, Bool, Tuple, Other } kind = Kind::Other;
    QByteArray text;
    bool flag = false;
    std::vector<qint64> numbers;
};

/// A recursive-descent reader for the header's tiny grammar. `fail` throws.
class Parser
{
    Q_DECLARE_TR_FUNCTIONS(NpyHeader)

public:
    Parser(const QByteArray &text, const QString &fileName)
        : m_text(text)
        , m_fileName(fileName)
    {}

    [[noreturn]] void fail(const QString &problem) const
    {
        throw NpyError(tr("%1: bad .npy header: %2").arg(m_fileName, problem));
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\n' ||
                                         m_text[m_pos] == '\t' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool accept(char c)
    {
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    void expect(char c)
    {
        if (!accept(c))
            fail(tr("expected '%1' at offset %2").arg(QLatin1Char(c)).arg(m_pos));
    }

    QByteArray string()
    {
        skipSpace();
        if (m_pos >= m_text.size() || (m_text[m_pos] != '\'' && m_text[m_pos] != '"'))
            fail(tr("expected a quoted string at offset %1").arg(m_pos));
        const char quote = m_text[m_pos++];
        const qsizetype end = m_text.indexOf(quote, m_pos);
        if (end < 0)
            fail(tr("unterminated string"));
        QByteArray s = m_text.mid(m_pos, end - m_pos);
        m_pos = end + 1;
        return s;
    }

    qint64 integer()
    {
        skipSpace();
        const qsizetype start = m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '-')
            ++m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
            ++m_pos;
        bool ok = false;
        const qint64 n = m_text.mid(start, m_pos - start).toLongLong(&ok);
        if (!ok)
            fail(tr("expected an integer at offset %1").arg(start));
        if (m_pos < m_text.size() && m_text[m_pos] == 'L') // written by Python 2
            ++m_pos;
        return n;
    }

    Value value()
    {
        skipSpace();
        Value v;
        if (m_pos >= m_text.size())
            fail(tr("the header ends early"));
        const char c = m_text[m_pos];
        if (c == '\'' || c == '"') {
            v.kind = Value::Kind::String;
            v.text = string();
        } else if (m_text.mid(m_pos).startsWith("True") || m_text.mid(m_pos).startsWith("False")) {
            v.kind = Value::Kind::Bool;
            v.flag = c == 'T';
            m_pos += v.flag ? 4 : 5;
        } else if (c == '(') {
            ++m_pos;
            v.kind = Value::Kind::Tuple;
            while (!accept(')')) {
                v.numbers.push_back(integer());
                if (!accept(',')) {
                    expect(')');
                    break;
                }
            }
        } else {
            fail(tr("unexpected '%1' at offset %2").arg(QLatin1Char(c)).arg(m_pos));
        }
        return v;
    }

    /// The dict's entries; the parser stops at the closing brace.
    std::vector<std::pair<QByteArray, Value>> dict()
    {
        std::vector<std::pair<QByteArray, Value>> entries;
        expect('{');
        while (!accept('}')) {
            QByteArray key = string();
            expect(':');
            entries.emplace_back(std::move(key), value());
            if (!accept(',')) {
                expect('}');
                break;
            }
        }
        return entries;
    }

private:
    const QByteArray &m_text;
    const QString &m_fileName;
    qsizetype m_pos = 0;
};

struct Descr
{
    const char *code; ///< kind and size without the byte order, as in "f8"
    ElementType type;
};

constexpr Descr kDescrs[] = {
    {"f2", ElementType::Float16},   {"f4", ElementType::Float32},     {"f8", ElementType::Float64},
    {"i1", ElementType::Int8},      {"i2", ElementType::Int16},       {"i4", ElementType::Int32},
    {"i8", ElementType::Int64},     {"u1", ElementType::UInt8},       {"u2", ElementType::UInt16},
    {"u4", ElementType::UInt32},    {"u8", ElementType::UInt64},      {"b1", ElementType::Bool},
    {"c8", ElementType::Complex64}, {"c16", ElementType::Complex128},
};

} // namespace

NpyHeader NpyHeader::parse(const QByteArray &text, const QString &fileName)
{
    Parser parser(text, fileName);
    std::optional<Value> descr, fortran, shape;
    for (auto &[key, value] : parser.dict()) {
        if (key == "descr")
            descr = std::move(value);
        else if (key == "fortran_order")
            fortran = std::move(value);
        else if (key == "shape")
            shape = std::move(value);
    }
    if (!descr || !fortran || !shape)
        parser.fail(tr("it lacks one of the keys 'descr', 'fortran_order' and 'shape'"));
    if (descr->kind != Value::Kind::String)
        throw NpyError(tr("%1: structured dtypes are not supported (supported: %2)")
                           .arg(fileName, elementTypeNames().join(QStringLiteral(", "))));
    if (fortran->kind != Value::Kind::Bool)
        parser.fail(tr("'fortran_order' is not True or False"));
    if (shape->kind != Value::Kind::Tuple)
        parser.fail(tr("'shape' is not a tuple"));

    NpyHeader header;
    header.fortranOrder = fortran->flag;
    header.shape = shape->numbers;
    for (const qint64 extent : header.shape) {
        if (extent < 0)
            parser.fail(tr("the shape has a negative extent"));
    }
    const QByteArray &d = descr->text;
    const char order = d.isEmpty() ? '?' : d[0];
    const QByteArray code =
        (order == '<' || order == '>' || order == '|' || order == '=') ? d.mid(1) : d;
    for (const Descr &candidate : kDescrs) {
        if (code == candidate.code) {
            header.type = candidate.type;
            header.bigEndian = order == '>' && elementSize(candidate.type) > 1;
            return header;
        }
    }
    throw NpyError(
        tr("%1: dtype '%2' is not supported (supported: %3)")
            .arg(fileName, QString::fromLatin1(d), elementTypeNames().join(QStringLiteral(", "))));
}

QByteArray NpyHeader::descr(ElementType type)
{
    for (const Descr &candidate : kDescrs) {
        if (candidate.type == type)
            return (elementSize(type) == 1 ? "|" : "<") + QByteArray(candidate.code);
    }
    return "<f8";
}

QByteArray NpyHeader::format(const Array &array)
{
    QByteArray shape;
    for (const qint64 extent : array.shape())
        shape += QByteArray::number(extent) + ", ";
    if (array.shape().size() > 1)
        shape.chop(2);
    else if (array.shape().size() == 1)
        shape.chop(1);
    return "{'descr': '" + descr(array.type()) + "', 'fortran_order': False, 'shape': (" + shape +
           "), }";
}

} // namespace weft::engine
