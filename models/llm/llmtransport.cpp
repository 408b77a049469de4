// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmtransport.h"

#include "apikeystore.h"
#include "llmlog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkProxy>
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

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// "256 KiB", "16 MiB": as the limit was set.
QString sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat);
}

// host[:port] as the request names it, for the Host header of a pinned connection.
QByteArray hostHeader(const QUrl &url)
{
    QByteArray h = url.host(QUrl::FullyEncoded).toLatin1();
    if (url.port() > 0)
        h += ':' + QByteArray::number(url.port());
    return h;
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
    QList<std::pair<QByteArray, QByteArray>> h {
        { "Content-Type", "application/json" },
        { "Accept", "application/json" },
        { "User-Agent", "StepWise/" + QCoreApplication::applicationVersion().toLatin1() + " (bug-report assistant)" },
    };
    if (!key.isEmpty()) {
        if (endpoint.auth == LlmAuthStyle::Bearer)
            h.append({ "Authorization", "Bearer " + key.toUtf8() });
        else if (endpoint.auth == LlmAuthStyle::ApiKeyHeader)
            h.append({ "api-key", key.toUtf8() });
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
        // Every redirect is decided by onRedirect(): Qt's own policies would follow one off loopback in
        // local-only mode and could carry the key to another origin.
        m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
        // A proxy would be the machine the connection really goes to.
        if (m_endpoint.localOnly)
            m_nam->setProxy(QNetworkProxy::NoProxy);
    }
    if (m_keyLoading) {
        m_waitingForKey.append(job);
        return;
    }
    m_jobs.append(job);
    if (!job->deadline) {
        auto *timer = new QTimer(this);
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, [this, job] { onDeadline(job); });
        timer->start(deadlineMs());
        job->deadline = timer;
    }
    if (m_delayMs > 0)
        QTimer::singleShot(m_delayMs, this, [this, job] { sendAttempt(job); });
    else
        sendAttempt(job);
}

void LlmTransport::cancel(const std::shared_ptr<Job> &job)
{
    job->abortedByUs = true;
    if (job->deadline)
        job->deadline->deleteLater();
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
    job->received.clear();
    const QString host = job->url.host();
    if (m_endpoint.localOnly && QHostAddress(host).isNull()) {
        // A name: the connection goes to the address it resolves to now, checked to be loopback, not to
        // whatever a second lookup by Qt would return.
        QHostInfo::lookupHost(host, this, [this, job, host](const QHostInfo &info) {
            if (job->call->isFinished() || !m_nam)
                return;
            QString why;
            const QHostAddress address = m_endpoint.connectAddress(host, info.addresses(), &why);
            if (address.isNull()) {
                LlmResponse &r = job->response;
                r.error = info.error() == QHostInfo::NoError ? LlmError::Refused : LlmError::Network;
                r.errorString = info.error() == QHostInfo::NoError
                    ? Tr::tr("The LLM endpoint %1 was not contacted: %2.").arg(hostName(), why)
                    : Tr::tr("Could not talk to the LLM endpoint %1: %2").arg(hostName(), info.errorString());
                complete(job);
                return;
            }
            post(job, address);
        });
        return;
    }
    // An address literal needs no lookup: validationError() and redirect() checked it in local-only mode.
    post(job, QHostAddress());
}

void LlmTransport::post(const std::shared_ptr<Job> &job, const QHostAddress &pinned)
{
    QUrl target = job->url;
    QNetworkRequest request;
    if (!pinned.isNull()) {
        target.setHost(pinned.toString());
        request.setRawHeader("Host", hostHeader(job->url));
        request.setPeerVerifyName(job->url.host());
    }
    request.setUrl(target);
    for (const auto &[name, value] : headers(m_endpoint, job->sendKey ? m_key : QString()))
        request.setRawHeader(name, value);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
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
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, job, reply] {
        const QVariant announced = reply->header(QNetworkRequest::ContentLengthHeader);
        if (job->reply == reply && announced.isValid() && tooLarge(job, announced.toLongLong()))
            reply->abort();
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, job, reply] { onReadyRead(job, reply); });
    connect(reply, &QNetworkReply::finished, this, [this, job, reply] { onFinished(job, reply); });
}

void LlmTransport::onReadyRead(const std::shared_ptr<Job> &job, QNetworkReply *reply)
{
    if (job->reply != reply || job->call->isFinished())
        return;
    // Read as it arrives, so the cap bounds memory rather than Qt's buffer growing with the answer.
    job->received += reply->read(m_endpoint.maxAnswerBytes + 1 - job->received.size());
    if (tooLarge(job, job->received.size() + reply->bytesAvailable()))
        reply->abort();
}

