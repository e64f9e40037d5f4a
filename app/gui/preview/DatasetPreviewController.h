#pragma once

#include "DatasetPreviewModel.h"
#include "data/DatasetPreview.h"
#include "document/ProjectController.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <stop_token>

namespace weft::app {

/// The preview panel's state: follows the project's selection and, when one source node
/// (csv.read, npy.read, sqlite.read, files.list) is selected, previews the file it reads with
/// engine::DatasetPreview::fromSource().
///
/// Reading runs on QThreadPool::globalInstance(), never on the GUI thread. A new selection or a
/// changed parameter starts a new read and asks the one in flight to stop; a result that
/// arrives for anything but the current request is dropped, so the panel never shows a stale
/// preview. Errors are shown as one line (errorText) instead of a preview.
///
/// Created by QML (`DatasetPreviewController { project: root.controller }`); lives on the GUI
/// thread and emits its signals there.
class DatasetPreviewController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        weft::app::ProjectController *project READ project WRITE setProject NOTIFY projectChanged)
    Q_PROPERTY(Status status READ status NOTIFY changed)
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString nodeId READ nodeId NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    Q_PROPERTY(QString errorText READ errorText NOTIFY changed)
    Q_PROPERTY(weft::app::DatasetPreviewModel *rows READ rows CONSTANT)
    Q_PROPERTY(QString shapeText READ shapeText NOTIFY changed)
    Q_PROPERTY(QString elementType READ elementType NOTIFY changed)
    Q_PROPERTY(QStringList statisticNames READ statisticNames NOTIFY changed)
    Q_PROPERTY(QStringList statisticValues READ statisticValues NOTIFY changed)
    Q_PROPERTY(QList<qreal> histogram READ histogram NOTIFY changed)
    Q_PROPERTY(QString histogramMin READ histogramMin NOTIFY changed)
    Q_PROPERTY(QString histogramMax READ histogramMax NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)

public:
    enum class Status {
        None,    ///< no single source node is selected: nothing to show
        Loading, ///< a read is under way
        Ready,   ///< the preview is shown
        Failed,  ///< the read failed; errorText says why
    };
    Q_ENUM(Status)

    explicit DatasetPreviewController(QObject *parent = nullptr);
    ~DatasetPreviewController() override;

    ProjectController *project() const { return m_project; }
    void setProject(ProjectController *project);

    Status status() const { return m_status; }
    /// "table", "array", "files", "json" or "bytes": which view the panel shows.
    QString kind() const { return m_kind; }
    QString nodeId() const { return m_nodeId; }
    /// One line: "1,234 rows · 5 columns", "(100, 3) float64 · 2.4 MB", "12 files · 1.1 MB".
    QString summary() const { return m_summary; }
    QString errorText() const { return m_errorText; }
    DatasetPreviewModel *rows() { return &m_rows; }
    QString shapeText() const { return m_shapeText; }
    QString elementType() const { return m_elementType; }
    /// An array's statistics as parallel lists of labels and formatted values.
    QStringList statisticNames() const { return m_statisticNames; }
    QStringList statisticValues() const { return m_statisticValues; }
    /// Bin counts of an array's histogram, scaled so that the fullest bin is 1.
    QList<qreal> histogram() const { return m_histogram; }
    QString histogramMin() const { return m_histogramMin; }
    QString histogramMax() const { return m_histogramMax; }
    /// A scalar's value as JSON text.
    QString text() const { return m_text; }

    /// Reads the selected node's file again (after it changed on disk).
    Q_INVOKABLE void reload();

Q_SIGNALS:
    void projectChanged();
    void changed();

private:
    struct Outcome
    {
        engine::DatasetPreview preview;
        QString error;
    };

    /// What the preview of a node reads: its own parameters or, for a reader whose `files`
    /// input an edge feeds, the path of the writer at the edge's other end. `fedBy` names the
    /// feeding node when it names no file (a command): nothing to read before a run.
    struct Source
    {
        QJsonObject params;
        QString fedBy;
    };
    Source sourceOf(const engine::Node &node) const;

    /// Starts a read when the selected source node or its parameters changed.
    void follow();
    void start(const QString &key);
    void finished();
    void show(const engine::DatasetPreview &preview);
    void showNothing();
    QString projectFolder() const;
    /// The node with id `id` in the project, or null.
    const engine::Node *findNode(const QString &id) const;

    QPointer<ProjectController> m_project;
    DatasetPreviewModel m_rows;
    QFutureWatcher<Outcome> m_watcher;
    std::stop_source m_stop;
    QString m_requestKey; ///< node, operator, parameters and folder of the current request
    Status m_status = Status::None;
    QString m_kind;
    QString m_nodeId;
    QString m_summary;
    QString m_errorText;
    QString m_shapeText;
    QString m_elementType;
    QStringList m_statisticNames;
    QStringList m_statisticValues;
    QList<qreal> m_histogram;
    QString m_histogramMin;
    QString m_histogramMax;
    QString m_text;
};

} // namespace weft::app
