// SPDX-License-Identifier: GPL-3.0-or-later
// Report text → sentences (ids, exact UTF-16 offsets, code blocks), the AstroBR "<id>: <sentence>"
// format, and the RFC 4180 reader for the report CSVs.
#include "language/reportcsv.h"
#include "language/reporttext.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {

QStringList ids(const QList<Sentence> &sentences)
{
    QStringList out;
    for (const Sentence &s : sentences)
        out.append(s.id);
    return out;
}

QStringList texts(const QList<Sentence> &sentences)
{
    QStringList out;
    for (const Sentence &s : sentences)
        out.append(s.text);
    return out;
}

} // namespace

class TestReportText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void split_data();
    void split();
    void offsetsExact();
    void codeBlocks();
    void labelled();
    void csv_data();
    void csv();
    void csvFile();
    void quotes_data();
    void quotes();
    void quotationPattern();
};

void TestReportText::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QStringList>("texts");

    QTest::newRow("title, list, prose")
        << u"Crash on save\n\nSteps to reproduce:\n1. Open the app\n2. Tap Save\n\nThe app crashes. Nothing is saved!\n"_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs, u"1.3"_qs, u"2.1"_qs, u"2.2"_qs }
        << QStringList { u"Crash on save"_qs, u"Steps to reproduce:"_qs, u"1. Open the app"_qs,
                         u"2. Tap Save"_qs,   u"The app crashes."_qs,    u"Nothing is saved!"_qs };
    QTest::newRow("a period after a closing quote")
        << u"I choose \"Device credentials\". I open the dropdown once more."_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"I choose \"Device credentials\"."_qs, u"I open the dropdown once more."_qs };
    QTest::newRow("NO is no abbreviation")
        << u"I press NO. Now the icon does nothing."_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"I press NO."_qs, u"Now the icon does nothing."_qs };
    QTest::newRow("no title without a blank line")
        << u"Open the app\nTap Save"_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Open the app"_qs, u"Tap Save"_qs };
    QTest::newRow("title directly above a numbered list")
        << u"Back crash\n1. Open the app\n2. Press the back button\n"_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Back crash"_qs, u"1. Open the app"_qs, u"2. Press the back button"_qs };
    QTest::newRow("title directly above a bulleted list")
        << u"Export fails\n- open the menu\n- tap Export"_qs << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Export fails"_qs, u"- open the menu"_qs, u"- tap Export"_qs };
    QTest::newRow("a steps heading above the list is no title")
        << u"Steps to reproduce\n1. Open the app\n2. Tap Save\n"_qs << QStringList { u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Steps to reproduce"_qs, u"1. Open the app"_qs, u"2. Tap Save"_qs };
    QTest::newRow("a title's form label is no part of it")
        << u"Title: Crash on save\n\nTap Save.\n"_qs << QStringList { u"0"_qs, u"1.1"_qs }
        << QStringList { u"Crash on save"_qs, u"Tap Save."_qs };
    QTest::newRow("a list item first is no title")
        << u"1. Open the app\n2. Tap Save\n"_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"1. Open the app"_qs, u"2. Tap Save"_qs };
    QTest::newRow("no title above prose without a blank line")
        << u"Open the app\nTap Save\n- then wait"_qs << QStringList { u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Open the app"_qs, u"Tap Save"_qs, u"- then wait"_qs };
    QTest::newRow("markdown heading title and sections")
        << u"# Export fails\n### Steps\n- open the menu\n- tap Export\n"_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"2.1"_qs, u"2.2"_qs }
        << QStringList { u"Export fails"_qs, u"Steps"_qs, u"- open the menu"_qs, u"- tap Export"_qs };
    QTest::newRow("a quoted label of dots ends no sentence")
        << u"Click on \"...\" (More Options...)\nTap Save"_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Click on \"...\" (More Options...)"_qs, u"Tap Save"_qs };
    QTest::newRow("abbreviations and list numbers do not end sentences")
        << u"Title\n\n3. Wait e.g. for the sync. Then tap v2.1 again.\n"_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Title"_qs, u"3. Wait e.g. for the sync."_qs, u"Then tap v2.1 again."_qs };
    QTest::newRow("wrapped line joins, header does not")
        << u"Title\n\nWhen I rotate the phone while the upload dialog is\nopen, the app restarts.\nSteps\nopen the app\n"_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Title"_qs, u"When I rotate the phone while the upload dialog is\nopen, the app restarts."_qs,
                         u"Steps"_qs, u"open the app"_qs };
    QTest::newRow("four-digit list numbers")
        << u"Long run\n1000. Open the app\n1001. Tap Save\n"_qs << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"Long run"_qs, u"1000. Open the app"_qs, u"1001. Tap Save"_qs };
    QTest::newRow("inline numbered list")
        << u"1. Open the app 2. Tap Next 3. Tap Next"_qs << QStringList { u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"1. Open the app"_qs, u"2. Tap Next"_qs, u"3. Tap Next"_qs };
    QTest::newRow("inline list with parentheses")
        << u"1) Open the app 2) Tap Save"_qs << QStringList { u"1.1"_qs, u"1.2"_qs }
        << QStringList { u"1) Open the app"_qs, u"2) Tap Save"_qs };
    QTest::newRow("inline list after a colon, with commas")
        << u"Steps: 1. Open the app, 2. Tap Save"_qs << QStringList { u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Steps:"_qs, u"1. Open the app,"_qs, u"2. Tap Save"_qs };
    QTest::newRow("first line opening a list is no title")
        << u"Steps to reproduce: 1. Open the app\n2. Tap Save\n"_qs << QStringList { u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Steps to reproduce:"_qs, u"1. Open the app"_qs, u"2. Tap Save"_qs };
    QTest::newRow("numbers out of sequence are no list")
        << u"Title\n\nIt failed in version 2. Then version 3. Works."_qs
        << QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs, u"1.3"_qs }
        << QStringList { u"Title"_qs, u"It failed in version 2."_qs, u"Then version 3."_qs, u"Works."_qs };
    QTest::newRow("empty") << u"  \n\n"_qs << QStringList {} << QStringList {};
}

