// SPDX-License-Identifier: GPL-3.0-or-later
// Individual S2R extraction (AstroBR §III-B): sentence → [action][object][preposition][object2] steps.
#include "language/componenttext.h"
#include "language/linkparser.h"
#include "language/reporttext.h"
#include "language/stepextractor.h"

#include <QTest>

using namespace StepWise;

namespace {

Sentence sentenceOf(const QString &text, qsizetype offset = 0)
{
    Sentence s;
    s.id = QStringLiteral("1.1");
    s.text = text;
    s.offset = offset;
    s.length = text.size();
    s.isS2R = true;
    return s;
}

/*! \a sentences numbered 1.1, 1.2, … as the report splitter numbers a paragraph's sentences. */
QList<Sentence> numbered(QList<Sentence> sentences)
{
    for (qsizetype i = 0; i < sentences.size(); ++i)
        sentences[i].id = QStringLiteral("1.%1").arg(i + 1);
    return sentences;
}

} // namespace

class TestStepExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void extract_data();
    void extract();
    void offsetsIntoReport();
    void mergeDuplicates();
    void repeats();
    void rejoinLabels_data();
    void rejoinLabels();
    void appNames_data();
    void appNames();
    void modelCanBeApp_data();
    void modelCanBeApp();
    void markAppOpenings_data();
    void markAppOpenings();
    void appNamedByItsPackageWords();
    void openingWhatWasInstalled();
    void readingOrder();
    void actionFor_data();
    void actionFor();
    void linkParser();
};

