#include "CommandTemplate.h"

#include "Operator.h"

#include <QFileInfo>
#include <QRegularExpression>

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

QString CommandTemplate::shellQuoted(const QString &value)
{
    QString text = value;
    text.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + text + u'\'';
}

} // namespace weft::engine
