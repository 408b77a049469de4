// SPDX-License-Identifier: GPL-3.0-or-later
// The replay dock's "Recorded on" default: the profile the loaded model implies, never over what the user typed.
#include "replaypanel.h"

#include <QLineEdit>
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
        panel.setPath({done}, {}, u"org.example"_qs);
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
};

QTEST_MAIN(TestReplayPanel)
#include "tst_replaypanel.moc"
