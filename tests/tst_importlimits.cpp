// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli import under a memory ceiling: a huge dump, a huge member of an archive and a huge screenshot
// each get a clear message naming their size limit, within 1 GiB of address space. The huge files are sparse
// (a header, then a hole), so they take neither disk space nor time to make.
#include "tarheader.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr qint64 Gib = qint64(1) << 30;

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/*! stepwise-cli with \a args, limited to 1 GiB of address space (`ulimit -v`). AddressSanitizer reserves
 *  terabytes of address space for itself, so a sanitized build runs without the limit (and checks the rest). */
Run limitedCli(const QStringList &args)
{
    QProcess p;
#if defined(__SANITIZE_ADDRESS__)
    p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
#else
    p.start(u"/bin/sh"_qs,
            QStringList { u"-c"_qs, u"ulimit -v %1 && exec \"$0\" \"$@\""_qs.arg(Gib >> 10),
                          QStringLiteral(STEPWISE_CLI_PATH) }
                + args);
#endif
    if (!p.waitForFinished(60000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

/*! Writes \a head at the start of \a path and makes the file \a size bytes long, the rest a hole (zero bytes). */
bool writeSparse(const QString &path, const QByteArray &head, qint64 size)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(head) == head.size() && f.resize(size);
}

const QByteArray DumpHead = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
                            "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.FrameLayout\" "
                            "package=\"org.example.huge\" content-desc=\"\" bounds=\"[0,0][1080,1920]\">";

} // namespace

class TestImportLimits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void hugeDump()
    {
        const QString dump = m_dir.filePath(u"window_dump.xml"_qs);
        QVERIFY(writeSparse(dump, DumpHead, 2 * Gib));
        const QString db = m_dir.filePath(u"dump.sqlite"_qs);
        const Run r = limitedCli({ u"import"_qs, u"--db"_qs, db, dump });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(dump + u": larger than 64 MiB, the most a dump may hold; not read\n"_qs),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(db));
    }

    void manyLargeDumps()
    {
        // Each dump below its limit, together more than one recording may hold: all of them would be in memory.
        const QString folder = m_dir.filePath(u"sequence"_qs);
        QVERIFY(QDir().mkpath(folder));
        for (int i = 0; i < 5; ++i)
            QVERIFY(writeSparse(folder + u"/screen-%1.xml"_qs.arg(i), DumpHead, 60 << 20));
        const QString db = m_dir.filePath(u"sequence.sqlite"_qs);
        const Run r = limitedCli({ u"import"_qs, u"--db"_qs, db, folder });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(folder
                                + u": its dumps and screenshots hold 300 MiB, more than the 256 MiB one recording may "
                                  u"hold; not read\n"_qs),
                 qPrintable(r.err));
    }

    void hugeMemberOfAnArchive()
    {
        // As a bundle of recordings packs it: 1.5 GiB unpacked from a tar (no compression, so no ratio guard stops it).
        const qint64 size = Gib + Gib / 2;
        const QString tar = m_dir.filePath(u"bundle.tar"_qs);
        QVERIFY(writeSparse(tar, StepWise::Test::tarHeader("window_dump.xml", size) + DumpHead, 512 + size + 1024));
        const QString db = m_dir.filePath(u"archive.sqlite"_qs);
        const Run r = limitedCli({ u"import"_qs, u"--db"_qs, db, tar });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(tar
                                + u": entry \"window_dump.xml\" unpacks to more than 64 MiB, the most a dump, trace or "
                                  u"screenshot may hold; refusing"_qs),
                 qPrintable(r.err));
    }

    void hugeScreenshot()
    {
        // The demo graph dump with one screenshot swapped for a huge PNG: the model imports without it.
        const QString source = testDataDir() + u"/graphdump/1-com.example.demo-1.0"_qs;
        const QString copy = m_dir.filePath(u"1-com.example.demo-1.0"_qs);
        QVERIFY(QDir().mkpath(copy + u"/states"_qs));
        const QString graph = u"/1-com.example.demo-1.0-graph.txt"_qs;
        QVERIFY(QFile::copy(source + graph, copy + graph));
        const QString huge = copy + u"/states/screen_a.png"_qs; // the dump's one good screenshot
        QVERIFY(QFileInfo::exists(source + u"/states/screen_a.png"_qs));
        QVERIFY(writeSparse(huge, QByteArray("\x89PNG\r\n\x1a\n", 8), 100 << 20));
        const QString db = m_dir.filePath(u"screenshot.sqlite"_qs);
        const Run r = limitedCli({ u"import"_qs, u"--db"_qs, db, copy });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(u"stepwise-cli import: warning: "_qs + huge
                                + u": larger than 32 MiB, the most a screenshot may hold; skipped\n"_qs),
                 qPrintable(r.err));
        QVERIFY2(r.out.startsWith(u"imported 1-com.example.demo-1.0: "_qs), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
