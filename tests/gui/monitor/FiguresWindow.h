#pragma once

// What the figures and Keep for this node window tests share: a small saved project opened in
// an offscreen main window, the toolbar's Run clicked, and the texts drawn under an item.
//
//     read (14 rows) ─ keep (x > 4: 10 rows)      grid (an array of 1000×3)
//     rows (an array of 8000) ─ each (a map node, work.items)   [withMap only]

#include "EditorWindowSupport.h"

#include <QFile>

namespace weft::test {

class FiguresWindow
{
public:
    static constexpr int kRunTimeoutMs = 60'000;

    /// Opens the project; with `withMap`, it has the map node too, whose run lasts a few
    /// seconds (8000 items of 1 ms on two workers).
    void start(bool withMap)
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/|\\.qml")));
        m_dir = std::make_unique<QTemporaryDir>();
        QFile csv(m_dir->filePath(QStringLiteral("data.csv")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("x,y\n");
        for (int x = 1; x <= 14; ++x)
            csv.write(QByteArray::number(x) + ',' + QByteArray::number(x * x) + '\n');
        csv.close();
        m_file = m_dir->filePath(QStringLiteral("figures.weft"));
        QFile out(m_file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(projectJson(withMap));
        out.close();
        m_window = std::make_unique<app::MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(controller().open(m_file));
        win()->resize(1400, 900);
        QVERIFY(m_window->showAndWaitForFrame());
        QTRY_VERIFY(card(QStringLiteral("keep")));
        QVERIFY(item(QStringLiteral("graphCanvas"))->property("detailed").toBool());
    }

    void stop()
    {
        m_window.reset();
        m_dir.reset();
    }

    QQuickWindow *win() { return m_window->window(); }
    app::MainWindow &mainWindow() { return *m_window; }
    app::ProjectController &controller() { return m_window->controller(); }
    const QString &file() const { return m_file; }
    QQuickItem *item(const QString &name) { return findItem(win()->contentItem(), name); }
    QQuickItem *card(const QString &nodeId) { return item(QStringLiteral("node:") + nodeId); }

    /// Clicks the toolbar's Run.
    void clickRun()
    {
        QQuickItem *run = item(QStringLiteral("runButton"));
        QVERIFY(run);
        QTRY_VERIFY(run->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(run));
        QTRY_VERIFY(mainWindow().runs().isRunning() || mainWindow().monitor().isFinished());
    }

    /// Waits for the run the window started to end, successfully.
    void waitForRun()
    {
        app::RunController &runs = mainWindow().runs();
        QVERIFY2(runs.waitForEnd(kRunTimeoutMs), qPrintable(runs.message()));
        QVERIFY2(runs.status() == QStringLiteral("succeeded"), qPrintable(runs.message()));
    }

    /// The texts of the visible items named `name` under `root`.
    static QStringList texts(QQuickItem *root, const QString &name)
    {
        QList<QQuickItem *> items;
        collectItems(root, items);
        QStringList result;
        for (QQuickItem *candidate : items)
            if (candidate->objectName() == name && candidate->isVisible())
                result << candidate->property("text").toString();
        return result;
    }

private:
    static QByteArray projectJson(bool withMap)
    {
        QString nodes = QStringLiteral(R"(
            {"id": "read", "operator": "csv.read", "params": {"path": "data.csv"},
             "position": {"x": 0, "y": 0}},
            {"id": "keep", "operator": "table.filter", "params": {"condition": "x > 4"},
             "position": {"x": 360, "y": 0}},
            {"id": "grid", "operator": "array.generate", "params": {"shape": "1000, 3"},
             "position": {"x": 0, "y": 240}})");
        QString edges = QStringLiteral(R"({"from": "read.table", "to": "keep.table"})");
        if (withMap) {
            nodes += QStringLiteral(R"(,
                {"id": "rows", "operator": "array.generate", "params": {"shape": "8000"},
                 "position": {"x": 0, "y": 440}},
                {"id": "each", "operator": "work.items", "params": {"item_us": 1000},
                 "run": {"map": true}, "position": {"x": 360, "y": 440}})");
            edges += QStringLiteral(R"(, {"from": "rows.array", "to": "each.items"})");
        }
        return QStringLiteral(R"({"format": 1, "project": {"name": "Figures"}, "datasets": [],
            "nodes": [%1], "edges": [%2]})")
            .arg(nodes, edges)
            .toUtf8();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::MainWindow> m_window;
    QString m_file;
};

} // namespace weft::test
