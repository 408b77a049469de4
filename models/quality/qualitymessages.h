// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * What QualityAssessor::assessSteps() found for one step (AstroBR §III-D3): the facts a StepAssessment's message
 * states. The search fills them; QualityMessages::message() words them. Interactions come described as a step
 * (ComponentText::describe(), `Click the "Next" button`), words as the reporter wrote them, screens by the title a
 * reporter sees (ComponentText::screenTitle(); empty when there is none to name).
 */
struct StepFindings {
    /*! How far the search got with the step; selects the fields below that apply. */
    enum class Outcome {
        NoStartState, ///< the model has no Start state, so nothing was checked
        Unchecked, ///< the search stopped before this step (canceled, or the expansion limit)
        Rotation, ///< a device rotation: models record none, no check was made
        Unmapped, ///< VM: no interaction on the path matches
        Mapped, ///< CS or AS: mapped to an interaction
    };
    /*! How a mapped step reads (Outcome::Mapped). */
    enum class Reading {
        Matches, ///< CS: one component matches its words
        Inferred, ///< CS: a component showing no words that the way to the next step takes
        Pages, ///< AS: the pages of one screen the way to the next step takes ("go through the wizard")
        Components, ///< AS: several components on its screen match equally well
        Form, ///< AS: it creates something, and its interaction opens a form asking for it (§VI-A)
    };
    /*! Another component elsewhere that the step describes as well as the chosen one. */
    struct Rival {
        QString interaction; ///< described
        QString screenTitle; ///< of its screen, may be empty
    };

    Outcome outcome = Outcome::Unmapped;
    QString step; ///< the step as written (its text, else its bracket form)

    // Outcome::NoStartState
    QString appVersion; ///< of the model; empty when unknown

    // Outcome::Unchecked
    bool canceled = false; ///< the assessment was canceled; else the search limit was reached

    // Outcome::Unmapped (VM)
    QStringList untouchedWords; ///< content words of the step's objects no recorded interaction's component holds
    QStringList unshownWords; ///< those of untouchedWords no screen shows either
    bool longPressUnrecorded = false; ///< the step is a long press, and the model records none at all
    bool firstStep = false; ///< it is the report's first step: the search looked from the app's start
    QStringList passedThrough; ///< the interactions the path takes across it, each once, in order
    int passedThroughCount = 0; ///< how many interactions that is, each repeat counted
    /*! The nearest screen where the step's words match, reachable from where the steps before it leave the app
     *  but too far for the alignment (AstroBR §III-D2: AlignmentCosts); empty when none is reachable. */
    QString fartherScreen;
    int fartherDistance = 0; ///< interactions on the shortest path to fartherScreen

    // Outcome::Mapped
    Reading reading = Reading::Matches;
    QString interaction; ///< the interaction it maps to
    QString screenTitle; ///< of that interaction's screen
    QStringList components; ///< Reading::Components: each component it could mean, the chosen one first
    QStringList formFields; ///< Reading::Form: the typing into the form's fields it also stands for
    bool valueGiven = false; ///< Reading::Form: the step already says what to enter
    QList<Rival> rivals; ///< Reading::Matches: components elsewhere it could also mean
    bool fewWordsMatch = false; ///< Reading::Matches without rivals: the mapping rests on few of its words
    QString firstPart; ///< the other part of a two-part step ("Change X to Y") that the path takes right before it
    QString secondPart; ///< the other part of a two-part step that the path takes right after it
    int swipesBefore = 0; ///< the same swipes the path takes right before it, which the step stands for too
    QStringList pagesBefore; ///< the pages of a sequence it names ("finish the intro") the path takes before its own
                             ///< interaction, which the step stands for too: each interaction once
    int pageCount = 0; ///< how many interactions those pages take, each repeat counted
    int swipesAfter = 0; ///< the same swipes the path repeats right after it, which the step stands for too
    int repeats = 0; ///< how many times a step read as CS says it is done ("Tap Next twice"), each an interaction; 0
                     ///< when once
    QStringList unsuggested; ///< interactions before it that no step describes, not suggested as missing: the
                             ///< mapping is unsure, or the report is told step by step
    bool unsuggestedAsToldStepByStep = false; ///< unsuggested only because the report is told step by step

    // Outcome::Mapped and Outcome::Unmapped
    QStringList missing; ///< the interactions missing before it (MS), in order
};

/*!
 * The reporter-facing message of a step's assessment (StepAssessment::message), in the installed UI language:
 * why the step is CS, AS or VM, what is missing before it (MS), and how sure the mapping is. Wording only: which
 * facts hold is the search's business (QualityAssessor). Plural forms ("1 step seems") need the English translation
 * installed, as stepwise-cli and the GUI do; without a translator the source's "step(s)" stays.
 */
class QualityMessages
{
    Q_DECLARE_TR_FUNCTIONS(StepWise::QualityMessages)

public:
    /*! The message stating \a findings; sentences joined by joinSentences(). Never empty. */
    static QString message(const StepFindings &findings);

private:
    static QString unmapped(const StepFindings &f, const QString &step);
    static QString mapped(const StepFindings &f, const QString &step);
    static QString twoParts(const QString &step, const QString &first, const QString &second);
    static QString swipes(const QString &step, int count);
    static QString onScreen(const QString &interaction, const QString &screenTitle);
    static QString listSeparator();
    static QString stepListSeparator();
    static QString quoted(const QString &word);
};

} // namespace StepWise
