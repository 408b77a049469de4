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
        r.append({ QRegularExpression(
                       u"\\b(?:three|3)[\\s-]*(?:vertical\\s+)?dots?\\b|\\bvertical\\s+dots\\b|\\bdots\\b"_qs, ci),
                   u"kebab"_qs });
        r.append({ QRegularExpression(u"[\u22ee\u2807\u205d]|(?<![\\w.])(?:\\.\\.\\.|\u2026)(?![\\w.])"_qs),
                   u" kebab "_qs });
        r.append({ QRegularExpression(u"[\u2261\u2630]"_qs), u" hamburger "_qs });
        r.append(
            { QRegularExpression(
                  u"\\b(?:trash|garbage|rubbish)\\s+(?:can|bin)\\b|\\btrashcan\\b|\\bwaste\\s*basket\\b|\\bdustbin\\b"_qs,
                  ci),
              u"trash"_qs });
        r.append({ QRegularExpression(u"\\bmagnifying\\s+glass\\b"_qs, ci), u"magnifier"_qs });
        r.append({ QRegularExpression(u"\\b(?:back|up|left|return)\\s+arrow\\b|\\barrow\\s+(?:back|up|left)\\b"_qs, ci),
                   u"arrow"_qs });
        r.append({ QRegularExpression(u"\\bfloating\\s+(?:action\\s+)?button\\b"_qs, ci), u"plus button"_qs });
        // The device's keys are buttons: "the menu key", "press the back key".
        r.append({ QRegularExpression(u"\\b(menu|back|home)\\s+key\\b"_qs, ci), u"\\1 button"_qs });
        // A bottom sheet or dialog closes on a touch outside it (Android's "touch_outside" view).
        r.append(
            { QRegularExpression(
                  u"\\b(?:dimmed|darkened|grey|gray|empty)\\s+(?:area|space|part|background)\\b|\\b(?:beside|outside(?:\\s+of)?)\\s+(?:it|the\\s+\\w+)\\b"_qs,
                  ci),
              u"outside"_qs });
        r.append({ QRegularExpression(u"(?<![\\w+])\\+(?![\\w+])"_qs), u" plus "_qs });
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
    static const QHash<QString, QStringList> alternatives {
        { u"kebab"_qs, { u"more"_qs, u"options"_qs, u"menu"_qs, u"overflow"_qs } },
        { u"overflow"_qs, { u"more"_qs, u"options"_qs, u"menu"_qs } },
        { u"plus"_qs, { u"add"_qs, u"new"_qs, u"create"_qs, u"fab"_qs, u"increase"_qs } },
        { u"minus"_qs, { u"decrease"_qs, u"subtract"_qs, u"remove"_qs } },
        { u"fab"_qs, { u"add"_qs, u"new"_qs, u"create"_qs } },
        { u"trash"_qs, { u"delete"_qs, u"remove"_qs, u"discard"_qs } },
        { u"bin"_qs, { u"delete"_qs, u"remove"_qs, u"discard"_qs } },
        { u"pencil"_qs, { u"edit"_qs, u"modify"_qs } },
        { u"gear"_qs, { u"settings"_qs, u"preferences"_qs } },
        { u"cog"_qs, { u"settings"_qs, u"preferences"_qs } },
        { u"magnifier"_qs, { u"search"_qs, u"find"_qs } },
        { u"loupe"_qs, { u"search"_qs, u"find"_qs } },
        { u"arrow"_qs, { u"navigate"_qs, u"up"_qs, u"back"_qs } },
        { u"hamburger"_qs, { u"navigation"_qs, u"drawer"_qs, u"menu"_qs } },
        { u"floppy"_qs, { u"save"_qs } },
    };
    static const QStringList none;
    const auto it = alternatives.constFind(word);
    return it == alternatives.cend() ? none : *it;
}

const QStringList &functionSynonyms(const QString &word)
{
    static const QHash<QString, QStringList> synonyms {
        { u"settings"_qs, { u"preferences"_qs, u"prefs"_qs } },
        { u"preferences"_qs, { u"settings"_qs } },
        { u"setting"_qs, { u"preference"_qs } },
        { u"preference"_qs, { u"setting"_qs } },
        { u"delete"_qs, { u"erase"_qs, u"remove"_qs } },
        { u"erase"_qs, { u"delete"_qs, u"remove"_qs } },
        { u"remove"_qs, { u"delete"_qs, u"erase"_qs } },
    };
    static const QStringList none;
    const auto it = synonyms.constFind(word);
    return it == synonyms.cend() ? none : *it;
}

