// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/graphdumpreader.h"
#include "graph/modelmerge.h"
#include "graph/sqlitegraphstore.h"
#include "storemodels.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace StepWise;

namespace {
int countRows(const SqliteGraphStore &store, const QString &table)
{
    QSqlQuery q(QSqlDatabase::database(store.connectionName()));
    return q.exec(u"SELECT count(*) FROM "_qs + table) && q.next() ? q.value(0).toInt() : -1;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/*! The bytes of a closed store holding sampleModel() "1-a-1.0" (WAL checkpointed into the file). */
QByteArray storeBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"whole.sqlite"_qs);
    {
        SqliteGraphStore store(path, u"whole"_qs);
        if (!store.open() || !store.save(sampleModel(u"1-a-1.0"_qs, 2), {}))
            return {};
    }
    return readFile(path);
}
} // namespace

class TestSqliteGraphStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_qs), "the Qt SQLite driver must be installed");
    }

    void roundTrip()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        const ExecutionModel model = sampleModel(u"app-1.0"_qs, 4);
        const QByteArray png("\x89PNG\r\n\x1a\nfake");
        QVERIFY2(store.save(model, { { u"s0.png"_qs, png } }), qPrintable(store.lastError()));
        QCOMPARE(store.appVersions(), QStringList { u"app-1.0"_qs });
        const std::optional<ExecutionModel> loaded = store.load(u"app-1.0"_qs);
        QVERIFY2(loaded, qPrintable(store.lastError()));
        compareModels(*loaded, model);
        QCOMPARE(store.screenshot(u"app-1.0"_qs, u"s0"_qs), png);
        QVERIFY(store.screenshot(u"app-1.0"_qs, u"s1"_qs).isEmpty());
        // The loaded model is reindexed and answers the traversal's queries.
        QCOMPARE(loaded->shortestPath(u"S"_qs, u"s3"_qs)->size(), 4);

        const QList<ModelStats> stats = store.stats();
        QCOMPARE(stats.size(), 1);
        QCOMPARE(stats.first().states, 4);
        QCOMPARE(stats.first().transitions, 4);
        QCOMPARE(stats.first().manualTransitions, 3);
        QCOMPARE(stats.first().automaticTransitions, 1);
        QCOMPARE(stats.first().screenshots, 1);
    }

    void versionsLikeTheOneAskedFor()
    {
        const QStringList stored { u"1-com.evancharlton.mileage-3.0.8"_qs, u"1-de.delusions.measure-1.3.3"_qs,
                                   u"1-org.gnucash.android-2.0.4"_qs, u"1-org.gnucash.android-2.1.3"_qs };
        QCOMPARE(SqliteGraphStore::versionsLike(stored, u"GnuCash"_qs),
                 (QStringList { u"1-org.gnucash.android-2.0.4"_qs, u"1-org.gnucash.android-2.1.3"_qs,
                                u"1-com.evancharlton.mileage-3.0.8"_qs, u"1-de.delusions.measure-1.3.3"_qs }));
        QCOMPARE(SqliteGraphStore::versionsLike(stored, u"1-de.delusions.measure-9"_qs).first(),
                 u"1-de.delusions.measure-1.3.3"_qs);
        QCOMPARE(SqliteGraphStore::versionsLike(stored, u"x-1"_qs), stored); // no word of 3 letters: as stored
    }

    void newFileOpenedTwiceAtOnce()
    {
        // Two imports started together into a store that does not exist yet: both create, switch to WAL
        // and migrate it in turn (the second once failed with "database is locked").
        QTemporaryDir dir;
        for (int round = 0; round < 8; ++round) {
            const QString path = dir.filePath(u"new-%1.sqlite"_qs.arg(round));
            const auto openAndSave = [path](int which) {
                SqliteGraphStore store(path, u"race-%1"_qs.arg(which));
                if (!store.open())
                    return store.lastError();
                return store.save(sampleModel(u"app-%1"_qs.arg(which), 3), {}) ? QString() : store.lastError();
            };
            QFuture<QString> first = QtConcurrent::run(openAndSave, 1);
            QFuture<QString> second = QtConcurrent::run(openAndSave, 2);
            QCOMPARE(first.result(), QString());
            QCOMPARE(second.result(), QString());
            SqliteGraphStore store(path);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QCOMPARE(store.appVersions(), (QStringList { u"app-1"_qs, u"app-2"_qs }));
            QCOMPARE(store.storedSchemaVersion(), SqliteGraphStore::schemaVersion());
        }
    }

    void roundTripOfADump()
    {
        GraphDumpReader reader;
        const QString dump = testDataDir() + u"/graphdump/1-com.example.demo-1.0/1-com.example.demo-1.0-graph.txt";
        QVERIFY2(reader.read(dump), qPrintable(reader.errorString()));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY2(store.save(reader.model(), reader.screenshots()), qPrintable(store.lastError()));
        const std::optional<ExecutionModel> loaded = store.load(reader.model().appVersion);
        QVERIFY(loaded);
        compareModels(*loaded, reader.model());
        QCOMPARE(store.screenshot(reader.model().appVersion, u"screen_a"_qs),
                 reader.screenshots().value(u"screen_a.png"_qs));
    }

    void keepsTouchPoints_data()
    {
        QTest::addColumn<bool>("merge");
        QTest::newRow("save") << false;
        QTest::newRow("merge") << true;
    }

    // A component known only by its touch point (zero size at a position, as AstroBR records SystemUI's keys)
    // keeps the point; a component without bounds stays without.
    void keepsTouchPoints()
    {
        QFETCH(bool, merge);
        ExecutionModel model = sampleModel(u"app"_qs, 2);
        const GuiComponent key { u"com.android.systemui.statusbar.policy.KeyButtonView"_qs,
                                 u"BACK_MODAL"_qs,
                                 {},
                                 {},
                                 -1,
                                 QRect(650, 120, 0, 0) };
        model.screens[1].components.append(key);
        model.interactions[1].action = ActionType::LongClick;
        model.interactions[1].component = key;
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY2(merge ? store.merge(model, {}, {}, nullptr) : store.save(model, {}), qPrintable(store.lastError()));
        const std::optional<ExecutionModel> loaded = store.load(u"app"_qs);
        QVERIFY2(loaded, qPrintable(store.lastError()));
        QCOMPARE(loaded->interactions.at(1).component->bounds.topLeft(), QPoint(650, 120));
        QCOMPARE(loaded->interactions.at(1).component->bounds.size(), QSize(0, 0));
        QCOMPARE(loaded->screens.at(1).components.last().bounds.topLeft(), QPoint(650, 120));
        QCOMPARE(loaded->screens.at(1).components.at(1).bounds, QRect());
        QSqlQuery q(QSqlDatabase::database(store.connectionName()));
        QVERIFY(q.exec(u"SELECT count(*) FROM component WHERE x IS NULL"_qs) && q.next());
        QCOMPARE(q.value(0).toInt(), 2); // the two View components without bounds
        if (!merge) // a merge keeps a screenshot file name only with its PNG
            compareModels(*loaded, model);
    }

    void outgoing()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        const ExecutionModel model = sampleModel(u"app"_qs, 3);
        QVERIFY(store.save(model, {}));
        for (const Screen &s : model.screens) {
            QStringList expected;
            for (int i : model.outgoing(s.id))
                expected.append(model.interactions.at(i).id);
            QCOMPARE(store.outgoingInteractionIds(u"app"_qs, s.id), expected);
        }
        QCOMPARE(store.outgoingInteractionIds(u"app"_qs, u"s0"_qs), QStringList { u"i0"_qs });
        QVERIFY(store.outgoingInteractionIds(u"other"_qs, u"s0"_qs).isEmpty());
    }

    void replaceOnReimport()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY(store.save(sampleModel(u"a"_qs, 5), {}));
        QVERIFY(store.save(sampleModel(u"b"_qs, 2), {}));
        QVERIFY(store.save(sampleModel(u"a"_qs, 3), {}));
        QCOMPARE(store.appVersions(), (QStringList { u"a"_qs, u"b"_qs }));
        const std::optional<ExecutionModel> a = store.load(u"a"_qs);
        QVERIFY(a);
        compareModels(*a, sampleModel(u"a"_qs, 3));
        QCOMPARE(store.stats().first().states, 3);
        QCOMPARE(store.stats().last().states, 2);
        // No orphans of the replaced model remain.
        QSqlQuery q(QSqlDatabase::database(store.connectionName()));
        QVERIFY(q.exec(u"SELECT count(*) FROM component"_qs) && q.next());
        QCOMPARE(q.value(0).toInt(), 2 * (3 + 2));
        QVERIFY(q.exec(u"SELECT count(*) FROM interaction"_qs) && q.next());
        QCOMPARE(q.value(0).toInt(), 3 + 2);
        q.finish();

        QVERIFY(store.remove(u"b"_qs));
        QCOMPARE(store.appVersions(), QStringList { u"a"_qs });
        QVERIFY(!store.remove(u"b"_qs));
        QVERIFY(store.lastError().contains(u"'b'"));
        QVERIFY(!store.load(u"b"_qs));
        QVERIFY(store.lastError().contains(u"no app version 'b'"));
    }

    void rollbackKeepsPreviousContent()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        const ExecutionModel good = sampleModel(u"app"_qs, 4);
        QVERIFY(store.save(good, {}));
        // A duplicate interaction id violates the schema after the old rows were deleted.
        ExecutionModel bad = sampleModel(u"app"_qs, 6);
        bad.interactions[2].id = bad.interactions[1].id;
        QVERIFY(!store.save(bad, {}));
        QVERIFY2(store.lastError().contains(u"storing interaction i0")
                     && store.lastError().contains(u"previous content is unchanged"),
                 qPrintable(store.lastError()));
        const std::optional<ExecutionModel> loaded = store.load(u"app"_qs);
        QVERIFY(loaded);
        compareModels(*loaded, good);

        ExecutionModel dangling = sampleModel(u"app"_qs, 2);
        dangling.interactions.last().targetId = u"nowhere"_qs;
        QVERIFY(!store.save(dangling, {}));
        QVERIFY2(store.lastError().contains(u"unknown screen nowhere"), qPrintable(store.lastError()));
        QCOMPARE(store.stats().first().states, 4);
    }

    void renderingsAndRecordingsRoundTrip()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ExecutionModel m = recordedModel(u"app"_qs, 3, u"d1"_qs, u"800x1768"_qs);
        m.screens[1].renderings.append(
            Rendering { u"2600x1568"_qs, u"<hierarchy rotation=\"1\"/>"_qs, u"s0@2600x1568.png"_qs });
        m.screens[2].renderings.append(Rendering { u"2600x1568"_qs, QString(), QString() });
        QVERIFY2(store.save(m, { { u"s0.png"_qs, "PNG-phone" }, { u"s0@2600x1568.png"_qs, "PNG-tablet" } }),
                 qPrintable(store.lastError()));
        const std::optional<ExecutionModel> loaded = store.load(u"app"_qs);
        QVERIFY(loaded);
        compareModels(*loaded, m);
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray("PNG-phone"));
        QCOMPARE(store.renderingScreenshot(u"app"_qs, u"s0"_qs, u"2600x1568"_qs), QByteArray("PNG-tablet"));
        QCOMPARE(store.renderingScreenshot(u"app"_qs, u"s1"_qs, u"2600x1568"_qs), QByteArray());
        QCOMPARE(store.recordingDigests(), (QHash<QString, QString> { { u"d1"_qs, u"app"_qs } }));
        QVERIFY(store.remove(u"app"_qs));
        QCOMPARE(countRows(store, u"rendering"_qs), 0);
        QCOMPARE(countRows(store, u"recording"_qs), 0);
    }

    void mergeAddsAndIsIdempotent()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        MergeSummary first;
        QVERIFY(store.merge(recordedModel(u"app"_qs, 3, u"d1"_qs, u"p"_qs), { { u"s0.png"_qs, "PNG0" } }, {}, &first));
        QCOMPARE(first.newStates, 3);
        QCOMPARE(first.newTransitions, 3);
        // A second trace: s0..s4 of which s0..s2 are known; edges i0, i1 and "open" repeat.
        MergeSummary second;
        QVERIFY(store.merge(recordedModel(u"app"_qs, 5, u"d2"_qs, u"p"_qs), {}, {}, &second));
        QCOMPARE(second.newStates, 2);
        QCOMPARE(second.sameStates, 3);
        QCOMPARE(second.newTransitions, 2);
        QCOMPARE(second.repeatedTransitions, 3);
        QCOMPARE(second.newRecordings, 1);
        QCOMPARE(store.stats().first().states, 5);
        QCOMPARE(store.stats().first().transitions, 5);
        QCOMPARE(store.stats().first().screenshots, 1);
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray("PNG0"));
        const std::optional<ExecutionModel> merged = store.load(u"app"_qs);
        QVERIFY(merged);
        QCOMPARE(merged->interaction(u"i-open"_qs)->weight, 6.0); // 3 + 3
        // Only new and changed rows are written: the stored screens keep their components.
        QCOMPARE(merged->screen(u"s0"_qs)->components, sampleModel(u"app"_qs, 1).screens.at(1).components);
        QCOMPARE(countRows(store, u"component"_qs), 2 * 5);
        QCOMPARE(countRows(store, u"interaction"_qs), 5);
        QCOMPARE(merged->interaction(u"i1"_qs)->weight, 3.0); // 1.5 + 1.5
        // A screen stored without XML takes the dump's XML and components from a later recording.
        ExecutionModel withXml = recordedModel(u"app"_qs, 2, u"d-xml"_qs, u"p"_qs);
        withXml.screens[2].hierarchyXml = u"<hierarchy rotation=\"0\"/>"_qs;
        withXml.screens[2].components
            = { GuiComponent { u"android.widget.TextView"_qs, u"title"_qs, u"Hi"_qs, {}, 0, QRect(0, 0, 10, 10) } };
        QVERIFY(store.merge(withXml, {}, {}, nullptr));
        const Screen s1 = *store.load(u"app"_qs)->screen(u"s1"_qs);
        QCOMPARE(s1.hierarchyXml, withXml.screens[2].hierarchyXml);
        QCOMPARE(s1.components, withXml.screens[2].components);
        QCOMPARE(countRows(store, u"component"_qs), 2 * 5 - 2 + 1);
        QCOMPARE(merged->recordings.size(), 2);
        // The same model again: every screen, edge and the recording are known, so nothing is written.
        const ExecutionModel before = *store.load(u"app"_qs);
        ExecutionModel again = recordedModel(u"app"_qs, 5, u"d2"_qs, u"p"_qs);
        again.interactions.clear();
        MergeSummary third;
        QVERIFY(store.merge(again, {}, {}, &third));
        QVERIFY(!third.changed());
        compareModels(*store.load(u"app"_qs), before);
    }

    void failedMergeLeavesModelUnchanged()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY(store.merge(recordedModel(u"app"_qs, 3, u"d1"_qs, u"p"_qs), { { u"s0.png"_qs, "PNG0" } }, {}, nullptr));
        const ExecutionModel before = *store.load(u"app"_qs);
        ExecutionModel bad = recordedModel(u"app"_qs, 6, u"d2"_qs, u"p"_qs);
        bad.interactions.last().targetId = u"nowhere"_qs;
        QVERIFY(!store.merge(bad, {}, {}, nullptr));
        QVERIFY2(store.lastError().contains(u"unknown screen nowhere"), qPrintable(store.lastError()));
        compareModels(*store.load(u"app"_qs), before);
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray("PNG0"));
        QCOMPARE(store.recordingDigests().size(), 1);
        // A failure after the old rows were deleted and new ones written is rolled back too.
        {
            QSqlQuery q(QSqlDatabase::database(store.connectionName()));
            QVERIFY(q.exec(u"CREATE TRIGGER refuse_boom BEFORE INSERT ON interaction WHEN NEW.iid = 'boom' "
                           "BEGIN SELECT RAISE(ABORT, 'boom refused'); END"_qs));
        }
        ExecutionModel boom = recordedModel(u"app"_qs, 6, u"d3"_qs, u"p"_qs);
        boom.interactions.last().id = u"boom"_qs;
        boom.reindex();
        QVERIFY(!store.merge(boom, { { u"s0.png"_qs, "OTHER" } }, {}, nullptr));
        QVERIFY2(store.lastError().contains(u"boom refused") && store.lastError().contains(u"unchanged"),
                 qPrintable(store.lastError()));
        compareModels(*store.load(u"app"_qs), before);
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray("PNG0"));
        QCOMPARE(store.recordingDigests().size(), 1);
    }

    void crossDeviceMergeKeepsOneId()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY(store.merge(recordedModel(u"app"_qs, 2, u"phone"_qs, u"phone"_qs), { { u"s0.png"_qs, "PHONE" } }, {},
                            nullptr));
        // The tablet trace has other screen ids; the check says its t0 is the phone's s0.
        ExecutionModel tablet = recordedModel(u"app"_qs, 2, u"tablet"_qs, u"tablet"_qs);
        for (Screen &s : tablet.screens) {
            if (s.kind == Screen::Kind::Normal)
                s.id.replace(u's', u't');
            s.screenshotFile.replace(u's', u't');
        }
        for (Interaction &e : tablet.interactions) {
            e.sourceId.replace(QRegularExpression(u"^s"_qs), u"t"_qs);
            e.targetId.replace(QRegularExpression(u"^s"_qs), u"t"_qs);
            e.component = e.component ? std::optional<GuiComponent>(
                              GuiComponent { u"Button"_qs, u"next"_qs, u"Next, [1]"_qs, {}, 3, QRect(50, 60, 70, 80) })
                                      : std::nullopt;
        }
        tablet.reindex();
        int calls = 0;
        const SameScreenCheck check = [&](const Screen &stored, const Screen &incoming) {
            ++calls;
            return stored.id == u"s0" && incoming.id == u"t0" ? 0.9 : -1.0;
        };
        MergeSummary summary;
        QVERIFY2(store.merge(tablet, { { u"t0.png"_qs, "TABLET" } }, check, &summary), qPrintable(store.lastError()));
        QCOMPARE(summary.crossDeviceStates, 1);
        QCOMPARE(summary.newStates, 1); // t1 has no counterpart
        QCOMPARE(calls, 4); // t0 and t1 against s0 and s1
        const ExecutionModel m = *store.load(u"app"_qs);
        QCOMPARE(m.stats().states, 3);
        const Screen *s0 = m.screen(u"s0"_qs);
        QVERIFY(s0);
        QVERIFY(!m.screen(u"t0"_qs));
        QCOMPARE(s0->deviceProfile, u"phone"_qs);
        QCOMPARE(s0->renderings.size(), 1);
        QCOMPARE(s0->renderings.first().deviceProfile, u"tablet"_qs);
        QCOMPARE(store.renderingScreenshot(u"app"_qs, u"s0"_qs, u"tablet"_qs), QByteArray("TABLET"));
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray("PHONE"));
        // "open app" reaches the same state on both devices: one edge, weight 3 + 3.
        QCOMPARE(m.outgoing(m.startScreenId()).size(), 1);
        QCOMPARE(m.interactions.at(m.outgoing(m.startScreenId()).first()).weight, 6.0);
        // s0 → t1 (click Next with tablet bounds) is new: the target differs from s1.
        QCOMPARE(m.outgoing(u"s0"_qs).size(), 2);
    }

    void migratesFromVersion1()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.sqlite"_qs);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"raw-v1"_qs);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            const QByteArray sql = readFile(QFINDTESTDATA("data/graphstore/schema-v1.sql"));
            QVERIFY(!sql.isEmpty());
            for (const QByteArray &line : sql.split('\n')) {
                if (line.trimmed().isEmpty() || line.startsWith("--"))
                    continue;
                QVERIFY2(q.exec(QString::fromUtf8(line)), qPrintable(q.lastError().text()));
            }
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-v1"_qs);
        SqliteGraphStore store(path);
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QCOMPARE(store.storedSchemaVersion(), 2);
        QCOMPARE(SqliteGraphStore::schemaVersion(), 2);
        const std::optional<ExecutionModel> old = store.load(u"org.example.old-1.0"_qs);
        QVERIFY2(old, qPrintable(store.lastError()));
        QCOMPARE(old->screens.size(), 2);
        QCOMPARE(old->screen(u"main"_qs)->deviceProfile, QString());
        QVERIFY(old->screen(u"main"_qs)->renderings.isEmpty());
        QVERIFY(old->recordings.isEmpty());
        QCOMPARE(old->screen(u"main"_qs)->components.first().text, u"OK"_qs);
        QCOMPARE(store.screenshot(u"org.example.old-1.0"_qs, u"main"_qs), QByteArray("\x89PNG\r\n\x1a\n"));
        // The migrated file takes renderings and merges.
        ExecutionModel more = recordedModel(u"org.example.old-1.0"_qs, 1, u"d"_qs, u"tablet"_qs);
        more.screens[1].id = u"main"_qs;
        more.interactions.first().targetId = u"main"_qs;
        more.reindex();
        MergeSummary summary;
        QVERIFY2(store.merge(more, {}, {}, &summary), qPrintable(store.lastError()));
        QCOMPARE(summary.sameStates, 1);
        QCOMPARE(store.load(u"org.example.old-1.0"_qs)->screen(u"main"_qs)->deviceProfile, u"tablet"_qs);
    }

    void schemaAndWal()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"models.sqlite"_qs);
        {
            SqliteGraphStore store(path);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QCOMPARE(store.storedSchemaVersion(), SqliteGraphStore::schemaVersion());
            QVERIFY(SqliteGraphStore::schemaVersion() >= 1);
            QSqlQuery q(QSqlDatabase::database(store.connectionName()));
            QVERIFY(q.exec(u"PRAGMA journal_mode"_qs) && q.next());
            QCOMPARE(q.value(0).toString(), u"wal"_qs);
            QVERIFY(q.exec(u"PRAGMA foreign_keys"_qs) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QVERIFY(q.exec(u"SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'interaction_by_source'"_qs)
                    && q.next());
            q.finish();
            QVERIFY(store.save(sampleModel(u"kept"_qs, 2), {}));
        }
        {
            // Reopening keeps the data; two instances on one file use distinct connections.
            SqliteGraphStore first(path);
            SqliteGraphStore second(path);
            QVERIFY(first.open());
            QVERIFY(second.open());
            QVERIFY(first.connectionName() != second.connectionName());
            QCOMPARE(second.appVersions(), QStringList { u"kept"_qs });
            QVERIFY(QSqlDatabase::contains(first.connectionName()));
        }
        QVERIFY(QSqlDatabase::connectionNames().filter(u"stepwise-graph-"_qs).isEmpty());

        // A schema from a newer build is refused, not downgraded.
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"raw-newer"_qs);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(SqliteGraphStore::schemaVersion() + 1)));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-newer"_qs);
        SqliteGraphStore newer(path);
        QVERIFY(!newer.open());
        QVERIFY2(newer.lastError().contains(u"newer StepWise"), qPrintable(newer.lastError()));
    }

    void removeIfCreatedEmpty()
    {
        // Only a file this open() created and nothing was stored in goes (with SQLite's side files); a
        // file that was there before stays, empty or not, and so does a new one holding a model.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString created = dir.filePath(u"created.sqlite"_qs);
        {
            SqliteGraphStore store(created);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QVERIFY(QFile::exists(created));
            QVERIFY(store.removeIfCreatedEmpty());
            QVERIFY(!store.isOpen());
            QVERIFY(!store.removeIfCreatedEmpty());
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());

        // The same file, existing now (and empty): kept.
        {
            SqliteGraphStore store(created);
            QVERIFY(store.open());
        }
        {
            SqliteGraphStore store(created);
            QVERIFY(store.open());
            QVERIFY(!store.removeIfCreatedEmpty());
            QVERIFY(store.isOpen());
        }
        QVERIFY(QFile::exists(created));

        const QString filled = dir.filePath(u"filled.sqlite"_qs);
        SqliteGraphStore store(filled);
        QVERIFY(store.open());
        QVERIFY(store.save(sampleModel(u"kept"_qs, 2), {}));
        QVERIFY(!store.removeIfCreatedEmpty());
        QCOMPARE(store.appVersions(), QStringList { u"kept"_qs });

        SqliteGraphStore memory(u":memory:"_qs);
        QVERIFY(memory.open());
        QVERIFY(!memory.removeIfCreatedEmpty());
    }

    void refusesForeignFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("corrupt");
        // Not "not a StepWise database": that is what an SQLite file of another program is.
        QTest::newRow("text file")
            << QByteArray("this is not a database, just text\n").repeated(200)
            << u"models.sqlite is not an SQLite database at all (SQLite: file is not a database); nothing was changed"_qs
            << false;
        // It starts like an SQLite database: a damaged store, not a foreign file.
        QTest::newRow("truncated sqlite header") << QByteArray("SQLite format 3\0", 16) + QByteArray(200, '\x01')
                                                 << u"models.sqlite is damaged (SQLite: "_qs << true;
        // A store whose first page was wiped (a bad sector, an interrupted copy): damaged, restore it.
        QByteArray wiped = storeBytes();
        wiped.replace(0, 100, QByteArray(100, '\0'));
        QTest::newRow("zeroed header")
            << wiped
            << u"models.sqlite is damaged (its header, where SQLite's \"SQLite format 3\" belongs, is all "
               u"zero bytes; SQLite: file is not a database); the file was left unchanged. Restore it from "
               u"a backup, or import the models again into a new file"_qs
            << true;
    }
    void refusesForeignFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QFETCH(bool, corrupt);
        QVERIFY(content.size() > 100);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"models.sqlite"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        SqliteGraphStore store(path);
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().startsWith(message), qPrintable(store.lastError()));
        QVERIFY(store.isDamaged());
        // Only a file that was an SQLite database is "damaged"; a text file was never one.
        QCOMPARE(store.isCorrupt(), corrupt);
        QVERIFY(!store.isOpen());
        QVERIFY(!store.save(sampleModel(u"x"_qs, 1), {}));
        QCOMPARE(readFile(path), content); // never destroys data on a failed open
    }

    void damagedPageInTheMiddle()
    {
        // A bad page among a table's later rows: the query starts and returns rows, then a read fails. That
        // ends next() as the last row would; the store must say "damaged", not load a model with fewer screens.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"models.sqlite"_qs);
        {
            SqliteGraphStore store(path);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QVERIFY2(store.save(sampleModel(u"app-1.0"_qs, 400), {}), qPrintable(store.lastError()));
        }
        QByteArray bytes = readFile(path);
        const qsizetype marker = bytes.indexOf("<a_350>");
        QVERIFY(marker > 0);
        const qsizetype pageSize
            = qsizetype(quint8(bytes.at(16))) << 8 | quint8(bytes.at(17)); // the header's page size
        QVERIFY(pageSize >= 512);
        const qsizetype page = marker / pageSize;
        QVERIFY(page > 1);
        bytes.replace(page * pageSize, pageSize, QByteArray(pageSize, char(0xA5)));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();

        // Opened for writing, the integrity check finds the damage before anything could be written.
        SqliteGraphStore writer(path);
        QVERIFY(!writer.open());
        QVERIFY2(writer.lastError().startsWith(u"models.sqlite is damaged (SQLite: integrity check: "_qs),
                 qPrintable(writer.lastError()));
        QVERIFY(writer.isCorrupt());
        QCOMPARE(readFile(path), bytes);

        SqliteGraphStore store(path);
        QVERIFY2(store.open(SqliteGraphStore::Access::ReadOnly), qPrintable(store.lastError()));
        QVERIFY(!store.load(u"app-1.0"_qs));
        QVERIFY2(store.lastError().startsWith(u"models.sqlite is damaged (SQLite: "_qs), qPrintable(store.lastError()));
        QVERIFY(store.isDamaged());
        QCOMPARE(readFile(path), bytes); // reading changes nothing
    }

    void refusesOtherApplicationsDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"other.sqlite"_qs);
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"raw-other"_qs);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(u"CREATE TABLE notes (body TEXT)"_qs));
            QVERIFY(q.exec(u"INSERT INTO notes VALUES ('keep me')"_qs));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-other"_qs);
        const QByteArray before = readFile(path);
        SqliteGraphStore store(path);
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().contains(
                     u"other.sqlite is not a StepWise database (it holds other tables, e.g. 'notes')"),
                 qPrintable(store.lastError()));
        QCOMPARE(readFile(path), before);
    }

    void unopenableLocation()
    {
        QTemporaryDir dir;
        SqliteGraphStore folder(dir.path());
        QVERIFY(!folder.open());
        QVERIFY2(folder.lastError().contains(u"it is a folder"), qPrintable(folder.lastError()));
        SqliteGraphStore missingDir(dir.filePath(u"no/such/dir/models.sqlite"_qs));
        QVERIFY(!missingDir.open());
        QVERIFY2(missingDir.lastError().startsWith(u"cannot open "_qs + dir.filePath(u"no/such/dir/models.sqlite"_qs)),
                 qPrintable(missingDir.lastError()));
    }
};

QTEST_GUILESS_MAIN(TestSqliteGraphStore)
#include "tst_sqlitegraphstore.moc"
