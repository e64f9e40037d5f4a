#pragma once

// What the freshness and Run to Here window tests share: a saved 20-node project opened in an
// offscreen main window, its cards' marks as the node list holds them, a parameter typed into
// the inspector, and what the run store says each node of a run did.
//
//     src ─ a1 ─ a2 ─ … ─ a9 ─┐
//        └─ b1 ─ b2 ─ … ─ b9 ─┴─ end

#include "EditorWindowSupport.h"
#include "models/NodeListModel.h"
#include "run/Setup.h"
#include "store/RunStore.h"

#include <QElapsedTimer>
#include <QFile>

namespace weft::test {

class FreshnessWindow
{
public:
    static constexpr int kRunTimeoutMs = 60'000;

    /// The project's node ids, in its order.
    static QStringList nodeIds()
    {
        QStringList ids{QStringLiteral("src")};
        for (const QChar chain : {u'a', u'b'})
            for (int i = 1; i <= 9; ++i)
                ids << QStringLiteral("%1%2").arg(chain).arg(i);
        ids << QStringLiteral("end");
        return ids;
    }

    /// `first` … `last` of one chain ("a", 5, 9: a5 … a9).
    static QStringList chain(const QString &name, int first, int last)
    {
        QStringList ids;
        for (int i = first; i <= last; ++i)
            ids << name + QString::number(i);
        return ids;
    }

    void start()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/|\\.qml")));
        m_dir = std::make_unique<QTemporaryDir>();
        m_file = m_dir->filePath(QStringLiteral("twenty.weft"));
        QFile out(m_file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(projectJson());
        out.close();
        m_window = std::make_unique<app::MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(controller().open(m_file));
        win()->resize(1400, 900);
        QVERIFY(m_window->showAndWaitForFrame());
        QTRY_VERIFY(card(QStringLiteral("end")));
        // Every card in detail: its run ring and freshness mark are drawn.
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

    /// Each node's freshness role ("current", "stale", "new", …; "" without a mark).
    QHash<QString, QString> marks()
    {
        const app::NodeListModel *nodes = controller().nodes();
        QHash<QString, QString> result;
        for (int row = 0; row < nodes->rowCount(); ++row) {
            const QModelIndex index = nodes->index(row);
            result.insert(nodes->data(index, app::NodeListModel::NodeIdRole).toString(),
                          nodes->data(index, app::NodeListModel::FreshnessRole).toString());
        }
        return result;
    }
    QString reason(const QString &nodeId)
    {
        const app::NodeListModel *nodes = controller().nodes();
        return nodes
            ->data(nodes->index(nodes->rowOf(nodeId)), app::NodeListModel::FreshnessReasonRole)
            .toString();
    }

    /// The marks once the planner has had the last change: every node `state`, but those in
    /// `others` `otherState`. False (with the marks printed) after five seconds.
    bool waitForMarks(const QString &state, const QStringList &others = {},
                      const QString &otherState = {})
    {
        return waitForMarks(state, {{others, otherState}});
    }
    /// The same with several groups of nodes, each with its own state.
    bool waitForMarks(const QString &state, const QList<QPair<QStringList, QString>> &groups)
    {
        QHash<QString, QString> expected;
        for (const QString &id : nodeIds())
            expected.insert(id, state);
        for (const auto &[ids, groupState] : groups)
            for (const QString &id : ids)
                expected.insert(id, groupState);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 5000) {
            if (!mainWindow().freshness().isPending() && marks() == expected)
                return true;
            QTest::qWait(10);
        }
        qWarning() << "marks:" << marks();
        return false;
    }

    /// Clicks the card's header, as a hand selects a node; with Ctrl, adds it to the selection.
    void clickCard(const QString &nodeId, Qt::KeyboardModifiers modifiers = {})
    {
        QQuickItem *node = card(nodeId);
        QVERIFY(node);
        settledCentre(node);
        // The header: a port row would start a wire instead.
        QTest::mouseClick(win(), Qt::LeftButton, modifiers,
                          at(node, QPointF(node->width() / 2, 20)));
        if (modifiers & Qt::ControlModifier)
            QTRY_VERIFY(controller().selection()->isSelected(nodeId));
        else
            QTRY_COMPARE(controller().selection()->currentNodeId(), nodeId);
    }

