#pragma once

#include "Operator.h"
#include "data/DatasetSchema.h"

#include <QDir>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace weft::engine {

class SourceSchemas;

/// A column that a node's parameter names but that its input will not have, found before a run
/// by the node's schema rule (Operator::outputSchemas) and reported by the validator.
struct MissingColumn
{
    QString param;  ///< the parameter that names it
    int port = 0;   ///< the input port (index into the spec's inputs) that lacks it
    QString column; ///< the name as the parameter gives it

    friend bool operator==(const MissingColumn &, const MissingColumn &) = default;
};

/// A parameter that a run would refuse whatever the data, found before the run: an expression
/// with a syntax error, checked by the run's own parsers against the input's columns.
struct RejectedParam
{
    QString param;
    QString message; ///< the run's own message

    friend bool operator==(const RejectedParam &, const RejectedParam &) = default;
};

/// What a schema rule (Operator::outputSchemas) sees: the node's parameters with their
/// defaults, the schemas of its inputs in port and edge order, and the file schemas it may read
/// (SourceSchemas). A rule notes each column a parameter names that an input whose columns
/// are all known lacks (expectColumn); anything else it cannot know it leaves unknown, so that
/// a rule never reports a column that a run would find. One call per node; not thread-safe.
///
///     if (!call.expectColumn(u"column"_s, 0, name))
///         return {DatasetSchema::unknown(DataKind::Table)};
class SchemaCall
{
public:
    SchemaCall(const OperatorSpec &spec, QJsonObject params,
               std::vector<std::vector<DatasetSchema>> inputs, const QDir &projectDir,
               SourceSchemas &sources);

    /// The schemas of every connection to input `port`, in edge order (none when unconnected).
    const std::vector<DatasetSchema> &inputs(int port) const;
    bool hasInput(int port) const;
    /// The schema of the one dataset on input `port`; of nothing known when unconnected.
    const DatasetSchema &input(int port) const;

    /// The parameters as OperatorCall reads them (defaults filled in), with no input: for the
    /// helpers that parse parameters for run() (a delimiter, a dtype, a shape).
    const OperatorCall &params() const { return m_params; }
    /// The parameters as the node sets them (for Operator::outputsFor).
    const QJsonObject &nodeParams() const { return m_nodeParams; }
    QString string(QStringView name) const { return m_params.string(name); }
    bool boolean(QStringView name) const { return m_params.boolean(name); }
    qint64 integer(QStringView name) const { return m_params.integer(name); }
    /// A file parameter resolved against the project's folder.
    QString path(QStringView name) const { return m_params.path(name); }
    /// The comma-separated names in the parameter `param`, trimmed, empty ones dropped.
    QStringList nameList(QStringView param) const;

    SourceSchemas &sources() const { return m_sources; }

    /// Whether input `port` may have the column `name` that the parameter `param` names: true
    /// when it has it or when its columns are not all known. False when they are and it is not
    /// among them; the call then notes it in missingColumns().
    bool expectColumn(const QString &param, int port, const QString &name) const;
    /// The columns expectColumn() found missing, in the order asked.
    const std::vector<MissingColumn> &missingColumns() const { return m_missing; }
    /// The parameters expectColumn() was asked about, each with the input port whose columns
    /// it names: where the window offers a column drop-down.
    const QHash<QString, int> &columnParams() const { return m_columnParams; }
    /// Notes that a run would refuse the parameter `param` with `message`.
    void reject(const QString &param, const QString &message) const;
    const std::vector<RejectedParam> &rejected() const { return m_rejected; }

private:
    QJsonObject m_nodeParams;
    OperatorCall m_params;
    std::vector<std::vector<DatasetSchema>> m_inputs;
    SourceSchemas &m_sources;
    mutable std::vector<MissingColumn> m_missing;
    mutable QHash<QString, int> m_columnParams;
    mutable std::vector<RejectedParam> m_rejected;
    DatasetSchema m_nothing;
};

} // namespace weft::engine