void TestReportText::split()
{
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    QFETCH(QStringList, texts);
    const QList<Sentence> s = splitReport(text);
    QCOMPARE(::ids(s), ids);
    QCOMPARE(::texts(s), texts);
    for (const Sentence &x : s)
        QCOMPARE(text.mid(x.offset, x.length), x.text);
    if (!s.isEmpty())
        QCOMPARE(s.first().isTitle, ids.first() == u"0");
}

void TestReportText::offsetsExact()
{
    // UTF-16 offsets: "😀" is two code units, "é" one.
    const QString text = u"Café crash 😀\r\n\r\n  1. Tap “Save” 😀 twice.\r\n2. Look.\r\n"_qs;
    const QList<Sentence> s = splitReport(text);
    QCOMPARE(s.size(), 3);
    QCOMPARE(s.at(0).offset, 0);
    QCOMPARE(s.at(0).length, 13);
    QCOMPARE(s.at(0).text, u"Café crash 😀"_qs);
    QCOMPARE(s.at(1).id, u"1.1"_qs);
    QCOMPARE(s.at(1).offset, text.indexOf(u"1. Tap"));
    QCOMPARE(s.at(1).text, u"1. Tap “Save” 😀 twice."_qs);
    QCOMPARE(s.at(2).offset, text.indexOf(u"2. Look."));
    QCOMPARE(s.at(2).length, 8);
}

void TestReportText::codeBlocks()
{
    const QString text
        = u"Crash on start\n\nIt crashes:\n```\nE/AndroidRuntime: FATAL EXCEPTION: main\nopen the app\n```\n"
          "java.lang.NullPointerException: boom\n\tat com.foo.Bar.run(Bar.java:12)\n"
          "    at android.os.Looper.loop(Looper.java:218)\n"
          "02-17 23:22:36.627 10690 10690 E AndroidRuntime: Process: org.x, PID: 1\nAfter the log.\n"_qs;
    const QList<Sentence> s = splitReport(text);
    // A fenced block and an unfenced log each form their own paragraph.
    QCOMPARE(ids(s),
             (QStringList { u"0"_qs, u"1.1"_qs, u"2.1"_qs, u"2.2"_qs, u"3.1"_qs, u"3.2"_qs, u"3.3"_qs, u"3.4"_qs,
                            u"4.1"_qs }));
    QVERIFY(!s.at(1).isCode);
    for (int i = 2; i <= 7; ++i)
        QVERIFY2(s.at(i).isCode, qPrintable(s.at(i).text));
    QCOMPARE(s.at(3).text, u"open the app"_qs); // prose inside a fence is still code
    QCOMPARE(s.at(5).text, u"at com.foo.Bar.run(Bar.java:12)"_qs);
    QVERIFY(!s.at(8).isCode);
    QCOMPARE(s.at(8).text, u"After the log."_qs);
    QVERIFY(!texts(s).contains(u"```"_qs));

    // A report moved from another tracker, wrapped whole in a fence: its list of steps is prose. Text on
    // the opening fence line is the first sentence.
    const QList<Sentence> wrapped
        = splitReport(u"Stats wrong\n```\nWhat steps will reproduce the problem?\n1. enter a fillup\n"
                      u"2. go to stats\nExpected: a number\n```\nReported on code.google.com\n"_qs);
    QCOMPARE(texts(wrapped),
             (QStringList { u"Stats wrong"_qs, u"What steps will reproduce the problem?"_qs, u"1. enter a fillup"_qs,
                            u"2. go to stats"_qs, u"Expected: a number"_qs, u"Reported on code.google.com"_qs }));
    QVERIFY(wrapped.first().isTitle); // a fence right below a line makes it the title, like a list does
    for (const Sentence &w : wrapped)
        QVERIFY2(!w.isCode, qPrintable(w.text));
    const QList<Sentence> onFence
        = splitReport(u"Units wrong\n\n``` select Menu > Preferences > Units\nIt reads \"pd\".\n```\n"_qs);
    QCOMPARE(texts(onFence),
             (QStringList { u"Units wrong"_qs, u"select Menu > Preferences > Units"_qs, u"It reads \"pd\"."_qs }));
    QVERIFY(!onFence.at(1).isCode);
    // A fenced log with a language tag stays code even when a line of it is numbered.
    const QList<Sentence> log
        = splitReport(u"Crash\n\n```log\n1. E/AndroidRuntime: FATAL\n2. at com.foo.Bar.run(Bar.java:12)\n```\n"_qs);
    QVERIFY(log.at(1).isCode && log.at(2).isCode);

    QVERIFY(looksLikeCode(u" at io.github.Foo$Bar.onClick(Foo.kt:40)"_qs));
    QVERIFY(looksLikeCode(u"Caused by: java.io.IOException: closed"_qs));
    QVERIFY(!looksLikeCode(u"Tap the 'Save' button (top right)"_qs));
    QVERIFY(!looksLikeCode(u"Settings > Night Mode;"_qs));
}

