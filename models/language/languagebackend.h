// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "report.h"

#include <QList>
#include <QString>

#include <functional>

namespace StepWise {

/*! One interaction that a step maps to on a screen, with the backend's confidence in [0, 1]. */
struct InteractionMatch {
    int interaction = -1; ///< index into ExecutionModel::interactions
    double score = 0; ///< 1 = certain
};

/*! Returns true when the caller no longer wants the result (newer text, shutdown). */
using CancelCheck = std::function<bool()>;

/*!
 * The three language tasks that AstroBR gives to an LLM (AstroBR §III-A, §III-B, §III-D1).
 * Implemented offline (OfflineAnalyzer, the embedded default) and over an OpenAI-compatible
 * endpoint (LlmBackend). Calls are synchronous and made from the analysis thread; implementations
 * poll \a canceled between units of work and then return what they have.
 */
class LanguageBackend
{
public:
    virtual ~LanguageBackend() = default;

    /*! Short name for logs and reports, e.g. "offline" or "llm:gpt-4o". */
    virtual QString name() const = 0;
    /*! Who answered the current report's tasks, as a report names its checker: name(), unless a backend fell back
     *  to another for all of them (LlmBackend with its endpoint down: "offline (llm:gpt-4o did not answer)"). */
    virtual QString reportedName() const { return name(); }

    /*! §III-A: returns \a sentences with Sentence::isS2R set. Title and code sentences are never S2R. */
    virtual QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled = {}) = 0;

    /*! §III-B: individual steps of the S2R sentences in reading order, duplicates merged.
     *  \a reportText is the text the sentences' offsets refer to (for S2RStep::offset). */
    virtual QList<S2RStep> extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                        const CancelCheck &canceled = {})
        = 0;

    /*!
     * §III-D1: which of \a candidates (indexes into model.interactions, all leaving one screen)
     * does \a step describe? Empty when none. Several matches make the step ambiguous (AS).
     */
    virtual QList<InteractionMatch> mapStep(const S2RStep &step, const ExecutionModel &model,
                                            const QList<int> &candidates, const CancelCheck &canceled = {})
        = 0;

    /*! Loads what answering about \a model needs (dictionaries, what the backend knows of the model's words) before
     *  the first request, so that the first edit after opening a model does not wait for it. Changes no answer;
     *  the default does nothing. */
    virtual void prepare(const ExecutionModel &model) { Q_UNUSED(model) }

    /*! Number of mapStep/identify/extract requests made so far (the cost the benchmarks report). */
    virtual int calls() const = 0;
};

} // namespace StepWise
