#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::engine {
class OperatorRegistry;
struct OperatorSpec;
} // namespace weft::engine

namespace weft::app {

/// The operators a user can add, read from the registry when it is built (so new operators
/// appear without a change here), sorted by category, then title. The palette groups rows by
/// category; `filter` keeps the rows whose title, id, category or description contains every
/// word typed (case-insensitive), which the palette's search field and the canvas's quick-add
/// popup share. For a connection let go on empty canvas, `takesKind` (a data kind's name, as
/// dataKindName() writes it) keeps the operators with an input that an output of that kind may
/// feed, and `givesKind` those with an output that may feed an input of that kind (the rule is
/// engine::isCompatible()); empty keeps all.
///
/// Lives on the GUI thread.
class OperatorListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(QString takesKind READ takesKind WRITE setTakesKind NOTIFY filterChanged)
    Q_PROPERTY(QString givesKind READ givesKind WRITE setGivesKind NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        OperatorIdRole = Qt::UserRole + 1, ///< QString: e.g. "csv.read"
        TitleRole,                         ///< QString: e.g. "Read CSV"
        CategoryRole,                      ///< QString: palette group, e.g. "Sources"
        DescriptionRole,                   ///< QString: one sentence
        InputKindsRole,                    ///< QStringList: kinds of the input ports
        OutputKindsRole,                   ///< QStringList: kinds of the output ports
    };
    Q_ENUM(Role)

    /// For QML (`OperatorListModel {}`): the built-in operators.
    explicit OperatorListModel(QObject *parent = nullptr);
    OperatorListModel(const engine::OperatorRegistry &registry, QObject *parent = nullptr);

    QString filter() const { return m_filter; }
    void setFilter(const QString &filter);
    QString takesKind() const { return m_takesKind; }
    void setTakesKind(const QString &kind);
    QString givesKind() const { return m_givesKind; }
    void setGivesKind(const QString &kind);
    int count() const { return int(m_rows.size()); }
    /// The operator id of a row, or "" (for Enter in a search field: take the first row).
    Q_INVOKABLE QString operatorIdAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void filterChanged();
    void countChanged();

private:
    void rebuild();

    std::vector<const engine::OperatorSpec *> m_all;
    std::vector<const engine::OperatorSpec *> m_rows;
    QString m_filter;
    QString m_takesKind;
    QString m_givesKind;
};

} // namespace weft::app
