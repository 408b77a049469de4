// SPDX-License-Identifier: GPL-3.0-or-later
// S2R sentence identification (AstroBR §III-A) on a labelled corpus written for StepWise:
// tests/data/language/sentences.tsv (label, context header, sentence).
#include "language/functionwords.h"
#include "language/lexicon.h"
#include "language/reporttext.h"
#include "language/s2rclassifier.h"
#include "testdata.h"

#include <QFile>
#include <QTest>

using namespace StepWise;

namespace {

/*! The sentences of \a report that the classifier takes for steps, as written. */
QStringList stepSentences(const QString &report)
{
    QStringList steps;
    for (const Sentence &sentence : S2RClassifier().classify(splitReport(report))) {
        if (sentence.isS2R)
            steps.append(sentence.text);
    }
    return steps;
}

} // namespace

class TestS2RClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void corpus_data();
    void corpus();
    void headers_data();
    void stepsNumberedInWords();
    void headers();
    void oneLineKeepsTheStepsAfterIt();
    void labelItemsOfANumberedList();
    void labelItemsOfABulletedList();
    void stepsTitleAndPastTense();
    void interactionVerbs();
    void contextMatters();
    void deicticPlaceBeforeTheReporter();
    void conditionsOfAnyone();
    void environmentLineIsNoStep();
    void reporterActsAfterAnd();
    void reporterActsAfterAnAdjunct();
    void outcomeArrowLine();
    void unnamedHeaderKeepsSteps();
    void environmentFieldHoldsItsParagraphOnly();
    void lexicon();
    void misspeltVerb_data();
    void misspeltVerb();
    void functionWords();
};

void TestS2RClassifier::misspeltVerb_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("verb");
    QTest::newRow("letters swapped") << u"cilck"_qs << u"click"_qs;
    QTest::newRow("letter left out") << u"slect"_qs << u"select"_qs;
    QTest::newRow("one edit from click and from the contact verb clip") << u"clik"_qs << u"click"_qs;
    QTest::newRow("letter added") << u"clicck"_qs << u"click"_qs;
    QTest::newRow("letter changed") << u"tgpe"_qs << u"type"_qs;
    QTest::newRow("three letters swapped") << u"tpa"_qs << u"tap"_qs;
    QTest::newRow("a letter doubled") << u"tapp"_qs << u"tap"_qs;
    QTest::newRow("four letters, one more") << u"tapx"_qs << QString();
    QTest::newRow("three letters, one changed") << u"tqp"_qs << QString();
    QTest::newRow("a known word") << u"tap"_qs << QString();
    QTest::newRow("known, near a verb") << u"clock"_qs << QString();
    QTest::newRow("near no verb") << u"qwzx"_qs << QString();
    QTest::newRow("capitals are a name") << u"Cilck"_qs << QString();
}

void TestS2RClassifier::misspeltVerb()
{
    QFETCH(QString, word);
    QFETCH(QString, verb);
    QCOMPARE(S2RClassifier::misspeltVerb(word), verb);
}

void TestS2RClassifier::functionWords()
{
    using FunctionWords::Class;
    QCOMPARE(FunctionWords::classesOf(u"the"_qs), FunctionWords::Classes(Class::Article));
    QCOMPARE(FunctionWords::classesOf(u"those"_qs), FunctionWords::Classes(Class::Demonstrative));
    QCOMPARE(FunctionWords::classesOf(u"their"_qs), FunctionWords::Classes(Class::Possessive));
    QCOMPARE(FunctionWords::classesOf(u"both"_qs), FunctionWords::Classes(Class::Quantifier));
    QCOMPARE(FunctionWords::classesOf(u"them"_qs), FunctionWords::Classes(Class::Pronoun));
    QCOMPARE(FunctionWords::classesOf(u"of"_qs), FunctionWords::Classes(Class::Preposition));
    QVERIFY(FunctionWords::isA(u"my"_qs, FunctionWords::Determiners));
    QVERIFY(!FunctionWords::isA(u"it"_qs, FunctionWords::Determiners));
    // Content words and capitalised forms have no class.
    QCOMPARE(FunctionWords::classesOf(u"save"_qs), FunctionWords::Classes());
    QCOMPARE(FunctionWords::classesOf(u"The"_qs), FunctionWords::Classes());
    // The misspelt-verb rule opens an object at each of them.
    for (const QString &w :
         { u"the"_qs, u"this"_qs, u"his"_qs, u"each"_qs, u"it"_qs, u"to"_qs, u"\"Save\""_qs, u"\u201CSave"_qs,
           u"\u201ESpeichern"_qs, u"\u00ABEnregistrer"_qs, u"\u300C\u4FDD\u5B58"_qs, u"'Save"_qs })
        QVERIFY2(S2RClassifier::opensObject(w), qPrintable(w));
    for (const QString &w : { u"save"_qs, u"and"_qs, u"button"_qs, QString() })
        QVERIFY2(!S2RClassifier::opensObject(w), qPrintable(w));
}

