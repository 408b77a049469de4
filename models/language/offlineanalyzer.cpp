// SPDX-License-Identifier: GPL-3.0-or-later
#include "offlineanalyzer.h"

#include "componenttext.h"
#include "functionwords.h"
#include "lexicon.h"
#include "linkparser.h"
#include "reporttext.h"

#include <QHash>
#include <QSet>
#include <QThreadPool>

#include <algorithm>
#include <functional>

namespace StepWise {

namespace {

/*! The stem of the noun naming the items of \a list ("the accounts" → account), empty when \a list is empty or
 *  ends with a function word or a GUI noun ("the entries", "the buttons": rows or controls of any kind). */
QString itemNoun(const QString &list)
{
    const QStringList words = ComponentText::identifierWords(list);
    if (words.isEmpty() || FunctionWords::classesOf(words.last()) != FunctionWords::Classes()
        || StepMatcher::isGuiNoun(words.last())
        || StepMatcher::isGuiNoun(Lexicon::instance().lemma(words.last(), Lexicon::Pos::Noun)))
        return {};
    return Lexicon::instance().stem(words.last());
}

/*! The stems of the content words of \a text (function words dropped). */
QSet<QString> contentStems(const QString &text)
{
    QSet<QString> out;
    for (const QString &w : ComponentText::identifierWords(text)) {
        if (FunctionWords::classesOf(w) == FunctionWords::Classes())
            out.insert(Lexicon::instance().stem(w));
    }
    return out;
}

/*! Whether \a component is a text row of a list on \a screen that may be an item whose noun stem is \a itemStem:
 *  a checked text view or two-line item (Android's list-row views; a plain text view may be a tab or a label) on a
 *  screen showing a list, such as the currency rows of a "Default Currency" page. A row naming the noun itself is an
 *  option about the items ("Import my accounts", "Disable crash reports"), not one of them. */
bool isTextRow(const GuiComponent &component, const Screen &screen, const QString &itemStem)
{
    const QString cls = ComponentText::shortClassName(component.className);
    return (cls == u"CheckedTextView" || cls == u"TwoLineListItem") && ComponentText::showsList(&screen)
        && !contentStems(component.text).contains(itemStem);
}

} // namespace

OfflineAnalyzer::OfflineAnalyzer()
    : m_matcher(Lexicon::instance())
{
}

QString OfflineAnalyzer::name() const
{
    return QStringLiteral("offline");
}

void OfflineAnalyzer::loadSharedResources()
{
    Lexicon::instance();
    // The first parse also opens link-grammar's spell checker (Hunspell's English dictionary, ~0.1 s).
    if (LinkParser::instance().isValid())
        LinkParser::instance().parse(QStringLiteral("Tap the button."));
}

const OfflineAnalyzer::ScreenWordsIndex &OfflineAnalyzer::indexFor(const ExecutionModel &model)
{
    ScreenWordsIndex &index = m_screenWords;
    if (index.model != &model || index.appVersion != model.appVersion || index.screens != model.screens.size()
        || index.interactions != model.interactions.size()) {
        QHash<QString, QStringList> otherLabels = ComponentText::labelsByWhatTheyOpen(model);
        for (const Interaction &e : model.interactions) {
            if (const Screen *screen = model.screen(e.sourceId); screen && e.component) {
                if (const QStringList row = ComponentText::switchRowLabels(*e.component, *screen); !row.isEmpty())
                    otherLabels[e.id] += row;
            }
        }
        index = ScreenWordsIndex { &model,
                                   model.appVersion,
                                   model.screens.size(),
                                   model.interactions.size(),
                                   ComponentText::screenWordsByScreen(model),
                                   std::move(otherLabels),
                                   ComponentText::launchIcons(model) };
    }
    return index;
}

const QStringList &OfflineAnalyzer::screenWordsOf(const ExecutionModel &model, const QString &screenId)
{
    const ScreenWordsIndex &index = indexFor(model);
    static const QStringList none;
    const auto it = index.words.constFind(screenId);
    return it != index.words.cend() ? *it : none;
}

void OfflineAnalyzer::prepare(const ExecutionModel &model)
{
    m_screenWords = {}; // another model, or the same one imported again at the same address
    QList<GuiComponent> components;
    for (const Interaction &e : model.interactions) {
        if (e.component)
            components.append(*e.component);
    }
    QThreadPool::globalInstance()->start([components] {
        LinkParser::instance().isValid(); // loads the dictionary (~0.3 s)
        // A matcher of its own (StepMatcher is not thread-safe): its lookups stay in the process-wide Lexicon.
        // They give way to an analysis running meanwhile, which looks up what it needs itself.
        const Lexicon::WarmUp warmUp;
        StepMatcher(Lexicon::instance()).prepare(components);
    });
}

QList<Sentence> OfflineAnalyzer::identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled)
{
    const Lexicon::Foreground answering; // before prepare()'s warm-up
    ++m_calls;
    if (canceled && canceled())
        return sentences;
    return m_classifier.classify(std::move(sentences));
}

