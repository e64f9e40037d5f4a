#pragma once

#include "Project.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

#include <initializer_list>
#include <optional>

namespace weft::engine {

/// Turns the root object of a `.weft` file into a Project while checking the file's shape: the
/// format version, the keys of every object (unknown keys are refused so that a typo never
/// passes silently) and the JSON type of every structural field. Operators, parameters and the
/// graph are ProjectValidator's business. Used by ProjectReader; safe on any thread.
class ProjectDecoder
{
    Q_DECLARE_TR_FUNCTIONS(ProjectDecoder)

public:
    /// The project, or std::nullopt with `error` set to one line that names the culprit by its
    /// place in the file, e.g. "nodes[2].position.x must be a number, not a string".
    static std::optional<Project> decode(const QJsonObject &root, QString *error);

private:
    struct Key
    {
        QLatin1StringView name;
        bool required = false;
    };

    ProjectDecoder() = default;

    bool decodeRoot(const QJsonObject &root);
    bool checkFormat(const QJsonObject &root);
    bool decodeMetadata(const QJsonValue &value);
    bool decodeSettings(const QJsonValue &value);
    bool decodeDatasets(const QJsonValue &value);
    bool decodeNodes(const QJsonValue &value);
    bool decodeNode(const QJsonValue &value, const QString &path, Node *node);
    bool decodePosition(const QJsonValue &value, const QString &path, QPointF *position);
    bool decodeRunSettings(const QJsonValue &value, const QString &path, NodeRunSettings *run);
    bool decodeSlurmResources(const QJsonValue &value, const QString &path, JobResources *out);
    bool decodeSlurmSettings(const QJsonValue &value);
    bool decodeCacheSettings(const QJsonValue &value);
    bool decodeEdges(const QJsonValue &value);
    bool decodeEndpoint(const QJsonObject &edge, QLatin1StringView key, const QString &path,
                        NodeId *node, QString *port);
    bool decodeFrames(const QJsonValue &value);
    bool decodeComments(const QJsonValue &value);

    /// Refuses keys not in `keys` and reports the first required one that is absent.
    bool checkKeys(const QJsonObject &object, const QString &path, std::initializer_list<Key> keys);
    bool toObject(const QJsonValue &value, const QString &path, QJsonObject *out);
    bool toArray(const QJsonValue &value, const QString &path, QJsonArray *out);
    // Each reads object[key] into `out` when the key is present and leaves `out` alone when
    // it is absent (checkKeys has already refused a missing required key).
    bool readString(const QJsonObject &object, QLatin1StringView key, const QString &path,
                    QString *out);
    bool readStringList(const QJsonObject &object, QLatin1StringView key, const QString &path,
                        QStringList *out);
    bool readInt(const QJsonObject &object, QLatin1StringView key, const QString &path, int *out);
    bool readNumber(const QJsonObject &object, QLatin1StringView key, const QString &path,
                    double *out);
    bool readBool(const QJsonObject &object, QLatin1StringView key, const QString &path, bool *out);

    bool typeError(const QString &path, const QString &expected, const QJsonValue &found);
    bool fail(QString message);

    Project m_project;
    QString m_error;
};

} // namespace weft::engine