void TestS2RClassifier::corpus_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<bool>("useParser");

    const QString path = testDataDir() + u"/language/sentences.tsv";
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    int rows = 0;
    QSet<QString> labels;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cells = line.split(u'\t');
        QVERIFY2(cells.size() == 3,
                 qPrintable(QStringLiteral("%1:%2: expected 3 tab-separated cells").arg(path).arg(i + 1)));
        labels.insert(cells.at(0));
        for (bool parser : { true, false }) {
            QTest::addRow("%d %s %s", int(i + 1), parser ? "parser" : "rules", qPrintable(cells.at(2).left(40)))
                << cells.at(0) << cells.at(1) << cells.at(2) << parser;
        }
        ++rows;
    }
    QVERIFY2(rows >= 60, "the corpus must hold at least 60 sentences");
    for (const QString &l :
         { u"S2R"_qs, u"OB"_qs, u"EB"_qs, u"ENV"_qs, u"CODE"_qs, u"TITLE"_qs, u"HEADER"_qs, u"OTHER"_qs })
        QVERIFY2(labels.contains(l), qPrintable(u"no row labelled " + l));
}

void TestS2RClassifier::corpus()
{
    QFETCH(QString, label);
    QFETCH(QString, context);
    QFETCH(QString, sentence);
    QFETCH(bool, useParser);

    QString report;
    if (label == u"TITLE") {
        report = sentence + u"\n\nThe report body follows the title.\n";
    } else {
        report = u"A report title\n\n"_qs;
        if (context == u"```")
            report += u"```\n" + sentence + u"\n```\n";
        else if (context != u"-")
            report += context + u'\n' + sentence + u'\n';
        else
            report += sentence + u'\n';
    }
    const QList<Sentence> sentences = S2RClassifier(useParser).classify(splitReport(report));
    const Sentence *found = nullptr;
    for (const Sentence &s : sentences) {
        if (s.text == sentence.trimmed())
            found = &s;
    }
    QVERIFY2(found, qPrintable(u"sentence not split out of the report: " + report));
    QCOMPARE(found->isS2R, label == u"S2R");
    QCOMPARE(found->isCode, label == u"CODE");
    QCOMPARE(found->isTitle, label == u"TITLE");
}

void TestS2RClassifier::headers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isHeader");
    QTest::addColumn<int>("section");
    using S = S2RClassifier::Section;
    QTest::newRow("steps") << u"Steps to reproduce:"_qs << true << int(S::Steps);
    QTest::newRow("steps markdown") << u"### Steps To Reproduce"_qs << true << int(S::Steps);
    QTest::newRow("expected wins over steps")
        << u"Expected behavior after performing these steps:"_qs << true << int(S::Expected);
    QTest::newRow("actual") << u"Actual behaviour"_qs << true << int(S::Observed);
    QTest::newRow("environment") << u"Device information"_qs << true << int(S::Other);
    QTest::newRow("description") << u"Describe the bug"_qs << true << int(S::Description);
    QTest::newRow("unknown colon header") << u"Value in the second field:"_qs << true << int(S::Other);
    QTest::newRow("a step mentioning a screen") << u"Open the device settings"_qs << false << int(S::None);
    QTest::newRow("numbered step") << u"1. Steps menu"_qs << false << int(S::None);
    QTest::newRow("bulleted observation") << u"- The note appears in the list"_qs << false << int(S::None);
    QTest::newRow("a clause that tells") << u"The note appears in the list"_qs << false << int(S::None);
    QTest::newRow("what happens") << u"What happens"_qs << true << int(S::Observed);
    QTest::newRow("numbered step 1000") << u"1000. Steps menu"_qs << false << int(S::None);
    QTest::newRow("sentence") << u"The steps counter resets when the app restarts."_qs << false << int(S::None);
    QTest::newRow("a step after its number and a colon") << u"Step 1: open the app"_qs << false << int(S::None);
    QTest::newRow("the number and the colon") << u"Step 1:"_qs << true << int(S::Steps);
    // A step whose last word names a section is no header (it took every later step with it).
    QTest::newRow("a step after then") << u"Then go to my notes"_qs << false << int(S::None);
    QTest::newRow("a step of the reporter") << u"I open my notes"_qs << false << int(S::None);
    QTest::newRow("a verb before an object") << u"Switch to the version"_qs << false << int(S::None);
    QTest::newRow("a misspelt verb") << u"Clcik the notes"_qs << false << int(S::None);
    QTest::newRow("notes") << u"Additional notes"_qs << true << int(S::Other);
    QTest::newRow("a noun that is also a verb") << u"Stack trace"_qs << true << int(S::Other);
}