QList<S2RStep> OfflineAnalyzer::extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                             const CancelCheck &canceled)
{
    const Lexicon::Foreground answering; // before prepare()'s warm-up
    ++m_calls;
    if (canceled && canceled())
        return {};
    return m_extractor.extract(s2rSentences, reportText);
}

QList<InteractionMatch> OfflineAnalyzer::onlyTextField(const ExecutionModel &model, const QList<int> &candidates)
{
    // "Type a name", "type the amount": where the screen takes text in one field only, that field is the one the
    // reporter typed into, whatever they called it. With two fields or more the words have to decide.
    QList<InteractionMatch> out;
    const GuiComponent *field = nullptr;
    for (int index : candidates) {
        if (index < 0 || index >= model.interactions.size())
            continue;
        const Interaction &e = model.interactions.at(index);
        if (e.action != ActionType::Type || !e.component)
            continue;
        if (field && !(*field == *e.component))
            return {};
        field = &*e.component;
        out.append(InteractionMatch { index, StepMatcher::OnlyFieldScore });
    }
    return out;
}

namespace {

/*!
 * A step naming an item of a list ("one of the Fillup history", "one of the accounts"): how well each source screen
 * fits that reading, once per screen, as all candidates usually share one.
 */
class ListReading
{
public:
    using ScreenWords = std::function<const QStringList &(const QString &screenId)>;

    ListReading(const S2RStep &step, const ExecutionModel &model, StepMatcher &matcher, ScreenWords screenWords)
        : list(StepMatcher::listOf(step))
        , listHead(itemNoun(list))
        , m_step(step)
        , m_model(model)
        , m_matcher(matcher)
        , m_screenWords(std::move(screenWords))
    {
    }

    const QString list; ///< the list the step names, e.g. "the Fillup history"; empty if none
    const QString listHead; ///< its head noun's stem (itemNoun()); empty if none

    // "One of the Fillup history": the list is named by what opens the rows' screen (the "History" tab), scored
    // as a click on "the Fillup history".
    double openerScore(const QString &screenId)
    {
        const auto known = m_listOpener.constFind(screenId);
        if (known != m_listOpener.cend())
            return *known;
        S2RStep opener = m_step;
        opener.object = list;
        opener.preposition.clear();
        opener.object2.clear();
        opener.action = ActionType::Click;
        double best = 0;
        for (const Interaction &in : m_model.interactions) {
            if (in.targetId != screenId || in.sourceId == screenId || !in.component)
                continue;
            const Screen *from = m_model.screen(in.sourceId);
            best = std::max(best, m_matcher.score(opener, in, from ? from->name : QString()));
        }
        best = best >= StepMatcher::Threshold ? best : 0.0;
        m_listOpener.insert(screenId, best);
        return best;
    }

