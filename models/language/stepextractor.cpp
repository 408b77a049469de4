// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepextractor.h"

#include "common/quoting.h"
#include "componenttext.h"
#include "functionwords.h"
#include "guivocabulary.h"
#include "lexicon.h"
#include "linkparser.h"
#include "reporttext.h"
#include "s2rclassifier.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

namespace StepWise {

namespace {

using Pos = Lexicon::Pos;

struct Token {
    QString text; ///< as written
    QString lower;
    qsizetype start = 0; ///< offset in the sentence text
    qsizetype end = 0;
    bool word = false;
    bool quoted = false; ///< a whole "quoted" string
};

QList<Token> tokenize(const QString &text)
{
    // A period inside a sentence ends a clause, except in "e.g." and "i.e." and in dotted names: a file
    // ("todo.txt", "test1.csv", and ".txt" after a space) or a package ("com.example.app"), whose later parts start
    // lower case. Digits after letters stay in the word ("header2", "mp3").
    static const QRegularExpression re(Quotes::quotationPattern()
                                       + QStringLiteral(R"(|\b[eE]\.[gG]\.|\b[iI]\.[eE]\.)"
                                                        R"(|[A-Za-z][A-Za-z0-9'’-]*(?:\.[a-z0-9][A-Za-z0-9_-]*)*)"
                                                        R"(|(?<!\S)\.[a-z][A-Za-z0-9_-]*(?:\.[a-z0-9][A-Za-z0-9_-]*)*)"
                                                        R"(|\d+(?:[.,:]\d+)*|->|-->|=>|→|[^\s\w])"));
    QList<Token> out;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        Token t;
        t.text = m.captured(0);
        t.lower = t.text.toLower().replace(u'’', u'\'');
        t.start = m.capturedStart(0);
        t.end = m.capturedEnd(0);
        t.quoted = t.text.size() > 1 && Quotes::isOpening(t.text.at(0));
        t.word = t.text.at(0).isLetterOrNumber() || t.quoted || (t.text.size() > 1 && t.text.at(0) == u'.');
        // "Long-press an item", "double-tap": two words, as "long press" is.
        if (const qsizetype hyphen = t.lower.indexOf(u'-');
            hyphen > 0 && (t.lower.startsWith(u"long-") || t.lower.startsWith(u"double-"))) {
            Token rest = t;
            t.text.truncate(hyphen);
            t.lower.truncate(hyphen);
            t.end = t.start + hyphen;
            rest.text.remove(0, hyphen + 1);
            rest.lower.remove(0, hyphen + 1);
            rest.start = t.end + 1;
            if (!rest.text.isEmpty()) {
                out.append(t);
                t = rest;
            } else {
                t.end += 1;
            }
        }
        out.append(t);
    }
    return out;
}

bool isArrow(const QString &t)
{
    return t == u">" || t == u"->" || t == u"-->" || t == u"=>" || t == u"→";
}

bool isVerbToken(const Token &t)
{
    if (!t.word || t.quoted)
        return false;
    if (t.lower == u"goto")
        return true; // "goto History": "go to" as often written in reports
    Lexicon &lex = Lexicon::instance();
    if (!lex.isVerb(t.lower)) {
        for (const QString &prefix : { u"de"_qs, u"un"_qs, u"re"_qs }) {
            if (t.lower.size() > prefix.size() + 3 && t.lower.startsWith(prefix)
                && lex.isVerb(t.lower.mid(prefix.size())))
                return true;
        }
        return false;
    }
    return true;
}

QString lemmaOf(const QString &word)
{
    if (word == u"goto")
        return u"go"_qs;
    Lexicon &lex = Lexicon::instance();
    if (lex.isVerb(word))
        return lex.lemma(word, Pos::Verb);
    for (const QString &prefix : { u"de"_qs, u"un"_qs, u"re"_qs }) {
        if (word.startsWith(prefix) && lex.isVerb(word.mid(prefix.size())))
            return prefix + lex.lemma(word.mid(prefix.size()), Pos::Verb);
    }
    return word;
}

bool isFailure(const QString &w)
{
    const QString s = Lexicon::instance().stem(w);
    return s == u"crash" || s == u"freez" || s == u"hang" || s == u"fail" || s == u"appear" || s == u"disappear"
        || s == u"show" || s == u"display" || s == u"happen" || s == u"occur" || s == u"remain" || s == u"stay"
        || s == u"becom" || s == u"seem" || s == u"look" || s == u"see" || s == u"observ" || s == u"notic"
        || s == u"get";
}

/*! Whether \a w (lower case) is who does the steps when it is a verb's subject: the reporter ("I", "we"), or "she"
 *  and "he" in a report the classifier let tell them of a user. */
bool isActor(const QString &w)
{
    return w == u"i" || w == u"we" || w == u"she" || w == u"he";
}

/*! Whether "use" at token \a j names a click on a control: "use the three dots", "use the back arrow", "use the
 *  search icon"; not "use the app for a week". */
bool usesControl(const QList<Token> &tokens, int j, int to)
{
    if (lemmaOf(tokens.at(j).lower) != u"use")
        return false;
    QStringList object;
    for (int k = j + 1; k < std::min(to, j + 6) && tokens.at(k).word; ++k)
        object.append(tokens.at(k).text);
    const QString phrase = GuiVocabulary::iconWords(object.join(u' '));
    const QStringList words = phrase.toLower().split(u' ', Qt::SkipEmptyParts);
    // What is used in place of a control is none: "use the app", "use another screen".
    static const QSet<QString> notControls { u"app"_qs,    u"application"_qs, u"screen"_qs, u"page"_qs,
                                             u"window"_qs, u"form"_qs,        u"view"_qs,   u"text"_qs };
    return std::any_of(words.cbegin(), words.cend(), [](const QString &w) {
        return (GuiVocabulary::componentKindNouns().contains(w) && !notControls.contains(w))
            || !GuiVocabulary::iconAlternatives(w).isEmpty();
    });
}

/*! Index of the action verb of tokens [from, to), or -1: an interaction verb, or the first verb at the
 *  clause start (after fillers and a first-person subject). Verbs after a determiner are nouns. */
int findVerb(const QList<Token> &tokens, int from, int to)
{
    int i = from;
    for (;;) {
        while (i < to && (FunctionWords::verbLeadIns().contains(tokens.at(i).lower) || !tokens.at(i).word))
            ++i;
        // "First time open the app", "this time tap Save": which time, before the verb.
        if (i < to && tokens.at(i).lower == u"time" && i > from
            && FunctionWords::whichTimeWords().contains(tokens.at(i - 1).lower))
            ++i;
        else
            break;
    }
    if (i < to && (tokens.at(i).lower == u"long" || tokens.at(i).lower == u"double") && i + 1 < to
        && isVerbToken(tokens.at(i + 1)))
        return i;
    // "After installing I went through the wizard": a gerund after "after" or "before" is when, not what, where the
    // reporter acts later in the clause.
    // "To force a refresh I triggered a sync": a purpose told first is why, not what.
    const bool whenAdjunct = i > from && i < to
        && ((tokens.at(i).lower.endsWith(u"ing")
             && (tokens.at(i - 1).lower == u"after" || tokens.at(i - 1).lower == u"before"))
            || (i - 1 == from && tokens.at(from).lower == u"to"))
        && std::any_of(tokens.begin() + i + 1, tokens.begin() + to, [](const Token &t) { return isActor(t.lower); });
    if (i < to && isVerbToken(tokens.at(i)) && !isFailure(tokens.at(i).lower) && !whenAdjunct)
        return i;
    // "Because the add button was hidden I had to scroll down": a reason told first, its subject no verb.
    const bool reasonFirst = i == from && i < to
        && (FunctionWords::reasonSubordinators().contains(tokens.at(i).lower) || tokens.at(i).lower == u"while")
        && std::any_of(tokens.begin() + i + 1, tokens.begin() + to, [](const Token &t) { return isActor(t.lower); });
    // After such an adjunct the reporter's own verb is the step's, whatever it is ("… I triggered a sync (no change)"),
    // and what they had to do is what they did ("I had to scroll down").
    for (int j = i + 1; (whenAdjunct || reasonFirst) && j + 1 < to; ++j) {
        if (!isActor(tokens.at(j).lower) || !isVerbToken(tokens.at(j + 1)))
            continue;
        const QString must = lemmaOf(tokens.at(j + 1).lower);
        if ((must == u"have" || must == u"need") && j + 3 < to && tokens.at(j + 2).lower == u"to"
            && isVerbToken(tokens.at(j + 3)))
            return j + 3;
        return j + 1;
    }
    // "On the first slide I go Next": the reporter's own verb, after "I", not a noun of the place before it.
    for (int j = i; j + 1 < to; ++j) {
        const QString &w = tokens.at(j).lower;
        // The singular "they" of a user only opens a clause: after "and" it is as often what was acted on ("tap
        // the folders and they open").
        // "On the Root listing the user long-presses …": a user the report is told of acts as "I" does.
        const bool theUser = w == u"user" && j > i && tokens.at(j - 1).lower == u"the";
        if (!isActor(w) && !(j == i && w == u"they") && !theUser)
            continue;
        // "he long-presses the first talk": the long press is the reporter's verb, read from "long".
        if (j + 2 < to && (tokens.at(j + 1).lower == u"long" || tokens.at(j + 1).lower == u"double")
            && isVerbToken(tokens.at(j + 2)))
            return j + 1;
        if (isVerbToken(tokens.at(j + 1)) && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(j + 1).lower))
            && !isFailure(tokens.at(j + 1).lower))
            return j + 1;
    }
    for (int j = i; j < to; ++j) {
        const Token &t = tokens.at(j);
        if (!t.word || t.quoted)
            continue;
        if (j > from && FunctionWords::nominalDeterminers().contains(tokens.at(j - 1).lower))
            continue;
        // "on the first launch skip the tour": after a determiner and an ordinal it is a noun too.
        if (j > from + 1 && FunctionWords::isOrdinal(tokens.at(j - 1).lower)
            && FunctionWords::nominalDeterminers().contains(tokens.at(j - 2).lower))
            continue;
        const QString lemma = lemmaOf(t.lower);
        if ((S2RClassifier::isInteractionVerb(lemma) && !isFailure(t.lower))
            || (lemma == u"use" && usesControl(tokens, j, to)))
            return j;
    }
    return -1;
}

/*! Tokens of a repetition count starting at \a i, before \a to ("twice", "3 times", "four times", "a few
 *  times", "several times"): how often, not what is acted on. 0 if none starts there. */
int countLength(const QList<Token> &tokens, int i, int to)
{
    if (i >= to || tokens.at(i).quoted)
        return 0;
    if (FunctionWords::repetitionAdverbs().contains(tokens.at(i).lower))
        return 1;
    // Number words and quantifiers ("a couple of", "a lot of") up to "times"; at least one real count word.
    int j = i;
    bool counted = false;
    while (j < to && !tokens.at(j).quoted
           && (FunctionWords::countWords().contains(tokens.at(j).lower) || tokens.at(j).text.at(0).isDigit())) {
        const QString &w = tokens.at(j).lower;
        counted = counted || (w != u"a" && w != u"of");
        ++j;
    }
    return counted && j < to && tokens.at(j).lower == u"times" ? j + 1 - i : 0;
}

/*! How often the count of \a len tokens at \a i (countLength()) says: "twice" 2, "thrice" 3, "four times" 4, "3
 *  times" 3; a count without a number ("several times", "a couple of times") 2. */
int countValue(const QList<Token> &tokens, int i, int len)
{
    static const QHash<QString, int> values { { u"once"_qs, 1 },    { u"twice"_qs, 2 },   { u"thrice"_qs, 3 },
                                              { u"two"_qs, 2 },     { u"three"_qs, 3 },   { u"four"_qs, 4 },
                                              { u"five"_qs, 5 },    { u"six"_qs, 6 },     { u"seven"_qs, 7 },
                                              { u"eight"_qs, 8 },   { u"nine"_qs, 9 },    { u"ten"_qs, 10 },
                                              { u"eleven"_qs, 11 }, { u"twelve"_qs, 12 }, { u"twenty"_qs, 20 } };
    for (int k = i; k < i + len; ++k) {
        if (const auto it = values.constFind(tokens.at(k).lower); it != values.cend())
            return *it;
        bool ok = false;
        if (const int n = tokens.at(k).text.toInt(&ok); ok && n > 0)
            return std::min(n, 99);
    }
    return 2;
}

/*! Whether tokens [from, to) say what happened or what is, not what the reporter did: a thing as the subject
 *  ("the app closed", "the list is empty", "My phone has a screen lock", "the export icon does nothing", "it
 *  stays"), its verb finite. Steps are imperatives or have the reporter as the subject ("I tap", "The user opens"). */
