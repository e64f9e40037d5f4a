#pragma once

#include "data/Dataset.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <vector>

namespace weft::engine {

/// The type of an operator parameter; decides the JSON type in project files and the editor
/// widget in the inspector.
enum class ParamType {
    Integer,    ///< JSON integer
    Number,     ///< JSON number
    String,     ///< JSON string, one line
    Boolean,    ///< JSON true/false
    Choice,     ///< JSON string, one of ParamSpec::allowed
    InputFile,  ///< JSON string, a path relative to the project's folder that must exist
    OutputFile, ///< JSON string, a path relative to the project's folder, written by the run
    Expression, ///< JSON string, a formula (muparser syntax) over column names
    Code,       ///< JSON string, multi-line text such as SQL
    Folder,     ///< JSON string, a folder relative to the project's folder that must exist
};

QString paramTypeName(ParamType type);

struct PortSpec
{
    QString name;
    DataKind kind = DataKind::Any;
    QString description;
    bool variadic = false; ///< an input port that takes any number of connections (>= 1)
    /// A variadic input port that may also have no connection at all (command, work).
    bool optional = false;

    /// A port for exactly one dataset.
    static PortSpec single(QString name, DataKind kind, QString description);
    /// A variadic input port: one or more datasets, in edge order.
    static PortSpec oneOrMore(QString name, DataKind kind, QString description);
    /// A variadic, optional input port: any number of datasets, none included.
    static PortSpec zeroOrMore(QString name, DataKind kind, QString description);
    /// An optional input port for one dataset: at most one connection, none included.
    static PortSpec zeroOrOne(QString name, DataKind kind, QString description);
};

/// The port named `name` among `ports` (a node's outputs, say), or null.
const PortSpec *findPort(const std::vector<PortSpec> &ports, QStringView name);
/// The position of the port named `name` among `ports`, or -1.
int portIndex(const std::vector<PortSpec> &ports, QStringView name);

struct ParamSpec
{
    QString name;
    ParamType type = ParamType::String;
    QString description;
    /// Undefined makes the parameter required: a project must set it.
    QJsonValue defaultValue = QJsonValue::Undefined;
    QStringList allowed; ///< the choices, for ParamType::Choice
    /// An input port whose edge, when it has one, takes this parameter's place (a reader's
    /// `path`): the parameter is then ignored and may be empty; without the edge it must be
    /// set. Empty for the other parameters.
    QString replacedByInput = {};

    bool isRequired() const { return defaultValue.isUndefined(); }

    /// A parameter that a project must set.
    static ParamSpec required(QString name, ParamType type, QString description);
    /// A parameter that takes `defaultValue` where a project does not set it.
    static ParamSpec optional(QString name, ParamType type, QString description,
                              QJsonValue defaultValue);
    /// A ParamType::Choice parameter: one of `allowed`, `defaultValue` where a project does not
    /// set it.
    static ParamSpec choice(QString name, QString description, QString defaultValue,
                            QStringList allowed);
};

/// What an operator is, as the registry, `--list-ops`, the docs and the inspector see it.
struct OperatorSpec
{
    QString id;       ///< stable key used in project files, e.g. "csv.read"
    QString title;    ///< shown on the canvas and in the palette
    QString category; ///< palette group, e.g. "Sources", "Tables", "Sinks"
    QString description;
    std::vector<PortSpec> inputs;
    std::vector<PortSpec> outputs;
    std::vector<ParamSpec> params;
    /// Runs programs of the user's choosing (the `command` operator): a project with such a
    /// node runs only once trusted.
    bool runsPrograms = false;
    /// Raised when the operator's results change for the same inputs and parameters (a fix,
    /// another default): results cached under an older version are computed again.
    int version = 1;
    /// False for an operator whose work is not a sum of independent items (a file reader or
    /// writer, whose batches would each read the file again or overwrite it): it never runs
    /// as a map node, whatever its ports' kinds (canRunAsMap).
    bool canMap = true;
    /// A promise for map nodes: output item i of every output port is a function of input item
    /// i alone (with the other inputs and the parameters), one output item per input item, in
    /// order. A row-wise map node's per-item cache then re-runs only the items that changed,
    /// taking each other item's output row from whichever cache entry holds it (ItemManifest);
    /// without the promise a changed item re-runs its whole chunk, since a chunk's outputs
    /// cannot be split among its items. False where an item's output reads its neighbours
    /// (a forward fill), its place (array.expr's `i`), or drops or adds items (a filter).
    bool rowwise = false;

    const PortSpec *findInput(QStringView name) const;
    const PortSpec *findOutput(QStringView name) const;
    /// The position of the named port in `inputs` / `outputs`, or -1.
    int inputIndex(QStringView name) const;
    int outputIndex(QStringView name) const;
    const ParamSpec *findParam(QStringView name) const;

    /// The spec as `weft --list-ops --json` prints it (and the docs and inspector read it).
    QJsonObject toJson() const;
};

} // namespace weft::engine
