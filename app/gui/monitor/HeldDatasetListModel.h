#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The intermediate datasets held at one moment of a run, largest first: what the memory
/// panel lists for the peak or a clicked time. MemoryTimelineModel fills it. GUI thread.
class HeldDatasetListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MemoryTimelineModel owns the held datasets list")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NodeIdRole = Qt::UserRole + 1,
        TitleRole,
        TaskRole,
        BytesRole,
        NodeIndexRole,
    };

    struct Row
    {
        QString nodeId;
        QString title;
        int nodeIndex = 0;
        qint64 task = 0;
        qint64 bytes = 0;
    };

    explicit HeldDatasetListModel(QObject *parent = nullptr);

    /// Replaces the rows; sorts them by bytes, largest first (then by task).
    void setRows(std::vector<Row> rows);
    const std::vector<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    std::vector<Row> m_rows;
};

} // namespace weft::app