bool tellsWhatHappened(const QList<Token> &tokens, int from, int to)
{
    // "The app crashes if I tick the box": the reporter acts inside it, and that is the step.
    for (int k = from; k + 1 < to; ++k) {
        const QString &w = tokens.at(k).lower;
        if ((w == u"i" || w == u"we" || w == u"you") && isVerbToken(tokens.at(k + 1)))
            return false;
    }
    int i = from;
    while (i < to && (!tokens.at(i).word || FunctionWords::narrativeFillers().contains(tokens.at(i).lower)))
        ++i;
    // "this time confirms with OK": which time, not a subject.
    if (i + 1 < to && (tokens.at(i).lower == u"this" || tokens.at(i).lower == u"next")
        && tokens.at(i + 1).lower == u"time")
        return false;
    if (i >= to || tokens.at(i).quoted)
        return false;
    const QString &subject = tokens.at(i).lower;
    const bool pronoun = FunctionWords::impersonalSubjects().contains(subject);
    if (!pronoun && !FunctionWords::subjectDeterminers().contains(subject))
        return false;
    for (int k = i + 1; k < std::min(to, i + 6); ++k) {
        const Token &t = tokens.at(k);
        if (!t.word || t.quoted)
            continue;
        if (FunctionWords::reporterNouns().contains(t.lower))
            return false;
        // After a determiner the subject has at least one word of its own: "the app closed", not "the closed tab".
        if (!pronoun && k == i + 1)
            continue;
        if (FunctionWords::outcomeVerbs().contains(t.lower))
            return true;
        if ((t.lower.endsWith(u's') || t.lower.endsWith(u"ed")) && isVerbToken(t) && lemmaOf(t.lower) != t.lower)
            return true;
        if (pronoun)
            return false;
    }
    return false;
}

QString spanText(const QString &text, const QList<Token> &tokens, int from, int to)
{
    if (from >= to)
        return {};
    // A leading ':' ("format: QIF") separates a field label from its value and is no part of either.
    while (from < to && tokens.at(from).lower == u":")
        ++from;
    if (from >= to)
        return {};
    QString s = text.mid(tokens.at(from).start, tokens.at(to - 1).end - tokens.at(from).start).trimmed();
    while (!s.isEmpty()
           && (s.endsWith(u'.') || s.endsWith(u',') || s.endsWith(u';') || s.endsWith(u':') || s.endsWith(u'!')))
        s.chop(1);
    return s.trimmed();
}

/*! Sets \a step's text and place to tokens[from] … tokens[to − 1] of \a text, without trailing "." "," or spaces. */
void setSpan(S2RStep &step, const QString &text, const QList<Token> &tokens, int from, int to, qsizetype base)
{
    const qsizetype s = tokens.at(from).start;
    qsizetype e = tokens.at(to - 1).end;
    while (e > s && (text.at(e - 1) == u'.' || text.at(e - 1) == u',' || text.at(e - 1).isSpace()))
        --e;
    step.offset = base + s;
    step.length = e - s;
    step.text = text.mid(s, e - s);
}

/*!
 * \a phrase without what the reporter added in passing: parenthesised asides ("a folder (I used Podcasts)", "Save
 * (bottom right)") and what follows an unquoted colon ("Incomes: the list is empty"), which tells the outcome. A
 * phrase that is nothing but an aside keeps its words.
 */
QString withoutAsides(const QString &phrase)
{
    static const QRegularExpression aside(u"\\s*\\([^()]*\\)"_qs);
    QString out = phrase;
    out.remove(aside);
    if (const qsizetype colon = out.indexOf(u':');
        colon > 0 && !Quotes::hasQuote(out.left(colon)) && !Quotes::hasQuote(out.mid(colon)))
        out.truncate(colon);
    out = out.trimmed();
    return out.isEmpty() || out == u"(" ? phrase : out;
}

/*! Lower-case, quote-free, determiner-free, stemmed form for duplicate detection. */
QString normalise(const QString &phrase)
{
    static const QSet<QString> drop { u"the"_qs,  u"a"_qs,  u"an"_qs,     u"this"_qs,
                                      u"that"_qs, u"on"_qs, u"button"_qs, u"option"_qs };
    QStringList out;
    static const QRegularExpression words(QStringLiteral(R"([A-Za-z0-9]+)"));
    auto it = words.globalMatch(phrase.toLower());
    while (it.hasNext()) {
        const QString w = it.next().captured(0);
        if (!drop.contains(w))
            out.append(Lexicon::instance().stem(w));
    }
    return out.join(u' ');
}

/*! A joint of a list of labels: ',', "and" or "&". */
bool isListJoint(const QString &token)
{
    return token == u"," || token == u"and" || token == u"&";
}

/*! A word telling the order of steps ("then", "finally", "lastly"): no part of a step's object or label. */
bool isSequenceWord(const QString &token)
{
    return token == u"then" || token == u"finally" || token == u"lastly";
}

/*! Whether "<lemma> on X" / "<lemma> at X" means "<lemma> X" ("click on Save"). */
bool dropsOnAt(const QString &lemma)
{
    return lemma == u"click" || lemma == u"tap" || lemma == u"press" || lemma == u"touch";
}

/*! "Click Next and Done", "Tap Bold, Italic & Underline": the object tokens [from, to) (without the
 *  repetition count [countAt, countAt + countLen)) as a list of two or more labels joined by ','/"and"/
 *  "&", the last joint an "and"/"&". A label is one quoted string or one to four words, the first
 *  capitalised, none a determiner, pronoun or preposition (FunctionWords: "the Save", "Entr the list", "List
 *  of Files" are no labels). Returns
 *  each label's token range and, after it, where its joint starts (the end of its step's span); empty
 *  when the object is not such a list. */
struct LabelPart {
    int from, to; ///< the label's tokens
    int spanEnd; ///< the first token of the joint after it (or after its count), or `to` for the last
};

QList<LabelPart> coordinatedLabels(const QList<Token> &tokens, int from, int to, int countAt, int countLen)
{
    using FunctionWords::Class;
    constexpr FunctionWords::Classes notInLabel = FunctionWords::Determiners | Class::Pronoun | Class::Preposition;
    QList<LabelPart> parts;
    bool lastJointIsAnd = false;
    int i = from;
    while (i < to) {
        LabelPart part { i, i, i };
        while (i < to && !(countAt >= 0 && i == countAt) && !isListJoint(tokens.at(i).lower))
            ++i;
        part.to = i;
        if (countAt >= 0 && i == countAt)
            i += countLen; // "Next four times and Done": the count belongs to this label's step
        part.spanEnd = i;
        const int size = part.to - part.from;
        if (size < 1 || size > 4)
            return {};
        const Token &first = tokens.at(part.from);
        if (!first.quoted && !first.text.at(0).isUpper())
            return {};
        for (int k = part.from; k < part.to; ++k) {
            const Token &t = tokens.at(k);
            if (!t.word || FunctionWords::isA(t.lower, notInLabel) || (t.quoted && size > 1))
                return {};
        }
        parts.append(part);
        if (i >= to)
            break;
        if (!isListJoint(tokens.at(i).lower))
            return {}; // a second count, or words after the count
        lastJointIsAnd = false;
        while (i < to && isListJoint(tokens.at(i).lower)) {
            lastJointIsAnd = lastJointIsAnd || tokens.at(i).lower != u",";
            ++i;
        }
        if (i >= to)
            return {};
    }
    if (parts.size() < 2 || !lastJointIsAnd)
        return {};
    parts.last().spanEnd = parts.last().to;
    return parts;
}

/*! "Tap the lock icon again and this time ALLOW", "press Back and then "Discard"": in the object tokens [\a from,
 *  \a to), a label of one to three words written in capitals or quotes that ends the object, after "and" and only
 *  sequence words, is a second click. Returns the index of that "and" and sets \a labelFrom, or returns -1. A label
 *  holding "and" ("SAVE AND EXIT") has capitals before the "and" as well, and is left whole. */
int trailingLabelJoint(const QList<Token> &tokens, int from, int to, int *labelFrom)
{
    auto isLabel = [](const Token &t) {
        if (t.quoted)
            return true;
        return t.word && t.text.size() > 1 && t.text == t.text.toUpper()
            && std::any_of(t.text.cbegin(), t.text.cend(), [](QChar c) { return c.isLetter(); });
    };
    int i = to;
    while (i > from && isLabel(tokens.at(i - 1)))
        --i;
    const int size = to - i;
    if (size < 1 || size > 3)
        return -1;
    *labelFrom = i;
    while (i > from && FunctionWords::sequenceWords().contains(tokens.at(i - 1).lower))
        --i;
    const int joint = i - 1;
    if (joint <= from || tokens.at(joint).lower != u"and" || isLabel(tokens.at(joint - 1)))
        return -1;
    return joint;
}

/*! "Tap Save, Share and Delete": true when the verb at \a item, after the joint tokens [\a joint, \a item),
 *  is an item of a plain list of labels (coordinatedLabels()) that is the object of the click verb of the
 *  clause starting at \a clauseFrom (tokens of \a text). It then stays that verb's object instead of starting a clause.
 * Every item after the first that is a verb must be that verb alone: "Tap Save, share the file" and "Tap Save, Open
 * Settings and Delete" name objects after their verbs, so they are clauses of their own. */
bool verbIsListedLabel(const QString &text, const QList<Token> &tokens, int clauseFrom, int joint, int item)
{
    for (int k = joint; k < item; ++k) {
        if (!isListJoint(tokens.at(k).lower))
            return false;
    }
    const int v = findVerb(tokens, clauseFrom, joint);
    if (v < 0)
        return false;
    const QString lemma = lemmaOf(tokens.at(v).lower);
    int objFrom = v + 1;
    if (objFrom < joint && (tokens.at(objFrom).lower == u"on" || tokens.at(objFrom).lower == u"at") && dropsOnAt(lemma))
        ++objFrom; // "click on X", as extractSentence() reads it
    // The list ends at the clause's end, a prepositional phrase ("… and Delete in the menu") or a joint
    // after which the sentence goes on ("… and Delete and go back").
    for (int e = item + 1; e <= tokens.size(); ++e) {
        const QString t = e < tokens.size() ? tokens.at(e).lower : QString();
        const bool stop = e == tokens.size() || t == u";" || t == u"." || t == u"!" || t == u"?" || t == u"("
            || t == u"[" || t == u"then" || t == u"but" || isArrow(t)
            || (FunctionWords::phrasePrepositions().contains(t) && t != u"of");
        if (!stop && !isListJoint(t))
            continue;
        const QList<LabelPart> labels = coordinatedLabels(tokens, objFrom, e, -1, 0);
        const bool plain = std::all_of(labels.cbegin(), labels.cend(), [&](const LabelPart &p) {
            return p.from == objFrom || p.to - p.from == 1 || !isVerbToken(tokens.at(p.from));
        });
        if (!labels.isEmpty() && plain
            && StepExtractor::actionFor(tokens.at(v).lower, spanText(text, tokens, objFrom, e)) == ActionType::Click)
            return true;
        if (stop)
            return false;
    }
    return false;
}

/*! The tokens of \a sentence's text after its list marker ("3.", "-", "(2)", or the bare number of a list item the
 *  classifier found by its numbering), with offsets into the sentence text. */
QList<Token> bodyTokens(const Sentence &sentence)
{
    const QString &text = sentence.text;
    static const QRegularExpression marker(
        QStringLiteral(R"(^\s*(?:%1[.)]|%1(?=\s+\p{Lu})|\(%1\)|[-*•+]|[a-z][.)](?=\s))\s*)").arg(listNumberPattern()));
    // A list item the classifier found by its numbering ("3 back arrow" between 2 and 4) may have a bare number.
    qsizetype bareNumber = 0;
    if (sentence.isLabelItem)
        leadingListNumber(text, &bareNumber);
    qsizetype bodyStart = std::max(marker.match(text).capturedLength(), bareNumber);
    // "Steps to reproduce: open the drawer, …": a section named before a colon holds the rest of the sentence
    // (S2RClassifier::classify() reads it so); the name is no step.
    if (const qsizetype colon = text.indexOf(u':', bodyStart); colon > bodyStart && colon - bodyStart < 40) {
        S2RClassifier::Section section;
        bool named = false;
        if (S2RClassifier::headerSection(text.mid(bodyStart, colon + 1 - bodyStart), &section, &named) && named)
            bodyStart = colon + 1;
    }
    QList<Token> tokens = tokenize(text.mid(bodyStart));
    for (Token &t : tokens) {
        t.start += bodyStart;
        t.end += bodyStart;
    }
    return tokens;
}

/*! Reads a misspelt interaction verb opening a clause ("tap Add Task and entr the name") as the verb, so that the
 *  clause is cut there: only right after "and"/","/"then" or at the start, and before an object. */
void correctMisspeltVerbs(QList<Token> &tokens)
{
    for (qsizetype i = 0; i + 1 < tokens.size(); ++i) {
        Token &t = tokens[i];
        const bool opens = i == 0 || tokens.at(i - 1).lower == u"and" || tokens.at(i - 1).lower == u","
            || tokens.at(i - 1).lower == u"then";
        if (!t.word || t.quoted || !opens || (i > 0 && t.text.at(0).isUpper()))
            continue;
        // The sentence's first word may be followed by any object: the classifier took the sentence for a step.
        if (i > 0 && !tokens.at(i + 1).quoted && !S2RClassifier::opensObject(tokens.at(i + 1).lower))
            continue;
        const QString verb = S2RClassifier::misspeltVerb(t.lower);
        if (!verb.isEmpty())
            t.lower = verb;
    }
}

