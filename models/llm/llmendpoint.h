// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QList>
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

/*! Whether LlmClient follows one HTTP redirect, and whether the API key goes along. */
struct LlmRedirect {
    bool follow = false;
    bool sendKey = false; ///< only to the endpoint's own origin (scheme, host and port of baseUrl)
    QString refusal; ///< translated reason when !follow, naming the target
};

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
    /*! Total time in ms one request may take, all its attempts, retries and redirects included, however
     *  steadily data arrives; 0 means totalDeadlineMs()'s default. */
    int deadlineMs = 0;
    /*! Largest answer body accepted, in bytes; a longer one is aborted while it arrives. 16 MiB holds any
     *  chat completion StepWise asks for and the longest /v1/models lists. */
    qint64 maxAnswerBytes = 16 * 1024 * 1024;
    /*! Refuse any endpoint whose host is not loopback (127.0.0.0/8, ::1, "localhost"), follow no redirect
     *  off loopback, and connect only to a checked loopback address (see connectAddress()). */
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
    /*! True when \a host is "localhost", a name under ".localhost" or a loopback address literal. */
    static bool isLoopbackHost(const QString &host);
    /*! The deadline in ms: deadlineMs, or else the longest a silent server makes a request last with \a maxRetries
     *  retries waiting at most \a maxDelayMs each: (maxRetries + 1) × timeoutMs + maxRetries × maxDelayMs. */
    int totalDeadlineMs(int maxRetries, int maxDelayMs) const;
    /*! Decides, on the URLs alone (no lookup, no connection), a redirect to \a target: refused when
     *  \a target is not http(s), goes from https to http, or, in local-only mode, names a host that is
     *  not loopback. The key goes along only when \a target has baseUrl's origin. */
    LlmRedirect redirect(const QUrl &target) const;
    /*! The address to connect to for \a host, which resolved to \a addresses: in local-only mode the
     *  first one, when every one is loopback (Qt could use any), else a null address and \a why names
     *  \a host and the address that is not; otherwise the first one. */
    QHostAddress connectAddress(const QString &host, const QList<QHostAddress> &addresses, QString *why) const;
    /*! True when \a a and \b b have the same scheme, host and port (default ports filled in). */
    static bool sameOrigin(const QUrl &a, const QUrl &b);
    /*! Empty when usable; otherwise a translated message naming what is wrong (no URL, wrong scheme,
     *  no model/deployment, Azure without api-version, non-loopback host in local-only mode). */
    QString validationError() const;
};

} // namespace StepWise
