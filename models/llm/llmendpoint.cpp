// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmendpoint.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QUrlQuery>

#include <algorithm>
#include <limits>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::LlmEndpoint)
};

const QList<std::pair<LlmProvider, QString>> &providerTable()
{
    static const QList<std::pair<LlmProvider, QString>> table {
        { LlmProvider::OpenAI, QStringLiteral("openai") },   { LlmProvider::AzureOpenAI, QStringLiteral("azure") },
        { LlmProvider::Ollama, QStringLiteral("ollama") },   { LlmProvider::LlamaCpp, QStringLiteral("llamacpp") },
        { LlmProvider::Vllm, QStringLiteral("vllm") },       { LlmProvider::LmStudio, QStringLiteral("lmstudio") },
        { LlmProvider::Generic, QStringLiteral("generic") },
    };
    return table;
}

// Appends \a tail to the base URL's path, dropping a trailing "/v1" the user may have typed.
QUrl withPath(const QUrl &base, const QString &tail)
{
    QUrl url = base;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    if (path.endsWith(u"/v1"))
        path.chop(3);
    url.setPath(path + tail);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}
} // namespace

QString providerId(LlmProvider provider)
{
    for (const auto &[p, id] : providerTable()) {
        if (p == provider)
            return id;
    }
    return QString();
}

bool providerFromId(const QString &id, LlmProvider *out)
{
    for (const auto &[p, name] : providerTable()) {
        if (name.compare(id.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = p;
            return true;
        }
    }
    return false;
}

QStringList providerIds()
{
    QStringList ids;
    for (const auto &entry : providerTable())
        ids.append(entry.second);
    return ids;
}

QString authStyleId(LlmAuthStyle style)
{
    switch (style) {
    case LlmAuthStyle::None:
        return QStringLiteral("none");
    case LlmAuthStyle::Bearer:
        return QStringLiteral("bearer");
    case LlmAuthStyle::ApiKeyHeader:
        return QStringLiteral("api-key");
    }
    return QString();
}

bool authStyleFromId(const QString &id, LlmAuthStyle *out)
{
    for (LlmAuthStyle s : { LlmAuthStyle::None, LlmAuthStyle::Bearer, LlmAuthStyle::ApiKeyHeader }) {
        if (authStyleId(s) == id.trimmed().toLower()) {
            *out = s;
            return true;
        }
    }
    return false;
}

LlmEndpoint LlmEndpoint::defaults(LlmProvider provider)
{
    LlmEndpoint e;
    e.provider = provider;
    switch (provider) {
    case LlmProvider::OpenAI:
        e.baseUrl = QUrl(QStringLiteral("https://api.openai.com"));
        e.auth = LlmAuthStyle::Bearer;
        break;
    case LlmProvider::AzureOpenAI:
        e.baseUrl = QUrl(QStringLiteral("https://RESOURCE.openai.azure.com"));
        e.auth = LlmAuthStyle::ApiKeyHeader;
        e.apiVersion = QStringLiteral("2024-06-01");
        break;
    case LlmProvider::Ollama:
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:11434"));
        break;
    case LlmProvider::LlamaCpp:
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8080"));
        break;
    case LlmProvider::Vllm:
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8000"));
        break;
    case LlmProvider::LmStudio:
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1234"));
        // LM Studio accepts only json_schema, not json_object.
        e.jsonResponseFormat = false;
        break;
    case LlmProvider::Generic:
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8080"));
        e.jsonResponseFormat = false;
        break;
    }
    return e;
}

QUrl LlmEndpoint::chatCompletionsUrl() const
{
    if (provider == LlmProvider::AzureOpenAI) {
        QUrl url = withPath(baseUrl,
                            u"/openai/deployments/"_qs + QString::fromLatin1(QUrl::toPercentEncoding(model))
                                + u"/chat/completions"_qs);
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("api-version"), apiVersion);
        url.setQuery(q);
        return url;
    }
    return withPath(baseUrl, QStringLiteral("/v1/chat/completions"));
}

