// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/replayplanner.h"

#include <QTest>

using namespace StepWise;

/*! ReplayPlanner on system keys: a key the recording shows was really pressed is sent as a key event; a key
 *  recorded in place of what was touched (AstroBR's BACK_MODAL with a touch point above the navigation bar)
 *  is replayed as a tap or long press at that point. */
class TestReplayPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordedKeys_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("resourceId");
        QTest::addColumn<QRect>("bounds");
        QTest::addColumn<QString>("command");
        const QString phone = u"1080x1920@480"_qs;
        const int click = int(ActionType::Click), longClick = int(ActionType::LongClick);
        QTest::newRow("back on the bar") << phone << click << u"BACK_MODAL"_qs << QRect(300, 1850, 0, 0)
                                         << u"input keyevent KEYCODE_BACK"_qs;
        QTest::newRow("back without a point")
            << phone << click << u"BACK_MODAL"_qs << QRect() << u"input keyevent KEYCODE_BACK"_qs;
        QTest::newRow("overflow recorded as back")
            << phone << click << u"BACK_MODAL"_qs << QRect(1030, 130, 0, 0) << u"input tap 1030 130"_qs;
        QTest::newRow("list row recorded as back")
            << phone << longClick << u"BACK_MODAL"_qs << QRect(500, 600, 0, 0) << u"input swipe 500 600 500 600 800"_qs;
        QTest::newRow("long press of back on the bar")
            << phone << longClick << u"BACK_MODAL"_qs << QRect(300, 1850, 0, 0)
            << u"input swipe 300 1850 300 1850 800"_qs;
        QTest::newRow("long press of home") << phone << longClick << u"home"_qs << QRect(540, 1880, 0, 0)
                                            << u"input keyevent --longpress KEYCODE_HOME"_qs;
        QTest::newRow("landscape bar on the right") << u"1080x1920@480:landscape"_qs << click << u"BACK_MODAL"_qs
                                                    << QRect(1850, 500, 0, 0) << u"input keyevent KEYCODE_BACK"_qs;
        QTest::newRow("landscape content") << u"1080x1920@480:landscape"_qs << click << u"BACK_MODAL"_qs
                                           << QRect(1500, 500, 0, 0) << u"input tap 1500 500"_qs;
    }

    void recordedKeys()
    {
        QFETCH(QString, device);
        QFETCH(int, action);
        QFETCH(QString, resourceId);
        QFETCH(QRect, bounds);
        QFETCH(QString, command);
        QString error;
        const std::optional<DeviceProfile> profile = DeviceProfile::parse(device, &error);
        QVERIFY2(profile, qPrintable(error));
        Interaction e;
        e.action = ActionType(action);
        e.component = GuiComponent {
            u"com.android.systemui.statusbar.policy.KeyButtonView"_qs, resourceId, {}, {}, -1, bounds
        };
        const QList<PlannedCommand> cmds = ReplayPlanner::plan({ e }, *profile, *profile);
        QCOMPARE(cmds.size(), 1);
        QCOMPARE(cmds.at(0).command, command);
    }

    // The touch point moves with the layout like any position: a top-right overflow keeps its edge distances.
    void touchPointIsAdapted()
    {
        QString error;
        const DeviceProfile phone = *DeviceProfile::parse(u"1440x2560@560"_qs, &error);
        const DeviceProfile tablet = *DeviceProfile::parse(u"2560x1800@320"_qs, &error);
        Interaction e;
        e.action = ActionType::Click;
        e.component = GuiComponent { u"KeyButtonView"_qs, u"BACK_MODAL"_qs, {}, {}, -1, QRect(1390, 150, 0, 0) };
        const QList<PlannedCommand> cmds = ReplayPlanner::plan({ e }, phone, tablet);
        QCOMPARE(cmds.size(), 1);
        const QPoint p = ReplayPlanner::adaptPoint({ 1390, 150 }, phone, tablet);
        QCOMPARE(p, QPoint(2560 - 29, 86)); // 50 px at 560 dpi = 14.3 dp = 29 px at 320 dpi; 150 px → 86 px
        QCOMPARE(cmds.at(0).command, QStringLiteral("input tap %1 %2").arg(p.x()).arg(p.y()));
    }

    // Typing needs its text: without one (the report gives none) the plan focuses the field and says what is
    // missing, instead of a command that types nothing.
    void typingWithoutTextIsANote()
    {
        QString error;
        const DeviceProfile phone = *DeviceProfile::parse(u"1080x1920@420"_qs, &error);
        Interaction e;
        e.action = ActionType::Type;
        e.component = GuiComponent { u"EditText"_qs, u"name"_qs, {}, {}, -1, QRect(0, 100, 1080, 120) };
        QList<PlannedCommand> cmds = ReplayPlanner::plan({ e }, phone, phone);
        QCOMPARE(cmds.size(), 2);
        QVERIFY(cmds.at(0).command.startsWith(u"input tap "));
        QVERIFY2(cmds.at(1).command.isEmpty(), qPrintable(cmds.at(1).command));
        QVERIFY2(cmds.at(1).comment.contains(u"no text"), qPrintable(cmds.at(1).comment));
        e.typedText = u"Milk"_qs;
        cmds = ReplayPlanner::plan({ e }, phone, phone);
        QCOMPARE(cmds.size(), 2);
        QCOMPARE(cmds.at(1).command, u"input text 'Milk'"_qs);
    }
};

QTEST_GUILESS_MAIN(TestReplayPlanner)
#include "tst_replayplanner.moc"
