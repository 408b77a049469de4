// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sqlgraphstore.h"

namespace StepWise {

/*!
 * GraphStore on a PostgreSQL server (Qt's QPSQL driver, Debian's libqt6sql6-psql): one store that a team's
 * windows and CLI processes on several machines read and write at once.
 *
 * Location: `postgresql://[user@]host[:port]/dbname` (also `postgres://`). The host is a name, an address,
 * `[::1]`, or a folder holding the server's Unix socket written percent-encoded (`%2Ftmp%2Fpg`); the query
 * may add `host=` (a socket folder), `port=`, `sslmode=`, `connect_timeout=` (seconds, default 10) and
 * `application_name=` (letters, digits, `._-`: what the server lists the client as), e.g.
 * `postgresql://alice@/stepwise?host=/run/postgresql`. Without a user, libpq takes the login name.
 *
 * Passwords: never from the URL (the command line shows in the process list and the shell history): a URL
 * with one is refused before connecting, and its password is named nowhere. libpq reads it from `PGPASSWORD`
 * or `~/.pgpass` (or `PGPASSFILE`). Messages name the URL without any password.
 *
 * Schema: that of SqlGraphStore, version schemaVersion(), in the connection's default schema (`public`):
 * the same migrations, with `BIGINT` identity keys, `DOUBLE PRECISION` and `BYTEA` (screenshots) for
 * SQLite's `INTEGER PRIMARY KEY`, `REAL` and `BLOB`. The version is the one row of `stepwise_schema`.
 * Migrations run in one transaction under an advisory lock, so two clients opening a new database at once
 * take turns. A database holding our tables without `stepwise_schema` is refused, never changed.
 *
 * Concurrency: load() reads in a `REPEATABLE READ READ ONLY` transaction (one snapshot, never half a model);
 * save() and merge() hold a transaction-scoped advisory lock on the app version from their first read to
 * their commit, so concurrent merges into one model run one after the other and lose nothing. A writer that
 * dies (killed, connection dropped) leaves nothing behind: the server rolls its transaction back and
 * releases the lock.
 *
 * Errors: as SqlGraphStore, e.g. "cannot connect to postgresql://alice@db.example/stepwise: connection to
 * server … failed: Connection refused. Is the server running …?" or "… password authentication failed for
 * user "alice"" (then: set it in ~/.pgpass or PGPASSWORD).
 */
class PgGraphStore : public SqlGraphStore
{
public:
    /*! \a url as described above; parsed by open(). */
    explicit PgGraphStore(const QString &url, const QString &connectionName = {});

    /*! Whether \a location is a PostgreSQL URL (starts with `postgresql://` or `postgres://`, any case). */
    static bool isUrl(const QString &location);

    /*! Where to connect, as parsed from a URL. */
    struct ConnectionInfo {
        QString host; ///< name, address or socket folder; empty: libpq's default socket
        int port = -1; ///< -1: libpq's default (5432)
        QString user; ///< empty: the login name
        QString database;
        QString options; ///< libpq keywords for QSqlDatabase::setConnectOptions(), `;`-separated
        QString display; ///< the URL as messages name it, never with a password
    };
    /*! \a url with any password replaced by `***`: what messages name. */
    static QString redacted(const QString &url);
    /*! Parses \a url. \returns std::nullopt with \a error set when it is not a PostgreSQL URL, names no
     *  database, has an unknown query key or a bad port, or holds a password (the message does not repeat it). */
    static std::optional<ConnectionInfo> parseUrl(const QString &url, QString *error);

    /*! Connects and migrates (see the class). \returns false with lastError() naming the URL and the
     *  server's or libpq's reason: QPSQL missing, the URL, the server down or unreachable, authentication,
     *  a database that is not a StepWise store, a newer schema, a failed migration (rolled back). */
    bool open(Access access = Access::ReadWrite) override;
    /*! Schema version stored in the open database, -1 when not open. */
    int storedSchemaVersion() const override;

protected:
    bool beginRead(QString *why) const override;
    bool beginWrite(const QString &appVersion, QString *why) override;

private:
    bool migrate();
    /*! \a sqlite, one statement of migrations(), in PostgreSQL's dialect; empty for SQLite's PRAGMAs. */
    static QString postgresDialect(const QString &sqlite);

    QString m_url; ///< as given; never in a message (see redacted())
};

} // namespace StepWise
