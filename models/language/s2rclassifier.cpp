// SPDX-License-Identifier: GPL-3.0-or-later
#include "s2rclassifier.h"

#include "functionwords.h"
#include "guivocabulary.h"
#include "lexicon.h"
#include "linkparser.h"
#include "reporttext.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>
#include <tuple>

namespace StepWise {

namespace {

using Pos = Lexicon::Pos;

const QRegularExpression &markerRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(?:%1[.)]|%1(?=\s+\p{Lu})|\(%1\)|[a-z][.)](?=\s)|[-*•+‣◦])\s*)")
            .arg(listNumberPattern()));
    return re;
}

QStringList tokenize(const QString &text)
{
    // Quotation marks are tokens, so the misspelt-verb rule sees a quoted object open (opensObject()).
    static const QRegularExpression re(
        QStringLiteral(R"([A-Za-z](?:[A-Za-z'’-]*[A-Za-z])?|\d+(?:[.,]\d+)*|->|=>|→|[,;:>()!?.+/&\[\])")
        + Quotes::markClass() + u']');
    // URLs and paths are not words ("slack.com/archives" has no verb "slack"). A path is matched from the start of
    // its run of non-blanks, one slash-free part at a time, so that a long run without slashes costs linear time.
    static const QRegularExpression url(
        QStringLiteral(R"(\b[a-z][\w+.-]*://\S+|\bwww\.\S+|(?<!\S)/*[^\s/]++(?:/[^\s/]++){2,}+\S*)"),
        QRegularExpression::CaseInsensitiveOption);
    QString cleaned = text;
    cleaned.replace(url, QStringLiteral(" "));
    QStringList out;
    auto it = re.globalMatch(cleaned);
    while (it.hasNext()) {
        const QString w = it.next().captured(0).toLower().replace(u'’', u'\'');
        // "long-press", "double-tap": two words, as "long press" is.
        if ((w.startsWith(u"long-") || w.startsWith(u"double-")) && w.size() > w.indexOf(u'-') + 1) {
            out.append(w.left(w.indexOf(u'-')));
            out.append(w.mid(w.indexOf(u'-') + 1));
            continue;
        }
        out.append(w);
    }
    return out;
}

bool isWord(const QString &w)
{
    return !w.isEmpty() && w.at(0).isLetter();
}

// Words that mark expected behaviour (AstroBR §III-A: EB is not S2R).
bool hasModal(const QStringList &words)
{
    for (const QString &w : words) {
        if (FunctionWords::expectationWords().contains(w))
            return true;
    }
    return false;
}

// Verbs that report an observation rather than an action ("see errors", "get a crash").
bool isObservationVerb(const QString &lemma)
{
    if (lemma == u"get" || lemma == u"find" || lemma == u"experience" || lemma == u"encounter" || lemma == u"receive")
        return true;
    if (S2RClassifier::isInteractionVerb(lemma))
        return false;
    const QStringList files = Lexicon::instance().lexFiles(lemma, Pos::Verb);
    return !files.isEmpty() && (files.first() == u"verb.perception" || files.first() == u"verb.emotion");
}

// Failure vocabulary: an app's misbehaviour, never a user's step.
bool isFailureWord(const QString &w)
{
    const QString s = Lexicon::instance().stem(w);
    return s == u"crash" || s == u"freez" || s == u"hang" || s == u"fail" || s == u"error" || s == u"exception"
        || s == u"lag" || s == u"bug";
}

bool isVerbWord(const QString &w)
{
    Lexicon &lex = Lexicon::instance();
    if (lex.isVerb(w))
        return true;
    // Productive prefixes WordNet lacks ("deselect", "unpin", "re-enter").
    for (const QString &prefix : { u"de"_qs, u"un"_qs, u"re"_qs, u"re-"_qs, u"pre"_qs, u"multi"_qs }) {
        if (w.size() > prefix.size() + 3 && w.startsWith(prefix) && lex.isVerb(w.mid(prefix.size())))
            return true;
    }
    return false;
}

QString verbLemma(const QString &w)
{
    Lexicon &lex = Lexicon::instance();
    if (lex.isVerb(w))
        return lex.lemma(w, Pos::Verb);
    for (const QString &prefix : { u"de"_qs, u"un"_qs, u"re"_qs, u"re-"_qs, u"pre"_qs, u"multi"_qs }) {
        if (w.startsWith(prefix) && lex.isVerb(w.mid(prefix.size())))
            return prefix + lex.lemma(w.mid(prefix.size()), Pos::Verb);
    }
    return w;
}

/*! A verb as told in the past: "entered", "went" (it differs from its lemma), not a gerund nor a third person. */
bool isPastForm(const QString &w)
{
    return isVerbWord(w) && verbLemma(w) != w && !w.endsWith(u"ing") && !w.endsWith(u's');
}

/*! "she", "he", and the singular "they": how a report told of "the user" goes on naming them. */
bool isUserPronoun(const QString &w)
{
    return w == u"she" || w == u"he" || w == u"they";
}

bool isNegation(const QString &w)
{
    return w == u"not" || w == u"never" || w.endsWith(u"n't") || w == u"cannot" || w == u"dont" || w == u"didnt";
}

/*! Indexes where a new clause may start: 0 and after , ; : ( -> >. Not after "and"/"then": in
 *  "It makes ... as you have to choose X then choose Y" the second verb is not a step of its own. */
QList<int> clauseStarts(const QStringList &words)
{
    QList<int> starts { 0 };
    for (int i = 0; i + 1 < words.size(); ++i) {
        const QString &w = words.at(i);
        if (w == u"," || w == u";" || w == u":" || w == u"(" || w == u"->" || w == u">" || w == u"=>" || w == u"→")
            starts.append(i + 1);
        // "First time open the app", "This time tap Save": which time, then the clause.
        else if (w == u"time" && i > 0 && FunctionWords::whichTimeWords().contains(words.at(i - 1))
                 && starts.contains(i - 1 - (i > 1 && words.at(i - 2) == u"the")))
            starts.append(i + 1);
    }
    return starts;
}

