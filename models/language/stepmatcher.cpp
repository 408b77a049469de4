// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepmatcher.h"

#include "componenttext.h"
#include "functionwords.h"
#include "guivocabulary.h"
#include "lexicon.h"
#include "reporttext.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace StepWise {

namespace {

/*! What reporters call a component of each class (beyond classNoun()): action-bar items are
 *  TextViews people call buttons, an ImageView with a click handler is an icon, and so on. */
QStringList classAliases(const QString &className)
{
    const QString cls = ComponentText::shortClassName(className);
    if (cls.endsWith(u"Button") && cls != u"RadioButton" && cls != u"ToggleButton")
        return { u"button"_qs, u"icon"_qs };
    if (cls.contains(u"ImageView") || cls == u"QuickContactBadge")
        return { u"icon"_qs, u"image"_qs, u"button"_qs, u"picture"_qs, u"symbol"_qs };
    if (cls.contains(u"EditText") || cls.contains(u"AutoComplete"))
        return { u"field"_qs, u"box"_qs, u"input"_qs, u"text"_qs };
    if (cls.contains(u"CheckBox"))
        return { u"box"_qs, u"checkbox"_qs, u"check"_qs, u"option"_qs };
    if (cls == u"RadioButton")
        return { u"option"_qs, u"radio"_qs, u"button"_qs };
    if (cls.contains(u"Spinner"))
        return { u"list"_qs, u"dropdown"_qs, u"menu"_qs, u"spinner"_qs, u"selector"_qs, u"option"_qs };
    if (cls == u"Switch" || cls == u"SwitchCompat" || cls == u"ToggleButton")
        return { u"switch"_qs, u"toggle"_qs, u"option"_qs, u"button"_qs };
    if (cls == u"CheckedTextView")
        return { u"item"_qs, u"option"_qs, u"entry"_qs, u"row"_qs, u"menu"_qs };
    if (cls.contains(u"TextView"))
        return { u"text"_qs, u"label"_qs, u"item"_qs, u"option"_qs, u"entry"_qs, u"menu"_qs, u"link"_qs, u"button"_qs };
    if (cls.endsWith(u"Layout") || cls == u"CardView" || cls == u"ViewGroup")
        return { u"item"_qs, u"row"_qs, u"entry"_qs, u"element"_qs, u"card"_qs };
    if (cls.contains(u"Tab"))
        return { u"tab"_qs };
    if (cls.contains(u"ListView") || cls.contains(u"RecyclerView"))
        return { u"list"_qs };
    return {};
}

/*! A word that labels a dialog's answer button ("OK", "Cancel", "Yes", "Deny"; GuiVocabulary::answerLabels()). */
bool isAnswerWord(const QString &word)
{
    static const QSet<QString> answers = [] {
        QSet<QString> out;
        for (const char16_t *verb : { u"allow", u"deny", u"confirm", u"dismiss" }) {
            for (const QString &w : GuiVocabulary::answerLabels(QString::fromUtf16(verb)))
                out.insert(w);
        }
        out.remove(u"it"_qs);
        out.remove(u"got"_qs);
        return out;
    }();
    return answers.contains(word.toLower());
}

/*! A check box, switch or toggle button: the components that ticking or switching acts on. */
bool isToggle(const QString &shortClass)
{
    return shortClass.contains(u"CheckBox") || shortClass == u"Switch" || shortClass == u"SwitchCompat"
        || shortClass == u"ToggleButton" || shortClass == u"CheckedTextView";
}

/*! Whether the step's verb (as written, \a verb, and its lemma) is one only a toggle takes: tick, check, toggle,
 *  and their undoing ("untick", "uncheck"), which WordNet may not know. */
bool togglesKind(const QString &verb, const QString &lemma)
{
    if (GuiVocabulary::toggleVerbs().contains(lemma))
        return true;
    QString w = verb.section(u' ', -1);
    for (const char16_t *suffix : { u"ed", u"s" }) {
        if (w.endsWith(QStringView(suffix)))
            w.chop(QStringView(suffix).size());
    }
    return GuiVocabulary::toggleVerbs().contains(w);
}

/*! What a component does, as GUI labels and ids say it ("fab_create_account", "Show favorites",
 *  "Remove from favorites"): verbs grouped by meaning, so a step's and a component's can be compared.
 *  Not "view": in ids it is the widget ("transaction_recycler_view"), not an action. */
enum class VerbGroup : quint8 {
    None,
    Create,
    Delete,
    Edit,
    Show,
    Manage,
    Save,
    Cancel,
    Export,
    Import,
    Share,
    Search,
    Hide,
    Copy,
    Move,
    Toggle
};

VerbGroup verbGroup(const QString &word)
{
    static const QHash<QString, VerbGroup> groups {
        { u"create"_qs, VerbGroup::Create },  { u"add"_qs, VerbGroup::Create },     { u"new"_qs, VerbGroup::Create },
        { u"insert"_qs, VerbGroup::Create },  { u"delete"_qs, VerbGroup::Delete },  { u"remove"_qs, VerbGroup::Delete },
        { u"discard"_qs, VerbGroup::Delete }, { u"erase"_qs, VerbGroup::Delete },   { u"trash"_qs, VerbGroup::Delete },
        { u"edit"_qs, VerbGroup::Edit },      { u"modify"_qs, VerbGroup::Edit },    { u"update"_qs, VerbGroup::Edit },
        { u"rename"_qs, VerbGroup::Edit },    { u"change"_qs, VerbGroup::Edit },    { u"show"_qs, VerbGroup::Show },
        { u"display"_qs, VerbGroup::Show },   { u"open"_qs, VerbGroup::Show },      { u"go"_qs, VerbGroup::Show },
        { u"navigate"_qs, VerbGroup::Show },  { u"visit"_qs, VerbGroup::Show },     { u"browse"_qs, VerbGroup::Show },
        { u"see"_qs, VerbGroup::Show },       { u"manage"_qs, VerbGroup::Manage },  { u"save"_qs, VerbGroup::Save },
        { u"store"_qs, VerbGroup::Save },     { u"cancel"_qs, VerbGroup::Cancel },  { u"export"_qs, VerbGroup::Export },
        { u"import"_qs, VerbGroup::Import },  { u"share"_qs, VerbGroup::Share },    { u"send"_qs, VerbGroup::Share },
        { u"search"_qs, VerbGroup::Search },  { u"find"_qs, VerbGroup::Search },    { u"hide"_qs, VerbGroup::Hide },
        { u"copy"_qs, VerbGroup::Copy },      { u"duplicate"_qs, VerbGroup::Copy }, { u"move"_qs, VerbGroup::Move },
        { u"enable"_qs, VerbGroup::Toggle },  { u"disable"_qs, VerbGroup::Toggle },
    };
    return groups.value(word, VerbGroup::None);
}

/*! Text that is a web address or e-mail: shown by the app, but no name a reporter gives the component. */
bool isAddress(const QString &text)
{
    // A scheme, "www.", an e-mail's "@host.tld", or a bare "host.tld/path" (links shown without scheme).
    static const QRegularExpression address(
        u"(?:://|^\\s*www\\.|@[\\w-]+\\.\\w|^\\s*[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,}/\\S*\\s*$)"_qs,
        QRegularExpression::CaseInsensitiveOption);
    return address.match(text).hasMatch();
}

QStringList splitWords(const QString &phrase)
{
    // The same component texts are split again for every step scored on them (a tenth of a cold start's time):
    // the words of each phrase are kept, per thread as StepMatcher's static helpers split too, up to a bound.
    thread_local QHash<QString, QStringList> known;
    if (const auto it = known.constFind(phrase); it != known.cend())
        return *it;
    static const QRegularExpression token(u"[\\p{L}\\p{N}_$]+"_qs);
    QStringList out;
    for (auto it = token.globalMatch(phrase); it.hasNext();) {
        for (const QString &w : ComponentText::identifierWords(it.next().captured())) {
            if (!w.isEmpty() && !w.at(0).isDigit())
                out.append(w);
        }
    }
    static constexpr qsizetype MaxPhrases = 1 << 14;
    if (known.size() >= MaxPhrases)
        known.clear();
    known.insert(phrase, out);
    return out;
}

bool isSubsequenceAbbreviation(const QString &shortWord, const QString &longWord)
{
    if (shortWord.size() < 3 || shortWord.size() >= longWord.size() || shortWord.at(0) != longWord.at(0))
        return false;
    qsizetype j = 0;
    for (qsizetype i = 0; i < longWord.size() && j < shortWord.size(); ++i) {
        if (longWord.at(i) == shortWord.at(j))
            ++j;
    }
    return j == shortWord.size();
}

double actionFit(ActionType step, ActionType interaction)
{
    auto isSwipe = [](ActionType a) {
        return a == ActionType::Swipe || a == ActionType::SwipeUp || a == ActionType::SwipeDown
            || a == ActionType::SwipeLeft || a == ActionType::SwipeRight;
    };
    auto isClick = [](ActionType a) { return a == ActionType::Click || a == ActionType::ClickMenu; };
    switch (step) {
    case ActionType::Unknown:
        // A verb like "add" or "set": usually a click, sometimes typing.
        return isClick(interaction)                ? 0.85
            : interaction == ActionType::Type      ? 0.7
            : interaction == ActionType::LongClick ? 0.5
                                                   : 0.0;
    case ActionType::Click:
    case ActionType::ClickMenu:
        return isClick(interaction)                ? 1.0
            : interaction == ActionType::Type      ? 0.6
            : interaction == ActionType::LongClick ? 0.5
                                                   : 0.0;
    case ActionType::LongClick:
        // A long press opens what a click does not (a context menu, a selection mode): a click on the same
        // component is another interaction, so even a perfect object match (at most about 1.2) stays below
        // Threshold and the search looks on for a recorded long press.
        return interaction == ActionType::LongClick ? 1.0 : isClick(interaction) ? 0.4 : 0.0;
    case ActionType::Type:
        return interaction == ActionType::Type ? 1.0 : isClick(interaction) ? 0.6 : 0.0;
    case ActionType::Swipe:
        return isSwipe(interaction) ? 1.0 : 0.0;
    case ActionType::SwipeUp:
    case ActionType::SwipeDown:
    case ActionType::SwipeLeft:
    case ActionType::SwipeRight:
        // A swipe the other way undoes what the reporter did (next vs previous page): never the same step.
        return interaction == step ? 1.0 : interaction == ActionType::Swipe ? 0.9 : 0.0;
    case ActionType::OpenApp:
        return interaction == ActionType::OpenApp ? 1.0 : 0.0;
    case ActionType::Back:
        return interaction == ActionType::Back ? 1.0 : isClick(interaction) ? 0.9 : 0.0;
    case ActionType::Rotate:
        return interaction == ActionType::Rotate ? 1.0 : 0.0;
    }
    return 0.0;
}

} // namespace

