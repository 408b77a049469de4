// SPDX-License-Identifier: GPL-3.0-or-later
#include "pggraphstore.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>
#include <QVariant>

namespace StepWise {

namespace {

// The window shows why a store cannot be opened in its language; stepwise-cli installs no translation.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::PgGraphStore)
};

/*! First key of our advisory locks ("StWp", as SQLite's application_id): the migration takes it alone,
 *  a writer takes it with the hash of its app version as the second key (a separate key space). */
constexpr int LockKey = 0x53745770;
/*! libpq waits this long for a server that does not answer, instead of forever. */
constexpr int DefaultConnectTimeoutSeconds = 10;

QString authAdvice(const QString &why)
{
    // libpq's words when the server wants a password it did not get or did not accept.
    if (why.contains(u"password authentication failed") || why.contains(u"no password supplied"))
        return Tr::tr("; set the password in ~/.pgpass or in PGPASSWORD (never in the URL)");
    return {};
}

} // namespace

PgGraphStore::PgGraphStore(const QString &url, const QString &connectionName)
    : SqlGraphStore(url,
                    connectionName.isEmpty() ? u"stepwise-pg-" + QUuid::createUuid().toString(QUuid::WithoutBraces)
                                             : connectionName)
    , m_url(url)
{
    m_path = redacted(url);
}

QString PgGraphStore::redacted(const QString &url)
{
    // user:secret@host → user:***@host, and ?password=secret → ?password=***
    static const QRegularExpression inUserInfo(u"^([A-Za-z]+://[^/@?:]*):[^/@?]*@"_qs);
    static const QRegularExpression inQuery(u"([?&]password=)[^&]*"_qs);
    QString shown = url;
    shown.replace(inUserInfo, u"\\1:***@"_qs);
    shown.replace(inQuery, u"\\1***"_qs);
    return shown;
}

bool PgGraphStore::isUrl(const QString &location)
{
    return location.startsWith(u"postgresql://", Qt::CaseInsensitive)
        || location.startsWith(u"postgres://", Qt::CaseInsensitive);
}

std::optional<PgGraphStore::ConnectionInfo> PgGraphStore::parseUrl(const QString &url, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<ConnectionInfo> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // Every message names the URL without its password.
    const QString shown = redacted(url);
    if (!isUrl(url))
        return fail(Tr::tr("%1 is not a PostgreSQL URL (postgresql://user@host/dbname)").arg(shown));
    const QString rest = url.mid(url.indexOf(u"://") + 3);
    const qsizetype queryAt = rest.indexOf(u'?');
    const QString beforeQuery = queryAt < 0 ? rest : rest.left(queryAt);
    const qsizetype slash = beforeQuery.indexOf(u'/');
    const QString authority = slash < 0 ? beforeQuery : beforeQuery.left(slash);
    ConnectionInfo info;
    info.database = slash < 0 ? QString() : QUrl::fromPercentEncoding(beforeQuery.mid(slash + 1).toUtf8());
    QString hostPort = authority;
    if (const qsizetype at = authority.lastIndexOf(u'@'); at >= 0) {
        const QString userInfo = authority.left(at);
        hostPort = authority.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(u':');
        info.user = QUrl::fromPercentEncoding(userInfo.left(colon < 0 ? userInfo.size() : colon).toUtf8());
        if (colon >= 0)
            return fail(
                Tr::tr(
                    "%1: a password in the URL is refused, as command lines show in the process list and the shell "
                    "history; nothing was connected. Leave it out of the URL and set it in ~/.pgpass or in PGPASSWORD")
                    .arg(shown));
    }
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        if (close < 0)
            return fail(Tr::tr("%1: the host's address lacks its closing ']'").arg(shown));
        info.host = hostPort.mid(1, close - 1);
        hostPort = hostPort.mid(close + 1);
        if (!hostPort.isEmpty() && !hostPort.startsWith(u':'))
            return fail(Tr::tr("%1: expected ':port' after the host's address").arg(shown));
        if (!hostPort.isEmpty()) {
            bool ok = false;
            info.port = hostPort.mid(1).toInt(&ok);
            if (!ok || info.port <= 0 || info.port > 65535)
                return fail(Tr::tr("%1: the port must be a number from 1 to 65535").arg(shown));
        }
    } else {
        const qsizetype colon = hostPort.lastIndexOf(u':');
        if (colon >= 0) {
            bool ok = false;
            info.port = hostPort.mid(colon + 1).toInt(&ok);
            if (!ok || info.port <= 0 || info.port > 65535)
                return fail(Tr::tr("%1: the port must be a number from 1 to 65535").arg(shown));
            hostPort = hostPort.left(colon);
        }
        info.host = QUrl::fromPercentEncoding(hostPort.toUtf8());
    }
    int connectTimeout = DefaultConnectTimeoutSeconds;
    QString sslMode;
    if (queryAt >= 0) {
        for (const QString &pair : rest.mid(queryAt + 1).split(u'&', Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(u'=');
            const QString key = QUrl::fromPercentEncoding(pair.left(eq < 0 ? pair.size() : eq).toUtf8());
            const QString value = eq < 0 ? QString() : QUrl::fromPercentEncoding(pair.mid(eq + 1).toUtf8());
            bool ok = true;
            if (key == u"password") {
                return fail(
                    Tr::tr(
                        "%1: a password in the URL is refused, as command lines show in the process list and the shell "
                        "history; nothing was connected. Leave it out of the URL and set it in ~/.pgpass or in "
                        "PGPASSWORD")
                        .arg(shown));
            } else if (key == u"host") {
                info.host = value;
            } else if (key == u"port") {
                info.port = value.toInt(&ok);
                ok = ok && info.port > 0 && info.port <= 65535;
            } else if (key == u"connect_timeout") {
                connectTimeout = value.toInt(&ok);
                ok = ok && connectTimeout >= 0;
            } else if (key == u"application_name") {
                // What the server's pg_stat_activity shows for this client. Qt joins the options with spaces
                // (a ';' becomes one), so only plain names are passed on.
                static const QRegularExpression plain(u"^[A-Za-z0-9._-]+$"_qs);
                ok = plain.match(value).hasMatch();
                info.options += u";application_name="_qs + value;
            } else if (key == u"sslmode") {
                static const QStringList modes { u"disable"_qs, u"allow"_qs,     u"prefer"_qs,
                                                 u"require"_qs, u"verify-ca"_qs, u"verify-full"_qs };
                ok = modes.contains(value);
                sslMode = value;
            } else {
                return fail(
                    Tr::tr("%1: unknown parameter '%2' (known: host, port, sslmode, connect_timeout, application_name)")
                        .arg(shown, key));
            }
            if (!ok)
                return fail(Tr::tr("%1: bad value '%2' for %3").arg(shown, value, key));
        }
    }
    if (info.database.isEmpty())
        return fail(Tr::tr("%1 names no database: write postgresql://user@host/dbname").arg(shown));
    info.options.prepend(QStringLiteral("connect_timeout=%1").arg(connectTimeout));
    if (!sslMode.isEmpty())
        info.options += u";sslmode="_qs + sslMode;
    info.display = shown;
    return info;
}

