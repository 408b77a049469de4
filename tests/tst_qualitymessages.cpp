// SPDX-License-Identifier: GPL-3.0-or-later
// QualityMessages words the facts the assessment found for a step: facts in, text out, with the English plural
// forms ("1 step seems", "2 steps seem") and the German and Chinese translations the GUI installs.
#include "language.h"
#include "quality/qualitymessages.h"

#include <QStandardPaths>
#include <QTest>

using namespace StepWise;

Q_DECLARE_METATYPE(StepFindings)

namespace {

StepFindings mapped(const QString &step, const QString &interaction, const QString &screenTitle = {})
{
    StepFindings f;
    f.outcome = StepFindings::Outcome::Mapped;
    f.step = step;
    f.interaction = interaction;
    f.screenTitle = screenTitle;
    return f;
}

StepFindings unmapped(const QString &step)
{
    StepFindings f;
    f.outcome = StepFindings::Outcome::Unmapped;
    f.step = step;
    return f;
}

const QString SaveButton = uR"(Click the "Save" button)"_qs;

} // namespace

class TestQualityMessages : public QObject
{
    Q_OBJECT

    static void install(const QString &code)
    {
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        install(u"en"_qs);
    }

    void cleanup() { install(u"en"_qs); }

    void english_data()
    {
        QTest::addColumn<StepFindings>("findings");
        QTest::addColumn<QString>("expected");

        QTest::newRow("matches on a screen")
            << mapped(u"Tap Save"_qs, SaveButton, u"Accounts"_qs)
            << uR"("Tap Save" matches: Click the "Save" button on the Accounts screen.)"_qs;
        QTest::newRow("open app, no screen")
            << mapped(u"Open the app"_qs, u"Open the app"_qs) << uR"("Open the app" matches: Open the app.)"_qs;
        QTest::newRow("screen named once")
            << mapped(u"Tap the first row"_qs, u"Click the item near the top of the Mileage screen"_qs, u"Mileage"_qs)
            << uR"("Tap the first row" matches: Click the item near the top of the Mileage screen.)"_qs;
        // The step's own quotes become the inner ones.
        QTest::newRow("nested quotes") << mapped(uR"(Tap "Save")"_qs, SaveButton)
                                       << u"\"Tap \u2018Save\u2019\" matches: Click the \"Save\" button."_qs;
        // A step wrapped over two lines is quoted on one.
        QTest::newRow("wrapped step") << mapped(u"Tap the Save\n   button"_qs, SaveButton)
                                      << uR"("Tap the Save button" matches: Click the "Save" button.)"_qs;

        StepFindings one = mapped(u"Tap Save"_qs, SaveButton, u"Accounts"_qs);
        one.missing = { u"Open the app"_qs };
        QTest::newRow("1 missing step")
            << one
            << uR"("Tap Save" matches: Click the "Save" button on the Accounts screen. 1 step seems to be missing before it: Open the app.)"_qs;
        StepFindings two = one;
        two.missing.append(uR"(Click the "Next" button)"_qs);
        QTest::newRow("2 missing steps")
            << two
            << uR"("Tap Save" matches: Click the "Save" button on the Accounts screen. 2 steps seem to be missing before it: Open the app; Click the "Next" button.)"_qs;

        StepFindings rivals = mapped(u"Tap Save"_qs, SaveButton, u"Accounts"_qs);
        rivals.rivals = { { uR"(Click the "Save" text)"_qs, u"Settings"_qs },
                          { u"Click the item near the top of the Mileage screen"_qs, u"Mileage"_qs } };
        QTest::newRow("rivals")
            << rivals
            << uR"("Tap Save" matches: Click the "Save" button on the Accounts screen. Not sure: it could also be Click the "Save" text on the Settings screen; Click the item near the top of the Mileage screen.)"_qs;

        StepFindings unsure = mapped(u"Tap Save"_qs, SaveButton);
        unsure.fewWordsMatch = true;
        unsure.unsuggested = { uR"(Click the "OK" button)"_qs };
        QTest::newRow("few words, 1 unsuggested")
            << unsure
            << uR"("Tap Save" matches: Click the "Save" button. Not sure: few of its words match. If this mapping is right, the app first takes 1 interaction that no step describes: Click the "OK" button. It is not suggested as a missing step, as the mapping is uncertain.)"_qs;

        StepFindings inferred = mapped(u"Tap the lock"_qs, u"Click the image button"_qs, u"Main"_qs);
        inferred.reading = StepFindings::Reading::Inferred;
        inferred.unsuggested = { u"A"_qs, u"B"_qs };
        QTest::newRow("inferred, 2 unsuggested")
            << inferred
            << uR"("Tap the lock" is probably: Click the image button on the Main screen. The way to the next step takes it, and it shows no words to compare. If this mapping is right, the app first takes 2 interactions that no step describes: A; B. They are not suggested as missing steps, as the mapping is uncertain.)"_qs;

        StepFindings components = mapped(u"Tap Add"_qs, uR"(Click the "Add" button)"_qs, u"Accounts"_qs);
        components.reading = StepFindings::Reading::Components;
        components.components = { uR"("Add" button)"_qs, uR"("Add" text)"_qs };
        QTest::newRow("components on a screen")
            << components
            << uR"("Tap Add" could mean 2 components on the Accounts screen: "Add" button, "Add" text. Say which one.)"_qs;
        components.screenTitle.clear();
        QTest::newRow("components")
            << components << uR"("Tap Add" could mean 2 components: "Add" button, "Add" text. Say which one.)"_qs;

        StepFindings form = mapped(u"Add a split"_qs, uR"(Click the "Add split" button)"_qs, u"Transactions"_qs);
        form.reading = StepFindings::Reading::Form;
        form.formFields = { uR"(Type in the "amount" field)"_qs, uR"(Type in the "memo" field)"_qs };
        QTest::newRow("form, no value")
            << form
            << uR"("Add a split" takes several interactions: Click the "Add split" button, then Type in the "amount" field; Type in the "memo" field. Say what to enter.)"_qs;
        form.valueGiven = true;
        QTest::newRow("form, value given")
            << form
            << uR"("Add a split" takes several interactions: Click the "Add split" button, then Type in the "amount" field; Type in the "memo" field.)"_qs;

        StepFindings firstPart = mapped(u"Change Forever to Events"_qs, uR"(Click the "Events" item)"_qs);
        firstPart.firstPart = uR"(Click the "Forever" item)"_qs;
        QTest::newRow("first part")
            << firstPart
            << uR"("Change Forever to Events" takes two interactions in this app: Click the "Forever" item, then Click the "Events" item. "Change Forever to Events" matches: Click the "Events" item.)"_qs;

        // The swipes the path repeats after a step come first, then its second part.
        StepFindings after = mapped(u"Swipe to Events"_qs, u"Swipe left"_qs);
        after.secondPart = uR"(Click the "Events" item)"_qs;
        after.swipesAfter = 1;
        after.missing = { u"Open the app"_qs };
        QTest::newRow("swipes after, second part")
            << after
            << uR"("Swipe to Events" takes 2 swipes in this app. "Swipe to Events" takes two interactions in this app: Swipe left, then Click the "Events" item. "Swipe to Events" matches: Swipe left. 1 step seems to be missing before it: Open the app.)"_qs;
        // A counted step comes after its first part and before the swipes it takes.
        StepFindings counted = mapped(u"Tap Next twice"_qs, uR"(Click the "Next" button)"_qs, u"Intro"_qs);
        counted.repeats = 2;
        counted.firstPart = uR"(Click the "Skip" button)"_qs;
        counted.swipesBefore = 1;
        QTest::newRow("counted step")
            << counted
            << uR"("Tap Next twice" takes two interactions in this app: Click the "Skip" button, then Click the "Next" button. "Tap Next twice" is done 2 times, one interaction each. "Tap Next twice" takes 2 swipes in this app. "Tap Next twice" matches: Click the "Next" button on the Intro screen.)"_qs;
        StepFindings before = mapped(u"Swipe through the tutorial"_qs, u"Swipe left"_qs, u"Intro"_qs);
        before.swipesBefore = 2;
        QTest::newRow("swipes before")
            << before
            << uR"("Swipe through the tutorial" takes 3 swipes in this app. "Swipe through the tutorial" matches: Swipe left on the Intro screen.)"_qs;

        StepFindings unshown = unmapped(u"Hover over Zap"_qs);
        unshown.untouchedWords = { u"Hover"_qs, u"Zap"_qs, u"Units"_qs };
        unshown.unshownWords = { u"Hover"_qs, u"Zap"_qs };
        unshown.longPressUnrecorded = true;
        QTest::newRow("words not shown")
            << unshown
            << uR"(No interaction of the app matches "Hover over Zap": no screen shows "Hover", "Zap". Use the words the app shows on its buttons and menus.)"_qs;
        StepFindings longPress = unmapped(u"Long press Save"_qs);
        longPress.longPressUnrecorded = true;
        longPress.untouchedWords = { u"Units"_qs };
        QTest::newRow("no long press")
            << longPress
            << uR"(No interaction of the app matches "Long press Save": the app's execution model records no long press. If a tap does the same, write "Tap"; otherwise the model does not cover this step.)"_qs;
        StepFindings untouched = unmapped(u"Tap Units"_qs);
        untouched.untouchedWords = { u"Units"_qs };
        QTest::newRow("words not touched")
            << untouched
            << uR"(No recorded interaction matches "Tap Units". The app shows "Units", but no recorded interaction touches it: it may label a control that was recorded under other words, or the execution model does not cover this step.)"_qs;
        StepFindings first = unmapped(u"Tap Save"_qs);
        first.firstStep = true;
        first.missing = { u"Open the app"_qs };
        first.passedThrough = { uR"(Click the "Next" button)"_qs };
        first.passedThroughCount = 3;
        QTest::newRow("first step, 3 passed through")
            << first
            << uR"(No interaction matches "Tap Save" as the first step. The app shows these words, but no interaction reachable from the app's start matches them: does the step name another component, or are the steps out of order? 1 step seems to be missing before it: Open the app. Between the steps around it the app takes 3 interactions; it may mean one of them: Click the "Next" button.)"_qs;
        StepFindings later = unmapped(u"Tap Save"_qs);
        later.passedThrough = { uR"(Click the "Next" button)"_qs };
        later.passedThroughCount = 1;
        QTest::newRow("later step, 1 passed through")
            << later
            << uR"(No interaction matches "Tap Save" after the previous steps. The app shows these words, but not on a screen reachable from there: is a step missing, or are the steps out of order? Between the steps around it the app takes 1 interaction, which it may mean: Click the "Next" button.)"_qs;

        StepFindings farther = unmapped(u"Go to Settings"_qs);
        farther.fartherScreen = u"Accounts"_qs;
        farther.fartherDistance = 7;
        QTest::newRow("words on a screen too far")
            << farther
            << uR"(No interaction near the previous steps matches "Go to Settings". The app shows these words on the Accounts screen, 7 interactions away: are steps missing before it, or does it name another component?)"_qs;

        StepFindings unchecked;
        unchecked.outcome = StepFindings::Outcome::Unchecked;
        unchecked.step = u"Tap Save"_qs;
        QTest::newRow("search limit") << unchecked << u"Not checked: the search limit was reached before this step."_qs;
        unchecked.canceled = true;
        QTest::newRow("canceled") << unchecked << u"Not checked: the assessment was canceled before this step."_qs;
        StepFindings rotation;
        rotation.outcome = StepFindings::Outcome::Rotation;
        rotation.step = u"Rotate the phone"_qs;
        QTest::newRow("rotation")
            << rotation
            << uR"("Rotate the phone" rotates the device: execution models record no rotations, so this step cannot be checked. Keep it as written.)"_qs;
        StepFindings noStart;
        noStart.outcome = StepFindings::Outcome::NoStartState;
        noStart.step = u"Tap Save"_qs;
        QTest::newRow("no Start state, unknown app")
            << noStart
            << u"The execution model of this app has no Start state, so no step can be checked against it."_qs;
        noStart.appVersion = u"demo-1.0"_qs;
        QTest::newRow("no Start state")
            << noStart
            << u"The execution model of demo-1.0 has no Start state, so no step can be checked against it."_qs;
    }

