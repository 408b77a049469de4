// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>

namespace StepWise {

/*!
 * Spell checking with Hunspell (issue 6 §5), in the user's language when its dictionary is
 * installed (/usr/share/hunspell/<lang>.aff/.dic), else en_US.
 *
 * GUI thread only (Hunspell handles are not shared). Words are UTF-8 encoded for the dictionary;
 * dictionaries in other encodings are skipped with a warning.
 */
class SpellChecker
{
public:
    /*! Loads the dictionary for \a language ("de_DE"; empty = QLocale::system().name(), then en_US). */
    explicit SpellChecker(const QString &language = {}, const QStringList &searchDirs = {});
    ~SpellChecker();
    SpellChecker(const SpellChecker &) = delete;
    SpellChecker &operator=(const SpellChecker &) = delete;

    /*! True when a dictionary was loaded. */
    bool isValid() const;
    /*! Dictionary language actually loaded, e.g. "en_US"; empty when none. */
    QString language() const { return m_language; }
    /*! True when \a word is spelled correctly (or is not checkable: numbers, ids with '_', all caps). */
    bool isCorrect(const QString &word) const;
    /*! Up to \a max suggestions for \a word. */
    QStringList suggestions(const QString &word, int max = 6) const;
    /*! Adds \a word to this session's dictionary. */
    void addWord(const QString &word);

private:
    struct Handle;
    std::unique_ptr<Handle> m_handle;
    QString m_language;
};

} // namespace StepWise
