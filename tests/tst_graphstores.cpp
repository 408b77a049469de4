// SPDX-License-Identifier: GPL-3.0-or-later
// The store suite on both backends: every test of TestGraphStores runs once on SQLite and once on a
// throwaway PostgreSQL server (pgtestserver.h), with the same assertions. TestPgGraphStore holds what only a
// server has: URLs, a server that is down, passwords, a killed writer, a dropped connection.
#include "graph/pggraphstore.h"
#include "graph/sqlitegraphstore.h"
#include "pgtestserver.h"
#include "storemodels.h"
#include "testdata.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <csignal>

using namespace StepWise;

namespace {

PgTestServer &server()
{
    // Started on first use, stopped when the program ends.
    static PgTestServer instance;
    return instance;
}

/*! Skips the running test when there is no PostgreSQL server, saying why. */
#define REQUIRE_SERVER()                                                                                               \
    do {                                                                                                               \
        if (!server().unavailableReason().isEmpty())                                                                   \
            QSKIP(qPrintable(u"PostgreSQL suite skipped: "_qs + server().unavailableReason()));                        \
    } while (false)

int countRows(const SqlGraphStore &store, const QString &table)
{
    QSqlQuery q(QSqlDatabase::database(store.connectionName()));
    return q.exec(u"SELECT count(*) FROM "_qs + table) && q.next() ? q.value(0).toInt() : -1;
}

/*! A model of app version "shared" with the start state and one state and transition of writer \a writer's
 *  round \a round: what each concurrent writer merges. */
ExecutionModel writerModel(int writer, int round)
{
    ExecutionModel m;
    m.appVersion = u"shared"_qs;
    m.packageName = u"org.example"_qs;
    Screen start;
    start.id = u"S"_qs;
    start.name = u"Start state"_qs;
    start.kind = Screen::Kind::Start;
    Screen s;
    s.id = u"w%1-%2"_qs.arg(writer).arg(round);
    s.name = s.id;
    m.screens = { start, s };
    Interaction e;
    e.id = u"i-"_qs + s.id;
    e.sourceId = start.id;
    e.targetId = s.id;
    e.action = ActionType::Click;
    e.weight = 1;
    m.interactions = { e };
    m.reindex();
    return m;
}

/*! The child process of the writer tests: saves sampleModel(version, screens) again and again into \a url,
 *  printing "saved" after each; stops after 60 s. Exits 3 with the store's message on stderr when a save fails. */
int runWriter(const QString &url, const QString &version, int screens)
{
    const std::unique_ptr<SqlGraphStore> store = SqlGraphStore::create(url);
    QTextStream out(stdout), err(stderr);
    if (!store->open()) {
        err << store->lastError() << '\n';
        return 3;
    }
    const ExecutionModel model = sampleModel(version, screens);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60000) {
        if (!store->save(model, { { u"s0.png"_qs, QByteArray(4096, 'p') } })) {
            err << store->lastError() << '\n';
            return 3;
        }
        out << "saved" << Qt::endl;
    }
    return 0;
}

/*! Whether a client named \a applicationName is inside a transaction on the server (polls up to 20 s). */
bool waitForTransaction(const QString &applicationName)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 20000) {
        QVariantList row;
        if (server().exec(
                u"SELECT count(*) FROM pg_stat_activity WHERE application_name = '%1' AND xact_start IS NOT NULL"_qs
                    .arg(applicationName),
                nullptr, &row)
            && row.value(0).toInt() > 0)
            return true;
        QThread::msleep(2);
    }
    return false;
}

/*! Starts this program as a writer (runWriter()) and waits for its first saved model. */
bool startWriter(QProcess &writer, const QString &url)
{
    writer.start(QCoreApplication::applicationFilePath(), { u"--writer"_qs, url, u"app"_qs, u"300"_qs });
    if (!writer.waitForStarted())
        return false;
    while (!writer.canReadLine()) {
        if (!writer.waitForReadyRead(20000))
            return false;
    }
    return true;
}

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

