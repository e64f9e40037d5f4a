#include "CommandFiles.h"

#include "CommandOutputs.h"
#include "CommandTemplate.h"

#include <QRegularExpression>

namespace weft::engine {

namespace {

/// The "name = text" lines of a parameter; none when they are malformed (the run says why).
std::vector<std::pair<QString, QString>> assignmentsOrNone(const QJsonObject &params,
                                                           const QString &param)
{
    try {
        return CommandTemplate::assignments(params.value(param).toString(), param);
    } catch (const OperatorError &) {
        return {};
    }
}

/// A shell word as a path: without its quotes and the redirection or separator marks around
/// it (`<in.csv`, `"a b.csv";`).
QString shellWordPath(QString word)
{
    static const QString marks = QStringLiteral("<>|&;()");
    while (!word.isEmpty() && marks.contains(word.front()))
        word.remove(0, 1);
    while (!word.isEmpty() && marks.contains(word.back()))
        word.chop(1);
    word.remove(u'"');
    word.remove(u'\'');
    return word;
}

} // namespace

std::vector<NamedFile> CommandFiles::of(const QJsonObject &params)
{
    QHash<QString, QString> values;
    for (const auto &[name, value] : assignmentsOrNone(params, QStringLiteral("values")))
        values.insert(name, value);
    std::vector<NamedFile> files;
    const auto add = [&](const QString &param, const QString &text, FileUse use) {
        const std::optional<QString> path = CommandTemplate::expandBeforeRun(text, values);
        if (path && !path->trimmed().isEmpty())
            files.push_back({param, *path, use});
    };

    for (const CommandOutput &output :
         CommandOutputs::parseLenient(params.value(QStringLiteral("outputs")).toString()))
        if (!output.path.isEmpty()) // else in the task's own scratch folder
            add(QStringLiteral("outputs"), output.path, FileUse::Writes);
    add(QStringLiteral("stdout"), params.value(QStringLiteral("stdout")).toString().trimmed(),
        FileUse::Writes);

    const QString program = params.value(QStringLiteral("program")).toString().trimmed();
    if (params.value(QStringLiteral("shell")).toBool()) {
        static const QRegularExpression space(QStringLiteral("\\s+"));
        for (const QString &word : program.split(space, Qt::SkipEmptyParts))
            add(QStringLiteral("program"), shellWordPath(word), FileUse::Reads);
        return files;
    }
    if (program.contains(u'/'))
        add(QStringLiteral("program"), program, FileUse::Reads);
    for (QString line : params.value(QStringLiteral("arguments")).toString().split(u'\n')) {
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        add(QStringLiteral("arguments"), line, FileUse::Reads);
        const qsizetype equals = line.indexOf(u'=');
        if (equals > 0)
            add(QStringLiteral("arguments"), line.mid(equals + 1), FileUse::Reads);
    }
    return files;
}

} // namespace weft::engine