void TestReportText::labelled()
{
    const QString text
        = u"0: Title here\n1.1: First sentence\ncontinued on a line\n1.2:  at com.foo.Bar(Bar.java:1)\n2.1: Last\n"_qs;
    QString error;
    const QList<Sentence> s = parseLabelledReport(text, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(ids(s), (QStringList { u"0"_qs, u"1.1"_qs, u"1.2"_qs, u"2.1"_qs }));
    QVERIFY(s.at(0).isTitle);
    QCOMPARE(s.at(1).text, u"First sentence\ncontinued on a line"_qs);
    QCOMPARE(s.at(1).offset, text.indexOf(u"First"));
    QVERIFY(s.at(2).isCode);
    QVERIFY(!s.at(3).isCode);
    for (const Sentence &x : s)
        QCOMPARE(text.mid(x.offset, x.length), x.text);

    parseLabelledReport(u"stray text\n0: Title\n"_qs, &error);
    QCOMPARE(error, u"line 1: text before the first \"<id>: \" sentence"_qs);
}

void TestReportText::csv_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("errorOrLastCell");

    QTest::newRow("quotes and newlines") << u"a,b\r\n1,\"x, \"\"y\"\"\nz\"\r\n2,w"_qs << true << 2 << u"w"_qs;
    QTest::newRow("trailing newline, empty cells") << u"a,b,c\n1,,\n"_qs << true << 1 << QString();
    QTest::newRow("unterminated quote") << u"a,b\n1,\"open\n\n"_qs << false << 0
                                        << u"t.csv:2: quoted field is never closed"_qs;
    QTest::newRow("text after quote") << u"a\n\"x\"y\n"_qs << false << 0
                                      << u"t.csv:2: unexpected character 'y' after a closing quote"_qs;
    QTest::newRow("too many cells") << u"a,b\n1,2\n3,4,5\n"_qs << false << 0
                                    << u"t.csv:3: row has 3 cells but the header has 2"_qs;
    QTest::newRow("empty") << QString() << false << 0 << u"t.csv:1: no header row (the file is empty)"_qs;
}

void TestReportText::csv()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, rows);
    QFETCH(QString, errorOrLastCell);
    CsvTable table;
    QString error;
    QCOMPARE(parseCsv(text, u"t.csv"_qs, &table, &error), ok);
    if (!ok) {
        QCOMPARE(error, errorOrLastCell);
        return;
    }
    QCOMPARE(table.rows.size(), rows);
    QCOMPARE(table.rows.last().value(table.header.last()), errorOrLastCell);
    if (QTest::currentDataTag() == QByteArrayLiteral("quotes and newlines")) {
        QCOMPARE(table.rows.first().value(u"b"_qs), u"x, \"y\"\nz"_qs);
        QCOMPARE(table.rowLines, (QList<int> { 2, 4 }));
    }
}