void TestStepExtractor::extract_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QStringList>("brackets");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QStringList>("values");

    QTest::newRow("two steps in one sentence")
        << u"Give the exercise a name and check the Angle box."_qs
        << QStringList { u"[give] [the exercise a name]"_qs, u"[check] [the Angle box]"_qs }
        << QStringList { u"Unknown"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a step wrapped over two lines")
        << u"Tap the Save\n   changes button and type 125 in the Price\nbox"_qs
        << QStringList { u"[tap] [the Save changes button]"_qs, u"[type] [the Price box]"_qs }
        << QStringList { u"Click"_qs, u"Type"_qs } << QStringList { QString(), u"125"_qs };
    QTest::newRow("a reason told first is no step")
        << u"Since the menu button is hidden, I switched to the Favorites tab."_qs
        << QStringList { u"[switched] [to] [the Favorites tab]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("a purpose told first is why")
        << u"To force a refresh I triggered a sync (no change), and pressed Back."_qs
        << QStringList { u"[triggered] [a sync]"_qs, u"[pressed back]"_qs } << QStringList { u"Unknown"_qs, u"Back"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("what was just installed opens")
        << u"After installing the app I started it."_qs << QStringList { u"[started] [it]"_qs }
        << QStringList { u"OpenApp"_qs } << QStringList { QString() };
    QTest::newRow("what a reason made the reporter do")
        << u"Because the add button was hidden I had to scroll down a bit, then I tapped the plus."_qs
        << QStringList { u"[scroll down] [a bit]"_qs, u"[tapped] [the plus]"_qs }
        << QStringList { u"SwipeUp"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("the first launch is a time")
        << u"On the first launch skip the welcome tour"_qs << QStringList { u"[skip] [the welcome tour]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a reason the reporter acts in is")
        << u"Because I tapped Save twice, the list shows two rows."_qs << QStringList { u"[tapped] [Save]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("what happened starts with nothing")
        << u"When I press Next nothing happens."_qs << QStringList { u"[press] [Next]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("what happened starts with a verb")
        << u"Tapping the \"Sync\" text closes the app."_qs << QStringList { u"[tapping] [the \"Sync\" text]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("what happened after a comma")
        << u"Tap Deny, a dialog explains why."_qs << QStringList { u"[tap] [Deny]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("items between spaced slashes")
        << u"open app / tap the first talk / go back / favorites"_qs
        << QStringList { u"[open] [app]"_qs, u"[tap] [the first talk]"_qs, u"[go back]"_qs, u"[click] [favorites]"_qs }
        << QStringList { u"OpenApp"_qs, u"Click"_qs, u"Back"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString() };
    QTest::newRow("one spaced slash is an alternative")
        << u"Change Password / PIN to KeyStore."_qs << QStringList { u"[change] [Password / PIN] [to] [KeyStore]"_qs }
        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("an aside going on with a step")
        << u"I went back (and pressed the plus once, it showed 1) and tapped Save."_qs
        << QStringList { u"[went back]"_qs, u"[pressed] [the plus]"_qs, u"[tapped] [Save]"_qs }
        << QStringList { u"Back"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a second past-tense verb ends the object")
        << u"I opened the Stats tab and wanted to check my weight."_qs << QStringList { u"[opened] [the Stats tab]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a chain of labels between commas")
        << u"Next, Next, Disable crash reports, Done, back."_qs
        << QStringList { u"[click] [Next]"_qs, u"[click] [Next]"_qs, u"[disable] [crash reports]"_qs,
                         u"[click] [Done]"_qs, u"[click] [back]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString(), QString() };
    QTest::newRow("labels listed after a subject are no chain")
        << u"After I tap Home the folders are Alarms, Android, DCIM."_qs << QStringList { u"[tap] [Home]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a path item in capitals is a label")
        << u"Menu > GET STARTED > OK"_qs
        << QStringList { u"[click] [Menu]"_qs, u"[click] [GET STARTED]"_qs, u"[click] [OK]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a long press after a place and the reporter")
        << u"On the list I long-press the first talk and pick Delete."_qs
        << QStringList { u"[long press] [the first talk]"_qs, u"[pick] [Delete]"_qs }
        << QStringList { u"LongClick"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a capitalised verb alone is a button's label")
        << u"Go"_qs << QStringList { u"[click] [Go]"_qs } << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a field's label and its value") << u"Name: \"Credit card\""_qs << QStringList { u"[type] [Name]"_qs }
                                                   << QStringList { u"Type"_qs } << QStringList { u"Credit card"_qs };
    QTest::newRow("a number given to a field") << u"Odometer: 15000"_qs << QStringList { u"[type] [Odometer]"_qs }
                                               << QStringList { u"Type"_qs } << QStringList { u"15000"_qs };
    QTest::newRow("once is a count") << u"I pressed the plus once and tapped Save."_qs
                                     << QStringList { u"[pressed] [the plus]"_qs, u"[tapped] [Save]"_qs }
                                     << QStringList { u"Click"_qs, u"Click"_qs }
                                     << QStringList { QString(), QString() };
    QTest::newRow("what was not done is no part of the step")
        << u"I closed the dialog with the back button without changing anything."_qs
        << QStringList { u"[closed] [the back button]"_qs } << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a chain of answers in capitals")
        << u"swipe through the intro, YES, Skip, NO, tap the first picture"_qs
        << QStringList { u"[swipe] [through] [the intro]"_qs, u"[click] [YES]"_qs, u"[click] [Skip]"_qs,
                         u"[click] [NO]"_qs, u"[tap] [the first picture]"_qs }
        << QStringList { u"Swipe"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString(), QString() };
    QTest::newRow("the app's message quoted at the end of a path")
        << u"Settings > Export -> \"Commons has stopped\""_qs
        << QStringList { u"[click] [Settings]"_qs, u"[click] [Export]"_qs } << QStringList { u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("a verb in the third person before nothing")
        << u"I press OK and Fill Blank Form shows nothing."_qs
        << QStringList { u"[press] [OK]"_qs, u"[fill] [Blank Form]"_qs } << QStringList { u"Click"_qs, u"Type"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("the reporter's action after a colon")
        << u"The plus button still works: I tap it and then Cancel."_qs
        << QStringList { u"[tap] [it]"_qs, u"[click] [Cancel]"_qs } << QStringList { u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("a label in capitals coordinated after the object")
        << u"Tap the filter icon again and this time CLEAR."_qs
        << QStringList { u"[tap] [the filter icon]"_qs, u"[tap] [CLEAR]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a quoted label coordinated after the object")
        << u"Press the bell icon and then \"Mute\"."_qs
        << QStringList { u"[press] [the bell icon]"_qs, u"[click] [Mute]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("leaving a place with a control names the control")
        << u"Close the welcome dialog with GOT IT."_qs << QStringList { u"[close] [GOT IT]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("with names a part elsewhere")
        << u"Fill the form with the defaults."_qs << QStringList { u"[fill] [the form] [with] [the defaults]"_qs }
        << QStringList { u"Type"_qs } << QStringList { QString() };
    QTest::newRow("a value given to a field is typed")
        << u"Change the price per gallon to 3.459."_qs << QStringList { u"[change] [the price per gallon]"_qs }
        << QStringList { u"Type"_qs } << QStringList { u"3.459"_qs };
    QTest::newRow("a new name is typed") << u"Rename it to \"Corolla\"."_qs << QStringList { u"[rename] [name]"_qs }
                                         << QStringList { u"Type"_qs } << QStringList { u"Corolla"_qs };
    QTest::newRow("an option shown is picked, not typed")
        << u"Change Forever to \"Weekly\"."_qs << QStringList { u"[change] [Forever] [to] [\"Weekly\"]"_qs }
        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("a subject before the verb")
        << u"The user opens the menu and picks Backup."_qs
        << QStringList { u"[opens] [the menu]"_qs, u"[picks] [Backup]"_qs } << QStringList { u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("what was seen after a colon runs on over a comma")
        << u"Open Reports afterwards: the chart is empty, total 0."_qs
        << QStringList { u"[open] [Reports afterwards]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("what happened at the end of a path")
        << u"Tick Archive -> the app closed."_qs << QStringList { u"[tick] [Archive]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a thing as the subject states what is")
        << u"My tablet has a screen lock (pin)."_qs << QStringList {} << QStringList {} << QStringList {};
    QTest::newRow("a thing that does nothing")
        << u"Now the share icon do nothing anymore."_qs << QStringList {} << QStringList {} << QStringList {};
    QTest::newRow("the means names the interaction")
        << u"Open the player by tapping on the mini player"_qs << QStringList { u"[tapping] [the mini player]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("then and any verb start the next action")
        << u"I opened the app, confirmed the about box, and then used the three dots."_qs
        << QStringList { u"[opened] [the app]"_qs, u"[confirmed] [the about box]"_qs, u"[used] [the three dots]"_qs }
        << QStringList { u"OpenApp"_qs, u"Unknown"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a reason is no part of the step")
        << u"I chose Disable crash reports because I don't like that, tapped Next."_qs
        << QStringList { u"[chose] [Disable crash reports]"_qs, u"[tapped] [Next]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("finally tells the order")
        << u"I tapped Next and finally Done."_qs << QStringList { u"[tapped] [Next]"_qs, u"[click] [Done]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("an item of a sub-list marked by a letter")
        << u"   b. pick \"Antares\""_qs << QStringList { u"[pick] [\"Antares\"]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("the overflow icon as drawn is a path item")
        << u"3. \u22ee \u2192 More\u2026 \u2192 Restore"_qs
        << QStringList { u"[click] [\u22ee]"_qs, u"[click] [More\u2026]"_qs, u"[click] [Restore]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a path item in parentheses comments the one before")
        << u"Log in -> back -> (lands on About?!) -> FAQ"_qs
        << QStringList { u"[log in]"_qs, u"[click] [back]"_qs, u"[click] [FAQ]"_qs }
        << QStringList { u"Unknown"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("the drawer icon as drawn is a path item")
        << u"\u2261 -> Feedback"_qs << QStringList { u"[click] [\u2261]"_qs, u"[click] [Feedback]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a list item that is one quoted string is a label")
        << u"3. \"Add service interval\""_qs << QStringList { u"[click] [Add service interval]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("typed value") << u"Enter 102.9 as the price"_qs << QStringList { u"[enter] [the price]"_qs }
                                 << QStringList { u"Type"_qs } << QStringList { u"102.9"_qs };
    QTest::newRow("file name, e.g.") << u"Create a new file, change type to e.g. todo.txt, save it"_qs
                                     << QStringList { u"[create] [a new file]"_qs,
                                                      u"[change] [type] [to] [e.g. todo.txt]"_qs, u"[save] [it]"_qs }
                                     << QStringList { u"Unknown"_qs, u"Unknown"_qs, u"Unknown"_qs }
                                     << QStringList { QString(), QString(), QString() };
    QTest::newRow("extension, i.e.") << u"Pick the .csv file, i.e. the export. Tap Import."_qs
                                     << QStringList { u"[pick] [the .csv file, i.e. the export]"_qs,
                                                      u"[tap] [Import]"_qs }
                                     << QStringList { u"Click"_qs, u"Click"_qs }
                                     << QStringList { QString(), QString() };
    QTest::newRow("comment inside the object")
        << u"Open a (preferably big) file and enter edit mode"_qs
        << QStringList { u"[open] [a file]"_qs, u"[enter] [edit mode]"_qs } << QStringList { u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString() };
    QTest::newRow("what happens after a comment")
        << u"Tap one of the buttons (\"OK\" or \"Next\") the app will crash"_qs
        << QStringList { u"[tap] [one of the buttons]"_qs } << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("quoted value") << u"Type \"milk\" in the search field"_qs
                                  << QStringList { u"[type] [the search field]"_qs } << QStringList { u"Type"_qs }
                                  << QStringList { u"milk"_qs };
    QTest::newRow("numbered, click on") << u"1. Click on the whiteboard icon"_qs
                                        << QStringList { u"[click] [the whiteboard icon]"_qs }
                                        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("numbered 1000, click on")
        << u"1000. Click on the whiteboard icon"_qs << QStringList { u"[click] [the whiteboard icon]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("long press") << u"Long press on the first event"_qs
                                << QStringList { u"[long press] [the first event]"_qs }
                                << QStringList { u"LongClick"_qs } << QStringList { QString() };
    QTest::newRow("directional swipe") << u"Swipe left on the notification card"_qs
                                       << QStringList { u"[swipe left] [on] [the notification card]"_qs }
                                       << QStringList { u"SwipeLeft"_qs } << QStringList { QString() };
    // The content scrolls down under a finger that swipes up: the gesture a model records.
    QTest::newRow("scroll down") << u"Scroll down to the bottom of the list"_qs
                                 << QStringList { u"[scroll down] [to] [the bottom of the list]"_qs }
                                 << QStringList { u"SwipeUp"_qs } << QStringList { QString() };
    QTest::newRow("back") << u"Go back to the main screen"_qs << QStringList { u"[go back] [to] [the main screen]"_qs }
                          << QStringList { u"Back"_qs } << QStringList { QString() };
    QTest::newRow("press back") << u"Press back"_qs << QStringList { u"[press back]"_qs } << QStringList { u"Back"_qs }
                                << QStringList { QString() };
    QTest::newRow("rotate") << u"Rotate the phone to landscape"_qs
                            << QStringList { u"[rotate] [the phone] [to] [landscape]"_qs }
                            << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("open app") << u"Launch the app"_qs << QStringList { u"[launch] [the app]"_qs }
                              << QStringList { u"OpenApp"_qs } << QStringList { QString() };
    QTest::newRow("open the drawer is a click")
        << u"Open the navigation drawer"_qs << QStringList { u"[open] [the navigation drawer]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("fill in") << u"Fill in the username field"_qs << QStringList { u"[fill in] [the username field]"_qs }
                             << QStringList { u"Type"_qs } << QStringList { QString() };
    QTest::newRow("arrow path") << u"Open the app -> tap Accounts -> tap Add"_qs
                                << QStringList { u"[open] [the app]"_qs, u"[tap] [Accounts]"_qs, u"[tap] [Add]"_qs }
                                << QStringList { u"OpenApp"_qs, u"Click"_qs, u"Click"_qs }
                                << QStringList { QString(), QString(), QString() };
    QTest::newRow("path item with its own long press")
        << u"Long-press a folder -> trash icon -> OK"_qs
        << QStringList { u"[long press] [a folder]"_qs, u"[click] [trash icon]"_qs, u"[click] [OK]"_qs }
        << QStringList { u"LongClick"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("path items saying where they are")
        << u"Open a folder -> trash icon in the top bar -> Photos from Camera"_qs
        << QStringList { u"[open] [a folder]"_qs, u"[click] [trash icon] [in] [the top bar]"_qs,
                         u"[click] [Photos from Camera]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a one-word path entry is a label, verb or not")
        << u"Go to Settings > Export"_qs << QStringList { u"[go to] [Settings]"_qs, u"[click] [Export]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("path of labels, a symbol and a file")
        << u"Fields > + (top right) > test1.csv > Collect > Done"_qs
        << QStringList { u"[click] [Fields]"_qs, u"[click] [+]"_qs, u"[click] [test1.csv]"_qs, u"[click] [Collect]"_qs,
                         u"[click] [Done]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString(), QString() };
    QTest::newRow("the reporter's next action with its subject")
        << u"I press the Export icon and I deny it"_qs
        << QStringList { u"[press] [the Export icon]"_qs, u"[deny] [it]"_qs }
        << QStringList { u"Click"_qs, u"Unknown"_qs } << QStringList { QString(), QString() };
    QTest::newRow("menu path") << u"Settings > Privacy > Clear history"_qs
                               << QStringList { u"[click] [Settings]"_qs, u"[click] [Privacy]"_qs,
                                                u"[click] [Clear history]"_qs }
                               << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs }
                               << QStringList { QString(), QString(), QString() };
    QTest::newRow("a path entry whose label opens with a verb of what it does")
        << u"Backup > Restore backup"_qs << QStringList { u"[click] [Backup]"_qs, u"[click] [Restore backup]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a user's actions told in the third person")
        << u"The user dismisses the hint, renames the list and this time confirms with OK."_qs
        << QStringList { u"[dismisses] [the hint]"_qs, u"[renames] [the list]"_qs, u"[confirms] [with] [OK]"_qs }
        << QStringList { u"Unknown"_qs, u"Unknown"_qs, u"Unknown"_qs }
        << QStringList { QString(), QString(), QString() };
    QTest::newRow("what a user sees is no action")
        << u"The user taps Save and sees an empty list."_qs << QStringList { u"[taps] [Save]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a user after a place adjunct")
        << u"On the file list the user long-presses the \"Home\" breadcrumb."_qs
        << QStringList { u"[long presses] [the \"Home\" breadcrumb]"_qs } << QStringList { u"LongClick"_qs }
        << QStringList { QString() };
    QTest::newRow("a gerund after after is when")
        << u"After updating I went to Accounts and opened Savings."_qs
        << QStringList { u"[went to] [Accounts]"_qs, u"[opened] [Savings]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a button in capitals after typing confirms it")
        << u"Type \"notes\" (the name is taken already) and OK"_qs << QStringList { u"[type]"_qs, u"[click] [OK]"_qs }
        << QStringList { u"Type"_qs, u"Click"_qs } << QStringList { u"notes"_qs, QString() };
    QTest::newRow("which time, before the verb") << u"This time tap Cancel"_qs << QStringList { u"[tap] [Cancel]"_qs }
                                                 << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a relative clause of the reporter's is no part of the object")
        << u"I opened a note that I wanted to share with a friend"_qs << QStringList { u"[opened] [a note]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a verb before a finite auxiliary is the subject of what was seen")
        << u"I pressed Save, but Export is still greyed out"_qs << QStringList { u"[pressed] [Save]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("the reporter's next action after so, using a control")
        << u"I tapped Deny by mistake, so I used RETRY in the banner"_qs
        << QStringList { u"[tapped] [Deny] [by] [mistake]"_qs, u"[used] [RETRY] [in] [the banner]"_qs }
        << QStringList { u"Click"_qs, u"Unknown"_qs } << QStringList { QString(), QString() };
    QTest::newRow("first person past") << u"I opened the drawer and tapped on Archive."_qs
                                       << QStringList { u"[opened] [the drawer]"_qs, u"[tapped] [Archive]"_qs }
                                       << QStringList { u"Click"_qs, u"Click"_qs }
                                       << QStringList { QString(), QString() };
    QTest::newRow("conditional drops the observed behaviour")
        << u"The app crashes if I tick the box"_qs << QStringList { u"[tick] [the box]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("value and second step")
        << u"4. Enter 42.5 as the amount and press Save"_qs
        << QStringList { u"[enter] [the amount]"_qs, u"[press] [Save]"_qs } << QStringList { u"Type"_qs, u"Click"_qs }
        << QStringList { u"42.5"_qs, QString() };
    QTest::newRow("object with and stays one")
        << u"Create account A and B."_qs << QStringList { u"[create] [account A and B]"_qs }
        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("parenthesised alternatives are one step")
        << u"2. Tap one of the filters (date, amount, category or tag)."_qs
        << QStringList { u"[tap] [one of the filters]"_qs } << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("names after a comma are not verbs")
        << u"- Share the note via Mail, Drive or Slack"_qs
        << QStringList { u"[share] [the note] [via] [Mail, Drive or Slack]"_qs } << QStringList { u"Unknown"_qs }
        << QStringList { QString() };
    QTest::newRow("field label and value") << u"- format: CSV"_qs << QStringList { u"[format] [CSV]"_qs }
                                           << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("turning the device is a rotation")
        << u"3. Turn the tablet sideways"_qs << QStringList { u"[turn] [the tablet sideways]"_qs }
        << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("purpose infinitive is no object")
        << u"Tap OK in the dialog to close it"_qs << QStringList { u"[tap] [OK] [in] [the dialog]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("typed text without a field") << u"Insert text \"testtask\""_qs << QStringList { u"[insert]"_qs }
                                                << QStringList { u"Type"_qs } << QStringList { u"testtask"_qs };
    QTest::newRow("typed text into a field")
        << u"Insert text \"abc\" into the name field"_qs << QStringList { u"[insert] [the name field]"_qs }
        << QStringList { u"Type"_qs } << QStringList { u"abc"_qs };
    QTest::newRow("field named before the value") << u"Enter amount 100"_qs << QStringList { u"[enter] [amount]"_qs }
                                                  << QStringList { u"Type"_qs } << QStringList { u"100"_qs };
    QTest::newRow("a symbol is named in parentheses")
        << u"Click on \"...\" (More Options...)"_qs << QStringList { u"[click] [\"...\" (More Options...)]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a named object keeps its comment out")
        << u"Tap Save (the floppy icon)"_qs << QStringList { u"[tap] [Save]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("goto") << u"Entered all the data and goto History Tab"_qs
                          << QStringList { u"[entered] [all the data]"_qs, u"[goto] [History Tab]"_qs }
                          << QStringList { u"Type"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a path ends in what was seen")
        << u"Stats section --> Economy is shown as 0.0 km/L"_qs << QStringList { u"[click] [Stats section]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("hyphenated long press") << u"Long-press an item"_qs << QStringList { u"[long press] [an item]"_qs }
                                           << QStringList { u"LongClick"_qs } << QStringList { QString() };
    QTest::newRow("a path item that can be read as a verb")
        << u"Go to Settings > Display > Theme and choose Dark"_qs
        << QStringList { u"[go to] [Settings]"_qs, u"[click] [Display]"_qs, u"[click] [Theme]"_qs,
                         u"[choose] [Dark]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString() };
    QTest::newRow("what happened after a comma")
        << u"Clicked the \"Save\" button, nothing happened"_qs << QStringList { u"[clicked] [the \"Save\" button]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("tap and hold") << u"Now tap and hold the note"_qs << QStringList { u"[tap and hold] [the note]"_qs }
                                  << QStringList { u"LongClick"_qs } << QStringList { QString() };
    QTest::newRow("a comment with a preposition")
        << u"Click on \"Add account\" (the big plus button in the corner)"_qs
        << QStringList { u"[click] [\"Add account\"]"_qs } << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a path ends in a failure") << u"Press Save -> App crashes"_qs << QStringList { u"[press] [Save]"_qs }
                                              << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("and what happened, with its own verb")
        << u"Press OK and the permission prompt comes back with \"Deny\""_qs << QStringList { u"[press] [OK]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("and it did something")
        << u"Untick the SD card and it closed"_qs << QStringList { u"[untick] [the SD card]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("and the next object") << u"Select the date and the time zone"_qs
                                         << QStringList { u"[select] [the date and the time zone]"_qs }
                                         << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("places, each before the reporter's action")
        << u"On the first slide I go Next, on the second slide I change \"None\" to \"PIN\" and press Next"_qs
        << QStringList { u"[go] [Next]"_qs, u"[change] [\"None\"] [to] [\"PIN\"]"_qs, u"[press] [Next]"_qs }
        << QStringList { u"Click"_qs, u"Unknown"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("then a name") << u"Tap on the three dots menu, then Settings"_qs
                                 << QStringList { u"[tap] [the three dots menu]"_qs, u"[click] [Settings]"_qs }
                                 << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a section named before a colon")
        << u"Steps to reproduce: open the drawer, go to Settings"_qs
        << QStringList { u"[open] [the drawer]"_qs, u"[go to] [Settings]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a subject of its own after the object")
        << u"Tap \"Sync now\" in the drawer the spinner never stops"_qs
        << QStringList { u"[tap] [\"Sync now\"] [in] [the drawer]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("does nothing") << u"Tapping the share button on any note does nothing"_qs
                                  << QStringList { u"[tapping] [the share button] [on] [any note]"_qs }
                                  << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a noun, not an auxiliary") << u"Hit the trash can up in the toolbar"_qs
                                              << QStringList { u"[hit] [the trash can up] [in] [the toolbar]"_qs }
                                              << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("after a comma, a subject and its auxiliary")
        << u"Click on \"export\", app is crash"_qs << QStringList { u"[click] [\"export\"]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a time told after the object")
        << u"Deny the storage permission the first time"_qs << QStringList { u"[deny] [the storage permission]"_qs }
        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("once more, as a time")
        << u"Tap the checkbox of the file a second time"_qs << QStringList { u"[tap] [the checkbox of the file]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a time after a preposition")
        << u"Open the menu for the second time"_qs << QStringList { u"[open] [the menu]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("next to") << u"Tick the box next to \"Remember me\""_qs
                             << QStringList { u"[tick] [the box] [to] [\"Remember me\"]"_qs }
                             << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("Next, then to") << u"Tap next to continue"_qs << QStringList { u"[tap] [next]"_qs }
                                   << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("waiting") << u"Tap the task, wait for the timer to start, tap it again"_qs
                             << QStringList { u"[tap] [the task]"_qs, u"[tap] [it]"_qs }
                             << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("the time as the object") << u"Select the time"_qs << QStringList { u"[select] [the time]"_qs }
                                            << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("then a phrase without a verb")
        << u"I go in the Android folder, then hamburger, then Settings and then the app crashes"_qs
        << QStringList { u"[go] [in] [the Android folder]"_qs, u"[click] [hamburger]"_qs, u"[click] [Settings]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("what happened, without a comma") << u"When I try to export my data to CSV the app freezes"_qs
                                                    << QStringList { u"[export] [my data] [to] [CSV]"_qs }
                                                    << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("and what happened") << u"Click any button on this page and the app crashes"_qs
                                       << QStringList { u"[click] [any button] [on] [this page]"_qs }
                                       << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("then what is seen") << u"select \"Android KeyStore\" then the third slide still has a red text"_qs
                                       << QStringList { u"[select] [\"Android KeyStore\"]"_qs }
                                       << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("select quoted in") << u"Select \"Weekly\" in the repeat dropdown"_qs
                                      << QStringList { u"[select] [\"Weekly\"] [in] [the repeat dropdown]"_qs }
                                      << QStringList { u"Click"_qs } << QStringList { QString() };
    // A list item naming a device rotation is a rotation step, verb or not.
    QTest::newRow("orientation change, no verb") << u"8. Orientation Change"_qs << QStringList { u"[rotate]"_qs }
                                                 << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("screen rotation, a noun read as a verb")
        << u"- Screen rotation"_qs << QStringList { u"[rotate]"_qs } << QStringList { u"Rotate"_qs }
        << QStringList { QString() };
    QTest::newRow("rotation of the device") << u"3) Rotation of the device"_qs << QStringList { u"[rotate]"_qs }
                                            << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("landscape mode") << u"4. landscape mode"_qs << QStringList { u"[rotate]"_qs }
                                    << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("switch to landscape") << u"5. Switch to landscape"_qs
                                         << QStringList { u"[switch] [to] [landscape]"_qs }
                                         << QStringList { u"Rotate"_qs } << QStringList { QString() };
    // A repetition count says how often, not what is acted on.
    QTest::newRow("count in words, then another object")
        << u"Click Next four times and Done"_qs << QStringList { u"[click] [Next]"_qs, u"[click] [Done]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("count in digits") << u"Tap Save 3 times."_qs << QStringList { u"[tap] [Save]"_qs }
                                     << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("count as a quantifier")
        << u"Tap the plus button a couple of times"_qs << QStringList { u"[tap] [the plus button]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("twice") << u"Press Undo twice"_qs << QStringList { u"[press] [Undo]"_qs }
                           << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a quoted count is a label")
        << u"Tap \"3 times\" option"_qs << QStringList { u"[tap] [\"3 times\" option]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("the time is no count") << u"Select the time"_qs << QStringList { u"[select] [the time]"_qs }
                                          << QStringList { u"Click"_qs } << QStringList { QString() };
    // A misspelt interaction verb opening a clause before its object still cuts the clause and is that verb.
    QTest::newRow("misspelt verb after and")
        << u"Tap on Add Task and entr the name \"Work\""_qs
        << QStringList { u"[tap] [Add Task]"_qs, u"[enter] [name]"_qs } << QStringList { u"Click"_qs, u"Type"_qs }
        << QStringList { QString(), u"Work"_qs };
    QTest::newRow("swapped letters") << u"Tap OK and cilck the Save button"_qs
                                     << QStringList { u"[tap] [OK]"_qs, u"[click] [the Save button]"_qs }
                                     << QStringList { u"Click"_qs, u"Click"_qs }
                                     << QStringList { QString(), QString() };
    QTest::newRow("a capitalised name is no misspelt verb")
        << u"Select Gmail and Entr the list"_qs << QStringList { u"[select] [Gmail and Entr the list]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("without an object it is a name")
        << u"Tap OK and entr"_qs << QStringList { u"[tap] [OK and entr]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("misspelt verb opening the line")
        << u"2. Cilck the Save button"_qs << QStringList { u"[click] [the Save button]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    // Any determiner, object pronoun or preposition opens the object after a misspelt verb (FunctionWords).
    QTest::newRow("misspelt verb before a demonstrative")
        << u"Tap OK and cilck this button"_qs << QStringList { u"[tap] [OK]"_qs, u"[click] [this button]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("misspelt verb before to")
        << u"Swtich to landscape"_qs << QStringList { u"[switch] [to] [landscape]"_qs } << QStringList { u"Rotate"_qs }
        << QStringList { QString() };
    QTest::newRow("one edit from click only among the verbs")
        << u"Clik the Save button"_qs << QStringList { u"[click] [the Save button]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("three letters swapped") << u"Tpa on Settings."_qs << QStringList { u"[tap] [Settings]"_qs }
                                           << QStringList { u"Click"_qs } << QStringList { QString() };
    // Labels coordinated after one click verb are one click each; alternatives, determiners, lower case are not.
    QTest::newRow("two buttons") << u"Click Next and Done"_qs
                                 << QStringList { u"[click] [Next]"_qs, u"[click] [Done]"_qs }
                                 << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("three buttons, shared phrase")
        << u"Tap Bold, Italic & Underline in the toolbar."_qs
        << QStringList { u"[tap] [Bold] [in] [the toolbar]"_qs, u"[tap] [Italic] [in] [the toolbar]"_qs,
                         u"[tap] [Underline] [in] [the toolbar]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    // A label that is also a verb stays an object of the list's verb; a verb with its own object starts a clause.
    QTest::newRow("verbs as labels") << u"Tap Save, Share and Delete"_qs
                                     << QStringList { u"[tap] [Save]"_qs, u"[tap] [Share]"_qs, u"[tap] [Delete]"_qs }
                                     << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs }
                                     << QStringList { QString(), QString(), QString() };
    QTest::newRow("verbs as labels, shared phrase, more after")
        << u"Tap Save, Share & Delete in the menu and go back"_qs
        << QStringList { u"[tap] [Save] [in] [the menu]"_qs, u"[tap] [Share] [in] [the menu]"_qs,
                         u"[tap] [Delete] [in] [the menu]"_qs, u"[go back]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Back"_qs }
        << QStringList { QString(), QString(), QString(), QString() };
    QTest::newRow("a verb with an object is a clause")
        << u"Tap Save, share the file"_qs << QStringList { u"[tap] [Save]"_qs, u"[share] [the file]"_qs }
        << QStringList { u"Click"_qs, u"Unknown"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a list without and is no label list")
        << u"Tap Save, Share"_qs << QStringList { u"[tap] [Save]"_qs, u"[click] [Share]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("quoted buttons") << u"Press \"Add task\" and \"OK\""_qs
                                    << QStringList { u"[press] [\"Add task\"]"_qs, u"[press] [\"OK\"]"_qs }
                                    << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    // Every quotation pair of Quotes: German, French and CJK marks quote a label as straight ones do.
    QTest::newRow("quoted buttons, German and French marks")
        << u"Press \u201EAdd task\u201C and \u00ABOK\u00BB"_qs
        << QStringList { u"[press] [\u201EAdd task\u201C]"_qs, u"[press] [\u00ABOK\u00BB]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("value in CJK corner brackets")
        << u"Type \u300Cmilk\u300D in the search field"_qs << QStringList { u"[type] [the search field]"_qs }
        << QStringList { u"Type"_qs } << QStringList { u"milk"_qs };
    QTest::newRow("alternatives stay one step") << u"Tap Yes or No"_qs << QStringList { u"[tap] [Yes or No]"_qs }
                                                << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("with a determiner it is one object")
        << u"Check the Sync and Backup option"_qs << QStringList { u"[check] [the Sync and Backup option]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("lower case is no label")
        << u"click next and done"_qs << QStringList { u"[click] [next and done]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("no click, no split") << u"Create Work and Home"_qs << QStringList { u"[create] [Work and Home]"_qs }
                                        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("change orientation") << u"Change orientation"_qs << QStringList { u"[change] [orientation]"_qs }
                                        << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("rotate screen") << u"Rotate screen"_qs << QStringList { u"[rotate] [screen]"_qs }
                                   << QStringList { u"Rotate"_qs } << QStringList { QString() };
    QTest::newRow("the singular they opening the clause")
        << u"They choose \"Delete from device\" and confirm."_qs
        << QStringList { u"[choose] [\"Delete from device\"]"_qs, u"[confirm]"_qs }
        << QStringList { u"Click"_qs, u"Unknown"_qs } << QStringList { QString(), QString() };
    QTest::newRow("a narrated chain of steps and labels")
        << u"I skipped the wizard, chose to disable crash reports, Next, Done."_qs
        << QStringList { u"[skipped] [the wizard]"_qs, u"[chose] [to] [disable crash reports]"_qs, u"[click] [Next]"_qs,
                         u"[click] [Done]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs, u"Click"_qs }
        << QStringList { QString(), QString(), QString(), QString() };
    QTest::newRow("a chain told of the user")
        << u"The user swipes through the intro, answers YES, then skips login."_qs
        << QStringList { u"[swipes] [through] [the intro]"_qs, u"[answers] [YES]"_qs, u"[skips] [login]"_qs }
        << QStringList { u"Swipe"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("values are no labels of a chain") << u"I entered a fillup, 11.2 gallons, odometer 48210."_qs
                                                     << QStringList { u"[entered] [fillup, 11.2 gallons, odometer]"_qs }
                                                     << QStringList { u"Type"_qs } << QStringList { u"48210"_qs };
    QTest::newRow("the back key pressed again")
        << u"Now press Back, and Back again."_qs << QStringList { u"[press back]"_qs, u"[press back]"_qs }
        << QStringList { u"Back"_qs, u"Back"_qs } << QStringList { QString(), QString() };
    QTest::newRow("an ellipsis ends a menu entry's label")
        << u"Then the song's menu > Add to playlist… > New playlist…"_qs
        << QStringList { u"[click] [the song's menu]"_qs, u"[click] [Add to playlist…]"_qs,
                         u"[click] [New playlist…]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("using a control clicks it")
        << u"On Playlists use the three dots and choose New playlist."_qs
        << QStringList { u"[use] [the three dots]"_qs, u"[choose] [New playlist]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("using a control in a path")
        << u"then use the song menu -> Add to playlist…"_qs
        << QStringList { u"[use] [the song menu]"_qs, u"[click] [Add to playlist…]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("using no control is no click")
        << u"Use a different account."_qs << QStringList { u"[use] [a different account]"_qs }
        << QStringList { u"Unknown"_qs } << QStringList { QString() };
    QTest::newRow("so and the reporter's next action")
        << u"I open the app, so I opened Podcasts again."_qs
        << QStringList { u"[open] [the app]"_qs, u"[opened] [Podcasts]"_qs }
        << QStringList { u"OpenApp"_qs, u"Click"_qs } << QStringList { QString(), QString() };
    QTest::newRow("what is used is a second part")
        << u"Switch to Day 5 using the day dropdown in the toolbar."_qs
        << QStringList { u"[switch] [Day 5] [using] [the day dropdown in the toolbar]"_qs }
        << QStringList { u"Click"_qs } << QStringList { QString() };
    QTest::newRow("a quoted message after a colon was seen")
        << u"switch EXPENSE to INCOME: \"No chart data available\""_qs
        << QStringList { u"[switch] [EXPENSE] [to] [INCOME]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("the reporter's action before a colon names no field")
        << u"I tap Save: \"Saved\""_qs << QStringList { u"[tap] [Save]"_qs } << QStringList { u"Click"_qs }
        << QStringList { QString() };
    QTest::newRow("a typing verb before a colon names no field")
        << u"Type the name: \"abc\""_qs << QStringList { u"[type] [name]"_qs } << QStringList { u"Type"_qs }
        << QStringList { u"abc"_qs };
    QTest::newRow("going back as a path item")
        << u"Import > Back to main menu > Collect"_qs
        << QStringList { u"[click] [Import]"_qs, u"[back] [to] [main menu]"_qs, u"[click] [Collect]"_qs }
        << QStringList { u"Click"_qs, u"Back"_qs, u"Click"_qs } << QStringList { QString(), QString(), QString() };
    QTest::newRow("a screen in a menu path is no rotation")
        << u"Settings > Screen orientation"_qs
        << QStringList { u"[click] [Settings]"_qs, u"[click] [Screen orientation]"_qs }
        << QStringList { u"Click"_qs, u"Click"_qs } << QStringList { QString(), QString() };
}

void TestStepExtractor::extract()
{
    QFETCH(QString, sentence);
    QFETCH(QStringList, brackets);
    QFETCH(QStringList, actions);
    QFETCH(QStringList, values);
    const QList<S2RStep> steps = StepExtractor().extractSentence(sentenceOf(sentence));
    QStringList gotBrackets, gotActions, gotValues;
    for (const S2RStep &s : steps) {
        gotBrackets.append(s.bracketForm());
        gotActions.append(enumName(s.action));
        gotValues.append(s.value);
        QCOMPARE(s.sentenceId, u"1.1"_qs);
        // The step's text is its span in the sentence.
        QCOMPARE(sentence.mid(s.offset, s.length), s.text);
    }
    QCOMPARE(gotBrackets, brackets);
    QCOMPARE(gotActions, actions);
    QCOMPARE(gotValues, values);
}

void TestStepExtractor::repeats()
{
    // A count says how often: each time is one interaction.
    const auto repeatsOf = [](const QString &sentence) {
        const QList<S2RStep> steps = StepExtractor().extractSentence(sentenceOf(sentence));
        return steps.isEmpty() ? 0 : steps.first().repeats;
    };
    QCOMPARE(repeatsOf(u"Press Undo twice"_qs), 2);
    QCOMPARE(repeatsOf(u"Tap Save 3 times."_qs), 3);
    QCOMPARE(repeatsOf(u"Click Next four times and Done"_qs), 4);
    QCOMPARE(repeatsOf(u"Tap the plus button a couple of times"_qs), 2);
    QCOMPARE(repeatsOf(u"Tap the round button at the bottom right twice"_qs), 2);
    QCOMPARE(repeatsOf(u"Tap \"3 times\" option"_qs), 1);
    QCOMPARE(repeatsOf(u"Tap Save"_qs), 1);
    const QList<S2RStep> placed
        = StepExtractor().extractSentence(sentenceOf(u"Tap the round button at the bottom right twice"_qs));
    QCOMPARE(placed.first().object2, u"the bottom right"_qs);
}

void TestStepExtractor::offsetsIntoReport()
{
    const QString report
        = u"Crash on save\n\nSteps to reproduce:\n1. Open the editor\n2. Type \"abc\" in the title field and tap Save\n"_qs;
    QList<Sentence> sentences = splitReport(report);
    QList<Sentence> s2r;
    for (const Sentence &s : sentences) {
        if (s.id == u"1.2" || s.id == u"1.3")
            s2r.append(s);
    }
    QCOMPARE(s2r.size(), 2);
    const QList<S2RStep> steps = StepExtractor().extract(s2r, report);
    QCOMPARE(steps.size(), 3);
    QCOMPARE(steps.at(0).offset, report.indexOf(u"Open the editor"));
    QCOMPARE(steps.at(0).text, u"Open the editor"_qs);
    QCOMPARE(steps.at(1).offset, report.indexOf(u"Type \"abc\""));
    QCOMPARE(report.mid(steps.at(1).offset, steps.at(1).length), u"Type \"abc\" in the title field"_qs);
    QCOMPARE(steps.at(1).value, u"abc"_qs);
    QCOMPARE(steps.at(2).sentenceId, u"1.3"_qs);
    QCOMPARE(report.mid(steps.at(2).offset, steps.at(2).length), u"tap Save"_qs);

    // Sentences without offsets are located in the report text.
    Sentence loose = sentenceOf(u"1. Open the editor"_qs, -1);
    const QList<S2RStep> located = StepExtractor().extract({ loose }, report);
    QCOMPARE(located.size(), 1);
    QCOMPARE(located.at(0).offset, report.indexOf(u"Open the editor"));
}

void TestStepExtractor::mergeDuplicates()
{
    // §III-B: "... the user checks the Angle Box" and "... check the Angle Box" are one interaction.
    const QList<Sentence> sentences { sentenceOf(u"Give the exercise a name and check the Angle box."_qs),
                                      sentenceOf(u"The app crashes if the user checks the angle box."_qs) };
    const QList<S2RStep> steps = StepExtractor().extract(numbered(sentences));
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps.at(1).bracketForm(), u"[check] [the Angle box]"_qs);

    // A re-mention in a conditional right after the step merges, also when other steps came in between.
    const QList<Sentence> remention { sentenceOf(u"Tap Sync"_qs), sentenceOf(u"Open the history"_qs),
                                      sentenceOf(u"It crashes whenever I tap sync."_qs) };
    QCOMPARE(StepExtractor().extract(numbered(remention)).size(), 2);
    // A narrated step done again after other steps is a step: the sentence opens with it.
    const QList<Sentence> narrated { sentenceOf(u"I press Next and choose \"Device credentials\"."_qs),
                                     sentenceOf(u"I open the dropdown once more and close it."_qs),
                                     sentenceOf(u"When I press Next nothing happens."_qs) };
    const QList<S2RStep> again1 = StepExtractor().extract(numbered(narrated));
    QCOMPARE(again1.constLast().bracketForm(), u"[press] [Next]"_qs);
    QCOMPARE(again1.constLast().sentenceId, u"1.3"_qs);
    // Told again right after itself, it is one step, also opening its sentence.
    const QList<Sentence> restated { sentenceOf(u"Open the history and tap Sync."_qs),
                                     sentenceOf(u"When I tap Sync, it crashes."_qs) };
    QCOMPARE(StepExtractor().extract(numbered(restated)).size(), 2);

    // Repeated actions are steps of their own (not mentions): marked with "again", or a list item that
    // repeats an action after other steps.
    const QList<Sentence> again { sentenceOf(u"1. Press Sync"_qs), sentenceOf(u"2. Press Sync again"_qs) };
    const QList<S2RStep> twice = StepExtractor().extract(numbered(again));
    QCOMPARE(twice.size(), 2);
    QCOMPARE(twice.at(1).text, u"Press Sync again"_qs);
    QCOMPARE(twice.at(1).object, u"Sync"_qs); // "again" is not part of the object
    const QList<Sentence> later { sentenceOf(u"1. Open the history"_qs), sentenceOf(u"2. Tap the filter icon"_qs),
                                  sentenceOf(u"3. Go back"_qs), sentenceOf(u"4. Tap the filter icon"_qs) };
    QCOMPARE(StepExtractor().extract(numbered(later)).size(), 4);
    // Every written list item is a step, also one right after the same one: two "Next" pages of a wizard.
    const QList<Sentence> wizard { sentenceOf(u"1. Open GnuCash"_qs), sentenceOf(u"2. Tap Next"_qs),
                                   sentenceOf(u"3. Tap Next"_qs), sentenceOf(u"4. Tap Next"_qs),
                                   sentenceOf(u"5. Tap Done"_qs) };
    const QList<S2RStep> pages = StepExtractor().extract(numbered(wizard));
    QCOMPARE(pages.size(), 5);
    QCOMPARE(pages.at(2).text, u"Tap Next"_qs);
    QCOMPARE(pages.at(3).object, u"Next"_qs);
    const QList<Sentence> reopened { sentenceOf(u"1. Open the app"_qs), sentenceOf(u"2. Open the app"_qs) };
    QCOMPARE(StepExtractor().extract(numbered(reopened)).size(), 2);
    // An imperative coordinated with a stand-alone one ("Tap X and type Y") is stand-alone too: repeating
    // a whole list item keeps both of its steps.
    const QList<Sentence> coordinated { sentenceOf(u"1. Open the app."_qs),
                                        sentenceOf(u"2. Tap on Add Task and enter the name \"Work\"."_qs),
                                        sentenceOf(u"3. Tap on Add Task and type the name \"Work\"."_qs) };
    const QList<S2RStep> both = StepExtractor().extract(numbered(coordinated));
    QCOMPARE(both.size(), 5);
    QCOMPARE(both.at(4).action, ActionType::Type);
    QCOMPARE(both.at(4).value, u"Work"_qs);
    // So is the next item of a path after a stand-alone step: the whole path is written again.
    const QList<Sentence> path { sentenceOf(u"1. Open the drawer and go to FTP server"_qs),
                                 sentenceOf(u"2. Turn it off"_qs),
                                 sentenceOf(u"3. Open the drawer again -> FTP server"_qs) };
    const QList<S2RStep> walked = StepExtractor().extract(numbered(path));
    QCOMPARE(walked.size(), 5);
    QCOMPARE(walked.at(4).object, u"FTP server"_qs);
    // The same action told twice in one sentence is done twice ("I go Next, then I press Next" walks two pages).
    QCOMPARE(
        StepExtractor().extract(numbered({ sentenceOf(u"On the first page I go Next, then I press Next."_qs) })).size(),
        2);
    // Undoing is another interaction than doing: "then unticked X" after "ticked X" is no re-mention.
    const QList<Sentence> undone { sentenceOf(
        u"I ticked the SD card, ticked emulated, then unticked the SD card."_qs) };
    const QList<S2RStep> toggled = StepExtractor().extract(numbered(undone));
    QCOMPARE(toggled.size(), 3);
    QCOMPARE(toggled.at(2).verb, u"unticked"_qs);
    // An item of a list of steps that names only a label is a click on it, its number left out.
    Sentence label = sentenceOf(u"3 back arrow"_qs);
    label.isLabelItem = true;
    const QList<S2RStep> clicked = StepExtractor().extract(numbered({ label }));
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.at(0).action, ActionType::Click);
    QCOMPARE(clicked.at(0).object, u"back arrow"_qs);
    // A count after the label says how often, not what.
    Sentence counted = sentenceOf(u"4 then Next twice"_qs);
    counted.isLabelItem = true;
    const QList<S2RStep> countedSteps = StepExtractor().extract(numbered({ counted }));
    QCOMPARE(countedSteps.size(), 1);
    QCOMPARE(countedSteps.at(0).object, u"Next"_qs);
    QCOMPARE(countedSteps.at(0).repeats, 2);
    // A place before a colon, then the label.
    Sentence placed = sentenceOf(u"2. In the drawer: Settings"_qs);
    placed.isLabelItem = true;
    const QList<S2RStep> inDrawer = StepExtractor().extract(numbered({ placed }));
    QCOMPARE(inDrawer.size(), 1);
    QCOMPARE(inDrawer.at(0).bracketForm(), u"[click] [Settings] [in] [the drawer]"_qs);
    // ... but not one coordinated with a narrative clause.
    const QList<Sentence> narrative { sentenceOf(u"1. Enter the name \"Work\"."_qs), sentenceOf(u"2. Tap Save."_qs),
                                      sentenceOf(u"It crashes when I open the menu and enter the name \"Work\"."_qs) };
    QCOMPARE(StepExtractor().extract(numbered(narrative)).size(), 3);
    // "it" after a click names what that click named.
    const QList<S2RStep> itAgain
        = StepExtractor().extract(numbered({ sentenceOf(u"I tapped the round button, then tapped it again."_qs) }));
    QCOMPARE(itAgain.size(), 2);
    QCOMPARE(itAgain.at(1).object, u"the round button"_qs);
    QVERIFY(StepExtractor::isRepetition(u"tap it once more"_qs));
    QVERIFY(!StepExtractor::isRepetition(u"tap the against-list button"_qs));

    // Different objects or different unknown verbs are kept.
    const QList<Sentence> other { sentenceOf(u"Create a trip"_qs), sentenceOf(u"Edit a trip"_qs),
                                  sentenceOf(u"Tap the second trip"_qs) };
    QCOMPARE(StepExtractor().extract(numbered(other)).size(), 3);
}

void TestStepExtractor::rejoinLabels_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("componentText"); // a button of the model
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QStringList>("objects");

    QTest::newRow("split by the label rule, one button")
        << u"1. Click Next and Done"_qs << u"Next and done"_qs << QStringList { u"Click Next and Done"_qs }
        << QStringList { u"Next and Done"_qs };
    QTest::newRow("split by the label rule, two buttons")
        << u"1. Click Next and Done"_qs << u"Next"_qs << QStringList { u"Click Next"_qs, u"Done"_qs }
        << QStringList { u"Next"_qs, u"Done"_qs };
    QTest::newRow("a verb as a label, one button")
        << u"2. Tap Save and Exit."_qs << u"SAVE & EXIT"_qs << QStringList { u"Tap Save and Exit"_qs }
        << QStringList { u"Save and Exit"_qs };
    QTest::newRow("a verb as a label, no such button")
        << u"2. Tap Save and Exit."_qs << u"Save"_qs << QStringList { u"Tap Save"_qs, u"Exit"_qs }
        << QStringList { u"Save"_qs, u"Exit"_qs };
    QTest::newRow("a leading determiner is no part of the label")
        << u"2. Tap this Save and Exit."_qs << u"Save and Exit"_qs << QStringList { u"Tap this Save and Exit"_qs }
        << QStringList { u"this Save and Exit"_qs };
    QTest::newRow("a typing step is no label")
        << u"Tap Add and enter the name \"Work\""_qs << u"Add and enter the name"_qs
        << QStringList { u"Tap Add"_qs, u"enter the name \"Work\""_qs } << QStringList { u"Add"_qs, u"name"_qs };
}

void TestStepExtractor::rejoinLabels()
{
    QFETCH(QString, sentence);
    QFETCH(QString, componentText);
    QFETCH(QStringList, texts);
    QFETCH(QStringList, objects);
    const QString report = u"Title\n\n"_qs + sentence + u'\n';
    Sentence s = sentenceOf(sentence, report.indexOf(sentence));
    ExecutionModel model;
    Screen screen;
    screen.id = u"s1"_qs;
    GuiComponent button;
    button.className = u"android.widget.Button"_qs;
    button.text = componentText;
    screen.components.append(button);
    model.screens.append(screen);
    const QList<S2RStep> steps = StepExtractor::rejoinLabels(StepExtractor().extract({ s }, report), model);
    QStringList gotTexts, gotObjects;
    for (const S2RStep &step : steps) {
        gotTexts.append(step.text);
        gotObjects.append(step.object);
        QCOMPARE(report.mid(step.offset, step.length), step.text);
    }
    QCOMPARE(gotTexts, texts);
    QCOMPARE(gotObjects, objects);
}

void TestStepExtractor::appNames_data()
{
    QTest::addColumn<QString>("packageName");
    QTest::addColumn<QString>("appVersion");
    QTest::addColumn<QString>("shownText"); // a component of the model's only screen
    QTest::addColumn<QStringList>("names");

    QTest::newRow("package words after the domain")
        << u"com.example.mileage"_qs << QString() << QString() << QStringList { u"example"_qs, u"mileage"_qs };
    QTest::newRow("words every package may hold")
        << u"org.example.android.debug"_qs << QString() << QString() << QStringList { u"example"_qs };
    QTest::newRow("package from the app-version folder")
        << QString() << u"1-org.example.timer-0.15"_qs << QString() << QStringList { u"example"_qs, u"timer"_qs };
    QTest::newRow("label in the crash dialog")
        << u"org.example.atimer"_qs << QString() << u"Unfortunately, A Timer has stopped."_qs
        << QStringList { u"example"_qs, u"atimer"_qs, u"a timer"_qs };
    QTest::newRow("label in a permission prompt")
        << u"org.example.files"_qs << QString()
        << u"Allow Material Files to access photos, media and files on your device?"_qs
        << QStringList { u"example"_qs, u"files"_qs, u"material files"_qs };
    QTest::newRow("nothing known") << QString() << u"demo"_qs << u"Save"_qs << QStringList {};
}

void TestStepExtractor::appNames()
{
    QFETCH(QString, packageName);
    QFETCH(QString, appVersion);
    QFETCH(QString, shownText);
    QFETCH(QStringList, names);
    ExecutionModel model;
    model.packageName = packageName;
    model.appVersion = appVersion;
    Screen screen;
    screen.id = u"s1"_qs;
    GuiComponent text;
    text.className = u"android.widget.TextView"_qs;
    text.text = shownText;
    screen.components.append(text);
    model.screens.append(screen);
    QCOMPARE(ComponentText::appNames(model), names);
}

void TestStepExtractor::modelCanBeApp_data()
{
    QTest::addColumn<QString>("packageName");
    QTest::addColumn<QString>("titleId"); // resource id of a TextView showing "Weight Watch"
    QTest::addColumn<QString>("appName"); // what the report says
    QTest::addColumn<bool>("can");

    QTest::newRow("same letters") << u"com.example.atimetracker"_qs << QString() << u"A Time Tracker"_qs << true;
    QTest::newRow("package word at the start")
        << u"org.gnucash.android"_qs << QString() << u"GnuCash Mobile"_qs << true;
    QTest::newRow("package word within") << u"me.zhanghai.android.files"_qs << QString() << u"Material Files"_qs
                                         << true;
    QTest::newRow("short word within") << u"com.example.io"_qs << QString() << u"Radio"_qs << false;
    QTest::newRow("within the package") << u"cgeo.geocaching"_qs << QString() << u"c:geo"_qs << true;
    QTest::newRow("title bar") << u"de.example.measure"_qs << u"title"_qs << u"WeightWatch"_qs << true;
    QTest::newRow("other text") << u"de.example.measure"_qs << u"fileTitle"_qs << u"WeightWatch"_qs << false;
    QTest::newRow("another app") << u"org.gnucash.android"_qs << u"title"_qs << u"atimetracker"_qs << false;
    QTest::newRow("nothing said") << u"org.gnucash.android"_qs << QString() << u" - "_qs << true;
}

void TestStepExtractor::modelCanBeApp()
{
    QFETCH(QString, packageName);
    QFETCH(QString, titleId);
    QFETCH(QString, appName);
    QFETCH(bool, can);
    ExecutionModel model;
    model.packageName = packageName;
    model.appVersion = u"1-"_qs + packageName + u"-1.0"_qs;
    Screen screen;
    screen.id = u"s1"_qs;
    GuiComponent title;
    title.className = u"android.widget.TextView"_qs;
    title.resourceId = titleId;
    title.text = u"Weight Watch"_qs;
    screen.components.append(title);
    model.screens.append(screen);
    QCOMPARE(ComponentText::modelCanBeApp(model, appName), can);
}

void TestStepExtractor::markAppOpenings_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("action"); // of the only step

    QTest::newRow("the app's name") << u"1. Open Mileage"_qs << u"OpenApp"_qs;
    QTest::newRow("the app's name and words no screen shows") << u"1. Open Mileage Tracker"_qs << u"OpenApp"_qs;
    QTest::newRow("the package word written in words") << u"1. Start Time Keeper"_qs << u"OpenApp"_qs;
    // "Pro" is on a screen, but the crash dialog names the app so.
    QTest::newRow("the label of the crash dialog") << u"1. Open Mileage Pro"_qs << u"OpenApp"_qs;
    // "Android" is on a screen ("Mileage for Android"), but names the platform, not part of the app.
    QTest::newRow("the name and the platform") << u"1. Open Mileage Android"_qs << u"OpenApp"_qs;
    QTest::newRow("the name and a word a screen shows") << u"1. Open Mileage Statistics"_qs << u"Click"_qs;
    QTest::newRow("another name") << u"1. Open Settings"_qs << u"Click"_qs;
    QTest::newRow("a thing in the app named like it") << u"1. Open the mileage"_qs << u"Click"_qs;
    QTest::newRow("not a verb that starts an app") << u"1. Tap Mileage"_qs << u"Click"_qs;
    // The permission prompt names the app "Vinyl Music Player".
    QTest::newRow("the first words of the app's label") << u"1. Start Vinyl"_qs << u"OpenApp"_qs;
    QTest::newRow("the first words, not as a name") << u"1. Start vinyl music"_qs << u"Unknown"_qs;
    QTest::newRow("the first words, too short") << u"1. Start Vin"_qs << u"Unknown"_qs;
    // The title bar shows "FuelPal" (Android's default activity label is the app's).
    QTest::newRow("a name the title bar shows") << u"1. Start FuelPal"_qs << u"OpenApp"_qs;
    QTest::newRow("a word the title bar shows") << u"1. Start Overview"_qs << u"Unknown"_qs;
}

void TestStepExtractor::markAppOpenings()
{
    QFETCH(QString, sentence);
    QFETCH(QString, action);
    const QString report = u"Title\n\n"_qs + sentence + u'\n';
    ExecutionModel model;
    model.packageName = u"com.example.mileage.timekeeper"_qs;
    Screen screen;
    screen.id = u"s1"_qs;
    for (const QString &label : { u"Statistics"_qs, u"Settings"_qs, u"Unfortunately, Mileage Pro has stopped."_qs,
                                  u"About Mileage for Android"_qs,
                                  u"Allow Vinyl Music Player to access photos and media on your device?"_qs }) {
        GuiComponent tab;
        tab.className = u"android.widget.TextView"_qs;
        tab.text = label;
        screen.components.append(tab);
    }
    for (const QString &title : { u"FuelPal"_qs, u"Overview"_qs }) {
        GuiComponent bar;
        bar.className = u"android.widget.TextView"_qs;
        bar.resourceId = u"title"_qs;
        bar.text = title;
        screen.components.append(bar);
    }
    model.screens.append(screen);
    const QList<S2RStep> steps = StepExtractor::markAppOpenings(
        StepExtractor().extract({ sentenceOf(sentence, report.indexOf(sentence)) }, report), model);
    QCOMPARE(steps.size(), 1);
    QCOMPARE(enumName(steps.first().action), action);
}

void TestStepExtractor::appNamedByItsPackageWords()
{
    // "Open Camp Fahrplan" for nerd.tuxmobil.fahrplan.camp, whose screens show "Fahrplan" in addresses; "Open Time
    // Tracker" for …atimetracker.
    const auto opens = [](const QString &package, const QString &sentence) {
        ExecutionModel model;
        model.packageName = package;
        Screen screen;
        screen.id = u"s1"_qs;
        GuiComponent link;
        link.className = u"android.widget.TextView"_qs;
        link.text = u"http://events.example.org/Fahrplan/events/1.html Time"_qs;
        screen.components.append(link);
        model.screens.append(screen);
        const QString report = u"Title\n\n"_qs + sentence + u'\n';
        const QList<S2RStep> steps = StepExtractor::markAppOpenings(
            StepExtractor().extract({ sentenceOf(sentence, report.indexOf(sentence)) }, report), model);
        return steps.size() == 1 && steps.first().action == ActionType::OpenApp;
    };
    QVERIFY(opens(u"nerd.tuxmobil.fahrplan.camp"_qs, u"1. Open Camp Fahrplan"_qs));
    QVERIFY(opens(u"com.markuspage.android.atimetracker"_qs, u"1. Open Time Tracker"_qs));
    QVERIFY(!opens(u"com.markuspage.android.atimetracker"_qs, u"1. Open Time"_qs));
}

void TestStepExtractor::openingWhatWasInstalled()
{
    // "Install GnuCash and open it": what was just installed is the app (installing is no step); so is the app the
    // step before names. Something tapped is what "it" names then; something closed is no app.
    const QString report = u"Title\n\nInstall GnuCash and open it.\nTap the note and open it.\nKill the app and reopen "
                           u"it.\nClose the dialog and reopen it.\n"_qs;
    QStringList got;
    for (const S2RStep &s : StepExtractor().extract(splitReport(report).mid(1), report))
        got.append(s.bracketForm() + u' ' + enumName(s.action));
    QCOMPARE(got,
             (QStringList { u"[open] [it] OpenApp"_qs, u"[tap] [the note] Click"_qs, u"[open] [the note] Click"_qs,
                            u"[kill] [the app] Unknown"_qs, u"[reopen] [it] OpenApp"_qs,
                            u"[close] [the dialog] Unknown"_qs, u"[reopen] [it] Unknown"_qs }));
}

void TestStepExtractor::readingOrder()
{
    const QString report = u"Title\n\nI opened the menu and tapped Export.\nThen select CSV and press Share.\n"_qs;
    const QList<S2RStep> steps = StepExtractor().extract(splitReport(report).mid(1), report);
    QStringList verbs;
    qsizetype last = -1;
    for (const S2RStep &s : steps) {
        verbs.append(s.verb);
        QVERIFY(s.offset > last);
        last = s.offset;
    }
    QCOMPARE(verbs, (QStringList { u"opened"_qs, u"tapped"_qs, u"select"_qs, u"press"_qs }));
}

void TestStepExtractor::actionFor_data()
{
    QTest::addColumn<QString>("verb");
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("action");
    QTest::newRow("tap") << u"tapped"_qs << u"the button"_qs << u"Click"_qs;
    QTest::newRow("choose") << u"choose"_qs << u"an item"_qs << u"Click"_qs;
    QTest::newRow("tick") << u"tick"_qs << u"the box"_qs << u"Click"_qs;
    QTest::newRow("hold") << u"hold"_qs << u"the icon"_qs << u"LongClick"_qs;
    QTest::newRow("write") << u"write"_qs << u"a title"_qs << u"Type"_qs;
    QTest::newRow("enter a mode is a click") << u"enter"_qs << u"edit mode"_qs << u"Click"_qs;
    QTest::newRow("swipe up") << u"swipe up"_qs << QString() << u"SwipeUp"_qs;
    QTest::newRow("scroll") << u"scroll"_qs << u"the list"_qs << u"Swipe"_qs;
    QTest::newRow("start the app") << u"start"_qs << u"the application"_qs << u"OpenApp"_qs;
    QTest::newRow("start a game") << u"start"_qs << u"a game"_qs << u"Unknown"_qs;
    QTest::newRow("rotate") << u"rotate"_qs << u"the device"_qs << u"Rotate"_qs;
    QTest::newRow("turn the phone") << u"turn"_qs << u"the phone"_qs << u"Rotate"_qs;
    QTest::newRow("turn off the screen is not a rotation") << u"turn off"_qs << u"the screen"_qs << u"Click"_qs;
    QTest::newRow("go to portrait mode") << u"go to"_qs << u"portrait mode"_qs << u"Rotate"_qs;
    QTest::newRow("switch an option is not a rotation") << u"switch"_qs << u"the dark mode"_qs << u"Click"_qs;
    QTest::newRow("unknown") << u"create"_qs << u"a note"_qs << u"Unknown"_qs;
}

void TestStepExtractor::actionFor()
{
    QFETCH(QString, verb);
    QFETCH(QString, object);
    QFETCH(QString, action);
    QCOMPARE(enumName(StepExtractor::actionFor(verb, object)), action);
}

void TestStepExtractor::linkParser()
{
    LinkParser &parser = LinkParser::instance();
    QVERIFY2(parser.isValid(), qPrintable(parser.errorString()));
    const ParseResult past = parser.parse(u"I opened the drawer"_qs);
    QVERIFY(past.complete);
    QCOMPARE(past.verbs.size(), 1);
    QCOMPARE(past.verbs.at(0).verb, u"opened"_qs);
    QCOMPARE(past.verbs.at(0).subject, u"i"_qs);
    QCOMPARE(past.verbs.at(0).object, u"the drawer"_qs);
    QVERIFY(past.verbs.at(0).past);
    QVERIFY(!past.verbs.at(0).imperative);

    const ParseResult imperative = parser.parse(u"click on the whiteboard icon"_qs);
    QVERIFY(imperative.parsed);
    QCOMPARE(imperative.verbs.size(), 1);
    QVERIFY(imperative.verbs.at(0).imperative);
    QCOMPARE(imperative.verbs.at(0).preposition, u"on"_qs);
    QCOMPARE(imperative.verbs.at(0).prepObject, u"the whiteboard icon"_qs);

    // Too long to parse: no result, callers fall back to rules.
    QString longText;
    for (int i = 0; i < 40; ++i)
        longText += u"tap the button and "_qs;
    QVERIFY(!parser.parse(longText).parsed);
}

QTEST_GUILESS_MAIN(TestStepExtractor)
#include "tst_stepextractor.moc"
