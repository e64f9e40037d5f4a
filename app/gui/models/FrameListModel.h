#pragma once

#include "AnnotationListModel.h"
#include "project/Annotations.h"

#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The frames of the open project, one row each, in the project's order: what the canvas draws
/// under the nodes (a tinted, titled rectangle) and what the minimap outlines. Changes arrive
/// row by row from the AnnotationEditor, so the canvas never rebuilds every frame.
///
/// Lives on the GUI thread. Rows are found by frame id through a hash (AnnotationListModel).
class FrameListModel : public AnnotationListModel<engine::Frame>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("FrameListModel is owned by the ProjectController")

public:
    enum Role {
        FrameIdRole = Qt::UserRole + 1, ///< QString: the frame's id
        TitleRole,                      ///< QString: the title, may be empty
        FrameRectRole,                  ///< QRectF: the frame's area on the canvas
        ColourRole,                     ///< QString: "#rrggbb", or "" for the default tint
        SelectedRole,                   ///< bool: the frame is part of the editor's selection
    };
    Q_ENUM(Role)

    explicit FrameListModel(QObject *parent = nullptr);

    /// Replaces every row (one model reset) and clears the selection.
    void setFrames(const std::vector<engine::Frame> &frames) { resetItems(frames); }
    /// Inserts a row for `frame` at `row` (its index in the project).
    void insertFrame(int row, const engine::Frame &frame) { insertItem(row, frame); }
    /// Removes the row; the frame also leaves the selection.
    void removeFrame(int row) { removeItem(row); }
    /// Replaces the row of the frame with the same id (one dataChanged); ignores unknown ids.
    void updateFrame(const engine::Frame &frame) { updateItem(frame); }

    const engine::Frame &frame(int row) const { return item(row); }

    QHash<int, QByteArray> roleNames() const override;

protected:
    QVariant rowData(const engine::Frame &frame, int role) const override;
};

} // namespace weft::app