void TestReportText::csvFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CsvTable table;
    QString error;
    const QString missing = dir.filePath(u"missing.csv"_qs);
    QVERIFY(!readCsvFile(missing, &table, &error));
    QVERIFY2(error.contains(missing), qPrintable(error));

    const QString bad = dir.filePath(u"latin1.csv"_qs);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("a\n\xe9t\xe9\n");
    f.close();
    QVERIFY(!readCsvFile(bad, &table, &error));
    QCOMPARE(error, bad + u" is not valid UTF-8 text: invalid byte 0xE9 at line 2, column 1 (counted in bytes)"_qs);
}

void TestReportText::quotes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("quotation"); // Quotes::isQuotation()
    QTest::addColumn<QString>("unquoted");
    QTest::addColumn<bool>("hasQuote");
    QTest::newRow("straight") << u" \"Save\" "_qs << true << u"Save"_qs << true;
    QTest::newRow("straight single") << u"'Save'"_qs << true << u"Save"_qs << true;
    QTest::newRow("English") << u"\u201CSave\u201D"_qs << true << u"Save"_qs << true;
    QTest::newRow("English single") << u"\u2018Save\u2019"_qs << true << u"Save"_qs << true;
    QTest::newRow("German") << u"\u201ESpeichern\u201C"_qs << true << u"Speichern"_qs << true;
    QTest::newRow("Polish") << u"\u201EZapisz\u201D"_qs << true << u"Zapisz"_qs << true;
    QTest::newRow("German single") << u"\u201ASpeichern\u2018"_qs << true << u"Speichern"_qs << true;
    QTest::newRow("French") << u"\u00ABEnregistrer\u00BB"_qs << true << u"Enregistrer"_qs << true;
    QTest::newRow("German guillemets") << u"\u00BBSpeichern\u00AB"_qs << true << u"Speichern"_qs << true;
    QTest::newRow("CJK corner brackets") << u"\u300C\u4FDD\u5B58\u300D"_qs << true << u"\u4FDD\u5B58"_qs << true;
    QTest::newRow("CJK white corner brackets") << u"\u300E\u4FDD\u5B58\u300F"_qs << true << u"\u4FDD\u5B58"_qs << true;
    // Not a pair: the text stays as it is (trimmed).
    QTest::newRow("mixed pair") << u"\u201CSave\""_qs << false << u"\u201CSave\""_qs << true;
    QTest::newRow("closing mark first") << u"\u201DSave\u201D"_qs << false << u"\u201DSave\u201D"_qs << false;
    QTest::newRow("one mark") << u"\""_qs << false << u"\""_qs << true;
    QTest::newRow("inside a phrase") << u"the \u00ABSave\u00BB button"_qs << false << u"the \u00ABSave\u00BB button"_qs
                                     << true;
    // The straight ' and ’ inside words are apostrophes.
    QTest::newRow("apostrophe") << u"the user's list"_qs << false << u"the user's list"_qs << false;
    QTest::newRow("curly apostrophe") << u"the user\u2019s list"_qs << false << u"the user\u2019s list"_qs << false;
    QTest::newRow("plain") << u"Save"_qs << false << u"Save"_qs << false;
}

void TestReportText::quotes()
{
    QFETCH(QString, text);
    QFETCH(bool, quotation);
    QFETCH(QString, unquoted);
    QFETCH(bool, hasQuote);
    QCOMPARE(Quotes::isQuotation(text), quotation);
    QCOMPARE(Quotes::unquote(text), unquoted);
    QCOMPARE(Quotes::hasQuote(text), hasQuote);
}

void TestReportText::quotationPattern()
{
    const QRegularExpression re(Quotes::quotationPattern());
    QVERIFY2(re.isValid(), qPrintable(re.errorString()));
    QStringList found;
    const QString text
        = u"Tap \u201ESpeichern\u201C, then \u00ABOK\u00BB, \u300C\u4FDD\u5B58\u300D and 'Done'; don't 'fix' it\u2019s \"open\nline\""_qs;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    QCOMPARE(found,
             (QStringList { u"\u201ESpeichern\u201C"_qs, u"\u00ABOK\u00BB"_qs, u"\u300C\u4FDD\u5B58\u300D"_qs,
                            u"'Done'"_qs, u"'fix'"_qs }));
    // The tokenizers' class holds every mark but the apostrophes.
    const QRegularExpression mark(u'[' + Quotes::markClass() + u']');
    QVERIFY2(mark.isValid(), qPrintable(mark.errorString()));
    for (const QChar c : u"\"\u201C\u201D\u2018\u201E\u201A\u00AB\u00BB\u300C\u300D\u300E\u300F"_qs)
        QVERIFY2(mark.match(QString(c)).hasMatch(), qPrintable(QString(c)));
    QVERIFY(!mark.match(u"'"_qs).hasMatch());
    QVERIFY(!mark.match(u"\u2019"_qs).hasMatch());
}

QTEST_GUILESS_MAIN(TestReportText)
#include "tst_reporttext.moc"
