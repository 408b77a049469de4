// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "trace/archiveextractor.h"
#include "trace/dumpsequencereader.h"
#include "trace/recordingreader.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

class TestArchiveImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameModelAsUnpacked_data();
    void sameModelAsUnpacked();
    void safeEntryPaths_data();
    void safeEntryPaths();
    void limits_data();
    void limits();
    void archiveNames_data();
    void archiveNames();
    void dumpSequence();
    void dumpOrderIsNaturalInAnyLocale();
    void dumpWithoutPackageNamesNoApp();
    void brokenInputAmongGoodOnes();
};

void TestArchiveImport::sameModelAsUnpacked_data()
{
    QTest::addColumn<QString>("archive");
    QTest::addColumn<QString>("folder");
    QTest::newRow("zip of a dump folder") << u"dumps.zip"_qs << u"dumps"_qs;
    QTest::newRow("tar.gz of a trace") << u"mini-trace.tar.gz"_qs << u"mini-trace"_qs;
    QTest::newRow("tar of one dump") << u"single-dump.tar"_qs << u"uiautomator/multiwindow.xml"_qs;
}

void TestArchiveImport::sameModelAsUnpacked()
{
    QFETCH(QString, archive);
    QFETCH(QString, folder);
    RecordingReader packed;
    const QList<RecordedModel> fromArchive = packed.read({ testDataDir() + u"/trace/archives/"_qs + archive });
    QVERIFY2(packed.failures().isEmpty(),
             packed.failures().isEmpty() ? "" : qPrintable(packed.failures().first().message));
    RecordingReader plain;
    const QList<RecordedModel> fromFolder = plain.read({ testDataDir() + u"/trace/"_qs + folder });
    QVERIFY(plain.failures().isEmpty());
    QCOMPARE(fromArchive.size(), 1);
    QCOMPARE(fromFolder.size(), 1);
    const ExecutionModel &a = fromArchive.first().model;
    const ExecutionModel &b = fromFolder.first().model;
    QCOMPARE(a.stats().states, b.stats().states);
    QCOMPARE(a.stats().transitions, b.stats().transitions);
    QCOMPARE(a.stats().screenshots, b.stats().screenshots);
    QCOMPARE(fromArchive.first().screenshots.keys().size(), fromFolder.first().screenshots.keys().size());
    for (qsizetype i = 0; i < b.screens.size(); ++i)
        QCOMPARE(a.screens.at(i).id, b.screens.at(i).id);
    // Messages about files inside an archive name the archive, not the temporary folder.
    // The archive itself may live under the temporary folder (CI clones there), so look past its path.
    for (const QString &w : packed.warnings()) {
        QVERIFY2(w.contains(archive), qPrintable(w));
        const QString archivePath = testDataDir() + u"/trace/archives/"_qs + archive;
        QVERIFY2(!QString(w).remove(archivePath).contains(QDir::tempPath() + u"/"_qs), qPrintable(w));
    }
}

void TestArchiveImport::safeEntryPaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("safe");
    QTest::newRow("plain") << u"session/screen-1.xml"_qs << true;
    QTest::newRow("dot folder") << u"./session/a.xml"_qs << true;
    QTest::newRow("dots in a name") << u"session/a..b.xml"_qs << true;
    QTest::newRow("parent") << u"../evil.xml"_qs << false;
    QTest::newRow("parent inside") << u"session/../../evil.xml"_qs << false;
    QTest::newRow("absolute") << u"/etc/passwd"_qs << false;
    QTest::newRow("windows parent") << u"session\\..\\..\\evil.xml"_qs << false;
    QTest::newRow("windows drive") << u"C:/evil.xml"_qs << false;
    QTest::newRow("empty") << QString() << false;
}

void TestArchiveImport::safeEntryPaths()
{
    QFETCH(QString, path);
    QFETCH(bool, safe);
    QCOMPARE(ArchiveExtractor::isSafeEntryPath(path), safe);
}

void TestArchiveImport::limits_data()
{
    QTest::addColumn<QString>("archive");
    QTest::addColumn<int>("maxEntries");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("entry count") << u"trace/archives/dumps.zip"_qs << 3 << (qint64(1) << 30)
                                 << u"more than 3 entries"_qs;
    QTest::newRow("total size") << u"trace/archives/mini-trace.tar.gz"_qs << 1000 << qint64(20000)
                                << u"unpacks to more than"_qs;
    QTest::newRow("expansion ratio") << u"malformed/archive-bomb.tar.bz2"_qs << 1000 << (qint64(1) << 40)
                                     << u"expands more than 200 times"_qs;
    QTest::newRow("within limits") << u"trace/archives/dumps.zip"_qs << 1000 << (qint64(1) << 30) << QString();
}

void TestArchiveImport::limits()
{
    QFETCH(QString, archive);
    QFETCH(int, maxEntries);
    QFETCH(qint64, maxBytes);
    QFETCH(QString, expected);
    ArchiveLimits limits;
    limits.maxEntries = maxEntries;
    limits.maxTotalBytes = maxBytes;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ArchiveExtractor extractor(limits);
    const bool ok = extractor.extract(testDataDir() + u'/' + archive, dir.path());
    QCOMPARE(ok, expected.isEmpty());
    if (!ok) {
        QVERIFY2(extractor.errorString().contains(expected), qPrintable(extractor.errorString()));
        QVERIFY(extractor.errorString().contains(QFileInfo(archive).fileName()));
    } else {
        QCOMPARE(extractor.files().size(), 8); // 5 dumps + 3 screenshots
        QVERIFY(QFileInfo::exists(dir.filePath(u"session/screen-5.xml"_qs)));
    }
}

