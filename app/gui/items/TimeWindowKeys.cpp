#include "TimeWindowKeys.h"

#include "monitor/TimeWindow.h"

#include <QKeyEvent>

namespace weft::app {

bool applyTimeWindowKey(TimeWindow *window, const QKeyEvent *event)
{
    // Shift is part of typing `+` on most layouts, and the keypad adds its own modifier.
    constexpr Qt::KeyboardModifiers kCommandModifiers =
        Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
    if (!window || (event->modifiers() & kCommandModifiers))
        return false;
    const qreal centre = window->start() + window->span() / 2;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        window->zoomAt(centre, 0.5, kKeyZoomFactor);
        return true;
    case Qt::Key_Minus:
        window->zoomAt(centre, 0.5, 1 / kKeyZoomFactor);
        return true;
    case Qt::Key_Left:
        window->panBy(-window->span() * kKeyPanFraction);
        return true;
    case Qt::Key_Right:
        window->panBy(window->span() * kKeyPanFraction);
        return true;
    case Qt::Key_Home:
    case Qt::Key_0:
        window->fitAll();
        return true;
    default:
        return false;
    }
}

} // namespace weft::app
