// SPDX-License-Identifier: GPL-3.0-or-later
// The recording device of a model that names none and has no screenshots: sized by its view hierarchies
// (ReproductionPlan::hierarchyScreenSize()), so navigation-bar touches are told from touches above the bar
// on the screen that was really recorded, not on an assumed 1440×2560 one.
#include "graph/graphdumpreader.h"
#include "quality/reproductionplan.h"

#include <QTest>

using namespace StepWise;

Q_DECLARE_METATYPE(ReproductionPlan::DeviceEvidence)

namespace {

/*!
 * Screen with the bounds \a spec lists, ';'-separated: "s W H X Y" a BURT signature's root box,
 * "c W H X Y" a component's bounds, "x" a signature without a box; empty for a screen without any.
 */
Screen screenFrom(const QString &id, const QString &spec)
{
    Screen s;
    s.id = id;
    s.name = id + u"Activity";
    for (const QString &box : spec.split(u';', Qt::SkipEmptyParts)) {
        const QStringList f = box.split(u' ');
        if (f.first() == u"x") {
            s.guiSignature
                = u"<_NO_ID_null><android.widget.FrameLayout__></android.widget.FrameLayout__></_NO_ID_null>"_qs;
            continue;
        }
        const QRect r(f.value(3).toInt(), f.value(4).toInt(), f.value(1).toInt(), f.value(2).toInt());
        if (f.first() == u"s") {
            s.guiSignature = u"<w>%1</w><h>%2</h><x>%3</x><y>%4</y><_NO_ID_null></_NO_ID_null>"_qs.arg(r.width())
                                 .arg(r.height())
                                 .arg(r.x())
                                 .arg(r.y());
        } else {
            GuiComponent c;
            c.className = u"android.widget.FrameLayout"_qs;
            c.bounds = r;
            s.components.append(c);
        }
    }
    return s;
}

/*! A Start screen, then \a onPath's screens P0, P1, … chained by clicks (the path), then \a offPath's
 *  screens Q0, Q1, … that no interaction leaves. */
ExecutionModel modelFrom(const QStringList &onPath, const QStringList &offPath, QList<Interaction> *path)
{
    ExecutionModel m;
    m.appVersion = u"1-com.example.sizes-1.0"_qs;
    Screen start;
    start.id = u"S"_qs;
    start.kind = Screen::Kind::Start;
    m.screens.append(start);
    for (int i = 0; i < onPath.size(); ++i)
        m.screens.append(screenFrom(u"P%1"_qs.arg(i), onPath.at(i)));
    for (int i = 0; i < offPath.size(); ++i)
        m.screens.append(screenFrom(u"Q%1"_qs.arg(i), offPath.at(i)));
    Interaction open;
    open.id = u"open"_qs;
    open.sourceId = u"S"_qs;
    open.targetId = u"P0"_qs;
    open.action = ActionType::OpenApp;
    m.interactions.append(open);
    for (int i = 0; i < onPath.size(); ++i) {
        Interaction e;
        e.id = u"e%1"_qs.arg(i);
        e.sourceId = u"P%1"_qs.arg(i);
        e.targetId = u"P%1"_qs.arg(i + 1 < onPath.size() ? i + 1 : i);
        e.action = ActionType::Click;
        m.interactions.append(e);
    }
    m.reindex();
    *path = m.interactions;
    return m;
}

QStringList commandsOf(const ReplayPlan &plan)
{
    QStringList out;
    for (const PlannedCommand &c : plan.commands)
        out.append(c.command);
    return out;
}

} // namespace

