// SPDX-License-Identifier: GPL-3.0-or-later
#include "offlineanalyzer.h"

#include "componenttext.h"
#include "lexicon.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace StepWise {

OfflineAnalyzer::OfflineAnalyzer()
    : m_matcher(Lexicon::instance())
{
}

QString OfflineAnalyzer::name() const
{
    return QStringLiteral("offline");
}

QList<Sentence> OfflineAnalyzer::identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled)
{
    ++m_calls;
    if (canceled && canceled())
        return sentences;
    return m_classifier.classify(std::move(sentences));
}

QList<S2RStep> OfflineAnalyzer::extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                             const CancelCheck &canceled)
{
    ++m_calls;
    if (canceled && canceled())
        return {};
    return m_extractor.extract(s2rSentences, reportText);
}

QList<InteractionMatch> OfflineAnalyzer::mapStep(const S2RStep &step, const ExecutionModel &model,
                                                 const QList<int> &candidates, const CancelCheck &canceled)
{
    ++m_calls;
    // "One of the Fillup history": the list is named by what opens the rows' screen (the "History" tab), scored
    // as a click on "the Fillup history"; once per source screen, as all candidates usually share one.
    const QString list = StepMatcher::listOf(step);
    QHash<QString, double> listOpener;
    auto openerScore = [&](const QString &screenId) {
        const auto known = listOpener.constFind(screenId);
        if (known != listOpener.cend())
            return *known;
        S2RStep opener = step;
        opener.object = list;
        opener.preposition.clear();
        opener.object2.clear();
        opener.action = ActionType::Click;
        double best = 0;
        for (const Interaction &in : model.interactions) {
            if (in.targetId != screenId || in.sourceId == screenId || !in.component)
                continue;
            const Screen *from = model.screen(in.sourceId);
            best = std::max(best, m_matcher.score(opener, in, from ? from->name : QString()));
        }
        best = best >= StepMatcher::Threshold ? best : 0.0;
        listOpener.insert(screenId, best);
        return best;
    };
    QList<InteractionMatch> scored;
    QSet<int> listItems; // rows that map as items of the named list
    for (int index : candidates) {
        if (canceled && canceled())
            return {};
        if (index < 0 || index >= model.interactions.size())
            continue;
        const Interaction &e = model.interactions.at(index);
        const Screen *screen = model.screen(e.sourceId);
        MatchContext context;
        if (screen && e.component) {
            context.formLabel = ComponentText::formLabel(*e.component, *screen);
            context.drawer = ComponentText::inNavigationDrawer(*e.component, *screen);
            context.keyTouch = ComponentText::keyTouch(e, &model);
            if (!list.isEmpty() && (context.keyTouch == ComponentText::KeyTouch::ListRow || ComponentText::isListRow(e, model)))
                context.listOpener = openerScore(e.sourceId);
        }
        const double s = m_matcher.score(step, e, screen ? screen->name : QString(), context);
        if (s >= StepMatcher::Threshold) {
            scored.append(InteractionMatch{index, s});
            if (context.listOpener > 0)
                listItems.insert(index);
        }
    }
    if (scored.isEmpty())
        return {};
    // An item of the list is what "one of the Fillup history" names; a tab sharing a word with the list ("Fillup")
    // is not one.
    if (!listItems.isEmpty())
        scored.removeIf([&listItems](const InteractionMatch &m) { return !listItems.contains(m.interaction); });
    std::stable_sort(scored.begin(), scored.end(), [](const InteractionMatch &a, const InteractionMatch &b) {
        return a.score > b.score;
    });
    const double margin = m_matcher.isGenericObject(step) ? StepMatcher::GenericMargin : StepMatcher::Margin;
    const double floor = scored.first().score - margin;
    scored.erase(std::remove_if(scored.begin(), scored.end(), [floor](const InteractionMatch &m) { return m.score < floor; }),
                 scored.end());
    return scored;
}

} // namespace StepWise
