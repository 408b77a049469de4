// SPDX-License-Identifier: GPL-3.0-or-later
#include "backendoptions.h"

#include "llm/apikeystore.h"
#include "llm/backendconfig.h"
#include "llm/llmendpoint.h"

#include <QSettings>

namespace StepWise::Cli {

namespace {
const QCommandLineOption &backendOption()
{
    static const QCommandLineOption o(QStringLiteral("backend"),
                                      QStringLiteral("Language backend: offline (default) or llm."),
                                      QStringLiteral("NAME"), QStringLiteral("offline"));
    return o;
}
const QCommandLineOption &urlOption()
{
    static const QCommandLineOption o(
        QStringLiteral("llm-url"),
        QStringLiteral("Base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434."), QStringLiteral("URL"));
    return o;
}
const QCommandLineOption &modelOption()
{
    static const QCommandLineOption o(QStringLiteral("llm-model"),
                                      QStringLiteral("Model name (Azure: deployment name)."), QStringLiteral("NAME"));
    return o;
}
const QCommandLineOption &providerOption()
{
    static const QCommandLineOption o(
        QStringLiteral("llm-provider"),
        QStringLiteral("One of %1 (default: guessed from the URL).").arg(providerIds().join(u", ")),
        QStringLiteral("ID"));
    return o;
}
const QCommandLineOption &timeoutOption()
{
    static const QCommandLineOption o(
        QStringLiteral("llm-timeout-ms"),
        QStringLiteral("Give up on an LLM request after this many ms without data (default: the settings', "
                       "else %1); a request that times out after its retries ends the LLM's use for the "
                       "report, which is then checked offline.")
            .arg(LlmEndpoint().timeoutMs),
        QStringLiteral("MS"));
    return o;
}
const QCommandLineOption &deadlineOption()
{
    static const QCommandLineOption o(
        QStringLiteral("llm-deadline-ms"),
        QStringLiteral("Give up on an LLM request (its retries and redirects included) after this many ms "
                       "in all, however steadily data arrives (default: the settings', else long enough "
                       "for every retry of a silent server: 3 × --llm-timeout-ms + 40 s)."),
        QStringLiteral("MS"));
    return o;
}
const QCommandLineOption &localOnlyOption()
{
    static const QCommandLineOption o(QStringLiteral("llm-local-only"),
                                      QStringLiteral("Refuse an LLM endpoint that is not on this computer."));
    return o;
}
} // namespace

QString guessProvider(const QUrl &url)
{
    const QString host = url.host().toLower();
    if (host == u"api.openai.com")
        return providerId(LlmProvider::OpenAI);
    if (host.endsWith(u".openai.azure.com"))
        return providerId(LlmProvider::AzureOpenAI);
    switch (url.port()) {
    case 11434:
        return providerId(LlmProvider::Ollama);
    case 1234:
        return providerId(LlmProvider::LmStudio);
    case 8000:
        return providerId(LlmProvider::Vllm);
    case 8080:
        return providerId(LlmProvider::LlamaCpp);
    default:
        return providerId(LlmProvider::Generic);
    }
}

void addBackendOptions(QCommandLineParser &parser)
{
    parser.addOptions({ backendOption(), urlOption(), modelOption(), providerOption(), timeoutOption(),
                        deadlineOption(), localOnlyOption() });
}

BackendOptions backendOptions(const QCommandLineParser &parser)
{
    const auto optional = [&parser](const QCommandLineOption &option) {
        return parser.isSet(option) ? std::optional<QString>(parser.value(option)) : std::nullopt;
    };
    BackendOptions o;
    o.backend = parser.value(backendOption());
    o.url = optional(urlOption());
    o.model = optional(modelOption());
    o.provider = optional(providerOption());
    o.timeoutMs = optional(timeoutOption());
    o.deadlineMs = optional(deadlineOption());
    o.localOnly = parser.isSet(localOnlyOption());
    return o;
}

std::unique_ptr<LanguageBackend> backendFromOptions(const BackendOptions &options, QString *error)
{
    QSettings settings;
    BackendConfig config = BackendConfig::load(settings);
    if (!BackendConfig::kindFromId(options.backend, &config.kind)) {
        *error = QStringLiteral("--backend must be offline or llm, not \"%1\"").arg(options.backend);
        return nullptr;
    }
    if (config.kind == BackendConfig::Kind::Llm) {
        const QString model = config.endpoint.model;
        if (options.url || options.provider) {
            const QUrl url = options.url ? QUrl::fromUserInput(*options.url) : config.endpoint.baseUrl;
            // Say what was typed: the URL Qt makes of "not a url" is empty, and naming that helps nobody.
            if (options.url && (!url.isValid() || url.host().isEmpty())) {
                *error = QStringLiteral(
                             "--llm-url \"%1\" is not a URL; give the server's base URL, e.g. http://127.0.0.1:11434")
                             .arg(*options.url);
                return nullptr;
            }
            const QString id = options.provider ? *options.provider : guessProvider(url);
            LlmProvider provider;
            if (!providerFromId(id, &provider)) {
                *error
                    = QStringLiteral("--llm-provider must be one of %1, not \"%2\"").arg(providerIds().join(u", "), id);
                return nullptr;
            }
            const bool localOnly = config.endpoint.localOnly;
            config.endpoint = LlmEndpoint::defaults(provider);
            config.endpoint.baseUrl = url;
            config.endpoint.model = model;
            config.endpoint.localOnly = localOnly;
        }
        if (options.model)
            config.endpoint.model = *options.model;
        if (options.localOnly)
            config.endpoint.localOnly = true;
        if (options.timeoutMs) {
            bool ok = false;
            const int ms = options.timeoutMs->toInt(&ok);
            if (!ok || ms < 1) {
                *error = QStringLiteral("--llm-timeout-ms must be a whole number of milliseconds ≥ 1, not \"%1\"")
                             .arg(*options.timeoutMs);
                return nullptr;
            }
            config.endpoint.timeoutMs = ms;
        }
        if (options.deadlineMs) {
            bool ok = false;
            const int ms = options.deadlineMs->toInt(&ok);
            if (!ok || ms < 1) {
                *error = QStringLiteral("--llm-deadline-ms must be a whole number of milliseconds ≥ 1, not \"%1\"")
                             .arg(*options.deadlineMs);
                return nullptr;
            }
            config.endpoint.deadlineMs = ms;
        }
        config.apiKey = ApiKeyStore::fromEnvironment();
        if (!config.apiKey.isEmpty() && config.endpoint.auth == LlmAuthStyle::None)
            config.endpoint.auth = LlmAuthStyle::Bearer;
        config.useKeychain = false;
        if (config.endpoint.model.isEmpty()) {
            *error = QStringLiteral("--backend llm needs --llm-model NAME (or a model in the settings)");
            return nullptr;
        }
    }
    QString why;
    std::unique_ptr<LanguageBackend> backend = createLanguageBackend(config, &why);
    if (!backend)
        *error = why;
    return backend;
}

} // namespace StepWise::Cli