/*! A clause of a sentence: its tokens [from, to). */
struct Clause {
    int from, to;
    bool pathItem; ///< between arrows
    bool observed; ///< what the reporter saw ("…, the app crashes"): no step
};

/*! Whether a sentence's current clause ends at a token, and what the clause after it is. */
struct Cut {
    bool cut = false;
    bool arrow = false; ///< at a menu-path arrow: the next clause is an item of the path
    bool observedNext = false; ///< the clause after this cut tells what was seen
    bool thenName = false; ///< "Tap the menu, then Settings": the next clause names the next item of a path
    bool skipNext = false; ///< the token after the cut ("and" after "(") opens no clause of its own
};

/*! Whether what the reporter saw starts at token \a i, inside the clause starting at \a start, without a joint
 *  before it: "export my data to CSV the app freezes", "press Next nothing happens", "tap the "X" text closes the
 *  app", "Open Incomes: the list is empty". */
bool observationStartsAt(const QList<Token> &tokens, int start, int i)
{
    const QString &t = tokens.at(i).lower;
    // "export my data to CSV the app freezes": what happened starts without a comma.
    const bool failureFollows = i > start && (t == u"the" || t == u"it")
        && std::any_of(tokens.begin() + i + 1, tokens.begin() + std::min<qsizetype>(i + 4, tokens.size()),
                       [](const Token &n) {
                           return (n.lower.endsWith(u's') || n.lower.endsWith(u"ed")) && isFailure(n.lower);
                       });
    // "tap "Sync now" in the drawer the spinner never stops", "choose backup it is same": a subject after the object,
    // with a finite auxiliary or an adverb of time of its own.
    const bool subjectFollows = i > start + 1 && (t == u"the" || t == u"it")
        && std::any_of(tokens.begin() + i + 1,
                       tokens.begin() + std::min<qsizetype>(i + (t == u"it" ? 2 : 4), tokens.size()),
                       [](const Token &n) {
                           // Not "can", "will", "may": nouns as well ("the trash can").
                           static const QSet<QString> ofItsOwn { u"is"_qs,    u"are"_qs,    u"was"_qs,     u"were"_qs,
                                                                 u"does"_qs,  u"did"_qs,    u"doesn't"_qs, u"didn't"_qs,
                                                                 u"isn't"_qs, u"aren't"_qs, u"wasn't"_qs,  u"won't"_qs,
                                                                 u"can't"_qs, u"cannot"_qs, u"never"_qs,   u"still"_qs,
                                                                 u"keeps"_qs };
                           return !n.quoted && ofItsOwn.contains(n.lower);
                       });
    // "press Next nothing happens", "tap the "X" text closes the app": what happened starts with "nothing", or
    // with a verb in the third person after the object, before its own object.
    // "tapping the share button on any note does nothing": the verb before "nothing" is what happened too.
    const bool nothingFollows = i > start + 1
        && (t == u"nothing"
            || ((t == u"does" || t == u"did") && i + 1 < tokens.size() && tokens.at(i + 1).lower == u"nothing")
            // "Fill Blank Form shows nothing": a verb in the third person before "nothing".
            || (t.endsWith(u's') && !tokens.at(i).quoted && i + 1 < tokens.size()
                && tokens.at(i + 1).lower == u"nothing" && isVerbToken(tokens.at(i)) && lemmaOf(t) != t));
    const bool verbBefore = std::any_of(tokens.begin() + start, tokens.begin() + i, [](const Token &b) {
        return isVerbToken(b) && S2RClassifier::isInteractionVerb(lemmaOf(b.lower), false);
    });
    const bool finiteFollows = verbBefore && i > start + 1 && i + 1 < tokens.size() && t.endsWith(u's')
        && !tokens.at(i).quoted && isVerbToken(tokens.at(i)) && lemmaOf(t) != t && !isVerbToken(tokens.at(i - 1))
        && (tokens.at(i + 1).lower == u"the" || tokens.at(i + 1).lower == u"it" || tokens.at(i + 1).lower == u"my"
            || tokens.at(i + 1).lower == u"me" || tokens.at(i + 1).lower == u"a" || tokens.at(i + 1).lower == u"an");
    // "Open Incomes: the list is empty": a colon before what was seen; so is one before a quoted message after an
    // interaction other than typing ("switch EXPENSE to INCOME: "No chart data available"").
    const bool quotedMessage = t == u":" && verbBefore && i + 1 < tokens.size() && tokens.at(i + 1).quoted && [&] {
        for (int k = start; k < i; ++k) {
            if (isVerbToken(tokens.at(k)) && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(k).lower), false))
                return StepExtractor::actionFor(tokens.at(k).lower, QString()) != ActionType::Type;
        }
        return false;
    }();
    const bool seenAfterColon
        = t == u":" && i > start && (tellsWhatHappened(tokens, i + 1, int(tokens.size())) || quotedMessage);
    // "chose Disable crash reports because I don't like that stuff": a reason, no part of the step.
    const bool reason = i > start + 1 && (t == u"because" || t == u"although" || t == u"though");
    // "entered a purchase that I wanted to split": a relative clause with the reporter as its subject tells what they
    // meant to do, no part of what was touched.
    const bool relative = i > start + 2 && (t == u"that" || t == u"which") && i + 1 < tokens.size()
        && (isActor(tokens.at(i + 1).lower) || tokens.at(i + 1).lower == u"you");
    // "leave with the arrow, without saving": what was not done is no part of the step either.
    const bool notDone = i > start + 1 && t == u"without" && i + 1 < tokens.size()
        && (tokens.at(i + 1).lower.endsWith(u"ing") || tokens.at(i + 1).lower == u"any"
            || tokens.at(i + 1).lower == u"anything");
    return failureFollows || subjectFollows || nothingFollows || finiteFollows || seenAfterColon || reason || notDone
        || relative;
}

/*! At a joint (',', "and", "then", "but", "&") at token \a i of the clause starting at \a start (tokens of \a
 *  text): whether the clause ends there. It does before a verb of its own (not one more label of the clause's click
 *  verb, verbIsListedLabel()), before the reporter's next action ("…, and I deny it"), before what was seen
 *  ("…, the app crashes", "… and it closed") and before the next item of a path ("…, then Settings"). */
Cut cutAtJoint(const QString &text, const QList<Token> &tokens, int start, int i)
{
    Cut r;
    const QString &t = tokens.at(i).lower;
    int j = i + 1;
    // "…, and finally Done": "finally" and "lastly" tell the order, as "then" does.
    bool then = isSequenceWord(t);
    while (j < tokens.size()
           && (tokens.at(j).lower == u"and" || isSequenceWord(tokens.at(j).lower) || tokens.at(j).lower == u","
               || tokens.at(j).lower == u"again" || tokens.at(j).lower == u"also" || tokens.at(j).lower == u"just")) {
        then = then || isSequenceWord(tokens.at(j).lower);
        ++j;
    }
    // "…, and this time confirms with OK": which time tells the order, as "again" does.
    if (j + 2 < tokens.size() && (tokens.at(j).lower == u"this" || tokens.at(j).lower == u"next")
        && tokens.at(j + 1).lower == u"time" && tokens.at(j + 2).text.at(0).isLower())
        j += 2;
    const QString nextLemma = j < tokens.size() ? lemmaOf(tokens.at(j).lower) : QString();
    // A capitalised word inside a sentence is a name in a list ("Dropbox, Google Drive"), not a verb,
    // unless it is an interaction verb ("..., Tap OK").
    const bool name
        = j < tokens.size() && tokens.at(j).text.at(0).isUpper() && !S2RClassifier::isInteractionVerb(nextLemma, false);
    r.cut = j < tokens.size() && !name
        && ((isVerbToken(tokens.at(j)) && !isFailure(tokens.at(j).lower)
             && (nextLemma == tokens.at(j).lower || S2RClassifier::isInteractionVerb(nextLemma, false)))
            || tokens.at(j).lower == u"long" || tokens.at(j).lower == u"don't");
    // "…, and then used the three dots": after "then" any verb as written starts the next action, in whatever tense
    // the reporter tells them.
    if (!r.cut && then && !name && j < tokens.size() && isVerbToken(tokens.at(j)) && !isFailure(tokens.at(j).lower)
        && !FunctionWords::finiteAuxiliaries().contains(tokens.at(j).lower))
        r.cut = true;
    // "opened DroidWeight and wanted to check my BMI", "… and ended up on the list": in a past-tense narration a
    // second past-tense verb ends the object. One that is no interaction tells an intention or an outcome, no step.
    if (!r.cut && t == u"and" && !name && j < tokens.size() && tokens.at(j).lower.endsWith(u"ed")
        && isVerbToken(tokens.at(j)) && nextLemma != tokens.at(j).lower && !isFailure(tokens.at(j).lower)) {
        const int v = findVerb(tokens, start, i);
        r.cut = v >= 0 && tokens.at(v).lower.endsWith(u"ed") && lemmaOf(tokens.at(v).lower) != tokens.at(v).lower;
        r.observedNext = r.cut;
    }
    // "The user cancels, repeats the long-press": in a clause told of a user, a second verb in the third person ends
    // the object, as a second past-tense verb does in a narration.
    if (!r.cut && !name && j < tokens.size() && tokens.at(j).lower.endsWith(u's') && isVerbToken(tokens.at(j))
        && nextLemma != tokens.at(j).lower && !isFailure(tokens.at(j).lower)) {
        const int v = findVerb(tokens, start, i);
        r.cut = v > start && tokens.at(v).lower.endsWith(u's') && lemmaOf(tokens.at(v).lower) != tokens.at(v).lower
            && (isActor(tokens.at(v - 1).lower) || tokens.at(v - 1).lower == u"user");
        // The user acts ("confirms with OK"), unless the verb tells what they saw or felt ("sees", "gets").
        const QStringList files = Lexicon::instance().lexFiles(nextLemma, Pos::Verb);
        r.observedNext = r.cut
            && (nextLemma == u"get"
                || (!files.isEmpty() && (files.first() == u"verb.perception" || files.first() == u"verb.emotion")));
    }
    // "Tap Save, Share and Delete": a verb that is one more label of the clause's click verb.
    if (r.cut && verbIsListedLabel(text, tokens, start, i, j))
        r.cut = false;
    // "…, but SAVE did not complain", "… and Export is greyed out": a verb with a finite auxiliary right after it is
    // the subject of what was seen, no step.
    if (r.cut && j + 1 < tokens.size() && isVerbToken(tokens.at(j)) && !tokens.at(j + 1).quoted
        && FunctionWords::finiteAuxiliaries().contains(tokens.at(j + 1).lower))
        r.observedNext = true;
    // "…, and I deny it", "…, so I opened it again": the reporter's next action, with its subject.
    const int actor = j < tokens.size() && (tokens.at(j).lower == u"so" || tokens.at(j).lower == u"but") ? j + 1 : j;
    // "…, so I used GRANT in the snackbar": using a control is touching it.
    const bool reporterActs = actor + 1 < tokens.size() && isActor(tokens.at(actor).lower)
        && isVerbToken(tokens.at(actor + 1))
        && (S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(actor + 1).lower), false)
            || lemmaOf(tokens.at(actor + 1).lower) == u"use");
    // "…, on the encryption slide I change X", "…, on the intro go next": a place, then the next action, the
    // reporter's or an imperative (a verb as written, after a noun of the place: "in the list of open tabs"
    // has none).
    const bool placeThenActs = !reporterActs && j < tokens.size()
        && (tokens.at(j).lower == u"on" || tokens.at(j).lower == u"in" || tokens.at(j).lower == u"at") && [&] {
               for (int k = j + 1; k + 1 < std::min<int>(tokens.size(), j + 7); ++k) {
                   if (isActor(tokens.at(k).lower) && isVerbToken(tokens.at(k + 1))
                       && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(k + 1).lower), false))
                       return true;
                   const Token &before = tokens.at(k);
                   const Token &verb = tokens.at(k + 1);
                   if (k > j + 1 && before.word && !before.quoted
                       && !FunctionWords::phrasePrepositions().contains(before.lower)
                       && !FunctionWords::isA(before.lower, FunctionWords::Determiners) && isVerbToken(verb)
                       && lemmaOf(verb.lower) == verb.lower && S2RClassifier::isInteractionVerb(verb.lower, false))
                       return true;
               }
               return false;
           }();
    if (reporterActs || placeThenActs) {
        r.cut = true;
        r.observedNext = false;
    }
    if (t == u"," && !r.cut) {
        // ", the app crashes", ", app is crash": observed behaviour starts; end the clause here.
        r.cut = j < tokens.size()
            && (FunctionWords::observationOpeners().contains(tokens.at(j).lower)
                || (j + 1 < tokens.size() && tokens.at(j).word && !tokens.at(j).quoted
                    && FunctionWords::finiteAuxiliaries().contains(tokens.at(j + 1).lower)));
        r.observedNext = r.cut;
    }
    // "select X then the third slide still has a red text": a sentence about what is seen follows.
    if (!r.cut && (then || t == u"and") && j < tokens.size()
        && (tokens.at(j).lower == u"the" || tokens.at(j).lower == u"it" || tokens.at(j).lower == u"this")
        && std::any_of(tokens.begin() + j + 1, tokens.begin() + std::min<qsizetype>(j + 5, tokens.size()),
                       [](const Token &n) { return FunctionWords::presentStateWords().contains(n.lower); })) {
        r.cut = true;
        r.observedNext = true;
    }
    // "press OK and it closed", "…and the permission prompt comes back": a subject and its own finite verb
    // tell what happened next. The verb follows at least one word of its subject after "the".
    if (!r.cut && (then || t == u"and") && j + 1 < tokens.size()) {
        const QString &subject = tokens.at(j).lower;
        const bool pronoun = subject == u"it" || subject == u"this" || subject == u"that";
        if (pronoun || subject == u"the") {
            const int end = std::min<int>(tokens.size(), pronoun ? j + 2 : j + 5);
            for (int k = j + 1; k < end; ++k) {
                const Token &v = tokens.at(k);
                const bool past = v.lower.endsWith(u"ed");
                const bool thirdPerson = v.lower.endsWith(u's');
                if (isVerbToken(v) && lemmaOf(v.lower) != v.lower && (past || thirdPerson) && (pronoun || k > j + 1)) {
                    r.cut = true;
                    r.observedNext = true;
                    break;
                }
            }
        }
    }
    // "…, then hamburger, then Settings": a short phrase after "then" with no verb of its own names the next item of
    // a path as a name does, in whatever case it is written.
    const bool verblessItem = then && j < tokens.size() && [&] {
        int k = j;
        while (k < tokens.size() && tokens.at(k).word && !isSequenceWord(tokens.at(k).lower)
               && tokens.at(k).lower != u"and" && !isVerbToken(tokens.at(k)))
            ++k;
        return k > j && k - j <= 4
            && (k == tokens.size() || tokens.at(k).lower == u"," || tokens.at(k).lower == u"and"
                || isSequenceWord(tokens.at(k).lower) || tokens.at(k).lower == u"." || tokens.at(k).lower == u";");
    }();
    // "Tap the menu, then Settings": a name after "then" is the next item of a path.
    if (!r.cut && then && j < tokens.size() && (name || tokens.at(j).quoted || verblessItem)) {
        r.cut = true;
        r.thenName = true;
    }
    return r;
}

