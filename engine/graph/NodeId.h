#pragma once

#include <QHashFunctions>
#include <QString>

namespace weft::engine {

/// The id of a node in a project: unique within the project, stable across saves, and used in
/// edges ("node.port"), messages and the run store. A strong type so that a node id is never
/// mixed up with a port or operator name.
class NodeId
{
public:
    NodeId() = default;
    explicit NodeId(QString value)
        : m_value(std::move(value))
    {}

    const QString &toString() const { return m_value; }
    bool isEmpty() const { return m_value.isEmpty(); }

    /// Ids are letters, digits, '_' and '-', starting with a letter or '_': they must not
    /// contain the '.' that separates node and port in an edge.
    static bool isValid(QStringView text);

    friend bool operator==(const NodeId &, const NodeId &) = default;
    friend auto operator<=>(const NodeId &a, const NodeId &b)
    {
        return a.m_value.compare(b.m_value) <=> 0;
    }
    friend size_t qHash(const NodeId &id, size_t seed = 0) { return qHash(id.m_value, seed); }

private:
    QString m_value;
};

} // namespace weft::engine
