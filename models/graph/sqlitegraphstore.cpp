// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitegraphstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QUuid>
#include <QVariant>

#include <algorithm>
#include <cerrno>
#include <unistd.h>

namespace StepWise {

namespace {

// The window shows why a store cannot be opened in its language; stepwise-cli installs no translation.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::SqliteGraphStore)
};

/*! PRAGMA application_id: marks a file as ours, so a foreign SQLite file is never migrated. */
constexpr int ApplicationId = 0x53745770; // "StWp"
constexpr int BusyTimeoutMs = 5000; // how long a connection waits for another one's lock

} // namespace

SqliteGraphStore::SqliteGraphStore(const QString &databasePath, const QString &connectionName)
    : SqlGraphStore(databasePath,
                    connectionName.isEmpty() ? u"stepwise-graph-" + QUuid::createUuid().toString(QUuid::WithoutBraces)
                                             : connectionName)
{
}

QString SqliteGraphStore::sqlError(const QSqlError &e) const
{
    const QString text = (e.databaseText().isEmpty() ? e.text() : e.databaseText()).trimmed();
    // SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), also as extended codes (low byte): the file is damaged.
    bool numeric = false;
    const int code = e.nativeErrorCode().toInt(&numeric) & 0xff;
    if (numeric && (code == 11 || code == 26) && !m_damaged) {
        m_damaged = true;
        m_damage = text;
    }
    return text;
}

void SqliteGraphStore::clearError() const
{
    SqlGraphStore::clearError();
    m_damaged = false;
    m_damage.clear();
}

bool SqliteGraphStore::isCorrupt() const
{
    if (!m_damaged)
        return false;
    if (m_path == u":memory:")
        return true;
    // A file that starts like an SQLite database but cannot be read was one, and so was one whose header was
    // wiped (all zero, as a bad sector or an interrupted copy leaves it); anything else never was.
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(16);
    return head == QByteArrayView("SQLite format 3\0", 16) || isZeroedHeader(head);
}

bool SqliteGraphStore::isZeroedHeader(const QByteArray &head)
{
    return head.size() == 16 && head.count('\0') == 16;
}

bool SqliteGraphStore::setError(const QString &what) const
{
    // Whatever was being done, a damaged file is the one thing the user can act on.
    const QString name = m_path == u":memory:" ? m_path : QFileInfo(m_path).fileName();
    if (isCorrupt()) {
        QFile f(m_path);
        const bool zeroed = m_path != u":memory:" && f.open(QIODevice::ReadOnly) && isZeroedHeader(f.read(16));
        m_error
            = Tr::tr("%1 is damaged (%2SQLite: %3); the file was left unchanged. Restore it from a backup, or import "
                     "the models again into a new file")
                  .arg(name,
                       zeroed ? Tr::tr("its header, where SQLite's \"SQLite format 3\" belongs, is all zero bytes; ")
                              : QString(),
                       m_damage);
    } else if (m_damaged) {
        // Not "not a StepWise database": that is an SQLite file of another program (see open()).
        m_error = Tr::tr("%1 is not an SQLite database at all (SQLite: %2); nothing was changed").arg(name, m_damage);
    } else {
        m_error = what;
    }
    return false;
}

bool SqliteGraphStore::removeIfCreatedEmpty()
{
    if (!m_open || !m_created)
        return false;
    // A failed listing says nothing about what the file holds: keep it.
    if (!appVersions().isEmpty() || !m_error.isEmpty())
        return false;
    QSqlDatabase::database(m_connectionName, false).close();
    m_open = false;
    m_created = false;
    // Closing the last connection normally removes SQLite's side files already.
    QFile::remove(m_path + u"-wal");
    QFile::remove(m_path + u"-shm");
    return QFile::remove(m_path);
}

QString SqliteGraphStore::writeProtection() const
{
    // access(2) and not the permission bits: it also answers for a read-only mount (EROFS), and for root.
    const QFileInfo info(m_path);
    const bool exists = info.exists();
    const QByteArray file = QFile::encodeName(m_path);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    // Other errors (a missing folder) are no protection: SQLite names them when it tries.
    const auto reason = [](int error, const QString &what) {
        return error == EROFS                   ? Tr::tr("it is on a file system mounted read-only")
            : error == EACCES || error == EPERM ? what
                                                : QString();
    };
    if (exists && ::access(file.constData(), W_OK) != 0)
        return reason(errno, Tr::tr("no write permission for the file"));
    if (::access(folder.constData(), W_OK) != 0)
        return reason(errno,
                      exists ? Tr::tr("no write permission for its folder, where SQLite keeps its journal")
                             : Tr::tr("no write permission for its folder"));
    return {};
}

