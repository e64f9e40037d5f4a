#include "CommentListModel.h"

namespace weft::app {

CommentListModel::CommentListModel(QObject *parent)
    : AnnotationListModel(SelectedRole, {TextRole, PositionRole, NoteWidthRole}, parent)
{}

QVariant CommentListModel::rowData(const engine::Comment &comment, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return comment.text;
    case CommentIdRole:
        return comment.id;
    case PositionRole:
        return comment.position;
    case NoteWidthRole:
        return comment.width;
    case SelectedRole:
        return isSelected(comment.id);
    }
    return {};
}

QHash<int, QByteArray> CommentListModel::roleNames() const
{
    return {
        {CommentIdRole, "commentId"}, {TextRole, "text"},         {PositionRole, "position"},
        {NoteWidthRole, "noteWidth"}, {SelectedRole, "selected"},
    };
}

} // namespace weft::app
