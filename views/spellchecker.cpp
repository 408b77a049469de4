// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellchecker.h"

#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>

#include <hunspell/hunspell.hxx>

Q_LOGGING_CATEGORY(lcSpell, "stepwise.spelling", QtWarningMsg)

namespace StepWise {

struct SpellChecker::Handle {
    std::unique_ptr<Hunspell> hunspell;
};

SpellChecker::SpellChecker(const QString &language, const QStringList &searchDirs)
    : m_handle(std::make_unique<Handle>())
{
    const QStringList dirs = searchDirs.isEmpty()
        ? QStringList{QStringLiteral("/usr/share/hunspell"), QStringLiteral("/usr/share/myspell/dicts")}
        : searchDirs;
    QStringList languages;
    if (!language.isEmpty())
        languages << language;
    languages << QLocale::system().name() << QStringLiteral("en_US");
    for (const QString &lang : std::as_const(languages)) {
        for (const QString &dir : dirs) {
            const QString aff = dir + u'/' + lang + QStringLiteral(".aff");
            const QString dic = dir + u'/' + lang + QStringLiteral(".dic");
            if (!QFileInfo::exists(aff) || !QFileInfo::exists(dic))
                continue;
            auto h = std::make_unique<Hunspell>(QFile::encodeName(aff).constData(), QFile::encodeName(dic).constData());
            const std::string encoding = h->get_dict_encoding();
            if (encoding != "UTF-8" && encoding != "ISO8859-1") {
                qCWarning(lcSpell) << "skipping dictionary" << dic << "in encoding" << encoding.c_str();
                continue;
            }
            m_handle->hunspell = std::move(h);
            m_language = lang;
            return;
        }
    }
    qCWarning(lcSpell) << "no Hunspell dictionary found for" << languages << "in" << dirs;
}

SpellChecker::~SpellChecker() = default;

bool SpellChecker::isValid() const
{
    return m_handle->hunspell != nullptr;
}

static std::string encode(const Hunspell &h, const QString &word)
{
    return h.get_dict_encoding() == "UTF-8" ? word.toStdString() : word.toLatin1().toStdString();
}

static QString decode(const Hunspell &h, const std::string &word)
{
    return h.get_dict_encoding() == "UTF-8" ? QString::fromStdString(word)
                                                                     : QString::fromLatin1(word.data(), qsizetype(word.size()));
}

bool SpellChecker::isCorrect(const QString &word) const
{
    if (!isValid() || word.size() < 2)
        return true;
    // Identifiers, numbers and acronyms are not prose.
    bool hasLower = false;
    for (QChar c : word) {
        if (c.isDigit() || c == u'_')
            return true;
        hasLower = hasLower || c.isLower();
    }
    if (!hasLower)
        return true;
    return m_handle->hunspell->spell(encode(*m_handle->hunspell, word));
}

QStringList SpellChecker::suggestions(const QString &word, int max) const
{
    QStringList out;
    if (!isValid())
        return out;
    for (const std::string &s : m_handle->hunspell->suggest(encode(*m_handle->hunspell, word))) {
        if (out.size() >= max)
            break;
        out << decode(*m_handle->hunspell, s);
    }
    return out;
}

void SpellChecker::addWord(const QString &word)
{
    if (isValid())
        m_handle->hunspell->add(encode(*m_handle->hunspell, word));
}

} // namespace StepWise
