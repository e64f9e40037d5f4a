#include "OperatorIconProvider.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

// The Lucide icons' own grid: they are drawn for 24 × 24.
constexpr int kIconSize = 24;

// Each built-in operator (engine/ops) with the icon that says what it does: readers show the
// format, writers where it goes, table and array operators their operation.
const QHash<QString, QString> &iconNames()
{
    static const QHash<QString, QString> names{
        {u"csv.read"_s, u"file-spreadsheet"_s},
        {u"csv.write"_s, u"file-down"_s},
        {u"json.read"_s, u"file-json"_s},
        {u"json.write"_s, u"braces"_s},
        {u"npy.read"_s, u"file-box"_s},
        {u"npy.write"_s, u"hard-drive-download"_s},
        {u"sqlite.read"_s, u"database"_s},
        {u"sqlite.write"_s, u"database-backup"_s},
        {u"table.sql"_s, u"database-zap"_s},
        {u"table.derive"_s, u"square-function"_s},
        {u"table.filter"_s, u"funnel"_s},
        {u"table.sort"_s, u"arrow-down-wide-narrow"_s},
        {u"table.head"_s, u"list-start"_s},
        {u"table.select"_s, u"columns-3"_s},
        {u"table.join"_s, u"merge"_s},
        {u"table.group"_s, u"group"_s},
        {u"table.concat"_s, u"between-horizontal-start"_s},
        {u"table.sample"_s, u"dices"_s},
        {u"table.value"_s, u"hash"_s},
        {u"table.drop_missing"_s, u"eraser"_s},
        {u"table.fill_missing"_s, u"paint-bucket"_s},
        {u"array.generate"_s, u"sparkles"_s},
        {u"array.expr"_s, u"variable"_s},
        {u"array.reduce"_s, u"sigma"_s},
        {u"array.chunk"_s, u"scissors"_s},
        {u"array.concat"_s, u"combine"_s},
        {u"files.list"_s, u"folder-open"_s},
        {u"files.table"_s, u"folder-tree"_s},
        {u"command"_s, u"square-terminal"_s},
        {u"work"_s, u"cpu"_s},
        {u"work.items"_s, u"list-restart"_s},
    };
    return names;
}

} // namespace

OperatorIconProvider::OperatorIconProvider()
    : QQuickImageProvider(QQuickImageProvider::Image)
{}

QString OperatorIconProvider::providerId()
{
    return u"operator"_s;
}

QString OperatorIconProvider::iconName(const QString &operatorId)
{
    return iconNames().value(operatorId, u"box"_s);
}

QString OperatorIconProvider::iconPath(const QString &operatorId)
{
    return u":/icons/"_s + iconName(operatorId) + u".svg"_s;
}

QImage OperatorIconProvider::render(const QString &name, const QColor &color, QSize size)
{
    QFile file(u":/icons/"_s + name + u".svg"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // Lucide strokes with currentColor, which Qt's SVG renderer takes for black: the colour is
    // written into the document instead.
    QByteArray svg = file.readAll();
    svg.replace("currentColor", color.name(QColor::HexRgb).toLatin1());
    QSvgRenderer renderer(svg);
    if (!renderer.isValid())
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    return image;
}

QImage OperatorIconProvider::requestImage(const QString &id, QSize *size,
                                          const QSize &requestedSize)
{
    const qsizetype slash = id.indexOf(u'/');
    const QColor color(u'#' + id.left(slash));
    const QString operatorId = slash < 0 ? QString() : id.mid(slash + 1);
    const QSize target(requestedSize.width() > 0 ? requestedSize.width() : kIconSize,
                       requestedSize.height() > 0 ? requestedSize.height() : kIconSize);
    const QImage image =
        render(iconName(operatorId), color.isValid() ? color : QColor(Qt::black), target);
    if (size)
        *size = image.size();
    return image;
}

} // namespace weft::app