/*! Whether \a tokens are a chain of steps and labels between commas, read as a path is between arrows: "Next,
 *  Next, Disable crash reports, Next, Done, Allow", "Clear app data, then: Three dots, Settings, Cancel, back". Three
 *  items or more (between commas outside parentheses, and arrows), each up to eight words and each an imperative
 *  (an interaction verb first), a label (a capitalised word first, or up to five words, the first no determiner or
 *  pronoun: "back", "star icon in the toolbar") or a quoted label, two or more of them labels. Not "Tap Save, Share
 *  and Delete" (one label and two verbs), nor "The list shows A, B, C" (a subject first). */
bool isLabelChain(const QList<Token> &tokens)
{
    const auto itemKind = [&tokens](int a, int b) { // 0 none, 1 imperative, 2 label
        int first = a;
        while (first < b
               && (!tokens.at(first).word || tokens.at(first).lower == u"then" || tokens.at(first).lower == u"and"))
            ++first;
        const int words
            = int(std::count_if(tokens.cbegin() + a, tokens.cbegin() + b, [](const Token &t) { return t.word; }));
        // "I skipped the wizard, chose …, Next, Done", "The user swipes …, answers YES, …": the chain's first item
        // may name who does the steps, and its steps are then told in any tense.
        if (a == 0 && first < b && isActor(tokens.at(first).lower))
            ++first;
        else if (a == 0 && first + 1 < b && (tokens.at(first).lower == u"the" || tokens.at(first).lower == u"a")
                 && FunctionWords::reporterNouns().contains(tokens.at(first + 1).lower))
            first += 2;
        // "… and Send Finalized Form is empty as well": an item with a finite verb of its own tells what was seen.
        const bool seen = std::any_of(tokens.cbegin() + first + 1, tokens.cbegin() + b, [](const Token &t) {
            return FunctionWords::finiteAuxiliaries().contains(t.lower);
        });
        if (first >= b || words > 8 || seen)
            return 0;
        const Token &w = tokens.at(first);
        const QString lemma = lemmaOf(w.lower);
        if (isVerbToken(w) && S2RClassifier::isInteractionVerb(lemma, false) && !isFailure(w.lower)
            && !(w.text.at(0).isUpper() && words == 1))
            return 1;
        // A button's label in capitals may be any word ("YES", "NO"); a phrase opening with a preposition is no
        // label ("without saving").
        const bool capitals = w.text.size() > 1 && w.text == w.text.toUpper() && w.text.at(0).isLetter();
        // "11.2 gallons", "odometer 48210": an unquoted number is a value typed, no label; a signed one is a
        // stepper's ("+1 day").
        bool value = false;
        for (int k = first; k < b; ++k) {
            const Token &t = tokens.at(k);
            value = value
                || (!t.quoted && t.text.at(0).isDigit()
                    && !(k > a && (tokens.at(k - 1).text == u"+" || tokens.at(k - 1).text == u"-")));
        }
        const bool label = w.quoted || capitals
            || (!value && (w.text.at(0).isUpper() || words <= 5) && !FunctionWords::closedClassWords().contains(w.lower)
                && !FunctionWords::phrasePrepositions().contains(w.lower) && w.lower != u"i");
        return label ? 2 : 0;
    };
    QList<std::pair<int, int>> items;
    int depth = 0;
    int from = 0;
    for (int i = 0; i <= tokens.size(); ++i) {
        const QString t = i < tokens.size() ? tokens.at(i).lower : QString();
        depth += (t == u"(") - (t == u")" && depth > 0);
        if (i == tokens.size() || (depth == 0 && (t == u"," || isArrow(t)))) {
            items.append({ from, i });
            from = i + 1;
        }
    }
    if (items.size() < 3)
        return false;
    int labels = 0;
    for (const auto &[a, b] : items) {
        const int kind = itemKind(a, b);
        if (kind == 0)
            return false;
        labels += kind == 2;
    }
    return labels >= 2;
}

/*! The clauses of a sentence's \a tokens (of \a text). A clause ends at an arrow, ';', '.', '!', where what was
 *  seen starts (observationStartsAt()) and at a joint before a clause of its own (cutAtJoint()), never inside
 *  parentheses: "(pie chart, line chart or sheet)" names alternatives for one step. */
QList<Clause> splitClauses(const QString &text, const QList<Token> &tokens)
{
    // "open app / tap first talk / star it": two or more slashes between spaces separate the items of a list, as
    // arrows do; one is an alternative ("Password / PIN"), and one between words a name ("TCP/IP").
    const auto spacedSlash = [&](const Token &t) {
        return t.text == u"/" && t.start > 0 && t.end < text.size() && text.at(t.start - 1).isSpace()
            && text.at(t.end).isSpace();
    };
    const bool slashList = std::count_if(tokens.cbegin(), tokens.cend(), spacedSlash) >= 2;
    const bool labelChain = isLabelChain(tokens);
    QList<Clause> clauses;
    int start = 0;
    bool inPath = false;
    bool observedNow = false;
    int parenDepth = 0;
    bool inStepParen = false;
    for (int i = 0; i <= tokens.size(); ++i) {
        Cut cut;
        cut.cut = i == tokens.size();
        if (!cut.cut) {
            const QString &t = tokens.at(i).lower;
            // "went back (and pressed the + once) and tapped Save": an aside that goes on with "and" or "then" and
            // an interaction verb tells a step of its own, not alternatives for this one.
            if (t == u"(" && parenDepth == 0 && i + 2 < tokens.size()
                && (tokens.at(i + 1).lower == u"and" || tokens.at(i + 1).lower == u"then")
                && isVerbToken(tokens.at(i + 2))
                && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(i + 2).lower), false)) {
                inStepParen = true;
                cut.cut = true;
                cut.skipNext = true;
            } else if (t == u")" && inStepParen) {
                inStepParen = false;
                cut.cut = true;
            } else if (t == u"(" || t == u"[") {
                ++parenDepth;
                continue;
            } else if ((t == u")" || t == u"]") && parenDepth > 0) {
                --parenDepth;
                continue;
            }
        }
        if (!cut.cut) {
            const QString &t = tokens.at(i).lower;
            if (parenDepth > 0)
                continue;
            cut.arrow = isArrow(t) || (slashList && spacedSlash(tokens.at(i))) || (labelChain && t == u",");
            // "… still works: I tap + then "File"": the reporter's action after a colon starts a clause of its own.
            if (t == u":" && i + 2 < tokens.size()
                && (tokens.at(i + 1).lower == u"i" || tokens.at(i + 1).lower == u"we") && isVerbToken(tokens.at(i + 2))
                && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(i + 2).lower), false)) {
                cut.cut = true;
                cut.observedNext = false;
            }
            const bool observation = observationStartsAt(tokens, start, i);
            if (cut.arrow || t == u";" || t == u"." || t == u"!" || observation) {
                cut.cut = true;
                cut.observedNext = observation;
            } else if (t == u"and" && i > 0 && i + 1 < tokens.size() && tokens.at(i + 1).lower == u"hold"
                       && GuiVocabulary::holdVerbs().contains(tokens.at(i - 1).lower)) {
                // "tap and hold the note" is one long press.
            } else if (t == u"," || t == u"and" || t == u"then" || t == u"but" || t == u"&") {
                cut = cutAtJoint(text, tokens, start, i);
            }
        }
        if (!cut.cut)
            continue;
        int last = i; // "tap OK and the app crashes": the clause ends before its "and"
        while (last > start
               && (tokens.at(last - 1).lower == u"and" || tokens.at(last - 1).lower == u"but"
                   || tokens.at(last - 1).lower == u","))
            --last;
        if (last > start)
            clauses.append({ start, last, inPath || cut.arrow, observedNow });
        observedNow = cut.observedNext;
        inPath = cut.arrow || cut.thenName;
        start = i + (cut.skipNext ? 2 : 1);
        i += cut.skipNext;
    }
    return clauses;
}

/*! Whether clause \a c tells what the reporter saw: marked so when it was cut, telling what happened
 *  (tellsWhatHappened()), or running on over a comma after such a clause (\a observedBefore) without an
 *  interaction verb ("the list is empty, balance 0"). */
bool isObservation(const QList<Token> &tokens, const Clause &c, bool observedBefore)
{
    const bool runsOn = observedBefore && c.from > 0 && tokens.at(c.from - 1).lower == u"," && [&] {
        const int v = findVerb(tokens, c.from, c.to);
        return v < 0 || !S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(v).lower), false);
    }();
    // "Since the menu button is hidden, I switched …": a reason told of the app is no step; one the reporter acts in
    // ("Because I tapped Save, …") is.
    const auto first
        = std::find_if(tokens.cbegin() + c.from, tokens.cbegin() + c.to, [](const Token &t) { return t.word; });
    const bool reason = first != tokens.cbegin() + c.to && FunctionWords::reasonSubordinators().contains(first->lower)
        && std::none_of(first + 1, tokens.cbegin() + c.to, [](const Token &t) { return isActor(t.lower); });
    return c.observed || runsOn || reason || tellsWhatHappened(tokens, c.from, c.to);
}

/*! For clause \a c, an item of a menu path or of a list of labels: false when the path ends in what the reporter
 *  saw ("Stats --> Economy is shown as 0.0", "Save -> App crashes"). Else true, with \a v (the clause's verb from
 *  findVerb()) set to -1 when the item is a label rather than an action. */
