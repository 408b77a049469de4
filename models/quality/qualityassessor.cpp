// SPDX-License-Identifier: GPL-3.0-or-later
#include "qualityassessor.h"

#include "common/quoting.h"
#include "language/componenttext.h"
#include "language/functionwords.h"
#include "language/guivocabulary.h"
#include "language/lexicon.h"
#include "language/memoizingbackend.h"
#include "language/reporttext.h"
#include "language/stepextractor.h"
#include "language/stepmatcher.h"
#include "qualitymessages.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <limits>
#include <memory>
#include <unordered_map>
#include <vector>

Q_LOGGING_CATEGORY(lcQuality, "stepwise.quality", QtWarningMsg)

namespace StepWise {

namespace {

bool isSwipe(ActionType a)
{
    return a == ActionType::Swipe || a == ActionType::SwipeUp || a == ActionType::SwipeDown
        || a == ActionType::SwipeLeft || a == ActionType::SwipeRight;
}

/*! Whether \a step's object names a sequence of pages the app walks the reporter through ("finish the intro",
 *  "go through the setup wizard", "skip the tutorial"): one intention that takes an interaction per page. */
bool namesPageSequence(const S2RStep &step)
{
    static const QSet<QString> sequences { u"wizard"_qs,   u"intro"_qs,      u"introduction"_qs,
                                           u"tutorial"_qs, u"onboarding"_qs, u"walkthrough"_qs,
                                           u"setup"_qs,    u"welcome"_qs,    u"tour"_qs };
    static const QRegularExpression word(u"[\\p{L}]+"_qs);
    // "Go through the wizard": the pages are what the preposition leads to when there is no object.
    const QString named = step.object.isEmpty() ? step.object2 : step.object;
    for (auto it = word.globalMatch(named.toLower()); it.hasNext();) {
        if (sequences.contains(it.next().captured()))
            return true;
    }
    return false;
}

/*! One reading of a step: an interaction it describes, on the screen it leaves, with the backend's score. */
struct Reading {
    int interaction = -1;
    int screen = -1;
    double score = 0;
    QList<int> sameScreen; ///< every interaction the step describes on that screen, for AS
};

/*! Where the alignment put a step: -1 when it maps nowhere. */
struct AlignedStep {
    int interaction = -1;
    QList<int> sameScreen;
};

/*! The cost of the alignment's choices, against a reading's score in [0.5, 1] (StepMatcher::Threshold and up). */
struct AlignmentCosts {
    /*! Per interaction that no step describes on the way to a step's screen: a missing step. */
    static constexpr double Gap = 0.18;
    /*! Opening the app as a missing step: reporters rarely write it, so it costs little. */
    static constexpr double Launch = 0.02;
    /*! A step left unmapped (VM): what a weak reading reached through a long detour is worth less than. */
    static constexpr double Unmapped = 0.5;
    /*! Taken from a reading on a screen whose activity the recorder could not read (CrashScope's "null"). */
    static constexpr double UnknownScreen = 0.05;
    /*! Added to a reading of an interaction a person recorded (TraceSource::Manual): a model records one screen once
     *  per trace, and of two equal readings the one a person reproducing a bug took is the path people take, the
     *  automatic explorer's copy the one they do not. Small: it only decides between equals. */
    static constexpr double Manual = 0.01;
};

/*! When a mapping is worth a "Not sure" note (AstroBR §III-D1 scores, StepMatcher::Threshold and up). */
struct ConfidenceCosts {
    /*! Below this score a reading rests on few of the step's words. */
    static constexpr double Sure = 0.65;
    /*! A reading of another component elsewhere this close to the chosen one is a rival worth naming. */
    static constexpr double CloseScores = 0.05;
    /*! Rivals named in the note, at most. */
    static constexpr int MaxRivals = 2;
    /*! A report telling at least this many steps is told step by step: its reporter writes the interactions done, so
     *  a gap between two of them is more likely a wrong mapping than steps left out. */
    static constexpr int DetailedReportSteps = 8;
};

/*! Interactions on the shortest paths from one screen to every other (breadth first, as ExecutionModel::shortestPath()
 *  counts them; -1 when unreachable), worked out for the screens the alignment stands on only, so a model of many
 *  thousand screens costs one search per such screen, not a table of every pair. */
class ScreenDistances
{
public:
    ScreenDistances(const ExecutionModel &model, const std::vector<int> &targetOf)
        : m_next(model.screens.size())
    {
        for (int i = 0; i < model.screens.size(); ++i) {
            for (int e : model.outgoing(model.screens.at(i).id)) {
                if (targetOf[e] >= 0)
                    m_next[i].append(targetOf[e]);
            }
        }
    }
    int count() const { return static_cast<int>(m_next.size()); }
    const std::vector<int> &from(int screen)
    {
        auto it = m_from.find(screen);
        if (it != m_from.end())
            return it->second;
        std::vector<int> d(m_next.size(), -1);
        d[screen] = 0;
        std::vector<int> queue { screen };
        for (size_t head = 0; head < queue.size(); ++head) {
            for (int to : m_next[queue[head]]) {
                if (d[to] < 0) {
                    d[to] = d[queue[head]] + 1;
                    queue.push_back(to);
                }
            }
        }
        return m_from.emplace(screen, std::move(d)).first->second;
    }

private:
    std::vector<QList<int>> m_next;
    std::unordered_map<int, std::vector<int>> m_from;
};

/*!
 * The best alignment of the first \a checked steps with the model: a Viterbi search over steps × screens. Being on
 * screen p after step i−1, step i either takes one of its readings (score, minus AlignmentCosts::Gap per interaction
 * on the shortest path from p to the reading's screen, the launch at AlignmentCosts::Launch), and the path goes on
 * from its target, or stays unmapped at AlignmentCosts::Unmapped (a rotation at no cost: models record none) and
 * the path stays at p. An open-app reading is taken from wherever the path is: the app is started again.
 */
std::vector<AlignedStep> alignSteps(const QList<S2RStep> &steps, const std::vector<std::vector<Reading>> &readings,
                                    int checked, int start, ScreenDistances &distance, const std::vector<int> &targetOf,
                                    const ExecutionModel &model)
{
    constexpr double None = -std::numeric_limits<double>::infinity();
    const int count = distance.count();
    auto gapCost = [&](int from, int to) {
        const int d = distance.from(from)[to];
        if (d <= 0)
            return 0.0;
        return from == start ? AlignmentCosts::Launch + (d - 1) * AlignmentCosts::Gap : d * AlignmentCosts::Gap;
    };
    struct Back {
        int previous = -1;
        int reading = -1; ///< -1: the step stayed unmapped
    };
    std::vector<double> value(count, None);
    value[start] = 0;
    std::vector<std::vector<Back>> back(checked, std::vector<Back>(count));
    for (int i = 0; i < checked; ++i) {
        std::vector<double> next(count, None);
        const double unmapped = steps.at(i).action == ActionType::Rotate ? 0.0 : AlignmentCosts::Unmapped;
        for (int p = 0; p < count; ++p) {
            if (value[p] > None) {
                next[p] = value[p] - unmapped;
                back[i][p] = Back { p, -1 };
            }
        }
        for (int r = 0; r < static_cast<int>(readings[i].size()); ++r) {
            const Reading &reading = readings[i][r];
            const bool launch = model.interactions.at(reading.interaction).action == ActionType::OpenApp;
            double best = None;
            int from = -1;
            for (int p = 0; p < count; ++p) {
                if (value[p] == None || (!launch && distance.from(p)[reading.screen] < 0))
                    continue;
                const double v = value[p] - (launch ? 0.0 : gapCost(p, reading.screen));
                if (v > best) {
                    best = v;
                    from = p;
                }
            }
            const int target = targetOf[reading.interaction];
            // A screen whose activity the recorder could not read ("null") may be another app's or a transient one:
            // between equal readings, the one on a known screen is the reporter's, and the one a person recorded.
            const QString &name = model.screens.at(reading.screen).name;
            const double score = reading.score
                - (name.startsWith(u"null", Qt::CaseInsensitive) ? AlignmentCosts::UnknownScreen : 0.0)
                + (model.interactions.at(reading.interaction).source == TraceSource::Manual ? AlignmentCosts::Manual
                                                                                            : 0.0);
            if (from >= 0 && best + score > next[target]) {
                next[target] = best + score;
                back[i][target] = Back { from, r };
            }
        }
        value.swap(next);
    }
    std::vector<AlignedStep> out(checked);
    int at = static_cast<int>(std::max_element(value.cbegin(), value.cend()) - value.cbegin());
    for (int i = checked - 1; i >= 0; --i) {
        const Back &b = back[i][at];
        if (b.reading >= 0) {
            const Reading &reading = readings[i][b.reading];
            out[i] = AlignedStep { reading.interaction, reading.sameScreen };
        }
        at = b.previous;
    }
    return out;
}

/*! Whether \a e touches a component that shows the reporter no words: no text, no description, and no row text
 *  (an icon without a label, a row whose content the model does not keep). Its resource-id is no name on screen. */
bool showsNoWords(const Interaction &e, const ExecutionModel &model)
{
    if (!e.component)
        return false;
    // A touch on the screen's content that the recorder stored as a key's shows the reporter whatever is there.
    if (systemKey(*e.component) != SystemKey::None)
        return ComponentText::keyTouch(e, &model) != ComponentText::KeyTouch::NotAKey;
    const GuiComponent &c = *e.component;
    if (!c.text.trimmed().isEmpty() || !c.contentDescription.trimmed().isEmpty())
        return false;
    const Screen *screen = model.screen(e.sourceId);
    return !screen || ComponentText::repeatedRowText(c, *screen).isEmpty();
}

/*!
 * Unmapped steps that the path between their mapped neighbours explains (AstroBR §III-D3). The path from the last
 * mapped step to the next one must take some interactions that no step describes; an unmapped step between them
 * that does what one of them does (the same action) on a component showing no words, in order, is that interaction:
 * nothing on the screen could match or contradict the reporter's words ("tap the lock icon" on an unlabelled
 * button), and calling it a vocabulary mismatch while listing the same interaction as a missing step would say the
 * step is both wrong and missing. Sets \a viaEdge of those steps and returns them; steps whose words the model could
 * have matched stay unmapped. An unmapped step naming a sequence of pages ("go through the first run wizard") is the
 * run of two or more interactions on screens of one activity that the path takes first; those steps also go to
 * \a pages.
 */
QSet<int> stepsOnWordlessInteractions(const QList<S2RStep> &steps, QList<int> &viaEdge, int checked, int start,
                                      const ExecutionModel &model, QSet<int> &pages)
{
    QSet<int> out;
    QString at = model.screens.at(start).id;
    int i = 0;
    while (i < checked) {
        if (viaEdge[i] >= 0) {
            at = model.interactions.at(viaEdge[i]).targetId;
            ++i;
            continue;
        }
        int next = i;
        while (next < checked && viaEdge[next] < 0)
            ++next;
        if (next >= checked)
            break;
        const QList<int> path
            = model.shortestPath(at, model.interactions.at(viaEdge[next]).sourceId).value_or(QList<int> {});
        qsizetype from = 0;
        for (int k = i; k < next; ++k) {
            // "Go through the first run wizard with the defaults": the pages of one activity the path takes first
            // are that step's (labelMapped() takes the pages before the last one).
            if (namesPageSequence(steps.at(k))) {
                const auto activityAt = [&](qsizetype p) {
                    return ComponentText::screenTitle(model.screen(model.interactions.at(path.at(p)).sourceId));
                };
                // The app's launch before the first pages stays a missing step of its own.
                qsizetype first = from;
                if (first < path.size() && model.interactions.at(path.at(first)).action == ActionType::OpenApp)
                    ++first;
                qsizetype run = first;
                const QString activity = first < path.size() ? activityAt(first) : QString();
                while (!activity.isEmpty() && run < path.size()
                       && model.interactions.at(path.at(run)).action != ActionType::OpenApp
                       && activityAt(run) == activity)
                    ++run;
                if (run - first >= 2) {
                    viaEdge[k] = path.at(run - 1);
                    out.insert(k);
                    pages.insert(k);
                    from = run;
                    continue;
                }
            }
            const ActionType action = steps.at(k).action;
            if (action != ActionType::Click && action != ActionType::LongClick && action != ActionType::Type)
                continue;
            for (qsizetype p = from; p < path.size(); ++p) {
                const Interaction &e = model.interactions.at(path.at(p));
                if (e.action == action && showsNoWords(e, model)) {
                    viaEdge[k] = path.at(p);
                    out.insert(k);
                    from = p + 1;
                    break;
                }
            }
        }
        i = next;
    }
    return out;
}

/*! What each of \a missing says, in order: the lines a message lists them by. */
QStringList descriptionsOf(const QList<MissingInteraction> &missing)
{
    QStringList out;
    for (const MissingInteraction &mi : missing)
        out.append(mi.description);
    return out;
}

/*! Two interactions count once for ambiguity when they are the same action on the same kind of
 *  component: BURT records one interaction per observed target screen, so a button seen leading to two
 *  screens is one choice; and rows of one list (same resource-id, or same class without id and label) are
 *  interchangeable items — "click a transaction" is correct when any row will do (the AstroBR ground
 *  truth labels such steps CS). AS is left for steps that name different components (AstroBR §II). */
QString signature(const Interaction &e)
{
    QString s = QString::number(static_cast<int>(e.action));
    if (e.action == ActionType::OpenApp)
        return s;
    if (e.component) {
        const GuiComponent &c = *e.component;
        s += u'|' + ComponentText::shortClassName(c.className) + u'|' + c.resourceId;
        if (c.resourceId.isEmpty())
            s += u'|' + c.text + u'|' + c.contentDescription;
    }
    return s;
}

QString componentPhrase(const Interaction &e, const ExecutionModel &model)
{
    if (!e.component)
        return actionVerb(e.action);
    if (const QString key = ComponentText::pressedKeyName(e, &model); !key.isEmpty())
        return key;
    // objectPhrase() starts with "the "; the message lists the components after a colon.
    return ComponentText::objectPhrase(e, &model).mid(4);
}

MissingInteraction missingFrom(const ExecutionModel &model, const Interaction &e)
{
    MissingInteraction mi;
    mi.interactionId = e.id;
    mi.action = e.action;
    if (e.component) {
        mi.componentText = ComponentText::label(*e.component);
        mi.componentClass = e.component->className;
    }
    mi.sourceScreenId = e.sourceId;
    if (const Screen *s = model.screen(e.sourceId))
        mi.sourceScreenName = s->name;
    mi.description = ComponentText::describe(e, &model);
    return mi;
}

/*! Crude normal form for the reporter-facing vocabulary check only (not for matching): lower case,
 *  common English inflections removed, so "accounts"/"account" and "colored"/"color" meet. */
QString roughStem(QString w)
{
    w = w.toLower();
    for (const char16_t *suffix : { u"ies", u"es", u"s", u"ed", u"ing" }) {
        const QString sfx = QString::fromUtf16(suffix);
        if (w.size() > sfx.size() + 2 && w.endsWith(sfx)) {
            w.chop(sfx.size());
            if (sfx == u"ies")
                w += u'y';
            break;
        }
    }
    return w;
}

/*! The words of a model's components that the vocabulary-mismatch messages look words up in (§III-D3),
 *  as roughStem() forms. */
struct ModelWords {
    QSet<QString> touched; ///< of the components the recorded interactions touched
    /*! Of the labels and titles on every screen (their text and content-description: not resource-ids, which no
     *  reporter sees, nor paragraphs, help texts). */
    QSet<QString> shown;
};

ModelWords collectWords(const ExecutionModel &model)
{
    ModelWords words;
    for (const Interaction &e : model.interactions) {
        if (e.component) {
            for (const QString &w : ComponentText::words(*e.component))
                words.touched.insert(roughStem(w));
        }
    }
    for (const Screen &screen : model.screens) {
        for (const GuiComponent &c : screen.components) {
            const QStringList ws
                = ComponentText::identifierWords(c.text) + ComponentText::identifierWords(c.contentDescription);
            if (ws.size() > 6)
                continue;
            for (const QString &w : ws)
                words.shown.insert(roughStem(w));
        }
    }
    return words;
}

/*!
 * collectWords() of \a model, built once per model content and shared by every assessor in the process: the
 * live annotator assesses the same model on every pause in typing, each time with a new QualityAssessor
 * (Engine::configuredAssessor()). The few most recent models are kept (one per app version the user switches
 * between); thread-safe.
 */
std::shared_ptr<const ModelWords> modelWords(const ExecutionModel &model)
{
    constexpr qsizetype MaxModels = 8;
    static QMutex mutex;
    static QList<std::pair<ModelDigest, std::shared_ptr<const ModelWords>>> cache; // most recently used first
    // modelDigest() reads all that collectWords() reads (every component's class, id, text and description), so
    // models with equal digests have equal word sets; a model edited in place never meets a stale entry.
    const ModelDigest key = modelDigest(model);
    {
        QMutexLocker lock(&mutex);
        for (qsizetype i = 0; i < cache.size(); ++i) {
            if (cache.at(i).first == key) {
                cache.move(i, 0);
                return cache.first().second;
            }
        }
    }
    auto words = std::make_shared<const ModelWords>(collectWords(model)); // unlocked: other threads go on
    QMutexLocker lock(&mutex);
    if (std::any_of(cache.cbegin(), cache.cend(), [&key](const auto &entry) { return entry.first == key; }))
        return words; // another thread built them meanwhile: equal sets, one entry
    cache.prepend({ key, words });
    if (cache.size() > MaxModels)
        cache.removeLast();
    return words;
}

QStringList contentWords(const QString &phrase)
{
    QStringList out;
    static const QRegularExpression word(u"[\\p{L}\\p{N}]+"_qs);
    for (auto it = word.globalMatch(phrase); it.hasNext();) {
        const QString w = it.next().captured().toLower();
        // "Collect's", "e.g.": a letter alone is no word a screen could show.
        if (w.size() == 1 && w.at(0).isLetter())
            continue;
        if (!GuiVocabulary::objectNoiseWords().contains(w)
            && !FunctionWords::isA(
                w, FunctionWords::Determiners | FunctionWords::Class::Pronoun | FunctionWords::Class::Preposition)
            && !out.contains(w))
            out.append(w);
    }
    return out;
}

/*! \a word (a lower-case word of contentWords()) as \a phrase writes it ("OK" for "ok"), so a message quotes the
 *  reporter's own spelling. */
QString asWritten(const QString &word, const QString &phrase)
{
    static const QRegularExpression words(u"[\\p{L}\\p{N}]+"_qs);
    for (auto it = words.globalMatch(phrase); it.hasNext();) {
        const QString w = it.next().captured();
        if (w.toLower() == word)
            return w;
    }
    return word;
}

/*!
 * "Add a split", "Create an account": a step that creates something and whose interaction opens a form
 * asking for that thing's details stands for several interactions, the click and the typing (AstroBR
 * §VI-A: "Add a split" requires tap add split and type split amount, an ambiguous step). Returns the
 * typing interactions on \a formScreen whose field names a word of the step's object, else nothing.
 */
QList<int> formFieldsOf(const S2RStep &step, const ExecutionModel &model, const QString &formScreen)
{
    Lexicon &lex = Lexicon::instance();
    const QString verb = step.verb.toLower().section(u' ', -1);
    if (!GuiVocabulary::creationVerbs().contains(lex.lemma(verb, Lexicon::Pos::Verb)))
        return {};
    QSet<QString> objectStems;
    for (const QString &w : contentWords(step.object + u' ' + step.object2))
        objectStems.insert(lex.stem(w));
    QList<int> fields;
    for (int e : model.outgoing(formScreen)) {
        const Interaction &i = model.interactions.at(e);
        if (i.action != ActionType::Type || !i.component)
            continue;
        for (const QString &w : ComponentText::identifierWords(i.component->resourceId)
                 + ComponentText::identifierWords(i.component->text)) {
            if (objectStems.contains(lex.stem(w))) {
                fields.append(e);
                break;
            }
        }
    }
    return fields;
}

/*!
 * The screens of \a model that the step's clause names as the place it happens: "press Back while viewing the
 * Preferences", "tap Save in the Settings screen". The clause is object2 after "while", "in", "on", "inside",
 * "within" or "at"; its content words (without determiners, GUI nouns such as "screen" or "tab", and a leading
 * "viewing"/"using"…) must all be among ComponentText::screenWords() of a screen (same stem). Empty when the
 * step has no such clause or no screen is named so.
 */
QList<int> screensNamedBy(const S2RStep &step, const ExecutionModel &model)
{
    // "Open the menu from the barcode search screen": "from" names where the step is done when what follows is a
    // screen ("from the menu" names the container of an entry instead).
    static const QRegularExpression screenNoun(u"\\b(?:screen|page)s?\\b"_qs,
                                               QRegularExpression::CaseInsensitiveOption);
    const bool fromScreen
        = step.preposition.compare(u"from"_qs, Qt::CaseInsensitive) == 0 && step.object2.contains(screenNoun);
    if (!FunctionWords::screenPlacePrepositions().contains(step.preposition.toLower()) && !fromScreen)
        return {};
    QStringList words = contentWords(step.object2);
    if (!words.isEmpty() && words.first().size() > 4 && words.first().endsWith(u"ing"))
        words.removeFirst(); // "while viewing the Preferences": the screen is what is viewed
    words.removeIf([](const QString &w) { return GuiVocabulary::screenKindNouns().contains(w); });
    if (words.isEmpty())
        return {};
    Lexicon &lex = Lexicon::instance();
    QList<int> named;
    const QHash<QString, QStringList> screenWords = ComponentText::screenWordsByScreen(model);
    for (int i = 0; i < model.screens.size(); ++i) {
        QSet<QString> stems;
        for (const QString &w : screenWords.value(model.screens.at(i).id))
            stems.insert(lex.stem(w));
        if (!stems.isEmpty()
            && std::all_of(words.cbegin(), words.cend(), [&](const QString &w) { return stems.contains(lex.stem(w)); }))
            named.append(i);
    }
    return named;
}

/*!
 * The facts of a step that maps to nothing (VM, §III-D3) that tell the reporter why: the content words of its objects
 * that no component a recorded interaction touched holds, those of them that no screen shows at all (as
 * \a words has them), and whether it is a long press in an app whose model records none.
 */
void findMismatch(StepFindings &f, const S2RStep &step, const ExecutionModel &model, const ModelWords &words)
{
    // "the first account": the ordinal places the object in a list, no screen is to show it.
    QSet<QString> places = FunctionWords::positionWords(step.object) + FunctionWords::positionWords(step.object2);
    const QString objects = step.object + u' ' + step.object2;
    // "at the bottom right": where the component is, which no screen shows as a word.
    StepMatcher::namedPlace(objects, &places);
    for (const QString &w : contentWords(objects)) {
        if (words.touched.contains(roughStem(w)) || places.contains(w))
            continue;
        f.untouchedWords.append(asWritten(w, objects));
        if (!words.shown.contains(roughStem(w)))
            f.unshownWords.append(asWritten(w, objects));
    }
    f.longPressUnrecorded = step.action == ActionType::LongClick
        && std::none_of(model.interactions.cbegin(), model.interactions.cend(),
                        [](const Interaction &e) { return e.action == ActionType::LongClick; });
}

/*! What every stage of one QualityAssessor::assessSteps() run reads: the steps, the model and the backend that maps
 *  them, and what was settled about the steps before the search. */
struct StepSearch {
    const QList<S2RStep> &steps;
    const ExecutionModel &model;
    LanguageBackend &backend;
    const CancelCheck &canceled;
    int start = -1; ///< the Start screen's index
    std::vector<int> targetOf; ///< per interaction, the index of the screen it leads to; -1 when the model lacks it
    QHash<int, QString> pinnedByStep; ///< step → the interaction id the reporter chose for it
    QHash<int, QList<int>> placeOf = {}; ///< step → the screens its clause names, the only ones it may map on
    /*! Per screen, whether it is Android's overview of recent apps (ComponentText::isRecentApps()): outside the app,
     *  its cards ("Dismiss Files.") name no step. */
    std::vector<bool> recentApps = {};
};

int screenIndex(const ExecutionModel &model, const QString &id)
{
    const Screen *s = model.screen(id);
    return s ? static_cast<int>(s - model.screens.data()) : -1;
}

/*! Targets resolved once: the traversal looks them up for every (screen, step) pair. */
std::vector<int> targetsOf(const ExecutionModel &model)
{
    std::vector<int> targetOf(model.interactions.size(), -1);
    for (int e = 0; e < model.interactions.size(); ++e)
        targetOf[e] = screenIndex(model, model.interactions.at(e).targetId);
    return targetOf;
}

/*! The reporter's choices (Options::pinnedInteractions) by step index, so the search looks them up per step once. */
QHash<int, QString> pinnedSteps(const QList<S2RStep> &steps, const QualityAssessor::Options &options)
{
    QHash<int, QString> pinnedByStep;
    for (int i = 0; i < steps.size(); ++i) {
        const auto it = options.pinnedInteractions.constFind(QualityAssessor::pinKey(steps.at(i)));
        if (it != options.pinnedInteractions.cend())
            pinnedByStep.insert(i, *it);
    }
    return pinnedByStep;
}

/*!
 * "Press Back while viewing the Preferences": the step happens on the screen its clause names, so the search goes
 * there (and the steps to reach it are missing ones). Only where the step can be done on such a screen: a clause
 * naming no screen of the model, or one without the interaction, leaves the step as it was. Pinned steps keep their
 * pin. Returns step → the screens it may map on.
 */
QHash<int, QList<int>> namedPlaces(const StepSearch &s)
{
    QHash<int, QList<int>> placeOf;
    for (int i = 0; i < s.steps.size(); ++i) {
        if (s.pinnedByStep.contains(i))
            continue;
        const QList<int> named = screensNamedBy(s.steps.at(i), s.model);
        const bool doable = std::any_of(named.cbegin(), named.cend(), [&](int screen) {
            const QList<int> out = s.model.outgoing(s.model.screens.at(screen).id);
            return !out.isEmpty() && !s.backend.mapStep(s.steps.at(i), s.model, out, s.canceled).isEmpty();
        });
        if (doable)
            placeOf.insert(i, named);
    }
    return placeOf;
}

/*! The interactions of one screen that the step describes, best first, with the backend's scores (§III-D1); a pinned
 *  step describes its pinned interaction only, a step whose clause names screens nothing elsewhere. */
QList<InteractionMatch> matchAt(const StepSearch &s, int screen, int step)
{
    const QList<int> candidates = s.model.outgoing(s.model.screens.at(screen).id);
    if (candidates.isEmpty())
        return {};
    const auto pinned = s.pinnedByStep.constFind(step);
    if (pinned != s.pinnedByStep.cend()) {
        // The reporter chose this interaction: it is the step's only possible mapping.
        for (int e : candidates) {
            if (s.model.interactions.at(e).id == *pinned)
                return { InteractionMatch { e, 1.0 } };
        }
        return {};
    }
    if (const auto place = s.placeOf.constFind(step); place != s.placeOf.cend() && !place->contains(screen))
        return {};
    QList<InteractionMatch> out;
    for (const InteractionMatch &m : s.backend.mapStep(s.steps.at(step), s.model, candidates, s.canceled)) {
        if (candidates.contains(m.interaction)
            && std::none_of(out.cbegin(), out.cend(),
                            [&m](const InteractionMatch &o) { return o.interaction == m.interaction; }))
            out.append(m);
    }
    return out;
}

/*!
 * Every step's readings on every screen, for alignSteps() to choose from (AstroBR §III-D2 as a Viterbi search). Stops
 * when \a canceled fires (setting QualityReport::canceled of \a report) or when the next step would take the screens
 * looked at past \a maxExpansions (setting QualityReport::truncated). \a checked gets the number of steps whose
 * readings were all looked for, \a expansions the screens looked at.
 */
std::vector<std::vector<Reading>> readingsOf(const StepSearch &s, int maxExpansions, QualityReport &report,
                                             int &checked, int &expansions)
{
    const int n = s.steps.size();
    const int screenCount = s.model.screens.size();
    std::vector<std::vector<Reading>> readings(n);
    for (int i = 0; i < n; ++i) {
        if (s.canceled && s.canceled()) {
            report.canceled = true;
            break;
        }
        if (expansions + screenCount > maxExpansions && i > 0) {
            report.truncated = true;
            break;
        }
        for (int screen = 0; screen < screenCount && !report.canceled; ++screen) {
            if (s.canceled && s.canceled()) {
                report.canceled = true;
                break;
            }
            // Opening the app again starts it from the Start state, wherever the steps before left it.
            if (s.steps.at(i).action == ActionType::OpenApp && screen != s.start)
                continue;
            ++expansions;
            if (s.recentApps[screen])
                continue;
            const QList<InteractionMatch> matches = matchAt(s, screen, i);
            for (const InteractionMatch &m : matches) {
                if (s.targetOf[m.interaction] < 0)
                    continue;
                QList<int> same;
                for (const InteractionMatch &o : matches)
                    same.append(o.interaction);
                readings[i].push_back(Reading { m.interaction, screen, m.score, same });
                qCDebug(lcQuality) << "step" << i << "reading" << m.score
                                   << ComponentText::describe(s.model.interactions.at(m.interaction), &s.model) << "on"
                                   << s.model.screens.at(screen).name;
            }
        }
        if (report.canceled)
            break;
        checked = i + 1;
    }
    return readings;
}

/*! \a step with \a part as its only object: one part of a step that names several, for the backend to read alone. */
S2RStep onePart(const S2RStep &step, const QString &part)
{
    S2RStep one = step;
    one.object = part;
    one.object2.clear();
    one.preposition.clear();
    return one;
}

/*! Whether \a part of \a step, as the step's only object, names interaction \a e: the backend maps it there. */
bool partNames(const StepSearch &s, const S2RStep &step, const QString &part, int e)
{
    return !s.backend.mapStep(onePart(step, part), s.model, { e }, s.canceled).isEmpty();
}

/*! The fields of a typing step's coordinated object ("label and secret", "description and 100 as amount") on the
 *  screen of its interaction \a via or typed into on the path right before it, each the best typing reading of one
 *  part; empty unless every part names one. */
QList<int> coordinatedFields(const StepSearch &s, const S2RStep &step, const Interaction &via,
                             const QList<int> &pathBefore)
{
    static const QRegularExpression coordination(u"\\s*(?:,|\\band\\b|&)\\s*"_qs);
    const QStringList parts = step.object.split(coordination, Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return {};
    QList<int> typing;
    for (int e : s.model.outgoing(via.sourceId) + pathBefore) {
        if (s.model.interactions.at(e).action == ActionType::Type && !typing.contains(e))
            typing.append(e);
    }
    QList<int> out;
    for (const QString &part : parts) {
        const QList<InteractionMatch> m = s.backend.mapStep(onePart(step, part), s.model, typing, s.canceled);
        if (m.isEmpty())
            return {};
        out.append(m.first().interaction);
    }
    return out;
}

/*! "Change X to Y", "sort by name", "set X with Y": a step naming two components, one in its object and one after a
 *  preposition that joins two parts of one intention ("from the menu" names where, and its opener stays a missing
 *  step). Whether \a e, a click on another component, is the other part of \a step mapped to \a v: one part names
 *  \a v and the other \a e. Options of one list share a resource-id; their texts differ. */
bool otherPartOf(const StepSearch &s, const S2RStep &step, int v, int e)
{
    const Interaction &via = s.model.interactions.at(v);
    const Interaction &other = s.model.interactions.at(e);
    if (step.object.isEmpty() || step.object2.isEmpty()
        || !FunctionWords::meansPrepositions().contains(step.preposition.toLower()) || other.action != ActionType::Click
        || !other.component || !via.component
        || (signature(other) == signature(via) && other.component->text == via.component->text
            && other.component->contentDescription == via.component->contentDescription))
        return false;
    return (partNames(s, step, step.object, v) && partNames(s, step, step.object2, e))
        || (partNames(s, step, step.object2, v) && partNames(s, step, step.object, e));
}

/*! Whether click \a opener opened another screen (a drop-down, a menu, a dialog) and click \a next is made on it. */
bool clickOnWhatItOpened(const Interaction &opener, const Interaction &next)
{
    return opener.action == ActionType::Click && next.action == ActionType::Click && opener.targetId != opener.sourceId
        && next.sourceId == opener.targetId;
}

/*! "Switch to Day 5 using the day dropdown": whether \a e, the path's interaction right before the click \a via of a
 *  step naming what it uses ("using", "via"), is a click that opened the screen \a via is on (the drop-down, the
 *  menu), so the step's first part, however the step words it. */
bool opensWhatIsUsed(const ExecutionModel &model, const S2RStep &step, const Interaction &via, int e)
{
    const QString preposition = step.preposition.toLower();
    return (preposition == u"using" || preposition == u"via") && !step.object2.isEmpty()
        && clickOnWhatItOpened(model.interactions.at(e), via);
}

/*! "Skip login (Skip → YES)", "set an alarm (10 minutes, OK)": sub-steps the reporter lists in parentheses, two or
 *  more joined by arrows, commas or "then". Whether one of them, read as a click, names \a e, a click. */
bool asideNames(const StepSearch &s, const S2RStep &step, int e)
{
    const Interaction &other = s.model.interactions.at(e);
    if (other.action != ActionType::Click || !other.component)
        return false;
    static const QRegularExpression aside(u"\\(([^()]*)\\)"_qs);
    static const QRegularExpression joint(u"\\s*(?:\u2192|->|=>|>|,|;|\\bthen\\b)\\s*"_qs);
    S2RStep click = step;
    click.action = ActionType::Click;
    for (auto it = aside.globalMatch(step.text); it.hasNext();) {
        const QStringList items = it.next().captured(1).split(joint, Qt::SkipEmptyParts);
        if (items.size() < 2)
            continue;
        for (const QString &item : items) {
            if (partNames(s, click, item.trimmed(), e))
                return true;
        }
    }
    return false;
}

/*! A mapped step found to take more than its one interaction: AS instead of CS, its other labels kept. */
void makeAmbiguous(StepAssessment &a)
{
    a.labels.removeAll(StepQuality::Correct);
    if (!a.labels.contains(StepQuality::Ambiguous))
        a.labels.prepend(StepQuality::Ambiguous);
}

/*! MS: the label, and the missing steps the message lists. */
void noteMissing(StepAssessment &a, StepFindings &f)
{
    if (a.missingBefore.isEmpty())
        return;
    a.labels.append(StepQuality::MissingSteps);
    f.missing = descriptionsOf(a.missingBefore);
}

/*! Messages name a screen as the reporter sees it ("the Accounts screen"), never by its recorded name. */
QString titleOf(const ExecutionModel &model, const QString &screenId)
{
    const Screen *screen = model.screen(screenId);
    return screen && screen->kind == Screen::Kind::Normal ? ComponentText::screenTitle(screen) : QString();
}

/*! The §III-D3 pass over the aligned steps, one step after the other: what it reads, and where it has got to. */
struct Labelling {
    const StepSearch &search;
    ScreenDistances &distance;
    const std::vector<std::vector<Reading>> &readings;
    const QList<int> &viaEdge; ///< per step, the interaction it maps to; -1 when none
    const QList<QList<int>> &matchedOf; ///< per mapped step, every interaction it describes on that screen
    const QSet<int> &inferred; ///< steps mapped by stepsOnWordlessInteractions()
    const QSet<int> &pagesInferred; ///< of those, the steps taking a sequence of pages
    QualityReport &report;
    std::vector<StepFindings> &found;
    /*! The report tells ConfidenceCosts::DetailedReportSteps steps or more (rotations aside): told step by step. */
    bool toldStepByStep = false;
    QString at; ///< where the steps so far left the app
    int lastMapped = -1; ///< the last step mapped to an interaction
    std::shared_ptr<const ModelWords> words = {}; ///< only VM messages need them: fetched at the first
};

/*! Whether \a e, a click, is the choice that mapped step \a k's setting verb ("change", "set") asks for: made on the
 *  screen the step's click opened, and going back to a screen of the activity the step started on. */
bool choosesOnOpened(const Labelling &l, int k, int e)
{
    const ExecutionModel &model = l.search.model;
    const Interaction &via = model.interactions.at(l.viaEdge[k]);
    const Interaction &choice = model.interactions.at(e);
    const QString verb = l.search.steps.at(k).verb.section(u' ', -1).toLower();
    if (verb.isEmpty() || !GuiVocabulary::settingVerbs().contains(Lexicon::instance().lemma(verb, Lexicon::Pos::Verb))
        || !clickOnWhatItOpened(via, choice))
        return false;
    const QString started = ComponentText::screenTitle(model.screen(via.sourceId));
    return !started.isEmpty() && ComponentText::screenTitle(model.screen(choice.targetId)) == started;
}

/*! Mapped step \a k takes \a e too, as its second part: AS, and its message names it. */
void takeSecondPart(Labelling &l, int k, int e)
{
    const Interaction &second = l.search.model.interactions.at(e);
    l.report.steps[k].mappedInteractionIds.append(second.id);
    makeAmbiguous(l.report.steps[k]);
    l.found[k].secondPart = ComponentText::describe(second, &l.search.model);
}

/*! The interactions at the front of \a gap, the path to step \a i, that the last mapped step takes as well (its
 *  second part, its repetitions, its further swipes): taken off \a gap and added to that step, so they are not
 *  called missing. */
void claimForPrevious(Labelling &l, int i, QList<int> &gap)
{
    if (l.lastMapped < 0)
        return;
    const ExecutionModel &model = l.search.model;
    const int last = l.lastMapped;
    const Interaction &lastVia = model.interactions.at(l.viaEdge[last]);
    StepAssessment &previous = l.report.steps[last];
    // "I change "Password / PIN" to "Android KeyStore". Press Next": the path's first interaction after a two-part
    // step, which its other part or a sub-step in its parentheses names, is that step's second part, not a missing
    // step. So is, after a setting verb on a component that opens a choice ("Change the theme", "set the basemap to
    // something else"), the path's first click on the screen the component opened, going back to a screen of its own.
    if (last == i - 1 && !gap.isEmpty() && previous.mappedInteractionIds.size() == 1
        && (otherPartOf(l.search, previous.step, l.viaEdge[last], gap.first())
            || asideNames(l.search, previous.step, gap.first()) || choosesOnOpened(l, last, gap.first())))
        takeSecondPart(l, last, gap.takeFirst());
    // "Tap Next twice": the same interactions the path takes right after a counted step (the next page's "Next"), up
    // to the count, are that step's, not missing steps.
    if (previous.step.repeats > 1 && !isSwipe(lastVia.action)) {
        const QString done = signature(lastVia);
        for (int more = previous.step.repeats - 1;
             more > 0 && !gap.isEmpty() && signature(model.interactions.at(gap.first())) == done; --more)
            previous.mappedInteractionIds.append(model.interactions.at(gap.takeFirst()).id);
    }
    // "Scroll down to the categories", "swipe through the tutorial": a swipe says where to go, not how many swipes it
    // takes. The same swipes that the path repeats right after it are that step's, not missing steps.
    if (isSwipe(lastVia.action)) {
        const ActionType swipe = lastVia.action;
        int repeats = 0;
        while (!gap.isEmpty() && model.interactions.at(gap.first()).action == swipe) {
            previous.mappedInteractionIds.append(model.interactions.at(gap.takeFirst()).id);
            ++repeats;
        }
        if (repeats > 0) {
            makeAmbiguous(previous);
            l.found[last].swipesAfter = repeats;
        }
    }
}

/*! The rest of \a gap, the path to step \a i since step \a lastMappedBefore: missing steps of step \a i, unless an
 *  unmapped step between them may stand for any of them. Which of them the reporter skipped cannot be told then, so
 *  none is claimed missing (but opening the app); the nearest such step names them, for the reporter to check its
 *  words against. */
void sortGap(Labelling &l, int i, int lastMappedBefore, const QList<int> &gap)
{
    const ExecutionModel &model = l.search.model;
    int unmappedBetween = -1;
    for (int k = i - 1; k > lastMappedBefore && unmappedBetween < 0; --k) {
        if (l.search.steps.at(k).action != ActionType::Rotate)
            unmappedBetween = k;
    }
    QStringList passedThrough;
    for (int e : gap) {
        const Interaction &m = model.interactions.at(e);
        if (unmappedBetween < 0 || m.action == ActionType::OpenApp)
            l.report.steps[i].missingBefore.append(missingFrom(model, m));
        else
            passedThrough.append(missingFrom(model, m).description);
    }
    // A wizard's pages take the same "Next" several times: the reporter reads each once, the count stays.
    const int taken = int(passedThrough.size());
    passedThrough.removeDuplicates();
    if (!passedThrough.isEmpty()) {
        l.found[unmappedBetween].passedThrough = passedThrough;
        l.found[unmappedBetween].passedThroughCount = taken;
    }
}

/*! The interactions mapped step \a i takes: \a via, the other components it describes on that screen, and the form
 *  fields it fills as well (typed into on the path \a gap before it, too, which are then no missing steps). One id
 *  per distinguishable component: the one on the path first. */
void collectComponents(Labelling &l, int i, const Interaction &via, const QList<int> &gap)
{
    const ExecutionModel &model = l.search.model;
    StepAssessment &a = l.report.steps[i];
    StepFindings &f = l.found[i];
    QStringList seen { signature(via) };
    a.mappedInteractionIds = { via.id };
    f.components = { componentPhrase(via, model) };
    for (int e : std::as_const(l.matchedOf[i])) {
        const Interaction &m = model.interactions.at(e);
        const QString sig = signature(m);
        if (seen.contains(sig))
            continue;
        seen.append(sig);
        a.mappedInteractionIds.append(m.id);
        f.components.append(componentPhrase(m, model));
    }
    f.screenTitle = titleOf(model, via.sourceId);
    // A field the step fills as well, once per distinguishable component.
    auto addField = [&](int e) {
        const Interaction &m = model.interactions.at(e);
        if (seen.contains(signature(m)))
            return;
        seen.append(signature(m));
        a.mappedInteractionIds.append(m.id);
        f.formFields.append(ComponentText::describe(m, &model));
    };
    if (a.mappedInteractionIds.size() == 1 && via.action == ActionType::Type) {
        // "Fill in label and secret": typing into each field the coordinated object names, on the same screen.
        for (int e : coordinatedFields(l.search, a.step, via, gap))
            addField(e);
        // A field the path types into before the step is one of its parts, not a missing step.
        if (!f.formFields.isEmpty()) {
            a.missingBefore.removeIf([&](const MissingInteraction &mi) {
                const Interaction *m = model.interaction(mi.interactionId);
                return m && seen.contains(signature(*m));
            });
        }
    }
    if (a.mappedInteractionIds.size() == 1) {
        for (int e : formFieldsOf(a.step, model, via.targetId))
            addField(e);
    }
}

/*! The label of a mapped step by what it takes (collectComponents()): AS for a form or several components, else CS,
 *  and the reading its message explains. */
void decideLabel(StepAssessment &a, StepFindings &f, bool inferred)
{
    if (!f.formFields.isEmpty()) {
        a.labels = { StepQuality::Ambiguous };
        f.reading = StepFindings::Reading::Form;
        // "Add a fillup with odometer 1000", "add a vehicle named "Civic"", "a transaction of 25 dollars" already say
        // what to enter.
        static const QRegularExpression given(u"\\d|[\"\u201c\u201d\u2018\u2019']\\w"_qs);
        f.valueGiven = !a.step.value.isEmpty() || a.step.object.contains(given) || a.step.object2.contains(given);
    } else if (a.mappedInteractionIds.size() > 1) {
        a.labels = { StepQuality::Ambiguous };
        f.reading = StepFindings::Reading::Components;
    } else if (inferred) {
        a.labels = { StepQuality::Correct };
        f.reading = StepFindings::Reading::Inferred;
    } else {
        a.labels = { StepQuality::Correct };
        f.reading = StepFindings::Reading::Matches;
    }
}

/*! How sure the mapping of step \a i to \a via is: the reading's own score, and another component elsewhere that the
 *  step describes as well, on a screen no further from \a before (where the steps before left the app). */
void weighConfidence(Labelling &l, int i, const Interaction &via, const QString &before)
{
    const ExecutionModel &model = l.search.model;
    StepAssessment &a = l.report.steps[i];
    StepFindings &f = l.found[i];
    a.confidence = l.inferred.contains(i) ? StepMatcher::Threshold : 0.0;
    QList<StepFindings::Rival> rivals;
    QStringList rivalSignatures { signature(via) };
    // Another copy of the same screen offers the same component: the reporter would read the same words twice.
    QStringList rivalsShown { ComponentText::describe(via, &model) + u'\n' + titleOf(model, via.sourceId) };
    for (const Reading &r : l.readings[i]) {
        if (r.interaction == l.viaEdge[i])
            a.confidence = std::max(a.confidence, r.score);
    }
    if (l.search.pinnedByStep.contains(i))
        a.confidence = 1.0;
    // A rival is one the path could have taken as easily: on a screen no further from the previous step.
    const std::vector<int> &reach = l.distance.from(screenIndex(model, before));
    const int viaDistance = reach[screenIndex(model, via.sourceId)];
    for (const Reading &r : l.readings[i]) {
        const Interaction &other = model.interactions.at(r.interaction);
        if (r.screen == screenIndex(model, via.sourceId) || reach[r.screen] < 0 || reach[r.screen] > viaDistance
            || r.score < a.confidence - ConfidenceCosts::CloseScores || rivalSignatures.contains(signature(other))
            || rivals.size() >= ConfidenceCosts::MaxRivals)
            continue;
        StepFindings::Rival rival { ComponentText::describe(other, &model), titleOf(model, other.sourceId) };
        const QString shown = rival.interaction + u'\n' + rival.screenTitle;
        if (rivalsShown.contains(shown))
            continue;
        rivalSignatures.append(signature(other));
        rivalsShown.append(shown);
        rivals.append(rival);
    }
    if (f.reading == StepFindings::Reading::Matches) {
        f.rivals = rivals;
        f.fewWordsMatch = rivals.isEmpty() && a.confidence < ConfidenceCosts::Sure;
    }
}

/*! Step \a i, mapped to an interaction: the path to it from where the steps before left the app, what of that path
 *  belongs to steps rather than being missing, its labels and its confidence. */
void labelMapped(Labelling &l, int i)
{
    const ExecutionModel &model = l.search.model;
    StepAssessment &a = l.report.steps[i];
    StepFindings &f = l.found[i];
    const Interaction &via = model.interactions.at(l.viaEdge[i]);
    f.outcome = StepFindings::Outcome::Mapped;
    f.interaction = ComponentText::describe(via, &model);
    const QString before = l.at;
    QList<int> gap = model.shortestPath(l.at, via.sourceId).value_or(QList<int> {});
    for (int e : std::as_const(gap))
        l.report.pathInteractionIds.append(model.interactions.at(e).id);
    claimForPrevious(l, i, gap);
    // "Swipe through the welcome tutorial" mapped to its last page's swipe: the same swipes the path takes right
    // before it are the step's too.
    QStringList swipesBefore;
    if (isSwipe(via.action)) {
        while (!gap.isEmpty() && model.interactions.at(gap.last()).action == via.action)
            swipesBefore.prepend(model.interactions.at(gap.takeLast()).id);
    }
    // "Finish the intro with a password": the pages before the step's own interaction, on screens of the same
    // activity, are the step's too (AS), not missing steps.
    QStringList pagesBefore;
    if (swipesBefore.isEmpty() && namesPageSequence(a.step)) {
        const QString activity = ComponentText::screenTitle(model.screen(via.sourceId));
        while (!activity.isEmpty() && !gap.isEmpty()) {
            const Interaction &e = model.interactions.at(gap.last());
            if (e.action == ActionType::OpenApp || ComponentText::screenTitle(model.screen(e.sourceId)) != activity)
                break;
            pagesBefore.prepend(model.interactions.at(gap.takeLast()).id);
        }
    }
    const int lastMappedBefore = l.lastMapped;
    // "Changed "Forever" to "For a number of events"": the click right before the step's component, which its other
    // part names, is its first part, not a missing step.
    int firstPart = -1;
    if (swipesBefore.isEmpty() && pagesBefore.isEmpty() && !gap.isEmpty()
        && (otherPartOf(l.search, a.step, l.viaEdge[i], gap.last()) || opensWhatIsUsed(model, a.step, via, gap.last())))
        firstPart = gap.takeLast();
    l.lastMapped = i;
    sortGap(l, i, lastMappedBefore, gap);
    l.report.pathInteractionIds.append(via.id);
    l.at = via.targetId;
    a.screenId = via.sourceId;
    collectComponents(l, i, via, gap);
    decideLabel(a, f, l.inferred.contains(i));
    if (l.pagesInferred.contains(i))
        f.reading = StepFindings::Reading::Pages;
    weighConfidence(l, i, via, before);
    if (!swipesBefore.isEmpty()) {
        a.mappedInteractionIds = swipesBefore + a.mappedInteractionIds;
        a.labels = { StepQuality::Ambiguous };
        f.swipesBefore = int(swipesBefore.size());
    }
    if (!pagesBefore.isEmpty()) {
        a.mappedInteractionIds = pagesBefore + a.mappedInteractionIds;
        makeAmbiguous(a);
        // A wizard's "Next" is named once, as the pages are counted in the message.
        for (const QString &id : std::as_const(pagesBefore)) {
            const QString page = ComponentText::describe(*model.interaction(id), &model);
            if (!f.pagesBefore.contains(page))
                f.pagesBefore.append(page);
        }
        f.pageCount = int(pagesBefore.size());
    }
    // "Tap Next twice", "press the plus three times": a step done more than once takes that many interactions.
    if (a.step.repeats > 1 && a.labels.contains(StepQuality::Correct)) {
        makeAmbiguous(a);
        f.repeats = a.step.repeats;
    }
    if (firstPart >= 0) {
        a.mappedInteractionIds.prepend(model.interactions.at(firstPart).id);
        makeAmbiguous(a);
        f.firstPart = ComponentText::describe(model.interactions.at(firstPart), &model);
    }
    // After a mapped step, a gap is evidence of missing steps only when this step's mapping is sure: when it rests on
    // few of its words, a wrong mapping explains the gap as well, and calling steps missing would add a second wrong
    // claim to the first. The interactions are still named, for the reporter to check.
    // So is a gap between the steps of a report told step by step (Labelling::toldStepByStep).
    if (lastMappedBefore >= 0 && (a.confidence < ConfidenceCosts::Sure || l.toldStepByStep)
        && !a.missingBefore.isEmpty() && !l.search.pinnedByStep.contains(i)) {
        f.unsuggested = descriptionsOf(a.missingBefore);
        f.unsuggestedAsToldStepByStep = a.confidence >= ConfidenceCosts::Sure;
        a.missingBefore.clear();
    }
    noteMissing(a, f);
}

/*! "… and switch EXPENSE to INCOME" as the last mapped step: no later step takes the path through its second part,
 *  so the click on the screen its first part leads to that the other part names is taken here (claimForPrevious()
 *  does it for the steps before). */
void takeSecondPartOfLast(Labelling &l)
{
    const int k = l.lastMapped;
    if (k < 0)
        return;
    const ExecutionModel &model = l.search.model;
    StepAssessment &a = l.report.steps[k];
    if (a.mappedInteractionIds.size() != 1)
        return;
    const Interaction &via = model.interactions.at(l.viaEdge[k]);
    for (int e : model.outgoing(via.targetId)) {
        if (otherPartOf(l.search, a.step, l.viaEdge[k], e)) {
            l.report.pathInteractionIds.append(model.interactions.at(e).id);
            takeSecondPart(l, k, e);
            return;
        }
    }
}

/*! §III-D3 for step \a i: not checked (the search stopped before it), a rotation (no label), VM with the facts that
 *  say why, or mapped (labelMapped()). */
void labelStep(Labelling &l, int i)
{
    StepAssessment &a = l.report.steps[i];
    StepFindings &f = l.found[i];
    if (l.report.uncheckedFrom >= 0 && i >= l.report.uncheckedFrom) {
        a.labels.clear();
        f.outcome = StepFindings::Outcome::Unchecked;
        f.canceled = l.report.canceled;
        return;
    }
    if (l.viaEdge[i] < 0 && a.step.action == ActionType::Rotate) {
        // Execution models record no rotations (AstroBR discards these steps): no label, as no check was made.
        a.labels.clear();
        f.outcome = StepFindings::Outcome::Rotation;
        return;
    }
    if (l.viaEdge[i] < 0) {
        a.labels = { StepQuality::VocabularyMismatch };
        f.outcome = StepFindings::Outcome::Unmapped;
        if (!l.words)
            l.words = modelWords(l.search.model);
        findMismatch(f, a.step, l.search.model, *l.words);
        f.firstStep = i == 0;
        // A reading the alignment did not take because the path to it is long ("Go to Settings" behind a first-run
        // wizard): the reporter learns where the words are and how far, not that no screen shows them.
        const ExecutionModel &model = l.search.model;
        const std::vector<int> &reach = l.distance.from(screenIndex(model, l.at));
        int nearest = -1;
        for (const Reading &r : l.readings[i]) {
            if (reach[r.screen] > 0 && (nearest < 0 || reach[r.screen] < reach[nearest]))
                nearest = r.screen;
        }
        if (nearest >= 0) {
            f.fartherScreen = ComponentText::screenTitle(&model.screens.at(nearest));
            f.fartherDistance = reach[nearest];
        }
        return;
    }
    labelMapped(l, i);
}

} // namespace

QualityAssessor::QualityAssessor(LanguageBackend &backend)
    : m_backend(backend)
{
}

QString QualityAssessor::acceptedKey(const QString &text)
{
    QString key = text.simplified().toCaseFolded();
    if (key.endsWith(u'.'))
        key.chop(1);
    return key;
}

QString QualityAssessor::pinKey(const S2RStep &step)
{
    QStringList parts { enumName(step.action) };
    parts += contentWords(step.object);
    parts += contentWords(step.object2);
    return parts.join(u' ');
}

QualityReport QualityAssessor::assess(const QString &reportText, const ExecutionModel &model, const Options &options,
                                      const CancelCheck &canceled)
{
    return assessSentences(splitReport(reportText), reportText, model, options, canceled);
}

QualityReport QualityAssessor::assessSentences(const QList<Sentence> &sentences, const QString &reportText,
                                               const ExecutionModel &model, const Options &options,
                                               const CancelCheck &canceled)
{
    QElapsedTimer timer;
    timer.start();
    const int callsBefore = m_backend.calls();
    QualityReport report;
    report.appVersion = model.appVersion;
    report.backend = m_backend.name();
    // A pasted dump is no list of steps: a sentence of thousands of characters (one with no full stop), or the
    // sentences past the first thousand, are not read, so that the analysis of any report ends within seconds.
    QList<Sentence> readable;
    QList<qsizetype> readAt; // where each readable sentence is in \a sentences
    int skipped = 0;
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        const Sentence &s = sentences.at(i);
        if (s.isTitle || s.isCode
            || (s.text.size() <= Options::MaxSentenceLength && readable.size() < Options::MaxSentences)) {
            readable.append(s);
            readAt.append(i);
        } else {
            ++skipped;
        }
    }
    const QList<Sentence> identified = m_backend.identifyS2R(readable, canceled);
    report.sentences = sentences;
    for (Sentence &s : report.sentences)
        s.isS2R = false;
    for (qsizetype k = 0; k < identified.size() && k < readAt.size(); ++k)
        report.sentences[readAt.at(k)] = identified.at(k);
    if (canceled && canceled()) {
        report.canceled = true;
        return report;
    }
    QList<Sentence> s2r;
    for (const Sentence &s : std::as_const(report.sentences)) {
        if (s.isS2R && !s.isTitle && !s.isCode)
            s2r.append(s);
    }
    // A label holding "and" that the extraction split ("Click Save and Exit") is one step where the app
    // shows it on one component; "Open Mileage Tracker" opens the app where the app is called so.
    const QList<S2RStep> steps = StepExtractor::markAppOpenings(
        StepExtractor::rejoinLabels(m_backend.extractSteps(s2r, reportText, canceled), model), model);
    if (canceled && canceled()) {
        report.canceled = true;
        return report;
    }
    QualityReport traversal = assessSteps(steps, model, options, canceled);
    traversal.sentences = report.sentences;
    traversal.truncated = traversal.truncated || skipped > 0;
    traversal.unreadSentences = skipped;
    traversal.analyzerCalls = m_backend.calls() - callsBefore;
    traversal.backend = m_backend.reportedName(); // an LLM that answered nothing did not check this report
    traversal.elapsedMs = timer.elapsed();
    return traversal;
}

QualityReport QualityAssessor::assessSteps(const QList<S2RStep> &reported, const ExecutionModel &model,
                                           const Options &options, const CancelCheck &canceled)
{
    // "Open the menu and tap Export": the second step picks an entry of the menu the first one opens.
    QList<S2RStep> steps = reported;
    for (qsizetype i = 1; i < steps.size(); ++i)
        steps[i].afterMenuOpening = StepMatcher::openedMenu(steps.at(i - 1)) != StepMatcher::MenuKind::None;
    QElapsedTimer timer;
    timer.start();
    const int callsBefore = m_backend.calls();
    QualityReport report;
    report.appVersion = model.appVersion;
    report.backend = m_backend.name();
    for (const S2RStep &s : steps) {
        StepAssessment a;
        a.step = s;
        report.steps.append(a);
    }
    const int n = steps.size();
    // What the search finds for each step; QualityMessages words it once the search is done.
    std::vector<StepFindings> found(n);
    for (int i = 0; i < n; ++i)
        found[i].step = steps.at(i).text.isEmpty() ? steps.at(i).bracketForm() : steps.at(i).text;
    const Screen *startScreen = model.screen(model.startScreenId());
    if (!startScreen) {
        for (int i = 0; i < n; ++i) {
            report.steps[i].labels = { StepQuality::VocabularyMismatch };
            found[i].outcome = StepFindings::Outcome::NoStartState;
            found[i].appVersion = model.appVersion;
            report.steps[i].message = QualityMessages::message(found[i]);
        }
        report.elapsedMs = timer.elapsed();
        return report;
    }
    const int start = static_cast<int>(startScreen - model.screens.data());
    StepSearch search { .steps = steps,
                        .model = model,
                        .backend = m_backend,
                        .canceled = canceled,
                        .start = start,
                        .targetOf = targetsOf(model),
                        .pinnedByStep = pinnedSteps(steps, options) };
    search.placeOf = namedPlaces(search);
    search.recentApps.reserve(model.screens.size());
    for (const Screen &screen : model.screens)
        search.recentApps.push_back(ComponentText::isRecentApps(&screen));

    // Every step's readings on every screen, then the best alignment of the whole report with the model
    // (AstroBR §III-D2 as a Viterbi search instead of a depth-first one): a path of screens in which each step
    // either maps to one of its readings, paying for the interactions no step describes on the way there, or is
    // left unmapped (VM) where it stands. A wrong early reading no longer sends the later steps below it: the
    // path that fits the whole report best wins.
    ScreenDistances distance(model, search.targetOf);
    int expansions = 0;
    int checked = 0; // steps whose readings were all looked for
    const std::vector<std::vector<Reading>> readings
        = readingsOf(search, options.maxExpansions, report, checked, expansions);
    const std::vector<AlignedStep> aligned
        = alignSteps(steps, readings, checked, start, distance, search.targetOf, model);
    QList<int> viaEdge(n, -1);
    QList<QList<int>> matchedOf(n);
    for (int i = 0; i < checked; ++i) {
        viaEdge[i] = aligned[i].interaction;
        matchedOf[i] = aligned[i].sameScreen;
    }
    QSet<int> pagesInferred;
    const QSet<int> inferred = stepsOnWordlessInteractions(steps, viaEdge, checked, start, model, pagesInferred);

    // §III-D3: labels, and the shortest paths that fill the gaps between mapped steps (MS). The path
    // starts at the Start state, so "open app" is always part of it, written or not.
    if ((report.truncated || report.canceled) && checked < n)
        report.uncheckedFrom = checked;
    Labelling labelling { .search = search,
                          .distance = distance,
                          .readings = readings,
                          .viaEdge = viaEdge,
                          .matchedOf = matchedOf,
                          .inferred = inferred,
                          .pagesInferred = pagesInferred,
                          .report = report,
                          .found = found,
                          .toldStepByStep
                          = std::count_if(report.steps.cbegin(), report.steps.cend(),
                                          [&options](const StepAssessment &s) {
                                              return s.step.action != ActionType::Rotate
                                                  && !options.acceptedSteps.contains(acceptedKey(s.step.text));
                                          })
                              >= ConfidenceCosts::DetailedReportSteps,
                          .at = model.screens.at(start).id };
    for (int i = 0; i < n; ++i)
        labelStep(labelling, i);
    takeSecondPartOfLast(labelling);
    for (int i = 0; i < n; ++i)
        report.steps[i].message = QualityMessages::message(found[i]);
    report.analyzerCalls = m_backend.calls() - callsBefore;
    report.backend = m_backend.reportedName();
    report.elapsedMs = timer.elapsed();
    qCDebug(lcQuality) << "assessed" << n << "steps with" << expansions << "screens looked at," << report.analyzerCalls
                       << "analyzer calls";
    return report;
}

} // namespace StepWise