StepMatcher::StepMatcher(Lexicon &lexicon)
    : m_lexicon(lexicon)
{
}

QString StepMatcher::stem(const QString &word)
{
    const auto it = m_stems.constFind(word);
    if (it != m_stems.cend())
        return *it;
    const QString s = m_lexicon.stem(word);
    m_stems.insert(word, s);
    return s;
}

StepMatcher::Forms StepMatcher::forms(const QString &word)
{
    const auto it = m_forms.constFind(word);
    if (it != m_forms.cend())
        return *it;
    Forms f;
    f.same.insert(stem(word));
    for (Lexicon::Pos pos : { Lexicon::Pos::Noun, Lexicon::Pos::Verb, Lexicon::Pos::Adjective }) {
        if (!m_lexicon.isA(word, pos))
            continue;
        f.dictionaryWord = true;
        const QString lemma = m_lexicon.lemma(word, pos);
        f.same.insert(stem(lemma));
        for (const QString &opposite : m_lexicon.antonyms(lemma, pos)) {
            if (!opposite.contains(u' '))
                f.opposites.insert(stem(opposite));
        }
        // The auxiliaries' senses are everything and nothing: "Done" (do) must not match "Help make Chrome
        // better" through do ~ make, either way round.
        // An ordinal's other senses ("second" the verb, a synonym of "back") are no label a reporter means by
        // it: a quoted "Second" matches a component showing "second", not the wizard's "Back".
        if (pos == Lexicon::Pos::Adjective
            || (pos == Lexicon::Pos::Verb && FunctionWords::primaryAuxiliaries().contains(lemma))
            || FunctionWords::isOrdinal(word.toLower()))
            continue;
        // Two senses: WordNet orders senses by frequency and the rare ones ("account" as "report") mislead.
        for (const QString &syn : m_lexicon.synonyms(lemma, pos, 2)) {
            if (!syn.contains(u' ') && !FunctionWords::primaryAuxiliaries().contains(syn))
                f.synonyms.insert(stem(syn));
        }
        for (const QString &rel : m_lexicon.related(lemma, pos, 2)) {
            if (!rel.contains(u' ') && !FunctionWords::primaryAuxiliaries().contains(rel))
                f.related.insert(stem(rel));
        }
    }
    // Adverbs and function words are words too, not abbreviations: "not" ("Tank was not filled") is no short
    // form of "note", nor "the" of "theme" or "for" of "format".
    const QString lower = word.toLower();
    f.dictionaryWord = f.dictionaryWord || FunctionWords::unidentifyingWords().contains(lower)
        || FunctionWords::classesOf(lower) != FunctionWords::Classes() || m_lexicon.isA(word, Lexicon::Pos::Adverb);
    return *m_forms.insert(word, f);
}

void StepMatcher::prepare(const QList<GuiComponent> &components)
{
    QSet<QString> seen;
    for (const GuiComponent &c : components) {
        for (const QString &w : ComponentText::words(c)) {
            const QString lower = w.toLower();
            if (!seen.contains(lower)) {
                seen.insert(lower);
                forms(lower);
            }
        }
    }
}

double StepMatcher::wordSimilarity(const QString &stepWord, const QString &componentWord)
{
    const QString key = stepWord + QChar(0x1f) + componentWord;
    if (const auto known = m_similarities.constFind(key); known != m_similarities.cend())
        return *known;
    if (m_similarities.size() >= MaxSimilarities)
        m_similarities.clear();
    const double similarity = computeWordSimilarity(stepWord, componentWord);
    m_similarities.insert(key, similarity);
    return similarity;
}

double StepMatcher::computeWordSimilarity(const QString &stepWord, const QString &componentWord)
{
    const QString s = stepWord.toLower();
    const QString c = componentWord.toLower();
    if (s.isEmpty() || c.isEmpty())
        return 0;
    if (s == c)
        return 1.0;
    // "the three dots", "the trash": an icon named by its look is found by what apps call it.
    if (const QStringList &names = GuiVocabulary::iconAlternatives(s); !names.isEmpty()) {
        double best = 0;
        for (const QString &name : names)
            best = std::max(best, wordSimilarity(name, c));
        if (best > 0)
            return best;
    }
    // Copies (implicitly shared, cheap): forms(c) may insert into m_forms and rehash it, which would leave a
    // reference to the entry for s dangling (an intermittent crash depending on QHash's per-process seed).
    const Forms fs = forms(s);
    const Forms fc = forms(c);
    if (fs.same.intersects(fc.same))
        return 1.0;
    if (fs.synonyms.intersects(fc.same) || fc.synonyms.intersects(fs.same))
        return 0.75;
    // Names of one function ("Preferences" for "Settings") are the same word to a reporter, not a WordNet sense.
    if (GuiVocabulary::functionSynonyms(s).contains(c))
        return 1.0;
    // "fav" → favorites, "prefs" → preferences, "btn" → button: abbreviations WordNet does not know.
    // A truncation is a safer reading than a dropped-letters abbreviation.
    const bool cShort = !fc.dictionaryWord && isSubsequenceAbbreviation(c, s);
    const bool sShort = !fs.dictionaryWord && isSubsequenceAbbreviation(s, c);
    // A truncation may carry the plural s of the word it cuts: "stats" → statistics, "prefs" → preferences.
    const auto truncates = [](const QString &shortWord, const QString &longWord) {
        return longWord.startsWith(shortWord)
            || (shortWord.size() >= 4 && shortWord.endsWith(u's') && longWord.endsWith(u's')
                && longWord.startsWith(shortWord.chopped(1)));
    };
    if ((cShort && truncates(c, s)) || (sShort && truncates(s, c)))
        return 0.8;
    if (cShort || sShort)
        return 0.6;
    if (fs.related.intersects(fc.same) || fc.related.intersects(fs.same))
        return 0.55;
    return 0;
}