/*! Words that typically start a verb's argument or adjunct: after them the preceding word is a verb. */
bool opensArgument(const QString &w)
{
    if (FunctionWords::argumentOpeners().contains(w) || (!w.isEmpty() && w.at(0).isDigit()))
        return true;
    Lexicon &lex = Lexicon::instance();
    return lex.isA(w, Pos::Adverb) && !lex.isNoun(w) && !lex.isA(w, Pos::Adjective);
}

/*! "Export to the cloud seems to fail", "Sorting by date is broken": the phrase at \a i is the subject of a
 *  finite verb further on in the same clause (before any clause break, conjunction, relative pronoun or
 *  new subject pronoun), so it does not start an imperative. */
bool subjectOfFiniteVerb(const QStringList &words, int i)
{
    const int last = std::min<int>(words.size(), i + 7);
    for (int k = i + 1; k < last; ++k) {
        const QString &w = words.at(k);
        if (FunctionWords::stateVerbs().contains(w))
            return true;
        // "to" opens a destination ("to Google Drive") or a purpose clause ("to see if it is ...", "to check
        // the list is empty": a verb taking an argument); only the former keeps the subject phrase going.
        const bool purpose = w == u"to" && k + 2 < words.size() && isWord(words.at(k + 1))
            && isVerbWord(words.at(k + 1))
            && (opensArgument(words.at(k + 2)) || words.at(k + 2) == u"if" || words.at(k + 2) == u"whether"
                || words.at(k + 2) == u"how");
        if (!isWord(w) || (FunctionWords::subjectPhraseEnds().contains(w) && (w != u"to" || purpose)))
            return false;
    }
    return false;
}

int skipFillers(const QStringList &words, int i)
{
    // A handful at most: a run of thousands ("((((…") would make every clause start cost the whole sentence.
    for (const int last = i + 8; i < words.size() && i < last
         && (FunctionWords::discourseFillers().contains(words.at(i)) || words.at(i) == u",");
         ++i) { }
    return i;
}

/*! "I opened ...", "When I tap ...", "If I try to add ...", "I've selected ...". With \a reader, also a step told
 *  of the reader or a user: "You press OK", "The user opens Settings"; with \a generic as well, also after a
 *  subordinator ("when you tap DENY"). */
bool firstPersonActionAt(const QStringList &words, int i, bool reader = false, bool generic = false)
{
    // "There I press …", "Here we tap …": a deictic place before the subject, as "then" is a time.
    const int clauseStart = i;
    // "After that I opened …", "Next I tapped …", "Afterwards we …": a time told before the subject, as "then" is.
    while (
        i < words.size() && i < clauseStart + 8
        && (FunctionWords::subjectLeadIns().contains(words.at(i))
            || (FunctionWords::discourseFillers().contains(words.at(i)) && isWord(words.at(i)))
            || words.at(i) == u"later" || words.at(i) == u"yesterday" || words.at(i) == u"today"
            || words.at(i) == u"earlier" || words.at(i) == u"recently"
            || ((words.at(i) == u"that" || words.at(i) == u"this") && i > clauseStart && words.at(i - 1) == u"after")))
        ++i;
    if (i >= words.size())
        return false;
    // "If you start a program, ..." is a condition said of anyone; "You press OK" and "Then the user taps …" are steps.
    const bool condition = std::any_of(words.cbegin() + clauseStart, words.cbegin() + i, [](const QString &w) {
        return w == u"if" || w == u"when" || w == u"whenever" || w == u"once" || w == u"as" || w == u"soon"
            || w == u"after";
    });
    reader = reader && (!condition || generic);
    const QString subject = words.at(i);
    int j = i + 1;
    if (subject == u"i've" || subject == u"we've" || subject == u"i'd")
        ; // perfect tense: the participle follows
    else if (reader && subject == u"the" && j < words.size() && words.at(j) == u"user")
        ++j; // "The user opens Settings": a report written about a user, in the third person
    else if (subject != u"i" && subject != u"we" && !(reader && (subject == u"you" || subject == u"user"))
             && !(generic && isUserPronoun(subject)))
        return false; // "she", "he", "they" are the user only where no step is told of the reporter or as an
                      // instruction
    // "I had set up ..." (pluperfect) is background, not a step.
    while (j < words.size()
           && (FunctionWords::discourseFillers().contains(words.at(j)) || words.at(j) == u"have"
               || words.at(j) == u"then"))
        ++j;
    if (j < words.size() && isNegation(words.at(j)))
        return false;
    if (j + 1 < words.size()) {
        const QString tryLemma = Lexicon::instance().lemma(words.at(j), Pos::Verb);
        if ((tryLemma == u"try" || tryLemma == u"attempt") && words.at(j + 1) == u"to")
            j += 2;
    }
    if (j >= words.size() || !isWord(words.at(j)))
        return false;
    if (words.at(j) == u"long" || words.at(j) == u"double")
        ++j;
    // "The user leaves Preferences with Back": leaving a place with a control is a click on it.
    const auto leavesWith = [&words](int v) {
        if (!GuiVocabulary::leavingVerbs().contains(verbLemma(words.at(v))))
            return false;
        for (int k = v + 1; k < std::min<int>(words.size(), v + 6); ++k) {
            if (words.at(k) == u"with")
                return true;
        }
        return false;
    };
    if (j >= words.size() || !(S2RClassifier::isInteractionVerb(verbLemma(words.at(j)), false) || leavesWith(j)))
        return false;
    // "If I skip steps 3 and 4", "when I repeat the steps": the report's own steps are no component.
    for (int k = j + 1; k < std::min<int>(words.size(), j + 3); ++k) {
        if (words.at(k) == u"step" || words.at(k) == u"steps")
            return false;
        if (!FunctionWords::isA(words.at(k), FunctionWords::Determiners))
            break;
    }
    // "I started using ...": an aspectual verb before a gerund is not an action.
    return !(j + 1 < words.size() && words.at(j + 1).endsWith(u"ing") && isVerbWord(words.at(j + 1)));
}

} // namespace