bool readPathItem(const QList<Token> &tokens, const Clause &c, int *v)
{
    // "… -> "Commons has stopped"": the app's message, quoted, is what was seen.
    static const QRegularExpression stopped(u"\\bhas stopped\\b|\\bkeeps stopping\\b|\\bcrash"_qs,
                                            QRegularExpression::CaseInsensitiveOption);
    if (std::any_of(tokens.begin() + c.from, tokens.begin() + c.to,
                    [](const Token &t) { return t.quoted && stopped.match(t.text).hasMatch(); }))
        return false;
    if (std::any_of(tokens.begin() + c.from, tokens.begin() + c.to,
                    [](const Token &t) { return FunctionWords::copulas().contains(t.lower); })
        || std::any_of(tokens.begin() + c.from + 1, tokens.begin() + c.to,
                       [](const Token &t) { return t.lower.endsWith(u's') && isFailure(t.lower); }))
        return false;
    // "Stats section": a path item is a label; a verb inside it ("section") is a noun there. "Long-press a
    // folder -> …" holds its own interaction, read after "long".
    const bool twoWords
        = *v >= c.from && *v + 1 < c.to && (tokens.at(*v).lower == u"long" || tokens.at(*v).lower == u"double");
    if (*v >= c.from && !S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(twoWords ? *v + 1 : *v).lower), false)
        && !usesControl(tokens, *v, c.to))
        *v = -1;
    // "Settings > Export": a single word after an arrow is the label of the entry, not a verb; so is a label in
    // capitals ("GET STARTED"), as the button shows it.
    const int words
        = int(std::count_if(tokens.begin() + c.from, tokens.begin() + c.to, [](const Token &t) { return t.word; }));
    const bool capitals = std::all_of(tokens.begin() + c.from, tokens.begin() + c.to,
                                      [](const Token &t) { return !t.word || t.quoted || t.text == t.text.toUpper(); });
    // "… > Add to playlist… > New playlist…": an ellipsis ends a menu entry's label (one that opens a dialog).
    const QString &last = tokens.at(c.to - 1).text;
    const bool entry = last == u"\u2026" || last == u"..." || last.endsWith(u"\u2026");
    // "Database > Import database", "… > Exports tab": after an arrow, a capitalised verb that names what the entry
    // does, not a way to touch it, opens the entry's label; "> Tap the + button" is an action.
    const bool named = *v == c.from && c.from > 0 && isArrow(tokens.at(c.from - 1).lower)
        && tokens.at(*v).text.at(0).isUpper()
        && !GuiVocabulary::plainInteractionVerbs().contains(lemmaOf(tokens.at(*v).lower))
        && (*v + 1 >= c.to
            || (tokens.at(*v + 1).word && !tokens.at(*v + 1).quoted
                && !FunctionWords::isA(tokens.at(*v + 1).lower, FunctionWords::Determiners)));
    if (*v >= c.from && ((words == 1 && c.from > 0) || (words >= 2 && capitals) || entry || named))
        *v = -1;
    return true;
}

/*! "Orientation change", "Screen rotation", "Landscape mode": \a step (so far its sentence) made a rotation step
 *  when clause \a c, whose verb is at \a v, is a phrase naming a device rotation without a verb of rotating, also
 *  when WordNet reads one of its nouns as a verb ("screen"); none otherwise. */
std::optional<S2RStep> rotationPhraseStep(S2RStep step, const QString &text, const QList<Token> &tokens,
                                          const Clause &c, int v, qsizetype base)
{
    if (!S2RClassifier::isRotationPhrase(spanText(text, tokens, c.from, c.to)))
        return std::nullopt;
    int first = c.from;
    while (first < c.to && !tokens.at(first).word)
        ++first;
    const bool verbLed = v == first && first < c.to
        && StepExtractor::actionFor(tokens.at(v).lower, spanText(text, tokens, v + 1, c.to)) == ActionType::Rotate;
    if (verbLed || first >= c.to)
        return std::nullopt;
    step.action = ActionType::Rotate;
    setSpan(step, text, tokens, first, c.to, base);
    return step;
}

/*! The verb of clause \a c as link-grammar reads it (the first verb with no subject or "I"/"we" as its subject), or
 *  -1: for a clause the rules find no verb in. */
int parsedVerb(const QList<Token> &tokens, const Clause &c)
{
    QStringList words;
    for (int i = c.from; i < c.to; ++i)
        words.append(tokens.at(i).text);
    const ParseResult r = LinkParser::instance().parse(words.join(u' '));
    for (const ParsedVerb &pv : r.verbs) {
        if (pv.subject.isEmpty() || pv.subject == u"i" || pv.subject == u"we") {
            for (int i = c.from; i < c.to; ++i) {
                if (tokens.at(i).lower == pv.verb)
                    return i;
            }
            return -1;
        }
    }
    return -1;
}

/*! "Name: "Credit card"", "odometer: 15000": clause \a c as one to three words, a colon and a value (a quoted string
 *  or a number, up to six tokens) types the value into the field those words name. std::nullopt otherwise. */
std::optional<S2RStep> fieldValueStep(S2RStep step, const QString &text, const QList<Token> &tokens, const Clause &c,
                                      qsizetype base)
{
    int colon = c.from;
    while (colon < c.to && tokens.at(colon).lower != u":")
        ++colon;
    const int labelWords = colon - c.from;
    if (colon >= c.to - 1 || labelWords < 1 || labelWords > 3 || c.to - colon - 1 > 6)
        return std::nullopt;
    // "I tap Save: "Saved"" and "Type the name: "abc"" name no field: the reporter acts ("Type: Expense" may).
    for (int i = c.from; i < colon; ++i) {
        if (!tokens.at(i).word || tokens.at(i).quoted || isActor(tokens.at(i).lower))
            return std::nullopt;
    }
    if (labelWords > 1 && S2RClassifier::isInteractionVerb(tokens.at(c.from).lower, false))
        return std::nullopt;
    const Token &value = tokens.at(colon + 1);
    const bool number = value.text.at(0).isDigit();
    if (!value.quoted && !number)
        return std::nullopt;
    step.verb = QStringLiteral("type");
    step.action = ActionType::Type;
    step.object = spanText(text, tokens, c.from, colon);
    step.value = Quotes::unquote(spanText(text, tokens, colon + 1, c.to));
    const qsizetype s = tokens.at(c.from).start;
    const qsizetype e = tokens.at(c.to - 1).end;
    step.offset = base + s;
    step.length = e - s;
    step.text = text.mid(s, e - s);
    return step;
}

/*! A menu-path item without a verb ("Settings > Night Mode"): \a step (so far its sentence) made a click on the
 *  label of clause \a c, a place after the label ("OK in the confirmation") its prepositional phrase; none when
 *  no label is left. */
std::optional<S2RStep> labelClickStep(S2RStep step, const QString &text, const QList<Token> &tokens, const Clause &c,
                                      qsizetype base)
{
    step.verb = QStringLiteral("click");
    step.action = ActionType::Click;
    int objFrom = c.from;
    // "+ (top right)", "⋮ → More…", "≡ → Feedback": a symbol is the label the reporter saw (the overflow and drawer
    // icons as drawn); an aside after the label only says where it is.
    static const QSet<QString> symbols {
        u"+"_qs, u"\u22ee"_qs, u"\u2807"_qs, u"\u205d"_qs, u"\u2261"_qs, u"\u2630"_qs
    };
    while (objFrom < c.to && !tokens.at(objFrom).word && !symbols.contains(tokens.at(objFrom).lower))
        ++objFrom;
    // "…, and finally Done": the word telling the order is no part of the label.
    while (objFrom + 1 < c.to && isSequenceWord(tokens.at(objFrom).lower))
        ++objFrom;
    // "In the drawer: Settings": a place before a colon, then the label.
    if (objFrom < c.to && FunctionWords::labelPlacePrepositions().contains(tokens.at(objFrom).lower)) {
        for (int i = objFrom + 1; i + 1 < c.to; ++i) {
            if (tokens.at(i).lower == u":") {
                step.preposition = tokens.at(objFrom).lower;
                step.object2 = spanText(text, tokens, objFrom + 1, i);
                objFrom = i + 1;
                break;
            }
        }
    }
    int objTo = c.to;
    for (int i = objFrom + 1; i < c.to; ++i) {
        if (tokens.at(i).lower == u"(") {
            objTo = i;
            break;
        }
    }
    // "then Next twice", "the single plus 3 times": a count after the label says how often, as after a verb.
    for (int i = objFrom + 1; i < objTo; ++i) {
        if (const int len = countLength(tokens, i, objTo); len > 0 && i + len == objTo) {
            step.repeats = countValue(tokens, i, len);
            objTo = i;
            break;
        }
    }
    // "trash icon in the top bar", "OK in the confirmation": a place after the label says where it is. Only
    // "in/on/at the …": labels hold other prepositions themselves ("Delete from device", "Sort by name").
    for (int i = objFrom + 1; i + 2 < objTo; ++i) {
        const QString &next = tokens.at(i + 1).lower;
        if (!tokens.at(i).quoted && FunctionWords::labelPlacePrepositions().contains(tokens.at(i).lower)
            && (next == u"the" || next == u"a" || next == u"an")) {
            step.preposition = tokens.at(i).lower;
            step.object2 = Quotes::unquote(spanText(text, tokens, i + 1, objTo));
            objTo = i;
            break;
        }
    }
    step.object = Quotes::unquote(spanText(text, tokens, objFrom, objTo));
    if (step.object.isEmpty())
        return std::nullopt;
    // "Back to main menu": going back, to the place named, as "go back to the main menu" says.
    static const QRegularExpression backTo(u"^back\\s+to\\s+(.+)$"_qs, QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = backTo.match(step.object); m.hasMatch() && step.object2.isEmpty()) {
        step.verb = QStringLiteral("back");
        step.action = ActionType::Back;
        step.preposition = QStringLiteral("to");
        step.object2 = m.captured(1);
        step.object.clear();
    }
    const qsizetype s = tokens.at(objFrom).start;
    const qsizetype e = tokens.at(c.to - 1).end;
    step.offset = base + s;
    step.length = e - s;
    step.text = text.mid(s, e - s);
    return step;
}

/*! The verb phrase at token \a v of a clause ending at \a to, into \a verbPhrase: "long press", "go back", "fill
 *  in", "swipe left", "turn off", "tap and hold"; "click on X" is "click X". Returns the token after it. */
int readVerbPhrase(const QList<Token> &tokens, int v, int to, QString *verbPhrase)
{
    int end = v + 1;
    *verbPhrase = tokens.at(v).lower;
    if ((*verbPhrase == u"long" || *verbPhrase == u"double") && end < to) {
        *verbPhrase += u' ' + tokens.at(end).lower;
        ++end;
    }
    const QString lemma = lemmaOf(tokens.at(end - 1).lower);
    if (end < to) {
        const QString p = tokens.at(end).lower;
        const bool directional
            = p == u"up" || p == u"down" || p == u"left" || p == u"right" || p == u"back" || p == u"off" || p == u"out";
        const bool phrasal = directional || (p == u"in" && (lemma == u"fill" || lemma == u"log" || lemma == u"sign"))
            || (p == u"on" && (lemma == u"turn" || lemma == u"switch"))
            || (p == u"to" && (lemma == u"go" || lemma == u"navigate"));
        if (phrasal) {
            *verbPhrase += u' ' + p;
            ++end;
        } else if ((p == u"on" || p == u"at") && dropsOnAt(lemma)) {
            ++end; // "click on X" is "click X"
        } else if (p == u"and" && end + 1 < to && tokens.at(end + 1).lower == u"hold") {
            *verbPhrase += u" and hold";
            end += 2;
        }
    }
    return end;
}

/*! Where the interaction's part of a clause ending at \a to ends, its object starting at \a end: before a purpose
 *  infinitive ("Hit BACK button to return to favorites", "Tap OK to close the dialog"), which says why, not what. */
int purposeStart(const QList<Token> &tokens, int end, int to)
{
    for (int i = end + 1; i + 1 < to; ++i) {
        if (tokens.at(i).lower == u"to" && !tokens.at(i + 1).quoted && isVerbToken(tokens.at(i + 1))
            && !FunctionWords::phrasePrepositions().contains(tokens.at(i + 1).lower)
            && Lexicon::instance().senseCount(tokens.at(i + 1).lower, Pos::Verb)
                > Lexicon::instance().senseCount(tokens.at(i + 1).lower, Pos::Noun))
            return i;
    }
    return to;
}

/*! Where a step's object and prepositional phrase are, among the tokens after its verb phrase. */
struct ObjectParts {
    int objEnd; ///< the object ends here
    int prep = -1; ///< the preposition opening the prepositional phrase, or -1
    int commentFrom = -1, commentTo = -1; ///< a "(comment)" inside the object, left out of it
    int countAt = -1, countLen = 0; ///< a repetition count ("four times"): how often, not what
};

/*! Where a time told at the end of tokens [\a from, \a to) starts ("the first time", "this time", "for the second
 *  time", "a second time", "every time"): when, not what. \a to when there is none. */
int timePhraseAt(const QList<Token> &tokens, int from, int to)
{
    if (to - from < 2 || (tokens.at(to - 1).lower != u"time" && tokens.at(to - 1).lower != u"times"))
        return to;
    static const QSet<QString> which { u"first"_qs, u"second"_qs, u"third"_qs, u"last"_qs, u"next"_qs, u"final"_qs };
    // "The time", "that time" alone may be what is acted on ("select the time"); an ordinal or "this", "each",
    // "every" says when.
    static const QSet<QString> when { u"this"_qs, u"each"_qs, u"every"_qs, u"another"_qs };
    int at = to - 1;
    bool said = false;
    if (at > from && which.contains(tokens.at(at - 1).lower)) {
        --at;
        said = true;
    }
    // "the second time", "a second time" (once more).
    if (at > from
        && (when.contains(tokens.at(at - 1).lower)
            || (said && (tokens.at(at - 1).lower == u"the" || tokens.at(at - 1).lower == u"a")))) {
        --at;
        said = true;
    }
    if (!said)
        return to;
    if (at > from && (tokens.at(at - 1).lower == u"for" || tokens.at(at - 1).lower == u"at"))
        --at;
    return at;
}

