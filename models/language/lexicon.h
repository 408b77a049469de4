// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>
#include <QWaitCondition>

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
    /*! Antonyms of \a lemma as \a pos over its first \a maxSenses senses: the words of the synsets WordNet marks as
     *  their opposites ("export" for "import", "disable" for "enable", "hide" for "show"), in sense order. */
    QStringList antonyms(const QString &lemma, Pos pos, int maxSenses = 3);
    /*! Lexicographer file names of the senses of \a lemma as \a pos, in sense order, e.g.
     *  {"verb.contact", "verb.communication", ...} for "tap". Empty when unknown. */
    QStringList lexFiles(const QString &lemma, Pos pos);

    /*! Snowball English stem of \a word, lower case ("settings" → "set", "clicking" → "click").
     *  Works without WordNet. */
    QString stem(const QString &word);

    /*!
     * While one lives, the lookups of warm-up work (a thread inside a WarmUp) wait before they take WordNet's lock:
     * an analysis someone waits for does not take turns with a warm-up at that lock, which a first lookup holds for
     * tens of microseconds. For the span of an analysis step (OfflineAnalyzer::mapStep()); nestable, any thread.
     */
    class Foreground
    {
    public:
        Foreground();
        ~Foreground();
        Foreground(const Foreground &) = delete;
        Foreground &operator=(const Foreground &) = delete;
    };
    /*! Marks the calling thread's lookups, while it lives, as warm-up work that gives way to a Foreground. */
    class WarmUp
    {
    public:
        WarmUp();
        ~WarmUp();
        WarmUp(const WarmUp &) = delete;
        WarmUp &operator=(const WarmUp &) = delete;

    private:
        bool m_was;
    };

    Lexicon(const Lexicon &) = delete;
    Lexicon &operator=(const Lexicon &) = delete;

private:
    Lexicon();
    ~Lexicon();
    enum class Relation { Synonym, Related, Antonym };
    QStringList collect(const QString &lemma, Pos pos, int maxSenses, Relation relation);
    /*! With m_mutex held: a warm-up thread waits (releasing it) until no Foreground lives. */
    void waitTurn();

    mutable QMutex m_mutex;
    int m_foreground = 0; ///< Foreground scopes alive; guarded by m_mutex
    QWaitCondition m_noForeground;
    bool m_wordNet = false;
    QString m_error;
    sb_stemmer *m_stemmer = nullptr;
    QHash<QString, QString> m_lemmas;
    QHash<QString, int> m_senses;
    QHash<QString, QStringList> m_lists;
    QHash<QString, QString> m_stems;
};

} // namespace StepWise