void TestS2RClassifier::oneLineKeepsTheStepsAfterIt()
{
    // "Then tap the note" was read as a "Notes" header: every line after it lost its step.
    const QList<Sentence> sentences = S2RClassifier().classify(
        splitReport(u"Title\n\nOpen the app\nThen tap the note\nTap the Expenses tab\nTap Save\n"_qs));
    QStringList steps;
    for (const Sentence &s : sentences) {
        if (s.isS2R)
            steps << s.text;
    }
    QCOMPARE(steps,
             (QStringList { u"Open the app"_qs, u"Then tap the note"_qs, u"Tap the Expenses tab"_qs, u"Tap Save"_qs }));
}

/*! The sentences of \a report that classify() takes for steps, and those of them that are label items. */
std::pair<QStringList, QStringList> stepsAndLabelItems(const QString &report)
{
    QStringList steps, labels;
    for (const Sentence &s : S2RClassifier().classify(splitReport(report))) {
        if (s.isS2R)
            steps << s.text;
        if (s.isLabelItem)
            labels << s.text;
    }
    return { steps, labels };
}

void TestS2RClassifier::stepsNumberedInWords()
{
    // "Step 1: open the app" was read as a header of the steps: no line of such a list was a step.
    const auto [steps, labels] = stepsAndLabelItems(u"Title\n\nStep 1: open the app\nStep 2: tap on \"New note\"\n"_qs);
    QCOMPARE(steps, (QStringList { u"Step 1: open the app"_qs, u"Step 2: tap on \"New note\""_qs }));
}

void TestS2RClassifier::labelItemsOfANumberedList()
{
    // Between numbered steps, an item naming only a label is the next click, bare number and lower case included;
    // what was seen and a sentence opening with a count are not.
    const auto [steps, labels] = stepsAndLabelItems(
        u"Title\n\n1 Open the app\n2 Reports\n3 back arrow\n4 Tap Export\n5 See no chart\n6 Scroll moves up\n\n3 files are listed\n"_qs);
    QCOMPARE(steps, (QStringList { u"1 Open the app"_qs, u"2 Reports"_qs, u"3 back arrow"_qs, u"4 Tap Export"_qs }));
    QCOMPARE(labels, (QStringList { u"2 Reports"_qs, u"3 back arrow"_qs }));
    // Lettered sub-items count among themselves; a label in capitals is a button's, whatever its words.
    const auto [sub, subLabels] = stepsAndLabelItems(
        u"Title\n\n1. In Settings:\n   a. tap General\n   b. User interface\n   c. GET STARTED\n2. Tap Save\n"_qs);
    QCOMPARE(sub,
             (QStringList { u"a. tap General"_qs, u"b. User interface"_qs, u"c. GET STARTED"_qs, u"2. Tap Save"_qs }));
    QCOMPARE(subLabels, (QStringList { u"b. User interface"_qs, u"c. GET STARTED"_qs }));
    // A label of capitalised words is a name also when its first word is a verb of feeling ("alarm"); one quoting
    // what was seen is not.
    const auto [titled, titledLabels] = stepsAndLabelItems(
        u"Title\n\n1. Open the app\n2. Alarm Tone\n3. Tap OK\n4. See \"NOT FOUND\"\n5. Tap Back\n"_qs);
    QCOMPARE(titledLabels, (QStringList { u"2. Alarm Tone"_qs }));
}

