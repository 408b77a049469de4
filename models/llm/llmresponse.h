// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace StepWise {

/*! Why a request produced no usable answer. */
enum class LlmError {
    None,
    Refused, ///< not sent: invalid configuration, a non-loopback host in local-only mode, or a redirect not followed
    Network, ///< connection refused, host not found, connection closed mid-answer, TLS …
    Timeout, ///< no data for LlmEndpoint::timeoutMs (after the retries), or not done by LlmEndpoint::totalDeadlineMs()
    RateLimited, ///< HTTP 429 (after the retries)
    QuotaExhausted, ///< HTTP 429 with `insufficient_quota`: never retried
    Server, ///< HTTP 5xx (after the retries)
    Http, ///< any other HTTP error (401, 403, 404, 400 …): never retried
    BadResponse, ///< HTTP 200 but the body is not a chat-completion object, or it exceeds LlmEndpoint::maxAnswerBytes
    Truncated, ///< finish_reason "length" even after one retry with a larger max_tokens
    Canceled, ///< LlmCall::cancel() or the caller's CancelCheck
};

/*! Tokens as the server reported them in `usage`. */
struct TokenUsage {
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;

    qint64 total() const { return promptTokens + completionTokens; }
    TokenUsage &operator+=(const TokenUsage &o)
    {
        promptTokens += o.promptTokens;
        completionTokens += o.completionTokens;
        return *this;
    }
};

/*! The outcome of one LlmClient request (all its attempts). */
struct LlmResponse {
    LlmError error = LlmError::None;
    QString errorString; ///< the API's own error message when the body had one, else Qt's; names the endpoint
    int httpStatus = 0; ///< last HTTP status, 0 when none was received
    QString content; ///< choices[0].message.content (for GET /v1/models: the raw body)
    QString finishReason; ///< "stop", "length", …
    QString model; ///< model the server says it used
    QString systemFingerprint;
    TokenUsage usage; ///< summed over all attempts that returned usage
    int attempts = 0; ///< HTTP requests made (1 + retries + a length retry + redirects followed)

    bool ok() const { return error == LlmError::None; }
};

/*! "timeout", "rate-limited", … for logs and notes. */
QString llmErrorName(LlmError error);

} // namespace StepWise
