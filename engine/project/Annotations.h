#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>

namespace weft::engine {

/// A titled, tinted rectangle on the canvas that groups the nodes inside it, so that a large
/// graph reads as a few labelled parts. Only the editor uses frames: a run ignores them, and
/// which nodes a frame holds is not stored (it is whatever lies inside it when it is moved).
struct Frame
{
    QString id;     ///< unique among the project's frames
    QString title;  ///< shown in the frame's title bar; may be empty
    QRectF rect;    ///< canvas coordinates, as node positions; width and height above zero
    QString colour; ///< "#rrggbb"; empty takes the theme's default tint

    friend bool operator==(const Frame &, const Frame &) = default;
};

/// A note on the canvas (a sticky note): free text at a place, wrapped at a width. Only the
/// editor uses comments: a run ignores them.
struct Comment
{
    QString id;       ///< unique among the project's comments
    QString text;     ///< plain text, may span lines
    QPointF position; ///< top-left corner, in canvas coordinates
    double width = 0; ///< wrapping width; above zero

    friend bool operator==(const Comment &, const Comment &) = default;
};

} // namespace weft::engine
