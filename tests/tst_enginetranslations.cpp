// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's messages that the oracle and replay panels show (oracle loop stop reasons and warnings, adb
// errors, device-profile parse errors) follow the GUI's language; with the English plural forms that
// stepwise-cli installs they read as plain English.
#include "language.h"
#include "oracle/activeoraclelearner.h"
#include "oracle/subjectrunner.h"
#include "oraclepanel.h"
#include "replay/adbdevice.h"
#include "replay/deviceprofile.h"

#include <QCoreApplication>
#include <QFile>
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
const QStringList PrintsOne = {u"/bin/sh"_qs, u"-c"_qs, u"read a; echo 1"_qs};
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
            f.write("#!/bin/sh\ncase \"$*\" in\n  devices) printf 'List of devices attached\\nA\\tdevice\\nB\\tdevice\\n' ;;\n"
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

    void cleanup()
    {
        install(u"en"_qs);
    }

    void stopReason_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("budget");
        QTest::addColumn<qint64>("timeBudgetMs");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<QString>("expected");
        // budget 1: the one question is answered, then the budget is used up.
        QTest::newRow("en budget 1") << u"en"_qs << 1 << qint64(600000) << false << u"labelling budget of 1 question used"_qs;
        QTest::newRow("en budget 0") << u"en"_qs << 0 << qint64(600000) << false << u"labelling budget of 0 questions used"_qs;
        QTest::newRow("en time") << u"en"_qs << 5 << qint64(0) << false << u"time budget of 0 s used"_qs;
        QTest::newRow("en canceled") << u"en"_qs << 5 << qint64(600000) << true << u"canceled"_qs;
        QTest::newRow("de budget 1") << u"de"_qs << 1 << qint64(600000) << false << u"Budget von 1 Frage aufgebraucht"_qs;
        QTest::newRow("de budget 0") << u"de"_qs << 0 << qint64(600000) << false << u"Budget von 0 Fragen aufgebraucht"_qs;
        QTest::newRow("de time") << u"de"_qs << 5 << qint64(0) << false << u"Zeitbudget von 0 s aufgebraucht"_qs;
        QTest::newRow("de canceled") << u"de"_qs << 5 << qint64(600000) << true << u"abgebrochen"_qs;
        QTest::newRow("zh_CN budget 1") << u"zh_CN"_qs << 1 << qint64(600000) << false << u"已用完 1 个问题的标注预算"_qs;
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
        QVERIFY2(loop.start({1}, &error), qPrintable(error));
        if (cancel)
            loop.cancel();
        if (budget == 1) {
            QVERIFY(loop.nextQuestion().has_value());
            loop.answer(TestLabel::Passing);
        }
        QVERIFY(!loop.nextQuestion().has_value());
        QCOMPARE(loop.stopReason(), expected);
    }

    void runEndedWarning_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("en") << u"en"_qs
                            << u"on the failing input 7 the program's run ended as \"%1\", which counts as output %2: "
                               u"the questions are about that outcome as well"_qs;
        QTest::newRow("de") << u"de"_qs
                            << u"bei der fehlschlagenden Eingabe 7 endete der Programmlauf als „%1“, was als Ausgabe %2 zählt: "
                               u"Die Fragen betreffen auch dieses Ergebnis"_qs;
    }

    void runEndedWarning()
    {
        QFETCH(QString, lang);
        QFETCH(QString, pattern);
        install(lang);
        const SubjectRunner program({u"/bin/sh"_qs, u"-c"_qs, u"read a; echo 5; exit 3"_qs});
        const RunResult r = program.run({7});
        QCOMPARE(r.status, RunStatus::NonZeroExit);
        OracleLoopOptions o;
        o.budget = 0;
        ActiveOracleLearner loop(program, o);
        QString error;
        QVERIFY2(loop.start({7}, &error), qPrintable(error));
        QVERIFY(!loop.warnings().isEmpty());
        // The run status stays English (runStatusName() also names it in the exports).
        QCOMPARE(loop.warnings().first(), pattern.arg(runStatusName(r.status), QString::fromLatin1(r.value)));
    }

    void deviceProfileErrors_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("expected");
        const QString presets = DeviceProfile::presetKeys().join(u", "_qs);
        QTest::newRow("en syntax") << u"en"_qs << u"fridge"_qs
                                   << u"'fridge' is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape] (or give one of the presets "_qs
                + presets + u')';
        QTest::newRow("de syntax") << u"de"_qs << u"fridge"_qs
                                   << u"'fridge' ist kein Geräteprofil; erwartet: BREITExHÖHE[@DPI][:portrait|landscape] (oder geben Sie eine der Vorgaben "_qs
                + presets + u" an)";
        QTest::newRow("de orientation") << u"de"_qs << u"800x600:upside"_qs
                                        << u"unbekannte Ausrichtung 'upside' in '800x600:upside'; verwenden Sie portrait oder landscape (oder geben Sie "
                                           u"eine der Vorgaben "_qs
                + presets + u" an)";
        QTest::newRow("zh_CN size") << u"zh_CN"_qs << u"0x0@0"_qs
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
        QTest::newRow("en two attached") << u"en"_qs << QString() << u"2 Android devices are attached (A, B); choose one by serial"_qs;
        QTest::newRow("de two attached") << u"de"_qs << QString()
                                         << u"2 Android-Geräte sind angeschlossen (A, B); wählen Sie eines über die Seriennummer"_qs;
        QTest::newRow("zh_CN two attached") << u"zh_CN"_qs << QString() << u"已连接 2 台 Android 设备（A, B）；请按序列号选择一台"_qs;
        QTest::newRow("en command failed") << u"en"_qs << u"A"_qs << u"adb shell input keyevent KEYCODE_BACK failed on A: exit code 1"_qs;
        QTest::newRow("de command failed") << u"de"_qs << u"A"_qs
                                           << u"adb shell input keyevent KEYCODE_BACK ist fehlgeschlagen (A): Exit-Code 1"_qs;
        QTest::newRow("de not attached") << u"de"_qs << u"C"_qs
                                         << u"Gerät C ist nicht angeschlossen oder nicht bereit (angeschlossen: A, B)"_qs;
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
        const QString done = QCoreApplication::translate("StepWise::OraclePanel", "Done: %1.").arg(reason);
        bool shown = false;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            shown = shown || label->text() == done;
        QVERIFY2(shown, qPrintable(done));
    }
};

QTEST_MAIN(TestEngineTranslations)
#include "tst_enginetranslations.moc"
