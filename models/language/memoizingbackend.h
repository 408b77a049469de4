// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "languagebackend.h"

#include <QHash>

#include <memory>

namespace StepWise {

/*! A digest of everything in a model that the language tasks may read (screens with their components,
 *  interactions with their components and ends): models with equal digests give equal answers. Two chained
 *  64-bit qHash()es of the content, not an address, so a model loaded again at the same address after an
 *  import is told apart. */
struct ModelDigest {
    size_t a = 0;
    size_t b = 0;
    friend bool operator==(const ModelDigest &x, const ModelDigest &y) { return x.a == y.a && x.b == y.b; }
    friend bool operator!=(const ModelDigest &x, const ModelDigest &y) { return !(x == y); }
};
ModelDigest modelDigest(const ExecutionModel &model);

/*!
 * A LanguageBackend that remembers the mapStep() answers of another (AstroBR §III-D1), for the live analysis:
 * after an edit the assessment asks again for every step on every screen, and all but the edited step are as
 * before. An edit inside step k so costs the matching of step k (and of the steps whose text changed) on every
 * screen; the other steps' answers are looked up. identifyS2R() and extractSteps() are passed through.
 *
 * Answers are kept per model content (modelDigest()): the digest is worked out once per assessment of text (at
 * prepare() before it, else at the first mapStep() after its identifyS2R()) and whenever the model's address changes;
 * another model forgets all answers and is prepare()d. A step is known by all its fields except where it stands
 * (S2RStep::sentenceId, offset, length), which the wrapped backend's matching must not read: a step keeps its answers
 * when text is typed before it. An answer given while \a canceled fired is not kept. Memory is bounded: once more than
 * MaxSteps steps are remembered, an assessment's start forgets the steps the previous assessment did not ask about.
 *
 * calls() counts every request, answered from memory or not, so QualityReport::analyzerCalls is what the
 * wrapped backend alone would report. Not thread-safe, like the backends it wraps.
 */
class MemoizingBackend : public LanguageBackend
{
public:
    /*! Steps remembered before an assessment's start forgets the unused ones: a report's steps and the
     *  intermediate forms of the one being typed, many times over. */
    static constexpr qsizetype MaxSteps = 512;

    explicit MemoizingBackend(std::unique_ptr<LanguageBackend> backend);

    QString name() const override { return m_backend->name(); }
    QString reportedName() const override { return m_backend->reportedName(); }
    QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled = {}) override;
    QList<S2RStep> extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                const CancelCheck &canceled = {}) override;
    QList<InteractionMatch> mapStep(const S2RStep &step, const ExecutionModel &model, const QList<int> &candidates,
                                    const CancelCheck &canceled = {}) override;
    int calls() const override { return m_calls; }
    /*! Checks which model the answers are about, as mapStep() does, for the assessment that the next identifyS2R()
     *  starts: the wrapped backend is prepare()d for a model other than the last one. */
    void prepare(const ExecutionModel &model) override { useModel(model, m_assessment + 1); }

    /*! The wrapped backend. */
    LanguageBackend &backend() { return *m_backend; }
    /*! mapStep() requests answered from memory so far. */
    int hits() const { return m_hits; }

private:
    struct StepAnswers {
        QHash<QList<int>, QList<InteractionMatch>> byCandidates;
        quint64 lastAsked = 0; ///< m_assessment when last asked
    };
    /*! Makes the answers those about \a model, checked by its digest for \a assessment (once per assessment). */
    void useModel(const ExecutionModel &model, quint64 assessment);

    std::unique_ptr<LanguageBackend> m_backend;
    QHash<QString, StepAnswers> m_answers; ///< step key → answers per candidate list
    const ExecutionModel *m_model = nullptr;
    ModelDigest m_digest;
    quint64 m_assessment = 0; ///< assessments of text started (identifyS2R() calls)
    quint64 m_verifiedFor = 0; ///< the assessment for which m_digest was last checked
    int m_calls = 0;
    int m_hits = 0;
};

} // namespace StepWise
