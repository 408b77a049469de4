// SPDX-License-Identifier: GPL-3.0-or-later
#include "memoizingbackend.h"

#include <cstring>
#include <vector>

namespace StepWise {

namespace {

/*! Everything of \a step but where it stands; fields separated by a character no report text holds. */
QString stepKey(const S2RStep &step)
{
    const QChar sep(0x1f);
    return QString::number(static_cast<int>(step.action)) + sep + step.text + sep + step.verb + sep + step.object + sep
        + step.preposition + sep + step.object2 + sep + step.value + sep + step.joiner + sep
        + (step.afterMenuOpening ? u'1' : u'0');
}

} // namespace

ModelDigest modelDigest(const ExecutionModel &model)
{
    // The content is serialised (each text after its length, so fields cannot run into each other) into a buffer
    // hashed per 32k characters with two seeds: two independent hashes. A qHash() per field and seed was a tenth
    // of an edit on a large model, which is digested at every assessment.
    ModelDigest d { 1, 2 };
    constexpr qsizetype Chunk = 1 << 15;
    std::vector<char16_t> buffer(Chunk + 4);
    qsizetype used = 0;
    const auto hash = [&d](QStringView part) {
        d.a = qHash(part, d.a);
        d.b = qHash(part, d.b);
    };
    const auto flush = [&] {
        hash(QStringView(buffer.data(), used));
        used = 0;
    };
    const auto addNumber = [&](qint64 n) {
        std::memcpy(buffer.data() + used, &n, sizeof n);
        used += sizeof n / sizeof(char16_t);
        if (used >= Chunk)
            flush();
    };
    const auto addText = [&](const QString &s) {
        addNumber(s.size());
        if (used + s.size() > Chunk) {
            flush();
            if (s.size() > Chunk) {
                hash(s);
                return;
            }
        }
        std::memcpy(buffer.data() + used, s.utf16(), static_cast<size_t>(s.size()) * sizeof(char16_t));
        used += s.size();
    };
    const auto addComponent = [&](const GuiComponent &c) {
        addText(c.className);
        addText(c.resourceId);
        addText(c.text);
        addText(c.contentDescription);
        addNumber(c.index);
        for (int n : { c.bounds.x(), c.bounds.y(), c.bounds.width(), c.bounds.height() })
            addNumber(n);
    };
    addText(model.appVersion);
    addText(model.packageName);
    addNumber(model.screens.size());
    for (const Screen &s : model.screens) {
        addText(s.id);
        addText(s.name);
        addNumber(static_cast<int>(s.kind));
        addNumber(s.components.size());
        for (const GuiComponent &c : s.components)
            addComponent(c);
    }
    addNumber(model.interactions.size());
    for (const Interaction &e : model.interactions) {
        addText(e.id);
        addText(e.sourceId);
        addText(e.targetId);
        addNumber(static_cast<int>(e.action));
        addText(e.typedText);
        addNumber(e.component ? 1 : 0);
        if (e.component)
            addComponent(*e.component);
    }
    flush();
    return d;
}

MemoizingBackend::MemoizingBackend(std::unique_ptr<LanguageBackend> backend)
    : m_backend(std::move(backend))
{
}

QList<Sentence> MemoizingBackend::identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled)
{
    ++m_calls;
    // A new assessment: the model may have changed in place (mapStep() checks), and the steps no longer asked
    // about may go.
    if (m_answers.size() > MaxSteps) {
        m_answers.removeIf(
            [this](QHash<QString, StepAnswers>::iterator it) { return it.value().lastAsked < m_assessment; });
    }
    ++m_assessment;
    return m_backend->identifyS2R(std::move(sentences), canceled);
}

QList<S2RStep> MemoizingBackend::extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                              const CancelCheck &canceled)
{
    ++m_calls;
    return m_backend->extractSteps(s2rSentences, reportText, canceled);
}

void MemoizingBackend::useModel(const ExecutionModel &model, quint64 assessment)
{
    if (&model == m_model && m_verifiedFor >= assessment)
        return;
    const ModelDigest digest = modelDigest(model);
    if (digest != m_digest || !m_model) {
        m_answers.clear();
        m_backend->prepare(model);
    }
    m_model = &model;
    m_digest = digest;
    m_verifiedFor = assessment;
}

QList<InteractionMatch> MemoizingBackend::mapStep(const S2RStep &step, const ExecutionModel &model,
                                                  const QList<int> &candidates, const CancelCheck &canceled)
{
    ++m_calls;
    useModel(model, m_assessment);
    StepAnswers &answers = m_answers[stepKey(step)];
    answers.lastAsked = m_assessment;
    if (const auto known = answers.byCandidates.constFind(candidates); known != answers.byCandidates.cend()) {
        ++m_hits;
        return *known;
    }
    QList<InteractionMatch> matches = m_backend->mapStep(step, model, candidates, canceled);
    if (!(canceled && canceled()))
        answers.byCandidates.insert(candidates, matches);
    return matches;
}

} // namespace StepWise