void TestS2RClassifier::labelItemsOfABulletedList()
{
    // Under a header naming the steps, a list of labels is the steps, also where no item has a verb.
    const auto [named, namedLabels]
        = stepsAndLabelItems(u"Title\n\nSteps to reproduce\n* Menu\n* Settings\n* tap Backup\n* OK\n"_qs);
    QCOMPARE(named, (QStringList { u"* Menu"_qs, u"* Settings"_qs, u"* tap Backup"_qs, u"* OK"_qs }));
    const auto [numbered, numberedLabels]
        = stepsAndLabelItems(u"Title\n\nSteps to reproduce\n1. Settings\n2. Backup\n3. OK\n"_qs);
    QCOMPARE(numbered, (QStringList { u"1. Settings"_qs, u"2. Backup"_qs, u"3. OK"_qs }));
    // Right after a step, the list's labels go on with the steps, lower case too.
    const auto [after, afterLabels]
        = stepsAndLabelItems(u"Title\n\n- open app\n- menu -> settings\n- backup\n- ok\n"_qs);
    QCOMPARE(after, (QStringList { u"- open app"_qs, u"- menu -> settings"_qs, u"- backup"_qs, u"- ok"_qs }));
    // A bulleted item naming only a label is a click when the items around it, with the same bullet, are steps, or
    // when it ends a list whose item before it is a step; a plural after a count is a noun ("three dots"). The item
    // that starts a list, and what was seen, are not.
    const auto [steps, labels] = stepsAndLabelItems(u"Title\n\n- Android 9\n- open the app\n- three dots\n- Tap "
                                                    u"Export\n- Scroll moves up\n- Tap Save\n- Settings\n\n"
                                                    u"* tick View values\n* OK\n\nExpected: percentages\n"_qs);
    QCOMPARE(steps,
             (QStringList { u"- open the app"_qs, u"- three dots"_qs, u"- Tap Export"_qs, u"- Tap Save"_qs,
                            u"- Settings"_qs, u"* tick View values"_qs, u"* OK"_qs }));
    QCOMPARE(labels, (QStringList { u"- three dots"_qs, u"- Settings"_qs, u"* OK"_qs }));
    // Under a header naming the steps, the list's first item starts them.
    const auto [underHeader, firstLabels]
        = stepsAndLabelItems(u"Title\n\n## Steps\n- Menu key\n- Service intervals\n- tap Add\n"_qs);
    QCOMPARE(underHeader, (QStringList { u"- Menu key"_qs, u"- Service intervals"_qs, u"- tap Add"_qs }));
    QCOMPARE(firstLabels, (QStringList { u"- Menu key"_qs }));
}

void TestS2RClassifier::headers()
{
    QFETCH(QString, text);
    QFETCH(bool, isHeader);
    QFETCH(int, section);
    S2RClassifier::Section s = S2RClassifier::Section::None;
    QCOMPARE(S2RClassifier::headerSection(text, &s), isHeader);
    QCOMPARE(int(s), section);
}

void TestS2RClassifier::interactionVerbs()
{
    QVERIFY(S2RClassifier::isInteractionVerb(u"tap"_qs));
    QVERIFY(S2RClassifier::isInteractionVerb(u"select"_qs));
    // WordNet's verb.contact file extends the vocabulary...
    QVERIFY(S2RClassifier::isInteractionVerb(u"poke"_qs));
    QVERIFY(!S2RClassifier::isInteractionVerb(u"poke"_qs, false));
    // ...but cognition and perception are not interactions.
    QVERIFY(!S2RClassifier::isInteractionVerb(u"think"_qs));
    QVERIFY(!S2RClassifier::isInteractionVerb(u"see"_qs));
}