    void english()
    {
        QFETCH(StepFindings, findings);
        QFETCH(QString, expected);
        QCOMPARE(QualityMessages::message(findings), expected);
    }

    void translated_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<StepFindings>("findings");
        QTest::addColumn<QString>("expected");

        StepFindings matches = mapped(u"Tap Save"_qs, SaveButton, u"Accounts"_qs);
        matches.missing = { u"A"_qs, u"B"_qs };
        QTest::newRow("de matches, 2 missing")
            << u"de"_qs << matches
            << u"\u201eTap Save\u201c passt: Click the \"Save\" button auf dem Bildschirm Accounts. Davor scheinen 2 Schritte zu fehlen: A; B."_qs;
        QTest::newRow("zh_CN matches, 2 missing")
            << u"zh_CN"_qs << matches
            << u"\u201cTap Save\u201d\u5339\u914d\uff1aAccounts \u754c\u9762 \u4e0a\u7684 Click the \"Save\" "
               u"button\u3002"
               u"\u5728\u6b64\u4e4b\u524d\u4f3c\u4e4e\u7f3a\u5c11 2 \u4e2a\u6b65\u9aa4\uff1aA\uff1bB\u3002"_qs;
        StepFindings one = matches;
        one.missing = { u"A"_qs };
        QTest::newRow("de matches, 1 missing")
            << u"de"_qs << one
            << u"\u201eTap Save\u201c passt: Click the \"Save\" button auf dem Bildschirm Accounts. Davor scheint 1 Schritt zu fehlen: A."_qs;

