// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/languagebackend.h"
#include "llmcache.h"
#include "llmclient.h"
#include "redactor.h"

#include <QHash>
#include <QStringList>

#include <functional>
#include <memory>

namespace StepWise {

/*! Tuning of LlmBackend; defaults meet the ≤ 10 calls per five-step report target. */
struct LlmBackendOptions {
    /*! mapStep: an offline match scoring at least this is taken without asking the LLM. */
    double confidentYes = 0.8;
    /*! mapStep: offline matches below this are ignored; no offline match at all means "no" without
     *  asking. Scores in [confidentNo, confidentYes) are uncertain and go to the LLM. */
    double confidentNo = 0.3;
    /*! LLM calls the mapping may spend per report (identifyS2R starts a report); afterwards the
     *  offline answer is used and a note says so. 2 + 8 = at most 10 calls without repairs. */
    int maxMapCallsPerReport = 8;
    /*! Interactions shown per screen prompt: the offline ranking's best first. */
    int maxCandidates = 12;
    bool redact = true;
    bool useCache = true;
    QString cachePath; ///< empty = LlmCache::defaultPath(); ":memory:" for tests
    int maxTokensIdentify = 256;
    int maxTokensExtract = 1024;
    int maxTokensMap = 64;
    /*! USD per million prompt / completion tokens for the model (settings' price table); negative =
     *  unknown, so no cost estimate is given. */
    double promptPricePerMTok = -1;
    double completionPricePerMTok = -1;
};

/*! What the LLM cost, for one report or in total. */
struct LlmUsage {
    int calls = 0; ///< chat requests that went over the network, repairs included
    int cacheHits = 0; ///< answers taken from the cache instead
    int preRanked = 0; ///< mapStep answers taken from the offline analyzer as confident, no call
    int fallbacks = 0; ///< steps that fell back to the offline analyzer after a failure or the budget
    int answered = 0; ///< tasks the LLM answered with a valid answer, over the network or from the cache
    TokenUsage tokens;
    double estimatedCostUsd = -1; ///< negative when no price is known

    LlmUsage &operator+=(const LlmUsage &o);
};

/*!
 * AstroBR's three LLM tasks (AstroBR §III-A S2R sentence identification, §III-B individual S2R
 * extraction, §III-D1 two-step screen mapping: "does this step map to an interaction of this screen?"
 * then "which ones?") over an OpenAI-compatible endpoint, with the zero-shot prompts of llmprompts.h.
 *
 * - Every answer is validated against its JSON shape; an invalid one gets exactly one repair request
 *   quoting the problem; when that fails too, or the request fails (timeout, quota, …), that task
 *   falls back to \a fallback (the OfflineAnalyzer) and a note says so (notes()).
 * - Cost: mapStep first asks \a fallback; confident offline answers (no match, or all matches ≥
 *   confidentYes) are used as is, only uncertain ones go to the LLM, with the candidates ranked by
 *   the offline scores, and at most maxMapCallsPerReport calls per report. All validated answers
 *   are cached persistently (LlmCache) under a hash of the complete request.
 * - Privacy: all text sent (sentences, steps, component labels) goes through a Redactor first; the
 *   placeholders in answers are restored in the returned steps.
 *
 * Synchronous, called on the analysis thread (see LlmClient for the threading); \a canceled is
 * polled every 50 ms while waiting, and a canceled task returns its input unchanged / no matches
 * without a fallback. Not thread-safe: one instance per analysis thread.
 */
class LlmBackend : public LanguageBackend
{
public:
    /*! \a fallback (may be null: then failures yield empty results) must outlive the backend unless
     *  passed as \a ownedFallback. */
    LlmBackend(std::unique_ptr<LlmClient> client, LanguageBackend *fallback, const LlmBackendOptions &options = {});
    LlmBackend(std::unique_ptr<LlmClient> client, std::unique_ptr<LanguageBackend> ownedFallback,
               const LlmBackendOptions &options = {});
    ~LlmBackend() override;

    QString name() const override;
    /*! name() when the LLM answered a task of the current report; "offline (llm:MODEL did not answer)" (the
     *  fallback's name) when every task fell back, as with an endpoint that is down, so an export does not claim
     *  the LLM checked the report. */
    QString reportedName() const override;
    /*! Also starts a new report for usage(), notes() and the redaction placeholders. */
    QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled = {}) override;
    QList<S2RStep> extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                const CancelCheck &canceled = {}) override;
    QList<InteractionMatch> mapStep(const S2RStep &step, const ExecutionModel &model, const QList<int> &candidates,
                                    const CancelCheck &canceled = {}) override;
    /*! LLM requests sent over the network so far (cache hits are free and not counted). */
    int calls() const override { return m_total.calls; }

    /*! Usage of the current report (since the last identifyS2R), and of the backend's lifetime. */
    LlmUsage reportUsage() const { return m_report; }
    LlmUsage totalUsage() const { return m_total; }
    /*! One line per reason of a fallback or budget event of the current report, naming the tasks it happened to,
     *  e.g. "S2R extraction: the LLM answer stayed invalid after one repair (…); used the offline analyzer", or
     *  "S2R identification, S2R extraction and 4 more tasks: Could not talk to …; used the offline analyzer". */
    QStringList notes() const;

    /*! Exactly what identifyS2R(\a sentences) would send first: the request line, the headers with
     *  the key shown as *** and the body, after redaction. Nothing is sent. */
    QString preview(const QList<Sentence> &sentences) const;
    /*! The same without a backend (settings dialog): \a withKey shows the auth header as ***. */
    static QString preview(const LlmEndpoint &endpoint, const LlmBackendOptions &options, bool withKey,
                           const QList<Sentence> &sentences);

    LlmClient &client() { return *m_client; }
    LlmCache &cache() { return m_cache; }

private:
    struct Answer {
        bool ok = false;
        bool canceled = false;
        QString content;
        QString problem; ///< why not ok
    };
    using Validator = std::function<QString(const QString &content)>;

    Answer ask(const QList<ChatMessage> &messages, const char *promptVersion, int maxTokens, const Validator &validate,
               const CancelCheck &canceled);
    LlmResponse send(const ChatRequest &request, const CancelCheck &canceled);
    void note(const QString &task, const QString &why, bool usedFallback);
    QString redact(const QString &text);
    QString interactionLine(const ExecutionModel &model, int index, int number);
    void addCost(LlmUsage &usage, const TokenUsage &tokens) const;

    std::unique_ptr<LlmClient> m_client;
    std::unique_ptr<LanguageBackend> m_ownedFallback;
    LanguageBackend *m_fallback = nullptr;
    LlmBackendOptions m_options;
    LlmCache m_cache;
    Redactor m_redactor;
    LlmUsage m_report;
    LlmUsage m_total;
    int m_reportMapCalls = 0;
    bool m_budgetNoted = false;
    QString m_unavailable; ///< why the endpoint is not asked again in this report (refused, quota, 4xx, down, timed out
                           ///< or 5xx after the retries)
    struct Note {
        QStringList tasks; ///< in the order they happened
        QString why; ///< the reason, with what was done instead
    };
    QList<Note> m_notes;
    QHash<QString, QList<InteractionMatch>> m_mapMemo; ///< per report: step + candidates → answer
};

} // namespace StepWise
