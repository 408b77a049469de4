// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

} // namespace StepWise::GuiVocabulary