bool StepMatcher::isGuiNoun(const QString &word)
{
    return GuiVocabulary::componentKindNouns().contains(word);
}

QString StepMatcher::listOf(const S2RStep &step)
{
    // "Open the "Income" account": a quoted name followed by what it is names a row of a list of those, whose text
    // the model may not keep. A GUI noun after the name ("the "Save" button") makes it a control's label instead.
    static const QRegularExpression namedItem(
        u"^(?:the\\s+)?[\"\u201c\u201d]([^\"\u201c\u201d]+)[\"\u201c\u201d]\\s+(\\w+)$"_qs,
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = namedItem.match(step.object.trimmed()); m.hasMatch()) {
        const QString noun = m.captured(2).toLower();
        return GuiVocabulary::componentKindNouns().contains(noun) || FunctionWords::unidentifyingWords().contains(noun)
            ? QString()
            : noun;
    }
    static const QRegularExpression ofPhrase(u"\\s+of\\s+"_qs, QRegularExpression::CaseInsensitiveOption);
    const qsizetype at = step.object.indexOf(ofPhrase);
    if (at < 0)
        return {};
    const QStringList head = splitWords(step.object.left(at));
    const bool quantified = !head.isEmpty() && std::all_of(head.cbegin(), head.cend(), [](const QString &w) {
        return FunctionWords::unidentifyingWords().contains(w);
    }) && std::any_of(head.cbegin(), head.cend(), [](const QString &w) {
        return w == u"one" || FunctionWords::quantifiers().contains(w);
    });
    return quantified ? step.object.mid(at).section(ofPhrase, 1).trimmed() : QString();
}

StepMatcher::MenuKind StepMatcher::openedMenu(const S2RStep &step)
{
    if (step.action != ActionType::Click || Quotes::hasQuote(step.object))
        return MenuKind::None;
    // What a reporter calls a menu and the words that say which one; any other content word names an item.
    static const QSet<QString> heads { u"menu"_qs,      u"drawer"_qs,   u"tray"_qs,  u"sidebar"_qs,
                                       u"hamburger"_qs, u"overflow"_qs, u"kebab"_qs, u"dots"_qs };
    static const QSet<QString> drawer { u"drawer"_qs,     u"tray"_qs, u"sidebar"_qs,   u"side"_qs,
                                        u"navigation"_qs, u"nav"_qs,  u"hamburger"_qs, u"left"_qs };
    static const QSet<QString> options { u"overflow"_qs, u"options"_qs, u"option"_qs, u"more"_qs,  u"three"_qs,
                                         u"dots"_qs,     u"dot"_qs,     u"right"_qs,  u"kebab"_qs, u"vertical"_qs };
    static const QSet<QString> neutral {
        u"main"_qs, u"app"_qs, u"application"_qs, u"top"_qs, u"button"_qs, u"icon"_qs
    };
    bool head = false;
    bool drawerWord = false;
    bool optionsWord = false;
    for (const QString &w : splitWords(step.object.toLower())) {
        head = head || heads.contains(w);
        drawerWord = drawerWord || drawer.contains(w);
        optionsWord = optionsWord || options.contains(w);
        if (!FunctionWords::unidentifyingWords().contains(w) && !drawer.contains(w) && !options.contains(w)
            && !neutral.contains(w) && !heads.contains(w))
            return MenuKind::None;
    }
    if (!head)
        return MenuKind::None;
    // "Open the menu on the left": the place may say which menu.
    for (const QString &w : splitWords(step.object2.toLower())) {
        drawerWord = drawerWord || drawer.contains(w);
        optionsWord = optionsWord || options.contains(w);
    }
    if (drawerWord == optionsWord)
        return MenuKind::Any;
    return drawerWord ? MenuKind::Drawer : MenuKind::Options;
}

double StepMatcher::menuOpenerScore(MenuKind kind, const GuiComponent &component, bool opensDrawer)
{
    const bool toggle = opensDrawer || ComponentText::drawerToggleVerb(component) == u"Open";
    const QStringList described = ComponentText::identifierWords(component.contentDescription);
    const QStringList id = ComponentText::identifierWords(component.resourceId);
    const QStringList own = described + id + ComponentText::identifierWords(component.text);
    // Android's overflow button is "More options"; old apps and devices have a "Menu" button or key, which may
    // also be the one opening a drawer.
    const bool menuAlone
        = !own.isEmpty() && std::all_of(own.cbegin(), own.cend(), [](const QString &w) { return w == u"menu"; });
    const bool overflow = (own.contains(u"more"_qs) && own.contains(u"options"_qs)) || own.contains(u"overflow"_qs)
        || systemKey(component) == SystemKey::Menu;
    if ((toggle && kind != MenuKind::Options) || ((overflow || menuAlone) && kind != MenuKind::Drawer))
        return 1.0;
    // An icon described as a menu or whose id's last word is "menu" opens one; "menu_save" is an item of the
    // action bar's menu, and a title reading "Task menu" is no control.
    if (!toggle && !overflow
        && (menuAlone || described.contains(u"menu"_qs) || (!id.isEmpty() && id.last() == u"menu")))
        return NamedMenuScore;
    return 0.0;
}

bool StepMatcher::isGenericObject(const S2RStep &step)
{
    static const QRegularExpression word(u"[\\p{L}]+"_qs);
    for (const QString &phrase : { step.object, step.object2 }) {
        for (auto it = word.globalMatch(phrase.toLower()); it.hasNext();) {
            if (FunctionWords::quantifiers().contains(it.next().captured()))
                return true;
        }
    }
    return false;
}

namespace {

/*! Whether the object of \a step writes, as a word of its own, a symbol that is \a component's whole text or
 *  description ("the ∞ value", "tap ★"): math and other signs, not the "+" and "⋮" that iconWords() names. */
bool writesSymbolOf(const S2RStep &step, const GuiComponent &component)
{
    const QString shown
        = component.text.trimmed().isEmpty() ? component.contentDescription.trimmed() : component.text.trimmed();
    if (shown.size() != 1 || !shown.front().isSymbol() || shown.front() == u'+')
        return false;
    static const QRegularExpression space(u"\\s+"_qs);
    const QStringList written = step.object.split(space, Qt::SkipEmptyParts);
    return written.contains(shown);
}

/*! The words of \a object that only a label would make name something ("More…", "tap "other""):
 *  quoted or capitalised words that are otherwise unidentifying, not articles, pronouns or prepositions. */
QStringList wordsOnlyALabelNames(const QString &object)
{
    using FunctionWords::Class;
    const bool quoted = Quotes::hasQuote(object);
    static const QRegularExpression nonLetters(u"[^\\p{L}]+"_qs);
    QStringList out;
    for (const QString &written : object.split(nonLetters, Qt::SkipEmptyParts)) {
        const QString w = written.toLower();
        if ((quoted || written.front().isUpper()) && FunctionWords::unidentifyingWords().contains(w)
            && !(FunctionWords::classesOf(w)
                 & (Class::Article | Class::Demonstrative | Class::Possessive | Class::Pronoun | Class::Preposition))
            && w != u"i")
            out.append(w);
    }
    return out;
}

bool isDirectionWord(const QString &word)
{
    const QString w = word.toLower();
    return w == u"left" || w == u"right" || w == u"up" || w == u"down";
}

/*! The direction of a swipe step: its action, or for a plain swipe a direction word the reporter put in the
 *  object ("swipe the list to the left"); Swipe when none is named. */
ActionType swipeDirection(const S2RStep &step)
{
    if (step.action != ActionType::Swipe)
        return step.action;
    static const QHash<QString, ActionType> words { { u"left"_qs, ActionType::SwipeLeft },
                                                    { u"right"_qs, ActionType::SwipeRight },
                                                    { u"up"_qs, ActionType::SwipeUp },
                                                    { u"down"_qs, ActionType::SwipeDown } };
    ActionType found = ActionType::Swipe;
    for (const QString &w : splitWords(step.verb + u' ' + step.object + u' ' + step.object2)) {
        const ActionType d = words.value(w.toLower(), ActionType::Swipe);
        if (d == ActionType::Swipe)
            continue;
        if (found != ActionType::Swipe && found != d)
            return ActionType::Swipe; // "left and right": no single direction
        found = d;
    }
    return found;
}

} // namespace

