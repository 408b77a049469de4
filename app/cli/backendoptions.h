// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/languagebackend.h"

#include <QCommandLineParser>
#include <QString>

#include <memory>

namespace StepWise::Cli {

/*!
 * The language-backend flags shared by `assess` and `eval quality`:
 * `--backend offline|llm`, `--llm-url URL`, `--llm-model NAME`, `--llm-provider ID` (default:
 * guessed from the URL, see guessProvider()), `--llm-local-only`. Unset LLM values come from the
 * GUI's settings (QSettings group "llm"). The API key comes from STEPWISE_LLM_API_KEY only: the
 * CLI never waits for a desktop keychain.
 */
void addBackendOptions(QCommandLineParser &parser);

/*! The backend the parsed flags ask for; nullptr with \a error set (naming the flag or endpoint)
 *  when they are inconsistent, e.g. an unknown backend or provider, or no model for --backend llm. */
std::unique_ptr<LanguageBackend> backendFromOptions(const QCommandLineParser &parser, QString *error);

/*! Provider id for a base URL: api.openai.com → openai, *.openai.azure.com → azure, port 11434 →
 *  ollama, 1234 → lmstudio, 8000 → vllm, 8080 → llamacpp, anything else → generic. */
QString guessProvider(const QUrl &url);

} // namespace StepWise::Cli