S2RClassifier::S2RClassifier(bool useParser)
    : m_useParser(useParser)
{
}

bool S2RClassifier::isInteractionVerb(const QString &lemma, bool contactVerbs)
{
    if (GuiVocabulary::interactionVerbs().contains(lemma))
        return true;
    if (!contactVerbs)
        return false;
    const QStringList files = Lexicon::instance().lexFiles(lemma, Pos::Verb);
    return !files.isEmpty() && files.first() == u"verb.contact";
}

QString S2RClassifier::misspeltVerb(const QString &word)
{
    if (word.size() < 3 || std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c < u'a' || c > u'z'; }))
        return {};
    Lexicon &lex = Lexicon::instance();
    for (Pos pos : { Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb }) {
        if (lex.isA(word, pos))
            return {};
    }
    const bool shortWord = word.size() < 4;
    QSet<QString> found;
    // A longer word may stand for a three-letter verb only with one of its letters doubled ("tapp").
    auto consider = [&found, shortWord](const QString &candidate, bool undoubled = false) {
        if ((shortWord || undoubled || candidate.size() >= 4) && isInteractionVerb(candidate, false))
            found.insert(candidate);
    };
    for (qsizetype i = 0; i <= word.size(); ++i) {
        if (i + 1 < word.size()) {
            QString swapped = word;
            std::swap(swapped[i], swapped[i + 1]);
            consider(swapped);
        }
        if (shortWord)
            continue;
        if (i < word.size())
            consider(QString(word).remove(i, 1), i > 0 && word.at(i) == word.at(i - 1));
        for (char16_t c = u'a'; c <= u'z'; ++c) {
            consider(QString(word).insert(i, QChar(c)));
            if (i < word.size())
                consider(QString(word).replace(i, 1, QChar(c)));
        }
    }
    return found.size() == 1 ? *found.cbegin() : QString();
}

bool S2RClassifier::opensObject(const QString &next)
{
    using FunctionWords::Class;
    if (next.isEmpty())
        return false;
    const QChar q = next.at(0);
    return FunctionWords::isA(next, FunctionWords::Determiners | Class::Pronoun | Class::Preposition)
        || Quotes::isOpening(q);
}

bool S2RClassifier::isRotationPhrase(const QString &phrase)
{
    // English vocabulary of device orientation (Android's "rotation"/"orientation", its two orientations),
    // not report text: words are compared by their Snowball stems, so "rotating", "rotations" count too.
    static const QSet<QString> devices { u"device"_qs,  u"phone"_qs,      u"tablet"_qs,   u"screen"_qs,
                                         u"display"_qs, u"smartphone"_qs, u"emulator"_qs, u"mobile"_qs };
    static const QSet<QString> changes { u"change"_qs, u"switch"_qs, u"flip"_qs, u"turn"_qs, u"toggle"_qs };
    static const QSet<QString> grammar { u"the"_qs,
                                         u"a"_qs,
                                         u"an"_qs,
                                         u"of"_qs,
                                         u"to"_qs,
                                         u"into"_qs,
                                         u"from"_qs,
                                         u"in"_qs,
                                         u"my"_qs,
                                         u"its"_qs,
                                         u"your"_qs,
                                         u"mode"_qs,
                                         u"view"_qs,
                                         u"and"_qs,
                                         u"back"_qs,
                                         u"again"_qs,
                                         u"then"_qs,
                                         u"left"_qs,
                                         u"right"_qs,
                                         u"degree"_qs,
                                         u"degrees"_qs,
                                         u"clockwise"_qs,
                                         u"counterclockwise"_qs,
                                         u"anticlockwise"_qs };
    Lexicon &lex = Lexicon::instance();
    bool rotation = false; // "rotation", "rotate"
    bool orientation = false; // needs a change word or an orientation's name
    bool named = false; // "landscape", "portrait": need another word
    bool change = false;
    int words = 0;
    for (QString w : tokenize(phrase)) {
        if (!isWord(w)) {
            // Numbers ("90 degrees") and punctuation; a question is no step.
            if (w == u"?")
                return false;
            continue;
        }
        ++words;
        if (w.endsWith(u"'s"))
            w.chop(2); // "the device's orientation"
        const QString stem = lex.stem(w);
        if (stem == u"rotat")
            rotation = true;
        else if (stem == u"orient")
            orientation = true;
        else if (stem == u"landscap" || stem == u"portrait")
            named = true;
        else if (changes.contains(w))
            change = true;
        else if (!devices.contains(lex.lemma(w, Pos::Noun)) && !grammar.contains(w))
            return false;
    }
    return rotation || (orientation && (change || named)) || (named && words > 1);
}

