#include "CommandTemplate.h"

#include "Operator.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <vector>

namespace weft::engine {

namespace {

const QRegularExpression &placeholder()
{
    static const QRegularExpression re(
        QStringLiteral("\\{(in|out|item|param)(?::([^{}.]*))?(?:\\.(name|stem|dir))?\\}"));
    return re;
}

QString listText(const QStringList &names)
{
    return names.isEmpty() ? CommandTemplate::tr("none") : names.join(QStringLiteral(", "));
}

/// The values one placeholder match stands for.
QStringList valuesOf(const QRegularExpressionMatch &match, const CommandValues &values,
                     const QString &what)
{
    const QString kind = match.captured(1);
    const QString name = match.captured(2);
    const bool named = match.capturedLength(2) > 0;
    QStringList result;
    if (kind == u"in") {
        if (!named)
            result = values.allInputs;
        else if (values.inputs.contains(name))
            result = values.inputs.value(name);
        else
            throw OperatorError(
                CommandTemplate::tr("%1: %2: no input is named '%3' (inputs: %4)")
                    .arg(what, match.captured(0), name, listText(values.inputNames)));
    } else if (kind == u"out") {
        if (!named && values.outputNames.size() == 1)
            result = {values.outputs.value(values.outputNames.front())};
        else if (named && values.outputs.contains(name))
            result = {values.outputs.value(name)};
        else
            throw OperatorError(
                CommandTemplate::tr("%1: %2: %3 (outputs: %4)")
                    .arg(what, match.captured(0),
                         named ? CommandTemplate::tr("no output is named '%1'").arg(name)
                               : CommandTemplate::tr("name the output, as in {out:result}"),
                         listText(values.outputNames)));
    } else if (kind == u"item") {
        if (values.item)
            result = {*values.item};
    } else if (values.values.contains(name)) {
        result = {values.values.value(name)};
    } else {
        throw OperatorError(
            CommandTemplate::tr("%1: %2: the values parameter sets no '%3' "
                                "(it sets: %4)")
                .arg(what, match.captured(0), name, listText(values.values.keys())));
    }
    if (kind != u"param") {
        for (QString &file : result) {
            const QString relative = values.base.relativeFilePath(file);
            // "./-x.txt", not "-x.txt", which a program would take for an option.
            if (!relative.startsWith(u".."))
                file = relative.startsWith(u'-') ? QStringLiteral("./") + relative : relative;
        }
    }
    const QString part = match.captured(3);
    if (!part.isEmpty()) {
        for (QString &value : result) {
            const QFileInfo info(value);
            value = part == u"name"   ? info.fileName()
                    : part == u"stem" ? info.completeBaseName()
                                      : info.path();
        }
    }
    return result;
}

/// Where a position of a /bin/sh command line stands: enough of the shell's grammar to know
/// whether a placeholder is bare, inside "…" or inside '…'. A wrong guess (an unusual
/// construct) can only make a value read differently, never run: values are not in the text.
class ShellQuoting
{
public:
    enum class Context {
        Bare,   ///< unquoted, also inside $(…) and `…`
        Double, ///< inside "…"
        Single, ///< inside '…'
    };

    Context context() const { return m_stack.empty() ? Context::Bare : m_stack.back().context; }

    /// Moves over the template text `text` (placeholders excluded).
    void advance(QStringView text)
    {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            const Context now = context();
            if (now == Context::Single) {
                if (c == u'\'')
                    m_stack.pop_back();
            } else if (c == u'\\') {
                ++i; // the next character is taken literally
            } else if (c == u'$' && i + 1 < text.size() && text[i + 1] == u'(') {
                m_stack.push_back({Context::Bare, 0});
                ++i;
            } else if (now == Context::Double) {
                if (c == u'"')
                    m_stack.pop_back();
            } else if (c == u'\'') {
                m_stack.push_back({Context::Single, 0});
            } else if (c == u'"') {
                m_stack.push_back({Context::Double, 0});
            } else if (c == u'(') {
                if (!m_stack.empty())
                    ++m_stack.back().parens;
            } else if (c == u')' && !m_stack.empty()) {
                if (m_stack.back().parens > 0)
                    --m_stack.back().parens;
                else
                    m_stack.pop_back(); // the end of a $(…)
            }
        }
    }

private:
    struct Frame
    {
        Context context;
        int parens; ///< open ( inside a $(…), so that its own ) is found
    };
    std::vector<Frame> m_stack;
};

} // namespace

