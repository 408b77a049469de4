// SPDX-License-Identifier: GPL-3.0-or-later
#include "importjob.h"

#include "common/whenfinished.h"
#include "graph/sqlgraphstore.h"

#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace StepWise {

ImportJob::ImportJob(const QString &databasePath, QObject *parent)
    : QObject(parent)
    , m_databasePath(databasePath)
{
}

ImportJob::~ImportJob()
{
    cancel();
    m_import.waitForFinished();
}

bool ImportJob::start(const QStringList &paths)
{
    if (isRunning())
        return false;
    auto canceled = std::make_shared<std::atomic<bool>>(false);
    m_canceled = canceled;
    // Queued to this object: a progress report posted after it is gone is discarded with it.
    auto report = [this](int done, int total, const QString &current) {
        QMetaObject::invokeMethod(
            this, [this, done, total, current] { Q_EMIT progress(done, total, current); }, Qt::QueuedConnection);
    };
    m_import = QtConcurrent::run([db = m_databasePath, paths, canceled, report] {
        const std::unique_ptr<SqlGraphStore> store
            = SqlGraphStore::create(db, QStringLiteral("import-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
        ImportResult result;
        if (!store->open()) {
            result.failures << qMakePair(db, store->lastError());
            return result;
        }
        ModelImporter importer(store.get());
        return importer.import(paths, report, [canceled] { return canceled->load(); });
    });
    whenFinished(m_import, this, [this](const ImportResult &result) {
        m_canceled.reset();
        Q_EMIT finished(result);
    });
    return true;
}

void ImportJob::cancel()
{
    if (m_canceled)
        m_canceled->store(true);
}

} // namespace StepWise
