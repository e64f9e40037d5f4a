#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace weft::engine {
class Array;
}

namespace weft::app {

/// A 2-d slice of an N-d array as a table for QML's TableView: the last two axes are its rows
/// and columns, and each leading axis is held at an index the user chooses (setAxisIndex()), as
/// `a[i, j, :, :]` in NumPy. A 1-d array is one column, a 0-d array one cell.
///
/// The array is held, not copied (a cached output stays mapped from its file): data() formats
/// only the cells the view asks for, so a slice of a million rows scrolls as the table view
/// does. Integers are shown exactly (int64 beyond 2^53 too), complex numbers as `a+bj`.
/// Lives on the GUI thread.
///
///     model.setArray(array);            // shape (4, 3, 5)
///     model.setAxisIndex(0, 2);            // rows and columns of a[2, :, :]
class ArraySliceModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ArraySliceModel is owned by the DatasetPreviewController")
    /// Axes held at an index: the array's dimensions less the two shown (never negative).
    Q_PROPERTY(int leadingAxes READ leadingAxes NOTIFY arrayChanged)
    /// The slice in NumPy's notation: "[2, 0, :, :]"; "" for a 1-d or 0-d array.
    Q_PROPERTY(QString sliceText READ sliceText NOTIFY sliceChanged)
    Q_PROPERTY(int rows READ rows NOTIFY sliceChanged)
    Q_PROPERTY(int columns READ columns NOTIFY sliceChanged)

public:
    explicit ArraySliceModel(QObject *parent = nullptr);

    /// Shows `array` (kept, not copied) from its first slice, or at the slice shown when it has
    /// the shape of the array shown before (the same output read again); null shows nothing.
    void setArray(std::shared_ptr<const engine::Array> array);
    const std::shared_ptr<const engine::Array> &array() const { return m_array; }

    int leadingAxes() const;
    /// The extent of leading axis `axis` (0 when there is none).
    Q_INVOKABLE int axisSize(int axis) const;
    /// The index leading axis `axis` is held at.
    Q_INVOKABLE int axisIndex(int axis) const;
    /// Holds leading axis `axis` at `value` (clamped to the axis) and shows that slice.
    Q_INVOKABLE void setAxisIndex(int axis, int value);
    QString sliceText() const;
    int rows() const { return rowCount(); }
    int columns() const { return columnCount(); }

    /// The element at row `row` and column `column` of the slice as the cells show it.
    QString cellText(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void arrayChanged();
    void sliceChanged();

private:
    /// The flat (C order) index of the slice's first element.
    qint64 sliceOffset() const;

    std::shared_ptr<const engine::Array> m_array;
    std::vector<qint64> m_index; ///< per leading axis
};

} // namespace weft::app