std::optional<bool> StepMatcher::wantedSwitchState(const S2RStep &step)
{
    static const QSet<QString> on { u"enable"_qs, u"activate"_qs };
    static const QSet<QString> off { u"disable"_qs, u"deactivate"_qs };
    const auto words = [](const QString &phrase) {
        static const QRegularExpression nonLetters(u"[^\\p{L}]+"_qs);
        return phrase.toLower().split(nonLetters, Qt::SkipEmptyParts);
    };
    // "on" and "off" as a particle of the verb ("turn off"), as the last word of what is named ("Material Design 2
    // on"), or as the value given ("set X to ON"); "tap on Settings" says nothing of a state.
    QStringList said = words(step.verb);
    for (const QString &phrase : { step.object, step.object2 }) {
        if (const QStringList ws = words(phrase); !ws.isEmpty())
            said.append(ws.last());
    }
    bool saysOn = false;
    bool saysOff = false;
    for (const QString &w : std::as_const(said)) {
        const QString lemma = w.endsWith(u'd') ? w.chopped(1) : w.endsWith(u's') ? w.chopped(1) : w;
        saysOn = saysOn || w == u"on" || on.contains(lemma) || on.contains(w);
        saysOff = saysOff || w == u"off" || off.contains(lemma) || off.contains(w);
    }
    if (saysOn == saysOff)
        return std::nullopt;
    return saysOn;
}

StepMatcher::ScreenPlace StepMatcher::namedPlace(const QString &phrase, QSet<QString> *words)
{
    // Both axes ("top right", "bottom-left corner"), or one after a preposition ("at the bottom", "on the left
    // side") or before "corner"/"side"/"edge": "right" and "left" alone are other words ("right after", "I left").
    static const QRegularExpression both(
        u"\\b(top|upper|bottom|lower)[\\s-]+(left|right)(?:\\s+(corner|side|edge))?\\b"_qs,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression one(u"\\b(?:at|in|on|to|from|near|towards?)\\s+the\\s+(?:very\\s+)?(top|bottom|"
                                        u"left|right)(?:[\\s-]+(?:hand\\s+)?(corner|side|edge))?\\b"
                                        u"|\\b(top|bottom|left|right)[\\s-]+(?:hand\\s+)?(corner|side|edge)\\b"_qs,
                                        QRegularExpression::CaseInsensitiveOption);
    ScreenPlace place;
    // score() asks for every candidate: most phrases name no side at all.
    static const QRegularExpression side(u"top|bottom|left|right|upper|lower"_qs,
                                         QRegularExpression::CaseInsensitiveOption);
    if (!phrase.contains(side))
        return place;
    const auto take = [&](const QString &w) {
        const QString word = w.toLower();
        if (word.isEmpty())
            return;
        if (word == u"top" || word == u"upper")
            place.vertical = -1;
        else if (word == u"bottom" || word == u"lower")
            place.vertical = 1;
        else if (word == u"left")
            place.horizontal = -1;
        else if (word == u"right")
            place.horizontal = 1;
        if (words)
            words->insert(word);
    };
    for (const QRegularExpression *re : { &both, &one }) {
        auto it = re->globalMatch(phrase);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            for (int i = 1; i <= m.lastCapturedIndex(); ++i)
                take(m.captured(i));
        }
    }
    return place;
}

namespace {

/*!
 * The weights and thresholds of StepMatcher::score() besides those the class publishes (stepmatcher.h). Scores and
 * word similarities (StepMatcher::wordSimilarity(): 1 same word, 0.8 truncation, 0.75 WordNet synonym, 0.6 dropped
 * letters, 0.55 related word) are in [0, 1].
 */
namespace ScoreWeights {
//! Weight of the object's words: the object names the component.
constexpr double Object = 1.0;
//! Weight of a qualifying phrase (object2, a later of-complement, the object beside a quoted object2): context only.
constexpr double Qualifier = 0.5;
//! A generic GUI noun ("button", "icon") weighs its phrase's weight divided by this: many components share a kind.
constexpr double GuiNounDivisor = 3;
//! Similarity from which a word counts as found: a synonym and closer; dropped letters and related words are chance.
constexpr double WordFound = 0.75;
//! Similarity from which a step word is the component's own word (same stem or lemma, a truncation), not a synonym.
constexpr double SameWord = 0.8;
//! Similarity of the same word: a verb that is the control's whole label must be that word, not a synonym of it.
constexpr double FullMatch = 1.0;
//! Share of the object match that is how much of the step the component covers: the step's words must be there.
constexpr double StepCoverageShare = 0.8;
//! Share that is how much of the component's label the step names, so "Save" beats "Save as draft" for "save".
constexpr double LabelCoverageShare = 0.2;
//! Added when the component names the step's distinctive verb ("Delete" for "delete the entry"): what it does.
constexpr double VerbNamedBonus = 0.15;
//! Added per word of object2 in the screen's name ("in the settings screen"): the container may be the screen.
constexpr double ScreenNamedBonus = 0.05;
//! Factor on the action fit of an interaction without component when the step names one ("swipe the Ok button").
constexpr double ObjectWithoutComponent = 0.4;
//! "Press back" on a "Navigate up" control: it does the same, but a control named back is the reporter's word.
constexpr double NavigateUpForBack = 0.85;
//! Cover of any row's word for a generic step ("any task"): its text is not recorded, and any row will do.
constexpr double AnyRow = 0.8;
//! A label of at most this many words, each an answer ("Don't allow"), is a dialog's answer button.
constexpr qsizetype MaxAnswerWords = 3;
//! An answer button of at most this many words ("Cancel", "Not now") is named by its own word, never a synonym.
constexpr qsizetype MaxAnswerButtonWords = 2;
//! Label words this short ("to", "OK") do not count in the label coverage: they are found by chance.
constexpr qsizetype ShortWord = 2;
//! A component in the third of the screen next to an edge is where "top", "left"… point; "bottom", "right" past this.
constexpr double NearEdge = 1.0 / 3;
constexpr double FarEdge = 2.0 / 3;
} // namespace ScoreWeights

/*! A content word of the step, weighted by the phrase it is in (StepMatcher::score()). */
struct StepWord {
    QString text;
    double weight;
    bool guiNoun;
};

/*! "Click on "..."": an object of dots only names the overflow button by its three-dot look. */
bool namesDots(const QString &object)
{
    static const QRegularExpression dotsOnly(u"^[\\s\"'.\u2026\u22ee]*[.\u2026\u22ee][\\s\"'.\u2026\u22ee]*$"_qs);
    return object.contains(dotsOnly);
}

} // namespace

/*! What score() reads of a step: its weighted content words and its verb. */
struct StepMatcher::StepWords {
    QList<StepWord> words; ///< object (and its of-complements), then object2; the verb alone when they hold none
    qsizetype object2From = 0; ///< index of object2's first word in words
    QString verb; ///< lower case
    QString verbLemma; ///< empty without verb
    bool distinctiveVerb = false; ///< the verb names what the step does ("save"), not how ("click", "open")
    bool onlyGuiNouns = false; ///< the objects name only kinds of component ("tap the button")
    bool swipeOfContent = false; ///< a swipe moving the screen's content, not a component it names
};

