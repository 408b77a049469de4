// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmbackend.h"
#include "llmclient.h"
#include "llmendpoint.h"

#include <QSettings>
#include <QString>

#include <memory>

namespace StepWise {

/*!
 * Which LanguageBackend the CLI and the GUI use, and how to reach the LLM. Value type, copied into
 * analysis requests. Saved in QSettings group "llm" — except the API key, which is only ever held in
 * memory (from the keychain, STEPWISE_LLM_API_KEY or a test).
 */
struct BackendConfig {
    enum class Kind { Offline, Llm };

    Kind kind = Kind::Offline;
    LlmEndpoint endpoint = LlmEndpoint::defaults(LlmProvider::Ollama);
    LlmBackendOptions options;
    LlmRetryPolicy retry;
    QString apiKey; ///< memory only; empty = STEPWISE_LLM_API_KEY, else the keychain
    bool useKeychain = true;

    /*! "offline" / "llm". */
    static QString kindId(Kind kind);
    static bool kindFromId(const QString &id, Kind *out);

    /*! Reads group "llm" of \a settings (missing keys keep the defaults) and the price of the
     *  configured model from the price table "llm/prices/<model>/{prompt,completion}" (USD per
     *  million tokens). */
    static BackendConfig load(QSettings &settings);
    /*! Writes everything except the API key. */
    void save(QSettings &settings) const;
    /*! Stores the price of \a model in the table (USD per million tokens). */
    static void setPrice(QSettings &settings, const QString &model, double promptPerMTok, double completionPerMTok);
};

/*!
 * The factory the CLI and GUI use: an OfflineAnalyzer for Kind::Offline; for Kind::Llm an LlmBackend
 * over an LlmClient for config.endpoint, owning an OfflineAnalyzer as its fallback and pre-ranker.
 * \returns nullptr and sets \a error (naming the endpoint) when the LLM configuration is unusable:
 * no URL or model, Azure without api-version, or a non-loopback URL in local-only mode.
 */
std::unique_ptr<LanguageBackend> createLanguageBackend(const BackendConfig &config, QString *error = nullptr);

/*! One paragraph on what \a backend cost for the current report ("LLM fake-model: 7 calls, 2 cached,
 *  …, est. $0.0021"), followed by its fallback notes; empty for backends that are not LlmBackend. */
QString backendUsageSummary(const LanguageBackend &backend);

} // namespace StepWise