QString PgGraphStore::postgresDialect(const QString &sqlite)
{
    if (sqlite.startsWith(u"PRAGMA"))
        return {};
    static const QList<std::pair<QRegularExpression, QString>> rules {
        // The screenshot's key is a screen's: no identity of its own.
        { QRegularExpression(u"\\bINTEGER PRIMARY KEY REFERENCES\\b"_qs), u"BIGINT PRIMARY KEY REFERENCES"_qs },
        { QRegularExpression(u"\\bINTEGER PRIMARY KEY\\b"_qs),
          u"BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"_qs },
        { QRegularExpression(u"\\bINTEGER NOT NULL REFERENCES\\b"_qs), u"BIGINT NOT NULL REFERENCES"_qs },
        // PostgreSQL's REAL has 24 bits: weights would round.
        { QRegularExpression(u"\\bREAL\\b"_qs), u"DOUBLE PRECISION"_qs },
        { QRegularExpression(u"\\bBLOB\\b"_qs), u"BYTEA"_qs },
    };
    QString sql = sqlite;
    for (const auto &[pattern, replacement] : rules)
        sql.replace(pattern, replacement);
    return sql;
}

bool PgGraphStore::open(Access access)
{
    clearError();
    m_open = false;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return setError(
            Tr::tr("cannot open %1: the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)")
                .arg(m_path));
    QString why;
    const std::optional<ConnectionInfo> info = parseUrl(m_url, &why);
    if (!info)
        return setError(why);
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? QSqlDatabase::database(m_connectionName, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    db.setHostName(info->host);
    db.setPort(info->port);
    db.setUserName(info->user);
    db.setDatabaseName(info->database);
    // No password: libpq reads PGPASSWORD or ~/.pgpass itself, and nothing of it passes through StepWise.
    db.setConnectOptions(info->options);
    if (!db.open()) {
        const QString reason = sqlError(db.lastError());
        return setError(Tr::tr("cannot connect to %1: %2%3").arg(m_path, reason, authAdvice(reason)));
    }
    QSqlQuery q(db);
    // Notices and warnings ("there is no transaction in progress" after a rollback that already happened) would
    // go to stderr through libpq's default handler; errors reach lastError().
    if (!q.exec(QStringLiteral("SET client_min_messages = error"))) {
        const QString reason = sqlError(q.lastError());
        db.close();
        return setError(Tr::tr("%1: cannot configure the connection: %2").arg(m_path, reason));
    }
    if (!migrate()) {
        db.close();
        return false;
    }
    if (access == Access::ReadOnly && !q.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"))) {
        const QString reason = sqlError(q.lastError());
        db.close();
        return setError(Tr::tr("%1: cannot configure the connection: %2").arg(m_path, reason));
    }
    m_open = true;
    return true;
}

bool PgGraphStore::migrate()
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    const auto failed = [&](const QString &what) {
        const QString reason = sqlError(q.lastError());
        q.finish();
        db.rollback();
        return setError(Tr::tr("%1: %2 (%3); the database was left unchanged").arg(m_path, what, reason));
    };
    if (!db.transaction())
        return setError(Tr::tr("%1: cannot start a transaction: %2").arg(m_path, sqlError(db.lastError())));
    // Two clients opening a new database at once: the second waits, then finds the schema in place.
    if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(LockKey)))
        return failed(Tr::tr("cannot lock the schema"));
    if (!q.exec(
            QStringLiteral("SELECT to_regclass('stepwise_schema') IS NOT NULL, to_regclass('app_version') IS NOT NULL"))
        || !q.next())
        return failed(Tr::tr("cannot read the schema"));
    const bool hasSchema = q.value(0).toBool();
    if (!hasSchema && q.value(1).toBool()) {
        q.finish();
        db.rollback();
        return setError(Tr::tr("%1 is not a StepWise database (it holds a table app_version but no stepwise_schema); "
                               "nothing was changed")
                            .arg(m_path));
    }
    int version = 0;
    if (hasSchema) {
        if (!q.exec(QStringLiteral("SELECT version FROM stepwise_schema")) || !q.next())
            return failed(Tr::tr("cannot read the schema version"));
        version = q.value(0).toInt();
    }
    if (version > schemaVersion()) {
        q.finish();
        db.rollback();
        return setError(Tr::tr("%1 was written by a newer StepWise (schema version %2, this build knows up to %3)")
                            .arg(m_path, QString::number(version), QString::number(schemaVersion())));
    }
    if (!hasSchema && !q.exec(QStringLiteral("CREATE TABLE stepwise_schema (version INTEGER NOT NULL)")))
        return failed(Tr::tr("cannot create the schema"));
    if (!hasSchema && !q.exec(QStringLiteral("INSERT INTO stepwise_schema (version) VALUES (0)")))
        return failed(Tr::tr("cannot create the schema"));
    for (int v = version; v < schemaVersion(); ++v) {
        for (const QString &statement : migrations().at(v)) {
            const QString sql = postgresDialect(statement);
            if (!sql.isEmpty() && !q.exec(sql))
                return failed(Tr::tr("migration to schema %1 failed").arg(v + 1));
        }
    }
    if (version < schemaVersion()
        && !q.exec(QStringLiteral("UPDATE stepwise_schema SET version = %1").arg(schemaVersion())))
        return failed(Tr::tr("migration to schema %1 failed").arg(schemaVersion()));
    q.finish();
    if (!db.commit()) {
        const QString reason = sqlError(db.lastError());
        db.rollback();
        return setError(Tr::tr("%1: migration to schema %2 failed (%3); the database was left unchanged")
                            .arg(m_path, QString::number(schemaVersion()), reason));
    }
    return true;
}

int PgGraphStore::storedSchemaVersion() const
{
    if (!m_open)
        return -1;
    QSqlQuery q(database());
    return q.exec(QStringLiteral("SELECT version FROM stepwise_schema")) && q.next() ? q.value(0).toInt() : -1;
}

bool PgGraphStore::beginRead(QString *why) const
{
    // One snapshot for the several SELECTs of a load: a save committed meanwhile is not seen half.
    QSqlQuery q(database());
    if (q.exec(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")))
        return true;
    *why = sqlError(q.lastError());
    return false;
}

bool PgGraphStore::beginWrite(const QString &appVersion, QString *why)
{
    // READ COMMITTED after the lock: every later statement sees what the previous writer committed.
    QSqlDatabase db = database();
    if (!db.transaction()) {
        *why = sqlError(db.lastError());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(%1, hashtext(?))").arg(LockKey));
    q.addBindValue(appVersion);
    if (q.exec())
        return true;
    *why = sqlError(q.lastError());
    q.finish();
    db.rollback();
    return false;
}

} // namespace StepWise