void TestArchiveImport::archiveNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("archive");
    for (const char *n : { "a.zip", "a.ZIP", "a.tar", "a.tar.gz", "a.tgz", "a.tar.bz2", "a.tbz2", "a.tar.xz", "a.txz" })
        QTest::newRow(n) << QString::fromLatin1(n) << true;
    for (const char *n : { "a.gz", "a.xml", "a.json", "zip", "a.zip.txt" })
        QTest::newRow(n) << QString::fromLatin1(n) << false;
}

void TestArchiveImport::archiveNames()
{
    QFETCH(QString, name);
    QFETCH(bool, archive);
    QCOMPARE(ArchiveExtractor::isArchiveName(name), archive);
}

void TestArchiveImport::dumpSequence()
{
    DumpSequenceReader reader;
    QVERIFY2(reader.read(testDataDir() + u"/trace/dumps"_qs), qPrintable(reader.errorString()));
    const ExecutionModel &m = reader.result().model;
    QCOMPARE(m.packageName, u"org.example.notes"_qs); // the status bar window is not the app
    // list → editor → editor typed → editor pinned → longer list: two screens under the default abstraction.
    QCOMPARE(m.stats().states, 2);
    QCOMPARE(m.stats().screenshots, 2); // screen-1.png (list) and screen-2.png (editor)
    // open app + 4 links, each inferred where the dumps tell.
    QCOMPARE(m.interactions.size(), 5);
    QCOMPARE(m.interactions.at(0).action, ActionType::OpenApp);
    QCOMPARE(m.interactions.at(1).action,
             ActionType::Unknown); // list → editor: nothing in the dumps says what was tapped
    QVERIFY(!m.interactions.at(1).component);
    QCOMPARE(m.interactions.at(2).action, ActionType::Type);
    QCOMPARE(m.interactions.at(2).typedText, u"Buy milk"_qs);
    QCOMPARE(m.interactions.at(2).component->resourceId, u"note_text"_qs);
    QCOMPARE(m.interactions.at(3).action, ActionType::Click);
    QCOMPARE(m.interactions.at(3).component->resourceId, u"pin"_qs);
    QCOMPARE(m.interactions.at(4).action, ActionType::Unknown);
    QVERIFY2(
        reader.warnings().join(u' ').contains(u"2 dumps have no screenshot of the same name (first: screen-4.xml)"_qs),
        qPrintable(reader.warnings().join(u' ')));
}

void TestArchiveImport::dumpOrderIsNaturalInAnyLocale()
{
    // screen-2 comes before screen-10 also under the C locale (LANG=C.UTF-8, as on CI), whose collation has
    // no numeric mode: there the sequence was 0, 1, 10, 11, 2, … and the model linked the wrong screens. The
    // broken dump's warning names its neighbours in the order the model uses.
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile good(testDataDir() + u"/trace/dumps/screen-1.xml"_qs);
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray dump = good.readAll();
    for (int i = 0; i < 12; ++i) {
        QFile f(dir.filePath(u"screen-%1.xml"_qs.arg(i)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(i == 10 ? dump.left(dump.size() / 2) : dump);
    }
    DumpSequenceReader reader;
    QVERIFY2(reader.read(dir.path()), qPrintable(reader.errorString()));
    QCOMPARE(reader.failedDumps().size(), 1);
    QVERIFY2(reader.warnings().contains(
                 dir.path()
                 + u": screen-10.xml left out: the model has no transition from screen-9 to screen-11, as "
                   u"what happened between them is unknown"_qs),
             qPrintable(reader.warnings().join(u'\n')));
}

void TestArchiveImport::dumpWithoutPackageNamesNoApp()
{
    // Nodes without a package attribute (hand-made or stripped dumps): the app version is the recording's name,
    // not "-screen".
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(u"login.xml"_qs));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\"><node index=\"0\" "
            "class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,1920]\"><node index=\"0\" text=\"Save\" "
            "class=\"android.widget.Button\" clickable=\"true\" bounds=\"[0,0][540,200]\" /></node></hierarchy>\n");
    f.close();
    DumpSequenceReader reader;
    QVERIFY2(reader.read(f.fileName()), qPrintable(reader.errorString()));
    QCOMPARE(reader.result().model.appVersion, u"login"_qs);
    QCOMPARE(reader.result().model.packageName, QString());
    DumpSequenceReader named;
    QVERIFY2(named.read(f.fileName(), {}, u"first-run"_qs), qPrintable(named.errorString()));
    QCOMPARE(named.result().model.appVersion, u"first-run"_qs);
}

void TestArchiveImport::brokenInputAmongGoodOnes()
{
    RecordingReader reader;
    const QString broken = testDataDir() + u"/malformed/archive-with-malformed-dump.zip"_qs;
    const QList<RecordedModel> models = reader.read(
        { testDataDir() + u"/trace/archives/dumps.zip"_qs, broken, testDataDir() + u"/trace/mini-trace"_qs });
    QCOMPARE(models.size(), 2);
    QCOMPARE(reader.failures().size(), 1);
    QCOMPARE(reader.failures().first().input, broken);
    QVERIFY2(reader.failures().first().message.contains(u"archive-with-malformed-dump.zip!/session/screen-2.xml:1:"_qs),
             qPrintable(reader.failures().first().message));
    // Cancelling gives nothing at all.
    int polls = 0;
    RecordingReader cancelled;
    QVERIFY(cancelled
                .read({ testDataDir() + u"/trace/dumps"_qs, testDataDir() + u"/trace/mini-trace"_qs },
                      [&] { return ++polls > 1; })
                .isEmpty());
    QVERIFY(cancelled.wasCancelled());
}

QTEST_GUILESS_MAIN(TestArchiveImport)
#include "tst_archiveimport.moc"