/*! The component a step is matched against: as recorded, or what a key touch or a click behind the drawer touched. */
struct StepMatcher::TouchedComponent {
    GuiComponent component;
    QStringList kinds; ///< the kind nouns of what a key touched ("item", "row")
    QStringList words; ///< the words of what a key touched ("overflow")
};

/*! The touched component's words, web and e-mail addresses left out. */
struct StepMatcher::ComponentWords {
    GuiComponent component; ///< without address text or description
    QStringList words; ///< its words, a key touch's, and its form label's
    QStringList kinds; ///< its class nouns and aliases, and a key touch's
    QStringList touchWords; ///< a key touch's words alone
    bool link = false; ///< its text or description was an address
};

/*! How much of the step's words a component covers. */
struct StepMatcher::Coverage {
    double ofStep = 0; ///< weighted share of the step's words found, each by its best similarity
    bool namedWord = false; ///< a content word of the step is the component's word itself, not a synonym of one
};

double StepMatcher::score(const S2RStep &step, const Interaction &interaction, const QString &screenName,
                          const MatchContext &context)
{
    return placed(wordScore(step, interaction, screenName, context), step, interaction, context);
}

double StepMatcher::placed(double words, const S2RStep &step, const Interaction &interaction,
                           const MatchContext &context)
{
    // The device's Back key is at no place of the app's screen: "go back with the arrow in the top left" is the
    // app's up button.
    const bool deviceKey = interaction.action == ActionType::Back
        || (interaction.component && systemKey(*interaction.component) != SystemKey::None);
    if (!deviceKey && (!context.place || !interaction.component))
        return words;
    const ScreenPlace named = namedPlace(step.text.isEmpty() ? step.object + u' ' + step.object2 : step.text);
    if (named.isNull())
        return words;
    if (deviceKey)
        return words * PlaceConflictFactor;
    if (!context.place || !interaction.component)
        return words;
    // A third of the screen from the named edge; a row (context.wide) has no side.
    const QPointF at = *context.place;
    const bool vertical = named.vertical == 0
        || (named.vertical < 0 ? at.y() < ScoreWeights::NearEdge : at.y() > ScoreWeights::FarEdge);
    const bool horizontal = named.horizontal == 0 || context.wide
        || (named.horizontal < 0 ? at.x() < ScoreWeights::NearEdge : at.x() > ScoreWeights::FarEdge);
    if (!vertical || !horizontal)
        return words * PlaceConflictFactor;
    if (words >= Threshold)
        return std::min(1.0, words + PlaceBonus);
    // "The round button at the bottom right", "the icon top left": nothing but the kind, its look and its place. An
    // icon there is what the reporter pointed at.
    const GuiComponent &c = *interaction.component;
    const bool icon = !ComponentText::isContainer(c.className) && c.text.trimmed().isEmpty();
    return icon && namesKindOnly(step)
        ? std::max(words, actionFit(swipeDirection(step), interaction.action) * PlaceOnlyScore)
        : words;
}

bool StepMatcher::namesKindOnly(const S2RStep &step)
{
    bool kind = false;
    for (const QString &phrase : { step.object, step.object2 }) {
        QSet<QString> place;
        namedPlace(phrase, &place);
        for (const QString &w : splitWords(phrase.toLower())) {
            // "twice", "again": how often, not what.
            if (FunctionWords::unidentifyingWords().contains(w) || place.contains(w)
                || GuiVocabulary::appearanceAdjectives().contains(w) || FunctionWords::repetitionWords().contains(w))
                continue;
            if (!GuiVocabulary::componentKindNouns().contains(w))
                return false;
            kind = true;
        }
    }
    return kind;
}

double StepMatcher::wordScore(const S2RStep &step, const Interaction &interaction, const QString &screenName,
                              const MatchContext &context)
{
    // "then back to the All tab", "go back to MEDIA": where the reporter goes back to may be a tab or an entry they
    // tap, as well as the screen the Back key leaves them on.
    if (const std::optional<S2RStep> place = placeGoneBackTo(step)) {
        S2RStep back = step;
        back.preposition.clear();
        back.object2.clear();
        return std::max(wordScore(back, interaction, screenName, context),
                        PlaceGoneBackFactor * wordScore(*place, interaction, screenName, context));
    }
    const double fit = actionFit(swipeDirection(step), interaction.action);
    if (fit <= 0)
        return 0;
    if (const std::optional<double> best = alternativesScore(step, interaction, screenName, context))
        return *best;
    // "Open the tag drawer (the tag icon top left)", "open a folder (I used Podcasts)": the reporter describes the
    // same component in other words, and either description may be the one the screen shows.
    if (const std::optional<S2RStep> other = otherDescription(step)) {
        S2RStep plain = step;
        plain.text = step.object;
        return std::max(wordScore(plain, interaction, screenName, context),
                        wordScore(*other, interaction, screenName, context));
    }
    const StepWords words = stepWords(step);
    // "from the left tray", "in the side menu": the step names the navigation drawer as the container. A
    // navigation *bar* (bottom navigation, the system's) is another one.
    static const QSet<QString> drawerWords { u"drawer"_qs,     u"tray"_qs, u"sidebar"_qs,
                                             u"navigation"_qs, u"nav"_qs,  u"hamburger"_qs };
    const QStringList object2Words = splitWords(step.object2.toLower());
    const bool namesDrawer = !object2Words.contains(u"bar"_qs)
        && (std::any_of(object2Words.cbegin(), object2Words.cend(),
                        [](const QString &w) { return drawerWords.contains(w); })
            || (object2Words.contains(u"side"_qs) && object2Words.contains(u"menu"_qs)));
    if (!interaction.component || interaction.component->isNull())
        return componentlessScore(step, words, fit);
    // "One of the Fillup history": a row of the list the reporter named, on the screen that list's tab or entry opens.
    const double asListItem = fit * context.listOpener;
    if (context.keyTouch == ComponentText::KeyTouch::Overflow && namesDots(step.object))
        return fit;
    TouchedComponent touched = touchedComponent(*interaction.component, context);
    // "Open the menu": what opens it, not a text or item of a kind reporters also call "menu".
    if (const MenuKind menu = openedMenu(step); menu != MenuKind::None)
        return fit * menuOpenerScore(menu, touched.component, context.opensDrawer);
    if (answersDialog(step, words.verbLemma, touched.component))
        return fit * AnswerScore;
    if (writesSymbolOf(step, touched.component))
        return fit * SymbolScore;
    const ComponentWords component = componentWords(std::move(touched), context.formLabel);
    if (step.action == ActionType::Back)
        return backScore(component.words, fit);
    if (words.words.isEmpty() && step.action == ActionType::Type && !step.value.isEmpty()) {
        // "Type "abc"": the reporter names the value, not the field; any text field takes it (several fields
        // on one screen make the step ambiguous). The value itself is not on screen before it is typed.
        return interaction.action == ActionType::Type ? fit * ValueOnlyFactor : 0.0;
    }
    if (words.words.isEmpty())
        return asListItem;

    const Coverage cover = coverage(step, words, component, context, namesDrawer);
    const bool idOnly = namedByIdOnly(step, words, component, context.formLabel);
    double object = objectMatch(step, words, component, cover, context.formLabel);
    if (!step.object2.isEmpty() && !screenName.isEmpty() && cover.ofStep > 0)
        object = withScreenNamed(object, step.object2, screenName);
    object = withComponentFactors(object, words, component, idOnly,
                                  namesDrawer && context.drawer == ComponentText::DrawerPlace::Outside);
    return std::clamp(std::max(asListItem, fit * object * verbAgreement(step, words.verbLemma, component.component)),
                      0.0, 1.0);
}