bool CommandTemplate::usesItem(const QString &text)
{
    auto it = placeholder().globalMatch(text);
    while (it.hasNext()) {
        if (it.next().captured(1) == u"item")
            return true;
    }
    return false;
}

QStringList CommandTemplate::expandArgument(const QString &text, const CommandValues &values,
                                            const QString &what)
{
    const auto whole = placeholder().match(text);
    if (whole.hasMatch() && whole.capturedStart() == 0 && whole.capturedLength() == text.size())
        return valuesOf(whole, values, what);
    return {expandText(text, values, what, [&](const QString &value) { return value; })};
}

QString CommandTemplate::expandText(const QString &text, const CommandValues &values,
                                    const QString &what,
                                    const std::function<QString(const QString &)> &quote)
{
    QString out;
    qsizetype at = 0;
    auto it = placeholder().globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        out += text.mid(at, match.capturedStart() - at);
        QStringList pieces = valuesOf(match, values, what);
        for (QString &piece : pieces)
            piece = quote(piece);
        out += pieces.join(u' ');
        at = match.capturedEnd();
    }
    return out + text.mid(at);
}

ShellCommand CommandTemplate::expandShell(const QString &text, const CommandValues &values,
                                          const QString &what)
{
    ShellCommand command;
    ShellQuoting quoting;
    qsizetype at = 0;
    auto it = placeholder().globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        const QStringView before = QStringView(text).mid(at, match.capturedStart() - at);
        command.script += before;
        quoting.advance(before);
        QStringList references;
        for (const QString &value : valuesOf(match, values, what)) {
            const QString name =
                QStringLiteral("WEFT_VALUE_%1").arg(command.environment.size() + 1);
            command.environment.insert(name, value);
            references.append(QStringLiteral("${%1}").arg(name));
        }
        switch (quoting.context()) {
        case ShellQuoting::Context::Bare:
            for (QString &reference : references)
                reference = u'"' + reference + u'"';
            command.script += references.join(u' ');
            break;
        case ShellQuoting::Context::Double:
            command.script += references.join(u' ');
            break;
        case ShellQuoting::Context::Single:
            command.script += QStringLiteral("'\"") + references.join(u' ') + QStringLiteral("\"'");
            break;
        }
        at = match.capturedEnd();
    }
    command.script += QStringView(text).mid(at);
    return command;
}

std::optional<QString> CommandTemplate::expandBeforeRun(const QString &text,
                                                        const QHash<QString, QString> &values)
{
    auto it = placeholder().globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        if (match.captured(1) != u"param" || !values.contains(match.captured(2)))
            return std::nullopt;
    }
    CommandValues known;
    known.values = values;
    return expandText(text, known, QString(), [](const QString &value) { return value; });
}

std::vector<std::pair<QString, QString>> CommandTemplate::assignments(const QString &text,
                                                                      const QString &what)
{
    std::vector<std::pair<QString, QString>> result;
    for (const QString &line : text.split(u'\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype equals = line.indexOf(u'=');
        const QString name = line.left(equals).trimmed();
        if (equals < 0 || name.isEmpty())
            throw OperatorError(
                tr("%1: the line '%2' is not 'name = value'").arg(what, line.trimmed()));
        for (const auto &existing : result) {
            if (existing.first == name)
                throw OperatorError(tr("%1: '%2' is given twice").arg(what, name));
        }
        result.emplace_back(name, line.mid(equals + 1).trimmed());
    }
    return result;
}

QString CommandTemplate::shellQuoted(const QString &value)
{
    QString text = value;
    text.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + text + u'\'';
}

} // namespace weft::engine