void TestS2RClassifier::conditionsOfAnyone()
{
    // A remark that says what is expected, then the reporter's own steps after a colon: those are steps.
    const QList<Sentence> remark = S2RClassifier().classify(
        splitReport(u"Crash\n\nThis is maybe expected, but the button still works: I tap it and press OK.\n"_qs));
    QCOMPARE(remark.size(), 2);
    QVERIFY(remark.at(1).isS2R);
    const QList<Sentence> wish = S2RClassifier().classify(
        splitReport(u"Crash\n\n1. Tap Save\n\nThe list should update: the entry is expected at the top.\n"_qs));
    QVERIFY(!wish.last().isS2R);
    // A report told only as conditions of anyone: its conditions are the steps.
    const QList<Sentence> only = S2RClassifier().classify(splitReport(
        u"Crash on deny\n\nWhen you open the app and tap Deny, a dialog explains why; you press OK and it asks again.\n"_qs));
    QCOMPARE(only.size(), 2);
    QVERIFY(only.at(1).isS2R);
    // Beside steps told as instructions, the same sentence is a generic remark.
    const QList<Sentence> beside = S2RClassifier().classify(splitReport(
        u"Crash on deny\n\n1. Open the app\n2. Tap Deny\n\nWhen you open the app and tap Deny, a dialog explains why.\n"_qs));
    QCOMPARE(beside.size(), 4);
    QVERIFY(beside.at(1).isS2R);
    QVERIFY(!beside.at(3).isS2R);
    // A report telling its steps of "the user" goes on telling them of "she"; beside the reporter's own steps, "she"
    // is someone else.
    const QList<Sentence> told = S2RClassifier().classify(splitReport(
        u"Crash\n\nThe user opens the app and taps Settings. Then she taps About. On the list she picks Help.\n"_qs));
    QCOMPARE(told.size(), 4);
    QVERIFY(told.at(1).isS2R && told.at(2).isS2R && told.at(3).isS2R);
    const QList<Sentence> mine = S2RClassifier().classify(
        splitReport(u"Crash\n\nI open the app and tap Settings. Then I tap About. Then she taps Help.\n"_qs));
    QCOMPARE(mine.size(), 4);
    QVERIFY(mine.at(1).isS2R && mine.at(2).isS2R && !mine.at(3).isS2R);
    // The singular "they" names the user as well, also where the sentences opening with it outnumber "the user" and
    // other rules had read some of them already.
    const QList<Sentence> they = S2RClassifier().classify(
        splitReport(u"Crash\n\nThe user opens the app. They deny the permission, then hit GRANT. Next they search for "
                    u"\"funk\". They choose \"Delete\" and confirm.\n"_qs));
    QCOMPARE(they.size(), 5);
    QVERIFY(they.at(1).isS2R && they.at(2).isS2R && they.at(3).isS2R && they.at(4).isS2R);
    const QList<Sentence> things = S2RClassifier().classify(
        splitReport(u"Crash\n\nI open the app and tap two folders. They choose their own colours.\n"_qs));
    QCOMPARE(things.size(), 3);
    QVERIFY(things.at(1).isS2R && !things.at(2).isS2R);
}

void TestS2RClassifier::contextMatters()
{
    // The same imperative is a step under "Steps to reproduce" and expected behaviour under "Expected".
    const QString report
        = u"Title\n\nSteps to reproduce\nOpen the backup screen\n\nExpected behavior\nOpen the backup screen\n"_qs;
    const QList<Sentence> s = S2RClassifier().classify(splitReport(report));
    QCOMPARE(s.size(), 5);
    QCOMPARE(s.at(2).id, u"1.2"_qs);
    QVERIFY(s.at(2).isS2R);
    QCOMPARE(s.at(4).id, u"2.2"_qs);
    QVERIFY(!s.at(4).isS2R);
}

