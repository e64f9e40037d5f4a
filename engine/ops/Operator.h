#pragma once

#include "OperatorSpec.h"
#include "data/ArrayAllocator.h"
#include "data/Dataset.h"

#include <QDir>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <stdexcept>
#include <stop_token>
#include <vector>

namespace weft::engine {

class SchemaCall;
struct DatasetSchema;

/// Thrown by an operator when it cannot produce its outputs. The message is shown to the user
/// as it is, prefixed with the node id, so it names the culprit (a file, a column, a line).
class OperatorError : public std::runtime_error
{
public:
    explicit OperatorError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

/// What went wrong, in words for the user: an OperatorError's message, "out of memory" for a
/// failed allocation (whose own text, "std::bad_alloc", says nothing to a user), else what().
QString exceptionMessage(const std::exception &error);

/// Everything one execution of an operator sees. Parameters are already validated against the
/// spec; defaults are filled in by the accessors.
class OperatorCall
{
public:
    OperatorCall(const OperatorSpec &spec, QJsonObject params,
                 std::vector<std::vector<DatasetPtr>> inputs, QDir projectDir,
                 std::stop_token stop = {});

    /// All datasets connected to input port `port` (index into OperatorSpec::inputs), in edge
    /// order. A non-variadic port has exactly one.
    const std::vector<DatasetPtr> &inputs(int port) const { return m_inputs.at(size_t(port)); }
    /// Whether input port `port` received a dataset: an optional port may have none.
    bool hasInput(int port) const
    {
        return size_t(port) < m_inputs.size() && !m_inputs[size_t(port)].empty();
    }
    /// The single dataset on a non-variadic input port.
    const DatasetPtr &input(int port) const { return m_inputs.at(size_t(port)).front(); }
    /// Takes the single dataset on a non-variadic input port out of the call; input(port) is
    /// null afterwards. The runner hands a dataset to its last consumer, so an operator that
    /// takes it may be its only holder and can free what it has used while it works (a filter
    /// drops each input column once it has copied the kept rows).
    DatasetPtr takeInput(int port) const { return std::move(m_inputs.at(size_t(port)).front()); }

    /// The parameter's value, or its default when the project does not set it.
    QJsonValue param(QStringView name) const;
    QString string(QStringView name) const { return param(name).toString(); }
    qint64 integer(QStringView name) const { return param(name).toInteger(); }
    double number(QStringView name) const { return param(name).toDouble(); }
    bool boolean(QStringView name) const { return param(name).toBool(); }
    /// A file parameter resolved against the project's folder (absolute paths stay as they are).
    QString path(QStringView name) const;

    const QDir &projectDir() const { return m_projectDir; }
    /// Set when the run is cancelled; long-running operators check it between chunks of work.
    std::stop_token stopToken() const { return m_stop; }

    /// Notes something the user should know about a call that succeeded (a column read as text
    /// because of one stray value): the run reports it with the node, in `weft --run`'s text
    /// and JSON. One line, naming the culprit as an error would.
    void warn(const QString &message) const { m_warnings.append(message); }
    const QStringList &warnings() const { return m_warnings; }

    /// A new zero-filled array for an output, from this call's allocator: in a worker process
    /// a large one is born in a shared-memory segment (no second copy when it goes back),
    /// elsewhere it is ordinary memory. Throws OperatorError naming the shape or the reason.
    Array allocateArray(ElementType type, std::vector<qint64> shape) const;
    /// Where allocateArray() gets memory; ArrayAllocator::heap() unless set.
    ArrayAllocator &arrayAllocator() const { return *m_allocator; }
    /// Set by the worker process before the call; the allocator must outlive the call.
    void setArrayAllocator(ArrayAllocator *allocator)
    {
        m_allocator = allocator ? allocator : &ArrayAllocator::heap();
    }

