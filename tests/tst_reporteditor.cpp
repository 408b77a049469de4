// SPDX-License-Identifier: GPL-3.0-or-later
// The report editor's two kinds of marks (issue 6 §1, §5): a misspelled word keeps its spelling mark inside
// a step's underline, and the step keeps its label colour there.
#include "qualitystyle.h"
#include "reporteditor.h"
#include "spellchecker.h"

#include <QTest>

using namespace StepWise;

class TestReportEditor : public QObject
{
    Q_OBJECT
private:
    /*! The selection drawn last over document \a position (what the reader sees there); null format when none. */
    static QTextCharFormat shownAt(const ReportEditor &editor, int position)
    {
        QTextCharFormat shown;
        for (const QTextEdit::ExtraSelection &sel : editor.extraSelections()) {
            if (position >= sel.cursor.selectionStart() && position < sel.cursor.selectionEnd())
                shown = sel.format;
        }
        return shown;
    }

private Q_SLOTS:
    void misspelledWordsInsideSteps_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("inStep");
        QTest::addColumn<bool>("misspelled");
        QTest::newRow("typo in the title") << u"crashs"_qs << false << true;
        QTest::newRow("typo in a step") << u"entr"_qs << true << true;
        QTest::newRow("word in a step") << u"Task"_qs << true << false;
    }
    void misspelledWordsInsideSteps()
    {
        QFETCH(QString, word);
        QFETCH(bool, inStep);
        QFETCH(bool, misspelled);
        SpellChecker checker(u"en_US"_qs);
        QVERIFY2(checker.isValid(), "the en_US Hunspell dictionary (hunspell-en-us) is needed");
        ReportEditor editor;
        const QString text = u"Teh app crashs\n\nSteps:\n1. Open the app.\n2. Tap on Add Task and entr the name \"Work\".\n"_qs;
        editor.setPlainText(text);
        editor.setSpellChecker(&checker);
        const QString step = u"Tap on Add Task and entr the name \"Work\"."_qs;
        StepAnnotation a;
        a.offset = text.indexOf(step);
        a.length = step.size();
        a.labels = { StepQuality::VocabularyMismatch };
        editor.setAnnotations({ a });
        QCOMPARE(editor.annotationCount(), 1);

        const int at = int(text.indexOf(word, inStep ? a.offset : 0));
        const QTextCharFormat shown = shownAt(editor, at + 1);
        const QColor stepColour = QualityStyle::color(StepQuality::VocabularyMismatch, editor.palette());
        const QColor grey = editor.palette().color(QPalette::PlaceholderText);
        QVERIFY(stepColour != grey);
        QCOMPARE(shown.underlineStyle() != QTextCharFormat::NoUnderline, true);
        // Inside a step the underline keeps the label's colour; outside it is the spelling grey.
        QCOMPARE(shown.underlineColor(), inStep ? stepColour : grey);
        // The spelling tint marks the misspelled word wherever it is, and only misspelled words.
        QCOMPARE(shown.background().style() != Qt::NoBrush, misspelled);
        if (misspelled)
            QCOMPARE(shown.background().color(), ReportEditor::spellingTint(editor.palette()));
        QCOMPARE(editor.spellSelections().size(), 3); // Teh, crashs, entr
    }
};

QTEST_MAIN(TestReportEditor)
#include "tst_reporteditor.moc"
