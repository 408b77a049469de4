// SPDX-License-Identifier: GPL-3.0-or-later
#include "guivocabulary.h"

#include "reporttext.h"

#include <QHash>
#include <QRegularExpression>

namespace StepWise::GuiVocabulary {

QString iconWords(const QString &phrase)
{
    if (Quotes::hasQuote(phrase))
        return phrase;
    // The matcher rewrites a step's words again for every interaction it scores the step on: the rewritten phrases
    // are kept, per thread, up to a bound.
    thread_local QHash<QString, QString> known;
    if (const auto it = known.constFind(phrase); it != known.cend())
        return *it;
    // Longer descriptions first, so "trash can" is not read as "trash" and a stray "can".
    static const QList<std::pair<QRegularExpression, QString>> rewrites = [] {
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        QList<std::pair<QRegularExpression, QString>> r;
        r.append({QRegularExpression(u"\\b(?:three|3)[\\s-]*(?:vertical\\s+)?dots?\\b|\\bvertical\\s+dots\\b|\\bdots\\b"_qs, ci), u"kebab"_qs});
        r.append({QRegularExpression(u"[\u22ee\u2807\u205d]|(?<![\\w.])(?:\\.\\.\\.|\u2026)(?![\\w.])"_qs), u" kebab "_qs});
        r.append({QRegularExpression(u"\\b(?:trash|garbage|rubbish)\\s+(?:can|bin)\\b|\\btrashcan\\b|\\bwaste\\s*basket\\b|\\bdustbin\\b"_qs, ci), u"trash"_qs});
        r.append({QRegularExpression(u"\\bmagnifying\\s+glass\\b"_qs, ci), u"magnifier"_qs});
        r.append({QRegularExpression(u"\\b(?:back|up|left|return)\\s+arrow\\b|\\barrow\\s+(?:back|up|left)\\b"_qs, ci), u"arrow"_qs});
        r.append({QRegularExpression(u"\\bfloating\\s+(?:action\\s+)?button\\b"_qs, ci), u"plus button"_qs});
        // A bottom sheet or dialog closes on a touch outside it (Android's "touch_outside" view).
        r.append({QRegularExpression(u"\\b(?:dimmed|darkened|grey|gray|empty)\\s+(?:area|space|part|background)\\b|\\b(?:beside|outside(?:\\s+of)?)\\s+(?:it|the\\s+\\w+)\\b"_qs, ci), u"outside"_qs});
        r.append({QRegularExpression(u"(?<![\\w+])\\+(?![\\w+])"_qs), u" plus "_qs});
        return r;
    }();
    QString out = phrase;
    for (const auto &[re, word] : rewrites)
        out.replace(re, word);
    static constexpr qsizetype MaxPhrases = 1 << 12;
    if (known.size() >= MaxPhrases)
        known.clear();
    return *known.insert(phrase, out.simplified());
}

const QStringList &iconAlternatives(const QString &word)
{
    static const QHash<QString, QStringList> alternatives{
        {u"kebab"_qs, {u"more"_qs, u"options"_qs, u"menu"_qs, u"overflow"_qs}},
        {u"overflow"_qs, {u"more"_qs, u"options"_qs, u"menu"_qs}},
        {u"plus"_qs, {u"add"_qs, u"new"_qs, u"create"_qs, u"fab"_qs}},
        {u"fab"_qs, {u"add"_qs, u"new"_qs, u"create"_qs}},
        {u"trash"_qs, {u"delete"_qs, u"remove"_qs, u"discard"_qs}},
        {u"bin"_qs, {u"delete"_qs, u"remove"_qs, u"discard"_qs}},
        {u"pencil"_qs, {u"edit"_qs, u"modify"_qs}},
        {u"gear"_qs, {u"settings"_qs, u"preferences"_qs}},
        {u"cog"_qs, {u"settings"_qs, u"preferences"_qs}},
        {u"magnifier"_qs, {u"search"_qs, u"find"_qs}},
        {u"loupe"_qs, {u"search"_qs, u"find"_qs}},
        {u"arrow"_qs, {u"navigate"_qs, u"up"_qs, u"back"_qs}},
        {u"hamburger"_qs, {u"navigation"_qs, u"drawer"_qs, u"menu"_qs}},
        {u"floppy"_qs, {u"save"_qs}},
    };
    static const QStringList none;
    const auto it = alternatives.constFind(word);
    return it == alternatives.cend() ? none : *it;
}

const QStringList &functionSynonyms(const QString &word)
{
    static const QHash<QString, QStringList> synonyms{
        {u"settings"_qs, {u"preferences"_qs, u"prefs"_qs}}, {u"preferences"_qs, {u"settings"_qs}},
        {u"setting"_qs, {u"preference"_qs}},                 {u"preference"_qs, {u"setting"_qs}},
        {u"delete"_qs, {u"erase"_qs, u"remove"_qs}},         {u"erase"_qs, {u"delete"_qs, u"remove"_qs}},
        {u"remove"_qs, {u"delete"_qs, u"erase"_qs}},
    };
    static const QStringList none;
    const auto it = synonyms.constFind(word);
    return it == synonyms.cend() ? none : *it;
}

const QStringList &answerLabels(const QString &verbLemma)
{
    static const QStringList yes{u"allow"_qs, u"ok"_qs, u"okay"_qs, u"yes"_qs, u"accept"_qs, u"agree"_qs, u"continue"_qs, u"grant"_qs};
    static const QStringList no{u"deny"_qs, u"no"_qs, u"decline"_qs, u"cancel"_qs, u"reject"_qs, u"refuse"_qs, u"thanks"_qs};
    static const QStringList confirm{u"ok"_qs, u"okay"_qs, u"yes"_qs, u"confirm"_qs, u"continue"_qs};
    static const QStringList dismiss{u"ok"_qs, u"okay"_qs, u"close"_qs, u"dismiss"_qs, u"cancel"_qs, u"got"_qs, u"it"_qs};
    static const QStringList skip{u"skip"_qs};
    static const QStringList finish{u"finish"_qs, u"done"_qs};
    static const QHash<QString, const QStringList *> byVerb{
        {u"allow"_qs, &yes},       {u"grant"_qs, &yes},     {u"accept"_qs, &yes},  {u"permit"_qs, &yes},
        {u"agree"_qs, &yes},       {u"deny"_qs, &no},       {u"decline"_qs, &no},  {u"refuse"_qs, &no},
        {u"reject"_qs, &no},       {u"confirm"_qs, &confirm}, {u"dismiss"_qs, &dismiss}, {u"skip"_qs, &skip},
        {u"finish"_qs, &finish},
    };
    static const QStringList none;
    const auto it = byVerb.constFind(verbLemma);
    return it == byVerb.cend() ? none : **it;
}

} // namespace StepWise::GuiVocabulary
