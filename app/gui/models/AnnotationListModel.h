#pragma once

#include "AnnotationRows.h"

#include <QAbstractListModel>
#include <QSet>
#include <QtQml/qqmlregistration.h>

#include <algorithm>
#include <vector>

namespace weft::app {

/// What every list model of annotations (frames, comments) shares and QML sees: the `count`
/// property, `rowOf()`, the selection by id and its announcements. Q_OBJECT cannot sit on a
/// class template, so the row storage lives one level down in AnnotationListModel<Row>.
///
/// Lives on the GUI thread.
class AnnotationListModelBase : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    virtual int count() const = 0;
    /// The row of the annotation with this id, or -1.
    Q_INVOKABLE virtual int rowOf(const QString &id) const = 0;

    /// The selected annotations; ids without a row are dropped. Announces changed rows only.
    void setSelection(const QSet<QString> &ids);
    const QSet<QString> &selection() const { return m_selection; }
    bool isSelected(const QString &id) const { return m_selection.contains(id); }

    int rowCount(const QModelIndex &parent = {}) const override;

Q_SIGNALS:
    void countChanged();
    void selectionChanged();

protected:
    /// `selectedRole` is the role that reports whether a row is selected.
    AnnotationListModelBase(int selectedRole, QObject *parent);

    /// One dataChanged for `role` of the annotation's row; ignores unknown ids.
    void announce(const QString &id, int role);
    /// Drops the id from the selection, announcing selectionChanged if it was there.
    void deselect(const QString &id);
    /// Clears the selection without announcing rows (for a model reset).
    void clearSelection();

private:
    int m_selectedRole;
    QSet<QString> m_selection;
};

/// The row-level logic of an annotation list model over items of type `Row` (which carry a QString
/// `id` and compare with ==): reset, insert, remove and change rows by id with fine-grained
/// signals, never a model reset for a single change. Subclasses state their roles: the role names,
/// the roles an item change touches and `rowData()`.
template<typename Row>
class AnnotationListModel : public AnnotationListModelBase
{
public:
    int count() const override { return m_rows.count(); }
    int rowOf(const QString &id) const override { return m_rows.rowOf(id); }
    const Row &item(int row) const { return m_rows.at(row); }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        return rowData(m_rows.at(index.row()), role);
    }

protected:
    /// `changedRoles` are the roles a changed item announces (all but its id and the selection).
    AnnotationListModel(int selectedRole, QList<int> changedRoles, QObject *parent)
        : AnnotationListModelBase(selectedRole, parent)
        , m_changedRoles(std::move(changedRoles))
    {}

    /// The value of `role` for one row.
    virtual QVariant rowData(const Row &row, int role) const = 0;

    /// Replaces every row (one model reset) and clears the selection.
    void resetItems(const std::vector<Row> &items)
    {
        const int oldCount = count();
        const bool hadSelection = !selection().isEmpty();
        beginResetModel();
        m_rows.reset(items);
        clearSelection();
        endResetModel();
        if (count() != oldCount)
            Q_EMIT countChanged();
        if (hadSelection)
            Q_EMIT selectionChanged();
    }

    /// Inserts a row for `item` at `row`, clamped to the rows there are.
    void insertItem(int row, const Row &item)
    {
        row = std::clamp(row, 0, count());
        beginInsertRows({}, row, row);
        m_rows.insert(row, item);
        endInsertRows();
        Q_EMIT countChanged();
    }

    /// Removes the row; its item also leaves the selection. Ignores rows out of range.
    void removeItem(int row)
    {
        if (row < 0 || row >= count())
            return;
        const QString id = m_rows.at(row).id;
        beginRemoveRows({}, row, row);
        m_rows.erase(row);
        endRemoveRows();
        Q_EMIT countChanged();
        deselect(id);
    }

    /// Replaces the row of the item with the same id (one dataChanged); ignores unknown ids and
    /// items that did not change.
    void updateItem(const Row &item)
    {
        const int row = rowOf(item.id);
        if (row < 0 || m_rows.at(row) == item)
            return;
        m_rows.replace(row, item);
        const QModelIndex changed = index(row);
        Q_EMIT dataChanged(changed, changed, m_changedRoles);
    }

private:
    AnnotationRows<Row> m_rows;
    QList<int> m_changedRoles;
};

} // namespace weft::app
