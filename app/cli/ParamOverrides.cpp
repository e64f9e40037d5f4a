#include "ParamOverrides.h"

#include "ops/OperatorRegistry.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace weft::app {

namespace {

QString quoted(const QString &text)
{
    return u'\'' + text + u'\'';
}

} // namespace

std::optional<std::vector<ParamOverrides::Override>>
ParamOverrides::parse(const QStringList &arguments, QString *error)
{
    std::vector<Override> overrides;
    for (const QString &argument : arguments) {
        const qsizetype equals = argument.indexOf(u'=');
        const qsizetype dot = equals < 0 ? -1 : argument.lastIndexOf(u'.', equals);
        if (equals < 0 || dot <= 0 || dot + 1 == equals) {
            *error = tr("--set %1: write NODE.PARAM=VALUE, e.g. --set read.path=data/b.csv")
                         .arg(quoted(argument));
            return std::nullopt;
        }
        overrides.push_back({argument.left(dot), argument.mid(dot + 1, equals - dot - 1),
                             argument.mid(equals + 1)});
    }
    return overrides;
}

std::optional<QJsonValue> ParamOverrides::typedValue(const engine::ParamSpec &spec,
                                                     const QString &text, QString *expected)
{
    const QString trimmed = text.trimmed();
    const QLocale c = QLocale::c();
    bool ok = false;
    switch (spec.type) {
    case engine::ParamType::Integer: {
        const qint64 value = c.toLongLong(trimmed, &ok);
        if (ok)
            return QJsonValue(value);
        *expected = tr("an integer");
        return std::nullopt;
    }
    case engine::ParamType::Number: {
        const double value = c.toDouble(trimmed, &ok);
        if (ok && std::isfinite(value))
            return QJsonValue(value);
        *expected = tr("a number");
        return std::nullopt;
    }
    case engine::ParamType::Boolean:
        if (trimmed == u"true" || trimmed == u"1")
            return QJsonValue(true);
        if (trimmed == u"false" || trimmed == u"0")
            return QJsonValue(false);
        *expected = tr("true or false");
        return std::nullopt;
    case engine::ParamType::Choice:
        if (spec.allowed.contains(text))
            return QJsonValue(text);
        *expected = tr("one of %1").arg(spec.allowed.join(QStringLiteral(", ")));
        return std::nullopt;
    default:
        // Text, files, expressions, code: as typed; the validator checks what it must
        // (a file name may not be empty, an input file must exist).
        return QJsonValue(text);
    }
}

bool ParamOverrides::apply(QJsonObject &project, const std::vector<Override> &overrides,
                           const engine::OperatorRegistry &registry, QString *error)
{
    QJsonArray nodes = project.value(QStringLiteral("nodes")).toArray();
    for (const Override &o : overrides) {
        qsizetype index = -1;
        for (qsizetype i = 0; i < nodes.size() && index < 0; ++i) {
            if (nodes[i].toObject().value(QStringLiteral("id")).toString() == o.node)
                index = i;
        }
        if (index < 0) {
            *error = tr("--set %1.%2: there is no node %3").arg(o.node, o.param, quoted(o.node));
            return false;
        }
        QJsonObject node = nodes[index].toObject();
        const QString operatorId = node.value(QStringLiteral("operator")).toString();
        const engine::Operator *op = registry.find(operatorId);
        const engine::ParamSpec *spec = op ? op->spec().findParam(o.param) : nullptr;
        if (!spec) {
            QStringList names;
            if (op) {
                for (const engine::ParamSpec &param : op->spec().params)
                    names << param.name;
            }
            *error = names.isEmpty()
                         ? tr("--set %1.%2: node %3 (%4) has no parameter %5")
                               .arg(o.node, o.param, quoted(o.node), operatorId, quoted(o.param))
                         : tr("--set %1.%2: node %3 (%4) has no parameter %5; it has %6")
                               .arg(o.node, o.param, quoted(o.node), operatorId, quoted(o.param),
                                    names.join(QStringLiteral(", ")));
            return false;
        }
        QString expected;
        const std::optional<QJsonValue> value = typedValue(*spec, o.text, &expected);
        if (!value) {
            *error = tr("--set %1.%2: parameter %3 of node %4 must be %5, not %6")
                         .arg(o.node, o.param, quoted(o.param), quoted(o.node), expected,
                              quoted(o.text));
            return false;
        }
        QJsonObject params = node.value(QStringLiteral("params")).toObject();
        params.insert(o.param, *value);
        node.insert(QStringLiteral("params"), params);
        nodes[index] = node;
    }
    project.insert(QStringLiteral("nodes"), nodes);
    return true;
}

} // namespace weft::app
