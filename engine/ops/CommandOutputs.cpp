#include "CommandOutputs.h"

#include "Operator.h"

#include <QRegularExpression>

namespace weft::engine {

namespace {

struct KindFormat
{
    const char *word;
    DataKind kind;
    const char *extension; ///< with its dot; null for any file
};

constexpr KindFormat kFormats[] = {
    {"table", DataKind::Table, ".csv"},
    {"array", DataKind::Array, ".npy"},
    {"scalar", DataKind::Scalar, ".json"},
    {"files", DataKind::FileList, nullptr},
};

const KindFormat *formatOf(QStringView word)
{
    for (const KindFormat &format : kFormats)
        if (word == QLatin1StringView(format.word))
            return &format;
    return nullptr;
}

const KindFormat &formatOf(DataKind kind)
{
    for (const KindFormat &format : kFormats)
        if (format.kind == kind)
            return format;
    return kFormats[0];
}

QString kindList()
{
    QStringList words;
    for (const KindFormat &format : kFormats)
        words.append(QLatin1StringView(format.word));
    return words.join(QStringLiteral(", "));
}

/// One non-empty line; throws OperatorError naming it.
CommandOutput parseLine(const QString &line)
{
    const QString text = line.trimmed();
    const qsizetype equals = text.indexOf(u'=');
    QString head = (equals < 0 ? text : text.left(equals)).trimmed();
    CommandOutput output;
    output.path = equals < 0 ? QString() : text.mid(equals + 1).trimmed();
    const qsizetype colon = head.indexOf(u':');
    if (colon >= 0) {
        const QString word = head.mid(colon + 1).trimmed();
        head = head.left(colon).trimmed();
        const KindFormat *format = formatOf(word);
        if (!format)
            throw OperatorError(CommandOutputs::tr("outputs: the line '%1' names the kind '%2'; "
                                                   "the kinds are %3")
                                    .arg(text, word, kindList()));
        output.kind = format->kind;
    }
    output.name = head;
    if (output.name.isEmpty() || (!output.isTyped() && equals < 0))
        throw OperatorError(CommandOutputs::tr("outputs: the line '%1' is not 'name = path' or "
                                               "'name: kind = path'")
                                .arg(text));
    if (!output.isTyped())
        return output;
    static const QRegularExpression portName(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!portName.match(output.name).hasMatch())
        throw OperatorError(CommandOutputs::tr("outputs: '%1' cannot name an output port: use "
                                               "letters, digits, '_' and '-'")
                                .arg(output.name));
    if (output.name == CommandOutputs::filesPort())
        throw OperatorError(CommandOutputs::tr("outputs: 'files' is the output that lists the "
                                               "command's files; give '%1' another name")
                                .arg(text));
    const KindFormat &format = formatOf(*output.kind);
    if (!format.extension && output.path.isEmpty())
        throw OperatorError(CommandOutputs::tr("outputs: the files output '%1' needs a path, "
                                               "as in '%1: files = out/result.txt'")
                                .arg(output.name));
    if (format.extension && !output.path.isEmpty() &&
        !output.path.endsWith(QLatin1StringView(format.extension), Qt::CaseInsensitive))
        throw OperatorError(CommandOutputs::tr("outputs: the %1 output '%2' is read as a %3 "
                                               "file, so its path must end in %3 (it is '%4')")
                                .arg(QLatin1StringView(format.word), output.name,
                                     QLatin1StringView(format.extension), output.path));
    return output;
}

} // namespace

QString CommandOutput::scratchFileName() const
{
    const char *extension = formatOf(kind.value_or(DataKind::FileList)).extension;
    return name + (extension ? QLatin1StringView(extension) : QLatin1StringView());
}

std::vector<CommandOutput> CommandOutputs::parse(const QString &text)
{
    std::vector<CommandOutput> outputs;
    for (const QString &line : text.split(u'\n')) {
        if (line.trimmed().isEmpty())
            continue;
        CommandOutput output = parseLine(line);
        for (const CommandOutput &existing : outputs)
            if (existing.name == output.name)
                throw OperatorError(tr("outputs: '%1' is given twice").arg(output.name));
        outputs.push_back(std::move(output));
    }
    return outputs;
}

std::vector<CommandOutput> CommandOutputs::parseLenient(const QString &text)
{
    std::vector<CommandOutput> outputs;
    for (const QString &line : text.split(u'\n')) {
        if (line.trimmed().isEmpty())
            continue;
        try {
            CommandOutput output = parseLine(line);
            const bool repeated =
                std::any_of(outputs.begin(), outputs.end(),
                            [&](const CommandOutput &other) { return other.name == output.name; });
            if (!repeated)
                outputs.push_back(std::move(output));
        } catch (const OperatorError &) {
            continue; // the run names the line
        }
    }
    return outputs;
}

std::vector<PortSpec> CommandOutputs::ports(const QJsonObject &params, const PortSpec &files)
{
    std::vector<PortSpec> ports{files};
    for (const CommandOutput &output :
         parseLenient(params.value(QStringLiteral("outputs")).toString())) {
        if (output.isTyped())
            ports.push_back(PortSpec::single(
                output.name, *output.kind,
                tr("The %1 the command writes to %2.")
                    .arg(kindWord(*output.kind),
                         output.path.isEmpty() ? output.scratchFileName() : output.path)));
    }
    return ports;
}

QString CommandOutputs::kindWord(DataKind kind)
{
    return QLatin1StringView(formatOf(kind).word);
}

} // namespace weft::engine
