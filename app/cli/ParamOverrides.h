#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace weft::engine {
class OperatorRegistry;
struct ParamSpec;
} // namespace weft::engine

namespace weft::app {

/// `--set NODE.PARAM=VALUE`: parameters changed for one run or validation, never in the file.
/// The value is typed by the parameter's spec (integers, numbers, true/false, a choice among
/// the allowed values; text as it is), then the project is read and validated as if the file
/// said so. Every error is one line naming the --set, the node or the parameter. Stateless.
///
///     const auto overrides = ParamOverrides::parse({u"read.path=other.csv"_s}, &error);
///     ParamOverrides::apply(projectJson, *overrides, OperatorRegistry::builtin(), &error);
class ParamOverrides
{
    Q_DECLARE_TR_FUNCTIONS(ParamOverrides)

public:
    struct Override
    {
        QString node;  ///< the node id: what comes before the last '.' ahead of the '='
        QString param; ///< the parameter name
        QString text;  ///< the value as typed, after the first '='
    };

    /// Splits each "NODE.PARAM=VALUE"; nullopt and a message naming the argument when one has
    /// no '=', no '.' before it, or an empty node or parameter name.
    static std::optional<std::vector<Override>> parse(const QStringList &arguments, QString *error);

    /// Sets each override in the "nodes" of a project file's JSON object; false and a message
    /// when a node or parameter does not exist or a value does not suit the parameter's type.
    static bool apply(QJsonObject &project, const std::vector<Override> &overrides,
                      const engine::OperatorRegistry &registry, QString *error);

    /// `text` as a value of the parameter's type; nullopt and the expected form in `expected`.
    static std::optional<QJsonValue> typedValue(const engine::ParamSpec &spec, const QString &text,
                                                QString *expected);
};

} // namespace weft::app
