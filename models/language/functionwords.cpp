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
        add(Class::Article, { u"the", u"a", u"an" });
        add(Class::Demonstrative, { u"this", u"that", u"these", u"those" });
        add(Class::Possessive, { u"my", u"your", u"his", u"her", u"its", u"our", u"their" });
        add(Class::Quantifier,
            { u"some", u"any", u"all", u"every", u"each", u"both", u"few", u"many", u"several", u"multiple" });
        add(Class::Pronoun, { u"it", u"them" });
        add(Class::Preposition,
            { u"of", u"on", u"in", u"at", u"to", u"into", u"onto", u"from", u"with", u"for", u"by", u"as", u"via" });
        return t;
    }();
    return table.value(word);
}

bool isOrdinal(const QString &word)
{
    static const QSet<QString> words { u"first"_qs,   u"second"_qs, u"third"_qs, u"fourth"_qs, u"fifth"_qs, u"sixth"_qs,
                                       u"seventh"_qs, u"eighth"_qs, u"ninth"_qs, u"tenth"_qs,  u"last"_qs };
    static const QRegularExpression numbered(u"^\\d*(?:1st|2nd|3rd|[04-9]th|1[1-3]th)$"_qs);
    return words.contains(word) || numbered.match(word).hasMatch();
}

namespace {

QSet<QString> computePositionWords(const QString &phrase)
{
    static const QRegularExpression token(u"[\\p{L}\\p{N}]+"_qs);
    static const QRegularExpression quoted(Quotes::quotationPattern());
    // "the second one": the prop-word stands for a noun the phrase does not name, so the ordinal is all it says.
    static const QSet<QString> propWords { u"one"_qs, u"ones"_qs };
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

const QSet<QString> &nominalDeterminers()
{
    static const QSet<QString> s { u"the"_qs, u"a"_qs,    u"an"_qs,  u"this"_qs, u"that"_qs,
                                   u"my"_qs,  u"your"_qs, u"its"_qs, u"any"_qs,  u"some"_qs };
    return s;
}

const QSet<QString> &subjectDeterminers()
{
    static const QSet<QString> s { u"the"_qs,  u"a"_qs,    u"an"_qs,    u"my"_qs,   u"its"_qs,
                                   u"this"_qs, u"that"_qs, u"these"_qs, u"those"_qs };
    return s;
}

const QSet<QString> &quantifiers()
{
    static const QSet<QString> s { u"any"_qs,     u"some"_qs, u"all"_qs,      u"every"_qs, u"each"_qs,
                                   u"several"_qs, u"many"_qs, u"multiple"_qs, u"more"_qs,  u"few"_qs };
    return s;
}

const QSet<QString> &countWords()
{
    static const QSet<QString> s { u"two"_qs,    u"three"_qs,  u"four"_qs,     u"five"_qs, u"six"_qs,
                                   u"seven"_qs,  u"eight"_qs,  u"nine"_qs,     u"ten"_qs,  u"eleven"_qs,
                                   u"twelve"_qs, u"twenty"_qs, u"several"_qs,  u"many"_qs, u"multiple"_qs,
                                   u"few"_qs,    u"couple"_qs, u"numerous"_qs, u"a"_qs,    u"of"_qs,
                                   u"lot"_qs };
    return s;
}

const QSet<QString> &pluralNounOpeners()
{
    static const QSet<QString> s { u"the"_qs, u"a"_qs, u"two"_qs, u"three"_qs, u"four"_qs, u"my"_qs, u"all"_qs };
    return s;
}

const QSet<QString> &repetitionAdverbs()
{
    static const QSet<QString> s { u"once"_qs, u"twice"_qs, u"thrice"_qs };
    return s;
}

const QSet<QString> &repetitionWords()
{
    static const QSet<QString> s { u"twice"_qs, u"thrice"_qs, u"again"_qs, u"once"_qs, u"more"_qs };
    return s;
}

const QSet<QString> &phrasePrepositions()
{
    static const QSet<QString> s { u"in"_qs,    u"on"_qs,    u"at"_qs,      u"to"_qs,      u"from"_qs,
                                   u"into"_qs,  u"onto"_qs,  u"under"_qs,   u"inside"_qs,  u"with"_qs,
                                   u"as"_qs,    u"for"_qs,   u"via"_qs,     u"by"_qs,      u"within"_qs,
                                   u"below"_qs, u"above"_qs, u"through"_qs, u"without"_qs, u"until"_qs,
                                   u"till"_qs,  u"while"_qs, u"after"_qs,   u"before"_qs,  u"of"_qs };
    return s;
}

const QSet<QString> &labelPlacePrepositions()
{
    static const QSet<QString> s { u"in"_qs, u"on"_qs, u"at"_qs, u"inside"_qs, u"under"_qs };
    return s;
}

const QSet<QString> &placeAdjunctPrepositions()
{
    static const QSet<QString> s { u"in"_qs, u"on"_qs, u"from"_qs, u"at"_qs, u"inside"_qs, u"within"_qs, u"under"_qs };
    return s;
}

const QSet<QString> &screenPlacePrepositions()
{
    static const QSet<QString> s { u"while"_qs, u"in"_qs, u"on"_qs, u"inside"_qs, u"within"_qs, u"at"_qs };
    return s;
}

const QSet<QString> &meansPrepositions()
{
    static const QSet<QString> s { u"to"_qs, u"using"_qs, u"with"_qs, u"via"_qs, u"by"_qs };
    return s;
}

const QSet<QString> &impersonalSubjects()
{
    static const QSet<QString> s { u"it"_qs, u"nothing"_qs, u"everything"_qs, u"there"_qs };
    return s;
}

const QSet<QString> &observedSubjects()
{
    static const QSet<QString> s { u"they"_qs, u"it"_qs,   u"he"_qs,    u"she"_qs,
                                   u"this"_qs, u"that"_qs, u"there"_qs, u"nothing"_qs };
    return s;
}

const QSet<QString> &reporterNouns()
{
    static const QSet<QString> s { u"user"_qs, u"users"_qs, u"reporter"_qs, u"tester"_qs };
    return s;
}

const QSet<QString> &subjectLeadIns()
{
    static const QSet<QString> s { u"when"_qs, u"whenever"_qs, u"if"_qs,   u"after"_qs, u"once"_qs,
                                   u"as"_qs,   u"soon"_qs,     u"then"_qs, u"and"_qs,   u"so"_qs,
                                   u"but"_qs,  u"however"_qs,  u","_qs,    u"there"_qs, u"here"_qs };
    return s;
}

const QSet<QString> &subjectPhraseEnds()
{
    static const QSet<QString> s { u"that"_qs,   u"which"_qs,  u"who"_qs,  u"where"_qs, u"when"_qs,    u"whenever"_qs,
                                   u"if"_qs,     u"until"_qs,  u"till"_qs, u"while"_qs, u"because"_qs, u"since"_qs,
                                   u"so"_qs,     u"and"_qs,    u"or"_qs,   u"but"_qs,   u"then"_qs,    u"after"_qs,
                                   u"before"_qs, u"unless"_qs, u"once"_qs, u"it"_qs,    u"they"_qs,    u"i"_qs,
                                   u"we"_qs,     u"you"_qs,    u"he"_qs,   u"she"_qs,   u"there"_qs,   u"to"_qs };
    return s;
}

const QSet<QString> &copulas()
{
    static const QSet<QString> s { u"is"_qs, u"are"_qs,  u"was"_qs,  u"were"_qs,
                                   u"be"_qs, u"been"_qs, u"gets"_qs, u"becomes"_qs };
    return s;
}

const QSet<QString> &primaryAuxiliaries()
{
    static const QSet<QString> s { u"be"_qs, u"do"_qs, u"have"_qs };
    return s;
}

const QSet<QString> &finiteAuxiliaries()
{
    static const QSet<QString> s { u"is"_qs,     u"are"_qs,    u"was"_qs,   u"were"_qs,     u"has"_qs,    u"have"_qs,
                                   u"had"_qs,    u"does"_qs,   u"did"_qs,   u"doesn't"_qs,  u"didn't"_qs, u"isn't"_qs,
                                   u"aren't"_qs, u"wasn't"_qs, u"will"_qs,  u"won't"_qs,    u"would"_qs,  u"can"_qs,
                                   u"can't"_qs,  u"cannot"_qs, u"could"_qs, u"couldn't"_qs, u"should"_qs, u"must"_qs,
                                   u"may"_qs,    u"might"_qs,  u"'s"_qs,    u"gets"_qs,     u"seems"_qs,  u"appears"_qs,
                                   u"becomes"_qs };
    return s;
}

const QSet<QString> &stateVerbs()
{
    static const QSet<QString> s { u"is"_qs,      u"are"_qs,     u"was"_qs,     u"were"_qs,    u"isn't"_qs,
                                   u"aren't"_qs,  u"wasn't"_qs,  u"weren't"_qs, u"seems"_qs,   u"seemed"_qs,
                                   u"appears"_qs, u"doesn't"_qs, u"does"_qs,    u"becomes"_qs, u"remains"_qs,
                                   u"stays"_qs,   u"keeps"_qs,   u"fails"_qs };
    return s;
}

const QSet<QString> &outcomeVerbs()
{
    static const QSet<QString> s { u"is"_qs,     u"are"_qs,     u"was"_qs,    u"were"_qs,  u"has"_qs,     u"have"_qs,
                                   u"had"_qs,    u"does"_qs,    u"do"_qs,     u"did"_qs,   u"doesn't"_qs, u"don't"_qs,
                                   u"didn't"_qs, u"can't"_qs,   u"cannot"_qs, u"won't"_qs, u"will"_qs,    u"isn't"_qs,
                                   u"wasn't"_qs, u"nothing"_qs, u"not"_qs,    u"never"_qs };
    return s;
}

const QSet<QString> &presentStateWords()
{
    static const QSet<QString> s { u"is"_qs, u"are"_qs, u"was"_qs, u"were"_qs, u"has"_qs, u"have"_qs, u"still"_qs };
    return s;
}

const QSet<QString> &expectationWords()
{
    static const QSet<QString> s { u"should"_qs, u"shouldn't"_qs, u"ought"_qs,   u"expected"_qs,
                                   u"expect"_qs, u"expecting"_qs, u"supposed"_qs };
    return s;
}

const QSet<QString> &discourseFillers()
{
    static const QSet<QString> s { u"then"_qs,       u"now"_qs,          u"again"_qs,      u"also"_qs,
                                   u"just"_qs,       u"first"_qs,        u"firstly"_qs,    u"finally"_qs,
                                   u"next"_qs,       u"and"_qs,          u"or"_qs,         u"so"_qs,
                                   u"simply"_qs,     u"quickly"_qs,      u"afterwards"_qs, u"still"_qs,
                                   u"lastly"_qs,     u"secondly"_qs,     u"thirdly"_qs,    u"immediately"_qs,
                                   u"but"_qs,        u"once"_qs,         u"again,"_qs,     u"only"_qs,
                                   u"explicitly"_qs, u"accidentally"_qs, u"already"_qs,    u"even"_qs,
                                   u"directly"_qs,   u"manually"_qs,     u"("_qs,          u"\""_qs };
    return s;
}

const QSet<QString> &narrativeFillers()
{
    static const QSet<QString> s { u"then"_qs, u"now"_qs, u"and"_qs, u"but"_qs, u"so"_qs, u"also"_qs, u"still"_qs };
    return s;
}

const QSet<QString> &whichTimeWords()
{
    static const QSet<QString> s { u"first"_qs, u"second"_qs, u"third"_qs,  u"this"_qs,
                                   u"next"_qs,  u"last"_qs,   u"another"_qs };
    return s;
}

const QSet<QString> &reasonSubordinators()
{
    static const QSet<QString> s { u"because"_qs, u"since"_qs, u"as"_qs, u"although"_qs, u"though"_qs };
    return s;
}

const QSet<QString> &verbLeadIns()
{
    static const QSet<QString> s {
        u"then"_qs,  u"now"_qs,     u"again"_qs,        u"also"_qs,       u"just"_qs,    u"first"_qs,  u"finally"_qs,
        u"next"_qs,  u"and"_qs,     u"or"_qs,           u"so"_qs,         u"simply"_qs,  u"please"_qs, u"when"_qs,
        u"if"_qs,    u"once"_qs,    u"after"_qs,        u"i"_qs,          u"we"_qs,      u"you"_qs,    u"user"_qs,
        u"the"_qs,   u"have"_qs,    u"had"_qs,          u"i've"_qs,       u"try"_qs,     u"tried"_qs,  u"trying"_qs,
        u"to"_qs,    u"don't"_qs,   u"manually"_qs,     u"explicitly"_qs, u"quickly"_qs, u"even"_qs,   u"but"_qs,
        u"still"_qs, u"install"_qs, u"accidentally"_qs, u"("_qs,          u"["_qs,       u"she"_qs,    u"he"_qs
    };
    return s;
}

const QSet<QString> &trailingAdverbs()
{
    static const QSet<QString> s { u"again"_qs, u"too"_qs, u"also"_qs, u"now"_qs, u"then"_qs };
    return s;
}

const QSet<QString> &sequenceWords()
{
    static const QSet<QString> s {
        u"then"_qs, u"now"_qs, u"finally"_qs, u"also"_qs, u"next"_qs, u"this"_qs, u"time"_qs
    };
    return s;
}

const QSet<QString> &argumentOpeners()
{
    static const QSet<QString> s {
        u"the"_qs,      u"a"_qs,          u"an"_qs,     u"this"_qs,  u"that"_qs, u"these"_qs,   u"those"_qs,
        u"my"_qs,       u"your"_qs,       u"his"_qs,    u"her"_qs,   u"its"_qs,  u"our"_qs,     u"their"_qs,
        u"some"_qs,     u"any"_qs,        u"all"_qs,    u"every"_qs, u"each"_qs, u"another"_qs, u"something"_qs,
        u"anything"_qs, u"everything"_qs, u"it"_qs,     u"them"_qs,  u"me"_qs,   u"one"_qs,     u"on"_qs,
        u"off"_qs,      u"up"_qs,         u"down"_qs,   u"back"_qs,  u"out"_qs,  u"in"_qs,      u"to"_qs,
        u"into"_qs,     u"onto"_qs,       u"for"_qs,    u"with"_qs,  u"from"_qs, u"at"_qs,      u"\""_qs,
        u"+"_qs,        u"("_qs,          u"few"_qs,    u"new"_qs,   u"both"_qs, u"until"_qs,   u"till"_qs,
        u"while"_qs,    u"when"_qs,       u"before"_qs, u"after"_qs, u"by"_qs,   u"via"_qs,     u"as"_qs
    };
    return s;
}

const QSet<QString> &phraseOpeners()
{
    static const QSet<QString> s { u"the"_qs, u"a"_qs,   u"an"_qs, u"it"_qs,   u"this"_qs, u"that"_qs,
                                   u"i"_qs,   u"you"_qs, u"we"_qs, u"then"_qs, u"and"_qs };
    return s;
}

const QSet<QString> &observationOpeners()
{
    static const QSet<QString> s { u"the"_qs,     u"a"_qs,          u"an"_qs,    u"it"_qs, u"crash"_qs,
                                   u"nothing"_qs, u"everything"_qs, u"which"_qs, u"no"_qs };
    return s;
}

const QSet<QString> &closedClassWords()
{
    static const QSet<QString> s { u"the"_qs,   u"a"_qs,       u"an"_qs,    u"this"_qs,    u"that"_qs,    u"these"_qs,
                                   u"those"_qs, u"it"_qs,      u"it's"_qs,  u"its"_qs,     u"they"_qs,    u"they're"_qs,
                                   u"he"_qs,    u"she"_qs,     u"we"_qs,    u"you"_qs,     u"i"_qs,       u"i'm"_qs,
                                   u"my"_qs,    u"your"_qs,    u"our"_qs,   u"their"_qs,   u"there"_qs,   u"there's"_qs,
                                   u"here"_qs,  u"here's"_qs,  u"what"_qs,  u"which"_qs,   u"who"_qs,     u"is"_qs,
                                   u"are"_qs,   u"was"_qs,     u"were"_qs,  u"be"_qs,      u"been"_qs,    u"am"_qs,
                                   u"has"_qs,   u"have"_qs,    u"had"_qs,   u"do"_qs,      u"does"_qs,    u"did"_qs,
                                   u"will"_qs,  u"would"_qs,   u"can"_qs,   u"could"_qs,   u"should"_qs,  u"must"_qs,
                                   u"may"_qs,   u"might"_qs,   u"shall"_qs, u"not"_qs,     u"no"_qs,      u"yes"_qs,
                                   u"if"_qs,    u"when"_qs,    u"while"_qs, u"because"_qs, u"as"_qs,      u"in"_qs,
                                   u"on"_qs,    u"at"_qs,      u"to"_qs,    u"for"_qs,     u"of"_qs,      u"with"_qs,
                                   u"from"_qs,  u"by"_qs,      u"but"_qs,   u"or"_qs,      u"and"_qs,     u"so"_qs,
                                   u"all"_qs,   u"some"_qs,    u"any"_qs,   u"every"_qs,   u"each"_qs,    u"only"_qs,
                                   u"also"_qs,  u"even"_qs,    u"same"_qs,  u"other"_qs,   u"another"_qs, u"more"_qs,
                                   u"most"_qs,  u"very"_qs,    u"much"_qs,  u"after"_qs,   u"before"_qs,  u"then"_qs,
                                   u"than"_qs,  u"however"_qs, u"maybe"_qs, u"please"_qs,  u"thanks"_qs,  u"thank"_qs };
    return s;
}

const QSet<QString> &unidentifyingWords()
{
    static const QSet<QString> s {
        u"the"_qs,     u"a"_qs,        u"an"_qs,    u"this"_qs,    u"that"_qs,    u"these"_qs, u"those"_qs,
        u"my"_qs,      u"your"_qs,     u"his"_qs,   u"her"_qs,     u"its"_qs,     u"their"_qs, u"our"_qs,
        u"it"_qs,      u"them"_qs,     u"me"_qs,    u"you"_qs,     u"i"_qs,       u"we"_qs,    u"of"_qs,
        u"on"_qs,      u"in"_qs,       u"into"_qs,  u"onto"_qs,    u"to"_qs,      u"from"_qs,  u"for"_qs,
        u"with"_qs,    u"at"_qs,       u"by"_qs,    u"as"_qs,      u"and"_qs,     u"or"_qs,    u"again"_qs,
        u"then"_qs,    u"there"_qs,    u"here"_qs,  u"so"_qs,      u"up"_qs,      u"any"_qs,   u"some"_qs,
        u"all"_qs,     u"every"_qs,    u"each"_qs,  u"one"_qs,     u"several"_qs, u"many"_qs,  u"few"_qs,
        u"more"_qs,    u"multiple"_qs, u"other"_qs, u"another"_qs, u"same"_qs,    u"new"_qs,   u"existing"_qs,
        u"current"_qs, u"certain"_qs,  u"small"_qs, u"whole"_qs,   u"just"_qs,    u"only"_qs,  u"also"_qs
    };
    return s;
}

} // namespace StepWise::FunctionWords
