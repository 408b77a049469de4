// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chatrequest.h"
#include "language/languagebackend.h"
#include "llmcall.h"
#include "llmendpoint.h"

#include <QByteArray>
#include <QList>
#include <QThread>

#include <memory>

namespace StepWise {

class LlmTransport;

/*! When and how long LlmClient waits before retrying (timeouts, 429, 5xx only). */
struct LlmRetryPolicy {
    int maxRetries = 2;
    int baseDelayMs = 500; ///< first backoff; doubled per retry
    int maxDelayMs = 20000; ///< cap, also for a long Retry-After
};

/*!
 * Client for `POST {base}/v1/chat/completions` on OpenAI, Azure OpenAI, Ollama, llama.cpp server,
 * vLLM, LM Studio and other compatible servers (as DrKonqi's `apijob.cpp` talks to Bugzilla).
 *
 * Threading, and why: LanguageBackend is synchronous and runs on the analysis worker thread, but
 * a nested event loop there would re-enter the worker's slots. So the client owns a dedicated network
 * thread with its own event loop; a QObject living there (LlmTransport) owns the thread's single
 * QNetworkAccessManager and does all asynchronous work: sending, transfer timeouts, retries with
 * QTimer::singleShot backoff, aborts, the keychain read. send() returns at once with a shared
 * LlmCall. The worker blocks in complete(), which waits on the call's condition variable in 50 ms
 * slices and polls the caller's CancelCheck in between, so a text change aborts the reply within
 * 50 ms and the superseded request is never retried. GUI code (Test connection) uses send()/
 * listModels() plus LlmCall::onFinished() and never blocks. The worker's own thread has no event
 * loop requirement at all.
 *
 * Errors: 429 (except `insufficient_quota`), 5xx and timeouts are retried at most LlmRetryPolicy::
 * maxRetries times, waiting max(Retry-After, base·2^n) ms; other 4xx never. The API's error object
 * in the body is preferred over Qt's error text. An answer cut off by `finish_reason: "length"` is
 * retried once with twice the max_tokens, then reported as LlmError::Truncated.
 *
 * Bounds: a request (all its attempts) ends after LlmEndpoint::totalDeadlineMs() even when data keeps
 * trickling in, and an answer longer than LlmEndpoint::maxAnswerBytes is aborted while it arrives (Content-Length
 * or bytes read), so memory stays bounded.
 *
 * Redirects are never followed by Qt: each is decided by LlmEndpoint::redirect(). In local-only mode none leaves
 * loopback, no proxy is used, and a host name is resolved first and the connection made to that address, checked
 * to be loopback (LlmEndpoint::connectAddress()). At most 5 redirects are followed; a POST only on
 * 307/308 (301/302/303 would drop its body).
 *
 * The API key is held in memory only and sent as `Authorization: Bearer` or Azure's `api-key`
 * header, only to the endpoint's own origin (scheme, host, port), never after a redirect to another;
 * it never appears in logs, previews or cache keys.
 */
class LlmClient
{
public:
    explicit LlmClient(const LlmEndpoint &endpoint, const LlmRetryPolicy &retry = LlmRetryPolicy());
    /*! Cancels everything in flight and joins the network thread. */
    ~LlmClient();
    LlmClient(const LlmClient &) = delete;
    LlmClient &operator=(const LlmClient &) = delete;

    const LlmEndpoint &endpoint() const { return m_endpoint; }

    /*! Uses \a key (memory only). An empty key sends no auth header. */
    void setApiKey(const QString &key);
    /*! Reads the key from the environment (STEPWISE_LLM_API_KEY) or else, asynchronously on the
     *  network thread, from the keychain; requests sent meanwhile wait for the read to finish. A
     *  keychain error is logged (without the key) and requests go out without a key. */
    void loadApiKey();

    /*! Starts \a request; refused at once (LlmError::Refused, nothing sent) when the endpoint fails
     *  validationError(), e.g. a non-loopback host in local-only mode. */
    std::shared_ptr<LlmCall> send(const ChatRequest &request);
    /*! GET the models list (Test connection); LlmResponse::content is the raw body. */
    std::shared_ptr<LlmCall> listModels();

    /*! Synchronous send() for worker threads (never call it on the network thread): waits for the
     *  answer, polling \a canceled every 50 ms; a cancel aborts the request and returns
     *  LlmError::Canceled. */
    LlmResponse complete(const ChatRequest &request, const CancelCheck &canceled = {});

    /*! Request headers as they would be sent, the key replaced by "***" (for the preview). */
    QList<std::pair<QByteArray, QByteArray>> previewHeaders() const;

private:
    std::shared_ptr<LlmCall> start(const QByteArray &verb, const QUrl &url, const QJsonObject &body, int maxTokens);

    LlmEndpoint m_endpoint;
    QThread m_thread;
    LlmTransport *m_transport = nullptr;
    bool m_hasKey = false;
};

} // namespace StepWise
