// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmcall.h"
#include "llmclient.h"
#include "llmendpoint.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace StepWise {

/*!
 * Internal to LlmClient: lives on the client's network thread and owns that thread's
 * QNetworkAccessManager. Every member function runs on the network thread.
 */
class LlmTransport : public QObject
{
    Q_OBJECT
public:
    LlmTransport(const LlmEndpoint &endpoint, const LlmRetryPolicy &retry);

    struct Job {
        std::shared_ptr<LlmCall> call;
        QByteArray verb;
        QUrl url; ///< where the request goes: the endpoint's URL, or the last redirect's target
        QJsonObject body; ///< empty for GET
        int maxTokens = 0;
        int retries = 0;
        int redirects = 0;
        bool sendKey = true; ///< false once a redirect left the endpoint's origin
        bool lengthRetried = false;
        bool abortedByUs = false; ///< our own abort(): not a timeout, never retried
        QPointer<QNetworkReply> reply;
        QByteArray received; ///< the current attempt's body so far, at most maxAnswerBytes
        QPointer<QTimer> deadline; ///< LlmEndpoint::totalDeadlineMs() from the first attempt on
        LlmResponse response; ///< accumulates usage and attempts
    };

    /*! Redirects followed per request at most (each one is decided by LlmEndpoint::redirect()). */
    static constexpr int MaxRedirects = 5;

    void setApiKey(const QString &key);
    void loadKeychain();
    void start(const std::shared_ptr<Job> &job);
    void cancel(const std::shared_ptr<Job> &job);
    /*! Finishes every job as canceled and drops the network manager (before the thread quits). */
    void shutdown();

    static QList<std::pair<QByteArray, QByteArray>> headers(const LlmEndpoint &endpoint, const QString &key);

private:
    void sendAttempt(const std::shared_ptr<Job> &job);
    /*! Sends to \a job's URL; with \a pinned (local-only mode, a host name) the connection goes to that checked
     *  address, the request still naming the host (Host header, TLS name check). */
    void post(const std::shared_ptr<Job> &job, const QHostAddress &pinned);
    void onReadyRead(const std::shared_ptr<Job> &job, QNetworkReply *reply);
    bool tooLarge(const std::shared_ptr<Job> &job, qint64 size);
    void onDeadline(const std::shared_ptr<Job> &job);
    void onRedirect(const std::shared_ptr<Job> &job, int status, const QUrl &target);
    QString hostName() const;
    int deadlineMs() const;
    void onFinished(const std::shared_ptr<Job> &job, QNetworkReply *reply);
    void retryOrFail(const std::shared_ptr<Job> &job, int retryAfterMs);
    void complete(const std::shared_ptr<Job> &job);

    LlmEndpoint m_endpoint;
    LlmRetryPolicy m_retry;
    QString m_key;
    bool m_keyLoading = false;
    int m_delayMs = 0; ///< STEPWISE_LLM_DELAY_MS, for manual testing of slow servers
    QNetworkAccessManager *m_nam = nullptr;
    QList<std::shared_ptr<Job>> m_waitingForKey;
    QList<std::shared_ptr<Job>> m_jobs;
};

} // namespace StepWise
