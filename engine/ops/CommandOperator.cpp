#include "BuiltinOperators.h"
#include "CommandFiles.h"
#include "CommandOutputs.h"
#include "CommandScratch.h"
#include "CommandTemplate.h"
#include "OutputGuard.h"
#include "ProcessRunner.h"
#include "data/Array.h"
#include "data/CsvReader.h"
#include "data/DataError.h"
#include "data/FileList.h"
#include "data/NpyFile.h"
#include "data/Scalar.h"
#include "data/Table.h"

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
               "or .dir. Inputs of any kind: a table reaches the program as a CSV file, an "
               "array as a .npy file, a scalar as a JSON file (in a scratch folder removed "
               "after the run), a file list as its files. With {item} anywhere the program "
               "runs once per input file. Outputs are files it writes; a typed output (a "
               "table, array or scalar) is read back and flows on from its own port. A run "
               "fails when the exit code is not 0 or a declared output is missing or "
               "unreadable, and the message shows the end of its error output. A failed or "
               "cancelled run leaves the files it would have written as they were.");
        // Still named `files`, so that projects from before typed inputs load unchanged.
        m_spec.inputs = {PortSpec::zeroOrMore(
            QStringLiteral("files"), DataKind::Any,
            tr("Tables, arrays, scalars and file lists, in edge order (none is fine)."))};
        m_spec.outputs = {PortSpec::single(CommandOutputs::filesPort(), DataKind::FileList,
                                           tr("The declared output files and the stdout file."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("program"), ParamType::String,
                tr("The program: a name found on PATH, or a path relative to the "
                   "project's folder. In shell mode, the whole shell command line.")),
            ParamSpec::optional(QStringLiteral("arguments"), ParamType::Code,
                                tr("One argument per line; empty lines are skipped."), QString()),
            ParamSpec::optional(QStringLiteral("inputs"), ParamType::String,
                                tr("Names for the connected inputs in edge order, separated by "
                                   "commas, for {in:name}; empty for in1, in2, …"),
                                QString()),
            ParamSpec::optional(
                QStringLiteral("outputs"), ParamType::Code,
                tr("One line per file the program writes: 'name = path' for a file, "
                   "'name: kind = path' for data read back from an output port of its own "
                   "(kind: table for a .csv file, array for .npy, scalar for .json, files), "
                   "'name: kind' for such a file in the scratch folder. Paths are relative "
                   "to the project's folder and may use {item.stem} and the like; their "
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

    QStringList paramProblems(const QJsonObject &params) const override
    {
        try {
            CommandOutputs::parse(params.value(QStringLiteral("outputs")).toString());
        } catch (const OperatorError &e) {
            return {e.message()};
        }
        return {};
    }

    std::vector<PortSpec> outputsFor(const QJsonObject &params) const override
    {
        return CommandOutputs::ports(params, m_spec.outputs.front());
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        // Declared before anything is staged in it: removed last, whatever happens.
        CommandScratch scratch(call.scratchBase());
        const std::vector<CommandOutput> outputs = CommandOutputs::parse(call.string(u"outputs"));
        CommandValues values = inputValues(call, scratch);
        values.base = call.projectDir();
        for (const auto &[name, value] : assignments(call, QStringLiteral("values")))
            values.values.insert(name, value);
        for (const CommandOutput &output : outputs)
            values.outputNames.append(output.name);

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
        for (const CommandOutput &output : outputs)
            perItem = perItem || CommandTemplate::usesItem(output.path);
        const auto typed = std::find_if(outputs.begin(), outputs.end(),
                                        [](const CommandOutput &o) { return o.isTyped(); });
        if (perItem && typed != outputs.end())
            throw OperatorError(tr("outputs: the %1 output '%2' needs one run of the program, "
                                   "but {item} makes it run once per input file")
                                    .arg(CommandOutputs::kindWord(*typed->kind), typed->name));

        // Every file the command writes keeps its old content until every item succeeded
        // and every typed output was read.
        OutputGuard guard;
        QStringList written;
        QByteArray stderrTail;
        const QStringList items = perItem ? values.allInputs : QStringList{QString()};
        for (const QString &item : items) {
            if (call.stopToken().stop_requested())
                throw OperatorError(tr("cancelled"));
            if (perItem)
                values.item = item;
            written += runOnce(call, values, outputs, scratch, program, argumentLines,
                               stdoutTemplate, shell, guard, stderrTail);
        }
        std::vector<DatasetPtr> results{nullptr};
        for (const CommandOutput &output : outputs)
            if (output.isTyped())
                results.push_back(readOutput(call, output, values.outputs.value(output.name),
                                             program, stderrTail));
        guard.commit();
        results.front() = std::make_shared<const FileList>(std::move(written));
        return results;
    }

private:
    /// The connected inputs under their names: file lists as their files, other data staged
    /// as files in `scratch`.
    CommandValues inputValues(const OperatorCall &call, CommandScratch &scratch) const
    {
        CommandValues values;
        const auto &inputs = call.inputs(0);
        QStringList names;
        for (const QString &name : call.string(u"inputs").split(u','))
            if (!name.trimmed().isEmpty())
                names.append(name.trimmed());
        if (!names.isEmpty() && size_t(names.size()) != inputs.size())
            throw OperatorError(tr("inputs gives %1 names for %2 connected inputs")
                                    .arg(names.size())
                                    .arg(inputs.size()));
        for (size_t k = 0; k < inputs.size(); ++k) {
            const QString name =
                names.isEmpty() ? QStringLiteral("in%1").arg(k + 1) : names[qsizetype(k)];
            if (values.inputs.contains(name))
                throw OperatorError(tr("inputs: '%1' is given twice").arg(name));
            const QStringList files = scratch.stage(inputs[k], name, call.stopToken());
            values.inputNames.append(name);
            values.inputs.insert(name, files);
            values.allInputs += files;
        }
        return values;
    }

    /// A typed output's file read back as its kind. Throws OperatorError naming the output,
    /// the file and the program's last stderr lines when it is missing or unreadable.
    DatasetPtr readOutput(const OperatorCall &call, const CommandOutput &output,
                          const QString &file, const QString &program,
                          const QByteArray &stderrTail) const
    {
        try {
            switch (*output.kind) {
            case DataKind::Table: {
                QStringList warnings;
                auto table = std::make_shared<const Table>(
                    CsvReader::read(file, {}, call.stopToken(), &warnings));
                for (const QString &warning : warnings)
                    call.warn(tr("output '%1': %2").arg(output.name, warning));
                return table;
            }
            case DataKind::Array:
                return std::make_shared<const Array>(
                    NpyFile::read(file, call.stopToken(), call.arrayAllocator()));
            case DataKind::Scalar:
                return std::make_shared<const Scalar>(Scalar::load(file));
            case DataKind::FileList:
            case DataKind::Any:
                break;
            }
            return std::make_shared<const FileList>(QStringList{file});
        } catch (const DataError &e) {
            throw OperatorError(
                tr("%1 wrote the %2 output '%3' (%4), which cannot be read: "
                   "%5%6")
                    .arg(quotedProgram(program), CommandOutputs::kindWord(*output.kind),
                         output.name, relative(call, file), e.message(), stderrText(stderrTail)));
        }
    }

    static QString stderrText(const QByteArray &tail)
    {
        const QString errors = ProcessOutcome::lastLines(tail);
        return errors.isEmpty() ? QString() : tr("; stderr: %1").arg(errors);
    }

    /// Runs the program once (for one item, or for all inputs); returns the files it wrote
    /// outside the scratch folder. `stderrTail` gets the end of its error output.
    QStringList runOnce(const OperatorCall &call, CommandValues &values,
                        const std::vector<CommandOutput> &outputs, CommandScratch &scratch,
                        const QString &program, const QStringList &argumentLines,
                        const QString &stdoutTemplate, bool shell, OutputGuard &guard,
                        QByteArray &stderrTail) const
    {
        const auto asIs = [](const QString &value) { return value; };
        QStringList files;
        for (const CommandOutput &output : outputs) {
            if (output.path.isEmpty()) {
                const QString file =
                    scratch.filePath(QStringLiteral("out/") + output.scratchFileName());
                values.outputs.insert(output.name, file);
                continue;
            }
            const QString file = QDir::cleanPath(call.projectDir().absoluteFilePath(
                CommandTemplate::expandText(output.path, values, tr("outputs"), asIs)));
            values.outputs.insert(output.name, file);
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
        // A typed output is read back as data: a file left by an earlier run must not pass for
        // this run's (the guard kept a copy, put back should the node fail).
        for (const CommandOutput &output : outputs) {
            const QString file = values.outputs.value(output.name);
            if (output.isTyped() && QFileInfo(file).isFile() && !QFile::remove(file))
                throw OperatorError(tr("outputs: cannot remove the old %1 before the program "
                                       "writes it")
                                        .arg(relative(call, file)));
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
        stderrTail = outcome.stderrTail;
        for (const CommandOutput &output : outputs) {
            const QString file = values.outputs.value(output.name);
            if (!QFileInfo::exists(file))
                throw OperatorError(tr("%1 exited with code 0 but did not write the output "
                                       "'%2' (%3)%4%5")
                                        .arg(quotedProgram(program), output.name,
                                             relative(call, file), itemText(call, values),
                                             stderrText(outcome.stderrTail)));
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
        const QString output = ProcessOutcome::lastLines(outcome.stdoutTail, 2);
        message += stderrText(outcome.stderrTail);
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
