#pragma once

#include "Operator.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace weft::engine {

/// Base of the operators that read or write one data file named by their `path` parameter:
/// csv, npy, json and sqlite, each with a reader (a source) and a writer (a sink). It builds
/// their spec from what differs, resolves `path` against the project's folder, and reports
/// the DataError that a reader or writer throws, whose message names the file and the
/// problem, as the call's OperatorError. Stateless and thread-safe, as every Operator.
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
    /// runOnFile() with the resolved `path`.
    std::vector<DatasetPtr> run(const OperatorCall &call) const final;

protected:
    /// A reader is a source with one output, a writer a sink with one input.
    enum class Direction {
        Read,  ///< category "Sources"; `port` is the output
        Write, ///< category "Sinks"; `port` is the input
    };

    /// What one reader or writer says about itself; the rest of its spec follows.
    struct FileSpec
    {
        QString id;
        QString title;
        QString description;
        PortSpec port;                      ///< what the file becomes, or what is written to it
        QString pathDescription;            ///< which file the required `path` parameter names
        std::vector<ParamSpec> params = {}; ///< the parameters after `path`
    };

    DataFileOperator(Direction direction, FileSpec file);

    /// Reads or writes the file at `path`; returns the outputs, as run() does. A DataError
    /// thrown here reaches the user with its message unchanged.
    virtual std::vector<DatasetPtr> runOnFile(const OperatorCall &call,
                                              const QString &path) const = 0;

private:
    OperatorSpec m_spec;
    Direction m_direction;
};

} // namespace weft::engine