/*! The object of tokens [\a end, \a clauseEnd) runs up to the first preposition outside quotes and parentheses,
 *  which opens the prepositional phrase. A "(comment)" after or inside it, a repetition count and trailing adverbs
 *  are no part of it. */
ObjectParts objectParts(const QList<Token> &tokens, int end, int clauseEnd)
{
    ObjectParts o;
    int depth = 0;
    for (int i = end; i < clauseEnd; ++i) {
        // "(the big plus button in the corner)" comments the object; its "in" starts no phrase.
        depth += tokens.at(i).lower == u"(" ? 1 : tokens.at(i).lower == u")" && depth > 0 ? -1 : 0;
        if (depth == 0 && !tokens.at(i).quoted && FunctionWords::phrasePrepositions().contains(tokens.at(i).lower)) {
            if (tokens.at(i).lower == u"of")
                continue; // "list of files" stays in the object
            o.prep = i;
            break;
        }
    }
    o.objEnd = o.prep >= 0 ? o.prep : clauseEnd;
    // "Tick the box next to "Remember me"": "next to" is one preposition.
    if (o.prep > end + 1 && tokens.at(o.prep).lower == u"to" && tokens.at(o.prep - 1).lower == u"next")
        o.objEnd = o.prep - 1;
    // Trailing "(comment)" is not part of the object, unless the object before it names nothing a GUI
    // shows in words ("..." (More options), "the ⋮ icon (menu)"): then the parentheses say what it is.
    for (int i = end; i < o.objEnd; ++i) {
        if (tokens.at(i).lower != u"(")
            continue;
        static const QSet<QString> symbolWords { u"the"_qs,    u"a"_qs,      u"an"_qs,  u"icon"_qs,
                                                 u"button"_qs, u"symbol"_qs, u"sign"_qs };
        const bool namesNothing = std::none_of(tokens.begin() + end, tokens.begin() + i, [](const Token &t) {
            return !symbolWords.contains(t.lower)
                && std::any_of(t.text.cbegin(), t.text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        });
        int close = i + 1;
        while (close < clauseEnd && tokens.at(close).lower != u")")
            ++close;
        // After the comment a new phrase may start instead ("… buttons ("OK" or "Next") the app crashes").
        if (close + 1 < o.objEnd && !FunctionWords::phrasePrepositions().contains(tokens.at(close + 1).lower)
            && !FunctionWords::phraseOpeners().contains(tokens.at(close + 1).lower)) {
            // "a (preferably big) file": a comment inside the object; the object is what is around it.
            o.commentFrom = i;
            o.commentTo = close + 1;
        } else if (namesNothing && close < clauseEnd && close > i + 1) {
            o.objEnd = close + 1;
            if (o.prep >= 0 && o.prep < o.objEnd) {
                o.prep = -1;
                for (int k = o.objEnd; k < clauseEnd && o.prep < 0; ++k) {
                    if (!tokens.at(k).quoted && FunctionWords::phrasePrepositions().contains(tokens.at(k).lower)
                        && tokens.at(k).lower != u"of")
                        o.prep = k;
                }
            }
        } else {
            o.objEnd = i;
        }
        break;
    }
    // A repetition count ("tap Next four times and Done") says how often, not what: no object words.
    for (int i = end; i < o.objEnd && o.countAt < 0; ++i) {
        if ((o.countLen = countLength(tokens, i, o.objEnd)) > 0)
            o.countAt = i;
    }
    if (o.countAt >= 0 && o.countAt + o.countLen == o.objEnd)
        o.objEnd = o.countAt;
    // Trailing adverbs ("tap Save again", "press OK too") and a time ("deny it the first time") are not part of the
    // object.
    o.objEnd = timePhraseAt(tokens, end, o.objEnd);
    while (o.objEnd > end && FunctionWords::trailingAdverbs().contains(tokens.at(o.objEnd - 1).lower))
        --o.objEnd;
    return o;
}

/*! \a step's prepositional phrase, opened by the preposition at token \a prep and ending at \a clauseEnd or an
 *  aside's '('; a count closing it is the step's repeats. A means ("open the player by tapping the mini player",
 *  "close the sheet by tapping on the dimmed area") names the interaction instead, into \a step's verb and object and
 *  \a verbPhrase; the goal only says why. Leaving a place with a control ("close the intro popup with OK", "leave with
 *  the arrow", the verb at token \a v) names the control as the object: then returns true. */
bool readPrepositionalPhrase(S2RStep &step, QString *verbPhrase, const QString &text, const QList<Token> &tokens, int v,
                             int prep, int clauseEnd)
{
    int p2End = clauseEnd;
    for (int i = prep + 1; i < clauseEnd; ++i) {
        if (tokens.at(i).lower == u"(") {
            p2End = i;
            break;
        }
    }
    // "Open the menu for the second time": when, not where.
    if (timePhraseAt(tokens, prep, p2End) == prep)
        return false;
    p2End = timePhraseAt(tokens, prep + 1, p2End);
    step.preposition = tokens.at(prep).lower;
    step.object2 = spanText(text, tokens, prep + 1, p2End);
    // "tap the round button at the bottom right twice": the count closes the phrase.
    for (int i = prep + 1; i < p2End && step.repeats == 1; ++i) {
        if (const int len = countLength(tokens, i, p2End); len > 0 && i + len == p2End && i > prep + 1) {
            step.repeats = countValue(tokens, i, len);
            step.object2 = spanText(text, tokens, prep + 1, i);
        }
    }
    int g = prep + 1;
    if (step.preposition == u"by" && g < p2End && tokens.at(g).lower.endsWith(u"ing") && isVerbToken(tokens.at(g))
        && S2RClassifier::isInteractionVerb(lemmaOf(tokens.at(g).lower), false)) {
        *verbPhrase = tokens.at(g).lower;
        step.verb = *verbPhrase;
        int from = g + 1;
        if (from < p2End && (tokens.at(from).lower == u"on" || tokens.at(from).lower == u"at")
            && dropsOnAt(lemmaOf(*verbPhrase)))
            ++from;
        step.object = spanText(text, tokens, from, p2End);
        step.preposition.clear();
        step.object2.clear();
    }
    if ((step.preposition == u"with" || step.preposition == u"using" || step.preposition == u"via")
        && !step.object2.isEmpty() && GuiVocabulary::leavingVerbs().contains(lemmaOf(tokens.at(v).lower))) {
        step.object = step.object2;
        step.preposition.clear();
        step.object2.clear();
        return true;
    }
    return false;
}

/*! "change the price per gallon to 3.459", "set the description to "Milk"", "rename it to Corolla": a value given
 *  to a field with "to" (the verb at token \a v) makes \a step type it into the field. A quoted or capitalised
 *  object is an option shown ("change "Forever" to "Weekly"" picks one). */
void readValueGivenTo(S2RStep &step, const QList<Token> &tokens, int v)
{
    if (step.preposition != u"to" || step.object2.isEmpty() || !step.value.isEmpty())
        return;
    const QString lemma = lemmaOf(tokens.at(v).lower);
    const bool quotedValue = Quotes::unquote(step.object2) != step.object2;
    const bool number = step.object2.at(0).isDigit();
    if (lemma == u"rename") {
        step.action = ActionType::Type;
        step.value = Quotes::unquote(step.object2);
        step.object = u"name"_qs;
        step.preposition.clear();
        step.object2.clear();
    } else if (GuiVocabulary::settingVerbs().contains(lemma) && (quotedValue || number) && !step.object.isEmpty()
               && Quotes::unquote(step.object) == step.object && !step.object.at(0).isUpper()) {
        step.action = ActionType::Type;
        step.value = Quotes::unquote(step.object2);
        step.preposition.clear();
        step.object2.clear();
    }
}

/*! The value a typing \a step types, taken out of its object (tokens [\a end, \a objEnd)) or its prepositional
 *  phrase: "type "abc" in the search box", "insert text "abc"", "enter amount 100": the object's last token is the
 *  value and words before it name the field, unless they only say what kind of value it is; "enter 102.9 as the
 *  price", "fill the name with "abc"". */
void readTypedValue(S2RStep &step, const QString &text, const QList<Token> &tokens, int end, int objEnd)
{
    static const QSet<QString> valueWords { u"the"_qs,    u"a"_qs,      u"an"_qs,      u"some"_qs,
                                            u"text"_qs,   u"word"_qs,   u"words"_qs,   u"value"_qs,
                                            u"string"_qs, u"number"_qs, u"letters"_qs, u"characters"_qs };
    const int valueAt = objEnd - 1;
    const bool valueLast = end < objEnd && (tokens.at(valueAt).quoted || tokens.at(valueAt).text.at(0).isDigit());
    int fieldFrom = end;
    while (valueLast && fieldFrom < valueAt && valueWords.contains(tokens.at(fieldFrom).lower))
        ++fieldFrom;
    if (valueLast && fieldFrom < valueAt) {
        step.value = Quotes::unquote(tokens.at(valueAt).text);
        step.object = spanText(text, tokens, fieldFrom, valueAt);
    } else if (valueLast) {
        step.value = Quotes::unquote(tokens.at(valueAt).text);
        if (!step.object2.isEmpty()) {
            step.object = step.object2;
            step.preposition.clear();
            step.object2.clear();
        } else {
            step.object.clear();
        }
    } else if (step.preposition == u"with" || step.preposition == u"as") {
        const QString v2 = Quotes::unquote(step.object2);
        if (v2 != step.object2 || (!v2.isEmpty() && v2.at(0).isDigit())) {
            step.value = v2;
            step.preposition.clear();
            step.object2.clear();
        }
    }
}

/*! The steps of clause \a c, whose verb is at token \a v, from \a step (so far its sentence): the verb phrase, the
 *  object, its count, the prepositional phrase, the action and a typed value. Labels coordinated after a click verb
 *  give one click each ("Click Next and Done"), as does a label in capitals or quotes after "and" ("… again and this
 *  time ALLOW", trailingLabelJoint()). */
QList<S2RStep> verbSteps(S2RStep step, const QString &text, const QList<Token> &tokens, const Clause &c, int v,
                         qsizetype base)
{
    QString verbPhrase;
    const int end = readVerbPhrase(tokens, v, c.to, &verbPhrase);
    step.verb = verbPhrase;
    const int clauseEnd = purposeStart(tokens, end, c.to);
    const ObjectParts o = objectParts(tokens, end, clauseEnd);
    if (o.countAt >= 0)
        step.repeats = countValue(tokens, o.countAt, o.countLen);
    step.object = spanText(text, tokens, end, o.objEnd);
    if (o.commentFrom > end)
        step.object = spanText(text, tokens, end, o.commentFrom) + u' ' + spanText(text, tokens, o.commentTo, o.objEnd);
    if (o.countAt > end && o.countAt + o.countLen < o.objEnd)
        step.object
            = spanText(text, tokens, end, o.countAt) + u' ' + spanText(text, tokens, o.countAt + o.countLen, o.objEnd);
    const bool leftWithControl
        = o.prep >= 0 && readPrepositionalPhrase(step, &verbPhrase, text, tokens, v, o.prep, clauseEnd);
    // "Switch to Day 5 using the day dropdown", "pick Expenses using the toolbar's spinner": what is used is the
    // means, a second part of the step, not more words of what is chosen.
    static const QRegularExpression means(u"^(.+?)\\s+(using|via)\\s+(.+)$"_qs,
                                          QRegularExpression::CaseInsensitiveOption);
    if (!Quotes::hasQuote(step.object2) && !Quotes::hasQuote(step.object)) {
        const bool inObject2 = step.object.isEmpty();
        const QRegularExpressionMatch m = means.match(inObject2 ? step.object2 : step.object);
        if (m.hasMatch() && (inObject2 || step.object2.isEmpty())) {
            step.object = m.captured(1);
            step.preposition = m.captured(2).toLower();
            step.object2 = m.captured(3);
        }
    }
    step.action = StepExtractor::actionFor(verbPhrase, step.object + u' ' + step.object2);
    // "use the three dots" clicks them.
    if ((leftWithControl || usesControl(tokens, v, c.to)) && step.action == ActionType::Unknown)
        step.action = ActionType::Click;
    readValueGivenTo(step, tokens, v);
    if (step.action == ActionType::Type) {
        readTypedValue(step, text, tokens, end, o.objEnd);
        // "type "qwe" and OK": a button in capitals after the typing is the click that confirms it (a quoted one may
        // be a second value).
        int labelFrom = -1;
        // The clause's end, not the object's: a comment on the value may stand between ("type "qwe" (taken) and OK").
        if (const int joint = trailingLabelJoint(tokens, end, c.to, &labelFrom);
            joint >= 0 && !tokens.at(labelFrom).quoted && joint > v + 1) {
            S2RStep first = step;
            setSpan(first, text, tokens, v, joint, base);
            S2RStep second = step;
            second.action = ActionType::Click;
            second.verb.clear();
            second.value.clear();
            second.preposition.clear();
            second.object2.clear();
            second.object = spanText(text, tokens, labelFrom, c.to);
            setSpan(second, text, tokens, labelFrom, c.to, base);
            return { first, second };
        }
    }
    // "Click Next and Done": buttons coordinated after one click verb are one click each, with the
    // clause's prepositional phrase. Without a model a label holding "and" ("Save and Exit") is split
    // too; rejoinLabels() puts it together again when the app shows it as one component's text.
    if (step.action == ActionType::Click) {
        const QList<LabelPart> labels = coordinatedLabels(tokens, end, o.objEnd, o.countAt, o.countLen);
        QList<S2RStep> parts;
        for (qsizetype k = 0; k < labels.size(); ++k) {
            S2RStep part = step;
            part.object = spanText(text, tokens, labels.at(k).from, labels.at(k).to);
            setSpan(part, text, tokens, k == 0 ? v : labels.at(k).from,
                    k + 1 < labels.size() ? labels.at(k).spanEnd : c.to, base);
            parts.append(part);
        }
        if (!labels.isEmpty())
            return parts;
        int labelFrom = -1;
        if (const int joint = trailingLabelJoint(tokens, end, o.objEnd, &labelFrom);
            joint >= 0 && o.countAt < 0 && o.commentFrom < 0) {
            int firstEnd = joint;
            while (firstEnd > end && FunctionWords::trailingAdverbs().contains(tokens.at(firstEnd - 1).lower))
                --firstEnd;
            S2RStep first = step;
            first.object = spanText(text, tokens, end, firstEnd);
            setSpan(first, text, tokens, v, joint, base);
            S2RStep second = step;
            second.object = spanText(text, tokens, labelFrom, o.objEnd);
            setSpan(second, text, tokens, labelFrom, c.to, base);
            return { first, second };
        }
    }
    // "Press Back, and Back again": the key named again after the step is the same key pressed once more.
    if (step.action == ActionType::Back && step.object2.isEmpty()) {
        static const QRegularExpression again(u"^[,\\s]*(?:and\\s+|then\\s+)*back(?:\\s+again)?[.!\\s]*$"_qs,
                                              QRegularExpression::CaseInsensitiveOption);
        if (again.match(step.object).hasMatch()) {
            int secondFrom = o.objEnd - 1;
            while (secondFrom > end && tokens.at(secondFrom).lower != u"back")
                --secondFrom;
            S2RStep first = step;
            first.object.clear();
            setSpan(first, text, tokens, v, end, base);
            S2RStep second = first;
            setSpan(second, text, tokens, secondFrom, c.to, base);
            return { first, second };
        }
    }
    setSpan(step, text, tokens, v, c.to, base);
    return { step };
}

/*! Sets what joins each of \a steps (of \a text, offsets from \a base) to the one before it, when that is a bare
 *  "and" or "&": rejoinLabels() needs it. */
void setJoiners(QList<S2RStep> &steps, const QString &text, qsizetype base)
{
    for (qsizetype k = 1; k < steps.size(); ++k) {
        const qsizetype from = steps.at(k - 1).offset + steps.at(k - 1).length - base;
        const qsizetype gap = steps.at(k).offset - base - from;
        if (from < 0 || gap <= 0)
            continue;
        const QString between = text.mid(from, gap);
        const QString word = between.trimmed().toLower();
        if (word == u"and" || word == u"&")
            steps[k].joiner = between;
    }
}

} // namespace

