// SPDX-License-Identifier: GPL-3.0-or-later
#include "spellchecker.h"

#include "graph/executionmodel.h"

#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <algorithm>
#include <hunspell/hunspell.hxx>
#include <vector>

Q_LOGGING_CATEGORY(lcSpell, "stepwise.spelling", QtWarningMsg)

namespace StepWise {

struct SpellChecker::Handle {
    std::vector<std::unique_ptr<Hunspell>> dictionaries; ///< parallel to m_languages
};

namespace {
/*! The Hunspell dictionary for \a lang in the first of \a dirs that holds it; null when none does or its
 *  encoding is one words cannot be converted to. */
std::unique_ptr<Hunspell> loadDictionary(const QString &lang, const QStringList &dirs)
{
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
        return h;
    }
    return nullptr;
}
} // namespace

SpellChecker::SpellChecker(const QString &locale, const QStringList &searchDirs)
    : m_handle(std::make_unique<Handle>())
{
    const QStringList dirs = searchDirs.isEmpty()
        ? QStringList { QStringLiteral("/usr/share/hunspell"), QStringLiteral("/usr/share/myspell/dicts") }
        : searchDirs;
    const QString name = locale.isEmpty() ? QLocale::system().name() : locale;
    auto add = [&](const QString &lang) {
        if (m_languages.contains(lang))
            return;
        if (auto h = loadDictionary(lang, dirs)) {
            m_handle->dictionaries.push_back(std::move(h));
            m_languages.append(lang);
        }
    };
    // The user chose a spelling: keep to it.
    if (name.startsWith(u"en_"))
        add(name);
    if (m_languages.isEmpty()) {
        add(QStringLiteral("en_US"));
        add(QStringLiteral("en_GB"));
        if (name != u"C" && name != u"POSIX" && !name.startsWith(u"en"))
            add(name);
    }
    if (m_languages.isEmpty())
        qCWarning(lcSpell) << "no Hunspell dictionary found for" << name << "(nor en_US, en_GB) in" << dirs;
}

SpellChecker::~SpellChecker() = default;

bool SpellChecker::isValid() const
{
    return !m_handle->dictionaries.empty();
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
    if (!hasLower || m_appWords.contains(word.toCaseFolded()))
        return true;
    return std::any_of(m_handle->dictionaries.cbegin(), m_handle->dictionaries.cend(),
                       [&word](const std::unique_ptr<Hunspell> &h) { return h->spell(encode(*h, word)); });
}

QStringList SpellChecker::suggestions(const QString &word, int max) const
{
    QStringList out;
    for (const std::unique_ptr<Hunspell> &h : m_handle->dictionaries) {
        for (const std::string &s : h->suggest(encode(*h, word))) {
            if (out.size() >= max)
                return out;
            const QString suggestion = decode(*h, s);
            if (!out.contains(suggestion))
                out << suggestion;
        }
    }
    return out;
}

void SpellChecker::setAppWords(const QSet<QString> &words)
{
    m_appWords.clear();
    for (const QString &w : words)
        m_appWords.insert(w.toCaseFolded());
}

QSet<QString> SpellChecker::appWords(const ExecutionModel &model)
{
    QSet<QString> words;
    auto add = [&words](const QString &text) {
        for (auto it = wordPattern().globalMatch(text); it.hasNext();)
            words.insert(it.next().captured());
    };
    for (const Screen &screen : model.screens) {
        if (screen.kind == Screen::Kind::Normal) // "Start state", "End state": the model's own names, not the app's
            add(screen.name);
    }
    model.forEachComponent([&add](const GuiComponent &c) {
        add(c.text);
        add(c.contentDescription);
    });
    return words;
}

const QRegularExpression &SpellChecker::wordPattern()
{
    // Unicode word boundaries: with ASCII ones "Café" ends before its "é".
    static const QRegularExpression word(QStringLiteral("\\b[\\p{L}][\\p{L}'’]*\\b"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    return word;
}

void SpellChecker::addWord(const QString &word)
{
    for (const std::unique_ptr<Hunspell> &h : m_handle->dictionaries)
        h->add(encode(*h, word));
}

} // namespace StepWise
