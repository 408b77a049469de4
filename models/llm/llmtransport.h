// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmcall.h"
#include "llmclient.h"
#include "llmendpoint.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>

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
        QUrl url;
        QJsonObject body; ///< empty for GET
        int maxTokens = 0;
        int retries = 0;
        bool lengthRetried = false;
        bool abortedByUs = false; ///< our own abort(): not a timeout, never retried
        QPointer<QNetworkReply> reply;
        LlmResponse response; ///< accumulates usage and attempts
    };

    void setApiKey(const QString &key);
    void loadKeychain();
    void start(const std::shared_ptr<Job> &job);
    void cancel(const std::shared_ptr<Job> &job);
    /*! Finishes every job as canceled and drops the network manager (before the thread quits). */
    void shutdown();

    static QList<std::pair<QByteArray, QByteArray>> headers(const LlmEndpoint &endpoint, const QString &key);

private:
    void sendAttempt(const std::shared_ptr<Job> &job);
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