const QStringList &answerLabels(const QString &verbLemma)
{
    static const QStringList yes { u"allow"_qs,  u"ok"_qs,    u"okay"_qs,     u"yes"_qs,
                                   u"accept"_qs, u"agree"_qs, u"continue"_qs, u"grant"_qs };
    static const QStringList no { u"deny"_qs,   u"no"_qs,     u"decline"_qs, u"cancel"_qs,
                                  u"reject"_qs, u"refuse"_qs, u"thanks"_qs };
    static const QStringList confirm { u"ok"_qs, u"okay"_qs, u"yes"_qs, u"confirm"_qs, u"continue"_qs };
    static const QStringList dismiss { u"ok"_qs,     u"okay"_qs, u"close"_qs, u"dismiss"_qs,
                                       u"cancel"_qs, u"got"_qs,  u"it"_qs };
    static const QStringList skip { u"skip"_qs };
    static const QStringList finish { u"finish"_qs, u"done"_qs };
    static const QHash<QString, const QStringList *> byVerb {
        { u"allow"_qs, &yes },     { u"grant"_qs, &yes },       { u"accept"_qs, &yes },      { u"permit"_qs, &yes },
        { u"agree"_qs, &yes },     { u"deny"_qs, &no },         { u"decline"_qs, &no },      { u"refuse"_qs, &no },
        { u"reject"_qs, &no },     { u"confirm"_qs, &confirm }, { u"dismiss"_qs, &dismiss }, { u"skip"_qs, &skip },
        { u"finish"_qs, &finish },
    };
    static const QStringList none;
    const auto it = byVerb.constFind(verbLemma);
    return it == byVerb.cend() ? none : **it;
}

const QSet<QString> &interactionVerbs()
{
    static const QSet<QString> s {
        u"click"_qs, u"tap"_qs, u"press"_qs, u"push"_qs, u"hit"_qs, u"touch"_qs, u"select"_qs, u"choose"_qs, u"pick"_qs,
        u"check"_qs, u"uncheck"_qs, u"tick"_qs, u"untick"_qs, u"toggle"_qs, u"enable"_qs, u"disable"_qs, u"switch"_qs,
        u"turn"_qs, u"type"_qs, u"enter"_qs, u"input"_qs, u"fill"_qs, u"write"_qs, u"insert"_qs, u"paste"_qs,
        u"swipe"_qs, u"scroll"_qs, u"drag"_qs, u"drop"_qs, u"slide"_qs, u"pull"_qs, u"fling"_qs, u"open"_qs,
        u"close"_qs, u"launch"_qs, u"start"_qs, u"restart"_qs, u"stop"_qs, u"go"_qs, u"navigate"_qs, u"return"_qs,
        u"rotate"_qs, u"add"_qs, u"create"_qs, u"delete"_qs, u"remove"_qs, u"edit"_qs, u"modify"_qs, u"change"_qs,
        u"set"_qs, u"save"_qs, u"rename"_qs, u"search"_qs, u"filter"_qs, u"sort"_qs, u"share"_qs, u"import"_qs,
        u"export"_qs, u"upload"_qs, u"download"_qs, u"install"_qs, u"uninstall"_qs, u"record"_qs, u"play"_qs,
        u"pause"_qs, u"move"_qs, u"copy"_qs, u"cut"_qs, u"mark"_qs, u"hold"_qs, u"expand"_qs, u"collapse"_qs,
        u"zoom"_qs, u"pinch"_qs, u"login"_qs, u"log"_qs, u"sign"_qs, u"exit"_qs, u"cancel"_qs, u"confirm"_qs,
        u"accept"_qs, u"dismiss"_qs, u"submit"_qs, u"deselect"_qs, u"unselect"_qs, u"long-press"_qs, u"send"_qs,
        u"attach"_qs, u"reset"_qs, u"clear"_qs, u"activate"_qs, u"deactivate"_qs, u"access"_qs, u"visit"_qs,
        u"browse"_qs, u"upgrade"_qs,
        // Android's permission prompts and first-run screens.
        u"allow"_qs, u"deny"_qs, u"grant"_qs, u"decline"_qs, u"agree"_qs, u"reject"_qs, u"unlock"_qs, u"refresh"_qs,
        u"reload"_qs, u"apply"_qs, u"finish"_qs, u"skip"_qs, u"answer"_qs
    };
    return s;
}

const QSet<QString> &plainInteractionVerbs()
{
    static const QSet<QString> s { u"click"_qs,    u"tap"_qs,    u"press"_qs, u"select"_qs, u"choose"_qs, u"hit"_qs,
                                   u"go"_qs,       u"open"_qs,   u"enter"_qs, u"type"_qs,   u"push"_qs,   u"touch"_qs,
                                   u"navigate"_qs, u"check"_qs,  u"pick"_qs,  u"use"_qs,    u"make"_qs,   u"do"_qs,
                                   u"get"_qs,      u"put"_qs,    u"turn"_qs,  u"find"_qs,   u"see"_qs,    u"view"_qs,
                                   u"try"_qs,      u"long"_qs,   u"swipe"_qs, u"scroll"_qs, u"fill"_qs,   u"input"_qs,
                                   u"write"_qs,    u"insert"_qs, u"visit"_qs, u"access"_qs, u"launch"_qs, u"start"_qs,
                                   u"run"_qs,      u"return"_qs, u"leave"_qs, u"close"_qs,  u"answer"_qs };
    return s;
}

