// SPDX-License-Identifier: GPL-3.0-or-later
#include "offlineanalyzer.h"

#include "componenttext.h"
#include "lexicon.h"

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
    QList<InteractionMatch> scored;
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
        }
        const double s = m_matcher.score(step, e, screen ? screen->name : QString(), context);
        if (s >= StepMatcher::Threshold)
            scored.append(InteractionMatch{index, s});
    }
    if (scored.isEmpty())
        return {};
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
