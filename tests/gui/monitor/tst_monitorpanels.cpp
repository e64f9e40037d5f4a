// How the monitor's chart panels look with a recorded run, offscreen: node colours that stay
// apart for many nodes, task stream lanes that fill the panel, the memory chart's peak label
// above the area rather than over it, and a band's node named on hover.
#include "ChartModels.h"
#include "EditorWindowSupport.h"
#include "GoldenRun.h"
#include "items/MemoryChartItem.h"
#include "items/NodePalette.h"
#include "items/TaskStreamItem.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QRegularExpression>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <array>
#include <cmath>
#include <memory>

Q_IMPORT_QML_PLUGIN(WeftPlugin)
Q_IMPORT_QML_PLUGIN(WeftModelsPlugin)

using namespace Qt::StringLiterals;
using weft::app::MemoryChartItem;
using weft::app::NodePalette;
using weft::app::TaskStreamItem;
using weft::test::ChartModels;
using weft::test::findItem;

namespace {

/// CIE L*a*b* of an sRGB colour (D65): distances in it follow what the eye tells apart.
std::array<double, 3> lab(const QColor &color)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double r = linear(color.redF()), g = linear(color.greenF()), b = linear(color.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const QColor &a, const QColor &b)
{
    const auto p = lab(a);
    const auto q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

} // namespace

class tst_MonitorPanels : public QObject
{
    Q_OBJECT

    std::unique_ptr<QQuickView> show(const QString &file, QObject *model, QSize size)
    {
        auto view = std::make_unique<QQuickView>(&m_engine, nullptr);
        view->setInitialProperties({{u"model"_s, QVariant::fromValue(model)}});
        view->setResizeMode(QQuickView::SizeRootObjectToView);
        view->resize(size);
        view->setSource(QUrl(u"qrc:/Weft/monitor/"_s + file));
        if (view->status() != QQuickView::Ready)
            return nullptr;
        view->show();
        if (!QTest::qWaitForWindowExposed(view.get()))
            return nullptr;
        return view;
    }

    QQmlEngine m_engine;
    weft::test::GoldenRun m_run;
    std::unique_ptr<ChartModels> m_models;

private Q_SLOTS:
    void initTestCase()
    {
        weft::test::readGolden(u"charts/charts_run"_s, &m_run);
        m_engine.addImportPath(u"qrc:/"_s);
    }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        m_models = std::make_unique<ChartModels>();
    }

    void cleanup() { m_models.reset(); }

    void nodeColoursStayApartForManyNodes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void nodeColoursStayApartForManyNodes()
    {
        QFETCH(bool, dark);
        // Eight colours repeated from the ninth node on; now 64 nodes have 64 colours, any two
        // clearly apart and neighbours in plan order far apart.
        const QList<QColor> colors = NodePalette::colorsOf(64, dark);
        QCOMPARE(colors.size(), 64);
        double closest = 1e9;
        for (qsizetype i = 0; i < colors.size(); ++i) {
            for (qsizetype j = i + 1; j < colors.size(); ++j)
                closest = std::min(closest, deltaE(colors[i], colors[j]));
            if (i > 0)
                QVERIFY2(deltaE(colors[i - 1], colors[i]) > 30, qPrintable(QString::number(i)));
        }
        QVERIFY2(closest >= 6, qPrintable(QString::number(closest)));
        QCOMPARE(NodePalette::colorOf(70, dark), NodePalette::colorsOf(71, dark).last());
    }

    void taskStreamLanesFillThePanel()
    {
        m_run.feed(m_models->hub);
        auto view = show(u"TaskStreamPanel.qml"_s, &m_models->tasks, QSize(1000, 420));
        QVERIFY(view);
        auto *stream =
            qobject_cast<TaskStreamItem *>(findItem(view->rootObject(), u"taskStream"_s));
        QVERIFY(stream);
        const int lanes = m_models->tasks.laneCount();
        QVERIFY(lanes >= 2);
        const qreal laneHeight = stream->property("laneHeight").toReal();
        const qreal used = stream->laneTop(lanes - 1) + laneHeight;
        // Within a lane of the item's height: the lanes take the room, no more, no less.
        QVERIFY2(used > stream->height() - laneHeight && used <= stream->height() + 0.5,
                 qPrintable(u"%1 of %2"_s.arg(used).arg(stream->height())));
        QVERIFY(laneHeight > 40);
    }

    void memoryPeakLabelStaysAboveTheAreaAndBandsAreNamed()
    {
        m_run.feed(m_models->hub);
        auto view = show(u"MemoryPanel.qml"_s, &m_models->memory, QSize(1000, 420));
        QVERIFY(view);
        auto *chart =
            qobject_cast<MemoryChartItem *>(findItem(view->rootObject(), u"memoryChart"_s));
        QVERIFY(chart);
        QQuickItem *label = nullptr;
        QTRY_VERIFY((label = findItem(view->rootObject(), u"memoryPeakLabel"_s)));
        // The area never rises above the peak: a label wholly above the peak's height is never
        // over it.
        const qreal peakY = chart->yOf(qreal(m_models->memory.peakBytes()));
        QTRY_VERIFY2(
            label->y() + label->height() <= peakY,
            qPrintable(
                u"label bottom %1, peak at %2"_s.arg(label->y() + label->height()).arg(peakY)));
        QVERIFY(label->y() >= 0);

        // Hovering the stack just left of the peak, near its bottom, names that band's node.
        const QPointF inside(chart->xOf(m_models->memory.peakNs()) - 3,
                             chart->plotArea().bottom() - 2);
        const int node = chart->nodeAt(inside.x(), inside.y());
        QVERIFY(node >= 0);
        QCOMPARE(chart->nodeAt(inside.x(), chart->plotArea().top() + 1), -1); // above the stack
        const QPoint scene = chart->mapToScene(inside).toPoint();
        QTest::mouseMove(view.get(), scene - QPoint(4, 0));
        QTest::mouseMove(view.get(), scene);
        QQuickItem *tip = nullptr;
        QTRY_VERIFY((tip = findItem(view->rootObject(), u"memoryBandTip"_s)));
        QQuickItem *text = findItem(tip, u"memoryBandTipText"_s);
        QVERIFY(text);
        QCOMPARE(text->property("text").toString(), m_models->memory.nodeTitles().at(node));
    }
};

QTEST_MAIN(tst_MonitorPanels)
#include "tst_monitorpanels.moc"