const QSet<QString> &clickVerbs()
{
    static const QSet<QString> s { u"click"_qs,    u"tap"_qs,      u"press"_qs,    u"push"_qs,     u"hit"_qs,
                                   u"touch"_qs,    u"select"_qs,   u"choose"_qs,   u"pick"_qs,     u"check"_qs,
                                   u"uncheck"_qs,  u"tick"_qs,     u"untick"_qs,   u"toggle"_qs,   u"mark"_qs,
                                   u"deselect"_qs, u"unselect"_qs, u"enable"_qs,   u"disable"_qs,  u"switch"_qs,
                                   u"turn"_qs,     u"open"_qs,     u"go"_qs,       u"navigate"_qs, u"visit"_qs,
                                   u"access"_qs,   u"expand"_qs,   u"collapse"_qs, u"skip"_qs,     u"answer"_qs };
    return s;
}

const QSet<QString> &holdVerbs()
{
    static const QSet<QString> s { u"tap"_qs, u"press"_qs, u"touch"_qs, u"click"_qs };
    return s;
}

const QSet<QString> &toggleVerbs()
{
    static const QSet<QString> s { u"tick"_qs, u"check"_qs, u"toggle"_qs, u"untick"_qs, u"uncheck"_qs };
    return s;
}

const QSet<QString> &appLaunchVerbs()
{
    static const QSet<QString> s { u"open"_qs, u"launch"_qs, u"start"_qs, u"run"_qs, u"restart"_qs, u"reopen"_qs };
    return s;
}

const QSet<QString> &leavingVerbs()
{
    static const QSet<QString> s { u"close"_qs, u"dismiss"_qs, u"leave"_qs, u"exit"_qs, u"quit"_qs };
    return s;
}

const QSet<QString> &settingVerbs()
{
    static const QSet<QString> s { u"change"_qs, u"set"_qs, u"update"_qs, u"edit"_qs, u"modify"_qs };
    return s;
}

const QSet<QString> &creationVerbs()
{
    static const QSet<QString> s { u"create"_qs, u"add"_qs, u"new"_qs, u"insert"_qs };
    return s;
}

const QSet<QString> &componentKindNouns()
{
    static const QSet<QString> s { u"button"_qs,  u"icon"_qs,     u"tab"_qs,     u"box"_qs,      u"field"_qs,
                                   u"menu"_qs,    u"option"_qs,   u"item"_qs,    u"list"_qs,     u"screen"_qs,
                                   u"page"_qs,    u"dialog"_qs,   u"view"_qs,    u"entry"_qs,    u"element"_qs,
                                   u"row"_qs,     u"link"_qs,     u"section"_qs, u"panel"_qs,    u"bar"_qs,
                                   u"toolbar"_qs, u"checkbox"_qs, u"text"_qs,    u"label"_qs,    u"symbol"_qs,
                                   u"popup"_qs,   u"window"_qs,   u"form"_qs,    u"app"_qs,      u"application"_qs,
                                   u"image"_qs,   u"picture"_qs,  u"spinner"_qs, u"dropdown"_qs, u"switch"_qs,
                                   u"toggle"_qs,  u"radio"_qs,    u"input"_qs,   u"tray"_qs,     u"card"_qs };
    return s;
}

const QSet<QString> &screenKindNouns()
{
    static const QSet<QString> s { u"view"_qs,     u"dialog"_qs, u"window"_qs, u"section"_qs,
                                   u"activity"_qs, u"mode"_qs,   u"part"_qs };
    return s;
}

const QSet<QString> &appearanceAdjectives()
{
    static const QSet<QString> s { u"round"_qs, u"floating"_qs, u"little"_qs, u"small"_qs, u"big"_qs,    u"large"_qs,
                                   u"tiny"_qs,  u"circular"_qs, u"square"_qs, u"blue"_qs,  u"red"_qs,    u"green"_qs,
                                   u"white"_qs, u"grey"_qs,     u"gray"_qs,   u"black"_qs, u"orange"_qs, u"yellow"_qs };
    return s;
}

const QSet<QString> &objectNoiseWords()
{
    static const QSet<QString> s { u"i"_qs,      u"we"_qs,     u"you"_qs,  u"the"_qs,  u"a"_qs,      u"an"_qs,
                                   u"any"_qs,    u"some"_qs,   u"this"_qs, u"that"_qs, u"these"_qs,  u"those"_qs,
                                   u"my"_qs,     u"your"_qs,   u"its"_qs,  u"it"_qs,   u"them"_qs,   u"one"_qs,
                                   u"of"_qs,     u"on"_qs,     u"in"_qs,   u"into"_qs, u"to"_qs,     u"from"_qs,
                                   u"for"_qs,    u"with"_qs,   u"at"_qs,   u"by"_qs,   u"as"_qs,     u"and"_qs,
                                   u"or"_qs,     u"again"_qs,  u"new"_qs,  u"all"_qs,  u"more"_qs,   u"then"_qs,
                                   u"button"_qs, u"screen"_qs, u"page"_qs, u"app"_qs,  u"option"_qs, u"icon"_qs,
                                   u"menu"_qs,   u"field"_qs,  u"box"_qs,  u"tab"_qs,  u"item"_qs,   u"list"_qs };
    return s;
}

} // namespace StepWise::GuiVocabulary
