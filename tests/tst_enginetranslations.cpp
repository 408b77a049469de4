// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's messages that the oracle and replay panels show (oracle loop stop reasons and warnings, run
// statuses, the learned condition, adb errors, device-profile parse errors and preset names, replay step
// outcomes, responsive-pattern descriptions, replay-plan comments) follow the GUI's language; with the
// English plural forms that stepwise-cli installs they read as plain English.
#include "common/jsonerror.h"
#include "language.h"
#include "oracle/activeoraclelearner.h"
#include "oracle/oracleformula.h"
#include "oracle/subjectrunner.h"
#include "oraclepanel.h"
#include "replay/adbdevice.h"
#include "replay/device.h"
#include "replay/deviceprofile.h"
#include "replay/replayer.h"
#include "replay/replayplanner.h"
#include "replay/responsivepatterns.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
// A subject that prints 1 for any input: its first oracle ("always fails") asks about the first candidate.
const QStringList PrintsOne = { u"/bin/sh"_qs, u"-c"_qs, u"read a; echo 1"_qs };

// A device that takes every event and has no screen: enough for steps that need no widget.
class BlindDevice : public Device
{
public:
    QString name() const override { return u"blind"_qs; }
    std::optional<ViewTree> dump(QString *error) override
    {
        *error = u"no screen"_qs;
        return std::nullopt;
    }
    bool tap(int, int, QString *) override { return true; }
    bool text(const QString &, QString *) override { return true; }
    bool swipe(int, int, int, int, int, QString *) override { return true; }
    bool back(QString *) override { return true; }
};

QString panelText(const char *source)
{
    return QCoreApplication::translate("StepWise::OraclePanel", source);
}

// A "Save" button at the centre of a phone screen.
Interaction clickSave()
{
    Interaction e;
    e.action = ActionType::Click;
    GuiComponent c;
    c.className = u"android.widget.Button"_qs;
    c.text = u"Save"_qs;
    c.bounds = QRect(400, 1000, 300, 120);
    e.component = c;
    return e;
}
} // namespace

