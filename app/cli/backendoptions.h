// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/languagebackend.h"

#include <QCommandLineParser>
#include <QString>

#include <memory>
#include <optional>

namespace StepWise::Cli {

/*!
 * The language-backend flags shared by `assess` and `eval quality`:
 * `--backend offline|llm`, `--llm-url URL`, `--llm-model NAME`, `--llm-provider ID` (default:
 * guessed from the URL, see guessProvider()), `--llm-local-only`. Unset LLM values come from the
 * GUI's settings (QSettings group "llm"). The API key comes from STEPWISE_LLM_API_KEY only: the
 * CLI never waits for a desktop keychain.
 */
void addBackendOptions(QCommandLineParser &parser);

/*! The flags of addBackendOptions() as given: a flag not given is std::nullopt. */
struct BackendOptions {
    QString backend; ///< --backend NAME (default "offline")
    std::optional<QString> url; ///< --llm-url URL
    std::optional<QString> model; ///< --llm-model NAME
    std::optional<QString> provider; ///< --llm-provider ID
    std::optional<QString> timeoutMs; ///< --llm-timeout-ms MS, as given
    std::optional<QString> deadlineMs; ///< --llm-deadline-ms MS, as given
    bool localOnly = false; ///< --llm-local-only
};

/*! The flags of addBackendOptions() as \a parser parsed them. */
BackendOptions backendOptions(const QCommandLineParser &parser);

/*! The backend \a options ask for; nullptr with \a error set (naming the flag or endpoint)
 *  when they are inconsistent, e.g. an unknown backend or provider, or no model for --backend llm. */
std::unique_ptr<LanguageBackend> backendFromOptions(const BackendOptions &options, QString *error);

/*! Provider id for a base URL: api.openai.com → openai, *.openai.azure.com → azure, port 11434 →
 *  ollama, 1234 → lmstudio, 8000 → vllm, 8080 → llamacpp, anything else → generic. */
QString guessProvider(const QUrl &url);

} // namespace StepWise::Cli
