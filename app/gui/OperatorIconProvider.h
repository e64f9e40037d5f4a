#pragma once

#include <QQuickImageProvider>

namespace weft::app {

/// Operator icons for QML: one line icon per built-in operator, from the Lucide set bundled under
/// resources/icons (ISC licence, LICENSE.lucide beside them), drawn in the colour the image's
/// address asks for, so that a badge of any category colour gets a crisp glyph at any size.
///
///     Image {
///         source: "image://operator/ffffff/csv.read"   // colour (hex), then the operator id
///         sourceSize: Qt.size(16, 16)
///     }
///
/// iconName() is the one place that pairs an operator with its icon; an operator it does not
/// know (one from a newer Weft, or a misspelt id in a project file) gets a plain box.
/// Thread-safe: Qt Quick may call requestImage() from its image loader threads, and it only reads
/// constants and resources.
class OperatorIconProvider : public QQuickImageProvider
{
public:
    OperatorIconProvider();

    /// The provider's name in `image://` addresses.
    static QString providerId();
    /// The file name (without ".svg") of the icon of `operatorId`.
    static QString iconName(const QString &operatorId);
    /// The icon's SVG in the resources, for `operatorId`.
    static QString iconPath(const QString &operatorId);
    /// The icon named `name` drawn in `color` at `size` (transparent around the strokes); a null
    /// image when the resource is missing.
    static QImage render(const QString &name, const QColor &color, QSize size);

    /// `id` is "<rrggbb>/<operator id>"; the default size is the icons' own 24 × 24.
    QImage requestImage(const QString &id, QSize *size, const QSize &requestedSize) override;
};

} // namespace weft::app