std::optional<double> StepMatcher::alternativesScore(const S2RStep &step, const Interaction &interaction,
                                                     const QString &screenName, const MatchContext &context)
{
    // "Dropbox, Google Drive or ownCloud": a list of alternatives names any one of them; each is matched on
    // its own. Quoted objects are labels and never split.
    if (Quotes::hasQuote(step.object))
        return std::nullopt;
    static const QRegularExpression orList(u"\\s+or\\s+"_qs, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression separators(u"\\s*,\\s*|\\s+or\\s+"_qs, QRegularExpression::CaseInsensitiveOption);
    if (!step.object.contains(orList))
        return std::nullopt;
    double best = 0;
    for (const QString &alternative : step.object.split(separators, Qt::SkipEmptyParts)) {
        S2RStep one = step;
        one.object = alternative;
        best = std::max(best, wordScore(one, interaction, screenName, context));
    }
    return best;
}

std::optional<S2RStep> StepMatcher::placeGoneBackTo(const S2RStep &step)
{
    if (step.object2.isEmpty() || step.preposition.compare(u"to"_qs, Qt::CaseInsensitive) != 0
        || !step.verb.endsWith(u"back"_qs, Qt::CaseInsensitive))
        return std::nullopt;
    S2RStep place = step;
    place.action = ActionType::Click;
    place.verb = u"click"_qs;
    place.object = step.object2;
    place.preposition.clear();
    place.object2.clear();
    place.text = place.object;
    return place;
}

std::optional<S2RStep> StepMatcher::otherDescription(const S2RStep &step)
{
    if (step.object.isEmpty())
        return std::nullopt;
    S2RStep other = step;
    static const QRegularExpression indefinite(u"^(?:a|an|any|some|one of)\\b"_qs,
                                               QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression example(
        u"\\(\\s*(?:i (?:used|chose|picked|took|tried)|e\\.?\\s?g\\.?|for (?:example|instance)|like|say|called|named)\\s*[:,]?\\s*([^()]{1,40}?)\\s*\\)"_qs,
        QRegularExpression::CaseInsensitiveOption);
    if (indefinite.match(step.object).hasMatch()) {
        if (const QRegularExpressionMatch m = example.match(step.text); m.hasMatch()) {
            other.object = Quotes::unquote(m.captured(1).trimmed());
            other.preposition.clear();
            other.object2.clear();
            other.text = other.object;
            return other;
        }
    }
    if (step.object.contains(u'(') || Quotes::hasQuote(step.object))
        return std::nullopt;
    const qsizetype at = step.text.indexOf(step.object);
    if (at < 0)
        return std::nullopt;
    const QStringView after = QStringView(step.text).mid(at + step.object.size()).trimmed();
    const qsizetype close = after.indexOf(u')');
    if (!after.startsWith(u'(') || close <= 1)
        return std::nullopt;
    other.object = after.mid(1, close - 1).trimmed().toString();
    other.text = other.object;
    return other;
}

StepMatcher::StepWords StepMatcher::stepWords(const S2RStep &step)
{
    // Weighted content words of the step: object 1, object2 ½, GUI nouns ⅓ of that.
    StepWords out;
    // "Swipe to the left": the direction belongs to the action (swipeDirection()), not to a component.
    const bool swipeStep = step.action == ActionType::Swipe || step.action == ActionType::SwipeUp
        || step.action == ActionType::SwipeDown || step.action == ActionType::SwipeLeft
        || step.action == ActionType::SwipeRight;
    // "the dialog that follows", "the entry that shows up below": a relative clause says what the component does,
    // no word it shows.
    static const QRegularExpression relativeClause(u"\\s+(?:that|which)\\s+\\w+(?:s|ed)\\b.*$"_qs,
                                                   QRegularExpression::CaseInsensitiveOption);
    auto addWords = [&](const QString &whole, double weight) {
        // The words are read again for every candidate: the expression runs only where a relative pronoun is.
        const bool relative
            = (whole.contains(u" that ", Qt::CaseInsensitive) || whole.contains(u" which ", Qt::CaseInsensitive))
            && !Quotes::hasQuote(whole);
        const QString written = relative ? QString(whole).remove(relativeClause) : whole;
        const QString phrase = GuiVocabulary::iconWords(written);
        const QSet<QString> places = FunctionWords::positionWords(phrase);
        QSet<QString> onScreen; // "at the bottom right": where the component is, not what it shows
        namedPlace(phrase, &onScreen);
        for (const QString &w : splitWords(phrase)) {
            if (FunctionWords::unidentifyingWords().contains(w) || (swipeStep && isDirectionWord(w))
                || places.contains(w) || onScreen.contains(w))
                continue;
            const bool noun = GuiVocabulary::componentKindNouns().contains(w);
            out.words.append(StepWord { w, noun ? weight / ScoreWeights::GuiNounDivisor : weight, noun });
        }
    };
    // "the color of an account": the head is the noun before "of"; what follows only qualifies it.
    static const QRegularExpression ofPhrase(u"\\s+of\\s+"_qs, QRegularExpression::CaseInsensitiveOption);
    const QStringList ofParts = step.object.split(ofPhrase);
    // "one of the reports", "some of the items": a quantifier head names nothing; the complement is the object.
    const QStringList headWords = splitWords(ofParts.value(0));
    const bool emptyHead = std::all_of(headWords.cbegin(), headWords.cend(), [](const QString &w) {
        return FunctionWords::unidentifyingWords().contains(w);
    });
    // "Select export to "Google Drive"": a quoted label is what the reporter saw on the component, so when
    // only the prepositional object quotes one, that is the component and the object is context.
    const bool quotedObject2 = Quotes::hasQuote(step.object2) && !Quotes::hasQuote(step.object);
    const double objectWeight = quotedObject2 ? ScoreWeights::Qualifier : ScoreWeights::Object;
    addWords(ofParts.value(0), objectWeight);
    for (int i = 1; i < ofParts.size(); ++i)
        addWords(ofParts.at(i), i == 1 && emptyHead ? objectWeight : ScoreWeights::Qualifier);
    out.object2From = out.words.size();
    addWords(step.object2, quotedObject2 ? ScoreWeights::Object : ScoreWeights::Qualifier);
    out.verb = step.verb.toLower().simplified();
    out.verbLemma = out.verb.isEmpty() ? QString() : m_lexicon.lemma(out.verb.section(u' ', -1), Lexicon::Pos::Verb);
    out.distinctiveVerb = !out.verbLemma.isEmpty() && !GuiVocabulary::plainInteractionVerbs().contains(out.verbLemma);
    out.onlyGuiNouns = std::all_of(out.words.cbegin(), out.words.cend(), [](const StepWord &w) { return w.guiNoun; });
    if (out.words.isEmpty() && out.distinctiveVerb) {
        // "Save", "Cancel": the verb is the object.
        out.words.append(StepWord { out.verbLemma, ScoreWeights::Object, false });
        out.onlyGuiNouns = false;
    }
    if (out.words.isEmpty()) {
        // "More…", "tap "other"": a label written as one is the component's text, even when its words say nothing
        // on their own elsewhere ("more", "other", "all"). Beside a kind ("the All tab") the kind names it: a tab
        // recorded without its text is still one.
        for (const QString &w : wordsOnlyALabelNames(step.object))
            out.words.append(StepWord { w, ScoreWeights::Object, false });
        out.onlyGuiNouns = out.words.isEmpty();
    }
    // "Scroll down to the categories", "swipe through the tutorial": what a swipe moves is the screen's content,
    // and what follows the preposition is where it goes, not a component. Only an object of its own ("swipe the
    // card") names what was touched.
    out.swipeOfContent = swipeStep
        && std::all_of(out.words.cbegin(), out.words.cbegin() + out.object2From,
                       [](const StepWord &w) { return w.guiNoun; });
    return out;
}

double StepMatcher::componentlessScore(const S2RStep &step, const StepWords &words, double fit)
{
    // Open app, swipes, Back: the action is all there is to match; the object of "open Mileage" names
    // the app. For other actions a specific object ("swipe the Ok button") points at a component.
    const bool deviceAction
        = step.action == ActionType::OpenApp || step.action == ActionType::Back || step.action == ActionType::Rotate;
    return deviceAction || words.onlyGuiNouns || words.swipeOfContent ? fit
                                                                      : fit * ScoreWeights::ObjectWithoutComponent;
}

StepMatcher::TouchedComponent StepMatcher::touchedComponent(const GuiComponent &recorded, const MatchContext &context)
{
    TouchedComponent out { recorded, {}, {} };
    // A key recorded in place of a touch: what was touched is known only by where it was (see MatchContext).
    if (context.keyTouch != ComponentText::KeyTouch::NotAKey) {
        out.component = GuiComponent {};
        if (context.keyTouch == ComponentText::KeyTouch::ListRow) {
            out.kinds = { u"item"_qs, u"row"_qs, u"entry"_qs, u"element"_qs, u"list"_qs };
        } else if (context.keyTouch == ComponentText::KeyTouch::Overflow) {
            out.component.contentDescription = u"More options"_qs;
            out.kinds = { u"button"_qs, u"icon"_qs, u"menu"_qs };
            out.words = { u"overflow"_qs, u"menu"_qs };
        }
    }
    // A click the recorder put on the content behind the open drawer: the drawer's entry took it.
    if (!context.drawerEntry.isEmpty()) {
        out.component = GuiComponent {};
        out.component.className = u"android.widget.CheckedTextView"_qs;
        out.component.text = context.drawerEntry;
    }
    return out;
}

bool StepMatcher::answersDialog(const S2RStep &step, const QString &verbLemma, const GuiComponent &component)
{
    // "Grant camera permission", "decline the sample data": the verb names the dialog's answer, whatever the
    // object says of what is allowed or declined.
    const QStringList &answers = GuiVocabulary::answerLabels(verbLemma);
    if (answers.isEmpty() || Quotes::hasQuote(step.object))
        return false;
    const QStringList shown = splitWords(component.text) + splitWords(component.contentDescription);
    return !shown.isEmpty() && shown.size() <= ScoreWeights::MaxAnswerWords
        && std::all_of(shown.cbegin(), shown.cend(), [&answers](const QString &w) { return answers.contains(w); });
}

StepMatcher::ComponentWords StepMatcher::componentWords(TouchedComponent touched, const QString &formLabel)
{
    ComponentWords out;
    GuiComponent &c = touched.component;
    // An address is no name a reporter gives a component, so it is not matched. The component can still be
    // what the reporter touched (a list row recorded as a click on its "eventOnline" text), so its id words
    // count, at LinkFactor: a control that names the step's words itself beats the link.
    out.link = isAddress(c.text) || isAddress(c.contentDescription);
    if (isAddress(c.text))
        c.text.clear();
    if (isAddress(c.contentDescription))
        c.contentDescription.clear();
    out.words = ComponentText::words(c) + touched.words;
    for (const QString &w : ComponentText::identifierWords(formLabel)) {
        if (!out.words.contains(w))
            out.words.append(w);
    }
    out.kinds = classAliases(c.className) + touched.kinds;
    for (const QString &w : ComponentText::classNoun(c.className).split(u' ', Qt::SkipEmptyParts))
        out.kinds.append(w);
    out.component = std::move(c);
    out.touchWords = std::move(touched.words);
    return out;
}

double StepMatcher::backScore(const QStringList &componentWords, double fit)
{
    // "Press back": the device's Back or an on-screen back / navigate-up control.
    // A control named "back" is the reporter's word; "navigate up" does the same but is a second choice.
    if (componentWords.contains(u"back"_qs))
        return fit;
    return componentWords.contains(u"navigate"_qs) || componentWords.contains(u"up"_qs)
        ? ScoreWeights::NavigateUpForBack * fit
        : 0.0;
}

StepMatcher::Coverage StepMatcher::coverage(const S2RStep &step, const StepWords &words,
                                            const ComponentWords &component, const MatchContext &context,
                                            bool namesDrawer)
{
    const bool genericRow = context.keyTouch == ComponentText::KeyTouch::ListRow && isGenericObject(step);
    Coverage out;
    double total = 0;
    double covered = 0;
    for (qsizetype i = 0; i < words.words.size(); ++i) {
        const StepWord &w = words.words.at(i);
        double best = 0;
        for (const QString &cw : std::as_const(component.words))
            best = std::max(best, wordSimilarity(w.text, cw));
        if (w.guiNoun && component.kinds.contains(w.text))
            best = ScoreWeights::FullMatch;
        if (namesDrawer && context.drawer == ComponentText::DrawerPlace::Inside && i >= words.object2From)
            best = ScoreWeights::FullMatch;
        // "any task", "one of the entries": any row of the list is one, whatever its (unrecorded) text.
        if (genericRow && i < words.object2From)
            best = std::max(best, ScoreWeights::AnyRow);
        out.namedWord = out.namedWord || (!w.guiNoun && best >= ScoreWeights::SameWord);
        total += w.weight;
        covered += w.weight * best;
    }
    out.ofStep = total > 0 ? covered / total : 0;
    return out;
}

bool StepMatcher::namedByIdOnly(const S2RStep &step, const StepWords &words, const ComponentWords &component,
                                const QString &formLabel)
{
    // "Click the Save button" on the wizard's "Next" button whose id is `btn_save`: a label quoted or followed
    // by the component's kind ("the Save button") is what the reporter read on the screen, so a component
    // whose visible name says other words is not it, whatever its id says. A bare word ("Hit Save") may
    // name what the control does, as ids do. Values (a text with a digit, a text field's or drop-down's
    // content) are no names; nor is a text without letters ("+"), which leaves the id as the only name.
    const GuiComponent &c = component.component;
    const QString cls = ComponentText::shortClassName(c.className);
    const bool showsValue = cls.contains(u"EditText") || cls.contains(u"AutoComplete") || cls.contains(u"Spinner")
        || std::any_of(c.text.cbegin(), c.text.cend(), [](QChar ch) { return ch.isDigit(); });
    // A push button's label is what the reporter reads on it, so a bare word that only its id says ("Tap Save"
    // on that "Next" button) is no name of it either. A list row's or a radio button's text is data (an entry,
    // one choice: "QIF" of radio_qif_format), and the id may name what it is ("any format").
    const bool labelledButton = cls.endsWith(u"Button") && !cls.contains(u"Radio") && !cls.contains(u"Toggle")
        && !cls.contains(u"Compound") && !c.text.trimmed().isEmpty();
    const bool namesLook = labelledButton || Quotes::hasQuote(step.object)
        || std::any_of(words.words.cbegin(), words.words.cbegin() + words.object2From,
                       [](const StepWord &w) { return w.guiNoun; });
    if (!namesLook || showsValue || !formLabel.isEmpty() || !component.touchWords.isEmpty())
        return false;
    QStringList shown;
    for (const QString &w : splitWords(c.text) + splitWords(c.contentDescription)) {
        if (!FunctionWords::unidentifyingWords().contains(w))
            shown.append(w);
    }
    const QStringList idWords = ComponentText::identifierWords(c.resourceId);
    bool byId = false;
    bool byShown = false;
    for (const StepWord &w : std::as_const(words.words)) {
        if (w.guiNoun)
            continue;
        for (const QString &sw : std::as_const(shown))
            byShown = byShown || wordSimilarity(w.text, sw) >= ScoreWeights::WordFound;
        for (const QString &iw : idWords)
            byId = byId || wordSimilarity(w.text, iw) >= ScoreWeights::WordFound;
    }
    return !shown.isEmpty() && byId && !byShown;
}

QStringList StepMatcher::labelWords(const GuiComponent &component, const QString &formLabel)
{
    QStringList out;
    for (const QString &w : splitWords(formLabel.isEmpty() ? ComponentText::label(component) : formLabel)) {
        if (w.size() > ScoreWeights::ShortWord && !FunctionWords::unidentifyingWords().contains(w))
            out.append(w);
    }
    return out;
}

double StepMatcher::labelCoverage(const StepWords &words, const QStringList &label)
{
    // How much of the component's own label the step names ("Save" vs "Save as draft").
    if (label.isEmpty())
        return 0;
    int hit = 0;
    for (const QString &lw : label) {
        bool found = words.distinctiveVerb && wordSimilarity(words.verbLemma, lw) >= ScoreWeights::WordFound;
        for (const StepWord &w : std::as_const(words.words))
            found = found || wordSimilarity(w.text, lw) >= ScoreWeights::WordFound;
        hit += found ? 1 : 0;
    }
    return double(hit) / label.size();
}

double StepMatcher::objectMatch(const S2RStep &step, const StepWords &words, const ComponentWords &component,
                                const Coverage &cover, const QString &formLabel)
{
    const QStringList label = labelWords(component.component, formLabel);
    double object = ScoreWeights::StepCoverageShare * cover.ofStep
        + ScoreWeights::LabelCoverageShare * labelCoverage(words, label);
    // "Saved the transaction" on a "Save" button: the verb is the control's whole label, the object what it acts on.
    // The label is the verb itself, not a noun of the same stem ("set primary to header2" names no "Settings").
    if (words.distinctiveVerb && label.size() == 1 && formLabel.isEmpty()
        && m_lexicon.lemma(label.first(), Lexicon::Pos::Verb) == words.verbLemma)
        object = std::max(object, VerbLabelScore);
    // An abstract, a credits paragraph, a description: a text that long is content, and a short step finds some of
    // its words in it by chance ("the talk", "the trash can"). Only a quoted phrase points at it.
    if (label.size() > ParagraphWords && !Quotes::hasQuote(step.object) && !Quotes::hasQuote(step.object2))
        object *= ParagraphFactor;
    else if (Quotes::hasQuote(step.object) && !label.isEmpty() && labelCoverage(words, label) < 1)
        object *= QuotedPartFactor;
    const bool verbNamed = words.distinctiveVerb
        && std::any_of(component.words.cbegin(), component.words.cend(), [&](const QString &cw) {
                               return wordSimilarity(words.verbLemma, cw) >= ScoreWeights::WordFound;
                           });
    if (verbNamed && cover.ofStep > 0)
        object += ScoreWeights::VerbNamedBonus;
    // "Save a note" on a "Line Chart" button (note ~ line) or a song titled "Mark …" (note ~ mark): the step says
    // what it does, the component does not, and only WordNet synonyms tie the words. That is no description of
    // the component.
    if (words.distinctiveVerb && !verbNamed && !cover.namedWord)
        object *= SynonymOnlyFactor;
    return object;
}

double StepMatcher::withScreenNamed(double object, const QString &object2, const QString &screenName)
{
    // "in the settings screen": the container may be the screen, not a component.
    for (const QString &w : splitWords(object2)) {
        if (FunctionWords::unidentifyingWords().contains(w) || GuiVocabulary::componentKindNouns().contains(w))
            continue;
        for (const QString &sw : splitWords(screenName)) {
            if (wordSimilarity(w, sw) >= ScoreWeights::WordFound) {
                object += ScoreWeights::ScreenNamedBonus;
                break;
            }
        }
    }
    return object;
}

double StepMatcher::withComponentFactors(double object, const StepWords &words, const ComponentWords &component,
                                         bool idOnly, bool outsideNamedDrawer)
{
    const GuiComponent &c = component.component;
    if (component.link)
        object *= LinkFactor;
    if (idOnly)
        object *= IdOnlyFactor;
    if (outsideNamedDrawer)
        object *= ContainerConflictFactor;
    // "Choose delete" on a dialog's "Cancel" (delete ~ cancel in WordNet): an answer button is named by its own word,
    // or by the verb that gives the answer (answersDialog()); a synonym names another action.
    // A step naming only a kind ("tap the button") names no word to compare.
    if (const QStringList shown = splitWords(c.text) + splitWords(c.contentDescription); !words.onlyGuiNouns
        && !shown.isEmpty() && shown.size() <= ScoreWeights::MaxAnswerButtonWords
        && std::all_of(shown.cbegin(), shown.cend(), [](const QString &w) { return isAnswerWord(w); })
        && std::none_of(words.words.cbegin(), words.words.cend(), [&](const StepWord &w) {
               return std::any_of(shown.cbegin(), shown.cend(),
                                  [&](const QString &l) { return m_lexicon.stem(w.text) == m_lexicon.stem(l); });
           }))
        object *= SynonymOnlyFactor;
    // "Export data" on "Import data": a word of the label is the opposite of one the step says, and the label does not
    // say it as well.
    if (saysTheOpposite(words, component))
        object *= OppositeFactor;
    // "Ticked 0808-2F10", "uncheck "Scan sound"": the verb says the component is a check box or switch, and the
    // object is the text beside it, which the model keeps on no component of its own.
    if (togglesKind(words.verb, words.verbLemma) && isToggle(ComponentText::shortClassName(c.className))
        && c.text.trimmed().isEmpty() && c.contentDescription.trimmed().isEmpty())
        object = std::max(object, VerbKindScore);
    return object;
}

bool StepMatcher::saysTheOpposite(const StepWords &words, const ComponentWords &component)
{
    QStringList said;
    for (const StepWord &w : words.words) {
        if (!w.guiNoun)
            said.append(w.text);
    }
    if (words.distinctiveVerb)
        said.append(words.verbLemma);
    QSet<QString> shown;
    for (const QString &w : component.words)
        shown.insert(stem(w));
    return std::any_of(said.cbegin(), said.cend(), [&](const QString &w) {
        const Forms f = forms(w);
        return !f.same.intersects(shown) && f.opposites.intersects(shown);
    });
}

double StepMatcher::verbAgreement(const S2RStep &step, const QString &verbLemma, const GuiComponent &component)
{
    auto bit = [](VerbGroup g) { return g == VerbGroup::None ? 0u : 1u << static_cast<unsigned>(g); };
    const unsigned verb = bit(verbGroup(verbLemma));
    unsigned said = verb;
    // An icon named by its look says what it does: "the +" adds, "the trash can" deletes, "the pencil" edits.
    for (const QString &w : splitWords(GuiVocabulary::iconWords(step.object + u' ' + step.object2))) {
        said |= bit(verbGroup(w)) | bit(verbGroup(m_lexicon.lemma(w, Lexicon::Pos::Verb)));
        for (const QString &does : GuiVocabulary::iconAlternatives(w))
            said |= bit(verbGroup(does));
    }
    // The component's own words only (label and id), not its class: "ImageView" says nothing it does.
    QStringList own = splitWords(component.text);
    own += splitWords(component.contentDescription);
    own += ComponentText::identifierWords(component.resourceId);
    // In a text field's id or label "edit" names the widget kind ("task_edit_name_edit", "Edit text"),
    // not an action: typing into the field is what the field is for.
    const QString cls = ComponentText::shortClassName(component.className);
    const bool textField = cls.contains(u"EditText") || cls.contains(u"AutoComplete");
    unsigned does = 0;
    for (const QString &w : std::as_const(own)) {
        if (textField && w.compare(u"edit", Qt::CaseInsensitive) == 0)
            continue;
        const VerbGroup g = verbGroup(w);
        does |= bit(g != VerbGroup::None ? g : verbGroup(m_lexicon.lemma(w, Lexicon::Pos::Verb)));
    }
    if (does == 0 || (does & said) != 0)
        return 1.0;
    // The step names another action than the component performs ("Create a book" vs "Manage books"), or the
    // component changes data in a way the step does not ask for ("Click on transaction" vs "Create transaction").
    const unsigned changes = bit(VerbGroup::Create) | bit(VerbGroup::Delete) | bit(VerbGroup::Edit);
    return verb != 0 || (does & changes) != 0 ? VerbConflictFactor : 1.0;
}

} // namespace StepWise
