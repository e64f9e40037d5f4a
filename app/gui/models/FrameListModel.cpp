#include "FrameListModel.h"

namespace weft::app {

FrameListModel::FrameListModel(QObject *parent)
    : AnnotationListModel(SelectedRole, {TitleRole, FrameRectRole, ColourRole}, parent)
{}

QVariant FrameListModel::rowData(const engine::Frame &frame, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return frame.title;
    case FrameIdRole:
        return frame.id;
    case FrameRectRole:
        return frame.rect;
    case ColourRole:
        return frame.colour;
    case SelectedRole:
        return isSelected(frame.id);
    }
    return {};
}

QHash<int, QByteArray> FrameListModel::roleNames() const
{
    return {
        {FrameIdRole, "frameId"}, {TitleRole, "title"},       {FrameRectRole, "frameRect"},
        {ColourRole, "colour"},   {SelectedRole, "selected"},
    };
}

} // namespace weft::app
