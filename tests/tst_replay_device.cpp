// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/adbdevice.h"
#include "replay/deviceprofile.h"
#include "replay/recordeddevice.h"
#include "replay/replayer.h"
#include "replay/replayplanner.h"
#include "replay/responsivepatterns.h"
#include "replay/screenmatcher.h"
#include "testdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

class TestReplayDevice : public QObject
{
    Q_OBJECT

private:
    static QString fixture(const QString &name) { return testDataDir() + u"/replay/"_qs + name; }

    static ReplayStep tapStep(const QString &recordedFile, const QString &path)
    {
        ReplayStep s;
        QString error;
        s.recorded = ViewTree::load(fixture(recordedFile), &error);
        if (!s.recorded)
            qFatal("%s", qPrintable(error));
        const int n = s.recorded->nodeAtPath(s.recorded->appRoot(), path);
        s.event = ReplayEvent::tap(s.recorded->node(n).bounds.center());
        s.description = s.recorded->node(n).text;
        return s;
    }

    static QString centreTap(RecordedDevice &d, const QString &screen, const QString &path)
    {
        const ViewTree *t = d.screen(screen);
        const QPoint c = t->node(t->nodeAtPath(t->appRoot(), path)).bounds.center();
        return QStringLiteral("tap %1,%2").arg(c.x()).arg(c.y());
    }

private Q_SLOTS:
    void drawerReveal()
    {
        // Recorded on a tablet whose navigation view is always open; the phone hides it in a drawer and
        // also has an overflow menu, which ranks before the drawer (Rx: Options 5, Menu 6).
        RecordedDevice d;
        QString error;
        QVERIFY2(d.load(fixture(u"shop.json"_qs), &error), qPrintable(error));
        Replayer r(&d);
        const StepOutcome o = r.replayStep(tapStep(u"shop_tablet.xml"_qs, u"1/2"_qs));
        QVERIFY2(o.ok, qPrintable(o.reason));
        QCOMPARE(o.patterns, (QStringList { u"MoreOptions"_qs, u"DrawerMenu"_qs }));
        QCOMPARE(d.current(), u"settings"_qs);
        QCOMPARE(d.log(),
                 (QStringList { centreTap(d, u"main"_qs, u"0/2"_qs), u"back"_qs, centreTap(d, u"main"_qs, u"0/0"_qs),
                                centreTap(d, u"drawer"_qs, u"2/2"_qs) }));
        QCOMPARE(o.livePath, u"2/2"_qs);
        QCOMPARE(o.sent.size(), 4);
    }

    void tabReveal()
    {
        // Recorded on the "Stats" tab of a tablet; the phone opens on "Home".
        RecordedDevice d;
        QString error;
        QVERIFY2(d.load(fixture(u"fit.json"_qs), &error), qPrintable(error));
        Replayer r(&d);
        const StepOutcome o = r.replayStep(tapStep(u"fit_tablet_stats.xml"_qs, u"1/1"_qs));
        QVERIFY2(o.ok, qPrintable(o.reason));
        QCOMPARE(o.patterns, QStringList { u"TabHostContent"_qs });
        QCOMPARE(d.current(), u"stats"_qs);
        QCOMPARE(d.log().last(), centreTap(d, u"stats"_qs, u"1/1"_qs));
        // Found directly when the phone is already on the right tab.
        QVERIFY(d.setCurrent(u"stats"_qs));
        const StepOutcome again = r.replayStep(tapStep(u"fit_tablet_stats.xml"_qs, u"1/1"_qs));
        QVERIFY(again.ok);
        QVERIFY(again.patterns.isEmpty());
    }

    void cannotReplay()
    {
        // Without a drawer transition nothing reveals "Settings": a clear reason, bounded work, and the
        // overflow menu closed again.
        RecordedDevice d;
        QString error;
        QVERIFY2(d.load(fixture(u"shop_nodrawer.json"_qs), &error), qPrintable(error));
        Replayer r(&d);
        const StepOutcome o = r.replayStep(tapStep(u"shop_tablet.xml"_qs, u"1/2"_qs));
        QVERIFY(!o.ok);
        QVERIFY2(o.reason.contains(u"\"Settings\""_qs), qPrintable(o.reason));
        QVERIFY2(o.reason.contains(u"MoreOptions"_qs) && o.reason.contains(u"DrawerMenu"_qs), qPrintable(o.reason));
        QVERIFY2(o.reason.contains(d.name()), qPrintable(o.reason));
        QVERIFY(o.sent.size() <= r.maxActions());
        QCOMPARE(d.current(), u"main"_qs);
        // replay() stops at the first failing step.
        ReplayStep back;
        back.event = ReplayEvent::back();
        QCOMPARE(r.replay({ tapStep(u"shop_tablet.xml"_qs, u"1/2"_qs), back }).size(), 1);
    }