bool S2RClassifier::headerSection(const QString &raw, Section *section, bool *named)
{
    QString text = raw.trimmed();
    while (text.startsWith(u'#') || text.startsWith(u'*') || text.startsWith(u'-') || text.startsWith(u'='))
        text = text.mid(1).trimmed();
    while (text.endsWith(u'*') || text.endsWith(u'-') || text.endsWith(u'='))
        text.chop(1);
    text = text.trimmed();
    // A list item is content, not a header: "1. Steps menu", "- The note appears in the list".
    static const QRegularExpression numbered(
        QStringLiteral(R"(^\s*(?:\(?%1[.)]|%1(?=\s+\p{Lu})|[-*•+])\s)").arg(listNumberPattern()));
    // "=> fine, but:" goes on from the line before it (what the steps led to); it opens no section.
    const QString line = raw.trimmed();
    if (text.isEmpty() || numbered.match(raw).hasMatch() || line.startsWith(u"=>") || line.startsWith(u"->")
        || line.startsWith(u"\u2192"))
        return false;
    const QStringList tokens = tokenize(text);
    QStringList words;
    for (const QString &t : tokens) {
        if (isWord(t))
            words.append(t);
    }
    if (words.isEmpty() || words.size() > 16)
        return false;
    const bool colon = text.endsWith(u':');
    const bool question = text.endsWith(u'?');
    const bool period = text.endsWith(u'.') || text.endsWith(u'!') || text.endsWith(u';');

    Section kind = Section::None;
    bool known = false;
    const auto has = [&](std::initializer_list<const char16_t *> prefixes) {
        for (const QString &w : words) {
            for (const char16_t *p : prefixes) {
                if (w.startsWith(QStringView(p)))
                    return true;
            }
        }
        return false;
    };
    // Issue-template vocabulary (GitHub/GitLab bug templates), most specific first.
    if (has({ u"expect" })) {
        kind = Section::Expected;
    } else if (has({ u"actual", u"observ", u"instead", u"outcome", u"happen", u"result" })) {
        kind = Section::Observed;
    } else if (has({ u"reproduc", u"replicat", u"step" })) {
        kind = Section::Steps;
    } else if (has({ u"version",    u"device",        u"environment", u"smartphone",  u"desktop",   u"information",
                     u"info",       u"specification", u"context",     u"logcat",      u"log",       u"trace",
                     u"exception",  u"stack",         u"screenshot",  u"screen-shot", u"recording", u"video",
                     u"gif",        u"note",          u"additional",  u"solution",    u"research",  u"example",
                     u"debug",      u"hardware",      u"software",    u"system",      u"os",        u"platform",
                     u"workaround", u"attachment" })) {
        kind = Section::Other;
    } else if (has({ u"describ", u"summary", u"problem", u"bug", u"issue", u"detail", u"overview" })) {
        kind = Section::Description;
    }
    known = kind != Section::None;
    // "Step 1: open the app", "Steps: open the menu, …": words after the colon are the steps the header names, which
    // classify() reads as the sentence's body; the whole line is no header.
    if (kind == Section::Steps && !colon) {
        const qsizetype inner = text.indexOf(u':');
        if (inner > 0 && std::any_of(tokens.cbegin() + tokenize(text.left(inner + 1)).size(), tokens.cend(), isWord))
            return false;
    }

    // "The note appears in the list": a clause with a verb in the third person tells something; a header
    // names a section ("What happens" asks, and is one).
    Lexicon &lexicon = Lexicon::instance();
    const bool tells = words.first() != u"what" && words.first() != u"how"
        && std::any_of(words.cbegin() + 1, words.cend(), [&lexicon](const QString &w) {
                           return w.size() > 3 && w.endsWith(u's') && !w.endsWith(u"ss") && lexicon.isVerb(w)
                               && lexicon.lemma(w, Lexicon::Pos::Verb) != w && !lexicon.isNoun(w);
                       });
    bool header = false;
    if (known && !period && !question && !tells && words.size() <= 6)
        header = true;
    else if (colon && words.size() <= 16)
        header = true;
    else if (question && known && words.size() <= 14)
        header = true;
    else if (known && kind == Section::Steps && period && words.size() <= 5)
        header = true;
    if (!header)
        return false;
    // "Open the device settings" is a step, not a header: a header never starts with an action verb
    // (except the template's own "Describe the bug" / "To reproduce").
    const QString first = words.first();
    Lexicon &lex = Lexicon::instance();
    const bool templateVerb
        = first.startsWith(u"describ") || first.startsWith(u"reproduc") || first.startsWith(u"replicat");
    if (!colon && !question && !templateVerb) {
        if (lex.isVerb(first) && lex.lemma(first, Pos::Verb) == first
            && lex.senseCount(first, Pos::Verb) > lex.senseCount(first, Pos::Noun))
            return false;
        // Nor with an interaction after "then"/"now" or the reporter ("Then tap the note", "Then go to my notes",
        // "I open my notes", "Switch to the version", "Clcik the notes"), whose last word only looks like a section.
        const int i = skipFillers(words, 0);
        if (i < words.size()) {
            const QString &w = words.at(i);
            const QString next = i + 1 < words.size() ? words.at(i + 1) : QString();
            const bool verbFirst
                = lex.isVerb(w) && lex.lemma(w, Pos::Verb) == w && (isInteractionVerb(w, false) || opensObject(next));
            if (verbFirst || !misspeltVerb(w).isEmpty() || firstPersonActionAt(words, 0))
                return false;
        }
    }
    *section = known ? kind : Section::Other;
    // A long clause ending in ':' ("When I do these steps, the context menu disappears:") only mentions a
    // template word; it introduces a list but names no section.
    if (named)
        *named = known && words.size() <= 8;
    return true;
}