void TestS2RClassifier::deicticPlaceBeforeTheReporter()
{
    // "There I press …" tells a step as "Then I press …" does; "There is …" tells none.
    const QString report
        = u"Export broken\n\nThere I press the \"Export CSV\" icon. Here we tap Save. There is no button to "
          u"create the folder again. There I saw an error.\n"_qs;
    QStringList steps;
    for (const Sentence &sentence : S2RClassifier().classify(splitReport(report))) {
        if (sentence.isS2R)
            steps.append(sentence.text);
    }
    QCOMPARE(steps, (QStringList { u"There I press the \"Export CSV\" icon."_qs, u"Here we tap Save."_qs }));
    // A day told before the subject, as a time is ("Yesterday I opened …"); and items of a sub-list marked by letters.
    QStringList more;
    for (const Sentence &sentence : S2RClassifier().classify(
             splitReport(u"Alarm\n\nYesterday I opened the app. Today it is fine.\n\n3. Alarm Tone\n   a. pick "
                         u"\"Antares\"\n   b. Press OK\n"_qs))) {
        if (sentence.isS2R)
            more.append(sentence.text);
    }
    QCOMPARE(more, (QStringList { u"Yesterday I opened the app."_qs, u"a. pick \"Antares\""_qs, u"b. Press OK"_qs }));
}

void TestS2RClassifier::stepsTitleAndPastTense()
{
    // A report wrapped whole in a fence starts with the template's question as its title; the list under it is
    // what the reporter did, often in the past tense without "I". A summary title opens no section.
    const QString report = u"What steps will reproduce the problem?\n1. Entered all the data and goto History\n2. "
                           u"Selected the first entry\n"
                           u"3. Opens slowly\n"_qs;
    QStringList steps;
    for (const Sentence &sentence : S2RClassifier().classify(splitReport(report))) {
        if (sentence.isS2R)
            steps.append(sentence.text);
    }
    QCOMPARE(steps,
             (QStringList { u"1. Entered all the data and goto History"_qs, u"2. Selected the first entry"_qs }));
    const QString summary = u"Dialog disappears on device rotation\n\nWhen I do this:\n1. Click on OK\n"_qs;
    steps.clear();
    for (const Sentence &sentence : S2RClassifier().classify(splitReport(summary))) {
        if (sentence.isS2R)
            steps.append(sentence.text);
    }
    QCOMPARE(steps, QStringList { u"1. Click on OK"_qs });
    // A list item only naming a device rotation is its step; the title and the observation naming one are not.
    const QString rotation = u"Dialog disappears on device rotation\n\nWhen I do this:\n1. Click on OK\n"
                             u"2. Orientation change\nThe dialog disappears on every screen rotation.\n"_qs;
    steps.clear();
    for (const Sentence &sentence : S2RClassifier().classify(splitReport(rotation))) {
        if (sentence.isS2R)
            steps.append(sentence.text);
    }
    QCOMPARE(steps, (QStringList { u"1. Click on OK"_qs, u"2. Orientation change"_qs }));
    QVERIFY(S2RClassifier::isRotationPhrase(u"Rotation of the device's screen"_qs));
    QVERIFY(S2RClassifier::isRotationPhrase(u"Switch to landscape mode"_qs));
    QVERIFY(!S2RClassifier::isRotationPhrase(u"Orientation"_qs)); // a preference's name, maybe
    QVERIFY(!S2RClassifier::isRotationPhrase(u"Portrait"_qs));
    QVERIFY(!S2RClassifier::isRotationPhrase(u"Does the screen rotate?"_qs));
    QVERIFY(!S2RClassifier::isRotationPhrase(u"Dialog disappears on device rotation"_qs));
}

void TestS2RClassifier::environmentLineIsNoStep()
{
    // An app whose name opens with a verb ("Open …", "Collect") names the environment, not a step.
    for (const QString &line : { u"Collect v1.20.0 / Android 7.1 / Samsung Galaxy Tab A"_qs,
                                 u"Open Food Facts 2.9.8 (F-Droid), Android 7.0, Moto G4"_qs,
                                 u"Track 3.2, Android 12"_qs, u"Phone: Pixel 3, Android 10."_qs }) {
        QVERIFY2(S2RClassifier::isEnvironmentLine(line), qPrintable(line));
        QVERIFY2(!S2RClassifier().classify(splitReport(u"Bug\n\n"_qs + line)).last().isS2R, qPrintable(line));
    }
    // A step that names the OS, or one item too long to be a name, stays a step.
    for (const QString &line : { u"Open the app on Android 10 and tap Save"_qs,
                                 u"Open the settings of the app, Android 9"_qs, u"Tap Save"_qs }) {
        QVERIFY2(!S2RClassifier::isEnvironmentLine(line), qPrintable(line));
        QVERIFY2(S2RClassifier().classify(splitReport(u"Bug\n\n"_qs + line)).last().isS2R, qPrintable(line));
    }
    // A version with what was built names the app under test; it opens no section, so the list after it is steps.
    for (const QString &line :
         { u"Commons 2.9.0 debug build, Pixel 2 emulator (API 28)"_qs, u"release build v1.4 on the emulator"_qs }) {
        QVERIFY2(S2RClassifier::isEnvironmentLine(line), qPrintable(line));
        const QList<Sentence> s = S2RClassifier().classify(
            splitReport(u"Bug\n\n"_qs + line + u"\n\n- open the drawer\n- tap Settings\n\nIt crashes."_qs));
        QVERIFY2(!s.at(1).isS2R && s.at(2).isS2R && s.at(3).isS2R && !s.last().isS2R, qPrintable(line));
    }
    QVERIFY(!S2RClassifier::isEnvironmentLine(u"Open the build settings"_qs));
    QVERIFY(!S2RClassifier::isEnvironmentLine(u"Type 2.5 in the debug field and save the entry again"_qs));
}

