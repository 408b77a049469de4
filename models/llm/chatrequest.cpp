// SPDX-License-Identifier: GPL-3.0-or-later
#include "chatrequest.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace StepWise {

QJsonObject ChatRequest::toJson(const LlmEndpoint &endpoint) const
{
    QJsonArray msgs;
    for (const ChatMessage &m : messages)
        msgs.append(QJsonObject { { QStringLiteral("role"), m.role }, { QStringLiteral("content"), m.content } });
    QJsonObject o {
        { QStringLiteral("messages"), msgs }, { QStringLiteral("temperature"), temperature },
        { QStringLiteral("seed"), seed },     { QStringLiteral("max_tokens"), maxTokens },
        { QStringLiteral("stream"), false },
    };
    if (endpoint.provider != LlmProvider::AzureOpenAI)
        o.insert(QStringLiteral("model"), endpoint.model);
    if (wantJson && endpoint.jsonResponseFormat)
        o.insert(QStringLiteral("response_format"),
                 QJsonObject { { QStringLiteral("type"), QStringLiteral("json_object") } });
    return o;
}

QByteArray ChatRequest::body(const LlmEndpoint &endpoint) const
{
    return QJsonDocument(toJson(endpoint)).toJson(QJsonDocument::Compact);
}

QString ChatRequest::cacheKey(const LlmEndpoint &endpoint, const QString &salt) const
{
    // QJsonObject keeps keys sorted, so the compact form is canonical.
    const QJsonObject key {
        { QStringLiteral("provider"), providerId(endpoint.provider) },
        { QStringLiteral("host"), endpoint.baseUrl.host().toLower() },
        { QStringLiteral("path"), endpoint.chatCompletionsUrl().path() },
        { QStringLiteral("model"), endpoint.model },
        { QStringLiteral("api_version"), endpoint.apiVersion },
        { QStringLiteral("prompt_version"), promptVersion },
        { QStringLiteral("salt"), salt },
        { QStringLiteral("body"), toJson(endpoint) },
    };
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(key).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            .toHex());
}

} // namespace StepWise