bool S2RClassifier::imperativeAt(const QStringList &words, int i) const
{
    i = skipFillers(words, i);
    if (i < words.size() && (words.at(i) == u"don't" || words.at(i) == u"dont" || words.at(i) == u"never"))
        ++i;
    else if (i + 1 < words.size() && words.at(i) == u"do" && words.at(i + 1) == u"not")
        i += 2;
    if (i >= words.size() || !isWord(words.at(i)))
        return false;
    const QString w = words.at(i);
    const QString next = i + 1 < words.size() ? words.at(i + 1) : QString();
    Lexicon &lex = Lexicon::instance();
    if ((w == u"long" || w == u"double") && isWord(next) && isVerbWord(next))
        return true;
    if (FunctionWords::closedClassWords().contains(w) || isFailureWord(w))
        return false;
    // "Cilck the Save button", "Tpa on Settings": StepExtractor reads a misspelt verb before an object as
    // that verb, so the clause is the step it extracts.
    if (!misspeltVerb(w).isEmpty() && opensObject(next))
        return true;
    if (!isVerbWord(w))
        return false;
    const QString lemma = verbLemma(w);
    if (lemma != w)
        return false; // inflected: "takes", "opened" are not imperatives
    if (isObservationVerb(lemma))
        return false;
    if (next == u"that" || FunctionWords::finiteAuxiliaries().contains(next))
        return false;
    if (subjectOfFiniteVerb(words, i))
        return false;
    if (!lex.isNoun(w) || next.isEmpty() || !isWord(next) || opensArgument(next))
        return true;
    if (isInteractionVerb(lemma, false) && lex.senseCount(w, Pos::Verb) >= lex.senseCount(w, Pos::Noun))
        return true;
    // "Scroll moves back up", "Scroll position jumps back": a noun phrase followed by a verb in the
    // third person (mainly a verb in WordNet) is a subject.
    for (int k = i + 1; k < words.size() && k <= i + 2; ++k) {
        const QString &v = words.at(k);
        if (!isWord(v))
            break;
        if (v.endsWith(u's') && lex.isVerb(v) && lex.lemma(v, Pos::Verb) != v
            && lex.senseCount(v, Pos::Verb) >= lex.senseCount(v, Pos::Noun))
            return false;
        if (!lex.isNoun(v))
            break;
    }
    // Noun or verb ("Use double entry mode" vs "Card background is black", "Scroll position jumps"):
    // a complete link-grammar parse decides when it has the first word as a verb, or another verb
    // with a subject; else the GUI vocabulary, else the more frequent part of speech in WordNet.
    if (m_useParser) {
        const ParseResult r = LinkParser::instance().parse(words.mid(i).join(u' '));
        if (r.complete) {
            bool subjectClause = false;
            for (const ParsedVerb &v : r.verbs) {
                if (v.word == 0)
                    return true;
                // Only a finite verb makes a clause ("Scroll position jumps"); link-grammar also reads
                // "press done" as a headline "press [is] done".
                const bool finite = v.verb.endsWith(u's') || v.verb.endsWith(u"ed")
                    || FunctionWords::finiteAuxiliaries().contains(v.verb);
                subjectClause = subjectClause || (!v.subject.isEmpty() && finite);
            }
            if (subjectClause)
                return false;
        }
    }
    if (isInteractionVerb(lemma, false))
        return true;
    return 2 * lex.senseCount(w, Pos::Verb) >= lex.senseCount(w, Pos::Noun);
}

bool S2RClassifier::isEnvironmentLine(const QString &text)
{
    // Asides in parentheses ("(F-Droid)") are part of the item before them.
    static const QRegularExpression aside(u"\\([^()]*\\)"_qs);
    static const QRegularExpression separator(u"\\s*[,/;|]\\s*"_qs);
    static const QRegularExpression os(u"^(?:android|ios)\\s*\\d+(?:\\.\\d+)*$"_qs,
                                       QRegularExpression::CaseInsensitiveOption);
    QString line = QString(text).remove(aside).trimmed();
    while (line.endsWith(u'.') || line.endsWith(u';') || line.endsWith(u'!'))
        line.chop(1);
    // "Commons 2.9.0 debug build", "debug build 1.5.5 on the emulator": a version with what was built names the
    // app under test, without an OS.
    static const QRegularExpression version(u"\\bv?\\d+(?:\\.\\d+)+\\b"_qs);
    static const QRegularExpression built(u"\\b(?:build|debug|release|emulator)\\b"_qs,
                                          QRegularExpression::CaseInsensitiveOption);
    if (!line.contains(u':') && line.split(u' ', Qt::SkipEmptyParts).size() <= 8 && version.match(line).hasMatch()
        && built.match(line).hasMatch())
        return true;
    const QStringList parts = line.split(separator, Qt::SkipEmptyParts);
    constexpr qsizetype MaxItemWords = 5; // "Samsung Galaxy Tab A", "Open Food Facts 2.9.8"
    if (parts.size() < 2)
        return false;
    bool namesOs = false;
    for (const QString &part : parts) {
        const QString item = part.trimmed();
        if (item.split(u' ', Qt::SkipEmptyParts).size() > MaxItemWords)
            return false;
        namesOs = namesOs || os.match(item).hasMatch();
    }
    return namesOs;
}

