#pragma once

// What the model tests read: one role of one row of an item model, as a view reads it.

#include <QAbstractItemModel>
#include <QVariant>

namespace weft::test {

/// Role `role` of row `row` (column 0); an invalid QVariant when the model has no such row.
inline QVariant cell(const QAbstractItemModel &model, int row, int role)
{
    return model.data(model.index(row, 0), role);
}

/// The same by the role's name in roleNames() ("state"), as a QML delegate asks for it; an
/// invalid QVariant when the model has no role of that name, so a misspelt name cannot read
/// the display role instead.
inline QVariant cell(const QAbstractItemModel &model, int row, const char *roleName)
{
    const int role = model.roleNames().key(QByteArray(roleName), -1);
    return role < 0 ? QVariant() : cell(model, row, role);
}

} // namespace weft::test
