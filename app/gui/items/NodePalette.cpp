#include "NodePalette.h"

#include <array>
#include <cmath>

namespace weft::app {

namespace {

constexpr double kGoldenAngle = 137.50776405003785;
/// Node 0's hue: the blue the charts began with.
constexpr double kFirstHue = 215;
constexpr double kSaturation = 0.65;
/// Lightness by index % 4; on a dark background each is lighter by kDarkLift so that the
/// darkest still stands out from it.
constexpr std::array<double, 4> kLightness{0.36, 0.52, 0.44, 0.60};
constexpr double kDarkLift = 0.08;

} // namespace

NodePalette::NodePalette(QObject *parent)
    : QObject(parent)
{}

QColor NodePalette::colorOf(int index, bool dark)
{
    const int i = std::max(0, index);
    const double hue = std::fmod(kFirstHue + double(i) * kGoldenAngle, 360.0);
    const double lightness =
        kLightness[std::size_t(i) % kLightness.size()] + (dark ? kDarkLift : 0);
    return QColor::fromHslF(float(hue / 360.0), float(kSaturation), float(lightness));
}

QList<QColor> NodePalette::colorsOf(int count, bool dark)
{
    QList<QColor> colors;
    colors.reserve(std::max(0, count));
    for (int i = 0; i < count; ++i)
        colors.append(colorOf(i, dark));
    return colors;
}

} // namespace weft::app