QUrl LlmEndpoint::modelsUrl() const
{
    if (provider == LlmProvider::AzureOpenAI) {
        QUrl url = withPath(baseUrl, QStringLiteral("/openai/models"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("api-version"), apiVersion);
        url.setQuery(q);
        return url;
    }
    return withPath(baseUrl, QStringLiteral("/v1/models"));
}

bool LlmEndpoint::isLoopback() const
{
    return isLoopbackHost(baseUrl.host());
}

bool LlmEndpoint::isLoopbackHost(const QString &host)
{
    const QString h = host.toLower();
    if (h == u"localhost" || h.endsWith(u".localhost"))
        return true;
    QHostAddress address;
    return address.setAddress(h) && address.isLoopback();
}

int LlmEndpoint::totalDeadlineMs(int maxRetries, int maxDelayMs) const
{
    if (deadlineMs > 0)
        return deadlineMs;
    // A silent server then still gets every retry: the deadline only ends answers that trickle in.
    const qint64 retries = std::max(0, maxRetries);
    const qint64 ms = (retries + 1) * std::max(1, timeoutMs) + retries * std::max(0, maxDelayMs);
    return int(std::min<qint64>(std::numeric_limits<int>::max(), ms));
}

bool LlmEndpoint::sameOrigin(const QUrl &a, const QUrl &b)
{
    const auto defaultPort = [](const QUrl &u) { return u.port(u.scheme().toLower() == u"https" ? 443 : 80); };
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && defaultPort(a) == defaultPort(b);
}

LlmRedirect LlmEndpoint::redirect(const QUrl &target) const
{
    LlmRedirect r;
    const QString scheme = target.scheme().toLower();
    const QString shown = target.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    if (!target.isValid() || target.host().isEmpty() || (scheme != u"http" && scheme != u"https")) {
        r.refusal = Tr::tr("the target %1 is not an http or https URL").arg(shown);
        return r;
    }
    if (baseUrl.scheme().toLower() == u"https" && scheme == u"http") {
        r.refusal = Tr::tr("the target %1 is not encrypted (https to http)").arg(shown);
        return r;
    }
    if (localOnly && !isLoopbackHost(target.host())) {
        r.refusal = Tr::tr("local-only mode is on and %1 is not on this computer").arg(target.host());
        return r;
    }
    r.follow = true;
    r.sendKey = sameOrigin(target, baseUrl);
    return r;
}

QHostAddress LlmEndpoint::connectAddress(const QString &host, const QList<QHostAddress> &addresses, QString *why) const
{
    if (addresses.isEmpty()) {
        *why = Tr::tr("%1 did not resolve to any address").arg(host);
        return {};
    }
    if (localOnly) {
        for (const QHostAddress &a : addresses) {
            if (!a.isLoopback()) {
                //: %1 a host name, %2 an IP address
                *why = Tr::tr("local-only mode is on and %1 resolves to %2, which is not on this computer")
                           .arg(host, a.toString());
                return {};
            }
        }
    }
    why->clear();
    return addresses.first();
}

QString LlmEndpoint::validationError() const
{
    if (!baseUrl.isValid() || baseUrl.host().isEmpty())
        return Tr::tr("The LLM base URL \"%1\" is not a valid URL.").arg(baseUrl.toString());
    if (baseUrl.scheme() != u"http" && baseUrl.scheme() != u"https")
        return Tr::tr("The LLM base URL \"%1\" must start with http:// or https://.").arg(baseUrl.toString());
    if (model.trimmed().isEmpty()) {
        return provider == LlmProvider::AzureOpenAI ? Tr::tr("No Azure OpenAI deployment name is set.")
                                                    : Tr::tr("No LLM model name is set.");
    }
    if (provider == LlmProvider::AzureOpenAI && apiVersion.trimmed().isEmpty())
        return Tr::tr("Azure OpenAI needs an api-version (e.g. 2024-06-01).");
    if (localOnly && !isLoopback()) {
        return Tr::tr("Local-only mode is on, so the non-local endpoint %1 was not contacted.").arg(baseUrl.host());
    }
    return QString();
}

} // namespace StepWise
