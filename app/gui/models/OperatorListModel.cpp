#include "OperatorListModel.h"

#include "ops/OperatorRegistry.h"

#include <QStringList>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

QStringList kinds(const std::vector<engine::PortSpec> &ports)
{
    QStringList names;
    for (const engine::PortSpec &port : ports)
        names << engine::dataKindName(port.kind);
    return names;
}

bool matches(const engine::OperatorSpec &spec, const QStringList &words)
{
    const QString haystack =
        spec.title + u' ' + spec.id + u' ' + spec.category + u' ' + spec.description;
    return std::all_of(words.begin(), words.end(), [&](const QString &word) {
        return haystack.contains(word, Qt::CaseInsensitive);
    });
}

/// The kind named `name`, or nothing for "" or a name no kind has.
std::optional<engine::DataKind> kindNamed(const QString &name)
{
    for (const engine::DataKind kind :
         {engine::DataKind::Table, engine::DataKind::Array, engine::DataKind::FileList,
          engine::DataKind::Scalar, engine::DataKind::Any}) {
        if (engine::dataKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

/// Whether a port of `ports` meets the kind: takes it (`input`) or feeds it.
bool fits(const std::vector<engine::PortSpec> &ports, engine::DataKind kind, bool input)
{
    return std::any_of(ports.begin(), ports.end(), [&](const engine::PortSpec &port) {
        return input ? engine::isCompatible(kind, port.kind)
                     : engine::isCompatible(port.kind, kind);
    });
}

} // namespace

OperatorListModel::OperatorListModel(QObject *parent)
    : OperatorListModel(engine::OperatorRegistry::builtin(), parent)
{}

OperatorListModel::OperatorListModel(const engine::OperatorRegistry &registry, QObject *parent)
    : QAbstractListModel(parent)
{
    for (const engine::Operator *op : registry.all())
        m_all.push_back(&op->spec());
    std::stable_sort(m_all.begin(), m_all.end(), [](const auto *a, const auto *b) {
        if (a->category != b->category)
            return a->category.localeAwareCompare(b->category) < 0;
        return a->title.localeAwareCompare(b->title) < 0;
    });
    m_rows = m_all;
}

void OperatorListModel::setFilter(const QString &filter)
{
    if (m_filter == filter)
        return;
    m_filter = filter;
    rebuild();
    Q_EMIT filterChanged();
}

void OperatorListModel::setTakesKind(const QString &kind)
{
    if (m_takesKind == kind)
        return;
    m_takesKind = kind;
    rebuild();
    Q_EMIT filterChanged();
}

void OperatorListModel::setGivesKind(const QString &kind)
{
    if (m_givesKind == kind)
        return;
    m_givesKind = kind;
    rebuild();
    Q_EMIT filterChanged();
}

void OperatorListModel::rebuild()
{
    const QStringList words = m_filter.split(u' ', Qt::SkipEmptyParts);
    const std::optional<engine::DataKind> takes = kindNamed(m_takesKind);
    const std::optional<engine::DataKind> gives = kindNamed(m_givesKind);
    const int oldCount = count();
    beginResetModel();
    m_rows.clear();
    for (const engine::OperatorSpec *spec : m_all) {
        if (takes && !fits(spec->inputs, *takes, true))
            continue;
        if (gives && !fits(spec->outputs, *gives, false))
            continue;
        if (matches(*spec, words))
            m_rows.push_back(spec);
    }
    endResetModel();
    if (count() != oldCount)
        Q_EMIT countChanged();
}

QString OperatorListModel::operatorIdAt(int row) const
{
    return row >= 0 && row < count() ? m_rows[size_t(row)]->id : QString();
}

int OperatorListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant OperatorListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const engine::OperatorSpec &spec = *m_rows[size_t(index.row())];
    switch (role) {
    case OperatorIdRole:
        return spec.id;
    case Qt::DisplayRole:
    case TitleRole:
        return spec.title;
    case CategoryRole:
        return spec.category;
    case DescriptionRole:
        return spec.description;
    case InputKindsRole:
        return kinds(spec.inputs);
    case OutputKindsRole:
        return kinds(spec.outputs);
    default:
        return {};
    }
}

QHash<int, QByteArray> OperatorListModel::roleNames() const
{
    return {
        {OperatorIdRole, "operatorId"_ba}, {TitleRole, "title"_ba},
        {CategoryRole, "category"_ba},     {DescriptionRole, "operatorDescription"_ba},
        {InputKindsRole, "inputKinds"_ba}, {OutputKindsRole, "outputKinds"_ba},
    };
}

} // namespace weft::app