    void nonPositional()
    {
        RecordedDevice d;
        QString error;
        QVERIFY(d.load(fixture(u"shop.json"_qs), &error));
        Replayer r(&d);
        ReplayStep t;
        t.event = ReplayEvent::typeText(u"lamp"_qs);
        QVERIFY(r.replayStep(t).ok);
        QCOMPARE(d.log(), QStringList { u"text lamp"_qs });
        ReplayStep tap;
        tap.event = ReplayEvent::tap({ 10, 10 });
        const StepOutcome o = r.replayStep(tap);
        QVERIFY(!o.ok);
        QVERIFY(o.reason.contains(u"no recorded screen"_qs));
    }

    void patternOrder()
    {
        const QList<ResponsivePattern> order = ResponsivePatterns::rankOrder();
        QCOMPARE(order.size(), 13);
        QCOMPARE(order.first(), ResponsivePattern::VagueText);
        QCOMPARE(order.at(4), ResponsivePattern::MoreOptions);
        QCOMPARE(order.at(5), ResponsivePattern::DrawerMenu);
        QCOMPARE(order.last(), ResponsivePattern::NavigationUp);
        QCOMPARE(ResponsivePatterns::name(ResponsivePattern::DualFragmentGotoDetailed), u"DualFragmentGotoDetailed"_qs);
    }

