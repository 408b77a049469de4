// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace StepWise::GuiVocabulary {

/*!
 * \a phrase (an object of a step, as written) with the descriptions reporters give of common icons written as one
 * word each, so that iconAlternatives() can name them: "the three dots" → "the kebab", "⋮" → "kebab", "the +
 * button" → "the plus button", "the trash can" → "the trash", "the back arrow" → "the arrow". Quoted text is left
 * as it is: it is a label the reporter read. Matching is case-insensitive; the rest of the phrase is unchanged.
 */
QString iconWords(const QString &phrase);

/*!
 * The words that apps use in labels, descriptions and ids for the icon that reporters call \a word (lower case,
 * after iconWords()): "kebab" (overflow) → more, options, menu, overflow; "plus" → add, new, create, fab; "trash" →
 * delete, remove; "pencil" → edit; "gear" → settings, preferences; "magnifier" → search; "arrow" → navigate, up, back;
 * "hamburger" → navigation, drawer, menu. Empty for any other word. General GUI vocabulary (Material icon names
 * and Android's default descriptions), not one app's.
 */
const QStringList &iconAlternatives(const QString &word);

/*!
 * Words that GUIs use for the same function where WordNet does not tie them (lower case, stems of both sides
 * compared by the caller): "settings" ~ "preferences" (Android's and the desktop's name of one screen), "delete" ~
 * "erase" ~ "remove". Empty for any other word. StepMatcher scores such a pair as the same word.
 */
const QStringList &functionSynonyms(const QString &word);

/*!
 * The labels of the dialog buttons that a step whose verb lemma is \a verbLemma answers with: "allow", "grant",
 * "accept" → allow, ok, yes, accept, agree, continue, grant; "deny", "decline", "refuse", "reject" → deny, no,
 * decline, cancel, reject, refuse; "confirm" → ok, yes, confirm, continue; "dismiss" → ok, close, dismiss, cancel,
 * got, it; "skip" → skip; "finish" → finish, done. Empty for other verbs. "Grant camera permission" names the
 * "ALLOW" button of the permission dialog by what it does.
 */
const QStringList &answerLabels(const QString &verbLemma);

/*
 * The engine's word lists of GUIs and of interacting with them, by role; lower case. English grammar's lists are in
 * functionwords.h.
 */

// Verbs of interaction

/*! Lemmas of the GUI and device actions of Android S2Rs (BURT's and AstroBR's interaction types: click, long click,
 * type, swipe, open app, back, rotate) and of the app-level actions carried out by them.
 */
const QSet<QString> &interactionVerbs();

/*! Verbs that only say "interact" (the extractor already turned them into an action type); other verbs ("create",
 * "export") also name what the component does.
 */
const QSet<QString> &plainInteractionVerbs();

/*! Lemmas of verbs whose step is a click on the object (select, check, toggle, open, go to …). */
const QSet<QString> &clickVerbs();

/*! Contact verbs that "… and hold" turns into a long press ("tap and hold"). */
const QSet<QString> &holdVerbs();

/*! Verbs only a toggle takes: tick, check, toggle, and their undoing ("untick", "uncheck"). */
const QSet<QString> &toggleVerbs();

/*! Lemmas of the verbs that open an app ("open", "launch", "restart"). */
const QSet<QString> &appLaunchVerbs();

/*! Lemmas of verbs of leaving a place ("close", "dismiss", "exit"): "close the intro popup with OK" names the control.
 */
const QSet<QString> &leavingVerbs();

/*! Lemmas of verbs that give a field a value ("change the price to 3.459", "set the description to "Milk""). */
const QSet<QString> &settingVerbs();

/*! Lemmas of verbs that create a thing whose details a form then asks for ("create", "add", "new", "insert"). */
const QSet<QString> &creationVerbs();

// Nouns and adjectives of GUIs

/*!
 * Nouns reporters use for the kind of a component rather than its identity ("button", "field", "tab"): the step
 * matcher weighs them a third and matches them against the component's class.
 */
const QSet<QString> &componentKindNouns();

/*! Nouns for the kind of a screen rather than its name ("view", "dialog", "activity"). */
const QSet<QString> &screenKindNouns();

/*! Adjectives of an icon's look: size, shape, colour ("the round blue button"). */
const QSet<QString> &appearanceAdjectives();

/*! Words of a step's object that name no screen or field: pronouns, determiners, prepositions and generic GUI nouns
 * ("button", "screen").
 */
const QSet<QString> &objectNoiseWords();

} // namespace StepWise::GuiVocabulary
