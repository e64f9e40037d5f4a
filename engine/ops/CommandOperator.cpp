#include "BuiltinOperators.h"
#include "CommandFiles.h"
#include "CommandTemplate.h"
#include "OutputGuard.h"
#include "ProcessRunner.h"
#include "data/FileList.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace weft::engine {

namespace {

/// "name = text" lines of a parameter, in order; OperatorError naming the parameter for a
/// line without '=' or a name given twice.
std::vector<std::pair<QString, QString>> assignments(const OperatorCall &call,
                                                     const QString &param);

/// command: runs an external program from an argument template, once or once per file.
class CommandOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(CommandOperator)

public:
    CommandOperator()
    {
        m_spec.id = QStringLiteral("command");
        m_spec.title = tr("Run command");
        m_spec.category = QStringLiteral("Files");
        m_spec.runsPrograms = true;
        m_spec.description =
            tr("Runs an external program in the project's folder. Each line of the arguments "
               "is one argument, passed as it is, never through a shell: spaces, quotes and "
               "$(…) reach the program literally. Placeholders: {in} (every input file), "
               "{in:name}, {out:name}, {item}, {param:name}, each optionally with .name, .stem "
               "or .dir. With {item} anywhere the program runs once per input file. The "
               "outputs are the files it writes; a run fails when the exit code is not 0 or a "
               "declared output is missing, and the message shows the end of its error "
               "output. A failed or cancelled run leaves the files it would have written as "
               "they were.");
        m_spec.inputs = {PortSpec::zeroOrMore(QStringLiteral("files"), DataKind::FileList,
                                              tr("File lists, in edge order (none is fine)."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("files"), DataKind::FileList,
                                           tr("The declared output files and the stdout file."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("program"), ParamType::String,
                tr("The program: a name found on PATH, or a path relative to the "
                   "project's folder. In shell mode, the whole shell command line.")),
            ParamSpec::optional(QStringLiteral("arguments"), ParamType::Code,
                                tr("One argument per line; empty lines are skipped."), QString()),
            ParamSpec::optional(QStringLiteral("inputs"), ParamType::String,
                                tr("Names for the connected file lists in edge order, separated by "
                                   "commas, for {in:name}; empty for in1, in2, …"),
                                QString()),
            ParamSpec::optional(
                QStringLiteral("outputs"), ParamType::Code,
                tr("One 'name = path' line per file the program writes, relative to the "
                   "project's folder; paths may use {item.stem} and the like. Their "
                   "folders are created."),
                QString()),
            ParamSpec::optional(
                QStringLiteral("stdout"), ParamType::String,
                tr("A file for the program's standard output (may use placeholders); "
                   "empty keeps only its end for messages."),
                QString()),
            ParamSpec::optional(QStringLiteral("values"), ParamType::Code,
                                tr("One 'name = value' line per {param:name} placeholder."),
                                QString()),
            ParamSpec::optional(
                QStringLiteral("shell"), ParamType::Boolean,
                tr("Run the program text with /bin/sh -c. Each placeholder stands for its "
                   "value exactly, never read by the shell, bare or inside quotes. Only for "
                   "pipes and redirections; arguments must be empty."),
                false),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<NamedFile> namedFiles(const QJsonObject &params) const override
    {
        return CommandFiles::of(params);
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        CommandValues values = inputValues(call);
        values.base = call.projectDir();
        for (const auto &[name, value] : assignments(call, QStringLiteral("values")))
            values.values.insert(name, value);
        const auto outputs = assignments(call, QStringLiteral("outputs"));
        for (const auto &output : outputs)
            values.outputNames.append(output.first);

        const QString program = call.string(u"program").trimmed();
        const QString stdoutTemplate = call.string(u"stdout").trimmed();
        const bool shell = call.boolean(u"shell");
        QStringList argumentLines;
        for (const QString &line : call.string(u"arguments").split(u'\n'))
            if (!line.trimmed().isEmpty())
                argumentLines.append(line.endsWith(u'\r') ? line.chopped(1) : line);
        if (program.isEmpty())
            throw OperatorError(tr("program is empty"));
        if (shell && !argumentLines.isEmpty())
            throw OperatorError(tr("arguments must be empty in shell mode: write the whole "
                                   "command line in program"));

        bool perItem =
            CommandTemplate::usesItem(program) || CommandTemplate::usesItem(stdoutTemplate);
        for (const QString &line : argumentLines)
            perItem = perItem || CommandTemplate::usesItem(line);
        for (const auto &output : outputs)
            perItem = perItem || CommandTemplate::usesItem(output.second);

        // Every file the command writes keeps its old content until every item succeeded.
        OutputGuard guard;
        QStringList written;
        const QStringList items = perItem ? values.allInputs : QStringList{QString()};
        for (const QString &item : items) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            if (perItem)
                values.item = item;
            written += runOnce(call, values, outputs, program, argumentLines, stdoutTemplate, shell,
                               guard);
        }
        guard.commit();
        return {std::make_shared<const FileList>(std::move(written))};
    }

private:
    CommandValues inputValues(const OperatorCall &call) const
    {
        CommandValues values;
        const auto &inputs = call.inputs(0);
        QStringList names;
        for (const QString &name : call.string(u"inputs").split(u','))
            if (!name.trimmed().isEmpty())
                names.append(name.trimmed());
        if (!names.isEmpty() && size_t(names.size()) != inputs.size())
            throw OperatorError(tr("inputs gives %1 names for %2 connected file lists")
                                    .arg(names.size())
                                    .arg(inputs.size()));
        for (size_t k = 0; k < inputs.size(); ++k) {
            const auto list = FileList::fromDataset(inputs[k]);
            if (!list)
                throw OperatorError(
                    tr("expected a file list on input %1, received %2")
                        .arg(k + 1)
                        .arg(inputs[k] ? dataKindName(inputs[k]->kind()) : tr("nothing")));
            const QString name =
                names.isEmpty() ? QStringLiteral("in%1").arg(k + 1) : names[qsizetype(k)];
            values.inputNames.append(name);
            values.inputs.insert(name, list->files());
            values.allInputs += list->files();
        }
        return values;
    }

    /// Runs the program once (for one item, or for all inputs); returns the files it wrote.
    QStringList runOnce(const OperatorCall &call, CommandValues &values,
                        const std::vector<std::pair<QString, QString>> &outputs,
                        const QString &program, const QStringList &argumentLines,
                        const QString &stdoutTemplate, bool shell, OutputGuard &guard) const
    {
        const auto asIs = [](const QString &value) { return value; };
        QStringList files;
        for (const auto &[name, path] : outputs) {
            const QString file = QDir::cleanPath(call.projectDir().absoluteFilePath(
                CommandTemplate::expandText(path, values, tr("outputs"), asIs)));
            values.outputs.insert(name, file);
            files.append(file);
        }
        QString stdoutFile;
        if (!stdoutTemplate.isEmpty()) {
            stdoutFile = QDir::cleanPath(call.projectDir().absoluteFilePath(
                CommandTemplate::expandText(stdoutTemplate, values, tr("stdout"), asIs)));
            files.append(stdoutFile);
        }
        for (const QString &file : files) {
            const QDir folder = QFileInfo(file).absoluteDir();
            if (!folder.exists() && !folder.mkpath(QStringLiteral(".")))
                throw OperatorError(tr("outputs: cannot create the folder %1")
                                        .arg(QDir::toNativeSeparators(folder.path())));
            guard.guard(file);
        }

        QString executable;
        QStringList arguments;
        QHash<QString, QString> environment;
        if (shell) {
            ShellCommand command = CommandTemplate::expandShell(program, values, tr("program"));
            executable = QStringLiteral("/bin/sh");
            arguments = {QStringLiteral("-c"), command.script};
            environment = std::move(command.environment);
        } else {
            executable = resolveProgram(
                call, CommandTemplate::expandText(program, values, tr("program"), asIs));
            for (const QString &line : argumentLines)
                arguments += CommandTemplate::expandArgument(line, values, tr("arguments"));
        }

        const ProcessOutcome outcome =
            ProcessRunner::run(executable, arguments, call.projectDir().absolutePath(), stdoutFile,
                               call.stopToken(), environment);
        if (!outcome.succeeded()) // the guard puts back the old files and removes new ones
            throw OperatorError(failure(call, values, program, outcome));
        for (const auto &[name, path] : outputs) {
            if (!QFileInfo::exists(values.outputs.value(name)))
                throw OperatorError(tr("%1 exited with code 0 but did not write the output "
                                       "'%2' (%3)%4")
                                        .arg(quotedProgram(program), name,
                                             relative(call, values.outputs.value(name)),
                                             itemText(call, values)));
        }
        return files;
    }

    QString resolveProgram(const OperatorCall &call, const QString &program) const
    {
        if (program.contains(u'/')) {
            const QString path = QDir::cleanPath(call.projectDir().absoluteFilePath(program));
            if (!QFileInfo(path).isExecutable())
                throw OperatorError(tr("program: %1 is not an executable file")
                                        .arg(QDir::toNativeSeparators(path)));
            return path;
        }
        const QString found = QStandardPaths::findExecutable(program);
        if (found.isEmpty())
            throw OperatorError(tr("program: '%1' was not found on PATH").arg(program));
        return found;
    }

    static QString quotedProgram(const QString &program)
    {
        return u'\'' + program.section(u' ', 0, 0) + u'\'';
    }

    static QString relative(const OperatorCall &call, const QString &file)
    {
        const QString path = call.projectDir().relativeFilePath(file);
        return QDir::toNativeSeparators(path.startsWith(u"..") ? file : path);
    }

    static QString itemText(const OperatorCall &call, const CommandValues &values)
    {
        return values.item ? tr(" for item %1").arg(relative(call, *values.item)) : QString();
    }

    QString failure(const OperatorCall &call, const CommandValues &values, const QString &program,
                    const ProcessOutcome &outcome) const
    {
        const QString who = quotedProgram(program) + itemText(call, values);
        if (!outcome.started)
            return tr("%1 did not start: %2").arg(who, outcome.startError);
        if (outcome.cancelled)
            return tr("%1 was cancelled").arg(who);
        QString message = outcome.crashed
                              ? tr("%1 crashed").arg(who)
                              : tr("%1 exited with code %2").arg(who).arg(outcome.exitCode);
        const QString errors = ProcessOutcome::lastLines(outcome.stderrTail);
        const QString output = ProcessOutcome::lastLines(outcome.stdoutTail, 2);
        if (!errors.isEmpty())
            message += tr("; stderr: %1").arg(errors);
        if (!output.isEmpty())
            message += tr("; stdout: %1").arg(output);
        return message;
    }

    OperatorSpec m_spec;
};

std::vector<std::pair<QString, QString>> assignments(const OperatorCall &call, const QString &param)
{
    return CommandTemplate::assignments(call.string(param), param);
}

} // namespace

std::unique_ptr<Operator> makeCommandOperator()
{
    return std::make_unique<CommandOperator>();
}

} // namespace weft::engine
