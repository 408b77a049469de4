// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/executionmodel.h"

#include <QTest>

using namespace StepWise;

namespace {
// "S>A:open app, A>B:click Next" — edge ids are "src-tgt".
ExecutionModel buildModel(const QStringList &edges)
{
    ExecutionModel m;
    QStringList ids;
    for (const QString &edge : edges) {
        const QString ends = edge.section(u':', 0, 0);
        for (const QString &id : ends.split(u'>')) {
            if (!ids.contains(id)) {
                ids.append(id);
                Screen s;
                s.id = id;
                s.kind = id == u"S" ? Screen::Kind::Start : Screen::Kind::Normal;
                m.screens.append(s);
            }
        }
        Interaction e;
        e.sourceId = ends.section(u'>', 0, 0);
        e.targetId = ends.section(u'>', 1, 1);
        e.id = e.sourceId + u'-' + e.targetId;
        e.action = actionTypeFromName(edge.section(u':', 1));
        e.source = TraceSource::Manual;
        m.interactions.append(e);
    }
    m.reindex();
    return m;
}

QStringList pathIds(const ExecutionModel &m, const QList<int> &path)
{
    QStringList ids;
    for (int e : path)
        ids.append(m.interactions.at(e).id);
    return ids;
}
} // namespace

class TestExecutionModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void systemKeys_data()
    {
        QTest::addColumn<QString>("className");
        QTest::addColumn<QString>("resourceId");
        QTest::addColumn<SystemKey>("key");
        const QString button = QStringLiteral("com.android.systemui.statusbar.policy.KeyButtonView");
        QTest::newRow("back modal") << button << QStringLiteral("BACK_MODAL") << SystemKey::Back;
        QTest::newRow("qualified home") << button << QStringLiteral("com.android.systemui:id/home") << SystemKey::Home;
        QTest::newRow("recents") << QStringLiteral("KeyButtonView") << QStringLiteral("recent_apps")
                                 << SystemKey::RecentApps;
        QTest::newRow("camel case") << button << QStringLiteral("menuButton") << SystemKey::Menu;
        // Words, not substrings: "feedback" is no Back key.
        QTest::newRow("feedback") << button << QStringLiteral("feedback") << SystemKey::None;
        // An app's own back arrow is tapped like any button.
        QTest::newRow("app button") << QStringLiteral("android.widget.ImageButton") << QStringLiteral("back")
                                    << SystemKey::None;
        QTest::newRow("no id") << button << QString() << SystemKey::None;
    }
    void systemKeys()
    {
        QFETCH(QString, className);
        QFETCH(QString, resourceId);
        QFETCH(SystemKey, key);
        GuiComponent c;
        c.className = className;
        c.resourceId = resourceId;
        QCOMPARE(systemKey(c), key);
    }

    void shortestPath_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("direct") << "A"
                                << "B" << QStringList { u"A-B"_qs };
        QTest::newRow("bypasses the long way") << "A"
                                               << "D" << QStringList { u"A-C"_qs, u"C-D"_qs };
        QTest::newRow("from start") << "S"
                                    << "D" << QStringList { u"S-A"_qs, u"A-C"_qs, u"C-D"_qs };
        QTest::newRow("same screen") << "B"
                                     << "B" << QStringList {};
    }
    void shortestPath()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QStringList, expected);
        const ExecutionModel m = buildModel({ u"S>A:open app"_qs, u"A>B:click"_qs, u"B>E:click"_qs, u"E>D:click"_qs,
                                              u"A>C:long click"_qs, u"C>D:type"_qs, u"D>A:back"_qs });
        const auto path = m.shortestPath(from, to);
        QVERIFY(path.has_value());
        QCOMPARE(pathIds(m, *path), expected);
    }
    void unreachable()
    {
        const ExecutionModel m = buildModel({ u"S>A:open app"_qs, u"B>A:click"_qs });
        QVERIFY(!m.shortestPath(u"A"_qs, u"B"_qs).has_value());
        QVERIFY(!m.shortestPath(u"A"_qs, u"nowhere"_qs).has_value());
    }
    void statsExcludeStart()
    {
        const ExecutionModel m = buildModel({ u"S>A:open app"_qs, u"A>B:click"_qs });
        const ModelStats st = m.stats();
        QCOMPARE(st.states, 2);
        QCOMPARE(st.transitions, 2);
        QCOMPARE(st.manualTransitions, 2);
        QCOMPARE(m.startScreenId(), u"S"_qs);
        QCOMPARE(m.outgoing(u"A"_qs).size(), 1);
    }
    void actionCodes()
    {
        QCOMPARE(actionTypeFromBurtCode(1), ActionType::LongClick);
        QCOMPARE(actionTypeFromBurtCode(23), ActionType::SwipeLeft);
        QCOMPARE(actionTypeFromBurtCode(99), ActionType::Unknown);
        QCOMPARE(enumName(ActionType::OpenApp), u"OpenApp"_qs);
        StepQuality q;
        QVERIFY(qualityFromCode(u"EM"_qs, &q));
        QCOMPARE(q, StepQuality::Correct);
        QVERIFY(!qualityFromCode(u"XX"_qs, &q));
    }
};

QTEST_GUILESS_MAIN(TestExecutionModel)
#include "tst_executionmodel.moc"
