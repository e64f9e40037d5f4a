#include "ParameterListModel.h"

#include "ops/OperatorSpec.h"
#include "project/ProjectJson.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace weft::app {

ParameterListModel::ParameterListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void ParameterListModel::setNode(const engine::Node *node, const engine::OperatorSpec *spec,
                                 const QStringList &problems)
{
    std::vector<Row> rows;
    if (node && spec) {
        rows.reserve(spec->params.size());
        for (const engine::ParamSpec &param : spec->params) {
            Row row{&param, param.defaultValue, node->params.contains(param.name), {}};
            if (row.isSet)
                row.value = node->params.value(param.name);
            // The validator names the parameter quoted, as in "parameter 'path': …".
            const QString marker = u"parameter "_s + engine::quoted(param.name);
            for (const QString &problem : problems) {
                if (problem.contains(marker))
                    row.problem = problem;
            }
            rows.push_back(row);
        }
    }
    if (spec != m_spec || rows.size() != m_rows.size()) {
        const int oldCount = count();
        beginResetModel();
        m_spec = spec;
        m_rows = std::move(rows);
        endResetModel();
        if (count() != oldCount)
            Q_EMIT countChanged();
        return;
    }
    for (size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] == m_rows[i])
            continue;
        m_rows[i] = rows[i];
        const QModelIndex changed = index(int(i));
        Q_EMIT dataChanged(changed, changed);
    }
}

QJsonValue ParameterListModel::fromText(const engine::ParamSpec &spec, const QString &text,
                                        QString *error)
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    switch (spec.type) {
    case engine::ParamType::Integer: {
        const qlonglong value = trimmed.toLongLong(&ok);
        if (ok)
            return QJsonValue(value);
        *error = tr("a whole number");
        return QJsonValue::Undefined;
    }
    case engine::ParamType::Number: {
        // Both "2.5" and the user's locale ("2,5") are understood.
        double value = trimmed.toDouble(&ok);
        if (!ok)
            value = QLocale().toDouble(trimmed, &ok);
        if (ok && qIsFinite(value))
            return QJsonValue(value);
        *error = tr("a number");
        return QJsonValue::Undefined;
    }
    case engine::ParamType::Boolean:
        if (trimmed == u"true"_s)
            return QJsonValue(true);
        if (trimmed == u"false"_s)
            return QJsonValue(false);
        *error = tr("true or false");
        return QJsonValue::Undefined;
    case engine::ParamType::Choice:
        if (spec.allowed.contains(trimmed))
            return QJsonValue(trimmed);
        *error = tr("one of %1").arg(spec.allowed.join(u", "_s));
        return QJsonValue::Undefined;
    case engine::ParamType::InputFile:
    case engine::ParamType::OutputFile:
    case engine::ParamType::Folder:
        if (trimmed.isEmpty()) {
            *error = tr("a file name");
            return QJsonValue::Undefined;
        }
        return QJsonValue(trimmed);
    case engine::ParamType::String:
    case engine::ParamType::Expression:
    case engine::ParamType::Code:
        break;
    }
    return QJsonValue(text);
}

QString ParameterListModel::toText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double: {
        const std::optional<qint64> integer = engine::jsonInteger(value);
        return integer ? QString::number(*integer) : QString::number(value.toDouble(), 'g', 15);
    }
    case QJsonValue::String:
        return value.toString();
    default:
        return {};
    }
}

int ParameterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant ParameterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.spec->name;
    case TypeRole:
        return engine::paramTypeName(row.spec->type);
    case DescriptionRole:
        return row.spec->description;
    case ValueRole:
        return row.value.toVariant();
    case ValueTextRole:
        return toText(row.value);
    case IsSetRole:
        return row.isSet;
    case RequiredRole:
        return row.spec->isRequired();
    case ChoicesRole:
        return row.spec->allowed;
    case ProblemRole:
        return row.problem;
    default:
        return {};
    }
}

QHash<int, QByteArray> ParameterListModel::roleNames() const
{
    return {
        {NameRole, "name"_ba},
        {TypeRole, "type"_ba},
        {DescriptionRole, "description"_ba},
        {ValueRole, "value"_ba},
        {ValueTextRole, "valueText"_ba},
        {IsSetRole, "isSet"_ba},
        {RequiredRole, "isRequired"_ba},
        {ChoicesRole, "choices"_ba},
        {ProblemRole, "problem"_ba},
    };
}

} // namespace weft::app