    // "One of the accounts": an item of a list of accounts, named by the list's head noun (its last word, unless
    // a GUI noun such as "entries" that names rows of any list). Such a step maps only to a row of a list on a
    // screen showing those items: one the list's name opens, one named so ("Accounts" for AccountsActivity), or
    // one headed by it ("Default Currency" above currency rows; not "Account Setup", a setup page, nor a row
    // "Disable crash reports" inside a list).
    double listingScore(const QString &screenId)
    {
        const auto known = m_listedOn.constFind(screenId);
        if (known != m_listedOn.cend())
            return *known;
        const Screen *screen = m_model.screen(screenId);
        double score = 0;
        if (screen && ComponentText::showsList(screen))
            score = namesList(*screen, screenId) ? 1.0 : openerScore(screenId);
        m_listedOn.insert(screenId, score);
        return score;
    }

private:
    // The screen is named by the list's head noun, or headed by it.
    bool namesList(const Screen &screen, const QString &screenId)
    {
        const QStringList &names = m_screenWords(screenId);
        bool named = std::any_of(names.cbegin(), names.cend(),
                                 [&](const QString &w) { return Lexicon::instance().stem(w) == listHead; });
        // A heading comes before the list (document order); texts after it are rows or controls.
        for (const GuiComponent &c : screen.components) {
            const QString cls = ComponentText::shortClassName(c.className);
            if (cls.endsWith(u"ListView") || cls.endsWith(u"RecyclerView") || cls.endsWith(u"GridView"))
                break;
            const QStringList words = ComponentText::identifierWords(c.text);
            named = named
                || (cls == u"TextView" && !words.isEmpty() && words.size() <= 4
                    && Lexicon::instance().stem(words.last()) == listHead
                    && ComponentText::inNavigationDrawer(c, screen) != ComponentText::DrawerPlace::Inside);
        }
        return named;
    }

    const S2RStep &m_step;
    const ExecutionModel &m_model;
    StepMatcher &m_matcher;
    const ScreenWords m_screenWords;
    QHash<QString, double> m_listOpener;
    QHash<QString, double> m_listedOn;
};

// What the matcher weighs besides the words: the candidate's form label, drawer, key touch, place and list.
MatchContext matchContextFor(const S2RStep &step, const Interaction &e, const Screen *screen,
                             const ExecutionModel &model, bool namesPlace, ListReading &lists)
{
    MatchContext context;
    if (!screen || !e.component)
        return context;
    context.formLabel = ComponentText::formLabel(*e.component, *screen);
    context.drawer = ComponentText::inNavigationDrawer(*e.component, *screen);
    context.keyTouch = ComponentText::keyTouch(e, &model);
    // Read so only where the reporter just opened a menu: elsewhere the drawer's recorded entries name it.
    if (step.afterMenuOpening)
        context.drawerEntry = ComponentText::touchedDrawerEntry(e, model);
    if (!context.drawerEntry.isEmpty())
        context.drawer = ComponentText::DrawerPlace::Inside;
    context.opensDrawer = ComponentText::opensDrawer(e, model);
    if (namesPlace)
        context.place = ComponentText::placeOnScreen(e, model, &context.wide);
    const bool row = context.keyTouch == ComponentText::KeyTouch::ListRow || ComponentText::isListRow(e, model);
    if (!lists.listHead.isEmpty() && (row || isTextRow(*e.component, *screen, lists.listHead)))
        context.listOpener = lists.listingScore(e.sourceId);
    else if (!lists.list.isEmpty() && row)
        context.listOpener = lists.openerScore(e.sourceId);
    return context;
}

double candidateScore(StepMatcher &matcher, const S2RStep &step, const Interaction &e, const Screen *screen,
                      const MatchContext &context, const QStringList &otherLabels)
{
    const QString screenName = screen ? screen->name : QString();
    double s = matcher.score(step, e, screenName, context);
    const auto scoreAs = [&](const QString &label) {
        Interaction shown = e;
        shown.component->text = label;
        s = std::max(s, matcher.score(step, shown, screenName, context));
    };
    // A row without words of its own is named by the texts that the screen it opens shows again; a switch, which
    // shows its state, by its row's title beside it ("Turn off "Anonymous login"" over "ON").
    for (const QString &label : otherLabels)
        scoreAs(label);
    // A row is named by what it shows ("go to the Download folder"), which the model keeps on the screen only.
    if (screen && e.component) {
        if (const QString row = ComponentText::repeatedRowText(*e.component, *screen); !row.isEmpty())
            scoreAs(row);
    }
    // A switch showing "ON" is the one "turn off" taps: one already in the state the step asks for says the opposite.
    if (const std::optional<bool> on = e.component ? ComponentText::switchShowsOn(*e.component) : std::nullopt) {
        if (const std::optional<bool> wanted = StepMatcher::wantedSwitchState(step); wanted && *wanted == *on)
            s *= StepMatcher::OppositeFactor;
    }
    return s;
}

// An item of the list is what "one of the Fillup history" names; a tab sharing a word with the list ("Fillup")
// is not one, nor is a control naming the items ("Import my accounts", the "currency" drop-down).
// Without such rows, only a control named by the list alone (the "Reports" entry opening the reports) is read so.
void keepListItems(QList<InteractionMatch> &scored, const QSet<int> &listItems, const ListReading &lists,
                   const ExecutionModel &model)
{
    if (!listItems.isEmpty()) {
        scored.removeIf([&listItems](const InteractionMatch &m) { return !listItems.contains(m.interaction); });
    } else if (!lists.listHead.isEmpty()) {
        const QSet<QString> listStems = contentStems(lists.list);
        scored.removeIf([&](const InteractionMatch &m) {
            const Interaction &e = model.interactions.at(m.interaction);
            const QSet<QString> label
                = e.component ? contentStems(ComponentText::label(*e.component)) : QSet<QString>();
            return label.isEmpty() || !listStems.contains(label);
        });
    }
}

// Best first, and only those within \a margin of the best.
void keepNearBest(QList<InteractionMatch> &scored, double margin)
{
    std::stable_sort(scored.begin(), scored.end(),
                     [](const InteractionMatch &a, const InteractionMatch &b) { return a.score > b.score; });
    const double floor = scored.first().score - margin;
    scored.erase(
        std::remove_if(scored.begin(), scored.end(), [floor](const InteractionMatch &m) { return m.score < floor; }),
        scored.end());
}

} // namespace

