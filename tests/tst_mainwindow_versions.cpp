// SPDX-License-Identifier: GPL-3.0-or-later
// The app version a window starts on without --app-version: the one last picked with the same model store,
// else the store's first; never one picked in another store (settings "models/lastAppVersionByStore").
#include "analysis/analysiscontroller.h"
#include "demomodel.h"
#include "graph/sqlitegraphstore.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {

const QString LegacyKey = QStringLiteral("models/lastAppVersion");

QString secondVersion()
{
    return QStringLiteral("1-com.example.pocketnotes-2.0");
}

} // namespace

class TestMainWindowVersions : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_storeA;
    QString m_storeB;

    /*! A store at \a path holding the demo model twice: as Demo::appVersion() and as secondVersion(). */
    static bool makeStore(const QString &path, QString *error)
    {
        SqliteGraphStore store(path, QStringLiteral("tst_mainwindow_versions-") + QFileInfo(path).baseName());
        if (!store.open() || !Demo::importInto(store, error)) {
            *error = error->isEmpty() ? store.lastError() : *error;
            return false;
        }
        std::optional<ExecutionModel> model = store.load(Demo::appVersion());
        if (!model) {
            *error = store.lastError();
            return false;
        }
        model->appVersion = secondVersion();
        if (!store.save(*model, {})) {
            *error = store.lastError();
            return false;
        }
        return store.appVersions() == QStringList { Demo::appVersion(), secondVersion() };
    }

    /*! Options for a window on \a db opened without --app-version. */
    MainWindow::Options options(const QString &db) const
    {
        MainWindow::Options o = testWindowOptions(db, m_dir.path());
        o.appVersion.clear();
        return o;
    }

    /*! Waits until \a w has listed its store's two versions and picked one. */
    static bool picked(MainWindow &w)
    {
        return QTest::qWaitFor(
            [&w] { return w.controller()->appVersions().size() == 2 && !w.controller()->appVersion().isEmpty(); },
            20000);
    }

    /*! The version a window on \a db starts on; empty when it picks none in time. */
    QString startVersion(const QString &db) const
    {
        MainWindow w(options(db));
        return picked(w) ? w.controller()->appVersion() : QString();
    }

    static QVariantMap remembered() { return QSettings().value(MainWindow::lastAppVersionsKey()).toMap(); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_storeA = m_dir.filePath(QStringLiteral("a.sqlite"));
        m_storeB = m_dir.filePath(QStringLiteral("b.sqlite"));
        QString error;
        QVERIFY2(makeStore(m_storeA, &error), qPrintable(error));
        QVERIFY2(makeStore(m_storeB, &error), qPrintable(error));
    }

    void init() { QSettings().clear(); }

    void storeKeyIsCanonical()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("sub")));
        const QString roundabout = m_dir.path() + QStringLiteral("/sub/../a.sqlite");
        QCOMPARE(MainWindow::storeSettingsKey(roundabout), MainWindow::storeSettingsKey(m_storeA));
        QVERIFY(MainWindow::storeSettingsKey(m_storeA) != MainWindow::storeSettingsKey(m_storeB));
        // A store not created yet still has a key: its absolute path.
        const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
        QCOMPARE(MainWindow::storeSettingsKey(missing), QFileInfo(missing).absoluteFilePath());
    }

    void eachStoreRemembersItsOwn()
    {
        // Nothing remembered: the store's first version.
        QCOMPARE(startVersion(m_storeA), Demo::appVersion());
        {
            MainWindow w(options(m_storeA));
            QVERIFY(picked(w));
            w.selectAppVersion(secondVersion());
            QCOMPARE(w.controller()->appVersion(), secondVersion());
        }
        QCOMPARE(remembered().value(MainWindow::storeSettingsKey(m_storeA)).toString(), secondVersion());
        // Store B holds A's pick too, but was never used with it: it starts on its own first version.
        QCOMPARE(startVersion(m_storeB), Demo::appVersion());
        QCOMPARE(startVersion(m_storeA), secondVersion());
        // A pick in B leaves A's alone.
        {
            MainWindow w(options(m_storeB));
            QVERIFY(picked(w));
            w.selectAppVersion(secondVersion());
            w.selectAppVersion(Demo::appVersion());
        }
        QCOMPARE(startVersion(m_storeA), secondVersion());
        QCOMPARE(startVersion(m_storeB), Demo::appVersion());
        // --app-version still wins over what the store remembers.
        MainWindow::Options given = options(m_storeA);
        given.appVersion = Demo::appVersion();
        MainWindow w(given);
        QVERIFY(picked(w));
        QCOMPARE(w.controller()->appVersion(), Demo::appVersion());
    }

    void titleNamesTheStartVersion()
    {
        // The first version is current as soon as the picker is filled: picking it changes no text, yet the
        // title must name it from the start, with --app-version and without.
        for (const QString &given : { Demo::appVersion(), QString() }) {
            MainWindow::Options o = options(m_storeA);
            o.appVersion = given;
            MainWindow w(o);
            QVERIFY(picked(w));
            QCOMPARE(w.controller()->appVersion(), Demo::appVersion());
            QCOMPARE(w.windowTitle(), QStringLiteral("Untitled report[*] — %1 — StepWise").arg(Demo::appVersion()));
        }
    }

    void goneStoresAreForgotten()
    {
        const QString gone = m_dir.filePath(QStringLiteral("deleted-demo.sqlite"));
        QSettings().setValue(MainWindow::lastAppVersionsKey(), QVariantMap { { gone, secondVersion() } });
        {
            MainWindow w(options(m_storeA));
            QVERIFY(picked(w));
            w.selectAppVersion(secondVersion());
        }
        const QVariantMap map = remembered();
        QCOMPARE(map.keys(), QStringList { MainWindow::storeSettingsKey(m_storeA) });
    }

    void legacyKeyOnlyForTheDefaultStore()
    {
        // The old key held one version for every store: another store does not take it, and it is removed.
        QSettings().setValue(LegacyKey, secondVersion());
        QCOMPARE(startVersion(m_storeB), Demo::appVersion());
        QVERIFY(!QSettings().contains(LegacyKey));
        QVERIFY(!remembered().contains(MainWindow::storeSettingsKey(m_storeB)));

        // The default store (no --db) is where it was most likely picked: it moves there.
        const QString defaultStore = MainWindow::defaultDatabasePath();
        const auto removeDefaultStore = [&defaultStore] {
            for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
                QFile::remove(defaultStore + suffix);
        };
        removeDefaultStore(); // left by an aborted run (test mode: under ~/.qttest, never the user's)
        QVERIFY(QDir().mkpath(QFileInfo(defaultStore).path()));
        QString error;
        QVERIFY2(makeStore(defaultStore, &error), qPrintable(error));
        QSettings().clear();
        QSettings().setValue(LegacyKey, secondVersion());
        const QString started = startVersion(defaultStore);
        removeDefaultStore();
        QCOMPARE(started, secondVersion());
        QVERIFY(!QSettings().contains(LegacyKey));
    }
};

QTEST_MAIN(TestMainWindowVersions)
#include "tst_mainwindow_versions.moc"