bool S2RClassifier::isStep(const QString &text, Section section, bool generic) const
{
    const QString body = text.mid(markerRe().match(text).capturedLength()).trimmed();
    if (body.isEmpty() || body.endsWith(u'?'))
        return false;
    const QStringList words = tokenize(body);
    if (words.isEmpty())
        return false;
    // "=> the title still says "(Today)"": a line opened by the double arrow tells what the steps before it led to,
    // unless it goes on with a path ("=> Settings => Backup").
    if (body.startsWith(u"=>") && words.count(u"=>"_qs) == 1 && !words.contains(u"->"_qs) && !words.contains(u">"_qs)
        && !words.contains(u"\u2192"_qs))
        return false;
    if (hasModal(words)) {
        // "This is maybe expected, but the + button still works: I tap + then "File"": the reporter's own steps
        // after a colon are steps, whatever the remark before it says.
        const qsizetype colon = body.lastIndexOf(u':');
        if (colon <= 0 || colon + 1 >= body.size())
            return false;
        const QStringList after = tokenize(body.mid(colon + 1));
        return after.size() > 2 && (after.first() == u"i" || after.first() == u"we") && !hasModal(after)
            && firstPersonActionAt(after, 0);
    }
    if (words.first() == u"please")
        return false; // a request to the developers
    if (words.first() == u"[" && words.size() > 2 && (words.at(1) == u"]" || words.at(2) == u"]"))
        return false; // a task-list check box of an issue template
    if (isEnvironmentLine(body))
        return false; // "Collect v1.20.0 / Android 7.1 / Samsung Galaxy Tab A": its first word only looks like a verb

    // "You" and "the user" open the sentence when they tell its steps; later, "when you insert ..." is generic.
    for (int start : clauseStarts(words)) {
        if (firstPersonActionAt(words, start, start == 0 || generic, generic))
            return true;
    }
    // "The app shows a dialog and I press NO": the reporter's own action after "and", with its subject.
    for (int i = 1; i + 2 < words.size(); ++i) {
        if (words.at(i) == u"and" && (words.at(i + 1) == u"i" || words.at(i + 1) == u"we")
            && firstPersonActionAt(words, i + 1))
            return true;
    }
    // "I corrected the price and pressed Save changes": the reporter's second verb, its subject shared, is an
    // interaction told in the past. The subject may follow a short adjunct ("After installing I went through the
    // wizard and opened …"), and its own verb may be any ("I put "GitHub" as label …, and pressed SAVE").
    for (int s = 0; s + 3 < std::min<int>(words.size(), 6); ++s) {
        if ((words.at(s) != u"i" && words.at(s) != u"we") || !isWord(words.at(s + 1)) || !isVerbWord(words.at(s + 1)))
            continue;
        for (int i = s + 2; i + 1 < words.size(); ++i) {
            const QString &next = words.at(i + 1);
            if (words.at(i) == u"and" && isWord(next) && isPastForm(next) && isInteractionVerb(verbLemma(next), false))
                return true;
        }
        break;
    }
    // After a leading place or time adjunct: "In Accounts I opened Equity", "On the first slide I go Next", "After
    // granting the storage permission I went into Download".
    for (int start : clauseStarts(words)) {
        const int p = skipFillers(words, start);
        if (p >= words.size())
            continue;
        const bool time = words.at(p) == u"after" || words.at(p) == u"before";
        if (!time && !FunctionWords::placeAdjunctPrepositions().contains(words.at(p)))
            continue;
        // The adjunct may quote a label ("On "Interest Income" tap the ⋮"); an imperative after it is a step too
        // ("In the dialog select "Delete"").
        for (int i = p + 2; i < std::min<int>(words.size(), p + 12); ++i) {
            if (words.at(i) == u"i" || words.at(i) == u"we" || (generic && isUserPronoun(words.at(i)))) {
                if (firstPersonActionAt(words, i, generic, generic))
                    return true;
                break;
            }
            // "On the Root listing the user long-presses …": a step told of a user, as at the sentence's start.
            if (words.at(i) == u"the" && i + 1 < words.size() && words.at(i + 1) == u"user") {
                if (firstPersonActionAt(words, i, true, generic))
                    return true;
                break;
            }
            // "On the third slide the text said": a noun after a modifier ends the adjunct; it is no verb.
            Lexicon &lex = Lexicon::instance();
            const QString &before = words.at(i - 1);
            const bool headNoun = lex.isNoun(words.at(i))
                && (FunctionWords::closedClassWords().contains(before) || FunctionWords::isOrdinal(before)
                    || (lex.isA(before, Pos::Adjective) && !lex.isNoun(before)));
            // After a time adjunct only the reporter's action counts: "After tapping "Stop" the snackbar and
            // "Resume" button remain" names labels, no imperative.
            if (!time && !headNoun && isWord(words.at(i)) && isInteractionVerb(verbLemma(words.at(i)), false)
                && verbLemma(words.at(i)) == words.at(i) && i + 1 < words.size() && imperativeAt(words, i))
                return true;
        }
    }
    // A conditional or temporal clause holding the step: "it crashes if I tick the box". Not an attempt
    // ("... will not appear when I try to tap") nor past-perfect background ("I had set up X to ... when I tapped").
    if (!words.contains(u"had"_qs)) {
        for (int i = 1; i + 2 < words.size(); ++i) {
            const QString &w = words.at(i);
            const bool subordinate = w == u"if" || w == u"when" || w == u"whenever" || w == u"once" || w == u"after";
            const bool subject
                = words.at(i + 1) == u"i" || words.at(i + 1) == u"we" || (generic && words.at(i + 1) == u"you");
            if (subordinate && subject && words.at(i + 2) != u"try" && words.at(i + 2) != u"tried"
                && firstPersonActionAt(words, i, generic, generic))
                return true;
        }
    }
    // "Because the menu button is hidden I switched to the Favorites tab …": a reason told first, then the reporter's
    // action, with or without a comma between them.
    // So is a purpose ("To find my song I tapped the magnifier") or a while ("While it was playing I long-pressed …").
    if (const int p = skipFillers(words, 0); p < words.size()
        && (FunctionWords::reasonSubordinators().contains(words.at(p)) || words.at(p) == u"while"
            || (words.at(p) == u"to" && p + 1 < words.size() && isWord(words.at(p + 1))
                && isVerbWord(words.at(p + 1))))) {
        for (int i = p + 2; i < std::min<int>(words.size(), p + 16); ++i) {
            if ((words.at(i) == u"i" || words.at(i) == u"we") && firstPersonActionAt(words, i))
                return true;
        }
    }
    const bool stepsExpected = section == Section::Steps || section == Section::None;
    if (!stepsExpected)
        return false;
    // "8. Orientation change": in a list of steps, a phrase naming a device rotation is the rotation step,
    // verb or not. A title or sentence about a rotation ("Dialog disappears on device rotation") says more.
    const bool listItem = markerRe().match(text).capturedLength() > 0;
    if ((listItem || section == Section::Steps) && isRotationPhrase(body))
        return true;

    // Gerund subject: "Selecting X and then back to Y updates the text", "Even going to other sections ...".
    {
        const int i = skipFillers(words, 0);
        if (i < words.size() && words.at(i).endsWith(u"ing") && isVerbWord(words.at(i))
            && verbLemma(words.at(i)) != words.at(i)
            && (section == Section::Steps || isInteractionVerb(verbLemma(words.at(i)))))
            return true;
    }
    // Menu paths: "Settings > Night Mode", "Open app -> tap + -> ...".
    static const QRegularExpression path(u"\\w['\u2019)"_qs + Quotes::markClass() + u"]?\\s*(?:->|-->|=>|→|>)\\s*['("_qs
                                         + Quotes::markClass() + u"]?\\w"_qs);
    if (path.match(body).hasMatch())
        return true;
    for (int start : clauseStarts(words)) {
        if (imperativeAt(words, start))
            return true;
    }
    // "5. Clcik Save", "Tapp the button": where steps are expected, a misspelt verb opening the line needs no
    // object word after it; outside a list, unless a finite verb follows ("Cilck sounds are missing": a noun).
    if (const int v = skipFillers(words, 0); words.size() >= 2 && v < words.size()
        && !misspeltVerb(words.at(v)).isEmpty()
        && (listItem || section == Section::Steps
            || std::none_of(words.cbegin() + v + 1, words.cend(),
                            [](const QString &w) { return FunctionWords::finiteAuxiliaries().contains(w); })))
        return true;
    // "1. Entered all the data and went to History": a list of what the reporter did, subject left out; also in a
    // story told before any section ("Entered "Test" as description, then tapped Save").
    {
        const int i = skipFillers(words, 0);
        if (i < words.size() && isPastForm(words.at(i)) && isInteractionVerb(verbLemma(words.at(i)), false))
            return true;
    }
    if (section == Section::Steps) {
        // "... so on swiping down, more space is added": the step is in an -ing adjunct.
        for (int i = 0; i + 1 < words.size(); ++i) {
            const QString &w = words.at(i);
            const QString &g = words.at(i + 1);
            if ((w == u"on" || w == u"upon" || w == u"after" || w == u"by" || w == u"when" || w == u"while")
                && g.endsWith(u"ing") && isInteractionVerb(verbLemma(g)))
                return true;
        }
    }
    return false;
}

