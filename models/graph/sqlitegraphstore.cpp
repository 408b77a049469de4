// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitegraphstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSet>
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

/*! PRAGMA application_id: marks a file as ours, so a foreign SQLite file is never migrated. */
// The window shows why a store cannot be opened in its language; stepwise-cli installs no translation.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::SqliteGraphStore)
};

constexpr int ApplicationId = 0x53745770; // "StWp"
constexpr int BusyTimeoutMs = 5000; // how long a connection waits for another one's lock

/*!
 * Schema migrations: entry k upgrades user_version k to k+1, inside one transaction. Append new
 * entries (a v2 is one more line such as {u"ALTER TABLE screen ADD COLUMN activity TEXT"_qs});
 * never edit a released one.
 */
const QList<QStringList> &migrations()
{
    static const QList<QStringList> list{
        // v1: the initial schema.
        {
            QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId),
            QStringLiteral("CREATE TABLE app_version (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, package TEXT NOT NULL, "
                           "imported_at TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE screen (id INTEGER PRIMARY KEY, "
                           "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "sid TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL, gui_signature TEXT NOT NULL, "
                           "hierarchy_xml TEXT NOT NULL, screenshot_file TEXT NOT NULL, UNIQUE (app_version_id, sid))"),
            QStringLiteral("CREATE TABLE component (id INTEGER PRIMARY KEY, "
                           "screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "class_name TEXT NOT NULL, resource_id TEXT NOT NULL, text TEXT NOT NULL, content_description TEXT NOT NULL, "
                           "idx INTEGER NOT NULL, x INTEGER, y INTEGER, w INTEGER, h INTEGER)"),
            QStringLiteral("CREATE TABLE interaction (id INTEGER PRIMARY KEY, "
                           "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "iid TEXT NOT NULL, source_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, "
                           "target_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, action TEXT NOT NULL, "
                           "action_code INTEGER NOT NULL, action_name TEXT NOT NULL, has_component INTEGER NOT NULL, "
                           "comp_class TEXT, comp_resource_id TEXT, comp_text TEXT, comp_description TEXT, comp_index INTEGER, "
                           "comp_x INTEGER, comp_y INTEGER, comp_w INTEGER, comp_h INTEGER, typed_text TEXT NOT NULL, "
                           "weight REAL NOT NULL, source TEXT NOT NULL, screenshot_file TEXT NOT NULL, execution INTEGER NOT NULL, "
                           "sequence INTEGER NOT NULL, UNIQUE (app_version_id, iid))"),
            QStringLiteral("CREATE TABLE screenshot (screen_id INTEGER PRIMARY KEY REFERENCES screen(id) ON DELETE CASCADE, "
                           "png BLOB NOT NULL)"),
            // Out-edges of a screen (the traversal's query); the others keep cascading deletes linear.
            QStringLiteral("CREATE INDEX interaction_by_source ON interaction (source_screen_id, ord)"),
            QStringLiteral("CREATE INDEX interaction_by_target ON interaction (target_screen_id)"),
            QStringLiteral("CREATE INDEX interaction_by_app_version ON interaction (app_version_id, ord)"),
            QStringLiteral("CREATE INDEX screen_by_app_version ON screen (app_version_id, ord)"),
            QStringLiteral("CREATE INDEX component_by_screen ON component (screen_id, ord)"),
        },
        // v2: one state, several devices, and the recordings merged into a model
        // (importing the same trace again changes nothing).
        {
            QStringLiteral("ALTER TABLE screen ADD COLUMN device_profile TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("CREATE TABLE rendering (id INTEGER PRIMARY KEY, "
                           "screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "device_profile TEXT NOT NULL, hierarchy_xml TEXT NOT NULL, screenshot_file TEXT NOT NULL, png BLOB, "
                           "UNIQUE (screen_id, device_profile))"),
            QStringLiteral("CREATE TABLE recording (id INTEGER PRIMARY KEY, "
                           "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "digest TEXT NOT NULL, name TEXT NOT NULL, device_profile TEXT NOT NULL, UNIQUE (app_version_id, digest))"),
            QStringLiteral("CREATE INDEX recording_by_digest ON recording (digest)"),
        },
    };
    return list;
}

QString kindName(Screen::Kind kind)
{
    switch (kind) {
    case Screen::Kind::Normal:
        return QStringLiteral("Normal");
    case Screen::Kind::Start:
        return QStringLiteral("Start");
    case Screen::Kind::End:
        return QStringLiteral("End");
    }
    return {};
}

Screen::Kind kindFromName(const QString &name)
{
    if (name == u"Start")
        return Screen::Kind::Start;
    if (name == u"End")
        return Screen::Kind::End;
    return Screen::Kind::Normal;
}

/*! Enums are stored by name so reordering an enum never changes stored meaning. */
template<typename E>
E enumFromName(const QString &name, E fallback)
{
    bool ok = false;
    const int v = QMetaEnum::fromType<E>().keyToValue(name.toLatin1().constData(), &ok);
    return ok ? static_cast<E>(v) : fallback;
}

