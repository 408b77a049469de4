// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli on stores it must not write: a damaged store refuses every writing command before anything is
// written, and a read-only store (file, folder) is read by the reading commands and named read-only by the
// writing ones.
#include "damagedstore.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <linux/capability.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/*! Root ignores permission bits: the child drops the capabilities that let it (from its bounding set, which is
 *  what root keeps across exec), so that a 0444 file in a 0555 folder is read-only to it as to any user. */
void dropPermissionOverrides()
{
    for (int cap : { CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER })
        ::prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
}

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setChildProcessModifier(dropPermissionOverrides);
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

Run cli(const QStringList &args)
{
    return run(QStringLiteral(STEPWISE_CLI_PATH), args);
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString demoDumpDir()
{
    return testDataDir() + u"/graphdump/1-com.example.demo-1.0"_qs;
}

} // namespace

class TestStoreAccess : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /*! A store holding the demo model, in a folder of its own named \a name. */
    QString importedStore(const QString &name)
    {
        const QString folder = m_dir.filePath(name);
        if (!QDir().mkpath(folder))
            return {};
        const QString db = folder + u"/models.sqlite"_qs;
        const Run r = cli({ u"import"_qs, u"--db"_qs, db, demoDumpDir() });
        return r.exitCode == 0 ? db : QString();
    }

private Q_SLOTS:
    void importIntoDamagedStoreIsRefused_data()
    {
        QTest::addColumn<QString>("table");
        // A table an import of another model never reads: only a check of the whole file finds it.
        QTest::newRow("recordings") << u"recording"_qs;
        QTest::newRow("screens") << u"screen"_qs;
    }
    void importIntoDamagedStoreIsRefused()
    {
        QFETCH(QString, table);
        const QString db = importedStore(u"damaged-"_qs + table);
        QVERIFY(!db.isEmpty());
        const QString damage = damageStoreTable(db, table);
        QVERIFY2(damage.isEmpty(), qPrintable(damage));
        const QByteArray before = contents(db);
        const QList<QStringList> writes { { demoDumpDir(), u"--app-version"_qs, u"2-com.example.demo-2.0"_qs },
                                          { demoDumpDir(), u"--replace"_qs } };
        for (const QStringList &write : writes) {
            const Run r = cli(QStringList { u"import"_qs, u"--db"_qs, db } + write);
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.out, QString());
            const QString prefix = u"stepwise-cli import: "_qs + db + u" is damaged (SQLite: integrity check: "_qs;
            QVERIFY2(r.err.startsWith(prefix), qPrintable(r.err));
            QVERIFY2(r.err.endsWith(
                         u"); the file was left unchanged. Restore it from a backup, or import the models again into a "
                         u"new file ('stepwise-cli import --db NEW_FILE PATH...', then use --db NEW_FILE)\n"_qs),
                     qPrintable(r.err));
            QVERIFY(contents(db) == before);
        }
    }

    void readOnlyStore()
    {
        const QString db = importedStore(u"readonly"_qs);
        QVERIFY(!db.isEmpty());
        const QString folder = QFileInfo(db).absolutePath();
        const QString report = m_dir.filePath(u"report.txt"_qs);
        {
            QFile f(report);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Open the app\nTap Save\n");
        }
        const QList<QStringList> reads { { u"graph"_qs, u"--stats"_qs },
                                         { u"graph"_qs, u"--list"_qs },
                                         { u"assess"_qs, u"--report"_qs, report, u"--app-version"_qs,
                                           u"1-com.example.demo-1.0"_qs } };
        QList<Run> writable;
        for (const QStringList &read : reads)
            writable << cli(QStringList(read) << u"--db"_qs << db);
        const QByteArray before = contents(db);

        QVERIFY(QFile::setPermissions(db, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(QFile::setPermissions(folder,
                                      QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                                          | QFile::ReadOther | QFile::ExeOther));
        const auto restore = qScopeGuard([&] {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        });
        if (run(u"/bin/sh"_qs, { u"-c"_qs, u"test -w \"$0\""_qs, folder }).exitCode == 0)
            QSKIP("permission bits are not enforced here (root without the capability to drop its overrides)");

        for (qsizetype i = 0; i < reads.size(); ++i) {
            const Run r = cli(QStringList(reads.at(i)) << u"--db"_qs << db);
            QVERIFY2(r.exitCode == 0, qPrintable(reads.at(i).join(u' ') + u": "_qs + r.err));
            // assess says how long it took
            static const QRegularExpression elapsed(u"\\d+ ms"_qs);
            QCOMPARE(QString(r.out).replace(elapsed, u"ms)"_qs),
                     QString(writable.at(i).out).replace(elapsed, u"ms)"_qs));
            QCOMPARE(r.err, writable.at(i).err);
        }
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList { u"models.sqlite"_qs });

        const QStringList import { u"import"_qs,  u"--db"_qs,          db,
                                   demoDumpDir(), u"--app-version"_qs, u"2-com.example.demo-2.0"_qs };
        Run r = cli(import);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli import: "_qs + db
                     + u" is read-only (no write permission for the file); nothing was changed; make it writable, or "
                       u"choose another store with --db FILE\n"_qs);
        // A writable file in a read-only folder: SQLite cannot create its journal there.
        QVERIFY(QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner));
        r = cli(import);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli import: "_qs + db
                     + u" is read-only (no write permission for its folder, where SQLite keeps its journal); nothing "
                       u"was changed; make it writable, or choose another store with --db FILE\n"_qs);
        QVERIFY(contents(db) == before);
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList { u"models.sqlite"_qs });
    }

    void storeInAFolderThatDoesNotExist()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(u"missing/models.sqlite"_qs);
        const Run r
            = cli({ u"import"_qs, u"--db"_qs, db, demoDumpDir(), u"--app-version"_qs, u"2-com.example.demo-2.0"_qs });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli import: cannot open "_qs + db + u": the folder "_qs
                     + QDir::toNativeSeparators(dir.filePath(u"missing"_qs))
                     + u" does not exist; create it, or choose another store with --db FILE\n"_qs);
        QVERIFY(!QFileInfo::exists(dir.filePath(u"missing"_qs)));
    }
};

QTEST_GUILESS_MAIN(TestStoreAccess)
#include "tst_storeaccess.moc"