        StepFindings unshown = unmapped(u"Hover over Zap"_qs);
        unshown.untouchedWords = unshown.unshownWords = { u"Hover"_qs, u"Zap"_qs };
        QTest::newRow("de words not shown")
            << u"de"_qs << unshown
            << u"Keine Interaktion der App passt zu \u201eHover over Zap\u201c: Kein Bildschirm zeigt "
               u"\u201eHover\u201c, \u201eZap\u201c. "
               u"Verwenden Sie die W\u00f6rter, die die App auf ihren Schaltfl\u00e4chen und Men\u00fcs zeigt."_qs;
        QTest::newRow("zh_CN words not shown")
            << u"zh_CN"_qs << unshown
            << u"\u5e94\u7528\u4e2d\u6ca1\u6709\u4e0e\u201cHover over "
               u"Zap\u201d\u5339\u914d\u7684\u4ea4\u4e92\uff1a\u6ca1\u6709\u754c\u9762"
               u"\u663e\u793a\u201cHover\u201d\u3001\u201cZap\u201d\u3002\u8bf7\u4f7f\u7528\u5e94\u7528\u5728\u6309"
               u"\u94ae\u548c\u83dc\u5355"
               u"\u4e0a\u663e\u793a\u7684\u8bcd\u8bed\u3002"_qs;
    }

    void translated()
    {
        QFETCH(QString, lang);
        QFETCH(StepFindings, findings);
        QFETCH(QString, expected);
        install(lang);
        QCOMPARE(QualityMessages::message(findings), expected);
    }
};

QTEST_GUILESS_MAIN(TestQualityMessages)
#include "tst_qualitymessages.moc"
