// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmtransport.h"

#include "apikeystore.h"
#include "llmlog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QTimer>

namespace StepWise {

Q_LOGGING_CATEGORY(lcLlm, "stepwise.llm", QtWarningMsg)

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::LlmClient)
};

// Retry-After in ms: OpenAI/Azure's "retry-after-ms", else RFC 9110 seconds or an HTTP date. -1 when absent.
int retryAfterMs(QNetworkReply *reply)
{
    bool ok = false;
    const int ms = reply->rawHeader("retry-after-ms").trimmed().toInt(&ok);
    if (ok && ms >= 0)
        return ms;
    const QByteArray value = reply->rawHeader("Retry-After").trimmed();
    if (value.isEmpty())
        return -1;
    const int seconds = value.toInt(&ok);
    if (ok && seconds >= 0)
        return seconds * 1000;
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(value), Qt::RFC2822Date);
    if (when.isValid())
        return int(std::max<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(when)));
    return -1;
}

struct ApiError {
    QString message;
    QString code; ///< error.code, else error.type
};

// Like DrKonqi's APIJob: the server's error object says more than the bare status.
ApiError apiError(const QJsonDocument &doc)
{
    ApiError e;
    const QJsonValue err = doc.object().value(u"error");
    if (err.isObject()) {
        const QJsonObject o = err.toObject();
        e.message = o.value(u"message").toString();
        e.code = o.value(u"code").isString() ? o.value(u"code").toString() : o.value(u"type").toString();
    } else if (err.isString()) {
        e.message = err.toString(); // Ollama, llama.cpp: {"error": "…"}
    }
    return e;
}
} // namespace

LlmTransport::LlmTransport(const LlmEndpoint &endpoint, const LlmRetryPolicy &retry)
    : m_endpoint(endpoint)
    , m_retry(retry)
    , m_delayMs(qEnvironmentVariableIntValue("STEPWISE_LLM_DELAY_MS"))
{
}

QList<std::pair<QByteArray, QByteArray>> LlmTransport::headers(const LlmEndpoint &endpoint, const QString &key)
{
    QList<std::pair<QByteArray, QByteArray>> h{
        {"Content-Type", "application/json"},
        {"Accept", "application/json"},
        {"User-Agent", "StepWise/" + QCoreApplication::applicationVersion().toLatin1() + " (bug-report assistant)"},
    };
    if (!key.isEmpty()) {
        if (endpoint.auth == LlmAuthStyle::Bearer)
            h.append({"Authorization", "Bearer " + key.toUtf8()});
        else if (endpoint.auth == LlmAuthStyle::ApiKeyHeader)
            h.append({"api-key", key.toUtf8()});
    }
    return h;
}

void LlmTransport::setApiKey(const QString &key)
{
    m_key = key;
}

void LlmTransport::loadKeychain()
{
    m_keyLoading = true;
    ApiKeyStore::read(m_endpoint, this, [this](const QString &key, const QString &error) {
        if (!error.isEmpty())
            qCWarning(lcLlm) << "keychain:" << error << "- sending requests without an API key";
        if (!key.isEmpty())
            m_key = key;
        m_keyLoading = false;
        const auto waiting = std::exchange(m_waitingForKey, {});
        for (const auto &job : waiting)
            start(job);
    });
}

void LlmTransport::start(const std::shared_ptr<Job> &job)
{
    if (job->call->isFinished())
        return;
    if (!m_nam) {
        m_nam = new QNetworkAccessManager(this);
        m_nam->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
    }
    if (m_keyLoading) {
        m_waitingForKey.append(job);
        return;
    }
    m_jobs.append(job);
    if (m_delayMs > 0)
        QTimer::singleShot(m_delayMs, this, [this, job] { sendAttempt(job); });
    else
        sendAttempt(job);
}

void LlmTransport::cancel(const std::shared_ptr<Job> &job)
{
    job->abortedByUs = true;
    if (job->reply)
        job->reply->abort();
    m_jobs.removeOne(job);
    m_waitingForKey.removeOne(job);
}