/*! Text columns are NOT NULL; the driver binds a null QString as NULL. */
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QVariant nullableInt(bool isNull, int value)
{
    return isNull ? QVariant(QMetaType::fromType<int>()) : QVariant(value);
}

/*! Bounds stored as NULL: none were recorded (QRect()). Zero-size bounds elsewhere are a touch point
 *  (AstroBR's SystemUI keys) whose position must survive the store, so only the null rect at the origin counts. */
bool unknownBounds(const QRect &bounds)
{
    return bounds == QRect();
}

} // namespace

SqliteGraphStore::SqliteGraphStore(const QString &databasePath, const QString &connectionName)
    : m_path(databasePath)
    , m_connectionName(connectionName.isEmpty() ? u"stepwise-graph-" + QUuid::createUuid().toString(QUuid::WithoutBraces) : connectionName)
{
}

SqliteGraphStore::~SqliteGraphStore()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

int SqliteGraphStore::schemaVersion()
{
    return int(migrations().size());
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
    m_error.clear();
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
        m_error = Tr::tr("%1 is damaged (%2SQLite: %3); the file was left unchanged. Restore it from a backup, or import "
                                 "the models again into a new file")
                      .arg(name, zeroed ? Tr::tr("its header, where SQLite's \"SQLite format 3\" belongs, is all zero bytes; ")
                                        : QString(),
                           m_damage);
    } else if (m_damaged) {
        // Not "not a StepWise database": that is an SQLite file of another program (see open()).
        m_error = Tr::tr("%1 is not an SQLite database at all (SQLite: %2); nothing was changed")
                      .arg(name, m_damage);
    } else {
        m_error = what;
    }
    return false;
}

bool SqliteGraphStore::isOpen() const
{
    return m_open;
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
        return error == EROFS ? Tr::tr("it is on a file system mounted read-only") : error == EACCES || error == EPERM ? what : QString();
    };
    if (exists && ::access(file.constData(), W_OK) != 0)
        return reason(errno, Tr::tr("no write permission for the file"));
    if (::access(folder.constData(), W_OK) != 0)
        return reason(errno, exists ? Tr::tr("no write permission for its folder, where SQLite keeps its journal")
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
    m_damage = Tr::tr("integrity check: %1").arg(q.value(0).toString().remove(u"*** in database main ***"_qs).simplified());
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
            return setError(QFileInfo::exists(m_path) ? Tr::tr("%1 is read-only (%2); nothing was changed").arg(fileName, why)
                                                      : Tr::tr("cannot create %1 (%2)").arg(m_path, why));
        }
    }
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName) ? QSqlDatabase::database(m_connectionName, false)
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
            return refuseRead(Tr::tr("%1 is not a StepWise database (it holds other tables, e.g. '%2'); nothing was changed")
                              .arg(name, q.value(0).toString()));
    } else if (applicationId != ApplicationId) {
        return refuseRead(Tr::tr("%1 is not a StepWise database (another application's SQLite file); nothing was changed").arg(name));
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
        while (!(switched = q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && q.next()) && waited.elapsed() < BusyTimeoutMs
               && q.lastError().nativeErrorCode() == u"5") // SQLITE_BUSY
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
            return setError(QStringLiteral("%1: cannot start the migration to schema %2: %3").arg(m_path).arg(v + 1).arg(sqlError(q.lastError())));
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
                return setError(QStringLiteral("%1: migration to schema %2 failed (%3); the database was left unchanged").arg(m_path).arg(v + 1).arg(why));
            }
        }
        q.finish();
        if (!db.commit()) {
            const QString why = sqlError(db.lastError());
            db.rollback();
            return setError(QStringLiteral("%1: migration to schema %2 failed (%3); the database was left unchanged").arg(m_path).arg(v + 1).arg(why));
        }
    }
    return true;
}

QStringList SqliteGraphStore::versionsLike(QStringList versions, const QString &asked)
{
    static const QRegularExpression nonWord(u"[^\\p{L}\\p{N}]+"_qs);
    const QStringList askedWords = asked.toLower().split(nonWord, Qt::SkipEmptyParts);
    const auto shared = [&askedWords](const QString &version) {
        return std::count_if(askedWords.cbegin(), askedWords.cend(),
                             [&version](const QString &w) { return w.size() >= 3 && version.contains(w, Qt::CaseInsensitive); });
    };
    std::stable_sort(versions.begin(), versions.end(), [&shared](const QString &a, const QString &b) { return shared(a) > shared(b); });
    return versions;
}

int SqliteGraphStore::storedSchemaVersion() const
{
    if (!m_open)
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

QStringList SqliteGraphStore::appVersions() const
{
    clearError();
    QStringList names;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return names;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("SELECT name FROM app_version ORDER BY name"))) {
        setError(QStringLiteral("%1: cannot list app versions: %2").arg(m_path, sqlError(q.lastError())));
        return names;
    }
    while (q.next())
        names.append(q.value(0).toString());
    // next() ends on a read error as at the last row: a damaged page must not pass for fewer versions.
    if (q.lastError().isValid()) {
        setError(QStringLiteral("%1: cannot list app versions: %2").arg(m_path, sqlError(q.lastError())));
        return {};
    }
    return names;
}