/*! Runs the built stepwise-cli with \a args, and \a env added to the environment. */
CliRun runCli(const QStringList &args, const QHash<QString, QString> &env = {})
{
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        environment.insert(it.key(), it.value());
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

class TestGraphStores : public QObject
{
    Q_OBJECT

    /*! A new, empty store location of the current backend. */
    QString newLocation()
    {
        QFETCH_GLOBAL(QString, backend);
        const QString name = u"store%1"_qs.arg(++m_count);
        if (backend == u"sqlite")
            return m_dir.filePath(name + u".sqlite"_qs);
        QString error;
        const QString url = server().createDatabase(name, &error);
        if (url.isEmpty())
            qWarning("cannot create the database: %s", qPrintable(error));
        return url;
    }

    QTemporaryDir m_dir;
    int m_count = 0;

private Q_SLOTS:
    void initTestCase_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << u"sqlite"_qs;
        QTest::newRow("postgresql") << u"postgresql"_qs;
    }

    void init()
    {
        QFETCH_GLOBAL(QString, backend);
        if (backend == u"postgresql")
            REQUIRE_SERVER();
    }

    void roundTrip()
    {
        const auto store = SqlGraphStore::create(newLocation());
        QVERIFY2(store->open(), qPrintable(store->lastError()));
        QCOMPARE(store->storedSchemaVersion(), SqlGraphStore::schemaVersion());
        ExecutionModel model = recordedModel(u"app-1.0"_qs, 4, u"digest-1"_qs, u"pixel"_qs);
        model.screens[1].renderings = { Rendering { u"tablet"_qs, u"<hierarchy/>"_qs, u"s0-tablet.png"_qs } };
        model.interactions[1].weight = 0.1 + 0.2; // not representable in 32 bits
        const QByteArray png("\x89PNG\r\n\x1a\n\0fake", 13);
        QVERIFY2(store->save(model, { { u"s0.png"_qs, png }, { u"s0-tablet.png"_qs, "TABLET" } }),
                 qPrintable(store->lastError()));
        QCOMPARE(store->appVersions(), QStringList { u"app-1.0"_qs });
        const std::optional<ExecutionModel> loaded = store->load(u"app-1.0"_qs);
        QVERIFY2(loaded, qPrintable(store->lastError()));
        compareModels(*loaded, model);
        QCOMPARE(store->screenshot(u"app-1.0"_qs, u"s0"_qs), png);
        QVERIFY(store->screenshot(u"app-1.0"_qs, u"s1"_qs).isEmpty());
        QCOMPARE(store->renderingScreenshot(u"app-1.0"_qs, u"s0"_qs, u"tablet"_qs), QByteArray("TABLET"));
        QCOMPARE(loaded->shortestPath(u"S"_qs, u"s3"_qs)->size(), 4);
        QCOMPARE(store->outgoingInteractionIds(u"app-1.0"_qs, u"s0"_qs), QStringList { u"i0"_qs });
        QCOMPARE(store->recordingDigests(), (QHash<QString, QString> { { u"digest-1"_qs, u"app-1.0"_qs } }));
        const QList<ModelStats> stats = store->stats();
        QCOMPARE(stats.size(), 1);
        QCOMPARE(stats.first().states, 4);
        QCOMPARE(stats.first().transitions, 4);
        QCOMPARE(stats.first().manualTransitions, 3);
        QCOMPARE(stats.first().automaticTransitions, 1);
        QCOMPARE(stats.first().screenshots, 1);
    }

    void replaceAndRemove()
    {
        const QString location = newLocation();
        const auto store = SqlGraphStore::create(location);
        QVERIFY2(store->open(), qPrintable(store->lastError()));
        QVERIFY(store->save(sampleModel(u"b"_qs, 5), {}));
        QVERIFY(store->save(sampleModel(u"a"_qs, 2), {}));
        QVERIFY(store->save(sampleModel(u"b"_qs, 3), {}));
        QCOMPARE(store->appVersions(), (QStringList { u"a"_qs, u"b"_qs }));
        compareModels(*store->load(u"b"_qs), sampleModel(u"b"_qs, 3));
        QCOMPARE(countRows(*store, u"screen"_qs), 4 + 5);
        QVERIFY(store->remove(u"b"_qs));
        QCOMPARE(countRows(*store, u"component"_qs), 2 * 2); // the cascade reached the components
        QVERIFY(!store->remove(u"b"_qs));
        QVERIFY2(store->lastError().contains(u"holds no app version 'b'"), qPrintable(store->lastError()));
        QVERIFY(!store->load(u"b"_qs));
        // A second client opening the same store finds what the first one wrote, and migrates nothing.
        const auto second = SqlGraphStore::create(location);
        QVERIFY2(second->open(SqlGraphStore::Access::ReadOnly), qPrintable(second->lastError()));
        QCOMPARE(second->appVersions(), QStringList { u"a"_qs });
        QVERIFY(!second->save(sampleModel(u"c"_qs, 1), {}));
    }

    void mergeAddsAndIsIdempotent()
    {
        const auto store = SqlGraphStore::create(newLocation());
        QVERIFY2(store->open(), qPrintable(store->lastError()));
        MergeSummary first;
        QVERIFY2(store->merge(recordedModel(u"app"_qs, 3, u"d1"_qs, u"p"_qs), { { u"s0.png"_qs, "PNG0" } }, {}, &first),
                 qPrintable(store->lastError()));
        QCOMPARE(first.newStates, 3);
        MergeSummary second;
        QVERIFY2(
            store->merge(recordedModel(u"app"_qs, 5, u"d2"_qs, u"p"_qs), { { u"s0.png"_qs, "OTHER" } }, {}, &second),
            qPrintable(store->lastError()));
        QCOMPARE(second.newStates, 2);
        QCOMPARE(second.sameStates, 3);
        QCOMPARE(second.newTransitions, 2);
        QCOMPARE(second.repeatedTransitions, 3);
        QCOMPARE(store->stats().first().states, 5);
        QCOMPARE(store->screenshot(u"app"_qs, u"s0"_qs), QByteArray("PNG0"));
        const std::optional<ExecutionModel> merged = store->load(u"app"_qs);
        QVERIFY(merged);
        QCOMPARE(merged->interaction(u"i-open"_qs)->weight, 6.0);
        QCOMPARE(merged->recordings.size(), 2);
        QCOMPARE(countRows(*store, u"component"_qs), 2 * 5);
        MergeSummary third;
        QVERIFY(store->merge(recordedModel(u"app"_qs, 5, u"d2"_qs, u"p"_qs), {}, {}, &third));
        QCOMPARE(third.newStates, 0);
        QCOMPARE(third.newTransitions, 0);
        QCOMPARE(store->stats().first().transitions, 5);
    }

    void failedWriteLeavesModelUnchanged()
    {
        const auto store = SqlGraphStore::create(newLocation());
        QVERIFY2(store->open(), qPrintable(store->lastError()));
        QVERIFY(
            store->merge(recordedModel(u"app"_qs, 3, u"d1"_qs, u"p"_qs), { { u"s0.png"_qs, "PNG0" } }, {}, nullptr));
        const ExecutionModel before = *store->load(u"app"_qs);
        ExecutionModel bad = recordedModel(u"app"_qs, 6, u"d2"_qs, u"p"_qs);
        bad.interactions.last().targetId = u"nowhere"_qs;
        QVERIFY(!store->merge(bad, {}, {}, nullptr));
        QVERIFY2(store->lastError().contains(u"unknown screen nowhere"), qPrintable(store->lastError()));
        QVERIFY(!store->save(bad, {}));
        compareModels(*store->load(u"app"_qs), before);
        // A failure in the database after rows were written is rolled back too: the second of two new
        // interactions breaks a unique index (written in the dialect both databases share).
        {
            QSqlQuery q(QSqlDatabase::database(store->connectionName()));
            QVERIFY(q.exec(u"CREATE UNIQUE INDEX one_boom ON interaction (typed_text) WHERE typed_text = 'boom'"_qs));
        }
        ExecutionModel boom = recordedModel(u"app"_qs, 6, u"d3"_qs, u"p"_qs);
        boom.interactions[4].typedText = u"boom"_qs;
        boom.interactions[5].typedText = u"boom"_qs;
        QVERIFY(!store->merge(boom, { { u"s5.png"_qs, "NEW" } }, {}, nullptr));
        QVERIFY2(store->lastError().contains(u"interaction i4") && store->lastError().contains(u"unchanged"),
                 qPrintable(store->lastError()));
        compareModels(*store->load(u"app"_qs), before);
        QCOMPARE(store->recordingDigests().size(), 1);
        QVERIFY(!store->save(boom, {}));
        compareModels(*store->load(u"app"_qs), before);
    }

    void schemaFromANewerBuildIsRefused()
    {
        QFETCH_GLOBAL(QString, backend);
        const QString location = newLocation();
        {
            const auto store = SqlGraphStore::create(location);
            QVERIFY2(store->open(), qPrintable(store->lastError()));
            QSqlQuery q(QSqlDatabase::database(store->connectionName()));
            QVERIFY(q.exec(backend == u"sqlite" ? u"PRAGMA user_version = %1"_qs.arg(SqlGraphStore::schemaVersion() + 1)
                                                : u"UPDATE stepwise_schema SET version = %1"_qs.arg(
                                                    SqlGraphStore::schemaVersion() + 1)));
        }
        const auto store = SqlGraphStore::create(location);
        QVERIFY(!store->open());
        QVERIFY2(store->lastError().contains(u"written by a newer StepWise"), qPrintable(store->lastError()));
    }

    void concurrentMergesLoseNoRows()
    {
        // Two writers, each with its own connection, merge into one model at once: every merge's state
        // and transition is in the store at the end.
        constexpr int Rounds = 15;
        const QString location = newLocation();
        {
            const auto store = SqlGraphStore::create(location);
            QVERIFY2(store->open(), qPrintable(store->lastError()));
        }
        const auto writer = [location](int id) {
            QStringList failures;
            const auto store = SqlGraphStore::create(location);
            if (!store->open())
                return QStringList { store->lastError() };
            for (int round = 0; round < Rounds; ++round) {
                if (!store->merge(writerModel(id, round), {}, {}, nullptr))
                    failures.append(store->lastError());
            }
            return failures;
        };
        QFuture<QStringList> a = QtConcurrent::run(writer, 0);
        QFuture<QStringList> b = QtConcurrent::run(writer, 1);
        QCOMPARE(a.result(), QStringList());
        QCOMPARE(b.result(), QStringList());
        const auto store = SqlGraphStore::create(location);
        QVERIFY(store->open());
        const std::optional<ExecutionModel> merged = store->load(u"shared"_qs);
        QVERIFY2(merged, qPrintable(store->lastError()));
        QCOMPARE(merged->screens.size(), 1 + 2 * Rounds);
        QCOMPARE(merged->interactions.size(), 2 * Rounds);
        for (int id : { 0, 1 }) {
            for (int round = 0; round < Rounds; ++round)
                QVERIFY(merged->screen(u"w%1-%2"_qs.arg(id).arg(round)));
        }
    }

    void readerNeverSeesHalfAModel()
    {
        // A writer replaces the model with a small and a large one in turn; every load is one of the two.
        const QString location = newLocation();
        {
            const auto store = SqlGraphStore::create(location);
            QVERIFY2(store->open(), qPrintable(store->lastError()));
            QVERIFY(store->save(sampleModel(u"app"_qs, 5), {}));
        }
        QFuture<QString> writer = QtConcurrent::run([location] {
            const auto store = SqlGraphStore::create(location);
            if (!store->open())
                return store->lastError();
            for (int i = 0; i < 20; ++i) {
                if (!store->save(sampleModel(u"app"_qs, i % 2 ? 5 : 60), {}))
                    return store->lastError();
            }
            return QString();
        });
        const auto reader = SqlGraphStore::create(location);
        QVERIFY(reader->open(SqlGraphStore::Access::ReadOnly));
        int loads = 0;
        while (!writer.isFinished() || loads == 0) {
            const std::optional<ExecutionModel> m = reader->load(u"app"_qs);
            QVERIFY2(m, qPrintable(reader->lastError()));
            QVERIFY2((m->screens.size() == 7 && m->interactions.size() == 5)
                         || (m->screens.size() == 62 && m->interactions.size() == 60),
                     qPrintable(u"%1 screens, %2 interactions"_qs.arg(m->screens.size()).arg(m->interactions.size())));
            ++loads;
        }
        QCOMPARE(writer.result(), QString());
    }
};

class TestPgGraphStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesUrls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("error");
        QTest::newRow("host and port") << u"postgresql://alice@db.example:5433/models"_qs << u"db.example"_qs << 5433
                                       << u"alice"_qs << u"models"_qs << QString();
        QTest::newRow("short scheme") << u"postgres://db/models"_qs << u"db"_qs << -1 << QString() << u"models"_qs
                                      << QString();
        QTest::newRow("ipv6") << u"postgresql://bob@[::1]:6000/m"_qs << u"::1"_qs << 6000 << u"bob"_qs << u"m"_qs
                              << QString();
        QTest::newRow("socket folder") << u"postgresql://alice@%2Ftmp%2Fpg/models"_qs << u"/tmp/pg"_qs << -1
                                       << u"alice"_qs << u"models"_qs << QString();
        QTest::newRow("socket in query") << u"postgresql://alice@/models?host=/run/postgresql"_qs
                                         << u"/run/postgresql"_qs << -1 << u"alice"_qs << u"models"_qs << QString();
        QTest::newRow("no database") << u"postgresql://alice@db"_qs << QString() << -1 << QString() << QString()
                                     << u"names no database"_qs;
        QTest::newRow("bad port") << u"postgresql://alice@db:99999/m"_qs << QString() << -1 << QString() << QString()
                                  << u"port"_qs;
        QTest::newRow("unknown key") << u"postgresql://db/m?sslcert=x"_qs << QString() << -1 << QString() << QString()
                                     << u"unknown parameter 'sslcert'"_qs;
        QTest::newRow("password") << u"postgresql://alice:s3cret-pw@db/m"_qs << QString() << -1 << QString()
                                  << QString() << u"~/.pgpass"_qs;
        QTest::newRow("password in query") << u"postgresql://alice@db/m?password=s3cret-pw"_qs << QString() << -1
                                           << QString() << QString() << u"PGPASSWORD"_qs;
    }

    void parsesUrls()
    {
        QFETCH(QString, url);
        QFETCH(QString, error);
        QString why;
        const std::optional<PgGraphStore::ConnectionInfo> info = PgGraphStore::parseUrl(url, &why);
        QCOMPARE(!info, !error.isEmpty());
        if (!info) {
            QVERIFY2(why.contains(error), qPrintable(why));
            QVERIFY2(!why.contains(u"s3cret"), qPrintable(why));
            return;
        }
        QTEST(info->host, "host");
        QTEST(info->port, "port");
        QTEST(info->user, "user");
        QTEST(info->database, "database");
        QVERIFY(PgGraphStore::isUrl(url));
        QCOMPARE(SqlGraphStore::create(url)->location(), url);
    }

    void passwordInTheUrlIsNeverNamed()
    {
        PgGraphStore store(u"postgresql://alice:s3cret-pw@db.invalid/m"_qs);
        QVERIFY(!store.location().contains(u"s3cret"));
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().contains(u"refused") && !store.lastError().contains(u"s3cret"),
                 qPrintable(store.lastError()));
    }

    void serverThatIsDown()
    {
        if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_qs))
            QSKIP("PostgreSQL suite skipped: the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)");
        QTemporaryDir nothingListens;
        const QString url = u"postgresql://alice@%1:5999/models"_qs.arg(
            QString::fromLatin1(QUrl::toPercentEncoding(nothingListens.path())));
        PgGraphStore store(url);
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().startsWith(u"cannot connect to " + url + u": "), qPrintable(store.lastError()));
        QVERIFY2(store.lastError().contains(u"Is the server running"), qPrintable(store.lastError()));
        QVERIFY(!store.isOpen());
        QVERIFY(store.appVersions().isEmpty());
        QVERIFY2(store.lastError().contains(u"not open"), qPrintable(store.lastError()));
    }

    void wrongPasswordIsRefusedAndNotLogged()
    {
        REQUIRE_SERVER();
        QString error;
        QVERIFY2(server().exec(u"CREATE DATABASE pwdb OWNER %1"_qs.arg(QString::fromLatin1(PgTestServer::PasswordUser)),
                               &error),
                 qPrintable(error));
        const QString url = server().url(u"pwdb"_qs, QString::fromLatin1(PgTestServer::PasswordUser));
        const QByteArray saved = qgetenv("PGPASSWORD");
        const QByteArray savedFile = qgetenv("PGPASSFILE");
        qputenv("PGPASSFILE", "/nonexistent"); // the tester's own ~/.pgpass stays out of it
        qputenv("PGPASSWORD", "wrong-secret-a9c3");
        {
            PgGraphStore store(url);
            QVERIFY(!store.open());
            QVERIFY2(store.lastError().contains(u"password authentication failed")
                         && store.lastError().contains(u"~/.pgpass"),
                     qPrintable(store.lastError()));
            QVERIFY(!store.lastError().contains(u"wrong-secret"));
        }
        qputenv("PGPASSWORD", "right-secret-6f1d");
        {
            PgGraphStore store(url);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QVERIFY(store.save(sampleModel(u"app"_qs, 1), {}));
        }
        saved.isNull() ? qunsetenv("PGPASSWORD") : qputenv("PGPASSWORD", saved);
        savedFile.isNull() ? qunsetenv("PGPASSFILE") : qputenv("PGPASSFILE", savedFile);
        QVERIFY(!server().log().contains(u"wrong-secret"));
        QVERIFY(!server().log().contains(u"right-secret"));
    }

    void refusesDatabaseOfOtherTables()
    {
        REQUIRE_SERVER();
        QString error;
        const QString url = server().createDatabase(u"foreign"_qs, &error);
        QVERIFY2(!url.isEmpty(), qPrintable(error));
        {
            PgGraphStore store(url);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
            QSqlQuery q(QSqlDatabase::database(store.connectionName()));
            QVERIFY(q.exec(u"DROP TABLE stepwise_schema"_qs));
        }
        PgGraphStore store(url);
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().contains(u"is not a StepWise database")
                     && store.lastError().contains(u"nothing was changed"),
                 qPrintable(store.lastError()));
    }

    void storeCopyBothWaysLosesNothing()
    {
        REQUIRE_SERVER();
        QString error;
        const QString url = server().createDatabase(u"copied"_qs, &error);
        QVERIFY2(!url.isEmpty(), qPrintable(error));
        QTemporaryDir dir;
        const QString first = dir.filePath(u"first.sqlite"_qs);
        const QString back = dir.filePath(u"back.sqlite"_qs);
        CliRun r = runCli({ u"import"_qs, u"--db"_qs, first, QDir(testDataDir()).filePath(u"graphdump"_qs) });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        {
            // A second model with what a dump has not: renderings with their images, recordings, weights.
            SqliteGraphStore store(first);
            QVERIFY(store.open());
            ExecutionModel m = recordedModel(u"app-2.0"_qs, 4, u"digest"_qs, u"pixel"_qs);
            m.screens[1].renderings = { Rendering { u"tablet"_qs, u"<hierarchy/>"_qs, u"t.png"_qs } };
            m.interactions[2].weight = 0.1 + 0.2;
            QVERIFY(store.save(m, { { u"s0.png"_qs, QByteArray("\x89PNG\0one", 8) }, { u"t.png"_qs, "TABLET" } }));
        }
        r = runCli({ u"store"_qs, u"copy"_qs, first, url });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"2 of 2 app versions copied from " + first + u" to " + url), qPrintable(r.out));
        r = runCli({ u"store"_qs, u"copy"_qs, url, back });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        SqliteGraphStore source(first), copy(back);
        PgGraphStore between(url);
        QVERIFY(source.open() && copy.open() && between.open());
        QCOMPARE(copy.appVersions(), source.appVersions());
        QCOMPARE(between.appVersions(), source.appVersions());
        for (const QString &version : source.appVersions()) {
            const ExecutionModel model = *source.load(version);
            compareModels(*between.load(version), model);
            compareModels(*copy.load(version), model);
            for (const Screen &s : model.screens) {
                QCOMPARE(copy.screenshot(version, s.id), source.screenshot(version, s.id));
                QCOMPARE(between.screenshot(version, s.id), source.screenshot(version, s.id));
                for (const Rendering &rendering : s.renderings)
                    QCOMPARE(copy.renderingScreenshot(version, s.id, rendering.deviceProfile),
                             source.renderingScreenshot(version, s.id, rendering.deviceProfile));
            }
        }
        QVERIFY(!copy.screenshot(u"app-2.0"_qs, u"s0"_qs).isEmpty());
        QCOMPARE(runCli({ u"graph"_qs, u"--db"_qs, url, u"--stats"_qs }).out,
                 runCli({ u"graph"_qs, u"--db"_qs, first, u"--stats"_qs }).out);
        // Again: what TO holds is left alone.
        r = runCli({ u"store"_qs, u"copy"_qs, first, url });
        QVERIFY2(r.exitCode == 0 && r.out.contains(u"unchanged: app-2.0"), qPrintable(r.out + r.err));
    }

    void cliNamesNoPassword()
    {
        REQUIRE_SERVER();
        QString error;
        QVERIFY2(server().exec(
                     u"CREATE DATABASE clipw OWNER %1"_qs.arg(QString::fromLatin1(PgTestServer::PasswordUser)), &error),
                 qPrintable(error));
        const QString url = server().url(u"clipw"_qs, QString::fromLatin1(PgTestServer::PasswordUser));
        CliRun r = runCli({ u"graph"_qs, u"--db"_qs, url },
                          { { u"PGPASSWORD"_qs, u"wrong-secret-77b2"_qs }, { u"PGPASSFILE"_qs, u"/nonexistent"_qs } });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(u"stepwise-cli graph: cannot connect to " + url) && r.err.contains(u"~/.pgpass"),
                 qPrintable(r.err));
        QVERIFY(!QString(r.out + r.err).contains(u"wrong-secret"));
        QString withPassword = url;
        withPassword.replace(u"pwuser@"_qs, u"pwuser:right-secret-6f1d@"_qs);
        r = runCli({ u"import"_qs, u"--db"_qs, withPassword, QDir(testDataDir()).filePath(u"graphdump"_qs) });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"a password in the URL is refused"), qPrintable(r.err));
        QVERIFY(!QString(r.out + r.err).contains(u"right-secret"));
        r = runCli({ u"import"_qs, u"--db"_qs, url, QDir(testDataDir()).filePath(u"graphdump"_qs) },
                   { { u"PGPASSWORD"_qs, u"right-secret-6f1d"_qs } });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!server().log().contains(u"secret"));
    }

    void killedWriterLeavesTheModelWhole()
    {
        REQUIRE_SERVER();
        QString error;
        const QString url = server().createDatabase(u"killed"_qs, &error);
        QVERIFY2(!url.isEmpty(), qPrintable(error));
        QProcess writer;
        QVERIFY(startWriter(writer, url + u"?application_name=stepwise-killed"_qs));
        // Killed inside its next save's transaction.
        QVERIFY(waitForTransaction(u"stepwise-killed"_qs));
        ::kill(pid_t(writer.processId()), SIGKILL);
        QVERIFY(writer.waitForFinished());
        PgGraphStore store(url);
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        const std::optional<ExecutionModel> loaded = store.load(u"app"_qs);
        QVERIFY2(loaded, qPrintable(store.lastError()));
        compareModels(*loaded, sampleModel(u"app"_qs, 300));
        QCOMPARE(store.screenshot(u"app"_qs, u"s0"_qs), QByteArray(4096, 'p'));
        // The dead writer's lock went with its transaction: the next writer gets through.
        QVERIFY2(store.merge(writerModel(0, 0), {}, {}, nullptr), qPrintable(store.lastError()));
    }

    void droppedConnectionFailsTheImportAlone()
    {
        REQUIRE_SERVER();
        QString error;
        const QString url = server().createDatabase(u"dropped"_qs, &error);
        QVERIFY2(!url.isEmpty(), qPrintable(error));
        QProcess writer;
        QVERIFY(startWriter(writer, url + u"?application_name=stepwise-dropped"_qs));
        QVERIFY(waitForTransaction(u"stepwise-dropped"_qs));
        QVERIFY(server().exec(
            u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'stepwise-dropped'"_qs));
        QVERIFY(writer.waitForFinished(20000));
        QCOMPARE(writer.exitCode(), 3);
        const QString message = QString::fromLocal8Bit(writer.readAllStandardError());
        // Cut inside a save ("… the previous content is unchanged"), or, when that save committed just before, at
        // the start of the next one: either way the message names the store and the lost connection, in the server's
        // words or, when the socket was already gone before the next statement, in libpq's.
        QVERIFY2(message.contains(url)
                     && (message.contains(u"terminating connection")
                         || message.contains(u"server closed the connection")
                         || message.contains(u"no connection to the server")),
                 qPrintable(message));
        PgGraphStore store(url);
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        compareModels(*store.load(u"app"_qs), sampleModel(u"app"_qs, 300));
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.value(1) == u"--writer")
        return runWriter(args.value(2), args.value(3), args.value(4).toInt());
    // The server starts once, before the first test, so that no test's time includes it.
    if (!server().unavailableReason().isEmpty())
        qWarning("PostgreSQL suite skipped: %s", qPrintable(server().unavailableReason()));
    TestGraphStores both;
    TestPgGraphStore pg;
    // "tst_graphstores roundTrip" runs the class that has the function asked for, not the other one too.
    const auto asked = [&args](const QObject &tests) {
        for (const QString &arg : args.mid(1)) {
            if (!arg.startsWith(u'-')
                && tests.metaObject()->indexOfMethod(qPrintable(arg.section(u':', 0, 0) + u"()")) < 0)
                return false;
        }
        return true;
    };
    int failed = 0;
    for (QObject *tests : { static_cast<QObject *>(&both), static_cast<QObject *>(&pg) }) {
        if (asked(*tests))
            failed += QTest::qExec(tests, argc, argv);
    }
    return failed;
}

#include "tst_graphstores.moc"
