// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysiscontroller.h"
#include "demomodel.h"
#include "graph/sqlitegraphstore.h"
#include "itemmodels/steplistmodel.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"
#include "qualitystyle.h"
#include "reporteditor.h"
#include "suggestionlist.h"

#include <QFile>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_db;

    MainWindow::Options options(const QString &text = {}) const { return testWindowOptions(m_db, m_dir.path(), text); }

    /*! Row of the first step with suggested missing steps, -1 when none. */
    static int rowWithMissingSteps(const MainWindow &w)
    {
        for (int r = 0; r < w.stepModel()->rowCount(); ++r) {
            if (!w.stepModel()->step(r).missingBefore.isEmpty())
                return r;
        }
        return -1;
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
        QCOMPARE(store.appVersions(), QStringList{Demo::appVersion()});
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
            const StepQuality primary = StepListModel::primaryQuality(s.labels);
            QCOMPARE(sels.at(i).format.underlineColor(), QualityStyle::color(primary, w.editor()->palette()));
            QVERIFY(sels.at(i).format.toolTip().contains(qualityCode(s.labels.value(0))));
            QCOMPARE(w.stepModel()->index(i).data(StepListModel::LabelCodesRole).toString().isEmpty(), s.labels.isEmpty());
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
        w.stepView()->setCurrentIndex(w.stepModel()->index(2));
        const StepAssessment &third = w.stepModel()->step(2);
        QCOMPARE(w.editor()->textCursor().position(), int(third.step.offset));
        // And back: moving the caret into the first step selects its row.
        QTextCursor c = w.editor()->textCursor();
        c.setPosition(int(w.stepModel()->step(0).step.offset + 1));
        w.editor()->setTextCursor(c);
        QCOMPARE(w.stepView()->currentIndex().row(), 0);
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
        QCOMPARE(edited.mid(edited.indexOf(u'\n', lineStart) + 1), report.mid(lineStart));
        QVERIFY(w.editor()->document()->isUndoAvailable());
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), report);
        w.editor()->redo();
        QCOMPARE(w.editor()->toPlainText(), edited);
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
        mime.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(imported.size(), 0); // not inside dropEvent
        QVERIFY(imported.wait(30000));
        QCOMPARE(imported.at(0).at(0).toStringList(), QStringList{QStringLiteral("1-com.example.other-2.0")});
        QVERIFY(imported.at(0).at(1).toStringList().isEmpty());
        QTRY_VERIFY(w.controller()->appVersions().contains(QStringLiteral("1-com.example.other-2.0")));
        QTRY_COMPARE(w.controller()->appVersion(), QStringLiteral("1-com.example.other-2.0"));
    }

    void dropOfBrokenModelReportsFailure()
    {
        QTemporaryDir src;
        const QString file = src.filePath(QStringLiteral("1-broken-1.0-graph.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Transitions correctness: true\n\nTransitions (3):\nnot a transition\n");
        f.close();
        MainWindow w(options());
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.importPaths({file});
        // A failure can be reported before the spy starts waiting, so count rather than wait().
        QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 30000);
        QVERIFY(imported.at(0).at(0).toStringList().isEmpty());
        const QStringList failures = imported.at(0).at(1).toStringList();
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.first().contains(u"1-broken-1.0-graph.txt"), qPrintable(failures.first()));
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

    void exportWritesAllFormats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("markdown") << "md" << "Steps to reproduce";
        QTest::newRow("html") << "html" << "<html";
        QTest::newRow("json") << "json" << "stepwise.quality-report/1";
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