bool LlmTransport::tooLarge(const std::shared_ptr<Job> &job, qint64 size)
{
    if (size <= m_endpoint.maxAnswerBytes || job->call->isFinished())
        return false;
    job->received.clear();
    LlmResponse &r = job->response;
    r.error = LlmError::BadResponse;
    r.content.clear();
    //: %1 the endpoint, %2 a size limit such as "16 MiB"
    r.errorString = Tr::tr("The LLM endpoint %1 sent an answer larger than %2; it was not read.")
                        .arg(hostName(), sizeText(m_endpoint.maxAnswerBytes));
    complete(job);
    return true;
}

void LlmTransport::onDeadline(const std::shared_ptr<Job> &job)
{
    if (job->call->isFinished())
        return;
    LlmResponse &r = job->response;
    r.error = LlmError::Timeout;
    r.errorString
        = Tr::tr("The LLM endpoint %1 did not finish answering within %2 ms.").arg(hostName()).arg(deadlineMs());
    complete(job);
    if (job->reply)
        job->reply->abort();
}

void LlmTransport::onRedirect(const std::shared_ptr<Job> &job, int status, const QUrl &target)
{
    LlmResponse &r = job->response;
    const QString shown = target.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    const LlmRedirect decision = m_endpoint.redirect(target);
    if (!decision.follow) {
        r.error = LlmError::Refused;
        //: %1 the endpoint, %2 the redirect's target URL, %3 why it was not followed
        r.errorString = Tr::tr("The LLM endpoint %1 redirected to %2, which was not followed: %3.")
                            .arg(hostName(), shown, decision.refusal);
        complete(job);
        return;
    }
    if (job->redirects >= MaxRedirects) {
        r.error = LlmError::Http;
        r.errorString = Tr::tr("The LLM endpoint %1 redirected more than %2 times (last to %3).")
                            .arg(hostName())
                            .arg(MaxRedirects)
                            .arg(shown);
        complete(job);
        return;
    }
    if (job->verb != "GET" && status != 307 && status != 308) {
        r.error = LlmError::Http;
        //: %1 the endpoint, %2 an HTTP status, %3 the URL it points to
        r.errorString
            = Tr::tr("The LLM endpoint %1 answered HTTP %2, moved to %3; a request moved so would arrive without its "
                     "body: set the LLM base URL to the new address.")
                  .arg(hostName())
                  .arg(status)
                  .arg(shown);
        complete(job);
        return;
    }
    ++job->redirects;
    job->url = target;
    job->sendKey = decision.sendKey;
    qCInfo(lcLlm) << "redirect" << status << "to" << shown << (decision.sendKey ? "with the key" : "without the key");
    sendAttempt(job);
}

int LlmTransport::deadlineMs() const
{
    return m_endpoint.totalDeadlineMs(m_retry.maxRetries, m_retry.maxDelayMs);
}

QString LlmTransport::hostName() const
{
    // With the port when the URL gives one: several local servers (Ollama, llama.cpp, vLLM) share 127.0.0.1.
    return m_endpoint.baseUrl.port() > 0
        ? QStringLiteral("%1:%2").arg(m_endpoint.baseUrl.host()).arg(m_endpoint.baseUrl.port())
        : m_endpoint.baseUrl.host();
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
    if (reply->isOpen())
        job->received += reply->read(m_endpoint.maxAnswerBytes + 1 - job->received.size());
    if (tooLarge(job, job->received.size()))
        return;
    const QByteArray data = std::exchange(job->received, {});
    r.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    const ApiError api = apiError(doc);
    const QString host = hostName();
    const QNetworkReply::NetworkError netError = reply->error();

    // Qt 6.4 ends a transfer timeout with OperationCanceledError, newer Qt with TimeoutError; our own
    // aborts were handled above, so any cancel here is the timeout.
    if (netError == QNetworkReply::OperationCanceledError || netError == QNetworkReply::TimeoutError) {
        r.error = LlmError::Timeout;
        r.errorString = Tr::tr("The LLM endpoint %1 sent nothing for %2 ms.").arg(host).arg(m_endpoint.timeoutMs);
        retryOrFail(job, -1);
        return;
    }
    if (isRedirect(r.httpStatus) && reply->attribute(QNetworkRequest::RedirectionTargetAttribute).isValid()) {
        onRedirect(job, r.httpStatus,
                   job->url.resolved(reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl()));
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
    if (job->deadline)
        job->deadline->deleteLater();
    // The caller tells the user (the report's backend notes, the settings dialog's test): on stderr only on request.
    if (!job->response.ok())
        qCInfo(lcLlm).noquote() << llmErrorName(job->response.error) << job->response.errorString;
    job->call->finish(job->response);
}

} // namespace StepWise