StepExtractor::StepExtractor(bool useParser)
    : m_useParser(useParser)
{
}

ActionType StepExtractor::actionFor(const QString &verbPhrase, const QString &object)
{
    const QStringList parts = verbPhrase.toLower().split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return ActionType::Unknown;
    const QString obj = object.toLower();
    const bool longPress = parts.first() == u"long" || parts.first() == u"hold" || verbPhrase.contains(u"and hold");
    if (longPress)
        return ActionType::LongClick;
    const QString verb = lemmaOf(parts.first());
    const QString particle = parts.size() > 1 ? parts.at(1) : QString();
    const auto objectHas = [&](std::initializer_list<const char16_t *> ws) {
        static const QRegularExpression split(QStringLiteral(R"(\W+)"));
        const QStringList objectWords = obj.split(split, Qt::SkipEmptyParts);
        for (const char16_t *w : ws) {
            if (objectWords.contains(QStringView(w)))
                return true;
        }
        return false;
    };
    // "turn the phone", "flip the tablet sideways": turning the device itself is a rotation.
    const bool device = objectHas({ u"phone", u"device", u"tablet", u"screen" }) && !objectHas({ u"off", u"on" });
    // "switch to landscape", "go to portrait mode": the orientations' names say what changes.
    static const QSet<QString> orientationVerbs { u"change"_qs, u"switch"_qs, u"turn"_qs,
                                                  u"flip"_qs,   u"go"_qs,     u"set"_qs };
    const bool orientation
        = objectHas({ u"orientation", u"landscape", u"portrait" }) && orientationVerbs.contains(verb);
    if (verb == u"rotate" || orientation
        || ((verb == u"turn" || verb == u"flip" || verb == u"tilt") && particle.isEmpty() && device))
        return ActionType::Rotate;
    const bool backObject = obj == u"back" || obj.startsWith(u"the back") || obj.startsWith(u"back button")
        || obj.startsWith(u"back arrow");
    if (particle == u"back"
        || (backObject && (verb == u"press" || verb == u"tap" || verb == u"click" || verb == u"hit" || verb == u"go")))
        return ActionType::Back;
    if (verb == u"swipe" || verb == u"scroll" || verb == u"fling" || verb == u"slide" || verb == u"drag"
        || verb == u"pull") {
        QString dir = !particle.isEmpty() ? particle : QString();
        // "Scroll down" moves the content up under a finger that swipes up, the gesture a model records.
        if (verb == u"scroll") {
            const bool down = dir == u"down" || (dir.isEmpty() && objectHas({ u"down", u"bottom" }));
            const bool up = dir == u"up" || (dir.isEmpty() && objectHas({ u"up", u"top" }));
            if (down != up)
                return down ? ActionType::SwipeUp : ActionType::SwipeDown;
        }
        if (dir == u"up" || (dir.isEmpty() && objectHas({ u"up" })))
            return ActionType::SwipeUp;
        if (dir == u"down" || (dir.isEmpty() && objectHas({ u"down" }))
            || (verb == u"pull" && (objectHas({ u"refresh" }) || dir == u"to")))
            return ActionType::SwipeDown;
        if (dir == u"left" || objectHas({ u"left" }))
            return ActionType::SwipeLeft;
        if (dir == u"right" || objectHas({ u"right" }))
            return ActionType::SwipeRight;
        return ActionType::Swipe;
    }
    if (verb == u"launch"
        || ((verb == u"open" || verb == u"start" || verb == u"run" || verb == u"restart" || verb == u"reopen")
            && (obj.isEmpty() || objectHas({ u"app", u"application" }))))
        return ActionType::OpenApp;
    if (verb == u"type" || verb == u"input" || verb == u"write" || verb == u"paste" || verb == u"insert"
        || (verb == u"fill") || verb == u"put") {
        return ActionType::Type;
    }
    if (verb == u"enter") {
        if (objectHas({ u"mode", u"screen", u"page", u"menu", u"settings", u"section", u"tab", u"view", u"folder",
                        u"activity", u"dialog" }))
            return ActionType::Click;
        return ActionType::Type;
    }
    if (GuiVocabulary::clickVerbs().contains(verb))
        return ActionType::Click;
    return ActionType::Unknown;
}

// The stages, each a function above: the body's tokens, misspelt verbs read, clauses cut; per clause, what was seen
// is skipped, a path item or rotation phrase read as such, the verb found (by the rules, else the parser) and its
// step(s) built; last, the joiners between steps.
QList<S2RStep> StepExtractor::extractSentence(const Sentence &sentence) const
{
    const QString &text = sentence.text;
    const qsizetype base = sentence.offset >= 0 ? sentence.offset : 0;
    QList<Token> tokens = bodyTokens(sentence);
    correctMisspeltVerbs(tokens);
    QList<Clause> clauses = splitClauses(text, tokens);
    // An item of a list of steps that names only a label is a click on it, as an item of a menu path is.
    if (sentence.isLabelItem) {
        for (Clause &c : clauses)
            c.pathItem = true;
    }
    S2RStep blank;
    blank.sentenceId = sentence.id;
    QList<S2RStep> steps;
    bool observedBefore = false;
    for (Clause c : std::as_const(clauses)) {
        observedBefore = isObservation(tokens, c, observedBefore);
        if (observedBefore)
            continue;
        // A clause that is one quoted string and nothing else ("3. "Add service interval"") names a label to click,
        // as a path item does: the words inside the quotes are the label's, not the reporter's verb.
        const auto first = tokens.cbegin() + c.from;
        const auto last = tokens.cbegin() + c.to;
        if (std::count_if(first, last, [](const Token &t) { return t.word; }) == 1
            && std::find_if(first, last, [](const Token &t) { return t.word; })->quoted)
            c.pathItem = true;
        // "… -> back -> (lands on About?!) -> …": an item of a path wholly in parentheses comments the one before it.
        if (c.pathItem && c.to - c.from >= 2 && tokens.at(c.from).lower == u"(" && tokens.at(c.to - 1).lower == u")")
            continue;
        int v = findVerb(tokens, c.from, c.to);
        // "Wait a minute", "wait for the sync to finish": time passing is no interaction, nor what it waits for.
        if (!c.pathItem && v >= 0 && lemmaOf(tokens.at(v).lower) == u"wait")
            continue;
        if (c.pathItem && !readPathItem(tokens, c, &v))
            continue;
        if (!c.pathItem) {
            if (const std::optional<S2RStep> rotation = rotationPhraseStep(blank, text, tokens, c, v, base)) {
                steps.append(*rotation);
                continue;
            }
        }
        // A path item's verb is an interaction verb or none: the parser reads labels ("Done", "Collect") as verbs.
        if (v < 0 && m_useParser && !c.pathItem)
            v = parsedVerb(tokens, c);
        // "- Go", "OK. Go.": a capitalised verb alone is the label of a button ("Go", "Open"), unless it is the
        // device's action ("Back", "Rotate").
        if (v >= 0 && !tokens.at(v).quoted && tokens.at(v).text.at(0).isUpper()
            && std::count_if(tokens.cbegin() + c.from, tokens.cbegin() + c.to, [](const Token &t) { return t.word; })
                == 1) {
            const ActionType action = StepExtractor::actionFor(tokens.at(v).lower, QString());
            if (action == ActionType::Click || action == ActionType::Unknown) {
                if (const std::optional<S2RStep> click = labelClickStep(blank, text, tokens, c, base))
                    steps.append(*click);
                continue;
            }
        }
        // "Name: "Credit card"", "Odometer: 12345": a field's label and the value given to it.
        if (const std::optional<S2RStep> typed = fieldValueStep(blank, text, tokens, c, base)) {
            steps.append(*typed);
            continue;
        }
        if (v >= 0) {
            steps += verbSteps(blank, text, tokens, c, v, base);
        } else if (c.pathItem) {
            if (const std::optional<S2RStep> click = labelClickStep(blank, text, tokens, c, base))
                steps.append(*click);
        }
    }
    // "Install GnuCash and open it", "kill the app and reopen it", "close it and open it again": what was just
    // installed, or the app the steps before name, is what opens. Installing is no step (FunctionWords::verbLeadIns()),
    // so it is read from the words before; "it" goes on naming what the step before named.
    // Any form: "installing", "the installation", "downloaded" (a gerund's lemma may be the noun's).
    bool itIsTheApp = std::any_of(tokens.cbegin(), tokens.cend(), [](const Token &t) {
        return t.lower.startsWith(u"install") || t.lower.startsWith(u"reinstall") || t.lower.startsWith(u"download");
    });
    for (S2RStep &step : steps) {
        // A step wrapped over two lines ("Tap the Save\n   changes button") names one label: the line break and
        // its indentation are the reporter's layout, not part of the words. The step's text stays its span.
        for (QString *part : { &step.verb, &step.object, &step.preposition, &step.object2, &step.value })
            *part = oneLine(*part);
        const bool it = step.object.compare(u"it", Qt::CaseInsensitive) == 0 && step.object2.isEmpty();
        const QString verb = lemmaOf(step.verb.toLower().section(u' ', 0, 0));
        if (it && itIsTheApp && GuiVocabulary::appLaunchVerbs().contains(verb))
            step.action = ActionType::OpenApp;
        const QStringList words = step.object.toLower().split(u' ', Qt::SkipEmptyParts);
        if (step.action == ActionType::OpenApp
            || (words.size() <= 2 && (words.contains(u"app"_qs) || words.contains(u"application"_qs))))
            itIsTheApp = true;
        else if (!it)
            itIsTheApp = false;
    }
    setJoiners(steps, text, base);
    return steps;
}