void LlmTransport::shutdown()
{
    const auto jobs = std::exchange(m_jobs, {}) + std::exchange(m_waitingForKey, {});
    for (const auto &job : jobs) {
        job->abortedByUs = true;
        if (job->reply)
            job->reply->abort();
        job->call->cancel();
    }
    delete m_nam;
    m_nam = nullptr;
}

void LlmTransport::sendAttempt(const std::shared_ptr<Job> &job)
{
    if (job->call->isFinished() || !m_nam)
        return;
    QNetworkRequest request(job->url);
    for (const auto &[name, value] : headers(m_endpoint, m_key))
        request.setRawHeader(name, value);
    request.setTransferTimeout(m_endpoint.timeoutMs);
    ++job->response.attempts;
    QNetworkReply *reply = nullptr;
    if (job->verb == "GET") {
        reply = m_nam->get(request);
    } else {
        QJsonObject body = job->body;
        body.insert(QStringLiteral("max_tokens"), job->maxTokens);
        reply = m_nam->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    job->reply = reply;
    qCDebug(lcLlm) << job->verb << job->url.toString(QUrl::RemoveQuery) << "attempt" << job->response.attempts;
    connect(reply, &QNetworkReply::finished, this, [this, job, reply] { onFinished(job, reply); });
}

void LlmTransport::onFinished(const std::shared_ptr<Job> &job, QNetworkReply *reply)
{
    reply->deleteLater();
    if (job->reply == reply)
        job->reply = nullptr;
    if (job->abortedByUs || job->call->isFinished()) {
        m_jobs.removeOne(job);
        return;
    }
    LlmResponse &r = job->response;
    const QByteArray data = reply->isOpen() ? reply->readAll() : QByteArray();
    r.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    const ApiError api = apiError(doc);
    // With the port when the URL gives one: several local servers (Ollama, llama.cpp, vLLM) share 127.0.0.1.
    const QString host = m_endpoint.baseUrl.port() > 0 ? QStringLiteral("%1:%2").arg(m_endpoint.baseUrl.host()).arg(m_endpoint.baseUrl.port())
                                                        : m_endpoint.baseUrl.host();
    const QNetworkReply::NetworkError netError = reply->error();

    // Qt 6.4 ends a transfer timeout with OperationCanceledError, newer Qt with TimeoutError; our own
    // aborts were handled above, so any cancel here is the timeout.
    if (netError == QNetworkReply::OperationCanceledError || netError == QNetworkReply::TimeoutError) {
        r.error = LlmError::Timeout;
        r.errorString = Tr::tr("The LLM endpoint %1 sent nothing for %2 ms.").arg(host).arg(m_endpoint.timeoutMs);
        retryOrFail(job, -1);
        return;
    }
    if (r.httpStatus == 429) {
        // An exhausted quota or spend limit does not heal by waiting.
        const bool quota = api.code == u"insufficient_quota";
        r.error = quota ? LlmError::QuotaExhausted : LlmError::RateLimited;
        r.errorString = Tr::tr("The LLM endpoint %1 refused the request (HTTP 429): %2")
                            .arg(host, api.message.isEmpty() ? reply->errorString() : api.message);
        if (quota)
            complete(job);
        else
            retryOrFail(job, retryAfterMs(reply));
        return;
    }
    if (r.httpStatus >= 500) {
        r.error = LlmError::Server;
        r.errorString = Tr::tr("The LLM endpoint %1 failed (HTTP %2): %3")
                            .arg(host)
                            .arg(r.httpStatus)
                            .arg(api.message.isEmpty() ? reply->errorString() : api.message);
        retryOrFail(job, retryAfterMs(reply));
        return;
    }
    if (r.httpStatus >= 400) {
        r.error = LlmError::Http;
        r.errorString = Tr::tr("The LLM endpoint %1 rejected the request (HTTP %2): %3")
                            .arg(host)
                            .arg(r.httpStatus)
                            .arg(api.message.isEmpty() ? reply->errorString() : api.message);
        complete(job);
        return;
    }
    if (netError != QNetworkReply::NoError) {
        r.error = LlmError::Network;
        r.errorString = Tr::tr("Could not talk to the LLM endpoint %1: %2").arg(host, reply->errorString());
        complete(job);
        return;
    }
    // Qt reports a connection closed mid-body as an error only when the close is seen as a socket error;
    // seen as a plain disconnect, the reply just finishes. So the announced length is checked here.
    const QVariant announced = reply->header(QNetworkRequest::ContentLengthHeader);
    const QByteArray encoding = reply->rawHeader("Content-Encoding");
    if (announced.isValid() && (encoding.isEmpty() || encoding == "identity") && data.size() < announced.toLongLong()) {
        r.error = LlmError::Network;
        r.errorString = Tr::tr("The LLM endpoint %1 closed the connection after %2 of %3 bytes of its answer.")
                            .arg(host)
                            .arg(data.size())
                            .arg(announced.toLongLong());
        complete(job);
        return;
    }
    if (job->verb == "GET") {
        r.content = QString::fromUtf8(data);
        r.error = LlmError::None;
        r.errorString.clear();
        complete(job);
        return;
    }

    const QJsonObject root = doc.object();
    const QJsonArray choices = root.value(u"choices").toArray();
    const QJsonValue content = choices.first().toObject().value(u"message").toObject().value(u"content");
    if (parseError.error != QJsonParseError::NoError || choices.isEmpty() || !content.isString()) {
        r.error = LlmError::BadResponse;
        r.errorString = parseError.error != QJsonParseError::NoError
            ? Tr::tr("The LLM endpoint %1 answered with invalid JSON at byte %2: %3")
                  .arg(host)
                  .arg(parseError.offset)
                  .arg(parseError.errorString())
            : Tr::tr("The LLM endpoint %1 answered without choices[0].message.content.").arg(host);
        complete(job);
        return;
    }
    const QJsonObject usage = root.value(u"usage").toObject();
    r.usage.promptTokens += usage.value(u"prompt_tokens").toInteger();
    r.usage.completionTokens += usage.value(u"completion_tokens").toInteger();
    r.content = content.toString();
    r.finishReason = choices.first().toObject().value(u"finish_reason").toString();
    r.model = root.value(u"model").toString();
    r.systemFingerprint = root.value(u"system_fingerprint").toString();
    if (r.finishReason == u"length") {
        if (!job->lengthRetried) {
            // One more try with room for the whole answer (ChatBR's finish_reason check).
            job->lengthRetried = true;
            job->maxTokens *= 2;
            qCInfo(lcLlm) << "answer cut at max_tokens; retrying with" << job->maxTokens;
            sendAttempt(job);
            return;
        }
        r.error = LlmError::Truncated;
        r.errorString = Tr::tr("The LLM answer from %1 was cut off at %2 tokens.").arg(host).arg(job->maxTokens);
        complete(job);
        return;
    }
    r.error = LlmError::None;
    r.errorString.clear();
    complete(job);
}

void LlmTransport::retryOrFail(const std::shared_ptr<Job> &job, int retryAfter)
{
    if (job->retries >= m_retry.maxRetries || job->call->isCanceled()) {
        complete(job);
        return;
    }
    const int backoff = m_retry.baseDelayMs << job->retries;
    const int delay = std::min(std::max(backoff, retryAfter), m_retry.maxDelayMs);
    ++job->retries;
    qCInfo(lcLlm) << "retry" << job->retries << "in" << delay << "ms after" << llmErrorName(job->response.error);
    QTimer::singleShot(delay, this, [this, job] {
        if (!job->call->isFinished())
            sendAttempt(job);
    });
}

void LlmTransport::complete(const std::shared_ptr<Job> &job)
{
    m_jobs.removeOne(job);
    if (!job->response.ok())
        qCWarning(lcLlm).noquote() << llmErrorName(job->response.error) << job->response.errorString;
    job->call->finish(job->response);
}

} // namespace StepWise
