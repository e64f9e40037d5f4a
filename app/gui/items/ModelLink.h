#pragma once

#include <QObject>

namespace weft::app {

/// The hook-up every monitor view (the task stream, the time charts) makes when QML gives it a
/// model: points `slot` at `model`, drops every connection from the previous model to `view`,
/// and empties the view through `view->setModel(nullptr)` when the new model is destroyed (the
/// view holds a plain pointer rather than a QPointer, which GCC's -Wnull-dereference flags at
/// every second read). False when `model` is the one held; otherwise the caller connects the
/// model's own signals, then announces and shows the change.
template<typename View, typename Model>
bool relinkModel(View *view, Model *&slot, Model *model)
{
    if (model == slot)
        return false;
    if (slot)
        QObject::disconnect(slot, nullptr, view, nullptr);
    slot = model;
    if (slot)
        QObject::connect(slot, &QObject::destroyed, view, [view] { view->setModel(nullptr); });
    return true;
}

} // namespace weft::app