void TestS2RClassifier::reporterActsAfterAnd()
{
    // The reporter's own action after "and", with its subject, makes the sentence a step; the app's alone does not.
    QVERIFY(S2RClassifier()
                .classify(splitReport(u"Bug\n\nThe app shows a dialog with NO/YES and I press NO."_qs))
                .last()
                .isS2R);
    QVERIFY(!S2RClassifier()
                 .classify(splitReport(u"Bug\n\nThe app shows a dialog and the list is empty."_qs))
                 .last()
                 .isS2R);
    QVERIFY(!S2RClassifier()
                 .classify(splitReport(u"Bug\n\nThe app shows a dialog and I do not press anything."_qs))
                 .last()
                 .isS2R);
}

void TestS2RClassifier::reporterActsAfterAnAdjunct()
{
    const auto isS2R = [](const QString &sentence) {
        return S2RClassifier().classify(splitReport(u"Bug\n\n"_qs + sentence)).last().isS2R;
    };
    // A reason told first, with or without a comma, then what the reporter did.
    QVERIFY(isS2R(u"Because the menu button is hidden I switched to the Favorites tab."_qs));
    QVERIFY(isS2R(u"As the list was empty, we tapped Refresh."_qs));
    QVERIFY(!isS2R(u"Because the menu button is hidden the tab looks empty."_qs));
    QVERIFY(!isS2R(u"Since the update I cannot open the drawer."_qs));
    // So is a purpose or a while.
    QVERIFY(isS2R(u"To find my song I tapped the magnifier."_qs));
    QVERIFY(isS2R(u"While it was playing I long-pressed the song title."_qs));
    QVERIFY(!isS2R(u"To be honest I never liked the theme."_qs));
    // A place named at length, or a time, before the reporter's action.
    QVERIFY(isS2R(u"In the three dots menu of the Balance Sheet I unticked \"Show legend\"."_qs));
    QVERIFY(isS2R(u"After granting the storage permission I went into Download and opened the drawer."_qs));
    QVERIFY(!isS2R(u"After tapping \"Stop\" the snackbar and \"Resume\" button remain there."_qs));
    // A user told of after "then" acts.
    QVERIFY(isS2R(u"The app starts. Then the user taps the big 0 on the Tracking tab."_qs));
}

void TestS2RClassifier::outcomeArrowLine()
{
    // "=> …" tells what the steps before led to: no step, and no header that would end the steps after it.
    const QString report = u"Title\n\nMenu > More > Change date range > Cancel\n=> title still says "
                           u"\"A Time Tracker (Today) 00:00\", fine, but:\nMenu > More > Export view to CSV > OK\n"
                           u"=> Settings => Backup\n"_qs;
    QCOMPARE(stepSentences(report),
             (QStringList { u"Menu > More > Change date range > Cancel"_qs, u"Menu > More > Export view to CSV > OK"_qs,
                            u"=> Settings => Backup"_qs }));
}

