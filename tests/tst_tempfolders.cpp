// SPDX-License-Identifier: GPL-3.0-or-later
// Temporary folders of stepwise-cli never outlive it: an import terminated while it unpacks an archive removes its
// folder, and the next start removes the folders of processes that were killed outright.
#include "tarheader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <unistd.h>

namespace {

/*! A tar of \a members files of \a size zero bytes each, written sparse (the zeros are holes). */
bool writeSparseTar(const QString &path, int members, qint64 size)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    qint64 at = 0;
    for (int i = 0; i < members; ++i) {
        if (!f.seek(at) || f.write(StepWise::Test::tarHeader("member-" + QByteArray::number(i) + ".bin", size)) != 512)
            return false;
        at += 512 + size;
    }
    return f.resize(at + 1024);
}

QStringList stepwiseFolders(const QString &dir)
{
    return QDir(dir).entryList({ u"stepwise-*"_qs }, QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
}

} // namespace

class TestTempFolders : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QProcessEnvironment withTemp(const QString &temp)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"TMPDIR"_qs, temp);
        return env;
    }

private Q_SLOTS:
    void terminatedImportRemovesItsFolder()
    {
        const QString temp = m_dir.filePath(u"terminated"_qs);
        QVERIFY(QDir().mkpath(temp));
        // 240 MiB to unpack (below the limits): long enough to be caught while it unpacks.
        const QString tar = m_dir.filePath(u"bundle.tar"_qs);
        QVERIFY(writeSparseTar(tar, 4, qint64(60) << 20));
        QProcess p;
        p.setProcessEnvironment(withTemp(temp));
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                { u"import"_qs, u"--db"_qs, m_dir.filePath(u"terminated.sqlite"_qs), tar });
        QVERIFY(p.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        bool seen = false;
        while (!seen && p.state() == QProcess::Running && waited.elapsed() < 30000) {
            seen = !stepwiseFolders(temp).isEmpty();
            if (!seen)
                QThread::usleep(200);
        }
        QVERIFY2(seen, "the import ended before its temporary folder was seen");
        QCOMPARE(::kill(pid_t(p.processId()), SIGTERM), 0);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit); // ended by the signal, as before
        // Removed by a child of the import once the import has ended.
        QTRY_COMPARE_WITH_TIMEOUT(stepwiseFolders(temp), QStringList(), 10000);
    }

    void staleFoldersOfDeadProcessesAreRemoved()
    {
        const QString temp = m_dir.filePath(u"stale"_qs);
        QVERIFY(QDir().mkpath(temp));
        // A pid that no longer runs: a process that ended and was reaped.
        QProcess ended;
        ended.start(u"/bin/true"_qs);
        QVERIFY(ended.waitForStarted());
        const qint64 deadPid = ended.processId();
        QVERIFY(ended.waitForFinished());
        QVERIFY(::kill(pid_t(deadPid), 0) != 0);

        const QString dead = temp + u"/stepwise-%1-AbC123"_qs.arg(deadPid);
        QVERIFY(QDir().mkpath(dead + u"/unpacked/states"_qs));
        QFile left(dead + u"/unpacked/states/screen-0.xml"_qs);
        QVERIFY(left.open(QIODevice::WriteOnly) && left.write("<hierarchy/>") > 0);
        left.close();
        // This test runs: its folder stays.
        const QString alive = temp + u"/stepwise-%1-XyZ789"_qs.arg(QCoreApplication::applicationPid());
        QVERIFY(QDir().mkpath(alive));
        // A link named like a dead process's folder is not followed.
        const QString victim = m_dir.filePath(u"victim"_qs);
        QVERIFY(QDir().mkpath(victim));
        QFile kept(victim + u"/keep.txt"_qs);
        QVERIFY(kept.open(QIODevice::WriteOnly) && kept.write("keep") > 0);
        kept.close();
        const QString link = temp + u"/stepwise-%1-LiNk00"_qs.arg(deadPid);
        QVERIFY(QFile::link(victim, link));
        // Not named by StepWise.
        const QString other = temp + u"/stepwise-notes"_qs;
        QVERIFY(QDir().mkpath(other));

        QProcess cli;
        cli.setProcessEnvironment(withTemp(temp));
        cli.start(QStringLiteral(STEPWISE_CLI_PATH),
                  { u"graph"_qs, u"--list"_qs, u"--db"_qs, m_dir.filePath(u"none.sqlite"_qs) });
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 1); // no such store: any command cleans up

        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(QFileInfo(alive).isDir());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo::exists(victim + u"/keep.txt"_qs));
        QVERIFY(QFileInfo(other).isDir());
    }
};

QTEST_GUILESS_MAIN(TestTempFolders)
#include "tst_tempfolders.moc"