QList<S2RStep> StepExtractor::rejoinLabels(const QList<S2RStep> &steps, const ExecutionModel &model)
{
    // A label's words in order, lower case, "&" as "and", without a leading determiner or a trailing word
    // naming the kind of component ("the Save and Exit button").
    auto labelWords = [](const QString &phrase) {
        static const QRegularExpression word(u"[\\p{L}\\p{N}]+|&"_qs);
        static const QSet<QString> kinds { u"button"_qs, u"option"_qs, u"item"_qs, u"entry"_qs,
                                           u"icon"_qs,   u"menu"_qs,   u"tab"_qs,  u"link"_qs };
        QStringList out;
        for (auto it = word.globalMatch(phrase.toLower()); it.hasNext();) {
            const QString w = it.next().captured();
            out.append(w == u"&" ? u"and"_qs : w);
        }
        if (!out.isEmpty() && FunctionWords::isA(out.first(), FunctionWords::Determiners))
            out.removeFirst();
        if (out.size() > 1 && kinds.contains(out.last()))
            out.removeLast();
        return out.join(u' ');
    };
    // Only a step joined to the one before can be rejoined: most reports have none, and the labels are many.
    if (std::all_of(steps.cbegin(), steps.cend(), [](const S2RStep &s) { return s.joiner.isEmpty(); }))
        return steps;
    QSet<QString> shown; // every component label holding "and"
    auto collect = [&](const GuiComponent &c) {
        const QString l = labelWords(ComponentText::label(c));
        if (l.contains(u" and "))
            shown.insert(l);
    };
    model.forEachComponent(collect);
    QList<S2RStep> out;
    for (const S2RStep &step : steps) {
        if (!out.isEmpty() && !step.joiner.isEmpty() && !shown.isEmpty()) {
            S2RStep &prev = out.last();
            if (prev.sentenceId == step.sentenceId && prev.action == ActionType::Click && prev.object2.isEmpty()
                && !prev.object.isEmpty() && shown.contains(labelWords(prev.object + step.joiner + step.text))) {
                const QString label = prev.object + step.joiner + step.text;
                prev.text += step.joiner + step.text;
                prev.length
                    = prev.offset >= 0 && step.offset >= 0 ? step.offset + step.length - prev.offset : prev.text.size();
                prev.object = label;
                continue;
            }
        }
        out.append(step);
    }
    return out;
}

QList<S2RStep> StepExtractor::markAppOpenings(const QList<S2RStep> &steps, const ExecutionModel &model)
{
    static const QRegularExpression word(u"[\\p{L}\\p{N}]+"_qs);
    auto wordsOf = [](const QString &phrase) {
        QStringList out;
        for (auto it = word.globalMatch(phrase.toLower()); it.hasNext();)
            out.append(it.next().captured());
        return out;
    };
    QList<QStringList> names; // ComponentText::appNames(), each as its words
    QSet<QString> nameWords; // the words of all of them
    bool namesKnown = false;
    QSet<QString> shown; // words the screens show, for a name followed by more words
    bool shownKnown = false;
    QList<S2RStep> out = steps;
    for (S2RStep &step : out) {
        if (step.action == ActionType::OpenApp || step.object.isEmpty()
            || !GuiVocabulary::appLaunchVerbs().contains(lemmaOf(step.verb.toLower().section(u' ', 0, 0))))
            continue;
        QStringList objectWords;
        QString written; // with its determiners: "A Time Tracker" is "atimetracker"
        bool determined = false; // "the files", "a note": a thing in the app, unless the name is written so
        for (const QString &w : wordsOf(step.object)) {
            // "GnuCash Android", "the Mileage app": words for the platform or the kind of program are no part of a
            // name.
            if (w == u"app" || w == u"apps" || w == u"application" || w == u"android" || w == u"mobile")
                continue;
            written += w;
            if (!FunctionWords::isA(w, FunctionWords::Determiners))
                objectWords.append(w);
            else if (objectWords.isEmpty())
                determined = true;
        }
        if (objectWords.isEmpty())
            continue;
        if (!namesKnown) {
            for (const QString &name : ComponentText::appNames(model)) {
                names.append(wordsOf(name));
                for (const QString &w : std::as_const(names.last()))
                    nameWords.insert(w);
            }
            namesKnown = true;
        }
        const QString together = objectWords.join(QString());
        bool opensApp = false;
        for (const QStringList &name : std::as_const(names)) {
            // "Start Vinyl" for "Vinyl DEBUG" or "Vinyl Music Player": a reporter shortens the label to its first
            // words, when written as a name.
            const bool shortened = !determined && objectWords.size() < name.size()
                && name.mid(0, objectWords.size()) == objectWords && together.size() >= 4
                && step.object.at(0).isUpper();
            if (written == name.join(QString()) || (!determined && together == name.join(QString())) || shortened) {
                opensApp = true;
                break;
            }
            if (determined || name.isEmpty() || objectWords.size() <= name.size()
                || objectWords.mid(0, name.size()) != name)
                continue;
            if (!shownKnown) {
                model.forEachComponent([&shown](const GuiComponent &c) {
                    for (const QString &w : ComponentText::words(c))
                        shown.insert(Lexicon::instance().stem(w));
                });
                shownKnown = true;
            }
            const QStringList rest = objectWords.mid(name.size());
            opensApp = std::none_of(rest.cbegin(), rest.cend(),
                                    [&](const QString &w) { return shown.contains(Lexicon::instance().stem(w)); });
            if (opensApp)
                break;
        }
        // "Open Camp Fahrplan" (nerd.tuxmobil.fahrplan.camp), "Open Time Tracker" (atimetracker): every word one of the
        // app's names, or two words or more written together within one.
        if (!opensApp && !determined && step.object.at(0).isUpper()) {
            opensApp = std::all_of(objectWords.cbegin(), objectWords.cend(),
                                   [&](const QString &w) { return nameWords.contains(w); })
                || (objectWords.size() >= 2 && together.size() >= 6
                    && std::any_of(names.cbegin(), names.cend(),
                                   [&](const QStringList &name) { return name.join(QString()).contains(together); }));
        }
        // "Start DroidWeight": one word no dictionary holds, which the model shows as a title bar's text
        // (ComponentText::modelCanBeApp()), names the app even where its package says otherwise.
        if (!opensApp && !determined && objectWords.size() == 1 && !Quotes::hasQuote(step.object)) {
            Lexicon &lexicon = Lexicon::instance();
            const QString &w = objectWords.first();
            opensApp = !lexicon.isA(w, Lexicon::Pos::Noun) && !lexicon.isA(w, Lexicon::Pos::Verb)
                && !lexicon.isA(w, Lexicon::Pos::Adjective) && ComponentText::modelCanBeApp(model, step.object);
        }
        if (opensApp)
            step.action = ActionType::OpenApp;
    }
    return out;
}

QList<S2RStep> StepExtractor::mergeDuplicates(const QList<S2RStep> &steps, const QList<bool> &standalone,
                                              const QList<bool> &retold)
{
    // The interaction a step describes, as far as the words tell; empty when it names no object.
    auto keyOf = [](const S2RStep &s) -> QString {
        const QString obj = normalise(s.object);
        if (obj.isEmpty())
            return QString();
        // Unknown actions ("create", "edit") only repeat with the same verb.
        Lexicon &lexicon = Lexicon::instance();
        const QString verb = s.action == ActionType::Unknown ? lexicon.lemma(s.verb, Pos::Verb) : QString();
        // "ticked X, ticked Y, then unticked X": undoing is another interaction than doing, not a re-mention.
        const QString written = s.verb.toLower();
        const bool undoes = (written.startsWith(u"un") || written.startsWith(u"de")) && written.size() > 4
            && lexicon.isA(lexicon.lemma(written.mid(2), Pos::Verb), Pos::Verb);
        return QString::number(static_cast<int>(s.action)) + u'|' + verb + u'|' + obj + u'|' + normalise(s.object2)
            + u'|' + s.value + (undoes ? u"|undo"_qs : QString());
    };
    QList<S2RStep> out;
    QHash<QString, QString> seen; // the interactions told so far, with the sentence that told each last
    QString lastKey; // the interaction of the last step kept
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const S2RStep &s = steps.at(i);
        const QString key = keyOf(s);
        if (key.isEmpty()) {
            out.append(s);
            continue;
        }
        const auto told = seen.constFind(key);
        const bool mention = told != seen.cend() && *told != s.sentenceId && !isRepetition(s.text)
            && !(i < standalone.size() && standalone.at(i)) && (key == lastKey || (i < retold.size() && retold.at(i)));
        if (mention)
            continue;
        seen.insert(key, s.sentenceId);
        lastKey = key;
        out.append(s);
    }
    return out;
}

bool StepExtractor::isRepetition(const QString &stepText)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(?:again|once more|one more time|another time|a second time)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(stepText).hasMatch();
}

QList<S2RStep> StepExtractor::extract(const QList<Sentence> &s2rSentences, const QString &reportText) const
{
    QList<S2RStep> all;
    QList<bool> standalone;
    QList<bool> retold;
    qsizetype searchFrom = 0;
    for (Sentence s : s2rSentences) {
        if (s.isTitle || s.isCode)
            continue;
        if (s.offset < 0 && !reportText.isEmpty()) {
            // Locate sentences without offsets in the report, in order.
            const qsizetype at = reportText.indexOf(s.text, searchFrom);
            if (at >= 0) {
                s.offset = at;
                s.length = s.text.size();
                searchFrom = at + s.length;
            }
        }
        QList<S2RStep> steps = extractSentence(s);
        for (S2RStep &step : steps) {
            step.object = withoutAsides(step.object);
            step.object2 = withoutAsides(step.object2);
        }
        // The sentence's leading step is a stand-alone imperative when only a list marker and discourse
        // fillers ("then", "now") precede its verb; "When I tap X" and "if the user taps X" are not.
        const qsizetype sentenceBase = s.offset >= 0 ? s.offset : 0;
        static const QRegularExpression coordinated(
            QStringLiteral(R"(^[\s,;]*(?:(?:and|then|also|next|finally|afterwards)\b[\s,]*|(?:->|-->|=>|→|>)\s*)*$)"),
            QRegularExpression::CaseInsensitiveOption);
        // Whether step k follows step k − 1 of this sentence with only a coordinator or a path arrow between them.
        auto coordinatedWithPrevious = [&](qsizetype k) {
            const S2RStep &prev = steps.at(k - 1);
            const qsizetype from = prev.offset + prev.length - sentenceBase;
            return from >= 0
                && coordinated.match(s.text.mid(from, steps.at(k).offset - sentenceBase - from)).hasMatch();
        };
        for (qsizetype k = 0; k < steps.size(); ++k) {
            bool lead = false;
            if (k == 0) {
                const QString before = s.text.left(steps.at(k).offset - sentenceBase);
                static const QRegularExpression leading(
                    QStringLiteral(
                        R"(^\s*(?:%1[.)]|%1(?=\s+\p{Lu})|\(%1\)|[-*•+])?\s*(?:(?:then|now|next|finally|and|also|just|first|simply)\b[\s,]*)*$)")
                        .arg(listNumberPattern()),
                    QRegularExpression::CaseInsensitiveOption);
                lead = leading.match(before).hasMatch();
            } else if (standalone.constLast()) {
                // "Tap X and type Y": an imperative coordinated with a stand-alone one is stand-alone too; so is the
                // next item of a path ("Open the drawer again -> FTP server").
                lead = coordinatedWithPrevious(k);
            }
            standalone.append(lead);
            // "It crashes whenever I tap Sync (and type X)": actions in a condition after the sentence's result tell
            // the trigger again; "When I press Next nothing happens" opens with it and narrates.
            static const QRegularExpression trailingCondition(
                QStringLiteral(R"(\w.*\b(?:when|whenever|if|once|every time|each time)\s+(?:[\w']+\s+){0,2}$)"),
                QRegularExpression::CaseInsensitiveOption);
            retold.append(trailingCondition.match(s.text.left(steps.at(k).offset - sentenceBase)).hasMatch()
                          || (k > 0 && retold.constLast() && coordinatedWithPrevious(k)));
        }
        if (s.offset < 0) {
            for (S2RStep &step : steps)
                step.offset = -1;
        }
        all += steps;
    }
    // "tapped the floating button, then tapped it again": "it" names the component the click before named.
    for (qsizetype k = 1; k < all.size(); ++k) {
        S2RStep &step = all[k];
        const S2RStep &before = all.at(k - 1);
        const QString object = step.object.toLower().remove(u" again"_qs).remove(u" once more"_qs).trimmed();
        if (object == u"it" && step.object2.isEmpty() && step.action == ActionType::Click
            && before.action == ActionType::Click && !before.object.isEmpty()
            && before.object.compare(u"it", Qt::CaseInsensitive) != 0) {
            step.object = before.object;
            step.preposition = before.preposition;
            step.object2 = before.object2;
        }
    }
    return mergeDuplicates(all, standalone, retold);
}

} // namespace StepWise
