#pragma once

#include "graph/Graph.h"

#include <QAbstractListModel>
#include <QJsonValue>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::engine {
struct OperatorSpec;
struct ParamSpec;
} // namespace weft::engine

namespace weft::app {

/// The parameters of one node, one row per parameter of its operator's spec, in spec order:
/// what the inspector needs to build an editor for each (its type, choices, default) and the
/// value the node holds. The inspector generates its fields from these rows, so a new operator
/// needs no QML.
///
/// Lives on the GUI thread; refreshed by the NodeInspector whenever the node changes.
class ParameterListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ParameterListModel is owned by the NodeInspector")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1, ///< QString: the parameter's key in the project file
        TypeRole,                    ///< QString: the type's name, e.g. "integer", "code"
        DescriptionRole,             ///< QString: the spec's description
        ValueRole,                   ///< QVariant: the node's value, else the default
        ValueTextRole,               ///< QString: the value as a text field shows it
        IsSetRole,                   ///< bool: the node sets the parameter itself
        RequiredRole,                ///< bool: the parameter has no default
        ChoicesRole,                 ///< QStringList: the allowed values of a choice
        ProblemRole,                 ///< QString: what is wrong with the value, else empty
    };
    Q_ENUM(Role)

    explicit ParameterListModel(QObject *parent = nullptr);

    /// Shows `node` (copied) with its operator's `spec` (owned by the registry; may be null)
    /// and the node's problem lines. A different operator resets the model; the same one
    /// updates rows in place, so that a field being edited keeps its focus.
    void setNode(const engine::Node *node, const engine::OperatorSpec *spec,
                 const QStringList &problems);

    int count() const { return int(m_rows.size()); }

    /// `text` converted to the JSON value a parameter of `spec` holds; sets `error` (a short
    /// phrase such as "a whole number") and returns Undefined when it does not convert.
    static QJsonValue fromText(const engine::ParamSpec &spec, const QString &text, QString *error);
    /// The value as a text field shows it.
    static QString toText(const QJsonValue &value);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    struct Row
    {
        const engine::ParamSpec *spec = nullptr;
        QJsonValue value;
        bool isSet = false;
        QString problem;

        bool operator==(const Row &) const = default;
    };

    const engine::OperatorSpec *m_spec = nullptr;
    std::vector<Row> m_rows;
};

} // namespace weft::app
