// SPDX-License-Identifier: GPL-3.0-or-later
// The report editor's two kinds of marks: a misspelled word keeps its spelling mark inside
// a step's underline, and the step keeps its label colour there.
#include "graph/executionmodel.h"
#include "qualitystyle.h"
#include "reporteditor.h"
#include "spellchecker.h"

#include <QApplication>
#include <QFileInfo>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

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
    // A step's tooltip quotes the report: a heading or an image written into the report is shown as text.
    void tooltipIsPlainText()
    {
        ReportEditor editor;
        const QString step = u"Tap <h1>Big</h1> <img src=\"/tmp/x.png\">"_qs;
        editor.setPlainText(u"1. "_qs + step + u'\n');
        editor.resize(600, 200);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        StepAnnotation a;
        a.offset = 3;
        a.length = step.size();
        a.labels = { StepQuality::Correct };
        a.message = u"\""_qs + step + u"\" matches"_qs;
        editor.setAnnotations({ a });
        QTextCursor cursor(editor.document());
        cursor.setPosition(5);
        const QPoint at = editor.cursorRect(cursor).center();
        QHelpEvent help(QEvent::ToolTip, at, editor.viewport()->mapToGlobal(at));
        QApplication::sendEvent(editor.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(u"&lt;h1&gt;Big&lt;/h1&gt; &lt;img"_qs), qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }

    void wordsWithAccentsAreWhole()
    {
        // "Café" is one word, not "Caf" and a letter after it.
        QStringList words;
        for (const QRegularExpressionMatch &m : SpellChecker::wordPattern().globalMatch(u"Café, naïve résumé"_qs))
            words << m.captured();
        QCOMPARE(words, (QStringList { u"Café"_qs, u"naïve"_qs, u"résumé"_qs }));
    }

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
        const QString text
            = u"Teh app crashs\n\nSteps:\n1. Open the app.\n2. Tap on Add Task and entr the name \"Work\".\n"_qs;
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

    void spellingFollowsTheLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QStringList>("languages");
        QTest::addColumn<bool>("british"); // "behaviour" accepted
        QTest::addColumn<bool>("american"); // "behavior" accepted
        const QStringList both { u"en_US"_qs, u"en_GB"_qs };
        // No English variant named: either spelling is right.
        QTest::newRow("C (LANG=C.UTF-8)") << u"C"_qs << both << true << true;
        QTest::newRow("POSIX") << u"POSIX"_qs << both << true << true;
        QTest::newRow("German, with its dictionary")
            << u"de_DE"_qs << (QStringList(both) << u"de_DE"_qs) << true << true;
        QTest::newRow("French, no dictionary") << u"fr_FR"_qs << both << true << true;
        QTest::newRow("Australian, no dictionary") << u"en_AU"_qs << both << true << true;
        // An English variant chosen: its spelling only.
        QTest::newRow("en_US") << u"en_US"_qs << QStringList { u"en_US"_qs } << false << true;
        QTest::newRow("en_GB") << u"en_GB"_qs << QStringList { u"en_GB"_qs } << true << false;
    }
    void spellingFollowsTheLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QStringList, languages);
        QFETCH(bool, british);
        QFETCH(bool, american);
        const QString system = u"/usr/share/hunspell"_qs;
        for (const QString &lang : { u"en_US"_qs, u"en_GB"_qs }) {
            if (!QFileInfo::exists(system + u'/' + lang + u".dic"_qs))
                QSKIP(qPrintable(
                    lang
                    + u" Hunspell dictionary is not installed (packaging/install-deps.sh installs hunspell-en-us and hunspell-en-gb)"_qs));
        }
        // The two English dictionaries, plus an authored two-word German one, and nothing else.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &lang : { u"en_US"_qs, u"en_GB"_qs }) {
            for (const QString &suffix : { u".aff"_qs, u".dic"_qs })
                QVERIFY(QFile::link(system + u'/' + lang + suffix, dir.filePath(lang + suffix)));
        }
        QFile aff(dir.filePath(u"de_DE.aff"_qs));
        QVERIFY(aff.open(QIODevice::WriteOnly) && aff.write("SET UTF-8\n") > 0);
        aff.close();
        QFile dic(dir.filePath(u"de_DE.dic"_qs));
        QVERIFY(dic.open(QIODevice::WriteOnly) && dic.write("2\nSpeichern\nEinstellungen\n") > 0);
        dic.close();

        SpellChecker checker(locale, { dir.path() });
        QCOMPARE(checker.languages(), languages);
        QCOMPARE(checker.isCorrect(u"behaviour"_qs), british);
        QCOMPARE(checker.isCorrect(u"behavior"_qs), american);
        QCOMPARE(checker.isCorrect(u"colour"_qs), british);
        QCOMPARE(checker.isCorrect(u"color"_qs), american);
        QVERIFY(!checker.isCorrect(u"behavour"_qs)); // a typo in every spelling
        QCOMPARE(checker.isCorrect(u"Speichern"_qs), languages.contains(u"de_DE"_qs));
        if (british && american) {
            // The editor marks only the real typo.
            ReportEditor editor;
            editor.setPlainText(u"The colour and color of the behaviour and behavior differ in teh list\n"_qs);
            editor.setSpellChecker(&checker);
            QCOMPARE(editor.spellSelections().size(), 1);
            QCOMPARE(editor.spellSelections().first().cursor.selectedText(), u"teh"_qs);
        }
    }

    void appWordsAreNoTypos()
    {
        // The words the app shows (its name, its screens' labels) are quoted in reports: not flagged.
        ExecutionModel model;
        Screen start;
        start.id = u"s0"_qs;
        start.name = u"Start state"_qs;
        start.kind = Screen::Kind::Start;
        Screen accounts;
        accounts.id = u"s1"_qs;
        accounts.name = u"AccountsActivity"_qs;
        GuiComponent title;
        title.text = u"Welcome to GnuCash"_qs;
        title.resourceId = u"wizard_titel"_qs;
        title.className = u"android.widget.TextView"_qs;
        accounts.components << title;
        model.screens << start << accounts;
        Interaction fill;
        fill.id = u"i1"_qs;
        fill.sourceId = u"s1"_qs;
        fill.targetId = u"s1"_qs;
        GuiComponent button;
        button.contentDescription = u"Add Fillup"_qs;
        button.className = u"android.widget.ImageButtn"_qs;
        fill.component = button;
        model.interactions << fill;
        model.reindex();

        const QSet<QString> words = SpellChecker::appWords(model);
        QCOMPARE(words,
                 (QSet<QString> { u"AccountsActivity"_qs, u"Welcome"_qs, u"to"_qs, u"GnuCash"_qs, u"Add"_qs,
                                  u"Fillup"_qs }));

        SpellChecker checker(u"en_US"_qs);
        QVERIFY2(checker.isValid(), "the en_US Hunspell dictionary (hunspell-en-us) is needed");
        ReportEditor editor;
        editor.setPlainText(u"GnuCash crashs after a Fillup\n1. Open gnucash and tap Add Fillup.\n"_qs);
        editor.setSpellChecker(&checker);
        auto flagged = [&editor] {
            QStringList out;
            for (const QTextEdit::ExtraSelection &sel : editor.spellSelections())
                out << sel.cursor.selectedText();
            return out;
        };
        QCOMPARE(flagged(), (QStringList { u"GnuCash"_qs, u"crashs"_qs, u"Fillup"_qs, u"gnucash"_qs, u"Fillup"_qs }));
        checker.setAppWords(words);
        editor.checkSpelling();
        QCOMPARE(flagged(), QStringList { u"crashs"_qs }); // in any letter case; a real typo stays flagged
        QVERIFY(!checker.isCorrect(u"titel"_qs)); // resource ids are not the app's prose
        checker.setAppWords({});
        QVERIFY(!checker.isCorrect(u"GnuCash"_qs));
    }
};

QTEST_MAIN(TestReportEditor)
#include "tst_reporteditor.moc"
