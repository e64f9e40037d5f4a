#include "AnnotationListModel.h"

namespace weft::app {

AnnotationListModelBase::AnnotationListModelBase(int selectedRole, QObject *parent)
    : QAbstractListModel(parent)
    , m_selectedRole(selectedRole)
{}

void AnnotationListModelBase::setSelection(const QSet<QString> &ids)
{
    QSet<QString> next;
    for (const QString &id : ids) {
        if (rowOf(id) >= 0)
            next.insert(id);
    }
    if (next == m_selection)
        return;
    std::swap(m_selection, next);
    for (const QString &id : std::as_const(next)) {
        if (!m_selection.contains(id))
            announce(id, m_selectedRole);
    }
    for (const QString &id : std::as_const(m_selection)) {
        if (!next.contains(id))
            announce(id, m_selectedRole);
    }
    Q_EMIT selectionChanged();
}

int AnnotationListModelBase::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

void AnnotationListModelBase::announce(const QString &id, int role)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed, {role});
}

void AnnotationListModelBase::deselect(const QString &id)
{
    if (m_selection.remove(id))
        Q_EMIT selectionChanged();
}

void AnnotationListModelBase::clearSelection()
{
    m_selection.clear();
}

} // namespace weft::app