bool SqliteGraphStore::save(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    if (!validate(model))
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.transaction())
        return setError(QStringLiteral("%1: cannot start a transaction: %2").arg(m_path, sqlError(db.lastError())));
    if (!saveRows(model, screenshots)) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        const QString why = sqlError(db.lastError());
        db.rollback();
        return setError(QStringLiteral("%1: saving %2 failed (%3); the previous content is unchanged").arg(m_path, model.appVersion, why));
    }
    return true;
}

bool SqliteGraphStore::validate(const ExecutionModel &model) const
{
    if (model.appVersion.isEmpty())
        return setError(QStringLiteral("%1: cannot save a model without an app version").arg(m_path));
    // Check references before touching the database, so the message names the culprit.
    QSet<QString> ids;
    ids.reserve(model.screens.size());
    for (const Screen &s : model.screens) {
        if (ids.contains(s.id))
            return setError(QStringLiteral("cannot save %1: screen %2 appears twice").arg(model.appVersion, s.id));
        ids.insert(s.id);
    }
    for (const Interaction &e : model.interactions) {
        if (!ids.contains(e.sourceId) || !ids.contains(e.targetId))
            return setError(QStringLiteral("cannot save %1: interaction %2 refers to unknown screen %3")
                                .arg(model.appVersion, e.id, ids.contains(e.sourceId) ? e.targetId : e.sourceId));
    }
    return true;
}

