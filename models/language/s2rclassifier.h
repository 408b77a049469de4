// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Offline S2R sentence identification (AstroBR §III-A, the task GPT-4 does in AstroBR), by rules over
 * the report's structure, WordNet (Lexicon) and optionally link-grammar (LinkParser).
 *
 * How a sentence is decided, in order:
 * 1. Title and code/log sentences are never S2R.
 * 2. Section headers ("Steps to reproduce", "Expected behavior", "Actual result:", "Device info", ...:
 *    short, no sentence punctuation, or ending in ':'/'?') are never S2R; they set the section of the
 *    sentences that follow (the section lasts across paragraphs until the next header). A header that
 *    names no section ("Scenario 2:") does not end a steps section. A named section before a colon at the
 *    start of a sentence ("Observed: the list is empty", "Steps: open the menu") sets it for that sentence too.
 *    A field of the environment with its value ("Device: Nexus 6P, Android 7.1") sets it for its paragraph only.
 * 3. Expected behaviour (a "should"/"expect" modal) is never S2R.
 * 4. Anywhere: a clause starting with a first-person action ("I opened the drawer", "When I create ...",
 *    "If I tick ..."), a sentence told of the reader or a user ("You press OK", "The user opens Settings"), or a
 *    gerund subject of an interaction verb ("Selecting X updates ...").
 * 5. In a steps section, or before any header: a list item that only names a device rotation
 *    ("8. Orientation change", "- Screen rotation": isRotationPhrase()), imperative clauses ("Tap the + button",
 *    "Now, press ...", "Don't press done, but go back", "In settings, uncheck ..."), menu paths
 *    ("Settings > Night mode"), and, in a steps section only, "on/after/by + -ing" of an interaction verb.
 *    Observation verbs ("see errors", "observe", "get a crash"), failure words ("crash") and subject-first sentences
 *    ("The app crashes", "Scroll moves back up") are not steps.
 * The parser is only asked when a sentence's first word can be a noun or a verb and the rules cannot tell.
 */
class S2RClassifier
{
public:
    /*! \a useParser: consult link-grammar for noun/verb ambiguity (slower: ~1 ms per parsed sentence,
     *  capped by LinkParser::timeLimit()). Without it the rules decide alone. */
    explicit S2RClassifier(bool useParser = true);

    bool usesParser() const { return m_useParser; }
    void setUseParser(bool on) { m_useParser = on; }

    /*! Returns \a sentences (one report, in order, ids as from splitReport()/parseLabelledReport()) with
     *  Sentence::isS2R set on each. Context matters: pass whole reports, not single sentences. */
    QList<Sentence> classify(QList<Sentence> sentences) const;

    /*! True for verbs of GUI interaction (lemma, lower case): the generic GUI/device action vocabulary
     *  (click, tap, type, swipe, open, go, select, create, delete, ...) plus verbs whose most frequent
     *  WordNet sense is a physical contact ("verb.contact", e.g. "poke") unless \a contactVerbs is false. */
    static bool isInteractionVerb(const QString &lemma, bool contactVerbs = true);

    /*! The interaction verb (isInteractionVerb() without contact verbs) that \a word, lower case, misspells:
     *  "cilck" → "click", "entr" → "enter", "slect" → "select", "tpa" → "tap". A word of four or more
     *  letters may be one edit away from a verb of four or more letters (a letter left out, added or
     *  changed, or two neighbours swapped); a three-letter word only by two neighbours swapped, since
     *  any other edit of so short a word reaches too many words. Empty when WordNet knows \a word, it
     *  has other characters than a–z, or no verb or several verbs are that near. */
    static QString misspeltVerb(const QString &word);

    /*! True when \a next (lower case; a quote character or a whole quoted string) opens an object:
     *  a determiner, an object pronoun or a preposition (FunctionWords: "the", "this", "my", "some", "it",
     *  "on", "to", ...), or an opening quotation mark (Quotes::isOpening(): " “ „ « 「 …). Only before one of these is
     * a misspelt word opening a clause read as its verb (misspeltVerb()): "Cilck the Save button", "Tpa on Settings",
     * "Swtich to landscape". */
    static bool opensObject(const QString &next);

    /*! True when \a phrase (one clause, list marker already removed) only names a rotation of the device,
     *  with or without a verb: "Orientation change", "Screen rotation", "Rotation of the device", "Rotate
     *  screen", "Switch to landscape", "Landscape mode". Its words are the turning itself (rotation and its
     *  inflections; orientation with a change word or an orientation's name; landscape/portrait with
     *  another word), what turns (device, phone, screen, ...), change words (change, switch, flip, turn)
     *  and grammar words; any other word ("Dialog disappears on device rotation") makes it false. A noun
     *  phrase like this is a step (AstroBR §III-A) only as an item of a list of steps: see classify(). */
    static bool isRotationPhrase(const QString &phrase);
    /*! Whether \a text (a sentence without its list marker) is a line naming the reporter's environment: two or more
     *  short items (at most 5 words each, asides in parentheses ignored) separated by ",", "/", ";" or "|", one of
     *  them an OS and its version ("Android 7.1"): "Collect v1.20.0 / Android 7.1 / Samsung Galaxy Tab A". Such a
     *  line is no step even when its first word is a verb (an app named "Collect" or "Open Food Facts"). */
    static bool isEnvironmentLine(const QString &text);

    /*! The section kinds headers open (exposed for tests). */
    enum class Section { None, Steps, Expected, Observed, Description, Other };
    /*! Classifies \a text as a header. \returns false when it is not a header. \a named (optional) is set
     *  to whether template vocabulary named the section; unnamed headers (e.g. "Value in the second
     *  field:") report Section::Other, and classify() keeps the current steps section across them. */
    static bool headerSection(const QString &text, Section *section, bool *named = nullptr);

private:
    /*! With \a generic, a step told of anyone in a condition ("When you start the app and tap DENY, …") counts
     *  too: classify() allows it only in a report that tells its steps no other way. */
    bool isStep(const QString &text, Section section, bool generic = false) const;
    bool imperativeAt(const QStringList &words, int i) const;

    bool m_useParser = true;
};

} // namespace StepWise
