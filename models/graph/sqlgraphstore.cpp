// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlgraphstore.h"

#include "pggraphstore.h"
#include "sqlitegraphstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMetaEnum>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace StepWise {

namespace {

constexpr int ApplicationId = 0x53745770; // "StWp", SQLite's PRAGMA application_id

const QList<QStringList> &migrationList()
{
    static const QList<QStringList> list {
        // v1: the initial schema.
        {
            QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId),
            QStringLiteral(
                "CREATE TABLE app_version (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, package TEXT NOT NULL, "
                "imported_at TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE screen (id INTEGER PRIMARY KEY, "
                "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                "sid TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL, gui_signature TEXT "
                "NOT NULL, "
                "hierarchy_xml TEXT NOT NULL, screenshot_file TEXT NOT NULL, UNIQUE (app_version_id, sid))"),
            QStringLiteral("CREATE TABLE component (id INTEGER PRIMARY KEY, "
                           "screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                           "class_name TEXT NOT NULL, resource_id TEXT NOT NULL, text TEXT NOT NULL, "
                           "content_description TEXT NOT NULL, "
                           "idx INTEGER NOT NULL, x INTEGER, y INTEGER, w INTEGER, h INTEGER)"),
            QStringLiteral(
                "CREATE TABLE interaction (id INTEGER PRIMARY KEY, "
                "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                "iid TEXT NOT NULL, source_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, "
                "target_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, action TEXT NOT NULL, "
                "action_code INTEGER NOT NULL, action_name TEXT NOT NULL, has_component INTEGER NOT NULL, "
                "comp_class TEXT, comp_resource_id TEXT, comp_text TEXT, comp_description TEXT, comp_index INTEGER, "
                "comp_x INTEGER, comp_y INTEGER, comp_w INTEGER, comp_h INTEGER, typed_text TEXT NOT NULL, "
                "weight REAL NOT NULL, source TEXT NOT NULL, screenshot_file TEXT NOT NULL, execution INTEGER NOT "
                "NULL, "
                "sequence INTEGER NOT NULL, UNIQUE (app_version_id, iid))"),
            QStringLiteral(
                "CREATE TABLE screenshot (screen_id INTEGER PRIMARY KEY REFERENCES screen(id) ON DELETE CASCADE, "
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
            QStringLiteral(
                "CREATE TABLE rendering (id INTEGER PRIMARY KEY, "
                "screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                "device_profile TEXT NOT NULL, hierarchy_xml TEXT NOT NULL, screenshot_file TEXT NOT NULL, png BLOB, "
                "UNIQUE (screen_id, device_profile))"),
            QStringLiteral(
                "CREATE TABLE recording (id INTEGER PRIMARY KEY, "
                "app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, "
                "digest TEXT NOT NULL, name TEXT NOT NULL, device_profile TEXT NOT NULL, UNIQUE (app_version_id, "
                "digest))"),
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
template<typename E> E enumFromName(const QString &name, E fallback)
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

/*! Binds \a values to the positional placeholders of the prepared \a query and runs it. */
bool execWith(QSqlQuery &query, const QVariantList &values)
{
    for (int v = 0; v < values.size(); ++v)
        query.bindValue(v, values.at(v));
    return query.exec();
}

/*! The columns of a screen row, in the order of the INSERT INTO screen statement. */
QVariantList screenValues(qint64 versionRow, int ord, const Screen &s)
{
    return { versionRow,
             ord,
             text(s.id),
             text(s.name),
             kindName(s.kind),
             enumName(s.source),
             text(s.guiSignature),
             text(s.hierarchyXml),
             text(s.screenshotFile),
             text(s.deviceProfile) };
}

/*! The columns of a component row, in the order of the INSERT INTO component statement. */
QVariantList componentValues(qint64 screenRow, int ord, const GuiComponent &comp)
{
    const bool noBounds = unknownBounds(comp.bounds);
    return { screenRow,
             ord,
             text(comp.className),
             text(comp.resourceId),
             text(comp.text),
             text(comp.contentDescription),
             comp.index,
             nullableInt(noBounds, comp.bounds.x()),
             nullableInt(noBounds, comp.bounds.y()),
             nullableInt(noBounds, comp.bounds.width()),
             nullableInt(noBounds, comp.bounds.height()) };
}

/*! The columns of a rendering row; its PNG is NULL when the screenshot is missing. */
QVariantList renderingValues(qint64 screenRow, int ord, const Rendering &rendering,
                             const QHash<QString, QByteArray> &screenshots)
{
    const QByteArray rpng
        = rendering.screenshotFile.isEmpty() ? QByteArray() : screenshots.value(rendering.screenshotFile);
    return { screenRow,
             ord,
             text(rendering.deviceProfile),
             text(rendering.hierarchyXml),
             text(rendering.screenshotFile),
             rpng.isEmpty() ? QVariant(QMetaType::fromType<QByteArray>()) : QVariant(rpng) };
}

/*! The columns of an interaction row, in the order of the INSERT INTO interaction statement; the
 *  component columns are NULL when the interaction has no component. */
QVariantList interactionValues(qint64 versionRow, int ord, const Interaction &e,
                               const QHash<QString, qint64> &screenRows)
{
    const bool has = e.component.has_value();
    const GuiComponent comp = e.component.value_or(GuiComponent {});
    const bool noBounds = !has || unknownBounds(comp.bounds);
    const QVariant nullText(QMetaType::fromType<QString>());
    return { versionRow,
             ord,
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
             e.sequence };
}

} // namespace

SqlGraphStore::SqlGraphStore(const QString &location, const QString &connectionName)
    : m_path(location)
    , m_connectionName(connectionName)
{
}

SqlGraphStore::~SqlGraphStore()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

const QList<QStringList> &SqlGraphStore::migrations()
{
    return migrationList();
}

int SqlGraphStore::schemaVersion()
{
    return int(migrations().size());
}

QSqlDatabase SqlGraphStore::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

QString SqlGraphStore::sqlError(const QSqlError &e) const
{
    return (e.databaseText().isEmpty() ? e.text() : e.databaseText()).trimmed();
}

bool SqlGraphStore::setError(const QString &what) const
{
    m_error = what;
    return false;
}

void SqlGraphStore::clearError() const
{
    m_error.clear();
}

bool SqlGraphStore::beginRead(QString *why) const
{
    QSqlDatabase db = database();
    if (db.transaction())
        return true;
    *why = sqlError(db.lastError());
    return false;
}

bool SqlGraphStore::beginWrite(const QString &appVersion, QString *why)
{
    Q_UNUSED(appVersion)
    QSqlDatabase db = database();
    if (db.transaction())
        return true;
    *why = sqlError(db.lastError());
    return false;
}

QStringList SqlGraphStore::versionsLike(QStringList versions, const QString &asked)
{
    static const QRegularExpression nonWord(u"[^\\p{L}\\p{N}]+"_qs);
    const QStringList askedWords = asked.toLower().split(nonWord, Qt::SkipEmptyParts);
    const auto shared = [&askedWords](const QString &version) {
        return std::count_if(askedWords.cbegin(), askedWords.cend(), [&version](const QString &w) {
            return w.size() >= 3 && version.contains(w, Qt::CaseInsensitive);
        });
    };
    std::stable_sort(versions.begin(), versions.end(),
                     [&shared](const QString &a, const QString &b) { return shared(a) > shared(b); });
    return versions;
}

std::unique_ptr<SqlGraphStore> SqlGraphStore::create(const QString &location, const QString &connectionName)
{
    if (PgGraphStore::isUrl(location))
        return std::make_unique<PgGraphStore>(location, connectionName);
    return std::make_unique<SqliteGraphStore>(location, connectionName);
}

QStringList SqlGraphStore::appVersions() const
{
    clearError();
    QStringList names;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return names;
    }
    QSqlQuery q(database());
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

bool SqlGraphStore::save(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    if (!validate(model))
        return false;
    QSqlDatabase db = database();
    if (QString why; !beginWrite(model.appVersion, &why))
        return setError(QStringLiteral("%1: cannot start a transaction: %2").arg(m_path, why));
    if (!saveRows(model, screenshots)) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        const QString why = sqlError(db.lastError());
        db.rollback();
        return setError(QStringLiteral("%1: saving %2 failed (%3); the previous content is unchanged")
                            .arg(m_path, model.appVersion, why));
    }
    return true;
}

bool SqlGraphStore::validate(const ExecutionModel &model) const
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

bool SqlGraphStore::merge(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
                          const SameScreenCheck &sameScreen, MergeSummary *summary)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    if (model.appVersion.isEmpty())
        return setError(QStringLiteral("%1: cannot save a model without an app version").arg(m_path));
    QSqlDatabase db = database();
    // Read, merge and write in one transaction, so a concurrent import cannot slip in between
    // and a failure leaves the stored model as it was.
    if (QString why; !beginWrite(model.appVersion, &why))
        return setError(QStringLiteral("%1: cannot start a transaction: %2").arg(m_path, why));
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
            setError(
                QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
            return abort();
        }
        while (q.next())
            base.screenRows.insert(q.value(0).toString(), q.value(1).toLongLong());
        if (q.lastError().isValid()) {
            setError(
                QStringLiteral("%1: cannot merge into %2: %3").arg(m_path, model.appVersion, sqlError(q.lastError())));
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
        setError(QStringLiteral("%1: merging into %2 failed (%3); the previous content is unchanged")
                     .arg(m_path, model.appVersion, sqlError(db.lastError())));
        return abort();
    }
    return true;
}

QByteArray SqlGraphStore::renderingScreenshot(const QString &appVersion, const QString &screenId,
                                              const QString &deviceProfile) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return {};
    }
    QSqlQuery q(database());
    q.prepare(QStringLiteral(
        "SELECT r.png FROM rendering r JOIN screen s ON r.screen_id = s.id "
        "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ? AND r.device_profile = ?"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    q.addBindValue(deviceProfile);
    if (!q.exec()) {
        setError(QStringLiteral("%1: cannot read the %2 rendering of %3: %4")
                     .arg(m_path, deviceProfile, screenId, sqlError(q.lastError())));
        return {};
    }
    if (q.next())
        return q.value(0).toByteArray();
    if (q.lastError().isValid())
        setError(QStringLiteral("%1: cannot read the %2 rendering of %3: %4")
                     .arg(m_path, deviceProfile, screenId, sqlError(q.lastError())));
    return {};
}

QHash<QString, QString> SqlGraphStore::recordingDigests() const
{
    clearError();
    QHash<QString, QString> out;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return out;
    }
    QSqlQuery q(database());
    if (!q.exec(
            QStringLiteral("SELECT r.digest, a.name FROM recording r JOIN app_version a ON r.app_version_id = a.id"))) {
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

bool SqlGraphStore::saveRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
                             const StoredBase *base)
{
    QSqlDatabase db = database();
    auto failed = [&](const QSqlQuery &q, const QString &what) {
        const QString why = sqlError(q.lastError());
        // Rolled back here, while the statements are still prepared: PostgreSQL refuses to free them in a
        // failed transaction, and Qt would warn on stderr. The caller's rollback then has nothing to undo.
        database().rollback();
        return setError(QStringLiteral("%1: saving %2 failed while %3 (%4); the previous content is unchanged")
                            .arg(m_path, model.appVersion, what, why));
    };
    QSqlQuery q(db);
    if (base)
        return updateRows(model, screenshots, *base);
    q.prepare(QStringLiteral("DELETE FROM app_version WHERE name = ?"));
    q.addBindValue(model.appVersion);
    if (!q.exec())
        return failed(q, QStringLiteral("removing the previous version"));
    q.prepare(QStringLiteral("INSERT INTO app_version (name, package, imported_at) VALUES (?, ?, ?) RETURNING id"));
    q.addBindValue(model.appVersion);
    q.addBindValue(text(model.packageName));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return failed(q, QStringLiteral("adding the app version"));
    // RETURNING, in both dialects: the driver's lastInsertId() costs PostgreSQL a second round trip per row.
    if (!q.next())
        return failed(q, QStringLiteral("adding the app version"));
    const qint64 versionRow = q.value(0).toLongLong();

    QSqlQuery screenQ(db), componentQ(db), shotQ(db), edgeQ(db);
    screenQ.prepare(QStringLiteral(
        "INSERT INTO screen (app_version_id, ord, sid, name, kind, source, gui_signature, hierarchy_xml, "
        "screenshot_file, device_profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    QSqlQuery renderingQ(db);
    renderingQ.prepare(
        QStringLiteral("INSERT INTO rendering (screen_id, ord, device_profile, hierarchy_xml, screenshot_file, png) "
                       "VALUES (?, ?, ?, ?, ?, ?)"));
    componentQ.prepare(QStringLiteral(
        "INSERT INTO component (screen_id, ord, class_name, resource_id, text, content_description, idx, "
        "x, y, w, h) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    shotQ.prepare(QStringLiteral("INSERT INTO screenshot (screen_id, png) VALUES (?, ?)"));
    QHash<QString, qint64> screenRows;
    screenRows.reserve(model.screens.size());
    for (int i = 0; i < model.screens.size(); ++i) {
        const Screen &s = model.screens.at(i);
        if (!execWith(screenQ, screenValues(versionRow, i, s)))
            return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
        if (!screenQ.next())
            return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
        const qint64 row = screenQ.value(0).toLongLong();
        screenRows.insert(s.id, row);
        for (int c = 0; c < s.components.size(); ++c) {
            if (!execWith(componentQ, componentValues(row, c, s.components.at(c))))
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
            if (!execWith(renderingQ, renderingValues(row, r, rendering, screenshots)))
                return failed(
                    renderingQ,
                    QStringLiteral("storing the %1 rendering of screen %2").arg(rendering.deviceProfile, s.id));
        }
    }

    edgeQ.prepare(QStringLiteral(
        "INSERT INTO interaction (app_version_id, ord, iid, source_screen_id, target_screen_id, action, action_code, "
        "action_name, has_component, comp_class, comp_resource_id, comp_text, comp_description, comp_index, "
        "comp_x, comp_y, comp_w, comp_h, typed_text, weight, source, screenshot_file, execution, sequence) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (int i = 0; i < model.interactions.size(); ++i) {
        const Interaction &e = model.interactions.at(i);
        if (!execWith(edgeQ, interactionValues(versionRow, i, e, screenRows)))
            return failed(edgeQ, QStringLiteral("storing interaction %1").arg(e.id));
    }
    QSqlQuery recQ(db);
    recQ.prepare(QStringLiteral(
        "INSERT INTO recording (app_version_id, ord, digest, name, device_profile) VALUES (?, ?, ?, ?, ?)"));
    for (int i = 0; i < model.recordings.size(); ++i) {
        const RecordingSource &r = model.recordings.at(i);
        if (!execWith(recQ, { versionRow, i, text(r.digest), text(r.name), text(r.deviceProfile) }))
            return failed(recQ, QStringLiteral("storing recording %1").arg(r.name));
    }
    return true;
}

bool SqlGraphStore::updateRows(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
                               const StoredBase &base)
{
    // Only what mergeModels() changed: it appends screens, interactions and recordings, and on
    // existing screens only fills the XML, components, screenshot and device profile or appends
    // renderings; on existing interactions only the weight grows.
    QSqlDatabase db = database();
    auto failed = [&](const QSqlQuery &q, const QString &what) {
        const QString why = sqlError(q.lastError());
        // Rolled back here, while the statements are still prepared: PostgreSQL refuses to free them in a
        // failed transaction, and Qt would warn on stderr. The caller's rollback then has nothing to undo.
        database().rollback();
        return setError(QStringLiteral("%1: merging into %2 failed while %3 (%4); the previous content is unchanged")
                            .arg(m_path, model.appVersion, what, why));
    };
    QSqlQuery screenQ(db), updateScreenQ(db), componentQ(db), dropComponentsQ(db), shotQ(db), renderingQ(db), edgeQ(db),
        weightQ(db), recQ(db);
    screenQ.prepare(QStringLiteral(
        "INSERT INTO screen (app_version_id, ord, sid, name, kind, source, gui_signature, hierarchy_xml, "
        "screenshot_file, device_profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    updateScreenQ.prepare(
        QStringLiteral("UPDATE screen SET hierarchy_xml = ?, screenshot_file = ?, device_profile = ? WHERE id = ?"));
    componentQ.prepare(QStringLiteral(
        "INSERT INTO component (screen_id, ord, class_name, resource_id, text, content_description, idx, "
        "x, y, w, h) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    dropComponentsQ.prepare(QStringLiteral("DELETE FROM component WHERE screen_id = ?"));
    shotQ.prepare(QStringLiteral("INSERT INTO screenshot (screen_id, png) VALUES (?, ?) ON CONFLICT (screen_id) DO "
                                 "UPDATE SET png = excluded.png"));
    renderingQ.prepare(
        QStringLiteral("INSERT INTO rendering (screen_id, ord, device_profile, hierarchy_xml, screenshot_file, png) "
                       "VALUES (?, ?, ?, ?, ?, ?)"));
    edgeQ.prepare(QStringLiteral(
        "INSERT INTO interaction (app_version_id, ord, iid, source_screen_id, target_screen_id, action, action_code, "
        "action_name, has_component, comp_class, comp_resource_id, comp_text, comp_description, comp_index, "
        "comp_x, comp_y, comp_w, comp_h, typed_text, weight, source, screenshot_file, execution, sequence) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    weightQ.prepare(QStringLiteral("UPDATE interaction SET weight = ? WHERE app_version_id = ? AND iid = ?"));
    recQ.prepare(QStringLiteral(
        "INSERT INTO recording (app_version_id, ord, digest, name, device_profile) VALUES (?, ?, ?, ?, ?)"));

    QHash<QString, qint64> screenRows = base.screenRows;
    for (int i = 0; i < model.screens.size(); ++i) {
        const Screen &s = model.screens.at(i);
        const bool isNew = i >= base.screens.size();
        qint64 row = screenRows.value(s.id, -1);
        int firstRendering = 0;
        bool writeComponents = isNew;
        bool writeShot = isNew;
        if (isNew) {
            if (!execWith(screenQ, screenValues(base.versionRow, i, s)))
                return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
            if (!screenQ.next())
                return failed(screenQ, QStringLiteral("storing screen %1").arg(s.id));
            row = screenQ.value(0).toLongLong();
            screenRows.insert(s.id, row);
        } else {
            const Screen &old = base.screens.at(i);
            firstRendering = int(old.renderings.size());
            // The base was loaded without components: any now present were filled in by the merge.
            writeComponents = !s.components.isEmpty();
            writeShot = old.screenshotFile.isEmpty() && !s.screenshotFile.isEmpty();
            if (s.hierarchyXml != old.hierarchyXml || s.screenshotFile != old.screenshotFile
                || s.deviceProfile != old.deviceProfile) {
                if (!execWith(updateScreenQ,
                              { text(s.hierarchyXml), text(s.screenshotFile), text(s.deviceProfile), row }))
                    return failed(updateScreenQ, QStringLiteral("updating screen %1").arg(s.id));
            }
            if (writeComponents && !execWith(dropComponentsQ, { row }))
                return failed(dropComponentsQ, QStringLiteral("replacing the components of screen %1").arg(s.id));
        }
        if (writeComponents) {
            for (int c = 0; c < s.components.size(); ++c) {
                if (!execWith(componentQ, componentValues(row, c, s.components.at(c))))
                    return failed(componentQ, QStringLiteral("storing a component of screen %1").arg(s.id));
            }
        }
        const QByteArray png
            = writeShot && !s.screenshotFile.isEmpty() ? screenshots.value(s.screenshotFile) : QByteArray();
        if (!png.isEmpty() && !execWith(shotQ, { row, png }))
            return failed(shotQ, QStringLiteral("storing the screenshot of screen %1").arg(s.id));
        for (int r = firstRendering; r < s.renderings.size(); ++r) {
            const Rendering &rendering = s.renderings.at(r);
            if (!execWith(renderingQ, renderingValues(row, r, rendering, screenshots)))
                return failed(
                    renderingQ,
                    QStringLiteral("storing the %1 rendering of screen %2").arg(rendering.deviceProfile, s.id));
        }
    }

    for (int i = 0; i < model.interactions.size(); ++i) {
        const Interaction &e = model.interactions.at(i);
        if (i < base.weights.size()) {
            if (e.weight != base.weights.at(i) && !execWith(weightQ, { e.weight, base.versionRow, text(e.id) }))
                return failed(weightQ, QStringLiteral("updating interaction %1").arg(e.id));
            continue;
        }
        if (!execWith(edgeQ, interactionValues(base.versionRow, i, e, screenRows)))
            return failed(edgeQ, QStringLiteral("storing interaction %1").arg(e.id));
    }
    for (int i = base.recordings; i < model.recordings.size(); ++i) {
        const RecordingSource &r = model.recordings.at(i);
        if (!execWith(recQ, { base.versionRow, i, text(r.digest), text(r.name), text(r.deviceProfile) }))
            return failed(recQ, QStringLiteral("storing recording %1").arg(r.name));
    }
    return true;
}

std::optional<ExecutionModel> SqlGraphStore::load(const QString &appVersion) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return std::nullopt;
    }
    if (QString why; !beginRead(&why)) {
        setError(QStringLiteral("%1: cannot load %2: %3").arg(m_path, appVersion, why));
        return std::nullopt;
    }
    std::optional<ExecutionModel> model = loadModel(appVersion, true);
    // Only read: ending the transaction either way changes nothing, and keeps loadModel()'s message.
    database().rollback();
    return model;
}

std::optional<ExecutionModel> SqlGraphStore::loadModel(const QString &appVersion, bool withComponents) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return std::nullopt;
    }
    QSqlDatabase db = database();
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
    // The row id, a number read from the database, is written into the statements below: unprepared, each
    // costs PostgreSQL one round trip instead of three (prepare, execute, free).
    const qint64 versionRow = q.value(0).toLongLong();
    ExecutionModel model;
    model.appVersion = appVersion;
    model.packageName = q.value(1).toString();

    QHash<qint64, int> screenIndex;
    if (!q.exec(QStringLiteral("SELECT id, sid, name, kind, source, gui_signature, hierarchy_xml, screenshot_file, "
                               "device_profile FROM screen "
                               "WHERE app_version_id = %1 ORDER BY ord")
                    .arg(versionRow)))
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
        return q.isNull(first) ? QRect()
                               : QRect(q.value(first).toInt(), q.value(first + 1).toInt(), q.value(first + 2).toInt(),
                                       q.value(first + 3).toInt());
    };
    if (withComponents
        && !q.exec(QStringLiteral("SELECT c.screen_id, c.class_name, c.resource_id, c.text, c.content_description, "
                                  "c.idx, c.x, c.y, c.w, c.h "
                                  "FROM component c JOIN screen s ON c.screen_id = s.id WHERE s.app_version_id = %1 "
                                  "ORDER BY c.screen_id, c.ord")
                       .arg(versionRow)))
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

    if (!q.exec(QStringLiteral(
                    "SELECT r.screen_id, r.device_profile, r.hierarchy_xml, r.screenshot_file FROM rendering r "
                    "JOIN screen s ON r.screen_id = s.id WHERE s.app_version_id = %1 ORDER BY r.screen_id, r.ord")
                    .arg(versionRow)))
        return failed(q);
    while (q.next())
        model.screens[screenIndex.value(q.value(0).toLongLong())].renderings.append(
            Rendering { q.value(1).toString(), q.value(2).toString(), q.value(3).toString() });
    if (q.lastError().isValid())
        return failed(q);

    if (!q.exec(
            QStringLiteral("SELECT digest, name, device_profile FROM recording WHERE app_version_id = %1 ORDER BY ord")
                .arg(versionRow)))
        return failed(q);
    while (q.next())
        model.recordings.append(
            RecordingSource { q.value(0).toString(), q.value(1).toString(), q.value(2).toString() });
    if (q.lastError().isValid())
        return failed(q);

    if (!q.exec(QStringLiteral(
                    "SELECT i.iid, src.sid, tgt.sid, i.action, i.action_code, i.action_name, i.has_component, "
                    "i.comp_class, "
                    "i.comp_resource_id, i.comp_text, i.comp_description, i.comp_index, i.comp_x, i.comp_y, i.comp_w, "
                    "i.comp_h, "
                    "i.typed_text, i.weight, i.source, i.screenshot_file, i.execution, i.sequence FROM interaction i "
                    "JOIN screen src ON i.source_screen_id = src.id JOIN screen tgt ON i.target_screen_id = tgt.id "
                    "WHERE i.app_version_id = %1 ORDER BY i.ord")
                    .arg(versionRow)))
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

bool SqlGraphStore::remove(const QString &appVersion)
{
    clearError();
    if (!m_open)
        return setError(QStringLiteral("%1: the database is not open").arg(m_path));
    QSqlQuery q(database());
    q.prepare(QStringLiteral("DELETE FROM app_version WHERE name = ?"));
    q.addBindValue(appVersion);
    if (!q.exec())
        return setError(QStringLiteral("%1: cannot remove %2: %3").arg(m_path, appVersion, sqlError(q.lastError())));
    if (q.numRowsAffected() < 1)
        return setError(QStringLiteral("%1 holds no app version '%2'").arg(m_path, appVersion));
    return true;
}

QByteArray SqlGraphStore::screenshot(const QString &appVersion, const QString &screenId) const
{
    clearError();
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return {};
    }
    QSqlQuery q(database());
    q.prepare(QStringLiteral("SELECT sh.png FROM screenshot sh JOIN screen s ON sh.screen_id = s.id "
                             "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ?"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    if (!q.exec()) {
        setError(
            QStringLiteral("%1: cannot read the screenshot of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return {};
    }
    if (q.next())
        return q.value(0).toByteArray();
    if (q.lastError().isValid())
        setError(
            QStringLiteral("%1: cannot read the screenshot of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
    return {};
}

QList<ModelStats> SqlGraphStore::stats() const
{
    clearError();
    QList<ModelStats> result;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return result;
    }
    QSqlQuery q(database());
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

QStringList SqlGraphStore::outgoingInteractionIds(const QString &appVersion, const QString &screenId) const
{
    clearError();
    QStringList ids;
    if (!m_open) {
        setError(QStringLiteral("%1: the database is not open").arg(m_path));
        return ids;
    }
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT i.iid FROM interaction i JOIN screen s ON i.source_screen_id = s.id "
                       "JOIN app_version a ON s.app_version_id = a.id WHERE a.name = ? AND s.sid = ? ORDER BY i.ord"));
    q.addBindValue(appVersion);
    q.addBindValue(screenId);
    if (!q.exec()) {
        setError(
            QStringLiteral("%1: cannot query the out-edges of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return ids;
    }
    while (q.next())
        ids.append(q.value(0).toString());
    if (q.lastError().isValid()) {
        setError(
            QStringLiteral("%1: cannot query the out-edges of %2: %3").arg(m_path, screenId, sqlError(q.lastError())));
        return {};
    }
    return ids;
}

} // namespace StepWise