void TestS2RClassifier::unnamedHeaderKeepsSteps()
{
    // "Case 2:" names no template section: the numbered steps under it are still steps to reproduce,
    // while a named header ("Expected behavior") ends them.
    const QString report = u"Title\n\nSteps to reproduce\nWhen I do the following, the context menu goes blank:\nCase "
                           u"2:\n1. Sort the list by date\n\n"
                           u"Expected behavior\nSort the list by date\n"_qs;
    QCOMPARE(stepSentences(report), QStringList { u"1. Sort the list by date"_qs });
    S2RClassifier::Section section = S2RClassifier::Section::None;
    bool named = true;
    QVERIFY(S2RClassifier::headerSection(u"Case 2:"_qs, &section, &named));
    QVERIFY(!named);
    QVERIFY(S2RClassifier::headerSection(u"Expected behavior"_qs, &section, &named));
    QVERIFY(named);
    // A long clause ending in ':' merely mentions template vocabulary ("context").
    QVERIFY(S2RClassifier::headerSection(u"When I do the following, the context menu of the list goes blank:"_qs,
                                         &section, &named));
    QVERIFY(!named);
}

void TestS2RClassifier::environmentFieldHoldsItsParagraphOnly()
{
    // "Device: Nexus 6P, Android 7.1" is a field with its value, not a header opening a section: the numbered
    // list in the next paragraph is still the steps. A header without a value ("Device information") opens one.
    const auto steps = [](const QString &report) {
        QStringList out;
        for (const Sentence &sentence : S2RClassifier().classify(splitReport(report))) {
            if (sentence.isS2R)
                out.append(sentence.text);
        }
        return out;
    };
    QCOMPARE(
        steps(u"Title\n\nApp: Mileage 3.1.1\nDevice: Nexus 6P, Android 7.1.2\n\n1. Open the app\n2. Tap Save\n"_qs),
        (QStringList { u"1. Open the app"_qs, u"2. Tap Save"_qs }));
    QCOMPARE(steps(u"Title\n\nVersion: 2.1\nOS: Android 9\n\nTap Save\n\nExpected: Tap Save again\n"_qs),
             QStringList { u"Tap Save"_qs });
    QVERIFY(steps(u"Title\n\nDevice information\nPixel 3, Android 10\n\n1. Open the app\n"_qs).isEmpty());
    // A line naming the environment opens no section either.
    QCOMPARE(steps(u"Title\n\ncommons 2.9.0-debug, android 8\n\nhamburger -> Log in -> back -> share icon -> FAQ\n"_qs),
             QStringList { u"hamburger -> Log in -> back -> share icon -> FAQ"_qs });
    // Within its paragraph the field's section holds: a line after it is no step.
    QVERIFY(steps(u"Title\n\nOS: Android 9\nRestart the phone\n"_qs).isEmpty());
}

void TestS2RClassifier::lexicon()
{
    using Pos = Lexicon::Pos;
    Lexicon &lex = Lexicon::instance();
    QVERIFY2(lex.hasWordNet(), qPrintable(lex.errorString()));
    QCOMPARE(lex.lemma(u"tapped"_qs, Pos::Verb), u"tap"_qs);
    QCOMPARE(lex.lemma(u"went"_qs, Pos::Verb), u"go"_qs);
    QCOMPARE(lex.lemma(u"Boxes"_qs, Pos::Noun), u"box"_qs);
    QCOMPARE(lex.lemma(u"press"_qs, Pos::Verb), u"press"_qs);
    QCOMPARE(lex.lemma(u"xyzzy"_qs, Pos::Verb), u"xyzzy"_qs);
    QVERIFY(lex.isVerb(u"select"_qs));
    QVERIFY(!lex.isNoun(u"select"_qs));
    QVERIFY(lex.synonyms(u"select"_qs, Pos::Verb).contains(u"choose"_qs));
    QVERIFY(lex.synonyms(u"delete"_qs, Pos::Verb, 5).contains(u"erase"_qs));
    QVERIFY(lex.related(u"delete"_qs, Pos::Verb).contains(u"deletion"_qs));
    QCOMPARE(lex.lexFiles(u"tap"_qs, Pos::Verb).value(0), u"verb.contact"_qs);
    QCOMPARE(lex.stem(u"Settings"_qs), u"set"_qs);
    QCOMPARE(lex.stem(u"clicking"_qs), u"click"_qs);
}

QTEST_GUILESS_MAIN(TestS2RClassifier)
#include "tst_s2rclassifier.moc"