    /// Right-clicks the card's header and clicks the entry `itemName` of the node menu that
    /// opens, once it is enabled.
    void chooseFromNodeMenu(const QString &nodeId, const QString &itemName)
    {
        QQuickItem *node = card(nodeId);
        QVERIFY(node);
        settledCentre(node);
        QTest::mouseClick(win(), Qt::RightButton, {}, at(node, QPointF(node->width() / 2, 20)));
        QQuickItem *entry = nullptr;
        QTRY_VERIFY((entry = item(itemName)) && entry->isVisible());
        QTRY_VERIFY(entry->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, settledCentre(entry));
    }

    /// Selects the node and types `value` into its `seconds` field in the inspector, then
    /// Return: one edit, as a hand makes it.
    void typeSeconds(const QString &nodeId, const QString &value)
    {
        clickCard(nodeId);
        QQuickItem *field = nullptr;
        QTRY_VERIFY(
            (field = findItem(item(QStringLiteral("param:seconds")), QStringLiteral("editor"))));
        QTest::mouseClick(win(), Qt::LeftButton, {}, settledCentre(field));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : value)
            QTest::keyClick(win(), c.toLatin1());
        QTest::keyClick(win(), Qt::Key_Return);
        const engine::Node *node = controller().project().graph.findNode(engine::NodeId(nodeId));
        QVERIFY(node);
        QCOMPARE(node->params.value(QStringLiteral("seconds")).toDouble(), value.toDouble());
    }

    /// Waits for the run the window started to end, successfully.
    void waitForRun()
    {
        app::RunController &runs = mainWindow().runs();
        QVERIFY2(runs.waitForEnd(kRunTimeoutMs), qPrintable(runs.message()));
        QVERIFY2(runs.status() == QStringLiteral("succeeded"), qPrintable(runs.message()));
    }

    /// Clicks the toolbar's Run and waits for the run's end.
    void runAll()
    {
        QQuickItem *run = item(QStringLiteral("runButton"));
        QVERIFY(run);
        QTRY_VERIFY(run->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(run));
        waitForRun();
    }

    /// What the run store says each node of the window's last run did with the cache ("hit",
    /// "miss"), by node id: the nodes the run covered and no others.
    QHash<QString, QString> lastRunCache()
    {
        QHash<QString, QString> result;
        store::RunStore store;
        QString error;
        if (!store.open(run::Setup::storePathFor(m_file, {}, nullptr),
                        store::SqliteDatabase::OpenMode::ReadOnly, &error)) {
            qWarning() << error;
            return result;
        }
        for (const store::NodeRecord &node : store.nodes(mainWindow().runs().lastRunId()))
            result.insert(node.id, node.cache);
        return result;
    }

    /// `ids` as `hit` or, those in `missed`, "miss".
    static QHash<QString, QString> cacheUse(const QStringList &ids, const QStringList &missed)
    {
        QHash<QString, QString> result;
        for (const QString &id : ids)
            result.insert(id, missed.contains(id) ? QStringLiteral("miss") : QStringLiteral("hit"));
        return result;
    }

private:
    /// Twenty `work` nodes that take no time, each writing a small output (so each is cached).
    /// Each output has a size of its own: two nodes alike in all (a1 and b1) would share one
    /// cache entry, and a run of one would make the other up to date too.
    static QByteArray projectJson()
    {
        QStringList nodes;
        QStringList edges;
        auto node = [&](const QString &id, int x, int y) {
            nodes << QStringLiteral(R"({"id": "%1", "operator": "work", "params": {"seconds": 0,
                "output_bytes": %4}, "position": {"x": %2, "y": %3}})")
                         .arg(id)
                         .arg(x)
                         .arg(y)
                         .arg(512 + 8 * nodes.size());
        };
        auto edge = [&](const QString &from, const QString &to) {
            edges << QStringLiteral(R"({"from": "%1.data", "to": "%2.inputs"})").arg(from, to);
        };
        // Five cards a row: the whole graph fits the window at a zoom that shows each card
        // in detail (its marks).
        const QStringList ids = nodeIds();
        for (int i = 0; i < ids.size(); ++i)
            node(ids.at(i), 264 * (i % 5), 192 * (i / 5));
        for (const QString &name : {QStringLiteral("a"), QStringLiteral("b")}) {
            QString previous = QStringLiteral("src");
            for (int i = 1; i <= 9; ++i) {
                const QString id = name + QString::number(i);
                edge(previous, id);
                previous = id;
            }
            edge(previous, QStringLiteral("end"));
        }
        return QStringLiteral(R"({"format": 1, "project": {"name": "Twenty"}, "datasets": [],
            "nodes": [%1], "edges": [%2]})")
            .arg(nodes.join(u",\n"), edges.join(u",\n"))
            .toUtf8();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::MainWindow> m_window;
    QString m_file;
};

} // namespace weft::test
