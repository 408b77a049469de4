// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "testdata.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
/*! A model that sets every stored field, including the optional ones. */
ExecutionModel sampleModel(const QString &version, int screens)
{
    ExecutionModel m;
    m.appVersion = version;
    m.packageName = u"org.example"_qs;
    Screen start;
    start.id = u"S"_qs;
    start.name = u"Start state"_qs;
    start.kind = Screen::Kind::Start;
    start.source = TraceSource::Manual;
    m.screens.append(start);
    for (int i = 0; i < screens; ++i) {
        Screen s;
        s.id = QStringLiteral("s%1").arg(i);
        s.name = QStringLiteral("Activity%1").arg(i);
        s.source = i % 2 ? TraceSource::Automatic : TraceSource::Manual;
        s.guiSignature = QStringLiteral("<w>1080</w><a_%1>").arg(i);
        s.hierarchyXml = i == 0 ? u"<hierarchy/>"_qs : QString();
        s.screenshotFile = i == 0 ? u"s0.png"_qs : QString();
        GuiComponent c;
        c.className = u"android.widget.Button"_qs;
        c.resourceId = u"ok"_qs;
        c.text = u"O'K, \"fine\"\nsecond line"_qs;
        c.contentDescription = u"confirm"_qs;
        c.index = 2;
        c.bounds = QRect(1, 2, 30, 40);
        s.components = {c, GuiComponent{u"android.view.View"_qs, {}, {}, {}, -1, {}}};
        m.screens.append(s);
    }
    Screen end;
    end.id = u"E"_qs;
    end.name = u"End state"_qs;
    end.kind = Screen::Kind::End;
    m.screens.append(end);

    Interaction open;
    open.id = u"i-open"_qs;
    open.sourceId = u"S"_qs;
    open.targetId = u"s0"_qs;
    open.action = ActionType::OpenApp;
    open.actionCode = 6;
    open.actionName = u"open app"_qs;
    open.weight = 3;
    open.source = TraceSource::Manual;
    m.interactions.append(open);
    for (int i = 0; i + 1 < screens; ++i) {
        Interaction e;
        e.id = QStringLiteral("i%1").arg(i);
        e.sourceId = QStringLiteral("s%1").arg(i);
        e.targetId = QStringLiteral("s%1").arg(i + 1);
        e.action = i % 2 ? ActionType::Type : ActionType::Click;
        e.actionCode = i % 2 ? 5 : 0;
        e.actionName = i % 2 ? u"type"_qs : u"click"_qs;
        e.component = GuiComponent{u"Button"_qs, u"next"_qs, u"Next, [1]"_qs, {}, 0, QRect(5, 6, 7, 8)};
        e.typedText = i % 2 ? u"hello, world"_qs : QString();
        e.weight = 1.5;
        e.source = i % 2 ? TraceSource::Automatic : TraceSource::Manual;
        e.screenshotFile = QStringLiteral("shot%1.png").arg(i);
        e.execution = 1;
        e.sequence = i + 1;
        m.interactions.append(e);
    }
    m.reindex();
    return m;
}

void compareModels(const ExecutionModel &a, const ExecutionModel &b)
{
    QCOMPARE(a.appVersion, b.appVersion);
    QCOMPARE(a.packageName, b.packageName);
    QCOMPARE(a.screens.size(), b.screens.size());
    for (int i = 0; i < a.screens.size(); ++i) {
        const Screen &x = a.screens.at(i);
        const Screen &y = b.screens.at(i);
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.kind, y.kind);
        QCOMPARE(x.source, y.source);
        QCOMPARE(x.guiSignature, y.guiSignature);
        QCOMPARE(x.hierarchyXml, y.hierarchyXml);
        QCOMPARE(x.screenshotFile, y.screenshotFile);
        QCOMPARE(x.components, y.components);
    }
    QCOMPARE(a.interactions.size(), b.interactions.size());
    for (int i = 0; i < a.interactions.size(); ++i) {
        const Interaction &x = a.interactions.at(i);
        const Interaction &y = b.interactions.at(i);
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.sourceId, y.sourceId);
        QCOMPARE(x.targetId, y.targetId);
        QCOMPARE(x.action, y.action);
        QCOMPARE(x.actionCode, y.actionCode);
        QCOMPARE(x.actionName, y.actionName);
        QCOMPARE(x.component, y.component);
        QCOMPARE(x.typedText, y.typedText);
        QCOMPARE(x.weight, y.weight);
        QCOMPARE(x.source, y.source);
        QCOMPARE(x.screenshotFile, y.screenshotFile);
        QCOMPARE(x.execution, y.execution);
        QCOMPARE(x.sequence, y.sequence);
    }
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestSqliteGraphStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_qs), "the Qt SQLite driver must be installed"); }

    void roundTrip()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        const ExecutionModel model = sampleModel(u"app-1.0"_qs, 4);
        const QByteArray png("\x89PNG\r\n\x1a\nfake");
        QVERIFY2(store.save(model, {{u"s0.png"_qs, png}}), qPrintable(store.lastError()));
        QCOMPARE(store.appVersions(), QStringList{u"app-1.0"_qs});
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
        QCOMPARE(store.screenshot(reader.model().appVersion, u"screen_a"_qs), reader.screenshots().value(u"screen_a.png"_qs));
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
        QCOMPARE(store.outgoingInteractionIds(u"app"_qs, u"s0"_qs), QStringList{u"i0"_qs});
        QVERIFY(store.outgoingInteractionIds(u"other"_qs, u"s0"_qs).isEmpty());
    }

    void replaceOnReimport()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        QVERIFY(store.save(sampleModel(u"a"_qs, 5), {}));
        QVERIFY(store.save(sampleModel(u"b"_qs, 2), {}));
        QVERIFY(store.save(sampleModel(u"a"_qs, 3), {}));
        QCOMPARE(store.appVersions(), (QStringList{u"a"_qs, u"b"_qs}));
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
        QCOMPARE(store.appVersions(), QStringList{u"a"_qs});
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
        QVERIFY2(store.lastError().contains(u"storing interaction i0") && store.lastError().contains(u"previous content is unchanged"),
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
            QVERIFY(q.exec(u"SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'interaction_by_source'"_qs) && q.next());
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
            QCOMPARE(second.appVersions(), QStringList{u"kept"_qs});
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

    void refusesForeignFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("text file") << QByteArray("this is not a database, just text\n").repeated(200)
                                   << u"models.sqlite is not a StepWise database (file is not a database)"_qs;
        QTest::newRow("truncated sqlite header") << QByteArray("SQLite format 3\0", 16) + QByteArray(200, '\x01')
                                                 << u"models.sqlite is not a StepWise database"_qs;
    }
    void refusesForeignFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"models.sqlite"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        SqliteGraphStore store(path);
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().startsWith(message), qPrintable(store.lastError()));
        QVERIFY(!store.isOpen());
        QVERIFY(!store.save(sampleModel(u"x"_qs, 1), {}));
        QCOMPARE(readFile(path), content); // never destroys data on a failed open
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
        QVERIFY2(store.lastError().contains(u"other.sqlite is not a StepWise database (it holds other tables, e.g. 'notes')"),
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
