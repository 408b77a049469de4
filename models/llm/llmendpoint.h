// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace StepWise {

/*! The OpenAI-compatible servers StepWise knows the quirks of. */
enum class LlmProvider {
    OpenAI,
    AzureOpenAI,
    Ollama,
    LlamaCpp,
    Vllm,
    LmStudio,
    Generic, ///< any other server that speaks POST /v1/chat/completions
};

/*! How the API key travels. Azure uses an `api-key` header, everyone else `Authorization: Bearer`. */
enum class LlmAuthStyle {
    None,
    Bearer,
    ApiKeyHeader,
};

/*! Stable lower-case id used in settings and on the command line: "openai", "azure", "ollama",
 *  "llamacpp", "vllm", "lmstudio", "generic". */
QString providerId(LlmProvider provider);
/*! Inverse of providerId(); \returns false (and leaves \a out untouched) for an unknown id. */
bool providerFromId(const QString &id, LlmProvider *out);
/*! All provider ids, in enum order (for combo boxes and --help). */
QStringList providerIds();
/*! "none", "bearer", "api-key". */
QString authStyleId(LlmAuthStyle style);
bool authStyleFromId(const QString &id, LlmAuthStyle *out);

/*!
 * Where and how to reach one chat-completions endpoint. Value type; contains no secret (the API key
 * is held by LlmClient only, see apikeystore.h).
 */
struct LlmEndpoint {
    LlmProvider provider = LlmProvider::Ollama;
    /*! Server root, with or without a trailing "/v1", e.g. "http://127.0.0.1:11434". For Azure the
     *  resource URL "https://<resource>.openai.azure.com". */
    QUrl baseUrl;
    /*! Model name; for Azure the deployment name (it replaces `model` in the URL). */
    QString model;
    /*! Azure only: the `api-version` query value. */
    QString apiVersion;
    LlmAuthStyle auth = LlmAuthStyle::None;
    /*! Send `response_format: {"type":"json_object"}`. Off for servers that ignore or reject it
     *  (LM Studio accepts only json_schema); the expected shape is always in the prompt as well. */
    bool jsonResponseFormat = true;
    /*! Transfer timeout per request in ms (QNetworkRequest::setTransferTimeout): the request is
     *  aborted after this long without any data. */
    int timeoutMs = 60000;
    /*! Refuse any endpoint whose host is not loopback (127.0.0.0/8, ::1, "localhost"). */
    bool localOnly = false;

    /*! The provider's usual base URL, auth style and response_format support. */
    static LlmEndpoint defaults(LlmProvider provider);

    /*! POST target: `{base}/v1/chat/completions`, or for Azure
     *  `{base}/openai/deployments/<model>/chat/completions?api-version=<v>`. */
    QUrl chatCompletionsUrl() const;
    /*! GET target for "Test connection": `{base}/v1/models` (Azure: `{base}/openai/models?api-version=<v>`). */
    QUrl modelsUrl() const;
    /*! True when the base URL's host is a loopback name or address (no DNS lookup is made). */
    bool isLoopback() const;
    /*! Empty when usable; otherwise a translated message naming what is wrong (no URL, wrong scheme,
     *  no model/deployment, Azure without api-version, non-loopback host in local-only mode). */
    QString validationError() const;
};

} // namespace StepWise