    void patternActions()
    {
        // On the phone's main screen, "Settings" (recorded in the tablet's navigation view) triggers
        // MoreOptions and DrawerMenu, each with a Back inverse; Scroll does not apply.
        QString error;
        const std::optional<ViewTree> rec = ViewTree::load(fixture(u"shop_tablet.xml"_qs), &error);
        const std::optional<ViewTree> live = ViewTree::load(fixture(u"shop_phone_main.xml"_qs), &error);
        QVERIFY(rec && live);
        const ScreenMatcher m(*rec, rec->appRoot(), *live, live->appRoot());
        PatternContext c;
        c.recorded = &*rec;
        c.recordedRoot = rec->appRoot();
        c.receiver = rec->nodeAtPath(rec->appRoot(), u"1/2"_qs);
        c.live = &*live;
        c.liveRoot = live->appRoot();
        c.matcher = &m;
        c.event = ReplayEvent::tap(rec->node(c.receiver).bounds.center());
        const QList<PatternAction> actions = ResponsivePatterns::recognize(c);
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions.at(0).pattern, ResponsivePattern::MoreOptions);
        QCOMPARE(actions.at(1).pattern, ResponsivePattern::DrawerMenu);
        QCOMPARE(actions.at(1).events,
                 QList<ReplayEvent> {
                     ReplayEvent::tap(live->node(live->nodeAtPath(live->appRoot(), u"0/0"_qs)).bounds.center()) });
        QCOMPARE(actions.at(1).inverse, QList<ReplayEvent> { ReplayEvent::back() });
        QVERIFY(!actions.at(1).consumed);
        QCOMPARE(ResponsivePatterns::recognize(c, { ResponsivePattern::MoreOptions }).size(), 1);
    }

    void manifestErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{") << u"not a device manifest"_qs;
        QTest::newRow("no screens") << QByteArray("{\"start\":\"a\"}") << u"no screens"_qs;
        QTest::newRow("bad start") << QByteArray(
            "{\"package\":\"org.example.fit\",\"start\":\"x\",\"screens\":{\"a\":\""
            + fixture(u"fit_phone_home.xml"_qs).toUtf8() + "\"}}")
                                   << u"start screen 'x'"_qs;
        QTest::newRow("bad path") << QByteArray(
            "{\"package\":\"org.example.fit\",\"start\":\"a\",\"screens\":{\"a\":\""
            + fixture(u"fit_phone_home.xml"_qs).toUtf8()
            + "\"},\"transitions\":[{\"from\":\"a\",\"tap\":\"9/9\",\"to\":\"a\"}]}")
                                  << u"no node 9/9"_qs;
        QTest::newRow("wrong package") << QByteArray("{\"package\":\"org.other\",\"start\":\"a\",\"screens\":{\"a\":\""
                                                     + fixture(u"fit_phone_home.xml"_qs).toUtf8() + "\"}}")
                                       << u"no window of package 'org.other'"_qs;
    }
    void manifestErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"device.json"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        RecordedDevice d;
        QString error;
        QVERIFY(!d.load(path, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void noAdb()
    {
        AdbDevice d(QString(), u"/nonexistent/bin/adb"_qs);
        QString error;
        QVERIFY(!d.connect(&error));
        QVERIFY2(error.contains(u"cannot run /nonexistent/bin/adb"_qs), qPrintable(error));
        QVERIFY(!d.dump(&error));
        QVERIFY(!d.tap(1, 1, &error));
    }

    void noDevice_data()
    {
        QTest::addColumn<QByteArray>("devicesOutput");
        QTest::addColumn<QString>("serial");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none attached") << QByteArray("List of devices attached\n\n") << QString()
                                       << u"no Android device attached"_qs;
        QTest::newRow("unauthorized only") << QByteArray("List of devices attached\nR58M unauthorized\n\n") << QString()
                                           << u"no Android device attached"_qs;
        QTest::newRow("two attached") << QByteArray("List of devices attached\nA device\nB device\n") << QString()
                                      << u"2 Android devices are attached (A, B)"_qs;
        QTest::newRow("serial missing") << QByteArray("List of devices attached\nA device\n") << u"emulator-5554"_qs
                                        << u"device emulator-5554 is not attached"_qs;
    }
    void noDevice()
    {
        // A stand-in adb that only answers `adb devices`.
        QFETCH(QByteArray, devicesOutput);
        QFETCH(QString, serial);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString adb = dir.filePath(u"adb"_qs);
        QFile f(adb);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\nprintf '" + devicesOutput.replace("\n", "\\n") + "'\n");
        f.close();
        QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        AdbDevice d(serial, adb);
        QString error;
        QVERIFY(!d.connect(&error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void adbCommands()
    {
        QCOMPARE(ReplayEvent::tap({ 10, 20 }).adbCommand(), u"input tap 10 20"_qs);
        QCOMPARE(ReplayEvent::swipe({ 1, 2 }, { 3, 4 }, 300).adbCommand(), u"input swipe 1 2 3 4 300"_qs);
        QCOMPARE(ReplayEvent::longTap({ 5, 6 }).adbCommand(), u"input swipe 5 6 5 6 800"_qs);
        QCOMPARE(ReplayEvent::back().adbCommand(), u"input keyevent KEYCODE_BACK"_qs);
        QCOMPARE(ReplayEvent::typeText(u"it's 50% off"_qs).adbCommand(), u"input text 'it'\\''s%s50\\%%soff'"_qs);
    }

    void profiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<int>("dpi");
        QTest::newRow("portrait") << u"1440x2560@560"_qs << QSize(1440, 2560) << 560;
        QTest::newRow("landscape by order") << u"2560x1800@320"_qs << QSize(2560, 1800) << 320;
        QTest::newRow("explicit") << u"1440x2560@560:landscape"_qs << QSize(2560, 1440) << 560;
        QTest::newRow("default density") << u"800x1280"_qs << QSize(800, 1280) << 160;
    }
    void profiles()
    {
        QFETCH(QString, text);
        QFETCH(QSize, screen);
        QFETCH(int, dpi);
        QString error;
        const std::optional<DeviceProfile> p = DeviceProfile::parse(text, &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->screenSize(), screen);
        QCOMPARE(p->dpi, dpi);
        QVERIFY(!DeviceProfile::parse(u"big"_qs, &error));
        QVERIFY(error.contains(u"'big'"_qs));
        QVERIFY(!DeviceProfile::parse(u"10x10:sideways"_qs, &error));
    }

    void plan()
    {
        QString error;
        const DeviceProfile phone = *DeviceProfile::parse(u"1440x2560@560"_qs, &error);
        const DeviceProfile tablet = *DeviceProfile::parse(u"2560x1800@320"_qs, &error);
        // Edge-anchored: a toolbar icon 100 px (28.6 dp) from the left keeps 28.6 dp = 57 px on the tablet;
        // the bottom navigation keeps its distance to the bottom edge; the middle scales.
        QCOMPARE(ReplayPlanner::adaptPoint({ 100, 100 }, phone, tablet), QPoint(57, 57));
        QCOMPARE(ReplayPlanner::adaptPoint({ 720, 1280 }, phone, tablet), QPoint(1280, 900));
        QCOMPARE(ReplayPlanner::adaptPoint({ 720, 2500 }, phone, tablet), QPoint(1280, 1766));

        Interaction click;
        click.action = ActionType::Click;
        GuiComponent save;
        save.className = u"android.widget.Button"_qs;
        save.text = u"Save"_qs;
        save.bounds = QRect(621, 1201, 200, 160); // centre 720,1280
        click.component = save;
        Interaction type;
        type.action = ActionType::Type;
        type.typedText = u"hello world"_qs;
        Interaction back;
        back.action = ActionType::Back;
        Interaction open;
        open.action = ActionType::OpenApp;
        Interaction noPos;
        noPos.action = ActionType::Click;
        noPos.component = GuiComponent { u"Button"_qs, QString(), u"OK"_qs, QString(), -1, QRect() };
        const QList<PlannedCommand> cmds
            = ReplayPlanner::plan({ open, click, type, back, noPos }, phone, tablet, u"org.example"_qs);
        QCOMPARE(cmds.size(), 5);
        QCOMPARE(cmds.at(0).command, u"monkey -p org.example -c android.intent.category.LAUNCHER 1"_qs);
        QCOMPARE(cmds.at(1).command, u"input tap 1280 900"_qs);
        QVERIFY(cmds.at(1).comment.contains(u"\"Save\""_qs));
        QCOMPARE(cmds.at(2).command, u"input text 'hello%sworld'"_qs);
        QCOMPARE(cmds.at(3).command, u"input keyevent KEYCODE_BACK"_qs);
        QVERIFY(cmds.at(4).command.isEmpty()); // no position: a note, never a guessed tap
        QCOMPARE(cmds.at(4).step, 4);
    }

    void planSystemKeys_data()
    {
        QTest::addColumn<QString>("className");
        QTest::addColumn<QString>("resourceId");
        QTest::addColumn<QString>("command");
        const QString key = u"com.android.systemui.statusbar.policy.KeyButtonView"_qs;
        QTest::newRow("back") << key << u"BACK_MODAL"_qs << u"input keyevent KEYCODE_BACK"_qs;
        QTest::newRow("home") << key << u"com.android.systemui:id/home"_qs << u"input keyevent KEYCODE_HOME"_qs;
        QTest::newRow("recents") << key << u"recent_apps"_qs << u"input keyevent KEYCODE_APP_SWITCH"_qs;
        // A button of the app named "back" is tapped, not sent as a key; without a position it is a note.
        QTest::newRow("app button") << u"android.widget.Button"_qs << u"BACK_MODAL"_qs << QString();
    }
    void planSystemKeys()
    {
        QFETCH(QString, className);
        QFETCH(QString, resourceId);
        QFETCH(QString, command);
        QString error;
        const DeviceProfile phone = *DeviceProfile::parse(u"1080x1920@480"_qs, &error);
        Interaction click;
        click.action = ActionType::Click;
        click.component = GuiComponent { className, resourceId, QString(), QString(), -1, QRect() };
        const QList<PlannedCommand> cmds = ReplayPlanner::plan({ click }, phone, phone);
        QCOMPARE(cmds.size(), 1);
        QCOMPARE(cmds.at(0).command, command);
    }

    void planRotate()
    {
        QString error;
        const DeviceProfile phone = *DeviceProfile::parse(u"1080x1920@480"_qs, &error);
        Interaction rotate;
        rotate.action = ActionType::Rotate;
        const QList<PlannedCommand> cmds = ReplayPlanner::plan({ rotate, rotate }, phone, phone);
        QCOMPARE(cmds.size(), 3);
        QCOMPARE(cmds.at(0).command, u"settings put system accelerometer_rotation 0"_qs);
        QCOMPARE(cmds.at(1).command, u"settings put system user_rotation 1"_qs); // portrait → landscape
        QCOMPARE(cmds.at(2).command, u"settings put system user_rotation 0"_qs); // and back
        QCOMPARE(cmds.at(2).step, 1);
    }
};

QTEST_GUILESS_MAIN(TestReplayDevice)
#include "tst_replay_device.moc"
