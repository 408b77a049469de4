// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"
#include "graph/executionmodel.h"
#include "report.h"

#include <QList>
#include <QString>

namespace StepWise {

/*!
 * Offline individual S2R extraction (AstroBR §III-B, the task AstroBR gives GPT-4).
 *
 * Each S2R sentence is split into clauses at menu-path arrows ("A > B", "->"), ';', ',' and
 * "and"/"then" when the next clause starts with a verb (so "account A and B" stays one object), and
 * "if/when I ..." subordinate clauses are kept while observed behaviour ("the app crashes") is dropped.
 * Each clause with an action verb becomes one S2RStep in `[action][object][preposition][object2]` form:
 * the verb (with its particle: "go back", "fill in", "long press", "swipe up"), the object up to the first
 * preposition, and the prepositional phrase. Menu-path items without a verb become clicks on the item.
 * Verbs are normalised to ActionType (click/tap/press/select/choose/check/tick → Click; long press/hold →
 * LongClick; type/enter/fill in/input/write → Type; swipe/scroll → Swipe or the directional swipes;
 * launch / open the app → OpenApp (open <the app's name> once a model is known: markAppOpenings()); go/press back →
 * Back; rotate, turn the phone, switch to landscape/portrait → Rotate, as is a verbless phrase naming a rotation
 * ("Orientation change", S2RClassifier::isRotationPhrase()); open the drawer → Click; other verbs ("create", "delete")
 * → Unknown, meaning "any action" for matching). A purpose infinitive ends the object ("Hit BACK button to return to
 * favorites" → object "BACK button"). Typed values are kept: "enter 102.9 as the price" → value "102.9", object "the
 * price". Duplicate mentions of one interaction (same action, object and object2 after lemmatisation) are merged into
 * the first (§III-B); repeated actions ("again", or an imperative repeated after other steps) are not. Labels
 * coordinated after one click verb are one click each: "Click Next and Done" → click Next, click Done; "Tap Bold,
 * Italic & Underline" → three clicks. Labels are one quoted string (any pair of Quotes: "OK", “OK”, „OK“, «OK», 「OK」)
 * or 1–4 words starting with a capital letter and holding no determiner
 * ("Click the Save and Exit button", "check the box and the
 * toggle", lower-case "click next and done" stay one step), and the list ends in "and"/"&" (with "or" the
 * labels are alternatives of one step). A label that is also a verb stays a label when it is the verb alone:
 * "Tap Save, Share and Delete" → three clicks, while "Tap Save, share the file" (lower case, an object
 * after the verb) gives a second clause. Without a model a label that itself holds "and" cannot be told
 * from two: "Click Save and Exit" gives two clicks; rejoinLabels() makes them one when the model shows a
 * component labelled "Save and Exit".
 * Commas and "and" inside parentheses do not split: "(A, B or C)" lists alternatives of one step. Steps come in reading
 * order.
 */
class StepExtractor
{
public:
    /*! \a useParser: ask link-grammar for the verb and object of clauses the rules find no verb in. */
    explicit StepExtractor(bool useParser = false);

    /*! Steps of \a s2rSentences (whose isS2R is true or unset: all given sentences are used), in order,
     *  duplicates merged. \a reportText is the text the sentences' offsets refer to; steps get offsets
     *  into it (-1 when a sentence has none). */
    QList<S2RStep> extract(const QList<Sentence> &s2rSentences, const QString &reportText = {}) const;

    /*! Steps of one sentence, not merged. Offsets are into the report text when \a sentence.offset >= 0,
     *  else into sentence.text. */
    QList<S2RStep> extractSentence(const Sentence &sentence) const;

    /*! ActionType for a verb phrase (lemma plus particle, e.g. "long press", "go back", "swipe left")
     *  and its object; Unknown for verbs outside the interaction vocabulary. */
    static ActionType actionFor(const QString &verbPhrase, const QString &object);

    /*! Drops later steps that re-mention an earlier one (same action, object and object2 after lower-casing,
     *  removing determiners/quotes and stemming), keeping the first mention's text and offset (AstroBR §III-B).
     *  A re-mention is a step of a later sentence that tells again the step right before it, or one told in a
     *  condition after the sentence's result (\a retold[i] true: "It crashes whenever I tap Sync"). Repeated
     *  actions are kept: a step whose text marks a repetition ("again", "once more"), every stand-alone step
     *  (\a standalone[i] true: an imperative opening its sentence or list item), also one right after the same
     *  step ("2. Tap Next" "3. Tap Next"), and a narrated step done again after others ("… and close the dropdown.
     *  When I press Next nothing happens"). \a standalone and \a retold are parallel to \a steps; missing entries
     *  count as false. */
    static QList<S2RStep> mergeDuplicates(const QList<S2RStep> &steps, const QList<bool> &standalone = {},
                                          const QList<bool> &retold = {});

    /*! \a steps (as extract() returns them) with each split label put together again when \a model shows
     *  it as one component's text: a click step and the step joined to it by a bare "and" (S2RStep::joiner)
     *  become one click on "X and Y" when some component of \a model is labelled so (case, a leading determiner,
     *  a trailing "button"/"option"/... and "&" for "and" aside): "Click Save and Exit" is one step in an
     *  app with a "Save and Exit" button, two ("Click Save", "Exit") elsewhere. Other steps are unchanged. */
    static QList<S2RStep> rejoinLabels(const QList<S2RStep> &steps, const ExecutionModel &model);

    /*!
     * \a steps with each step that opens the app by its name made an open-app step (ActionType::OpenApp):
     * "Open Mileage Tracker", "Launch GnuCash", "start A Time Tracker" in an app named so. The verb is one that
     * starts an app (open, launch, start, run, restart, reopen) and the object, without quotes and the words
     * "app", "application", "android" and "mobile" ("Open GnuCash Android"), is one of ComponentText::appNames() of \a
     * model, written with or without spaces ("A Time Tracker" for the package word "atimetracker"), or starts with one
     * and goes on with words no screen of \a model shows ("Mileage Tracker" for "mileage"; not "mileage statistics"
     * where a screen shows "Statistics"), or is a name (capitalised) of four letters or more made of the name's first
     * words ("Vinyl" for "Vinyl Music Player" or "Vinyl DEBUG"), or is one word no dictionary holds that the model
     * shows as a title bar's text ("DroidWeight" of de.delusions.measure; ComponentText::modelCanBeApp()), or is a name
     * whose every word is one of the names ("Camp Fahrplan" for nerd.tuxmobil.fahrplan.camp) or whose two words or more
     * written together are within one ("Time Tracker" for atimetracker). An object
     * opening with a determiner the name does not hold is a thing in the app ("the files" in an app named Files).
     * Other steps are unchanged.
     */
    static QList<S2RStep> markAppOpenings(const QList<S2RStep> &steps, const ExecutionModel &model);

    /*! True when \a stepText says its action is done once more ("again", "once more", "a second time"). */
    static bool isRepetition(const QString &stepText);

private:
    bool m_useParser = false;
};

} // namespace StepWise