bool SqliteGraphStore::merge(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots, const SameScreenCheck &sameScreen,
                             MergeSummary *summary)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    if (model.appVersion.isEmpty())
        return setError(QStringLiteral("%1: cannot save a model without an app version").arg(m_path));
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // Read, merge and write in one transaction, so a concurrent import cannot slip in between
    // and a failure leaves the stored model as it was.
    if (!db.transaction())
        return setError(QStringLiteral("%1: cannot start a transaction: %2").arg(m_path, sqlError(db.lastError())));
    auto abort = [&] {
        const QString why = m_error;
        db.rollback();
        m_error = why;
        return false;
    };
    ExecutionModel stored;
    QHash<QString, QByteArray> shots; // only those the merge adds: stored screenshots are not rewritten
    StoredBase base;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM app_version WHERE name = ?"));
    q.addBindValue(model.appVersion);
    if (!q.exec()) {
        setError(QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
        return abort();
    }
    const bool exists = q.next();
    if (!exists && q.lastError().isValid()) {
        setError(QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
        return abort();
    }
    if (exists) {
        base.versionRow = q.value(0).toLongLong();
        q.finish();
        std::optional<ExecutionModel> loaded = loadModel(model.appVersion, false);
        if (!loaded)
            return abort();
        stored = std::move(*loaded);
        base.screens = stored.screens;
        for (const Interaction &e : std::as_const(stored.interactions))
            base.weights.append(e.weight);
        base.recordings = int(stored.recordings.size());
        q.prepare(QStringLiteral("SELECT sid, id FROM screen WHERE app_version_id = ?"));
        q.addBindValue(base.versionRow);
        if (!q.exec()) {
            setError(QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
            return abort();
        }
        while (q.next())
            base.screenRows.insert(q.value(0).toString(), q.value(1).toLongLong());
        if (q.lastError().isValid()) {
            setError(QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
            return abort();
        }
    }
    q.finish();
    const MergeSummary done = mergeModels(&stored, &shots, model, screenshots, sameScreen);
    if (summary)
        *summary = done;
    if (!done.changed()) {
        db.rollback();
        return true;
    }
    if (!validate(stored) || !saveRows(stored, shots, exists ? &base : nullptr))
        return abort();
    if (!db.commit()) {
        setError(QStringLiteral("%1: merging into %2 failed (%3); the previous content is unchanged").arg(m_path, model.appVersion, sqlError(db.lastError())));
        return abort();
    }
    return true;
}

QByteArray SqliteGraphStore::renderingScreenshot(const QString &appVersion, const QString &screenId, const QString &deviceProfile) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return {};
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("SELECT r.png FROM rendering r JOIN screen s ON r.screen_id = s.id "
                             "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ? AND r.device_profile = ?"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    q.addBindValue(deviceProfile);
    if (!q.exec()) {
        setError(QStringLiteral("%1: cannot read the %2 rendering of %3: %4").arg(m_path, deviceProfile, screenId, sqlError(q.lastError())));
        return {};
    }
    if (q.next())
        return q.value(0).toByteArray();
    if (q.lastError().isValid())
        setError(QStringLiteral("%1: cannot read the %2 rendering of %3: %4").arg(m_path, deviceProfile, screenId, sqlError(q.lastError())));
    return {};
}

QHash<QString, QString> SqliteGraphStore::recordingDigests() const
{
    clearError();
    QHash<QString, QString> out;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return out;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("SELECT r.digest, a.name FROM recording r JOIN app_version a ON r.app_version_id = a.id"))) {
        setError(QStringLiteral("%1: cannot list recordings: %2").arg(m_path, sqlError(q.lastError())));
        return out;
    }
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    if (q.lastError().isValid()) {
        setError(QStringLiteral("%1: cannot list recordings: %2").arg(m_path, sqlError(q.lastError())));
        return {};
    }
    return out;
}

bool SqliteGraphStore::saveRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots, const StoredBase *base)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    auto failed = [&](const QSqlQuery &q, const QString &what) {
        return setError(QStringLiteral("%1: saving %2 failed while %3 (%4); the previous content is unchanged")
                            .arg(m_path, model.appVersion, what, sqlError(q.lastError())));
    };
    QSqlQuery q(db);
    if (base)
        return updateRows(model, screenshots, *base);
    q.prepare(QStringLiteral("DELETE FROM app_version WHERE name = ?"));
    q.addBindValue(model.appVersion);
    if (!q.exec())
        return failed(q, QStringLiteral("removing the previous version"));
    q.prepare(QStringLiteral("INSERT INTO app_version (name, package, imported_at) VALUES (?, ?, ?)"));
    q.addBindValue(model.appVersion);
    q.addBindValue(text(model.packageName));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return failed(q, QStringLiteral("adding the app version"));
    const qint64 versionRow = q.lastInsertId().toLongLong();

    QSqlQuery screenQ(db), componentQ(db), shotQ(db), edgeQ(db);
    screenQ.prepare(QStringLiteral("INSERT INTO screen (app_version_id, ord, sid, name, kind, source, gui_signature, hierarchy_xml, "
                                   "screenshot_file, device_profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    QSqlQuery renderingQ(db);
    renderingQ.prepare(QStringLiteral("INSERT INTO rendering (screen_id, ord, device_profile, hierarchy_xml, screenshot_file, png) "
                                      "VALUES (?, ?, ?, ?, ?, ?)"));
    componentQ.prepare(QStringLiteral("INSERT INTO component (screen_id, ord, class_name, resource_id, text, content_description, idx, "
                                      "x, y, w, h) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    shotQ.prepare(QStringLiteral("INSERT INTO screenshot (screen_id, png) VALUES (?, ?)"));
    QHash<QString, qint64> screenRows;
    screenRows.reserve(model.screens.size());
    for (int i = 0; i < model.screens.size(); ++i) {
        const Screen &s = model.screens.at(i);
        const QVariantList values{versionRow, i, text(s.id), text(s.name), kindName(s.kind), enumName(s.source), text(s.guiSignature), text(s.hierarchyXml), text(s.screenshotFile), text(s.deviceProfile)};
        for (int v = 0; v < values.size(); ++v)
            screenQ.bindValue(v, values.at(v));
        if (!screenQ.exec())
            return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
        const qint64 row = screenQ.lastInsertId().toLongLong();
        screenRows.insert(s.id, row);
        for (int c = 0; c < s.components.size(); ++c) {
            const GuiComponent &comp = s.components.at(c);
            const bool noBounds = unknownBounds(comp.bounds);
            const QVariantList cv{row, c, text(comp.className), text(comp.resourceId), text(comp.text), text(comp.contentDescription), comp.index,
                                  nullableInt(noBounds, comp.bounds.x()), nullableInt(noBounds, comp.bounds.y()),
                                  nullableInt(noBounds, comp.bounds.width()), nullableInt(noBounds, comp.bounds.height())};
            for (int v = 0; v < cv.size(); ++v)
                componentQ.bindValue(v, cv.at(v));
            if (!componentQ.exec())
                return failed(componentQ, QStringLiteral("storing a component of screen %1").arg(s.id));
        }
        const QByteArray png = s.screenshotFile.isEmpty() ? QByteArray() : screenshots.value(s.screenshotFile);
        if (!png.isEmpty()) {
            shotQ.bindValue(0, row);
            shotQ.bindValue(1, png);
            if (!shotQ.exec())
                return failed(shotQ, QStringLiteral("storing the screenshot of screen %1").arg(s.id));
        }
        for (int r = 0; r < s.renderings.size(); ++r) {
            const Rendering &rendering = s.renderings.at(r);
            const QByteArray rpng = rendering.screenshotFile.isEmpty() ? QByteArray() : screenshots.value(rendering.screenshotFile);
            const QVariantList rv{row, r, text(rendering.deviceProfile), text(rendering.hierarchyXml), text(rendering.screenshotFile),
                                  rpng.isEmpty() ? QVariant(QMetaType::fromType<QByteArray>()) : QVariant(rpng)};
            for (int v = 0; v < rv.size(); ++v)
                renderingQ.bindValue(v, rv.at(v));
            if (!renderingQ.exec())
                return failed(renderingQ, QStringLiteral("storing the %1 rendering of screen %2").arg(rendering.deviceProfile, s.id));
        }
    }

    edgeQ.prepare(QStringLiteral("INSERT INTO interaction (app_version_id, ord, iid, source_screen_id, target_screen_id, action, action_code, "
                                 "action_name, has_component, comp_class, comp_resource_id, comp_text, comp_description, comp_index, "
                                 "comp_x, comp_y, comp_w, comp_h, typed_text, weight, source, screenshot_file, execution, sequence) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (int i = 0; i < model.interactions.size(); ++i) {
        const Interaction &e = model.interactions.at(i);
        const bool has = e.component.has_value();
        const GuiComponent comp = e.component.value_or(GuiComponent{});
        const bool noBounds = !has || unknownBounds(comp.bounds);
        const QVariant nullText(QMetaType::fromType<QString>());
        const QVariantList values{versionRow,
                                  i,
                                  text(e.id),
                                  screenRows.value(e.sourceId),
                                  screenRows.value(e.targetId),
                                  enumName(e.action),
                                  e.actionCode,
                                  text(e.actionName),
                                  has ? 1 : 0,
                                  has ? QVariant(text(comp.className)) : nullText,
                                  has ? QVariant(text(comp.resourceId)) : nullText,
                                  has ? QVariant(text(comp.text)) : nullText,
                                  has ? QVariant(text(comp.contentDescription)) : nullText,
                                  nullableInt(!has, comp.index),
                                  nullableInt(noBounds, comp.bounds.x()),
                                  nullableInt(noBounds, comp.bounds.y()),
                                  nullableInt(noBounds, comp.bounds.width()),
                                  nullableInt(noBounds, comp.bounds.height()),
                                  text(e.typedText),
                                  e.weight,
                                  enumName(e.source),
                                  text(e.screenshotFile),
                                  e.execution,
                                  e.sequence};
        for (int v = 0; v < values.size(); ++v)
            edgeQ.bindValue(v, values.at(v));
        if (!edgeQ.exec())
            return failed(edgeQ, QStringLiteral("storing interaction %1").arg(e.id));
    }
    QSqlQuery recQ(db);
    recQ.prepare(QStringLiteral("INSERT INTO recording (app_version_id, ord, digest, name, device_profile) VALUES (?, ?, ?, ?, ?)"));
    for (int i = 0; i < model.recordings.size(); ++i) {
        const RecordingSource &r = model.recordings.at(i);
        const QVariantList values{versionRow, i, text(r.digest), text(r.name), text(r.deviceProfile)};
        for (int v = 0; v < values.size(); ++v)
            recQ.bindValue(v, values.at(v));
        if (!recQ.exec())
            return failed(recQ, QStringLiteral("storing recording %1").arg(r.name));
    }
    return true;
}

bool SqliteGraphStore::updateRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots, const StoredBase &base)
{
    // Only what mergeModels() changed: it appends screens, interactions and recordings, and on
    // existing screens only fills the XML, components, screenshot and device profile or appends
    // renderings; on existing interactions only the weight grows.
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    auto failed = [&](const QSqlQuery &q, const QString &what) {
        return setError(QStringLiteral("%1: merging into %2 failed while %3 (%4); the previous content is unchanged")
                            .arg(m_path, model.appVersion, what, sqlError(q.lastError())));
    };
    QSqlQuery screenQ(db), updateScreenQ(db), componentQ(db), dropComponentsQ(db), shotQ(db), renderingQ(db), edgeQ(db), weightQ(db), recQ(db);
    screenQ.prepare(QStringLiteral("INSERT INTO screen (app_version_id, ord, sid, name, kind, source, gui_signature, hierarchy_xml, "
                                   "screenshot_file, device_profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    updateScreenQ.prepare(QStringLiteral("UPDATE screen SET hierarchy_xml = ?, screenshot_file = ?, device_profile = ? WHERE id = ?"));
    componentQ.prepare(QStringLiteral("INSERT INTO component (screen_id, ord, class_name, resource_id, text, content_description, idx, "
                                      "x, y, w, h) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    dropComponentsQ.prepare(QStringLiteral("DELETE FROM component WHERE screen_id = ?"));
    shotQ.prepare(QStringLiteral("INSERT OR REPLACE INTO screenshot (screen_id, png) VALUES (?, ?)"));
    renderingQ.prepare(QStringLiteral("INSERT INTO rendering (screen_id, ord, device_profile, hierarchy_xml, screenshot_file, png) "
                                      "VALUES (?, ?, ?, ?, ?, ?)"));
    edgeQ.prepare(QStringLiteral("INSERT INTO interaction (app_version_id, ord, iid, source_screen_id, target_screen_id, action, action_code, "
                                 "action_name, has_component, comp_class, comp_resource_id, comp_text, comp_description, comp_index, "
                                 "comp_x, comp_y, comp_w, comp_h, typed_text, weight, source, screenshot_file, execution, sequence) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    weightQ.prepare(QStringLiteral("UPDATE interaction SET weight = ? WHERE app_version_id = ? AND iid = ?"));
    recQ.prepare(QStringLiteral("INSERT INTO recording (app_version_id, ord, digest, name, device_profile) VALUES (?, ?, ?, ?, ?)"));
    auto exec = [](QSqlQuery &query, const QVariantList &values) {
        for (int v = 0; v < values.size(); ++v)
            query.bindValue(v, values.at(v));
        return query.exec();
    };

    QHash<QString, qint64> screenRows = base.screenRows;
    for (int i = 0; i < model.screens.size(); ++i) {
        const Screen &s = model.screens.at(i);
        const bool isNew = i >= base.screens.size();
        qint64 row = screenRows.value(s.id, -1);
        int firstRendering = 0;
        bool writeComponents = isNew;
        bool writeShot = isNew;
        if (isNew) {
            if (!exec(screenQ, {base.versionRow, i, text(s.id), text(s.name), kindName(s.kind), enumName(s.source), text(s.guiSignature),
                                text(s.hierarchyXml), text(s.screenshotFile), text(s.deviceProfile)}))
                return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
            row = screenQ.lastInsertId().toLongLong();
            screenRows.insert(s.id, row);
        } else {
            const Screen &old = base.screens.at(i);
            firstRendering = int(old.renderings.size());
            // The base was loaded without components: any now present were filled in by the merge.
            writeComponents = !s.components.isEmpty();
            writeShot = old.screenshotFile.isEmpty() && !s.screenshotFile.isEmpty();
            if (s.hierarchyXml != old.hierarchyXml || s.screenshotFile != old.screenshotFile || s.deviceProfile != old.deviceProfile) {
                if (!exec(updateScreenQ, {text(s.hierarchyXml), text(s.screenshotFile), text(s.deviceProfile), row}))
                    return failed(updateScreenQ, QStringLiteral("updating screen %1").arg(s.id));
            }
            if (writeComponents && !exec(dropComponentsQ, {row}))
                return failed(dropComponentsQ, QStringLiteral("replacing the components of screen %1").arg(s.id));
        }
        if (writeComponents) {
            for (int c = 0; c < s.components.size(); ++c) {
                const GuiComponent &comp = s.components.at(c);
                const bool noBounds = unknownBounds(comp.bounds);
                if (!exec(componentQ, {row, c, text(comp.className), text(comp.resourceId), text(comp.text), text(comp.contentDescription), comp.index,
                                       nullableInt(noBounds, comp.bounds.x()), nullableInt(noBounds, comp.bounds.y()),
                                       nullableInt(noBounds, comp.bounds.width()), nullableInt(noBounds, comp.bounds.height())}))
                    return failed(componentQ, QStringLiteral("storing a component of screen %1").arg(s.id));
            }
        }
        const QByteArray png = writeShot && !s.screenshotFile.isEmpty() ? screenshots.value(s.screenshotFile) : QByteArray();
        if (!png.isEmpty() && !exec(shotQ, {row, png}))
            return failed(shotQ, QStringLiteral("storing the screenshot of screen %1").arg(s.id));
        for (int r = firstRendering; r < s.renderings.size(); ++r) {
            const Rendering &rendering = s.renderings.at(r);
            const QByteArray rpng = rendering.screenshotFile.isEmpty() ? QByteArray() : screenshots.value(rendering.screenshotFile);
            if (!exec(renderingQ, {row, r, text(rendering.deviceProfile), text(rendering.hierarchyXml), text(rendering.screenshotFile),
                                   rpng.isEmpty() ? QVariant(QMetaType::fromType<QByteArray>()) : QVariant(rpng)}))
                return failed(renderingQ, QStringLiteral("storing the %1 rendering of screen %2").arg(rendering.deviceProfile, s.id));
        }
    }

    for (int i = 0; i < model.interactions.size(); ++i) {
        const Interaction &e = model.interactions.at(i);
        if (i < base.weights.size()) {
            if (e.weight != base.weights.at(i) && !exec(weightQ, {e.weight, base.versionRow, text(e.id)}))
                return failed(weightQ, QStringLiteral("updating interaction %1").arg(e.id));
            continue;
        }
        const bool has = e.component.has_value();
        const GuiComponent comp = e.component.value_or(GuiComponent{});
        const bool noBounds = !has || unknownBounds(comp.bounds);
        const QVariant nullText(QMetaType::fromType<QString>());
        if (!exec(edgeQ, {base.versionRow, i, text(e.id), screenRows.value(e.sourceId), screenRows.value(e.targetId), enumName(e.action),
                          e.actionCode, text(e.actionName), has ? 1 : 0, has ? QVariant(text(comp.className)) : nullText,
                          has ? QVariant(text(comp.resourceId)) : nullText, has ? QVariant(text(comp.text)) : nullText,
                          has ? QVariant(text(comp.contentDescription)) : nullText, nullableInt(!has, comp.index),
                          nullableInt(noBounds, comp.bounds.x()), nullableInt(noBounds, comp.bounds.y()), nullableInt(noBounds, comp.bounds.width()),
                          nullableInt(noBounds, comp.bounds.height()), text(e.typedText), e.weight, enumName(e.source), text(e.screenshotFile),
                          e.execution, e.sequence}))
            return failed(edgeQ, QStringLiteral("storing interaction %1").arg(e.id));
    }
    for (int i = base.recordings; i < model.recordings.size(); ++i) {
        const RecordingSource &r = model.recordings.at(i);
        if (!exec(recQ, {base.versionRow, i, text(r.digest), text(r.name), text(r.deviceProfile)}))
            return failed(recQ, QStringLiteral("storing recording %1").arg(r.name));
    }
    return true;
}

std::optional<ExecutionModel> SqliteGraphStore::load(const QString &appVersion) const
{
    return loadModel(appVersion, true);
}

std::optional<ExecutionModel> SqliteGraphStore::loadModel(const QString &appVersion, bool withComponents) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    auto failed = [&](const QSqlQuery &q) {
        setError(QStringLiteral("%1: cannot load %2: %3").arg(m_path, appVersion, sqlError(q.lastError())));
        return std::nullopt;
    };
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, package FROM app_version WHERE name = ?"));
    q.addBindValue(appVersion);
    if (!q.exec())
        return failed(q);
    if (!q.next()) {
        if (q.lastError().isValid())
            return failed(q);
        setError(QStringLiteral("%1 holds no app version '%2'").arg(m_path, appVersion));
        return std::nullopt;
    }
    const qint64 versionRow = q.value(0).toLongLong();
    ExecutionModel model;
    model.appVersion = appVersion;
    model.packageName = q.value(1).toString();

    QHash<qint64, int> screenIndex;
    q.prepare(QStringLiteral("SELECT id, sid, name, kind, source, gui_signature, hierarchy_xml, screenshot_file, device_profile FROM screen "
                             "WHERE app_version_id = ? ORDER BY ord"));
    q.addBindValue(versionRow);
    if (!q.exec())
        return failed(q);
    while (q.next()) {
        Screen s;
        s.id = q.value(1).toString();
        s.name = q.value(2).toString();
        s.kind = kindFromName(q.value(3).toString());
        s.source = enumFromName(q.value(4).toString(), TraceSource::Unknown);
        s.guiSignature = q.value(5).toString();
        s.hierarchyXml = q.value(6).toString();
        s.screenshotFile = q.value(7).toString();
        s.deviceProfile = q.value(8).toString();
        screenIndex.insert(q.value(0).toLongLong(), int(model.screens.size()));
        model.screens.append(std::move(s));
    }
    // next() ends on a read error as at the last row: a damaged page must not pass for a smaller model.
    if (q.lastError().isValid())
        return failed(q);

    auto bounds = [&](int first) {
        return q.isNull(first) ? QRect() : QRect(q.value(first).toInt(), q.value(first + 1).toInt(), q.value(first + 2).toInt(), q.value(first + 3).toInt());
    };
    q.prepare(QStringLiteral("SELECT c.screen_id, c.class_name, c.resource_id, c.text, c.content_description, c.idx, c.x, c.y, c.w, c.h "
                             "FROM component c JOIN screen s ON c.screen_id = s.id WHERE s.app_version_id = ? ORDER BY c.screen_id, c.ord"));
    q.addBindValue(versionRow);
    if (withComponents && !q.exec())
        return failed(q);
    while (withComponents && q.next()) {
        GuiComponent c;
        c.className = q.value(1).toString();
        c.resourceId = q.value(2).toString();
        c.text = q.value(3).toString();
        c.contentDescription = q.value(4).toString();
        c.index = q.value(5).toInt();
        c.bounds = bounds(6);
        model.screens[screenIndex.value(q.value(0).toLongLong())].components.append(std::move(c));
    }
    if (withComponents && q.lastError().isValid())
        return failed(q);

    q.prepare(QStringLiteral("SELECT r.screen_id, r.device_profile, r.hierarchy_xml, r.screenshot_file FROM rendering r "
                             "JOIN screen s ON r.screen_id = s.id WHERE s.app_version_id = ? ORDER BY r.screen_id, r.ord"));
    q.addBindValue(versionRow);
    if (!q.exec())
        return failed(q);
    while (q.next())
        model.screens[screenIndex.value(q.value(0).toLongLong())].renderings.append(
            Rendering{q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    if (q.lastError().isValid())
        return failed(q);

    q.prepare(QStringLiteral("SELECT digest, name, device_profile FROM recording WHERE app_version_id = ? ORDER BY ord"));
    q.addBindValue(versionRow);
    if (!q.exec())
        return failed(q);
    while (q.next())
        model.recordings.append(RecordingSource{q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    if (q.lastError().isValid())
        return failed(q);

    q.prepare(QStringLiteral("SELECT i.iid, src.sid, tgt.sid, i.action, i.action_code, i.action_name, i.has_component, i.comp_class, "
                             "i.comp_resource_id, i.comp_text, i.comp_description, i.comp_index, i.comp_x, i.comp_y, i.comp_w, i.comp_h, "
                             "i.typed_text, i.weight, i.source, i.screenshot_file, i.execution, i.sequence FROM interaction i "
                             "JOIN screen src ON i.source_screen_id = src.id JOIN screen tgt ON i.target_screen_id = tgt.id "
                             "WHERE i.app_version_id = ? ORDER BY i.ord"));
    q.addBindValue(versionRow);
    if (!q.exec())
        return failed(q);
    while (q.next()) {
        Interaction e;
        e.id = q.value(0).toString();
        e.sourceId = q.value(1).toString();
        e.targetId = q.value(2).toString();
        e.action = enumFromName(q.value(3).toString(), ActionType::Unknown);
        e.actionCode = q.value(4).toInt();
        e.actionName = q.value(5).toString();
        if (q.value(6).toInt() != 0) {
            GuiComponent c;
            c.className = q.value(7).toString();
            c.resourceId = q.value(8).toString();
            c.text = q.value(9).toString();
            c.contentDescription = q.value(10).toString();
            c.index = q.value(11).toInt();
            c.bounds = bounds(12);
            e.component = std::move(c);
        }
        e.typedText = q.value(16).toString();
        e.weight = q.value(17).toDouble();
        e.source = enumFromName(q.value(18).toString(), TraceSource::Unknown);
        e.screenshotFile = q.value(19).toString();
        e.execution = q.value(20).toInt();
        e.sequence = q.value(21).toInt();
        model.interactions.append(std::move(e));
    }
    if (q.lastError().isValid())
        return failed(q);
    model.reindex();
    return model;
}

bool SqliteGraphStore::remove(const QString &appVersion)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("DELETE FROM app_version WHERE name = ?"));
    q.addBindValue(appVersion);
    if (!q.exec())
        return setError(QStringLiteral("%1: cannot remove %2: %3").arg(m_path, appVersion, sqlError(q.lastError())));
    if (q.numRowsAffected() < 1)
        return setError(QStringLiteral("%1 holds no app version '%2'").arg(m_path, appVersion));
    return true;
}

QByteArray SqliteGraphStore::screenshot(const QString &appVersion, const QString &screenId) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return {};
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("SELECT sh.png FROM screenshot sh JOIN screen s ON sh.screen_id = s.id "
                             "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ?"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    if (!q.exec()) {
        setError(QStringLiteral("%1: cannot read the screenshot of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return {};
    }
    if (q.next())
        return q.value(0).toByteArray();
    if (q.lastError().isValid())
        setError(QStringLiteral("%1: cannot read the screenshot of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
    return {};
}

QList<ModelStats> SqliteGraphStore::stats() const
{
    clearError();
    QList<ModelStats> result;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return result;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    const bool ok = q.exec(QStringLiteral(
        "SELECT a.name, "
        "(SELECT count(*) FROM screen s WHERE s.app_version_id = a.id AND s.kind = 'Normal'), "
        "(SELECT count(*) FROM interaction i WHERE i.app_version_id = a.id), "
        "(SELECT count(*) FROM interaction i WHERE i.app_version_id = a.id AND i.source = 'Manual'), "
        "(SELECT count(*) FROM interaction i WHERE i.app_version_id = a.id AND i.source = 'Automatic'), "
        "(SELECT count(*) FROM screenshot sh JOIN screen s ON sh.screen_id = s.id WHERE s.app_version_id = a.id) "
        "FROM app_version a ORDER BY a.name"));
    if (!ok) {
        setError(QStringLiteral("%1: cannot count: %2").arg(m_path, sqlError(q.lastError())));
        return result;
    }
    while (q.next()) {
        ModelStats st;
        st.appVersion = q.value(0).toString();
        st.states = q.value(1).toInt();
        st.transitions = q.value(2).toInt();
        st.manualTransitions = q.value(3).toInt();
        st.automaticTransitions = q.value(4).toInt();
        st.screenshots = q.value(5).toInt();
        result.append(st);
    }
    if (q.lastError().isValid()) {
        setError(QStringLiteral("%1: cannot count: %2").arg(m_path, sqlError(q.lastError())));
        return {};
    }
    return result;
}

QStringList SqliteGraphStore::outgoingInteractionIds(const QString &appVersion, const QString &screenId) const
{
    clearError();
    QStringList ids;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return ids;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT i.iid FROM interaction i JOIN screen s ON i.source_screen_id = s.id "
                             "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ? ORDER BY i.ord"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    if (!q.exec()) {
        setError(QStringLiteral("%1: cannot query the out-edges of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toString());
    if (q.lastError().isValid()) {
        setError(QStringLiteral("%1: cannot query the out-edges of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return {};
    }
    return ids;
}

} // namespace StepWise
