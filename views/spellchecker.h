// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace StepWise {

class ExecutionModel;

/*!
 * Spell checking with Hunspell. Dictionaries are /usr/share/hunspell/<lang>.aff/.dic (Debian's
 * hunspell-en-us, hunspell-en-gb, …). Which ones check a report depends on the locale:
 * - a locale of an English variant whose dictionary is installed (en_US, en_GB, en_AU, …): that one alone,
 *   so an en_US user sees "behaviour" flagged and an en_GB user "behavior";
 * - any other locale (C/POSIX as in LANG=C.UTF-8, a non-English one like de_DE, an English variant without
 *   its dictionary): en_US and en_GB, a word being correct when either accepts it (reports are English, in
 *   either spelling), and then the locale's own dictionary when it is installed (a German UI's quoted
 *   label is no typo).
 *
 * GUI thread only (Hunspell handles are not shared). Words are UTF-8 encoded for the dictionary;
 * dictionaries in other encodings than UTF-8 and ISO8859-1 are skipped with a warning.
 */
class SpellChecker
{
public:
    /*! Loads the dictionaries for the locale named \a locale as QLocale::name() gives it ("de_DE", "en_GB",
     *  "C"; empty = QLocale::system().name()) from \a searchDirs (empty = /usr/share/hunspell,
     *  /usr/share/myspell/dicts). Without any dictionary it logs a warning and isValid() is false. */
    explicit SpellChecker(const QString &locale = {}, const QStringList &searchDirs = {});
    ~SpellChecker();
    SpellChecker(const SpellChecker &) = delete;
    SpellChecker &operator=(const SpellChecker &) = delete;

    /*! True when at least one dictionary was loaded. */
    bool isValid() const;
    /*! The dictionaries loaded, in the order they are asked, e.g. {"en_US", "en_GB"}; empty when none. */
    QStringList languages() const { return m_languages; }
    /*! True when \a word is spelled correctly in any loaded dictionary, is one of the app's words
     *  (setAppWords()), or is not checkable (numbers, ids with '_', all caps, one letter). */
    bool isCorrect(const QString &word) const;
    /*! Words the app under report shows (appWords() of its execution model, e.g. "GnuCash", "Fillup"): a
     *  reporter quotes them, so they are accepted in any letter case. Replaces the previous set. */
    void setAppWords(const QSet<QString> &words);
    /*! The words of \a model's GUI text as the editor splits a report into words (letters and apostrophes):
     *  its screens' names and the text and content descriptions of their components and of the interactions'
     *  components. Resource ids and class names are left out (a reporter does not write them as prose). */
    static QSet<QString> appWords(const ExecutionModel &model);
    /*! Up to \a max suggestions for \a word: the first dictionary's, then the next ones', without repeats. */
    QStringList suggestions(const QString &word, int max = 6) const;
    /*! Adds \a word to this session's dictionaries. */
    void addWord(const QString &word);
    /*! What a word is in a report: a letter, then letters and apostrophes (' or ’), between word boundaries. */
    static const QRegularExpression &wordPattern();

private:
    struct Handle;
    std::unique_ptr<Handle> m_handle;
    QStringList m_languages;
    QSet<QString> m_appWords; ///< case-folded
};

} // namespace StepWise
