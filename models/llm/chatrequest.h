// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmendpoint.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace StepWise {

/*! One chat message: role "system", "user" or "assistant". */
struct ChatMessage {
    QString role;
    QString content;
    bool operator==(const ChatMessage &) const = default;
};

/*!
 * A chat-completions request as StepWise sends it: greedy decoding (temperature 0) with a fixed
 * seed, so that reruns are as reproducible as the provider allows (AstroBR §IV: temperature 0).
 * Reproducibility proper comes from the response cache (llmcache.h).
 */
struct ChatRequest {
    QList<ChatMessage> messages;
    int maxTokens = 512; ///< completion budget; doubled once when the answer stops at "length"
    double temperature = 0;
    int seed = 7;
    bool wantJson = true; ///< ask for a JSON object (response_format) when the endpoint honours it
    QString promptVersion; ///< e.g. "identify/1"; part of the cache key, not sent

    /*! The request body as a JSON object for \a endpoint: model (not for Azure, whose deployment is
     *  in the URL), messages, temperature, seed, max_tokens, stream false, and response_format
     *  `{"type":"json_object"}` when wantJson and endpoint.jsonResponseFormat. */
    QJsonObject toJson(const LlmEndpoint &endpoint) const;
    /*! Exactly the bytes POSTed: compact JSON of toJson(). */
    QByteArray body(const LlmEndpoint &endpoint) const;
    /*! Hex SHA-256 over the canonical JSON of {provider, host, path, model, api version, prompt
     *  version, \a salt, body}. Never contains the API key. Used as the cache key. */
    QString cacheKey(const LlmEndpoint &endpoint, const QString &salt = QString()) const;
};

} // namespace StepWise
