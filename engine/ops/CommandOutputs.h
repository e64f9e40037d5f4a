#pragma once

#include "OperatorSpec.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

/// One line of a command's `outputs` parameter:
///
///     log = out/{item.stem}.log      a file: in the `files` output, as before
///     fit: table = out/fit.csv       a table read back from out/fit.csv, output port `fit`
///     coef: array                    an array read back from a file in the task's scratch
///                                    folder (coef.npy), which is removed after the run
///
/// Kinds: table (a .csv file), array (.npy), scalar (.json, one JSON value), files (the file,
/// as a file list).
struct CommandOutput
{
    QString name;
    /// Unset for a plain file (`name = path`), which only the `files` output lists.
    std::optional<DataKind> kind;
    /// The path template, relative to the project's folder; empty for a file in the task's
    /// scratch folder.
    QString path;

    bool isTyped() const { return kind.has_value(); }
    /// The scratch file's name when `path` is empty: NAME.csv, NAME.npy or NAME.json.
    QString scratchFileName() const;
};

/// Reads the `outputs` parameter of a command (CommandOutput) and tells the ports it gives.
/// Stateless.
class CommandOutputs
{
    Q_DECLARE_TR_FUNCTIONS(CommandOutputs)

public:
    /// The name of the output that lists the declared files and the stdout file.
    static QString filesPort() { return QStringLiteral("files"); }
    /// Every line of `text`, empty lines skipped. Throws OperatorError naming the line: no
    /// name, an unknown kind, a name given twice or not usable as a port name, a typed output
    /// named `files`, a path whose extension does not fit its kind, a files output without a
    /// path.
    static std::vector<CommandOutput> parse(const QString &text);
    /// The lines of `text` that parse() accepts, in order; the others are left out (the run
    /// says what is wrong with them).
    static std::vector<CommandOutput> parseLenient(const QString &text);
    /// A node's output ports: `files` (`filesPort`, described by `filesDescription`), then one
    /// port per typed output, named as it and of its kind.
    static std::vector<PortSpec> ports(const QJsonObject &params, const PortSpec &filesPort);
    /// The kind's word in the outputs parameter (table, array, scalar, files).
    static QString kindWord(DataKind kind);
};

} // namespace weft::engine
