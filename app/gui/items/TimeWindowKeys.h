#pragma once

class QKeyEvent;

namespace weft::app {

class TimeWindow;

/// One key press zooms by this factor: two presses come near a wheel's three notches.
inline constexpr double kKeyZoomFactor = 1.5;
/// Left and Right move the window by this share of its span.
inline constexpr double kKeyPanFraction = 0.1;

/// Applies a key pressed on a view of `window` (the task stream, a batch or memory chart), the
/// same in each so that the panels sharing a window answer the same keys: `+` (or `=`, which
/// is `+` without Shift on many layouts) zooms in and `-` zooms out around the window's
/// centre, Left and Right pan by a tenth of the window, Home (or `0`) shows the whole run and
/// follows it. Keys held with Ctrl, Alt or Meta are left alone, so that the window's shortcuts
/// (Ctrl+0 fits the canvas) still reach it. Returns whether the key was one of these; the view
/// accepts the event then and ignores it otherwise.
bool applyTimeWindowKey(TimeWindow *window, const QKeyEvent *event);

} // namespace weft::app
