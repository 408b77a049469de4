// SPDX-License-Identifier: GPL-3.0-or-later
// A draft typed into the app survives kill -9 and is offered on the next start.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestDraftRestore : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        return env;
    }

    QString draftDir() const { return m_home.filePath(QStringLiteral("data/StepWise/stepwise/drafts")); }

    QStringList draftsContaining(const QString &marker) const
    {
        QStringList out;
        const QFileInfoList files = QDir(draftDir()).entryInfoList({ QStringLiteral("*.json") }, QDir::Files);
        for (const QFileInfo &fi : files) {
            QFile f(fi.absoluteFilePath());
            if (f.open(QIODevice::ReadOnly) && QString::fromUtf8(f.readAll()).contains(marker))
                out << fi.fileName();
        }
        return out;
    }

    /*! Runs the app to the end of its first analysis and returns what it printed. */
    QString runToCompletion(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(STEPWISE_APP_PATH), args);
        if (!p.waitForFinished(50000)) {
            p.kill();
            p.waitForFinished();
            return QStringLiteral("<timeout>");
        }
        return QString::fromUtf8(p.readAllStandardOutput());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void killedDraftIsRestored()
    {
        const QString marker = QStringLiteral("Typed before the crash 4711");
        QProcess app;
        app.setProcessEnvironment(environment());
        app.start(QStringLiteral(STEPWISE_APP_PATH),
                  { QStringLiteral("--demo"), QStringLiteral("--no-spell-check"), QStringLiteral("--restore-drafts"),
                    QStringLiteral("no"), QStringLiteral("--autosave-ms"), QStringLiteral("100"),
                    QStringLiteral("--append-text"), u'\n' + marker });
        QVERIFY2(app.waitForStarted(10000), qPrintable(app.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(!draftsContaining(marker).isEmpty(), 30000);
        QCOMPARE(app.state(), QProcess::Running);
        app.kill(); // SIGKILL: no clean shutdown, the draft and its lock stay
        QVERIFY(app.waitForFinished(10000));
        QCOMPARE(app.exitStatus(), QProcess::CrashExit);
        QCOMPARE(draftsContaining(marker).size(), 1);

        // A start that declines restoring shows the demo report and leaves the draft alone.
        const QString declined = runToCompletion({ QStringLiteral("--demo"), QStringLiteral("--no-spell-check"),
                                                   QStringLiteral("--restore-drafts"), QStringLiteral("no"),
                                                   QStringLiteral("--print-text") });
        QVERIFY2(declined.contains(u"Steps to reproduce"), qPrintable(declined));
        QVERIFY(!declined.contains(marker));
        QCOMPARE(draftsContaining(marker).size(), 1);

        // The next start restores it (non-interactively). Nobody saved or discarded the restored text in that
        // unattended run, so its draft stays, the only copy of the text, once (not beside the old one).
        const QString restored = runToCompletion({ QStringLiteral("--demo"), QStringLiteral("--no-spell-check"),
                                                   QStringLiteral("--restore-drafts"), QStringLiteral("yes"),
                                                   QStringLiteral("--print-text") });
        QVERIFY2(restored.contains(marker), qPrintable(restored));
        QVERIFY(restored.contains(u"Steps to reproduce"));
        QCOMPARE(draftsContaining(marker).size(), 1);
        const QString shot = m_home.filePath(QStringLiteral("restored.png"));
        const QString again = runToCompletion({ QStringLiteral("--demo"), QStringLiteral("--no-spell-check"),
                                                QStringLiteral("--restore-drafts"), QStringLiteral("yes"),
                                                QStringLiteral("--screenshot"), shot });
        QVERIFY2(QFileInfo(shot).size() > 0, qPrintable(again));
        QCOMPARE(draftsContaining(marker).size(), 1);

        // A start that does not restore it and exits cleanly leaves it alone too.
        runToCompletion(
            { QStringLiteral("--demo"), QStringLiteral("--no-spell-check"), QStringLiteral("--print-text") });
        QCOMPARE(draftsContaining(marker).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDraftRestore)
#include "tst_draftrestore.moc"
