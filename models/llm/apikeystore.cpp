// SPDX-License-Identifier: GPL-3.0-or-later
#include "apikeystore.h"

#include <qt6keychain/keychain.h>

namespace StepWise {

QString ApiKeyStore::account(const LlmEndpoint &endpoint)
{
    return u"llm/"_qs + providerId(endpoint.provider) + u'/' + endpoint.baseUrl.host().toLower();
}

QString ApiKeyStore::fromEnvironment()
{
    return qEnvironmentVariable(environmentVariable).trimmed();
}

void ApiKeyStore::read(const LlmEndpoint &endpoint, QObject *context,
                       std::function<void(const QString &, const QString &)> done)
{
    auto *job = new QKeychain::ReadPasswordJob(QLatin1String(service), context);
    job->setAutoDelete(true);
    job->setKey(account(endpoint));
    QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (read->error() == QKeychain::NoError)
            done(read->textData(), QString());
        else if (read->error() == QKeychain::EntryNotFound)
            done(QString(), QString());
        else
            done(QString(), read->errorString());
    });
    job->start();
}

void ApiKeyStore::write(const LlmEndpoint &endpoint, const QString &key, QObject *context,
                        std::function<void(const QString &)> done)
{
    QKeychain::Job *job = nullptr;
    if (key.isEmpty()) {
        job = new QKeychain::DeletePasswordJob(QLatin1String(service), context);
    } else {
        auto *w = new QKeychain::WritePasswordJob(QLatin1String(service), context);
        w->setTextData(key);
        job = w;
    }
    job->setAutoDelete(true);
    // Explicitly no insecure fallback: a key never lands in a plain file.
    job->setInsecureFallback(false);
    job->setKey(account(endpoint));
    QObject::connect(job, &QKeychain::Job::finished, context, [done](QKeychain::Job *j) {
        const bool ok = j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound;
        done(ok ? QString() : j->errorString());
    });
    job->start();
}

} // namespace StepWise
