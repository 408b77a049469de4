// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! One verb of a parsed sentence with its arguments, read off link-grammar's linkage. */
struct ParsedVerb {
    int word = -1; ///< index into ParseResult::words
    QString verb; ///< as written, lower case ("tapped")
    QString subject; ///< head word of the S-link subject ("i", "app"); empty for imperatives
    QString object; ///< direct object phrase (O link), e.g. "the angle box"
    QString object2; ///< second object of ditransitives ("give the exercise a name" → "a name")
    QString preposition; ///< first MV-linked preposition, e.g. "on"
    QString prepObject; ///< its object phrase (J link), e.g. "the whiteboard icon"
    bool imperative = false; ///< no subject, not an infinitive/participle complement
    bool past = false; ///< past-tense form (link-grammar's ".v-d")
    bool gerund = false; ///< "-ing" form (".v-g" / Pg links)
};

/*! The parse of one sentence. */
struct ParseResult {
    bool parsed = false; ///< a linkage was found (maybe with null links = skipped words)
    bool complete = false; ///< the linkage covers every word (no null links)
    bool timedOut = false; ///< the per-sentence time limit was hit
    QStringList words; ///< tokens of the linkage without the LEFT-/RIGHT-WALL, lower case, subscripts removed
    QList<ParsedVerb> verbs; ///< in word order
};

/*!
 * Syntactic parsing with link-grammar (Carnegie Mellon's parser, Debian liblink-grammar, dictionary "en").
 * Used by S2RClassifier (imperative / first-person action clauses) and StepExtractor (verb objects),
 * the offline stand-in for the CoreNLP/GPT-4 analysis of AstroBR §III-A/B.
 *
 * Thread-safe (one mutex: parsing is serialised), results cached by sentence text (up to 4000 entries).
 * Each sentence gets at most timeLimit() seconds; when no complete linkage exists a linkage with null
 * links is tried, and when none exists (or the time limit was hit) parse() returns a result with
 * parsed == false and callers fall back to their own rules.
 */
class LinkParser
{
public:
    /*! The process-wide parser (the dictionary takes ~0.3 s to load, so it is loaded once, lazily). */
    static LinkParser &instance();

    /*! False when the "en" dictionary could not be loaded; see errorString(). */
    bool isValid();
    QString errorString();

    /*! Per-sentence limit in seconds (default 1). */
    double timeLimit() const;
    void setTimeLimit(double seconds);

    /*! Parses \a sentence (plain text, one sentence). Sentences over 30 words are not parsed; a parse
     *  with skipped words (null links, at most 3) is only tried up to 15 words. */
    ParseResult parse(const QString &sentence);

    LinkParser(const LinkParser &) = delete;
    LinkParser &operator=(const LinkParser &) = delete;

private:
    LinkParser();
    ~LinkParser();
    bool ensureLoaded();
    ParseResult parseLocked(const QString &sentence);

    QMutex m_mutex;
    bool m_loaded = false;
    QString m_error;
    double m_timeLimit = 1.0;
    void *m_dict = nullptr;
    void *m_options = nullptr;
    QCache<QString, ParseResult> m_cache { 4000 };
};

} // namespace StepWise
