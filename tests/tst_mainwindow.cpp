// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysiscontroller.h"
#include "common/quoting.h"
#include "damagedstore.h"
#include "demomodel.h"
#include "document/shownscreen.h"
#include "draftstore.h"
#include "elidingcombobox.h"
#include "graph/sqlitegraphstore.h"
#include "itemmodels/steplistmodel.h"
#include "language/componenttext.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"
#include "pathstrip.h"
#include "problembanner.h"
#include "quality/reportexporter.h"
#include "qualitystyle.h"
#include "reporteditor.h"
#include "screenshotpanel.h"
#include "screenshotview.h"
#include "settings.h"
#include "spellchecker.h"
#include "suggestionlist.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QListView>
#include <QListWidget>
#include <QLockFile>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStringEncoder>
#include <QSysInfo>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QtMath>

#include <climits>
#include <sys/stat.h>

using namespace StepWise;

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_db;

    MainWindow::Options options(const QString &text = {}) const { return testWindowOptions(m_db, m_dir.path(), text); }

    /*! Shows \a w, waits for its analysis and selects the first step with suggested missing steps, waiting
     *  for the suggestions to be listed. \returns its row, -1 when none. */
    static int selectStepWithMissingSteps(MainWindow &w)
    {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w) || !waitForAnalysis(w))
            return -1;
        const int row = rowWithMissingSteps(w);
        if (row < 0)
            return -1;
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        return QTest::qWaitFor([&w] { return !w.suggestions()->items().isEmpty(); }) ? row : -1;
    }

    /*! Row of the first step with suggested missing steps, -1 when none. */
    static int rowWithMissingSteps(const MainWindow &w)
    {
        for (int r = 0; r < w.stepModel()->rowCount(); ++r) {
            if (!w.stepModel()->step(r).missingBefore.isEmpty())
                return r;
        }
        return -1;
    }

    /*! Shows \a w at \a size; true once it is exposed and its analysis has been applied. */
    static bool showSettled(MainWindow &w, QSize size)
    {
        w.resize(size);
        w.show();
        return QTest::qWaitForWindowExposed(&w) && waitForAnalysis(w);
    }

    /*! Answers the next question box named \a name shown over \a w with \a button, from the event loop
     *  (the box runs its own). \a asked is set when it was shown. The timer dies with \a w. */
    static QTimer *answerBox(MainWindow *w, const QString &name, QMessageBox::StandardButton button, bool *asked)
    {
        *asked = false;
        auto *timer = new QTimer(w);
        timer->setInterval(10);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, name, button, asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != name)
                return;
            timer->stop();
            *asked = true;
            box->button(button)->click();
        });
        timer->start();
        return timer;
    }

    /*! A graph dump of app version 1-broken-1.0 whose transition line does not parse; empty when it cannot be written.
     */
    static QString writeBrokenGraphDump(const QTemporaryDir &dir)
    {
        const QString file = dir.filePath(QStringLiteral("1-broken-1.0-graph.txt"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly)
            || f.write("Transitions correctness: true\n\nTransitions (3):\nnot a transition\n") < 0)
            return {};
        return file;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("models.sqlite"));
        SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow-setup"));
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QString error;
        QVERIFY2(Demo::importInto(store, &error), qPrintable(error));
        QCOMPARE(store.appVersions(), QStringList { Demo::appVersion() });
        QVERIFY(!store.screenshot(Demo::appVersion(), store.load(Demo::appVersion())->screens.at(1).id).isEmpty());
    }

    void typingAnnotatesSteps()
    {
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(waitForAnalysis(w)); // the empty report
        const int before = w.controller()->requestsSent();
        const QString report = Demo::reportText();
        QVERIFY(report.contains(u"Steps to reproduce"));
        w.editor()->setFocus();
        // keyClicks cannot type '\n': Return between the lines.
        const QStringList lines = report.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QTest::keyClicks(w.editor(), lines.at(i));
            if (i + 1 < lines.size())
                QTest::keyClick(w.editor(), Qt::Key_Return);
        }
        QCOMPARE(w.editor()->toPlainText(), report);
        QVERIFY(waitForAnalysis(w));
        QCOMPARE(w.controller()->requestsSent(), before + 1); // one analysis per typing burst
        QCOMPARE(w.result().text, report);

        const QList<StepAssessment> steps = w.result().report.steps;
        QVERIFY(steps.size() >= 5);
        QCOMPARE(w.stepModel()->rowCount(), int(steps.size()));
        const QList<QTextEdit::ExtraSelection> sels = w.editor()->stepSelections();
        QCOMPARE(sels.size(), steps.size());
        QSet<StepQuality> seen;
        for (int i = 0; i < steps.size(); ++i) {
            const StepAssessment &s = steps.at(i);
            QCOMPARE(sels.at(i).cursor.selectedText(), report.mid(s.step.offset, s.step.length));
            QCOMPARE(sels.at(i).format.underlineStyle(), QTextCharFormat::SpellCheckUnderline);
            const std::optional<StepQuality> primary = StepListModel::primaryQuality(s.labels);
            QCOMPARE(sels.at(i).format.underlineColor(), QualityStyle::color(primary, w.editor()->palette()));
            QVERIFY(sels.at(i).format.toolTip().contains(qualityCode(s.labels.value(0))));
            QCOMPARE(w.stepModel()->index(i).data(StepListModel::LabelCodesRole).toString().isEmpty(),
                     s.labels.isEmpty());
            for (StepQuality q : s.labels)
                seen.insert(q);
        }
        // The demo report is written to show every label.
        QVERIFY2(seen.contains(StepQuality::Correct), "no CS step");
        QVERIFY2(seen.contains(StepQuality::VocabularyMismatch), "no VM step");
        QVERIFY2(seen.contains(StepQuality::MissingSteps), "no MS step");
        QVERIFY2(seen.contains(StepQuality::Ambiguous), "no AS step");
        QCOMPARE(w.stepView()->selectionModel()->selectedRows().size(), 1);
    }

    void selectionIsSynchronised()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        QVERIFY(w.stepModel()->rowCount() >= 3);
        // The window selected a step itself (the first that needs attention) and left the caret alone.
        const int chosen = w.stepView()->currentIndex().row();
        QVERIFY(chosen >= 0);
        QCOMPARE(w.editor()->textCursor().position(), 0);
        const int other = chosen == 2 ? 1 : 2;
        w.stepView()->setCurrentIndex(w.stepModel()->index(other));
        const StepAssessment &third = w.stepModel()->step(other);
        QCOMPARE(w.editor()->textCursor().position(), int(third.step.offset));
        // Clicking the row that is already current takes the caret there too.
        w.stepView()->setCurrentIndex(w.stepModel()->index(chosen));
        QTextCursor home = w.editor()->textCursor();
        home.setPosition(0);
        w.editor()->setTextCursor(home);
        QTest::mouseClick(w.stepView()->viewport(), Qt::LeftButton, {},
                          w.stepView()->visualRect(w.stepModel()->index(chosen)).center());
        QCOMPARE(w.editor()->textCursor().position(), int(w.stepModel()->step(chosen).step.offset));
        // And back: moving the caret into the first step selects its row.
        QTextCursor c = w.editor()->textCursor();
        c.setPosition(int(w.stepModel()->step(0).step.offset + 1));
        w.editor()->setTextCursor(c);
        QCOMPARE(w.stepView()->currentIndex().row(), 0);
    }

    void stepRowsShowWholeMessage()
    {
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, QSize(1100, 700)));
        QList<StepAssessment> steps = w.result().report.steps;
        QVERIFY(!steps.isEmpty());
        // A message naming five missing steps, the way the assessor lists them.
        QStringList missing;
        for (int i = 1; i <= 5; ++i)
            missing << QStringLiteral("Tap the “Create account number %1” button on the Welcome screen").arg(i);
        const QString message
            = QStringLiteral("Steps are missing before this one: ") + missing.join(QStringLiteral("; ")) + u'.';
        steps.first().message = message;
        // And a step text longer than a line: wrapped too, not elided.
        const QString stepText
            = QStringLiteral("Open the settings of the first account and then change its colour to a shade of blue");
        steps.first().step.text = stepText;
        w.stepModel()->setSteps(steps); // same rows: only dataChanged, the row must still grow
        QListView *view = w.stepView();
        const QModelIndex index = w.stepModel()->index(0);
        QCOMPARE(index.data(Qt::ToolTipRole).toString(), message);

        QFont messageFont = view->font();
        messageFont.setPointSizeF(messageFont.pointSizeF() * 0.85);
        // A lower bound: the step's line plus the message wrapped at the whole viewport's width (the
        // delegate has less, after the badge).
        auto needed = [&] {
            const QRect bounds(0, 0, view->viewport()->width(), INT_MAX);
            const QRect m = QFontMetrics(messageFont).boundingRect(bounds, Qt::AlignLeft | Qt::TextWordWrap, message);
            const QRect t = QFontMetrics(view->font()).boundingRect(bounds, Qt::AlignLeft | Qt::TextWordWrap, stepText);
            return t.height() + m.height();
        };
        QVERIFY2(needed() > QFontMetrics(view->font()).height() + 3 * QFontMetrics(messageFont).lineSpacing(),
                 "the message must need more than three lines for this test to mean anything");
        QTRY_VERIFY2(
            view->visualRect(index).height() >= needed(),
            qPrintable(
                QStringLiteral("row %1 px, message needs %2 px").arg(view->visualRect(index).height()).arg(needed())));
        QVERIFY(view->visualRect(index).width() <= view->viewport()->width()); // wrapped, not scrolled sideways

        // Narrower: more lines, and the row follows after the resize.
        const int before = view->visualRect(index).height();
        w.resize(700, 700);
        QTRY_VERIFY(view->viewport()->width() < 300);
        QTRY_VERIFY2(
            view->visualRect(index).height() >= needed(),
            qPrintable(
                QStringLiteral("row %1 px, message needs %2 px").arg(view->visualRect(index).height()).arg(needed())));
        QVERIFY(view->visualRect(index).height() > before);
        // Rows do not overlap.
        if (w.stepModel()->rowCount() > 1)
            QVERIFY(view->visualRect(w.stepModel()->index(1)).top() >= view->visualRect(index).bottom());

        // A word wider than the column (a screen's class name) is broken inside, not cut off: the row holds
        // as many lines as the word needs at the viewport's width, and more.
        const QString word
            = QStringLiteral("TransactionsActivity(WindowManagerDialogFragmentContainerHostActivityTransactions)");
        steps.first().message = word;
        steps.first().step.text = QStringLiteral("Tap Save");
        w.stepModel()->setSteps(steps);
        const int wordLines = QFontMetrics(messageFont).horizontalAdvance(word) / view->viewport()->width() + 1;
        QVERIFY(wordLines >= 2);
        QTRY_VERIFY2(view->visualRect(index).height()
                         >= QFontMetrics(view->font()).height() + wordLines * QFontMetrics(messageFont).height(),
                     qPrintable(QStringLiteral("row %1 px for a word of %2 lines")
                                    .arg(view->visualRect(index).height())
                                    .arg(wordLines)));
    }

    void pathLabelsNotElided()
    {
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, QSize(1100, 700)));
        PathStrip *strip = w.pathStrip();
        QTRY_VERIFY(strip->count() > 0);
        const QFontMetrics fm = strip->fontMetrics();
        // Each label line fits the cell unwrapped, below the thumbnail, and the cell is not cut off.
        auto checkCells = [&] {
            for (int row = 0; row < strip->count(); ++row) {
                const QListWidgetItem *item = strip->item(row);
                const QString text = item->text();
                const QRect cell = strip->visualItemRect(item);
                const QString where = QStringLiteral("\"%1\" in %2×%3").arg(text).arg(cell.width()).arg(cell.height());
                QCOMPARE(item->toolTip(), text);
                const QRect wrapped
                    = fm.boundingRect(QRect(0, 0, cell.width(), INT_MAX), Qt::AlignHCenter | Qt::TextWordWrap, text);
                QVERIFY2(wrapped.width() <= cell.width(), qPrintable(where));
                QVERIFY2(cell.height() >= strip->iconSize().height() + wrapped.height(), qPrintable(where));
                QVERIFY2(cell.bottom() < strip->viewport()->height(), qPrintable(where));
            }
        };
        // The demo's path has a missing step; its label is among the longest. A line wider than the widest cell
        // wraps (PathStrip's MaxCellWidth) and must then fit the cell wrapped, never be cut.
        bool sawMissing = false;
        for (int row = 0; row < strip->count(); ++row) {
            const QString text = strip->item(row)->text();
            sawMissing = sawMissing || text.contains(u"(missing)");
            const int cellWidth = strip->visualItemRect(strip->item(row)).width();
            for (const QString &line : text.split(u'\n'))
                QVERIFY2(
                    fm.boundingRect(QRect(0, 0, cellWidth, INT_MAX), Qt::AlignHCenter | Qt::TextWordWrap, line).width()
                        <= cellWidth,
                    qPrintable(line));
        }
        QVERIFY(sawMissing);
        checkCells();

        // A label too wide for any cell wraps onto more lines instead of being elided.
        QList<PathEntry> entries = strip->path();
        entries.first().action = QStringLiteral("click “Create a new account for the household budget”");
        entries.first().missing = true;
        strip->setPath(entries);
        const QString longLine = strip->item(0)->text().section(u'\n', 1);
        QVERIFY(fm.horizontalAdvance(longLine) > strip->visualItemRect(strip->item(0)).width());
        QTRY_VERIFY(strip->viewport()->height() > strip->visualItemRect(strip->item(0)).bottom());
        checkCells();
    }

    void pathStepsWordedAsMessages()
    {
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, QSize(1100, 700)));
        PathStrip *strip = w.pathStrip();
        QTRY_VERIFY(strip->count() > 0);
        const AnalysisResult &result = w.result();
        QStringList suggested;
        for (const StepAssessment &s : result.report.steps) {
            for (const MissingInteraction &m : s.missingBefore)
                suggested.append(m.description);
        }
        // A missing step reads as the suggestion the step list offers ("Press Back", not "click"), every step
        // as the step messages name the interaction a step matches (ComponentText::describe()).
        int missing = 0;
        QStringList actions;
        for (const PathEntry &e : strip->path()) {
            if (e.action.isEmpty())
                continue;
            actions.append(e.action);
            if (e.missing) {
                ++missing;
                QVERIFY2(suggested.contains(e.action), qPrintable(e.action + u" not in " + suggested.join(u", ")));
            }
        }
        QVERIFY(missing > 0);
        QVERIFY(actions.size() > missing);
        QStringList described;
        for (const QString &id : result.report.pathInteractionIds) {
            const Interaction *i = result.model->interaction(id);
            QVERIFY(i);
            described.append(ComponentText::describe(*i, result.model.get()));
        }
        QCOMPARE(actions, described);
    }

    void pathShowsSuggestedOpenApp()
    {
        // Without "Open the app" the first suggested step starts the app: the strip shows it as its first card,
        // like every other suggested step, drawn from the screen the app opens on (as the suggestion list does).
        QString text = Demo::reportText();
        QVERIFY(text.contains(u"1. Open the app\n"));
        text.remove(u"1. Open the app\n"_qs);
        MainWindow w(options(text));
        QSignalSpy settled(&w, &MainWindow::settled);
        QVERIFY(showSettled(w, QSize(1100, 700)));
        QTRY_VERIFY_WITH_TIMEOUT(!settled.isEmpty(), 30000);
        const AnalysisResult &result = w.result();
        const int row = rowWithMissingSteps(w);
        QVERIFY(row >= 0);
        const MissingInteraction openApp = w.stepModel()->step(row).missingBefore.first();
        QCOMPARE(openApp.action, ActionType::OpenApp);
        QVERIFY(result.model->screen(openApp.sourceScreenId)->isStart());
        QCOMPARE(result.report.pathInteractionIds.first(), openApp.interactionId);

        PathStrip *strip = w.pathStrip();
        const QList<PathEntry> entries = strip->path();
        const Interaction *last = result.model->interaction(result.report.pathInteractionIds.last());
        QVERIFY(last);
        const bool endsOnScreen = !result.model->screen(last->targetId)->isEnd();
        QCOMPARE(entries.size(), result.report.pathInteractionIds.size() + (endsOnScreen ? 1 : 0));
        QCOMPARE(strip->count(), entries.size());
        const PathEntry &first = entries.first();
        QCOMPARE(first.screenId, openApp.sourceScreenId);
        QCOMPARE(first.action, openApp.description);
        QVERIFY(first.missing);
        const QString label = strip->item(0)->text();
        QVERIFY2(label.startsWith(u"1. ") && label.contains(openApp.description) && label.contains(u"(missing)"),
                 qPrintable(label));

        // The picture is the screen the app opens on (the Start state has none), the same as the suggestion's.
        const QString opened = shownScreen(*result.model, openApp.sourceScreenId, openApp.interactionId);
        QVERIFY(opened != openApp.sourceScreenId);
        QCOMPARE(entries.at(1).screenId, opened);
        QByteArray png;
        {
            SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow-openapp"));
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            png = store.screenshot(result.appVersion, opened);
        }
        QVERIFY(!png.isEmpty());
        QVERIFY(!first.thumbnail.isNull());
        QCOMPARE(first.thumbnail, QImage::fromData(png, "PNG"));
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        QTRY_VERIFY(!w.suggestions()->items().isEmpty());
        bool suggested = false;
        for (const SuggestionItem &item : w.suggestions()->items()) {
            if (item.interactionId != openApp.interactionId)
                continue;
            suggested = true;
            QCOMPARE(item.text, first.action);
            QCOMPARE(item.thumbnail, first.thumbnail);
        }
        QVERIFY(suggested);
    }

    void openAppStepShowsTheScreenItOpensOn()
    {
        // "Open the app" is performed on the Start state, which has no picture: the screen panel shows the
        // screen the app opens on, as the path strip's card does, not "no screenshot" for Start.
        MainWindow w(options(Demo::reportText()));
        QSignalSpy settled(&w, &MainWindow::settled);
        QVERIFY(showSettled(w, QSize(1100, 700)));
        QTRY_VERIFY_WITH_TIMEOUT(!settled.isEmpty(), 30000);
        const AnalysisResult &result = w.result();
        int row = -1;
        for (int r = 0; r < w.stepModel()->rowCount() && row < 0; ++r) {
            if (w.stepModel()->step(r).step.text == u"Open the app")
                row = r;
        }
        QVERIFY(row >= 0);
        const StepAssessment &step = w.stepModel()->step(row);
        QCOMPARE(step.mappedInteractionIds.size(), 1);
        const Interaction *open = result.model->interaction(step.mappedInteractionIds.first());
        QVERIFY(open && result.model->screen(open->sourceId)->isStart());
        const QString opened = shownScreen(*result.model, open->sourceId, open->id);
        QVERIFY(opened != open->sourceId);
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        QTRY_VERIFY(w.screenshotPanel()->view()->hasImage());
        const QString caption = w.screenshotPanel()->caption();
        QVERIFY2(caption.contains(u'“' + ComponentText::screenTitle(result.model->screen(opened)) + u'”')
                     && !caption.contains(u"Start"),
                 qPrintable(caption));
    }

    void emptyPathSaysWhy()
    {
        PathStrip strip;
        strip.resize(500, 160);
        strip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&strip));
        QCOMPARE(strip.count(), 0);
        QVERIFY(!strip.placeholderText().isEmpty());
        auto inked = [&] {
            const QImage img = strip.viewport()->grab().toImage();
            const QRgb base = strip.palette().color(QPalette::Base).rgb();
            int n = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    n += img.pixel(x, y) != base;
            return n;
        };
        QVERIFY(inked() > 0);
        const QString text = strip.placeholderText();
        strip.setPlaceholderText({});
        QCOMPARE(inked(), 0);
        strip.setPlaceholderText(text);
        QVERIFY(inked() > 0);
        // A window whose report has no steps shows it, too.
        MainWindow w(options(QStringLiteral("The app crashes on restore.\n")));
        QVERIFY(showSettled(w, QSize(1100, 700)));
        QCOMPARE(w.pathStrip()->count(), 0);
        QCOMPARE(w.pathStrip()->placeholderText(), text);
    }

    void emptyStepListSaysWhy()
    {
        // A first run has an empty store: the report's steps cannot be checked yet, and the step list says
        // so (and how to load a model) instead of staying blank while the reporter types.
        const QString db = m_dir.filePath(u"empty-store.sqlite"_qs);
        QFile::remove(db);
        MainWindow::Options o = testWindowOptions(db, m_dir.path(), Demo::reportText());
        MainWindow w(o);
        QSignalSpy versionsListed(w.controller(), &AnalysisController::appVersionsChanged);
        w.resize(1100, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(!versionsListed.isEmpty(), 30000);
        QCoreApplication::processEvents();
        QCOMPARE(w.stepModel()->rowCount(), 0);
        QCOMPARE(
            w.stepView()->placeholderText(),
            u"The steps are checked once an execution model is loaded: File > Open model…, or drop a *-graph.txt file, "
            "a trace folder or an archive of traces on the window."_qs);
        const QImage img = w.stepView()->viewport()->grab().toImage();
        const QRgb base = w.stepView()->palette().color(QPalette::Base).rgb();
        int inked = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                inked += img.pixel(x, y) != base;
        QVERIFY(inked > 0);
        // With a model and a report without steps, it asks for them.
        MainWindow withModel(options(QStringLiteral("The app crashes on restore.\n")));
        QVERIFY(showSettled(withModel, QSize(1100, 700)));
        QCOMPARE(withModel.stepModel()->rowCount(), 0);
        QVERIFY2(withModel.stepView()->placeholderText().startsWith(u"No steps yet"_qs),
                 qPrintable(withModel.stepView()->placeholderText()));
    }

    void pathCardShowsEveryLine_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QString>("action");
        // The Start card in each language over the step the report wrote (English). Chinese is set in a fallback
        // font whose line is taller than the Latin line under it.
        QTest::newRow("zh_CN") << u"起始（应用尚未打开）"_qs << u"Open the app"_qs;
        QTest::newRow("de") << u"Start (App noch nicht geöffnet)"_qs << u"Open the app"_qs;
        QTest::newRow("en") << u"Start (app not open yet)"_qs << u"Open the app"_qs;
    }

    void pathCardShowsEveryLine()
    {
        QFETCH(QString, screen);
        QFETCH(QString, action);
        PathStrip strip;
        PathEntry start;
        start.screenId = QStringLiteral("start");
        start.screenName = screen;
        start.action = action;
        PathEntry opened;
        opened.screenId = QStringLiteral("main");
        opened.screenName = QStringLiteral("MainActivity");
        strip.setPath({ start, opened });
        strip.resize(700, strip.sizeHint().height());
        strip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&strip));
        // Neither selected nor current: only the label is drawn around the thumbnail, no highlight or focus frame.
        strip.selectionModel()->clear();
        QVERIFY(strip.selectedItems().isEmpty() && !strip.currentIndex().isValid());
        // The label's text lines are the bands of rows inked beside the thumbnail's column (both lines are
        // wider than the thumbnail): "1. <screen>" and "→ <action>".
        const QRect card = strip.visualItemRect(strip.item(0));
        const QImage img = strip.viewport()->grab(card).toImage();
        const QRgb base = strip.palette().color(QPalette::Base).rgb();
        const qreal dpr = img.devicePixelRatio();
        const int thumbLeft = qFloor((card.width() - strip.iconSize().width()) / 2.0 * dpr) - 2;
        const int thumbRight = qCeil((card.width() + strip.iconSize().width()) / 2.0 * dpr) + 2;
        auto inked = [&](int y) {
            for (int x = 0; x < img.width(); ++x) {
                if ((x < thumbLeft || x > thumbRight) && img.pixel(x, y) != base)
                    return true;
            }
            return false;
        };
        int bands = 0;
        for (int y = 0, inBand = false; y < img.height(); ++y) {
            bands += inked(y) && !inBand;
            inBand = inked(y);
        }
        QCOMPARE(bands, 2);
    }

    void stepsAndPathFitEveryWindowSize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("wholeCards"); // room for cards at their full size
        QTest::newRow("800x600") << QSize(800, 600) << false;
        QTest::newRow("1024x768") << QSize(1024, 768) << false;
        QTest::newRow("1280x952") << QSize(1280, 952) << true;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << true;
    }

    void stepsAndPathFitEveryWindowSize()
    {
        QFETCH(QSize, size);
        QFETCH(bool, wholeCards);
        // The layout a first start has, not dividers an earlier test dragged and saved.
        QSettings().remove(QStringLiteral("window"));
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, size));
        QCOMPARE(w.size(), size);
        PathStrip *strip = w.pathStrip();
        QListView *steps = w.stepView();
        QTRY_VERIFY(strip->count() > 1);
        QVERIFY(w.stepModel()->rowCount() >= 3);
        auto wholeRows = [&] {
            int n = 0;
            for (int row = 0; row < w.stepModel()->rowCount(); ++row)
                n += steps->viewport()->rect().contains(steps->visualRect(w.stepModel()->index(row)));
            return n;
        };
        auto check = [&] {
            QTest::qWait(300); // the panes follow the strip's labels (their lines) through a few layout requests
            steps->scrollToTop();
            // The rows are laid out after the window; measured either way, for the message.
            (void)QTest::qWaitFor([&] { return wholeRows() >= 3; }, 2000);
            qInfo("%dx%d: step list viewport %dx%d with %d whole rows of %d; path strip viewport %dx%d, thumbnails "
                  "%dx%d",
                  w.width(), w.height(), steps->viewport()->width(), steps->viewport()->height(), wholeRows(),
                  w.stepModel()->rowCount(), strip->viewport()->width(), strip->viewport()->height(),
                  strip->iconSize().width(), strip->iconSize().height());
            // The steps get the room: at least three whole rows, and at least twice the strip's height.
            QVERIFY2(wholeRows() >= 3, qPrintable(QStringLiteral("%1 whole rows").arg(wholeRows())));
            QVERIFY2(steps->viewport()->height() >= 2 * strip->viewport()->height(),
                     qPrintable(QStringLiteral("step list %1 px, path strip %2 px")
                                    .arg(steps->viewport()->height())
                                    .arg(strip->viewport()->height())));
            // Every card is whole from top to bottom: a strip lower than a card shrinks the thumbnails, not the
            // labels.
            const QFontMetrics fm = strip->fontMetrics();
            for (int row = 0; row < strip->count(); ++row) {
                const QRect cell = strip->visualItemRect(strip->item(row));
                const QRect label = fm.boundingRect(QRect(0, 0, cell.width(), INT_MAX),
                                                    Qt::AlignHCenter | Qt::TextWordWrap, strip->item(row)->text());
                const QString where = QStringLiteral("card %1 at %2..%3, viewport %4 px high")
                                          .arg(row + 1)
                                          .arg(cell.top())
                                          .arg(cell.bottom())
                                          .arg(strip->viewport()->height());
                QVERIFY2(cell.top() >= 0 && cell.bottom() < strip->viewport()->height(), qPrintable(where));
                QVERIFY2(cell.height() >= strip->iconSize().height() + label.height(), qPrintable(where));
            }
            // The last card can be scrolled to, and is whole there.
            QListWidgetItem *last = strip->item(strip->count() - 1);
            strip->horizontalScrollBar()->setValue(strip->horizontalScrollBar()->maximum());
            QVERIFY2(strip->viewport()->rect().contains(strip->visualItemRect(last)),
                     qPrintable(QStringLiteral("last card at %1..%2 of a viewport %3 px wide")
                                    .arg(strip->visualItemRect(last).left())
                                    .arg(strip->visualItemRect(last).right())
                                    .arg(strip->viewport()->width())));
            strip->horizontalScrollBar()->setValue(0);
        };
        check();
        if (QTest::currentTestFailed())
            return;
        // A large window has room for whole cards, also when a label wraps onto a line more than the empty strip had.
        if (wholeCards)
            QCOMPARE(strip->height(), strip->sizeHint().height());
        // Made smaller while open, the window shares the loss between the panes the same way.
        w.resize(800, 600);
        QTRY_COMPARE(w.size(), QSize(800, 600));
        check();
        QSettings().remove(QStringLiteral("window"));
    }

    void panelsFitASmallWindow()
    {
        // With the test oracle and replay panels open, the window still fits an 800x600 screen: the panels scroll.
        QSettings().remove(QStringLiteral("window"));
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, QSize(1280, 800)));
        w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
        w.findChild<QAction *>(QStringLiteral("toggleReplayDock"))->trigger();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QSize minimum = w.minimumSizeHint();
        QVERIFY2(minimum.width() <= 800 && minimum.height() <= 600,
                 qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        w.resize(800, 600);
        QTRY_COMPARE(w.size(), QSize(800, 600));
        QSettings().remove(QStringLiteral("window"));
    }

    void windowOpensAtTheSizeItClosedAt()
    {
        // Two runs with the same settings open at the same size: the size the reporter left the window at.
        QSettings().remove(QStringLiteral("window"));
        const QSize chosen(760, 560);
        {
            MainWindow w(options(Demo::reportText()));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.resize(chosen);
            QTRY_COMPARE(w.size(), chosen);
            w.close();
        }
        for (int run = 0; run < 2; ++run) {
            MainWindow w(options(Demo::reportText()));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(waitForAnalysis(w));
            QCoreApplication::processEvents();
            QCOMPARE(w.size(), chosen);
            w.close();
        }
        QSettings().remove(QStringLiteral("window"));
    }

    void versionPickerShowsLongNames()
    {
        MainWindow w(options(Demo::reportText()));
        QVERIFY(showSettled(w, QSize(1280, 800)));
        auto *picker = w.findChild<ElidingComboBox *>(QStringLiteral("versionPicker"));
        QVERIFY(picker);
        const QString demo = picker->currentText();
        QCOMPARE(demo, Demo::appVersion());
        auto choose = [&](const QString &name) {
            // Not analysed against: only the picker's display is under test.
            QSignalBlocker block(picker);
            if (picker->findText(name) < 0)
                picker->addItem(name);
            picker->setCurrentText(name);
        };
        // The longest AstroBR app version: the box grows to it, so it reads whole.
        const QString longName = QStringLiteral("1-io.github.zwieback.familyfinance.debug-1.5.5-DEBUG");
        choose(longName);
        QTRY_COMPARE(picker->displayedText(), longName);
        QVERIFY(picker->currentToolTip().startsWith(longName + u'\n'));
        QVERIFY(picker->currentToolTip().endsWith(picker->toolTip()));
        QCOMPARE(picker->itemData(picker->findText(longName), Qt::ToolTipRole).toString(), longName);
        // A name longer than the box may grow: elided in the middle (package start and version end stay),
        // whole in the tooltip.
        const QString overlong = u"1-org.example." + QString(120, u'x') + u"-2.0.1";
        choose(overlong);
        QTRY_VERIFY(picker->width() == picker->maximumWidth());
        const QString shown = picker->displayedText();
        QVERIFY2(shown.contains(u'…') && shown.startsWith(u"1-org.example.x") && shown.endsWith(u"x-2.0.1"),
                 qPrintable(shown));
        QVERIFY(picker->fontMetrics().horizontalAdvance(shown) < picker->width());
        QVERIFY(picker->currentToolTip().startsWith(overlong + u'\n'));
        choose(demo);
    }

    void exportShowsScreensOfSuggestedSteps()
    {
        // Without "Open the app" the window suggests it (drawn from the screen the app opens on): so does the export.
        QString text = Demo::reportText();
        QVERIFY(text.contains(u"1. Open the app\n"));
        text.remove(u"1. Open the app\n"_qs);
        MainWindow w(options(text));
        QVERIFY(waitForAnalysis(w));
        int suggested = 0;
        bool openApp = false;
        for (const StepAssessment &s : w.result().report.steps) {
            suggested += s.missingBefore.size();
            for (const MissingInteraction &m : s.missingBefore)
                openApp = openApp || m.action == ActionType::OpenApp;
        }
        QVERIFY(openApp);
        const QString path = m_dir.filePath(QStringLiteral("suggested.html"));
        QVERIFY(w.exportReport(path, QStringLiteral("html")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        int shown = 0;
        for (const QString &line : lines) {
            if (!line.startsWith(u"<li class=\"suggested\">"))
                continue;
            QVERIFY2(line.contains(u"<span class=\"shot shot") && !line.contains(u"no screenshot recorded"),
                     qPrintable(line.left(200)));
            ++shown;
        }
        QCOMPARE(shown, suggested);
    }

    void candidatesAndMissingStepsUnderTheirOwnHeadings()
    {
        // A step both ambiguous and missing steps: the candidates to choose from are no steps to insert.
        SuggestionList list;
        SuggestionItem candidate;
        candidate.kind = SuggestionItem::Kind::Candidate;
        candidate.text = QStringLiteral("Click the \"Save\" button");
        SuggestionItem missing;
        missing.text = QStringLiteral("Click the \"Next\" button");
        list.setGroups({ { QStringLiteral("Ambiguous"), { candidate, candidate } },
                         { QStringLiteral("Missing"), { missing } },
                         { QStringLiteral("Empty"), {} } });
        QStringList shown; // the layout's rows, top to bottom
        auto *rows = list.layout()->itemAt(0)->layout();
        for (int i = 0; i < rows->count(); ++i) {
            QWidget *w = rows->itemAt(i)->widget();
            shown << (w->objectName() == u"suggestionHeading" ? qobject_cast<QLabel *>(w)->text() : w->objectName());
        }
        QCOMPARE(shown,
                 (QStringList { u"Ambiguous"_qs, u"suggestion_1"_qs, u"suggestion_2"_qs, u"Missing"_qs,
                                u"suggestion_3"_qs }));
        QCOMPARE(list.items().size(), 3);
        QVERIFY(list.findChild<QWidget *>(u"suggestion_3"_qs)->findChild<QPushButton *>(u"accept"_qs));
        QVERIFY(list.findChild<QWidget *>(u"suggestion_1"_qs)->findChild<QPushButton *>(u"useCandidate"_qs));
    }

    void suggestionScreenShownLarge()
    {
        MainWindow w(options(Demo::reportText()));
        QVERIFY(selectStepWithMissingSteps(w) >= 0);
        const QString stepCaption = w.screenshotPanel()->caption();
        const SuggestionItem item = w.suggestions()->items().constLast();
        const int number = int(w.suggestions()->items().size());
        // Screens are named as the reporter sees them ("Notes List"), never by the recorder's activity names.
        int onScreens = 0;
        for (const SuggestionItem &i : w.suggestions()->items()) {
            QVERIFY2(!i.screenName.contains(u"Activity"), qPrintable(i.screenName));
            onScreens += !i.screenName.startsWith(u"Start");
        }
        QVERIFY(onScreens > 0);
        auto *thumb = w.suggestions()
                          ->findChild<QWidget *>(QStringLiteral("suggestion_%1").arg(number))
                          ->findChild<QToolButton *>(QStringLiteral("suggestionThumbnail"));
        QVERIFY(thumb);
        QTest::mouseClick(thumb, Qt::LeftButton);
        QCOMPARE(w.screenshotPanel()->caption(),
                 u"Missing step %1, “%2”, on screen “%3”"_qs.arg(number).arg(nestedQuotes(item.text), item.screenName));
        QVERIFY(w.screenshotPanel()->caption() != stepCaption);
        // Clicked again, the step's own screen is back.
        QTest::mouseClick(thumb, Qt::LeftButton);
        QCOMPARE(w.screenshotPanel()->caption(), stepCaption);
    }

    void suggestionRowsLaidOutWhenSettled()
    {
        MainWindow w(options(Demo::reportText()));
        const int row = selectStepWithMissingSteps(w);
        QVERIFY(row >= 0);

        // What `stepwise --screenshot` grabs: the window at the moment it says it settled, before any
        // further event is handled. Every suggestion row must then be shown at its full height.
        QStringList problems;
        bool checked = false;
        connect(&w, &MainWindow::settled, this, [&] {
            checked = true;
            SuggestionList *list = w.suggestions();
            if (list->items().isEmpty())
                problems << QStringLiteral("no suggestions");
            if (list->height() < list->heightForWidth(list->width()))
                problems << QStringLiteral("list %1 px high, needs %2")
                                .arg(list->height())
                                .arg(list->heightForWidth(list->width()));
            int bottom = -1;
            for (int n = 1; n <= list->items().size(); ++n) {
                auto *r = list->findChild<QWidget *>(QStringLiteral("suggestion_%1").arg(n));
                if (!r) {
                    problems << QStringLiteral("row %1 missing").arg(n);
                    continue;
                }
                const int needed = r->hasHeightForWidth() ? r->heightForWidth(r->width()) : r->sizeHint().height();
                if (!r->isVisible())
                    problems << QStringLiteral("row %1 hidden").arg(n);
                if (r->height() < needed)
                    problems << QStringLiteral("row %1: %2 px high, needs %3").arg(n).arg(r->height()).arg(needed);
                if (r->geometry().top() <= bottom)
                    problems << QStringLiteral("row %1 overlaps the one above").arg(n);
                bottom = r->geometry().bottom();
            }
        });
        // Same rows after a re-analysis (a trailing newline adds no step): the list is rebuilt, then settles.
        QTextCursor c = w.editor()->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("\n"));
        QTRY_VERIFY_WITH_TIMEOUT(checked, 30000);
        QCOMPARE(w.stepView()->currentIndex().row(), row);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void storeProblemsShownInWindow_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("appVersion");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not a database") << u"garbage"_qs << Demo::appVersion() << u"Cannot use the model store"_qs;
        QTest::newRow("truncated copy") << u"truncated"_qs << Demo::appVersion()
                                        << u"truncated.sqlite is damaged (SQLite: database disk image is malformed)"_qs;
        QTest::newRow("unknown app version")
            << QString() << u"9-no.such-1.0"_qs
            << (u"holds no app version “9-no.such-1.0”; it holds: "_qs + Demo::appVersion() + u'.');
    }
    void storeProblemsShownInWindow()
    {
        QFETCH(QString, damage);
        QFETCH(QString, appVersion);
        QFETCH(QString, expected);
        QString db = m_db;
        if (!damage.isEmpty()) {
            db = m_dir.filePath(damage + u".sqlite"_qs);
            QFile::remove(db);
            if (damage == u"truncated") {
                QVERIFY(QFile::copy(m_db, db));
                QFile f(db);
                QVERIFY(f.setPermissions(f.permissions() | QFileDevice::WriteOwner));
                QVERIFY(f.resize(f.size() / 2));
            } else {
                QFile f(db);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray(4096, 'x'));
            }
        }
        MainWindow::Options o = testWindowOptions(db, m_dir.path(), Demo::reportText());
        o.appVersion = appVersion;
        MainWindow w(o);
        QSignalSpy problems(&w, &MainWindow::storeProblem);
        QSignalSpy versionsListed(w.controller(), &AnalysisController::appVersionsChanged);
        w.show();
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, 30000);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(message.contains(expected) && message.contains(db), qPrintable(message));
        QCOMPARE(w.statusBar()->currentMessage(), message);
        // The status bar clips a long message: its tooltip holds it whole.
        QCOMPARE(w.statusBar()->toolTip(), message);
        // The window still works on what the store has: the demo model for an unknown version.
        if (damage.isEmpty()) {
            QTRY_COMPARE_WITH_TIMEOUT(w.controller()->appVersion(), Demo::appVersion(), 30000);
            QVERIFY(waitForAnalysis(w));
            QVERIFY(w.result().error.isEmpty());
        } else {
            // The panel keeps the problem in full once the (empty) version list arrives, instead of sending
            // the user to open a model, which would import into the damaged file.
            QTRY_VERIFY_WITH_TIMEOUT(!versionsListed.isEmpty(), 30000);
            QCoreApplication::processEvents();
            QCOMPARE(w.screenshotPanel()->caption(), u"Model store"_qs);
            QCOMPARE(w.screenshotPanel()->view()->placeholder(), message);
        }
        QCOMPARE(problems.size(), 1);
    }

    void damagedStoreEndsTheAnalysis()
    {
        // The store opens and lists its versions, but its screens cannot be read (pages overwritten).
        const QString db = m_dir.filePath(QStringLiteral("damaged.sqlite"));
        QFile::remove(db);
        QVERIFY(QFile::copy(m_db, db));
        const QString damage = damageStoreTable(db, QStringLiteral("screen"));
        QVERIFY2(damage.isEmpty(), qPrintable(damage));
        MainWindow w(testWindowOptions(db, m_dir.path(), Demo::reportText()));
        QSignalSpy problems(&w, &MainWindow::storeProblem);
        QSignalSpy settled(&w, &MainWindow::settled);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(!problems.isEmpty(), 30000);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(
            message.contains(
                u"damaged.sqlite is damaged (SQLite: database disk image is malformed); the file was left unchanged. "
                u"Restore it from a backup, or import the models again into a new file"_qs),
            qPrintable(message));
        QCOMPARE(w.statusBar()->currentMessage(), message);
        // The failed analysis is final: the window settles instead of waiting for a result forever.
        QVERIFY(waitForAnalysis(w));
        QCOMPARE(w.result().error, message);
        QTRY_VERIFY_WITH_TIMEOUT(!settled.isEmpty(), 30000);
    }

    void partialAssessmentSaidInSummary()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        const QLabel *summary = w.findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(summary);
        QVERIFY2(!summary->text().contains(u"Partial assessment"), qPrintable(summary->text()));
        QVERIFY(w.result().report.steps.size() > 2);
        // The GUI's assessor has the default search limit, which the demo report never reaches: the worker's
        // result is cut here as QualityAssessor cuts it.
        const AnalysisResult whole = w.result();
        AnalysisResult cut = whole;
        cut.report.truncated = true;
        cut.report.uncheckedFrom = 2;
        Q_EMIT w.controller()->resultReady(cut);
        const QString expected
            = u"Partial assessment: the search limit was reached; the labels are the best found until then. "
              u"Nothing was checked from step 3 (\""_qs;
        QVERIFY2(summary->text().contains(u'\n' + expected), qPrintable(summary->text()));
        QVERIFY(summary->text().endsWith(ReportExporter::partialNote(cut.report)));
        // The next whole result drops the note again.
        Q_EMIT w.controller()->resultReady(whole);
        QVERIFY2(!summary->text().contains(u"Partial assessment"), qPrintable(summary->text()));
    }

    void quitHasAKeyAndHelpHasAbout()
    {
        MainWindow w(options());
        const QAction *quit = w.findChild<QAction *>(QStringLiteral("quitAction"));
        QVERIFY(quit);
        // The platform's Quit key where it has one (Ctrl+Q on KDE and GNOME), else Ctrl+Q.
        const QKeySequence platform(QKeySequence::Quit);
        QCOMPARE(quit->shortcut(), platform.isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Q) : platform);
        QVERIFY(w.actions().contains(const_cast<QAction *>(quit))); // works without opening the menu

        QAction *about = w.findChild<QAction *>(QStringLiteral("aboutAction"));
        QVERIFY(about);
        // main() sets the project's version.
        const QString appVersion = QCoreApplication::applicationVersion();
        QCoreApplication::setApplicationVersion(u"9.8.7"_qs);
        QString title;
        QString text;
        QTimer answer;
        answer.setInterval(10);
        connect(&answer, &QTimer::timeout, &answer, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            answer.stop();
            title = box->windowTitle();
            text = box->text();
            box->accept();
        });
        answer.start();
        about->trigger();
        QCoreApplication::setApplicationVersion(appVersion);
        QCOMPARE(title, u"About StepWise"_qs);
        QVERIFY2(text.contains(u"<h3>StepWise 9.8.7</h3>"), qPrintable(text));
        QVERIFY2(text.contains(u"steps to reproduce"), qPrintable(text));
        QVERIFY2(text.contains(u"Licence: GPL-3.0-or-later"), qPrintable(text));
    }

    void acceptInsertsAndUndoRemoves()
    {
        const QString report = Demo::reportText();
        MainWindow w(options(report));
        w.show();
        QVERIFY(waitForAnalysis(w));
        const int row = rowWithMissingSteps(w);
        QVERIFY2(row >= 0, "the demo report has no step with missing steps");
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        QTRY_VERIFY(!w.suggestions()->items().isEmpty());
        SuggestionItem item;
        for (const SuggestionItem &i : w.suggestions()->items()) {
            if (i.kind == SuggestionItem::Kind::MissingStep) {
                item = i;
                break;
            }
        }
        QVERIFY(!item.text.isEmpty());
        QCOMPARE(item.text, w.stepModel()->step(row).missingBefore.first().description);
        auto *accept = w.suggestions()->findChild<QPushButton *>(QStringLiteral("accept"));
        QVERIFY(accept);
        const qsizetype stepOffset = w.stepModel()->step(row).step.offset;
        QTest::mouseClick(accept, Qt::LeftButton);
        const QString edited = w.editor()->toPlainText();
        QVERIFY(edited.contains(item.text + u'\n'));
        QVERIFY(edited.size() > report.size() + item.text.size());
        // Inserted on a line of its own just before the step's line; the report's start is unchanged.
        const qsizetype lineStart = report.lastIndexOf(u'\n', stepOffset) + 1;
        QCOMPARE(edited.left(lineStart), report.left(lineStart));
        // The lines after it are the report's; items of its numbered list count one higher.
        const QStringList after = edited.mid(edited.indexOf(u'\n', lineStart) + 1).split(u'\n');
        const QStringList before = report.mid(lineStart).split(u'\n');
        QCOMPARE(after.size(), before.size());
        static const QRegularExpression numbered(QStringLiteral(R"(^(\d+)\. )"));
        bool inList = true;
        for (qsizetype i = 0; i < before.size(); ++i) {
            const QRegularExpressionMatch m = numbered.match(before.at(i));
            inList = inList && m.hasMatch();
            const QString expected = inList
                ? QString::number(m.captured(1).toInt() + 1) + before.at(i).mid(m.capturedEnd(1))
                : before.at(i);
            QCOMPARE(after.at(i), expected);
        }
        QVERIFY(w.editor()->document()->isUndoAvailable());
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), report);
        w.editor()->redo();
        QCOMPARE(w.editor()->toPlainText(), edited);
        // The inserted step is remembered as accepted, for the analysis and in the saved document.
        QCOMPARE(w.document().acceptedSteps, QSet<QString> { QualityAssessor::acceptedKey(item.text) });
        ReportDocument reopened;
        QString error;
        QVERIFY2(ReportDocument::fromJson(w.document().toJson(), &reopened, &error, u"doc"_qs), qPrintable(error));
        QCOMPARE(reopened.acceptedSteps, w.document().acceptedSteps);
    }

    void rejectHidesSuggestion()
    {
        MainWindow w(options(Demo::reportText()));
        w.show();
        QVERIFY(waitForAnalysis(w));
        const int row = rowWithMissingSteps(w);
        QVERIFY(row >= 0);
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        const QString id = w.stepModel()->step(row).missingBefore.first().interactionId;
        QTRY_VERIFY(!w.suggestions()->items().isEmpty());
        auto *reject = w.suggestions()->findChild<QPushButton *>(QStringLiteral("reject"));
        QVERIFY(reject);
        const QString text = w.editor()->toPlainText();
        QTest::mouseClick(reject, Qt::LeftButton);
        for (const SuggestionItem &i : w.suggestions()->items())
            QVERIFY(i.interactionId != id);
        QCOMPARE(w.editor()->toPlainText(), text); // the report is not touched
        QVERIFY(w.document().rejectedSuggestions.contains(id));
    }

    void dropOfUrlsImports()
    {
        // A second model: the demo dump under another app version's file name.
        QTemporaryDir src;
        const QString file = src.filePath(QStringLiteral("1-com.example.other-2.0-graph.txt"));
        QVERIFY(QFile::copy(QStringLiteral(":/demo/%1-graph.txt").arg(Demo::appVersion()), file));
        MainWindow w(options());
        w.show();
        QVERIFY(waitForAnalysis(w));
        QSignalSpy imported(&w, &MainWindow::importFinished);

        QMimeData text;
        text.setText(QStringLiteral("not a file"));
        QDragEnterEvent plain(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &plain);
        QVERIFY(!plain.isAccepted());

        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(file) });
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(imported.size(), 0); // not inside dropEvent
        QVERIFY(imported.wait(30000));
        QCOMPARE(imported.at(0).at(0).toStringList(), QStringList { QStringLiteral("1-com.example.other-2.0") });
        QVERIFY(imported.at(0).at(1).toStringList().isEmpty());
        QTRY_VERIFY(w.controller()->appVersions().contains(QStringLiteral("1-com.example.other-2.0")));
        QTRY_COMPARE(w.controller()->appVersion(), QStringLiteral("1-com.example.other-2.0"));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral(
                     "Imported 1 model(s). The report is now checked against 1-com.example.other-2.0 (App version)."));
    }

    void dropOfBrokenModelReportsFailure()
    {
        QTemporaryDir src;
        const QString file = writeBrokenGraphDump(src);
        QVERIFY(!file.isEmpty());
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths({ file });
        // A failure can be reported before the spy starts waiting, so count rather than wait().
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        QVERIFY(imported.at(0).at(0).toStringList().isEmpty());
        const QStringList failures = imported.at(0).at(1).toStringList();
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.first().contains(u"1-broken-1.0-graph.txt"), qPrintable(failures.first()));
    }

    void partlyFailedImportSaysWhatWasImported()
    {
        QTemporaryDir src;
        const QString good = src.filePath(QStringLiteral("1-com.example.other-2.0-graph.txt"));
        QVERIFY(QFile::copy(QStringLiteral(":/demo/%1-graph.txt").arg(Demo::appVersion()), good));
        const QString broken = writeBrokenGraphDump(src);
        QVERIFY(!broken.isEmpty());
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths({ good, broken });
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        QCOMPARE(imported.at(0).at(0).toStringList(), QStringList { QStringLiteral("1-com.example.other-2.0") });
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && !box->isHidden());
        QCOMPARE(box->title(), QStringLiteral("Import partly failed"));
        QCOMPARE(box->text(), QStringLiteral("1 model(s) were imported, but 1 file(s) could not be:"));
        QVERIFY2(box->informativeText().contains(u"1-broken-1.0-graph.txt"), qPrintable(box->informativeText()));
        // Only the input that holds a model is offered again under Open recent.
        const QStringList recent = QSettings().value(QStringLiteral("models/recent")).toStringList();
        QVERIFY2(recent.contains(good) && !recent.contains(broken), qPrintable(recent.join(u", ")));
    }

    void redroppedPartlyBrokenRecordingPartlyFailed()
    {
        // A dump sequence with one broken dump: the first drop stores the rest; the second stores nothing new
        // (the status bar says "unchanged") and must not say "Import failed", as stepwise-cli import exits 3.
        QTemporaryDir src;
        const QByteArray head = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
                                "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.FrameLayout\" "
                                "package=\"org.example.redrop\" "
                                "content-desc=\"\" clickable=\"false\" enabled=\"true\" bounds=\"[0,0][1080,1920]\">\n"
                                "<node index=\"0\" text=\"";
        const QByteArray tail = "\" resource-id=\"org.example.redrop:id/action\" class=\"android.widget.Button\" "
                                "package=\"org.example.redrop\" "
                                "content-desc=\"\" clickable=\"true\" enabled=\"true\" bounds=\"[0,0][540,200]\" "
                                "/>\n</node>\n</hierarchy>\n";
        const QDir dir(src.path());
        QVERIFY(dir.mkpath(QStringLiteral("sequence")));
        const QList<QPair<QString, QByteArray>> dumps {
            { QStringLiteral("sequence/screen-0.xml"), head + "Save" + tail },
            { QStringLiteral("sequence/screen-1.xml"),
              QByteArray(head + "Open" + tail).replace("\" />\n", "\">\n") }, // left open
            { QStringLiteral("sequence/screen-2.xml"), head + "Done" + tail }
        };
        for (const auto &[name, bytes] : dumps) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        const QString sequence = dir.filePath(QStringLiteral("sequence"));
        w.importPaths({ sequence });
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        QCOMPARE(imported.at(0).at(0).toStringList().size(), 1);
        auto *first = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(first && !first->isHidden());
        QCOMPARE(first->title(), QStringLiteral("Import partly failed"));
        // The failure names only the broken dump; what leaving it out means for the model follows below it.
        const QStringList parts = first->informativeText().split(QStringLiteral("\n\n"));
        QCOMPARE(parts.size(), 2);
        QVERIFY2(parts.at(0).startsWith(u"• "_qs + sequence + u"/screen-1.xml:"_qs)
                     && !parts.at(0).contains(u"left out"_qs),
                 qPrintable(parts.at(0)));
        QVERIFY2(parts.at(1).split(u'\n').contains(
                     sequence
                     + u": screen-1.xml left out: the model has no transition from screen-0 to "
                       u"screen-2, as what happened between them is unknown"_qs),
                 qPrintable(parts.at(1)));
        first->closeButton()->click();
        QTRY_VERIFY(w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"))->isHidden());

        w.importPaths({ sequence });
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 2, 30000);
        QVERIFY(imported.at(1).at(0).toStringList().isEmpty());
        QVERIFY2(w.statusBar()->currentMessage().contains(u"unchanged"), qPrintable(w.statusBar()->currentMessage()));
        auto *again = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(again && !again->isHidden());
        QCOMPARE(again->title(), QStringLiteral("Import partly failed"));
        QCOMPARE(again->text(),
                 QStringLiteral("Nothing new to import: the rest was stored already and is unchanged, but 1 file(s) "
                                "could not be imported:"));
        QVERIFY2(again->informativeText().contains(u"screen-1.xml"), qPrintable(again->informativeText()));
    }

    void reportOfAnotherAppIsNamed()
    {
        // An AstroBR report says which app it is about; the demo model is com.example.pocketnotes.
        MainWindow::Options o = options(Demo::reportText());
        o.reportAppName = QStringLiteral("GnuCash Mobile");
        MainWindow w(o);
        QSignalSpy shown(&w, &MainWindow::problemsShown);
        QVERIFY(waitForAnalysis(w));
        QTRY_COMPARE(shown.size(), 1);
        QCOMPARE(shown.at(0).at(0).toString(), QStringLiteral("Report of another app"));
        QCOMPARE(
            shown.at(0).at(1).toString(),
            u"The report is about “GnuCash Mobile”, but the model “1-com.example.pocketnotes-1.0” is of another app "
            u"(example, pocketnotes). Its steps are checked against that app's screens; choose the report's app with Ctrl+M."_qs);
        QVERIFY(w.statusBar()->currentMessage().startsWith(u"The report is about “GnuCash Mobile”"_qs));
        // Once per model: typing on does not repeat it.
        w.editor()->textCursor().insertText(QStringLiteral("\nTap Save."));
        QVERIFY(waitForAnalysis(w));
        QTest::qWait(50);
        QCOMPARE(shown.size(), 1);

        // The report says nothing, or names this app: no warning.
        for (const QString &name : { QString(), u"Pocket Notes"_qs }) {
            MainWindow::Options same = options(Demo::reportText());
            same.reportAppName = name;
            MainWindow other(same);
            QSignalSpy none(&other, &MainWindow::problemsShown);
            QVERIFY(waitForAnalysis(other));
            QTest::qWait(50);
            QVERIFY2(none.isEmpty(), qPrintable(name));
        }
    }

    void reportOfAnotherAppOpensItsModel()
    {
        // No version asked for and the last one used is another app's: the store's model of the report's app
        // (by its name) is opened instead, without a warning.
        const QString db = m_dir.filePath(QStringLiteral("two-apps.sqlite"));
        {
            SqliteGraphStore store(db, QStringLiteral("tst_mainwindow-two-apps"));
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QString error;
            QVERIFY2(Demo::importInto(store, &error), qPrintable(error));
            ExecutionModel other = *store.load(Demo::appVersion());
            other.appVersion = QStringLiteral("1-org.example.weightwatch-2.0");
            other.packageName = QStringLiteral("org.example.weightwatch");
            QVERIFY2(store.save(other, {}), qPrintable(store.lastError()));
        }
        MainWindow::Options o = testWindowOptions(db, m_dir.path(), Demo::reportText());
        o.appVersion.clear(); // the last one used with this store: the demo, first in the list
        o.reportAppName = QStringLiteral("Weight Watch");
        MainWindow w(o);
        QSignalSpy shown(&w, &MainWindow::problemsShown);
        auto *picker = w.findChild<ElidingComboBox *>(QStringLiteral("versionPicker"));
        QVERIFY(picker);
        QTRY_COMPARE(picker->currentText(), QStringLiteral("1-org.example.weightwatch-2.0"));
        QVERIFY(waitForAnalysis(w));
        QTest::qWait(50);
        QVERIFY(shown.isEmpty());
    }

    void spellCheckerAcceptsTheModelsWords()
    {
        // "NotesListActivity" (a screen of the demo model) is no English word, but it is the app's.
        if (!SpellChecker().isValid())
            QSKIP("no Hunspell dictionary installed");
        MainWindow::Options o = options(QStringLiteral("Crash in NotesListActivity\n1. Tap Groceries and tpa Save\n"));
        o.spellCheck = true;
        MainWindow w(o);
        QVERIFY(waitForAnalysis(w));
        QStringList flagged;
        for (const QTextEdit::ExtraSelection &sel : w.editor()->spellSelections())
            flagged << sel.cursor.selectedText();
        QCOMPARE(flagged, QStringList { QStringLiteral("tpa") });
    }

    void shortcutsDialogListsEveryShortcutReadOnly()
    {
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *help = nullptr;
        QStringList expected; // "text\tkey" of every window action with a shortcut
        for (QAction *a : w.actions()) {
            if (a->text() == u"&Keyboard shortcuts")
                help = a;
            if (!a->shortcut().isEmpty())
                expected << a->text().remove(u'&') + u'\t' + a->shortcut().toString(QKeySequence::NativeText);
        }
        QVERIFY(help);
        QVERIFY(expected.size() > 25);
        QStringList rows;
        bool readOnly = false;
        bool allShown = false;
        auto *timer = new QTimer(&w);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, timer, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog->windowTitle() != u"Keyboard shortcuts")
                return;
            timer->stop();
            auto *table = dialog->findChild<QTableWidget *>();
            QVERIFY(table);
            readOnly = table->editTriggers() == QAbstractItemView::NoEditTriggers
                && table->selectionMode() == QAbstractItemView::NoSelection;
            for (int r = 0; r < table->rowCount(); ++r) {
                readOnly = readOnly && !(table->item(r, 0)->flags() & Qt::ItemIsEditable)
                    && !(table->item(r, 1)->flags() & Qt::ItemIsEditable);
                rows << table->item(r, 0)->text() + u'\t' + table->item(r, 1)->text();
            }
            // Every row fits: the last one ends inside the viewport, no scrolling needed on the offscreen 800×800
            // screen.
            const int last = table->rowCount() - 1;
            allShown = table->verticalScrollBar()->maximum() == 0
                && table->rowViewportPosition(last) + table->rowHeight(last) <= table->viewport()->height();
            dialog->reject();
        });
        timer->start();
        help->trigger();
        QCOMPARE(rows, expected);
        QVERIFY(readOnly);
        QVERIFY(allShown);
        QVERIFY(rows.contains(u"Quit\tCtrl+Q"));
        QVERIFY(rows.contains(u"Keyboard shortcuts\tF1"));
    }

    void analysisNeverMovesTheCaret()
    {
        // The reporter types on while analyses come in: a result selects a step in the list, but the caret
        // stays where the reporter is typing (it used to jump to the selected step's start).
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(waitForAnalysis(w));
        w.editor()->setFocus();
        const QStringList parts { u"1. Tap the Save button"_qs, u"2. Tap Groceries twice"_qs, u"3. Open the menu"_qs };
        QString typed;
        for (const QString &part : parts) {
            if (!typed.isEmpty()) {
                QTest::keyClick(w.editor(), Qt::Key_Return);
                typed += u'\n';
            }
            QTest::keyClicks(w.editor(), part);
            typed += part;
            QVERIFY(waitForAnalysis(w)); // a result with one step more each time
            QCOMPARE(w.editor()->textCursor().position(), int(typed.size()));
        }
        QCOMPARE(w.editor()->toPlainText(), typed);
        QVERIFY(w.stepView()->currentIndex().isValid());
        // Picking a step in the list still takes the caret there.
        w.stepView()->setCurrentIndex(w.stepModel()->index(0));
        QCOMPARE(w.editor()->textCursor().position(), int(typed.indexOf(u"Tap the Save")));
    }

    void newAndOpenAskBeforeReplacingText()
    {
        const QString path = m_dir.filePath(QStringLiteral("unsaved.stepwise"));
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *newReport = w.findChild<QAction *>(QStringLiteral("newReportAction"));
        auto *open = w.findChild<QAction *>(QStringLiteral("openReportAction"));
        QVERIFY(newReport && open);
        const QString prompt = QStringLiteral("unsavedReportPrompt");
        bool asked = false;

        // Nothing typed: nothing to lose, no question.
        QTimer *timer = answerBox(&w, prompt, QMessageBox::Cancel, &asked);
        newReport->trigger();
        QVERIFY(!asked);
        delete timer;

        w.editor()->setFocus();
        QTest::keyClicks(w.editor(), QStringLiteral("1. Tap the Save button"));
        QVERIFY(w.isWindowModified());
        const QString typed = w.editor()->toPlainText();

        // Cancel keeps the text, for New and for Open (no file dialog follows).
        answerBox(&w, prompt, QMessageBox::Cancel, &asked);
        newReport->trigger();
        QVERIFY(asked);
        QCOMPARE(w.editor()->toPlainText(), typed);
        answerBox(&w, prompt, QMessageBox::Cancel, &asked);
        open->trigger();
        QVERIFY(asked);
        QCOMPARE(w.editor()->toPlainText(), typed);
        QVERIFY(w.isWindowModified());

        // Save writes the text to the report's file first, then New starts empty.
        QVERIFY(w.saveDocument(path));
        QTest::keyClicks(w.editor(), QStringLiteral(" twice"));
        QVERIFY(w.isWindowModified());
        answerBox(&w, prompt, QMessageBox::Save, &asked);
        newReport->trigger();
        QVERIFY(asked);
        QCOMPARE(w.editor()->toPlainText(), QString());
        ReportDocument saved;
        QString error;
        QVERIFY2(ReportDocument::load(path, &saved, &error), qPrintable(error));
        QCOMPARE(saved.text, typed + u" twice");

        // Discard drops it.
        QTest::keyClicks(w.editor(), QStringLiteral("2. Tap Back"));
        answerBox(&w, prompt, QMessageBox::Discard, &asked);
        newReport->trigger();
        QVERIFY(asked);
        QCOMPARE(w.editor()->toPlainText(), QString());
        QVERIFY(!w.isWindowModified());
    }

    void documentOfMissingAppVersionWarns()
    {
        const QString missing = QStringLiteral("1-com.example.absent-9.9");
        ReportDocument doc;
        doc.text = Demo::reportText();
        doc.appVersion = missing;
        const QString path = m_dir.filePath(QStringLiteral("absent.stepwise"));
        QString error;
        QVERIFY2(doc.save(path, &error), qPrintable(error));

        MainWindow w(options());
        QTRY_VERIFY(w.controller()->appVersions().contains(Demo::appVersion()));
        QSignalSpy problems(&w, &MainWindow::storeProblem);
        QVERIFY(w.openDocument(path));
        // The text is opened, the selection stays, and the window says why and what to do.
        QCOMPARE(w.editor()->toPlainText(), Demo::reportText());
        QCOMPARE(w.controller()->appVersion(), Demo::appVersion());
        QCOMPARE(problems.size(), 1);
        const QString message = problems.first().first().toString();
        QVERIFY2(message.contains(missing) && message.contains(u"File > Open model")
                     && message.contains(Demo::appVersion()),
                 qPrintable(message));
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && !box->isHidden());
        QCOMPARE(box->text(), message);
        QCOMPARE(w.statusBar()->currentMessage(), message);
        // Saving keeps the report's own version rather than the one it is assessed against meanwhile.
        QCOMPARE(w.document().appVersion, missing);
        // Opened again, it says so again; a new report is the shown model's.
        QVERIFY(w.openDocument(path));
        QCOMPARE(problems.size(), 2);
        w.findChild<QAction *>(QStringLiteral("newReportAction"))->trigger();
        QCOMPARE(w.document().appVersion, Demo::appVersion());

        // Opened at start, before the store has listed its versions: the same warning, once.
        MainWindow::Options o = options();
        o.documentPath = path;
        MainWindow started(o);
        QTRY_VERIFY(!started.findChild<ProblemBanner *>(QStringLiteral("problemMessage"))->isHidden());
        QVERIFY(waitForAnalysis(started));
        const QList<ProblemBanner *> boxes = started.findChildren<ProblemBanner *>(QStringLiteral("problemMessage"));
        QCOMPARE(boxes.size(), 1);
        QVERIFY2(boxes.first()->text().contains(missing), qPrintable(boxes.first()->text()));
        QCOMPARE(started.controller()->appVersion(), Demo::appVersion());
    }

    void acceptRenumbersList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("expected");
        const QString step = QStringLiteral("Click the \"Add note\" button");
        QTest::newRow("numbered") << "1. Open the app\n2. Tap Save\n3. Tap Back\n"
                                  << "2. Tap Save"
                                  << u"1. Open the app\n2. "_qs + step + u"\n3. Tap Save\n4. Tap Back\n"_qs;
        QTest::newRow("parenthesis, blank lines")
            << "1) Open the app\n\n2) Tap Save\n\n3) Tap Back"
            << "2) Tap Save" << u"1) Open the app\n\n2) "_qs + step + u"\n3) Tap Save\n\n4) Tap Back"_qs;
        QTest::newRow("list ends at other text")
            << "1. Open\n2. Tap Save\nExpected:\n3. Saved\n"
            << "2. Tap Save" << u"1. Open\n2. "_qs + step + u"\n3. Tap Save\nExpected:\n3. Saved\n"_qs;
        QTest::newRow("a new list starts")
            << "1. Open\n2. Tap Save\n\n1. Saved\n"
            << "2. Tap Save" << u"1. Open\n2. "_qs + step + u"\n3. Tap Save\n\n1. Saved\n"_qs;
        QTest::newRow("nested list kept")
            << "1. Open\n   1. Wait\n2. Tap Save\n   2. Look\n3. End"
            << "1. Open" << u"1. "_qs + step + u"\n2. Open\n   1. Wait\n3. Tap Save\n   2. Look\n4. End"_qs;
        QTest::newRow("bullets") << "- Open\n- Tap Save\n"
                                 << "- Tap Save" << u"- Open\n- "_qs + step + u"\n- Tap Save\n"_qs;
    }
    void acceptRenumbersList()
    {
        QFETCH(QString, text);
        QFETCH(QString, before);
        QFETCH(QString, expected);
        ReportEditor editor;
        editor.setPlainText(text);
        const int position = int(text.indexOf(before));
        QVERIFY(position >= 0);
        QCOMPARE(editor.insertStepBefore(position, QStringLiteral("Click the \"Add note\" button")), position);
        QCOMPARE(editor.toPlainText(), expected);
        // One undo step takes back the insertion and the renumbering.
        editor.undo();
        QCOMPARE(editor.toPlainText(), text);
        editor.redo();
        QCOMPARE(editor.toPlainText(), expected);
    }

    void openErrorsStayVisible()
    {
        MainWindow w(options(QStringLiteral("1. Open the app")));
        w.show();
        const QString absent = m_dir.filePath(QStringLiteral("no-such-report.stepwise"));
        QVERIFY(!w.openDocument(absent));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Open the app"));
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(absent), qPrintable(box->text()));
        box->closeButton()->click();
        QTRY_VERIFY(w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"))->isHidden()); // dismissed
    }

    void saveAndExportFailuresShowTheBanner()
    {
        // A file that cannot be written is a problem like one that cannot be opened: the banner names it, and the
        // window goes on (no modal box to dismiss first).
        MainWindow w(options(QStringLiteral("1. Open the app")));
        w.show();
        QVERIFY(waitForAnalysis(w));
        auto *banner = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(banner && banner->isHidden());
        const QString missingFolder = m_dir.filePath(QStringLiteral("no-such-folder"));
        const QString report = QDir(missingFolder).filePath(QStringLiteral("report.stepwise"));
        QVERIFY(!w.saveDocument(report));
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->title(), QStringLiteral("Save failed"));
        QVERIFY2(banner->text().contains(QDir::toNativeSeparators(missingFolder))
                     || banner->text().contains(missingFolder),
                 qPrintable(banner->text()));
        QVERIFY(!QApplication::activeModalWidget());

        const QString exported = QDir(missingFolder).filePath(QStringLiteral("report.md"));
        QVERIFY(!w.exportReport(exported, QStringLiteral("md")));
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->title(), QStringLiteral("Export failed"));
        QVERIFY2(banner->text().contains(QDir::toNativeSeparators(exported)), qPrintable(banner->text()));
        QVERIFY(!QApplication::activeModalWidget());
    }

    void aReportThatCannotBeOpenedAtStartShowsTheBanner()
    {
        // `stepwise --report FILE` with a file it cannot read opens the window, empty, with the reason in the banner.
        MainWindow::Options o = options(QString());
        o.reportProblem = QStringLiteral("/tmp/x.stepwise is not a StepWise document: the JSON is cut off");
        MainWindow w(o);
        w.show();
        auto *banner = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(banner && banner->isVisible());
        QCOMPARE(banner->title(), QStringLiteral("Cannot open the report"));
        QCOMPARE(banner->text(), o.reportProblem);
        QVERIFY(w.editor()->toPlainText().isEmpty());
        // Typing another report: the one that could not be opened is no longer the problem.
        w.editor()->setFocus();
        QTest::keyClicks(w.editor(), QStringLiteral("1. Open"));
        QVERIFY(!banner->isVisible());
        // Any other problem stays while the reporter types.
        banner->showProblem(QStringLiteral("Export failed"), QStringLiteral("disk full"));
        QVERIFY(banner->isVisible());
        QTest::keyClicks(w.editor(), QStringLiteral(" the app"));
        QVERIFY(banner->isVisible());
    }

    void openRefusesJsonThatIsNotAReport_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem"); // after "<path> "
        // Only what File > Open opens: a quality report exported as JSON is refused, so it is not offered.
        const QString expected
            = QStringLiteral("give the report as plain text or a .stepwise document (schema \"stepwise.document/1\")");
        // An AstroBR reports file cut off inside an entry's text.
        QTest::newRow("cut-off reports file")
            << QStringLiteral("test_set.json") << QByteArray("[{\"bug_id\": \"10\", \"text\": \"0: Open the app")
            << QStringLiteral("is not valid JSON (unterminated string at the end of the text: it looks cut off); ")
                + expected;
        QTest::newRow("foreign schema") << QStringLiteral("foreign.json") << QByteArray("{\"schema\":\"nope\"}")
                                        << QStringLiteral("is JSON with schema \"nope\", not a bug report; ")
                + expected;
        // The content decides, not the name: a .txt file holding JSON of another kind is no report either.
        QTest::newRow("JSON named .txt") << QStringLiteral("foreign.txt") << QByteArray("  {\"schema\":\"nope\"}\n")
                                         << QStringLiteral("is JSON with schema \"nope\", not a bug report; ")
                + expected;
        QTest::newRow("quality report")
            << QStringLiteral("assessed.json")
            << QByteArray("{\"schema\": \"stepwise.quality-report/1\", \"appVersion\": \"1-a-1.0\", \"steps\": []}")
            << QStringLiteral("is a quality report exported by StepWise; open the report text or the .stepwise "
                              "document it was made from.");
        QTest::newRow("NUL bytes")
            << QStringLiteral("binary.txt") << QByteArray("Title\n1. Open\n\0data", 20)
            << QStringLiteral("contains NUL bytes (line 3), so it is not text; give the report as plain text (UTF-8) "
                              "or a .stepwise document");
        // Archives are models: the message says so and where they open.
        QTest::newRow("zip archive")
            << QStringLiteral("recordings.zip") << QByteArray("PK\x03\x04\x0a\0\0\0\0\0\xff\xfe", 12)
            << QStringLiteral(
                   "is a zip archive, not a report: reports are plain text (UTF-8) or .stepwise "
                   "documents. An archive of recordings is an execution model: open it with File > Open model.");
        QTest::newRow("PNG as a document")
            << QStringLiteral("picture.stepwise") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
            << QStringLiteral("is a PNG image, not a report: reports are plain text (UTF-8) or .stepwise documents.");
    }

    void openRefusesJsonThatIsNotAReport()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        const QString path = m_dir.filePath(name);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        MainWindow w(options(QStringLiteral("1. Open the app")));
        QVERIFY(!w.openDocument(path));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Open the app"));
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && !box->isHidden());
        QCOMPARE(box->title(), QStringLiteral("Cannot open the report"));
        QCOMPARE(box->text(), path + u' ' + problem);
    }

    void openNamesAFolderOrAMissingFile()
    {
        // File > Open report on a folder or a vanished file: the words of --report and stepwise-cli, with the
        // kinds of file the window opens.
        const QString folder = m_dir.filePath(QStringLiteral("a-folder"));
        QVERIFY(QDir().mkpath(folder));
        const QString missing = m_dir.filePath(QStringLiteral("gone.txt"));
        const QList<QPair<QString, QString>> cases {
            { folder,
              folder
                  + u" is a folder, but a report is a file; give the report as plain text or a .stepwise document "
                    u"(schema \"stepwise.document/1\")"_qs },
            { missing, missing + u" does not exist (is the path right?)"_qs }
        };
        for (const auto &[path, message] : cases) {
            MainWindow w(options(QStringLiteral("1. Open the app")));
            QVERIFY(!w.openDocument(path));
            QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Open the app"));
            auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
            QVERIFY(box && !box->isHidden());
            QCOMPARE(box->title(), QStringLiteral("Cannot open the report"));
            QCOMPARE(box->text(), message);
        }
    }

    void openReadsADocumentSavedAsJson()
    {
        // A .stepwise document under another name is still a document: its text, not its JSON, opens.
        const QString path = m_dir.filePath(QStringLiteral("saved-as.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"appVersion\": \"\", "
                "\"pinnedInteractions\": {}, \"rejectedSuggestions\": []}");
        f.close();
        MainWindow w(options(QStringLiteral("1. Open the app")));
        QVERIFY(w.openDocument(path));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Tap OK"));
        QVERIFY(w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"))->isHidden());
    }

    void openDecodesDocumentsAsTheCliDoes_data()
    {
        QTest::addColumn<int>("encoding"); // QStringConverter::Encoding
        QTest::newRow("utf-32 le") << int(QStringConverter::Utf32LE);
        QTest::newRow("utf-32 be") << int(QStringConverter::Utf32BE);
        QTest::newRow("utf-16 le") << int(QStringConverter::Utf16LE);
    }
    void openDecodesDocumentsAsTheCliDoes()
    {
        // stepwise-cli decodes a document by its byte-order mark; File > Open used to parse the raw bytes and
        // call it "not UTF-8 (it looks like UTF-16)".
        QFETCH(int, encoding);
        const QString json
            = QStringLiteral("{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap \u201cL\u00f6schen\u201d\", "
                             "\"pinnedInteractions\": {}, \"rejectedSuggestions\": []}");
        QStringEncoder encoder(QStringConverter::Encoding(encoding), QStringConverter::Flag::WriteBom);
        const QString path = m_dir.filePath(
            QStringLiteral("bom-%1.stepwise").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(encoder.encode(json));
        f.close();
        MainWindow w(options(QStringLiteral("1. Open the app")));
        QVERIFY(w.openDocument(path));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Tap \u201cL\u00f6schen\u201d"));
        QVERIFY(w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"))->isHidden());
    }

    void importOfBrokenFilesListsEach()
    {
        QTemporaryDir src;
        QStringList files;
        for (const QString &name :
             { QStringLiteral("1-broken-1.0-graph.txt"), QStringLiteral("1-broken-2.0-graph.txt") }) {
            files << src.filePath(name);
            QFile f(files.last());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Transitions correctness: true\n\nTransitions (3):\nnot a transition\n");
        }
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths(files);
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && !box->isHidden());
        const QStringList lines = box->informativeText().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).contains(u"1-broken-1.0-graph.txt") != lines.at(1).contains(u"1-broken-1.0-graph.txt"),
                 qPrintable(box->informativeText()));
        QVERIFY2(lines.at(0).contains(u"1-broken-2.0-graph.txt") != lines.at(1).contains(u"1-broken-2.0-graph.txt"),
                 qPrintable(box->informativeText()));
        QVERIFY2(box->text().contains(u'2'), qPrintable(box->text()));
    }

    void openModelFolderAction()
    {
        MainWindow w(options());
        auto *folder = w.findChild<QAction *>(QStringLiteral("openModelFolderAction"));
        QVERIFY(folder);
        QCOMPARE(folder->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
        QSet<QKeySequence> seen; // the File menu's shortcuts stay distinct
        for (QAction *a : w.actions()) {
            if (a->shortcut().isEmpty())
                continue;
            QVERIFY2(!seen.contains(a->shortcut()), qPrintable(a->shortcut().toString()));
            seen.insert(a->shortcut());
        }
    }

    void malformedOracleIsLeftOut()
    {
        const QString path = m_dir.filePath(QStringLiteral("bad-oracle.stepwise"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"pinnedInteractions\": {}, "
                "\"rejectedSuggestions\": [\"x\"], \"oracle\": {\"condition\": \"\", \"tests\": [{\"input\": [\"a\"], "
                "\"output\": \"1\", \"label\": \"failing\"}]}}");
        f.close();
        MainWindow w(options());
        QVERIFY(w.openDocument(path));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("1. Tap OK"));
        QCOMPARE(w.document().rejectedSuggestions, QSet<QString> { QStringLiteral("x") });
        QVERIFY(w.document().oracle.isEmpty());
        auto *box = w.findChild<ProblemBanner *>(QStringLiteral("problemMessage"));
        QVERIFY(box && !box->isHidden());
        QVERIFY2(box->text().contains(path) && box->text().contains(u"test 1: \"input\" must hold whole numbers only"),
                 qPrintable(box->text()));
    }

    void draftPreview_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("maxChars");
        QTest::addColumn<QString>("expected");
        // Lines stay lines: a run-together preview is hard to recognise.
        QTest::newRow("short, blanks collapsed, lines kept") << "\n\nTitle  \n\n\n1. Tap  Save\n2. Tap OK\n\n"
                                                             << 300 << "Title\n\n1. Tap Save\n2. Tap OK";
        QTest::newRow("start and end at word boundaries")
            << "alpha beta gamma delta epsilon zeta eta" << 20 << QString::fromUtf8("alpha beta … zeta eta");
        QTest::newRow("one long word") << "abcdefghijklmnopqrstuvwxyz" << 10 << QString::fromUtf8("abcde … vwxyz");
        QTest::newRow("start and end at line breaks")
            << "Title\n1. Tap A\n2. Tap B\n3. Tap C\n4. Tap D\nExpected: E" << 40
            << QString::fromUtf8("Title\n1. Tap A\n…\n4. Tap D\nExpected: E");
    }
    void draftPreview()
    {
        QFETCH(QString, text);
        QFETCH(int, maxChars);
        QFETCH(QString, expected);
        QCOMPARE(DraftStore::preview(text, maxChars), expected);
    }

    // Drafts hold what the reporter typed: only the user may read them, whatever the umask, also in a drafts folder an
    // older version created world-readable.
    void draftsArePrivate()
    {
        QTemporaryDir home;
        const QString dir = home.filePath(QStringLiteral("drafts"));
        const auto mode = [](const QString &path) {
            struct stat st;
            return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 0777) : -1;
        };
        const mode_t old = ::umask(022);
        {
            DraftStore fresh(dir);
            ReportDocument doc;
            doc.text = QStringLiteral("My IBAN is in here");
            QVERIFY(fresh.save(doc));
            QCOMPARE(mode(dir), 0700);
            QCOMPARE(mode(fresh.draftPath()), 0600);
            QVERIFY(fresh.save(doc)); // rewritten atomically: the new file is private too
            QCOMPARE(mode(fresh.draftPath()), 0600);
        }
        QVERIFY(QFile::setPermissions(dir,
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                          | QFileDevice::ExeOther));
        QCOMPARE(mode(dir), 0755);
        DraftStore again(dir);
        QCOMPARE(mode(dir), 0700);
        ::umask(old);
    }

    void locksOfKilledWindowsAreRemoved()
    {
        // A window killed before it saved a draft leaves only its lock; the next start removes it. A live window's
        // lock stays.
        QTemporaryDir home;
        const QString dir = home.filePath(QStringLiteral("drafts"));
        QVERIFY(QDir().mkpath(dir));
        QProcess gone;
        gone.start(QStringLiteral("sleep"), { QStringLiteral("0.1") });
        QVERIFY(gone.waitForStarted());
        const qint64 deadPid = gone.processId();
        QVERIFY(gone.waitForFinished());
        QFile stale(dir + QStringLiteral("/killed.lock"));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.write(QByteArray::number(deadPid) + "\nstepwise\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        stale.close();
        QLockFile live(dir + QStringLiteral("/open.lock"));
        QVERIFY(live.tryLock(0));
        DraftStore next(dir);
        QVERIFY(!QFileInfo::exists(stale.fileName()));
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/open.lock")));
    }

    // A report as it was given at start loses nothing if the window is killed: no draft of it is written (it would
    // only ask to be restored next time). The first edit writes one.
    void anUneditedReportLeavesNoDraft()
    {
        QTemporaryDir home;
        MainWindow::Options o = testWindowOptions(m_db, home.path(), QStringLiteral("1. Open the app"));
        o.autosaveMs = 20;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        const QDir drafts(o.draftDirectory);
        const QStringList written { QStringLiteral("*.json") }; // the window's lock file is there from the start
        QTest::qWait(200);
        QCOMPARE(drafts.entryList(written, QDir::Files), QStringList());
        w.editor()->appendPlainText(QStringLiteral("2. Tap Save"));
        QTRY_COMPARE(drafts.entryList(written, QDir::Files).size(), 1);
    }

    void draftRestorePromptShowsStartEndAndTime()
    {
        QTemporaryDir drafts;
        QString text = QStringLiteral("Crash report begins here\n\n");
        for (int i = 1; i <= 40; ++i)
            text += QStringLiteral("%1. Tap the button number %1\n").arg(i);
        text += QStringLiteral("Expected: the draft ends here");
        {
            DraftStore left(drafts.path()); // released without discard(): an orphan, as after a crash
            ReportDocument doc;
            doc.text = text;
            QVERIFY(left.save(doc));
        }
        // A truncated draft is reported (naming its file) and kept, not silently passed over.
        const QString cut = drafts.filePath(QStringLiteral("cut.json"));
        {
            QFile f(cut);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"text\": \"1. Tap the button number 1\\n2. Ta");
        }
        QStringList unreadable;
        const QList<DraftStore::Orphan> orphans = DraftStore(drafts.path()).orphans(&unreadable);
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(unreadable.size(), 1);
        QVERIFY2(unreadable.first().contains(u"cut.json"), qPrintable(unreadable.first()));
        QVERIFY(QFile::exists(cut));
        QVERIFY(QFile::remove(cut));
        MainWindow::Options o = options();
        o.draftDirectory = drafts.path();
        o.restoreDrafts = QStringLiteral("ask");
        QString question;
        QString preview;
        MainWindow w(o);
        auto *timer = new QTimer(&w);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, timer, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != u"draftRestorePrompt")
                return;
            timer->stop();
            question = box->text();
            preview = box->informativeText();
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == QMessageBox::RejectRole)
                    b->click(); // "Later": the draft stays
            }
        });
        timer->start();
        QTRY_VERIFY(!question.isEmpty());
        QVERIFY2(question.contains(QLocale().toString(orphans.first().modified, QLocale::ShortFormat)),
                 qPrintable(question));
        // Shown with its line breaks (as HTML, so a "<" in a report stays text).
        QCOMPARE(preview, Qt::convertFromPlainText(DraftStore::preview(text), Qt::WhiteSpaceNormal));
        QVERIFY2(preview.startsWith(u"<p>Crash report begins here</p>\n<p>1. Tap the button number 1<br>\n2. Tap"),
                 qPrintable(preview));
        QVERIFY2(preview.endsWith(u"40. Tap the button number 40<br>\nExpected: the draft ends here</p>"),
                 qPrintable(preview));
        // Cut between lines: both halves are whole lines of the text.
        const QStringList halves = DraftStore::preview(text).split(u"\n…\n"_qs);
        QCOMPARE(halves.size(), 2);
        QVERIFY(halves.at(0).size() + halves.at(1).size() <= 300);
        QVERIFY(text.startsWith(halves.at(0) + u'\n'));
        QVERIFY(text.endsWith(u'\n' + halves.at(1)));
        QCOMPARE(w.editor()->toPlainText(), QString()); // not restored
        QCOMPARE(DraftStore(drafts.path()).orphans().size(), 1);
    }

    void documentRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("report.stepwise"));
        {
            MainWindow w(options(Demo::reportText()));
            QVERIFY(waitForAnalysis(w));
            QVERIFY(w.saveDocument(path));
            QVERIFY(!w.editor()->document()->isModified());
        }
        MainWindow w(options());
        QVERIFY(w.openDocument(path));
        QCOMPARE(w.editor()->toPlainText(), Demo::reportText());
        QCOMPARE(w.document().appVersion, Demo::appVersion());
        QVERIFY(waitForAnalysis(w));
        QCOMPARE(w.result().text, Demo::reportText());
    }

    void exportDialogStartsInTheLastExportFolder()
    {
        // Never the process's working folder: the last export's folder, else the saved report's, else Documents.
        Settings().setLastExportFolder({});
        MainWindow w(options(Demo::reportText()));
        QVERIFY(waitForAnalysis(w));
        const auto dialogFolder = [](MainWindow &window) {
            QString folder;
            auto *timer = new QTimer(&window);
            timer->setInterval(10);
            QObject::connect(timer, &QTimer::timeout, timer, [timer, &folder] {
                auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                timer->stop();
                timer->deleteLater();
                folder = dialog->directory().canonicalPath();
                dialog->reject();
            });
            timer->start();
            window.findChild<QAction *>(QStringLiteral("exportAction"))->trigger();
            return folder;
        };
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(dialogFolder(w),
                 QFileInfo(documents).isDir() ? QDir(documents).canonicalPath() : QDir::home().canonicalPath());

        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("saved")));
        const QString saved = QDir(m_dir.filePath(QStringLiteral("saved"))).canonicalPath();
        QVERIFY(w.saveDocument(saved + QStringLiteral("/report.stepwise")));
        QCOMPARE(dialogFolder(w), saved);

        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("exports")));
        const QString exports = QDir(m_dir.filePath(QStringLiteral("exports"))).canonicalPath();
        QVERIFY(w.exportReport(exports + QStringLiteral("/report.md"), QStringLiteral("md")));
        QCOMPARE(dialogFolder(w), exports);
        // Remembered in the settings: another window starts there too.
        MainWindow other(options());
        QCOMPARE(dialogFolder(other), exports);

        // A last export folder that is gone: next to the saved report again.
        QVERIFY(QDir(exports).removeRecursively());
        QCOMPARE(dialogFolder(w), saved);
    }

    void exportWritesAllFormats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("markdown") << "md"
                                  << "Steps to reproduce";
        QTest::newRow("html") << "html"
                              << "<html";
        QTest::newRow("json") << "json"
                              << "stepwise.quality-report/1";
    }
    void exportWritesAllFormats()
    {
        QFETCH(QString, format);
        QFETCH(QString, expected);
        MainWindow w(options(Demo::reportText()));
        QVERIFY(waitForAnalysis(w));
        const QString path = m_dir.filePath(QStringLiteral("export.") + format);
        QVERIFY(w.exportReport(path, format));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString content = QString::fromUtf8(f.readAll());
        QVERIFY2(content.contains(expected, Qt::CaseInsensitive), qPrintable(content.left(200)));
        QVERIFY(content.contains(w.result().report.steps.first().step.text.toHtmlEscaped())
                || content.contains(w.result().report.steps.first().step.text));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
