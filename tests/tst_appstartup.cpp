// SPDX-License-Identifier: GPL-3.0-or-later
// What `stepwise` says before it opens a window: a broken or empty store, an app version the store does
// not hold, and report files in encodings other than UTF-8 (issue 6; bad input gets a specific message).
#include <QFile>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

class TestAppStartup : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run run(const QStringList &args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(STEPWISE_APP_PATH), args);
        if (!p.waitForFinished(50000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QString write(const QString &name, const QByteArray &bytes) const
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void storeProblems_data()
    {
        QTest::addColumn<QByteArray>("storeBytes");
        QTest::addColumn<QStringList>("extraArgs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not a database") << QByteArray(4096, 'x') << QStringList() << u"Cannot use the model store"_qs;
        QTest::newRow("no models") << QByteArray() << QStringList() << u"holds no models"_qs;
        QTest::newRow("unknown app version") << QByteArray() << QStringList{u"--app-version"_qs, u"9-no.such-1.0"_qs}
                                             << u"holds no app version “9-no.such-1.0”; it holds: none."_qs;
    }
    void storeProblems()
    {
        QFETCH(QByteArray, storeBytes);
        QFETCH(QStringList, extraArgs);
        QFETCH(QString, expected);
        const QString db = write(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".sqlite"_qs, storeBytes);
        const Run r = run(QStringList{u"--db"_qs, db, u"--print-text"_qs} + extraArgs);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(db), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void reportEncodings_data()
    {
        const QString text = u"Crash beim Löschen\n\nSteps to reproduce:\n1. Tap “Notes”\n"_qs;
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("text");
        QTest::newRow("utf-8") << text.toUtf8() << true << text;
        QTest::newRow("utf-8 with bom") << QByteArray("\xef\xbb\xbf") + text.toUtf8() << true << text;
        QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
        QTest::newRow("utf-16 with bom") << QByteArray(utf16.encode(text)) << true << text;
        QTest::newRow("latin-1") << text.left(18).toLatin1() << false << QString();
    }
    void reportEncodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, accepted);
        QFETCH(QString, text);
        const QString path = write(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".txt"_qs, bytes);
        const Run r = run({u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs});
        if (accepted) {
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, text);
        } else {
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(path + u" is not UTF-8 text"_qs), qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestAppStartup)
#include "tst_appstartup.moc"
