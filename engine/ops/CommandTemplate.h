#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace weft::engine {

/// A shell command line whose placeholders were replaced by references to environment
/// variables: the values themselves never enter the text that /bin/sh parses.
struct ShellCommand
{
    QString script;                      ///< for /bin/sh -c
    QHash<QString, QString> environment; ///< WEFT_VALUE_1, … : the values the script names
};

/// What the placeholders of a command template stand for in one run of the command.
struct CommandValues
{
    QStringList inputNames;             ///< names of the connected file lists, in edge order
    QHash<QString, QStringList> inputs; ///< {in:name}: the files of that list
    QStringList allInputs;              ///< {in}: every input file
    QStringList outputNames;            ///< in the order the outputs parameter gives them
    QHash<QString, QString> outputs;    ///< {out:name}: an absolute path
    QHash<QString, QString> values;     ///< {param:name}: a value from the values parameter
    std::optional<QString> item;        ///< {item}: the file of this run, in per-item mode
    /// The program's working folder: files inside it are passed relative to it, so that the
    /// command's output (wc's file names, say) does not depend on where the project lives.
    QDir base;
};

/// The placeholders of the command operator's templates: `{in}`, `{in:name}`, `{out}`,
/// `{out:name}`, `{item}`, `{param:name}`, each optionally followed by `.name` (the file name),
/// `.stem` (the name without its last suffix) or `.dir` (the folder), as in `{item.stem}`.
/// Other text in braces (an awk program, say) is left as it is.
///
/// expandArgument() turns one argument template into arguments without any shell: a template
/// that is exactly one placeholder becomes one argument per value (`{in}` gives every file);
/// otherwise the values are pasted into the text, which stays one argument, however many
/// spaces, quotes or `$(…)` they hold. Throws OperatorError naming `what` and the placeholder
/// when a name is unknown. Stateless.
class CommandTemplate
{
    Q_DECLARE_TR_FUNCTIONS(CommandTemplate)

public:
    /// Whether `text` uses {item}, which makes the command run once per input file.
    static bool usesItem(const QString &text);
    static QStringList expandArgument(const QString &text, const CommandValues &values,
                                      const QString &what);
    /// `text` with each value passed through `quote` (shell quoting for shell mode; identity
    /// for paths) and several values joined by spaces.
    static QString expandText(const QString &text, const CommandValues &values, const QString &what,
                              const std::function<QString(const QString &)> &quote);
    /// Shell mode: `text` with every value as a parameter expansion of its own environment
    /// variable, which the shell never parses again — whatever the value holds ($(…), quotes,
    /// backquotes, ;), it stays data. Bare, a placeholder becomes one word per value
    /// ("${WEFT_VALUE_1}" "${WEFT_VALUE_2}"); inside double quotes, the values joined by spaces
    /// within those quotes; inside single quotes, the quotes are closed around it
    /// ('…'"${WEFT_VALUE_1}"'…'), so that it still stands for the value. Throws OperatorError as
    /// expandText() does.
    static ShellCommand expandShell(const QString &text, const CommandValues &values,
                                    const QString &what);
    /// `value` in single quotes for /bin/sh, so the shell takes it literally.
    static QString shellQuoted(const QString &value);
    /// `text` as it is before any run: its {param:name} placeholders replaced from `values`;
    /// std::nullopt when it holds another placeholder (an input, output or item, known only
    /// when the node runs) or a name `values` lacks.
    static std::optional<QString> expandBeforeRun(const QString &text,
                                                  const QHash<QString, QString> &values);
    /// The "name = text" lines of `text` (a parameter such as outputs or values), in order,
    /// empty lines skipped; OperatorError naming `what` for a line without '=' or a name given
    /// twice.
    static std::vector<std::pair<QString, QString>> assignments(const QString &text,
                                                                const QString &what);
};

} // namespace weft::engine