QList<Sentence> S2RClassifier::classify(QList<Sentence> sentences) const
{
    Section section = Section::None;
    std::optional<QString> fieldParagraph; // the paragraph of the environment field that set section
    Section beforeField = Section::None; // the section before that field
    const auto paragraphOf = [](const Sentence &s) { return s.id.section(u'.', 0, 0); };
    // An environment field opens its section for the rest of \a paragraph; the section before it comes back after.
    const auto enterField = [&](const QString &paragraph, Section field) {
        if (!fieldParagraph) {
            beforeField = section;
            fieldParagraph = paragraph;
        }
        section = field;
    };
    struct Pending {
        Sentence *sentence;
        QString body;
        Section section;
    };
    QList<Pending> bodies;
    for (Sentence &s : sentences) {
        s.isS2R = false;
        s.isLabelItem = false;
        if (s.isCode)
            continue;
        Section header;
        bool named = false;
        // A title that asks for the steps opens their section ("What steps will reproduce the problem?" above
        // the list); any other title is the report's summary ("Dialog disappears on device rotation").
        if (s.isTitle) {
            if (headerSection(s.text, &header, &named) && named && header == Section::Steps)
                section = header;
            continue;
        }
        const QString paragraph = paragraphOf(s);
        if (fieldParagraph && paragraph != *fieldParagraph) {
            section = beforeField;
            fieldParagraph.reset();
        }
        // "commons 2.9.0-debug, android 8": a line naming the environment is no header either, and no step.
        if (isEnvironmentLine(s.text))
            continue;
        if (headerSection(s.text, &header, &named)) {
            // A field of the reporter's environment with its value ("Device: Nexus 6P, Android 7.1") holds its own
            // paragraph only: a list after it is not part of it.
            const qsizetype colon = s.text.indexOf(u':');
            Section key;
            if (header == Section::Other && colon > 0 && colon + 1 < s.text.trimmed().size()
                && headerSection(s.text.left(colon + 1), &key) && key == Section::Other) {
                enterField(paragraph, header);
                continue;
            }
            fieldParagraph.reset();
            // A header naming no template section ("Scenario 2:", "Export with:") introduces a sub-list of
            // the current section; only named headers switch sections.
            if (named || (section != Section::Steps && section != Section::None))
                section = header;
            continue;
        }
        // "Observed: the list is empty", "Steps: open the menu, ...": a section named at the start of the sentence
        // holds the rest of it and what follows.
        QString body = s.text;
        if (const qsizetype colon = s.text.indexOf(u':'); colon > 0 && colon < 40) {
            if (headerSection(s.text.left(colon + 1), &header, &named) && named) {
                if (header == Section::Other) {
                    enterField(paragraph, header);
                } else {
                    fieldParagraph.reset();
                    section = header;
                }
                body = s.text.mid(colon + 1);
            }
        }
        s.isS2R = isStep(body, section);
        bodies.append({ &s, body, section });
    }
    // "1 Open app / 2 Settings > BrAPI / 3 back arrow / 4 Database": in a numbered list of steps, an item that only
    // names a label is the next click. The numbering tells a list item from a sentence that starts with a count
    // ("3 items are shown"), so an item counts only between its neighbours' numbers, one of which is a step.
    // A bulleted list ("- pull down on the list / - three dots / - Reload") has no numbers to tell an item from a
    // sentence: there an item counts right after an item with the same bullet that is a step, in one paragraph.
    // Sub-items lettered "a." or "b)" count as numbered ones, among themselves.
    QList<int> numbers;
    QList<bool> lettered;
    QList<QChar> bullets;
    static const QRegularExpression bulletPattern(u"^\\s*([-*\u2022])\\s+\\S"_qs);
    static const QRegularExpression letterPattern(u"^\\s*([a-z])[.)]\\s+\\S"_qs);
    for (const Pending &p : std::as_const(bodies)) {
        const QRegularExpressionMatch letter = letterPattern.match(p.sentence->text);
        const int number = leadingListNumber(p.sentence->text);
        lettered.append(number < 0 && letter.hasMatch());
        numbers.append(lettered.last() ? letter.captured(1).at(0).unicode() - u'a' + 1 : number);
        const QRegularExpressionMatch m = bulletPattern.match(p.sentence->text);
        bullets.append(m.hasMatch() ? m.captured(1).at(0) : QChar());
    }
    // An item made a step makes its neighbours' numbering count: repeated until no item changes.
    for (bool changed = true; changed;) {
        changed = false;
        for (qsizetype k = 0; k < bodies.size(); ++k) {
            const Pending &p = bodies.at(k);
            const int n = numbers.at(k);
            const QChar bullet = bullets.at(k);
            if (p.sentence->isS2R || (n < 0 && bullet.isNull())
                || (p.section != Section::Steps && p.section != Section::None))
                continue;
            qsizetype marker = 0;
            // Under a header naming the steps ("Steps:", "## Steps to reproduce"), the list is the steps, whatever
            // its items name.
            const bool underStepsHeader = p.section == Section::Steps;
            if (n >= 0) {
                const auto neighbour = [&](qsizetype j, int number) {
                    return j >= 0 && j < bodies.size() && numbers.at(j) == number && lettered.at(j) == lettered.at(k)
                        && bodies.at(j).sentence->isS2R;
                };
                if (!neighbour(k - 1, n - 1) && !neighbour(k + 1, n + 1) && !underStepsHeader)
                    continue;
                if (lettered.at(k))
                    marker = letterPattern.match(p.body).capturedEnd(1) + 1;
                else
                    leadingListNumber(p.body, &marker);
            } else {
                // An item right after a step of the same list, in its paragraph, goes on with the steps ("- menu ->
                // settings / - backup / - OK").
                const bool afterStep = k > 0 && bullets.at(k - 1) == bullet && bodies.at(k - 1).sentence->isS2R
                    && paragraphOf(*bodies.at(k - 1).sentence) == paragraphOf(*p.sentence);
                if (!afterStep && !underStepsHeader)
                    continue;
                marker = bulletPattern.match(p.body).capturedEnd(1);
            }
            const QString label = p.body.mid(marker).trimmed();
            const QStringList words = tokenize(label);
            // What was seen is no label: "See no results", "They're never written", "Scroll moves back up". A label
            // in capitals is a button's as it shows it ("GET STARTED").
            const bool capitals = label == label.toUpper()
                && std::any_of(label.cbegin(), label.cend(), [](QChar c) { return c.isLetter(); });
            // "Alarm Tone": a label of two words or more, each capitalised, is a setting's or button's name, also when
            // its first word is a verb of feeling or seeing; not one quoting what was seen ("See "NOT FOUND"").
            static const QRegularExpression lowerWord(u"(?:^|\\s)\\p{Ll}"_qs);
            const bool titled = words.size() >= 2 && !label.contains(lowerWord) && !Quotes::hasQuote(label);
            const bool seen = !words.isEmpty() && !capitals && !titled
                && (isObservationVerb(verbLemma(words.first()))
                    || FunctionWords::observedSubjects().contains(words.first().section(u'\'', 0, 0))
                    || std::any_of(words.cbegin() + 1, words.cend(),
                                   [&words](const QString &w) {
                                       // After a count or a determiner it is a plural noun: "three dots", "the
                                       // settings".
                                       const QString &before = *(&w - 1);
                                       return w.endsWith(u's') && isVerbWord(w) && verbLemma(w) != w
                                           && !FunctionWords::pluralNounOpeners().contains(before)
                                           && !(before.size() > 0 && before.at(0).isDigit());
                                   })
                    // "Opens slowly": a finite verb and its adverb, where "Reports" alone is a label.
                    || (words.size() >= 2 && words.first().endsWith(u's') && isVerbWord(words.first())
                        && verbLemma(words.first()) != words.first() && words.at(1).endsWith(u"ly")));
            // "Next, then the check mark": a chain of labels, each short.
            const auto longestPart = [&words] {
                qsizetype longest = 0;
                qsizetype part = 0;
                for (const QString &w : words) {
                    part = w == u"," || w == u"then" || w == u">" || w == u"->" || w == u"→" ? 0 : part + 1;
                    longest = std::max(longest, part);
                }
                return longest;
            };
            const bool namesOnly = !words.isEmpty() && longestPart() <= 6 && words.size() <= 14 && !seen
                && !label.endsWith(u'?') && !label.endsWith(u':') && !isEnvironmentLine(label) && !hasModal(words)
                && std::none_of(words.cbegin(), words.cend(), [](const QString &w) {
                       return FunctionWords::finiteAuxiliaries().contains(w) || isFailureWord(w);
                   });
            if (namesOnly) {
                p.sentence->isS2R = true;
                p.sentence->isLabelItem = true;
                changed = true;
            }
        }
    }
    // A report that tells no step as an instruction or of the reporter may tell them of anyone: "When you start
    // Collect and tap DENY, a dialog explains …; you press OK and …". Elsewhere such sentences are generic remarks.
    if (std::none_of(sentences.cbegin(), sentences.cend(), [](const Sentence &s) { return s.isS2R; })) {
        for (const Pending &p : std::as_const(bodies))
            p.sentence->isS2R = isStep(p.body, p.section, true);
    } else if (const auto [told, ofTheUser, theUser] =
                   [&bodies] {
                       int all = 0;
                       int user = 0;
                       int named = 0;
                       for (const Pending &p : std::as_const(bodies)) {
                           const QStringList words = tokenize(p.body.mid(markerRe().match(p.body).capturedLength()));
                           const bool namesUser = words.size() > 2 && (words.at(0) == u"the" || words.at(0) == u"a")
                               && (words.at(1) == u"user" || words.at(1) == u"tester");
                           // "They deny the permission", "Next she searches": a sentence opening with the pronoun
                           // is told of the user too, whether or not another rule already read it as a step.
                           const int first
                               = words.isEmpty() || !FunctionWords::sequenceWords().contains(words.at(0)) ? 0 : 1;
                           const bool pronoun = words.size() > first + 1 && isUserPronoun(words.at(first));
                           if (!p.sentence->isS2R && !pronoun)
                               continue;
                           ++all;
                           user += namesUser || pronoun;
                           named += namesUser && p.sentence->isS2R;
                       }
                       return std::tuple { all, user, named };
                   }();
               theUser > 0 && 2 * ofTheUser >= told) {
        // A report telling its steps mostly of "the user" goes on telling them of "she", "he" or "they".
        for (const Pending &p : std::as_const(bodies)) {
            if (!p.sentence->isS2R)
                p.sentence->isS2R = isStep(p.body, p.section, true);
        }
    }
    return sentences;
}

} // namespace StepWise
