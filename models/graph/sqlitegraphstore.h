// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sqlgraphstore.h"

class QSqlQuery;

namespace StepWise {

/*!
 * GraphStore in an SQLite file (Qt's QSQLITE driver).
 *
 * Schema (version in `PRAGMA user_version`, migrated forward by open()):
 * `app_version` 1—n `screen` 1—n `component`, `screen` 1—1 `screenshot` (PNG BLOB), and
 * `interaction` (source/target are screen rows); since v2 `screen` 1—n `rendering` (the same state on
 * other devices: profile, XML, PNG) and `app_version` 1—n `recording` (digests of the traces merged
 * in). Deleting an app version cascades. Indexes serve
 * the traversal: out-edges by source screen, screens and interactions by app version. WAL journal,
 * so an importer may write while another thread's connection reads.
 *
 * Component bounds are NULL only when none were recorded (QRect()); zero-size bounds at a position (a touch
 * point, e.g. AstroBR's SystemUI keys) keep x and y with w = h = 0. Stores written before this kept NULL
 * for them too: the points are lost there, and importing the graphs again restores them.
 *
 * Writers take SQLite's write lock at the start of save() and merge() (`BEGIN IMMEDIATE`, waiting up to 5 s
 * for another writer), so two merges never lose each other's rows.
 *
 * Threading: the connection belongs to the thread that called open(); use one instance per thread.
 * The connection name is unique per instance (generated when empty) and removed by the destructor.
 */
class SqliteGraphStore : public SqlGraphStore
{
public:
    /*! \a databasePath is a file (created on open() when missing) or ":memory:". */
    explicit SqliteGraphStore(const QString &databasePath, const QString &connectionName = {});

    /*
     * How open() opens the file (SqlGraphStore::Access):
     * - ReadWrite (importing): a file that is read-only is refused (isWriteProtected()), and an existing store
     *   must pass SQLite's `PRAGMA quick_check` first, so that nothing is written into a damaged file
     *   (isCorrupt()). Creates a missing file.
     * - ReadOnly (listing, assessing, exporting): writes fail (`PRAGMA query_only`), no check runs, and a
     *   read-only file, folder or mount is opened in SQLite's read-only mode (immutable in a read-only folder,
     *   where SQLite cannot create its -shm file). Needs an existing file. A store of an older schema is opened
     *   ReadWrite instead, to migrate it.
     */

    /*!
     * Opens the database and migrates its schema to schemaVersion() (see Access). Never modifies a database it
     * does not recognise. \returns false and sets lastError() naming the file when QSQLITE is
     * missing, the file cannot be opened, is not an SQLite database ("… is not an SQLite database at all
     * (SQLite: file is not a database); …"; see isDamaged()), holds foreign tables, has a newer schema, or a migration
     * fails (the migration is rolled back); with Access::ReadWrite also when the file or its folder is read-only ("… is
     * read-only (no write permission for its folder, where SQLite keeps its journal); nothing was changed") or the
     * integrity check finds damage ("… is damaged (SQLite: integrity check: …); the file was left unchanged. …").
     */
    bool open(Access access = Access::ReadWrite) override;
    /*!
     * Undoes what open() did to the file system when nothing was stored: if the last open() created the
     * file (it did not exist before) and the store holds no app version, closes the connection and deletes
     * the file, with SQLite's -wal and -shm files beside it. A file that existed before open() is never
     * touched, nor is a store another connection filled meanwhile. \returns true when the file was deleted;
     * the store is closed then. ":memory:" is never deleted.
     */
    bool removeIfCreatedEmpty();

    QString databasePath() const { return m_path; }
    /*! Schema version stored in the open database (`PRAGMA user_version`), -1 when not open. */
    int storedSchemaVersion() const override;

    /*! Whether the last failing call failed because SQLite found the file damaged (SQLITE_CORRUPT,
     *  e.g. "database disk image is malformed", or SQLITE_NOTADB), whatever was being done. When
     *  isCorrupt(), lastError() then reads "<file name> is damaged (SQLite: <SQLite's message>); the
     *  file was left unchanged. Restore it from a backup, or import the models again into a new file"
     *  (with a wiped header: "… is damaged (its header, where SQLite's "SQLite format 3" belongs, is all zero
     *  bytes; SQLite: …"); otherwise (a file that never was an SQLite database, e.g. a text file given as the
     *  store) "<file name> is not an SQLite database at all (SQLite: <SQLite's message>); nothing was
     *  changed". An SQLite database of another program is no damage:
     *  open() says "… is not a StepWise database (another application's SQLite file)" or names its tables.
     *  Cleared by the next call. */
    bool isDamaged() const { return m_damaged; }
    /*! Whether the last open() failed because the store cannot be written: the file, or its folder (where SQLite
     *  keeps its journal), is read-only by permission or mount. Cleared by the next call. */
    bool isWriteProtected() const { return m_writeProtected; }
    /*! isDamaged() and the file starts with SQLite's header ("SQLite format 3"), or with 16 zero bytes where
     *  that header belongs (wiped), or is ":memory:": a database that was readable once, so a backup or a new
     *  import is the remedy. */
    bool isCorrupt() const;

private:
    bool migrate();
    bool setError(const QString &what) const override;
    /*! Takes the write lock at once (`BEGIN IMMEDIATE`), waiting for another writer up to the busy timeout. */
    bool beginWrite(const QString &appVersion, QString *why) override;
    /*! Why the store cannot be written (the file's or its folder's permission, a read-only mount), or empty. */
    QString writeProtection() const;
    /*! Runs `PRAGMA quick_check` on the open connection; \returns false, noting the damage, when it finds any. */
    bool passesQuickCheck(QSqlQuery &q) const;
    /*! Whether \a head, a file's first 16 bytes, is all zero: SQLite's header wiped. */
    static bool isZeroedHeader(const QByteArray &head);
    /*! SQLite's message of \a e; notes a damaged file (see isDamaged()). */
    QString sqlError(const QSqlError &e) const override;
    void clearError() const override;

    bool m_created = false; ///< the last open() created the file
    mutable bool m_damaged = false;
    bool m_writeProtected = false;
    mutable QString m_damage; ///< SQLite's message for the damage
};

} // namespace StepWise