QList<InteractionMatch> OfflineAnalyzer::mapStep(const S2RStep &step, const ExecutionModel &model,
                                                 const QList<int> &candidates, const CancelCheck &canceled)
{
    const Lexicon::Foreground answering; // before prepare()'s warm-up
    ++m_calls;
    ListReading lists(step, model, m_matcher, [this, &model](const QString &screenId) -> const QStringList & {
        return screenWordsOf(model, screenId);
    });
    const ScreenWordsIndex &known = indexFor(model);
    QList<InteractionMatch> scored;
    QSet<int> listItems; // rows that map as items of the named list
    // Components are placed on their screens only for a step that says where ("at the bottom right").
    const bool namesPlace
        = !StepMatcher::namedPlace(step.text.isEmpty() ? step.object + u' ' + step.object2 : step.text).isNull();
    for (int index : candidates) {
        if (canceled && canceled())
            return {};
        if (index < 0 || index >= model.interactions.size())
            continue;
        const Interaction &e = model.interactions.at(index);
        const Screen *screen = model.screen(e.sourceId);
        const MatchContext context = matchContextFor(step, e, screen, model, namesPlace, lists);
        double s = candidateScore(m_matcher, step, e, screen, context, known.otherLabels.value(e.id));
        // The app's icon on the home screen opens the app; it is not what a step in the app names ("Fields" is no
        // "Field Book"): halved, as a label saying the opposite is.
        if (step.action != ActionType::OpenApp && known.launchIcons.contains(e.id))
            s *= StepMatcher::OppositeFactor;
        if (s >= StepMatcher::Threshold) {
            scored.append(InteractionMatch { index, s });
            if (context.listOpener > 0)
                listItems.insert(index);
        }
    }
    keepListItems(scored, listItems, lists, model);
    if (scored.isEmpty() && step.action == ActionType::Type)
        return onlyTextField(model, candidates);
    if (scored.isEmpty())
        return {};
    keepNearBest(scored, m_matcher.isGenericObject(step) ? StepMatcher::GenericMargin : StepMatcher::Margin);
    return scored;
}

} // namespace StepWise
