// SPDX-License-Identifier: GPL-3.0-or-later
#include "functionwords.h"

#include "reporttext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace StepWise::FunctionWords {

Classes classesOf(const QString &word)
{
    static const QHash<QString, Classes> table = [] {
        QHash<QString, Classes> t;
        const auto add = [&t](Class c, std::initializer_list<const char16_t *> words) {
            for (const char16_t *w : words)
                t[QString::fromUtf16(w)] |= c;
        };
        add(Class::Article, {u"the", u"a", u"an"});
        add(Class::Demonstrative, {u"this", u"that", u"these", u"those"});
        add(Class::Possessive, {u"my", u"your", u"his", u"her", u"its", u"our", u"their"});
        add(Class::Quantifier, {u"some", u"any", u"all", u"every", u"each", u"both", u"few", u"many", u"several", u"multiple"});
        add(Class::Pronoun, {u"it", u"them"});
        add(Class::Preposition, {u"of", u"on", u"in", u"at", u"to", u"into", u"onto", u"from", u"with", u"for", u"by", u"as", u"via"});
        return t;
    }();
    return table.value(word);
}

bool isOrdinal(const QString &word)
{
    static const QSet<QString> words{u"first"_qs,   u"second"_qs, u"third"_qs, u"fourth"_qs, u"fifth"_qs, u"sixth"_qs,
                                     u"seventh"_qs, u"eighth"_qs, u"ninth"_qs, u"tenth"_qs,  u"last"_qs};
    static const QRegularExpression numbered(u"^\\d*(?:1st|2nd|3rd|[04-9]th|1[1-3]th)$"_qs);
    return words.contains(word) || numbered.match(word).hasMatch();
}

namespace {

QSet<QString> computePositionWords(const QString &phrase)
{
    static const QRegularExpression token(u"[\\p{L}\\p{N}]+"_qs);
    static const QRegularExpression quoted(Quotes::quotationPattern());
    // "the second one": the prop-word stands for a noun the phrase does not name, so the ordinal is all it says.
    static const QSet<QString> propWords{u"one"_qs, u"ones"_qs};
    bool otherWord = false;
    for (auto it = token.globalMatch(phrase.toLower()); it.hasNext() && !otherWord;) {
        const QString w = it.next().captured();
        otherWord = !isOrdinal(w) && classesOf(w) == Classes() && !propWords.contains(w);
    }
    if (!otherWord)
        return {};
    QSet<QString> ordinals;
    for (auto it = token.globalMatch(QString(phrase).replace(quoted, u" "_qs).toLower()); it.hasNext();) {
        const QString w = it.next().captured();
        if (isOrdinal(w))
            ordinals.insert(w);
    }
    return ordinals;
}

} // namespace

QSet<QString> positionWords(const QString &phrase)
{
    // Asked again for every interaction a step is scored on: the answers are kept, per thread, up to a bound.
    thread_local QHash<QString, QSet<QString>> known;
    if (const auto it = known.constFind(phrase); it != known.cend())
        return *it;
    static constexpr qsizetype MaxPhrases = 1 << 12;
    if (known.size() >= MaxPhrases)
        known.clear();
    return *known.insert(phrase, computePositionWords(phrase));
}

} // namespace StepWise::FunctionWords
