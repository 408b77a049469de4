// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFlags>
#include <QSet>
#include <QString>

namespace StepWise {

/*!
 * English function words (closed-class words) that open or join a noun phrase but name nothing a GUI
 * shows, by grammatical class. One table for the offline language analysis: the S2R classifier's
 * misspelt-verb rule (S2RClassifier::opensObject(), AstroBR §III-A) and the step extractor's label lists
 * (coordinated labels, StepExtractor::rejoinLabels(), §III-B) ask it for the classes they need.
 *
 * English grammar, not report vocabulary. Words are compared as given: pass them lower case.
 */
namespace FunctionWords {

enum class Class : quint8 {
    Article = 0x01, ///< the, a, an
    Demonstrative = 0x02, ///< this, that, these, those
    Possessive = 0x04, ///< my, your, his, her, its, our, their
    Quantifier = 0x08, ///< some, any, all, every, each, both, few, many, several, multiple
    Pronoun = 0x10, ///< it, them: a verb's object standing for a noun phrase
    Preposition = 0x20, ///< of, on, in, at, to, into, onto, from, with, for, by, as, via
};
Q_DECLARE_FLAGS(Classes, Class)
Q_DECLARE_OPERATORS_FOR_FLAGS(Classes)

/*! The words that open a noun phrase ("the", "this", "my", "some"). */
inline constexpr Classes Determiners
    = Classes(Class::Article) | Class::Demonstrative | Class::Possessive | Class::Quantifier;

/*! The classes \a word (lower case) belongs to; none for any other word, and for upper case. */
Classes classesOf(const QString &word);

/*! True when \a word (lower case) belongs to at least one of \a classes. */
inline bool isA(const QString &word, Classes classes)
{
    return (classesOf(word) & classes) != Classes();
}

/*!
 * True when \a word (lower case) is an ordinal: first … tenth, last, or a number with its suffix ("2nd",
 * "21st", "11th"). Before a noun it gives a position in a list ("the second transaction"), not words the
 * component shows. "next" and "previous" are not ordinals here: they are common button labels.
 */
bool isOrdinal(const QString &word);

/*!
 * The ordinals of \a phrase (any case; returned lower case) that only place the object in a list ("the second
 * transaction", "the 3rd account"): matching and messages ignore them. None when the ordinal is quoted
 * ("Tap "First"", „First“, «First»: any quotation of Quotes::quotationPattern(), a label) or when the phrase has no
 * other word than ordinals and the words of classesOf() or "one" ("Tap First", "the last", "the second one": the
 * ordinal is all the reporter wrote).
 */
QSet<QString> positionWords(const QString &phrase);

/*
 * The engine's English word lists by grammatical role, each for the rule its comment names. Words are lower case;
 * a few lists hold the punctuation a rule treats as a word ("(", "\"", ","). Lists of GUI and interaction words are
 * in guivocabulary.h.
 */

// Determiners and counts

/*! Determiners after which a verb form is a noun ("the select", "my search"). */
const QSet<QString> &nominalDeterminers();

/*! Determiners that open a thing as the subject of what happened ("the app closed", "my phone has …"). */
const QSet<QString> &subjectDeterminers();

/*! Quantifiers that make a noun phrase stand for any of several components ("any item", "several files"). */
const QSet<QString> &quantifiers();

/*! Number words and quantifier words of a repetition count before "times" ("four times", "a couple of times",
 * "several times").
 */
const QSet<QString> &countWords();

/*! Counts and determiners after which a word ending in "s" is a plural noun, not a verb ("three dots", "the
 * settings").
 */
const QSet<QString> &pluralNounOpeners();

/*! Adverbs of repetition that are a count on their own ("twice", "thrice"). */
const QSet<QString> &repetitionAdverbs();

/*! Words that say how often, not what ("twice", "again", "once more"). */
const QSet<QString> &repetitionWords();

// Prepositions

/*! Prepositions and temporal conjunctions that end a step's object and open its prepositional phrase ("Tap Save in
 * the menu", AstroBR §III-B).
 */
const QSet<QString> &phrasePrepositions();

/*! Prepositions of a place after a label ("OK in the confirmation"); labels hold the others themselves ("Delete from
 * device").
 */
const QSet<QString> &labelPlacePrepositions();

/*! Prepositions of a place adjunct that may open a clause before the reporter's action ("In Accounts I opened
 * Equity").
 */
const QSet<QString> &placeAdjunctPrepositions();

/*! Prepositions (and "while") of the clause that names the screen a step happens on ("in the Settings screen",
 * "while viewing …").
 */
const QSet<QString> &screenPlacePrepositions();

/*! Prepositions that join two parts of one intention ("change X to Y", "sort by name", "set X with Y"). */
const QSet<QString> &meansPrepositions();

// Subjects

/*! Pronouns that are the subject of what happened ("it stays", "nothing happens", "there is"). */
const QSet<QString> &impersonalSubjects();

/*! Subjects of what was seen ("They're never written", "Nothing happens"): a list item opening with one is no label. */
const QSet<QString> &observedSubjects();

/*! Nouns that stand for the reporter as a step's subject ("the user opens Settings"). */
const QSet<QString> &reporterNouns();

/*! Subordinators, conjunctions and deictic places that may precede the subject of a step told in the first person
 * ("When I tap", "There I press").
 */
const QSet<QString> &subjectLeadIns();

/*! Conjunctions, relative words, subject pronouns and "to" that end a subject phrase before its finite verb is
 * found.
 */
const QSet<QString> &subjectPhraseEnds();

// Verbs of grammar: auxiliaries, copulas, finite forms

/*! Copulas and verbs of becoming ("is", "gets", "becomes"): a menu-path item holding one tells what was seen. */
const QSet<QString> &copulas();

/*! Lemmas of the primary auxiliaries ("be", "do", "have"), whose senses are everything and nothing. */
const QSet<QString> &primaryAuxiliaries();

/*! Finite auxiliaries, modals and linking verbs ("is", "can't", "seems"): after a subject they make a statement, not
 * an imperative.
 */
const QSet<QString> &finiteAuxiliaries();

/*! Finite verbs of a state or an outcome ("is", "seems", "keeps", "fails") that make the phrase before them their
 * subject ("Export to the cloud seems to fail").
 */
const QSet<QString> &stateVerbs();

/*! Finite verbs and negations that tell what a thing did or is ("the list is empty", "the icon does nothing"). */
const QSet<QString> &outcomeVerbs();

/*! Finite forms of "be" and "have" (and "still") that make a clause after "then"/"and" a statement about what is
 * seen.
 */
const QSet<QString> &presentStateWords();

/*! Modals and verbs of expectation ("should", "supposed to"): they mark expected behaviour, which is no S2R (AstroBR
 * §III-A).
 */
const QSet<QString> &expectationWords();

// Discourse words and phrase boundaries

/*! Leading discourse words (and an opening bracket or quote) that do not change a clause's type ("Now, press …",
 * "Then open …").
 */
const QSet<QString> &discourseFillers();

/*! Discourse words before the subject of a sentence that tells what happened ("then the app closed"). */
const QSet<QString> &narrativeFillers();

/*! Words before "time" that say which time ("this time", "the first time"): the phrase tells when, not what. */
const QSet<QString> &whichTimeWords();

/*! Subordinators that open a reason or a concession told before the main clause ("Because the button is hidden I
 *  switched to …", "Although it is off, I tapped …"). */
const QSet<QString> &reasonSubordinators();

/*! Words before a step's verb that are not it: discourse fillers, subjects, "try to", an opening bracket. */
const QSet<QString> &verbLeadIns();

/*! Adverbs after a step's object that are no part of it ("tap Save again", "press OK too"). */
const QSet<QString> &trailingAdverbs();

/*! Sequence words between "and" and a label that is a click of its own ("… again and this time ALLOW", "and then
 * "Discard"").
 */
const QSet<QString> &sequenceWords();

/*! Words that open a verb's argument or adjunct (determiners, pronouns, particles, prepositions, "+", an opening
 * quote): the word before them is a verb.
 */
const QSet<QString> &argumentOpeners();

/*! Words that open a new phrase or clause after a parenthesised comment ("… ("OK" or "Next") the app crashes"). */
const QSet<QString> &phraseOpeners();

/*! Words after a comma that open what the reporter saw (", the app crashes", ", nothing happens", ", which …"), not
 * the next step.
 */
const QSet<QString> &observationOpeners();

// Closed-class words as a whole

/*! Closed-class words (pronouns, determiners, auxiliaries, conjunctions, prepositions) that never start an
 * imperative or are its verb (S2R classifier, AstroBR §III-A).
 */
const QSet<QString> &closedClassWords();

/*! Words that carry no component identity: determiners, pronouns, prepositions, quantifiers and adjectives of state
 * ("new", "existing") that a GUI does not print on the component.
 */
const QSet<QString> &unidentifyingWords();

} // namespace FunctionWords

} // namespace StepWise
