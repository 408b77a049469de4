// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graphstore.h"

#include <QSqlDatabase>

#include <memory>

class QSqlError;

namespace StepWise {

/*!
 * A GraphStore in an SQL database reached through Qt SQL: the tables, the rows and the transactions that
 * SqliteGraphStore (a file) and PgGraphStore (a PostgreSQL server shared by a team) have in common. The two
 * differ only in how they connect, check and migrate the schema, and take locks.
 *
 * Schema: `app_version` 1—n `screen` 1—n `component`, `screen` 1—1 `screenshot` (PNG bytes), `interaction`
 * (source/target are screen rows), `screen` 1—n `rendering` (the same state on other devices: profile, XML,
 * PNG) and `app_version` 1—n `recording` (digests of the traces merged in). Deleting an app version cascades.
 * The statements of migrations() are written once, in SQLite's dialect; PgGraphStore translates the few
 * type names that differ.
 *
 * Transactions: load() reads one snapshot (beginRead()), save() and merge() write in one transaction that
 * excludes other writers of the same app version (beginWrite()), so a reader never sees a half-written
 * model and two merges into one model never lose each other's rows.
 *
 * Errors: as GraphStore; messages start with the store's location (the file, or the URL without password).
 * Threading: the connection belongs to the thread that called open(); use one instance per thread.
 */
class SqlGraphStore : public GraphStore
{
public:
    ~SqlGraphStore() override;
    SqlGraphStore(const SqlGraphStore &) = delete;
    SqlGraphStore &operator=(const SqlGraphStore &) = delete;

    /*! How open() opens the store. */
    enum class Access {
        /*! For reading and writing (importing); creates the schema (a missing SQLite file) when there is none. */
        ReadWrite,
        /*! For reading only (listing, assessing, exporting): writes fail. A store of an older schema is
         *  migrated first, which writes. */
        ReadOnly,
    };

    /*! Connects, checks that the database is a StepWise store (or empty) and migrates its schema to
     *  schemaVersion(). \returns false and sets lastError() (what failed and what to do) otherwise; a
     *  database that is not recognised is never changed. */
    virtual bool open(Access access = Access::ReadWrite) = 0;
    bool isOpen() const { return m_open; }

    /*! The store behind \a location, not yet opened: a PgGraphStore for a `postgresql://` or `postgres://`
     *  URL (PgGraphStore::isUrl()), else a SqliteGraphStore for the file \a location. */
    static std::unique_ptr<SqlGraphStore> create(const QString &location, const QString &connectionName = {});

    /*! The file or URL as named in messages (a URL never holds a password). */
    QString location() const { return m_path; }
    QString connectionName() const { return m_connectionName; }
    /*! Schema version this build writes (the count of migrations()). */
    static int schemaVersion();
    /*! \a versions (app versions, e.g. from appVersions()) with those sharing more words of \a asked (a version
     *  not stored, e.g. "gnucash" or "1-de.delusions.measure-9"; words of 3 or more letters and digits, any case)
     *  first, else in their order: what a message lists after "holds no app version". */
    static QStringList versionsLike(QStringList versions, const QString &asked);

    QStringList appVersions() const override;
    /*! Reads in one snapshot (beginRead()): a model being written meanwhile is seen before or after, never half. */
    std::optional<ExecutionModel> load(const QString &appVersion) const override;
    bool save(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots) override;
    bool remove(const QString &appVersion) override;
    QByteArray screenshot(const QString &appVersion, const QString &screenId) const override;
    QList<ModelStats> stats() const override;
    QStringList outgoingInteractionIds(const QString &appVersion, const QString &screenId) const override;
    /*! Loads (without components or screenshots), merges and writes only the new and changed rows, in one
     *  transaction that holds the app version's write lock (beginWrite()) from the read to the commit. */
    bool merge(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
               const SameScreenCheck &sameScreen, MergeSummary *summary) override;
    QByteArray renderingScreenshot(const QString &appVersion, const QString &screenId,
                                   const QString &deviceProfile) const override;
    QHash<QString, QString> recordingDigests() const override;
    QString lastError() const override { return m_error; }
    /*! Schema version stored in the open database, -1 when not open or unreadable. */
    virtual int storedSchemaVersion() const = 0;

protected:
    /*! \a location is the file or URL named in messages; \a connectionName the Qt SQL connection's (unique). */
    SqlGraphStore(const QString &location, const QString &connectionName);

    /*! Schema migrations, in SQLite's dialect: entry k upgrades schema version k to k+1, inside one
     *  transaction. Append new entries; never edit a released one. */
    static const QList<QStringList> &migrations();
    QSqlDatabase database() const;

    /*! Starts the read-only transaction load() reads in; \returns false with the database's message in \a why. */
    virtual bool beginRead(QString *why) const;
    /*! Starts a write transaction that waits for, then excludes, every other writer of \a appVersion;
     *  \returns false with the database's message in \a why. */
    virtual bool beginWrite(const QString &appVersion, QString *why);
    /*! The database's message of \a e. */
    virtual QString sqlError(const QSqlError &e) const;
    /*! Sets lastError() to \a what; \returns false. */
    virtual bool setError(const QString &what) const;
    virtual void clearError() const;

    QString m_path; ///< the file or URL, as named in messages
    QString m_connectionName;
    bool m_open = false;
    mutable QString m_error;

private:
    /*! What merge() found stored before merging: rows to update instead of rewriting. */
    struct StoredBase {
        qint64 versionRow = -1;
        QList<Screen> screens; ///< as loaded (without components), in stored order
        QList<double> weights; ///< interaction weights, in stored order
        int recordings = 0;
        QHash<QString, qint64> screenRows; ///< screen id → row
    };

    std::optional<ExecutionModel> loadModel(const QString &appVersion, bool withComponents) const;
    bool validate(const ExecutionModel &model) const;
    /*! Writes \a model: all of it (replacing the version) without \a base, else only what changed since \a base. */
    bool saveRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
                  const StoredBase *base = nullptr);
    bool updateRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots, const StoredBase &base);
};

} // namespace StepWise
