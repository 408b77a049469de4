// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>

struct sb_stemmer;

namespace StepWise {

/*!
 * English lexical knowledge for the offline language analysis (AstroBR §III-A/B/D1 done without an LLM):
 * WordNet 3.0 (libwordnet: lemmas, synonyms, hypernyms, derivational relations, lexicographer files)
 * and the Snowball English stemmer (libstemmer).
 *
 * Thread-safe: WordNet's C library keeps global state, so every call goes through one mutex; results are
 * cached per (word, part of speech). Words are matched case-insensitively; results are lower case with
 * WordNet's '_' replaced by a space ("fill in").
 *
 * When the WordNet dictionary files are missing (wninit() fails), one warning is logged, errorString()
 * says so, hasWordNet() is false and the WordNet functions return empty results (lemma() returns the
 * lower-cased word), so callers degrade to stem() comparisons.
 */
class Lexicon
{
public:
    enum class Pos { Noun, Verb, Adjective, Adverb };

    /*! The process-wide instance (WordNet can only be initialised once per process). */
    static Lexicon &instance();

    /*! False when the WordNet database could not be opened; see errorString(). */
    bool hasWordNet() const;
    /*! Why WordNet is unavailable; empty when it works. */
    QString errorString() const;

    /*! Base form of \a word for \a pos ("tapped" → "tap", "boxes" → "box", "went" → "go").
     *  \returns the lower-cased word itself when WordNet knows no base form. */
    QString lemma(const QString &word, Pos pos);
    /*! True when \a word (any inflection) has a sense in WordNet with part of speech \a pos. */
    bool isA(const QString &word, Pos pos);
    bool isVerb(const QString &word) { return isA(word, Pos::Verb); }
    bool isNoun(const QString &word) { return isA(word, Pos::Noun); }
    /*! Number of WordNet senses of \a word (any inflection) as \a pos; 0 when unknown. A rough
     *  frequency signal: "tap" has 12 verb senses, "screen" 5 verb and 9 noun senses. */
    int senseCount(const QString &word, Pos pos);

    /*! Synonyms of \a lemma as \a pos: the words of the synsets of its first \a maxSenses senses
     *  (WordNet orders senses by frequency), \a lemma itself excluded, in sense order. */
    QStringList synonyms(const QString &lemma, Pos pos, int maxSenses = 3);
    /*! Related words of \a lemma as \a pos over its first \a maxSenses senses: direct hypernyms and
     *  derivationally related forms (e.g. "deletion" for "delete", "selection" for "select"). */
    QStringList related(const QString &lemma, Pos pos, int maxSenses = 3);
    /*! Lexicographer file names of the senses of \a lemma as \a pos, in sense order, e.g.
     *  {"verb.contact", "verb.communication", ...} for "tap". Empty when unknown. */
    QStringList lexFiles(const QString &lemma, Pos pos);

    /*! Snowball English stem of \a word, lower case ("settings" → "set", "clicking" → "click").
     *  Works without WordNet. */
    QString stem(const QString &word);

    Lexicon(const Lexicon &) = delete;
    Lexicon &operator=(const Lexicon &) = delete;

private:
    Lexicon();
    ~Lexicon();
    QStringList collect(const QString &lemma, Pos pos, int maxSenses, bool related);

    mutable QMutex m_mutex;
    bool m_wordNet = false;
    QString m_error;
    sb_stemmer *m_stemmer = nullptr;
    QHash<QString, QString> m_lemmas;
    QHash<QString, int> m_senses;
    QHash<QString, QStringList> m_lists;
    QHash<QString, QString> m_stems;
};

} // namespace StepWise
