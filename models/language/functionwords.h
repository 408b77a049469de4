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
inline constexpr Classes Determiners = Classes(Class::Article) | Class::Demonstrative | Class::Possessive | Class::Quantifier;

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
 * ("Tap "First"", „First“, «First»: any quotation of Quotes::quotationPattern(), a label) or when the phrase has no other word than ordinals and
 * the words of classesOf() or "one" ("Tap First", "the last", "the second one": the ordinal is all the
 * reporter wrote).
 */
QSet<QString> positionWords(const QString &phrase);

} // namespace FunctionWords

} // namespace StepWise