class TestEngineTranslations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static void install(const QString &code)
    {
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
    }

    // A stand-in adb: `adb devices` lists A and B; every other command fails without a message.
    QString fakeAdb()
    {
        const QString path = m_dir.filePath(u"adb"_qs);
        QFile f(path);
        if (!f.exists()) {
            if (!f.open(QIODevice::WriteOnly))
                return {};
            f.write("#!/bin/sh\ncase \"$*\" in\n  devices) printf 'List of devices "
                    "attached\\nA\\tdevice\\nB\\tdevice\\n' ;;\n"
                    "  *) exit 1 ;;\nesac\n");
            f.close();
            f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        }
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(u"settings"_qs));
    }

    void cleanup() { install(u"en"_qs); }

    void stopReason_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("budget");
        QTest::addColumn<qint64>("timeBudgetMs");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<QString>("expected");
        // budget 1: the one question is answered, then the budget is used up.
        QTest::newRow("en budget 1") << u"en"_qs << 1 << qint64(600000) << false
                                     << u"labelling budget of 1 question used"_qs;
        QTest::newRow("en budget 0") << u"en"_qs << 0 << qint64(600000) << false
                                     << u"labelling budget of 0 questions used"_qs;
        QTest::newRow("en time") << u"en"_qs << 5 << qint64(0) << false << u"time budget of 0 s used"_qs;
        QTest::newRow("en canceled") << u"en"_qs << 5 << qint64(600000) << true << u"canceled"_qs;
        QTest::newRow("de budget 1") << u"de"_qs << 1 << qint64(600000) << false
                                     << u"Budget von 1 Frage aufgebraucht"_qs;
        QTest::newRow("de budget 0") << u"de"_qs << 0 << qint64(600000) << false
                                     << u"Budget von 0 Fragen aufgebraucht"_qs;
        QTest::newRow("de time") << u"de"_qs << 5 << qint64(0) << false << u"Zeitbudget von 0 s aufgebraucht"_qs;
        QTest::newRow("de canceled") << u"de"_qs << 5 << qint64(600000) << true << u"abgebrochen"_qs;
        QTest::newRow("zh_CN budget 1") << u"zh_CN"_qs << 1 << qint64(600000) << false
                                        << u"已用完 1 个问题的标注预算"_qs;
        QTest::newRow("zh_CN canceled") << u"zh_CN"_qs << 5 << qint64(600000) << true << u"已取消"_qs;
    }

    void stopReason()
    {
        QFETCH(QString, lang);
        QFETCH(int, budget);
        QFETCH(qint64, timeBudgetMs);
        QFETCH(bool, cancel);
        QFETCH(QString, expected);
        install(lang);
        OracleLoopOptions o;
        o.budget = budget;
        o.timeBudgetMs = timeBudgetMs;
        ActiveOracleLearner loop(SubjectRunner(PrintsOne), o);
        QString error;
        QVERIFY2(loop.start(toInputVector({ 1 }), &error), qPrintable(error));
        if (cancel)
            loop.cancel();
        if (budget == 1) {
            QVERIFY(loop.nextQuestion().has_value());
            loop.answer(TestLabel::Passing);
        }
        QVERIFY(!loop.nextQuestion().has_value());
        QCOMPARE(loop.stopReason(), expected);
    }

    void runStatus_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en non-zero exit") << u"en"_qs << int(RunStatus::NonZeroExit) << u"non-zero exit"_qs;
        QTest::newRow("en crashed") << u"en"_qs << int(RunStatus::Crashed) << u"crashed"_qs;
        QTest::newRow("de non-zero exit") << u"de"_qs << int(RunStatus::NonZeroExit) << u"Exit-Code ungleich 0"_qs;
        QTest::newRow("de crashed") << u"de"_qs << int(RunStatus::Crashed) << u"abgestürzt"_qs;
        QTest::newRow("de failed to start") << u"de"_qs << int(RunStatus::FailedToStart) << u"Start fehlgeschlagen"_qs;
        QTest::newRow("zh_CN timed out") << u"zh_CN"_qs << int(RunStatus::TimedOut) << u"超时"_qs;
    }

    void runStatus()
    {
        QFETCH(QString, lang);
        QFETCH(int, status);
        QFETCH(QString, expected);
        install(lang);
        QCOMPARE(runStatusName(RunStatus(status)), expected);
    }

    void runEndedWarning_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("status");
        QTest::newRow("en") << u"en"_qs
                            << u"on the failing input 7 the program's run ended as \"%1\", which counts as output %2: "
                               u"the questions are about that outcome as well"_qs
                            << u"non-zero exit"_qs;
        QTest::newRow("de")
            << u"de"_qs
            << u"bei der fehlschlagenden Eingabe 7 endete der Programmlauf als „%1“, was als Ausgabe %2 zählt: "
               u"Die Fragen betreffen auch dieses Ergebnis"_qs
            << u"Exit-Code ungleich 0"_qs;
    }

    void runEndedWarning()
    {
        QFETCH(QString, lang);
        QFETCH(QString, pattern);
        QFETCH(QString, status);
        install(lang);
        const SubjectRunner program({ u"/bin/sh"_qs, u"-c"_qs, u"read a; echo 5; exit 3"_qs });
        const RunResult r = program.run(toInputVector({ 7 }));
        QCOMPARE(r.status, RunStatus::NonZeroExit);
        OracleLoopOptions o;
        o.budget = 0;
        ActiveOracleLearner loop(program, o);
        QString error;
        QVERIFY2(loop.start(toInputVector({ 7 }), &error), qPrintable(error));
        QVERIFY(!loop.warnings().isEmpty());
        // The run status inside the warning is in the GUI's language too.
        QCOMPARE(loop.warnings().first(), pattern.arg(status, QString::fromLatin1(r.value)));
    }

    void failureCondition_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("satisfiable");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << u"en"_qs << true << u"fails when a = b ∧ a ≥ 2, or a ≠ o"_qs;
        QTest::newRow("de") << u"de"_qs << true << u"schlägt fehl, wenn a = b ∧ a ≥ 2, oder a ≠ o"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << true << u"在 a = b ∧ a ≥ 2，或 a ≠ o 时失败"_qs;
        QTest::newRow("de never") << u"de"_qs << false << u"schlägt nie fehl"_qs;
    }

    void failureCondition()
    {
        QFETCH(QString, lang);
        QFETCH(bool, satisfiable);
        QFETCH(QString, expected);
        install(lang);
        // φ = (a ≠ b ∨ a ≤ 3/2) ∧ (o = a); the unsatisfiable one is (a ≤ 1/2 ∧ a > 1/2) negated.
        // Every field set by name: brace-initialised temporaries trip -Wmaybe-uninitialized in the ASan build.
        const auto space = [](const QList<QByteArray> &coeffs, const QByteArray &bound, bool equality) {
            HalfSpace h;
            h.coeffs = coeffs;
            h.bound = bound;
            h.equality = equality;
            return h;
        };
        const auto literal = [](int halfSpace, bool negated) {
            HalfSpaceLiteral l;
            l.halfSpace = halfSpace;
            l.negated = negated;
            return l;
        };
        const OracleFormula formula = satisfiable
            ? OracleFormula({ space({ "1", "-1", "0" }, "0", true), space({ "1", "0", "0" }, "3/2", false),
                              space({ "-1", "0", "1" }, "0", true) },
                            { { literal(0, true), literal(1, false) }, { literal(2, false) } })
            : OracleFormula({ space({ "1", "0", "0" }, "1/2", false) }, { { literal(0, false), literal(0, true) } });
        const QStringList names { u"a"_qs, u"b"_qs, u"o"_qs };
        // The words of the installed language, rendered from the clauses; the English default is what the
        // report document stores.
        QCOMPARE(formula.failureCondition(names, ConditionWords::translated()), expected);
        QVERIFY(formula.failureCondition(names).startsWith(satisfiable ? u"fails when "_qs : u"never fails"_qs));
    }

    void devicePresetName_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en tablet") << u"en"_qs << u"tablet"_qs << u"Tablet, portrait (Pixel C, 1800×2560, 320 dpi)"_qs;
        QTest::newRow("de tablet") << u"de"_qs << u"tablet"_qs
                                   << u"Tablet, Hochformat (Pixel C, 1800×2560, 320 dpi)"_qs;
        QTest::newRow("de phone-landscape")
            << u"de"_qs << u"phone-landscape"_qs << u"Smartphone, Querformat (2400×1080, 420 dpi)"_qs;
        QTest::newRow("zh_CN small-phone") << u"zh_CN"_qs << u"small-phone"_qs << u"小屏手机（720×1280，320 dpi）"_qs;
    }

    void devicePresetName()
    {
        QFETCH(QString, lang);
        QFETCH(QString, preset);
        QFETCH(QString, expected);
        install(lang);
        QString error;
        const std::optional<DeviceProfile> p = DeviceProfile::fromPresetOrSpec(preset, &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->name, expected);
    }

    void replayPlanComments_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("action");
        QTest::addColumn<QStringList>("expected");
        const int click = int(ActionType::Click), swipeUp = int(ActionType::SwipeUp), rotate = int(ActionType::Rotate);
        QTest::newRow("en click") << u"en"_qs << click << QStringList { u"click \"Save\" (Button)"_qs };
        QTest::newRow("de click") << u"de"_qs << click << QStringList { u"„Save“ (Button) anklicken"_qs };
        QTest::newRow("zh_CN click") << u"zh_CN"_qs << click << QStringList { u"点击 “Save”（Button）"_qs };
        // Without a component the verb stands alone, without the space the object would have taken.
        QTest::newRow("en swipe up") << u"en"_qs << swipeUp << QStringList { u"swipe up"_qs };
        QTest::newRow("de swipe up") << u"de"_qs << swipeUp << QStringList { u"Wischgeste nach oben"_qs };
        QTest::newRow("de rotate") << u"de"_qs << rotate
                                   << QStringList { u"automatisches Drehen ausschalten"_qs,
                                                    u"ins Querformat drehen"_qs };
        QTest::newRow("zh_CN rotate") << u"zh_CN"_qs << rotate << QStringList { u"关闭自动旋转"_qs, u"旋转为横屏"_qs };
    }

    void replayPlanComments()
    {
        QFETCH(QString, lang);
        QFETCH(int, action);
        QFETCH(QStringList, expected);
        install(lang);
        Interaction e = clickSave();
        e.action = ActionType(action);
        if (e.action != ActionType::Click)
            e.component.reset();
        const DeviceProfile phone = DeviceProfile::defaultRecording();
        QStringList comments;
        for (const PlannedCommand &c : ReplayPlanner::plan({ e }, phone, phone, u"org.example"_qs)) {
            QVERIFY(!c.command.isEmpty()); // the adb commands themselves stay as adb reads them
            QVERIFY2(c.command.startsWith(u"input ") || c.command.startsWith(u"settings put "), qPrintable(c.command));
            comments.append(c.comment);
        }
        QCOMPARE(comments, expected);
    }

    void replayStepMessages_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("recorded");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en no hierarchy") << u"en"_qs << false
                                         << u"step \"click ‘Save’\": the recorded screen has no GUI hierarchy"_qs;
        QTest::newRow("de no hierarchy")
            << u"de"_qs << false
            << u"Schritt „‚Save‘ anklicken“: Der aufgezeichnete Bildschirm hat keine GUI-Hierarchie"_qs;
        // A key event needs no widget: it is sent as it is.
        QTest::newRow("en sent") << u"en"_qs << true << u"sent back"_qs;
        QTest::newRow("de sent") << u"de"_qs << true << u"Zurück gesendet"_qs;
        QTest::newRow("zh_CN sent") << u"zh_CN"_qs << true << u"已发送 返回"_qs;
    }

    void replayStepMessages()
    {
        QFETCH(QString, lang);
        QFETCH(bool, recorded);
        QFETCH(QString, expected);
        install(lang);
        if (!recorded) {
            QString error;
            QVERIFY(!Replayer::stepFor(clickSave(), nullptr, u"org.example"_qs, &error));
            QCOMPARE(error, expected);
            return;
        }
        Interaction back;
        back.action = ActionType::Back;
        QString error;
        const std::optional<ReplayStep> step = Replayer::stepFor(back, nullptr, u"org.example"_qs, &error);
        QVERIFY2(step, qPrintable(error));
        BlindDevice device;
        const StepOutcome o = Replayer(&device).replayStep(*step);
        QVERIFY(o.ok);
        QCOMPARE(o.reason, expected);
    }

    void responsivePatternDescription_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << u"en"_qs << u"the recorded step navigates up: press Back"_qs;
        QTest::newRow("de") << u"de"_qs << u"der aufgezeichnete Schritt navigiert nach oben: Zurück drücken"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"记录的步骤是向上导航：按返回键"_qs;
    }

    void responsivePatternDescription()
    {
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        install(lang);
        // The recorded step tapped "Navigate up": NavigationUp replays it as Back.
        const QByteArray xml
            = "<?xml version='1.0' encoding='UTF-8'?><hierarchy rotation=\"0\">"
              "<node class=\"android.widget.FrameLayout\" package=\"org.example\" bounds=\"[0,0][1080,1920]\">"
              "<node class=\"android.widget.ImageButton\" package=\"org.example\" content-desc=\"Navigate up\" "
              "clickable=\"true\" bounds=\"[0,60][120,180]\" /></node></hierarchy>";
        QString error;
        const std::optional<ViewTree> tree = ViewTree::parse(xml, u"inline"_qs, &error);
        QVERIFY2(tree, qPrintable(error));
        PatternContext ctx;
        ctx.recorded = &*tree;
        ctx.live = &*tree;
        ctx.recordedRoot = ctx.liveRoot = tree->appRoot(u"org.example"_qs);
        for (int n : tree->subtree(ctx.recordedRoot)) {
            if (tree->node(n).contentDescription == u"Navigate up")
                ctx.receiver = n;
        }
        QVERIFY(ctx.receiver >= 0);
        ctx.event = ReplayEvent::tap(QPoint(60, 120));
        const std::optional<PatternAction> a = ResponsivePatterns::apply(ResponsivePattern::NavigationUp, ctx);
        QVERIFY(a);
        QVERIFY(a->consumed);
        QCOMPARE(a->description, expected);
    }

    void deviceProfileErrors_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("expected");
        const QString presets = DeviceProfile::presetKeys().join(u", "_qs);
        QTest::newRow("en syntax")
            << u"en"_qs << u"fridge"_qs
            << u"'fridge' is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape] (or give one of the presets "_qs
                + presets + u')';
        QTest::newRow("de syntax")
            << u"de"_qs << u"fridge"_qs
            << u"'fridge' ist kein Geräteprofil; erwartet: BREITExHÖHE[@DPI][:portrait|landscape] (oder geben Sie eine der Vorgaben "_qs
                + presets + u" an)";
        QTest::newRow("de orientation") << u"de"_qs << u"800x600:upside"_qs
                                        << u"unbekannte Ausrichtung 'upside' in '800x600:upside'; verwenden Sie "
                                           u"portrait oder landscape (oder geben Sie "
                                           u"eine der Vorgaben "_qs
                + presets + u" an)";
        QTest::newRow("zh_CN size")
            << u"zh_CN"_qs << u"0x0@0"_qs
            << u"'0x0@0' 不是合理的屏幕：宽度和高度须为 1 到 20000 px，密度须为 1 到 2000 dpi（或指定预设 "_qs + presets
                + u" 之一）";
    }

    void deviceProfileErrors()
    {
        QFETCH(QString, lang);
        QFETCH(QString, spec);
        QFETCH(QString, expected);
        install(lang);
        QString error;
        QVERIFY(!DeviceProfile::fromPresetOrSpec(spec, &error));
        QCOMPARE(error, expected);
    }

    void adbErrors_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("serial");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en two attached") << u"en"_qs << QString()
                                         << u"2 Android devices are attached (A, B); choose one by serial"_qs;
        QTest::newRow("de two attached")
            << u"de"_qs << QString()
            << u"2 Android-Geräte sind angeschlossen (A, B); wählen Sie eines über die Seriennummer"_qs;
        QTest::newRow("zh_CN two attached")
            << u"zh_CN"_qs << QString() << u"已连接 2 台 Android 设备（A, B）；请按序列号选择一台"_qs;
        QTest::newRow("en command failed")
            << u"en"_qs << u"A"_qs << u"adb shell input keyevent KEYCODE_BACK failed on A: exit code 1"_qs;
        QTest::newRow("de command failed")
            << u"de"_qs << u"A"_qs << u"adb shell input keyevent KEYCODE_BACK ist fehlgeschlagen (A): Exit-Code 1"_qs;
        QTest::newRow("de not attached")
            << u"de"_qs << u"C"_qs << u"Gerät C ist nicht angeschlossen oder nicht bereit (angeschlossen: A, B)"_qs;
    }

    void adbErrors()
    {
        QFETCH(QString, lang);
        QFETCH(QString, serial);
        QFETCH(QString, expected);
        const QString adb = fakeAdb();
        QVERIFY(!adb.isEmpty());
        install(lang);
        AdbDevice device(serial, adb);
        QString error;
        // Connecting fails unless the serial names an attached device; then the command itself fails.
        if (device.connect(&error))
            QVERIFY(!device.back(&error));
        QCOMPARE(error, expected);
    }

    void jsonErrorStaysEnglish_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << u"en"_qs;
        QTest::newRow("de") << u"de"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs;
    }

    void jsonErrorStaysEnglish()
    {
        // The GUI installs Qt's own translations too (qtbase_de), which translate QJsonParseError::errorString();
        // the engine's JSON error text still reads as English, since it also goes to the LLM in repair prompts.
        QFETCH(QString, lang);
        install(lang);
        const QByteArray json("[1, 2,]");
        QJsonParseError e;
        QVERIFY(QJsonDocument::fromJson(json, &e).isNull());
        QCOMPARE(jsonErrorText(json, e), u"object is missing after a comma near line 1, column 7"_qs);
    }

    void oraclePanelShowsStopReason_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("reason");
        QTest::newRow("en") << u"en"_qs << u"labelling budget of 1 question used"_qs;
        QTest::newRow("de") << u"de"_qs << u"Budget von 1 Frage aufgebraucht"_qs;
    }

    void oraclePanelShowsStopReason()
    {
        QFETCH(QString, lang);
        QFETCH(QString, reason);
        install(lang);
        OraclePanel panel;
        panel.setProgram(u"/bin/sh -c \"read a; echo 1\""_qs);
        panel.setFailingInput(u"3"_qs);
        panel.findChild<QSpinBox *>()->setValue(1);
        QSignalSpy finished(&panel, &OraclePanel::finished);
        panel.start();
        QVERIFY(QTest::qWaitFor([&] { return !panel.questionText().isEmpty(); }, 30000));
        panel.answerNo();
        QVERIFY(QTest::qWaitFor([&] { return !finished.isEmpty(); }, 30000));
        const QString done = panelText("Done: %1.").arg(reason);
        // panel.condition() is the English text the report keeps; the panel shows the same condition with
        // its words in the GUI's language.
        const QString english = panel.condition();
        QString condition;
        if (english == u"never fails" || english == u"always fails") {
            condition = english == u"never fails" ? ConditionWords::translated().neverFails
                                                  : ConditionWords::translated().alwaysFails;
        } else {
            QVERIFY2(english.startsWith(u"fails when "), qPrintable(english));
            const ConditionWords words = ConditionWords::translated();
            condition = words.failsWhen.arg(english.mid(11).split(u", or "_qs).join(words.orSeparator));
        }
        QCOMPARE(condition == english, lang == u"en");
        bool shown = false;
        bool conditionShown = false;
        for (const QLabel *label : panel.findChildren<QLabel *>()) {
            shown = shown || label->text() == done;
            conditionShown = conditionShown || label->text() == condition;
        }
        QVERIFY2(shown, qPrintable(done));
        QVERIFY2(conditionShown, qPrintable(condition));
    }
};

QTEST_MAIN(TestEngineTranslations)
#include "tst_enginetranslations.moc"
