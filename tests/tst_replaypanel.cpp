// SPDX-License-Identifier: GPL-3.0-or-later
// The replay dock's "Recorded on" default: the profile the loaded model implies, never over what the user typed.
#include "replaypanel.h"

#include <QComboBox>
#include <QLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTest>

using namespace StepWise;

class TestReplayPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordingDefault()
    {
        ReplayPanel panel;
        Interaction done;
        done.id = u"e-done"_qs;
        done.action = ActionType::Click;
        GuiComponent button;
        button.className = u"android.widget.Button"_qs;
        button.text = u"Done"_qs;
        button.bounds = QRect(540, 1650, 481, 145); // centre (780, 1722) of a 1080×1920 screen
        done.component = button;
        panel.setPath({ done }, {}, u"org.example"_qs);
        panel.setTargetProfile(u"1080x1920@480"_qs);

        // The model's default replaces the built-in one: recorded on the target itself, the tap stays put.
        panel.setRecordingDefault(u"app-1"_qs, u"1080x1920@480"_qs);
        QCOMPARE(panel.sourceProfile(), u"1080x1920@480"_qs);
        QVERIFY2(panel.planText().contains(u"input tap 780 1722"), qPrintable(panel.planText()));

        // What the user types for the same model stays; another model brings its own default.
        QLineEdit *source = nullptr;
        for (QLineEdit *e : panel.findChildren<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly)) {
            if (e->text() == u"1080x1920@480")
                source = e;
        }
        QVERIFY(source);
        source->setText(u"720x1280@320"_qs);
        panel.setRecordingDefault(u"app-1"_qs, u"1440x2560@640"_qs);
        QCOMPARE(panel.sourceProfile(), u"720x1280@320"_qs);
        panel.setRecordingDefault(u"app-2"_qs, u"1440x2560@640"_qs);
        QCOMPARE(panel.sourceProfile(), u"1440x2560@640"_qs);
        panel.setRecordingDefault(u"app-3"_qs, QString());
        QCOMPARE(panel.sourceProfile(), u"1440x2560@640"_qs);
    }

    void planTakesTheFreeSpace()
    {
        ReplayPanel panel;
        panel.resize(panel.sizeHint());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *plan = panel.findChild<QPlainTextEdit *>();
        QVERIFY(plan);
        // No live screen before a replay: the plan spans the panel (less its margins), and it keeps at least
        // five lines of the panel's default height.
        const QMargins m = panel.layout()->contentsMargins();
        QCOMPARE(plan->width(), panel.width() - m.left() - m.right());
        QVERIFY2(plan->viewport()->height() >= 5 * plan->fontMetrics().lineSpacing(),
                 qPrintable(QString::number(plan->height())));
        // Taller, all the extra height goes to the plan.
        const int before = plan->height();
        panel.resize(panel.width(), panel.height() + 200);
        QTRY_COMPARE(plan->height(), before + 200);
    }

    void defaultTargetIsTheRecordingDevice()
    {
        ReplayPanel panel;
        panel.setRecordingDefault(u"app-1"_qs, u"1080x1920@480"_qs);
        // "Same as the recording device" is the recording profile itself, and the untouched default.
        QCOMPARE(panel.targetProfile(), u"1080x1920@480"_qs);
        QVERIFY(!panel.targetChosen());
        auto *combo = panel.findChild<QComboBox *>();
        QVERIFY(combo);
        QCOMPARE(combo->itemText(0), u"1080x1920@480"_qs);
        QCOMPARE(combo->itemData(0, Qt::ToolTipRole).toString(), u"Same as the recording device"_qs);
        panel.setRecordingDefault(u"app-2"_qs, u"720x1280@320"_qs);
        QCOMPARE(combo->itemText(0), u"720x1280@320"_qs);
        QCOMPARE(panel.targetProfile(), u"720x1280@320"_qs);
        // A target typed by the user stays when the recording device changes.
        combo->lineEdit()->setText(u"1080x2400@420"_qs);
        panel.setRecordingDefault(u"app-3"_qs, u"1440x2560@640"_qs);
        QCOMPARE(combo->itemText(0), u"1440x2560@640"_qs);
        QCOMPARE(panel.targetProfile(), u"1080x2400@420"_qs);
    }

    void presetKeyAsTarget()
    {
        // The CLI's --device preset names work here too, with the same plan as their spec.
        ReplayPanel panel;
        Interaction tap;
        tap.id = u"e-ok"_qs;
        tap.action = ActionType::Click;
        GuiComponent button;
        button.className = u"android.widget.Button"_qs;
        button.text = u"OK"_qs;
        button.bounds = QRect(100, 200, 300, 100);
        tap.component = button;
        panel.setPath({ tap }, {}, u"org.example"_qs);
        panel.setTargetProfile(u"2560x1800@320:landscape"_qs);
        const QString bySpec = panel.planText();
        QVERIFY2(bySpec.contains(u"adb shell input tap"), qPrintable(bySpec));
        panel.setTargetProfile(u"tablet-landscape"_qs);
        QCOMPARE(panel.planText(), bySpec);
        QVERIFY(panel.targetChosen());
        panel.setTargetProfile(u"tablet-sideways"_qs);
        QVERIFY2(panel.planText().startsWith(u"# ") && panel.planText().contains(u"tablet-landscape"),
                 qPrintable(panel.planText()));
    }
};

QTEST_MAIN(TestReplayPanel)
#include "tst_replaypanel.moc"
