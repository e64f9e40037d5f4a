#pragma once

#include "Operator.h"
#include "SchemaCall.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

/// Base of the operators that read or write one data file named by their `path` parameter:
/// csv, npy, json and sqlite, each with a reader (a source) and a writer (a sink). It builds
/// their spec from what differs, resolves `path` against the project's folder, and reports
/// the DataError that a reader or writer throws, whose message names the file and the
/// problem, as the call's OperatorError. Stateless and thread-safe, as every Operator.
///
/// Both connect to the graph through file lists, so that reading what another node writes is
/// an edge: a writer's output `file` lists the file it wrote, and a reader's optional input
/// `files`, when connected, names the file(s) to read in place of `path`.
///
///     JsonReadOperator()
///         : DataFileOperator(Direction::Read,
///                            {.id = QStringLiteral("json.read"),
///                             .title = tr("Read JSON"),
///                             .description = tr("Reads a JSON file …"),
///                             .port = PortSpec::single(QStringLiteral("value"), …),
///                             .pathDescription = tr("The JSON file to read, …")})
///     {}
///
///     std::vector<DatasetPtr> runOnFile(const OperatorCall &, const QString &path) const override
///     {
///         return {std::make_shared<const Scalar>(Scalar::load(path))};
///     }
class DataFileOperator : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(DataFileOperator)

public:
    const OperatorSpec &spec() const final { return m_spec; }
    /// A reader: runOnFile() with the one file to read (runOnFiles() with several); a writer:
    /// runOnFile() with the resolved `path`, then that file as a list of one.
    std::vector<DatasetPtr> run(const OperatorCall &call) const final;
    /// A reader: fileSchema() of the file `path` names, unknown when an edge feeds `files`
    /// (its file may not exist before the run); a writer: a file list.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const final;

protected:
    /// A reader is a source with one output, a writer a sink with one input.
    enum class Direction {
        Read,  ///< category "Sources"; `port` is the output; an optional input `files`
        Write, ///< category "Sinks"; `port` is the input; an output `file`
    };

    /// What one reader or writer says about itself; the rest of its spec follows.
    struct FileSpec
    {
        QString id;
        QString title;
        QString description;
        PortSpec port;                      ///< what the file becomes, or what is written to it
        QString pathDescription;            ///< which file the `path` parameter names
        std::vector<ParamSpec> params = {}; ///< the parameters after `path`
        /// A reader's input `files`: what several files mean, when runOnFiles() reads them;
        /// empty for the default (one file only).
        QString filesDescription = {};
    };

    DataFileOperator(Direction direction, FileSpec file);

    /// Reads or writes the file at `path`; a reader returns its outputs, as run() does, a
    /// writer nothing. A DataError thrown here reaches the user with its message unchanged.
    virtual std::vector<DatasetPtr> runOnFile(const OperatorCall &call,
                                              const QString &path) const = 0;
    /// A reader whose input lists several files: its outputs from all of them. This default
    /// refuses, naming them: most formats have no one way to combine files.
    virtual std::vector<DatasetPtr> runOnFiles(const OperatorCall &call,
                                               const QStringList &files) const;
    /// A reader's output schema for the file at `path` (absolute), read from its header
    /// (SourceSchemas); std::nullopt when it cannot be known. This default: std::nullopt.
    virtual std::optional<DatasetSchema> fileSchema(const SchemaCall &call,
                                                    const QString &path) const;

private:
    /// The absolute paths a reader reads: its input's files when connected, else `path`.
    QStringList filesToRead(const OperatorCall &call) const;

    OperatorSpec m_spec;
    Direction m_direction;
};

} // namespace weft::engine