bool SqliteGraphStore::passesQuickCheck(QSqlQuery &q) const
{
    // quick_check reads every page (no index comparison): a flipped bit anywhere is found before anything is
    // written next to it. 10 problems are enough to name the first one.
    if (!q.exec(QStringLiteral("PRAGMA quick_check(10)"))) {
        sqlError(q.lastError());
        if (!m_damaged) {
            m_damaged = true;
            m_damage = Tr::tr("integrity check: %1").arg(q.lastError().text().trimmed());
        }
        return false;
    }
    if (q.next() && q.value(0).toString() == u"ok")
        return true;
    m_damaged = true;
    // Its first line names the database ("*** in database main ***"), which says nothing here.
    m_damage
        = Tr::tr("integrity check: %1").arg(q.value(0).toString().remove(u"*** in database main ***"_qs).simplified());
    return false;
}

bool SqliteGraphStore::open(Access access)
{
    clearError();
    m_writeProtected = false;
    m_open = false;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return setError(Tr::tr("cannot open %1: the Qt SQLite driver (QSQLITE) is not installed").arg(m_path));
    const bool inMemory = m_path == u":memory:";
    const bool readOnly = access == Access::ReadOnly && !inMemory;
    if (!inMemory && QFileInfo(m_path).isDir())
        return setError(Tr::tr("cannot open %1: it is a folder, not a database file").arg(m_path));
    const QString fileName = inMemory ? m_path : QFileInfo(m_path).fileName();
    if (readOnly && !QFileInfo::exists(m_path))
        return setError(Tr::tr("cannot open %1: no such file").arg(m_path));
    if (!readOnly && !inMemory) {
        // SQLite would open such a file read-only without a word, or fail on its journal with "unable to open
        // database file": say what is wrong instead.
        if (const QString why = writeProtection(); !why.isEmpty()) {
            m_writeProtected = true;
            return setError(QFileInfo::exists(m_path)
                                ? Tr::tr("%1 is read-only (%2); nothing was changed").arg(fileName, why)
                                : Tr::tr("cannot create %1 (%2)").arg(m_path, why));
        }
    }
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? QSqlDatabase::database(m_connectionName, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    // The importer writes while the analysis thread reads: wait for a lock instead of failing.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs);
    // A store that could be written is opened as usual and set query_only below, so that closing it removes
    // SQLite's -wal and -shm files, as a connection opened read-only cannot.
    const bool protectedFile = readOnly && !writeProtection().isEmpty();
    if (protectedFile) {
        options += u";QSQLITE_OPEN_READONLY"_qs;
        // Reading a WAL database needs its -shm file, which SQLite cannot create in a read-only folder (or mount):
        // there the file is opened as immutable, which no one can be writing then. Not with a -wal file
        // left beside it, whose transactions immutable mode would not see.
        const QFileInfo wal(m_path + u"-wal");
        const QByteArray folder = QFile::encodeName(QFileInfo(m_path).absolutePath());
        if (::access(folder.constData(), W_OK) != 0 && (!wal.exists() || wal.size() == 0)) {
            options += u";QSQLITE_OPEN_URI"_qs;
            db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                               + u"?immutable=1"_qs);
        }
    }
    db.setConnectOptions(options);
    m_created = !inMemory && !QFileInfo::exists(m_path);
    if (!db.open())
        return setError(Tr::tr("cannot open %1: %2").arg(m_path, sqlError(db.lastError())));

    auto refuse = [&](const QString &why) {
        db.close();
        return setError(why);
    };
    const QString &name = fileName;
    QSqlQuery q(db);
    // One read transaction for the checks: another process migrating the file meanwhile must not be seen
    // half (its tables, but not yet its version).
    if (!q.exec(QStringLiteral("BEGIN")))
        return refuse(Tr::tr("%1 cannot be read: %2").arg(name, sqlError(q.lastError())));
    const auto refuseRead = [&](const QString &why) {
        q.finish();
        q.exec(QStringLiteral("ROLLBACK"));
        return refuse(why);
    };
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return refuseRead(Tr::tr("%1 is not a StepWise database (%2)").arg(name, sqlError(q.lastError())));
    const int version = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return refuseRead(Tr::tr("%1 is not a StepWise database (%2)").arg(name, sqlError(q.lastError())));
    const int applicationId = q.value(0).toInt();
    if (version == 0) {
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' LIMIT 1")))
            return refuseRead(Tr::tr("%1 is not a StepWise database (%2)").arg(name, sqlError(q.lastError())));
        if (q.next())
            return refuseRead(
                Tr::tr("%1 is not a StepWise database (it holds other tables, e.g. '%2'); nothing was changed")
                    .arg(name, q.value(0).toString()));
    } else if (applicationId != ApplicationId) {
        return refuseRead(
            Tr::tr("%1 is not a StepWise database (another application's SQLite file); nothing was changed").arg(name));
    } else if (version > schemaVersion()) {
        return refuseRead(Tr::tr("%1 was written by a newer StepWise (schema version %2, this build knows up to %3)")
                              .arg(name)
                              .arg(version)
                              .arg(schemaVersion()));
    }
    q.finish();
    q.exec(QStringLiteral("COMMIT"));
    if (readOnly) {
        if (version < schemaVersion()) {
            // Migrating writes: the one case a reading command opens the store for writing.
            q.finish();
            db.close();
            return open(Access::ReadWrite);
        }
        if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) || !q.exec(QStringLiteral("PRAGMA query_only = ON")))
            return refuse(Tr::tr("%1: cannot configure the connection: %2").arg(name, sqlError(q.lastError())));
        q.finish();
        m_open = true;
        return true;
    }
    if (version != 0 && !passesQuickCheck(q)) {
        q.finish();
        return refuse(QString());
    }
    // Screenshots are ~100 KB BLOBs: larger pages mean fewer overflow pages per image. Only takes
    // effect on a new file (before WAL is enabled), which is the only time it is set.
    if (version == 0 && !q.exec(QStringLiteral("PRAGMA page_size = 16384")))
        return refuse(Tr::tr("%1: cannot set the page size: %2").arg(name, sqlError(q.lastError())));
    // Both pragmas are no-ops inside a transaction, so set them before migrating.
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return refuse(Tr::tr("%1: cannot enable foreign keys: %2").arg(name, sqlError(q.lastError())));
    if (!inMemory) {
        // Switching needs the file to itself and SQLite does not wait for that: another process opening the
        // same new file at this moment makes it fail, so it is tried again for as long as a lock is waited for.
        QElapsedTimer waited;
        waited.start();
        bool switched = false;
        while (!(switched = q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && q.next())
               && waited.elapsed() < BusyTimeoutMs && q.lastError().nativeErrorCode() == u"5") // SQLITE_BUSY
            QThread::msleep(20);
        if (!switched)
            return refuse(Tr::tr("%1: cannot switch to WAL journal: %2").arg(name, sqlError(q.lastError())));
    }
    // WAL with synchronous=NORMAL cannot corrupt the file; it only syncs at checkpoints, which
    // makes a large import several times faster. A larger page cache keeps it from spilling.
    if (!q.exec(QStringLiteral("PRAGMA synchronous = NORMAL")) || !q.exec(QStringLiteral("PRAGMA cache_size = -32768")))
        return refuse(Tr::tr("%1: cannot configure the connection: %2").arg(name, sqlError(q.lastError())));
    q.finish();
    if (!migrate()) {
        db.close();
        return false;
    }
    m_open = true;
    return true;
}

