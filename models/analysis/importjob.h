// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/modelimporter.h"

#include <QFuture>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>

namespace StepWise {

/*!
 * One import of execution models into the store at a path (SqlGraphStore::create(): an SQLite file or a
 * postgresql:// URL), off the GUI thread: ModelImporter on the thread pool, writing through a store connection
 * of its own ("import-<uuid>"), opened and closed on that thread (an SQL connection belongs to the thread that
 * opened it). One import at a time; cancel() stops it between inputs (models stored before stay). The destructor
 * cancels and waits, so nothing is half-written and no result reaches a deleted receiver.
 */
class ImportJob : public QObject
{
    Q_OBJECT
public:
    explicit ImportJob(const QString &databasePath, QObject *parent = nullptr);
    ~ImportJob() override;

    /*! Imports \a paths (files or folders, as ModelImporter::import() takes them). \returns false, doing
     *  nothing, while an import runs. */
    bool start(const QStringList &paths);
    /*! Asks the running import to stop; finished() follows with ImportResult::canceled. */
    void cancel();
    bool isRunning() const { return m_canceled != nullptr; }
    QString databasePath() const { return m_databasePath; }

Q_SIGNALS:
    /*! \a done of \a total inputs imported; \a current the one being read (empty between inputs). */
    void progress(int done, int total, const QString &current);
    /*! The import ended: what was stored, unchanged, failed. A store that cannot be opened is the one failure,
     *  keyed by databasePath(). */
    void finished(const StepWise::ImportResult &result);

private:
    QString m_databasePath;
    std::shared_ptr<std::atomic<bool>> m_canceled; ///< set while an import runs
    QFuture<ImportResult> m_import;
};

} // namespace StepWise
