// SPDX-License-Identifier: GPL-3.0-or-later
#include "qualitymessages.h"

#include "common/quoting.h"

namespace StepWise {

QString QualityMessages::message(const StepFindings &f)
{
    // The step goes in quotes: its own quotes become the inner ones ("Tap ‘EXPORT’" matches).
    // A step wrapped over two lines is quoted on one: the line break is the reporter's layout.
    const QString step = nestedQuotes(oneLine(f.step));
    switch (f.outcome) {
    case StepFindings::Outcome::NoStartState:
        return tr("The execution model of %1 has no Start state, so no step can be checked against it.")
            .arg(f.appVersion.isEmpty() ? tr("this app") : f.appVersion);
    case StepFindings::Outcome::Unchecked:
        // Never tried: a VM here would blame the reporter for where the search stopped.
        return f.canceled ? tr("Not checked: the assessment was canceled before this step.")
                          : tr("Not checked: the search limit was reached before this step.");
    case StepFindings::Outcome::Rotation:
        return tr("\"%1\" rotates the device: execution models record no rotations, so this step "
                  "cannot be checked. Keep it as written.")
            .arg(step);
    case StepFindings::Outcome::Unmapped:
        return unmapped(f, step);
    case StepFindings::Outcome::Mapped:
        return mapped(f, step);
    }
    return {};
}

QString QualityMessages::unmapped(const StepFindings &f, const QString &step)
{
    QString text;
    if (!f.unshownWords.isEmpty()) {
        QStringList words;
        for (const QString &w : f.unshownWords)
            words.append(quoted(w));
        text = tr("No interaction of the app matches \"%1\": no screen shows %2. Use the words the app "
                  "shows on its buttons and menus.")
                   .arg(step, words.join(listSeparator()));
    } else if (f.longPressUnrecorded) {
        // The words are the app's, the action is not: a click on the same component is another
        // interaction (StepMatcher), so the reporter learns that no long press was recorded at all.
        text = tr("No interaction of the app matches \"%1\": the app's execution model records no long "
                  "press. If a tap does the same, write \"Tap\"; otherwise the model does not cover "
                  "this step.")
                   .arg(step);
    } else if (!f.untouchedWords.isEmpty()) {
        // A title or label ("Units" above a preference's value): the words are right, the recorded
        // interaction touched another component of the same control, or none was recorded there.
        QStringList words;
        for (const QString &w : f.untouchedWords)
            words.append(quoted(w));
        text = tr("No recorded interaction matches \"%1\". The app shows %2, but no recorded interaction "
                  "touches it: it may label a control that was recorded under other words, or the "
                  "execution model does not cover this step.")
                   .arg(step, words.join(listSeparator()));
    } else if (!f.fartherScreen.isEmpty()) {
        // The words match on a reachable screen, but the way there is long: missing steps, or another component.
        text = tr("No interaction near the previous steps matches \"%1\". The app shows these words on the %2 "
                  "screen, %n interaction(s) away: are steps missing before it, or does it name another component?",
                  nullptr, f.fartherDistance)
                   .arg(step, f.fartherScreen);
    } else if (f.firstStep) {
        // Nothing comes before the first step: the search looked from the app's start on.
        text = tr("No interaction matches \"%1\" as the first step. The app shows these words, but no "
                  "interaction reachable from the app's start matches them: does the step name another "
                  "component, or are the steps out of order?")
                   .arg(step);
    } else {
        text = tr("No interaction matches \"%1\" after the previous steps. The app shows these words, "
                  "but not on a screen reachable from there: is a step missing, or are the steps out of "
                  "order?")
                   .arg(step);
    }
    if (!f.missing.isEmpty())
        text = joinSentences(text,
                             tr("%n step(s) seem to be missing before it: %1.", nullptr, int(f.missing.size()))
                                 .arg(f.missing.join(stepListSeparator())));
    // Which of the interactions the path takes here the step stands for cannot be told: it names them, for the
    // reporter to check its words against.
    if (!f.passedThrough.isEmpty())
        text = joinSentences(
            text,
            tr("Between the steps around it the app takes %n interaction(s), one of which it may mean: %1.", nullptr,
               f.passedThroughCount)
                .arg(f.passedThrough.join(stepListSeparator())));
    return text;
}

QString QualityMessages::mapped(const StepFindings &f, const QString &step)
{
    // Messages name a screen as the reporter sees it ("the Accounts screen"). A component named by its place
    // already names the screen ("the item near the top of the Mileage screen").
    const bool describedOnScreen
        = !f.screenTitle.isEmpty() && f.interaction.contains(u"the " + f.screenTitle + u" screen");
    const QString screenName = f.screenTitle.isEmpty() || describedOnScreen
        ? QString()
        //: how a step message names a screen of the app; %1 its title from the app's activity, e.g. Accounts
        : tr("the %1 screen").arg(f.screenTitle);
    QString text;
    switch (f.reading) {
    case StepFindings::Reading::Form:
        // "Add a fillup with odometer 1000" already says what to enter: asking for it again would be wrong.
        text = f.valueGiven ? tr("\"%1\" takes several interactions: %2, then %3.")
                                  .arg(step, f.interaction, f.formFields.join(stepListSeparator()))
                            : tr("\"%1\" takes several interactions: %2, then %3. Say what to enter.")
                                  .arg(step, f.interaction, f.formFields.join(stepListSeparator()));
        break;
    case StepFindings::Reading::Components:
        text = screenName.isEmpty()
            ? tr("\"%1\" could mean %n components: %2. Say which one.", nullptr, int(f.components.size()))
                  .arg(step, f.components.join(listSeparator()))
            : tr("\"%1\" could mean %n components on %2: %3. Say which one.", nullptr, int(f.components.size()))
                  .arg(step, screenName, f.components.join(listSeparator()));
        break;
    case StepFindings::Reading::Inferred:
        text = screenName.isEmpty()
            ? tr("\"%1\" is probably: %2. The way to the next step takes it, and it shows no words to compare.")
                  .arg(step, f.interaction)
            : tr("\"%1\" is probably: %2 on %3. The way to the next step takes it, and it shows no words to "
                 "compare.")
                  .arg(step, f.interaction, screenName);
        break;
    case StepFindings::Reading::Pages:
        text = screenName.isEmpty()
            ? tr("\"%1\" is probably the pages the way to the next step takes, ending with: %2.")
                  .arg(step, f.interaction)
            : tr("\"%1\" is probably the pages the way to the next step takes on %2, ending with: %3.")
                  .arg(step, screenName, f.interaction);
        break;
    case StepFindings::Reading::Matches:
        // Opening the app happens before any screen: "on Start state" would name a pseudo-state.
        text = screenName.isEmpty() ? tr("\"%1\" matches: %2.").arg(step, f.interaction)
                                    : tr("\"%1\" matches: %2 on %3.").arg(step, f.interaction, screenName);
        if (!f.rivals.isEmpty()) {
            QStringList rivals;
            for (const StepFindings::Rival &r : f.rivals)
                rivals.append(onScreen(r.interaction, r.screenTitle));
            text = joinSentences(text, tr("Not sure: it could also be %1.").arg(rivals.join(stepListSeparator())));
        } else if (f.fewWordsMatch) {
            text = joinSentences(text, tr("Not sure: few of its words match."));
        }
        break;
    }
    // What the step stands for besides its own interaction comes first, the first part before the second.
    if (f.swipesBefore > 0)
        text = joinSentences(swipes(step, f.swipesBefore + 1), text);
    if (!f.pagesBefore.isEmpty())
        text = joinSentences(tr("\"%1\" goes through %n page(s) before its last one: %2.", nullptr, f.pageCount)
                                 .arg(step, f.pagesBefore.join(stepListSeparator())),
                             text);
    if (f.repeats > 1)
        text
            = joinSentences(tr("\"%1\" is done %n time(s), one interaction each.", nullptr, f.repeats).arg(step), text);
    if (!f.firstPart.isEmpty())
        text = joinSentences(twoParts(step, f.firstPart, f.interaction), text);
    if (!f.secondPart.isEmpty())
        text = joinSentences(twoParts(step, f.interaction, f.secondPart), text);
    if (f.swipesAfter > 0)
        text = joinSentences(swipes(step, f.swipesAfter + 1), text);
    if (!f.unsuggested.isEmpty()) {
        const int n = int(f.unsuggested.size());
        const QString why = f.unsuggestedAsToldStepByStep
            ? tr("If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are "
                 "not suggested as missing steps, as the report tells its steps one by one: is this the component you "
                 "meant?",
                 nullptr, n)
            : tr("If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are "
                 "not suggested as missing steps, as the mapping is uncertain.",
                 nullptr, n);
        text = joinSentences(text, why.arg(f.unsuggested.join(stepListSeparator())));
    }
    if (!f.missing.isEmpty())
        text = joinSentences(text,
                             tr("%n step(s) seem to be missing before it: %1.", nullptr, int(f.missing.size()))
                                 .arg(f.missing.join(stepListSeparator())));
    return text;
}

QString QualityMessages::twoParts(const QString &step, const QString &first, const QString &second)
{
    return tr("\"%1\" takes two interactions in this app: %2, then %3.").arg(step, first, second);
}

QString QualityMessages::swipes(const QString &step, int count)
{
    return tr("\"%1\" takes %n swipe(s) in this app.", nullptr, count).arg(step);
}

/*! \a interaction and the screen it is on, unless its description names that screen already. */
QString QualityMessages::onScreen(const QString &interaction, const QString &screenTitle)
{
    if (screenTitle.isEmpty() || interaction.contains(u"the " + screenTitle + u" screen"))
        return interaction;
    return tr("%1 on the %2 screen").arg(interaction, screenTitle);
}

/*! Separators of the UI language between listed words (", ") and listed steps ("; "): Chinese 、 and ；. */
QString QualityMessages::listSeparator()
{
    //: between words or components listed in a step message ("Save", "Cancel")
    return tr(", ");
}

QString QualityMessages::stepListSeparator()
{
    //: between steps listed in a step message (they may hold commas themselves)
    return tr("; ");
}

/*! A word of the step in the UI language's quotes ("hover", „hover“), as the messages name what the app does not show.
 */
QString QualityMessages::quoted(const QString &word)
{
    //: %1 a word of the step (the report's language), named in a message about the words the app shows
    return tr("\"%1\"").arg(word);
}

} // namespace StepWise