bool SqliteGraphStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return setError(QStringLiteral("%1: cannot read the schema version: %2").arg(m_path, sqlError(q.lastError())));
    for (int v = q.value(0).toInt(); v < schemaVersion(); ++v) {
        // IMMEDIATE takes the write lock first (waiting up to the busy timeout), so two processes opening a new
        // file at once take turns; a deferred one that read first fails at once with "database is locked".
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return setError(QStringLiteral("%1: cannot start the migration to schema %2: %3")
                                .arg(m_path)
                                .arg(v + 1)
                                .arg(sqlError(q.lastError())));
        // Another process may have migrated while this one waited.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
            const QString why = sqlError(q.lastError());
            q.finish();
            db.rollback();
            return setError(QStringLiteral("%1: cannot read the schema version: %2").arg(m_path, why));
        }
        if (const int now = q.value(0).toInt(); now != v) {
            q.finish();
            db.rollback();
            v = now - 1;
            continue;
        }
        q.finish();
        QStringList statements = migrations().at(v);
        statements.append(QStringLiteral("PRAGMA user_version = %1").arg(v + 1));
        for (const QString &sql : std::as_const(statements)) {
            if (!q.exec(sql)) {
                const QString why = sqlError(q.lastError());
                q.finish();
                db.rollback();
                return setError(
                    QStringLiteral("%1: migration to schema %2 failed (%3); the database was left unchanged")
                        .arg(m_path)
                        .arg(v + 1)
                        .arg(why));
            }
        }
        q.finish();
        if (!db.commit()) {
            const QString why = sqlError(db.lastError());
            db.rollback();
            return setError(QStringLiteral("%1: migration to schema %2 failed (%3); the database was left unchanged")
                                .arg(m_path)
                                .arg(v + 1)
                                .arg(why));
        }
    }
    return true;
}

bool SqliteGraphStore::beginWrite(const QString &appVersion, QString *why)
{
    Q_UNUSED(appVersion)
    // A deferred transaction that read first fails at once with "database is locked" when another writer
    // committed meanwhile; IMMEDIATE waits for the lock up to the busy timeout, then reads the latest model.
    QSqlQuery q(database());
    if (q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return true;
    *why = sqlError(q.lastError());
    return false;
}

int SqliteGraphStore::storedSchemaVersion() const
{
    if (!m_open)
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace StepWise
