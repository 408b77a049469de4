// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmclient.h"

#include "apikeystore.h"
#include "llmtransport.h"

namespace StepWise {

QString llmErrorName(LlmError error)
{
    switch (error) {
    case LlmError::None:
        return QStringLiteral("ok");
    case LlmError::Refused:
        return QStringLiteral("refused");
    case LlmError::Network:
        return QStringLiteral("network");
    case LlmError::Timeout:
        return QStringLiteral("timeout");
    case LlmError::RateLimited:
        return QStringLiteral("rate-limited");
    case LlmError::QuotaExhausted:
        return QStringLiteral("quota-exhausted");
    case LlmError::Server:
        return QStringLiteral("server-error");
    case LlmError::Http:
        return QStringLiteral("http-error");
    case LlmError::BadResponse:
        return QStringLiteral("bad-response");
    case LlmError::Truncated:
        return QStringLiteral("truncated");
    case LlmError::Canceled:
        return QStringLiteral("canceled");
    }
    return QString();
}

LlmClient::LlmClient(const LlmEndpoint &endpoint, const LlmRetryPolicy &retry)
    : m_endpoint(endpoint)
{
    m_thread.setObjectName(QStringLiteral("llm-network"));
    m_transport = new LlmTransport(endpoint, retry);
    m_transport->moveToThread(&m_thread);
    m_thread.start();
}

LlmClient::~LlmClient()
{
    QMetaObject::invokeMethod(
        m_transport, [t = m_transport] { t->shutdown(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_transport;
}

void LlmClient::setApiKey(const QString &key)
{
    m_hasKey = !key.isEmpty();
    QMetaObject::invokeMethod(
        m_transport, [t = m_transport, key] { t->setApiKey(key); }, Qt::QueuedConnection);
}

void LlmClient::loadApiKey()
{
    const QString env = ApiKeyStore::fromEnvironment();
    if (!env.isEmpty()) {
        setApiKey(env);
        return;
    }
    if (m_endpoint.auth == LlmAuthStyle::None)
        return;
    m_hasKey = true;
    QMetaObject::invokeMethod(
        m_transport, [t = m_transport] { t->loadKeychain(); }, Qt::QueuedConnection);
}

std::shared_ptr<LlmCall> LlmClient::send(const ChatRequest &request)
{
    return start("POST", m_endpoint.chatCompletionsUrl(), request.toJson(m_endpoint), request.maxTokens);
}

std::shared_ptr<LlmCall> LlmClient::listModels()
{
    return start("GET", m_endpoint.modelsUrl(), QJsonObject(), 0);
}

std::shared_ptr<LlmCall> LlmClient::start(const QByteArray &verb, const QUrl &url, const QJsonObject &body,
                                          int maxTokens)
{
    auto call = std::make_shared<LlmCall>();
    const QString invalid = m_endpoint.validationError();
    if (!invalid.isEmpty()) {
        LlmResponse r;
        r.error = LlmError::Refused;
        r.errorString = invalid;
        call->finish(r);
        return call;
    }
    auto job = std::make_shared<LlmTransport::Job>();
    job->call = call;
    job->verb = verb;
    job->url = url;
    job->body = body;
    job->maxTokens = maxTokens;
    QPointer<LlmTransport> transport = m_transport;
    // A superseded request is aborted on the network thread and, being flagged, never retried.
    call->setCancelHook([transport, job] {
        if (transport)
            QMetaObject::invokeMethod(
                transport.data(), [transport, job] { transport->cancel(job); }, Qt::QueuedConnection);
    });
    QMetaObject::invokeMethod(
        m_transport, [t = m_transport, job] { t->start(job); }, Qt::QueuedConnection);
    return call;
}

LlmResponse LlmClient::complete(const ChatRequest &request, const CancelCheck &canceled)
{
    Q_ASSERT(QThread::currentThread() != &m_thread);
    const std::shared_ptr<LlmCall> call = send(request);
    while (!call->wait(50)) {
        if (canceled && canceled())
            call->cancel();
    }
    return call->result();
}

QList<std::pair<QByteArray, QByteArray>> LlmClient::previewHeaders() const
{
    return LlmTransport::headers(m_endpoint, m_hasKey ? QStringLiteral("***") : QString());
}

} // namespace StepWise
