// SPDX-License-Identifier: GPL-3.0-or-later
#include "backendconfig.h"

#include "apikeystore.h"
#include "language/offlineanalyzer.h"

#include <QCoreApplication>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::BackendConfig)
};

// Settings keys may not contain '/' inside a model name ("meta-llama/Llama-3-8B").
QString priceGroup(const QString &model)
{
    return u"llm/prices/"_qs + QString(model).replace(u'/', u'|');
}
} // namespace

QString BackendConfig::kindId(Kind kind)
{
    return kind == Kind::Llm ? QStringLiteral("llm") : QStringLiteral("offline");
}

bool BackendConfig::kindFromId(const QString &id, Kind *out)
{
    for (Kind k : { Kind::Offline, Kind::Llm }) {
        if (kindId(k) == id.trimmed().toLower()) {
            *out = k;
            return true;
        }
    }
    return false;
}

BackendConfig BackendConfig::load(QSettings &settings)
{
    BackendConfig c;
    settings.beginGroup(QStringLiteral("llm"));
    kindFromId(settings.value(QStringLiteral("backend")).toString(), &c.kind);
    LlmProvider provider = LlmProvider::Ollama;
    providerFromId(settings.value(QStringLiteral("provider")).toString(), &provider);
    c.endpoint = LlmEndpoint::defaults(provider);
    LlmEndpoint &e = c.endpoint;
    e.baseUrl = settings.value(QStringLiteral("baseUrl"), e.baseUrl).toUrl();
    e.model = settings.value(QStringLiteral("model"), e.model).toString();
    e.apiVersion = settings.value(QStringLiteral("apiVersion"), e.apiVersion).toString();
    authStyleFromId(settings.value(QStringLiteral("auth")).toString(), &e.auth);
    e.jsonResponseFormat = settings.value(QStringLiteral("jsonResponseFormat"), e.jsonResponseFormat).toBool();
    e.timeoutMs = settings.value(QStringLiteral("timeoutMs"), e.timeoutMs).toInt();
    e.deadlineMs = settings.value(QStringLiteral("deadlineMs"), e.deadlineMs).toInt();
    e.localOnly = settings.value(QStringLiteral("localOnly"), e.localOnly).toBool();
    c.options.redact = settings.value(QStringLiteral("redact"), c.options.redact).toBool();
    c.options.useCache = settings.value(QStringLiteral("useCache"), c.options.useCache).toBool();
    c.options.maxMapCallsPerReport
        = settings.value(QStringLiteral("maxMapCallsPerReport"), c.options.maxMapCallsPerReport).toInt();
    c.useKeychain = settings.value(QStringLiteral("useKeychain"), c.useKeychain).toBool();
    settings.endGroup();
    settings.beginGroup(priceGroup(e.model));
    c.options.promptPricePerMTok = settings.value(QStringLiteral("prompt"), -1.0).toDouble();
    c.options.completionPricePerMTok = settings.value(QStringLiteral("completion"), -1.0).toDouble();
    settings.endGroup();
    return c;
}

void BackendConfig::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("llm"));
    settings.setValue(QStringLiteral("backend"), kindId(kind));
    settings.setValue(QStringLiteral("provider"), providerId(endpoint.provider));
    settings.setValue(QStringLiteral("baseUrl"), endpoint.baseUrl);
    settings.setValue(QStringLiteral("model"), endpoint.model);
    settings.setValue(QStringLiteral("apiVersion"), endpoint.apiVersion);
    settings.setValue(QStringLiteral("auth"), authStyleId(endpoint.auth));
    settings.setValue(QStringLiteral("jsonResponseFormat"), endpoint.jsonResponseFormat);
    settings.setValue(QStringLiteral("timeoutMs"), endpoint.timeoutMs);
    settings.setValue(QStringLiteral("deadlineMs"), endpoint.deadlineMs);
    settings.setValue(QStringLiteral("localOnly"), endpoint.localOnly);
    settings.setValue(QStringLiteral("redact"), options.redact);
    settings.setValue(QStringLiteral("useCache"), options.useCache);
    settings.setValue(QStringLiteral("maxMapCallsPerReport"), options.maxMapCallsPerReport);
    settings.setValue(QStringLiteral("useKeychain"), useKeychain);
    settings.endGroup();
}

void BackendConfig::setPrice(QSettings &settings, const QString &model, double promptPerMTok, double completionPerMTok)
{
    settings.beginGroup(priceGroup(model));
    settings.setValue(QStringLiteral("prompt"), promptPerMTok);
    settings.setValue(QStringLiteral("completion"), completionPerMTok);
    settings.endGroup();
}

std::unique_ptr<LanguageBackend> createLanguageBackend(const BackendConfig &config, QString *error)
{
    if (config.kind == BackendConfig::Kind::Offline)
        return std::make_unique<OfflineAnalyzer>();
    const QString invalid = config.endpoint.validationError();
    if (!invalid.isEmpty()) {
        if (error)
            *error = invalid;
        return nullptr;
    }
    auto client = std::make_unique<LlmClient>(config.endpoint, config.retry);
    if (!config.apiKey.isEmpty())
        client->setApiKey(config.apiKey);
    else if (!ApiKeyStore::fromEnvironment().isEmpty() || config.useKeychain)
        client->loadApiKey();
    return std::make_unique<LlmBackend>(std::move(client), std::make_unique<OfflineAnalyzer>(), config.options);
}

QString backendUsageSummary(const LanguageBackend &backend)
{
    const auto *llm = dynamic_cast<const LlmBackend *>(&backend);
    if (!llm)
        return QString();
    const LlmUsage u = llm->reportUsage();
    QString text = Tr::tr("%1: %n LLM call(s)", nullptr, u.calls).arg(llm->name())
        + Tr::tr(", %n cached", nullptr, u.cacheHits) + Tr::tr(", %n decided offline", nullptr, u.preRanked)
        + Tr::tr(", %n fallback(s)", nullptr, u.fallbacks)
        + Tr::tr(", %1 prompt + %2 completion tokens").arg(u.tokens.promptTokens).arg(u.tokens.completionTokens)
        + (u.estimatedCostUsd >= 0 ? Tr::tr(", est. $%1").arg(u.estimatedCostUsd, 0, 'f', 4)
                                   : Tr::tr(", cost unknown (no price for this model)"));
    for (const QString &n : llm->notes())
        text += u"\n  " + n;
    return text;
}

} // namespace StepWise
