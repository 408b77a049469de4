// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graphstore.h"

namespace StepWise {

/*!
 * GraphStore in an SQLite file (Qt's QSQLITE driver); issue 3 §6.
 *
 * Schema (version in `PRAGMA user_version`, migrated forward by open()):
 * `app_version` 1—n `screen` 1—n `component`, `screen` 1—1 `screenshot` (PNG BLOB), and
 * `interaction` (source/target are screen rows). Deleting an app version cascades. Indexes serve
 * the traversal: out-edges by source screen, screens and interactions by app version. WAL journal,
 * so an importer may write while another thread's connection reads.
 *
 * Threading: the connection belongs to the thread that called open(); use one instance per thread.
 * The connection name is unique per instance (generated when empty) and removed by the destructor.
 */
class SqliteGraphStore : public GraphStore
{
public:
    /*! \a databasePath is a file (created on open() when missing) or ":memory:". */
    explicit SqliteGraphStore(const QString &databasePath, const QString &connectionName = {});
    ~SqliteGraphStore() override;
    SqliteGraphStore(const SqliteGraphStore &) = delete;
    SqliteGraphStore &operator=(const SqliteGraphStore &) = delete;

    /*!
     * Opens the database and migrates its schema to schemaVersion(). Never modifies a database it
     * does not recognise. \returns false and sets lastError() naming the file when QSQLITE is
     * missing, the file cannot be opened, is not an SQLite database ("… is not a StepWise database
     * (file is not a database)"), holds foreign tables, has a newer schema, or a migration fails
     * (the migration is rolled back).
     */
    bool open();
    bool isOpen() const;

    QString databasePath() const { return m_path; }
    QString connectionName() const { return m_connectionName; }
    /*! Schema version this build writes. */
    static int schemaVersion();
    /*! Schema version stored in the open database (`PRAGMA user_version`), -1 when not open. */
    int storedSchemaVersion() const;

    QStringList appVersions() const override;
    std::optional<ExecutionModel> load(const QString &appVersion) const override;
    bool save(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots) override;
    bool remove(const QString &appVersion) override;
    QByteArray screenshot(const QString &appVersion, const QString &screenId) const override;
    QList<ModelStats> stats() const override;
    QStringList outgoingInteractionIds(const QString &appVersion, const QString &screenId) const override;
    QString lastError() const override { return m_error; }

private:
    bool migrate();
    bool saveRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots);
    bool setError(const QString &what) const;

    QString m_path;
    QString m_connectionName;
    bool m_open = false;
    mutable QString m_error;
};

} // namespace StepWise