    /// The folder in which a task makes its own scratch folder (a command's staged inputs):
    /// the run's shared-memory folder in a worker process, a tmpfs on threads when it has
    /// room; empty for the system's temp folder. Set by the runner before the call.
    const QString &scratchBase() const { return m_scratchBase; }
    void setScratchBase(QString folder) { m_scratchBase = std::move(folder); }

private:
    const OperatorSpec &m_spec;
    QJsonObject m_params;
    /// Mutable for takeInput(): a call belongs to one execution of one operator.
    mutable std::vector<std::vector<DatasetPtr>> m_inputs;
    QDir m_projectDir;
    std::stop_token m_stop;
    ArrayAllocator *m_allocator = &ArrayAllocator::heap();
    QString m_scratchBase;
    mutable QStringList m_warnings; ///< a call belongs to one execution: no lock
};

/// How a node uses a file or folder that its parameters name.
enum class FileUse {
    Reads,  ///< reads the file
    Lists,  ///< lists the folder, so depends on every file below it
    Writes, ///< writes the file
    /// Writes its own part of a file that other nodes may write into too (a table of an
    /// SQLite database), so two such nodes naming one file are not overwriting each other.
    WritesInto,
};

/// Whether a node writes the file it names (the whole of it, or its part).
inline bool isWrite(FileUse use)
{
    return use == FileUse::Writes || use == FileUse::WritesInto;
}

/// A file or folder that a node's parameters name, as far as it is known before the run.
struct NamedFile
{
    QString param; ///< the parameter that names it
    QString path;  ///< as named: relative to the project's folder, or absolute
    FileUse use = FileUse::Reads;
};

/// A built-in operation. Implementations are stateless and thread-safe: one instance serves
/// every node and every concurrent task that uses it.
class Operator
{
public:
    virtual ~Operator() = default;
    virtual const OperatorSpec &spec() const = 0;
    /// Returns one dataset per output port, in OperatorSpec::outputs order. Throws
    /// OperatorError on failure.
    virtual std::vector<DatasetPtr> run(const OperatorCall &call) const = 0;
    /// The files and folders a node of this operator with the parameters `params` reads,
    /// lists or writes, as far as they are known before it runs: the validator checks by them
    /// that every writer of a file runs before its readers. This default: the non-empty
    /// parameters of the file types (input-file, folder, output-file).
    virtual std::vector<NamedFile> namedFiles(const QJsonObject &params) const;
    /// The output ports of a node of this operator with the parameters `params`, in the order
    /// run() returns its datasets: what edges, the runner, the validator and the canvas see.
    /// This default: spec().outputs. An operator whose parameters declare outputs (a command's
    /// typed outputs) overrides it; spec() stays the description every node shares
    /// (`--list-ops`). Lenient: parameters the run would refuse give the ports it can tell.
    virtual std::vector<PortSpec> outputsFor(const QJsonObject &params) const;
    /// What `params` hold that a run would refuse, as far as it shows before the run (a
    /// command's malformed outputs line): one message each, naming the parameter. The
    /// validator reports them. This default: none (types and required parameters are checked
    /// against the spec).
    virtual QStringList paramProblems(const QJsonObject &params) const;
    /// The schemas of a node's outputs, one per port of outputsFor(), from its inputs' schemas
    /// and its parameters, without running it (a reader reads a file's header): what the
    /// validator checks column names against and the editor offers. A rule notes through
    /// SchemaCall::expectColumn each column a parameter names. This default: nothing known
    /// but each port's kind, for the operators that state no rule (a command, work).
    virtual std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const;
    /// The spec of a node with the parameters `params`, for code that reads a node's ports
    /// from a spec: spec() itself (not owned) when outputsFor() gives spec()'s outputs, else a
    /// copy of it with those outputs.
    std::shared_ptr<const OperatorSpec> specFor(const QJsonObject &params) const;

protected:
    Operator() = default;
    Operator(const Operator &) = delete;
    Operator &operator=(const Operator &) = delete;
};

} // namespace weft::engine
