#pragma once

#include "AnnotationListModel.h"
#include "project/Annotations.h"

#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The comments of the open project, one row each, in the project's order: the sticky notes the
/// canvas draws above the frames. Changes arrive row by row from the AnnotationEditor.
///
/// Lives on the GUI thread. Rows are found by comment id through a hash (AnnotationListModel).
class CommentListModel : public AnnotationListModel<engine::Comment>
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("CommentListModel is owned by the ProjectController")

public:
    enum Role {
        CommentIdRole = Qt::UserRole + 1, ///< QString: the comment's id
        TextRole,                         ///< QString: the note's text
        PositionRole,                     ///< QPointF: its top-left corner on the canvas
        NoteWidthRole,                    ///< qreal: the width its text wraps at
        SelectedRole,                     ///< bool: the comment is part of the selection
    };
    Q_ENUM(Role)

    explicit CommentListModel(QObject *parent = nullptr);

    /// Replaces every row (one model reset) and clears the selection.
    void setComments(const std::vector<engine::Comment> &comments) { resetItems(comments); }
    /// Inserts a row for `comment` at `row` (its index in the project).
    void insertComment(int row, const engine::Comment &comment) { insertItem(row, comment); }
    /// Removes the row; the comment also leaves the selection.
    void removeComment(int row) { removeItem(row); }
    /// Replaces the row of the comment with the same id (one dataChanged); ignores unknown ids.
    void updateComment(const engine::Comment &comment) { updateItem(comment); }

    const engine::Comment &comment(int row) const { return item(row); }

    QHash<int, QByteArray> roleNames() const override;

protected:
    QVariant rowData(const engine::Comment &comment, int role) const override;
};

} // namespace weft::app
