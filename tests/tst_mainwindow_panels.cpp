// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's wiring of the oracle panel, the replay panel, wireframes for
// screens without a screenshot, background import of several dropped paths and several windows.
// Runs at a device pixel ratio of 2 (QT_SCALE_FACTOR, set in main()) so the high-DPI
// rendering is checked too.
#include "analysis/analysiscontroller.h"
#include "demomodel.h"
#include "draftstore.h"
#include "graph/sqlitegraphstore.h"
#include "itemmodels/steplistmodel.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"
#include "oraclepanel.h"
#include "qualitystyle.h"
#include "replaypanel.h"
#include "reporteditor.h"
#include "screenshotcache.h"
#include "screenshotpanel.h"
#include "screenshotview.h"

#include <QAction>
#include <QApplication>
#include <QCategoryAxis>
#include <QChartView>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>

using namespace StepWise;

class TestMainWindowPanels : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_db;
    QString m_triangle;

    MainWindow::Options options(const QString &text = {}) const { return testWindowOptions(m_db, m_dir.path(), text); }

    static QStringList ids(const QList<Interaction> &path)
    {
        QStringList out;
        for (const Interaction &i : path)
            out << i.id;
        return out;
    }

    /*! The demo dump alone, under another app version: the model without any screenshot. */
    QString demoWithoutScreenshots(const QString &dir, const QString &version) const
    {
        const QString file = dir + u'/' + version + QStringLiteral("-graph.txt");
        return QFile::copy(QStringLiteral(":/demo/%1-graph.txt").arg(Demo::appVersion()), file) ? file : QString();
    }

    /*! Clicks the button with \a role in the next message box named \a name shown while \a parent lives, from the
     *  event loop (the box runs its own); *\a text gets the box's text, so it is set once the box was shown. */
    static void answerBox(QObject *parent, const QString &name, QMessageBox::ButtonRole role, QString *text)
    {
        text->clear();
        auto *timer = new QTimer(parent);
        timer->setInterval(10);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, name, role, text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != name)
                return;
            timer->stop();
            timer->deleteLater();
            *text = box->text();
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == role) {
                    b->click();
                    return;
                }
            }
        });
        timer->start();
    }

    /*! The shipped English plural forms ("1 answer", "3 answers") as the app installs them, while it lives. */
    struct EnglishPlurals {
        QTranslator translator;
        bool installed = translator.load(QStringLiteral(":/i18n/stepwise_en.qm"))
            && QCoreApplication::installTranslator(&translator);
        ~EnglishPlurals() { QCoreApplication::removeTranslator(&translator); }
    };

    /*! The panel's progress line ("Questions asked: …"), empty when it shows none. */
    static QString progressLine(const OraclePanel &panel)
    {
        for (const QLabel *l : panel.findChildren<QLabel *>()) {
            if (l->text().startsWith(u"Questions asked:"))
                return l->text();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // Settings of this run only: the windows save their dock layout on close.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));
        QVERIFY(QSettings().fileName().startsWith(m_dir.path()));
        m_db = m_dir.filePath(QStringLiteral("models.sqlite"));
        SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow_panels-setup"));
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QString error;
        QVERIFY2(Demo::importInto(store, &error), qPrintable(error));
        QCOMPARE(qApp->devicePixelRatio(), 2.0);

        QProcess gcc;
        m_triangle = m_dir.filePath(QStringLiteral("triangle"));
        gcc.start(QStringLiteral("gcc"),
                  { QStringLiteral("-O2"), QFINDTESTDATA("data/oracle/triangle.c"), QStringLiteral("-o"), m_triangle });
        QVERIFY2(gcc.waitForFinished(60000) && gcc.exitCode() == 0, "gcc is needed to build the oracle subject");
    }

    void replayPanelGetsThePath()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        const QualityReport &report = w.result().report;
        QVERIFY(!report.pathInteractionIds.isEmpty());
        // "Recorded on" follows the demo's 1080×1920 screenshots (480 dpi, 360 dp wide) as soon as their headers
        // are read, not at the next analysis.
        const quint64 generation = w.result().generation;
        QTRY_COMPARE_WITH_TIMEOUT(w.replayPanel()->sourceProfile(), QStringLiteral("1080x1920@480"), 10000);
        QCOMPARE(w.result().generation, generation);
        // The reproduction path: open app, the written steps and the missing ones between them, in order.
        QCOMPARE(ids(w.replayPanel()->path()), report.pathInteractionIds);
        QCOMPARE(ids(w.replayPath()), report.pathInteractionIds);
        int missing = 0;
        for (const StepAssessment &s : report.steps) {
            for (const MissingInteraction &m : s.missingBefore) {
                QVERIFY(report.pathInteractionIds.contains(m.interactionId));
                ++missing;
            }
        }
        QVERIFY(missing > 0);
        QCOMPARE(w.replayPanel()->package(), QStringLiteral("com.example.pocketnotes"));
        const QString plan = w.replayPanel()->planText();
        QVERIFY2(plan.contains(u"adb shell "), qPrintable(plan));

        // The dock is hidden until View > Replay panel (Ctrl+Shift+R).
        QVERIFY(!w.replayDock()->isVisible());
        QAction *toggle = w.findChild<QAction *>(QStringLiteral("toggleReplayDock"));
        QVERIFY(toggle);
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
        toggle->trigger();
        QVERIFY(w.replayDock()->isVisible());

        // The default target is the recording device itself, and an untouched default adds no replay section
        // to the exports; a chosen target does.
        QCOMPARE(w.replayPanel()->targetProfile(), w.replayPanel()->sourceProfile());
        QVERIFY(!w.replayPanel()->targetChosen());
        auto exported = [&w, this] {
            const QString file = m_dir.filePath(QStringLiteral("replay-export.md"));
            QFile f(file);
            return w.exportReport(file, QStringLiteral("md")) && f.open(QIODevice::ReadOnly)
                ? QString::fromUtf8(f.readAll())
                : QString();
        };
        QString md = exported();
        QVERIFY(!md.isEmpty());
        QVERIFY2(!md.contains(u"Replay on"), qPrintable(md));

        // Another target profile gives another plan for the same path.
        w.replayPanel()->setTargetProfile(QStringLiteral("720x1280@320"));
        QVERIFY(w.replayPanel()->planText() != plan);
        QVERIFY(w.replayPanel()->targetChosen());
        md = exported();
        QVERIFY2(md.contains(u"### Replay on 720x1280@320"), qPrintable(md));
        QCOMPARE(ids(w.replayPanel()->path()), report.pathInteractionIds);

        // A changed report gives a new path.
        QTextCursor c = w.editor()->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("\n7. Tap the Notes tab\n"));
        QVERIFY(QTest::qWaitFor([&w] { return w.result().text.contains(u"7. Tap the Notes tab"); }, 30000));
        QVERIFY(waitForAnalysis(w));
        QCOMPARE(ids(w.replayPanel()->path()), w.result().report.pathInteractionIds);

        // No adb (or no device): the replay says so instead of failing silently.
        QTemporaryDir emptyPath;
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", emptyPath.path().toLocal8Bit());
        QSignalSpy finished(w.replayPanel(), &ReplayPanel::replayFinished);
        w.replayPanel()->startReplay();
        // Without adb "Replay on device" is disabled and says why.
        QPushButton *replayButton = nullptr;
        for (QPushButton *b : w.replayPanel()->findChildren<QPushButton *>()) {
            if (b->text() == u"Replay on device")
                replayButton = b;
        }
        QVERIFY(replayButton);
        QVERIFY(!replayButton->isEnabled());
        QVERIFY2(replayButton->toolTip().contains(u"adb was not found"), qPrintable(replayButton->toolTip()));
        // A replay that fails at once may report before wait() starts: count, do not wait for a new emission.
        const bool done = QTest::qWaitFor([&finished] { return !finished.isEmpty(); }, 30000);
        qputenv("PATH", path);
        QVERIFY2(done, qPrintable(w.replayPanel()->statusText()));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString message = finished.at(0).at(1).toString();
        QVERIFY2(message.contains(u"adb was not found"), qPrintable(message));
        QCOMPARE(w.replayPanel()->statusText(), message);
    }

    void oracleAttachesToReport()
    {
        const QString path = m_dir.filePath(QStringLiteral("oracle.stepwise"));
        OracleAttachment attached;
        {
            MainWindow w(options(Demo::reportText()));
            w.show();
            QVERIFY(waitForAnalysis(w));
            QVERIFY(w.document().oracle.isEmpty());
            QAction *toggle = w.findChild<QAction *>(QStringLiteral("toggleOracleDock"));
            QVERIFY(toggle);
            QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
            // A hidden panel keeps a switch in sight: the model tool bar shows it.
            auto *bar = w.findChild<QToolBar *>(QStringLiteral("modelToolBar"));
            QVERIFY(bar);
            QVERIFY(bar->actions().contains(toggle));
            QVERIFY(bar->widgetForAction(toggle) && bar->widgetForAction(toggle)->isVisible());
            toggle->trigger();
            QVERIFY(w.oracleDock()->isVisible());

            OraclePanel *panel = w.oraclePanel();
            panel->setProgram(m_triangle);
            panel->setFailingInput(QStringLiteral("2 2 2"));
            panel->findChild<QSpinBox *>()->setValue(3);
            QSignalSpy finished(panel, &OraclePanel::finished);
            panel->start();
            int answers = 0;
            while (finished.isEmpty()) {
                QVERIFY(
                    QTest::qWaitFor([&] { return !finished.isEmpty() || !panel->questionText().isEmpty(); }, 45000));
                if (!finished.isEmpty())
                    break;
                // Alternate the reporter's answers so both labels occur.
                if (answers++ % 2 == 0)
                    panel->answerNo();
                else
                    panel->answerYes();
                QVERIFY(answers <= 4);
            }
            QVERIFY(answers >= 1);
            QVERIFY(!panel->labelledTests().isEmpty());

            // The result is attached to the report: the window is modified and the document carries it.
            attached = w.document().oracle;
            QCOMPARE(attached.condition, panel->condition());
            QCOMPARE(attached.tests.size(), panel->labelledTests().size());
            QCOMPARE(attached.tests.first().label, TestLabel::Failing);
            QCOMPARE(attached.tests.first().inputText(), QStringLiteral("2 2 2"));
            QVERIFY(w.isWindowModified());

            // The exports include the oracle section.
            for (const QString &format : { QStringLiteral("md"), QStringLiteral("html"), QStringLiteral("json") }) {
                const QString file = m_dir.filePath(QStringLiteral("oracle-export.") + format);
                QVERIFY(w.exportReport(file, format));
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray bytes = f.readAll();
                if (format == u"json") {
                    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
                    QCOMPARE(o.value(QStringLiteral("schema")).toString(), QStringLiteral("stepwise.quality-report/1"));
                    QCOMPARE(o.value(QStringLiteral("oracle")).toObject(), attached.toJson());
                } else {
                    const QString text = QString::fromUtf8(bytes);
                    QVERIFY2(text.contains(u"Test oracle"), qPrintable(format));
                    QVERIFY2(text.contains(u"2 2 2"), qPrintable(format));
                    if (format == u"html")
                        QVERIFY(text.indexOf(u"class=\"oracle\"") < text.lastIndexOf(u"</body>"));
                }
            }
            // "Export test suite" of the panel writes the Codeflaws-layout folder.
            QTemporaryDir suite;
            QVERIFY(panel->exportTo(suite.path()));
            QVERIFY(QFile::exists(suite.filePath(QStringLiteral("tests.tsv"))));
            QVERIFY(QFile::exists(suite.filePath(QStringLiteral("input-neg1"))));

            QVERIFY(w.saveDocument(path));
        }
        // The document round trip keeps the oracle.
        ReportDocument loaded;
        QString error;
        QVERIFY2(ReportDocument::load(path, &loaded, &error), qPrintable(error));
        QCOMPARE(loaded.oracle.condition, attached.condition);
        QCOMPARE(loaded.oracle.tests.size(), attached.tests.size());
        for (qsizetype i = 0; i < attached.tests.size(); ++i) {
            QCOMPARE(loaded.oracle.tests.at(i).input, attached.tests.at(i).input);
            QCOMPARE(loaded.oracle.tests.at(i).output, attached.tests.at(i).output);
            QCOMPARE(loaded.oracle.tests.at(i).label, attached.tests.at(i).label);
        }
        // The formula is stored too, so the reopened panel renders the condition again (in the GUI's language).
        QVERIFY(attached.formula);
        QVERIFY(loaded.oracle.formula);
        QCOMPARE(loaded.oracle.formula->failureCondition(), attached.condition);
        MainWindow reopened(options());
        reopened.show();
        QVERIFY(!reopened.oracleDock()->isVisible());
        QVERIFY(reopened.openDocument(path));
        // The report's test oracle is in view once it is open.
        QVERIFY(reopened.oracleDock()->isVisible());
        QCOMPARE(reopened.document().oracle.toJson(), attached.toJson());
        QVERIFY(reopened.oraclePanel()->formula());
        QCOMPARE(reopened.oraclePanel()->formula()->toJson(), attached.formula->toJson());

        // Opened from the command line (stepwise --report FILE) after a session that closed the panel: the
        // remembered layout does not hide the report's oracle again.
        reopened.oracleDock()->close();
        QSettings().setValue(QStringLiteral("window/state"), reopened.saveState(MainWindow::WindowStateVersion));
        MainWindow::Options fromCommandLine = options();
        fromCommandLine.documentPath = path;
        MainWindow started(fromCommandLine);
        started.show();
        QVERIFY(QTest::qWaitForWindowExposed(&started));
        QVERIFY(started.oracleDock()->isVisible());
        QCOMPARE(started.document().oracle.toJson(), attached.toJson());
        QSettings().remove(QStringLiteral("window"));
    }

    void oracleStopAndPathWithSpaces()
    {
        // A program whose path has spaces runs, typed as is or as "Browse…" quotes it.
        const QString dir = m_dir.filePath(QStringLiteral("dir with space"));
        QVERIFY(QDir().mkpath(dir));
        const QString program = dir + QStringLiteral("/tri angle");
        QVERIFY(QFile::exists(program) || QFile::copy(m_triangle, program));
        QVERIFY(QFile::setPermissions(program, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

        MainWindow w(options(Demo::reportText()));
        w.resize(1200, 800);
        w.show();
        QVERIFY(waitForAnalysis(w));
        w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
        QVERIFY(w.oracleDock()->isVisible());
        const bool modifiedBefore = w.isWindowModified();
        OraclePanel *panel = w.oraclePanel();
        QPushButton *exportButton = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>()) {
            if (b->text().startsWith(u"Export"))
                exportButton = b;
        }
        QVERIFY(exportButton);
        panel->setProgram(program);
        panel->setFailingInput(QStringLiteral("2 2 2"));
        panel->findChild<QSpinBox *>()->setValue(3);
        QSignalSpy finished(panel, &OraclePanel::finished);
        QSignalSpy failed(panel, &OraclePanel::failed);
        panel->start();
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty() || !panel->questionText().isEmpty(); }, 45000));
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QTest::qWait(0);
        const int dockWidth = w.oracleDock()->width();
        // A question is pending: nothing to export yet.
        QVERIFY(!exportButton->isEnabled());

        // Stop before any answer: "always fails" from the failing input alone is not attached.
        panel->stop();
        QVERIFY(finished.isEmpty());
        QVERIFY(w.document().oracle.isEmpty());
        QCOMPARE(w.isWindowModified(), modifiedBefore);
        QVERIFY(!exportButton->isEnabled());

        // "Browse…" quotes the path; the session runs to its end and attaches its result.
        panel->setProgramPath(program);
        QCOMPARE(panel->programText(), u'"' + program + u'"');
        panel->start();
        int answers = 0;
        while (finished.isEmpty()) {
            QVERIFY(QTest::qWaitFor(
                [&] { return !finished.isEmpty() || !failed.isEmpty() || !panel->questionText().isEmpty(); }, 45000));
            QVERIFY(failed.isEmpty());
            if (!finished.isEmpty())
                break;
            if (answers++ % 2 == 0)
                panel->answerNo();
            else
                panel->answerYes();
            QVERIFY(answers <= 4);
        }
        QVERIFY(!w.document().oracle.isEmpty());
        QVERIFY(w.isWindowModified());
        QVERIFY(exportButton->isEnabled());
        // The dock keeps its width when the result shows (the texts wrap instead).
        QTest::qWait(0);
        QVERIFY2(w.oracleDock()->width() <= dockWidth + 8,
                 qPrintable(u"%1 -> %2"_qs.arg(dockWidth).arg(w.oracleDock()->width())));

        // A folder holding a suite is refused, in the GUI's words, and left as it was.
        QTemporaryDir suite;
        QVERIFY(panel->exportTo(suite.path()));
        const QStringList files = QDir(suite.path()).entryList(QDir::Files, QDir::Name);
        QVERIFY(!panel->exportTo(suite.path()));
        QVERIFY2(failed.last().first().toString().contains(u"already holds a test suite"),
                 qPrintable(failed.last().first().toString()));
        QCOMPARE(QDir(suite.path()).entryList(QDir::Files, QDir::Name), files);

        // "Remove from report" takes the attachment out again.
        QPushButton *removeButton = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>()) {
            if (b->text() == u"Remove from report")
                removeButton = b;
        }
        QVERIFY(removeButton);
        QVERIFY(removeButton->isEnabled());
        removeButton->click();
        QVERIFY(w.document().oracle.isEmpty());
        QVERIFY(panel->labelledTests().isEmpty());
        QVERIFY(!removeButton->isEnabled());
        QVERIFY(!exportButton->isEnabled());
    }

    void oracleStartAsksBeforeDiscardingAnswers()
    {
        // Start is disabled while a session runs; once it is stopped, Start asks before it throws the answers away.
        const EnglishPlurals english;
        QVERIFY(english.installed);
        OraclePanel panel;
        panel.setProgram(m_triangle);
        panel.setFailingInput(QStringLiteral("2 2 2"));
        QCOMPARE(panel.findChild<QSpinBox *>()->value(), 20);
        QPushButton *startButton = nullptr;
        for (QPushButton *b : panel.findChildren<QPushButton *>()) {
            if (b->text() == u"Start")
                startButton = b;
        }
        QVERIFY(startButton);
        QSignalSpy failed(&panel, &OraclePanel::failed);
        panel.show();
        startButton->click(); // nothing to lose yet: no question
        const auto nextQuestion = [&] {
            return QTest::qWaitFor([&] { return !failed.isEmpty() || !panel.questionText().isEmpty(); }, 45000);
        };
        QVERIFY(nextQuestion());
        panel.answerNo();
        QVERIFY(nextQuestion());
        panel.answerYes();
        QVERIFY(nextQuestion());
        panel.answerNotSure();
        QVERIFY(nextQuestion());
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        const QString question = panel.questionText();
        const QString condition = panel.condition();
        const QList<OracleTest> tests = panel.labelledTests();
        QCOMPARE(tests.size(), 3); // the failing input and the two yes/no answers; "not sure" adds no test
        QVERIFY(!condition.isEmpty());
        const QString progress = progressLine(panel);
        QVERIFY2(progress.startsWith(u"Questions asked: 3 of 20 · "), qPrintable(progress));
        // While the session runs (a question waits), Start is disabled and the slot does nothing: no prompt, and
        // the question, the answers, the condition and the progress stay.
        QVERIFY(panel.isRunning());
        QVERIFY(!startButton->isEnabled());
        panel.start();
        QCOMPARE(panel.questionText(), question);
        QCOMPARE(panel.condition(), condition);
        QCOMPARE(panel.labelledTests().size(), tests.size());
        for (qsizetype i = 0; i < tests.size(); ++i) {
            QCOMPARE(panel.labelledTests().at(i).input, tests.at(i).input);
            QCOMPARE(panel.labelledTests().at(i).label, tests.at(i).label);
        }
        QCOMPARE(progressLine(panel), progress);
        QVERIFY(!panel.isBusy());
        // The session goes on: the pending question still takes an answer; Start stays disabled while it learns.
        panel.answerNo();
        QVERIFY(!startButton->isEnabled());
        QVERIFY(nextQuestion());
        QCOMPARE(panel.labelledTests().size(), 4);
        QVERIFY2(progressLine(panel).startsWith(u"Questions asked: 4 of 20 · "), qPrintable(progressLine(panel)));
        QVERIFY(!startButton->isEnabled());

        // Stop ends the session: Start is enabled again and asks before it discards the answers. Cancel keeps them.
        panel.stop();
        QVERIFY(!panel.isRunning());
        QVERIFY(startButton->isEnabled());
        const QString stoppedCondition = panel.condition();
        QString asked;
        answerBox(&panel, QStringLiteral("oracleStartOverPrompt"), QMessageBox::RejectRole, &asked);
        startButton->click();
        QCOMPARE(asked, u"Start over? The 4 answers so far and the learned condition will be discarded."_qs);
        QCOMPARE(panel.condition(), stoppedCondition);
        QCOMPARE(panel.labelledTests().size(), 4);
        QVERIFY(!panel.isBusy());
        QVERIFY(startButton->isEnabled());

        // "Start over" discards them and starts again from the failing input alone.
        answerBox(&panel, QStringLiteral("oracleStartOverPrompt"), QMessageBox::DestructiveRole, &asked);
        startButton->click();
        QCOMPARE(asked, u"Start over? The 4 answers so far and the learned condition will be discarded."_qs);
        QVERIFY(!startButton->isEnabled());
        QVERIFY(nextQuestion());
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QCOMPARE(panel.labelledTests().size(), 1);
        QCOMPARE(panel.labelledTests().first().inputText(), u"2 2 2"_qs);
        QVERIFY2(progressLine(panel).startsWith(u"Questions asked: 0 of 20 · "), qPrintable(progressLine(panel)));

        // Stopped before any answer: Start restarts without asking.
        panel.stop();
        QVERIFY(startButton->isEnabled());
        answerBox(&panel, QStringLiteral("oracleStartOverPrompt"), QMessageBox::RejectRole, &asked);
        startButton->click();
        QVERIFY(nextQuestion());
        QTest::qWait(50); // the prompt would have been answered by now
        QCOMPARE(asked, QString());
        QCOMPARE(panel.labelledTests().size(), 1);
    }

    void oracleStartIsEnabledAgainAfterAFailure()
    {
        // A program that cannot run fails the session: Start is disabled while it runs and enabled after.
        OraclePanel panel;
        panel.setProgram(m_dir.filePath(QStringLiteral("no-such-program")));
        panel.setFailingInput(QStringLiteral("2 2 2"));
        QPushButton *startButton = nullptr;
        for (QPushButton *b : panel.findChildren<QPushButton *>()) {
            if (b->text() == u"Start")
                startButton = b;
        }
        QVERIFY(startButton);
        QSignalSpy failed(&panel, &OraclePanel::failed);
        panel.show();
        startButton->click();
        QVERIFY(!startButton->isEnabled());
        QVERIFY(failed.wait(45000));
        QVERIFY(!panel.isRunning());
        QVERIFY(startButton->isEnabled());
    }

    void oracleAsksToConfirmAnAnswerInConflict()
    {
        // A reporter who slips: "no" for an input between two failing answers of a program wrong from 10 on. The
        // panel asks about it again, naming the answer, and the buttons keep their meaning.
        const EnglishPlurals english;
        QVERIFY(english.installed);
        const QString echo = m_dir.filePath(QStringLiteral("echo-n"));
        {
            QFile f(echo);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\nread n\necho \"$n\"\n");
            f.close();
            QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
        }
        OraclePanel panel;
        panel.setProgram(echo);
        panel.setFailingInput(QStringLiteral("50"));
        QPushButton *startButton = nullptr;
        for (QPushButton *b : panel.findChildren<QPushButton *>()) {
            if (b->text() == u"Start")
                startButton = b;
        }
        QVERIFY(startButton);
        QSignalSpy failed(&panel, &OraclePanel::failed);
        QSignalSpy finished(&panel, &OraclePanel::finished);
        panel.show();
        startButton->click();
        const QRegularExpression asked(u"^For input (-?\\d+) the program prints \\1\\. "_qs);
        QString slip;
        for (;;) {
            QVERIFY(QTest::qWaitFor(
                [&] { return !failed.isEmpty() || !finished.isEmpty() || !panel.questionText().isEmpty(); }, 45000));
            QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
            QVERIFY2(finished.isEmpty(), "the session ended before a question fell between two failing answers");
            const QString question = panel.questionText();
            const QRegularExpressionMatch m = asked.match(question);
            QVERIFY2(m.hasMatch(), qPrintable(question));
            if (!slip.isEmpty()) {
                QCOMPARE(
                    question,
                    u"For input %1 the program prints %1. You said this is right for this input; are you sure? Is this the bug?"_qs
                        .arg(slip));
                panel.answerYes();
                break;
            }
            QCOMPARE(question, u"For input %1 the program prints %1. Is this the bug?"_qs.arg(m.captured(1)));
            const qint64 n = m.captured(1).toLongLong();
            bool below = false, above = false, passing = false;
            for (const OracleTest &t : panel.labelledTests()) {
                passing |= t.label == TestLabel::Passing;
                below |= t.label == TestLabel::Failing && t.input.first().toLongLong() < n;
                above |= t.label == TestLabel::Failing && t.input.first().toLongLong() > n;
            }
            // Once the answers have settled the region (with fewer, a slip fits a formula hardly larger).
            if (n >= 10 && below && above && passing && panel.labelledTests().size() >= 8) {
                slip = m.captured(1);
                panel.answerNo();
            } else if (n >= 10) {
                panel.answerYes();
            } else {
                panel.answerNo();
            }
        }
        // The majority decides after a third question; the one answered "yes" is not asked again.
        QVERIFY(QTest::qWaitFor(
            [&] { return !failed.isEmpty() || !finished.isEmpty() || !panel.questionText().isEmpty(); }, 45000));
        QCOMPARE(
            panel.questionText(),
            u"For input %1 the program prints %1. You said this is the bug for this input; are you sure?"_qs.arg(slip));
        panel.stop();
    }

    void oracleListSaysHowRunsEnded()
    {
        // A crash counts as output 0; the list of labelled tests says it crashed instead of showing a 0 never printed.
        const EnglishPlurals english;
        QVERIFY(english.installed);
        OracleTest crashed;
        crashed.input = toInputVector({ 3, 3 });
        crashed.output = "0";
        crashed.label = TestLabel::Failing;
        crashed.run = RunStatus::Crashed;
        OracleTest printed;
        printed.input = toInputVector({ 1, 2 });
        printed.output = "3";
        printed.label = TestLabel::Passing;
        OracleTest wrong;
        wrong.input = toInputVector({ 2, 2 });
        wrong.output = "2";
        wrong.expectedOutput = "1";
        wrong.label = TestLabel::Failing;
        OraclePanel panel;
        // Before any session or result: what the panel is for, no empty result area.
        auto *intro = panel.findChild<QLabel *>(QStringLiteral("oracleIntro"));
        auto *list = panel.findChild<QListWidget *>();
        QVERIFY(intro && list);
        QVERIFY(!intro->isHidden());
        QVERIFY(list->isHidden() || list->parentWidget()->isHidden());
        panel.setResult(QStringLiteral("fails when i1 = i2"), { crashed, printed, wrong });
        QVERIFY(intro->isHidden());
        QVERIFY(!list->parentWidget()->isHidden());
        QCOMPARE(list->count(), 3);
        QCOMPARE(list->item(0)->text(), u"3 3 → 0 (run status \"crashed\"): failing"_qs);
        QCOMPARE(list->item(1)->text(), u"1 2 → 3: passing"_qs);
        QCOMPARE(list->item(2)->text(), u"2 2 → 2 (expected 1): failing"_qs);
        // Failing tests stand out by colour as well as by their label; passing ones keep the list's text colour.
        QCOMPARE(list->item(0)->foreground().color(), QualityStyle::failingTestColor(panel.palette()));
        QCOMPARE(list->item(2)->foreground().color(), QualityStyle::failingTestColor(panel.palette()));
        QCOMPARE(list->item(1)->foreground().style(), Qt::NoBrush);
        // A shown result is discarded only after asking: Cancel keeps it.
        panel.setProgram(m_triangle);
        panel.setFailingInput(QStringLiteral("2 2 2"));
        QString asked;
        answerBox(&panel, QStringLiteral("oracleStartOverPrompt"), QMessageBox::RejectRole, &asked);
        panel.start();
        QCOMPARE(asked, u"Start over? The 2 answers so far and the learned condition will be discarded."_qs);
        QCOMPARE(list->count(), 3);
        QCOMPARE(panel.condition(), u"fails when i1 = i2"_qs);
        QVERIFY(!panel.isBusy());
    }

    // A .stepwise document's oracle is any text: its heading, link and local image stay text in the panel.
    void oracleDocumentStringsArePlainText()
    {
        OracleTest hostile;
        hostile.input = toInputVector({ 1, 2 });
        hostile.output = "<b>7</b>";
        hostile.label = TestLabel::Failing;
        OracleResultContext context;
        context.program = QStringLiteral("<i>./prog</i>");
        OraclePanel panel;
        const QString condition
            = QStringLiteral("<h1>fails</h1> when <a href=\"https://x.invalid\">i1</a> <img src=\"/tmp/x.png\">");
        panel.setResult(condition, { hostile }, std::nullopt, context);
        int shown = 0;
        for (QLabel *label : panel.findChildren<QLabel *>()) {
            if (!label->text().contains(u'<'))
                continue;
            QCOMPARE(label->textFormat(), Qt::PlainText);
            ++shown;
        }
        QVERIFY(shown >= 1); // the condition
        const auto *list = panel.findChild<QListWidget *>();
        QVERIFY(list->item(0)->text().contains(u"<b>7</b>")); // list items are plain text anyway
    }

    // A document's condition and outputs are any text: in the Markdown export they stay code, whatever backticks, '|'
    // or HTML they hold (a raw <img> outside the code span would load when the Markdown is rendered).
    void oracleMarkdownHoldsAnyText()
    {
        OracleAttachment a;
        a.condition = QStringLiteral("fails when `x` <img src=\"http://x.invalid/p.png\"> | y");
        OracleTest t;
        t.input = toInputVector({ 1 });
        t.output = "`<b>|</b>`";
        t.label = TestLabel::Failing;
        a.tests = { t };
        const QString md = a.toMarkdown();
        QVERIFY2(md.contains(u"``fails when `x` <img src=\"http://x.invalid/p.png\"> | y``"_qs), qPrintable(md));
        QVERIFY2(md.contains(u"| `1` | `` `<b>\\|</b>` `` |"_qs), qPrintable(md));
    }

    void oracleExportFromLoadedDocument()
    {
        // A report saved with an oracle, opened in a new window: the panel exports that result.
        ReportDocument doc;
        doc.text = Demo::reportText();
        doc.appVersion = Demo::appVersion();
        doc.oracle.condition = QStringLiteral("fails when i1 = i2 ∧ i2 = i3");
        OracleTest failing;
        failing.input = toInputVector({ 2, 2, 2 });
        failing.output = "3";
        failing.label = TestLabel::Failing;
        OracleTest passing;
        passing.input = toInputVector({ 3, 4, 5 });
        passing.output = "1";
        passing.label = TestLabel::Passing;
        OracleTest failingWithExpected;
        failingWithExpected.input = toInputVector({ 7, 7, 7 });
        failingWithExpected.output = "3";
        failingWithExpected.expectedOutput = "1";
        failingWithExpected.label = TestLabel::Failing;
        doc.oracle.tests = { failing, passing, failingWithExpected };
        const QString path = m_dir.filePath(QStringLiteral("with-oracle.stepwise"));
        QString error;
        QVERIFY2(doc.save(path, &error), qPrintable(error));

        MainWindow w(options());
        QVERIFY(w.openDocument(path));
        OraclePanel *panel = w.oraclePanel();
        QCOMPARE(panel->condition(), doc.oracle.condition);
        QCOMPARE(panel->labelledTests().size(), 3);
        QPushButton *exportButton = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>()) {
            if (b->text().startsWith(u"Export"))
                exportButton = b;
        }
        QVERIFY(exportButton);
        QVERIFY(exportButton->isEnabled());

        QTemporaryDir suite;
        QVERIFY(panel->exportTo(suite.path()));
        auto read = [&suite](const QString &name) {
            QFile f(suite.filePath(name));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
        };
        // Codeflaws layout: failing tests are neg, passing pos; the expected output when known.
        QCOMPARE(read(QStringLiteral("input-neg1")), QByteArray("2 2 2\n"));
        QCOMPARE(read(QStringLiteral("actual-output-neg1")), QByteArray("3\n"));
        QCOMPARE(read(QStringLiteral("input-pos1")), QByteArray("3 4 5\n"));
        QCOMPARE(read(QStringLiteral("output-pos1")), QByteArray("1\n"));
        QCOMPARE(read(QStringLiteral("input-neg2")), QByteArray("7 7 7\n"));
        QCOMPARE(read(QStringLiteral("output-neg2")), QByteArray("1\n"));
        QCOMPARE(read(QStringLiteral("condition.txt")), doc.oracle.condition.toUtf8() + '\n');
        QCOMPARE(read(QStringLiteral("tests.tsv")).count('\n'), 4); // header and three tests

        // A new report clears the panel; nothing left to export.
        w.openDocument(m_dir.filePath(QStringLiteral("plain.txt"))); // missing file: nothing changes
        QCOMPARE(panel->labelledTests().size(), 3);
        QAction *newReport = nullptr;
        for (QAction *a : w.actions()) {
            if (a->shortcut() == QKeySequence(QKeySequence::New))
                newReport = a;
        }
        QVERIFY(newReport);
        newReport->trigger();
        QVERIFY(panel->labelledTests().isEmpty());
        QVERIFY(panel->condition().isEmpty());
        QVERIFY(!exportButton->isEnabled());
    }

    void oraclePanelShowsSessionPartsOnlyInASession()
    {
        OraclePanel panel;
        panel.resize(420, 760);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("oracleProgress"));
        auto *chart = panel.findChild<QChartView *>(QStringLiteral("agreementChart"));
        QVERIFY(bar && chart);
        // Before any session neither an empty progress bar nor an empty chart.
        QVERIFY(!bar->isVisibleTo(&panel));
        QVERIFY(!chart->isVisibleTo(&panel));
        auto *axis = qobject_cast<QCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        // Whole question numbers, the budget among them.
        QCOMPARE(axis->categoriesLabels(), (QStringList { u"1"_qs, u"5"_qs, u"10"_qs, u"15"_qs, u"20"_qs }));

        panel.setProgram(m_triangle);
        panel.setFailingInput(u"2 2 2"_qs);
        const auto bannerShows = [&panel](const QString &text) {
            for (const QLabel *l : panel.findChildren<QLabel *>()) {
                if (l->isVisibleTo(&panel) && l->text().contains(text))
                    return true;
            }
            return false;
        };
        // A failing input that is not whole numbers (the rules of stepwise-cli oracle learn --failing,
        // parseInputVector) or names that do not fit the three inputs: nothing starts, and the banner says why.
        struct Refused {
            QString input, names, message;
        };
        const QList<Refused> refused {
            { u"2,2,2"_qs,
              {},
              u"Failing input: \"2,2,2\" is not a whole number; separate the numbers with spaces: \"2 2 2\"."_qs },
            { u"2 two 2"_qs, {}, u"Failing input: \"two\" is not a whole number"_qs },
            { u"  "_qs, {}, u"Enter the input on which the program fails."_qs },
            { u"2 2 2"_qs, u"a, b"_qs, u"2 given"_qs },
            { u"2 2 2"_qs, u"a, b, a"_qs, u"\"a\" is given twice"_qs },
            { u"2 2 2"_qs, u"a, b, o"_qs, u"\"o\" is the output's name already"_qs },
            { u"2 2 2"_qs, u"a, b, 3c"_qs, u"\"3c\" is not a name"_qs },
            { u"2 2 2"_qs, u"a,,c"_qs, u"name 2 is empty"_qs }
        };
        for (const Refused &r : refused) {
            panel.setFailingInput(r.input);
            panel.setInputNames(r.names);
            panel.start();
            QVERIFY2(!panel.isBusy() && !bar->isVisibleTo(&panel), qPrintable(r.input + u" | " + r.names));
            QVERIFY2(bannerShows(r.message), qPrintable(r.input + u" | " + r.names));
        }

        panel.setInputNames(u" a, b ,c "_qs);
        panel.findChild<QSpinBox *>()->setValue(7);
        panel.start();
        QVERIFY(bar->isVisibleTo(&panel));
        QVERIFY(chart->isVisibleTo(&panel));
        QCOMPARE(axis->categoriesLabels(), (QStringList { u"1"_qs, u"2"_qs, u"4"_qs, u"7"_qs }));
        QCOMPARE(panel.resultContext().names, (QStringList { u"a"_qs, u"b"_qs, u"c"_qs, u"o"_qs }));
        QCOMPARE(panel.resultContext().program, m_triangle);
        QVERIFY(QTest::qWaitFor([&] { return !panel.questionText().isEmpty(); }, 45000));
        QCOMPARE(bar->maximum(), 7);
        panel.stop();
    }

    void oracleReopenedShowsWhatItWasLearnedOn()
    {
        // φ: c − o ≤ 0, so the condition is "fails when c ≥ o + 1" as learned with --names a,b,c,o.
        HalfSpace h;
        h.coeffs = { "0", "0", "1", "-1" };
        h.bound = "0";
        const OracleFormula formula({ h }, { { HalfSpaceLiteral { 0, false } } });
        const QStringList names { u"a"_qs, u"b"_qs, u"c"_qs, u"o"_qs };
        const QString condition = formula.failureCondition(names);
        QVERIFY2(condition.contains(u'c') && !condition.contains(u"i3"), qPrintable(condition));
        OracleTest failing;
        failing.input = toInputVector({ 2, 2, 2 });
        failing.output = "3";
        failing.label = TestLabel::Failing;
        OracleTest passing;
        passing.input = toInputVector({ 3, 4, 5 });
        passing.output = "1";
        passing.label = TestLabel::Passing;
        ReportDocument doc;
        doc.text = Demo::reportText();
        doc.appVersion = Demo::appVersion();
        doc.oracle.condition = condition;
        doc.oracle.formula = formula;
        doc.oracle.tests = { failing, passing };

        const auto conditionShown = [](OraclePanel *panel, const QString &text) {
            for (const QLabel *l : panel->findChildren<QLabel *>()) {
                if (l->text() == text)
                    return true;
            }
            return false;
        };
        const auto field
            = [](OraclePanel *panel, const QString &name) { return panel->findChild<QLineEdit *>(name)->text(); };
        QString error;
        {
            // Written before program, names and agreement were stored: the condition keeps its names.
            const QString path = m_dir.filePath(u"older-oracle.stepwise"_qs);
            QVERIFY2(doc.save(path, &error), qPrintable(error));
            QVERIFY(!QJsonDocument::fromJson(doc.toJson()).object().value(u"oracle").toObject().contains(u"names"));
            MainWindow w(options());
            QVERIFY(w.openDocument(path));
            OraclePanel *panel = w.oraclePanel();
            QVERIFY(conditionShown(panel, condition));
            QCOMPARE(w.document().oracle.shownCondition(), condition);
            QCOMPARE(field(panel, u"failingInput"_qs), u"2 2 2"_qs);
            QVERIFY(field(panel, u"program"_qs).isEmpty());
            QVERIFY(!panel->findChild<QChartView *>(u"agreementChart"_qs)->isVisibleTo(panel)); // no history: no chart
        }
        doc.oracle.program = u"./triangle --strict"_qs;
        doc.oracle.names = names;
        doc.oracle.agreement = { 1.0, 0.5, 0.75, 1.0 };
        const QString path = m_dir.filePath(u"named-oracle.stepwise"_qs);
        QVERIFY2(doc.save(path, &error), qPrintable(error));
        MainWindow w(options());
        QVERIFY(w.openDocument(path));
        OraclePanel *panel = w.oraclePanel();
        QCOMPARE(field(panel, u"program"_qs), doc.oracle.program);
        QCOMPARE(field(panel, u"failingInput"_qs), u"2 2 2"_qs);
        QCOMPARE(field(panel, u"inputNames"_qs), u"a, b, c, o"_qs);
        QVERIFY(conditionShown(panel, condition));
        auto *chart = panel->findChild<QChartView *>(u"agreementChart"_qs);
        QVERIFY(chart->isVisibleTo(panel));
        auto *series = qobject_cast<QLineSeries *>(chart->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->count(), 4);
        QCOMPARE(series->at(1), QPointF(2, 0.5));
        // Saved again, the document keeps them.
        const OracleAttachment saved = w.document().oracle;
        QCOMPARE(saved.program, doc.oracle.program);
        QCOMPARE(saved.names, names);
        QCOMPARE(saved.agreement, doc.oracle.agreement);
        ReportDocument reread;
        QVERIFY2(ReportDocument::fromJson(w.document().toJson(), &reread, &error, u"reread"_qs), qPrintable(error));
        QCOMPARE(reread.oracle.names, names);
        QCOMPARE(reread.oracle.program, doc.oracle.program);
        QCOMPARE(reread.oracle.agreement, doc.oracle.agreement);
    }

    void malformedOracleIsReported()
    {
        QJsonObject o = QJsonDocument::fromJson(ReportDocument {}.toJson()).object();
        o.insert(
            QStringLiteral("oracle"),
            QJsonObject { { QStringLiteral("condition"), QStringLiteral("x > 1") },
                          { QStringLiteral("tests"),
                            QJsonArray { QJsonObject { { QStringLiteral("label"), QStringLiteral("maybe") } } } } });
        ReportDocument d;
        QString error;
        QVERIFY(!ReportDocument::fromJson(QJsonDocument(o).toJson(), &d, &error, QStringLiteral("bad.stepwise")));
        QVERIFY2(error.contains(u"bad.stepwise") && error.contains(u"oracle") && error.contains(u"test 1"),
                 qPrintable(error));
        // The fields stored since program, names and agreement are kept: read only when well-formed.
        const QJsonObject test { { u"input"_qs, QJsonArray { 2, 2 } },
                                 { u"output"_qs, u"1"_qs },
                                 { u"label"_qs, u"failing"_qs } };
        const QList<std::pair<QJsonObject, QString>> wrong {
            { { { u"program"_qs, 3 } }, u"\"program\""_qs },
            { { { u"names"_qs, u"a,b,o"_qs } }, u"\"names\""_qs },
            { { { u"names"_qs, QJsonArray { u"a"_qs, u"o"_qs } } },
              u"\"names\": \"o\" is the output's name already"_qs }, // the inputs' names only
            { { { u"names"_qs, QJsonArray { u"a"_qs } } }, u"\"names\": 1 given, but the failing input has 2"_qs },
            { { { u"names"_qs, QJsonArray { u"a"_qs, u"a"_qs, u"o"_qs } } }, u"\"names\": \"a\" is given twice"_qs },
            { { { u"names"_qs, QJsonArray { u"1x"_qs, u"c"_qs } } }, u"\"names\": \"1x\" is not a name"_qs },
            { { { u"names"_qs, QJsonArray { u"a,b"_qs, u"o"_qs } } }, u"\"names\": \"a,b\" is not a name"_qs },
            { { { u"names"_qs, QJsonArray { u"a"_qs, 2, u"o"_qs } } }, u"\"names\" must be an array of names"_qs },
            { { { u"names"_qs, QJsonArray {} } }, u"\"names\" must be an array of names"_qs },
            { { { u"agreement"_qs, QJsonArray { 0.5, 2 } } }, u"\"agreement\""_qs }
        };
        // The inputs' names alone are enough (the output is "o"), as in the panel and `--names`.
        o.insert(QStringLiteral("oracle"),
                 QJsonObject { { u"condition"_qs, u"fails when a = b"_qs },
                               { u"tests"_qs, QJsonArray { test } },
                               { u"names"_qs, QJsonArray { u"a"_qs, u"b"_qs } } });
        QStringList none;
        QVERIFY2(
            ReportDocument::fromJson(QJsonDocument(o).toJson(), &d, &error, QStringLiteral("names.stepwise"), &none),
            qPrintable(error));
        QCOMPARE(none, QStringList());
        QCOMPARE(d.oracle.names, (QStringList { u"a"_qs, u"b"_qs, u"o"_qs }));
        // Tests of different lengths were not run on one program: the attachment is refused.
        const QJsonObject shorter { { u"input"_qs, QJsonArray { 2 } },
                                    { u"output"_qs, u"1"_qs },
                                    { u"label"_qs, u"passing"_qs } };
        o.insert(QStringLiteral("oracle"),
                 QJsonObject { { u"condition"_qs, u"x"_qs }, { u"tests"_qs, QJsonArray { test, shorter } } });
        QVERIFY(!ReportDocument::fromJson(QJsonDocument(o).toJson(), &d, &error, QStringLiteral("bad.stepwise")));
        QVERIFY2(error.contains(u"test 2 has an input of length 1, but test 1 one of length 2"_qs), qPrintable(error));
        for (const auto &[fields, name] : wrong) {
            QJsonObject oracle { { u"condition"_qs, u"fails when i1 = i2"_qs }, { u"tests"_qs, QJsonArray { test } } };
            for (auto it = fields.begin(); it != fields.end(); ++it)
                oracle.insert(it.key(), it.value());
            o.insert(QStringLiteral("oracle"), oracle);
            QVERIFY(!ReportDocument::fromJson(QJsonDocument(o).toJson(), &d, &error, QStringLiteral("bad.stepwise")));
            QVERIFY2(error.contains(name), qPrintable(error));
            // Opened in the window (with warnings): only that field is left out, the condition and tests are kept.
            QStringList warnings;
            ReportDocument opened;
            QVERIFY2(ReportDocument::fromJson(QJsonDocument(o).toJson(), &opened, &error,
                                              QStringLiteral("bad.stepwise"), &warnings),
                     qPrintable(error));
            QCOMPARE(opened.oracle.condition, u"fails when i1 = i2"_qs);
            QCOMPARE(opened.oracle.tests.size(), 1);
            QCOMPARE(opened.oracle.tests.first().input, toInputVector({ 2, 2 }));
            QVERIFY(opened.oracle.program.isEmpty() && opened.oracle.names.isEmpty()
                    && opened.oracle.agreement.isEmpty());
            QCOMPARE(warnings.size(), 1);
            QVERIFY2(warnings.first().startsWith(u"bad.stepwise: in the test oracle attachment, "_qs + name)
                         && warnings.first().endsWith(
                             u", so that field was left out; the condition and the labelled tests were opened."_qs),
                     qPrintable(warnings.first()));
        }
    }

    void startScreenIsKnownWithoutLoading()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        auto *cache = w.findChild<ScreenshotCache *>();
        QVERIFY(cache);
        QSignalSpy requested(cache, &ScreenshotCache::loadRequested);
        const QString start = w.result().model->startScreenId();
        QVERIFY(!start.isEmpty());
        QVERIFY(cache->isKnown(Demo::appVersion(), start));
        QVERIFY(cache->hasNone(Demo::appVersion(), start));
        QVERIFY(cache->image(Demo::appVersion(), start).isNull());
        QCOMPARE(requested.size(), 0);
        // A recorded screen is not known before its PNG arrives.
        const Screen &first = w.result().model->screens.at(1);
        QVERIFY(!first.screenshotFile.isEmpty());
        QVERIFY(!cache->hasNone(Demo::appVersion(), first.id));
    }

    void wireframeWhenNoScreenshot()
    {
        QTemporaryDir src;
        const QString version = QStringLiteral("1-com.example.wireframe-1.0");
        const QString file = demoWithoutScreenshots(src.path(), version);
        QVERIFY(!file.isEmpty());
        MainWindow w(options(Demo::reportText()));
        w.resize(1280, 800);
        w.show();
        QVERIFY(waitForAnalysis(w));
        QSignalSpy settled(&w, &MainWindow::settled);
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths({ file });
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        QCOMPARE(imported.at(0).at(0).toStringList(), QStringList { version });
        QTRY_COMPARE_WITH_TIMEOUT(w.result().appVersion, version, 30000);
        QVERIFY(waitForAnalysis(w));
        // Nothing can arrive for these screens, so the window settles at once.
        QTRY_VERIFY_WITH_TIMEOUT(w.isSettled(), 30000);

        // A step mapped to one interaction: its screen is drawn from the model, the component highlighted.
        int row = -1;
        for (int r = 0; r < w.stepModel()->rowCount(); ++r) {
            if (w.stepModel()->step(r).mappedInteractionIds.size() == 1 && !w.stepModel()->step(r).screenId.isEmpty()) {
                const Interaction *i
                    = w.result().model->interaction(w.stepModel()->step(r).mappedInteractionIds.first());
                if (i && i->component && !i->component->bounds.isNull()) {
                    row = r;
                    break;
                }
            }
        }
        QVERIFY(row >= 0);
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        ScreenshotPanel *panel = w.screenshotPanel();
        QVERIFY(panel->showsWireframe());
        QVERIFY(panel->view()->hasImage());
        const QImage image = panel->wireframeImage();
        QVERIFY(!image.isNull());
        // Rendered for the device pixels: twice the logical size the view draws it at.
        QCOMPARE(panel->devicePixelRatioF(), 2.0);
        const QSize box = panel->view()->size();
        QVERIFY2(
            image.width() > std::min(box.width(), box.height() * image.width() / image.height()) * 1.5,
            qPrintable(QStringLiteral("%1 px for a %2x%3 view").arg(image.width()).arg(box.width()).arg(box.height())));
        // The target's centre is tinted with the highlight colour (orange: more red than blue).
        const Interaction *target
            = w.result().model->interaction(w.stepModel()->step(row).mappedInteractionIds.first());
        QRect area;
        for (int index : w.result().model->outgoing(target->sourceId)) {
            const auto &c = w.result().model->interactions.at(index).component;
            if (c && !c->bounds.isNull())
                area |= c->bounds;
        }
        const double scale = double(image.width()) / (area.right() + 1);
        const QPoint centre(int(target->component->bounds.center().x() * scale),
                            int(target->component->bounds.center().y() * scale));
        const QColor tint = image.pixelColor(centre);
        QVERIFY2(tint.red() > tint.blue() + 20, qPrintable(tint.name()));

        // Fit / zoom renders again for the new size.
        panel->zoomIn();
        QVERIFY(panel->wireframeImage().width() > image.width());

        // The HTML export shows what the window shows: suggested steps on screens without a screenshot get
        // their wireframe, not "no screenshot recorded".
        int suggested = 0;
        for (const StepAssessment &s : w.result().report.steps)
            suggested += s.missingBefore.size();
        QVERIFY(suggested > 0);
        const QString path = src.filePath(QStringLiteral("wireframes.html"));
        QVERIFY(w.exportReport(path, QStringLiteral("html")));
        QFile html(path);
        QVERIFY(html.open(QIODevice::ReadOnly));
        int pictured = 0;
        for (const QString &line : QString::fromUtf8(html.readAll()).split(u'\n')) {
            if (line.startsWith(u"<li class=\"suggested\">")) {
                QVERIFY2(line.contains(u"<span class=\"shot shot") && !line.contains(u"no screenshot recorded"),
                         qPrintable(line.left(200)));
                ++pictured;
            }
        }
        QCOMPARE(pictured, suggested);
    }

    void severalDroppedPathsOneBroken()
    {
        QTemporaryDir src;
        const QString good = demoWithoutScreenshots(src.path(), QStringLiteral("1-com.example.dropped-3.0"));
        QVERIFY(!good.isEmpty());
        const QString broken = QFINDTESTDATA("data/malformed/dump-truncated.xml");
        const QString trace = QFINDTESTDATA("data/trace/mini-trace");
        QVERIFY(!broken.isEmpty() && !trace.isEmpty());
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        const QStringList before = w.controller()->appVersions();
        QVERIFY(before.contains(Demo::appVersion()));

        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(good), QUrl::fromLocalFile(broken), QUrl::fromLocalFile(trace) });
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        // The import runs in the background, with progress and Cancel shown meanwhile.
        auto *progress = w.findChild<QProgressBar *>(QStringLiteral("importProgress"));
        auto *cancel = w.findChild<QPushButton *>(QStringLiteral("importCancel"));
        QVERIFY(progress && cancel);
        QTRY_VERIFY_WITH_TIMEOUT(!imported.isEmpty() || (progress->isVisible() && cancel->isVisible()), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 60000);
        QVERIFY(!progress->isVisible());
        QVERIFY(!cancel->isVisible());

        const QStringList versions = imported.at(0).at(0).toStringList();
        const QStringList failures = imported.at(0).at(1).toStringList();
        QVERIFY2(versions.contains(QStringLiteral("1-com.example.dropped-3.0")), qPrintable(versions.join(u", ")));
        QVERIFY2(versions.size() >= 2, qPrintable(versions.join(u", "))); // the trace imported too
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.first().contains(u"dump-truncated.xml") && failures.first().contains(u"malformed XML"),
                 qPrintable(failures.first()));
        // The store keeps what it had and gains the good inputs.
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->appVersions().contains(QStringLiteral("1-com.example.dropped-3.0")),
                                 30000);
        for (const QString &v : before)
            QVERIFY(w.controller()->appVersions().contains(v));
        SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow_panels-check"));
        QVERIFY(store.open());
        QVERIFY(store.load(Demo::appVersion()).has_value());
    }

    void cancelImportKeepsStore()
    {
        QTemporaryDir src;
        QStringList paths;
        for (int i = 0; i < 6; ++i)
            paths << demoWithoutScreenshots(src.path(), QStringLiteral("1-com.example.cancel%1-1.0").arg(i));
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths(paths);
        auto *cancel = w.findChild<QPushButton *>(QStringLiteral("importCancel"));
        QVERIFY(!cancel->isHidden());
        cancel->click();
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 60000);
        QVERIFY(imported.at(0).at(0).toStringList().size() < paths.size());
        QVERIFY(imported.at(0).at(1).toStringList().isEmpty());
        SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow_panels-cancel"));
        QVERIFY(store.open());
        QVERIFY(store.appVersions().contains(Demo::appVersion()));
    }

    void darkPaletteShowsWhatIsDisabled()
    {
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *dark = w.findChild<QAction *>(QStringLiteral("darkPalette"));
        QVERIFY(dark);
        dark->trigger();
        const QPalette p = QApplication::palette();
        QVERIFY(p.color(QPalette::Window).lightness() < 128);
        // Disabled text is dimmer than enabled text, and still light on the dark disabled button or field.
        for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
            QVERIFY(p.color(QPalette::Active, role).lightness() - p.color(QPalette::Disabled, role).lightness() > 60);
        QVERIFY(p.color(QPalette::Disabled, QPalette::ButtonText).lightness()
                > p.color(QPalette::Disabled, QPalette::Button).lightness() + 40);
        QVERIFY(p.color(QPalette::Disabled, QPalette::Text).lightness()
                > p.color(QPalette::Disabled, QPalette::Base).lightness() + 40);
        // The agreement chart follows: no white plot in a dark window.
        auto *chart = w.oracleDock()->findChild<QChartView *>(u"agreementChart"_qs);
        QVERIFY(chart);
        QTRY_VERIFY(chart->chart()->backgroundBrush().color().lightness() < 128);
        QCOMPARE(chart->chart()->backgroundBrush().color(), chart->palette().color(QPalette::Base));
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 128);
        QTRY_VERIFY(chart->chart()->backgroundBrush().color().lightness() > 128);
    }

    void dockLayoutIsRemembered()
    {
        QSettings().remove(QStringLiteral("window"));
        {
            MainWindow w(options());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(!w.oracleDock()->isVisible());
            QVERIFY(!w.replayDock()->isVisible());
            w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
            QVERIFY(w.oracleDock()->isVisible());
            w.close();
        }
        {
            MainWindow w(options());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.oracleDock()->isVisible());
            QVERIFY(!w.replayDock()->isVisible());
            // Another layout: the oracle closed, the replay panel open and moved to the left.
            w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
            w.findChild<QAction *>(QStringLiteral("toggleReplayDock"))->trigger();
            w.addDockWidget(Qt::LeftDockWidgetArea, w.replayDock());
            QVERIFY(w.replayDock()->isVisible());
            w.close();
        }
        {
            MainWindow w(options());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(!w.oracleDock()->isVisible());
            QVERIFY(w.replayDock()->isVisible());
            QCOMPARE(w.dockWidgetArea(w.replayDock()), Qt::LeftDockWidgetArea);
            // A layout saved by an older StepWise (another state version) is not applied.
            w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
            QSettings().setValue(QStringLiteral("window/state"), w.saveState(MainWindow::WindowStateVersion - 1));
        }
        {
            MainWindow w(options());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(!w.oracleDock()->isVisible());
            QVERIFY(!w.replayDock()->isVisible());
            QCOMPARE(w.dockWidgetArea(w.replayDock()), Qt::BottomDockWidgetArea);
        }
        QSettings().remove(QStringLiteral("window"));
    }

    void paneDividersAreRemembered()
    {
        // The reporter gives the suggested steps more room below the screenshot; the next window opens so.
        QSettings().remove(QStringLiteral("window"));
        QList<int> dragged;
        {
            MainWindow w(options());
            w.resize(1280, 800);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            auto *details = w.findChild<QSplitter *>(QStringLiteral("detailsSplitter"));
            QVERIFY(details);
            QCOMPARE(details->count(), 2);
            const QList<int> before = details->sizes();
            const int total = before.at(0) + before.at(1);
            details->setSizes({ total / 4, total - total / 4 });
            dragged = details->sizes();
            QVERIFY(dragged != before);
            w.close();
        }
        {
            MainWindow w(options());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QCOMPARE(w.findChild<QSplitter *>(QStringLiteral("detailsSplitter"))->sizes(), dragged);
            QVERIFY(w.findChild<QSplitter *>(QStringLiteral("columnsSplitter")));
            QVERIFY(w.findChild<QSplitter *>(QStringLiteral("pathSplitter")));
        }
        QSettings().remove(QStringLiteral("window"));
    }

    void screenshotKeepsItsMinimumHeightAtTheDivider()
    {
        // Dragged to the top, the divider stops where the screenshot still fits whole.
        QSettings().remove(QStringLiteral("window"));
        MainWindow w(options());
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *details = w.findChild<QSplitter *>(QStringLiteral("detailsSplitter"));
        QVERIFY(details);
        const QList<int> before = details->sizes();
        details->setSizes({ 0, before.at(0) + before.at(1) });
        QCoreApplication::processEvents();
        auto *view = w.findChild<QWidget *>(QStringLiteral("screenshotView"));
        QVERIFY(view);
        // The view sits in a scroll area's viewport; a viewport lower than the view would scroll it.
        QVERIFY(view->parentWidget());
        QCOMPARE(view->parentWidget()->height(), view->minimumHeight());
        QSettings().remove(QStringLiteral("window"));
    }

    void newWindowHasItsOwnDraft()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        QAction *action = nullptr;
        for (QAction *a : w.actions()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N))
                action = a;
        }
        QVERIFY(action);
        action->trigger();
        MainWindow *second = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets()) {
            auto *mw = qobject_cast<MainWindow *>(top);
            if (mw && mw != &w && mw->isVisible())
                second = mw;
        }
        QVERIFY(second);
        QPointer<MainWindow> guard(second);
        QVERIFY(second->testAttribute(Qt::WA_DeleteOnClose));
        QVERIFY(second->editor()->toPlainText().isEmpty());
        QVERIFY(second->drafts()->draftPath() != w.drafts()->draftPath());
        // Same store, same model.
        QTRY_COMPARE_WITH_TIMEOUT(second->controller()->appVersion(), Demo::appVersion(), 30000);

        second->editor()->insertPlainText(QStringLiteral("Second window report\n\n1. Tap the Expenses tab\n")); // typed
        QVERIFY(waitForAnalysis(*second));
        // Drafts are the document JSON in <uuid>.json, one per window.
        auto readDraft = [](const QString &path) {
            QFile f(path);
            ReportDocument d;
            QString error;
            if (f.open(QIODevice::ReadOnly))
                ReportDocument::fromJson(f.readAll(), &d, &error, path);
            return d;
        };
        const QString secondPath = second->drafts()->draftPath();
        QTRY_VERIFY_WITH_TIMEOUT(readDraft(secondPath).text.startsWith(u"Second window report"), 10000);
        // The first window's report is as it was given: nothing to lose, no draft.
        QVERIFY(!QFile::exists(w.drafts()->draftPath()));
        const QString secondDraft = second->drafts()->draftPath();
        second->close();
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 10000);
        QVERIFY(!QFile::exists(secondDraft)); // a clean close leaves no draft
        QCOMPARE(w.editor()->toPlainText(), Demo::reportText());
    }
};

int main(int argc, char *argv[])
{
    // High-DPI: every widget of this test runs at a device pixel ratio of 2.
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestMainWindowPanels test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow_panels.moc"