class TestRecordingDevice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void navigationBarOfTheRecordedScreen()
    {
        // A 1080×1920 phone recorded without a device name or screenshots, as AstroBR's graph dumps: the list
        // screen's root is the app window (1080×1794), the note screen's the navigation bar's window below it.
        GraphDumpReader reader;
        QVERIFY2(reader.read(QFINDTESTDATA("data/replay/navbar/1-com.example.navbar-1.0-graph.txt")),
                 qPrintable(reader.errorString()));
        const ExecutionModel model = reader.model();
        QualityReport report;
        report.appVersion = model.appVersion;
        report.pathInteractionIds = { u"t-open"_qs, u"t-row"_qs, u"t-back"_qs };
        const QList<Interaction> path = ReproductionPlan::path(report, model);
        QCOMPARE(path.size(), 3);
        QCOMPARE(ReproductionPlan::hierarchyScreenSize(path, model), QSize(1080, 1920));

        // No screenshot size known either: the hierarchy decides, before the 1440×2560 default.
        const ReproductionPlan::RecordingDevice recorded
            = ReproductionPlan::recordingDevice(std::nullopt, path, model, [](const QString &) { return QSize(); });
        QCOMPARE(recorded.evidence, ReproductionPlan::DeviceEvidence::Hierarchy);
        QCOMPARE(recorded.profile.name, u"1080x1920@480"_qs);
        QCOMPARE(recorded.profile.screenSize(), QSize(1080, 1920));
        QCOMPARE(recorded.hierarchyPx, QSize(1080, 1920));
        QCOMPARE(recorded.screenshotPx, QSize());
        // Stronger evidence still wins.
        const ReproductionPlan::RecordingDevice shot = ReproductionPlan::recordingDevice(
            std::nullopt, path, model, [](const QString &) { return QSize(720, 1280); });
        QCOMPARE(shot.evidence, ReproductionPlan::DeviceEvidence::ScreenshotSize);
        QCOMPARE(shot.hierarchyPx, QSize());

        // Both Back keys were recorded for touches (zero-size bounds): the one at y 700 hit a list row, the one
        // at y 1860 is in the bottom tenth of 1920 px, the navigation bar, and is pressed as the key.
        const ReplayPlan plan = ReproductionPlan::plan(report, model, recorded.profile, recorded.profile);
        QCOMPARE(commandsOf(plan),
                 (QStringList { u"monkey -p com.example.navbar -c android.intent.category.LAUNCHER 1"_qs,
                                u"input tap 540 700"_qs, u"input keyevent KEYCODE_BACK"_qs }));
        // On the assumed 1440×2560 screen the bar starts at y 2304: the key press would have become a tap.
        const ReplayPlan assumed
            = ReproductionPlan::plan(report, model, DeviceProfile::defaultRecording(), recorded.profile);
        QVERIFY2(!commandsOf(assumed).contains(u"input keyevent KEYCODE_BACK"_qs),
                 qPrintable(commandsOf(assumed).join(u'\n')));
    }

    void hierarchyScreenSize_data()
    {
        QTest::addColumn<QStringList>("onPath");
        QTest::addColumn<QStringList>("offPath");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<ReproductionPlan::DeviceEvidence>("evidence");
        using E = ReproductionPlan::DeviceEvidence;
        QTest::newRow("component bounds") << QStringList { u"c 1080 1920 0 0;c 1080 200 0 100"_qs } << QStringList()
                                          << QSize(1080, 1920) << E::Hierarchy;
        QTest::newRow("signature root box")
            << QStringList { u"s 1080 1794 0 0"_qs } << QStringList() << QSize(1080, 1794) << E::Hierarchy;
        QTest::newRow("box and components together") << QStringList { u"s 1080 126 0 1794;c 1080 1794 0 0"_qs }
                                                     << QStringList() << QSize(1080, 1920) << E::Hierarchy;
        QTest::newRow("dialog before a full screen") << QStringList { u"s 840 567 120 700"_qs, u"c 1080 1920 0 0"_qs }
                                                     << QStringList() << QSize(1080, 1920) << E::Hierarchy;
        QTest::newRow("rotated: the first on the path") << QStringList { u"c 1920 1080 0 0"_qs, u"c 1080 1920 0 0"_qs }
                                                        << QStringList() << QSize(1920, 1080) << E::Hierarchy;
        QTest::newRow("path before other screens")
            << QStringList { u"c 720 1280 0 0"_qs } << QStringList { u"c 1440 2560 0 0"_qs } << QSize(720, 1280)
            << E::Hierarchy;
        QTest::newRow("other screens when the path has none")
            << QStringList { QString(), u"x"_qs } << QStringList { u"c 720 1280 0 0"_qs, u"s 600 400 60 400"_qs }
            << QSize(720, 1280) << E::Hierarchy;
        QTest::newRow("touch point only")
            << QStringList { u"c 0 0 540 1860"_qs } << QStringList() << QSize() << E::Default;
        QTest::newRow("signature without a box")
            << QStringList { u"x"_qs } << QStringList { QString() } << QSize() << E::Default;
    }
    void hierarchyScreenSize()
    {
        QFETCH(QStringList, onPath);
        QFETCH(QStringList, offPath);
        QFETCH(QSize, size);
        QFETCH(ReproductionPlan::DeviceEvidence, evidence);
        QList<Interaction> path;
        const ExecutionModel model = modelFrom(onPath, offPath, &path);
        QCOMPARE(ReproductionPlan::hierarchyScreenSize(path, model), size);
        const ReproductionPlan::RecordingDevice d = ReproductionPlan::recordingDevice(std::nullopt, path, model, {});
        QCOMPARE(d.evidence, evidence);
        QCOMPARE(d.hierarchyPx, size);
        if (evidence == ReproductionPlan::DeviceEvidence::Default)
            QCOMPARE(d.profile.name, QString(DeviceProfile::DefaultRecordingSpec));
        else
            QCOMPARE(d.profile.name, ReproductionPlan::deviceForScreenSize(size).name);
    }
};

QTEST_GUILESS_MAIN(TestRecordingDevice)
#include "tst_recordingdevice.moc"
